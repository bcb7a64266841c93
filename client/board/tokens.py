"""Character, pet and totem tokens: the digital UBase, drawn from a small ``TokenView`` value.

A board scene maps each character in its observation to a ``TokenView`` (name, class glyph, side,
health, personal clock, kind, selection); this module knows nothing else about the game. A token is
composed once per (view, size) into a cached surface, so a frame costs one blit per token.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from dataclasses import dataclass, replace
from typing import Literal

import pygame
from pygame import gfxdraw

from client.board import text
from client.board.layout import Point
from client.board.palette import RGB, HighlightStyle, Palette, darker, lighter, mix
from engine.hex import Hex

TokenKind = Literal["character", "pet", "totem"]
TOKEN_KINDS: tuple[str, ...] = ("character", "pet", "totem")
KIND_SCALE: dict[str, float] = {"character": 1.0, "pet": 0.82, "totem": 0.62}
"""Token radius relative to a character's: pets a little smaller, totems clearly smaller."""
NAME_MIN_RADIUS = 17
"""Below this token radius (pixels) names are left out: the glyph and the bars still show."""
GLYPH_MIN_RADIUS = 11
"""Below this token radius the face is plain: the glyph would not fit."""
BADGE_MIN_RADIUS = 16
"""Below this token radius the health and clock badges are left out (the health bar still shows)."""
_CACHE_LIMIT = 256
_ORIGIN = Hex(0, 0)


@dataclass(frozen=True)
class TokenView:
    """What a token shows. Build one per piece per observation.

    Attributes:
        hex: the space it stands in.
        name: full name, shown under the token when there is room.
        glyph: one to three characters for the face (class initials, "Wa", "Pr"; a totem's element).
        side: the controlling side (ring colour), or None for a neutral piece.
        health, max_health: the health dial; both None hides the bar. Values at or below 0 show empty.
        clock: the personal clock's ticks ahead of the master clock (0-9), or None to hide the badge.
        kind: "character", "pet" (a bit smaller) or "totem" (small, square-cut face).
        selected: draw the selection ring.
        stealthed: draw the token faded with a dashed ring.
    """

    hex: Hex
    name: str
    glyph: str
    side: int | None
    health: int | None = None
    max_health: int | None = None
    clock: int | None = None
    kind: TokenKind = "character"
    selected: bool = False
    stealthed: bool = False

    def __post_init__(self) -> None:
        if self.kind not in TOKEN_KINDS:
            raise ValueError(f"token kind must be one of {TOKEN_KINDS}, got {self.kind!r}")
        if (self.health is None) != (self.max_health is None):
            raise ValueError(f"token {self.name!r}: give both health and max_health, or neither")
        if self.max_health is not None and self.max_health <= 0:
            raise ValueError(f"token {self.name!r}: max_health must be positive, got {self.max_health}")


class TokenPainter:
    """Draws tokens in one palette, caching each composed token surface.

    ``draw`` places a token's disc centre at ``center``; ``radius`` is a character's disc radius at
    the current zoom (the kind's scale is applied here).
    """

    def __init__(self, palette: Palette) -> None:
        self.palette = palette
        self._cache: OrderedDict[tuple[TokenView, int], tuple[pygame.Surface, tuple[int, int]]] = (
            OrderedDict()
        )

    def set_palette(self, palette: Palette) -> None:
        """Switch palette (forgets every composed token)."""
        self.palette = palette
        self._cache.clear()

    def draw(self, surface: pygame.Surface, view: TokenView, center: Point, radius: float) -> None:
        """Blit ``view`` centred on ``center``."""
        r = max(4, round(radius * KIND_SCALE[view.kind]))
        # The hex is irrelevant to the picture: cache on the view without it.
        key = (view if view.hex == _ORIGIN else replace(view, hex=_ORIGIN), r)
        entry = self._cache.get(key)
        if entry is None:
            entry = self._compose(view, r)
            self._cache[key] = entry
            if len(self._cache) > _CACHE_LIMIT:
                self._cache.popitem(last=False)
        else:
            self._cache.move_to_end(key)
        surf, (ax, ay) = entry
        surface.blit(surf, (round(center[0]) - ax, round(center[1]) - ay))

    def _compose(self, view: TokenView, r: int) -> tuple[pygame.Surface, tuple[int, int]]:
        """The token picture and the position of the disc centre inside it."""
        p = self.palette
        show_name = view.kind != "totem" and r >= NAME_MIN_RADIUS
        name_px = max(text.MIN_TEXT_PX, round(r * 0.56))
        name_surf = text.pill(view.name, name_px, p.label_text, p.label_bg) if show_name else None
        bar_h = max(3, round(r * 0.2)) if view.max_health is not None else 0
        width = max(2 * r + 2 * max(6, r // 2), name_surf.get_width() if name_surf else 0) + 8
        height = 2 * r + max(6, r // 2) + bar_h + 4 + (name_surf.get_height() + 2 if name_surf else 0) + 6
        surf = pygame.Surface((width, height), pygame.SRCALPHA)
        cx, cy = width // 2, max(6, r // 2) + r + 2
        ring = p.side_colour(view.side)

        if view.selected:
            self._selection_ring(surf, (cx, cy), r)
        # Soft drop shadow, then the side ring, then the face.
        gfxdraw.filled_circle(surf, cx + max(1, r // 10), cy + max(2, r // 7), r, (0, 0, 0, 90))
        if view.kind == "totem":
            self._totem_body(surf, (cx, cy), r, ring)
        else:
            gfxdraw.filled_circle(surf, cx, cy, r, ring)
            gfxdraw.aacircle(surf, cx, cy, r, darker(ring, 0.55))
            face_r = max(2, round(r * 0.74))
            gfxdraw.filled_circle(surf, cx, cy, face_r, p.token_face)
            gfxdraw.aacircle(surf, cx, cy, face_r, darker(ring, 0.7))
            # A light rim on the upper-left edge of the ring gives the disc some depth.
            pygame.draw.arc(
                surf,
                lighter(ring, 0.45),
                (cx - r + 1, cy - r + 1, 2 * r - 2, 2 * r - 2),
                math.radians(95),
                math.radians(185),
                max(1, r // 9),
            )
        if r >= GLYPH_MIN_RADIUS:
            glyph_px = max(text.MIN_TEXT_PX, round(r * (0.95 if len(view.glyph) <= 2 else 0.7)))
            glyph = text.text(view.glyph, glyph_px, p.token_text)
            surf.blit(glyph, glyph.get_rect(center=(cx, cy + 1)))

        if view.stealthed:
            surf.fill((255, 255, 255, 120), special_flags=pygame.BLEND_RGBA_MULT)
            _dashed_circle(surf, (cx, cy), r + 2, p.label_text, 12)

        y = cy + r + 4
        if view.health is not None and view.max_health is not None:
            self._health_bar(surf, pygame.Rect(cx - r, y, 2 * r, bar_h), view.health, view.max_health)
            y += bar_h + 2
        if name_surf is not None:
            surf.blit(name_surf, name_surf.get_rect(midtop=(cx, y)))
        if view.clock is not None and r >= BADGE_MIN_RADIUS:
            self._clock_badge(surf, (cx, cy), r, view.clock)
        if view.health is not None and view.max_health is not None and r >= BADGE_MIN_RADIUS:
            self._health_badge(surf, (cx, cy), r, view.health, view.max_health)
        return surf, (cx, cy)

    def _selection_ring(self, surf: pygame.Surface, c: tuple[int, int], r: int) -> None:
        colour = self.palette.highlight[HighlightStyle.SELECTED]
        outer = r + max(4, r // 4)
        pygame.draw.circle(surf, (0, 0, 0, 140), c, outer + 1, max(3, r // 6) + 2)
        pygame.draw.circle(surf, colour, c, outer, max(3, r // 6))
        gfxdraw.aacircle(surf, c[0], c[1], outer, colour)

    def _totem_body(self, surf: pygame.Surface, c: tuple[int, int], r: int, ring: RGB) -> None:
        """A totem is an octagon, not a disc, so it reads as a different kind of piece without colour."""

        def octagon(rad: float) -> list[tuple[float, float]]:
            return [
                (
                    c[0] + rad * math.cos(math.radians(22.5 + 45 * i)),
                    c[1] + rad * math.sin(math.radians(22.5 + 45 * i)),
                )
                for i in range(8)
            ]

        pygame.draw.polygon(surf, ring, octagon(r))
        pygame.draw.aalines(surf, darker(ring, 0.55), True, octagon(r))
        pygame.draw.polygon(surf, self.palette.token_face, octagon(r * 0.72))

    def _health_bar(self, surf: pygame.Surface, rect: pygame.Rect, health: int, max_health: int) -> None:
        p = self.palette
        frac = max(0.0, min(1.0, health / max_health))
        pygame.draw.rect(surf, p.health_back, rect.inflate(2, 2), border_radius=3)
        fill = rect.copy()
        fill.width = round(rect.width * frac)
        if fill.width:
            colour = mix(p.health_low, p.health_full, frac)
            pygame.draw.rect(surf, colour, fill, border_radius=2)
        # Tick marks every health point (up to a readable density) make the amount countable.
        if rect.width / max_health >= 5:
            for i in range(1, max_health):
                x = rect.left + round(rect.width * i / max_health)
                pygame.draw.line(surf, p.health_back, (x, rect.top), (x, rect.bottom - 1))

    def _health_badge(
        self, surf: pygame.Surface, c: tuple[int, int], r: int, health: int, max_health: int
    ) -> None:
        """Remaining health as a number on a square badge at the upper left (the clock's is round)."""
        p = self.palette
        frac = max(0.0, min(1.0, health / max_health))
        digits = text.text(str(max(health, 0)), max(text.MIN_TEXT_PX, round(r * 0.5)), p.health_back)
        side = max(digits.get_width() + 6, round(r * 0.66))
        badge = pygame.Rect(0, 0, side, round(r * 0.66))
        badge.center = (c[0] - round(r * 0.78), c[1] - round(r * 0.78))
        pygame.draw.rect(surf, p.label_text, badge.inflate(4, 4), border_radius=4)
        pygame.draw.rect(surf, mix(p.health_low, p.health_full, frac), badge.inflate(2, 2), border_radius=3)
        pygame.draw.rect(surf, p.health_back, badge.inflate(4, 4), 1, border_radius=4)
        surf.blit(digits, digits.get_rect(center=(badge.centerx, badge.centery + 1)))

    def _clock_badge(self, surf: pygame.Surface, c: tuple[int, int], r: int, clock: int) -> None:
        p = self.palette
        br = max(6, round(r * 0.36))
        bx = c[0] + round(r * 0.78)
        by = c[1] - round(r * 0.78)
        gfxdraw.filled_circle(surf, bx, by, br + 1, p.label_text)
        gfxdraw.filled_circle(surf, bx, by, br, p.clock_bg)
        gfxdraw.aacircle(surf, bx, by, br + 1, p.label_bg)
        digits = text.text(str(clock), max(text.MIN_TEXT_PX, round(br * 1.5)), p.clock_text)
        surf.blit(digits, digits.get_rect(center=(bx, by + 1)))


def _dashed_circle(surf: pygame.Surface, c: tuple[int, int], r: int, colour: RGB, dashes: int) -> None:
    rect = pygame.Rect(c[0] - r, c[1] - r, 2 * r, 2 * r)
    step = 2 * math.pi / dashes
    for i in range(dashes):
        pygame.draw.arc(surf, colour, rect, i * step, i * step + step * 0.55, 2)
