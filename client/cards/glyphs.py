"""Procedural icon glyphs: stat icons, damage types, slots and sigils, drawn from a few shapes.

Each glyph is a painter that draws in white on a square supersampled mask, using coordinates in a
unit square (0..1, y down). ``glyph_mask`` reduces it to a smooth mask at the wanted size and
``draw_glyph`` paints it in a colour, optionally with a dark edge so it reads on any background.
Every silhouette differs from the others (shield, hexagon, heart...), so icons never rely on colour.

>>> sorted(GLYPHS)[:4]
['alliance', 'arcane', 'armor', 'chest']
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFilter

from client.cards.compose import RGB, SS, paint_fill

Pt = tuple[float, float]
UnitPainter = Callable[["_Pen"], None]


class _Pen:
    """Draws unit-square shapes on a supersampled mask; ``on`` paints (255) or cuts (0)."""

    def __init__(self, draw: ImageDraw.ImageDraw, side: float) -> None:
        self.draw, self.side = draw, side

    def pts(self, points: Sequence[Pt]) -> list[Pt]:
        return [(x * self.side, y * self.side) for x, y in points]

    def poly(self, points: Sequence[Pt], on: bool = True) -> None:
        self.draw.polygon(self.pts(points), fill=255 if on else 0)

    def circle(self, c: Pt, r: float, on: bool = True) -> None:
        x, y = c
        self.draw.ellipse(self.pts([(x - r, y - r), (x + r, y + r)]), fill=255 if on else 0)

    def ring(self, c: Pt, r: float, width: float) -> None:
        self.circle(c, r)
        self.circle(c, r - width, on=False)

    def line(self, a: Pt, b: Pt, width: float, on: bool = True) -> None:
        self.draw.line(self.pts([a, b]), fill=255 if on else 0, width=max(1, round(width * self.side)))
        for end in (a, b):
            self.circle(end, width / 2, on)


def _rotate(points: Sequence[Pt], degrees: float, centre: Pt = (0.5, 0.5), scale: float = 1.0) -> list[Pt]:
    a = math.radians(degrees)
    cos, sin = math.cos(a), math.sin(a)
    cx, cy = centre
    return [
        (cx + ((x - 0.5) * cos - (y - 0.5) * sin) * scale, cy + ((x - 0.5) * sin + (y - 0.5) * cos) * scale)
        for x, y in points
    ]


def _star(points: int, outer: float, inner: float, centre: Pt = (0.5, 0.5), turn: float = -90) -> list[Pt]:
    out: list[Pt] = []
    for i in range(points * 2):
        r = outer if i % 2 == 0 else inner
        a = math.radians(turn + i * 180 / points)
        out.append((centre[0] + r * math.cos(a), centre[1] + r * math.sin(a)))
    return out


_SWORD: list[Pt] = [
    (0.44, 0.64), (0.44, 0.15), (0.5, 0.03), (0.56, 0.15), (0.56, 0.64),
    (0.68, 0.64), (0.68, 0.71), (0.545, 0.71), (0.545, 0.86), (0.455, 0.86),
    (0.455, 0.71), (0.32, 0.71), (0.32, 0.64),
]  # fmt: skip


def _sword(pen: _Pen, angle: float = 45, scale: float = 1.0) -> None:
    pen.poly(_rotate(_SWORD, angle, scale=scale))
    pommel = _rotate([(0.5, 0.91)], angle, scale=scale)[0]
    pen.circle(pommel, 0.055 * scale)


def _clock(pen: _Pen) -> None:
    pen.ring((0.5, 0.5), 0.46, 0.1)
    for a in range(0, 360, 90):
        x, y = math.cos(math.radians(a)), math.sin(math.radians(a))
        pen.line((0.5 + 0.3 * x, 0.5 + 0.3 * y), (0.5 + 0.36 * x, 0.5 + 0.36 * y), 0.06)
    pen.line((0.5, 0.5), (0.5, 0.2), 0.09)
    pen.line((0.5, 0.5), (0.7, 0.6), 0.09)


def _range(pen: _Pen) -> None:
    pen.ring((0.5, 0.5), 0.46, 0.09)
    pen.ring((0.5, 0.5), 0.27, 0.09)
    pen.circle((0.5, 0.5), 0.09)


def _magic(pen: _Pen) -> None:
    pen.poly(_star(4, 0.42, 0.11, (0.44, 0.56)))
    pen.poly(_star(4, 0.18, 0.05, (0.8, 0.2)))


def _heal(pen: _Pen) -> None:
    pen.draw.rounded_rectangle(pen.pts([(0.35, 0.08), (0.65, 0.92)]), radius=0.06 * pen.side, fill=255)
    pen.draw.rounded_rectangle(pen.pts([(0.08, 0.35), (0.92, 0.65)]), radius=0.06 * pen.side, fill=255)


def _kite(top: float = 0.08, bottom: float = 0.96, half: float = 0.38) -> list[Pt]:
    pts: list[Pt] = [(0.5 - half, top), (0.5 + half, top)]
    for i in range(9):
        t = i / 8
        pts.append((0.5 + half * (1 - t**1.6), top + 0.36 * (bottom - top) + t * 0.64 * (bottom - top)))
    for x, y in reversed(pts[2:-1]):
        pts.append((1 - x, y))
    return pts


def _armor(pen: _Pen) -> None:
    pen.poly(_kite())
    pen.poly(_kite(0.19, 0.8, 0.26), on=False)
    pen.poly(_kite(0.26, 0.7, 0.19))


def _hexagon(r: float, c: Pt = (0.5, 0.5)) -> list[Pt]:
    return [
        (c[0] + r * math.cos(math.radians(a)), c[1] + r * math.sin(math.radians(a)))
        for a in range(-90, 270, 60)
    ]


def _resist(pen: _Pen) -> None:
    pen.poly(_hexagon(0.48))
    pen.poly(_hexagon(0.36), on=False)
    pen.poly(_star(4, 0.3, 0.08))


def _heart(pen: _Pen) -> None:
    pen.circle((0.31, 0.35), 0.23)
    pen.circle((0.69, 0.35), 0.23)
    pen.poly([(0.1, 0.44), (0.5, 0.93), (0.9, 0.44), (0.5, 0.3)])


def _melee(pen: _Pen) -> None:
    _sword(pen, 45, 0.95)
    _sword(pen, -45, 0.95)


def _ranged(pen: _Pen) -> None:
    shaft = [(0.475, 0.2), (0.525, 0.2), (0.525, 0.86), (0.475, 0.86)]
    head = [(0.5, 0.02), (0.63, 0.26), (0.37, 0.26)]
    fletch = [(0.5, 0.74), (0.66, 0.9), (0.66, 0.99), (0.5, 0.84), (0.34, 0.99), (0.34, 0.9)]
    for part in (shaft, head, fletch):
        pen.poly(_rotate(part, 45))


def _flame(cx: float, cy: float, scale: float) -> list[Pt]:
    """A flame: a round base, a bulging right side up to a tip bent left, a slimmer left side."""

    def bez(p0: Pt, p1: Pt, p2: Pt, n: int = 12) -> list[Pt]:
        return [
            ((1 - t) ** 2 * p0[0] + 2 * (1 - t) * t * p1[0] + t * t * p2[0],
             (1 - t) ** 2 * p0[1] + 2 * (1 - t) * t * p1[1] + t * t * p2[1])
            for t in (i / n for i in range(1, n + 1))
        ]  # fmt: skip

    base = [
        (0.5 - 0.28 * math.cos(t), 0.66 + 0.28 * math.sin(t)) for t in (i * math.pi / 16 for i in range(17))
    ]
    pts = [*base, *bez((0.78, 0.66), (0.84, 0.3), (0.46, 0.03)), *bez((0.46, 0.03), (0.56, 0.3), (0.34, 0.4))]
    pts += bez((0.34, 0.4), (0.3, 0.28), (0.26, 0.24)) + bez((0.26, 0.24), (0.14, 0.5), (0.22, 0.66))
    return [(cx + (x - 0.5) * scale, cy + (y - 0.5) * scale) for x, y in pts]


def _fire(pen: _Pen) -> None:
    pen.poly(_flame(0.5, 0.5, 1.0))
    pen.poly(_flame(0.52, 0.68, 0.42), on=False)


def _frost(pen: _Pen) -> None:
    for a in (90, 30, -30):
        dx, dy = math.cos(math.radians(a)) * 0.44, math.sin(math.radians(a)) * 0.44
        pen.line((0.5 - dx, 0.5 - dy), (0.5 + dx, 0.5 + dy), 0.08)
        for sign in (1, -1):
            bx, by = 0.5 + sign * dx * 0.62, 0.5 + sign * dy * 0.62
            for turn in (40, -40):
                b = math.radians(a + turn + (180 if sign < 0 else 0))
                pen.line((bx, by), (bx + math.cos(b) * 0.16, by + math.sin(b) * 0.16), 0.06)


def _nature(pen: _Pen) -> None:
    lens: list[Pt] = []
    for i in range(21):
        t = i / 20
        lens.append((0.08 + 0.84 * t, 0.5 - 0.26 * math.sin(t * math.pi)))
    for i in range(21):
        t = 1 - i / 20
        lens.append((0.08 + 0.84 * t, 0.5 + 0.26 * math.sin(t * math.pi) ** 1.3))
    pen.poly(_rotate(lens, -45))
    a, b = _rotate([(0.14, 0.5), (0.8, 0.5)], -45)
    pen.line(a, b, 0.05, on=False)
    stem = _rotate([(0.0, 0.5), (0.14, 0.5)], -45)
    pen.line(stem[0], stem[1], 0.06)


def _holy(pen: _Pen) -> None:
    pen.circle((0.5, 0.5), 0.22)
    for i in range(8):
        a = math.radians(i * 45)
        tip = (0.5 + 0.47 * math.cos(a), 0.5 + 0.47 * math.sin(a))
        side = 0.08
        left = (0.5 + 0.28 * math.cos(a - side * 2), 0.5 + 0.28 * math.sin(a - side * 2))
        right = (0.5 + 0.28 * math.cos(a + side * 2), 0.5 + 0.28 * math.sin(a + side * 2))
        pen.poly([left, tip, right])


def _shadow(pen: _Pen) -> None:
    pen.circle((0.46, 0.52), 0.42)
    pen.circle((0.64, 0.4), 0.36, on=False)
    pen.poly(_star(4, 0.12, 0.03, (0.78, 0.76)))


def _arcane(pen: _Pen) -> None:
    pen.ring((0.5, 0.5), 0.47, 0.07)
    up = [(0.5, 0.14), (0.81, 0.68), (0.19, 0.68)]
    down = [(0.5, 0.86), (0.81, 0.32), (0.19, 0.32)]
    pen.poly(up)
    pen.poly(down)
    pen.circle((0.5, 0.5), 0.1, on=False)


def _honor(pen: _Pen) -> None:
    pen.poly(_star(5, 0.48, 0.2, (0.5, 0.54)))


def _two_handed(pen: _Pen) -> None:
    pen.line((0.5, 0.06), (0.5, 0.96), 0.08)
    edge = [(0.84 + 0.1 * math.sin(i / 12 * math.pi), 0.08 + 0.52 * i / 12) for i in range(13)]
    blade = [(0.5, 0.26), *edge, (0.5, 0.44)]
    pen.poly(blade)
    pen.poly([(1 - x, y) for x, y in blade])


def _chest(pen: _Pen) -> None:
    pen.poly([(0.2, 0.08), (0.38, 0.14), (0.5, 0.2), (0.62, 0.14), (0.8, 0.08), (0.96, 0.3), (0.82, 0.42),
              (0.8, 0.9), (0.5, 0.97), (0.2, 0.9), (0.18, 0.42), (0.04, 0.3)])  # fmt: skip
    pen.line((0.5, 0.3), (0.5, 0.85), 0.05, on=False)


def _trinket(pen: _Pen) -> None:
    pen.ring((0.5, 0.62), 0.32, 0.09)
    pen.poly([(0.5, 0.02), (0.68, 0.2), (0.5, 0.4), (0.32, 0.2)])


def _alliance(pen: _Pen) -> None:
    pen.poly(_kite(0.04, 0.98, 0.44))
    pen.poly(_kite(0.12, 0.86, 0.35), on=False)
    pen.poly(_star(4, 0.3, 0.07, (0.5, 0.44)))
    pen.poly([(0.2, 0.2), (0.8, 0.2), (0.8, 0.26), (0.2, 0.26)], on=False)


def _horde(pen: _Pen) -> None:
    pen.poly(_star(12, 0.5, 0.38))
    pen.circle((0.5, 0.5), 0.3, on=False)
    pen.poly([(0.5, 0.24), (0.74, 0.62), (0.63, 0.62), (0.5, 0.42), (0.37, 0.62), (0.26, 0.62)])
    pen.poly([(0.455, 0.48), (0.545, 0.48), (0.545, 0.8), (0.455, 0.8)])


def _monster(pen: _Pen) -> None:
    for k, dx in enumerate((-0.24, 0.0, 0.24)):
        pts_l: list[Pt] = []
        pts_r: list[Pt] = []
        for i in range(17):
            t = i / 16
            x = 0.5 + dx + 0.16 * math.sin(t * math.pi * 0.9) - 0.08
            y = 0.06 + 0.88 * t + (0.04 if k == 1 else 0.0) * math.sin(t * math.pi)
            w = 0.075 * math.sin(t * math.pi) ** 0.8
            pts_l.append((x - w, y))
            pts_r.append((x + w, y))
        pen.poly([*pts_l, *reversed(pts_r)])


def _tankard(pen: _Pen) -> None:
    pen.draw.rounded_rectangle(pen.pts([(0.18, 0.3), (0.68, 0.95)]), radius=0.08 * pen.side, fill=255)
    pen.ring((0.7, 0.6), 0.2, 0.07)
    pen.draw.rectangle(pen.pts([(0.25, 0.42), (0.3, 0.86)]), fill=0)
    pen.draw.rectangle(pen.pts([(0.4, 0.42), (0.45, 0.86)]), fill=0)
    pen.draw.rectangle(pen.pts([(0.55, 0.42), (0.6, 0.86)]), fill=0)
    for c, r in (((0.24, 0.28), 0.1), ((0.4, 0.22), 0.13), ((0.56, 0.26), 0.11), ((0.67, 0.32), 0.07)):
        pen.circle(c, r)


GLYPHS: dict[str, UnitPainter] = {
    "clock": _clock,
    "range": _range,
    "physical": _sword,
    "magic": _magic,
    "heal": _heal,
    "armor": _armor,
    "resist": _resist,
    "health": _heart,
    "honor": _honor,
    "melee": _melee,
    "ranged": _ranged,
    "fire": _fire,
    "frost": _frost,
    "nature": _nature,
    "holy": _holy,
    "shadow": _shadow,
    "arcane": _arcane,
    "main_hand": _sword,
    "off_hand": _armor,
    "two_handed": _two_handed,
    "chest": _chest,
    "trinket": _trinket,
    "alliance": _alliance,
    "horde": _horde,
    "monster": _monster,
    "tankard": _tankard,
}
"""Every glyph by name: stats, damage types, equipment slots, faction sigils and the tavern tankard."""


@lru_cache(maxsize=512)
def glyph_mask(name: str, size: int) -> Image.Image:
    """The smooth L mask of glyph ``name`` in a ``size`` x ``size`` square."""
    size = max(1, size)
    big = Image.new("L", (size * SS, size * SS), 0)
    GLYPHS[name](_Pen(ImageDraw.Draw(big), size * SS))
    return big.reduce(SS)


def draw_glyph(
    canvas: Image.Image,
    name: str,
    centre: tuple[float, float],
    size: int,
    fill: RGB,
    edge: RGB | None = None,
) -> None:
    """Paint glyph ``name`` centred at ``centre``, ``size`` pixels square, with an optional outline."""
    size = max(1, size)
    pad = 2
    mask = Image.new("L", (size + pad * 2, size + pad * 2), 0)
    mask.paste(glyph_mask(name, size), (pad, pad))
    left, top = round(centre[0] - size / 2) - pad, round(centre[1] - size / 2) - pad
    box = (left, top, left + mask.width, top + mask.height)
    if edge is not None:
        grown = mask.filter(ImageFilter.MaxFilter(3))
        if size >= 28:
            grown = grown.filter(ImageFilter.MaxFilter(3))
        paint_fill(canvas, box, edge, grown)
    paint_fill(canvas, box, fill, mask)
