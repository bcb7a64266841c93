"""Axial hex <-> pixel geometry for flat-top and pointy-top boards: pure math, no pygame.

The engine speaks axial coordinates (q, r) and knows nothing about pixels (STYLE lesson 22); this
module is the one place that turns a space into a point on screen and a point back into a space.
The formulas are the standard ones from Red Blob Games' hexagon guide: a hex of ``size`` (centre to
corner) has its centre at ``M @ (q, r) * size`` for a fixed 2x2 matrix per orientation, and the
inverse goes through fractional cube coordinates that are rounded to the nearest hex.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property
from typing import Literal

from engine.hex import Hex

Orientation = Literal["flat", "pointy"]
ORIENTATIONS: tuple[str, ...] = ("flat", "pointy")
SQRT3 = math.sqrt(3.0)

Point = tuple[float, float]


def cube_round(qf: float, rf: float) -> Hex:
    """The hex containing fractional axial coordinates (cube rounding).

    Each cube coordinate is rounded half-up (not Python's banker's rounding), then the one that moved
    most is recomputed from the other two so that q + r + s stays 0. Ties in that "moved most" test
    are broken in a fixed order (q, then r, then s), so a point exactly on an edge or a corner always
    lands in the same hex.

    >>> cube_round(0.6, 0.3)
    Hex(q=1, r=0)
    >>> cube_round(0.4, 0.4)  # exactly between (1, 0) and (0, 1): the tie goes to q
    Hex(q=1, r=0)
    >>> cube_round(-0.2, 1.1)
    Hex(q=0, r=1)
    """
    sf = -qf - rf
    q = math.floor(qf + 0.5)
    r = math.floor(rf + 0.5)
    s = math.floor(sf + 0.5)
    dq, dr, ds = abs(q - qf), abs(r - rf), abs(s - sf)
    if dq >= dr and dq >= ds:
        q = -r - s
    elif dr >= ds:
        r = -q - s
    return Hex(q, r)


@dataclass(frozen=True)
class Layout:
    """Where hexes sit in a plane: orientation, hex size (centre to corner) and the origin's position.

    ``origin`` is the pixel position of hex (0, 0)'s centre. A camera changes ``size`` and ``origin``
    to zoom and pan; the board is always drawn through one of these.

    >>> lay = Layout("pointy", 10.0)
    >>> lay.pixel_to_hex(*lay.hex_to_pixel(Hex(3, -2)))
    Hex(q=3, r=-2)
    """

    orientation: Orientation
    size: float
    origin: Point = (0.0, 0.0)

    def __post_init__(self) -> None:
        if self.orientation not in ORIENTATIONS:
            raise ValueError(f"orientation must be one of {ORIENTATIONS}, got {self.orientation!r}")
        if not self.size > 0:
            raise ValueError(f"hex size must be positive, got {self.size!r}")

    @property
    def width(self) -> float:
        """Width of one hex in pixels (corner to corner for flat, edge to edge for pointy)."""
        return 2.0 * self.size if self.orientation == "flat" else SQRT3 * self.size

    @property
    def height(self) -> float:
        """Height of one hex in pixels."""
        return SQRT3 * self.size if self.orientation == "flat" else 2.0 * self.size

    @property
    def inner_radius(self) -> float:
        """Centre to the middle of an edge: the largest circle that fits inside a hex."""
        return SQRT3 / 2.0 * self.size

    @cached_property
    def corner_offsets(self) -> tuple[Point, ...]:
        """The six corners relative to a hex centre, clockwise on screen from the first corner.

        Flat-top corners sit at 0, 60, ... degrees; pointy-top corners at 30, 90, ... degrees.
        """
        start = 0.0 if self.orientation == "flat" else 30.0
        return tuple(
            (
                self.size * math.cos(math.radians(start + 60.0 * i)),
                self.size * math.sin(math.radians(start + 60.0 * i)),
            )
            for i in range(6)
        )

    def hex_to_pixel(self, h: tuple[int, int]) -> Point:
        """The centre of hex ``h`` in pixels."""
        q, r = h
        if self.orientation == "flat":
            x = self.size * 1.5 * q
            y = self.size * SQRT3 * (r + q / 2.0)
        else:
            x = self.size * SQRT3 * (q + r / 2.0)
            y = self.size * 1.5 * r
        return (x + self.origin[0], y + self.origin[1])

    def pixel_to_fractional(self, x: float, y: float) -> Point:
        """Fractional axial coordinates of a pixel (the exact inverse of ``hex_to_pixel``)."""
        px = (x - self.origin[0]) / self.size
        py = (y - self.origin[1]) / self.size
        if self.orientation == "flat":
            return (2.0 / 3.0 * px, -1.0 / 3.0 * px + SQRT3 / 3.0 * py)
        return (SQRT3 / 3.0 * px - 1.0 / 3.0 * py, 2.0 / 3.0 * py)

    def pixel_to_hex(self, x: float, y: float) -> Hex:
        """The hex containing pixel (x, y); points on an edge or corner resolve deterministically."""
        return cube_round(*self.pixel_to_fractional(x, y))

    def corners(self, h: tuple[int, int]) -> list[Point]:
        """The six corner points of hex ``h`` in pixels."""
        cx, cy = self.hex_to_pixel(h)
        return [(cx + dx, cy + dy) for dx, dy in self.corner_offsets]

    def scaled_corners(self, center: Point, factor: float) -> list[Point]:
        """Corners of a hex shrunk (or grown) by ``factor`` about ``center``: insets and outlines."""
        cx, cy = center
        return [(cx + dx * factor, cy + dy * factor) for dx, dy in self.corner_offsets]

    def bounds(self, hexes: Iterable[tuple[int, int]]) -> tuple[float, float, float, float]:
        """``(left, top, right, bottom)`` of the area covered by ``hexes``, corners included.

        :raises ValueError: ``hexes`` is empty.
        """
        xs: list[float] = []
        ys: list[float] = []
        half_w, half_h = self.width / 2.0, self.height / 2.0
        for h in hexes:
            cx, cy = self.hex_to_pixel(h)
            xs.append(cx)
            ys.append(cy)
        if not xs:
            raise ValueError("cannot take the bounds of no hexes")
        return (min(xs) - half_w, min(ys) - half_h, max(xs) + half_w, max(ys) + half_h)

    def moved(self, size: float, origin: Point) -> Layout:
        """The same orientation at another size and origin (what a camera makes of the world layout)."""
        return Layout(self.orientation, size, origin)
