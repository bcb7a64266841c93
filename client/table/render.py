"""Painting the card table: the felt and zone frames, cards with their marks, stats and status.

``TableRenderer`` draws a view placed by ``TableGeometry``. It owns the face cache (faces composed
at the width they are drawn, so they stay crisp) and small caches of text and overlays, so a frame
is mostly blits. Highlights never rely on colour alone: a playable card is raised and outlined,
a legal target gets corner brackets, the held card a thick outline, a card chosen for the mulligan
a cross; status shows as word chips (Taunt, Frozen...) as well as tints.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from functools import lru_cache
from importlib import resources

import pygame

from client.cards.cache import CardFaceCache
from client.table.geometry import Placed, TableGeometry
from client.table.model import TableView, ZoneView
from client.theme import Theme

FLAG_WORDS: dict[str, str] = {
    "taunt": "Taunt",
    "divine_shield": "Shield",
    "frozen": "Frozen",
    "stealth": "Stealth",
    "silenced": "Silenced",
    "poisonous": "Poison",
    "windfury": "Windfury",
    "lifesteal": "Lifesteal",
    "asleep": "Asleep",
    "enchanted": "Buffed",
    "immune": "Immune",
    "used": "Used",
    "exhausted": "Exhausted",
    "protector": "Protector",
    "elusive": "Elusive",
    "ferocity": "Ferocity",
    "long_range": "Long-Range",
    "attacking": "Attacking",
    "defending": "Defending",
    "flipped": "Flipped",
    "stunned": "Stunned",
}
"""Status flags shown as word chips on board cards (so colour is never the only cue)."""


def flag_word(flag: str) -> str:
    """The chip's word for a status flag; ``armor:5`` reads "Armor 5"."""
    if ":" in flag:
        name, value = flag.split(":", 1)
        return f"{name.replace('_', ' ').title()} {value}"
    return FLAG_WORDS[flag]


TINTS: dict[str, tuple[int, int, int, int]] = {
    "frozen": (120, 190, 255, 90),
    "stealth": (10, 10, 20, 110),
    "used": (0, 0, 0, 130),
    "asleep": (0, 0, 0, 60),
    "exhausted": (0, 0, 0, 130),
}
FELT_TOP = (30, 52, 42)
FELT_BOTTOM = (18, 34, 28)


@lru_cache(maxsize=64)
def noto(name: str, size: int) -> pygame.font.Font:
    """Noto Sans (shipped with pygame_gui) at ``size`` pixels: the table's small print and numbers."""
    return pygame.font.Font(str(resources.files("pygame_gui.data") / name), size)


class TableRenderer:
    """Draws views of one game's table at one UI scale."""

    def __init__(self, theme: Theme, palette: Mapping[str, pygame.Color], faces: CardFaceCache) -> None:
        self.theme = theme
        self.palette = palette
        self.faces = faces
        self.font = noto("NotoSans-Regular.ttf", max(10, theme.px(15)))
        self.small = noto("NotoSans-Regular.ttf", max(9, theme.px(12)))
        self._text: dict[tuple[str, int, tuple[int, int, int]], pygame.Surface] = {}
        self._tints: dict[tuple[tuple[int, int], tuple[int, int, int, int]], pygame.Surface] = {}
        self._numbers: dict[tuple[str, int, tuple[int, int, int]], pygame.Surface] = {}
        self._background: tuple[tuple[int, int], pygame.Surface] | None = None

    # Caches ---------------------------------------------------------------------------------

    def text(self, words: str, colour: tuple[int, int, int], small: bool = False) -> pygame.Surface:
        key = (words, 1 if small else 0, colour)
        surface = self._text.get(key)
        if surface is None:
            if len(self._text) > 600:
                self._text.clear()
            surface = (self.small if small else self.font).render(words, True, colour)
            self._text[key] = surface
        return surface

    def tint(self, size: tuple[int, int], rgba: tuple[int, int, int, int]) -> pygame.Surface:
        key = (size, rgba)
        surface = self._tints.get(key)
        if surface is None:
            if len(self._tints) > 200:
                self._tints.clear()
            surface = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(surface, rgba, surface.get_rect(), border_radius=max(2, size[0] // 14))
            self._tints[key] = surface
        return surface

    # The table ------------------------------------------------------------------------------

    def background(self, size: tuple[int, int], geometry: TableGeometry) -> pygame.Surface:
        """The felt with every zone's frame and label, painted once per layout."""
        if self._background is not None and self._background[0] == size:
            return self._background[1]
        surface = pygame.Surface(size)
        surface.fill(self.theme.colour("background"))
        table = geometry.table
        felt = pygame.Surface(table.size)
        for y in range(table.height):
            t = y / max(1, table.height - 1)
            mid = 1 - abs(t - 0.5) * 2
            colour = [round(FELT_BOTTOM[i] + (FELT_TOP[i] - FELT_BOTTOM[i]) * mid) for i in range(3)]
            pygame.draw.line(felt, colour, (0, y), (table.width, y))
        surface.blit(felt, table.topleft)
        pygame.draw.rect(surface, self.theme.colour("panel_border"), table, max(1, self.theme.px(2)), 8)
        pygame.draw.line(
            surface,
            (60, 90, 74),
            (table.x + self.theme.px(20), table.centery),
            (table.right - self.theme.px(20), table.centery),
            1,
        )
        for spec in geometry.layout.zones:
            for seat in geometry.layout.sides:
                rect = geometry.rects[(spec.name, seat)]
                if spec.kind in ("row", "slots", "portrait"):
                    frame = pygame.Surface(rect.size, pygame.SRCALPHA)
                    pygame.draw.rect(frame, (0, 0, 0, 50), frame.get_rect(), border_radius=self.theme.px(10))
                    surface.blit(frame, rect.topleft)
                if spec.label and spec.kind in ("row", "slots"):
                    label = self.text(spec.label, (110, 140, 120), small=True)
                    surface.blit(label, (rect.x + self.theme.px(6), rect.y + self.theme.px(3)))
        self._background = (size, surface)
        return surface

    def zone_extras(self, surface: pygame.Surface, geometry: TableGeometry, view: TableView) -> None:
        """Counts on piles and hidden hands, and resource bars."""
        for zv in view.zones:
            try:
                spec = geometry.layout.zone(zv.zone)
            except KeyError:
                continue
            rect = geometry.rects[(spec.name, zv.seat)]
            if spec.kind == "resource":
                self._resource(surface, rect, zv)
            elif spec.kind == "pile":
                self._pile(surface, geometry, rect, zv, spec.label)

    def _pile(
        self, surface: pygame.Surface, geometry: TableGeometry, rect: pygame.Rect, zv: ZoneView, label: str
    ) -> None:
        spec = geometry.layout.zone(zv.zone)
        w, h = geometry.card_size(spec)
        card = pygame.Rect(0, 0, w, h)
        card.center = rect.center
        count = zv.count if zv.count is not None else len(zv.cards)
        if count and not zv.cards:
            for i in range(min(3, count), 0, -1):
                surface.blit(self.faces.get(None, w, face_down=True), card.move(i * 2, -i * 2))
        elif not count:
            pygame.draw.rect(surface, (60, 80, 70), card, 2, border_radius=max(2, w // 14))
        words = f"{label} {count}" if label else str(count)
        self.badge(surface, words, (card.centerx, card.bottom + self.theme.px(2)), (20, 16, 12))

    def _resource(self, surface: pygame.Surface, rect: pygame.Rect, zv: ZoneView) -> None:
        n = max(zv.maximum, zv.current)
        size = min(rect.height - self.theme.px(4), max(8, (rect.width - self.theme.px(70)) // 10))
        x = rect.x
        y = rect.centery
        for i in range(max(n, 1)):
            centre = (x + size // 2 + i * (size + 2), y)
            points = [
                (centre[0], centre[1] - size // 2),
                (centre[0] + size // 2, centre[1]),
                (centre[0], centre[1] + size // 2),
                (centre[0] - size // 2, centre[1]),
            ]
            if i >= n:
                break
            if i < zv.current:
                pygame.draw.polygon(surface, (70, 150, 250), points)
            elif i >= n - zv.locked:
                pygame.draw.polygon(surface, (120, 40, 30), points)
                pygame.draw.line(surface, (240, 120, 90), points[0], points[2], 2)
            else:
                pygame.draw.polygon(surface, (30, 40, 60), points)
            pygame.draw.polygon(surface, (200, 210, 230), points, 1)
        words = zv.text or f"{zv.current}/{zv.maximum}"
        label = self.text(words, (220, 230, 250))
        surface.blit(label, (x + max(n, 1) * (size + 2) + self.theme.px(6), y - label.get_height() // 2))

    def badge(
        self, surface: pygame.Surface, words: str, midtop: tuple[int, int], fill: tuple[int, int, int]
    ) -> None:
        label = self.text(words, (240, 230, 210), small=True)
        box = label.get_rect(midtop=midtop).inflate(self.theme.px(10), self.theme.px(4))
        pygame.draw.rect(surface, fill, box, border_radius=box.height // 2)
        pygame.draw.rect(surface, (150, 120, 70), box, 1, border_radius=box.height // 2)
        surface.blit(label, label.get_rect(center=box.center))

    # Cards ----------------------------------------------------------------------------------

    def card(
        self,
        surface: pygame.Surface,
        p: Placed,
        mark: str | None = None,
        offset: tuple[int, int] = (0, 0),
        alpha: float = 1.0,
        rect: pygame.Rect | None = None,
    ) -> None:
        """One card with its face, stats over the face, status chips and highlight mark."""
        r = (rect or p.rect).move(offset)
        if p.kind == "slots":
            self._slot(surface, r, p, mark)
            return
        if mark == "playable" and p.kind == "hand" and p.seat == 0:
            r = r.move(0, -self.theme.px(12))
        face = self.faces.get(p.card.card_id, r.width, face_down=p.card.card_id is None)
        if alpha < 1.0:
            face = face.copy()
            face.set_alpha(round(255 * max(0.0, alpha)))
        surface.blit(face, r)
        if p.card.card_id is None:
            for flag in p.card.flags:
                if flag in TINTS:
                    surface.blit(self.tint(r.size, TINTS[flag]), r)
            self._mark(surface, r, mark)
            return
        card = p.card
        if card.cost is not None and card.base_cost is not None and card.cost != card.base_cost:
            colour = (120, 255, 120) if card.cost < card.base_cost else (255, 110, 100)
            radius = max(8, r.width // 9)
            self._gem(
                surface, (r.x + radius + 1, r.y + radius + 1), radius, (40, 110, 210), str(card.cost), colour
            )
        flags = set(p.card.flags)
        for flag, rgba in TINTS.items():
            if flag in flags:
                surface.blit(self.tint(r.size, rgba), r)
        if "taunt" in flags:
            pygame.draw.rect(
                surface, (170, 170, 180), r.inflate(6, 6), max(3, r.width // 24), border_radius=r.width // 10
            )
        if "divine_shield" in flags:
            pygame.draw.ellipse(surface, (250, 220, 110), r.inflate(8, 4), max(2, r.width // 40))
        if p.kind in ("row", "portrait") and (p.card.attack is not None or p.card.health is not None):
            self._stats(surface, r, p)
        if p.kind in ("row", "portrait"):
            armor = [f for f in p.card.flags if f.startswith("armor:")]
            if armor:
                self._armor(surface, r, armor[0].split(":", 1)[1])
            words = [f for f in p.card.flags if (f in FLAG_WORDS or ":" in f) and f not in armor]
            self._chips(surface, r, [flag_word(f) for f in words])
        if p.card.label:
            self.badge(surface, p.card.label, (r.centerx, r.bottom + 2), (30, 24, 18))
        self._mark(surface, r, mark)

    def _stats(self, surface: pygame.Surface, r: pygame.Rect, p: Placed) -> None:
        radius = max(8, r.width // 8)
        y = r.bottom - radius - max(2, r.width // 40)
        c = p.card
        if c.attack is not None and (c.attack > 0 or p.kind == "row"):
            colour = (
                (120, 255, 120) if c.base_attack is not None and c.attack > c.base_attack else (255, 255, 255)
            )
            self._gem(surface, (r.x + radius + 2, y), radius, (206, 150, 30), str(c.attack), colour)
        if c.health is not None:
            colour = (255, 255, 255)
            if c.base_health is not None and c.health < c.base_health:
                colour = (255, 110, 100)
            elif c.base_health is not None and c.health > c.base_health:
                colour = (120, 255, 120)
            self._gem(surface, (r.right - radius - 2, y), radius, (180, 34, 30), str(c.health), colour)

    def _armor(self, surface: pygame.Surface, r: pygame.Rect, amount: str) -> None:
        """Armor as a steel shield in the card's top right corner, over the art: inside the card, so it
        covers neither the card's edge and the marks around it (a chip on the top edge did) nor the
        name banner above the health gem."""
        radius = max(8, r.width // 8)
        cx = r.right - radius - 3
        cy = r.y + radius + 3
        half = radius + 1
        points = [
            (cx - half, cy - half),
            (cx + half, cy - half),
            (cx + half, cy + half // 3),
            (cx, cy + half + 2),
            (cx - half, cy + half // 3),
        ]
        pygame.draw.polygon(surface, (20, 14, 10), [(x, y + 1) for x, y in points], 0)
        pygame.draw.polygon(surface, (150, 156, 168), points)
        pygame.draw.polygon(surface, (20, 14, 10), points, 2)
        label = noto("NotoSans-Bold.ttf", max(9, round(radius * 1.25))).render(amount, True, (255, 255, 255))
        surface.blit(label, label.get_rect(center=(cx, cy)))

    def _gem(
        self,
        surface: pygame.Surface,
        centre: tuple[int, int],
        radius: int,
        fill: tuple[int, int, int],
        words: str,
        ink: tuple[int, int, int],
    ) -> None:
        pygame.draw.circle(surface, (20, 14, 10), centre, radius + 2)
        pygame.draw.circle(surface, fill, centre, radius)
        key = (words, radius, ink)
        label = self._numbers.get(key)
        if label is None:
            label = noto("NotoSans-Bold.ttf", max(9, round(radius * 1.25))).render(words, True, ink)
            self._numbers[key] = label
        surface.blit(label, label.get_rect(center=centre))

    def _chips(self, surface: pygame.Surface, r: pygame.Rect, words: list[str]) -> None:
        y = r.y + 2
        for w in words[:3]:
            label = self.text(w, (250, 244, 230), small=True)
            box = label.get_rect(midtop=(r.centerx, y)).inflate(6, 2)
            pygame.draw.rect(surface, (30, 22, 16), box, border_radius=4)
            surface.blit(label, label.get_rect(center=box.center))
            y = box.bottom + 1

    def _slot(self, surface: pygame.Surface, r: pygame.Rect, p: Placed, mark: str | None) -> None:
        c = r.center
        half = r.width // 2
        points = [(c[0], c[1] - half), (c[0] + half, c[1]), (c[0], c[1] + half), (c[0] - half, c[1])]
        pygame.draw.polygon(surface, (120, 60, 160), points)
        pygame.draw.polygon(surface, (230, 200, 120), points, 2)
        q = self.text("?", (255, 240, 200))
        surface.blit(q, q.get_rect(center=c))
        self._mark(surface, r, mark)

    def _mark(self, surface: pygame.Surface, r: pygame.Rect, mark: str | None) -> None:
        if mark is None:
            return
        width = max(2, self.theme.px(3))
        if mark == "playable":
            pygame.draw.rect(
                surface, self.palette["legal"], r.inflate(4, 4), width, border_radius=r.width // 12
            )
        elif mark == "held":
            pygame.draw.rect(
                surface, self.palette["selected"], r.inflate(6, 6), width + 1, border_radius=r.width // 12
            )
        elif mark == "target":
            self._brackets(surface, r.inflate(8, 8), self.palette["danger"], width)
        elif mark == "chosen":
            pygame.draw.rect(
                surface, self.palette["enemy"], r.inflate(4, 4), width, border_radius=r.width // 12
            )
            pad = r.width // 4
            pygame.draw.line(
                surface,
                self.palette["enemy"],
                (r.x + pad, r.y + pad),
                (r.right - pad, r.bottom - pad),
                width * 2,
            )
            pygame.draw.line(
                surface,
                self.palette["enemy"],
                (r.right - pad, r.y + pad),
                (r.x + pad, r.bottom - pad),
                width * 2,
            )

    def _brackets(self, surface: pygame.Surface, r: pygame.Rect, colour: pygame.Color, width: int) -> None:
        arm = max(8, r.width // 4)
        for (x, y), (dx, dy) in (
            (r.topleft, (1, 1)),
            (r.topright, (-1, 1)),
            (r.bottomleft, (1, -1)),
            (r.bottomright, (-1, -1)),
        ):
            pygame.draw.line(surface, colour, (x, y), (x + dx * arm, y), width)
            pygame.draw.line(surface, colour, (x, y), (x, y + dy * arm), width)


def draw_arrow(
    surface: pygame.Surface, start: tuple[int, int], end: tuple[int, int], colour: pygame.Color, width: int
) -> None:
    """The targeting arrow: a bowed line of dashes from ``start`` to a head at ``end``."""
    sx, sy = start
    ex, ey = end
    length = math.hypot(ex - sx, ey - sy)
    if length < 4:
        return
    mx, my = (sx + ex) / 2, (sy + ey) / 2
    nx, ny = -(ey - sy) / length, (ex - sx) / length
    bow = min(60.0, length * 0.15)
    cx, cy = mx + nx * bow, my + ny * bow
    points = []
    steps = max(8, int(length / 14))
    for i in range(steps + 1):
        t = i / steps
        x = (1 - t) ** 2 * sx + 2 * (1 - t) * t * cx + t * t * ex
        y = (1 - t) ** 2 * sy + 2 * (1 - t) * t * cy + t * t * ey
        points.append((x, y))
    for i in range(0, len(points) - 2, 2):
        pygame.draw.line(surface, (20, 10, 6), points[i], points[i + 1], width + 4)
        pygame.draw.line(surface, colour, points[i], points[i + 1], width)
    tx, ty = points[-1][0] - points[-3][0], points[-1][1] - points[-3][1]
    tl = math.hypot(tx, ty) or 1.0
    tx, ty = tx / tl, ty / tl
    head = width * 4
    tip = (ex, ey)
    left = (ex - tx * head - ty * head * 0.6, ey - ty * head + tx * head * 0.6)
    right = (ex - tx * head + ty * head * 0.6, ey - ty * head - tx * head * 0.6)
    pygame.draw.polygon(surface, (20, 10, 6), [tip, left, right])
    pygame.draw.polygon(surface, colour, [tip, left, right], 0)
    pygame.draw.polygon(surface, (20, 10, 6), [tip, left, right], 2)
