"""Standard Moves of a group from several origins at once (144.3) and Repeat executions with their own
targets (820.2.a), as notation in legal.py."""

from __future__ import annotations

from engine.games.riftbound.layers import might
from tests.engine.games.riftbound.helpers import act, duel, hand, legal, pass_all, runes, unit


def test_144_3_b_a_group_from_the_base_and_a_battlefield_moves_together() -> None:
    s = duel()
    walker = unit(s, "iron-vanguard", 0)
    monk = unit(s, "wandering-monk", 0, "f1")
    assert f"move {walker}+{monk} @f0" in legal(s)
    act(s, f"move {walker}+{monk} @f0")
    assert s.st[walker]["at"] == s.st[monk]["at"] == "f0"
    assert s.st[walker]["ex"] and s.st[monk]["ex"]


def test_144_3_a_units_that_cannot_share_the_destination_are_not_grouped() -> None:
    s = duel()
    walker = unit(s, "iron-vanguard", 0)
    stayer = unit(s, "iron-vanguard", 0, "f1")
    moves = [a for a in legal(s) if a.startswith("move")]
    assert f"move {walker}+{stayer} @f0" not in moves
    assert f"move {stayer} @b0" in moves and f"move {walker} @f0" in moves


def test_144_3_b_units_at_two_battlefields_go_home_together() -> None:
    s = duel()
    a = unit(s, "iron-vanguard", 0, "f0")
    b = unit(s, "iron-vanguard", 0, "f1")
    act(s, f"move {a}+{b} @b0")
    assert s.st[a]["at"] == s.st[b]["at"] == "b0"


def test_144_3_five_units_from_two_origins_are_offered_whole() -> None:
    s = duel()
    home = [unit(s, "iron-vanguard", 0) for _ in range(4)]
    monk = unit(s, "wandering-monk", 0, "f1")
    everyone = "+".join(sorted([*home, monk]))
    assert f"move {everyone} @f0" in legal(s)


def test_820_2_a_the_repeat_execution_chooses_its_own_target() -> None:
    s = duel()
    runes(s, 0, "chaos", 2)
    first = unit(s, "iron-vanguard", 1, "f0")
    second = unit(s, "stalwart-poro", 1, "f0")
    bolt = hand(s, 0, "chaos-bolt")
    options = legal(s)
    assert f"play {bolt} repeat -> {first} -> {second}" in options
    assert f"play {bolt} repeat -> {first}" in options, "the same target twice keeps the old notation"
    act(s, f"play {bolt} repeat -> {first} -> {second}")
    assert s.chain[-1]["targets"] == [first] and s.chain[-1]["again"] == [second]
    pass_all(s)
    assert s.st[first]["dmg"] == 1 and s.st[second]["dmg"] == 1


def test_820_the_same_target_twice_takes_both_executions() -> None:
    s = duel()
    runes(s, 0, "chaos", 2)
    target = unit(s, "iron-vanguard", 1, "f0")
    bolt = hand(s, 0, "chaos-bolt")
    act(s, f"play {bolt} repeat -> {target}")
    pass_all(s)
    assert s.st[target]["dmg"] == 2 and might(s, target) == 3
