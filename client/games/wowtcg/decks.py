"""WoW TCG deck building: the heroes, the cards each may use (trait icons, CR 207.1c), the engine's
deck check (60 cards, at most four of a name, a hero) and the four ready-made decks.

Deck entries are card names, as in the engine's setup (``{"hero": name, "cards": {name: copies}}``).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from client.games.wowtcg.faces import face_text
from client.table.decks import Deck, DeckRules, Leader, PoolCard
from engine.games.wowtcg.decks import MAX_COPIES, MIN_DECK, deck_problems
from engine.games.wowtcg.game import WowTcgGame
from engine.games.wowtcg.model import CardDef

DECK_NAMES = {
    "alliance_warrior": "Alliance Warrior",
    "alliance_mage": "Alliance Mage",
    "horde_shaman": "Horde Shaman",
    "horde_warlock": "Horde Warlock",
}


def group_of(card: CardDef) -> str:
    """The builder's class filter: a class card is its class's, anything else (faction or none) neutral."""
    return card.cls.title() if card.cls else "Neutral"


class WowTcgDecks(DeckRules):
    """At least 60 cards, four of a name unless Unlimited, a hero, cards sharing a trait with it."""

    game_id = "wowtcg"
    deck_size = MIN_DECK
    kinds = ("Ally", "Ability", "Weapon", "Armor", "Item", "Quest")

    def __init__(self, game: WowTcgGame) -> None:
        self.game = game
        self.cards = game.catalog.cards

    def leaders(self) -> list[Leader]:
        heroes = sorted(
            (c for c in self.cards.values() if c.type == "hero"), key=lambda c: (c.faction, c.cls, c.name)
        )
        return [Leader(c.name, f"{c.name} ({c.cls.title()})", c.cls.title()) for c in heroes]

    def pool(self, leader: str) -> list[PoolCard]:
        hero = self.cards.get(leader)
        traits = set(hero.traits()) if hero is not None else set()
        return [
            self.describe_card(c)
            for name, c in sorted(self.cards.items())
            if c.type != "hero" and (not c.traits() or traits & set(c.traits()))
        ]

    def problems(self, deck: Deck) -> list[str]:
        return [p[0].upper() + p[1:] for p in deck_problems(self.cards, deck.leader, list(deck.cards))]

    def shipped(self) -> list[Deck]:
        out = []
        for deck_id, (hero, names) in sorted(self.game.catalog.decks.items()):
            out.append(Deck(DECK_NAMES.get(deck_id, deck_id), hero, list(names), shipped=True))
        return out

    def describe(self, card_id: str) -> PoolCard | None:
        card = self.cards.get(card_id)
        return self.describe_card(card) if card is not None else None

    def describe_card(self, card: CardDef) -> PoolCard:
        return PoolCard(
            card.name, card.name, card.printed_cost, card.type, group_of(card), face_text(card), card.rarity
        )

    def copy_limit(self, card: PoolCard) -> int:
        printed = self.cards.get(card.id)
        return self.deck_size if printed is not None and printed.unlimited else MAX_COPIES


def setup_deck(deck: Deck) -> dict[str, Any]:
    """The engine's setup form of a deck: the hero and a count per card name."""
    return {"hero": deck.leader, "cards": dict(sorted(Counter(deck.cards).items()))}
