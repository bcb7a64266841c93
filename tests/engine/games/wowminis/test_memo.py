"""The engine's speed caches give the answers an uncached computation gives, and never leak mutations.

Reachable sets, line of sight and AOE triangles are memoized per board, and ``act`` shares equal
actions; these tests pin that a cached answer equals a fresh one and that callers get their own copies.
"""

from __future__ import annotations

from itertools import islice

from engine.games.wowminis.actions import WowAction, act
from engine.games.wowminis.board import Board, shipped_boards
from engine.games.wowminis.los import aoe_areas, distances_from, explain_los, line_of_sight
from engine.games.wowminis.movement import _reachable, reachable
from engine.games.wowminis.sequence import vp_counts
from engine.hex import distance

BOARDS = {b.id: b for b in shipped_boards()}


def _fresh_board(board_id: str) -> Board:
    """A shipped board with an empty memo, so each test starts uncached."""
    board = BOARDS[board_id]
    board.memo.clear()
    return board


def test_reachable_returns_a_copy_the_caller_may_change() -> None:
    board = _fresh_board("standard")
    start = sorted(board.adjacency)[40]
    first = reachable(board, start, 2)
    first.clear()
    assert reachable(board, start, 2) == _reachable(board, start, 2, frozenset(), False)


def test_reachable_with_a_far_blocker_shares_the_search_and_matches_a_fresh_one() -> None:
    board = _fresh_board("standard")
    start = sorted(board.adjacency)[40]
    far = next(h for h in sorted(board.adjacency) if distance(h, start) > 3)
    near = next(h for h in board.adjacency[start])
    open_reach = reachable(board, start, 2)
    assert reachable(board, start, 2, blocked=frozenset({far})) == open_reach
    assert len(board.memo["reachable"]) == 1
    blocked = reachable(board, start, 2, blocked=frozenset({far, near}))
    assert near not in blocked
    assert blocked == _reachable(board, start, 2, frozenset({near}), False)


def test_reachable_filters_occupied_ends_after_the_cached_search() -> None:
    board = _fresh_board("highlands")
    start = sorted(board.adjacency)[25]
    ally = board.adjacency[start][0]
    with_ally = reachable(board, start, 2, occupied=frozenset({ally}))
    assert ally not in with_ally
    assert with_ally == {h: r for h, r in reachable(board, start, 2).items() if h != ally}


def test_line_of_sight_cached_answers_agree_with_the_path_enumeration() -> None:
    board = _fresh_board("highlands")
    spaces = sorted(board.spaces)
    blockers = frozenset(spaces[i] for i in (30, 47, 81))
    for src in islice(spaces[::9], 12):
        for dst in (h for h in spaces[::5] if distance(src, h) <= 6):
            expected = explain_los(board, src, dst, blockers).clear
            assert line_of_sight(board, src, dst, blockers) == expected
            assert line_of_sight(board, src, dst, blockers) == expected  # the memoized answer


def test_aoe_areas_returns_a_copy_the_caller_may_change() -> None:
    board = _fresh_board("standard")
    target = sorted(board.spaces)[50]
    areas = aoe_areas(board, target)
    areas.clear()
    again = aoe_areas(board, target)
    assert again and all(tri[0] == target and len(set(tri)) == 3 for tri in again)


def test_act_shares_equal_actions_that_compare_like_fresh_ones() -> None:
    a = act("move", "thrall", "4,5")
    assert act("move", "thrall", "4,5") is a
    assert a == WowAction("move", ("thrall", "4,5")) and hash(a) == hash(WowAction("move", ("thrall", "4,5")))
    assert str(a) == "move thrall 4,5" and str(act("end", "grom")) == "end grom"
    assert sorted([act("play", "b"), act("end", "a"), act("move", "a", "1,1")]) == [
        act("end", "a"),
        act("move", "a", "1,1"),
        act("play", "b"),
    ]


def test_distance_rows_equal_the_hex_distance_on_and_off_the_board() -> None:
    board = _fresh_board("highlands")
    spaces = sorted(board.spaces)
    off = (max(q for q, _ in spaces) + 3, 0)
    for h in [*spaces[::7], off]:
        row = distances_from(board, h)
        assert row == {p: distance(h, p) for p in spaces}
        assert distances_from(board, h) is row, "a row is kept once made"


def test_vp_counts_count_the_locations_each_space_is_on_or_next_to() -> None:
    board = _fresh_board("highlands")
    counts = vp_counts(board)
    assert board.vp_locations, "the test needs a board with VP locations"
    for h in sorted(board.spaces):
        expected = sum(1 for v in board.vp_locations if distance(h, v) <= 1)
        assert counts.get(h, 0) == expected
