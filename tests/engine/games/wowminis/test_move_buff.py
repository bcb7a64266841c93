"""301.3: an effect removes a buff from one character and attaches it to another (our Spellsteal).

The buff is not played again, the counters it added move with it (301.2e), attaching it removes
same-name buffs on the new character (301.2b), it keeps its party (301.2a) and duration, and it
goes with its counters when its new holder is destroyed (301.2d). Positions are literal.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from types import MappingProxyType
from typing import Any

import pytest

from engine.core import BadInputError, Event
from engine.games.wowminis import damage, effects
from engine.games.wowminis.bots import play_value, score_actions
from engine.games.wowminis.content import CONTENT_DIR, card_text, load_catalog
from engine.games.wowminis.damage import expire_buffs
from engine.games.wowminis.effects import op_text
from engine.games.wowminis.game import WowMinisGame
from engine.games.wowminis.model import Effect
from engine.games.wowminis.positions import state_to_dict
from engine.games.wowminis.state import WowState
from engine.games.wowminis.work import BuffChoice
from tests.engine.games.wowminis.builders import GAME, ch, do, kinds, notations, position

INNER_FIRE = {"armor+1": 2, "power+1": 1}


def _inner_fire(added: dict[str, int] | None = None) -> dict[str, Any]:
    """Zalazane's own Inner Fire (party 1) and the counters it added to him."""
    return {
        "card": "inner_fire",
        "party": 1,
        "until": "round",
        "source": "zalazane",
        "counters": added or INNER_FIRE,
    }


def _spellsteal(
    zalazane: dict[str, Any],
    jaina: dict[str, Any] | None = None,
    ruby: dict[str, Any] | None = None,
    game: WowMinisGame = GAME,
    **extra: Any,
) -> WowState:
    """Jaina (player 1, Spellsteal face up) three spaces from Zalazane (player 2, clock 3), Ruby beside
    Jaina; Jaina's turn. ``zalazane``, ``jaina``, ``ruby``: more of (or changes to) their entries."""
    return position(
        [
            ch("jaina", 0, "0,0", cards=[{"id": "spellsteal", "face_up": True}], **(jaina or {})),
            ch("ruby", 0, "-1,0", **(ruby or {})),
            ch("zalazane", 1, "3,0", **{"clock": 3, **zalazane}),
        ],
        turn="jaina",
        game=game,
        **extra,
    )


def test_301_3_moved_buff_takes_its_counters() -> None:
    s = _spellsteal({"buffs": [_inner_fire()], "counters": dict(INNER_FIRE)})
    jaina, zalazane = s.chars["jaina"], s.chars["zalazane"]
    armor, power = s.stat(jaina, "armor"), s.stat(jaina, "power")
    events = do(s, "play jaina spellsteal zalazane")
    assert zalazane.buffs == [] and zalazane.counters == {}
    assert jaina.counters == INNER_FIRE
    assert (s.stat(jaina, "armor"), s.stat(jaina, "power")) == (armor + 2, power + 1)
    moved = jaina.buffs[0]
    # 301.2a: still allied with Zalazane's party; it keeps its duration and the one who attached it.
    assert (moved.card, moved.party, moved.until, moved.source) == ("inner_fire", 1, "round", "zalazane")
    assert moved.added == INNER_FIRE, "the moved counters are the buff's counters on Jaina (301.2e)"
    assert [e.data["from"] for e in kinds(events, "buff_moved")] == ["zalazane"]
    # They go when it goes: at the end of the round it ends on Jaina with its counters.
    expire_buffs(s, "round", [])
    assert jaina.buffs == [] and jaina.counters == {}


def test_301_3_the_moved_buff_is_not_played_again_so_its_text_adds_no_counters() -> None:
    """Zalazane's Inner Fire has lost one of its +1 armor counters: only what is left moves, the
    buff's text does not put two new ones on Jaina."""
    left = {"armor+1": 1, "power+1": 1}
    s = _spellsteal({"buffs": [_inner_fire(left)], "counters": dict(left)})
    events = do(s, "play jaina spellsteal zalazane")
    assert s.chars["jaina"].counters == left
    assert [e.data["change"] for e in kinds(events, "counters") if e.data["char"] == "jaina"] == [1, 1]
    assert kinds(events, "buff_attached") == []


def test_301_3_a_moved_debuff_does_not_deal_its_on_attach_damage_again() -> None:
    """Mortal Strike ("Deal 1 damage to debuffed enemy. Debuffed enemy can't be healed.") moved from
    Zalazane to Ruby: Ruby takes no damage, but she can't be healed now and Zalazane can."""
    s = _spellsteal({"buffs": [{"card": "mortal_strike", "party": 0, "source": "grom"}], "health": 5})
    ruby = s.chars["ruby"]
    ruby.health -= 2
    health = ruby.health
    events: list[Event] = []
    effects.move_buff(s, "zalazane", "ruby", "mortal_strike", events)
    assert ruby.health == health and kinds(events, "damage") == []
    assert [b.card for b in ruby.buffs] == ["mortal_strike"] and s.chars["zalazane"].buffs == []
    damage.heal(s, "ruby", 2, events)
    damage.heal(s, "zalazane", 2, events)
    assert ruby.health == health and s.chars["zalazane"].health == 7


def test_301_3_the_moved_buff_acts_on_its_new_holder() -> None:
    """Zalazane's Rejuvenation ("At the end of tick 5: heal the buffed character for 2") stolen by Jaina
    at tick 5 heals Jaina at the end of the tick, not Zalazane."""
    rejuvenation = {"card": "rejuvenation", "party": 1, "source": "zalazane"}
    s = _spellsteal(
        {"clock": 7, "health": 3, "buffs": [rejuvenation]}, {"clock": 5, "health": 5}, {"clock": 7}, master=5
    )
    do(s, "play jaina spellsteal zalazane")
    events = do(s, "end jaina")
    assert [(e.data["char"], e.data["amount"]) for e in kinds(events, "healed")] == [("jaina", 2)]
    assert (s.chars["jaina"].health, s.chars["zalazane"].health) == (7, 3)


def test_402_3_a_moved_health_buff_lowers_one_dial_and_raises_the_other(tmp_path: Path) -> None:
    """Fortitude made a +2 health buff (test content): Zalazane's dial and maximum go down by 2 as it
    leaves, Jaina's go up by 2 as it attaches, which is not healing."""
    folder = _content_with(
        tmp_path, "power_word_fortitude", buff={"modifiers": [{"stat": "health", "amount": 2}]}
    )
    s = _spellsteal({"buffs": [FORTITUDE], "health": 8}, {"health": 4}, game=WowMinisGame(content_dir=folder))
    jaina, zalazane = s.chars["jaina"], s.chars["zalazane"]
    jaina_max, zalazane_max = s.max_health(jaina), s.max_health(zalazane)
    do(s, "play jaina spellsteal zalazane")
    assert (jaina.health, s.max_health(jaina)) == (6, jaina_max + 2)
    assert (zalazane.health, s.max_health(zalazane)) == (6, zalazane_max - 2)


def test_301_2b_a_moved_buff_removes_same_name_buffs_and_their_counters_from_its_new_holder() -> None:
    """Jaina has her own Inner Fire (party 1's copy is stolen onto her): hers goes with its two +1
    armor and +1 power counters, the stolen copy's one +1 armor and +1 power stay; a soul shard from
    elsewhere stays too."""
    stolen = {"armor+1": 1, "power+1": 1}
    own = {"card": "inner_fire", "party": 0, "until": "round", "source": "ruby", "counters": INNER_FIRE}
    s = _spellsteal(
        {"buffs": [_inner_fire(stolen)], "counters": dict(stolen)},
        {"buffs": [own], "counters": {**INNER_FIRE, "soul_shard": 1}},
    )
    events = do(s, "play jaina spellsteal zalazane")
    jaina = s.chars["jaina"]
    assert [(b.card, b.party) for b in jaina.buffs] == [("inner_fire", 1)]
    assert jaina.counters == {**stolen, "soul_shard": 1}, "not 3 +1 armor and 2 +1 power"
    assert [e.data["card"] for e in kinds(events, "buff_removed")] == ["inner_fire"]


FORTITUDE = {"card": "power_word_fortitude", "party": 1, "source": "zalazane"}
CORRUPTION = {"card": "corruption", "party": 0, "source": "jaina"}


def _three_buffs() -> WowState:
    """Zalazane has Inner Fire and Power Word: Fortitude (his party's buffs) and Corruption (ours)."""
    return _spellsteal({"buffs": [_inner_fire(), FORTITUDE, CORRUPTION], "counters": dict(INNER_FIRE)})


def test_301_3_the_effects_controller_chooses_which_of_several_buffs_moves() -> None:
    s = _three_buffs()
    do(s, "play jaina spellsteal zalazane")
    assert isinstance(s.stack[-1], BuffChoice) and s.current_player() == 0
    # Spellsteal takes buffs only: Corruption, a debuff, is not offered.
    assert notations(s) == ["move-buff zalazane inner_fire", "move-buff zalazane power_word_fortitude"]
    jaina, zalazane = s.chars["jaina"], s.chars["zalazane"]
    armor, resist = s.stat(jaina, "armor"), s.stat(jaina, "resist")
    events = do(s, "move-buff zalazane power_word_fortitude")
    assert [b.card for b in jaina.buffs] == ["power_word_fortitude"]
    assert (s.stat(jaina, "armor"), s.stat(jaina, "resist")) == (armor + 1, resist + 1)
    assert [b.card for b in zalazane.buffs] == ["inner_fire", "corruption"]
    assert zalazane.counters == INNER_FIRE and jaina.counters == {}
    assert [e.data["card"] for e in kinds(events, "buff_chosen")] == ["power_word_fortitude"]


def test_301_3_one_buff_that_can_move_is_moved_without_a_question() -> None:
    s = _spellsteal({"buffs": [FORTITUDE, CORRUPTION]})
    do(s, "play jaina spellsteal zalazane")
    assert not isinstance(s.stack[-1], BuffChoice)
    assert [b.card for b in s.chars["jaina"].buffs] == ["power_word_fortitude"]


def test_301_3_a_position_waiting_for_the_buff_choice_saves_and_loads() -> None:
    s = _three_buffs()
    do(s, "play jaina spellsteal zalazane")
    d = state_to_dict(s)
    again = GAME.state_from_dict(d)
    assert state_to_dict(again) == d and notations(again) == notations(s)
    do(again, "move-buff zalazane inner_fire")
    assert again.chars["jaina"].counters == INNER_FIRE


def test_301_3_the_bot_takes_the_buff_worth_most_to_its_side() -> None:
    """Inner Fire (+2 armor, +1 power) is worth more than Fortitude (+1 armor, +1 resist), both to
    take from the enemy and to have."""
    s = _three_buffs()
    do(s, "play jaina spellsteal zalazane")
    legal = s.legal_actions()
    scores = score_actions(s, 0, legal)
    assert str(legal[scores.index(max(scores))]) == "move-buff zalazane inner_fire"
    assert min(scores) > 0


def test_spellsteal_targets_enemies_and_its_value_is_the_buff_it_takes() -> None:
    s = _spellsteal({"buffs": [_inner_fire()], "counters": dict(INNER_FIRE)})
    assert [n for n in notations(s) if "spellsteal" in n] == ["play jaina spellsteal zalazane"]
    bare = _spellsteal({})
    with_buff = play_value(s, s.chars["jaina"], ("jaina", "spellsteal", "zalazane"))
    without = play_value(bare, bare.chars["jaina"], ("jaina", "spellsteal", "zalazane"))
    assert with_buff > 0 > without


def test_301_2d_a_moved_buff_goes_with_its_counters_when_its_new_holder_is_destroyed() -> None:
    s = _spellsteal({"buffs": [_inner_fire()], "counters": dict(INNER_FIRE)})
    do(s, "play jaina spellsteal zalazane")
    jaina = s.chars["jaina"]
    assert jaina.buffs and jaina.counters == INNER_FIRE
    events: list[Event] = []
    damage.deal_damage(s, "jaina", jaina.health, events)
    assert jaina.pos is None and jaina.buffs == [] and jaina.counters == {}
    assert s.chars["zalazane"].buffs == [] and s.chars["zalazane"].counters == {}


def test_spellsteal_text_is_generated_from_its_data() -> None:
    assert card_text(GAME.catalog.cards["spellsteal"]) == (
        "Spellsteal — Instant Effect, cost 2\n"
        "Spellsteal [T2 R3] Instant. Remove a buff from target enemy and attach it to this character; "
        "its counters move with it."
    )
    either = Effect("move_buff", "adjacent_enemies", params_of(to="holder"))
    assert op_text(either, holder="debuffed enemy") == (
        "Remove a buff or debuff from each adjacent enemy and attach it to debuffed enemy; "
        "its counters move with it."
    )


def params_of(**params: str) -> MappingProxyType[str, Any]:
    return MappingProxyType(params)


def _content_with(tmp_path: Path, card_id: str, **changes: dict[str, Any]) -> Path:
    """A copy of the shipped content with ``changes`` to parts of one card (``ability={...}``)."""
    folder = tmp_path / "content"
    shutil.copytree(CONTENT_DIR, folder)
    path = folder / "cards.json"
    data = json.loads(path.read_text())
    card = next(c for c in data["items"] if c["id"] == card_id)
    for key, change in changes.items():
        card[key].update(change)
    path.write_text(json.dumps(data))
    return folder


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        (
            {"effects": [{"op": "move_buff", "target": "target", "to": "target"}]},
            "'target' is not one of self",
        ),
        (
            {"effects": [{"op": "move_buff", "target": "target", "to": "self", "kind": "form"}]},
            "not one of buff",
        ),
        ({"stats": "T2 R3 M3", "damage_type": "arcane"}, "'hostile' is for effect abilities"),
    ],
)
def test_bad_move_buff_content_is_refused_with_its_place(
    tmp_path: Path, change: dict[str, Any], problem: str
) -> None:
    with pytest.raises(BadInputError, match=problem) as err:
        load_catalog(_content_with(tmp_path, "spellsteal", ability=change))
    assert "cards.json" in str(err.value)
