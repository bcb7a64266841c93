"""Range and line of sight (405.1-405.4) and AOE areas (407.2a) on a WoW Miniatures board.

405.3: a source sees a destination if ANY shortest path to it is unblocked; a path is blocked if a
space on it other than the last is cover, high ground, impassable, or holds a non-pet enemy of the
source. Off-board spaces on a path also block (digest §12 row 7). 405.4: at distance 4 with six
shortest paths, a blocking midpoint (on four of the six paths) blocks LOS even if the two outer
paths are clear. The caller passes ``blockers``: the spaces holding non-pet characters that are
enemies of the source (allies, pets and totems never block, so they are simply left out).

Instead of enumerating paths, the checks run a DP over the shortest-path lattice: a space is
"clear" if it does not block and one of its lattice predecessors is clear, and the destination is
visible if one of its predecessors is clear. That prefix property does not depend on the
destination, so ``visible_spaces`` computes a whole LOS map in one pass over the disc.

>>> from engine.games.wowminis.board import board_from_dict
>>> board = board_from_dict({"kind": "wowminis-board", "format": 1, "id": "demo", "name": "Demo",
...     "orientation": "pointy", "spaces": {"rectangle": [7, 7]}, "terrain": {"cover": ["1,1"]},
...     "spawns": [{"hex": "0,0", "kind": "neutral"}], "scenario": {"sides": 2}})
>>> line_of_sight(board, Hex(0, 0), Hex(2, 2))  # 405.4: the midpoint (1,1) is cover
False
>>> line_of_sight(board, Hex(0, 0), Hex(2, 1))  # 405.3: the path through (1,0), (2,0) is clear
True
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import repeat
from operator import sub
from typing import Literal, NamedTuple

from engine.games.wowminis.board import Board, Terrain
from engine.games.wowminis.elements import MEMO_KEY, range4_blocked
from engine.hex import DIRECTIONS, Hex, decompose, disc, distance, lattice_offsets, shortest_paths

MidpointBlockers = Literal["terrain_and_enemies", "terrain_only"]
MIDPOINT_MODES: tuple[str, ...] = ("terrain_and_enemies", "terrain_only")
_NO_BLOCKERS: frozenset[Hex] = frozenset()
# Beyond this radius visible_spaces bounds its disc by the board instead of by the range.
_PLAN_LIMIT = 12
LOS_MEMO_LIMIT = 1 << 16
"""Answers kept per board by ``line_of_sight``'s memo before it starts over (bounds memory)."""

# One lattice / disc entry: (dq, dr, pred_a, pred_b, midpoint_index). pred_b == pred_a when the
# space has one predecessor; midpoint_index is -1 unless 405.4 applies to that destination.
_Entry = tuple[int, int, int, int, int]


@dataclass(frozen=True)
class PathReport:
    """One shortest path (source excluded, destination last) and the first space that blocks it."""

    spaces: tuple[Hex, ...]
    blocker: Hex | None
    blocker_kind: str = ""


@dataclass(frozen=True)
class LosReport:
    """Why a source does or does not see a destination, for the client's LOS inspector.

    ``rule`` is ``"adjacent"`` (distance 0 or 1, always clear), ``"405.4"`` when the range-4
    midpoint exception decided it, else ``"405.3"``. ``midpoint`` is set whenever 405.4's geometry
    applies (distance 4 with six shortest paths), whether or not the midpoint blocks.
    """

    clear: bool
    distance: int
    rule: str
    paths: tuple[PathReport, ...]
    midpoint: Hex | None
    midpoint_kind: str = ""

    def summary(self) -> str:
        """One sentence in plain words for the log or a tooltip."""
        n = len(self.paths)
        if self.rule == "adjacent":
            if self.distance == 0:
                return "Clear: the same space is always in sight."
            return "Clear: adjacent spaces always have line of sight (405.3)."
        if self.rule == "405.4":
            return (
                "Blocked (405.4): range 4 with six shortest paths, and the blocking midpoint "
                f"({self.midpoint}), {self.midpoint_kind}, lies on four of them."
            )
        open_paths = [p for p in self.paths if p.blocker is None]
        if self.clear:
            example = " ".join(f"({h})" for h in open_paths[0].spaces)
            verb = "is" if len(open_paths) == 1 else "are"
            return f"Clear: {len(open_paths)} of {n} shortest paths {verb} unblocked, e.g. {example}."
        seen: dict[Hex, str] = {}
        for p in self.paths:
            if p.blocker is not None and p.blocker not in seen:
                seen[p.blocker] = p.blocker_kind
        listed = ", ".join(f"({h}) {kind}" for h, kind in seen.items())
        if n == 1:
            return f"Blocked: the only shortest path crosses a blocking space: {listed}."
        return f"Blocked: all {n} shortest paths cross blocking spaces {listed}."


def _check_mode(mode: str) -> bool:
    """True when enemy characters count as 405.4 midpoint blockers."""
    if mode not in MIDPOINT_MODES:
        raise ValueError(f"midpoint_blockers must be one of {', '.join(MIDPOINT_MODES)}, got {mode!r}")
    return mode == "terrain_and_enemies"


def _midpoint_offset(dq: int, dr: int) -> tuple[int, int] | None:
    """The 405.4 midpoint relative to the source, or None if 405.4's geometry does not apply."""
    k, i, j = decompose((dq, dr))
    if i != 2 or j != 2:
        return None
    u = DIRECTIONS[k]
    v = DIRECTIONS[(k + 1) % 6]
    return (u.q + v.q, u.r + v.r)


@lru_cache(maxsize=1024)
def _lattice_plan(dq: int, dr: int) -> tuple[_Entry, ...]:
    """The shortest-path lattice to ``(dq, dr)`` with predecessors as indices (index 0 = the source)."""
    index: dict[tuple[int, int], int] = {(0, 0): 0}
    plan: list[_Entry] = [(0, 0, 0, 0, -1)]
    for off, preds in lattice_offsets(dq, dr):
        a = index[preds[0]]
        b = index[preds[-1]]
        index[off] = len(plan)
        plan.append((off[0], off[1], a, b, -1))
    return tuple(plan)


@lru_cache(maxsize=64)
def _disc_plan(radius: int) -> tuple[tuple[_Entry, ...], tuple[int, ...]]:
    """Every offset within ``radius``, nearest first, with lattice predecessors and 405.4 midpoints.

    Returns the entries and, in parallel, each entry's distance from the source.
    """
    offsets = disc(Hex(0, 0), radius)
    index = {h: n for n, h in enumerate(offsets)}
    entries: list[_Entry] = [(0, 0, 0, 0, -1)]
    dists: list[int] = [0]
    for h in offsets[1:]:
        d = distance(h, (0, 0))
        preds = [index[n] for n in (h - step for step in DIRECTIONS) if distance(n, (0, 0)) == d - 1]
        mid = _midpoint_offset(h.q, h.r) if d == 4 else None
        entries.append((h.q, h.r, preds[0], preds[-1], index[Hex(*mid)] if mid is not None else -1))
        dists.append(d)
    return tuple(entries), tuple(dists)


def _midpoint_blocks(board: Board, mid: tuple[int, int], blockers: frozenset[Hex], enemies: bool) -> bool:
    """405.4: an off-board midpoint is no "LOS blocking element"; otherwise terrain or an enemy."""
    if mid not in board.spaces:
        return False
    return mid in board.los_blocking or (enemies and mid in blockers)


def line_of_sight(
    board: Board,
    src: Hex,
    dst: Hex,
    blockers: frozenset[Hex] = _NO_BLOCKERS,
    *,
    midpoint_blockers: MidpointBlockers = "terrain_and_enemies",
) -> bool:
    """Whether ``src`` has unblocked LOS to ``dst`` (405.3 with the 405.4 exception).

    ``blockers``: spaces holding non-pet enemies of the source. Distance 0 or 1 is always clear.
    Answers are memoized per board (they depend only on the arguments).

    :raises ValueError: for an unknown ``midpoint_blockers`` mode.
    """
    enemies = _check_mode(midpoint_blockers)
    sq, sr = src
    dq = dst[0] - sq
    dr = dst[1] - sr
    d = (abs(dq) + abs(dr) + abs(dq + dr)) >> 1
    if d <= 1:
        return True
    memo: dict[tuple[Hex, Hex, frozenset[Hex], bool], bool] | None = board.memo.get("line_of_sight")
    if memo is None:
        memo = board.memo["line_of_sight"] = {}
    key = (src, dst, blockers if isinstance(blockers, frozenset) else frozenset(blockers), enemies)
    seen = memo.get(key)
    if seen is None:
        if len(memo) >= LOS_MEMO_LIMIT:
            memo.clear()
        seen = memo[key] = _line_of_sight(board, sq, sr, dq, dr, d, blockers, enemies)
    return seen


_ROWS = "distances_from"


class _Rows(NamedTuple):
    """``distances_from``'s rows kept per space, and what makes a new row without a Python loop:
    the board's spaces, each one's code ``q * width + r``, and the distance of every difference of
    two codes (Python's negative indexes reach the negative differences)."""

    rows: dict[Hex, dict[Hex, int]]
    spaces: list[Hex]
    codes: list[int]
    table: list[int]
    width: int


def distances_from(board: Board, h: Hex) -> dict[Hex, int]:
    """The distance (405.1) from ``h`` to every space of ``board``; off-board spaces are absent.

    Each row is worked out the first time its space is asked and kept on the board (at most one per
    space): the turn menu measures every piece around the turn character at every decision, and a
    lookup is about three times cheaper than the arithmetic. Callers never change a row.
    """
    kept: _Rows | None = board.memo.get(_ROWS)
    if kept is None:
        kept = board.memo[_ROWS] = _offset_table(board)
    row = kept.rows.get(h)
    if row is None:
        if h in board.spaces:
            here = h[0] * kept.width + h[1]
            dists = map(kept.table.__getitem__, map(sub, repeat(here), kept.codes))
            row = dict(zip(kept.spaces, dists, strict=False))  # ``dists`` is as long as ``spaces``
        else:
            row = {p: distance(h, p) for p in kept.spaces}
        kept.rows[h] = row
    return row


def _offset_table(board: Board) -> _Rows:
    spaces = sorted(board.spaces)
    qs = [h[0] for h in spaces] or [0]
    rs = [h[1] for h in spaces] or [0]
    dq_max = max(qs) - min(qs)
    dr_max = max(rs) - min(rs)
    width = 2 * dr_max + 1  # codes of offsets with the same dq never overlap
    table = [0] * ((2 * dq_max + 1) * width)
    for dq in range(-dq_max, dq_max + 1):
        for dr in range(-dr_max, dr_max + 1):
            table[dq * width + dr] = (abs(dq) + abs(dr) + abs(dq + dr)) >> 1
    return _Rows({}, spaces, [q * width + r for q, r in spaces], table, width)


def _line_of_sight(
    board: Board, sq: int, sr: int, dq: int, dr: int, d: int, blockers: frozenset[Hex], enemies: bool
) -> bool:
    plan = _lattice_plan(dq, dr)
    clear_set = board.sight_clear
    last = len(plan) - 1
    clear = [True] * len(plan)
    for n in range(1, last):
        oq, orr, a, b, _ = plan[n]
        h = (sq + oq, sr + orr)
        clear[n] = (clear[a] or clear[b]) and h in clear_set and h not in blockers
    _, _, a, b, _ = plan[last]
    if not (clear[a] or clear[b]):
        return False
    if d == 4:
        mid = _midpoint_offset(dq, dr)
        if mid is not None and _midpoint_blocks(board, (sq + mid[0], sr + mid[1]), blockers, enemies):
            return False
        if MEMO_KEY in board.memo and range4_blocked(board, (sq, sr), (sq + dq, sr + dr), blockers, enemies):
            return False  # 405.4 with multi-space elements (elements.py)
    return True


def _blocker_kind(board: Board, h: Hex, blockers: frozenset[Hex]) -> str:
    if h not in board.spaces:
        return "off the board"
    terrain = board.terrain[h]
    if terrain is not Terrain.OPEN:
        return str(terrain.value).replace("_", " ")
    return "enemy character" if h in blockers else ""


def explain_los(
    board: Board,
    src: Hex,
    dst: Hex,
    blockers: frozenset[Hex] = _NO_BLOCKERS,
    *,
    midpoint_blockers: MidpointBlockers = "terrain_and_enemies",
) -> LosReport:
    """Every shortest path with its first blocker, and the verdict, for the client's LOS inspector.

    Slower than ``line_of_sight`` (it enumerates paths) but always agrees with it.

    :raises ValueError: for an unknown ``midpoint_blockers`` mode.
    """
    enemies = _check_mode(midpoint_blockers)
    d = distance(src, dst)
    paths = shortest_paths(src, dst)
    if d <= 1:
        return LosReport(True, d, "adjacent", tuple(PathReport(p, None) for p in paths), None)
    reports: list[PathReport] = []
    for p in paths:
        blocker = next((h for h in p[:-1] if h not in board.sight_clear or h in blockers), None)
        kind = _blocker_kind(board, blocker, blockers) if blocker is not None else ""
        reports.append(PathReport(p, blocker, kind))
    clear = any(r.blocker is None for r in reports)
    mid_off = _midpoint_offset(dst.q - src.q, dst.r - src.r) if d == 4 else None
    midpoint = None if mid_off is None else src + mid_off
    kind = "" if midpoint is None else _blocker_kind(board, midpoint, blockers)
    grouped = MEMO_KEY in board.memo and range4_blocked(board, src, dst, blockers, enemies)
    if midpoint is not None and clear and (_midpoint_blocks(board, midpoint, blockers, enemies) or grouped):
        return LosReport(False, d, "405.4", tuple(reports), midpoint, kind)
    return LosReport(clear, d, "405.3", tuple(reports), midpoint, kind)


def in_range(
    board: Board,
    src: Hex,
    dst: Hex,
    min_range: int,
    max_range: int,
    blockers: frozenset[Hex] = _NO_BLOCKERS,
    *,
    midpoint_blockers: MidpointBlockers = "terrain_and_enemies",
) -> bool:
    """405.2/405.2a: ``dst`` is on the board, ``min_range <= distance <= max_range``, and in LOS.

    :raises ValueError: for an unknown ``midpoint_blockers`` mode.
    """
    if dst not in board.spaces:
        return False
    d = distance(src, dst)
    if d < min_range or d > max_range:
        return False
    return line_of_sight(board, src, dst, blockers, midpoint_blockers=midpoint_blockers)


def visible_spaces(
    board: Board,
    src: Hex,
    max_range: int,
    blockers: frozenset[Hex] = _NO_BLOCKERS,
    min_range: int = 0,
    *,
    midpoint_blockers: MidpointBlockers = "terrain_and_enemies",
    among: frozenset[Hex] | set[Hex] | None = None,
) -> frozenset[Hex]:
    """Every on-board space within ``min_range..max_range`` of ``src`` that ``src`` can see.

    The source's own space is included when ``min_range`` is 0 (405.2's example: range 1 reaches a
    totem in the same space). Impassable spaces are included when seen: this is geometry only.
    ``among`` limits the answer to those spaces (the whole disc is still walked, since sight to a
    space depends on the spaces before it), sparing an AOE's option list the spaces it never looks at.

    :raises ValueError: for an unknown ``midpoint_blockers`` mode.
    """
    enemies = _check_mode(midpoint_blockers)
    if max_range < 0 or max_range < min_range:
        return frozenset()
    radius = max_range
    if radius > _PLAN_LIMIT:
        radius = min(radius, max(distance(src, h) for h in board.spaces))
    entries, dists = _disc_plan(radius)
    spaces = board.spaces
    clear_set = board.sight_clear
    blocking = board.los_blocking
    grouped = MEMO_KEY in board.memo
    sq, sr = src
    out: list[Hex] = [src] if min_range <= 0 and src in spaces and (among is None or src in among) else []
    clear = [False] * len(entries)
    clear[0] = True
    for n in range(1, len(entries)):
        oq, orr, a, b, mid = entries[n]
        if not (clear[a] or clear[b]):
            continue
        h = (sq + oq, sr + orr)
        clear[n] = h in clear_set and h not in blockers
        if dists[n] < min_range or h not in spaces or (among is not None and h not in among):
            continue
        if mid >= 0:
            m = (sq + entries[mid][0], sr + entries[mid][1])
            if m in spaces and (m in blocking or (enemies and m in blockers)):
                continue
            if grouped and range4_blocked(board, src, h, blockers, enemies):
                continue
        out.append(Hex(h[0], h[1]))
    return frozenset(out)


def aoe_areas(board: Board, target: Hex) -> list[tuple[Hex, Hex, Hex]]:
    """407.2a: the AOE triangles around ``target``, ``{T, T+dir[i], T+dir[i+1]}`` for i = 0..5.

    Only triangles whose three spaces are all on the board are listed (an AOE cannot spill off the
    edge); impassable spaces count as on the board since nothing stands there anyway. Every space of
    a rectangle board has at least one triangle. The triangles are memoized per board and target.
    """
    table: dict[Hex, tuple[tuple[Hex, Hex, Hex], ...]] = board.memo.setdefault("aoe_areas", {})
    found = table.get(target)
    if found is None:
        out: list[tuple[Hex, Hex, Hex]] = []
        for i in range(6):
            a = target + DIRECTIONS[i]
            b = target + DIRECTIONS[(i + 1) % 6]
            if target in board.spaces and a in board.spaces and b in board.spaces:
                out.append((target, a, b))
        found = table[target] = tuple(out)
    return list(found)


def aoe_choices(board: Board, target: Hex) -> tuple[tuple[tuple[Hex, Hex, Hex], str], ...]:
    """``aoe_areas`` of ``target`` with each triangle's notation in a play (``space/index``),
    memoized per board: an AOE's option list asks for them at every menu."""
    table: dict[Hex, tuple[tuple[tuple[Hex, Hex, Hex], str], ...]]
    table = board.memo.setdefault("aoe_choices", {})
    found = table.get(target)
    if found is None:
        areas = aoe_areas(board, target)
        found = table[target] = tuple((tri, f"{target}/{i}") for i, tri in enumerate(areas))
    return found
