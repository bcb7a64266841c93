"""Cached text for the board: the default font at any size, and rendered labels and pills.

Board text is re-rendered at every zoom level, and the same few strings (move costs, names, clock
values) come back every frame, so rendered surfaces are kept in a small least-recently-used cache.
"""

from __future__ import annotations

from collections import OrderedDict

import pygame

RGB = tuple[int, int, int]
MIN_TEXT_PX = 10
"""No board text is drawn smaller than this: below it, labels are left out rather than smudged."""
_CACHE_LIMIT = 512

_fonts: dict[int, pygame.font.Font] = {}
_rendered: OrderedDict[tuple[str, int, RGB, RGB | None], pygame.Surface] = OrderedDict()


def font(px: int) -> pygame.font.Font:
    """pygame's default font at ``px`` pixels (at least ``MIN_TEXT_PX``)."""
    px = max(MIN_TEXT_PX, px)
    if px not in _fonts:
        if not pygame.font.get_init():
            pygame.font.init()
        _fonts[px] = pygame.font.Font(None, px)
    return _fonts[px]


def text(s: str, px: int, colour: RGB) -> pygame.Surface:
    """Anti-aliased text on a transparent background."""
    return _cached(s, px, colour, None)


def pill(s: str, px: int, colour: RGB, background: RGB) -> pygame.Surface:
    """Text on a rounded, slightly translucent label so it reads over any terrain."""
    return _cached(s, px, colour, background)


def _cached(s: str, px: int, colour: RGB, background: RGB | None) -> pygame.Surface:
    key = (s, px, colour, background)
    surf = _rendered.get(key)
    if surf is not None:
        _rendered.move_to_end(key)
        return surf
    glyphs = font(px).render(s, True, colour)
    if background is None:
        surf = glyphs
    else:
        pad_x, pad_y = max(3, px // 3), max(1, px // 8)
        w, h = glyphs.get_width() + 2 * pad_x, glyphs.get_height() + 2 * pad_y
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, (*background, 215), surf.get_rect(), border_radius=h // 2)
        surf.blit(glyphs, (pad_x, pad_y + 1))
    _rendered[key] = surf
    if len(_rendered) > _CACHE_LIMIT:
        _rendered.popitem(last=False)
    return surf
