"""Importing hexagonal Tiled maps (JSON and TMX) as boards."""

from __future__ import annotations

import base64
import json
import zlib
from pathlib import Path

import pytest

from engine.core.errors import BadInputError
from engine.games.wowminis.board import Terrain, board_from_dict
from engine.games.wowminis.board_problems import board_problems
from engine.games.wowminis.tiled import import_tiled, stagger_to_axial
from engine.hex import Hex, distance, offset_to_axial

DATA = Path(__file__).parent / "data" / "tiled"
FORD = DATA / "ford.json"


def test_stagger_y_odd_is_the_boards_pointy_layout() -> None:
    for col in range(4):
        for row in range(4):
            assert stagger_to_axial(col, row, "y", "odd") == offset_to_axial(col, row, "pointy")


def test_stagger_x_odd_is_the_boards_flat_layout() -> None:
    for col in range(4):
        for row in range(4):
            assert stagger_to_axial(col, row, "x", "odd") == offset_to_axial(col, row, "flat")


def test_even_stagger_neighbours_are_adjacent() -> None:
    # Even-r: row 0 is shifted right, row 1 is not; so cell (1, 1) touches cells (0, 0) and (1, 0).
    below = stagger_to_axial(1, 1, "y", "even")
    above = [stagger_to_axial(c, 0, "y", "even") for c in (0, 1)]
    assert all(distance(below, a) == 1 for a in above)


def test_the_example_map_imports_as_a_playable_board() -> None:
    board = board_from_dict(import_tiled(FORD), str(FORD))
    assert (board.id, board.name, board.orientation) == ("ford", "The Ford", "pointy")
    assert len(board.spaces) == 23, "two corner cells are empty"
    assert board.terrain[Hex(1, 1)] is Terrain.COVER and board.terrain[Hex(3, 1)] is Terrain.HIGH_GROUND
    assert board.impassable == {Hex(-1, 2), Hex(3, 2)}, "the Rocks layer's property applies to its cells"
    assert {(str(s.hex), s.side) for s in board.spawns} == {("0,4", 0), ("2,0", 1)}
    assert board.vp_locations == {Hex(1, 2)}
    assert board_problems(board) == [] and not board.draft


def tmx(data: str, encoding: str = "csv", compression: str = "") -> str:
    comp = f' compression="{compression}"' if compression else ""
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="hexagonal" renderorder="right-down" width="3" height="2"
     tilewidth="28" tileheight="32" infinite="0" hexsidelength="14" staggeraxis="x" staggerindex="odd">
 <properties>
  <property name="name" value="Tiny Flat"/><property name="sides" type="int" value="2"/>
 </properties>
 <tileset firstgid="1" name="t" tilewidth="28" tileheight="32" tilecount="3" columns="3">
  <tile id="1"><properties><property name="terrain" value="cover"/></properties></tile>
  <tile id="2"><properties><property name="spawn" value="neutral"/></properties></tile>
 </tileset>
 <layer id="1" name="Ground" width="3" height="2"><data encoding="{encoding}"{comp}>{data}</data></layer>
</map>"""


def test_a_tmx_map_with_csv_data(tmp_path: Path) -> None:
    path = tmp_path / "tiny_flat.tmx"
    path.write_text(tmx("3,1,2,\n1,0,1"), encoding="utf-8")
    board = board_from_dict(import_tiled(path))
    assert board.orientation == "flat" and board.name == "Tiny Flat" and board.id == "tiny_flat"
    assert len(board.spaces) == 5
    assert board.terrain[stagger_to_axial(2, 0, "x", "odd")] is Terrain.COVER
    assert [s.kind for s in board.spawns] == ["neutral"]


def test_a_tmx_map_with_zlib_base64_data_reads_the_same(tmp_path: Path) -> None:
    raw = b"".join(g.to_bytes(4, "little") for g in (3, 1, 2, 1, 0, 1))
    csv_path, b64_path = tmp_path / "a.tmx", tmp_path / "b.tmx"
    csv_path.write_text(tmx("3,1,2,1,0,1"), encoding="utf-8")
    packed = base64.b64encode(zlib.compress(raw)).decode()
    b64_path.write_text(tmx(packed, "base64", "zlib"), encoding="utf-8")
    first, second = import_tiled(csv_path), import_tiled(b64_path)
    assert {k: v for k, v in first.items() if k != "id"} == {k: v for k, v in second.items() if k != "id"}


def test_tile_flip_flags_are_ignored(tmp_path: Path) -> None:
    data = json.loads(FORD.read_text())
    data["layers"][0]["data"][1] |= 0x80000000
    path = tmp_path / "flipped.json"
    path.write_text(json.dumps(data))
    assert import_tiled(path)["spaces"] == import_tiled(FORD)["spaces"]


def test_a_map_with_problems_imports_as_a_draft(tmp_path: Path) -> None:
    data = json.loads(FORD.read_text())
    data["layers"] = data["layers"][:1]
    path = tmp_path / "bare.json"
    path.write_text(json.dumps(data))
    imported = import_tiled(path)
    assert imported["draft"] is True
    assert {p.code for p in board_problems(board_from_dict(imported))} == {"no_spawn"}


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(orientation="orthogonal"), "only hexagonal maps"),
        (lambda d: d.update(staggeraxis="z"), "staggeraxis"),
        (lambda d: d["layers"][0].update(data=[1, 2]), "expected 25 tile numbers"),
        (lambda d: d["tilesets"][0]["tiles"][1]["properties"][0].update(value="lava"), "terrain 'lava'"),
        (lambda d: d["tilesets"][0]["tiles"][3]["properties"].pop(1), "needs a 'side'"),
        (lambda d: d["layers"][0].update(chunks=[]), "infinite maps"),
    ],
)
def test_bad_maps_name_the_file_and_the_problem(tmp_path: Path, change: object, message: str) -> None:
    data = json.loads(FORD.read_text())
    assert callable(change)
    change(data)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    with pytest.raises(BadInputError, match=message) as info:
        import_tiled(path)
    assert str(path) in str(info.value)


def test_a_file_that_is_not_a_map_gives_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "notes.tmx"
    path.write_text("<notes>hello</notes>")
    with pytest.raises(BadInputError, match="not a Tiled map"):
        import_tiled(path)
    with pytest.raises(BadInputError, match="cannot read"):
        import_tiled(tmp_path / "missing.json")
