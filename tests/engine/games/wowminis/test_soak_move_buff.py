"""Games with Spellsteal (301.3) against buffs that add counters end cleanly, random or between
heuristic bots, their positions round-trip through ``to_dict`` (a pending buff choice included) and
buffs do move."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core import Decision, Rng
from engine.games.wowminis.board import shipped_boards
from engine.games.wowminis.bots import HeuristicBot
from engine.games.wowminis.game import WowMinisGame
from engine.games.wowminis.positions import state_to_dict
from engine.games.wowminis.work import BuffChoice

GAME = WowMinisGame()

PARTIES: list[dict[str, Any]] = [
    {
        "name": "Thieves",
        "characters": [
            {"id": "jaina", "cards": ["spellsteal", "blink"]},
            {"id": "ruby", "cards": ["inner_fire", "power_word_fortitude"]},
            {"id": "danath", "cards": []},
        ],
    },
    {
        "name": "Priests",
        "characters": [
            {"id": "zalazane", "cards": ["inner_fire", "power_word_fortitude"]},
            {"id": "aethas", "cards": ["spellsteal"]},
            {"id": "grom", "cards": []},
        ],
    },
]


def play(seed: int, board: str, check_every: int = 0, bots: bool = False) -> tuple[int, int]:
    """Play one game (random, or heuristic bots); every ``check_every`` actions, and at every buff
    choice, the position must survive ``to_dict`` and ``clone``. Returns (actions, buffs moved)."""
    parties = PARTIES if seed % 2 == 0 else PARTIES[::-1]
    state = GAME.new_initial_state(seed, {"board": board, "parties": parties, "format": "sealed"})
    picker = Rng(seed)
    players = [HeuristicBot(seed), HeuristicBot(seed + 1)]
    count = moved = 0
    while not state.is_terminal():
        if (check_every and count % check_every == 0) or isinstance(state.stack[-1], BuffChoice):
            d = state_to_dict(state)
            assert state_to_dict(GAME.state_from_dict(d)) == d, (seed, count)
            assert state_to_dict(state.clone()) == d, (seed, count)
        if bots:
            action = players[state.current_player()].step(Decision.of(state))
        else:
            action = picker.choice(state.legal_actions())
        moved += sum(1 for e in state.apply_action(action) if e.kind == "buff_moved")
        count += 1
    assert state.outcome() is not None
    return count, moved


def test_random_games_with_spellsteal_end_cleanly_and_move_buffs() -> None:
    results = [play(seed, "training", check_every=25) for seed in range(4)]
    assert all(n > 0 for n, _ in results)
    assert sum(m for _, m in results) > 0, "no buff moved in any game"


def test_heuristic_bots_play_spellsteal() -> None:
    moved = sum(play(seed, "training", bots=True)[1] for seed in range(2))
    assert moved > 0, "the bots never stole a buff"


@pytest.mark.soak
@pytest.mark.parametrize("board", [b.id for b in shipped_boards()])
def test_spellsteal_games_play_to_the_end(board: str) -> None:
    for seed in range(40):
        play(seed, board, check_every=50)
