"""Random games with every card added for stat counters and counters on cards (401), buffs that add
counters (301.2e) and replacement effects on healing, moves and destruction (709.2b, 709.5) end
cleanly, their positions round-trip through ``to_dict`` and their clones stay equal."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core import Rng
from engine.games.wowminis.board import shipped_boards
from engine.games.wowminis.game import WowMinisGame
from engine.games.wowminis.positions import state_to_dict

GAME = WowMinisGame()

PARTIES: list[dict[str, Any]] = [
    {
        "name": "Counters",
        "characters": [
            {"id": "danath", "cards": ["bloodrage"]},
            {"id": "ruby", "cards": ["inner_fire", "guardian_spirit"]},
            {"id": "jaina", "cards": ["arcane_explosion", "frost_nova"]},
        ],
    },
    {
        "name": "Wardens",
        "characters": [
            {"id": "lotherin", "cards": ["entangling_roots"]},
            {"id": "hodoon", "cards": ["ardent_defender", "blessing_of_light"]},
            {"id": "shaw", "cards": ["wound_poison"]},
        ],
    },
]


def play(seed: int, board: str, check_every: int = 0) -> int:
    """Play one random game; every ``check_every`` actions the position must survive ``to_dict``
    and ``clone``. Returns the number of actions."""
    parties = PARTIES if seed % 2 == 0 else PARTIES[::-1]
    state = GAME.new_initial_state(seed, {"board": board, "parties": parties, "format": "sealed"})
    picker = Rng(seed)
    count = 0
    while not state.is_terminal():
        if check_every and count % check_every == 0:
            d = state_to_dict(state)
            assert state_to_dict(GAME.state_from_dict(d)) == d, (seed, count)
            assert state_to_dict(state.clone()) == d, (seed, count)
        state.apply_unchecked(picker.choice(state.legal_actions()))
        count += 1
    assert state.outcome() is not None
    return count


def test_a_few_games_with_the_new_cards_end_cleanly() -> None:
    for seed in range(3):
        assert play(seed, "training", check_every=25) > 0


@pytest.mark.soak
@pytest.mark.parametrize("board", [b.id for b in shipped_boards()])
def test_the_new_cards_play_to_the_end(board: str) -> None:
    for seed in range(60):
        play(seed, board, check_every=50)
