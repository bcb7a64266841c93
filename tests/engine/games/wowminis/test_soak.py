"""Soak (``make soak``): random games of every ready-made pairing on every shipped board end cleanly.

Random legal actions reach rare interactions (crit effects on totems, buffs that destroy what they
attach to) that rule tests can miss; any exception here is an engine bug.
"""

from __future__ import annotations

import itertools

import pytest

from engine.core import Rng
from engine.games.wowminis.board import shipped_boards
from engine.games.wowminis.game import WowMinisGame

GAME = WowMinisGame()
PAIRINGS = list(itertools.permutations(sorted(GAME.catalog.parties), 2))


@pytest.mark.soak
@pytest.mark.parametrize("board", [b.id for b in shipped_boards()])
@pytest.mark.parametrize("seed", [1, 2])
def test_every_pairing_plays_to_the_end(board: str, seed: int) -> None:
    for i, (first, second) in enumerate(PAIRINGS):
        setup = {"board": board, "parties": [{"ready_made": first}, {"ready_made": second}]}
        state = GAME.new_initial_state(seed * 1000 + i, setup)
        picker = Rng(seed * 7919 + i)
        while not state.is_terminal():
            state.apply_unchecked(picker.choice(state.legal_actions()))
        assert state.outcome() is not None, (first, second)
