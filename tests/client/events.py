"""Synthetic input for headless client tests: real pygame events, one frame at a time."""

from __future__ import annotations

from typing import Protocol

import pygame

from client.app import App


class _HasRect(Protocol):
    rect: pygame.Rect


def move_to(app: App, pos: tuple[int, int]) -> None:
    """Move the mouse to ``pos`` and run a frame (hover effects follow the mouse)."""
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])


def click_at(app: App, pos: tuple[int, int]) -> None:
    """Move the mouse to ``pos``, press and release the left button there, and run a frame."""
    move_to(app, pos)
    app.step(
        [
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
        ]
    )


def click(app: App, widget: _HasRect) -> None:
    """Click the centre of a widget, then run one more frame for what the click started."""
    click_at(app, widget.rect.center)
    app.step()


def press(app: App, key: int, mod: int = 0, unicode: str = "") -> None:
    """Press and release a key in one frame."""
    app.step(
        [
            pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0),
            pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=unicode, scancode=0),
        ]
    )
