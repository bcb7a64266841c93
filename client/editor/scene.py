"""The board editor scene: paint a WoW Miniatures board, watch its problems, save it for play.

Layout: a file bar across the top (New, Open, Save, Save as, Import Tiled map, Undo, Redo), the tool
palette on the left, the board in the middle (drawn by the table's own ``BoardRenderer``, zoomed and
panned by the same ``Camera``), and on the right the board's name and id, the live problems list and
the details of the space under the mouse or of the sight line being checked.

Every edit goes to a ``BoardDocument``; the scene only redraws what the document says. Problem spaces
are hatched and numbered on the board with the number of their entry in the problems list.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UITextEntryLine

from client.board import (
    BoardRenderer,
    Camera,
    Highlight,
    HighlightStyle,
    LosLine,
    Overlay,
    PathLine,
    palette_for,
)
from client.editor.new_board import NewBoardScene
from client.editor.open_board import OpenBoardScene
from client.editor.panels import PROBLEM_BADGE, DetailsPanel, ProblemsPanel, draw_badge
from client.editor.sight import SightCheck, check_sight
from client.editor.text_prompt import TextPromptScene
from client.editor.tools import GROUP_TITLES, PAINT_TOOLS, TOOLS, ToolButton, ToolState, tool_for_key, tooltip
from client.games.wowminis.panels import blit_text, colour, fit, font
from client.scene import Scene
from client.scenes.confirm import ConfirmScene
from client.widgets.backdrop import make_backdrop
from client.widgets.panel import Panel
from engine.core import BadInputError
from engine.games.wowminis.board import Board, Terrain
from engine.games.wowminis.board_edit import BoardDocument, document_from_dict, hex_line
from engine.games.wowminis.tiled import import_tiled
from engine.hex import Hex, neighbors

if TYPE_CHECKING:
    from client.app import App

NOTICE_SECONDS = 6.0

TERRAIN_WORDS = {
    Terrain.OPEN: "Open ground: 1 MP to enter, sight passes.",
    Terrain.COVER: "Cover: 2 MP to enter, blocks sight.",
    Terrain.HIGH_GROUND: "High ground: 2 MP to enter, blocks sight.",
    Terrain.IMPASSABLE: "Impassable: nobody enters, blocks sight.",
}
TOOL_HINTS = {
    "brush": "click or drag to paint {terrain}",
    "line": "drag from one space to another to paint a line of {terrain}",
    "fill": "click to fill an area with {terrain}",
    "spaces": "click a ghost space to add it, a space to remove it",
    "spawn": "click to place a {spawn} spawn point, again to remove it",
    "vp": "click to mark or unmark a VP location",
    "los": "click a space, then point at or click another to check sight",
}
FILE_BUTTONS = (
    ("new", "New…", "Start a new board: size, shape, flat or pointy top. Key: Ctrl+N"),
    ("open", "Open…", "Open a shipped board (read-only) or one of yours. Key: Ctrl+O"),
    ("save", "Save", "Save to your boards folder (a board with problems saves as a draft). Key: Ctrl+S"),
    ("save_as", "Save as…", "Save a copy under a new id. Key: Ctrl+Shift+S"),
    ("import", "Import Tiled map…", "Import a hexagonal map made in the Tiled editor. Key: Ctrl+I"),
    ("undo", "Undo", "Take back the last change. Key: Ctrl+Z"),
    ("redo", "Redo", "Do the undone change again. Key: Ctrl+Y"),
)


def changed_spaces(before: Board, after: Board) -> list[Hex]:
    """The spaces whose terrain, spawn point or VP mark differ (both boards have the same spaces)."""
    spawns_before = {s.hex: s for s in before.spawns}
    spawns_after = {s.hex: s for s in after.spawns}
    return [
        h
        for h in sorted(after.spaces & before.spaces)
        if before.terrain[h] is not after.terrain[h]
        or spawns_before.get(h) != spawns_after.get(h)
        or (h in before.vp_locations) != (h in after.vp_locations)
    ]


class BoardEditorScene(Scene):
    """The board editor over one ``BoardDocument`` (a new 13x11 pointy board if none is given)."""

    design_size = (1280, 800)

    def __init__(self, app: App, doc: BoardDocument | None = None) -> None:
        super().__init__(app)
        self.doc = doc or BoardDocument.new(13, 11, "rectangle", "pointy")
        self.tools = ToolState()
        self.palette = palette_for(app.settings.palette)
        self.renderer = BoardRenderer(self.doc.to_board(), self.palette)
        self.camera = Camera(pygame.Rect(0, 0, 800, 600), bounds=self.renderer.world_bounds())
        self.problems_panel = ProblemsPanel()
        self.details_panel = DetailsPanel()
        self.board_rect = pygame.Rect(0, 0, 0, 0)
        self.status_rect = pygame.Rect(0, 0, 0, 0)
        self.hover: Hex | None = None
        self.hover_problem: int | None = None
        self.los_target: Hex | None = None
        self._sight: tuple[tuple[int, Hex, Hex], SightCheck] | None = None
        self.notice = ""
        self._notice_time = 0.0
        self._pressed = False
        self._shown_version = self.doc.version
        self._camera_moved = False
        self.tool_buttons: dict[ToolButton, UIButton] = {}
        self.file_buttons: dict[str, UIButton] = {}
        self.name_entry: UITextEntryLine
        self.id_entry: UITextEntryLine

    # Layout --------------------------------------------------------------------------------

    def layout(self, screen: pygame.Rect) -> None:
        t = self.theme
        px = t.px
        m = px(10)
        bar_h = px(56)
        left_w = px(206)
        right_w = max(px(320), screen.width // 4)
        bar = pygame.Rect(m, m, screen.width - 2 * m, bar_h)
        palette_rect = pygame.Rect(m, bar.bottom + m, left_w, screen.height - bar.bottom - 2 * m)
        right = pygame.Rect(screen.width - m - right_w, bar.bottom + m, right_w, palette_rect.height)
        board_area = pygame.Rect(
            palette_rect.right + m, bar.bottom + m, right.x - palette_rect.right - 2 * m, palette_rect.height
        )
        self.status_rect = pygame.Rect(board_area.x, board_area.bottom - px(34), board_area.width, px(34))
        self.board_rect = pygame.Rect(
            board_area.x + px(4), board_area.y + px(4), board_area.width - px(8), board_area.height - px(46)
        )
        settings_h = px(150)
        problems_h = (right.height - settings_h - 2 * m) * 55 // 100
        settings = pygame.Rect(right.x, right.y, right.width, settings_h)
        self.problems_panel.set_rect(pygame.Rect(right.x, settings.bottom + m, right.width, problems_h), t)
        details_y = self.problems_panel.rect.bottom + m
        self.details_panel.set_rect(pygame.Rect(right.x, details_y, right.width, right.bottom - details_y), t)

        self._chrome = make_backdrop(screen.size, t)
        for rect in (bar, palette_rect, board_area, settings):
            Panel(rect, t).draw(self._chrome)
        self.problems_panel.draw_frame(self._chrome)
        self.details_panel.draw_frame(self._chrome)
        if pygame.display.get_surface() is not None:
            self._chrome = self._chrome.convert()

        self._layout_file_bar(bar)
        self._layout_palette(palette_rect)
        self._layout_settings(settings)
        self.camera.set_viewport(self.board_rect)
        self.camera.set_bounds(self.renderer.world_bounds())
        if not self._camera_moved:
            self.camera.fit()
        if self.palette.name != palette_for(self.app.settings.palette).name:
            self.palette = palette_for(self.app.settings.palette)
            self.renderer.set_palette(self.palette)
        self._sync_widgets()
        self._refresh_panels()

    def _layout_file_bar(self, bar: pygame.Rect) -> None:
        px = self.theme.px
        inner = bar.inflate(-px(20), -px(14))
        x = inner.x
        actions = {
            "new": self.new_board,
            "open": self.open_board,
            "save": self.save,
            "save_as": self.save_as,
            "import": self.import_tiled,
            "undo": self.undo,
            "redo": self.redo,
        }
        f = font(px(17))
        self.file_buttons = {}
        for key, label, tip in FILE_BUTTONS:
            width = f.size(label)[0] + px(30)
            if key == "undo":
                x += px(14)
            self.file_buttons[key] = self.button(
                pygame.Rect(x, inner.y, width, inner.height),
                label,
                actions[key],
                tooltip=tip,
                focusable=False,
                object_id="#choice_button",
            )
            x += width + px(6)
        self._title_rect = pygame.Rect(x + px(12), inner.y, inner.right - x - px(12), inner.height)

    def _layout_palette(self, area: pygame.Rect) -> None:
        px = self.theme.px
        inner = area.inflate(-px(20), -px(20))
        row, gap = px(29), px(4)
        y = inner.y
        self.tool_buttons = {}
        group = ""
        half = (inner.width - gap) // 2
        for entry in TOOLS:
            if entry.group != group:
                if group:
                    y += row + gap + px(6)
                group = entry.group
                UILabel(
                    pygame.Rect(inner.x, y - px(2), inner.width, px(24)),
                    GROUP_TITLES[group].upper(),
                    self.ui,
                    object_id="#section_label",
                )
                y += px(22)
                column = 0
            elif entry.group == "symmetry":
                column = 1
            else:
                y += row + gap
            if entry.group == "symmetry":
                rect = pygame.Rect(inner.x + column * (half + gap), y, half, row)
            else:
                rect = pygame.Rect(inner.x, y, inner.width, row)
            text = f"{entry.label}  ({entry.key_name})"
            if font(px(17)).size(text)[0] > rect.width - px(12):
                text = entry.label  # Too narrow for the key as well: the tooltip still names it.
            self.tool_buttons[entry] = self.button(
                rect,
                text,
                partial(self.choose, entry),
                tooltip=tooltip(entry),
                focusable=False,
                object_id="#choice_button",
            )
        y += row + px(12)
        for hint in ("Wheel: zoom · F: fit", "Right-drag, WASD: pan"):
            if y + px(22) <= inner.bottom:
                UILabel(pygame.Rect(inner.x, y, inner.width, px(24)), hint, self.ui, object_id="#row_hint")
            y += px(22)

    def _layout_settings(self, area: pygame.Rect) -> None:
        px = self.theme.px
        inner = area.inflate(-px(24), -px(20))
        label_w = px(66)
        UILabel(
            pygame.Rect(inner.x, inner.y - px(2), inner.width, px(24)),
            "BOARD",
            self.ui,
            object_id="#section_label",
        )
        y = inner.y + px(26)
        entries = []
        for label, value, tip in (
            ("Name", self.doc.meta.name, "Shown to players"),
            ("Id", self.doc.meta.id, "File name: lower-case letters, digits, - or _"),
        ):
            UILabel(pygame.Rect(inner.x, y - px(4), label_w, px(44)), label, self.ui, object_id="#row_label")
            entry = UITextEntryLine(pygame.Rect(inner.x + label_w, y, inner.width - label_w, px(36)), self.ui)
            entry.set_text(value)
            entry.set_tooltip(tip)
            entries.append(entry)
            y += px(42)
        self.name_entry, self.id_entry = entries
        self._file_label = UILabel(
            pygame.Rect(inner.x, y - px(2), inner.width, px(24)),
            self._file_words(),
            self.ui,
            object_id="#row_hint",
        )

    def _file_words(self) -> str:
        doc = self.doc
        m = doc.meta
        saved = doc.path.name if doc.path else "not saved yet"
        where = "shipped, read-only" if doc.read_only else saved
        return f"{m.orientation} · {len(doc.spaces)} spaces · {where}"

    # Document ------------------------------------------------------------------------------

    def set_document(self, doc: BoardDocument, notice: str = "") -> None:
        """Edit another board (New, Open, Import): fresh history, the view fitted to it."""
        self.doc = doc
        self.tools.anchor = None
        self.los_target = None
        self.renderer.set_board(doc.to_board())
        self._shown_version = doc.version
        self._camera_moved = False
        self.build()
        if notice:
            self.say(notice)

    def _changed(self) -> None:
        """The document changed: redraw the board, update bounds, buttons and panels."""
        if self.doc.version == self._shown_version:
            return
        self._shown_version = self.doc.version
        before, after = self.renderer.board, self.doc.to_board()
        self.renderer.update_board(after, changed_spaces(before, after))
        self.camera.set_bounds(self.renderer.world_bounds())
        if self.name_entry.get_text() != self.doc.meta.name:
            self.name_entry.set_text(self.doc.meta.name)
        if self.id_entry.get_text() != self.doc.meta.id:
            self.id_entry.set_text(self.doc.meta.id)
        self._sync_widgets()

    def _sync_widgets(self) -> None:
        for entry, button in self.tool_buttons.items():
            on = self.tools.is_on(entry, self.doc)
            if on and not button.is_selected:
                button.select()
            elif not on and button.is_selected:
                button.unselect()
        for key, can in (("undo", self.doc.can_undo), ("redo", self.doc.can_redo)):
            file_button = self.file_buttons.get(key)
            if file_button is not None:
                if can and not file_button.is_enabled:
                    file_button.enable()
                elif not can and file_button.is_enabled:
                    file_button.disable()
        self._file_label.set_text(self._file_words())

    def _apply_settings(self) -> None:
        """Take the name and id typed into the entries (one undo step when they changed)."""
        name, board_id = self.name_entry.get_text().strip(), self.id_entry.get_text().strip()
        if name != self.doc.meta.name or board_id != self.doc.meta.id:
            self.doc.set_meta(name=name, id=board_id)
            self._changed()

    def say(self, text: str) -> None:
        """A notice in the status line for a few seconds (saved, opened, refused)."""
        self.notice = text
        self._notice_time = NOTICE_SECONDS

    # Commands ------------------------------------------------------------------------------

    def choose(self, entry: ToolButton) -> None:
        """Pick a palette entry (a click or its key)."""
        self.tools.choose(entry, self.doc)
        self.los_target = None
        self._sync_widgets()

    def undo(self) -> None:
        if self.doc.undo():
            self._changed()

    def redo(self) -> None:
        if self.doc.redo():
            self._changed()

    def _guard(self, action: str, then: Callable[[], object]) -> None:
        """Run ``then`` now, or after the player agrees to drop unsaved changes."""
        if not self.doc.dirty:
            then()
            return
        self.app.scenes.push(
            ConfirmScene(
                self.app,
                "Discard unsaved changes?",
                f"The board has changes that are not saved. {action} anyway?",
                "Discard",
                then,
                danger=True,
            )
        )

    def new_board(self) -> None:
        self._guard(
            "Start a new board", lambda: self.app.scenes.push(NewBoardScene(self.app, self.set_document))
        )

    def open_board(self) -> None:
        self._guard(
            "Open another board", lambda: self.app.scenes.push(OpenBoardScene(self.app, self._open_path))
        )

    def _open_path(self, path: Path) -> str | None:
        try:
            doc = BoardDocument.open(path)
        except BadInputError as exc:
            return str(exc)
        notice = f"Opened {doc.meta.name}" + (
            ": shipped boards are read-only, use Save as" if doc.read_only else ""
        )
        self.set_document(doc, notice)
        return None

    def import_tiled(self) -> None:
        self._guard(
            "Import a map",
            lambda: self.app.scenes.push(
                TextPromptScene(
                    self.app,
                    "Import Tiled map",
                    "Path of a hexagonal Tiled map (.json, .tmj or .tmx). Tile or layer properties "
                    "terrain, spawn, side and vp become the board's (see docs/boards.md).",
                    self._import_path,
                    ok_text="Import",
                    placeholder="~/maps/ford.tmx",
                )
            ),
        )

    def _import_path(self, text: str) -> str | None:
        if not text:
            return "Type the path of a map file."
        path = Path(text).expanduser()
        try:
            doc = document_from_dict(import_tiled(path), str(path))
        except BadInputError as exc:
            return str(exc)
        count = len(doc.problems())
        notice = f"Imported {path.name}" + (f" with {count} problem(s) to fix" if count else "")
        self.set_document(doc, notice)
        return None

    def save(self) -> None:
        """Save where the board came from; a new or shipped board asks for an id first."""
        self._apply_settings()
        if self.doc.read_only or self.doc.path is None:
            self.save_as()
            return
        self._report_save(lambda: self.doc.save())

    def save_as(self) -> None:
        self._apply_settings()
        suggested = f"{self.doc.meta.id}-copy" if self.doc.read_only else self.doc.meta.id
        self.app.scenes.push(
            TextPromptScene(
                self.app,
                "Save board as",
                "The board's id: lower-case letters, digits, '-' or '_'. It is saved as <id>.json in "
                "your boards folder.",
                self._save_as_id,
                text=suggested,
                ok_text="Save",
            )
        )

    def _save_as_id(self, text: str) -> str | None:
        return self._report_save(lambda: self.doc.save_as(text))

    def _report_save(self, write: Callable[[], Path]) -> str | None:
        """Run a save, say how it went; returns the error for a dialog to show, or None."""
        try:
            path = write()
        except BadInputError as exc:
            self.say(f"Not saved: {exc.problem}")
            return exc.problem
        except OSError as exc:
            self.say(f"Not saved: {exc.strerror or exc}")
            return f"The file system refused: {exc.strerror or exc}"
        count = len(self.doc.problems())
        self._changed()
        self._sync_widgets()
        draft = (
            f" as a draft ({count} problem{'s' if count > 1 else ''} to fix before playing)" if count else ""
        )
        self.say(f"Saved {path.name}{draft}")
        return None

    def back(self) -> None:
        """Esc: leave the editor (asking first if there are unsaved changes)."""
        self._apply_settings()
        self._guard("Leave the editor", self.app.scenes.pop)

    # Input ---------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        if self.ui.process_events(event):
            return None
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self._actions:
            self._actions[event.ui_element]()
            return None
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED:
            self._apply_settings()
            return None
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEMOTION:
            self._move(event.pos)
            if not self.camera.dragging:
                return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press(event.pos)
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._release()
            return None
        if self.camera.handle_event(event):
            self._camera_moved = True
            return None
        return event

    def _key(self, event: pygame.event.Event) -> pygame.event.Event | None:
        key, mods = event.key, event.mod
        ctrl = bool(mods & pygame.KMOD_CTRL)
        shift = bool(mods & pygame.KMOD_SHIFT)
        if ctrl:
            commands = {
                pygame.K_z: self.redo if shift else self.undo,
                pygame.K_y: self.redo,
                pygame.K_s: self.save_as if shift else self.save,
                pygame.K_n: self.new_board,
                pygame.K_o: self.open_board,
                pygame.K_i: self.import_tiled,
            }
            command = commands.get(key)
            if command is not None:
                command()
                return None
            return event
        if key == pygame.K_ESCAPE:
            if self.tools.anchor is not None:
                self.tools.anchor = None
                self.los_target = None
            else:
                self.back()
            return None
        entry = tool_for_key(key)
        if entry is not None:
            self.choose(entry)
            return None
        if self.camera.handle_event(event):
            self._camera_moved = key not in (pygame.K_f, pygame.K_HOME)
            return None
        return event

    def hex_under(self, pos: tuple[int, int]) -> Hex | None:
        """The space under ``pos``; with the Spaces tool, also a ghost space next to the board."""
        if not self.board_rect.collidepoint(pos):
            return None
        h = self.renderer.screen_layout(self.camera).pixel_to_hex(pos[0], pos[1])
        if h in self.doc.spaces or (self.tools.tool == "spaces" and h in self.ghosts()):
            return h
        return None

    def ghosts(self) -> frozenset[Hex]:
        """Off-board spaces next to the board: where the Spaces tool can add one."""
        spaces = self.doc.spaces
        return frozenset(n for h in spaces for n in neighbors(h) if n not in spaces)

    def _move(self, pos: tuple[int, int]) -> None:
        hit = self.problems_panel.hit(pos)
        self.hover_problem = hit.key[1] if hit is not None else None
        h = None if self.camera.dragging else self.hex_under(pos)
        if h != self.hover:
            self.hover = h
            if self._pressed and h is not None:
                self.tools.drag(self.doc, h)
                self._changed()

    def _press(self, pos: tuple[int, int]) -> None:
        hit = self.problems_panel.hit(pos)
        if hit is not None:
            self.show_problem(int(hit.key[1]))
            return
        h = self.hex_under(pos)
        if h is None:
            return
        self._apply_settings()
        if self.tools.tool == "los":
            if self.tools.anchor is None or self.los_target is not None:
                self.tools.anchor, self.los_target = h, None
            else:
                self.los_target = h
            return
        self._pressed = True
        self.tools.press(self.doc, h)
        self._changed()

    def _release(self) -> None:
        if self._pressed:
            self._pressed = False
            self.tools.release(self.doc, self.hover)
            self._changed()
            # Closing a stroke adds the undo step without changing the board again.
            self._sync_widgets()

    def show_problem(self, index: int) -> None:
        """Bring a problem's spaces into view (centred on them)."""
        problems = self.doc.problems()
        if not 0 <= index < len(problems) or not problems[index].spaces:
            return
        lay = self.renderer.world_layout
        points = [lay.hex_to_pixel(h) for h in problems[index].spaces]
        centre = (sum(x for x, _ in points) / len(points), sum(y for _, y in points) / len(points))
        self.camera.look_at(centre)
        self._camera_moved = True

    # Frame ---------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        super().update(dt)
        self.camera.update(dt)
        if self._notice_time > 0:
            self._notice_time -= dt
            if self._notice_time <= 0:
                self.notice = ""
        self._changed()
        self._refresh_panels()

    def sight(self) -> SightCheck | None:
        """The sight line being checked: from the picked space to the pinned or hovered one.

        Cached per board version and pair of spaces, since it is asked for every frame.
        """
        source = self.tools.anchor if self.tools.tool == "los" else None
        target = self.los_target or self.hover
        if source is None or target is None or source not in self.doc.spaces or target not in self.doc.spaces:
            return None
        key = (self.doc.version, source, target)
        if self._sight is None or self._sight[0] != key:
            self._sight = (key, check_sight(self.doc.to_board(), source, target))
        return self._sight[1]

    def board_overlay(self) -> Overlay:
        """The hovered problem's spaces, the brush preview, and the LOS tool's lines and paths.

        Every problem's spaces are also outlined and numbered, drawn by the scene over the board.
        """
        highlights: list[Highlight] = []
        if self.hover_problem is not None:
            highlights.extend(
                Highlight(h, HighlightStyle.SELECTED)
                for h, n in self.problem_marks()
                if n == self.hover_problem + 1
            )
        paths: list[PathLine] = []
        los: list[LosLine] = []
        markers: list[Hex] = []
        hover_label = None
        tool = self.tools.tool
        check = self.sight()
        if check is not None:
            highlights.append(Highlight(check.source, HighlightStyle.SELECTED))
            paths = check.paths()
            markers = check.blockers()
            los = check.lines()
            hover_label = str(check.distance)
        elif tool == "los" and self.tools.anchor is not None:
            highlights.append(Highlight(self.tools.anchor, HighlightStyle.SELECTED))
        elif self.hover is not None and not self.camera.dragging:
            if tool == "line" and self.tools.anchor is not None and self._pressed:
                line = [h for h in hex_line(self.tools.anchor, self.hover) if h in self.doc.spaces]
                highlights.extend(
                    Highlight(x, HighlightStyle.REACHABLE) for h in line for x in self.doc.images(h)
                )
            elif tool == "fill":
                region = self.doc.region(self.hover)
                highlights.extend(
                    Highlight(x, HighlightStyle.REACHABLE) for h in region for x in self.doc.images(h)
                )
            elif tool != "los":
                highlights.extend(
                    Highlight(x, HighlightStyle.TELEPORT) for x in self.doc.images(self.hover)[1:]
                )
        return Overlay(
            highlights=tuple(highlights),
            paths=tuple(paths),
            los=tuple(los),
            blocked_markers=tuple(markers),
            hover=self.hover,
            hover_label=hover_label,
        )

    def _refresh_panels(self) -> None:
        self.problems_panel.refresh(self.doc.problems(), self.hover_problem)
        heading, lines = self.details()
        self.details_panel.refresh(heading, lines)

    def details(self) -> tuple[str, list[tuple[str, str]]]:
        """The details panel: the sight line being checked, else the space under the mouse."""
        check = self.sight()
        if check is not None:
            return "Line of sight", check.details()
        if self.tools.tool == "los":
            return "Line of sight", [("Click the space to look from.", "muted")]
        h = self.hover
        cell = self.doc.cell(h) if h is not None else None
        if h is None or cell is None:
            if h is not None:
                return f"Ghost space {h}", [("Click to add it to the board.", "muted")]
            return "Space", [("Point at a space to see what it holds.", "muted")]
        lines = [(TERRAIN_WORDS[cell.terrain], "text")]
        if cell.spawn is not None:
            kind, side = cell.spawn
            owner = f"side {side + 1} only" if side is not None else kind
            lines.append((f"Spawn point: {owner}.", "text"))
        if cell.vp:
            lines.append(("VP location.", "text"))
        images = self.doc.images(h)[1:]
        if images:
            lines.append(("Mirrored to " + ", ".join(str(x) for x in images) + ".", "muted"))
        return f"Space {h}", lines

    def status_text(self) -> str:
        """The line under the board: the tool and what a click does, or the latest notice."""
        if self.notice:
            return self.notice
        tools = self.tools
        kind, side = tools.spawn_kind()
        spawn = f"side {side + 1}" if side is not None else kind
        words = TOOL_HINTS[tools.tool].format(terrain=tools.terrain.value.replace("_", " "), spawn=spawn)
        name = next(e.label for e in TOOLS if e.group == "tool" and e.value == tools.tool)
        sym = [w for w, on in (("mirror", self.doc.mirror), ("rotate", self.doc.rotate)) if on]
        extra = f" · {' and '.join(sym)} on" if sym else ""
        if tools.tool in PAINT_TOOLS:
            name = f"{name} · {tools.terrain.value.replace('_', ' ').capitalize()}"
        return f"{name}: {words}{extra} · Ctrl+Z undo"

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self._chrome, (0, 0))
        self.renderer.draw(surface, self.camera, self.board_overlay())
        if self.tools.tool == "spaces":
            self._draw_ghosts(surface)
        self._draw_problem_marks(surface)
        self._draw_title(surface)
        self._draw_status(surface)
        self.problems_panel.draw(surface)
        self.details_panel.draw(surface)
        self.ui.draw_ui(surface)

    def problem_marks(self) -> list[tuple[Hex, int]]:
        """Each space some problem points at, with the problem's number in the list (from 1)."""
        return [(h, i + 1) for i, problem in enumerate(self.doc.problems()) for h in problem.spaces]

    def _draw_problem_marks(self, surface: pygame.Surface) -> None:
        """A red outline and the problem's number on each problem space; the space's own marker shows."""
        lay = self.renderer.screen_layout(self.camera)
        radius = max(7, min(16, round(lay.size * 0.3)))
        width = max(2, round(lay.size / 12))
        old = surface.get_clip()
        surface.set_clip(self.board_rect)
        marks = self.problem_marks()
        for h, _n in marks:
            corners = lay.scaled_corners(lay.hex_to_pixel(h), 0.9)
            pygame.draw.polygon(surface, (20, 10, 6), corners, width + 2)
            pygame.draw.polygon(surface, PROBLEM_BADGE, corners, width)
        for h, n in marks:
            x, y = lay.hex_to_pixel(h)
            # Up and to the right of the centre, so the space's own marker (a flag, a star) shows.
            x, y = x + lay.size * 0.42, y - lay.size * 0.42
            if self.board_rect.collidepoint(x, y):
                draw_badge(surface, (round(x), round(y)), n, radius)
        surface.set_clip(old)

    def _draw_ghosts(self, surface: pygame.Surface) -> None:
        lay = self.renderer.screen_layout(self.camera)
        old = surface.get_clip()
        surface.set_clip(self.board_rect)
        edge = colour(self.theme, "panel_highlight")
        for h in sorted(self.ghosts()):
            corners = lay.scaled_corners(lay.hex_to_pixel(h), 0.9)
            width = 3 if h == self.hover else 1
            pygame.draw.polygon(surface, edge if h == self.hover else (120, 96, 66), corners, width)
        surface.set_clip(old)

    def _draw_title(self, surface: pygame.Surface) -> None:
        rect = self._title_rect
        f = font(self.theme.px(20), True)
        name = self.doc.meta.name or "(no name)"
        star = " *" if self.doc.dirty else ""
        text = fit(f"{name}{star}", f, rect.width)
        img = f.render(text, True, colour(self.theme, "title"))
        surface.blit(img, img.get_rect(midright=(rect.right, rect.centery)))

    def _draw_status(self, surface: pygame.Surface) -> None:
        rect = self.status_rect
        f = font(self.theme.px(15))
        tone = "title" if self.notice else "muted"
        blit_text(
            surface,
            self.status_text(),
            f,
            colour(self.theme, tone),
            (rect.x + self.theme.px(12), rect.centery - f.get_linesize() // 2),
            rect.width - self.theme.px(24),
        )
