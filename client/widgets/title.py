"""Headings drawn by the project in the serif display font, with a shadow and an ornament rule."""

from __future__ import annotations

import pygame

from client.theme import Theme


class Title:
    """A line of display text centred on ``center``, optionally with a rule of diamonds below.

    Rendered at construction; ``height`` includes the rule, so layouts can stack below it.
    """

    def __init__(
        self,
        text: str,
        role: str,
        center_x: int,
        top: int,
        theme: Theme,
        *,
        colour: str = "title",
        ornament: bool = False,
    ) -> None:
        font = theme.font(role)
        shadow_offset = max(1, theme.px(3))
        text_surface = font.render(text, True, theme.colour(colour))
        shadow = font.render(text, True, theme.colour("title_shadow"))
        shadow.set_alpha(170)
        rule_height = theme.px(22) if ornament else 0
        width = text_surface.get_width() + shadow_offset
        self._surface = pygame.Surface(
            (
                max(width, theme.px(420) if ornament else 0),
                text_surface.get_height() + shadow_offset + rule_height,
            ),
            pygame.SRCALPHA,
        )
        x = (self._surface.get_width() - text_surface.get_width()) // 2
        self._surface.blit(shadow, (x + shadow_offset, shadow_offset))
        self._surface.blit(text_surface, (x, 0))
        if ornament:
            self._draw_rule(text_surface.get_height() + shadow_offset + rule_height // 2, theme)
        self.rect = self._surface.get_rect(midtop=(center_x, top))

    @property
    def height(self) -> int:
        return self.rect.height

    def _draw_rule(self, y: int, theme: Theme) -> None:
        width = self._surface.get_width()
        middle = width // 2
        colour = theme.colour("divider")
        gap = theme.px(18)
        pygame.draw.line(self._surface, colour, (width // 8, y), (middle - gap, y), max(1, theme.px(2)))
        pygame.draw.line(
            self._surface, colour, (middle + gap, y), (width - width // 8, y), max(1, theme.px(2))
        )
        size = theme.px(7)
        gold = theme.colour("title")
        pygame.draw.polygon(
            self._surface,
            gold,
            [(middle, y - size), (middle + size, y), (middle, y + size), (middle - size, y)],
        )
        for end in (width // 8, width - width // 8):
            small = max(2, size // 2)
            pygame.draw.polygon(
                self._surface,
                colour,
                [(end, y - small), (end + small, y), (end, y + small), (end - small, y)],
            )

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self._surface, self.rect)
