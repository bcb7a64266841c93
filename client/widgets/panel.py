"""A framed wooden panel drawn behind a group of widgets, and the shade that darkens the screen under a
dialog's panel; both rendered once per layout."""

from __future__ import annotations

import pygame

from client.theme import Theme


class Panel:
    """A rounded, bordered, slightly translucent panel with a drop shadow.

    The surface is rendered at construction so ``draw`` only blits.
    """

    def __init__(
        self, rect: pygame.Rect, theme: Theme, *, fill: str = "panel", border_colour: str = "panel_border"
    ) -> None:
        self.rect = pygame.Rect(rect)
        shadow = theme.px(10)
        radius = theme.px(14)
        border = max(2, theme.px(2))
        self._offset = (-shadow, -shadow // 2)
        size = (self.rect.width + 2 * shadow, self.rect.height + 2 * shadow)
        self._surface = pygame.Surface(size, pygame.SRCALPHA)
        for step in range(shadow, 0, -2):
            alpha = 70 * (shadow - step + 2) // (shadow + 2)
            grown = pygame.Rect(
                shadow - step, shadow - step // 2, self.rect.width + 2 * step, self.rect.height + 2 * step
            )
            pygame.draw.rect(self._surface, (0, 0, 0, alpha // 3), grown, border_radius=radius + step)
        body = pygame.Rect(shadow, shadow // 2, self.rect.width, self.rect.height)
        pygame.draw.rect(self._surface, theme.colour(fill), body, border_radius=radius)
        pygame.draw.rect(self._surface, theme.colour("panel_edge"), body, border, border_radius=radius)
        pygame.draw.rect(
            self._surface,
            theme.colour(border_colour),
            body.inflate(-2 * border, -2 * border),
            border,
            border_radius=max(0, radius - border),
        )
        inner = body.inflate(-4 * border - 2, -4 * border - 2)
        highlight = theme.colour("panel_highlight")
        highlight.a = 70
        pygame.draw.rect(self._surface, highlight, inner, 1, border_radius=max(0, radius - 2 * border))

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self._surface, (self.rect.x + self._offset[0], self.rect.y + self._offset[1]))


class Shade:
    """Darkens everything drawn before it, so a dialog stands out over the screen it covers.

    ``colour`` carries the alpha (the theme's ``overlay``); the surface is filled once, ``draw`` only blits.
    """

    def __init__(self, size: tuple[int, int], colour: pygame.Color) -> None:
        self._surface = pygame.Surface(size, pygame.SRCALPHA)
        self._surface.fill(colour)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self._surface, (0, 0))
