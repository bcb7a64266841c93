"""A modal dialog frame shared by the editor's dialogs: a shaded screen, a panel, a title, buttons."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING, ClassVar

import pygame
from pygame_gui.elements import UITextBox

from client.scene import Scene
from client.widgets.panel import Panel
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
        self.decor.append(_Shade(screen.size, self.theme.colour("overlay")))
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


class _Shade:
    """Darkens the editor under the dialog."""

    def __init__(self, size: tuple[int, int], colour: pygame.Color) -> None:
        self._surface = pygame.Surface(size, pygame.SRCALPHA)
        self._surface.fill(colour)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self._surface, (0, 0))
