"""A game's table layout: its zones, where each sits for each seat, and how its cards are shown.

Boxes are fractions of the table area (x, y, width, height) for the seat at the bottom of the
screen (the viewer); the seat across the table gets the box mirrored top to bottom, so one
description serves both sides. A game for more seats would give ``zone_rect`` a placement per
further seat (left and right of the table); the two-player games need only the mirror.

>>> spec = ZoneSpec("board", "row", (0.1, 0.5, 0.8, 0.2))
>>> zone_rect(spec, 0, pygame.Rect(0, 0, 1000, 1000)), zone_rect(spec, 1, pygame.Rect(0, 0, 1000, 1000))
(Rect(100, 500, 800, 200), Rect(100, 300, 800, 200))
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

import pygame

ZoneKind = Literal["hand", "row", "pile", "portrait", "resource", "slots"]
"""hand: fanned cards; row: cards side by side in order (a board); pile: one card or back with a
count (deck, graveyard); portrait: one large card (hero, hero power, weapon); resource: a bar of
crystals (mana); slots: small face-down markers in a line (secrets)."""


@dataclass(frozen=True)
class ZoneSpec:
    """One zone: its name (the adapter's key), kind, box for the viewer's side, and card size.

    ``card_scale`` multiplies the layout's base card width for the cards in this zone; ``label``
    is shown on piles and slots.
    """

    name: str
    kind: ZoneKind
    box: tuple[float, float, float, float]
    card_scale: float = 1.0
    label: str = ""


@dataclass(frozen=True)
class TableLayout:
    """All zones of a game's table and the base card width as a fraction of the table's height."""

    zones: tuple[ZoneSpec, ...]
    card_height: float = 0.17
    sides: tuple[int, ...] = (0, 1)
    """The seats whose zones are laid out: (0, 1) mirrors every zone for the opponent; (0,) lays out
    the boxes only as given, for a game that names a zone per player itself (more than two seats)."""

    def zone(self, name: str) -> ZoneSpec:
        """:raises KeyError: no zone has that name."""
        for spec in self.zones:
            if spec.name == name:
                return spec
        raise KeyError(name)

    def card_width(self, table: pygame.Rect, spec: ZoneSpec) -> int:
        """The width in pixels of one card of ``spec`` on a table of that size (cards are 5:7)."""
        return max(24, round(table.height * self.card_height * spec.card_scale / 1.4))


def zone_rect(spec: ZoneSpec, seat: int, table: pygame.Rect) -> pygame.Rect:
    """The pixel box of ``spec`` for ``seat`` (0: the viewer, at the bottom; 1: across the table)."""
    x, y, w, h = spec.box
    if seat == 1:
        y = 1.0 - y - h
    return pygame.Rect(
        table.x + round(x * table.width),
        table.y + round(y * table.height),
        round(w * table.width),
        round(h * table.height),
    )
