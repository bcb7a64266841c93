"""Keeper of the Cards benchmarks: random full games per second with 2 and 8 players, clone and legal actions.

Figures only, never pass/fail. Games use the ready-made decks (seat i plays deck i mod 4) and uniformly
random legal actions with events off, timed in CPU time. ``python main.py bench keeper`` prints them as JSON.
"""

from __future__ import annotations

import time
from typing import Any

from bench.core import timed
from engine.core import Rng
from engine.games.keeper.game import KeeperGame
from engine.games.keeper.state import KeeperState

DECKS = ("embers", "tides", "grove", "crypt")
MID_GAME_ACTIONS = 60


def _setup(players: int) -> dict[str, Any]:
    return {"decks": [DECKS[i % len(DECKS)] for i in range(players)]}


def random_game(game: KeeperGame, players: int, seed: int) -> int:
    """Play one game with uniformly random legal actions; the number of actions it took."""
    state = game.new_initial_state(seed, _setup(players))
    state.log_events = False
    rng = Rng(seed + 1)
    actions = 0
    while not state.is_terminal():
        legal = state.legal_actions()
        state.apply_unchecked(legal[rng.randbelow(len(legal))])
        actions += 1
    return actions


def _games(game: KeeperGame, players: int, count: int) -> dict[str, Any]:
    start = time.process_time()
    lengths = [random_game(game, players, seed) for seed in range(count)]
    elapsed = time.process_time() - start
    return {
        "games": count,
        "games_per_s": count / elapsed if elapsed else 0.0,
        "mean_actions_per_game": sum(lengths) / count,
        "us_per_action": elapsed / sum(lengths) * 1e6 if lengths else 0.0,
    }


def mid_game(game: KeeperGame, players: int, seed: int = 7) -> KeeperState:
    """A position some random actions into a game."""
    state = game.new_initial_state(seed, _setup(players))
    rng = Rng(seed)
    for _ in range(MID_GAME_ACTIONS):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        state.apply_unchecked(legal[rng.randbelow(len(legal))])
    return state


def run(repeat: int = 100) -> dict[str, Any]:
    """Every figure of the game; ``repeat`` scales the samples."""
    game = KeeperGame()
    two = max(2, min(40, repeat // 3))
    eight = max(1, min(6, repeat // 20))
    state = mid_game(game, 8)
    return {
        "random_games_2p": _games(game, 2, two),
        "random_games_8p": _games(game, 8, eight),
        "clone_us_8p": timed(state.clone, repeat, 20),
        "legal_actions_us_8p": timed(lambda: state.clone().legal_actions(), repeat, 5),
    }
