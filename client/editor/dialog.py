"""A modal dialog frame shared by the editor's dialogs: a shaded screen, a panel, a title, buttons; and
the Open dialogs' list of files to pick from (``PickFileScene``)."""

from __future__ import annotations

import html
from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING, ClassVar

import pygame
from pygame_gui.elements import UIButton, UILabel, UIScrollingContainer, UITextBox

from client.scene import Scene
from client.widgets.panel import Panel, Shade
from client.widgets.title import Title

if TYPE_CHECKING:
    from client.app import App


class DialogScene(Scene):
    """A dialog over the editor. Subclasses set ``title`` and fill ``body(inner)``; Esc cancels.

    ``frame(screen, height)`` lays out the shade, the panel and the title and returns the area
    under the title; ``status`` is a line for errors (a bad id, a file that does not load).
    """

    overlay = True
    design_size = (700, 520)
    WIDTH: ClassVar[int] = 560

    def __init__(self, app: App, title: str) -> None:
        super().__init__(app)
        self.title = title
        self.status = ""
        self.status_label: UITextBox | None = None

    def inner_width(self, screen: pygame.Rect) -> int:
        """The width inside the panel, for content sized before ``frame`` (wrapped text)."""
        px = self.theme.px
        return min(px(self.WIDTH), screen.width - 2 * px(16)) - 2 * px(24)

    def height_for(self, content: int) -> int:
        """The panel height that leaves ``content`` pixels below the title."""
        px = self.theme.px
        return 2 * px(24) + Title(self.title, "dialog_title", 0, 0, self.theme).height + px(12) + content

    def frame(self, screen: pygame.Rect, height: int) -> pygame.Rect:
        """Shade, panel and title; returns the inner area below the title."""
        px = self.theme.px
        self.decor.append(Shade(screen.size, self.theme.colour("overlay")))
        width = min(px(self.WIDTH), screen.width - 2 * px(16))
        height = min(height, screen.height - 2 * px(16))
        panel = Panel(pygame.Rect(0, 0, width, height), self.theme)
        panel.rect.center = screen.center
        pad = px(24)
        heading = Title(self.title, "dialog_title", screen.centerx, panel.rect.y + pad, self.theme)
        self.decor += [panel, heading]
        top = heading.rect.bottom + px(12)
        return pygame.Rect(panel.rect.x + pad, top, width - 2 * pad, panel.rect.bottom - pad - top)

    def status_line(self, rect: pygame.Rect) -> None:
        """The error text at ``rect`` (two lines fit in 48 pixels at 100%)."""
        self.status_label = UITextBox(self._status_html(), rect, self.ui, object_id="#notice_label")

    def _status_html(self) -> str:
        return f"<font color='#e8a98f'>{html.escape(self.status)}</font>" if self.status else ""

    def say(self, text: str) -> None:
        """Show an error or hint on the status line."""
        self.status = text
        if self.status_label is not None:
            self.status_label.set_text(self._status_html())


class PickFileScene(DialogScene):
    """An Open dialog: one row per thing to open in a scrolling list, a note naming the first file of
    the folder that cannot be opened, and Cancel. A subclass says what a chosen row does (``choose``).

    ``folder``: how the note names the folder ("boards", "cards"); ``empty``: the words when there is
    nothing to list; ``status_h``: room for a status line under the list (0: none).
    """

    WIDTH = 640
    folder: ClassVar[str]
    empty: ClassVar[str] = ""
    status_h: ClassVar[int] = 0

    def __init__(self, app: App, title: str, labels: Sequence[str], damaged: Sequence[str]) -> None:
        super().__init__(app, title)
        self.labels = list(labels)
        self.damaged = list(damaged)
        self.rows: list[UIButton] = []

    def choose(self, index: int) -> None:
        """Open the thing of row ``index``."""
        raise NotImplementedError

    def layout(self, screen: pygame.Rect) -> None:
        px = self.theme.px
        inner = self.frame(screen, px(500))
        row, gap = px(40), px(6)
        notes_h = px(64) if self.damaged else 0
        status_h = px(self.status_h + 6) if self.status_h else 0
        list_h = inner.height - notes_h - status_h - px(52)
        if not self.labels and self.empty:
            rect = pygame.Rect(inner.x, inner.y, inner.width, px(34))
            UILabel(rect, self.empty, self.ui, object_id="#muted_label")
        container = UIScrollingContainer(
            pygame.Rect(inner.x, inner.y, inner.width, list_h), self.ui, allow_scroll_x=False
        )
        needed = len(self.labels) * (row + gap)
        width = inner.width - (px(20) if needed > list_h else 0)
        container.set_scrollable_area_dimensions((width, max(needed, 1)))
        self.rows = [
            self.button(
                pygame.Rect(0, i * (row + gap), width, row),
                label,
                partial(self.choose, i),
                container=container,
                object_id="#save_row",
            )
            for i, label in enumerate(self.labels)
        ]
        y = inner.y + list_h + px(6)
        if self.damaged:
            count = len(self.damaged)
            text = (
                f"{count} file{'s' if count > 1 else ''} in your {self.folder} folder cannot be opened: "
                f"{html.escape(self.damaged[0])}"
            )
            note = pygame.Rect(inner.x, y, inner.width, notes_h)
            UITextBox(f"<font color='#e8a98f'>{text}</font>", note, self.ui)
            y += notes_h
        if self.status_h:
            self.status_line(pygame.Rect(inner.x, y, inner.width, px(self.status_h)))
        width = px(150)
        self.button(
            pygame.Rect(inner.right - width, inner.bottom - px(44), width, px(44)), "Cancel", self.back
        )

