"""Keeper of the Cards benchmarks: random full games per second with 2 and 8 players, clone and legal actions.

Figures only, never pass/fail. Games use the ready-made decks (seat i plays deck i mod 4) and uniformly
random legal actions with events off, timed in CPU time. ``python main.py bench keeper`` prints them as JSON.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from bench.core import random_actions, random_games, timed
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
    return random_actions(state, Rng(seed + 1))


def mid_game(game: KeeperGame, players: int, seed: int = 7) -> KeeperState:
    """A position some random actions into a game."""
    state = game.new_initial_state(seed, _setup(players))
    random_actions(state, Rng(seed), MID_GAME_ACTIONS)
    return state


def run(repeat: int = 100) -> dict[str, Any]:
    """Every figure of the game; ``repeat`` scales the samples."""
    game = KeeperGame()
    two = max(2, min(40, repeat // 3))
    eight = max(1, min(6, repeat // 20))
    state = mid_game(game, 8)
    return {
        "random_games_2p": random_games(partial(random_game, game, 2), two),
        "random_games_8p": random_games(partial(random_game, game, 8), eight),
        "clone_us_8p": timed(state.clone, repeat, 20),
        "legal_actions_us_8p": timed(lambda: state.clone().legal_actions(), repeat, 5),
    }
