"""Replacement effects (709) and the order of simultaneous damage (107.2)."""

from __future__ import annotations

from typing import Any

from engine.games.wowminis.positions import state_to_dict

from .builders import GAME, ch, do, kinds, notations, position

SHIELD: dict[str, Any] = {"card": "power_word_shield", "party": 0, "counter": 3}
SACRIFICE: dict[str, Any] = {"card": "blessing_of_sacrifice", "party": 0, "source": "tirion"}


def _grom_attacks(jaina_buffs: list[dict[str, Any]], tirion_buffs: list[dict[str, Any]] | None = None) -> Any:
    return position(
        [
            ch("grom", 1, "0,0"),
            ch("jaina", 0, "1,0", clock=3, buffs=jaina_buffs),
            ch("tirion", 0, "3,0", clock=3, buffs=tirion_buffs or []),
        ],
        turn="grom",
    )


def test_709_2a_the_dealt_player_picks_among_their_effects() -> None:
    s = _grom_attacks([SHIELD, SACRIFICE])
    s.rng.force([5, 5, 5, 5, 1, 1])
    do(s, "play grom gorehowl jaina")
    assert s.current_player() == 0
    assert notations(s) == ["replace jaina blessing_of_sacrifice", "replace jaina power_word_shield"]
    shield_first = s.clone()
    events = do(s, "replace jaina blessing_of_sacrifice")
    assert kinds(events, "replaced")[0].data["to"] == "tirion"
    assert (s.chars["jaina"].health, s.chars["tirion"].health) == (9, 12 - 4)
    assert [b.counter for b in s.chars["jaina"].buffs] == [3], "the shield was never reached"
    do(shield_first, "replace jaina power_word_shield")
    assert (shield_first.chars["jaina"].health, shield_first.chars["tirion"].health) == (9, 12 - 1)
    assert shield_first.chars["jaina"].buffs == []


def test_709_2a_the_dealing_player_applies_theirs_first() -> None:
    mark = {"card": "hunters_mark", "party": 1}
    s = _grom_attacks([SHIELD, mark])
    s.rng.force([5, 5, 1, 1, 1, 1])
    events = do(s, "play grom gorehowl jaina")
    assert [e.kind for e in events if e.kind in ("replaced", "prevented", "damage")] == [
        "replaced",
        "prevented",
        "damage",
    ]
    assert s.chars["jaina"].health == 9 - (2 + 2 - 3), "+2 first, then the shield prevents 3"


def test_709_4_an_each_time_effect_stays_and_a_next_time_effect_goes() -> None:
    s = _grom_attacks([{"card": "shield_wall", "party": 0}, {"card": "pain_suppression", "party": 0}])
    s.rng.force([5, 5, 5, 5, 5, 1])
    do(s, "play grom gorehowl jaina")
    assert sorted(notations(s)) == ["replace jaina pain_suppression", "replace jaina shield_wall"]
    do(s, "replace jaina shield_wall")
    assert s.chars["jaina"].health == 9 - 1, "5 -> 2 (Shield Wall) -> 1 (Pain Suppression)"
    assert [b.card for b in s.chars["jaina"].buffs] == ["shield_wall"]


def test_709_a_waiting_replacement_choice_survives_to_dict_and_back() -> None:
    s = _grom_attacks([SHIELD, SACRIFICE])
    s.rng.force([5, 5, 5, 5, 1, 1])
    do(s, "play grom gorehowl jaina")
    again = GAME.state_from_dict(state_to_dict(s))
    do(again, "replace jaina power_word_shield")
    assert again.chars["tirion"].health == 12 - 1


def _cleave() -> Any:
    sacrifice = dict(SACRIFICE)
    return position(
        [
            ch("grom", 1, "0,0"),
            ch("jaina", 0, "1,0", clock=3, buffs=[sacrifice]),
            ch("ruby", 0, "0,1", clock=3, buffs=[sacrifice]),
            ch("tirion", 0, "-3,0", clock=3, buffs=[{"card": "pain_suppression", "party": 0}]),
        ],
        turn="grom",
    )


def test_107_2_the_player_orders_damage_to_their_characters() -> None:
    s = _cleave()
    s.rng.force([5, 5, 5, 1, 1, 5])  # 3 hits; Jaina blocks 0, Ruby blocks 1
    do(s, "play grom cleave jaina+ruby")
    assert s.current_player() == 0
    assert notations(s) == ["damage-order jaina,ruby", "damage-order ruby,jaina"]
    ruby_first = s.clone()
    events = do(s, "damage-order jaina,ruby")
    assert kinds(events, "damage_order")[0].data["order"] == ["jaina", "ruby"]
    assert s.chars["tirion"].health == 12 - (3 // 2) - 2, "Pain Suppression halves the first damage it meets"
    do(ruby_first, "damage-order ruby,jaina")
    assert ruby_first.chars["tirion"].health == 12 - (2 // 2) - 3


def _clap() -> Any:
    """Grom claps Jaina (marked: +2) and Ruby, both sacrificing to Tirion, who has Pain Suppression."""
    sacrifice = dict(SACRIFICE)
    return position(
        [
            ch("grom", 1, "0,0", cards=[{"id": "thunder_clap", "face_up": True}]),
            ch("jaina", 0, "1,0", clock=3, buffs=[sacrifice, {"card": "hunters_mark", "party": 1}]),
            ch("ruby", 0, "0,1", clock=3, buffs=[sacrifice]),
            ch("tirion", 0, "-3,0", clock=3, buffs=[{"card": "pain_suppression", "party": 0}]),
        ],
        turn="grom",
    )


def test_107_2_an_effect_damaging_several_characters_is_ordered_by_their_player() -> None:
    s = _clap()
    do(s, "play grom thunder_clap")
    assert s.current_player() == 0
    assert notations(s) == ["damage-order jaina,ruby", "damage-order ruby,jaina"]
    assert s.observation(0)["pending"]["amounts"] == {"jaina": 1, "ruby": 1}
    ruby_first = s.clone()
    do(s, "damage-order jaina,ruby")
    assert s.chars["tirion"].health == 12 - (3 // 2) - 1, "Jaina's marked 3 meets Pain Suppression"
    assert notations(s) == ["may grom no", "may grom yes"], "then the optional push (706.4)"
    do(ruby_first, "damage-order ruby,jaina")
    assert ruby_first.chars["tirion"].health == 12 - (1 // 2) - 3
