"""Validators for WoW Miniatures data files, published for ``tavern validate``.

The engine never imports the client, so it offers a table that the command merges in.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from engine.core.errors import BadInputError
from engine.games.wowminis.board import BOARD_KIND, board_from_dict
from engine.games.wowminis.board_problems import unplayable_reasons
from engine.games.wowminis.scenario import SCENARIO_KIND, validate_scenario


def validate_board(path: Path, data: dict[str, Any]) -> list[str]:
    """The problems of a board file (empty when it loads and can be played; a draft lists why not)."""
    try:
        board = board_from_dict(data, str(path))
    except BadInputError as exc:
        return [f"{exc.where}: {exc.problem}" if exc.where else exc.problem]
    return [f"not playable: {reason}" for reason in unplayable_reasons(board)]


VALIDATORS: dict[str, Callable[[Path, dict[str, Any]], list[str]]] = {
    BOARD_KIND: validate_board,
    SCENARIO_KIND: validate_scenario,
}
