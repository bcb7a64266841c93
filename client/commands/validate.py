"""``tavern validate``: check data and save files and list every problem with its file and place.

A file is recognised by its content. A data file names its kind in a ``"kind"`` field
(``"wowminis-board"``) and is checked by the validator registered for that kind in
:data:`VALIDATORS`. A JSON object without ``"kind"`` but with ``"format"`` and ``"game"`` keys is a
save: it is read and replayed through ``engine.core.saves``.

Games add validators in two ways: client code calls :func:`register_validator`, and a game package
ships a module ``engine.games.<id>.validate`` with a module-level
``VALIDATORS: dict[str, Validator]``, merged in the first time an unknown kind is met (the engine
never imports the client, so it publishes a table rather than calling in).
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import json
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

from engine.core import REGISTRY, BadInputError, Registry, TavernError, saves

Validator = Callable[[Path, dict[str, Any]], list[str]]
"""Checks one parsed file; returns its problems, each starting with its place in the file
(``"tiles[3].terrain: unknown terrain 'lava'"``). It may raise BadInputError instead."""

VALIDATORS: dict[str, Validator] = {}
"""File kind -> validator."""

_DISCOVERED: set[str] = set()


def register_validator(kind: str, fn: Validator) -> None:
    """Check files whose ``"kind"`` is ``kind`` with ``fn``.

    :raises BadInputError: another validator already handles that kind.
    """
    existing = VALIDATORS.get(kind)
    if existing is not None and existing is not fn:
        raise BadInputError("validators", f"kind {kind!r} already has a validator")
    VALIDATORS[kind] = fn


def _discover(game_ids: Iterable[str]) -> None:
    """Merge the ``VALIDATORS`` table of each game's ``engine.games.<id>.validate`` module, once."""
    for game_id in sorted(set(game_ids)):
        if game_id in _DISCOVERED or not game_id.isidentifier():
            continue
        _DISCOVERED.add(game_id)
        name = f"engine.games.{game_id}.validate"
        try:
            spec = importlib.util.find_spec(name)
        except ModuleNotFoundError:
            continue
        if spec is None:
            continue
        table: dict[str, Validator] = getattr(importlib.import_module(name), "VALIDATORS", {})
        for kind in sorted(table):
            register_validator(kind, table[kind])


def _validator_for(kind: str, registry: Registry) -> Validator | None:
    if kind not in VALIDATORS:
        _discover([*registry.ids(), kind.split("-")[0]])
    return VALIDATORS.get(kind)


def _error_line(path: Path, exc: TavernError) -> str:
    """The exception's message, prefixed with the file unless it already names it."""
    if isinstance(exc, BadInputError) and exc.source == str(path):
        return str(exc)
    return f"{path}: {exc}"


def _validate_save(path: Path, registry: Registry) -> list[str]:
    """Read and replay a save: every action must apply and the final hash must match."""
    try:
        record = saves.read_save(path)
        saves.load_state(record, registry=registry, source=str(path))
    except TavernError as exc:
        return [_error_line(path, exc)]
    return []


def validate_file(path: Path, registry: Registry = REGISTRY) -> tuple[str, list[str]]:
    """What ``path`` is ("save", its kind, or "?") and its problems, each naming the file."""
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        return "?", [f"{path}: byte {exc.start}: not UTF-8 text"]
    except OSError as exc:
        return "?", [f"{path}: cannot read: {exc.strerror or exc}"]
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        return "?", [f"{path}: line {exc.lineno} column {exc.colno}: not valid JSON: {exc.msg}"]
    if not isinstance(data, dict):
        return "?", [f"{path}: the top level must be a JSON object, got {type(data).__name__}"]
    if "kind" not in data and "format" in data and "game" in data:
        return "save", _validate_save(path, registry)
    kind = data.get("kind")
    if not isinstance(kind, str):
        return "?", [
            f"{path}: no string 'kind' field, and not a save (a save has 'format' and 'game'): "
            "cannot tell what this file is"
        ]
    validator = _validator_for(kind, registry)
    if validator is None:
        known = ", ".join(sorted(VALIDATORS)) or "none"
        return kind, [f"{path}: kind: unknown kind {kind!r} (known: {known})"]
    try:
        problems = validator(path, data)
    except TavernError as exc:
        return kind, [_error_line(path, exc)]
    return kind, [f"{path}: {problem}" for problem in problems]


def expand_paths(paths: Sequence[Path]) -> tuple[list[Path], list[str]]:
    """The files to check (a directory gives every ``*.json`` under it) and paths that do not exist."""
    files: list[Path] = []
    missing: list[str] = []
    for path in paths:
        if path.is_dir():
            files.extend(sorted(path.rglob("*.json")))
        elif path.exists():
            files.append(path)
        else:
            missing.append(f"{path}: no such file or directory")
    return files, missing


def validate_paths(paths: Sequence[Path], registry: Registry = REGISTRY) -> tuple[list[str], int]:
    """The output lines for every file under ``paths`` in order ("ok ..." or its problems) and the
    number of problems."""
    files, lines = expand_paths(paths)
    count = len(lines)
    for path in files:
        kind, found = validate_file(path, registry)
        lines.extend(found or [f"ok {path} ({kind})"])
        count += len(found)
    if not files and not count:
        lines.append("no .json files found")
    return lines, count


def add_parser(subparsers: Any) -> None:
    """Declare ``validate`` and its arguments."""
    p = subparsers.add_parser(
        "validate",
        help="check data and save files",
        description="Check save files and data files (boards, decks, ...) and print every problem with "
        "its file and place. A directory checks every *.json under it. Exit status 1 if any problem.",
    )
    p.add_argument("paths", nargs="+", type=Path, metavar="PATH", help="a file or a directory")
    p.set_defaults(command_run=run)


def run(args: argparse.Namespace, registry: Registry = REGISTRY) -> int:
    """Carry out ``validate``: "ok" lines and problems on stdout, exit status 1 if any problem."""
    lines, problems = validate_paths(args.paths, registry)
    for line in lines:
        print(line)
    if problems:
        print(f"{problems} problem(s) found")
        return 1
    return 0
