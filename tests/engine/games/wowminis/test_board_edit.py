"""The board editor's model: brushes, spaces, spawn points, VP locations, symmetry, undo, saving."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.core.errors import BadInputError
from engine.core.paths import boards_dir
from engine.games.wowminis.board import Terrain, load_board, shipped_boards_dir
from engine.games.wowminis.board_edit import BoardDocument, hex_line, list_boards
from engine.hex import Hex


def terrain_of(doc: BoardDocument, h: Hex) -> Terrain:
    cell = doc.cell(h)
    assert cell is not None
    return cell.terrain


def test_new_rectangle_board_is_open_and_keeps_its_rectangle() -> None:
    doc = BoardDocument.new(7, 5, "rectangle", "flat")
    board = doc.to_board()
    assert len(board.spaces) == 35 and board.rectangle == (7, 5) and board.orientation == "flat"
    assert set(board.terrain.values()) == {Terrain.OPEN}


def test_new_hexagon_board_has_the_spaces_within_its_radius() -> None:
    doc = BoardDocument.new(3, 0, "hexagon", "pointy")
    assert len(doc.spaces) == 19 and doc.to_board().rectangle is None


def test_new_board_rejects_a_bad_shape_or_size() -> None:
    with pytest.raises(ValueError, match="shape"):
        BoardDocument.new(3, 3, "circle", "pointy")
    with pytest.raises(ValueError, match="size"):
        BoardDocument.new(0, 3, "rectangle", "pointy")


def test_paint_one_space() -> None:
    doc = BoardDocument.new(5, 5, "rectangle", "pointy")
    assert doc.paint([Hex(1, 1)], Terrain.COVER)
    assert terrain_of(doc, Hex(1, 1)) is Terrain.COVER
    assert terrain_of(doc, Hex(2, 1)) is Terrain.OPEN
    assert not doc.paint([Hex(1, 1)], Terrain.COVER), "painting the same terrain changes nothing"


def test_paint_skips_spaces_off_the_board() -> None:
    doc = BoardDocument.new(3, 3, "rectangle", "pointy")
    assert not doc.paint([Hex(9, 9)], Terrain.COVER)
    assert Hex(9, 9) not in doc.spaces


def test_hex_line_runs_through_neighbouring_spaces() -> None:
    line = hex_line(Hex(0, 0), Hex(4, -2))
    assert line[0] == Hex(0, 0) and line[-1] == Hex(4, -2) and len(line) == 5


def test_line_brush_paints_the_straight_line_between_two_spaces() -> None:
    doc = BoardDocument.new(7, 1, "rectangle", "pointy")
    assert doc.paint_line(Hex(1, 0), Hex(4, 0), Terrain.HIGH_GROUND)
    painted = sorted(h for h in doc.spaces if terrain_of(doc, h) is Terrain.HIGH_GROUND)
    assert painted == [Hex(1, 0), Hex(2, 0), Hex(3, 0), Hex(4, 0)]


def test_fill_repaints_the_connected_region_of_the_same_terrain() -> None:
    doc = BoardDocument.new(5, 1, "rectangle", "pointy")
    doc.paint([Hex(2, 0)], Terrain.IMPASSABLE)
    assert doc.fill(Hex(0, 0), Terrain.COVER)
    assert [terrain_of(doc, Hex(q, 0)).value for q in range(5)] == [
        "cover",
        "cover",
        "impassable",
        "open",
        "open",
    ]


def test_add_and_remove_spaces_make_irregular_shapes() -> None:
    doc = BoardDocument.new(3, 3, "rectangle", "pointy")
    assert doc.add_spaces([Hex(3, 0)])
    assert doc.remove_spaces([Hex(0, 0)])
    board = doc.to_board()
    assert Hex(3, 0) in board.spaces and Hex(0, 0) not in board.spaces
    assert board.rectangle is None
    assert board.to_dict()["spaces"]["list"][0] == "-1,2"


def test_removing_a_space_removes_what_it_held() -> None:
    doc = BoardDocument.new(3, 3, "rectangle", "pointy")
    doc.set_spawn(Hex(1, 1), "neutral", None)
    doc.set_vp(Hex(1, 1), True)
    doc.remove_spaces([Hex(1, 1)])
    board = doc.to_board()
    assert board.spawns == () and board.vp_locations == frozenset()


def test_the_last_space_is_never_removed() -> None:
    doc = BoardDocument.new(1, 1, "rectangle", "pointy")
    assert not doc.remove_spaces([Hex(0, 0)])
    assert doc.spaces == {Hex(0, 0)}


def test_spawn_points_by_side_and_kind() -> None:
    doc = BoardDocument.new(5, 5, "rectangle", "pointy")
    doc.set_spawn(Hex(2, 0), "exclusive", 1)
    doc.set_spawn(Hex(0, 4), "exclusive", 0)
    doc.set_spawn(Hex(1, 2), "convertible", None)
    kinds = {(str(s.hex), s.kind, s.side) for s in doc.to_board().spawns}
    assert kinds == {("2,0", "exclusive", 1), ("0,4", "exclusive", 0), ("1,2", "convertible", None)}
    assert doc.remove_spawn(Hex(1, 2))
    assert len(doc.to_board().spawns) == 2


def test_spawn_point_arguments_are_checked() -> None:
    doc = BoardDocument.new(3, 3, "rectangle", "pointy")
    with pytest.raises(ValueError, match="side"):
        doc.set_spawn(Hex(0, 0), "exclusive", None)
    with pytest.raises(ValueError, match="side"):
        doc.set_spawn(Hex(0, 0), "neutral", 0)
    with pytest.raises(ValueError, match="side must be"):
        doc.set_spawn(Hex(0, 0), "exclusive", 2)
    with pytest.raises(ValueError, match="kind"):
        doc.set_spawn(Hex(0, 0), "secret", None)


def test_vp_locations_toggle() -> None:
    doc = BoardDocument.new(3, 3, "rectangle", "pointy")
    assert doc.set_vp(Hex(1, 1), True)
    assert doc.to_board().vp_locations == {Hex(1, 1)}
    assert doc.set_vp(Hex(1, 1), False)
    assert doc.to_board().vp_locations == frozenset()


def test_mirror_paints_the_space_across_the_middle_row_of_a_pointy_board() -> None:
    doc = BoardDocument.new(7, 7, "rectangle", "pointy")
    doc.mirror = True
    doc.paint([Hex(0, 2)], Terrain.COVER)
    # The training board's cover pair: (0,2) mirrors to (-1,4).
    assert terrain_of(doc, Hex(-1, 4)) is Terrain.COVER


def test_mirror_gives_the_facing_spawn_point_to_the_other_side() -> None:
    doc = BoardDocument.new(7, 7, "rectangle", "pointy")
    doc.mirror = True
    doc.set_spawn(Hex(0, 6), "exclusive", 0)
    assert {(str(s.hex), s.side) for s in doc.to_board().spawns} == {("0,6", 0), ("3,0", 1)}


def test_mirror_on_a_flat_board_reflects_across_the_middle_column() -> None:
    doc = BoardDocument.new(5, 3, "rectangle", "flat")
    doc.mirror = True
    doc.paint([Hex(0, 1)], Terrain.HIGH_GROUND)
    assert terrain_of(doc, Hex(4, -1)) is Terrain.HIGH_GROUND


def test_rotate_paints_the_space_half_a_turn_about_the_middle() -> None:
    doc = BoardDocument.new(5, 5, "rectangle", "pointy")
    doc.rotate = True
    doc.paint([Hex(0, 0)], Terrain.COVER)
    assert terrain_of(doc, Hex(2, 4)) is Terrain.COVER


def test_mirror_and_rotate_together_paint_four_spaces_and_keep_sides_straight() -> None:
    doc = BoardDocument.new(5, 5, "rectangle", "pointy")
    doc.mirror = doc.rotate = True
    assert len(doc.images(Hex(0, 0))) == 4
    doc.set_spawn(Hex(-2, 4), "exclusive", 0)
    sides = {str(s.hex): s.side for s in doc.to_board().spawns}
    # (-2,4) is the bottom-left corner: its left-right reflection (2,4) stays side 0 and the two top
    # corners, one mirrored and one turned, belong to side 1.
    assert sides == {"-2,4": 0, "2,4": 0, "0,0": 1, "4,0": 1}


def test_every_shipped_board_is_its_own_mirror_image() -> None:
    for path in sorted(shipped_boards_dir().glob("*.json")):
        board = load_board(path)
        doc = BoardDocument.from_board(board)
        doc.mirror = True
        for h in board.spaces:
            image = doc.images(h)[-1]
            assert board.terrain[image] is board.terrain[h], (path.name, h)


def test_undo_and_redo_walk_the_history() -> None:
    doc = BoardDocument.new(3, 3, "rectangle", "pointy")
    doc.paint([Hex(0, 0)], Terrain.COVER)
    doc.set_vp(Hex(1, 1), True)
    assert doc.undo() and doc.to_board().vp_locations == frozenset()
    assert doc.undo() and terrain_of(doc, Hex(0, 0)) is Terrain.OPEN
    assert not doc.undo()
    assert doc.redo() and terrain_of(doc, Hex(0, 0)) is Terrain.COVER
    assert doc.redo() and doc.to_board().vp_locations == {Hex(1, 1)}
    assert not doc.redo()


def test_a_new_edit_clears_the_redo_history() -> None:
    doc = BoardDocument.new(3, 3, "rectangle", "pointy")
    doc.paint([Hex(0, 0)], Terrain.COVER)
    doc.undo()
    doc.paint([Hex(1, 0)], Terrain.COVER)
    assert not doc.can_redo


def test_a_stroke_is_one_undo_step() -> None:
    doc = BoardDocument.new(5, 1, "rectangle", "pointy")
    doc.begin_stroke("Paint cover")
    for q in range(4):
        doc.paint([Hex(q, 0)], Terrain.COVER)
    doc.end_stroke()
    doc.undo()
    assert all(terrain_of(doc, h) is Terrain.OPEN for h in doc.spaces)


def test_undo_brings_back_removed_spaces_with_their_contents() -> None:
    doc = BoardDocument.new(3, 3, "rectangle", "pointy")
    doc.paint([Hex(1, 1)], Terrain.HIGH_GROUND)
    doc.set_vp(Hex(1, 1), True)
    doc.remove_spaces([Hex(1, 1)])
    doc.undo()
    cell = doc.cell(Hex(1, 1))
    assert cell is not None and cell.terrain is Terrain.HIGH_GROUND and cell.vp


def test_settings_change_is_undoable_and_fewer_sides_neutralise_spawn_points() -> None:
    doc = BoardDocument.new(3, 3, "rectangle", "pointy")
    doc.set_spawn(Hex(0, 0), "exclusive", 1)
    doc.set_meta(sides=1, name="Solo")
    assert doc.meta.sides == 1 and doc.meta.name == "Solo"
    assert [(s.kind, s.side) for s in doc.to_board().spawns] == [("neutral", None)]
    doc.undo()
    assert doc.meta.sides == 2 and [(s.kind, s.side) for s in doc.to_board().spawns] == [("exclusive", 1)]


def playable(doc: BoardDocument) -> BoardDocument:
    doc.set_spawn(Hex(0, 0), "exclusive", 0)
    doc.set_spawn(Hex(1, 2), "exclusive", 1)
    return doc


def test_save_then_reload_equals_what_was_saved() -> None:
    doc = playable(BoardDocument.new(3, 3, "rectangle", "pointy"))
    doc.paint([Hex(1, 1)], Terrain.COVER)
    doc.set_vp(Hex(0, 1), True)
    path = doc.save_as("my-field", "My Field")
    assert path == boards_dir() / "my-field.json"
    loaded = load_board(path)
    assert loaded == doc.to_board()
    assert not loaded.draft and "draft" not in json.loads(path.read_text())
    assert not doc.dirty


def test_a_board_with_problems_saves_as_a_draft_and_reopens_for_editing() -> None:
    doc = BoardDocument.new(3, 3, "rectangle", "pointy")
    doc.paint([Hex(0, 0)], Terrain.IMPASSABLE)
    doc.set_spawn(Hex(0, 0), "exclusive", 0)
    path = doc.save_as("unfinished")
    assert json.loads(path.read_text())["draft"] is True
    reopened = BoardDocument.open(path)
    assert reopened.to_board() == doc.to_board()
    assert {p.code for p in reopened.problems()} == {"no_spawn", "spawn_impassable"}


def test_save_writes_back_to_the_same_file() -> None:
    doc = playable(BoardDocument.new(3, 3, "rectangle", "pointy"))
    path = doc.save_as("field")
    doc.paint([Hex(2, 0)], Terrain.COVER)
    assert doc.dirty
    assert doc.save() == path
    assert load_board(path).terrain[Hex(2, 0)] is Terrain.COVER


def test_a_shipped_board_opens_read_only_and_saves_as_a_copy() -> None:
    shipped = shipped_boards_dir() / "training.json"
    before = shipped.read_bytes()
    doc = BoardDocument.open(shipped)
    assert doc.read_only and doc.path is None
    doc.paint([Hex(3, 3)], Terrain.COVER)
    with pytest.raises(BadInputError, match="read-only"):
        doc.save()
    path = doc.save_as("training-copy", "Training (copy)")
    assert shipped.read_bytes() == before
    assert path.parent == boards_dir() and load_board(path).terrain[Hex(3, 3)] is Terrain.COVER
    assert not doc.read_only


def test_save_as_refuses_an_existing_id_and_a_bad_id() -> None:
    first = playable(BoardDocument.new(3, 3, "rectangle", "pointy"))
    first.save_as("taken")
    second = playable(BoardDocument.new(3, 3, "rectangle", "pointy"))
    with pytest.raises(BadInputError, match="already exists"):
        second.save_as("taken")
    with pytest.raises(BadInputError, match="lower-case"):
        second.save_as("../escape")


def test_a_damaged_board_file_gives_a_clear_error_naming_the_file() -> None:
    path = boards_dir() / "broken.json"
    path.write_text('{"kind": "wowminis-board", "format": 1,', encoding="utf-8")
    with pytest.raises(BadInputError) as info:
        BoardDocument.open(path)
    assert str(path) in str(info.value) and "not valid JSON" in str(info.value)


def test_a_damaged_board_file_is_never_overwritten() -> None:
    doc = playable(BoardDocument.new(3, 3, "rectangle", "pointy"))
    path = doc.save_as("fragile")
    damaged = b'{"kind": "wowminis-board", "format": 1, "id": 5}'
    path.write_bytes(damaged)
    with pytest.raises(BadInputError, match="left untouched"):
        doc.save()
    assert path.read_bytes() == damaged


def test_list_boards_offers_shipped_and_user_boards_and_names_damaged_files(tmp_path: Path) -> None:
    doc = playable(BoardDocument.new(3, 3, "rectangle", "pointy"))
    doc.save_as("mine", "Mine", folder=tmp_path)
    (tmp_path / "bad.json").write_text("[]", encoding="utf-8")
    entries, damaged = list_boards(tmp_path)
    assert [e.board.id for e in entries if e.shipped] == ["standard", "highlands", "training"]
    assert [e.board.id for e in entries if not e.shipped] == ["mine"]
    assert len(damaged) == 1 and damaged[0].startswith("bad.json: ")
