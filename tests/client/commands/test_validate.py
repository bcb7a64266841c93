"""``validate``: every problem with its file and place, exit status 1 if any, directories walked."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import engine.games
from client.commands import validate
from client.commands.validate import register_validator, validate_file, validate_paths
from engine.core import BadInputError, Registry
from main import main


@pytest.fixture(autouse=True)
def fresh_validators(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test registers into its own empty table."""
    monkeypatch.setattr(validate, "VALIDATORS", {})
    monkeypatch.setattr(validate, "_DISCOVERED", set())


def _check_widget(path: Path, data: dict[str, Any]) -> list[str]:
    """A test kind: ``size`` must be a positive integer."""
    size = data.get("size")
    if not isinstance(size, int) or size < 1:
        return [f"size: must be a positive integer, got {size!r}"]
    return []


def _write(path: Path, data: object) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data))
    return path


def test_bad_json_exits_1_naming_the_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "broken.json"
    bad.write_text('{"kind": "widget",\n  "size": }')
    assert main(["validate", str(bad)]) == 1
    out = capsys.readouterr().out
    assert f"{bad}: line 2 column 11: not valid JSON: Expecting value" in out


def test_unknown_kind_is_reported(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    register_validator("widget", _check_widget)
    path = _write(tmp_path / "gizmo.json", {"kind": "gizmo"})
    assert main(["validate", str(path)]) == 1
    out = capsys.readouterr().out
    assert f"{path}: kind: unknown kind 'gizmo' (known: " in out
    known = out.split("(known: ", 1)[1].split(")", 1)[0].split(", ")
    assert "widget" in known and known == sorted(known)


def test_a_file_without_kind_is_reported(tmp_path: Path) -> None:
    path = _write(tmp_path / "plain.json", {"size": 3})
    kind, problems = validate_file(path)
    assert kind == "?" and problems == [
        f"{path}: no string 'kind' field, and not a save (a save has 'format' "
        "and 'game'): cannot tell what this file is"
    ]


def test_a_top_level_list_is_reported(tmp_path: Path) -> None:
    path = _write(tmp_path / "list.json", [1, 2])
    assert validate_file(path)[1] == [f"{path}: the top level must be a JSON object, got list"]


def test_registered_validator_problems_name_the_file(tmp_path: Path) -> None:
    register_validator("widget", _check_widget)
    good = _write(tmp_path / "good.json", {"kind": "widget", "size": 2})
    bad = _write(tmp_path / "bad.json", {"kind": "widget", "size": 0})
    assert validate_file(good) == ("widget", [])
    assert validate_file(bad) == ("widget", [f"{bad}: size: must be a positive integer, got 0"])


def test_a_validator_may_raise_bad_input(tmp_path: Path) -> None:
    def strict(path: Path, data: dict[str, Any]) -> list[str]:
        raise BadInputError(str(path), "no tiles", "tiles")

    register_validator("strict", strict)
    path = _write(tmp_path / "s.json", {"kind": "strict"})
    assert validate_file(path)[1] == [f"{path}: tiles: no tiles"]


def test_a_directory_is_walked(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    register_validator("widget", _check_widget)
    a = _write(tmp_path / "data" / "a.json", {"kind": "widget", "size": 1})
    b = _write(tmp_path / "data" / "nested" / "b.json", {"kind": "widget", "size": 5})
    (tmp_path / "data" / "notes.txt").write_text("not json, not checked")
    assert main(["validate", str(tmp_path / "data")]) == 0
    assert capsys.readouterr().out.splitlines() == [f"ok {a} (widget)", f"ok {b} (widget)"]


def test_every_problem_in_every_file_is_listed(tmp_path: Path) -> None:
    register_validator("widget", _check_widget)
    _write(tmp_path / "a.json", {"kind": "widget", "size": -1})
    _write(tmp_path / "b.json", {"kind": "widget", "size": 1})
    (tmp_path / "c.json").write_text("")
    lines, problems = validate_paths([tmp_path, tmp_path / "missing.json"])
    assert problems == 3
    assert lines[0] == f"{tmp_path / 'missing.json'}: no such file or directory"
    assert lines[1].startswith(f"{tmp_path / 'a.json'}: size:")
    assert lines[2] == f"ok {tmp_path / 'b.json'} (widget)"
    assert lines[3].startswith(f"{tmp_path / 'c.json'}: line 1 column 1: not valid JSON")


def test_an_empty_directory_says_so(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate", str(tmp_path)]) == 0
    assert capsys.readouterr().out.strip() == "no .json files found"


def test_a_kind_has_one_validator() -> None:
    register_validator("widget", _check_widget)
    with pytest.raises(BadInputError, match="already has a validator"):
        register_validator("widget", lambda path, data: [])


@pytest.fixture
def game_package(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A throwaway ``engine.games.zzvalidatetest`` package, importable only during the test."""
    package = tmp_path / "pkgs" / "zzvalidatetest"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text("")
    monkeypatch.setattr(engine.games, "__path__", [*engine.games.__path__, str(package.parent)])
    yield package
    for name in [m for m in sys.modules if m.startswith("engine.games.zzvalidatetest")]:
        del sys.modules[name]


def test_a_games_validate_module_is_found_from_the_kind(tmp_path: Path, game_package: Path) -> None:
    (game_package / "validate.py").write_text(
        "def check(path, data):\n"
        "    return [] if data.get('tiles') else ['tiles: a board needs tiles']\n"
        "VALIDATORS = {'zzvalidatetest-board': check}\n"
    )
    path = _write(tmp_path / "board.json", {"kind": "zzvalidatetest-board", "tiles": []})
    assert validate_file(path) == ("zzvalidatetest-board", [f"{path}: tiles: a board needs tiles"])


def test_a_save_is_replayed(
    tmp_path: Path, toy_registry: Registry, capsys: pytest.CaptureFixture[str]
) -> None:
    from engine.core.saves import SAVE_FORMAT

    game = toy_registry.load("toy")
    state = game.new_initial_state(42)
    for _ in range(4):
        state.apply_action(state.legal_actions()[0])
    save: dict[str, Any] = {
        "format": SAVE_FORMAT,
        "game": "toy",
        "options": game.options_dict(),
        "content_version": game.content_version,
        "setup": {},
        "seed": 42,
        "players": ["Ada", "Bob"],
        "actions": list(state.history),
        "state_hash": state.state_hash(),
        "saved_at": "2026-11-22T03:00:00Z",
    }
    good = _write(tmp_path / "good.json", save)
    tampered = _write(tmp_path / "tampered.json", {**save, "actions": save["actions"][:3]})
    assert validate_file(good, toy_registry) == ("save", [])
    kind, problems = validate_file(tampered, toy_registry)
    assert kind == "save" and len(problems) == 1
    assert problems[0].startswith(f"{tampered}: state_hash: the replayed game does not match")


def test_validate_help(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["validate", "--help"])
    assert exit_info.value.code == 0
    assert "PATH" in capsys.readouterr().out


def test_a_data_file_with_a_format_field_is_not_taken_for_a_save(tmp_path: Path) -> None:
    register_validator("widget", _check_widget)
    path = _write(tmp_path / "w.json", {"kind": "widget", "format": 1, "game": "wowminis", "size": 1})
    assert validate_file(path) == ("widget", [])
