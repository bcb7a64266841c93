"""The New board dialog: shape (rectangle or hexagon), size, and flat or pointy top."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame
from pygame_gui.elements import UIButton, UILabel, UITextEntryLine

from client.editor.dialog import DialogScene
from engine.games.wowminis.board_edit import MAX_NEW_SIZE, SHAPES, BoardDocument

if TYPE_CHECKING:
    from client.app import App

ORIENTATION_LABELS = {"pointy": "Pointy top", "flat": "Flat top"}
SHAPE_LABELS = {"rectangle": "Rectangle", "hexagon": "Hexagon"}


class NewBoardScene(DialogScene):
    """Builds a blank board and hands it to ``on_create``; the sizes are checked before closing."""

    def __init__(self, app: App, on_create: Callable[[BoardDocument], None]) -> None:
        super().__init__(app, "New board")
        self.on_create = on_create
        self.shape = "rectangle"
        self.orientation = "pointy"
        self.sizes = ["13", "11"]
        self.shape_buttons: dict[str, UIButton] = {}
        self.orientation_buttons: dict[str, UIButton] = {}
        self.size_entries: list[UITextEntryLine] = []

    def layout(self, screen: pygame.Rect) -> None:
        px = self.theme.px
        inner = self.frame(screen, px(460))
        row = px(40)
        half = (inner.width - px(12)) // 2
        y = inner.y
        for label, options, chosen, store, pick in (
            ("Shape", SHAPES, self.shape, self.shape_buttons, self._pick_shape),
            (
                "Orientation",
                ("pointy", "flat"),
                self.orientation,
                self.orientation_buttons,
                self._pick_orientation,
            ),
        ):
            UILabel(
                pygame.Rect(inner.x, y, inner.width, px(24)),
                label.upper(),
                self.ui,
                object_id="#section_label",
            )
            y += px(28)
            store.clear()
            for i, option in enumerate(options):
                text = SHAPE_LABELS.get(option) or ORIENTATION_LABELS[option]
                button = self.button(
                    pygame.Rect(inner.x + i * (half + px(12)), y, half, row),
                    text,
                    partial(pick, option),
                    object_id="#choice_button",
                )
                if option == chosen:
                    button.select()
                store[option] = button
            y += row + px(12)
        hexagon = self.shape == "hexagon"
        names = ("Size (centre to edge, in spaces)", "") if hexagon else ("Width (spaces)", "Height (spaces)")
        self.size_entries = []
        for i, name in enumerate(names):
            if not name:
                continue
            x = inner.x + i * (half + px(12))
            UILabel(
                pygame.Rect(x, y, half if not hexagon else inner.width, px(24)),
                name,
                self.ui,
                object_id="#row_hint",
            )
            entry = UITextEntryLine(pygame.Rect(x, y + px(26), half, row), self.ui)
            entry.set_allowed_characters("numbers")
            entry.set_text(self.sizes[i])
            self.size_entries.append(entry)
        y += px(26) + row + px(8)
        self.status_line(pygame.Rect(inner.x, y, inner.width, px(72)))
        width = px(150)
        bottom = inner.bottom - px(44)
        self.button(pygame.Rect(inner.right - 2 * width - px(12), bottom, width, px(44)), "Cancel", self.back)
        self.button(pygame.Rect(inner.right - width, bottom, width, px(44)), "Create", self.create)

    def _keep_sizes(self) -> None:
        for i, entry in enumerate(self.size_entries):
            self.sizes[i] = entry.get_text()

    def _pick_shape(self, shape: str) -> None:
        self._keep_sizes()
        if shape != self.shape:
            self.shape = shape
            self.sizes = ["5", "5"] if shape == "hexagon" else ["13", "11"]
        self.build()

    def _pick_orientation(self, orientation: str) -> None:
        self._keep_sizes()
        self.orientation = orientation
        self.build()

    def create(self) -> None:
        """Make the board, or say which size is wrong."""
        self._keep_sizes()
        count = 1 if self.shape == "hexagon" else 2
        try:
            sizes = [int(text) for text in self.sizes[:count]]
        except ValueError:
            self.say("Type a whole number in each size box.")
            return
        if any(not 1 <= s <= MAX_NEW_SIZE for s in sizes):
            self.say(f"Sizes go from 1 to {MAX_NEW_SIZE}.")
            return
        doc = BoardDocument.new(sizes[0], sizes[-1], self.shape, self.orientation)
        self.app.scenes.pop()
        self.on_create(doc)
