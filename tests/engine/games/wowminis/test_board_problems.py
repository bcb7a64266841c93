"""Live validation: every problem that keeps a board from being played, with its spaces."""

from __future__ import annotations

import doctest
import importlib
from dataclasses import replace
from pathlib import Path

import pytest

from engine.core.errors import BadInputError
from engine.games.wowminis.board import SpawnPoint, Terrain, board_from_dict, shipped_boards
from engine.games.wowminis.board_edit import BoardDocument
from engine.games.wowminis.board_problems import (
    board_problems,
    components,
    problem_spaces,
    unplayable_reasons,
)
from engine.games.wowminis.validate import validate_board
from engine.hex import Hex


def strip(width: int = 5) -> BoardDocument:
    """A pointy 1-row board with side 0 at the west end and side 1 at the east end."""
    doc = BoardDocument.new(width, 1, "rectangle", "pointy")
    doc.set_spawn(Hex(0, 0), "exclusive", 0)
    doc.set_spawn(Hex(width - 1, 0), "exclusive", 1)
    return doc


def codes(doc: BoardDocument) -> list[str]:
    return [p.code for p in doc.problems()]


def test_shipped_boards_have_no_problems() -> None:
    for board in shipped_boards():
        assert board_problems(board) == [], board.id


def test_a_finished_board_has_no_problems_and_is_not_a_draft() -> None:
    doc = strip()
    assert doc.problems() == [] and not doc.to_board().draft


def test_406_3b_a_side_without_spawn_points() -> None:
    doc = strip()
    doc.remove_spawn(Hex(4, 0))
    problems = doc.problems()
    assert [p.code for p in problems] == ["no_spawn"]
    assert problems[0].message == "Side 2 has no spawn point."
    assert doc.to_board().draft


def test_a_neutral_spawn_point_serves_every_side() -> None:
    doc = BoardDocument.new(3, 1, "rectangle", "pointy")
    doc.set_spawn(Hex(1, 0), "neutral", None)
    assert codes(doc) == []


def test_406_2c_a_spawn_point_on_impassable_terrain() -> None:
    doc = strip()
    doc.paint([Hex(0, 0)], Terrain.IMPASSABLE)
    problem = next(p for p in doc.problems() if p.code == "spawn_impassable")
    assert problem.spaces == (Hex(0, 0),)
    assert "0,0" in problem.message


def test_406_2c_a_vp_location_on_impassable_terrain() -> None:
    doc = strip()
    doc.set_vp(Hex(2, 0), True)
    doc.paint([Hex(2, 0)], Terrain.IMPASSABLE)
    problems = {p.code: p for p in doc.problems()}
    assert problems["vp_impassable"].spaces == (Hex(2, 0),)


def test_spaces_no_character_can_reach_from_a_spawn_point() -> None:
    doc = BoardDocument.new(5, 1, "rectangle", "pointy")
    doc.set_spawn(Hex(0, 0), "neutral", None)
    doc.paint([Hex(2, 0)], Terrain.IMPASSABLE)
    problem = doc.problems()[0]
    assert problem.code == "unreachable"
    assert problem.spaces == (Hex(3, 0), Hex(4, 0))
    assert "2 spaces" in problem.message


def test_impassable_spaces_themselves_are_not_unreachable() -> None:
    doc = strip()
    doc.paint([Hex(1, 0)], Terrain.COVER)
    doc.add_spaces([Hex(0, 1)])
    doc.paint([Hex(0, 1)], Terrain.IMPASSABLE)
    assert codes(doc) == []


def test_a_board_split_in_two_with_spawn_points_in_each_part() -> None:
    doc = strip(7)
    doc.paint([Hex(3, 0)], Terrain.IMPASSABLE)
    problem = doc.problems()[0]
    assert problem.code == "split"
    assert problem.spaces == (Hex(4, 0), Hex(5, 0), Hex(6, 0))


def test_a_board_split_by_removed_spaces() -> None:
    doc = strip(7)
    doc.remove_spaces([Hex(2, 0)])
    assert codes(doc) == ["split"]
    assert problem_spaces(doc.problems()) == {Hex(0, 0), Hex(1, 0)}, "the smaller part"


def test_an_empty_name_and_a_bad_id_are_problems() -> None:
    doc = strip()
    doc.set_meta(name="  ", id="Bad Id")
    assert codes(doc)[:2] == ["name", "id"]


def test_problems_are_listed_in_a_fixed_order() -> None:
    doc = BoardDocument.new(5, 1, "rectangle", "pointy")
    doc.set_spawn(Hex(0, 0), "exclusive", 0)
    doc.paint([Hex(0, 0)], Terrain.IMPASSABLE)
    assert codes(doc) == ["no_spawn", "spawn_impassable"]


def test_components_are_largest_first() -> None:
    groups = components([Hex(5, 5), Hex(0, 0), Hex(1, 0), Hex(2, 0)])
    assert [len(g) for g in groups] == [3, 1]


def draft_data(draft: bool) -> dict[str, object]:
    doc = BoardDocument.new(3, 1, "rectangle", "pointy")
    doc.set_spawn(Hex(0, 0), "exclusive", 0)
    doc.paint([Hex(0, 0)], Terrain.IMPASSABLE)
    data = doc.to_dict()
    assert data["draft"] is True
    if not draft:
        del data["draft"]
    return data


def test_a_draft_file_loads_with_placement_problems_a_finished_one_does_not() -> None:
    board = board_from_dict(draft_data(True), "unfinished.json")
    assert board.draft and [p.code for p in board_problems(board)] == ["no_spawn", "spawn_impassable"]
    with pytest.raises(BadInputError, match="impassable"):
        board_from_dict(draft_data(False), "unfinished.json")


def test_validate_lists_a_draft_boards_problems(tmp_path: Path) -> None:
    lines = validate_board(tmp_path / "unfinished.json", draft_data(True))
    assert lines == [
        "not playable: Side 2 has no spawn point.",
        "not playable: 1 spawn point on impassable terrain: 0,0.",
    ]


def test_a_draft_mark_without_problems_still_keeps_the_board_from_play() -> None:
    doc = strip()
    board = replace(doc.to_board(), draft=True)
    assert board_problems(board) == [] and len(unplayable_reasons(board)) == 1


@pytest.mark.parametrize(
    "module",
    [
        "engine.games.wowminis.board_problems",
        "engine.games.wowminis.board_edit",
        "engine.games.wowminis.tiled",
    ],
)
def test_docstring_examples(module: str) -> None:
    result = doctest.testmod(importlib.import_module(module))
    assert result.attempted > 0 and result.failed == 0


def test_anything_else_load_board_refuses_is_reported_last() -> None:
    board = strip().to_board()
    stray = SpawnPoint(Hex(2, 0), 5, "exclusive")  # side 6 on a two-sided board
    problems = board_problems(replace(board, spawns=(*board.spawns, stray)))
    assert [(p.code, p.message) for p in problems] == [("invalid", "spawns[2].side: 5 is out of range 0..1")]
