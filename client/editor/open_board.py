"""The Open dialog: the shipped boards (they open read-only) and the player's own, drafts included."""

from __future__ import annotations

import html
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
from pygame_gui.elements import UIButton, UIScrollingContainer, UITextBox

from client.editor.dialog import DialogScene
from engine.games.wowminis.board_edit import BoardEntry, list_boards

if TYPE_CHECKING:
    from client.app import App


def entry_label(entry: BoardEntry) -> str:
    """A row's words: name, size, and whether it is shipped (read-only) or a draft."""
    b = entry.board
    if entry.shipped:
        where = "shipped, opens read-only"
    elif entry.problems:
        where = f"draft, {entry.problems} problem{'s' if entry.problems > 1 else ''}"
    else:
        where = "yours"
    return f"{b.name}  \u00b7  {len(b.spaces)} spaces  \u00b7  {where}"


class OpenBoardScene(DialogScene):
    """Lists every board; choosing one calls ``on_open(path)``, which returns an error or None."""

    WIDTH = 640

    def __init__(self, app: App, on_open: Callable[[Path], str | None], folder: Path | None = None) -> None:
        super().__init__(app, "Open a board")
        self.on_open = on_open
        self.entries, self.damaged = list_boards(folder)
        self.rows: list[UIButton] = []

    def layout(self, screen: pygame.Rect) -> None:
        px = self.theme.px
        inner = self.frame(screen, px(500))
        row, gap = px(40), px(6)
        notes_h = px(64) if self.damaged else 0
        list_h = inner.height - notes_h - px(44) - px(86)
        container = UIScrollingContainer(
            pygame.Rect(inner.x, inner.y, inner.width, list_h), self.ui, allow_scroll_x=False
        )
        needed = len(self.entries) * (row + gap)
        width = inner.width - (px(20) if needed > list_h else 0)
        container.set_scrollable_area_dimensions((width, max(needed, 1)))
        self.rows = [
            self.button(
                pygame.Rect(0, i * (row + gap), width, row),
                entry_label(entry),
                partial(self.choose, i),
                container=container,
                object_id="#save_row",
            )
            for i, entry in enumerate(self.entries)
        ]
        y = inner.y + list_h + px(6)
        if self.damaged:
            count = len(self.damaged)
            text = (
                f"{count} file{'s' if count > 1 else ''} in your boards folder cannot be opened: "
                f"{html.escape(self.damaged[0])}"
            )
            UITextBox(
                f"<font color='#e8a98f'>{text}</font>", pygame.Rect(inner.x, y, inner.width, notes_h), self.ui
            )
            y += notes_h
        self.status_line(pygame.Rect(inner.x, y, inner.width, px(72)))
        width = px(150)
        self.button(
            pygame.Rect(inner.right - width, inner.bottom - px(44), width, px(44)), "Cancel", self.back
        )

    def choose(self, index: int) -> None:
        """Open the chosen board; a board that fails to open keeps the dialog up with the reason."""
        error = self.on_open(self.entries[index].path)
        if error is None:
            if self.app.scenes.top is self:
                self.app.scenes.pop()
        else:
            self.say(error)
