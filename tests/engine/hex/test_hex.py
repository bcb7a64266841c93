"""Axial hex geometry: values, distance, rings, shortest paths and offset rectangles."""

from __future__ import annotations

import doctest
from math import comb

import pytest
from hypothesis import given
from hypothesis import strategies as st

import engine.hex
from engine.hex import (
    DIRECTIONS,
    Hex,
    axial_to_offset,
    decompose,
    disc,
    distance,
    neighbors,
    offset_to_axial,
    parse_hex,
    path_lattice,
    rectangle,
    ring,
    shortest_paths,
)

coords = st.integers(min_value=-3, max_value=3)  # distances up to 12: at most C(12, 6) = 924 paths
hexes = st.builds(Hex, coords, coords)


def test_hex_arithmetic_and_notation() -> None:
    assert Hex(3, -1) + Hex(1, 1) == Hex(4, 0)
    assert Hex(3, -1) - Hex(1, 1) == Hex(2, -2)
    assert str(Hex(3, -1)) == "3,-1"
    assert parse_hex("3,-1") == Hex(3, -1)
    assert parse_hex(str(Hex(-7, 12))) == Hex(-7, 12)


@pytest.mark.parametrize("text", ["", "3", "3,1,2", "a,b", "1.5,2"])
def test_parse_hex_rejects_bad_text(text: str) -> None:
    with pytest.raises(ValueError, match="is not a hex"):
        parse_hex(text)


def test_directions_are_e_ne_nw_w_sw_se() -> None:
    expected = (Hex(1, 0), Hex(1, -1), Hex(0, -1), Hex(-1, 0), Hex(-1, 1), Hex(0, 1))
    assert expected == DIRECTIONS
    assert neighbors(Hex(2, 3)) == tuple(Hex(2, 3) + d for d in DIRECTIONS)
    for i in range(6):
        assert distance(DIRECTIONS[i], DIRECTIONS[(i + 1) % 6]) == 1


def test_distance_is_max_of_axial_differences() -> None:
    assert distance(Hex(0, 0), Hex(0, 0)) == 0
    assert distance(Hex(0, 0), Hex(2, 2)) == 4
    assert distance(Hex(0, 0), Hex(3, -1)) == 3
    assert distance(Hex(-2, 5), Hex(1, 1)) == 4


@given(st.integers(-40, 40), st.integers(-40, 40), st.integers(-40, 40), st.integers(-40, 40))
def test_distance_half_sum_equals_the_largest_cube_difference(q1: int, r1: int, q2: int, r2: int) -> None:
    dq, dr = q1 - q2, r1 - r2
    assert distance(Hex(q1, r1), Hex(q2, r2)) == max(abs(dq), abs(dr), abs(dq + dr))


def test_ring_and_disc_sizes() -> None:
    assert ring(Hex(1, 1), 0) == [Hex(1, 1)]
    for k in range(1, 6):
        r = ring(Hex(1, -2), k)
        assert len(r) == len(set(r)) == 6 * k
        assert all(distance(h, Hex(1, -2)) == k for h in r)
    d = disc(Hex(0, 0), 3)
    assert len(d) == len(set(d)) == 37
    assert [distance(h, Hex(0, 0)) for h in d] == sorted(distance(h, Hex(0, 0)) for h in d)


def test_405_1_path_excludes_source_and_ends_at_destination() -> None:
    paths = shortest_paths(Hex(0, 0), Hex(3, 0))
    assert paths == [(Hex(1, 0), Hex(2, 0), Hex(3, 0))]
    assert shortest_paths(Hex(0, 0), Hex(0, 1)) == [(Hex(0, 1),)]
    assert shortest_paths(Hex(4, 4), Hex(4, 4)) == [()]


def test_405_4_geometry_six_paths_at_2_2_with_midpoint_on_four() -> None:
    paths = shortest_paths(Hex(0, 0), Hex(2, 2))
    assert len(paths) == 6
    expected = {
        (Hex(1, 0), Hex(2, 0), Hex(2, 1), Hex(2, 2)),
        (Hex(1, 0), Hex(1, 1), Hex(2, 1), Hex(2, 2)),
        (Hex(1, 0), Hex(1, 1), Hex(1, 2), Hex(2, 2)),
        (Hex(0, 1), Hex(1, 1), Hex(2, 1), Hex(2, 2)),
        (Hex(0, 1), Hex(1, 1), Hex(1, 2), Hex(2, 2)),
        (Hex(0, 1), Hex(0, 2), Hex(1, 2), Hex(2, 2)),
    }
    assert set(paths) == expected
    on_paths = {h: sum(h in p[:-1] for p in paths) for p in paths for h in p[:-1]}
    assert [h for h, n in on_paths.items() if n == 4] == [Hex(1, 1)]


@given(hexes, hexes)
def test_shortest_paths_are_every_interleaving(a: Hex, b: Hex) -> None:
    _, i, j = decompose(b - a)
    paths = shortest_paths(a, b)
    assert len(paths) == len(set(paths)) == comb(i + j, i)
    for p in paths:
        assert len(p) == distance(a, b)
        assert all(distance(x, y) == 1 for x, y in zip((a, *p), p, strict=False))
        if p:
            assert p[-1] == b


@given(hexes, hexes)
def test_path_lattice_is_the_union_of_shortest_paths(a: Hex, b: Hex) -> None:
    lattice = path_lattice(a, b)
    paths = shortest_paths(a, b)
    assert set(lattice) == {h for p in paths for h in p}
    edges = {(x, y) for p in paths for x, y in zip((a, *p), p, strict=False)}
    assert {(p, h) for h, preds in lattice.items() for p in preds} == edges
    assert [distance(a, h) for h in lattice] == sorted(distance(a, h) for h in lattice)


@pytest.mark.parametrize("orientation", ["pointy", "flat"])
def test_rectangle_round_trips_offset_coordinates(orientation: str) -> None:
    spaces = rectangle(5, 4, orientation)
    assert len(set(spaces)) == 20
    offsets = {axial_to_offset(h, orientation) for h in spaces}
    assert offsets == {(c, r) for c in range(5) for r in range(4)}
    assert all(offset_to_axial(*axial_to_offset(h, orientation), orientation) == h for h in spaces)


def test_rectangle_pointy_shifts_odd_rows_right() -> None:
    # Row 1 is shifted right, so (0,0)'s SE neighbour is the first hex of row 1.
    assert offset_to_axial(0, 1, "pointy") == Hex(0, 0) + DIRECTIONS[5]
    # Flat-top: column 1 is shifted down, so its top hex touches the first hex of column 0.
    assert distance(offset_to_axial(1, 0, "flat"), offset_to_axial(0, 0, "flat")) == 1
    assert distance(offset_to_axial(1, 0, "flat"), offset_to_axial(0, 1, "flat")) == 1


def test_rectangle_rejects_bad_input() -> None:
    with pytest.raises(ValueError):
        rectangle(0, 3, "pointy")
    with pytest.raises(ValueError):
        rectangle(3, 3, "square")


def test_docstring_examples_run() -> None:
    result = doctest.testmod(engine.hex)
    assert result.attempted > 0 and result.failed == 0
