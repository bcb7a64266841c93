"""The natural move (404.1) as turn actions: move points, terrain costs, pass-through, stopping."""

from __future__ import annotations

from .builders import board, ch, do, kinds, notations, position


def _moves(state: object) -> list[str]:
    return [a for a in notations(state) if a.startswith("move")]  # type: ignore[arg-type]


def test_404_1_two_move_points_reach_18_spaces_on_open_ground() -> None:
    s = position([ch("grom", 1, "0,0"), ch("jaina", 0, "-4,4", clock=5)], turn="grom")
    assert len(_moves(s)) == 18


def test_404_1a_entering_cover_or_high_ground_costs_two() -> None:
    s = position(
        [ch("grom", 1, "0,0"), ch("jaina", 0, "-4,4", clock=5)],
        turn="grom",
        the_board=board(cover=("1,0",), high=("2,0",)),
    )
    moves = _moves(s)
    assert "move grom 1,0" in moves, "adjacent cover: 2 MP"
    assert "move grom 2,0" not in moves, "high ground two spaces away would cost 3 MP"


def test_404_1b_no_passing_through_enemies_but_through_allies() -> None:
    chars = [ch("grom", 1, "0,0"), ch("thrall", 1, "1,0", clock=5), ch("jaina", 0, "-1,0", clock=5)]
    s = position(chars, turn="grom", the_board=board(impassable=("0,-1", "1,-1", "-1,1", "0,1")))
    moves = _moves(s)
    assert "move grom 2,0" in moves, "through the ally Thrall"
    assert "move grom 1,0" not in moves, "not ending on a character"
    assert "move grom -2,0" not in moves, "not through the enemy Jaina"


def test_404_1_move_event_gives_the_path() -> None:
    s = position([ch("grom", 1, "0,0"), ch("jaina", 0, "-4,4", clock=5)], turn="grom")
    events = do(s, "move grom 2,0")
    assert kinds(events, "moved")[0].data["path"] == ["1,0", "2,0"]


def test_404_1c_move_modifiers_change_move_points() -> None:
    cards = [{"id": "sprint"}]
    s = position([ch("rokhan", 1, "0,0", cards=cards), ch("jaina", 0, "-4,4", clock=5)], turn="rokhan")
    do(s, "play rokhan sprint")
    assert "move rokhan 4,0" in _moves(s)


def test_404_4_harvest_flesh_affects_a_mover_next_to_two_golems_once_per_space() -> None:
    chars = [
        ch("ruby", 0, "0,0"),
        ch("harvest_golem", 1, "1,1", clock=5),
        ch("golem_2", 1, "2,-1", id="harvest_golem", clock=5),
    ]
    s = position(chars, turn="ruby")
    events = do(s, "move ruby 1,0")
    assert s.chars["ruby"].health == 8 - 1, "704.2d: two Harvest Fleshes, one applies"
    assert [e.kind for e in events] == ["moved", "damage"]


def test_404_4_move_into_a_space_triggers_resolve_before_leaving_it() -> None:
    chars = [ch("ruby", 0, "0,0", health=1), ch("harvest_golem", 1, "1,1", clock=5)]
    s = position(chars, turn="ruby")
    events = do(s, "move ruby 2,0")
    assert kinds(events, "moved")[0].data["path"] == ["1,0"]
    assert kinds(events, "destroyed") and s.vp == [0, 4], "destroyed in the first space: the move stops there"
