"""Replays a seeded game from its action notations; used by the conformance test in a fresh process."""

from __future__ import annotations

from engine.core import REGISTRY
from tests.toygame import ToyGame


def replay_hash(game_id: str, seed: int, actions: list[str]) -> str:
    """The state hash after replaying ``actions`` from the default setup with ``seed``."""
    registry = REGISTRY.copy()
    registry.register(ToyGame)
    game = registry.load(game_id)
    state = game.new_initial_state(seed, game.default_setup())
    for text in actions:
        state.apply_action(game.parse_action(text, state))
    return state.state_hash()
