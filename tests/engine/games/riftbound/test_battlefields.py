"""Replacing battlefields (438) with the Brush and Baron Pit tokens (184.8-184.9), from literal positions."""

from __future__ import annotations

from engine.games.riftbound.layers import might
from engine.games.riftbound.state import RiftState
from tests.engine.games.riftbound.helpers import act, duel, hand, legal, pass_all, runes, unit


def _overgrow(s: RiftState, i: int) -> str:
    """Play Overgrowth on battlefield i; the uid of the battlefield it replaced."""
    spell = hand(s, 0, "overgrowth")
    runes(s, 0, "calm", 2)
    replaced = str(s.bfs[i]["uid"])
    act(s, f"play {spell} -> {replaced}")
    pass_all(s)
    return replaced


def test_438_overgrowth_targets_a_battlefield_and_the_brush_inherits_its_place() -> None:
    s = duel()
    unit(s, "iron-vanguard", 0, "f0")
    spell = hand(s, 0, "overgrowth")
    runes(s, 0, "calm", 2)
    assert [a for a in legal(s) if a.startswith(f"play {spell}")] == [
        f"play {spell} -> {s.bfs[0]['uid']}",
        f"play {spell} -> {s.bfs[1]['uid']}",
    ]
    replaced = _overgrow(s, 0)
    assert s.cards[s.bfs[0]["uid"]] == "token-brush"
    assert s.bfs[0]["ctl"] == 0, "438.1: the token inherits the battlefield's statuses (its controller)"
    assert replaced in s.players[0]["banish"] and s.bfs[0]["replaced"] == replaced


def test_184_8_brush_gives_bird_cat_dog_poro_and_ivern_units_here_plus_1() -> None:
    s = duel()
    poro = unit(s, "stalwart-poro", 0, "f0")
    bird = unit(s, "token-bird", 0, "f0")
    vanguard = unit(s, "iron-vanguard", 0, "f0")
    poro_away = unit(s, "stalwart-poro", 0, "f1")
    _overgrow(s, 0)
    assert (might(s, poro), might(s, bird), might(s, vanguard), might(s, poro_away)) == (3, 2, 3, 2)


def test_438_7_b_brush_when_you_score_here_may_swap_back_to_the_battlefield_it_replaced() -> None:
    s = duel()
    runner = unit(s, "iron-vanguard", 0)
    replaced = _overgrow(s, 0)
    s.bfs[0]["ctl"] = None
    s.forget_legal_actions()
    act(s, f"move {runner} @f0")
    pass_all(s)
    assert s.prompt is not None and s.prompt["kind"] == "may"
    act(s, "choose yes")
    pass_all(s)
    assert s.bfs[0]["uid"] == replaced
    assert replaced not in s.players[0]["banish"] and "replaced" not in s.bfs[0]
    assert s.bfs[0]["scored"] == [0], "438.7.b: the returned battlefield inherits the statuses"


def test_438_7_c_a_brush_that_replaced_a_token_has_nothing_to_swap_back_to() -> None:
    s = duel()
    runner = unit(s, "iron-vanguard", 0)
    replaced = _overgrow(s, 0)
    _overgrow(s, 0)
    second = s.bfs[0]["uid"]
    assert "replaced" not in s.bfs[0], "438.6: the first Brush stopped existing in banishment"
    s.bfs[0]["ctl"] = None
    s.forget_legal_actions()
    act(s, f"move {runner} @f0")
    pass_all(s)
    assert s.prompt is None or s.prompt["kind"] != "may", "438.7.c: nothing to swap back to: not asked"
    assert s.bfs[0]["scored"] == [0], "the conquer scored at the second Brush"
    assert s.bfs[0]["uid"] == second and replaced in s.players[0]["banish"]


def test_184_9_baron_pit_units_can_move_here_from_another_battlefield_without_ganking() -> None:
    s = duel()
    walker = unit(s, "iron-vanguard", 0, "f1")
    assert f"move {walker} @f0" not in legal(s)
    spell = hand(s, 0, "call-the-baron")
    runes(s, 0, "fury", 3)
    act(s, f"play {spell} -> {s.bfs[0]['uid']}")
    pass_all(s)
    assert s.cards[s.bfs[0]["uid"]] == "token-baron-pit"
    assert f"move {walker} @f0" in legal(s)
    assert f"move {walker} @b0" in legal(s)
