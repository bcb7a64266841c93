"""WoW Miniatures scenarios: a named starting position that a game can begin from (docs/scenarios.md).

A scenario wraps a position (docs/wowminis-positions.md) with what a player reads before starting
(name, description, goal), the side the player takes by default, the side that acts first and the
rules options the puzzle needs (a short ``max_rounds`` makes a deadline). It is a *start* position:
no turn, attack, work stack, dice or history, because the game's seed decides every die from there.

A game started from a scenario carries the whole scenario in its setup (``{"scenario": {...}}``),
so a save rebuilds the start position without the scenario file, and undo and replay work as for
any other game. ``scenario_problems`` lists what makes a scenario unplayable (the setup scene shows
them live); ``scenario_from_dict`` and ``load_scenario`` refuse the first one with a message naming
the file and the place.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from engine.core.errors import BadInputError
from engine.core.paths import scenarios_dir
from engine.games.wowminis.content import party_problems
from engine.hex import Hex, parse_hex

if TYPE_CHECKING:
    from engine.games.wowminis.game import WowMinisGame
    from engine.games.wowminis.state import WowState

SCENARIO_KIND = "wowminis-scenario"
SCENARIO_FORMAT = 1
_TOP_REQUIRED = ("kind", "format", "id", "name", "player_side", "first", "position")
_TOP_OPTIONAL = ("description", "goal", "options")
_POSITION_KEYS = ("board", "master", "round", "players", "characters", "totems", "next_totem")
"""A start position: everything that is on the table, nothing of a turn in progress."""
_CHAR_KEYS = (
    "uid",
    "id",
    "owner",
    "controller",
    "pos",
    "clock",
    "health",
    "cards",
    "buffs",
    "statuses",
    "master",
    "form",
    "channel",
)
_ID_RE = re.compile(r"^[a-z0-9][a-z0-9_-]*$")


@dataclass(frozen=True)
class Problem:
    """One reason a scenario cannot be played: where in the file, what is wrong, and the character."""

    where: str
    text: str
    char: str = ""


@dataclass(frozen=True)
class Scenario:
    """A validated scenario. ``position`` is the start position as written (short form allowed)."""

    id: str
    name: str
    player_side: int
    first: int
    position: dict[str, Any]
    description: str = ""
    goal: str = ""
    options: dict[str, Any] = field(default_factory=dict)
    source: str = field(default="<dict>", compare=False)

    def to_dict(self) -> dict[str, Any]:
        """The JSON object of the file (keys in the documented order)."""
        out: dict[str, Any] = {
            "kind": SCENARIO_KIND,
            "format": SCENARIO_FORMAT,
            "id": self.id,
            "name": self.name,
            "description": self.description,
            "goal": self.goal,
            "player_side": self.player_side,
            "first": self.first,
        }
        if self.options:
            out["options"] = dict(self.options)
        out["position"] = json.loads(json.dumps(self.position))
        return out

    def setup(self) -> dict[str, Any]:
        """The game setup that starts this scenario (what a save stores)."""
        return {"scenario": self.to_dict()}

    def game(self) -> WowMinisGame:
        """A game with the rules options this scenario asks for."""
        from engine.games.wowminis.game import WowMinisGame

        return WowMinisGame(self.options)


def is_scenario_setup(setup: Mapping[str, Any]) -> bool:
    """Whether a game setup starts from a scenario rather than from parties."""
    return "scenario" in setup


def _start_dict(position: Mapping[str, Any], first: int, seed: int) -> dict[str, Any]:
    """The position ``state_from_dict`` reads: first player set, the seed's generator, no turn yet."""
    return {**position, "first_player": first, "turn_player": None, "rng": {"state": seed, "forced": []}}


def _shape_problems(d: Mapping[str, Any]) -> list[Problem]:
    """Missing, unknown or ill-typed fields, checked before the position is built."""
    out: list[Problem] = []
    for key in _TOP_REQUIRED:
        if key not in d:
            out.append(Problem("", f"missing field {key!r}"))
    for key in sorted(set(d) - set(_TOP_REQUIRED) - set(_TOP_OPTIONAL)):
        out.append(Problem("", f"unknown field {key!r}"))
    if out:
        return out
    if d["kind"] != SCENARIO_KIND:
        out.append(Problem("kind", f"expected {SCENARIO_KIND!r}, got {d['kind']!r}"))
    if d["format"] != SCENARIO_FORMAT:
        out.append(Problem("format", f"format {d['format']!r} is not supported (expected {SCENARIO_FORMAT})"))
    if not isinstance(d["id"], str) or not _ID_RE.match(d["id"]):
        out.append(Problem("id", "lower-case letters, digits, '-' and '_', starting with a letter or digit"))
    if not isinstance(d["name"], str) or not d["name"].strip():
        out.append(Problem("name", "a scenario needs a name"))
    for key in ("description", "goal"):
        if not isinstance(d.get(key, ""), str):
            out.append(Problem(key, "must be text"))
    for key in ("player_side", "first"):
        if d[key] not in (0, 1) or isinstance(d[key], bool):
            out.append(Problem(key, f"must be side 0 or side 1, got {d[key]!r}"))
    if not isinstance(d.get("options", {}), Mapping):
        out.append(Problem("options", "must be an object of rules options"))
    position = d["position"]
    if not isinstance(position, Mapping):
        out.append(Problem("position", "must be an object"))
        return out
    for key in sorted(set(position) - set(_POSITION_KEYS)):
        out.append(
            Problem(
                f"position.{key}",
                f"a scenario starts between turns: only {', '.join(_POSITION_KEYS)} may be given",
            )
        )
    chars = position.get("characters")
    if not isinstance(chars, list) or not all(isinstance(c, Mapping) for c in chars):
        out.append(Problem("position.characters", "must be a list of character objects"))
        return out
    for i, raw in enumerate(chars):
        for key in sorted(set(raw) - set(_CHAR_KEYS)):
            out.append(Problem(f"position.characters[{i}].{key}", "unknown field"))
    return out


def _space_problems(game: WowMinisGame, position: Mapping[str, Any]) -> list[Problem]:
    """Characters on legal, unoccupied spaces of the board (406.1)."""
    out: list[Problem] = []
    try:
        board = game.resolve_board(position.get("board"), "scenario")
    except BadInputError as exc:
        return [Problem("position.board", exc.problem)]
    if board.draft:
        out.append(Problem("position.board", f"board {board.name!r} is a draft: fix it in the board editor"))
    taken: dict[Hex, str] = {}
    for i, raw in enumerate(position["characters"]):
        uid = str(raw.get("uid", raw.get("id")))
        if raw.get("pos") is None:
            continue
        where = f"position.characters[{i}].pos"
        try:
            h = parse_hex(str(raw["pos"]))
        except ValueError:
            out.append(Problem(where, f'{raw["pos"]!r} is not a space ("q,r")', uid))
            continue
        if not board.on_board(h):
            out.append(Problem(where, f"{uid} is off the board at {h}", uid))
        elif h in board.impassable:
            out.append(Problem(where, f"{uid} stands on impassable terrain at {h}", uid))
        elif h in taken:
            out.append(Problem(where, f"{uid} and {taken[h]} are both at {h} (406.1)", uid))
        else:
            taken[h] = uid
    return out


def _party_problems(state: WowState) -> list[Problem]:
    """Each side is a party of three whose cards belong to it (100.2, 300.2), factions may mix."""
    out: list[Problem] = []
    for side in (0, 1):
        members = [c for c in (state.chars[u] for u in state.order) if c.owner == side and c.master is None]
        party = {"characters": [{"id": c.cid, "cards": [i.card for i in c.cards]} for c in members]}
        for text in party_problems(state.catalog, party, "sealed"):
            out.append(Problem(f"position (side {side})", f"{state.names[side]}: {text}"))
    return out


def _state_problems(state: WowState, position: Mapping[str, Any], first: int) -> list[Problem]:
    """Health within 1..max, someone on the board per side, the first side able to act, no winner yet."""
    out: list[Problem] = []
    for i, raw in enumerate(position["characters"]):
        c = state.chars[str(raw.get("uid", raw["id"]))]
        health = raw.get("health", 1)
        if not 1 <= health <= state.max_health(c):
            out.append(
                Problem(
                    f"position.characters[{i}].health",
                    f"{c.uid} has health {health}, must be 1 to {state.max_health(c)}",
                    c.uid,
                )
            )
    for side in (0, 1):
        if not any(c.owner == side and c.pos is not None for c in state.chars.values()):
            out.append(
                Problem(
                    "position.characters", f"{state.names[side]} (side {side}) has no character on the board"
                )
            )
    ready = [c.uid for c in state.chars.values() if c.controller == first and c.clock == state.master]
    if not ready:
        out.append(
            Problem(
                "first",
                f"{state.names[first]} (side {first}) acts first but none of its characters has its clock "
                f"at the master clock ({state.master})",
            )
        )
    for side in (0, 1):
        if state.vp[side] >= state.honor_total(side):
            out.append(
                Problem(
                    f"position.players[{side}].vp",
                    f"{state.names[side]} (side {side}) already has {state.vp[side]} VP, "
                    f"its honor total is {state.honor_total(side)}: the game would be over (102)",
                )
            )
    return out


def scenario_problems(game: WowMinisGame, d: Any) -> list[Problem]:
    """Every reason ``d`` is not a playable scenario; empty when it is.

    Checked in order (later checks need the earlier ones to pass): the fields; characters on the
    board, off impassable terrain and one per space; the position itself (unknown characters or
    cards, clocks outside 1..10: positions.py's checks); health from 1 to the maximum; each side a
    party of three whose cards are allowed (300.2); the first side has a character at the master
    clock; the game is not over already.
    """
    if not isinstance(d, Mapping):
        return [Problem("", "a scenario is a JSON object")]
    out = _shape_problems(d)
    if out:
        return out
    try:
        from engine.games.wowminis.game import WowMinisGame

        rules: WowMinisGame = WowMinisGame(d.get("options") or {}) if d.get("options") else game
    except BadInputError as exc:
        return [Problem("options", exc.problem)]
    position = d["position"]
    out = _space_problems(rules, position)
    if out:
        return out
    try:
        state = rules.state_from_dict(_start_dict(position, d["first"], 0))
    except BadInputError as exc:
        return [Problem(f"position.{exc.where}" if exc.where else "position", exc.problem)]
    return _state_problems(state, position, d["first"]) + _party_problems(state)


def scenario_from_dict(d: Any, source: str = "<dict>", game: WowMinisGame | None = None) -> Scenario:
    """A scenario from its JSON object, fully validated.

    :raises BadInputError: naming ``source`` and the place of the first problem found.
    """
    if game is None:
        from engine.games.wowminis.game import WowMinisGame

        game = WowMinisGame()
    problems = scenario_problems(game, d)
    if problems:
        raise BadInputError(source, problems[0].text, problems[0].where)
    return Scenario(
        id=d["id"],
        name=d["name"].strip(),
        player_side=d["player_side"],
        first=d["first"],
        position=json.loads(json.dumps(d["position"])),
        description=d.get("description", ""),
        goal=d.get("goal", ""),
        options=dict(d.get("options") or {}),
        source=source,
    )


def load_scenario(path: Path, game: WowMinisGame | None = None) -> Scenario:
    """The scenario in ``path``.

    :raises BadInputError: naming the file: unreadable, not JSON, or not a playable scenario.
    """
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise BadInputError(str(path), f"cannot be read ({exc.strerror or exc})") from exc
    except UnicodeDecodeError as exc:
        raise BadInputError(str(path), f"not UTF-8 text (bad byte at offset {exc.start})") from exc
    except json.JSONDecodeError as exc:
        raise BadInputError(str(path), f"not valid JSON: {exc.msg}", f"line {exc.lineno}") from exc
    return scenario_from_dict(data, str(path), game)


def validate_scenario(path: Path, data: dict[str, Any]) -> list[str]:
    """``tavern validate``: every problem of a scenario file, each with its place."""
    from engine.games.wowminis.game import WowMinisGame

    return [f"{p.where}: {p.text}" if p.where else p.text for p in scenario_problems(WowMinisGame(), data)]


def scenario_state(game: WowMinisGame, scenario: Scenario, seed: int) -> WowState:
    """The initial state of a game started from ``scenario`` with ``seed``.

    :raises BadInputError: the game's rules options differ from the ones the scenario asks for.
    """
    for key, value in sorted(scenario.options.items()):
        if game.options.get(key) != value:
            raise BadInputError(scenario.source, f"needs the rules option {key}={value!r}", "options")
    return game.state_from_dict(_start_dict(scenario.position, scenario.first, seed))


def shipped_scenarios_dir() -> Path:
    """The repository's ``scenarios/`` folder (beside ``boards/``)."""
    return Path(__file__).parents[3] / "scenarios"


def shipped_scenarios(game: WowMinisGame | None = None) -> list[Scenario]:
    """Every scenario shipped in ``scenarios/``, by name.

    :raises BadInputError: a shipped file does not validate (a test keeps them valid).
    """
    files = sorted(shipped_scenarios_dir().glob("*.json"))
    return sorted((load_scenario(p, game) for p in files), key=lambda s: s.name)


def user_scenarios(
    folder: Path | None = None, game: WowMinisGame | None = None
) -> tuple[list[Scenario], list[str]]:
    """The player's valid scenarios by name, and one ``"<file>: <problem>"`` line per file that is not."""
    where = folder or scenarios_dir()
    found: list[Scenario] = []
    problems: list[str] = []
    for path in sorted(where.glob("*.json")):
        try:
            found.append(load_scenario(path, game))
        except BadInputError as exc:
            place = f"{exc.where}: " if exc.where else ""
            problems.append(f"{path.name}: {place}{exc.problem}")
    return sorted(found, key=lambda s: s.name), problems


def save_scenario(scenario: Scenario, folder: Path | None = None) -> Path:
    """Write ``scenario`` to ``<folder>/<id>.json`` (default: the user's scenarios folder) atomically.

    The JSON goes to a temporary file in the same folder, is flushed to disk, then renamed over the
    target: a crash leaves the old file or the new one, never half of one.

    :raises OSError: the file system refused; an existing file is left as it was.
    """
    where = folder or scenarios_dir()
    where.mkdir(parents=True, exist_ok=True)
    path = where / f"{scenario.id}.json"
    text = json.dumps(scenario.to_dict(), indent=2, ensure_ascii=False) + "\n"
    fd, tmp_name = tempfile.mkstemp(dir=where, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(text.encode("utf-8"))
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp_name)
        raise
    return path
