"""``tavern validate`` checks WoW Miniatures boards through the game's published validators."""

from __future__ import annotations

import json
from pathlib import Path

from engine.games.wowminis.board import shipped_boards_dir
from engine.games.wowminis.validate import VALIDATORS, validate_board


def test_every_shipped_board_validates() -> None:
    for path in sorted(shipped_boards_dir().glob("*.json")):
        assert validate_board(path, json.loads(path.read_text())) == [], path.name


def test_a_broken_board_reports_the_field(tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    problems = validate_board(path, {"kind": "wowminis-board", "format": 1, "id": "broken"})
    assert problems == ["name: missing required key 'name'"]


def test_the_board_and_scenario_kinds_are_published() -> None:
    assert set(VALIDATORS) == {"wowminis-board", "wowminis-scenario"}
