"""Plain geometry for the dice tests: a die's outline from its pose, and convex polygon overlap."""

from __future__ import annotations

import math
from collections.abc import Sequence

from client.dice.physics import DIE_OUTLINE, TRAY_SIZE, DiePose

Point = tuple[float, float]


def outline(pose: DiePose, radius: float) -> list[Point]:
    """The die's outline on the felt, computed here from its pose (not by the code under test)."""
    cos, sin = math.cos(pose.angle), math.sin(pose.angle)
    return [
        (pose.x + radius * (x * cos - y * sin), pose.y + radius * (x * sin + y * cos)) for x, y in DIE_OUTLINE
    ]


def penetration(a: Sequence[Point], b: Sequence[Point]) -> float:
    """How deep two convex polygons overlap (separating axis test); 0 when they are apart."""
    depth = math.inf
    for poly in (a, b):
        for i, (x1, y1) in enumerate(poly):
            x2, y2 = poly[(i + 1) % len(poly)]
            nx, ny = y2 - y1, x1 - x2
            norm = math.hypot(nx, ny)
            nx, ny = nx / norm, ny / norm
            pa = [x * nx + y * ny for x, y in a]
            pb = [x * nx + y * ny for x, y in b]
            overlap = min(max(pa), max(pb)) - max(min(pa), min(pb))
            if overlap <= 0:
                return 0.0
            depth = min(depth, overlap)
    return depth


def worst_overlap(poses: Sequence[DiePose], radius: float) -> float:
    """The deepest overlap between any two dice."""
    shapes = [outline(pose, radius) for pose in poses]
    return max(
        (penetration(shapes[i], shapes[j]) for i in range(len(shapes)) for j in range(i + 1, len(shapes))),
        default=0.0,
    )


def inside_tray(poses: Sequence[DiePose], radius: float, tolerance: float = 0.5) -> bool:
    """Whether every die's outline lies on the felt."""
    width, height = TRAY_SIZE
    return all(
        -tolerance <= x <= width + tolerance and -tolerance <= y <= height + tolerance
        for pose in poses
        for x, y in outline(pose, radius)
    )
