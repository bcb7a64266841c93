"""Boards as data (406): loading, validation messages, the shipped boards and their fairness."""

from __future__ import annotations

import copy
import doctest
import importlib
import json
from collections import deque
from pathlib import Path
from typing import Any

import pytest

from engine.core.errors import BadInputError
from engine.games.wowminis.board import (
    Board,
    SpawnPoint,
    Terrain,
    board_from_dict,
    load_board,
    shipped_boards,
    shipped_boards_dir,
)
from engine.hex import Hex, axial_to_offset, neighbors, offset_to_axial


def board_dict(**changes: Any) -> dict[str, Any]:
    """A valid 5x5 board as JSON data; keyword arguments replace top-level fields."""
    d: dict[str, Any] = {
        "kind": "wowminis-board",
        "format": 1,
        "id": "tiny",
        "name": "Tiny",
        "description": "",
        "orientation": "pointy",
        "spaces": {"rectangle": [5, 5]},
        "terrain": {"cover": ["1,1"], "high_ground": ["2,2"], "impassable": ["3,1"]},
        "spawns": [
            {"hex": "0,0", "side": 0, "kind": "exclusive"},
            {"hex": "2,4", "side": 1, "kind": "exclusive"},
            {"hex": "1,2", "kind": "neutral"},
        ],
        "vp_locations": ["1,3"],
        "scenario": {"sides": 2},
    }
    d.update(changes)
    return d


def error_for(d: dict[str, Any]) -> BadInputError:
    with pytest.raises(BadInputError) as info:
        board_from_dict(d, "maps/tiny.json")
    return info.value


def test_406_board_fields_and_terrain() -> None:
    board = board_from_dict(board_dict())
    assert board.id == "tiny" and board.orientation == "pointy" and board.rectangle == (5, 5)
    assert len(board.spaces) == 25 and set(board.terrain) == board.spaces
    assert board.terrain_at(Hex(1, 1)) is Terrain.COVER
    assert board.terrain_at(Hex(2, 2)) is Terrain.HIGH_GROUND
    assert board.terrain_at(Hex(0, 1)) is Terrain.OPEN
    assert board.impassable == {Hex(3, 1)}
    assert board.los_blocking == {Hex(1, 1), Hex(2, 2), Hex(3, 1)}
    assert board.on_board(Hex(0, 0)) and not board.on_board(Hex(-1, 0))
    assert board.vp_locations == {Hex(1, 3)}


def test_404_1a_enter_costs() -> None:
    board = board_from_dict(board_dict())
    assert board.enter_cost(Hex(0, 1)) == 1
    assert board.enter_cost(Hex(1, 1)) == 2
    assert board.enter_cost(Hex(2, 2)) == 2
    assert board.enter_cost(Hex(2, 2), ignore_terrain=True) == 1
    assert board.enter_cost(Hex(3, 1)) is None
    assert board.enter_cost(Hex(3, 1), ignore_terrain=True) is None
    assert board.enter_cost(Hex(-5, 0)) is None


def test_406_3b_spawns_for_a_side_include_neutral_points() -> None:
    board = board_from_dict(board_dict())
    neutral = SpawnPoint(Hex(1, 2), None, "neutral")
    assert board.spawns_for(0) == (SpawnPoint(Hex(0, 0), 0, "exclusive"), neutral)
    assert board.spawns_for(1) == (SpawnPoint(Hex(2, 4), 1, "exclusive"), neutral)


def test_board_round_trips_through_its_dict_form() -> None:
    board = board_from_dict(board_dict())
    again = board_from_dict(json.loads(json.dumps(board.to_dict())))
    assert again == board
    listed = board_from_dict(board_dict(spaces={"list": ["0,0", "1,0", "0,1"]}, terrain={},
                                        spawns=[{"hex": "0,0", "kind": "neutral"}], vp_locations=[]))
    assert board_from_dict(listed.to_dict()) == listed


def test_board_is_immutable_and_shared_by_deepcopy() -> None:
    board = board_from_dict(board_dict())
    assert copy.deepcopy(board) is board
    assert hash(board) == hash(board_from_dict(board_dict()))


@pytest.mark.parametrize(
    ("change", "where", "words"),
    [
        ({"colour": "red"}, "colour", "unknown key 'colour'"),
        ({"kind": "chess-board"}, "kind", "expected 'wowminis-board'"),
        ({"format": 2}, "format", "out of range"),
        ({"id": "Has Spaces"}, "id", "lower-case"),
        ({"name": 7}, "name", "expected a string"),
        ({"orientation": "diagonal"}, "orientation", "'flat' or 'pointy'"),
        ({"spaces": {"rectangle": [5]}}, "spaces.rectangle", "[width, height]"),
        ({"spaces": {"rectangle": [5, 500]}}, "spaces.rectangle[1]", "out of range"),
        ({"spaces": {"circle": 3}}, "spaces", "exactly one key"),
        ({"spaces": {"list": ["0,0", "0,0"]}}, "spaces.list[1]", "listed twice"),
        ({"terrain": {"lava": []}}, "terrain.lava", "unknown key 'lava'"),
        ({"terrain": {"cover": "1,1"}}, "terrain.cover", "expected a list"),
        ({"terrain": {"cover": ["9,9"]}}, "terrain.cover[0]", "not on the board"),
        ({"terrain": {"cover": ["1,1"], "impassable": ["1,1"]}}, "terrain.impassable[0]", "one terrain"),
        ({"terrain": {"cover": ["one,two"]}}, "terrain.cover[0]", "is not a hex"),
        ({"vp_locations": ["3,1"]}, "vp_locations[0]", "on impassable terrain"),
        ({"vp_locations": ["-4,0"]}, "vp_locations[0]", "not on the board"),
        ({"scenario": {"sides": 2, "weather": "rain"}}, "scenario.weather", "unknown key"),
        ({"scenario": {}}, "scenario", "missing required key 'sides'"),
        ({"scenario": {"sides": 2, "battleground": "yes"}}, "scenario.battleground", "true or false"),
        ({"scenario": {"sides": 0}}, "scenario.sides", "out of range 1..8"),
    ],
)
def test_board_validation_names_file_and_field(change: dict[str, Any], where: str, words: str) -> None:
    err = error_for(board_dict(**change))
    assert err.source == "maps/tiny.json"
    assert err.where == where
    assert words in err.problem
    assert str(err).startswith(f"maps/tiny.json: {where}: ")


def test_board_validation_missing_key() -> None:
    d = board_dict()
    del d["spawns"]
    assert error_for(d).where == "spawns"


@pytest.mark.parametrize(
    ("spawn", "where", "words"),
    [
        ({"hex": "3,1", "side": 0, "kind": "exclusive"}, "spawns[2].hex", "on impassable terrain"),
        ({"hex": "8,8", "side": 0, "kind": "exclusive"}, "spawns[2].hex", "not on the board"),
        ({"hex": "0,0", "side": 1, "kind": "exclusive"}, "spawns[2].hex", "already a spawn point"),
        ({"hex": "0,1", "side": 2, "kind": "exclusive"}, "spawns[2].side", "out of range 0..1"),
        ({"hex": "0,1", "kind": "exclusive"}, "spawns[2].side", "needs a side"),
        ({"hex": "0,1", "side": 0, "kind": "convertible"}, "spawns[2].side", "has no side"),
        ({"hex": "0,1", "side": 0, "kind": "mine"}, "spawns[2].kind", "must be one of"),
        ({"hex": "0,1", "side": 0, "kind": "exclusive", "x": 1}, "spawns[2].x", "unknown key"),
        ("0,1", "spawns[2]", "expected an object"),
    ],
)
def test_board_validation_spawn_points(spawn: Any, where: str, words: str) -> None:
    d = board_dict()
    d["spawns"] = [d["spawns"][0], d["spawns"][1], spawn]
    err = error_for(d)
    assert (err.where, words in err.problem) == (where, True), str(err)


def test_board_validation_side_without_spawn_point() -> None:
    err = error_for(board_dict(spawns=[{"hex": "0,0", "side": 0, "kind": "exclusive"}]))
    assert err.where == "spawns" and "side 1 has no spawn point" in err.problem


def test_load_board_names_the_file_for_bad_json(tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    path.write_text('{"kind": ', encoding="utf-8")
    with pytest.raises(BadInputError, match=r"broken\.json: not valid JSON"):
        load_board(path)


def test_load_board_names_the_file_when_unreadable(tmp_path: Path) -> None:
    with pytest.raises(BadInputError, match=r"missing\.json: cannot read"):
        load_board(tmp_path / "missing.json")


def test_load_board_reports_field_errors_with_the_file_name(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(board_dict(vp_locations=["3,1"])), encoding="utf-8")
    with pytest.raises(BadInputError, match=r"bad\.json: vp_locations\[0\]: VP location 3,1 is on imp"):
        load_board(path)


# --- the shipped boards -------------------------------------------------------------------------


def test_every_shipped_board_loads_with_its_file_name_as_id() -> None:
    files = sorted(shipped_boards_dir().glob("*.json"))
    boards = shipped_boards()
    assert [b.id for b in boards] == sorted(p.stem for p in files)
    assert {"training", "standard", "highlands"} <= {b.id for b in boards}
    for b in boards:
        assert b == board_from_dict(b.to_dict())


def test_shipped_board_shapes() -> None:
    boards = {b.id: b for b in shipped_boards()}
    assert boards["training"].rectangle == (7, 7)
    assert boards["standard"].rectangle == (13, 11)
    assert len(boards["standard"].vp_locations) == 2
    assert len(boards["standard"].spawns_for(0)) == len(boards["standard"].spawns_for(1)) == 2
    assert boards["highlands"].rectangle == (19, 15)
    assert len(boards["highlands"].vp_locations) == 3
    assert max(len(b.spaces) for b in boards.values()) == len(boards["highlands"].spaces)
    highlands = {t for t in boards["highlands"].terrain.values()}
    assert highlands == set(Terrain)


def _mirror(board: Board, h: Hex) -> Hex:
    """Reflect across the board's middle line between the two sides.

    Pointy boards put the sides at the top and bottom (odd height keeps row parity), flat boards
    at the left and right (odd width keeps column parity): either reflection is a hex-grid isometry.
    """
    assert board.rectangle is not None
    width, height = board.rectangle
    col, row = axial_to_offset(h, board.orientation)
    if board.orientation == "pointy":
        assert height % 2 == 1
        return offset_to_axial(col, height - 1 - row, "pointy")
    assert width % 2 == 1
    return offset_to_axial(width - 1 - col, row, "flat")


@pytest.mark.parametrize("board", shipped_boards(), ids=lambda b: b.id)
def test_shipped_board_is_mirror_symmetric_between_the_sides(board: Board) -> None:
    assert board.scenario["sides"] == 2
    for h in board.spaces:
        m = _mirror(board, h)
        assert board.terrain[m] is board.terrain[h], h
        assert (m in board.vp_locations) == (h in board.vp_locations), h
    mirrored = {(_mirror(board, s.hex), None if s.side is None else 1 - s.side, s.kind) for s in board.spawns}
    assert mirrored == {(s.hex, s.side, s.kind) for s in board.spawns}


@pytest.mark.parametrize("board", shipped_boards(), ids=lambda b: b.id)
def test_shipped_board_every_space_reachable_from_every_spawn_point(board: Board) -> None:
    passable = board.spaces - board.impassable
    for spawn in board.spawns:
        seen = {spawn.hex}
        todo = deque([spawn.hex])
        while todo:
            for n in neighbors(todo.popleft()):
                if n in passable and n not in seen:
                    seen.add(n)
                    todo.append(n)
        assert seen == passable, f"{board.id}: {sorted(passable - seen)} unreachable from {spawn.hex}"


@pytest.mark.parametrize("name", ["board", "los", "movement"])
def test_docstring_examples_run(name: str) -> None:
    result = doctest.testmod(importlib.import_module(f"engine.games.wowminis.{name}"))
    assert result.attempted > 0 and result.failed == 0
