"""Random games with decks holding every card a hero may use, checked like the conformance test.

The shipped decks use only part of the pool; these decks reach the rest (Kaal Soulreaper, Forbidden
Knowledge, Helwen, Circle of Life, ...) so rare paths are exercised from whole games too.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest

from engine.ai.random_bot import without_concede
from engine.core import Rng
from engine.games.wowtcg.decks import MIN_DECK, deck_problems
from tests.engine.games.wowtcg.helpers import game


def _every_card_deck(hero: str) -> dict[str, Any]:
    cards = game().catalog.cards
    traits = set(cards[hero].traits())
    legal = sorted(
        n for n, c in cards.items() if c.type != "hero" and (not c.traits() or set(c.traits()) & traits)
    )
    names = [legal[i % len(legal)] for i in range(max(MIN_DECK, len(legal)))]
    assert deck_problems(cards, hero, names) == []
    return {"hero": hero, "cards": dict(Counter(names))}


@pytest.mark.parametrize(
    ("heroes", "seed"), [(("Warrax", "Elyssa Dawnhollow"), 1), (("Hurok Plainstrider", "Graccus"), 2)]
)
def test_random_games_with_every_card_keep_the_contract(heroes: tuple[str, str], seed: int) -> None:
    g = game()
    s = g.new_initial_state(seed, {"decks": [_every_card_deck(h) for h in heroes]})
    picker = Rng(seed)
    for step in range(5000):
        if s.is_terminal():
            break
        if step % 25 == 0:
            assert s.clone() == s
            back = g.state_from_dict(json.loads(json.dumps(s.to_dict())))
            assert back.state_hash() == s.state_hash()
            for p in (0, 1):
                seen = json.dumps(s.observation(p))
                assert not [h for h in s.hidden_from(p) if h in seen]
        actions = without_concede(s.legal_actions())
        s.apply_action(actions[picker.randbelow(len(actions))])
    assert s.is_terminal() and s.outcome() is not None
