"""Where every card of a view lands on screen: the pure geometry of a card table.

``TableGeometry`` holds each zone's rectangle for each side and places a view's cards in them:
a hand fanned along a shallow arc (cards overlap when there are many), a row centred with an
optional gap where a dragged card would go, one card for piles and portraits, small markers for
slots. ``insertion_index`` tells where a card dropped at a given x would enter a row.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from client.table.layout import TableLayout, ZoneKind, ZoneSpec, zone_rect
from client.table.model import CardView, TableView

GAP_FRACTION = 0.08
"""Space between neighbouring cards in a row, as a fraction of the card width."""


@dataclass(frozen=True)
class Placed:
    """A card on screen: its key, where it is, and which zone, side and slot it belongs to."""

    key: str
    rect: pygame.Rect
    zone: str
    seat: int
    kind: ZoneKind
    card: CardView
    index: int


class TableGeometry:
    """The zone rectangles of one layout on one table area."""

    def __init__(self, layout: TableLayout, table: pygame.Rect) -> None:
        self.layout = layout
        self.table = table
        self.rects: dict[tuple[str, int], pygame.Rect] = {
            (spec.name, seat): zone_rect(spec, seat, table) for spec in layout.zones for seat in layout.sides
        }

    def card_size(self, spec: ZoneSpec) -> tuple[int, int]:
        """The layout's card size for the zone, shrunk when the zone's box is smaller than that (a tall
        window makes cards, sized by the table's height, wider than a narrow box): a card never spills
        out of a one-card zone, nor out of its row's height."""
        width = self.layout.card_width(self.table, spec)
        rect = self.rects[(spec.name, self.layout.sides[0])]
        if spec.kind == "slots":
            width = max(16, min(width // 3, rect.width, rect.height))
            return width, width
        if spec.kind in ("pile", "portrait"):
            width = min(width, rect.width)
        if spec.kind != "hand":
            width = max(16, min(width, int(rect.height / 1.4)))
        return width, round(width * 1.4)

    def zone_at(self, pos: tuple[int, int], seat: int = 0) -> str | None:
        """The zone of ``seat`` under ``pos``, if any."""
        for (name, s), rect in self.rects.items():
            if s == seat and rect.collidepoint(pos):
                return name
        return None

    def place(self, view: TableView, gap: tuple[str, int, int] | None = None) -> list[Placed]:
        """Every card of ``view`` with its rectangle; ``gap`` = (zone, seat, index) opens a slot in a row."""
        placed: list[Placed] = []
        for zv in view.zones:
            try:
                spec = self.layout.zone(zv.zone)
            except KeyError:
                continue
            rect = self.rects[(spec.name, zv.seat)]
            size = self.card_size(spec)
            opening = gap[2] if gap is not None and gap[0] == zv.zone and gap[1] == zv.seat else None
            for i, r in enumerate(self._slots(spec, rect, size, len(zv.cards), opening, zv.seat)):
                placed.append(Placed(zv.cards[i].key, r, zv.zone, zv.seat, spec.kind, zv.cards[i], i))
        return placed

    def _slots(
        self, spec: ZoneSpec, rect: pygame.Rect, size: tuple[int, int], n: int, opening: int | None, seat: int
    ) -> list[pygame.Rect]:
        w, h = size
        if n == 0:
            return []
        if spec.kind in ("pile", "portrait"):
            r = pygame.Rect(0, 0, w, h)
            r.center = rect.center
            return [r] * n
        if spec.kind == "hand":
            step = min(w * 0.92, (rect.width - w) / max(1, n - 1)) if n > 1 else 0
            total = w + step * (n - 1)
            x0 = rect.centerx - total / 2
            out = []
            for i in range(n):
                off = (i - (n - 1) / 2) / max(1.0, n / 2)
                dy = round(off * off * h * 0.08)
                r = pygame.Rect(round(x0 + i * step), 0, w, h)
                r.centery = rect.centery + (dy if seat == 0 else -dy)
                out.append(r)
            return out
        slots = n + (1 if opening is not None else 0)
        step = w * (1 + GAP_FRACTION)
        if spec.kind == "row":
            step = min(step, (rect.width - w) / max(1, slots - 1)) if slots > 1 else step
        total = w + step * (slots - 1)
        x0 = rect.centerx - total / 2
        out = []
        for i in range(n):
            slot = i + (1 if opening is not None and i >= opening else 0)
            r = pygame.Rect(round(x0 + slot * step), 0, w, h)
            r.centery = rect.centery
            out.append(r)
        return out

    def insertion_index(self, view: TableView, zone: str, seat: int, x: int) -> int:
        """Where a card dropped at ``x`` would enter the row ``zone`` of ``seat``."""
        row = [p for p in self.place(view) if p.zone == zone and p.seat == seat]
        return sum(1 for p in row if p.rect.centerx < x)
