"""Riftbound deck building: the Champion Legends, the pool of their Domain Identity, the engine's own
deck rules (103, 825), and the four ready-made decks.

The shared builder keeps a deck as a leader and one list of cards. For Riftbound the leader is the
Champion Legend and the list holds the Main Deck, the Rune Deck and the battlefields together; the
**Chosen Champion** is the first champion unit in the list that shares the legend's tag (the
ready-made decks list it first). ``engine_deck`` splits the list back into the engine's deck object.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from client.games.riftbound.text import face_text, type_line
from client.table.decks import Deck, DeckRules, Leader, PoolCard
from engine.games.riftbound.cards import Card
from engine.games.riftbound.content import COPY_LIMIT, RUNE_DECK_SIZE, deck_problems, fits_identity
from engine.games.riftbound.content import Deck as EngineDeck
from engine.games.riftbound.game import RiftboundGame
from engine.games.riftbound.text import card_text

DECK_CAP = 75
"""The builder stops adding at 75 cards (a Main Deck of up to 60, 12 runes, 3 battlefields); the
rules set only a minimum Main Deck (40), so a cap keeps a stray click from growing a deck forever."""


class RiftboundDecks(DeckRules):
    """A legend, its Chosen Champion, a Main Deck of 40+, a Rune Deck of 12 and 3 battlefields."""

    game_id = "riftbound"
    deck_size = DECK_CAP
    kinds = ("Unit", "Spell", "Gear", "Rune", "Battlefield")

    def __init__(self, game: RiftboundGame) -> None:
        self.game = game
        self.cards = game.pool

    def leaders(self) -> list[Leader]:
        legends = sorted((c for c in self.cards.values() if c.type == "legend"), key=lambda c: c.name)
        return [Leader(c.id, f"{c.name} ({'/'.join(d.title() for d in c.domains)})", c.name) for c in legends]

    def pool(self, leader: str) -> list[PoolCard]:
        identity = self.cards[leader].domains
        out = []
        for card in sorted(self.cards.values(), key=lambda c: c.id):
            if "token" in card.supers or card.type == "legend":
                continue
            if card.type in ("unit", "gear", "spell", "rune") and not fits_identity(card, identity):
                continue
            out.append(pool_card(card))
        return out

    def champion(self, deck: Deck) -> str | None:
        """The Chosen Champion: the first champion unit of the list sharing the legend's tag."""
        tags = set(self.cards[deck.leader].tags) if deck.leader in self.cards else set()
        for cid in deck.cards:
            card = self.cards.get(cid)
            if (
                card is not None
                and "champion" in card.supers
                and card.type == "unit"
                and tags & set(card.tags)
            ):
                return cid
        return None

    def engine_deck(self, deck: Deck) -> dict[str, Any]:
        """The engine's deck object for a builder deck (main, runes and battlefields split by type)."""
        main: Counter[str] = Counter()
        runes: Counter[str] = Counter()
        fields: list[str] = []
        for cid in deck.cards:
            kind = self.cards[cid].type if cid in self.cards else "unknown"
            if kind == "rune":
                runes[cid] += 1
            elif kind == "battlefield":
                fields.append(cid)
            else:
                main[cid] += 1
        champion = self.champion(deck)
        return {
            "name": deck.name,
            "legend": deck.leader,
            "champion": champion if champion is not None else deck.leader,
            "main": dict(main),
            "runes": dict(runes),
            "battlefields": fields,
        }

    def problems(self, deck: Deck) -> list[str]:
        unknown = sorted({c for c in deck.cards if c not in self.cards})
        if unknown:
            return [f"Unknown cards: {', '.join(unknown)}"]
        spec = self.engine_deck(deck)
        out: list[str] = []
        if self.champion(deck) is None:
            out.append("The deck needs its Chosen Champion: a champion unit with the legend's tag")
        engine = EngineDeck(
            deck.name,
            deck.leader,
            spec["champion"],
            tuple(sorted(Counter(spec["main"]).elements())),
            tuple(sorted(Counter(spec["runes"]).elements())),
            tuple(spec["battlefields"]),
        )
        for problem in deck_problems(self.cards, engine):
            if self.champion(deck) is None and ("Chosen Champion" in problem or "Champion unit" in problem):
                continue
            out.append(problem[0].upper() + problem[1:])
        return out

    def shipped(self) -> list[Deck]:
        out = []
        for key in sorted(self.game.content.decks):
            d = self.game.content.decks[key]
            main = list(d.main)
            main.remove(d.champion)
            cards = [d.champion, *main, *d.runes, *d.battlefields]
            out.append(Deck(self.cards[d.legend].name, d.legend, cards, shipped=True))
        return out

    def describe(self, card_id: str) -> PoolCard | None:
        card = self.cards.get(card_id)
        return pool_card(card) if card is not None else None

    def copy_limit(self, card: PoolCard) -> int:
        if card.kind == "rune":
            return RUNE_DECK_SIZE
        if card.kind == "battlefield" or card.rarity == "unique":
            return 1
        return COPY_LIMIT


def pool_card(card: Card) -> PoolCard:
    group = "/".join(d.title() for d in card.domains) or "Neutral"
    cost = card.cost.energy + len(card.cost.power)
    rarity = "unique" if card.kw("unique") else ("champion" if "champion" in card.supers else "")
    return PoolCard(
        card.id, card.name, cost, card.type, group, f"{type_line(card)}. {face_text(card_text(card))}", rarity
    )
