"""Axial hex geometry as plain values: distance, neighbours, rings, shortest paths, offset rectangles.

Coordinates are axial ``(q, r)`` as in Red Blob Games' hexagon guide; the third cube coordinate is
``s = -q - r``. Nothing here knows about pixels, terrain or pieces, so these helpers serve the rules,
the AI and the client alike. They are hot paths for the AI, so they stay small and allocation-light.

>>> a = Hex(0, 0)
>>> distance(a, Hex(2, 2))
4
>>> len(shortest_paths(a, Hex(2, 2)))
6
"""

from __future__ import annotations

from functools import lru_cache
from math import comb
from typing import NamedTuple


class Hex(NamedTuple):
    """One hexagonal space in axial coordinates; ``str()`` gives the ``"q,r"`` notation.

    >>> Hex(3, -1) + Hex(1, 0)
    Hex(q=4, r=-1)
    >>> str(Hex(3, -1) - Hex(0, 1))
    '3,-2'
    """

    q: int
    r: int

    def __add__(self, other: tuple[int, ...]) -> Hex:  # type: ignore[override]
        return Hex(self.q + other[0], self.r + other[1])

    def __sub__(self, other: tuple[int, ...]) -> Hex:
        return Hex(self.q - other[0], self.r - other[1])

    def __str__(self) -> str:
        return f"{self.q},{self.r}"


def parse_hex(text: str) -> Hex:
    """Read the ``"q,r"`` notation (spaces allowed around the numbers).

    :raises ValueError: if the text is not two comma-separated integers.

    >>> parse_hex(" 3, -1")
    Hex(q=3, r=-1)
    """
    parts = text.split(",")
    if len(parts) != 2:
        raise ValueError(f"{text!r} is not a hex: expected 'q,r' such as '3,-1'")
    try:
        return Hex(int(parts[0]), int(parts[1]))
    except ValueError:
        raise ValueError(f"{text!r} is not a hex: expected 'q,r' such as '3,-1'") from None


# E, NE, NW, W, SW, SE: counter-clockwise on a pointy-top layout. Consecutive entries are adjacent
# to each other, which is what AOE triangles (407.2a) and shortest-path lattices rely on.
DIRECTIONS: tuple[Hex, ...] = (Hex(1, 0), Hex(1, -1), Hex(0, -1), Hex(-1, 0), Hex(-1, 1), Hex(0, 1))
DIRECTION_NAMES: tuple[str, ...] = ("E", "NE", "NW", "W", "SW", "SE")


def distance(a: Hex | tuple[int, int], b: Hex | tuple[int, int]) -> int:
    """Hex distance: the number of steps between two spaces, which 405.1 calls the path length.

    It is the largest of the three cube-coordinate differences, written as half their absolute sum
    (always equal, and about three times cheaper than calling ``max``); the rules' hot loops inline
    this same expression.

    >>> distance(Hex(0, 0), Hex(3, -1))
    3
    """
    dq = a[0] - b[0]
    dr = a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) >> 1


def neighbors(h: Hex) -> tuple[Hex, ...]:
    """The six adjacent spaces, in ``DIRECTIONS`` order."""
    q, r = h
    return (Hex(q + 1, r), Hex(q + 1, r - 1), Hex(q, r - 1), Hex(q - 1, r), Hex(q - 1, r + 1), Hex(q, r + 1))


def ring(center: Hex, radius: int) -> list[Hex]:
    """The spaces at exactly ``radius`` from ``center``.

    Order: start ``radius`` steps to the SW, then walk E, NE, NW, W, SW, SE (counter-clockwise).

    >>> ring(Hex(0, 0), 1)
    [Hex(q=-1, r=1), Hex(q=0, r=1), Hex(q=1, r=0), Hex(q=1, r=-1), Hex(q=0, r=-1), Hex(q=-1, r=0)]
    """
    if radius < 0:
        raise ValueError(f"ring radius must be >= 0, got {radius}")
    if radius == 0:
        return [center]
    q = center.q - radius
    r = center.r + radius
    out: list[Hex] = []
    for dq, dr in DIRECTIONS:
        for _ in range(radius):
            out.append(Hex(q, r))
            q += dq
            r += dr
    return out


def disc(center: Hex, radius: int) -> list[Hex]:
    """Every space within ``radius`` of ``center``: the center first, then ring 1, ring 2, ...

    Nearest-first order is what "the unoccupied spaces nearest to that spawn point" (403.1a) needs.

    >>> len(disc(Hex(0, 0), 2))
    19
    """
    if radius < 0:
        raise ValueError(f"disc radius must be >= 0, got {radius}")
    out: list[Hex] = []
    for k in range(radius + 1):
        out.extend(ring(center, k))
    return out


def decompose(delta: tuple[int, int]) -> tuple[int, int, int]:
    """Split a displacement into ``i`` steps along ``DIRECTIONS[k]`` and ``j`` along ``DIRECTIONS[k+1]``.

    Returns ``(k, i, j)`` with ``i > 0`` and ``j >= 0`` (unique), or ``(0, 0, 0)`` for no displacement.
    Every shortest path is an interleaving of those steps, hence ``C(i+j, i)`` of them.

    >>> decompose((2, 2))  # 2 steps SE then 2 steps E
    (5, 2, 2)
    """
    dq, dr = delta
    if dq == 0 and dr == 0:
        return (0, 0, 0)
    for k in range(6):
        u = DIRECTIONS[k]
        v = DIRECTIONS[(k + 1) % 6]
        det = u.q * v.r - u.r * v.q  # always +1 for consecutive directions
        i = (dq * v.r - dr * v.q) // det
        j = (u.q * dr - u.r * dq) // det
        if i > 0 and j >= 0:
            return (k, i, j)
    raise AssertionError(f"no decomposition for {delta}")  # unreachable: the six sectors cover the plane


@lru_cache(maxsize=4096)
def lattice_offsets(dq: int, dr: int) -> tuple[tuple[tuple[int, int], tuple[tuple[int, int], ...]], ...]:
    """The shortest-path DAG from the origin to ``(dq, dr)``, as relative offsets in topological order.

    Each entry is ``(space, predecessors)``; the origin ``(0, 0)`` is never an entry but appears as a
    predecessor. Entries are ordered by distance from the origin, so a single forward pass is a DP.
    """
    k, i, j = decompose((dq, dr))
    u = DIRECTIONS[k]
    v = DIRECTIONS[(k + 1) % 6]
    out: list[tuple[tuple[int, int], tuple[tuple[int, int], ...]]] = []
    for step in range(1, i + j + 1):
        for x in range(max(0, step - j), min(i, step) + 1):
            y = step - x
            preds: list[tuple[int, int]] = []
            if x > 0:
                preds.append(((x - 1) * u.q + y * v.q, (x - 1) * u.r + y * v.r))
            if y > 0:
                preds.append((x * u.q + (y - 1) * v.q, x * u.r + (y - 1) * v.r))
            out.append(((x * u.q + y * v.q, x * u.r + y * v.r), tuple(preds)))
    return tuple(out)


def path_lattice(a: Hex, b: Hex) -> dict[Hex, tuple[Hex, ...]]:
    """Every space on some shortest path from ``a`` to ``b`` (``a`` excluded) -> its predecessors.

    Predecessors are the neighbours one step closer to ``a`` on a shortest path (``a`` itself can be
    one). The dict is in order of increasing distance from ``a`` and ends with ``b``.

    >>> path_lattice(Hex(0, 0), Hex(2, 0))
    {Hex(q=1, r=0): (Hex(q=0, r=0),), Hex(q=2, r=0): (Hex(q=1, r=0),)}
    """
    aq, ar = a
    return {
        Hex(aq + oq, ar + orr): tuple(Hex(aq + pq, ar + pr) for pq, pr in preds)
        for (oq, orr), preds in lattice_offsets(b.q - aq, b.r - ar)
    }


def shortest_paths(a: Hex, b: Hex) -> list[tuple[Hex, ...]]:
    """Every shortest path from ``a`` to ``b``, each excluding ``a`` and ending with ``b`` (405.1).

    There are ``C(i+j, i)`` of them (see ``decompose``); they are listed in lexicographic order of
    their steps, steps along ``DIRECTIONS[k]`` before steps along ``DIRECTIONS[k+1]``. ``a == b``
    gives one empty path.

    >>> shortest_paths(Hex(0, 0), Hex(1, 1))
    [(Hex(q=0, r=1), Hex(q=1, r=1)), (Hex(q=1, r=0), Hex(q=1, r=1))]
    """
    k, i, j = decompose((b.q - a.q, b.r - a.r))
    u = DIRECTIONS[k]
    v = DIRECTIONS[(k + 1) % 6]
    out: list[tuple[Hex, ...]] = []

    def walk(h: Hex, left_u: int, left_v: int, trail: tuple[Hex, ...]) -> None:
        if left_u == 0 and left_v == 0:
            out.append(trail)
            return
        if left_u:
            nxt = Hex(h.q + u.q, h.r + u.r)
            walk(nxt, left_u - 1, left_v, (*trail, nxt))
        if left_v:
            nxt = Hex(h.q + v.q, h.r + v.r)
            walk(nxt, left_u, left_v - 1, (*trail, nxt))

    walk(a, i, j, ())
    assert len(out) == comb(i + j, i), (a, b, len(out))
    return out


def offset_to_axial(col: int, row: int, orientation: str) -> Hex:
    """Convert offset coordinates of a rectangle board to axial.

    ``"pointy"``: rows of hexes, odd rows shifted right by half a hex ("odd-r").
    ``"flat"``: columns of hexes, odd columns shifted down by half a hex ("odd-q").

    :raises ValueError: for an unknown orientation.

    >>> offset_to_axial(2, 3, "pointy"), offset_to_axial(3, 2, "flat")
    (Hex(q=1, r=3), Hex(q=3, r=1))
    """
    if orientation == "pointy":
        return Hex(col - (row - (row & 1)) // 2, row)
    if orientation == "flat":
        return Hex(col, row - (col - (col & 1)) // 2)
    raise ValueError(f"orientation must be 'flat' or 'pointy', got {orientation!r}")


def axial_to_offset(h: Hex, orientation: str) -> tuple[int, int]:
    """The inverse of ``offset_to_axial``: ``(col, row)``.

    :raises ValueError: for an unknown orientation.

    >>> axial_to_offset(Hex(1, 3), "pointy")
    (2, 3)
    """
    if orientation == "pointy":
        return (h.q + (h.r - (h.r & 1)) // 2, h.r)
    if orientation == "flat":
        return (h.q, h.r + (h.q - (h.q & 1)) // 2)
    raise ValueError(f"orientation must be 'flat' or 'pointy', got {orientation!r}")


def rectangle(width: int, height: int, orientation: str) -> list[Hex]:
    """The spaces of an offset-rectangle board, ``width`` columns by ``height`` rows.

    Pointy-top: ``height`` rows of ``width`` hexes, odd rows shifted right. Flat-top: ``width``
    columns of ``height`` hexes, odd columns shifted down. Row by row, left to right.

    :raises ValueError: for an unknown orientation or a size below 1.

    >>> rectangle(2, 2, "pointy")
    [Hex(q=0, r=0), Hex(q=1, r=0), Hex(q=0, r=1), Hex(q=1, r=1)]
    """
    if width < 1 or height < 1:
        raise ValueError(f"a rectangle needs a positive size, got {width}x{height}")
    return [offset_to_axial(col, row, orientation) for row in range(height) for col in range(width)]
