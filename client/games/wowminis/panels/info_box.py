"""A small translucent box of text lines (the hovered space's details, a button's explanation).

The first line is the heading (gold). Space details go in a corner of the board so they never hide
the paths drawn to the space; other tips follow the mouse.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from client.games.wowminis.panels import blit_text, colour, font, wrap
from client.theme import Theme

MAX_WIDTH = 340


def info_box_size(lines: Sequence[str], theme: Theme) -> tuple[list[str], tuple[int, int]]:
    """The wrapped lines and the box size they need."""
    f = font(theme.px(13))
    wrapped = [part for line in lines for part in wrap(line, f, theme.px(MAX_WIDTH))]
    width = max(f.size(line)[0] for line in wrapped) + theme.px(16)
    return wrapped, (width, len(wrapped) * f.get_linesize() + theme.px(12))


def corner_box(size: tuple[int, int], area: pygame.Rect, pointer: tuple[int, int], inset: int) -> pygame.Rect:
    """Top-left of ``area``, or top-right when the pointer is near the top-left corner."""
    box = pygame.Rect((area.x + inset, area.y + inset), size)
    if box.inflate(2 * inset + 20, 2 * inset + 20).collidepoint(pointer):
        box.right = area.right - inset
    return box


def pointer_box(
    size: tuple[int, int], screen: pygame.Rect, pointer: tuple[int, int], gap: int
) -> pygame.Rect:
    """Below-right of the pointer, kept on screen and never under the pointer."""
    box = pygame.Rect((pointer[0] + gap, pointer[1] + gap), size)
    box.clamp_ip(screen)
    if box.collidepoint(pointer):
        box.bottom = pointer[1] - gap // 2
    return box


def draw_info_box(surface: pygame.Surface, box: pygame.Rect, wrapped: Sequence[str], theme: Theme) -> None:
    back = pygame.Surface(box.size, pygame.SRCALPHA)
    back.fill((18, 12, 8, 225))
    surface.blit(back, box)
    pygame.draw.rect(surface, colour(theme, "panel_border"), box, 1, border_radius=theme.px(6))
    f = font(theme.px(13))
    y = box.y + theme.px(6)
    for k, line in enumerate(wrapped):
        tone = colour(theme, "title") if k == 0 else colour(theme, "text")
        blit_text(surface, line, f, tone, (box.x + theme.px(8), y))
        y += f.get_linesize()
