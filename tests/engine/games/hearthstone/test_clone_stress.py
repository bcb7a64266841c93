"""Clone stress test (issue 5, point 8): random games, a clone after every action.

At every position of seeded random games the clone hashes like the original, and playing the clone
on (a few random actions, with its own generator advancing) leaves the original's hash, legal actions
and observations untouched; so does re-dealing the hidden cards for a search. Concede is left out of
the random play so the games reach their late turns (full boards, fatigue, weapons, Secrets).
"""

from __future__ import annotations

import pytest

from engine.core import Rng
from engine.games.hearthstone.game import HearthstoneGame
from engine.games.hearthstone.state import HearthstoneState

GAMES = 12
CLONE_PLAY = 4
"""Random actions played on each clone before the original is checked again."""


def _random_action_index(state: HearthstoneState, rng: Rng) -> int:
    legal = state.legal_actions()
    choices = [i for i, a in enumerate(legal) if str(a) != "concede"]
    return choices[rng.randbelow(len(choices))]


@pytest.mark.parametrize("seed", range(GAMES))
def test_clone_after_every_action_is_equal_and_independent(seed: int) -> None:
    game = HearthstoneGame()
    state = game.new_initial_state(seed, game.default_setup())
    picker = Rng(seed * 7919 + 11)
    steps = 0
    while not state.is_terminal():
        before = state.state_hash()
        legal_before = [str(a) for a in state.legal_actions()]
        seen_before = [state.observation(p) for p in (0, 1)]
        clone = state.clone()
        assert clone.state_hash() == before
        for _ in range(CLONE_PLAY):
            if clone.is_terminal():
                break
            clone.apply_action(clone.legal_actions()[_random_action_index(clone, picker)])
        sample = state.resample_from_infostate(state.current_player(), Rng(seed + steps))
        sample.apply_action(sample.legal_actions()[0])
        assert state.state_hash() == before, f"step {steps}: playing a clone changed the original"
        assert [str(a) for a in state.legal_actions()] == legal_before
        assert [state.observation(p) for p in (0, 1)] == seen_before
        state.apply_action(state.legal_actions()[_random_action_index(state, picker)])
        steps += 1
    assert state.outcome() is not None
    assert steps > 20


def test_a_clone_played_differently_ends_differently_from_the_original() -> None:
    game = HearthstoneGame()
    state = game.new_initial_state(3, game.default_setup())
    picker = Rng(5)
    for _ in range(30):
        state.apply_action(state.legal_actions()[_random_action_index(state, picker)])
    clone = state.clone()
    clone.apply_action(next(a for a in clone.legal_actions() if str(a) == "end"))
    assert clone.state_hash() != state.state_hash()
    assert clone.history[:-1] == state.history
