"""The board editor's model: an editable WoW Miniatures board with brushes, symmetry and undo.

A ``BoardDocument`` holds one cell per space (terrain, spawn point, VP location) plus the board's
settings. Every change goes through one small primitive that records each touched cell's before and
after, so undo and redo are the same replay in opposite directions and a whole brush stroke (a
drag, a fill, a mirrored pair) is one step. Mirror and rotate painting copy every change to the
spaces facing it across the board's middle, swapping the sides of exclusive spawn points, which is
how the shipped boards are made fair.

Saving writes the board format of docs/boards.md atomically into the player's boards folder; a
board with problems (``board_problems``) is saved with ``"draft": true``. Shipped boards open
read-only and are saved as a copy. A file that does not load is never overwritten.

>>> doc = BoardDocument.new(5, 5, "rectangle", "pointy")
>>> doc.mirror = True
>>> doc.set_spawn(Hex(2, 0), "exclusive", 0)
True
>>> sorted((str(s.hex), s.side) for s in doc.to_board().spawns)
[('0,4', 1), ('2,0', 0)]
>>> doc.undo(); doc.to_board().spawns
True
()
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from engine.core.errors import BadInputError
from engine.core.paths import boards_dir
from engine.core.saves import _atomic_write_bytes
from engine.games.wowminis.board import (
    SPAWN_KINDS,
    Board,
    SpawnPoint,
    Terrain,
    board_from_dict,
    load_board,
    shipped_boards_dir,
    valid_board_id,
)
from engine.games.wowminis.board_problems import Problem, board_problems
from engine.hex import Hex, disc, neighbors, rectangle

SHAPES: tuple[str, ...] = ("rectangle", "hexagon")
MAX_NEW_SIZE = 40
"""Largest width, height or hexagon radius offered for a new board (keeps drawing responsive)."""


@dataclass(frozen=True)
class Cell:
    """What one space holds: its terrain, its spawn point (kind, side) if any, and a VP location."""

    terrain: Terrain = Terrain.OPEN
    spawn: tuple[str, int | None] | None = None
    vp: bool = False


@dataclass(frozen=True)
class Meta:
    """The board's settings: what the file says besides its spaces."""

    id: str
    name: str
    orientation: str
    description: str = ""
    sides: int = 2
    battleground: bool = False


@dataclass(frozen=True)
class Edit:
    """One undoable step: each touched space's cell before and after (None = not on the board)."""

    label: str
    cells: tuple[tuple[Hex, Cell | None, Cell | None], ...]
    meta: tuple[Meta, Meta] | None = None


@dataclass(frozen=True)
class BoardEntry:
    """A board the Open list offers: where it is, whether it is shipped (read-only) or a draft."""

    path: Path
    board: Board
    shipped: bool
    problems: int


def hex_line(a: Hex, b: Hex) -> list[Hex]:
    """The spaces on the straight line from ``a`` to ``b``, both ends included (the line brush).

    Cube linear interpolation, nudged off the exact edges so ties always fall the same way.

    >>> [str(h) for h in hex_line(Hex(0, 0), Hex(3, -1))]
    ['0,0', '1,0', '2,-1', '3,-1']
    """
    n = max(abs(a.q - b.q), abs(a.r - b.r), abs(a.q + a.r - b.q - b.r))
    if n == 0:
        return [a]
    out: list[Hex] = []
    aq, ar = a.q + 1e-6, a.r + 1e-6
    bq, br = b.q + 1e-6, b.r + 1e-6
    for i in range(n + 1):
        t = i / n
        out.append(_cube_round(aq + (bq - aq) * t, ar + (br - ar) * t))
    return out


def _cube_round(qf: float, rf: float) -> Hex:
    sf = -qf - rf
    q, r, s = round(qf), round(rf), round(sf)
    dq, dr, ds = abs(q - qf), abs(r - rf), abs(s - sf)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return Hex(q, r)


class BoardDocument:
    """One board being edited. Not thread-safe; the editor scene owns one.

    ``mirror`` and ``rotate`` are painting settings (not part of the board): while set, every edit
    is repeated on the spaces mirrored across the middle row (pointy) or column (flat), and/or
    turned half a turn about the middle. ``path`` is where ``save`` writes (None until saved);
    ``read_only`` is True for a shipped board, which ``save_as`` copies into the boards folder.
    """

    def __init__(
        self,
        cells: dict[Hex, Cell],
        meta: Meta,
        *,
        path: Path | None = None,
        read_only: bool = False,
        rect: tuple[int, int] | None = None,
    ) -> None:
        if not cells:
            raise ValueError("a board needs at least one space")
        self._cells = dict(cells)
        self._meta = meta
        self._rect = rect
        self.path = path
        self.read_only = read_only
        self.mirror = False
        self.rotate = False
        self._undo: list[Edit] = []
        self._redo: list[Edit] = []
        self._stroke: dict[Hex, tuple[Cell | None, Cell | None]] | None = None
        self._stroke_label = ""
        self._version = 0
        self._saved_version = 0
        self._cache: tuple[int, Board, list[Problem]] | None = None

    # Building -------------------------------------------------------------------------------

    @classmethod
    def new(
        cls,
        size_a: int,
        size_b: int,
        shape: str,
        orientation: str,
        *,
        board_id: str = "new-board",
        name: str = "New board",
    ) -> BoardDocument:
        """A blank open board: a ``size_a`` x ``size_b`` rectangle, or a hexagon with ``size_a`` spaces
        from its centre to an edge, centre included (``size_b`` is then unused).

        :raises ValueError: an unknown shape or orientation, or a size outside 1..``MAX_NEW_SIZE``.
        """
        if orientation not in ("flat", "pointy"):
            raise ValueError(f"orientation must be 'flat' or 'pointy', got {orientation!r}")
        for size in (size_a, size_b) if shape == "rectangle" else (size_a,):
            if not 1 <= size <= MAX_NEW_SIZE:
                raise ValueError(f"size must be 1..{MAX_NEW_SIZE}, got {size}")
        if shape == "rectangle":
            spaces = rectangle(size_a, size_b, orientation)
            rect: tuple[int, int] | None = (size_a, size_b)
        elif shape == "hexagon":
            spaces = disc(Hex(0, 0), size_a - 1)
            rect = None
        else:
            raise ValueError(f"shape must be one of {', '.join(SHAPES)}, got {shape!r}")
        return cls(dict.fromkeys(spaces, Cell()), Meta(board_id, name, orientation), rect=rect)

    @classmethod
    def from_board(cls, board: Board, *, path: Path | None = None, read_only: bool = False) -> BoardDocument:
        """Edit a loaded board (draft or not)."""
        cells = {h: Cell(board.terrain[h], None, h in board.vp_locations) for h in board.spaces}
        for s in board.spawns:
            cells[s.hex] = replace(cells[s.hex], spawn=(s.kind, s.side))
        meta = Meta(
            board.id,
            board.name,
            board.orientation,
            board.description,
            int(board.scenario["sides"]),
            bool(board.scenario.get("battleground", False)),
        )
        return cls(cells, meta, path=path, read_only=read_only, rect=board.rectangle)

    @classmethod
    def open(cls, path: Path) -> BoardDocument:
        """Open a board file; files in the shipped ``boards/`` folder open read-only.

        :raises BadInputError: naming the file and the problem if it cannot be read or does not load.
        """
        board = load_board(path)
        shipped = path.resolve().parent == shipped_boards_dir().resolve()
        return cls.from_board(board, path=None if shipped else path, read_only=shipped)

    # Reading --------------------------------------------------------------------------------

    @property
    def meta(self) -> Meta:
        """The board's settings."""
        return self._meta

    @property
    def spaces(self) -> frozenset[Hex]:
        """The board's spaces."""
        return frozenset(self._cells)

    def cell(self, h: Hex) -> Cell | None:
        """What ``h`` holds, or None off the board."""
        return self._cells.get(h)

    @property
    def version(self) -> int:
        """A number that changes with every change to the board (undo and redo included)."""
        return self._version

    @property
    def dirty(self) -> bool:
        """Whether there are changes since the last save (or since opening)."""
        return self._version != self._saved_version

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def to_board(self) -> Board:
        """The board as it stands, unvalidated (a draft may break rules); ``draft`` set if it has problems."""
        return self._current()[0]

    def problems(self) -> list[Problem]:
        """What still keeps the board from being played (live validation), cached per change."""
        return list(self._current()[1])

    def _current(self) -> tuple[Board, list[Problem]]:
        if self._cache is None or self._cache[0] != self._version:
            board = self._build_board(draft=False)
            problems = board_problems(board)
            if problems:
                board = replace(board, draft=True)
            self._cache = (self._version, board, problems)
        return self._cache[1], self._cache[2]

    def _build_board(self, draft: bool) -> Board:
        m = self._meta
        terrain = {h: c.terrain for h, c in sorted(self._cells.items())}
        order = {kind: i for i, kind in enumerate(SPAWN_KINDS)}
        spawns = sorted(
            (SpawnPoint(h, c.spawn[1], c.spawn[0]) for h, c in self._cells.items() if c.spawn is not None),
            key=lambda s: (order[s.kind], -1 if s.side is None else s.side, s.hex),
        )
        rect = self._rect
        if rect is not None and set(rectangle(rect[0], rect[1], m.orientation)) != self._cells.keys():
            rect = None
        return Board(
            id=m.id,
            name=m.name,
            orientation=m.orientation,
            spaces=frozenset(self._cells),
            terrain=terrain,
            spawns=tuple(spawns),
            vp_locations=frozenset(h for h, c in self._cells.items() if c.vp),
            scenario={"sides": m.sides, "battleground": m.battleground},
            source=str(self.path) if self.path is not None else "<editor>",
            description=m.description,
            rectangle=rect,
            draft=draft,
        )

    def to_dict(self) -> dict[str, Any]:
        """The board's JSON form (docs/boards.md), with ``"draft": true`` when it has problems."""
        return self.to_board().to_dict()

    # Symmetry -------------------------------------------------------------------------------

    def images(self, h: Hex) -> list[Hex]:
        """``h`` and, with mirror or rotate on, the spaces facing it (each once, ``h`` first).

        The axis runs through the middle of the board's current extent: the middle row for a
        pointy-top board, the middle column for a flat-top one. With an odd number of rows (columns)
        every image is exact; otherwise an image is the nearest space on the far side.
        """
        return [x for x, _ in self._images(h)]

    def _images(self, h: Hex) -> list[tuple[Hex, bool]]:
        """The images with whether each faces the other side (mirror or rotate, not both)."""
        out = [(h, False)]
        if self.mirror:
            out.append((self._mirror(h), True))
        if self.rotate:
            out.extend([(self._rotate(x), not swapped) for x, swapped in list(out)])
        seen: dict[Hex, bool] = {}
        for x, swapped in out:
            seen.setdefault(x, swapped)
        return list(seen.items())

    def _frame(self) -> tuple[int, int]:
        """Sums of the extreme doubled coordinates: X = 2q + r, Y = r (pointy) or X = q, Y = 2r + q (flat)."""
        xs = [self._xy(h)[0] for h in self._cells]
        ys = [self._xy(h)[1] for h in self._cells]
        return (min(xs) + max(xs), min(ys) + max(ys))

    def _xy(self, h: Hex) -> tuple[int, int]:
        if self._meta.orientation == "flat":
            return (h.q, 2 * h.r + h.q)
        return (2 * h.q + h.r, h.r)

    def _from_xy(self, x: int, y: int) -> Hex:
        # Doubled coordinates with the wrong parity have no hex: floor picks the same neighbour always.
        if self._meta.orientation == "flat":
            return Hex(x, math.floor((y - x) / 2))
        return Hex(math.floor((x - y) / 2), y)

    def _mirror(self, h: Hex) -> Hex:
        sx, sy = self._frame()
        x, y = self._xy(h)
        if self._meta.orientation == "flat":
            return self._from_xy(sx - x, y)
        return self._from_xy(x, sy - y)

    def _rotate(self, h: Hex) -> Hex:
        sx, sy = self._frame()
        x, y = self._xy(h)
        return self._from_xy(sx - x, sy - y)

    # Editing --------------------------------------------------------------------------------

    def begin_stroke(self, label: str) -> None:
        """Start grouping edits into one undo step (a mouse drag); ``end_stroke`` closes it."""
        self.end_stroke()
        self._stroke = {}
        self._stroke_label = label

    def end_stroke(self) -> None:
        """Close the open stroke, recording it as one undo step if it changed anything."""
        cells = self._close_stroke()
        if cells:
            self._undo.append(Edit(self._stroke_label, cells))
            self._redo.clear()

    def _close_stroke(self) -> tuple[tuple[Hex, Cell | None, Cell | None], ...]:
        stroke = self._stroke or {}
        self._stroke = None
        return tuple((h, before, after) for h, (before, after) in sorted(stroke.items()) if before != after)

    @contextmanager
    def _step(self, label: str) -> Iterator[None]:
        """Group the changes made inside into one step (or into the open stroke)."""
        if self._stroke is not None:
            yield
            return
        self.begin_stroke(label)
        try:
            yield
        finally:
            self.end_stroke()

    def _put(self, h: Hex, cell: Cell | None) -> bool:
        """Set one space's cell, recording the change; refuses to remove the last space."""
        before = self._cells.get(h)
        if before == cell:
            return False
        if cell is None:
            if len(self._cells) == 1:
                return False
            del self._cells[h]
        else:
            self._cells[h] = cell
        assert self._stroke is not None, "changes are recorded inside a step"
        first = self._stroke.get(h, (before, cell))[0]
        self._stroke[h] = (first, cell)
        self._version += 1
        return True

    def paint(self, hexes: Iterable[Hex], terrain: Terrain, label: str = "") -> bool:
        """Give ``hexes`` (and their images) ``terrain``; off-board spaces are skipped."""
        changed = False
        with self._step(label or f"Paint {terrain.value.replace('_', ' ')}"):
            for h in hexes:
                for x in self.images(h):
                    cell = self._cells.get(x)
                    if cell is not None:
                        changed |= self._put(x, replace(cell, terrain=terrain))
        return changed

    def paint_line(self, a: Hex, b: Hex, terrain: Terrain) -> bool:
        """Paint the straight line from ``a`` to ``b``."""
        return self.paint(hex_line(a, b), terrain, f"Line of {terrain.value.replace('_', ' ')}")

    def fill(self, start: Hex, terrain: Terrain) -> bool:
        """Flood fill: repaint the connected spaces around ``start`` that share its terrain."""
        cell = self._cells.get(start)
        if cell is None or cell.terrain is terrain:
            return False
        region = self.region(start)
        return self.paint(sorted(region), terrain, f"Fill with {terrain.value.replace('_', ' ')}")

    def region(self, start: Hex) -> frozenset[Hex]:
        """The connected spaces around ``start`` with its terrain (what ``fill`` repaints)."""
        cell = self._cells.get(start)
        if cell is None:
            return frozenset()
        found = {start}
        todo = [start]
        while todo:
            for n in neighbors(todo.pop()):
                other = self._cells.get(n)
                if n not in found and other is not None and other.terrain is cell.terrain:
                    found.add(n)
                    todo.append(n)
        return frozenset(found)

    def add_spaces(self, hexes: Iterable[Hex]) -> bool:
        """Put open spaces at ``hexes`` and their images (irregular shapes)."""
        changed = False
        with self._step("Add spaces"):
            for h in hexes:
                for x in self.images(h):
                    if x not in self._cells:
                        changed |= self._put(x, Cell())
        return changed

    def remove_spaces(self, hexes: Iterable[Hex]) -> bool:
        """Take ``hexes`` and their images off the board, with whatever they held.

        The last space of a board is never removed.
        """
        changed = False
        with self._step("Remove spaces"):
            for h in hexes:
                for x in self.images(h):
                    if x in self._cells:
                        changed |= self._put(x, None)
        return changed

    def set_spawn(self, h: Hex, kind: str, side: int | None) -> bool:
        """Place a spawn point (406.3b) at ``h``; an exclusive one's images go to the other side.

        :raises ValueError: an unknown kind, a side given to a neutral/convertible point or missing
            from an exclusive one, or a side outside the board's sides.
        """
        if kind not in SPAWN_KINDS:
            raise ValueError(f"spawn kind must be one of {', '.join(SPAWN_KINDS)}, got {kind!r}")
        if (kind == "exclusive") != (side is not None):
            raise ValueError("an exclusive spawn point needs a side; the other kinds have none")
        if side is not None and not 0 <= side < self._meta.sides:
            raise ValueError(f"side must be 0..{self._meta.sides - 1}, got {side}")
        changed = False
        with self._step("Place spawn point"):
            for x, swapped in self._images(h):
                cell = self._cells.get(x)
                if cell is not None:
                    # The facing spawn point belongs to the facing side.
                    image_side = self._meta.sides - 1 - side if swapped and side is not None else side
                    changed |= self._put(x, replace(cell, spawn=(kind, image_side)))
        return changed

    def remove_spawn(self, h: Hex) -> bool:
        """Take the spawn point off ``h`` and its images."""
        changed = False
        with self._step("Remove spawn point"):
            for x in self.images(h):
                cell = self._cells.get(x)
                if cell is not None:
                    changed |= self._put(x, replace(cell, spawn=None))
        return changed

    def set_vp(self, h: Hex, on: bool) -> bool:
        """Make ``h`` (and its images) a VP location (406.3a) or not."""
        changed = False
        with self._step("Place VP location" if on else "Remove VP location"):
            for x in self.images(h):
                cell = self._cells.get(x)
                if cell is not None:
                    changed |= self._put(x, replace(cell, vp=on))
        return changed

    def set_meta(self, **changes: Any) -> bool:
        """Change settings (``id``, ``name``, ``description``, ``sides``, ``battleground``) as one step.

        Lowering ``sides`` turns exclusive spawn points of the sides that go away into neutral ones,
        in the same step. The orientation is fixed once a board exists.

        :raises ValueError: an unknown setting, or ``sides`` outside 1..8.
        """
        unknown = sorted(set(changes) - {"id", "name", "description", "sides", "battleground"})
        if unknown:
            raise ValueError(f"unknown board setting(s): {', '.join(unknown)}")
        new = replace(self._meta, **changes)
        if not 1 <= new.sides <= 8:
            raise ValueError(f"sides must be 1..8, got {new.sides}")
        if new == self._meta:
            return False
        self.begin_stroke("Board settings")
        for h, cell in sorted(self._cells.items()):
            if cell.spawn is not None and cell.spawn[1] is not None and cell.spawn[1] >= new.sides:
                self._put(h, replace(cell, spawn=("neutral", None)))
        cells = self._close_stroke()
        self._undo.append(Edit("Board settings", cells, (self._meta, new)))
        self._redo.clear()
        self._meta = new
        self._version += 1
        return True

    # History --------------------------------------------------------------------------------

    def undo(self) -> bool:
        """Take back the last step; False when there is none."""
        self.end_stroke()
        if not self._undo:
            return False
        edit = self._undo.pop()
        self._apply(edit, forward=False)
        self._redo.append(edit)
        return True

    def redo(self) -> bool:
        """Do the last undone step again; False when there is none."""
        self.end_stroke()
        if not self._redo:
            return False
        edit = self._redo.pop()
        self._apply(edit, forward=True)
        self._undo.append(edit)
        return True

    def _apply(self, edit: Edit, forward: bool) -> None:
        for h, before, after in edit.cells:
            cell = after if forward else before
            if cell is None:
                self._cells.pop(h, None)
            else:
                self._cells[h] = cell
        if edit.meta is not None:
            self._meta = edit.meta[1] if forward else edit.meta[0]
        self._version += 1

    # Saving ---------------------------------------------------------------------------------

    def save(self) -> Path:
        """Write the board back to ``path`` (a board never saved goes to ``<boards>/<id>.json``).

        :raises BadInputError: the board is a read-only shipped board (use ``save_as``), the id is
            not a valid file name, or the target file exists but does not load (it is left as is).
        :raises OSError: the file system refused; an existing file is left intact.
        """
        if self.read_only:
            raise BadInputError(self._meta.id, "a shipped board is read-only: save a copy with Save as")
        if self.path is None:
            return self.save_as(self._meta.id)
        self._write(self.path)
        return self.path

    def save_as(self, board_id: str, name: str | None = None, folder: Path | None = None) -> Path:
        """Save a copy as ``<folder>/<board_id>.json`` (the boards folder by default) and keep editing it.

        :raises BadInputError: a badly formed id, a file of that name already there (another board,
            or a damaged file that must not be overwritten).
        :raises OSError: the file system refused.
        """
        if not valid_board_id(board_id):
            problem = "an id is lower-case letters, digits, '-' or '_' (it names the file)"
            raise BadInputError(board_id, problem)
        target = (folder or boards_dir()) / f"{board_id}.json"
        if target.exists() and (self.path is None or target.resolve() != self.path.resolve()):
            raise BadInputError(str(target), "a board file with this id already exists: choose another id")
        changes: dict[str, Any] = {"id": board_id}
        if name is not None:
            changes["name"] = name
        self.set_meta(**changes)
        self._write(target)
        self.path = target
        self.read_only = False
        return target

    def _write(self, target: Path) -> None:
        if target.exists():
            try:
                load_board(target)
            except BadInputError as exc:
                raise BadInputError(
                    str(target), f"the file there does not load ({exc.problem}); it is left untouched"
                ) from None
        board = self.to_board()
        text = json.dumps(board.to_dict(), indent=2, ensure_ascii=False) + "\n"
        target.parent.mkdir(parents=True, exist_ok=True)
        _atomic_write_bytes(target, text.encode("utf-8"))
        self._saved_version = self._version


def document_from_dict(data: dict[str, Any], source: str = "<dict>") -> BoardDocument:
    """An editable document from board JSON (an import, a draft).

    :raises BadInputError: naming ``source`` when the data is not a board (drafts are accepted).
    """
    return BoardDocument.from_board(board_from_dict(data, source))


def list_boards(folder: Path | None = None) -> tuple[list[BoardEntry], list[str]]:
    """What the Open list shows: shipped boards by name, then the player's boards (drafts too) by
    name; and one line per file in the player's folder that does not load, naming it and why."""
    shipped = [BoardEntry(p, load_board(p), True, 0) for p in sorted(shipped_boards_dir().glob("*.json"))]
    user: list[BoardEntry] = []
    damaged: list[str] = []
    for path in sorted((folder or boards_dir()).glob("*.json")):
        try:
            board = load_board(path)
        except BadInputError as exc:
            damaged.append(f"{path.name}: {exc.problem}")
            continue
        user.append(BoardEntry(path, board, False, len(board_problems(board))))
    return sorted(shipped, key=lambda e: e.board.name) + sorted(user, key=lambda e: e.board.name), damaged
