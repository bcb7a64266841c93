"""Riftbound benchmarks: random full games per second, clone and legal-action costs, and the AI's
decision time (heuristic and MCTS at its normal budget).

Figures only, never pass/fail. Positions come from seeded random games on the ready-made decks, so
two runs time the same work. ``python main.py bench riftbound`` prints them as JSON.
"""

from __future__ import annotations

import time
from typing import Any

from bench.core import decision_ms, timed
from engine.core import Rng
from engine.games.riftbound.game import RiftboundGame
from engine.games.riftbound.state import RiftState

MID_GAME_ACTIONS = 80
"""Random actions played from the start before a position counts as mid-game."""
DECKS = ("jinx", "garen", "yasuo", "lux")


def _setup(seed: int) -> dict[str, Any]:
    return {"decks": [DECKS[seed % 4], DECKS[(seed + 1) % 4]]}


def random_game(game: RiftboundGame, seed: int) -> int:
    """Play one game with uniformly random legal actions; the number of actions it took."""
    state = game.new_initial_state(seed, _setup(seed))
    rng = Rng(seed + 1)
    actions = 0
    while not state.is_terminal():
        legal = state.legal_actions()
        state.apply_unchecked(legal[rng.randbelow(len(legal))])
        actions += 1
    return actions


def positions(game: RiftboundGame, count: int, seed: int = 7) -> list[RiftState]:
    """``count`` mid-game positions where the player to act has a real choice."""
    out: list[RiftState] = []
    k = 0
    while len(out) < count:
        state = game.new_initial_state(seed + k, _setup(seed + k))
        rng = Rng(seed + k + 1)
        k += 1
        for _ in range(MID_GAME_ACTIONS):
            if state.is_terminal():
                break
            legal = state.legal_actions()
            state.apply_unchecked(legal[rng.randbelow(len(legal))])
        while not state.is_terminal() and len(state.legal_actions()) < 3:
            state.apply_unchecked(state.legal_actions()[0])
        if not state.is_terminal():
            out.append(state)
    return out



def run(repeat: int = 100, mcts_positions: int = 3) -> dict[str, Any]:
    """Every figure of the game; ``repeat`` scales the samples; ``mcts_positions`` normal-MCTS decisions
    are timed (0 skips them)."""
    game = RiftboundGame()
    n_games = max(1, min(20, repeat // 5))
    start = time.process_time()
    lengths = [random_game(game, seed) for seed in range(n_games)]
    elapsed = time.process_time() - start
    states = positions(game, max(2, min(10, repeat // 20)))
    return {
        "random_games": {
            "games": n_games,
            "games_per_s": n_games / elapsed if elapsed else 0.0,
            "mean_actions_per_game": sum(lengths) / n_games,
            "us_per_action": elapsed / sum(lengths) * 1e6 if lengths else 0.0,
        },
        "clone_us": timed(states[0].clone, repeat, 20),
        "legal_actions_us": timed(lambda: states[0].clone().legal_actions(), repeat, 5),
        "heuristic_decision": decision_ms("riftbound", "heuristic", states, max(1, repeat // 50)),
        "mcts_normal_decision": decision_ms("riftbound", "mcts-normal", states[: max(0, mcts_positions)], 1),
    }
