"""Keyboard focus over a scene's buttons, so every screen works without a mouse."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

NEXT_KEYS = frozenset({pygame.K_DOWN, pygame.K_RIGHT})
PREVIOUS_KEYS = frozenset({pygame.K_UP, pygame.K_LEFT})
PRESS_KEYS = frozenset({pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE})


class FocusRing:
    """Arrow keys and Tab/Shift+Tab move the focus over enabled buttons; Enter or Space press it.

    Pressing posts the same ``UI_BUTTON_PRESSED`` event a click posts, so a scene reacts to one
    event whatever the input device.
    """

    def __init__(self) -> None:
        self._buttons: list[UIButton] = []
        self._clips: dict[UIButton, pygame.Rect] = {}
        self._index = 0
        self.on_move: Callable[[UIButton], None] | None = None
        """Called with the newly focused button after a key moves the focus (a list scrolls to it)."""

    def add(self, button: UIButton, clip: pygame.Rect | None = None) -> UIButton:
        """Append ``button`` to the focus order and return it.

        ``clip`` is the area the button shows through (a scrolling list's view); the focus
        outline is cut to it.
        """
        self._buttons.append(button)
        if clip is not None:
            self._clips[button] = pygame.Rect(clip)
        if not self._usable(self._index):
            self._index = len(self._buttons) - 1
        return button

    def focus(self, button: UIButton) -> None:
        """Move the focus to ``button`` (it must be in the ring)."""
        self._index = self._buttons.index(button)

    @property
    def focused(self) -> UIButton | None:
        return self._buttons[self._index] if self._usable(self._index) else None

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Move or press on a key; returns True when the key was used."""
        if event.type != pygame.KEYDOWN or not self._buttons:
            return False
        if event.key == pygame.K_TAB:
            self._move(-1 if event.mod & pygame.KMOD_SHIFT else 1)
        elif event.key in NEXT_KEYS:
            self._move(1)
        elif event.key in PREVIOUS_KEYS:
            self._move(-1)
        elif event.key in PRESS_KEYS:
            button = self.focused
            if button is None:
                return False
            pygame.event.post(
                pygame.event.Event(
                    pygame_gui.UI_BUTTON_PRESSED,
                    {
                        "ui_element": button,
                        "ui_object_id": button.most_specific_combined_id,
                        "mouse_button": 0,
                    },
                )
            )
        else:
            return False
        return True

    def draw(self, surface: pygame.Surface, colour: pygame.Color, width: int) -> None:
        """Outline the focused button, within its clip area if it has one."""
        button = self.focused
        if button is None or not button.visible:
            return
        outline = button.rect.inflate(2 * width + 2, 2 * width + 2)
        clip = self._clips.get(button)
        if clip is not None:
            if not clip.colliderect(button.rect):
                return
            outline = outline.clip(clip)
        pygame.draw.rect(surface, colour, outline, width, border_radius=width * 4)

    def _usable(self, index: int) -> bool:
        return 0 <= index < len(self._buttons) and self._buttons[index].is_enabled

    def _move(self, step: int) -> None:
        count = len(self._buttons)
        for offset in range(1, count + 1):
            candidate = (self._index + step * offset) % count
            if self._usable(candidate):
                self._index = candidate
                if self.on_move is not None:
                    self.on_move(self._buttons[candidate])
                return
