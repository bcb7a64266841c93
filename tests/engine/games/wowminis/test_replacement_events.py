"""Replacement effects on events that deal no damage (709.2b): healing, a natural move (709.5) and
destruction, with the affected character's controller choosing among competing effects."""

from __future__ import annotations

from typing import Any

from engine.games.wowminis import bots
from engine.games.wowminis.positions import state_to_dict
from engine.games.wowminis.state import WowState

from .builders import GAME, ch, do, kinds, notations, position

ROOTS: dict[str, Any] = {"card": "entangling_roots", "party": 0, "source": "lotherin"}
NOVA: dict[str, Any] = {"card": "frost_nova", "party": 0, "source": "jaina"}
LIGHT: dict[str, Any] = {"card": "blessing_of_light", "party": 0, "source": "hodoon", "until": "round"}
POISON: dict[str, Any] = {"card": "wound_poison", "party": 1, "source": "grom"}
SPIRIT: dict[str, Any] = {"card": "guardian_spirit", "party": 0, "source": "ruby"}
DEFENDER: dict[str, Any] = {"card": "ardent_defender", "party": 0, "source": "jaina"}


def _grom_walks(buffs: list[dict[str, Any]]) -> WowState:
    """Grom's turn (player 2), with ``buffs`` on him; Jaina next to him, so he has more to do."""
    return position([ch("grom", 1, "0,0", buffs=buffs), ch("jaina", 0, "-1,0", clock=3)], turn="grom")


def test_709_5_a_would_move_effect_replaces_the_whole_natural_move() -> None:
    s = _grom_walks([ROOTS])
    events = do(s, "move grom 2,0")
    grom = s.chars["grom"]
    assert str(grom.pos) == "0,0" and not kinds(events, "moved")
    assert kinds(events, "replaced")[0].data["event"] == "move"
    assert grom.buffs == [], "the next time: then the debuff goes"
    assert s.turn is not None and s.turn.moved, "the natural move was the event replaced"
    assert not [a for a in notations(s) if a.startswith("move ")]


def test_709_5_forced_movement_is_not_a_natural_move() -> None:
    s = position(
        [
            ch("grom", 1, "0,0", buffs=[ROOTS], clock=3),
            ch("danath", 0, "1,0", cards=[{"id": "thunder_clap", "face_up": True}]),
        ],
        turn="danath",
    )
    do(s, "play danath thunder_clap", "may danath yes", "push grom -1,0")
    assert str(s.chars["grom"].pos) == "-1,0" and s.chars["grom"].buffs[0].card == "entangling_roots"


def test_709_2b_the_moving_characters_controller_picks_among_competing_move_effects() -> None:
    s = _grom_walks([ROOTS, NOVA])
    do(s, "move grom 2,0")
    assert s.current_player() == 1, "Grom's controller, although both debuffs are player 1's"
    assert notations(s) == ["replace grom entangling_roots", "replace grom frost_nova"]
    do(s, "replace grom frost_nova")
    assert [b.card for b in s.chars["grom"].buffs] == ["entangling_roots"], "only one replaced the move"
    assert str(s.chars["grom"].pos) == "0,0"


def _jaina_mended(buffs: list[dict[str, Any]], health: int = 3) -> WowState:
    """Hodoon (player 1) about to heal Jaina (``buffs`` on her) for 2 with Divine Favor."""
    return position(
        [
            ch("hodoon", 0, "0,0", cards=[{"id": "divine_favor", "face_up": True}]),
            ch("jaina", 0, "1,0", clock=3, health=health, buffs=buffs),
            ch("grom", 1, "4,0", clock=3),
        ],
        turn="hodoon",
    )


def test_709_2b_one_heal_replacement_applies_without_asking() -> None:
    s = _jaina_mended([POISON])
    events = do(s, "play hodoon divine_favor jaina", "mode hodoon mend")
    assert s.chars["jaina"].health == 3 + 1
    assert kinds(events, "healed")[0].data["amount"] == 1
    assert [b.card for b in s.chars["jaina"].buffs] == ["wound_poison"], "each time: it stays"


def test_709_2b_the_healed_characters_controller_orders_heal_effects() -> None:
    s = _jaina_mended([LIGHT, POISON])
    do(s, "play hodoon divine_favor jaina", "mode hodoon mend")
    assert s.current_player() == 0
    assert notations(s) == ["replace jaina blessing_of_light", "replace jaina wound_poison"]
    light_first = s.clone()
    do(s, "replace jaina wound_poison")
    assert s.chars["jaina"].health == 3 + (2 // 2 + 2)
    do(light_first, "replace jaina blessing_of_light")
    assert light_first.chars["jaina"].health == 3 + (2 + 2) // 2


def test_709_2b_the_bot_orders_heal_effects_for_the_larger_heal() -> None:
    s = _jaina_mended([LIGHT, POISON])
    do(s, "play hodoon divine_favor jaina", "mode hodoon mend")
    legal = s.legal_actions()
    scores = bots.score_actions(s, 0, legal)
    assert str(legal[scores.index(max(scores))]) == "replace jaina wound_poison"


def _grom_kills_jaina(buffs: list[dict[str, Any]]) -> WowState:
    return position(
        [
            ch("grom", 1, "0,0"),
            ch("jaina", 0, "1,0", clock=3, health=1, buffs=buffs),
        ],
        turn="grom",
    )


def test_709_a_would_be_destroyed_effect_keeps_the_character_in_play() -> None:
    s = _grom_kills_jaina([SPIRIT])
    s.rng.force([5, 5, 5, 5, 1, 1])
    events = do(s, "play grom gorehowl jaina")
    jaina = s.chars["jaina"]
    assert jaina.pos is not None and jaina.health == 2 and not kinds(events, "destroyed")
    assert s.vp == [0, 0] and jaina.buffs == []


def test_709_2b_the_controller_picks_which_would_be_destroyed_effect_applies() -> None:
    s = _grom_kills_jaina([SPIRIT, DEFENDER])
    s.rng.force([5, 5, 5, 5, 1, 1])
    do(s, "play grom gorehowl jaina")
    assert s.current_player() == 0
    assert notations(s) == ["replace jaina ardent_defender", "replace jaina guardian_spirit"]
    d = state_to_dict(s)
    assert d["stack"][-1]["event"] == "destroyed"
    again = GAME.state_from_dict(d)
    assert state_to_dict(again) == d
    do(again, "replace jaina ardent_defender")
    jaina = again.chars["jaina"]
    assert jaina.pos is not None and jaina.health == 1
    assert [b.card for b in jaina.buffs] == ["guardian_spirit"], "kept for the next time"
    assert again.observation(0)["pending"] is not None


def test_709_2b_the_prompt_details_name_the_event() -> None:
    s = _jaina_mended([LIGHT, POISON])
    do(s, "play hodoon divine_favor jaina", "mode hodoon mend")
    pending = s.observation(0)["pending"]
    assert (pending["kind"], pending["event"], pending["amount"]) == ("ReplaceChoice", "heal", 2)
    assert pending["effects"]["wound_poison"]["does"] == "halves the healing"
    assert pending["effects"]["blessing_of_light"]["does"] == "adds 2 to the healing"
