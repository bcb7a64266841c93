"""Games with Kick ("[Crit]: Target exhausts 1 of its Action Bar cards", 602.2) against characters with
several ready cards, face-up equipment among them, end cleanly, random or between heuristic bots;
their positions round-trip through ``to_dict`` (a pending exhaust choice included) and cards are
exhausted by the crit."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core import Event
from engine.games.wowminis.board import shipped_boards
from engine.games.wowminis.work import ExhaustChoice
from tests.engine.games.wowminis.sealed_games import play_sealed

PARTIES: list[dict[str, Any]] = [
    {
        "name": "Kickers",
        "characters": [
            {"id": "rokhan", "cards": ["kick", "vanish"]},
            {
                "id": "grom",
                "cards": ["heroic_strike", "shield_of_valor"],
                "equipment_up": ["shield_of_valor"],
            },
            {
                "id": "thrall",
                "cards": ["chain_lightning", "talisman_of_vigor"],
                "equipment_up": ["talisman_of_vigor"],
            },
        ],
    },
    {
        "name": "Casters",
        "characters": [
            {"id": "shaw", "cards": ["kick", "sprint"]},
            {
                "id": "jaina",
                "cards": ["counterspell", "wand_of_sparks"],
                "equipment_up": ["wand_of_sparks"],
            },
            {"id": "tirion", "cards": ["blessing_of_protection", "shield_of_valor"]},
        ],
    },
]


def _kicked(events: list[Event]) -> int:
    """Cards exhausted by an effect (their log line names the character first, not the card)."""
    return sum(1 for e in events if e.kind == "card_exhausted" and " exhausts " in e.text)


def play(seed: int, board: str, check_every: int = 0, bots: bool = False) -> tuple[int, int]:
    """One game with Kick; returns its actions and the cards the crit exhausted."""
    return play_sealed(
        PARTIES, seed, board, watch=ExhaustChoice, count=_kicked, check_every=check_every, bots=bots
    )


def test_random_games_with_kick_end_cleanly_and_exhaust_cards() -> None:
    results = [play(seed, "training", check_every=25) for seed in range(6)]
    assert all(n > 0 for n, _ in results)
    assert sum(k for _, k in results) > 0, "no crit of Kick exhausted a card in any game"


def test_heuristic_bots_games_with_kick_end_cleanly() -> None:
    for seed in range(2):
        assert play(seed, "training", bots=True)[0] > 0


@pytest.mark.soak
@pytest.mark.parametrize("board", [b.id for b in shipped_boards()])
def test_kick_games_play_to_the_end(board: str) -> None:
    for seed in range(40):
        play(seed, board, check_every=50)
