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


RULES_PARTIES = [
    {
        "name": "Borrowers",
        "characters": [
            {"id": "zalazane", "cards": ["mind_control", "pain_suppression"]},
            {"id": "hodoon", "cards": ["divine_favor", "blessing_of_sacrifice"]},
            {"id": "grom", "cards": ["thunder_clap", "shield_wall"]},
        ],
    },
    {
        "name": "Trappers",
        "characters": [
            {"id": "hellcaller", "cards": ["dark_pact", "hellfire"]},
            {"id": "haruka", "cards": ["hunters_mark", "call_fury"]},
            {"id": "mosshide_trapper", "cards": []},
        ],
    },
]
"""Sealed parties holding every card and character added for control, modes, "may" steps,
counters, replacement effects and stop-moving triggers (none is in a ready-made party)."""


def play_rules_parties(seed: int, board: str) -> None:
    parties = RULES_PARTIES if seed % 2 == 0 else RULES_PARTIES[::-1]
    state = GAME.new_initial_state(seed, {"board": board, "parties": parties, "format": "sealed"})
    picker = Rng(seed)
    while not state.is_terminal():
        state.apply_unchecked(picker.choice(state.legal_actions()))
    assert state.outcome() is not None


@pytest.mark.soak
@pytest.mark.parametrize("board", [b.id for b in shipped_boards()])
def test_the_rules_cards_play_to_the_end(board: str) -> None:
    for seed in range(100):
        play_rules_parties(seed, board)


def test_a_few_games_with_the_rules_cards_end_cleanly() -> None:
    for seed in range(2):
        play_rules_parties(seed, "training")
