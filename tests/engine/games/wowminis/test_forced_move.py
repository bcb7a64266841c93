"""Forced movement (404.3): the effect's controller chooses, "away" from a source (404.3b)."""

from __future__ import annotations

from engine.hex import Hex, distance

from .builders import ch, do, kinds, notations, position


def _hodoon() -> dict[str, object]:
    return ch("hodoon", 0, "0,0", cards=[{"id": "hammer_of_justice", "face_up": True}])


def test_404_3b_crit_moves_the_defender_away_and_its_attacker_chooses() -> None:
    s = position([_hodoon(), ch("grom", 1, "1,0", clock=5)], turn="hodoon")
    s.rng.force([10, 1, 1, 1, 1, 1, 1])
    do(s, "play hodoon hammer_of_justice grom")
    assert s.current_player() == 0
    ends = notations(s)
    assert ends and all(a.startswith("push grom ") for a in ends)
    events = do(s, ends[0])
    moved = kinds(events, "moved")[0]
    assert moved.data["forced"] is True and len(moved.data["path"]) == 2
    assert distance(Hex(0, 0), s.chars["grom"].pos) == 3  # type: ignore[arg-type]


def test_602_2_moving_a_destroyed_defender_does_nothing() -> None:
    s = position([_hodoon(), ch("grom", 1, "1,0", clock=5, health=1)], turn="hodoon")
    s.rng.force([10, 1, 1, 1, 1, 1, 1])
    events = do(s, "play hodoon hammer_of_justice grom")
    assert s.chars["grom"].pos is None and not kinds(events, "moved")
    assert notations(s)[0] == "end hodoon"
