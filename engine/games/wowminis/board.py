"""WoW Miniatures boards as data: spaces, terrain (406.2), spawn points and VP locations (406.3).

A board is an immutable value loaded from a JSON file in ``boards/`` (format documented in
docs/boards.md). It also carries tables precomputed once per board (LOS-blocking spaces, passable
neighbours, entry costs) because range, LOS and movement queries are AI hot paths.

>>> board = board_from_dict({"kind": "wowminis-board", "format": 1, "id": "tiny", "name": "Tiny",
...     "orientation": "pointy", "spaces": {"rectangle": [3, 3]}, "terrain": {"cover": ["1,1"]},
...     "spawns": [{"hex": "0,0", "side": 0, "kind": "exclusive"}, {"hex": "1,2", "side": 1,
...     "kind": "exclusive"}], "scenario": {"sides": 2}})
>>> board.terrain_at(Hex(1, 1)), board.enter_cost(Hex(1, 1)), board.enter_cost(Hex(9, 9))
(<Terrain.COVER: 'cover'>, 2, None)
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path
from types import MappingProxyType
from typing import Any

from engine.core.errors import BadInputError
from engine.hex import Hex, neighbors, parse_hex, rectangle

BOARD_KIND = "wowminis-board"
BOARD_FORMAT = 1
MAX_SIDE = 64  # largest rectangle edge accepted: keeps a typo from allocating millions of spaces


class Terrain(Enum):
    """The terrain of one space (406.2). Everything but open blocks LOS."""

    OPEN = "open"
    COVER = "cover"
    HIGH_GROUND = "high_ground"
    IMPASSABLE = "impassable"


SPAWN_KINDS = ("exclusive", "neutral", "convertible")


@dataclass(frozen=True)
class SpawnPoint:
    """A spawn point (406.3b). ``side`` is the side that owns an exclusive point, else None."""

    hex: Hex
    side: int | None
    kind: str


# Scenario keys a board may set, with their defaults (None = required).
# Rule readings (405.4 midpoint blockers, kill VPs with 3+ players) are game options, not board data.
_SCENARIO_DEFAULTS: dict[str, Any] = {
    "sides": None,
    "battleground": False,
}
_TERRAIN_KEYS = ("cover", "high_ground", "impassable")
_TOP_REQUIRED = ("kind", "format", "id", "name", "orientation", "spaces", "spawns", "scenario")
_TOP_OPTIONAL = ("description", "terrain", "vp_locations", "draft")
_ID_RE = re.compile(r"^[a-z0-9][a-z0-9_-]*$")


def valid_board_id(text: str) -> bool:
    """Whether ``text`` is a well-formed board id (also a safe file name): ``[a-z0-9][a-z0-9_-]*``."""
    return _ID_RE.match(text) is not None


@dataclass(frozen=True, eq=True)
class Board:
    """One battlefield. Immutable (mappings are read-only views); ``copy.deepcopy`` returns it as is.

    ``terrain`` maps every on-board space (open ones included). ``rectangle`` is the offset-rectangle
    size ``(width, height)`` when the board was given as one, else None (see ``engine.hex.rectangle``).
    Precomputed, not compared: ``los_blocking`` (cover, high ground, impassable), ``impassable``,
    ``sight_clear`` (on-board spaces that do not block LOS), ``adjacency`` (each passable space ->
    its passable neighbours in ``DIRECTIONS`` order) and ``move_cost`` (passable space -> MP to enter).
    ``memo`` caches results of pure geometry queries on this board (movement.py, los.py): the board
    never changes, so an entry never goes stale; each user keys its entries with its own tag.
    """

    id: str
    name: str
    orientation: str
    spaces: frozenset[Hex]
    terrain: Mapping[Hex, Terrain]
    spawns: tuple[SpawnPoint, ...]
    vp_locations: frozenset[Hex]
    scenario: Mapping[str, Any]
    source: str = field(default="<dict>", compare=False)
    description: str = ""
    rectangle: tuple[int, int] | None = None
    draft: bool = False
    los_blocking: frozenset[Hex] = field(init=False, repr=False, compare=False)
    impassable: frozenset[Hex] = field(init=False, repr=False, compare=False)
    sight_clear: frozenset[Hex] = field(init=False, repr=False, compare=False)
    adjacency: Mapping[Hex, tuple[Hex, ...]] = field(init=False, repr=False, compare=False)
    move_cost: Mapping[Hex, int] = field(init=False, repr=False, compare=False)
    memo: dict[Any, Any] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # Read-only views: the precomputed tables below would go stale if these could change.
        object.__setattr__(self, "terrain", MappingProxyType(dict(self.terrain)))
        object.__setattr__(self, "scenario", MappingProxyType(dict(self.scenario)))
        impassable = frozenset(h for h, t in self.terrain.items() if t is Terrain.IMPASSABLE)
        blocking = frozenset(h for h, t in self.terrain.items() if t is not Terrain.OPEN)
        passable = self.spaces - impassable
        object.__setattr__(self, "impassable", impassable)
        object.__setattr__(self, "los_blocking", blocking)
        object.__setattr__(self, "sight_clear", self.spaces - blocking)
        adjacency = {h: tuple(n for n in neighbors(h) if n in passable) for h in sorted(passable)}
        move_cost = {h: 1 if self.terrain[h] is Terrain.OPEN else 2 for h in sorted(passable)}
        object.__setattr__(self, "adjacency", MappingProxyType(adjacency))
        object.__setattr__(self, "move_cost", MappingProxyType(move_cost))
        object.__setattr__(self, "memo", {})

    def __hash__(self) -> int:
        return hash((self.id, self.spaces))

    def __copy__(self) -> Board:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Board:
        return self

    def on_board(self, h: Hex) -> bool:
        """Whether ``h`` is one of the board's spaces (impassable ones included)."""
        return h in self.spaces

    def terrain_at(self, h: Hex) -> Terrain:
        """The terrain of an on-board space.

        :raises KeyError: if ``h`` is off the board.
        """
        return self.terrain[h]

    def enter_cost(self, h: Hex, ignore_terrain: bool = False) -> int | None:
        """Move points needed to enter ``h`` (404.1a), or None if it cannot be entered at all."""
        cost = self.move_cost.get(h)
        if cost is None:
            return None
        return 1 if ignore_terrain else cost

    def spawns_for(self, side: int) -> tuple[SpawnPoint, ...]:
        """The spawn points ``side`` may use: its exclusive ones plus every neutral/convertible one.

        Whether a convertible point has been converted is game state; the caller filters for that.
        """
        return tuple(s for s in self.spawns if s.side == side or s.kind != "exclusive")

    def to_dict(self) -> dict[str, Any]:
        """The JSON form; ``board_from_dict(board.to_dict())`` equals ``board``."""
        spaces: dict[str, Any]
        if self.rectangle is not None:
            spaces = {"rectangle": list(self.rectangle)}
        else:
            spaces = {"list": [str(h) for h in sorted(self.spaces)]}
        terrain = {
            key: [str(h) for h in sorted(h for h, t in self.terrain.items() if t.value == key)]
            for key in _TERRAIN_KEYS
        }
        spawns: list[dict[str, Any]] = []
        for s in self.spawns:
            entry: dict[str, Any] = {"hex": str(s.hex), "kind": s.kind}
            if s.side is not None:
                entry["side"] = s.side
            spawns.append(entry)
        out: dict[str, Any] = {
            "kind": BOARD_KIND,
            "format": BOARD_FORMAT,
            "id": self.id,
            "name": self.name,
            "description": self.description,
            "orientation": self.orientation,
            "spaces": spaces,
            "terrain": {k: v for k, v in terrain.items() if v},
            "spawns": spawns,
            "vp_locations": [str(h) for h in sorted(self.vp_locations)],
            "scenario": dict(self.scenario),
        }
        if self.draft:
            out["draft"] = True
        return out


class _Checker:
    """Raises BadInputError naming the source and the field; keeps board_from_dict readable."""

    def __init__(self, source: str) -> None:
        self.source = source

    def fail(self, where: str, problem: str) -> BadInputError:
        return BadInputError(self.source, problem, where)

    def keys(
        self, d: Mapping[str, Any], where: str, required: tuple[str, ...], optional: tuple[str, ...]
    ) -> None:
        for key in sorted(map(str, d)):
            if key not in required and key not in optional:
                known = ", ".join(sorted((*required, *optional)))
                raise self.fail(f"{where}.{key}" if where else key, f"unknown key {key!r} (known: {known})")
        for key in required:
            if key not in d:
                raise self.fail(where or key, f"missing required key {key!r}")

    def mapping(self, value: Any, where: str) -> Mapping[str, Any]:
        if not isinstance(value, Mapping):
            raise self.fail(where, f"expected an object, got {type(value).__name__}")
        return value

    def list_(self, value: Any, where: str) -> list[Any]:
        if not isinstance(value, list):
            raise self.fail(where, f"expected a list, got {type(value).__name__}")
        return value

    def string(self, value: Any, where: str) -> str:
        if not isinstance(value, str):
            raise self.fail(where, f"expected a string, got {type(value).__name__}")
        return value

    def integer(self, value: Any, where: str, low: int, high: int) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.fail(where, f"expected an integer, got {type(value).__name__}")
        if not low <= value <= high:
            raise self.fail(where, f"{value} is out of range {low}..{high}")
        return value

    def hex(self, value: Any, where: str) -> Hex:
        text = self.string(value, where)
        try:
            return parse_hex(text)
        except ValueError as exc:
            raise self.fail(where, str(exc)) from None

    def hex_list(self, value: Any, where: str) -> list[Hex]:
        out: list[Hex] = []
        seen: set[Hex] = set()
        for i, item in enumerate(self.list_(value, where)):
            h = self.hex(item, f"{where}[{i}]")
            if h in seen:
                raise self.fail(f"{where}[{i}]", f"space {h} is listed twice")
            seen.add(h)
            out.append(h)
        return out


def board_from_dict(d: Mapping[str, Any], source: str = "<dict>") -> Board:
    """Build a board from its JSON form, checking every field.

    :raises BadInputError: naming ``source`` and the field (e.g. ``spawns[2].hex``) for unknown or
        missing keys, wrong types, spaces off the board, a space with two terrains, spawn points or
        VP locations on impassable or off-board spaces, duplicate spawn points, a side outside
        ``scenario.sides``, or a side with no spawn point it may use. A board with ``"draft": true``
        may break the last two kinds of rule (impassable placements, a side without spawn points):
        the editor saves unfinished boards that way, and ``board_problems`` lists what is left to fix.
    """
    c = _Checker(source)
    d = c.mapping(d, "")
    c.keys(d, "", _TOP_REQUIRED, _TOP_OPTIONAL)
    draft = d.get("draft", False)
    if not isinstance(draft, bool):
        raise c.fail("draft", "expected true or false")
    if d["kind"] != BOARD_KIND:
        raise c.fail("kind", f"expected {BOARD_KIND!r}, got {d['kind']!r}")
    c.integer(d["format"], "format", BOARD_FORMAT, BOARD_FORMAT)
    board_id = c.string(d["id"], "id")
    if not _ID_RE.match(board_id):
        raise c.fail("id", f"{board_id!r} must be lower-case letters, digits, '-' or '_'")
    name = c.string(d["name"], "name").strip()
    if not name:
        raise c.fail("name", "must not be empty")
    description = c.string(d.get("description", ""), "description")
    orientation = c.string(d["orientation"], "orientation")
    if orientation not in ("flat", "pointy"):
        raise c.fail("orientation", f"must be 'flat' or 'pointy', got {orientation!r}")

    scenario = _check_scenario(c, d["scenario"])
    sides: int = scenario["sides"]

    shape = c.mapping(d["spaces"], "spaces")
    if len(shape) != 1 or next(iter(shape)) not in ("rectangle", "list"):
        raise c.fail("spaces", "must have exactly one key: 'rectangle' ([width, height]) or 'list'")
    rect: tuple[int, int] | None = None
    if "rectangle" in shape:
        size = c.list_(shape["rectangle"], "spaces.rectangle")
        if len(size) != 2:
            raise c.fail("spaces.rectangle", "expected [width, height]")
        rect = (
            c.integer(size[0], "spaces.rectangle[0]", 1, MAX_SIDE),
            c.integer(size[1], "spaces.rectangle[1]", 1, MAX_SIDE),
        )
        spaces = frozenset(rectangle(rect[0], rect[1], orientation))
    else:
        listed = c.hex_list(shape["list"], "spaces.list")
        if not listed:
            raise c.fail("spaces.list", "a board needs at least one space")
        spaces = frozenset(listed)

    terrain: dict[Hex, Terrain] = dict.fromkeys(sorted(spaces), Terrain.OPEN)
    raw_terrain = c.mapping(d.get("terrain", {}), "terrain")
    c.keys(raw_terrain, "terrain", (), _TERRAIN_KEYS)
    for key in _TERRAIN_KEYS:
        where = f"terrain.{key}"
        for i, h in enumerate(c.hex_list(raw_terrain.get(key, []), where)):
            if h not in spaces:
                raise c.fail(f"{where}[{i}]", f"space {h} is not on the board")
            if terrain[h] is not Terrain.OPEN:
                problem = f"space {h} is already {terrain[h].value}: one terrain per space"
                raise c.fail(f"{where}[{i}]", problem)
            terrain[h] = Terrain(key)

    def placeable(h: Hex, where: str, what: str) -> None:
        if h not in spaces:
            raise c.fail(where, f"{what} {h} is not on the board")
        if terrain[h] is Terrain.IMPASSABLE and not draft:
            raise c.fail(where, f"{what} {h} is on impassable terrain")

    spawns: list[SpawnPoint] = []
    seen_spawn: set[Hex] = set()
    for i, raw in enumerate(c.list_(d["spawns"], "spawns")):
        where = f"spawns[{i}]"
        entry = c.mapping(raw, where)
        c.keys(entry, where, ("hex", "kind"), ("side",))
        h = c.hex(entry["hex"], f"{where}.hex")
        placeable(h, f"{where}.hex", "spawn point")
        if h in seen_spawn:
            raise c.fail(f"{where}.hex", f"there is already a spawn point at {h}")
        seen_spawn.add(h)
        kind = c.string(entry["kind"], f"{where}.kind")
        if kind not in SPAWN_KINDS:
            raise c.fail(f"{where}.kind", f"must be one of {', '.join(SPAWN_KINDS)}, got {kind!r}")
        side: int | None = None
        if kind == "exclusive":
            if entry.get("side") is None:
                raise c.fail(f"{where}.side", "an exclusive spawn point needs a side")
            side = c.integer(entry["side"], f"{where}.side", 0, sides - 1)
        elif entry.get("side") is not None:
            raise c.fail(f"{where}.side", f"a {kind} spawn point has no side (conversion is game state)")
        spawns.append(SpawnPoint(h, side, kind))

    vps = c.hex_list(d.get("vp_locations", []), "vp_locations")
    for i, h in enumerate(vps):
        placeable(h, f"vp_locations[{i}]", "VP location")

    board = Board(
        id=board_id,
        name=name,
        orientation=orientation,
        spaces=spaces,
        terrain=terrain,
        spawns=tuple(spawns),
        vp_locations=frozenset(vps),
        scenario=scenario,
        source=source,
        description=description,
        rectangle=rect,
        draft=draft,
    )
    for side in range(sides):
        if not draft and not board.spawns_for(side):
            raise c.fail("spawns", f"side {side} has no spawn point it may use")
    return board


def _check_scenario(c: _Checker, raw: Any) -> dict[str, Any]:
    scenario = c.mapping(raw, "scenario")
    c.keys(
        scenario,
        "scenario",
        tuple(k for k, v in _SCENARIO_DEFAULTS.items() if v is None),
        tuple(k for k, v in _SCENARIO_DEFAULTS.items() if v is not None),
    )
    out = dict(_SCENARIO_DEFAULTS)
    out["sides"] = c.integer(scenario["sides"], "scenario.sides", 1, 8)
    if "battleground" in scenario:
        if not isinstance(scenario["battleground"], bool):
            raise c.fail("scenario.battleground", "expected true or false")
        out["battleground"] = scenario["battleground"]
    return out


def load_board(path: Path) -> Board:
    """Load and validate one board file.

    :raises BadInputError: naming the file if it cannot be read, is not JSON, or does not validate.
    """
    source = str(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise BadInputError(source, f"cannot read the board file: {exc}") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        problem = f"not valid JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}"
        raise BadInputError(source, problem) from None
    return board_from_dict(data, source)


def shipped_boards_dir() -> Path:
    """The repository's ``boards/`` folder."""
    return Path(__file__).parents[3] / "boards"


def shipped_boards() -> list[Board]:
    """Every board shipped in ``boards/``, sorted by id.

    :raises BadInputError: if a shipped file does not validate.
    """
    return sorted((load_board(p) for p in sorted(shipped_boards_dir().glob("*.json"))), key=lambda b: b.id)
