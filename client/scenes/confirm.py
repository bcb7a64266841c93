"""A modal yes/no dialog over the current screen, for anything that cannot be undone."""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame
from pygame_gui.elements import UIButton, UITextBox

from client.scene import Scene
from client.widgets.panel import Panel, Shade
from client.widgets.title import Title

if TYPE_CHECKING:
    from client.app import App


class ConfirmScene(Scene):
    """Asks ``title`` / ``message``; the confirm button closes the dialog and then calls ``on_confirm``.

    Esc or the cancel button closes it and calls ``on_cancel`` if given. The focus starts on
    cancel unless ``confirm_is_default``, so Enter never destroys anything by surprise.
    """

    overlay = True
    design_size = (600, 320)
    WIDTH = 540

    def __init__(
        self,
        app: App,
        title: str,
        message: str,
        confirm_text: str,
        on_confirm: Callable[[], object],
        *,
        cancel_text: str = "Cancel",
        on_cancel: Callable[[], object] | None = None,
        danger: bool = False,
        confirm_is_default: bool = False,
    ) -> None:
        super().__init__(app)
        self.title = title
        self.message = message
        self.confirm_text = confirm_text
        self.cancel_text = cancel_text
        self.on_confirm = on_confirm
        self.on_cancel = on_cancel
        self.danger = danger
        self.confirm_is_default = confirm_is_default
        self.confirm_button: UIButton
        self.cancel_button: UIButton

    def layout(self, screen: pygame.Rect) -> None:
        px = self.theme.px
        self.decor.append(Shade(screen.size, self.theme.colour("overlay")))
        width = min(px(self.WIDTH), screen.width - 2 * px(16))
        pad = px(28)
        heading = Title(self.title, "dialog_title", 0, 0, self.theme)
        inner_width = width - 2 * pad
        text = UITextBox(html.escape(self.message), pygame.Rect(0, 0, inner_width, -1), self.ui)
        button_height = px(48)
        height = pad + heading.height + px(10) + text.rect.height + px(22) + button_height + pad
        panel = Panel(pygame.Rect(0, 0, width, height), self.theme)
        panel.rect.center = screen.center
        heading = Title(self.title, "dialog_title", screen.centerx, panel.rect.y + pad, self.theme)
        text.set_position((panel.rect.x + pad, heading.rect.bottom + px(10)))
        self.decor += [panel, heading]

        button_width = min(px(170), (inner_width - px(16)) // 2)
        y = panel.rect.bottom - pad - button_height
        self.cancel_button = self.button(
            pygame.Rect(screen.centerx - px(8) - button_width, y, button_width, button_height),
            self.cancel_text,
            self._cancel,
        )
        self.confirm_button = self.button(
            pygame.Rect(screen.centerx + px(8), y, button_width, button_height),
            self.confirm_text,
            self._confirm,
            object_id="#danger_button" if self.danger else None,
        )
        self.focus.focus(self.confirm_button if self.confirm_is_default else self.cancel_button)

    def _confirm(self) -> None:
        self.app.scenes.pop()
        self.on_confirm()

    def _cancel(self) -> None:
        self.app.scenes.pop()
        if self.on_cancel is not None:
            self.on_cancel()

    def back(self) -> None:
        self._cancel()
