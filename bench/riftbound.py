"""Riftbound benchmarks: random full games per second, clone and legal-action costs, and the AI's
decision time (heuristic and MCTS at its normal budget).

Figures only, never pass/fail. Positions come from seeded random games on the ready-made decks, so
two runs time the same work. ``python main.py bench riftbound`` prints them as JSON.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from bench.core import choice_positions, position_figures, random_actions, random_games
from engine.core import Action, Rng
from engine.games.riftbound.actions import CONCEDE
from engine.games.riftbound.game import RiftboundGame
from engine.games.riftbound.state import RiftState

MID_GAME_ACTIONS = 80
"""Random actions played from the start before a position counts as mid-game."""
DECKS = ("jinx", "garen", "yasuo", "lux")


def _setup(seed: int) -> dict[str, Any]:
    return {"decks": [DECKS[seed % 4], DECKS[(seed + 1) % 4]]}


def conceding(action: Action) -> bool:
    """Random play never concedes: a random concession would end most games in a few actions."""
    return action == CONCEDE


def new_state(game: RiftboundGame, seed: int) -> RiftState:
    """A seeded game on two of the ready-made decks (the pair turns with the seed)."""
    return game.new_initial_state(seed, _setup(seed))


def random_game(game: RiftboundGame, seed: int) -> int:
    """Play one game with uniformly random legal actions; the number of actions it took."""
    return random_actions(new_state(game, seed), Rng(seed + 1), avoid=conceding)


def positions(game: RiftboundGame, count: int, seed: int = 7) -> list[RiftState]:
    """``count`` mid-game positions where the player to act has a real choice."""
    return choice_positions(partial(new_state, game), count, MID_GAME_ACTIONS, seed, conceding)


def run(repeat: int = 100, mcts_positions: int = 3) -> dict[str, Any]:
    """Every figure of the game; ``repeat`` scales the samples; ``mcts_positions`` normal-MCTS decisions
    are timed (0 skips them)."""
    game = RiftboundGame()
    states = positions(game, max(2, min(10, repeat // 20)))
    games = random_games(partial(random_game, game), max(1, min(20, repeat // 5)))
    return {"random_games": games} | position_figures("riftbound", states, repeat, mcts_positions)
