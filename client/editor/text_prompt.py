"""A dialog asking for one line of text: a board id for Save as, a map path for Import Tiled map."""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame
from pygame_gui.elements import UITextBox, UITextEntryLine

from client.editor.dialog import DialogScene

if TYPE_CHECKING:
    from client.app import App


class TextPromptScene(DialogScene):
    """Asks for a line of text. ``on_ok(text)`` returns an error to show, or None to close the dialog.

    Enter in the entry is the OK button; Esc or Cancel closes without doing anything.
    """

    def __init__(
        self,
        app: App,
        title: str,
        message: str,
        on_ok: Callable[[str], str | None],
        *,
        text: str = "",
        ok_text: str = "OK",
        placeholder: str = "",
    ) -> None:
        super().__init__(app, title)
        self.message = message
        self.on_ok = on_ok
        self.text = text
        self.ok_text = ok_text
        self.placeholder = placeholder
        self.entry: UITextEntryLine

    def layout(self, screen: pygame.Rect) -> None:
        px = self.theme.px
        box = UITextBox(html.escape(self.message), pygame.Rect(0, 0, self.inner_width(screen), -1), self.ui)
        content = box.rect.height + px(10) + px(40) + px(4) + px(72) + px(8) + px(44)
        inner = self.frame(screen, self.height_for(content))
        box.set_position(inner.topleft)
        y = box.rect.bottom + px(10)
        self.entry = UITextEntryLine(
            pygame.Rect(inner.x, y, inner.width, px(40)), self.ui, placeholder_text=self.placeholder
        )
        self.entry.set_text(self.text)
        self.entry.focus()
        self.status_line(pygame.Rect(inner.x, y + px(44), inner.width, px(72)))
        width = px(150)
        bottom = inner.bottom - px(44)
        self.button(
            pygame.Rect(inner.right - 2 * width - px(12), bottom, width, px(44)),
            "Cancel",
            self.back,
            focusable=False,
        )
        self.button(
            pygame.Rect(inner.right - width, bottom, width, px(44)),
            self.ok_text,
            self.confirm,
            focusable=False,
        )

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.confirm()
            return None
        return super().handle_event(event)

    def confirm(self) -> None:
        """Try the text; close on success, otherwise show the error and keep the text."""
        self.text = self.entry.get_text().strip()
        error = self.on_ok(self.text)
        if error is None:
            if self.app.scenes.top is self:
                self.app.scenes.pop()
        else:
            self.say(error)
