"""The tavern backdrop: dark wooden planks lit by a warm glow from above, darker at the edges."""

from __future__ import annotations

import pygame

from client.theme import Theme

PLANK_HEIGHT = 96
GRADIENT_CELLS = (48, 30)


def _shade(colour: pygame.Color, amount: int) -> pygame.Color:
    """``colour`` lighter (positive) or darker (negative) by ``amount`` on each channel."""
    return pygame.Color(*(max(0, min(255, channel + amount)) for channel in colour[:3]))


def make_backdrop(size: tuple[int, int], theme: Theme) -> pygame.Surface:
    """Render the backdrop for a window of ``size``; scenes make it once per layout, not per frame."""
    width, height = size
    surface = pygame.Surface(size)
    base = theme.colour("background")
    surface.fill(base)
    plank = max(24, theme.px(PLANK_HEIGHT))
    for row, top in enumerate(range(0, height, plank)):
        # A fixed pattern of slightly different boards; no randomness, so every frame matches.
        tone = (0, 3, -2, 5, 1, -3)[row % 6]
        pygame.draw.rect(surface, _shade(base, tone + 6), (0, top, width, plank))
        pygame.draw.line(surface, _shade(base, -10), (0, top), (width, top), 2)
        pygame.draw.line(surface, _shade(base, 16), (0, top + 2), (width, top + 2), 1)
        joint = (row * 389 + 160) % max(1, width // 2) + width // 4
        pygame.draw.line(surface, _shade(base, -8), (joint, top), (joint, top + plank), 2)
    surface.blit(_light(size, theme), (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    surface.blit(_vignette(size), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    return surface


def _light(size: tuple[int, int], theme: Theme) -> pygame.Surface:
    """A soft warm glow centred high on the screen, built small and scaled up smoothly."""
    cells_x, cells_y = GRADIENT_CELLS
    glow = theme.colour("background_glow")
    small = pygame.Surface((cells_x, cells_y))
    for y in range(cells_y):
        for x in range(cells_x):
            dx = (x + 0.5) / cells_x - 0.5
            dy = ((y + 0.5) / cells_y - 0.3) * 1.2
            strength = max(0.0, 1.0 - (dx * dx + dy * dy) ** 0.5 * 1.7)
            small.set_at((x, y), [round(channel * strength * strength) for channel in glow[:3]])
    return pygame.transform.smoothscale(small, size)


def _vignette(size: tuple[int, int]) -> pygame.Surface:
    """A multiplier that darkens the corners and edges."""
    cells_x, cells_y = GRADIENT_CELLS
    small = pygame.Surface((cells_x, cells_y))
    for y in range(cells_y):
        for x in range(cells_x):
            dx = (x + 0.5) / cells_x - 0.5
            dy = (y + 0.5) / cells_y - 0.5
            level = round(255 * max(0.35, 1.0 - (dx * dx + dy * dy) * 1.6))
            small.set_at((x, y), (level, level, level))
    return pygame.transform.smoothscale(small, size)
