"""Tooltips that explain why a button is disabled (pygame_gui shows none on disabled buttons)."""

from __future__ import annotations

import pygame_gui
from pygame_gui.core.interfaces import IUITooltipInterface
from pygame_gui.elements import UIButton

HINT_DELAY = 0.4
"""Seconds the pointer rests on a disabled button before its reason shows."""


class DisabledHints:
    """Remembers a reason per button and shows it as a tooltip while the pointer rests there."""

    def __init__(self, ui: pygame_gui.UIManager, wrap_width: int) -> None:
        self._ui = ui
        self._wrap_width = wrap_width
        self._reasons: dict[UIButton, str] = {}
        self._hovered: UIButton | None = None
        self._rested = 0.0
        self._tip: IUITooltipInterface | None = None

    def add(self, button: UIButton, reason: str) -> None:
        self._reasons[button] = reason

    @property
    def showing(self) -> str | None:
        """The reason on screen now, if any."""
        return self._reasons.get(self._hovered) if self._hovered and self._tip else None

    def update(self, dt: float, pointer: tuple[int, int]) -> None:
        """Show, keep or hide the tooltip for where the pointer is now."""
        over = next(
            (
                button
                for button, _ in self._reasons.items()
                if not button.is_enabled and button.alive() and button.rect.collidepoint(pointer)
            ),
            None,
        )
        if over is not self._hovered:
            self._hide()
            self._hovered = over
            self._rested = 0.0
        if over is None or self._tip is not None:
            return
        self._rested += dt
        if self._rested >= HINT_DELAY:
            self._tip = self._ui.create_tool_tip(
                text=self._reasons[over],
                position=(pointer[0], over.rect.centery),
                hover_distance=(0, over.rect.height // 2),
                parent_element=over,
                object_id=None,
                wrap_width=self._wrap_width,
            )

    def _hide(self) -> None:
        if self._tip is not None:
            self._tip.kill()
            self._tip = None
