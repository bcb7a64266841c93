"""Save files: versioned JSON holding the action log, written atomically and checked on load.

A save does not store the position: it stores how to rebuild it (game id, rules options, setup,
seed) and every decision in notation, plus a hash of the final state. Loading replays the log
and compares the hash, so a damaged or tampered file is caught instead of silently loading a
different game. Dice come out the same on replay because the state's ``Rng`` starts from the
saved seed. The format is described in ``docs/saves.md``. Never pickle: a save must be safe to
open and readable by a person.

Reading never changes a file: a damaged save raises ``DamagedSaveError`` naming the file and the
problem, and stays exactly as it was so the player (or a bug report) still has it.
"""

from __future__ import annotations

import contextlib
import copy
import json
import os
import tempfile
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from engine.core.errors import BadInputError, DamagedSaveError
from engine.core.events import Event
from engine.core.game import Game
from engine.core.paths import saves_dir
from engine.core.registry import REGISTRY, Registry
from engine.core.state import PlayerId, State

SAVE_FORMAT: int = 1
"""The format this version writes; bump it (and add an ``UPGRADES`` step) when the layout changes."""

UPGRADES: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}
"""Format N -> N+1 steps, run in order on older saves (like Tuxemon's save upgrader).

Format 1 is the first format, so there is no step yet. A step receives a private copy of the
save's dict and returns the dict in the next format; the loop then sets ``format`` itself.
"""

REPLAY_ERRORS: tuple[type[Exception], ...] = (ValueError, LookupError, TypeError)
"""What a game may raise on a setup or action that a damaged save fed it."""

_FIELDS = ("format", "game", "options", "content_version", "setup", "seed", "players", "actions",
           "state_hash", "saved_at")


def now_iso() -> str:
    """The current time as ISO 8601 UTC to the second (``2026-11-22T03:41:49Z``)."""
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def _parse_utc(text: str) -> datetime | None:
    """``text`` as an aware UTC datetime, or None when it is not ISO 8601 with a UTC offset."""
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        return None
    if moment.utcoffset() != timedelta(0):
        return None
    return moment


def _describe(value: object) -> str:
    """A short, bounded rendering of a bad value for an error message."""
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


@dataclass(frozen=True)
class SaveRecord:
    """One saved game, field for field as it appears in the file.

    Attributes:
        format: the save format version (``SAVE_FORMAT`` when written by this version).
        game: registry id of the game (``"wowminis"``).
        options: the game's rules options.
        content_version: the game's ``content_version`` when the save was written.
        setup: the game-specific setup given to ``new_initial_state``.
        seed: the seed of the state's ``Rng``; replaying with it reproduces every die and shuffle.
        players: the players' names, by seat.
        actions: every decision since the initial state, in notation.
        state_hash: ``state_hash()`` of the position after the last action.
        saved_at: when the file was written, ISO 8601 UTC.
    """

    format: int
    game: str
    options: dict[str, Any]
    content_version: str
    setup: dict[str, Any]
    seed: int
    players: list[str]
    actions: list[str]
    state_hash: str
    saved_at: str

    def to_dict(self) -> dict[str, Any]:
        """The JSON object written to the file (independent copies of the nested data)."""
        return {name: copy.deepcopy(getattr(self, name)) for name in _FIELDS}

    @classmethod
    def from_dict(cls, d: Mapping[str, Any], source: str = "<dict>") -> SaveRecord:
        """A record from a save's JSON object, upgraded from older formats and fully validated.

        >>> SaveRecord.from_dict({"format": 1, "game": "toy", "seed": "5"}, "a.json")
        Traceback (most recent call last):
        engine.core.errors.DamagedSaveError: a.json: missing field 'options'

        :raises DamagedSaveError: naming ``source`` and the field at fault: a missing, unknown or
            ill-typed field, a format newer than ``SAVE_FORMAT`` or one that cannot be upgraded.
        """
        data = _upgrade(d, source)
        unknown = sorted(set(data) - set(_FIELDS))
        if unknown:
            raise DamagedSaveError(source, f"unknown field {unknown[0]!r}")
        missing = [name for name in _FIELDS if name not in data]
        if missing:
            raise DamagedSaveError(source, f"missing field {missing[0]!r}")
        for name in ("game", "content_version", "state_hash", "saved_at"):
            if not isinstance(data[name], str):
                raise DamagedSaveError(source, f"must be a string, got {_describe(data[name])}", name)
        for name in ("game", "state_hash"):
            if not data[name]:
                raise DamagedSaveError(source, "must not be empty", name)
        if _parse_utc(data["saved_at"]) is None:
            raise DamagedSaveError(
                source, f"must be an ISO 8601 UTC time, got {_describe(data['saved_at'])}", "saved_at"
            )
        if not isinstance(data["seed"], int) or isinstance(data["seed"], bool):
            raise DamagedSaveError(source, f"must be an integer, got {_describe(data['seed'])}", "seed")
        for name in ("options", "setup"):
            value = data[name]
            if not isinstance(value, dict) or not all(isinstance(k, str) for k in value):
                raise DamagedSaveError(source, f"must be a JSON object, got {_describe(value)}", name)
        for name in ("players", "actions"):
            value = data[name]
            if not isinstance(value, list):
                raise DamagedSaveError(source, f"must be a list of strings, got {_describe(value)}", name)
            for i, item in enumerate(value):
                if not isinstance(item, str):
                    raise DamagedSaveError(source, f"must be a string, got {_describe(item)}", f"{name}[{i}]")
        return cls(**{name: copy.deepcopy(data[name]) for name in _FIELDS})


def _upgrade(d: Mapping[str, Any], source: str) -> dict[str, Any]:
    """A copy of ``d`` brought up to ``SAVE_FORMAT``, one ``UPGRADES`` step per version.

    :raises DamagedSaveError: no usable ``format``, a newer format, or a missing upgrade step.
    """
    if "format" not in d:
        raise DamagedSaveError(source, "not a Tabletop Tavern save: missing field 'format'")
    version = d["format"]
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise DamagedSaveError(source, f"must be a positive integer, got {_describe(version)}", "format")
    if version > SAVE_FORMAT:
        raise DamagedSaveError(
            source,
            f"made by a newer version of Tabletop Tavern (save format {version}, "
            f"this version reads formats up to {SAVE_FORMAT}); update the program to open it",
        )
    data = copy.deepcopy(dict(d))
    for step_from in range(version, SAVE_FORMAT):
        step = UPGRADES.get(step_from)
        if step is None:
            raise DamagedSaveError(source, f"save format {step_from} has no upgrade step", "format")
        data = step(data)
        data["format"] = step_from + 1
    return data


def _backup_path(path: Path, number: int) -> Path:
    return path.with_suffix(f".bak{number}")


def _rotate_backups(path: Path, backups: int) -> None:
    """Shift ``.bak1``..``.bak{backups-1}`` up by one (dropping the oldest) and keep ``path`` as ``.bak1``.

    The current file is linked (or copied) rather than moved, so ``path`` never disappears.
    """
    if backups <= 0 or not path.exists():
        return
    for number in range(backups - 1, 0, -1):
        older = _backup_path(path, number)
        if older.exists():
            os.replace(older, _backup_path(path, number + 1))
    first = _backup_path(path, 1)
    first.unlink(missing_ok=True)
    try:
        os.link(path, first)
    except OSError:
        # Some file systems have no hard links; a copy through a temp file is still atomic.
        _atomic_write_bytes(first, path.read_bytes())


def _fsync_folder(folder: Path) -> None:
    """Make a rename durable where the platform allows opening a folder (not on Windows)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _atomic_write_bytes(path: Path, data: bytes, before_replace: Callable[[], None] | None = None) -> None:
    """Write ``data`` to a temp file beside ``path``, fsync it, then rename it over ``path``.

    A crash or error at any point leaves either the old file or the new one, never a mix, and
    the temp file is removed on failure.
    """
    fd, tmp_name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        if before_replace is not None:
            before_replace()
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    _fsync_folder(path.parent)


def write_save(path: Path, record: SaveRecord, backups: int = 3) -> None:
    """Write ``record`` to ``path`` atomically, keeping up to ``backups`` older versions.

    Before an existing file is replaced it becomes ``.bak1``, the previous ``.bak1`` becomes
    ``.bak2`` and so on; the oldest beyond ``backups`` is dropped.

    :raises TypeError: the record holds data that is not JSON (nothing is written).
    :raises ValueError: the record holds NaN or infinity (nothing is written).
    :raises OSError: the file system refused; the previous save is left intact.
    """
    text = json.dumps(record.to_dict(), indent=2, ensure_ascii=False, allow_nan=False) + "\n"
    path.parent.mkdir(parents=True, exist_ok=True)
    _atomic_write_bytes(path, text.encode("utf-8"), lambda: _rotate_backups(path, backups))


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed in a save")


def _looks_truncated(text: str, exc: json.JSONDecodeError) -> bool:
    """Whether a JSON error comes from a file cut short (a crash mid-write by another program)."""
    body = text.strip()
    return (
        exc.pos >= len(body)
        or exc.msg.startswith("Unterminated string")
        or (body.startswith(("{", "[")) and not body.endswith(("}", "]")))
    )


def read_save(path: Path) -> SaveRecord:
    """The record in ``path``, validated (but not replayed: see ``load_state``).

    :raises DamagedSaveError: naming the file: it cannot be read, is empty or truncated, is not
        JSON or not a JSON object, has a missing or ill-typed field, or comes from a newer version.
    """
    source = str(path)
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise DamagedSaveError(source, f"cannot be read ({exc.strerror or exc})") from exc
    if not raw.strip():
        raise DamagedSaveError(source, "the file is empty (truncated)")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise DamagedSaveError(source, f"not UTF-8 text (bad byte at offset {exc.start})") from exc
    try:
        data = json.loads(text, parse_constant=_reject_constant)
    except json.JSONDecodeError as exc:
        if _looks_truncated(text, exc):
            raise DamagedSaveError(
                source, f"truncated: the JSON ends early (line {exc.lineno}, column {exc.colno})"
            ) from exc
        raise DamagedSaveError(
            source, f"not valid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})"
        ) from exc
    except (ValueError, RecursionError) as exc:
        raise DamagedSaveError(source, f"not valid JSON: {exc}") from exc
    if not isinstance(data, dict):
        raise DamagedSaveError(source, f"not a save: expected a JSON object, found {type(data).__name__}")
    return SaveRecord.from_dict(data, source)


def seats_text(game: Game) -> str:
    """How many players a game takes, in words ("needs 2 players", "needs 2-4 players")."""
    if game.min_players == game.max_players:
        return f"needs {game.min_players} players"
    return f"needs {game.min_players}-{game.max_players} players"


def open_game(record: SaveRecord, registry: Registry = REGISTRY, source: str = "<save>") -> Game:
    """The Game a record was played with.

    :raises DamagedSaveError: unknown game id, bad options, or a player count the game refuses.
    """
    try:
        game_class = registry.game_class(record.game)
    except BadInputError as exc:
        raise DamagedSaveError(source, exc.problem, "game") from exc
    try:
        game = game_class(record.options)
    except BadInputError as exc:
        raise DamagedSaveError(source, exc.problem, "options") from exc
    if not game.min_players <= len(record.players) <= game.max_players:
        problem = f"{game.name} {seats_text(game)}, got {len(record.players)}"
        raise DamagedSaveError(source, problem, "players")
    return game


def start_state(game: Game, record: SaveRecord, source: str = "<save>") -> State:
    """The initial state a record's log starts from.

    :raises DamagedSaveError: the game refuses the saved setup.
    """
    try:
        return game.new_initial_state(record.seed, copy.deepcopy(record.setup))
    except REPLAY_ERRORS as exc:
        raise DamagedSaveError(source, f"the game refuses the saved setup: {exc}", "setup") from exc


def replay_action(game: Game, state: State, index: int, text: str, source: str = "<save>") -> list[Event]:
    """Apply logged action ``index`` (notation ``text``) to ``state`` and return its events.

    :raises DamagedSaveError: the action cannot be parsed or is illegal there.
    """
    try:
        return state.apply_action(game.parse_action(text, state))
    except REPLAY_ERRORS as exc:
        raise DamagedSaveError(
            source,
            f"{text!r} cannot be replayed: {exc}; the file was tampered with or comes from another "
            "content version",
            f"actions[{index}]",
        ) from exc


def check_hash(game: Game, record: SaveRecord, state: State, source: str = "<save>") -> None:
    """Compare the replayed position with the saved hash.

    :raises DamagedSaveError: the hashes differ.
    """
    if state.state_hash() == record.state_hash:
        return
    versions = ""
    if record.content_version != game.content_version:
        versions = f"; saved with content version {record.content_version}, this is {game.content_version}"
    raise DamagedSaveError(
        source,
        "the replayed game does not match the saved state hash: tampered or from another content "
        f"version{versions}",
        "state_hash",
    )


def replay_record(
    game: Game, record: SaveRecord, source: str = "<save>"
) -> tuple[State, list[PlayerId], State]:
    """Replay a record's log: (initial state, who decided each action, final state).

    The hash is checked, so the final state is exactly the saved position.

    :raises DamagedSaveError: refused setup, an action that cannot be replayed, or a hash mismatch.
    """
    initial = start_state(game, record, source)
    state = initial.clone()
    players: list[PlayerId] = []
    for index, text in enumerate(record.actions):
        players.append(state.current_player())
        replay_action(game, state, index, text, source)
    check_hash(game, record, state, source)
    return initial, players, state


def load_state(
    record: SaveRecord, registry: Registry = REGISTRY, source: str = "<save>"
) -> tuple[Game, State]:
    """Rebuild the saved position by replaying the log, and check it against the saved hash.

    :raises DamagedSaveError: naming ``source``: unknown game, refused setup, an action that
        cannot be replayed (with its index), or a final hash mismatch.
    """
    game = open_game(record, registry, source)
    _, _, state = replay_record(game, record, source)
    return game, state


def load_save(path: Path, registry: Registry = REGISTRY) -> tuple[SaveRecord, Game, State]:
    """``read_save`` then ``load_state``: the record and its verified position.

    :raises DamagedSaveError: naming the file, for any problem either step finds.
    """
    record = read_save(path)
    game, state = load_state(record, registry, str(path))
    return record, game, state


@dataclass(frozen=True)
class SaveSummary:
    """What a saved-games list shows for one file.

    ``problem`` is the error text for a damaged file (then ``game`` is empty, ``players`` empty,
    ``actions`` 0 and ``saved_at`` the file's modification time); None for a good save.
    """

    path: Path
    game: str
    saved_at: str
    players: list[str]
    actions: int
    problem: str | None


def _summarise(path: Path, registry: Registry, verify: bool) -> tuple[datetime, SaveSummary]:
    try:
        record = read_save(path)
        if verify:
            load_state(record, registry, str(path))
        else:
            open_game(record, registry, str(path))
    except DamagedSaveError as exc:
        try:
            modified = datetime.fromtimestamp(path.stat().st_mtime, UTC)
        except OSError:
            modified = datetime.fromtimestamp(0, UTC)
        stamp = modified.strftime("%Y-%m-%dT%H:%M:%SZ")
        return modified, SaveSummary(path, "", stamp, [], 0, str(exc))
    moment = _parse_utc(record.saved_at)
    assert moment is not None, f"{path}: saved_at was validated by read_save"
    summary = SaveSummary(path, record.game, record.saved_at, list(record.players), len(record.actions), None)
    return moment, summary


def list_saves(
    folder: Path | None = None, registry: Registry = REGISTRY, verify: bool = False
) -> list[SaveSummary]:
    """Every ``*.json`` save in ``folder`` (default ``saves_dir()``), newest first.

    A damaged file is listed with its ``problem`` instead of raising, and no file is modified.
    By default a save is checked as far as reading it and knowing its game; ``verify=True`` also
    replays each log and checks its hash (slower, catches tampering).
    """
    where = saves_dir() if folder is None else folder
    if not where.is_dir():
        return []
    rows = [_summarise(path, registry, verify) for path in sorted(where.glob("*.json")) if path.is_file()]
    rows.sort(key=lambda row: (-row[0].timestamp(), row[1].path.name))
    return [summary for _, summary in rows]


def delete_save(path: Path) -> None:
    """Remove a save and its ``.bakN`` backups; missing files are not an error."""
    if path.parent.is_dir():
        prefix = path.stem + ".bak"
        for other in path.parent.iterdir():
            if other.name.startswith(prefix) and other.name[len(prefix):].isdigit():
                other.unlink(missing_ok=True)
    path.unlink(missing_ok=True)
