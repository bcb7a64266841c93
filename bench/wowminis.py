"""WoW Miniatures benchmarks: geometry, random full games, clone, legal actions and bot decisions.

Figures only, never pass/fail. The random games use the default parties (six characters) on the
largest shipped board and are timed in CPU time (``time.process_time``), which other work on a
shared machine inflates less than wall-clock time; the positions come from seeded random games on
the default setup, so two runs time the same work. Targets from the issue: at least 20 random full
games per second on one core, and a heuristic decision within 50 ms (median).
"""

from __future__ import annotations

import itertools
import time
from typing import Any

from bench import wowminis_geometry
from bench.core import decision_ms, timed
from engine.core import Rng
from engine.games.wowminis.game import WowMinisGame
from engine.games.wowminis.state import WowState
from engine.games.wowminis.work import TurnMenu

TARGET_RANDOM_GAMES_PER_S = 20.0
MIN_RANDOM_GAMES = 10
TARGET_HEURISTIC_MEDIAN_MS = 50.0
MID_GAME_ACTIONS = 300
"""Random actions played from the start before a position counts as mid-game."""
WARM_UP_SEED = 10_000
"""An untimed game played first (a seed apart from the timed ones), so the timed games measure play
rather than the first import of the rules modules the engine loads lazily (compiled from source
where no bytecode cache is written)."""


def largest_board_setup(game: WowMinisGame) -> dict[str, Any]:
    """The default parties (six characters) on the largest shipped board, where the issue's random-game
    target is set."""
    setup = game.default_setup()
    setup["board"] = max(game.boards.values(), key=lambda b: (len(b.spaces), b.id)).id
    return setup


def random_game(game: WowMinisGame, seed: int, setup: dict[str, Any] | None = None) -> int:
    """Play one game with uniformly random legal actions; the number of actions it took."""
    state = game.new_initial_state(seed, setup)
    rng = Rng(seed + 1)
    actions = 0
    while not state.is_terminal():
        legal = state.legal_actions()
        state.apply_unchecked(legal[rng.randbelow(len(legal))])
        actions += 1
    return actions


def positions(game: WowMinisGame, count: int, seed: int = 7) -> list[WowState]:
    """``count`` mid-game positions where a character's turn offers a choice (the costly decisions)."""
    out: list[WowState] = []
    k = 0
    while len(out) < count:
        state = game.new_initial_state(seed + k)
        rng = Rng(seed + k + 1)
        k += 1
        for _ in range(MID_GAME_ACTIONS + 40 * len(out)):
            if state.is_terminal():
                break
            legal = state.legal_actions()
            state.apply_unchecked(legal[rng.randbelow(len(legal))])
        while not state.is_terminal() and not (
            isinstance(state.stack[-1], TurnMenu) and len(state.legal_actions()) > 1
        ):
            legal = state.legal_actions()
            state.apply_unchecked(legal[rng.randbelow(len(legal))])
        if not state.is_terminal():
            out.append(state)
    return out


def _fresh_legal(state: WowState) -> int:
    """Work the legal actions out again (a position keeps them once asked); how many there are."""
    state.forget_legal_actions()
    return len(state.legal_actions())



def run(repeat: int = 200, mcts_positions: int = 3) -> dict[str, Any]:
    """Every figure of the game; ``repeat`` scales the samples (200: about a minute, most of it MCTS).

    ``mcts_positions`` decisions of ``mcts-normal`` are timed (each a few tenths of a second: 300
    iterations, each scoring its leaf by the heuristic's look-ahead); 0 skips them and reports no figure.
    At least ``MIN_RANDOM_GAMES`` random games are timed whatever ``repeat`` is: one game is about 50 ms
    of CPU, too short a window for a steady figure on a shared machine.
    """
    game = WowMinisGame()
    n_games = max(MIN_RANDOM_GAMES, min(20, repeat // 20))
    setup = largest_board_setup(game)
    random_game(game, WARM_UP_SEED, setup)
    start = time.process_time()
    lengths = [random_game(game, seed, setup) for seed in range(n_games)]
    elapsed = time.process_time() - start
    states = positions(game, max(2, min(10, repeat // 20)))
    mid = states[0]
    cycle = itertools.cycle(states)
    return {
        "geometry": wowminis_geometry.run(repeat),
        "random_games": {
            "board": setup["board"],
            "games": n_games,
            "games_per_s": n_games / elapsed if elapsed else 0.0,
            "mean_actions_per_game": sum(lengths) / n_games,
            "us_per_action": elapsed / sum(lengths) * 1e6 if lengths else 0.0,
            "target_games_per_s": TARGET_RANDOM_GAMES_PER_S,
        },
        "clone_us": timed(mid.clone, repeat, 20),
        "legal_actions_us": timed(lambda: _fresh_legal(next(cycle)), repeat, len(states))
        | {"positions": len(states)},
        "heuristic_decision": decision_ms("wowminis", "heuristic", states, max(1, repeat // 50))
        | {"target_median_ms": TARGET_HEURISTIC_MEDIAN_MS},
        "mcts_normal_decision": decision_ms("wowminis", "mcts-normal", states[: max(0, mcts_positions)], 1),
    }
