"""WoW Miniatures engine speed: random full games, and the median cost of clone, legal_actions, apply.

Figures only, never pass/fail. Game rates are CPU time (``time.process_time``), which other work on
a shared machine inflates less than wall-clock time; the per-call medians use ``perf_counter`` (a
median shrugs off the calls another process interrupted). The games use the frozen content and
boards of the golden playouts (tests/engine/games/wowminis/data/golden_content), so the same command
times the same games before and after an engine change even while the shipped content is rebalanced.
Run ``python -m bench.wowminis_engine [games]``; it prints JSON.
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from engine.core import Rng
from engine.games.wowminis.board import load_board
from engine.games.wowminis.game import WowMinisGame

CONTENT = Path(__file__).resolve().parents[1] / "tests/engine/games/wowminis/data/golden_content"
BOARDS = ("standard", "highlands")


def frozen_game() -> WowMinisGame:
    """The game on the golden playouts' frozen content and boards."""
    game = WowMinisGame(content_dir=CONTENT)
    game.boards = {b.id: b for b in (load_board(p) for p in sorted((CONTENT / "boards").glob("*.json")))}
    return game


def _setup(game: WowMinisGame, board: str) -> dict[str, Any]:
    setup = game.default_setup()
    setup["board"] = board
    return setup


def random_games(game: WowMinisGame, board: str, games: int) -> dict[str, float]:
    """Games with uniformly random legal actions through ``apply_unchecked``, the way search plays."""
    actions = 0
    start = time.process_time()
    for seed in range(games):
        state = game.new_initial_state(seed, _setup(game, board))
        rng = Rng(seed + 99)
        while not state.is_terminal():
            state.apply_unchecked(rng.choice(state.legal_actions()))
            actions += 1
    elapsed = time.process_time() - start
    return {
        "games_per_s": games / elapsed,
        "us_per_action": elapsed / actions * 1e6,
        "actions_per_game": actions / games,
    }


def step_medians(game: WowMinisGame, board: str, games: int) -> dict[str, float]:
    """Median microseconds of ``clone()``, ``legal_actions()`` and ``apply_unchecked()`` over every
    decision of ``games`` random games (seeds apart from ``random_games``'s).

    ``legal_actions()`` is timed from scratch; ``apply_unchecked()`` includes working out the next
    turn menu's options, which the engine does while applying (to end a turn with nothing left)."""
    clone: list[float] = []
    legal: list[float] = []
    apply: list[float] = []
    clock = time.perf_counter
    for seed in range(games):
        state = game.new_initial_state(500 + seed, _setup(game, board))
        rng = Rng(seed + 7)
        while not state.is_terminal():
            t = clock()
            state.clone()
            clone.append(clock() - t)
            state.forget_legal_actions()  # the turn menu's were worked out by the last apply
            t = clock()
            options = state.legal_actions()
            legal.append(clock() - t)
            action = rng.choice(options)
            t = clock()
            state.apply_unchecked(action)
            apply.append(clock() - t)
    return {
        "clone_us": statistics.median(clone) * 1e6,
        "legal_actions_us": statistics.median(legal) * 1e6,
        "apply_us": statistics.median(apply) * 1e6,
    }


def run(games: int = 6) -> dict[str, Any]:
    """Every figure, per board; ``games`` random games for the rate, a third as many for the medians."""
    game = frozen_game()
    return {
        board: random_games(game, board, games) | step_medians(game, board, max(2, games // 3))
        for board in BOARDS
    }


if __name__ == "__main__":
    print(json.dumps(run(int(sys.argv[1]) if len(sys.argv) > 1 else 6), indent=2))
