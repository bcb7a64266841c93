"""WoW Miniatures geometry benchmarks: the LOS-and-range map and natural-move reach.

These are the AI's hot paths: a search evaluates targets and moves for every character at every
node. Measured on the largest shipped board with six characters placed among its terrain. Targets
(figures only, never pass/fail): a range-6 LOS map within 2 ms, a 2-MP reach set within 0.5 ms.
"""

from __future__ import annotations

from typing import Any

from bench.core import timed
from engine.games.wowminis.board import Board, shipped_boards
from engine.games.wowminis.los import line_of_sight, visible_spaces
from engine.games.wowminis.movement import reachable
from engine.hex import Hex, distance, offset_to_axial

TARGET_LOS_MAP_US = 2000.0
TARGET_REACH_US = 500.0


def _placement(board: Board) -> tuple[list[Hex], list[Hex]]:
    """Three characters per side on open spaces a third of the way in from each side's edge."""
    width, height = board.rectangle or (0, 0)
    free = sorted(h for h, cost in board.move_cost.items() if cost == 1)
    placed: list[list[Hex]] = [[], []]
    for side in (0, 1):
        for k in (1, 2, 3):
            if board.orientation == "flat":
                spot = (width // 3 if side == 0 else width - 1 - width // 3, k * height // 4)
            else:
                spot = (k * width // 4, height - 1 - height // 3 if side == 0 else height // 3)
            want = offset_to_axial(spot[0], spot[1], board.orientation)
            h = min((h for h in free if h not in placed[0] + placed[1]), key=lambda h: (distance(h, want), h))
            placed[side].append(h)
    return placed[0], placed[1]


def run(repeat: int = 200) -> dict[str, Any]:
    """Median and p95 microseconds per call of visible_spaces (range 6) and reachable (2 MP)."""
    board = max(shipped_boards(), key=lambda b: len(b.spaces))
    mine, theirs = _placement(board)
    me = mine[1]
    enemies = frozenset(theirs)
    allies = frozenset(mine) - {me}
    far = max(sorted(board.spaces), key=lambda h: (0 < distance(me, h) <= 6, distance(me, h)))
    los_map = timed(lambda: visible_spaces(board, me, 6, enemies), repeat, 5)
    reach = timed(lambda: reachable(board, me, 2, blocked=enemies, occupied=allies), repeat, 20)
    pair = timed(lambda: line_of_sight(board, me, far, enemies), repeat, 50)
    return {
        "board": board.id,
        "spaces": len(board.spaces),
        "characters": [str(h) for h in (*mine, *theirs)],
        "visible_spaces_range6": {**los_map, "target_us": TARGET_LOS_MAP_US,
                                  "count": len(visible_spaces(board, me, 6, enemies))},
        "reachable_2mp": {**reach, "target_us": TARGET_REACH_US,
                          "count": len(reachable(board, me, 2, blocked=enemies, occupied=allies))},
        "line_of_sight_range6": pair,
    }
