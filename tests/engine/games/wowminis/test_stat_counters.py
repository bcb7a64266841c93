"""Unnamed stat counters (401.1b), counters added by buffs (301.2e) and counters on Action Bar cards."""

from __future__ import annotations

import pytest

from engine.core import BadInputError, Event
from engine.games.wowminis.damage import expire_buffs
from engine.games.wowminis.positions import state_to_dict
from engine.games.wowminis.state import WowState

from .builders import GAME, ch, do, kinds, position


def _bloodrage(**kw: object) -> WowState:
    """Danath (player 1, Bloodrage face up) next to Grom (player 2)."""
    return position(
        [
            ch("danath", 0, "0,0", cards=[{"id": "bloodrage", "face_up": True}]),
            ch("grom", 1, "1,0", clock=3, **kw),
        ],
        turn="danath",
    )


def test_401_1b_a_stat_counter_changes_the_stat_of_its_character() -> None:
    s = _bloodrage()
    danath = s.chars["danath"]
    events = do(s, "play danath bloodrage")
    assert danath.counters == {"power+1": 1} and s.stat(danath, "power") == 1
    assert kinds(events, "counters")[0].text == "Danath Trollbane gets a +1 power counter (1)."
    assert s.observation(1)["characters"][0]["counters"] == {"power+1": 1}


def test_401_1b_a_power_counter_adds_to_attacks() -> None:
    s = _bloodrage()
    do(s, "play danath bloodrage")
    s.rng.force([1] * 5)
    events = do(s, "play danath trollbane grom")
    rolled = [e for e in kinds(events, "dice_rolled") if e.data["kind"] == "attack"][0]
    assert len(rolled.data["dice"]) == 5, "Trollbane P4 +1"


def test_401_1d_stat_counters_for_the_same_stat_stack() -> None:
    s = _bloodrage(counters={"armor-1": 2})
    grom = s.chars["grom"]
    armor = GAME.catalog.characters["grom"].armor
    assert s.stat(grom, "armor") == armor - 2
    assert s.observation(0)["characters"][1]["armor"] == max(0, armor - 2)


def test_401_1b_a_health_counter_raises_the_maximum() -> None:
    s = _bloodrage(counters={"health+1": 2})
    grom = s.chars["grom"]
    assert s.max_health(grom) == GAME.catalog.characters["grom"].health + 2 == grom.health


def test_401_1a_stat_counters_go_when_the_character_is_destroyed() -> None:
    s = _bloodrage(counters={"power+1": 2})
    danath = s.chars["danath"]
    danath.health = 1
    events = do(s, "play danath bloodrage")
    assert kinds(events, "destroyed")[0].data["char"] == "danath"
    assert danath.counters == {}, "the 2 old and the new +1 power counter went with it"
    assert s.stat(danath, "power") == 0


def test_401_1b_stat_counters_round_trip_through_positions() -> None:
    s = _bloodrage(counters={"armor-1": 2, "move+1": 1})
    d = state_to_dict(s)
    assert d["characters"][1]["counters"] == {"armor-1": 2, "move+1": 1}
    assert state_to_dict(GAME.state_from_dict(d)) == d


def test_401_1b_a_bad_counter_name_is_refused() -> None:
    with pytest.raises(BadInputError, match="bad counter 'armor\\+0'"):
        _bloodrage(counters={"armor+0": 1})


def _inner_fire(**jaina: object) -> WowState:
    """Hodoon (a priest, player 1) and Jaina (``jaina``: more of her entry) side by side."""
    return position(
        [
            ch("hodoon", 0, "0,0", cards=[{"id": "inner_fire", "face_up": True}]),
            ch("jaina", 0, "1,0", **jaina),
            ch("grom", 1, "4,0", clock=3),
        ],
        turn="hodoon",
    )


def test_301_2e_a_buff_adds_counters_to_the_buffed_character() -> None:
    s = _inner_fire()
    jaina = s.chars["jaina"]
    armor, power = s.stat(jaina, "armor"), s.stat(jaina, "power")
    do(s, "play hodoon inner_fire jaina")
    assert jaina.counters == {"armor+1": 2, "power+1": 1}
    assert (s.stat(jaina, "armor"), s.stat(jaina, "power")) == (armor + 2, power + 1)
    assert jaina.buffs[0].added == {"armor+1": 2, "power+1": 1}
    assert state_to_dict(s)["characters"][1]["buffs"][0]["counters"] == {"armor+1": 2, "power+1": 1}


def test_301_2e_removing_the_buff_removes_its_counters_but_not_others() -> None:
    s = _inner_fire(counters={"armor+1": 1})  # from somewhere else
    do(s, "play hodoon inner_fire jaina")
    assert s.chars["jaina"].counters == {"armor+1": 3, "power+1": 1}
    events: list[Event] = []
    expire_buffs(s, "round", events)
    assert s.chars["jaina"].buffs == [] and s.chars["jaina"].counters == {"armor+1": 1}
    assert [e.data["change"] for e in kinds(events, "counters")] == [-2, -1]


def test_301_2b_a_new_copy_replaces_the_old_one_and_its_counters() -> None:
    added = {"armor+1": 2, "power+1": 1}
    s = _inner_fire(buffs=[{"card": "inner_fire", "party": 0, "counters": added}], counters=added)
    assert s.chars["jaina"].counters == {"armor+1": 2, "power+1": 1}
    do(s, "play hodoon inner_fire jaina")
    assert s.chars["jaina"].counters == {"armor+1": 2, "power+1": 1}, "not 4 and 2"
    assert len(s.chars["jaina"].buffs) == 1


def _arcane_explosion() -> WowState:
    """Jaina (player 1) with two Arcane Charge counters on Arcane Explosion, next to Grom."""
    return position(
        [
            ch(
                "jaina",
                0,
                "0,0",
                cards=[{"id": "arcane_explosion", "face_up": True, "counters": {"arcane_charge": 2}}],
            ),
            ch("grom", 1, "1,0", clock=3),
        ],
        turn="jaina",
    )


def test_401_1e_counters_on_an_action_bar_card_are_placed_and_counted_there() -> None:
    s = _arcane_explosion()
    health = s.chars["grom"].health
    events = do(s, "play jaina arcane_explosion")
    card = s.chars["jaina"].cards[0]
    assert card.counters == {"arcane_charge": 3} and s.chars["jaina"].counters == {}
    assert kinds(events, "counters")[0].data == {
        "char": "jaina",
        "counter": "arcane_charge",
        "count": 3,
        "change": 1,
        "card": card.uid,
    }
    assert kinds(events, "counters")[0].text == "Arcane Explosion gets an Arcane Charge counter (3)."
    assert s.chars["grom"].health == health - 3
    assert s.observation(1)["characters"][0]["cards"][0]["counters"] == {"arcane_charge": 3}


def test_401_1a_a_destroyed_character_loses_the_counters_on_its_cards() -> None:
    s = _arcane_explosion()
    s.chars["jaina"].health = 0
    do(s, "end jaina")
    assert s.chars["jaina"].cards[0].counters == {}
