"""Hex <-> pixel layout: round trips, corners and edges, bounds."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from client.board.layout import Layout, cube_round
from engine.hex import Hex, neighbors

coords = st.integers(min_value=-60, max_value=60)
sizes = st.floats(min_value=2.0, max_value=200.0)
origins = st.tuples(st.floats(-5000, 5000), st.floats(-5000, 5000))
orientations = st.sampled_from(["flat", "pointy"])


@given(orientations, sizes, origins, coords, coords)
def test_hex_to_pixel_to_hex_round_trips(
    orientation: str, size: float, origin: tuple[float, float], q: int, r: int
) -> None:
    lay = Layout(orientation, size, origin)  # type: ignore[arg-type]
    assert lay.pixel_to_hex(*lay.hex_to_pixel(Hex(q, r))) == Hex(q, r)


@given(orientations, coords, coords, st.floats(0.0, 0.84), st.floats(0.0, 2 * math.pi))
def test_every_point_well_inside_a_hex_maps_to_that_hex(
    orientation: str, q: int, r: int, frac: float, angle: float
) -> None:
    lay = Layout(orientation, 30.0)  # type: ignore[arg-type]
    cx, cy = lay.hex_to_pixel(Hex(q, r))
    # Inside the inscribed circle (radius = 0.866 * size), shrunk a little for float safety.
    d = frac * lay.size
    assert lay.pixel_to_hex(cx + d * math.cos(angle), cy + d * math.sin(angle)) == Hex(q, r)


@pytest.mark.parametrize("orientation", ["flat", "pointy"])
def test_corners_and_edges_resolve_deterministically_to_a_touching_hex(orientation: str) -> None:
    lay = Layout(orientation, 37.0, (11.5, -3.25))  # type: ignore[arg-type]
    for h in (Hex(0, 0), Hex(3, -2), Hex(-4, 7)):
        corners = lay.corners(h)
        touching = {h, *neighbors(h)}
        for i, corner in enumerate(corners):
            first = lay.pixel_to_hex(*corner)
            assert first == lay.pixel_to_hex(*corner)
            assert first in touching
            nxt = corners[(i + 1) % 6]
            mid = ((corner[0] + nxt[0]) / 2, (corner[1] + nxt[1]) / 2)
            assert lay.pixel_to_hex(*mid) == lay.pixel_to_hex(*mid)
            assert lay.pixel_to_hex(*mid) in touching


@pytest.mark.parametrize("orientation", ["flat", "pointy"])
def test_corners_lie_at_hex_size_from_the_centre(orientation: str) -> None:
    lay = Layout(orientation, 20.0)  # type: ignore[arg-type]
    cx, cy = lay.hex_to_pixel(Hex(2, 1))
    assert all(math.isclose(math.dist((cx, cy), c), 20.0) for c in lay.corners(Hex(2, 1)))
    xs = [x for x, _ in lay.corners(Hex(0, 0))]
    ys = [y for _, y in lay.corners(Hex(0, 0))]
    assert math.isclose(max(xs) - min(xs), lay.width)
    assert math.isclose(max(ys) - min(ys), lay.height)


def test_neighbours_sit_one_hex_apart_in_both_orientations() -> None:
    for orientation in ("flat", "pointy"):
        lay = Layout(orientation, 10.0)
        centre = lay.hex_to_pixel(Hex(0, 0))
        for n in neighbors(Hex(0, 0)):
            assert math.isclose(math.dist(centre, lay.hex_to_pixel(n)), 2 * lay.inner_radius)


def test_pointy_layout_puts_r_rows_below_each_other_and_flat_puts_q_columns_side_by_side() -> None:
    pointy = Layout("pointy", 10.0)
    assert pointy.hex_to_pixel(Hex(0, 1))[1] > pointy.hex_to_pixel(Hex(0, 0))[1]
    flat = Layout("flat", 10.0)
    assert flat.hex_to_pixel(Hex(1, 0))[0] == pytest.approx(15.0)


def test_bounds_contain_every_corner() -> None:
    lay = Layout("flat", 12.0, (5.0, 5.0))
    hexes = [Hex(q, r) for q in range(-3, 4) for r in range(-2, 3)]
    left, top, right, bottom = lay.bounds(hexes)
    for h in hexes:
        for x, y in lay.corners(h):
            assert left - 1e-9 <= x <= right + 1e-9 and top - 1e-9 <= y <= bottom + 1e-9
    with pytest.raises(ValueError, match="no hexes"):
        lay.bounds([])


def test_cube_round_keeps_the_constraint_and_breaks_ties_the_same_way() -> None:
    assert cube_round(0.5, 0.0) == cube_round(0.5, 0.0)
    q, r = cube_round(1 / 3, 1 / 3)
    assert (q, r) in {(0, 0), (1, 0), (0, 1)}


def test_bad_layouts_are_refused_with_a_clear_message() -> None:
    with pytest.raises(ValueError, match="orientation"):
        Layout("diagonal", 10.0)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="positive"):
        Layout("flat", 0.0)
