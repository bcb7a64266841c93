"""Live validation of a WoW Miniatures board: what still stops it from being played.

``load_board`` stops at the first broken rule and says where in the file it is; the board editor
needs every problem at once, each with the spaces to highlight, and it needs a few more checks that
only matter for play (can the sides reach each other at all?). A board with problems can still be
saved as a draft (``"draft": true``), but the new-game screen does not offer it.

>>> from engine.games.wowminis.board import board_from_dict
>>> board = board_from_dict({"kind": "wowminis-board", "format": 1, "id": "pocket", "name": "Pocket",
...     "orientation": "pointy", "spaces": {"rectangle": [3, 1]}, "terrain": {"impassable": ["1,0"]},
...     "spawns": [{"hex": "0,0", "side": 0, "kind": "exclusive"}], "scenario": {"sides": 1}})
>>> [(p.code, [str(h) for h in p.spaces]) for p in board_problems(board)]
[('unreachable', ['2,0'])]
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from engine.core.errors import BadInputError
from engine.games.wowminis.board import Board, Terrain, board_from_dict, valid_board_id
from engine.hex import Hex, neighbors

PROBLEM_CODES: tuple[str, ...] = (
    "name",
    "id",
    "no_spawn",
    "spawn_impassable",
    "vp_impassable",
    "unreachable",
    "split",
    "invalid",
)
"""Every kind of problem, in the order they are listed."""


@dataclass(frozen=True)
class Problem:
    """One reason the board cannot be played: a ``code`` from ``PROBLEM_CODES``, a sentence for the
    player, and the spaces to highlight (sorted; empty when the problem is not about spaces)."""

    code: str
    message: str
    spaces: tuple[Hex, ...] = ()


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _names(spaces: Iterable[Hex], limit: int = 4) -> str:
    listed = sorted(spaces)
    text = ", ".join(str(h) for h in listed[:limit])
    return text + (f" and {len(listed) - limit} more" if len(listed) > limit else "")


def components(spaces: Iterable[Hex]) -> list[frozenset[Hex]]:
    """The connected groups of ``spaces`` (adjacent spaces join), largest first, ties by least space.

    >>> [sorted(c) for c in components([Hex(0, 0), Hex(1, 0), Hex(5, 5)])]
    [[Hex(q=0, r=0), Hex(q=1, r=0)], [Hex(q=5, r=5)]]
    """
    left = set(spaces)
    out: list[frozenset[Hex]] = []
    for start in sorted(left):
        if start not in left:
            continue
        group = {start}
        left.discard(start)
        todo = [start]
        while todo:
            for n in neighbors(todo.pop()):
                if n in left:
                    left.discard(n)
                    group.add(n)
                    todo.append(n)
        out.append(frozenset(group))
    return sorted(out, key=lambda g: (-len(g), min(g)))


def board_problems(board: Board) -> list[Problem]:
    """Every problem that keeps ``board`` from being played, in ``PROBLEM_CODES`` order.

    Checked: an empty name or a badly formed id; a side with no spawn point it may use; spawn points
    and VP locations on impassable terrain (406.2c); passable spaces that no character can reach from
    any spawn point (walled-off pockets); spawn points in separate groups of passable spaces (the
    board is split, so the sides could never meet); and, last, anything else ``board_from_dict``
    rejects. An empty list means the board can be saved as a playable (non-draft) board.
    """
    out: list[Problem] = []
    if not board.name.strip():
        out.append(Problem("name", "The board has no name."))
    if not valid_board_id(board.id):
        out.append(Problem("id", f"The id {board.id!r} must be lower-case letters, digits, '-' or '_'."))
    sides = int(board.scenario.get("sides", 2))
    for side in range(sides):
        if not board.spawns_for(side):
            out.append(Problem("no_spawn", f"Side {side + 1} has no spawn point."))
    bad_spawns = [s.hex for s in board.spawns if board.terrain.get(s.hex) is Terrain.IMPASSABLE]
    if bad_spawns:
        out.append(
            Problem(
                "spawn_impassable",
                f"{_plural(len(bad_spawns), 'spawn point')} on impassable terrain: {_names(bad_spawns)}.",
                tuple(sorted(bad_spawns)),
            )
        )
    bad_vps = [h for h in board.vp_locations if board.terrain.get(h) is Terrain.IMPASSABLE]
    if bad_vps:
        out.append(
            Problem(
                "vp_impassable",
                f"{_plural(len(bad_vps), 'VP location')} on impassable terrain: {_names(bad_vps)}.",
                tuple(sorted(bad_vps)),
            )
        )
    out.extend(_connectivity(board))
    if not out:
        try:
            data = board.to_dict()
            data.pop("draft", None)
            board_from_dict(data, board.source)
        except BadInputError as exc:
            where = f"{exc.where}: " if exc.where else ""
            out.append(Problem("invalid", f"{where}{exc.problem}"))
    return out


def _connectivity(board: Board) -> list[Problem]:
    """Unreachable pockets and a split board, from the groups of passable spaces."""
    passable = board.spaces - board.impassable
    spawn_spaces = {s.hex for s in board.spawns if s.hex in passable}
    if not spawn_spaces:
        return []
    groups = components(passable)
    with_spawns = [g for g in groups if g & spawn_spaces]
    out: list[Problem] = []
    stranded = sorted(h for g in groups if not g & spawn_spaces for h in g)
    if stranded:
        out.append(
            Problem(
                "unreachable",
                f"{_plural(len(stranded), 'space')} no character can reach from a spawn point: "
                f"{_names(stranded)}.",
                tuple(stranded),
            )
        )
    if len(with_spawns) > 1:
        cut_off = sorted(h for g in with_spawns[1:] for h in g)
        out.append(
            Problem(
                "split",
                f"The board is split in {len(with_spawns)} parts with spawn points in each: characters "
                f"could never meet. Highlighted: the smaller part{'s' if len(with_spawns) > 2 else ''}.",
                tuple(cut_off),
            )
        )
    return out


def problem_spaces(problems: Iterable[Problem]) -> frozenset[Hex]:
    """Every space some problem points at (what the editor highlights)."""
    return frozenset(h for p in problems for h in p.spaces)


def unplayable_reasons(board: Board) -> list[str]:
    """Why ``board`` cannot be played, one sentence each; empty when it can.

    Its problems, or, for a board still marked ``"draft": true`` without any, that mark itself (the
    editor clears it on the next save; by hand, delete the field).
    """
    reasons = [p.message for p in board_problems(board)]
    if board.draft and not reasons:
        reasons.append('The board is marked as a draft ("draft": true): save it again in the editor.')
    return reasons
