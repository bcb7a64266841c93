"""Movement (404): natural moves, forced moves, moves "away", and teleports.

The count table in data/reach_counts.json pins how many spaces a natural move reaches from fixed
positions on the shipped boards. Regenerate it only after a deliberate rules or board change, and
review the diff: ``python -m tests.engine.games.wowminis.test_movement``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.games.wowminis.board import Board, board_from_dict, shipped_boards
from engine.games.wowminis.movement import (
    Reach,
    away_paths,
    forced_paths,
    reachable,
    teleport_destinations,
)
from engine.hex import Hex, disc, distance, neighbors, parse_hex, ring

COUNTS = Path(__file__).parent / "data" / "reach_counts.json"
Z = Hex(0, 0)  # the origin, where most literal positions start


def make_board(
    spaces: list[Hex],
    cover: tuple[str, ...] = (),
    high: tuple[str, ...] = (),
    rocks: tuple[str, ...] = (),
) -> Board:
    return board_from_dict(
        {
            "kind": "wowminis-board",
            "format": 1,
            "id": "test",
            "name": "Test",
            "orientation": "pointy",
            "spaces": {"list": [str(h) for h in spaces]},
            "terrain": {"cover": list(cover), "high_ground": list(high), "impassable": list(rocks)},
            "spawns": [{"hex": str(spaces[0]), "kind": "neutral"}],
            "scenario": {"sides": 2},
        }
    )


def open_board(radius: int = 6, **terrain: tuple[str, ...]) -> Board:
    return make_board(disc(Z, radius), **terrain)


def corridor(length: int = 5, **terrain: tuple[str, ...]) -> Board:
    """A one-space-wide row (0,0) .. (length-1,0)."""
    return make_board([Hex(q, 0) for q in range(length)], **terrain)


def hexes(*texts: str) -> frozenset[Hex]:
    return frozenset(parse_hex(t) for t in texts)


def brute_force_reach(
    board: Board, start: Hex, mp: int, blocked: frozenset[Hex], occupied: frozenset[Hex], ignore: bool
) -> dict[Hex, int]:
    """404.1 by exhaustive walking: the cheapest cost of every legal end space."""
    best: dict[Hex, int] = {}

    def walk(h: Hex, spent: int) -> None:
        for n in neighbors(h):
            cost = board.enter_cost(n, ignore)
            if cost is None or n in blocked or spent + cost > mp:
                continue
            if n != start and n not in occupied and spent + cost < best.get(n, mp + 1):
                best[n] = spent + cost
            walk(n, spent + cost)

    walk(start, 0)
    return best


# --- 404.1 natural move -------------------------------------------------------------------------


def test_404_1_two_move_points_reach_18_spaces_on_an_open_board() -> None:
    reach = reachable(open_board(), Z, 2)
    assert set(reach) == set(ring(Z, 1)) | set(ring(Z, 2))
    assert all(r.cost == distance(Z, h) == len(r.path) and r.path[-1] == h for h, r in reach.items())


def test_404_1_the_path_is_a_trail_of_adjacent_spaces() -> None:
    reach = reachable(open_board(), Z, 2)
    assert reach[Hex(2, 0)] == Reach(2, (Hex(1, 0), Hex(2, 0)))
    for h, r in reach.items():
        assert all(distance(a, b) == 1 for a, b in zip((Z, *r.path), r.path, strict=False)), h


def test_404_1c_no_move_points_no_move() -> None:
    assert reachable(open_board(), Z, 0) == {}
    assert reachable(open_board(), Z, -1) == {}


def test_404_1a_cover_and_high_ground_cost_two() -> None:
    board = open_board(cover=("1,0",), high=("2,0", "0,1"))
    reach = reachable(board, Z, 2)
    assert reach[Hex(1, 0)].cost == 2
    assert reach[Hex(0, 1)].cost == 2
    assert Hex(2, 0) not in reach  # two spaces away and costs 2 to enter: needs 3 MP
    assert reach[Hex(2, -1)].cost == 2  # around the cover through (1,-1)


def test_404_1a_ignoring_terrain_move_penalties() -> None:
    board = open_board(cover=("1,0",), high=("2,0",))
    reach = reachable(board, Z, 2, ignore_terrain=True)
    assert reach[Hex(1, 0)].cost == 1
    assert reach[Hex(2, 0)] == Reach(2, (Hex(1, 0), Hex(2, 0)))


def test_406_2c_impassable_is_never_entered() -> None:
    reach = reachable(corridor(rocks=("1,0",)), Z, 4, ignore_terrain=True)
    assert reach == {}


def test_404_1b_pass_through_allies_but_never_end_on_them() -> None:
    board = corridor()
    reach = reachable(board, Z, 2, occupied=hexes("1,0"))
    assert reach == {Hex(2, 0): Reach(2, (Hex(1, 0), Hex(2, 0)))}


def test_404_1b_enemy_characters_cannot_be_passed() -> None:
    assert reachable(corridor(), Z, 3, blocked=hexes("1,0")) == {}
    reach = reachable(open_board(), Z, 2, blocked=hexes("1,0"))
    assert Hex(1, 0) not in reach
    assert Hex(2, 0) not in reach  # its only 2-step path runs through (1,0)
    assert len(reach) == 16
    assert all(Hex(1, 0) not in r.path for r in reach.values())


def test_404_1_ties_between_cheapest_paths_are_deterministic() -> None:
    first = reachable(open_board(), Z, 2)
    second = reachable(open_board(), Z, 2)
    assert list(first.items()) == list(second.items())
    assert first[Hex(1, 1)].path == (Hex(1, 0), Hex(1, 1))  # E is explored before SE


coords = st.sampled_from(disc(Z, 3))


@settings(max_examples=60, deadline=None)
@given(
    st.lists(coords, max_size=8, unique=True),
    st.lists(coords, max_size=4, unique=True),
    st.lists(coords, max_size=4, unique=True),
    st.integers(min_value=1, max_value=4),
    st.booleans(),
)
def test_404_1_reachable_matches_exhaustive_walk(
    terrain: list[Hex], blocked: list[Hex], occupied: list[Hex], mp: int, ignore: bool
) -> None:
    third = len(terrain) // 3
    board = open_board(
        radius=3,
        cover=tuple(str(h) for h in terrain[:third]),
        high=tuple(str(h) for h in terrain[third : 2 * third]),
        rocks=tuple(str(h) for h in terrain[2 * third :] if h != Z),
    )
    b = frozenset(blocked) - {Z}
    occ = frozenset(occupied) - {Z}
    reach = reachable(board, Z, mp, blocked=b, occupied=occ, ignore_terrain=ignore)
    assert {h: r.cost for h, r in reach.items()} == brute_force_reach(board, Z, mp, b, occ, ignore)
    for r in reach.values():
        assert sum(board.enter_cost(s, ignore) or 99 for s in r.path) == r.cost
        assert not (set(r.path) & b)


# --- 404.3 forced moves --------------------------------------------------------------------------


def test_404_3_forced_move_uses_the_whole_count() -> None:
    paths = forced_paths(open_board(), Z, 2)
    ends = [p[-1] for p in paths]
    assert len(ends) == len(set(ends)) == 18  # 12 at distance 2, and 6 back next to the start
    assert all(len(p) == 2 and Z not in p for p in paths)


def test_404_3a_cover_uses_two_of_the_count() -> None:
    board = corridor(cover=("1,0",))
    assert forced_paths(board, Z, 1) == []
    assert forced_paths(board, Z, 2) == [(Hex(1, 0),)]
    assert forced_paths(board, Z, 3) == [(Hex(1, 0), Hex(2, 0))]
    assert forced_paths(board, Z, 1, ignore_terrain=True) == [(Hex(1, 0),)]


def test_404_3_forced_move_goes_as_far_as_possible() -> None:
    assert forced_paths(corridor(3), Z, 5) == [(Hex(1, 0), Hex(2, 0))]


def test_404_3_forced_move_never_ends_on_a_character() -> None:
    board = corridor()
    # Exactly 2 would end on (2,0), which holds a character: the longest legal move is 1 space.
    assert forced_paths(board, Z, 2, occupied=hexes("2,0")) == [(Hex(1, 0),)]
    # An ally in (1,0) can be passed through.
    assert forced_paths(board, Z, 2, occupied=hexes("1,0")) == [(Hex(1, 0), Hex(2, 0))]
    assert forced_paths(board, Z, 2, blocked=hexes("1,0")) == []


# --- 404.3b moving away --------------------------------------------------------------------------


def test_404_3b_each_step_is_one_of_the_farthest() -> None:
    source = Hex(-1, 0)
    paths = away_paths(open_board(), Z, source, 2)
    assert [p[-1] for p in paths] == [Hex(0, 2), Hex(1, 1), Hex(2, -2), Hex(2, -1), Hex(2, 0)]
    for p in paths:
        assert [distance(h, source) for h in p] == [2, 3]


def test_404_3b_cover_counts_two_and_unaffordable_spaces_are_not_possible() -> None:
    board = open_board(cover=("1,0", "1,-1", "0,1"))
    # Every space farther away is cover and needs 2 of the count: with 1 the farthest possible
    # spaces are the two sideways ones, which keep the distance.
    assert away_paths(board, Z, Hex(-1, 0), 1) == [(Hex(-1, 1),), (Hex(0, -1),)]
    assert [p[-1] for p in away_paths(board, Z, Hex(-1, 0), 2)] == [Hex(0, 1), Hex(1, -1), Hex(1, 0)]


def test_404_3b_along_the_edge_toward_the_farther_end() -> None:
    # A rhombus board q 0..6, r 0..3: the character at (1,0) is on the top edge, the source at
    # (0,2) is as far from it as the edge allows. West runs into the corner, east keeps going.
    board = make_board([Hex(q, r) for q in range(7) for r in range(4)])
    assert away_paths(board, Hex(1, 0), Hex(0, 2), 2) == [(Hex(2, 0), Hex(3, 0))]


def test_404_3b_stops_early_before_a_character() -> None:
    board = corridor()
    assert away_paths(board, Hex(1, 0), Z, 3, occupied=hexes("4,0")) == [(Hex(2, 0), Hex(3, 0))]
    assert away_paths(board, Hex(1, 0), Z, 3, occupied=hexes("2,0", "3,0", "4,0")) == []
    assert away_paths(board, Hex(1, 0), Z, 3, blocked=hexes("3,0")) == [(Hex(2, 0),)]


# --- 404.2 teleport -----------------------------------------------------------------------------


def test_404_2_teleport_destinations() -> None:
    board = open_board(radius=1, cover=("1,0",), rocks=("0,1",))
    dest = teleport_destinations(board, occupied=hexes("-1,0"))
    assert dest == hexes("0,0", "1,0", "1,-1", "0,-1", "-1,1")  # cover fine; impassable, occupied not
    limited = teleport_destinations(board, hexes("-1,0"), within=hexes("1,0", "0,1", "-1,0", "5,5"))
    assert limited == hexes("1,0")


# --- count table --------------------------------------------------------------------------------


def _reach_cases() -> list[dict[str, Any]]:
    """Fixed positions on each shipped board: every spawn point and VP location, 1 to 4 MP."""
    cases: list[dict[str, Any]] = []
    for board in shipped_boards():
        starts = [s.hex for s in board.spawns] + sorted(board.vp_locations)
        for n, start in enumerate(starts):
            around = [h for h in sorted(board.adjacency[start])]
            blocked = around[:1] if n % 2 else []
            occupied = around[1:3]
            for mp in (1, 2, 3, 4):
                cases.append(
                    {
                        "board": board.id,
                        "start": str(start),
                        "mp": mp,
                        "blocked": [str(h) for h in blocked],
                        "occupied": [str(h) for h in occupied],
                        "ignore_terrain": mp == 3,
                    }
                )
    return cases


def _reach_count(board: Board, case: dict[str, Any]) -> int:
    return len(
        reachable(
            board,
            parse_hex(case["start"]),
            case["mp"],
            blocked=frozenset(parse_hex(t) for t in case["blocked"]),
            occupied=frozenset(parse_hex(t) for t in case["occupied"]),
            ignore_terrain=case["ignore_terrain"],
        )
    )


def regenerate() -> None:
    """Rewrite data/reach_counts.json from the current code (review the diff before committing)."""
    boards = {b.id: b for b in shipped_boards()}
    rows = [{**case, "count": _reach_count(boards[case["board"]], case)} for case in _reach_cases()]
    COUNTS.write_text("[\n" + ",\n".join(json.dumps(row) for row in rows) + "\n]\n", encoding="utf-8")


def test_reach_count_table() -> None:
    boards = {b.id: b for b in shipped_boards()}
    rows = json.loads(COUNTS.read_text(encoding="utf-8"))
    assert len(rows) == len(_reach_cases())
    for row in rows:
        assert _reach_count(boards[row["board"]], row) == row["count"], row
        start = parse_hex(row["start"])
        blocked = frozenset(parse_hex(t) for t in row["blocked"])
        occupied = frozenset(parse_hex(t) for t in row["occupied"])
        board = boards[row["board"]]
        expected = brute_force_reach(board, start, row["mp"], blocked, occupied, row["ignore_terrain"])
        assert row["count"] == len(expected), row


@pytest.mark.parametrize("board", shipped_boards(), ids=lambda b: b.id)
def test_404_1_shipped_boards_have_room_to_move_from_every_spawn_point(board: Board) -> None:
    for spawn in board.spawns:
        assert len(reachable(board, spawn.hex, 2)) >= 5


if __name__ == "__main__":
    regenerate()
