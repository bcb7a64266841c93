"""The enlarged card shown next to the cursor while a card is hovered, always fully on screen.

The card goes to the right of the cursor, or to its left when there is no room, vertically
centred on the cursor, and is then pushed inside the screen. A soft shadow lifts it off the table.
Sizes are design sizes at 100% UI scale: ``TABLE_WIDTH`` for cards on the table, ``HOVER_WIDTH``
for the enlarged one; multiply by the theme's scale and ask the CardFaceCache for that width.

>>> hover_rect((360, 504), (100, 300), pygame.Rect(0, 0, 1280, 720))
Rect(120, 48, 360, 504)
>>> hover_rect((360, 504), (1200, 700), pygame.Rect(0, 0, 1280, 720))
Rect(820, 216, 360, 504)
"""

from __future__ import annotations

import pygame

TABLE_WIDTH = 150
HOVER_WIDTH = 360
GAP = 20
"""Pixels between the cursor and the enlarged card."""
_SHADOW_ALPHA = 120
_shadows: dict[tuple[int, int, int], pygame.Surface] = {}


def hover_rect(
    face_size: tuple[int, int], cursor: tuple[int, int], bounds: pygame.Rect, gap: int = GAP
) -> pygame.Rect:
    """Where a card of ``face_size`` goes for a cursor at ``cursor`` inside ``bounds``."""
    rect = pygame.Rect((0, 0), face_size)
    rect.centery = cursor[1]
    rect.left = cursor[0] + gap
    if rect.right > bounds.right:
        rect.right = cursor[0] - gap
    return rect.clamp(bounds)


def draw_hover(
    surface: pygame.Surface, face: pygame.Surface, cursor: tuple[int, int], gap: int = GAP
) -> pygame.Rect:
    """Draw ``face`` enlarged beside ``cursor`` with a shadow, kept on ``surface``; returns where."""
    rect = hover_rect(face.get_size(), cursor, surface.get_rect(), gap)
    offset = max(3, rect.width // 40)
    surface.blit(_shadow(rect.size, offset * 2), rect.move(offset // 2, offset))
    surface.blit(face, rect)
    return rect


def _shadow(size: tuple[int, int], spread: int) -> pygame.Surface:
    """A blurred-looking dark rounded rectangle: a few translucent layers, each a little larger."""
    key = (size[0], size[1], spread)
    shadow = _shadows.get(key)
    if shadow is None:
        if len(_shadows) > 8:
            _shadows.clear()
        shadow = pygame.Surface((size[0] + spread, size[1] + spread), pygame.SRCALPHA)
        steps = 4
        for i in range(steps):
            inset = spread * i // (2 * steps)
            rect = shadow.get_rect().inflate(-2 * inset, -2 * inset)
            pygame.draw.rect(shadow, (0, 0, 0, _SHADOW_ALPHA // steps), rect, border_radius=size[0] // 14)
        _shadows[key] = shadow
    return shadow
