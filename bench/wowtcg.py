"""WoW TCG benchmarks: random full games, clone, legal actions and bot decisions.

Figures only, never pass/fail. Positions come from seeded random games on the default decks, so two
runs time the same work. ``python main.py bench wowtcg`` prints them as JSON.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from bench.core import choice_positions, position_figures, random_actions, random_games
from engine.ai.random_bot import CONCEDE
from engine.core import Action, Rng
from engine.games.wowtcg.game import WowTcgGame
from engine.games.wowtcg.state import TcgState

MID_GAME_ACTIONS = 150
"""Random actions played from the start before a position counts as mid-game."""


def conceding(action: Action) -> bool:
    """Random play never concedes: a random concession would end most games in a few actions."""
    return str(action) == CONCEDE


def random_game(game: WowTcgGame, seed: int) -> int:
    """Play one game with uniformly random legal actions; the number of actions it took."""
    return random_actions(game.new_initial_state(seed), Rng(seed + 1), avoid=conceding)


def positions(game: WowTcgGame, count: int, seed: int = 7) -> list[TcgState]:
    """``count`` mid-game positions where the player to act has a real choice."""
    return choice_positions(game.new_initial_state, count, MID_GAME_ACTIONS, seed, conceding)


def run(repeat: int = 100, mcts_positions: int = 3) -> dict[str, Any]:
    """Every figure of the game; ``repeat`` scales the samples; ``mcts_positions`` normal-MCTS decisions
    are timed (seconds each; 0 skips them)."""
    game = WowTcgGame()
    states = positions(game, max(2, min(10, repeat // 20)))
    games = random_games(partial(random_game, game), max(1, min(20, repeat // 10)))
    return {"random_games": games} | position_figures("wowtcg", states, repeat, mcts_positions)
