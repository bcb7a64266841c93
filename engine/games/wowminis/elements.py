"""LOS blocking elements that span several spaces, for the range-4 exception (405.4).

405.4 blocks LOS at range 4 when four of the six shortest paths "cross through a single LOS blocking
element". With every space its own element that is exactly "the midpoint blocks" (the midpoint is
the only space on four paths), which los.py checks by default. With the rules option
``element_grouping`` a piece of terrain drawn over several adjacent spaces of one type (a forest
of two cover spaces, a ridge of high ground) is one element: LOS is blocked when the paths that
meet any of its spaces number four or more, even though each of its spaces lies on fewer. Enemy
characters stay one-space elements; off-board spaces are no element (digest §12 row 6).

``group_elements`` marks a board (its ``memo``, keyed "elements") and los.py consults
``range4_blocked`` for boards so marked; boards belong to one game, so the mark follows the
game's option.
"""

from __future__ import annotations

from functools import lru_cache

from engine.games.wowminis.board import Board
from engine.hex import Hex, decompose, neighbors, shortest_paths

MEMO_KEY = "elements"


def terrain_elements(board: Board) -> dict[Hex, int]:
    """Each LOS-blocking terrain space -> the id of its element: adjacent spaces of one terrain type
    form one element (ids count up in sorted-space order, so they are the same every run)."""
    out: dict[Hex, int] = {}
    next_id = 0
    for start in sorted(board.los_blocking):
        if start in out:
            continue
        kind = board.terrain[start]
        out[start] = next_id
        todo = [start]
        while todo:
            h = todo.pop()
            for n in neighbors(h):
                if n not in out and n in board.los_blocking and board.terrain[n] is kind:
                    out[n] = next_id
                    todo.append(n)
        next_id += 1
    return out


def group_elements(board: Board) -> None:
    """Mark ``board`` for grouped 405.4 checks when it has an element of two or more spaces."""
    found = terrain_elements(board)
    if len(set(found.values())) < len(found):
        board.memo[MEMO_KEY] = found


@lru_cache(maxsize=64)
def _six_paths(dq: int, dr: int) -> tuple[tuple[tuple[int, int], ...], ...] | None:
    """The intermediate spaces (offsets from the source) of the six shortest paths, or None when
    ``(dq, dr)`` is not a range-4 target with six equal paths."""
    _, i, j = decompose((dq, dr))
    if (i, j) != (2, 2):
        return None
    paths = shortest_paths(Hex(0, 0), Hex(dq, dr))
    return tuple(tuple((h.q, h.r) for h in p[:-1]) for p in paths)


def range4_blocked(
    board: Board,
    src: Hex | tuple[int, int],
    dst: Hex | tuple[int, int],
    blockers: frozenset[Hex],
    enemies: bool,
) -> bool:
    """405.4 with grouped elements: one element (a terrain group, or an enemy character's space when
    ``enemies``) meets at least four of the six shortest paths from ``src`` to ``dst``."""
    groups: dict[Hex, int] | None = board.memo.get(MEMO_KEY)
    paths = _six_paths(dst[0] - src[0], dst[1] - src[1])
    if groups is None or paths is None:
        return False
    met: dict[object, set[int]] = {}
    for n, path in enumerate(paths):
        for oq, orr in path:
            h = Hex(src[0] + oq, src[1] + orr)
            if h not in board.spaces:
                continue
            if h in groups:
                met.setdefault(groups[h], set()).add(n)
            if enemies and h in blockers:
                met.setdefault(h, set()).add(n)
    return any(len(found) >= 4 for found in met.values())
