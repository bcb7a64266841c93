"""Keeper deck building for the shared deck builder: the whole pool (the starter set and the player's own
designs from the card builder), the engine's own deck rules (40 to 60 cards, at most 10 Ultra Points,
every card within the budget and not pruned) and the four ready-made decks.

Keeper has no hero or leader: every deck is built for the one leader ``keeper``. Cards made in the
card builder form the pool's "Your cards" group (the builder's class filter shows them); the starter
set is the "Neutral" group. The rulebook sets no copy limit, so the builder stops at the deck maximum.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from client.games.keeper.text import type_line
from client.table.decks import Deck, DeckRules, Leader, PoolCard
from engine.games.keeper.cards import Card
from engine.games.keeper.content import MAX_DECK, deck_problems
from engine.games.keeper.game import KeeperGame
from engine.games.keeper.text import card_text

LEADER = "keeper"
"""The one leader id every Keeper deck file carries."""


class KeeperDecks(DeckRules):
    """40 to 60 cards with at most 10 Ultra Points, from every valid design."""

    game_id = "keeper"
    deck_size = MAX_DECK
    kinds = ("Minion", "Spell")

    def __init__(self, game: KeeperGame) -> None:
        self.game = game
        self.cards = game.pool

    def leaders(self) -> list[Leader]:
        return [Leader(LEADER, "Keeper of the Cards", "Neutral")]

    def pool(self, leader: str) -> list[PoolCard]:
        return [self.pool_card(c) for c in sorted(self.cards.values(), key=lambda c: (c.level, c.name, c.id))]

    def pool_card(self, card: Card) -> PoolCard:
        group = "Your cards" if card.id in self.game.content.user_ids else "Neutral"
        text = card_text(card)
        return PoolCard(
            card.id, card.name, card.level, card.kind, group, f"{type_line(card)}. {text}".strip(), ""
        )

    def problems(self, deck: Deck) -> list[str]:
        return [p[0].upper() + p[1:] for p in deck_problems(self.cards, deck.cards)]

    def engine_deck(self, deck: Deck) -> dict[str, Any]:
        """The engine's deck object: ``{"cards": {card id: copies}}``."""
        return {"cards": dict(sorted(Counter(deck.cards).items()))}

    def shipped(self) -> list[Deck]:
        content = self.game.content
        out = []
        for key in sorted(content.decks):
            name = content.deck_names.get(key, key).split(" (")[0]
            out.append(Deck(name, LEADER, list(content.decks[key]), shipped=True))
        return out

    def describe(self, card_id: str) -> PoolCard | None:
        card = self.cards.get(card_id)
        return self.pool_card(card) if card is not None else None

    def copy_limit(self, card: PoolCard) -> int:
        return MAX_DECK
