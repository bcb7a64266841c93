"""Teleports (404.2) and switching spaces (404.5)."""

from __future__ import annotations

from .builders import board, ch, do, kinds, notations, position


def test_404_2_teleport_ignores_terrain_and_enemies_but_not_characters() -> None:
    cards = [{"id": "blink", "face_up": True}]
    s = position(
        [ch("jaina", 0, "0,0", cards=cards), ch("grom", 1, "1,0", clock=5)],
        turn="jaina",
        the_board=board(cover=("2,0",), impassable=("0,3",)),
    )
    do(s, "play jaina blink")
    options = notations(s)
    assert "teleport jaina 3,0" in options and "teleport jaina 2,0" in options, "past Grom, into cover"
    assert "teleport jaina 1,0" not in options and "teleport jaina 0,3" not in options
    events = do(s, "teleport jaina 3,0")
    assert kinds(events, "teleported") and str(s.chars["jaina"].pos) == "3,0"


def test_404_5_switching_with_a_totem_leaves_the_totem() -> None:
    totems = [{"uid": "soe_1", "card": "strength_of_earth_totem", "controller": 1, "pos": "2,0"}]
    s = position(
        [ch("grom", 1, "0,0", cards=[{"id": "intervene", "face_up": True}]), ch("jaina", 0, "-4,4", clock=5)],
        turn="grom",
        totems=totems,
    )
    assert "play grom intervene soe_1" in notations(s)
    do(s, "play grom intervene soe_1")
    assert str(s.chars["grom"].pos) == "2,0" and str(s.totems["soe_1"].pos) == "2,0"


def test_404_5_switching_with_an_ally_swaps_both() -> None:
    s = position(
        [
            ch("grom", 1, "0,0", cards=[{"id": "intervene", "face_up": True}]),
            ch("thrall", 1, "2,0", clock=5),
            ch("jaina", 0, "-4,4", clock=5),
        ],
        turn="grom",
    )
    assert "play grom intervene grom" not in notations(s)
    do(s, "play grom intervene thrall")
    assert (str(s.chars["grom"].pos), str(s.chars["thrall"].pos)) == ("2,0", "0,0")
