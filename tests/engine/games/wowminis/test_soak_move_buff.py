"""Games with Spellsteal (301.3) against buffs that add counters end cleanly, random or between
heuristic bots, their positions round-trip through ``to_dict`` (a pending buff choice included) and
buffs do move."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core import Event
from engine.games.wowminis.board import shipped_boards
from engine.games.wowminis.work import BuffChoice
from tests.engine.games.wowminis.sealed_games import play_sealed

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


def _moved(events: list[Event]) -> int:
    return sum(1 for e in events if e.kind == "buff_moved")


def play(seed: int, board: str, check_every: int = 0, bots: bool = False) -> tuple[int, int]:
    """One game with Spellsteal; returns its actions and the buffs moved."""
    return play_sealed(
        PARTIES, seed, board, watch=BuffChoice, count=_moved, check_every=check_every, bots=bots
    )


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
