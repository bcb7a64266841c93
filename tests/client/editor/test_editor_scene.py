"""The board editor driven headless with synthetic mouse and keyboard events.

The screenshot test writes ``board-editor.png`` to the folder named by ``TAVERN_SCREENSHOTS`` when it
is set (``docs/screenshots`` is refreshed that way), else to the test's temporary folder.
"""

from __future__ import annotations

import doctest
import importlib
import json
from pathlib import Path

import pygame
import pytest

from client.app import App
from client.board import HighlightStyle
from client.editor.new_board import NewBoardScene
from client.editor.open_board import OpenBoardScene
from client.editor.scene import BoardEditorScene
from client.editor.text_prompt import TextPromptScene
from client.editor.tools import TOOLS, tooltip
from client.scenes.confirm import ConfirmScene
from client.scenes.menu import MenuScene
from engine.core.paths import boards_dir
from engine.games.wowminis.board import Terrain, load_board, shipped_boards_dir
from engine.games.wowminis.board_edit import BoardDocument
from engine.hex import Hex
from tests.client.events import click, click_at, move_to, press

CTRL = pygame.KMOD_LCTRL


@pytest.fixture
def editor(app: App) -> BoardEditorScene:
    scene = BoardEditorScene(app, BoardDocument.new(7, 7, "rectangle", "pointy"))
    app.scenes.push(scene)
    app.step()
    return scene


def at(scene: BoardEditorScene, h: Hex) -> tuple[int, int]:
    x, y = scene.renderer.screen_layout(scene.camera).hex_to_pixel(h)
    return (round(x), round(y))


def terrain(scene: BoardEditorScene, h: Hex) -> Terrain:
    cell = scene.doc.cell(h)
    assert cell is not None
    return cell.terrain


def drag(app: App, points: list[tuple[int, int]]) -> None:
    move_to(app, points[0])
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=points[0], button=1)])
    for p in points[1:]:
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))])
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=points[-1], button=1)])


def test_the_main_menu_opens_the_board_editor(app: App) -> None:
    menu = app.scenes.top
    assert isinstance(menu, MenuScene)
    click(app, menu.editor_button)
    assert isinstance(app.scenes.top, BoardEditorScene)


def test_every_tool_has_a_key_named_in_its_tooltip(editor: BoardEditorScene) -> None:
    keys = [t.key for t in TOOLS]
    assert len(set(keys)) == len(keys)
    for entry in TOOLS:
        assert tooltip(entry).endswith(f"Key: {entry.key_name}")
        assert editor.tool_buttons[entry].tool_tip_text == tooltip(entry)


def test_clicking_with_the_brush_paints_the_chosen_terrain(app: App, editor: BoardEditorScene) -> None:
    press(app, pygame.K_3)
    click_at(app, at(editor, Hex(2, 3)))
    assert terrain(editor, Hex(2, 3)) is Terrain.HIGH_GROUND


def test_a_drag_paints_every_space_it_crosses_as_one_undo_step(app: App, editor: BoardEditorScene) -> None:
    press(app, pygame.K_2)
    spaces = [Hex(0, 0), Hex(1, 0), Hex(2, 0), Hex(3, 0)]
    drag(app, [at(editor, h) for h in spaces])
    assert all(terrain(editor, h) is Terrain.COVER for h in spaces)
    assert editor.file_buttons["undo"].is_enabled and not editor.file_buttons["redo"].is_enabled
    press(app, pygame.K_z, CTRL)
    assert all(terrain(editor, h) is Terrain.OPEN for h in spaces)
    press(app, pygame.K_y, CTRL)
    assert all(terrain(editor, h) is Terrain.COVER for h in spaces)


def test_the_line_tool_paints_from_press_to_release(app: App, editor: BoardEditorScene) -> None:
    press(app, pygame.K_l)
    press(app, pygame.K_4)
    drag(app, [at(editor, Hex(0, 3)), at(editor, Hex(2, 3)), at(editor, Hex(4, 3))])
    assert [terrain(editor, Hex(q, 3)).value for q in range(-1, 6)] == ["open"] + ["impassable"] * 5 + [
        "open"
    ]


def test_fill_palette_button_and_click(app: App, editor: BoardEditorScene) -> None:
    fill = next(e for e in TOOLS if e.value == "fill")
    click(app, editor.tool_buttons[fill])
    assert editor.tools.tool == "fill"
    click_at(app, at(editor, Hex(3, 3)))
    assert terrain(editor, Hex(0, 0)) is Terrain.COVER and terrain(editor, Hex(0, 6)) is Terrain.COVER


def test_spawn_points_vp_and_mirror(app: App, editor: BoardEditorScene) -> None:
    press(app, pygame.K_m)
    assert editor.doc.mirror
    press(app, pygame.K_5)
    click_at(app, at(editor, Hex(0, 6)))
    press(app, pygame.K_v)
    click_at(app, at(editor, Hex(2, 3)))
    board = editor.doc.to_board()
    assert {(str(s.hex), s.side) for s in board.spawns} == {("0,6", 0), ("3,0", 1)}
    assert board.vp_locations == {Hex(2, 3)}
    assert editor.doc.problems() == []


def test_the_spaces_tool_adds_a_ghost_space_and_removes_a_space(app: App, editor: BoardEditorScene) -> None:
    press(app, pygame.K_x)
    click_at(app, at(editor, Hex(7, 0)))
    click_at(app, at(editor, Hex(0, 0)))
    assert Hex(7, 0) in editor.doc.spaces and Hex(0, 0) not in editor.doc.spaces


def test_problems_are_listed_and_their_spaces_highlighted(app: App, editor: BoardEditorScene) -> None:
    press(app, pygame.K_4)
    press(app, pygame.K_p)
    press(app, pygame.K_7)
    click_at(app, at(editor, Hex(1, 1)))
    press(app, pygame.K_b)
    click_at(app, at(editor, Hex(1, 1)))
    codes = [p.code for p in editor.doc.problems()]
    assert codes == ["spawn_impassable"]
    assert editor.problem_marks() == [(Hex(1, 1), 1)]
    move_to(app, editor.problems_panel.hits[0].rect.center)
    selected = [h.hex for h in editor.board_overlay().highlights if h.style is HighlightStyle.SELECTED]
    assert selected == [Hex(1, 1)], "pointing at a problem singles out its spaces"
    assert editor.problems_panel.hits and editor.problems_panel.hits[0].key == ("problem", 0)


def test_the_los_tool_reports_distance_and_sight(app: App) -> None:
    doc = BoardDocument.open(shipped_boards_dir() / "training.json")
    scene = BoardEditorScene(app, doc)
    app.scenes.push(scene)
    app.step()
    press(app, pygame.K_o)
    click_at(app, at(scene, Hex(-1, 6)))
    click_at(app, at(scene, Hex(1, 2)))
    heading, lines = scene.details()
    assert heading == "Line of sight"
    assert lines[0][0] == "From -1,6 to 1,2: distance 4."
    overlay = scene.board_overlay()
    assert len(overlay.los) == 1 and overlay.paths


def test_ctrl_s_on_a_new_board_asks_for_an_id_and_saves(app: App, editor: BoardEditorScene) -> None:
    press(app, pygame.K_s, CTRL)
    prompt = app.scenes.top
    assert isinstance(prompt, TextPromptScene)
    prompt.entry.set_text("skirmish")
    press(app, pygame.K_RETURN)
    assert app.scenes.top is editor
    path = boards_dir() / "skirmish.json"
    saved = json.loads(path.read_text())
    assert saved["id"] == "skirmish" and saved["draft"] is True, "no spawn points yet: a draft"
    assert load_board(path) == editor.doc.to_board()
    assert not editor.doc.dirty and editor.notice.startswith("Saved skirmish.json as a draft")


def test_a_shipped_board_opens_read_only_and_save_asks_for_a_copy(app: App, editor: BoardEditorScene) -> None:
    click(app, editor.file_buttons["open"])
    dialog = app.scenes.top
    assert isinstance(dialog, OpenBoardScene)
    row = next(i for i, e in enumerate(dialog.entries) if e.board.id == "training")
    click(app, dialog.rows[row])
    assert app.scenes.top is editor and editor.doc.read_only
    press(app, pygame.K_s, CTRL)
    prompt = app.scenes.top
    assert isinstance(prompt, TextPromptScene) and prompt.entry.get_text() == "training-copy"


def test_leaving_with_unsaved_changes_asks_first(app: App, editor: BoardEditorScene) -> None:
    click_at(app, at(editor, Hex(2, 2)))
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, ConfirmScene)
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is editor


def test_new_board_dialog_makes_a_flat_hexagon(app: App, editor: BoardEditorScene) -> None:
    press(app, pygame.K_n, CTRL)
    dialog = app.scenes.top
    assert isinstance(dialog, NewBoardScene)
    click(app, dialog.shape_buttons["hexagon"])
    click(app, dialog.orientation_buttons["flat"])
    dialog.size_entries[0].set_text("4")
    dialog.create()
    app.step()
    assert app.scenes.top is editor
    assert len(editor.doc.spaces) == 37 and editor.doc.meta.orientation == "flat"


def test_import_tiled_map_through_the_prompt(app: App, editor: BoardEditorScene) -> None:
    from tests.engine.games.wowminis.test_tiled import FORD

    press(app, pygame.K_i, CTRL)
    prompt = app.scenes.top
    assert isinstance(prompt, TextPromptScene)
    prompt.entry.set_text(str(FORD) + ".missing")
    press(app, pygame.K_RETURN)
    assert app.scenes.top is prompt and "cannot read" in prompt.status
    prompt.entry.set_text(str(FORD))
    press(app, pygame.K_RETURN)
    assert app.scenes.top is editor and editor.doc.meta.id == "ford"


def test_screenshot_of_an_edit_with_problems_marked(app: App, shots: Path) -> None:
    doc = BoardDocument.open(shipped_boards_dir() / "standard.json")
    doc.set_meta(name="Crossroads (my version)", id="my-crossroads")
    doc.paint([Hex(1, 0), Hex(0, 1)], Terrain.IMPASSABLE)  # walls the corner (0,0) off
    doc.paint([Hex(3, 0), Hex(1, 5)], Terrain.IMPASSABLE)  # a side 2 spawn point and a VP location
    scene = BoardEditorScene(app, doc)
    app.scenes.push(scene)
    app.step()
    press(app, pygame.K_m)
    press(app, pygame.K_3)
    move_to(app, at(scene, Hex(4, 8)))
    assert [p.code for p in doc.problems()] == ["spawn_impassable", "vp_impassable", "unreachable"]
    assert scene.details() == (
        "Space 4,8",
        [("Open ground: 1 MP to enter, sight passes.", "text"), ("Mirrored to 7,2.", "muted")],
    )
    shot = app.screenshot(shots / "board-editor.png")
    assert pygame.image.load(str(shot)).get_size() == (1280, 800)


def test_sight_between_far_spaces_gives_the_verdict_without_listing_paths() -> None:
    result = doctest.testmod(importlib.import_module("client.editor.sight"))
    assert result.attempted > 0 and result.failed == 0


def test_painting_redraws_only_the_tiles_around_the_painted_space(app: App) -> None:
    scene = BoardEditorScene(app, BoardDocument.new(40, 40, "rectangle", "pointy"))
    app.scenes.push(scene)
    app.step()
    whole = scene.renderer.static_renders
    press(app, pygame.K_2)
    click_at(app, at(scene, Hex(10, 10)))
    assert scene.renderer.board == scene.doc.to_board()
    assert 0 < scene.renderer.static_renders - whole <= 4 < whole
