"""Shared helpers for bot tests: play a whole toy game between two bots."""

from __future__ import annotations

from engine.ai import Bot
from engine.core import Decision, State
from tests.toygame import ToyGame


def play(bots: list[Bot], seed: int) -> State:
    """A finished Draw Ten game; seat p is played by ``bots[p]`` and every action is checked."""
    state = ToyGame().new_initial_state(seed)
    while not state.is_terminal():
        state.apply_action(bots[state.current_player()].step(Decision.of(state)))
    return state
