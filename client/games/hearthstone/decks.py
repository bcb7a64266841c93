"""Hearthstone deck building: the nine heroes, each class's pool, the engine's deck check, the
ready-made decks the engine ships.
"""

from __future__ import annotations

from functools import lru_cache

from client.games.hearthstone.text import card_text, names_for
from client.table.decks import Deck, DeckRules, Leader, PoolCard
from engine.games.hearthstone.cards import Catalog
from engine.games.hearthstone.game import DEFAULT_DECKS, HERO_IDS, HearthstoneGame

DECK_TYPES = ("minion", "spell", "weapon")


class HearthstoneDecks(DeckRules):
    """30 cards, two copies (one of a Legendary), the hero's class and neutral, supported cards only."""

    game_id = "hearthstone"
    deck_size = 30

    def __init__(self, game: HearthstoneGame) -> None:
        self.game = game
        self.catalog = game.catalog

    def leaders(self) -> list[Leader]:
        out = []
        for hero_id in HERO_IDS:
            hero = self.catalog.get(hero_id)
            out.append(Leader(hero_id, f"{hero.card_class.title()}: {hero.name}", hero.card_class.title()))
        return out

    def pool(self, leader: str) -> list[PoolCard]:
        cls = self.catalog.get(leader).card_class
        return [c for c in _collectible(self.catalog) if c.group.upper() in ("NEUTRAL", cls)]

    def problems(self, deck: Deck) -> list[str]:
        return [p[0].upper() + p[1:] for p in self.game.deck_problems(deck.leader, list(deck.cards))]

    def shipped(self) -> list[Deck]:
        """The engine's nine ready-made class decks, Mage and Warrior (the game's defaults) first."""
        decks = self.game.shipped_decks()
        first = [d for entry in DEFAULT_DECKS for d in decks if d.setup_entry() == entry]
        ordered = first + [d for d in decks if d not in first]
        return [Deck(d.name, d.hero, list(d.cards), shipped=True) for d in ordered]

    def describe(self, card_id: str) -> PoolCard | None:
        try:
            return pool_card(self.catalog, card_id)
        except KeyError:
            return None

    def copy_limit(self, card: PoolCard) -> int:
        return 1 if card.rarity == "legendary" else 2


@lru_cache(maxsize=4)
def _collectible(catalog: Catalog) -> tuple[PoolCard, ...]:
    """Every collectible, supported card that can go in a deck (one entry per name)."""
    seen: dict[str, PoolCard] = {}
    for facts in catalog.db:
        if not facts.collectible or facts.card_type not in DECK_TYPES:
            continue
        card = catalog.get(facts.id)
        if not card.supported or facts.name in seen or catalog.db.by_name(facts.name).id != facts.id:
            continue
        seen[facts.name] = pool_card(catalog, facts.id)
    return tuple(seen.values())


def pool_card(catalog: Catalog, card_id: str) -> PoolCard:
    card = catalog.get(card_id)
    return PoolCard(
        card.id,
        card.name,
        card.cost,
        card.type,
        card.card_class.title(),
        card_text(card, names_for(catalog)),
        card.rarity.lower(),
    )
