"""A generated emblem for each card: a symmetric geometric sigil grown from a hash of the card's id.

Card faces need a picture, and we ship no publisher art. Instead each card gets its own sigil: the
SHA-256 of its id picks a symmetry order (3 to 8), the shape and size of each ring of petals, rays
and beads, and which of the caller's colours each layer takes. Every shape is mirrored about its
own spoke, so the result has full dihedral symmetry and looks designed rather than random. The same
id always gives the same picture, in any process (no Python ``hash``).

>>> a, b = emblem("fireball", 48, PALETTE_EXAMPLE), emblem("blizzard", 48, PALETTE_EXAMPLE)
>>> a.size, a.tobytes() == emblem("fireball", 48, PALETTE_EXAMPLE).tobytes(), a.tobytes() == b.tobytes()
((48, 48), True, False)
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Iterator
from functools import lru_cache

from PIL import Image, ImageDraw

from client.cards.compose import RGB, SS

PALETTE_EXAMPLE: tuple[RGB, ...] = ((40, 30, 20), (120, 60, 40), (220, 180, 90), (250, 240, 210))
"""Dark outline, deep, bright and pale: the order ``emblem`` expects."""

Pt = tuple[float, float]


class _Bits:
    """Draws small numbers from a SHA-256 stream of ``key`` (extended by re-hashing as needed)."""

    def __init__(self, key: str) -> None:
        self._key = key
        self._round = 0
        self._bytes: Iterator[int] = iter(())

    def byte(self) -> int:
        try:
            return next(self._bytes)
        except StopIteration:
            self._bytes = iter(hashlib.sha256(f"{self._round}:{self._key}".encode()).digest())
            self._round += 1
            return next(self._bytes)

    def pick(self, n: int) -> int:
        return self.byte() % n

    def frac(self, lo: float, hi: float) -> float:
        return lo + (hi - lo) * self.byte() / 255


def _spoke_shape(kind: int, r0: float, r1: float, width: float) -> list[tuple[float, float]]:
    """A shape along a spoke in (radius, sideways offset) terms, mirrored about the spoke."""
    side: list[tuple[float, float]] = []
    for i in range(13):
        t = i / 12
        if kind == 0:
            w = width * math.sin(t * math.pi)
        elif kind == 1:
            w = width * (1 - abs(2 * t - 1))
        elif kind == 2:
            w = width * math.sin(t * math.pi) ** 0.5 * (0.3 + 0.7 * t)
        else:
            w = width * (0.25 + 0.75 * math.sin(t * math.pi) ** 2)
        side.append((r0 + (r1 - r0) * t, w))
    return side + [(r, -w) for r, w in reversed(side)]


def _place(shape: list[tuple[float, float]], angle: float, c: float) -> list[Pt]:
    cos, sin = math.cos(angle), math.sin(angle)
    return [(c + r * cos - w * sin, c + r * sin + w * cos) for r, w in shape]


def _polygon_ring(n: int, r: float, c: float, phase: float, inner: float | None = None) -> list[Pt]:
    pts: list[Pt] = []
    for i in range(n * (2 if inner else 1)):
        rr = r if inner is None or i % 2 == 0 else inner
        a = phase + i * math.pi * 2 / (n * (2 if inner else 1))
        pts.append((c + rr * math.cos(a), c + rr * math.sin(a)))
    return pts


@lru_cache(maxsize=256)
def emblem(key: str, size: int, colours: tuple[RGB, ...]) -> Image.Image:
    """The RGBA emblem of ``key`` in a ``size`` square, drawn with ``colours`` (dark, deep, bright, pale).

    Outside the emblem the image is transparent. Returned images are shared: copy before changing.
    """
    bits = _Bits(key)
    side = max(1, size) * SS
    c = side / 2
    big = Image.new("RGBA", (side, side), (0, 0, 0, 0))
    d = ImageDraw.Draw(big)
    dark, *inks = colours
    line = max(1, round(side / 90))
    n = 3 + bits.pick(6)
    phase = -math.pi / 2
    offset = math.pi / n

    ring_r = c * bits.frac(0.84, 0.95)
    if bits.pick(2):
        d.ellipse((c - ring_r, c - ring_r, c + ring_r, c + ring_r), outline=dark, width=line * 3)
        d.ellipse((c - ring_r, c - ring_r, c + ring_r, c + ring_r), outline=inks[bits.pick(3)], width=line)
    else:
        d.polygon(
            _polygon_ring(n * 2, ring_r, c, phase, ring_r * 0.9), outline=inks[bits.pick(3)], width=line
        )

    ray_kind, ray_len, ray_w = bits.pick(4), bits.frac(0.55, 0.92), bits.frac(0.05, 0.16)
    ray_ink = inks[bits.pick(3)]
    for k in range(n):
        shape = _spoke_shape(ray_kind, c * 0.2, c * ray_len, c * ray_w)
        d.polygon(_place(shape, phase + offset + k * 2 * offset, c), fill=ray_ink, outline=dark, width=line)

    petal_kind, petal_len, petal_w = bits.pick(4), bits.frac(0.6, 0.86), bits.frac(0.14, 0.3)
    petal_ink = inks[bits.pick(3)]
    for k in range(n):
        shape = _spoke_shape(petal_kind, c * 0.12, c * petal_len, c * petal_w)
        d.polygon(_place(shape, phase + k * 2 * offset, c), fill=petal_ink, outline=dark, width=line)

    if bits.pick(3):
        bead_r, bead_size = c * bits.frac(0.5, 0.75), c * bits.frac(0.04, 0.08)
        bead_ink = inks[bits.pick(3)]
        for k in range(n):
            a = phase + offset + k * 2 * offset
            x, y = c + bead_r * math.cos(a), c + bead_r * math.sin(a)
            d.ellipse(
                (x - bead_size, y - bead_size, x + bead_size, y + bead_size), fill=bead_ink, outline=dark
            )

    core_r = c * bits.frac(0.2, 0.34)
    core_ink = inks[bits.pick(3)]
    star = bits.pick(2)
    core = _polygon_ring(n, core_r, c, phase, core_r * 0.55 if star else None)
    d.polygon(core, fill=core_ink, outline=dark, width=line)
    eye_r = core_r * bits.frac(0.25, 0.45)
    d.ellipse((c - eye_r, c - eye_r, c + eye_r, c + eye_r), fill=inks[bits.pick(3)], outline=dark, width=line)
    return big.convert("RGBa").reduce(SS).convert("RGBA")
