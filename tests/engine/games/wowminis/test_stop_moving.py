"""404.4: "stop moving" triggers fire only in the last space of a path, natural or forced."""

from __future__ import annotations

from .builders import board, ch, do, notations, position


def _trapper(jaina_at: str, **kw: object) -> object:
    return position(
        [ch("mosshide_trapper", 1, "0,0", clock=5), ch("jaina", 0, jaina_at)],
        turn="jaina",
        the_board=board(impassable=("2,0",)),
        **kw,
    )


def test_404_4_stopping_next_to_the_trapper_triggers_it() -> None:
    s = _trapper("2,-1")
    do(s, "move jaina 1,-1")
    assert s.chars["jaina"].statuses == ["cant_move_next_turn"]


def test_404_4_passing_by_does_not_trigger_a_stop_trigger() -> None:
    s = _trapper("2,-1")
    do(s, "move jaina 1,1")  # the only path runs through 1,0, next to the trapper
    assert s.chars["jaina"].statuses == []


def _pushed() -> object:
    """Grom (the trapper's ally) claps Jaina away: two of her three ends are next to the trapper."""
    return position(
        [
            ch("mosshide_trapper", 1, "0,0", clock=5),
            ch("grom", 1, "3,-1", cards=[{"id": "thunder_clap", "face_up": True}]),
            ch("jaina", 0, "2,-1", clock=5),
        ],
        turn="grom",
    )


def test_404_4_a_forced_move_that_stops_next_to_it_triggers_it() -> None:
    s = _pushed()
    do(s, "play grom thunder_clap", "may grom yes")
    assert notations(s) == ["push jaina 1,-1", "push jaina 1,0", "push jaina 2,-2"]
    do(s, "push jaina 1,0")
    assert s.chars["jaina"].statuses == ["cant_move_next_turn"]


def test_404_4_a_forced_move_that_stops_elsewhere_does_not() -> None:
    s = _pushed()
    do(s, "play grom thunder_clap", "may grom yes", "push jaina 2,-2")
    assert s.chars["jaina"].statuses == []
