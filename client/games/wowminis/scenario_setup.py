"""The scenario setup screen: set up a WoW Miniatures position, save it, and play it.

Left: the board and each side's party (ready-made parties, cycled with the arrows) as chips to
drag onto the board, the side's VPs, and the game's length in rounds. Centre: the board; drop a
chip on a space to place the character (a refused space says why beside the mouse), drag a token to
move it, drag it off the board (or press Delete) to take it back; the wheel zooms, the right button
pans. Below the board: the master clock
and who acts first. Right: the selected character's clock, health and cards (each card cycles face
down, face up, exhausted), the problems that still keep the scenario from being played (the
engine's own ``scenario_problems``), the opponent, and Save / Start.

Saving writes the scenario to the player's scenarios folder (the new-game screen lists it); Start
begins a game from it against the computer (easy, normal, hard) or a friend, autosaved like any game.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame
from pygame_gui.core.layered_gui_group import GUISprite
from pygame_gui.elements import UIButton, UILabel, UITextBox, UITextEntryLine

from client.board import palette_for
from client.game import GameController
from client.games.wowminis.scenario_setup_board import Bench, Drag, SetupBoard
from client.games.wowminis.scenario_setup_model import SetupModel
from client.scene import Scene
from client.widgets.focus import FocusRing
from client.widgets.panel import Panel
from client.widgets.title import Title
from engine.core import BadInputError
from engine.games.wowminis.board import Board
from engine.games.wowminis.game import WowMinisGame
from engine.games.wowminis.scenario import Scenario, save_scenario, scenario_from_dict

if TYPE_CHECKING:
    from client.app import App

OPPONENT_SHORT = {"easy": "Easy", "normal": "Normal", "hard": "Hard", "friend": "A friend"}
DRAG_START = 4
"""Pixels the mouse must move with the button down before a press becomes a drag."""
NAME_LIMIT, GOAL_LIMIT = 40, 600
"""Longest name and goal typed in the fields (a file's longer text is kept whole)."""


class ScenarioSetupScene(Scene):
    """Place both parties, set clocks, health, cards, VPs and who acts first; save or play."""

    design_size = (1280, 800)

    def __init__(
        self,
        app: App,
        boards: list[tuple[Board, str | dict[str, Any]]],
        model: SetupModel | None = None,
        on_saved: Callable[[Scenario], None] | None = None,
    ) -> None:
        super().__init__(app)
        self.game = model.game if model is not None else WowMinisGame()
        self.boards = boards
        self.model = model or SetupModel.blank(self.game, boards[0][0])
        if model is None:
            self.model.board_spec = boards[0][1]
        self.on_saved = on_saved
        self.view = SetupBoard(self.model.board, palette_for(app.settings.palette))
        self.benches = [Bench(0, self.view.painter), Bench(1, self.view.painter)]
        self.selected: str | None = next(iter(self.model.pieces), None)
        self.drag: Drag | None = None
        self.opponent = "normal"
        self.status = ""
        self.name_entry: UITextEntryLine | None = None
        self.goal_entry: UITextEntryLine | None = None
        self.vp_entries: list[UITextEntryLine] = []
        self.start_button: Any = None
        self.controls: dict[str, UIButton] = {}
        """Buttons by what they change ("Clock+", "Health-", "card:blizzard", "first:1", "take_off"...)."""
        self._texts: list[tuple[UILabel | UIButton, Callable[[], str]]] = []
        self._boxes: list[tuple[UITextBox, Callable[[], str]]] = []
        self._selected_when: list[tuple[UIButton, Callable[[], bool]]] = []
        self._enabled_when: list[tuple[UIButton, Callable[[], bool]]] = []
        """What each live widget shows, read again after a small change instead of building anew."""
        self._built_shape: tuple[object, ...] | None = None
        self._character_area = pygame.Rect(0, 0, 0, 0)
        self._character_widgets: list[GUISprite] = []
        self._built_selected: str | None = None
        """The selected character's panel: its area, its widgets and whose they are."""
        self._columns = (0, 0)
        """Where the centre and right columns start: the keyboard focus goes column by column."""

    # -- changes -----------------------------------------------------------------------------

    def refresh(self, status: str | None = None) -> None:
        """Show a change: update the widgets in place, or lay the screen out again when its shape changed.

        A new board or party changes which widgets there are; selecting another character changes
        those of its panel only; any other change (a clock, a card, a placement, the status) only
        changes what some of them say, and setting those few texts takes milliseconds where a new
        layout takes a fifth of a second.
        """
        if status is not None:
            self.status = status
        if self._built_shape != self._shape() or self.is_stale():
            self.build()
            return
        if self._built_selected != self.selected:
            self._relayout_character()
        for widget, text in self._texts:
            wanted = text()
            if widget.text != wanted:
                widget.set_text(wanted)
        for box, markup in self._boxes:
            wanted = markup()
            if box.html_text != wanted:
                box.set_text(wanted)
        for button, selected in self._selected_when:
            if selected() and not button.is_selected:
                button.select()
            elif button.is_selected and not selected():
                button.unselect()
        for button, enabled in self._enabled_when:
            if enabled() and not button.is_enabled:
                button.enable()
            elif button.is_enabled and not enabled():
                button.disable()

    def _shape(self) -> tuple[object, ...]:
        """What decides which widgets the screen has, but for the selected character's panel."""
        return (self.model.board.id, tuple(self.model.party_ids))

    def _relayout_character(self) -> None:
        """Replace the selected character's panel (and the problems under it) with the new selection's."""
        gone: set[object] = set(self._character_widgets)
        for widget in self._character_widgets:
            widget.kill()
        self._actions = {b: act for b, act in self._actions.items() if b not in gone}
        self._texts = [(w, t) for w, t in self._texts if w not in gone]
        self._boxes = [(w, t) for w, t in self._boxes if w not in gone]
        self._enabled_when = [(w, t) for w, t in self._enabled_when if w not in gone]
        self.controls = {k: b for k, b in self.controls.items() if b not in gone}
        self._layout_character()
        focused = self.focus.focused
        self.focus = FocusRing()
        for button in sorted((b for b in self._actions if b.alive()), key=self._focus_order):
            self.focus.add(button)
        self.focus.focus(focused if focused is not None and focused.alive() else self.start_button)

    def _focus_order(self, button: UIButton) -> tuple[int, int, int]:
        """Column, then top to bottom, then left to right: the order a full layout creates buttons in."""
        column = sum(button.rect.x >= edge for edge in self._columns)
        return (column, button.rect.y, button.rect.x)

    def select(self, uid: str | None) -> None:
        self.selected = uid
        self.refresh("")

    def cycle_board(self, by: int) -> None:
        ids = [b.id for b, _ in self.boards]
        index = (ids.index(self.model.board.id) + by) % len(self.boards) if self.model.board.id in ids else 0
        board, spec = self.boards[index]
        self.model.set_board(board, spec)
        self.view.set_board(board)
        self.refresh(f"Board: {board.name}.")

    def cycle_party(self, side: int, by: int) -> None:
        ids = sorted(self.game.catalog.parties)
        current = self.model.party_ids[side]
        index = (ids.index(current) + by) % len(ids) if current in ids else 0
        self.model.set_party(side, ids[index])
        if self.selected not in self.model.pieces:
            self.selected = next((p.uid for p in self.model.side_pieces(side)), None)
        self.refresh(f"Side {side + 1}: {self.model.party_names[side]}.")

    def change(self, action: Callable[[], object]) -> None:
        """Apply a small edit (clock, health, card, master clock...) and show it."""
        action()
        self.refresh("")

    def set_first(self, side: int) -> None:
        self.model.first = side
        self.refresh("")

    def set_player_side(self, side: int) -> None:
        self.model.player_side = side
        self.refresh("")

    def set_opponent(self, opponent: str) -> None:
        self.opponent = opponent
        self.refresh("")

    def take_off(self) -> None:
        if self.selected is not None:
            self.model.remove(self.selected)
            self.refresh(
                f"{self.model.pieces[self.selected].name} is off the board (spawns at its first turn)."
            )

    def drop(self, drag: Drag, pos: tuple[int, int]) -> None:
        """Finish a drag at ``pos``: place on a legal space, refuse with the reason, or take off."""
        piece = self.model.pieces[drag.uid]
        target = self.view.hex_at(pos)
        if target is not None:
            reason = self.model.place(drag.uid, target)
            self.status = f"Cannot place {piece.name} at {target}: {reason}" if reason else ""
        elif drag.from_board:
            self.model.remove(drag.uid)
            self.status = f"{piece.name} is off the board (spawns at its first turn)."
        self.selected = drag.uid
        self.refresh()

    def scenario(self) -> Scenario | None:
        """The scenario as set up, or None (with the first problem as the status) while it has problems."""
        try:
            return scenario_from_dict(self.model.scenario_dict(), "this scenario", self.game)
        except BadInputError as exc:
            self.refresh(f"Not ready: {exc.problem}")
            return None

    def save(self) -> None:
        self._read_entries()
        scenario = self.scenario()
        if scenario is None:
            return
        try:
            path = save_scenario(scenario)
        except OSError as exc:
            self.refresh(f"Could not save: {exc.strerror or exc}")
            return
        if self.on_saved is not None:
            self.on_saved(scenario)
        self.refresh(f"Saved as {path.name} in your scenarios folder.")

    def start(self) -> None:
        """Begin a game from the scenario in place of this screen."""
        from client.games.wowminis.new_game import make_seats, open_table, seed_from_time, start_session

        self._read_entries()
        scenario = self.scenario()
        if scenario is None:
            return
        seats = make_seats(self.opponent, scenario.player_side)
        try:
            session = start_session(scenario.game(), scenario.setup(), seats, seed_from_time())
        except BadInputError as exc:
            self.refresh(f"Cannot start: {exc}")
            return
        self.app.scenes.replace(open_table(self.app, GameController(session, seats, seed=session.seed)))

    # -- input -------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """Presses, drags and drops on the benches and the board; the rest goes to the widgets."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            uid = self._piece_at(event.pos)
            if uid is not None:
                self.drag = Drag(uid, self.view.hex_at(event.pos) is not None, event.pos)
                return None
        if event.type == pygame.MOUSEMOTION and self.drag is not None:
            self.pointer = event.pos
            moved = abs(event.pos[0] - self.drag.pos[0]) + abs(event.pos[1] - self.drag.pos[1])
            self.drag.moved = self.drag.moved or moved >= DRAG_START
            self.drag.pos = event.pos
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag is not None:
            drag, self.drag = self.drag, None
            if drag.moved:
                self.drop(drag, event.pos)
            else:
                self.select(drag.uid)
            return None
        typing = any(e.is_focused for e in self._entries())
        keys = event.type in (pygame.KEYDOWN, pygame.KEYUP)
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_DELETE, pygame.K_BACKSPACE) and not typing:
            self.take_off()
            return None
        if not (typing and keys) and self.view.camera.handle_event(event):
            return None
        return super().handle_event(event)

    def _entries(self) -> list[UITextEntryLine]:
        """The text fields (while one has focus, WASD and F type letters instead of moving the board)."""
        return [e for e in (self.name_entry, self.goal_entry, *self.vp_entries) if e is not None]

    def _piece_at(self, pos: tuple[int, int]) -> str | None:
        for bench in self.benches:
            uid = bench.hit(pos)
            if uid is not None:
                return uid
        h = self.view.hex_at(pos)
        occupant = self.model.occupant(h) if h is not None else None
        return occupant.uid if occupant is not None else None

    def _read_entries(self) -> None:
        if self.name_entry is not None:
            self.model.name = self.name_entry.get_text().strip() or self.model.name
        if self.goal_entry is not None:
            self.model.goal = self.goal_entry.get_text().strip()
        for side, entry in enumerate(self.vp_entries):
            text = entry.get_text().strip()
            self.model.vp[side] = min(999, int(text)) if text.isdigit() else 0

    # -- layout ------------------------------------------------------------------------------

    def build(self) -> None:
        self._read_entries()
        self._texts, self._boxes, self._selected_when, self._enabled_when = [], [], [], []
        super().build()
        self._built_shape = self._shape()

    def layout(self, screen: pygame.Rect) -> None:
        px = self.theme.px
        self.controls = {}
        self._preload_status_font()
        heading = Title("Scenario setup", "dialog_title", screen.centerx, px(10), self.theme)
        top = heading.rect.bottom + px(10)
        m = px(12)
        left = pygame.Rect(m, top, px(290), screen.bottom - top - m)
        right = pygame.Rect(screen.right - m - px(320), top, px(320), left.height)
        centre = pygame.Rect(left.right + m, top, right.left - left.right - 2 * m, left.height)
        self._columns = (centre.x, right.x)
        board_panel = pygame.Rect(centre.x, centre.y, centre.width, centre.height - px(96))
        self.decor += [
            heading,
            Panel(left, self.theme),
            Panel(right, self.theme),
            Panel(board_panel, self.theme),
        ]
        self.decor.append(
            Panel(pygame.Rect(centre.x, board_panel.bottom + m, centre.width, px(84)), self.theme)
        )
        self.view.set_rect(board_panel.inflate(-px(16), -px(16)))
        self.decor.append(_Canvas(self))
        self._layout_left(left.inflate(-px(28), -px(24)))
        self._layout_bar(
            pygame.Rect(centre.x, board_panel.bottom + m, centre.width, px(84)).inflate(-px(24), -px(16))
        )
        self._layout_right(right.inflate(-px(28), -px(24)))

    def _preload_status_font(self) -> None:
        """Load the status line's font in its upright style too: its rich text asks for it.

        The theme preloads the italic face the ``#status_label`` block names, but the ``<font>``
        markup of the status text looks up the regular face at that size, which pygame_gui would
        otherwise load on the spot with a warning for every text box.
        """
        font = self.theme.gui_theme()["#status_label"]["font"]
        fonts = self.ui.get_theme().get_font_dictionary()
        size = int(font["size"])
        if not fonts.check_font_preloaded(fonts.create_font_id(size, font["name"], False, False)):
            self.ui.preload_fonts([{"name": font["name"], "point_size": size, "style": "regular"}])

    def _section(self, x: int, y: int, width: int, text: str) -> int:
        height = self.theme.px(24)
        UILabel(pygame.Rect(x, y, width, height), text, self.ui, object_id="#section_label")
        return y + height + self.theme.px(4)

    def _stepper(
        self,
        rect: pygame.Rect,
        label: str,
        value: Callable[[], str],
        minus: Callable[[], None],
        plus: Callable[[], None],
    ) -> None:
        """``label  [-] value [+]`` in one row; ``value`` is read again after every change."""
        px = self.theme.px
        button_w = px(36)
        UILabel(
            pygame.Rect(rect.x, rect.y, rect.width - 2 * button_w - px(70), rect.height),
            label,
            self.ui,
            object_id="#row_label",
        )
        x = rect.right - 2 * button_w - px(64)
        self.controls[f"{label}-"] = self.button(
            pygame.Rect(x, rect.y, button_w, rect.height), "\u2212", minus, object_id="#choice_button"
        )
        shown = UILabel(pygame.Rect(x + button_w, rect.y, px(64), rect.height), value(), self.ui)
        self._texts.append((shown, value))
        self.controls[f"{label}+"] = self.button(
            pygame.Rect(rect.right - button_w, rect.y, button_w, rect.height),
            "+",
            plus,
            object_id="#choice_button",
        )

    def _cycler(self, rect: pygame.Rect, text: str, step: Callable[[int], None]) -> None:
        """``[<] text [>]``: step through a list."""
        px = self.theme.px
        arrow = px(36)
        self.button(
            pygame.Rect(rect.x, rect.y, arrow, rect.height),
            "<",
            partial(step, -1),
            object_id="#choice_button",
        )
        UILabel(pygame.Rect(rect.x + arrow, rect.y, rect.width - 2 * arrow, rect.height), text, self.ui)
        self.button(
            pygame.Rect(rect.right - arrow, rect.y, arrow, rect.height),
            ">",
            partial(step, 1),
            object_id="#choice_button",
        )

    def _layout_left(self, area: pygame.Rect) -> None:
        px = self.theme.px
        row = px(34)
        self.vp_entries = []
        y = self._section(area.x, area.y, area.width, "Board")
        self._cycler(pygame.Rect(area.x, y, area.width, row), self.model.board.name, self.cycle_board)
        y += row + px(10)
        chip_h = px(48)
        for side in (0, 1):
            y = self._section(area.x, y, area.width, f"Side {side + 1}")
            self._cycler(
                pygame.Rect(area.x, y, area.width, row),
                self.model.party_names[side],
                partial(self.cycle_party, side),
            )
            y += row + px(6)
            bench = self.benches[side]
            bench.set_rect(pygame.Rect(area.x, y, area.width, 3 * chip_h), chip_h)
            bench.refresh(self.model)
            y += 3 * chip_h + 2 * max(3, chip_h // 8) + px(6)
            UILabel(pygame.Rect(area.x, y, px(44), row), "VP", self.ui, object_id="#row_label")
            entry = UITextEntryLine(pygame.Rect(area.x + px(48), y, px(70), row), self.ui)
            entry.set_allowed_characters("numbers")
            entry.set_text(str(self.model.vp[side]))
            self.vp_entries.append(entry)
            UILabel(
                pygame.Rect(area.x + px(126), y, area.width - px(126), row),
                f"of {self.model.honor_total(side)} to win",
                self.ui,
                object_id="#muted_label",
            )
            y += row + px(12)
        y = self._section(area.x, y, area.width, "Game length")
        self._stepper(
            pygame.Rect(area.x, y, area.width, row),
            "Rounds",
            lambda: str(self.model.round_limit()),
            partial(self.change, partial(self.model.step_round_limit, -1)),
            partial(self.change, partial(self.model.step_round_limit, 1)),
        )

    def _layout_bar(self, area: pygame.Rect) -> None:
        """Under the board: the status line, the master clock and who acts first."""
        px = self.theme.px
        row = px(34)
        status = UITextBox(
            self._status_html(),
            pygame.Rect(area.x, area.y - px(4), area.width, px(34)),
            self.ui,
            object_id="#status_label",
        )
        self._boxes.append((status, self._status_html))
        y = area.bottom - row
        half = area.width // 2
        self._stepper(
            pygame.Rect(area.x, y, half - px(16), row),
            "Master clock",
            lambda: str(self.model.master),
            partial(self.change, partial(self.model.step_master, -1)),
            partial(self.change, partial(self.model.step_master, 1)),
        )
        UILabel(pygame.Rect(area.x + half, y, px(96), row), "Acts first", self.ui, object_id="#row_label")
        side_w = (area.right - (area.x + half + px(100)) - px(6)) // 2
        for side in (0, 1):
            rect = pygame.Rect(area.x + half + px(100) + side * (side_w + px(6)), y, side_w, row)
            button = self.button(
                rect, f"Side {side + 1}", partial(self.set_first, side), object_id="#choice_button"
            )
            self.controls[f"first:{side}"] = button
            self._show_selected(button, partial(lambda s: self.model.first == s, side))

    def _layout_right(self, area: pygame.Rect) -> None:
        px = self.theme.px
        row = px(34)
        buttons_h = px(42)
        low = area.bottom - 2 * buttons_h - px(8) - 2 * row - px(40)
        names = low - 2 * (row + px(36))
        self._character_area = pygame.Rect(area.x, area.y, area.width, names - area.y)
        self._layout_character()
        y = self._section(area.x, names, area.width, "Name")
        self.name_entry = UITextEntryLine(pygame.Rect(area.x, y, area.width, row), self.ui)
        self.name_entry.set_text_length_limit(max(NAME_LIMIT, len(self.model.name)))
        self.name_entry.set_text(self.model.name)
        y = self._section(area.x, y + row + px(8), area.width, "Goal (shown to the player)")
        self.goal_entry = UITextEntryLine(
            pygame.Rect(area.x, y, area.width, row),
            self.ui,
            placeholder_text="e.g. Win before the round limit",
        )
        self.goal_entry.set_text_length_limit(max(GOAL_LIMIT, len(self.model.goal)))
        self.goal_entry.set_text(self.model.goal)
        y = self._section(area.x, low, area.width, "Play against")
        quarter = (area.width - 3 * px(4)) // 4
        for i, opponent in enumerate(("easy", "normal", "hard", "friend")):
            rect = pygame.Rect(area.x + i * (quarter + px(4)), y, quarter, row)
            button = self.button(
                rect,
                OPPONENT_SHORT[opponent],
                partial(self.set_opponent, opponent),
                object_id="#choice_button",
            )
            self._show_selected(button, partial(lambda o: self.opponent == o, opponent))
        y += row + px(6)
        UILabel(pygame.Rect(area.x, y, px(96), row), "You play", self.ui, object_id="#row_label")
        side_w = (area.width - px(100) - px(4)) // 2
        for side in (0, 1):
            rect = pygame.Rect(area.x + px(100) + side * (side_w + px(4)), y, side_w, row)
            button = self.button(
                rect, f"Side {side + 1}", partial(self.set_player_side, side), object_id="#choice_button"
            )
            self.controls[f"you:{side}"] = button
            self._show_selected(button, partial(lambda s: self.model.player_side == s, side))
        half = (area.width - px(8)) // 2
        bottom = area.bottom - 2 * buttons_h - px(8)
        self.button(pygame.Rect(area.x, bottom, half, buttons_h), "Save", self.save)
        self.start_button = self.button(
            pygame.Rect(area.x + half + px(8), bottom, half, buttons_h), "Start", self.start
        )
        self.button(pygame.Rect(area.x, area.bottom - buttons_h, area.width, buttons_h), "Back", self.back)
        self.focus.focus(self.start_button)

    def _layout_character(self) -> None:
        """The selected character's panel and the problems under it: laid out anew on selecting another."""
        px = self.theme.px
        row = px(34)
        area = self._character_area
        before = set(self.ui.get_sprite_group().sprites())
        y = self._section(area.x, area.y, area.width, "Selected character")
        piece = self.model.pieces.get(self.selected or "")
        if piece is None:
            UILabel(
                pygame.Rect(area.x, y, area.width, row),
                "Click a character",
                self.ui,
                object_id="#muted_label",
            )
            y += row
        else:
            UILabel(pygame.Rect(area.x, y, area.width, row), f"{piece.name}", self.ui)
            y += row - px(6)

            def where() -> str:
                return f"Side {piece.side + 1} \u00b7 " + (
                    f"at {piece.pos}" if piece.pos is not None else "off the board"
                )

            self._texts.append(
                (
                    UILabel(
                        pygame.Rect(area.x, y, area.width, px(22)), where(), self.ui, object_id="#muted_label"
                    ),
                    where,
                )
            )
            y += px(28)
            uid = piece.uid
            self._stepper(
                pygame.Rect(area.x, y, area.width, row),
                "Clock",
                lambda: str(piece.clock),
                partial(self.change, partial(self.model.step_clock, uid, -1)),
                partial(self.change, partial(self.model.step_clock, uid, 1)),
            )
            y += row + px(6)
            self._stepper(
                pygame.Rect(area.x, y, area.width, row),
                "Health",
                lambda: f"{piece.health}/{piece.max_health}",
                partial(self.change, partial(self.model.step_health, uid, -1)),
                partial(self.change, partial(self.model.step_health, uid, 1)),
            )
            y += row + px(8)
            for card in piece.cards:
                name = self.game.catalog.cards[card].name
                card_text = partial(lambda n, c: f"{n}: {piece.card_states.get(c, 'face down')}", name, card)
                self.controls[f"card:{card}"] = self.button(
                    pygame.Rect(area.x, y, area.width, row),
                    card_text(),
                    partial(self.change, partial(self.model.cycle_card, uid, card)),
                    object_id="#choice_button",
                    tooltip="Click: face down \u2192 face up \u2192 exhausted",
                )
                self._texts.append((self.controls[f"card:{card}"], card_text))
                y += row + px(4)
            take_off = self.controls["take_off"] = self.button(
                pygame.Rect(area.x, y + px(2), area.width, row),
                "Take off the board",
                self.take_off,
                object_id="#choice_button",
                tooltip="Shortcut: Delete",
                enabled=piece.pos is not None,
                reason="It is not on the board.",
            )
            self._enabled_when.append((take_off, lambda: piece.pos is not None))
            y += row + px(10)
        y = self._section(area.x, y, area.width, "Problems")
        problems = UITextBox(
            self._problems_html(),
            pygame.Rect(area.x, y, area.width, max(px(40), area.bottom - y - px(8))),
            self.ui,
        )
        self._boxes.append((problems, self._problems_html))
        self._character_widgets = [e for e in self.ui.get_sprite_group().sprites() if e not in before]
        self._built_selected = self.selected

    def _show_selected(self, button: UIButton, when: Callable[[], bool]) -> None:
        """Show ``button`` selected while ``when()`` holds, now and after every change."""
        if when():
            button.select()
        self._selected_when.append((button, when))

    def _status_html(self) -> str:
        text = self.status or "Drag a character from its side onto a space. Wheel: zoom; right button: pan."
        colour = "#e8a98f" if self.status.startswith(("Cannot", "Not ready", "Could not")) else "#c79a52"
        return f"<font color='{colour}'>{html.escape(text)}</font>"

    def _problems_html(self) -> str:
        problems = self.model.problems()
        if not problems:
            return "<font color='#9ed39a'><b>Ready to play.</b></font>"
        return (
            "<font color='#e8a98f'>"
            + "<br>".join(f"\u2022 {html.escape(p.text)}" for p in problems)
            + "</font>"
        )

    # -- frame -------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.view.camera.update(dt)
        super().update(dt)


class _Canvas:
    """The benches and the board, painted with the decor so widgets and tooltips stay on top."""

    def __init__(self, scene: ScenarioSetupScene) -> None:
        self.scene = scene

    def draw(self, surface: pygame.Surface) -> None:
        scene = self.scene
        for bench in scene.benches:
            bench.draw(surface, scene.model, scene.selected)
        scene.view.draw(surface, scene.model, scene.selected, scene.drag)
