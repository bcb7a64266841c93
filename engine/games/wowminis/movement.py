"""Movement on a WoW Miniatures board: natural moves (404.1), teleports (404.2), forced moves (404.3).

The caller describes the pieces with two sets of spaces, from the mover's point of view:
``blocked`` holds enemy non-pet characters (never entered), ``occupied`` holds every other character
(allies and pets: passed through, never ended on). Totems are left out of both: they never matter
(404.1b). The mover's own start space belongs in neither.

>>> from engine.games.wowminis.board import board_from_dict
>>> board = board_from_dict({"kind": "wowminis-board", "format": 1, "id": "demo", "name": "Demo",
...     "orientation": "pointy", "spaces": {"rectangle": [9, 9]},
...     "spawns": [{"hex": "0,0", "kind": "neutral"}], "scenario": {"sides": 2}})
>>> len(reachable(board, Hex(2, 4), 2))  # 404.1: 6 spaces at 1 MP plus 12 at 2 MP
18
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from engine.games.wowminis.board import Board
from engine.hex import Hex, distance

_EMPTY: frozenset[Hex] = frozenset()
MEMO_LIMIT = 4096
"""Entries kept per board by ``reachable``'s memo before it starts over (bounds memory in long searches)."""


class Reach(NamedTuple):
    """The cheapest way to a space: its move-point cost and the path (start excluded, space last).

    A named tuple rather than a dataclass: a reachable set builds one per space, in the AI's hot loop.
    """

    cost: int
    path: tuple[Hex, ...]


def reachable(
    board: Board,
    start: Hex,
    move_points: int,
    *,
    blocked: frozenset[Hex] = _EMPTY,
    occupied: frozenset[Hex] = _EMPTY,
    ignore_terrain: bool = False,
) -> dict[Hex, Reach]:
    """Every legal end space of a natural move with ``move_points`` MP (404.1-404.1b), start excluded.

    Dijkstra over the board's passable spaces with entry costs 1 (open) or 2 (cover, high ground;
    1 if ``ignore_terrain``). Among equally cheap paths the first one found wins, exploring
    neighbours in ``DIRECTIONS`` order, so the result is deterministic. The dict is in discovery
    order (cheapest first).

    The search is memoized on the board. Only blocked spaces within ``move_points`` of the start can
    matter (every step costs at least 1 MP) and ``occupied`` only filters the ends, so the memo key
    leaves the rest out and positions that differ far away share one search.
    """
    if move_points <= 0:
        return {}
    near = frozenset(h for h in blocked if distance(h, start) <= move_points)
    memo: dict[tuple[Hex, int, frozenset[Hex], bool], dict[Hex, Reach]]
    memo = board.memo.setdefault("reachable", {})
    key = (start, move_points, near, ignore_terrain)
    found = memo.get(key)
    if found is None:
        if len(memo) >= MEMO_LIMIT:
            memo.clear()
        found = memo[key] = _reachable(board, start, move_points, near, ignore_terrain)
    return {h: r for h, r in found.items() if h not in occupied}


MoveEnd = tuple[Hex, str, tuple[Hex, ...]]
"""One end space of a natural move: the space, its notation and its cheapest path (``move_ends``)."""


def move_ends(
    board: Board, start: Hex, move_points: int, blocked: frozenset[Hex], ignore_terrain: bool
) -> tuple[MoveEnd, ...]:
    """Every space ``reachable`` finds with nobody else on the board (occupied spaces included, start
    excluded), in notation order, with its notation and cheapest path: the turn menu's move list
    before the spaces other characters stand on are taken out. Memoized per board like ``reachable``;
    ``blocked`` should hold only the blockers within ``move_points`` (farther ones change nothing
    but split the memo)."""
    memo: dict[tuple[Hex, int, frozenset[Hex], bool], tuple[MoveEnd, ...]]
    memo = board.memo.setdefault("move_ends", {})
    key = (start, move_points, blocked, ignore_terrain)
    found = memo.get(key)
    if found is None:
        if len(memo) >= MEMO_LIMIT:
            memo.clear()
        rank, text = _notation(board)
        paths = _search(board, start, move_points, blocked, ignore_terrain)[1]
        del paths[start]
        found = memo[key] = tuple((h, text[h], paths[h]) for h in sorted(paths, key=rank.__getitem__))
    return found


def _notation(board: Board) -> tuple[dict[Hex, int], dict[Hex, str]]:
    """Each space's rank among the board's notations (sorting by the rank sorts by notation without
    comparing strings) and its notation, worked out once per board."""
    found: tuple[dict[Hex, int], dict[Hex, str]] | None = board.memo.get("notation")
    if found is None:
        texts = sorted((str(h), h) for h in board.spaces)
        found = board.memo["notation"] = (
            {h: i for i, (_, h) in enumerate(texts)},
            {h: text for text, h in texts},
        )
    return found


def _reachable(
    board: Board, start: Hex, move_points: int, blocked: frozenset[Hex], ignore_terrain: bool
) -> dict[Hex, Reach]:
    """Every space the search reaches (occupied ones included), start excluded, in discovery order."""
    best, paths = _search(board, start, move_points, blocked, ignore_terrain)
    return {h: Reach(cost, paths[h]) for h, cost in best.items() if h != start}


def _search(
    board: Board, start: Hex, move_points: int, blocked: frozenset[Hex], ignore_terrain: bool
) -> tuple[dict[Hex, int], dict[Hex, tuple[Hex, ...]]]:
    """The Dijkstra of ``reachable``: each space reached (the start included) with its cost, and
    with its cheapest path, both in discovery order."""
    adjacency = board.adjacency
    costs = board.move_cost
    best: dict[Hex, int] = {start: 0}
    paths: dict[Hex, tuple[Hex, ...]] = {start: ()}
    buckets: list[list[Hex]] = [[] for _ in range(move_points + 1)]
    buckets[0].append(start)
    for spent in range(move_points + 1):
        for h in buckets[spent]:
            if best[h] != spent:
                continue
            here = paths[h]  # final: h is settled, so its cheapest path is known
            for n in adjacency.get(h, ()):
                if n in blocked:
                    continue
                total = spent + (1 if ignore_terrain else costs[n])
                if total > move_points:
                    continue
                old = best.get(n)
                if old is None or total < old:
                    best[n] = total
                    paths[n] = (*here, n)
                    buckets[total].append(n)
    return best, paths


def _count_cost(board: Board, h: Hex, ignore_terrain: bool) -> int:
    """404.3a: spaces of a forced move used up by entering ``h`` (2 for cover or high ground)."""
    return 1 if ignore_terrain else board.move_cost[h]


def forced_paths(
    board: Board,
    start: Hex,
    spaces: int,
    *,
    blocked: frozenset[Hex] = _EMPTY,
    occupied: frozenset[Hex] = _EMPTY,
    ignore_terrain: bool = False,
) -> list[tuple[Hex, ...]]:
    """404.3/404.3a: the ways to move a character exactly ``spaces`` spaces, one path per end space.

    Entering cover or high ground uses 2 of the count. Paths never revisit a space (the start
    included), pass only through passable, non-``blocked`` spaces, and end on a space with no
    character. If no path uses the whole count, the longest legal ones are returned instead (705.1b:
    do as much as possible); ``[]`` means the character cannot be moved. For each end space the
    first path in ``DIRECTIONS`` order is kept; the list is sorted by end space.
    """
    if spaces <= 0:
        return []
    best_used = 0
    found: dict[Hex, tuple[int, tuple[Hex, ...]]] = {}
    adjacency = board.adjacency

    def walk(h: Hex, used: int, trail: tuple[Hex, ...], visited: frozenset[Hex]) -> None:
        nonlocal best_used
        if trail and trail[-1] not in occupied:
            end = trail[-1]
            if used > best_used:
                best_used = used
            previous = found.get(end)
            if previous is None or used > previous[0]:
                found[end] = (used, trail)
        for n in adjacency.get(h, ()):
            if n in visited or n in blocked:
                continue
            total = used + _count_cost(board, n, ignore_terrain)
            if total <= spaces:
                walk(n, total, (*trail, n), visited | {n})

    walk(start, 0, (), frozenset((start,)))
    return [path for end, (used, path) in sorted(found.items()) if used == best_used]


def away_paths(
    board: Board,
    start: Hex,
    source: Hex,
    spaces: int,
    *,
    blocked: frozenset[Hex] = _EMPTY,
    occupied: frozenset[Hex] = _EMPTY,
    ignore_terrain: bool = False,
) -> list[tuple[Hex, ...]]:
    """404.3b: the ways to move a character ``spaces`` spaces "away" from ``source``.

    Resolution (digest §12 row 19), step by step while count remains:

    1. Candidates are the legal next spaces: passable, not ``blocked``, not yet visited, and
       affordable with the remaining count (cover/high ground use 2, 404.3a).
    2. Only the candidates farthest from ``source`` are allowed ("each space ... must be one of the
       farthest possible"); the effect's controller picks among ties, so each tie is a branch.
    3. If even the farthest candidates are no farther than the current space (an edge or a wall),
       the character moves along it: among those farthest candidates keep only the ones from which
       continuing by these same rules ends farthest from ``source`` (lookahead).
    4. With no candidate the movement stops early.
    5. If the final space holds a character, the path is cut back to its last space with none
       (an earlier legal stop); a path with no such space means no movement.

    One path per end space, sorted by end space; ``[]`` means the character does not move.
    """
    if spaces <= 0:
        return []
    adjacency = board.adjacency

    def candidates(h: Hex, left: int, visited: frozenset[Hex]) -> list[Hex]:
        legal = [
            n
            for n in adjacency.get(h, ())
            if n not in visited and n not in blocked and _count_cost(board, n, ignore_terrain) <= left
        ]
        if not legal:
            return []
        far = max(distance(n, source) for n in legal)
        return [n for n in legal if distance(n, source) == far]

    def runs(h: Hex, left: int, visited: frozenset[Hex]) -> list[tuple[Hex, ...]]:
        """Every full run of steps from ``h`` under rules 1-4 (possibly the empty run)."""
        options = candidates(h, left, visited)
        if options and distance(options[0], source) <= distance(h, source):
            scored = [(n, _best_final(n, left, visited)) for n in options]
            top = max(score for _, score in scored)
            options = [n for n, score in scored if score == top]
        if not options:
            return [()]
        out: list[tuple[Hex, ...]] = []
        for n in options:
            left_after = left - _count_cost(board, n, ignore_terrain)
            for rest in runs(n, left_after, visited | {n}):
                out.append((n, *rest))
        return out

    def _best_final(n: Hex, left: int, visited: frozenset[Hex]) -> int:
        """How far from ``source`` the character ends if it steps into ``n`` and keeps going."""
        left_after = left - _count_cost(board, n, ignore_terrain)
        return max(distance(run[-1] if run else n, source) for run in runs(n, left_after, visited | {n}))

    found: dict[Hex, tuple[Hex, ...]] = {}
    for run in runs(start, spaces, frozenset((start,))):
        cut = len(run)
        while cut > 0 and run[cut - 1] in occupied:
            cut -= 1
        if cut:
            found.setdefault(run[cut - 1], run[:cut])
    return [found[end] for end in sorted(found)]


def teleport_destinations(
    board: Board, occupied: frozenset[Hex], within: Iterable[Hex] | None = None
) -> frozenset[Hex]:
    """404.2: spaces a character can teleport to: on the board, not impassable, no character there.

    ``occupied`` holds every character's space (totems excluded: a teleport may end on one).
    ``within`` optionally limits the candidates (e.g. to a range computed by the caller).
    """
    pool = board.adjacency.keys() if within is None else [h for h in within if h in board.adjacency]
    return frozenset(h for h in pool if h not in occupied)
