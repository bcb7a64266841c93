"""Range and line of sight (405.1-405.4) and AOE triangles (407.2a).

The count table in data/los_counts.json pins the number of visible spaces per range on the shipped
boards. Regenerate it only after a deliberate rules or board change, and review the diff:
``python -m tests.engine.games.wowminis.test_los``.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.games.wowminis.board import Board, board_from_dict, shipped_boards
from engine.games.wowminis.los import (
    MidpointBlockers,
    aoe_areas,
    explain_los,
    in_range,
    line_of_sight,
    visible_spaces,
)
from engine.hex import DIRECTIONS, Hex, disc, distance, parse_hex, shortest_paths

COUNTS = Path(__file__).parent / "data" / "los_counts.json"
Z = Hex(0, 0)  # the origin, where most literal positions start


def disc_board(
    radius: int = 6,
    cover: tuple[str, ...] = (),
    high: tuple[str, ...] = (),
    rocks: tuple[str, ...] = (),
    holes: tuple[str, ...] = (),
) -> Board:
    """A hexagon-shaped board of ``radius`` around (0,0); ``holes`` are spaces left off the board."""
    spaces = [str(h) for h in disc(Z, radius) if str(h) not in holes]
    return board_from_dict(
        {
            "kind": "wowminis-board",
            "format": 1,
            "id": "test",
            "name": "Test",
            "orientation": "pointy",
            "spaces": {"list": spaces},
            "terrain": {"cover": list(cover), "high_ground": list(high), "impassable": list(rocks)},
            "spawns": [{"hex": "0,0", "kind": "neutral"}],
            "scenario": {"sides": 2},
        }
    )


def hexes(*texts: str) -> frozenset[Hex]:
    return frozenset(parse_hex(t) for t in texts)


def brute_force_los(board: Board, src: Hex, dst: Hex, blockers: frozenset[Hex], enemies_mid: bool) -> bool:
    """405.3/405.4 straight from the text: enumerate the shortest paths and count them."""
    if distance(src, dst) <= 1:
        return True
    paths = shortest_paths(src, dst)

    def blocks(h: Hex) -> bool:
        return h not in board.spaces or h in board.los_blocking or h in blockers

    if not any(not any(blocks(h) for h in p[:-1]) for p in paths):
        return False
    if distance(src, dst) == 4 and len(paths) == 6:
        on = Counter(h for p in paths for h in p[:-1])
        for h, n in on.items():
            if n >= 4 and h in board.spaces and (h in board.los_blocking or (enemies_mid and h in blockers)):
                return False
    return True


# --- 405.1 / 405.2 --------------------------------------------------------------------------------


def test_405_1_path_length_counts_from_the_first_adjacent_space() -> None:
    board = disc_board()
    assert [len(p) for p in shortest_paths(Z, Hex(3, 0))] == [3]
    assert in_range(board, Z, Hex(3, 0), 0, 3)
    assert not in_range(board, Z, Hex(3, 0), 0, 2)
    assert in_range(board, Z, Hex(0, 1), 0, 1)


def test_405_2_range_includes_same_space() -> None:
    assert in_range(disc_board(), Z, Z, 0, 1)


def test_405_2_range_requires_los() -> None:
    board = disc_board(cover=("1,0",))
    assert not in_range(board, Z, Hex(3, 0), 0, 6)
    assert in_range(board, Z, Hex(0, 3), 0, 6)


def test_405_2a_minimum_range() -> None:
    board = disc_board()
    assert not in_range(board, Z, Z, 2, 4)
    assert not in_range(board, Z, Hex(1, 0), 2, 4)
    assert in_range(board, Z, Hex(2, 0), 2, 4)
    assert in_range(board, Z, Hex(2, 2), 2, 4)
    assert not in_range(board, Z, Hex(5, 0), 2, 4)


def test_405_2_off_board_target_is_never_in_range() -> None:
    assert not in_range(disc_board(radius=2), Z, Hex(3, 0), 0, 6)


# --- 405.3 --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("board", "blockers", "kind"),
    [
        (disc_board(cover=("2,0",)), frozenset(), "cover"),
        (disc_board(high=("2,0",)), frozenset(), "high ground"),
        (disc_board(rocks=("2,0",)), frozenset(), "impassable"),
        (disc_board(), hexes("2,0"), "enemy character"),
        (disc_board(holes=("2,0",)), frozenset(), "off the board"),
    ],
    ids=["cover", "high_ground", "impassable", "enemy_character", "off_board"],
)
def test_405_3_blocker_on_the_only_path_blocks(board: Board, blockers: frozenset[Hex], kind: str) -> None:
    assert not line_of_sight(board, Z, Hex(3, 0), blockers)
    report = explain_los(board, Z, Hex(3, 0), blockers)
    assert not report.clear and report.rule == "405.3"
    assert report.paths[0].blocker == Hex(2, 0) and report.paths[0].blocker_kind == kind
    assert report.summary() == f"Blocked: the only shortest path crosses a blocking space: (2,0) {kind}."


def test_405_3_ally_does_not_block() -> None:
    # An ally (or pet, or totem) in (2,0) is simply not passed as a blocker.
    board = disc_board()
    assert line_of_sight(board, Z, Hex(3, 0), blockers=hexes("4,0", "-1,0"))


def test_405_3_destination_contents_do_not_block() -> None:
    assert line_of_sight(disc_board(cover=("3,0",)), Z, Hex(3, 0))
    assert line_of_sight(disc_board(high=("3,0",)), Z, Hex(3, 0))
    assert line_of_sight(disc_board(), Z, Hex(3, 0), blockers=hexes("3,0"))


def test_405_3_source_space_does_not_block() -> None:
    assert line_of_sight(disc_board(cover=("0,0",)), Z, Hex(3, 0), blockers=hexes("0,0"))
    assert line_of_sight(disc_board(high=("0,0",)), Z, Hex(3, 0))


def test_405_3_adjacent_is_always_clear() -> None:
    board = disc_board(cover=("1,0", "0,1"), rocks=("-1,0",))
    everything = frozenset(disc(Z, 2))
    for n in DIRECTIONS:
        assert line_of_sight(board, Z, n, everything)
        assert explain_los(board, Z, n, everything).rule == "adjacent"
    adjacent = explain_los(board, Z, Hex(1, 0)).summary()
    assert adjacent == "Clear: adjacent spaces always have line of sight (405.3)."
    assert explain_los(board, Z, Z).summary() == "Clear: the same space is always in sight."


def test_405_3_one_clear_shortest_path_is_enough() -> None:
    # (0,0) -> (2,1) has three shortest paths: via (0,1)(1,1), via (1,0)(1,1) and via (1,0)(2,0).
    assert line_of_sight(disc_board(cover=("1,1",)), Z, Hex(2, 1))
    report = explain_los(disc_board(cover=("1,1",)), Z, Hex(2, 1))
    assert report.summary() == "Clear: 1 of 3 shortest paths is unblocked, e.g. (1,0) (2,0) (2,1)."


def test_405_3_blocked_when_every_shortest_path_is_blocked() -> None:
    board = disc_board(cover=("1,1",))
    assert not line_of_sight(board, Z, Hex(2, 1), blockers=hexes("2,0"))
    report = explain_los(board, Z, Hex(2, 1), blockers=hexes("2,0"))
    assert report.summary() == (
        "Blocked: all 3 shortest paths cross blocking spaces (1,1) cover, (2,0) enemy character."
    )


def test_405_3_a_longer_clear_detour_does_not_count() -> None:
    # Only shortest paths count: the straight line through cover is the only one.
    board = disc_board(cover=("1,0",))
    assert not line_of_sight(board, Z, Hex(2, 0))


# --- 405.4 --------------------------------------------------------------------------------------


def test_405_4_midpoint_blocker_blocks_range_4() -> None:
    board = disc_board(cover=("1,1",))
    assert not line_of_sight(board, Z, Hex(2, 2))
    report = explain_los(board, Z, Hex(2, 2))
    assert (report.clear, report.rule, report.midpoint, report.distance) == (False, "405.4", Hex(1, 1), 4)
    assert sum(p.blocker is None for p in report.paths) == 2  # 405.3 alone would see through
    assert report.summary() == (
        "Blocked (405.4): range 4 with six shortest paths, and the blocking midpoint (1,1), cover, "
        "lies on four of them."
    )


def test_405_4_off_centre_blocker_does_not_block() -> None:
    board = disc_board(cover=("1,0",))
    assert line_of_sight(board, Z, Hex(2, 2))
    report = explain_los(board, Z, Hex(2, 2))
    assert (report.clear, report.rule, report.midpoint) == (True, "405.3", Hex(1, 1))


def test_405_4_enemy_at_midpoint_blocks_by_default_but_not_terrain_only() -> None:
    board = disc_board()
    enemy = hexes("1,1")
    assert not line_of_sight(board, Z, Hex(2, 2), enemy)
    assert line_of_sight(board, Z, Hex(2, 2), enemy, midpoint_blockers="terrain_only")
    assert not line_of_sight(disc_board(cover=("1,1",)), Z, Hex(2, 2), midpoint_blockers="terrain_only")
    assert explain_los(board, Z, Hex(2, 2), enemy, midpoint_blockers="terrain_only").clear
    report = explain_los(board, Z, Hex(2, 2), enemy)
    assert (report.rule, report.midpoint_kind) == ("405.4", "enemy character")


@pytest.mark.parametrize("k", range(6))
def test_405_4_applies_in_all_six_between_axis_directions(k: int) -> None:
    u = DIRECTIONS[k]
    v = DIRECTIONS[(k + 1) % 6]
    mid = u + v
    target = mid + mid
    assert distance(Z, target) == 4 and len(shortest_paths(Z, target)) == 6
    board = disc_board(high=(str(mid),))
    assert not line_of_sight(board, Z, target)
    assert target not in visible_spaces(board, Z, 6)


def test_405_4_does_not_apply_at_other_ranges() -> None:
    # Range 6 between the axes has 20 paths; a single blocker in the middle leaves outer ones clear.
    assert line_of_sight(disc_board(cover=("1,1", "2,2")), Z, Hex(3, 3))
    # Range 4 with four paths, (3,1): a blocker on three of them still leaves one.
    assert line_of_sight(disc_board(cover=("2,1",)), Z, Hex(3, 1))


def test_405_4_off_board_midpoint_is_no_element() -> None:
    board = disc_board(holes=("1,1",))
    assert line_of_sight(board, Z, Hex(2, 2))


def test_unknown_midpoint_mode_is_rejected() -> None:
    with pytest.raises(ValueError, match="midpoint_blockers"):
        line_of_sight(disc_board(), Z, Hex(2, 2), midpoint_blockers="everything")  # type: ignore[arg-type]


# --- the LOS map -------------------------------------------------------------------------------


def test_visible_spaces_respects_range_bounds_and_includes_the_source() -> None:
    board = disc_board()
    assert visible_spaces(board, Z, 1) == frozenset(disc(Z, 1))
    assert visible_spaces(board, Z, 2, min_range=2) == frozenset(disc(Z, 2)) - frozenset(disc(Z, 1))
    assert visible_spaces(board, Z, 0) == {Z}
    assert visible_spaces(board, Z, 99) == board.spaces
    assert visible_spaces(board, Z, 1, min_range=2) == frozenset()


def test_visible_spaces_among_answers_the_full_map_cut_down_to_those_spaces() -> None:
    board = next(b for b in shipped_boards() if b.id == "training")
    blockers = hexes("2,2", "3,3", "1,5")
    wanted = frozenset(sorted(board.spaces)[::3])
    for src in sorted(board.spaces):
        full = visible_spaces(board, src, 6, blockers, 1)
        assert visible_spaces(board, src, 6, blockers, 1, among=wanted) == full & wanted, src
    assert visible_spaces(board, Z, 0, among=frozenset()) == frozenset()


def test_visible_spaces_and_line_of_sight_agree_with_brute_force_on_the_training_board() -> None:
    board = next(b for b in shipped_boards() if b.id == "training")
    spaces = sorted(board.spaces)
    blockers = hexes("2,2", "3,3", "1,5")
    modes: list[tuple[bool, MidpointBlockers]] = [(True, "terrain_and_enemies"), (False, "terrain_only")]
    for enemies_mid, mode in modes:
        for src in spaces:
            seen = visible_spaces(board, src, 12, blockers, midpoint_blockers=mode)
            for dst in spaces:
                expected = brute_force_los(board, src, dst, blockers, enemies_mid)
                los = line_of_sight(board, src, dst, blockers, midpoint_blockers=mode)
                assert los is expected, (src, dst)
                assert (dst in seen) is expected, (src, dst)
                assert explain_los(board, src, dst, blockers, midpoint_blockers=mode).clear is expected


cells = st.sampled_from(disc(Z, 4))


@settings(max_examples=60, deadline=None)
@given(
    st.lists(cells, max_size=10, unique=True),
    st.lists(cells, max_size=4, unique=True),
    st.lists(cells, max_size=3, unique=True),
    cells,
)
def test_los_matches_brute_force_on_random_boards(
    terrain: list[Hex], enemies: list[Hex], holes: list[Hex], src: Hex
) -> None:
    half = len(terrain) // 2
    board = disc_board(
        radius=4,
        cover=tuple(str(h) for h in terrain[:half] if h not in holes),
        rocks=tuple(str(h) for h in terrain[half:] if h not in holes and h != Z),  # (0,0) is the spawn
        holes=tuple(str(h) for h in holes if h != Z),
    )
    blockers = frozenset(enemies)
    seen = visible_spaces(board, src, 8, blockers)
    for dst in board.spaces:
        expected = brute_force_los(board, src, dst, blockers, True)
        assert line_of_sight(board, src, dst, blockers) is expected
        assert (dst in seen) is expected


# --- 407.2a ------------------------------------------------------------------------------------


def test_407_2a_six_triangles_in_the_open() -> None:
    areas = aoe_areas(disc_board(), Z)
    assert len(areas) == 6
    for t, a, b in areas:
        assert t == Z and distance(t, a) == distance(t, b) == distance(a, b) == 1
    assert len({frozenset(x) for x in areas}) == 6


def test_407_2a_fewer_triangles_at_the_edge() -> None:
    board = disc_board(radius=2)
    assert len(aoe_areas(board, Hex(2, 0))) == 2  # a corner: only two triangles stay on the board
    assert len(aoe_areas(board, Hex(1, 1))) == 3  # an edge space
    assert aoe_areas(board, Hex(5, 5)) == []


@pytest.mark.parametrize("board", shipped_boards(), ids=lambda b: b.id)
def test_407_2a_every_shipped_space_has_an_aoe_triangle(board: Board) -> None:
    assert all(aoe_areas(board, h) for h in board.spaces)


# --- count table --------------------------------------------------------------------------------


def _los_cases() -> list[dict[str, Any]]:
    """Fixed sources on each shipped board: spawn points, VP locations and the board's first space."""
    cases: list[dict[str, Any]] = []
    for board in shipped_boards():
        first_open = min(board.spaces - board.impassable)
        sources = [s.hex for s in board.spawns] + sorted(board.vp_locations) + [first_open]
        blockers = sorted(board.vp_locations)[:1] + [s.hex for s in board.spawns if s.side == 1][:1]
        for src in sources:
            cases.append(
                {
                    "board": board.id,
                    "source": str(src),
                    "blockers": [str(h) for h in blockers if h != src],
                }
            )
    return cases


def _visible_counts(board: Board, case: dict[str, Any]) -> list[int]:
    src = parse_hex(case["source"])
    blockers = frozenset(parse_hex(t) for t in case["blockers"])
    return [len(visible_spaces(board, src, r, blockers, min_range=1)) for r in range(1, 7)]


def regenerate() -> None:
    """Rewrite data/los_counts.json from the current code (review the diff before committing)."""
    boards = {b.id: b for b in shipped_boards()}
    rows = [{**c, "visible_by_range": _visible_counts(boards[c["board"]], c)} for c in _los_cases()]
    COUNTS.write_text("[\n" + ",\n".join(json.dumps(row) for row in rows) + "\n]\n", encoding="utf-8")


def test_los_count_table() -> None:
    boards = {b.id: b for b in shipped_boards()}
    rows = json.loads(COUNTS.read_text(encoding="utf-8"))
    assert len(rows) == len(_los_cases())
    for row in rows:
        assert _visible_counts(boards[row["board"]], row) == row["visible_by_range"], row


if __name__ == "__main__":
    regenerate()
