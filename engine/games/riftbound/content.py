"""The card pool and the ready-made decks, loaded from content/*.json, and the deck rules (103, 825).

Cards live in ``content/cards-*.json`` (a list of card objects each); decks in ``content/decks.json``.
A deck is a Champion Legend, a Chosen Champion, a Main Deck of at least 40 (the champion counted), a
Rune Deck of exactly 12 and 3 battlefields; ``deck_problems`` lists every rule a deck breaks.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from engine.core import BadInputError
from engine.games.riftbound.cards import Card, read_card

CONTENT_DIR = Path(__file__).parent / "content"
MAIN_DECK_MIN = 40
RUNE_DECK_SIZE = 12
COPY_LIMIT = 3
SIGNATURE_LIMIT = 3
BATTLEFIELDS = 3


@dataclass(frozen=True)
class Deck:
    """What a player brings (103)."""

    name: str
    legend: str
    champion: str
    main: tuple[str, ...]
    runes: tuple[str, ...]
    battlefields: tuple[str, ...]


COPY = "copy:"
"""Card ids ``copy:<id>`` stand for a token copy of card <id> (Mirror Image, 472.1.b.3)."""


def token_copy(card: Card, key: str) -> Card:
    """A token copy: the card's copyable traits, a token with [Temporary] (E67)."""
    supers = tuple(x for x in card.supers if x not in ("champion", "signature")) + ("token",)
    return replace(card, id=key, supers=supers, keywords={**card.keywords, "temporary": 1})


class CardPool(dict[str, Card]):
    """The pool by card id; ``copy:<id>`` ids are derived on demand and never listed with the pool."""

    def __init__(self, cards: Mapping[str, Card]) -> None:
        super().__init__(cards)
        self.copies: dict[str, Card] = {}

    def __missing__(self, key: str) -> Card:
        base = key[len(COPY) :]
        if not key.startswith(COPY) or not dict.__contains__(self, base):
            raise KeyError(key)
        if key not in self.copies:
            self.copies[key] = token_copy(self[base], key)
        return self.copies[key]

    def __contains__(self, key: object) -> bool:
        if dict.__contains__(self, key):
            return True
        return isinstance(key, str) and key.startswith(COPY) and dict.__contains__(self, key[len(COPY) :])


@dataclass(frozen=True)
class Pool:
    cards: Mapping[str, Card]
    decks: Mapping[str, Deck]


def _read_json(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise BadInputError(path.name, f"cannot read JSON: {exc}") from exc


def load_pool(directory: Path = CONTENT_DIR) -> Pool:
    """Every card file, then the decks, all checked.

    :raises BadInputError: a card or deck is malformed, a card id repeats, or a deck breaks the rules.
    """
    cards: dict[str, Card] = {}
    for path in sorted(directory.glob("cards-*.json")):
        raw = _read_json(path)
        if not isinstance(raw, list):
            raise BadInputError(path.name, "must be a list of cards")
        for i, item in enumerate(raw):
            card = read_card(path.name, item, i)
            if card.id in cards:
                raise BadInputError(path.name, "card id used twice", f"card {card.id!r}")
            cards[card.id] = card
    decks: dict[str, Deck] = {}
    deck_file = directory / "decks.json"
    raw_decks = _read_json(deck_file) if deck_file.exists() else {}
    if not isinstance(raw_decks, Mapping):
        raise BadInputError(deck_file.name, "must be an object of deck id: deck")
    for deck_id in sorted(raw_decks):
        deck = read_deck(deck_file.name, raw_decks[deck_id], f"deck {deck_id!r}", cards)
        problems = deck_problems(cards, deck)
        if problems:
            raise BadInputError(deck_file.name, "; ".join(problems), f"deck {deck_id!r}")
        decks[deck_id] = deck
    return Pool(CardPool(cards), decks)


def _expand(source: str, counts: Any, where: str, cards: Mapping[str, Card]) -> tuple[str, ...]:
    if not isinstance(counts, Mapping):
        raise BadInputError(source, "a card list is an object of card id: copies", where)
    out: list[str] = []
    for cid in sorted(counts):
        n = counts[cid]
        if cid not in cards:
            raise BadInputError(source, f"unknown card {cid!r}", where)
        if not isinstance(n, int) or n < 1:
            raise BadInputError(source, f"copies of {cid!r} must be a positive whole number", where)
        out.extend([cid] * n)
    return tuple(out)


def read_deck(source: str, raw: Any, where: str, cards: Mapping[str, Card]) -> Deck:
    """A deck object: name, legend, champion, main {id: n}, runes {id: n}, battlefields [ids].

    :raises BadInputError: a field is missing or names an unknown card.
    """
    if not isinstance(raw, Mapping):
        raise BadInputError(source, "a deck must be an object", where)
    for key in ("legend", "champion"):
        if raw.get(key) not in cards:
            raise BadInputError(source, f"{key!r} must name a card in the pool", where)
    bfs = raw.get("battlefields")
    if not isinstance(bfs, list) or any(b not in cards for b in bfs):
        raise BadInputError(source, "'battlefields' must list battlefield card ids", where)
    return Deck(
        name=str(raw.get("name", where)),
        legend=raw["legend"],
        champion=raw["champion"],
        main=_expand(source, raw.get("main"), where, cards),
        runes=_expand(source, raw.get("runes"), where, cards),
        battlefields=tuple(bfs),
    )


def fits_identity(card: Card, identity: tuple[str, ...]) -> bool:
    """All of a card's domains are in the legend's Domain Identity (103.1.b)."""
    return all(d in identity for d in card.domains)


def deck_problems(cards: Mapping[str, Card], deck: Deck) -> list[str]:
    """Every deck-construction rule the deck breaks (103, 825); empty when it is legal."""
    problems: list[str] = []
    legend = cards[deck.legend]
    champion = cards[deck.champion]
    if legend.type != "legend":
        return [f"{legend.name} is not a Champion Legend (103.1)"]
    identity = legend.domains
    if "champion" not in champion.supers or champion.type != "unit":
        problems.append(f"{champion.name} is not a Champion unit (103.2.a)")
    elif not set(champion.tags) & set(legend.tags):
        problems.append(f"{champion.name} does not share the legend's champion tag (103.2.a.2)")
    if deck.champion not in deck.main:
        problems.append("the Chosen Champion must be part of the Main Deck (103.2)")
    if len(deck.main) < MAIN_DECK_MIN:
        problems.append(f"the Main Deck has {len(deck.main)} cards, fewer than {MAIN_DECK_MIN} (103.2)")
    by_name = Counter(cards[c].name for c in deck.main)
    for name, n in sorted(by_name.items()):
        if n > COPY_LIMIT:
            problems.append(f"{n} copies of {name}, more than {COPY_LIMIT} (103.2.b)")
    signatures = [cards[c] for c in deck.main if "signature" in cards[c].supers]
    if len(signatures) > SIGNATURE_LIMIT:
        problems.append(f"{len(signatures)} Signature cards, more than {SIGNATURE_LIMIT} (103.2.d)")
    for card in signatures:
        if not set(card.tags) & set(legend.tags):
            problems.append(f"Signature card {card.name} lacks the legend's champion tag (103.2.d.2)")
            break
    for name, n in sorted(by_name.items()):
        unique = any(cards[c].kw("unique") for c in deck.main if cards[c].name == name)
        if unique and n > 1:
            problems.append(f"{n} copies of Unique {name} (825)")
    for cid in sorted(set(deck.main)):
        card = cards[cid]
        if card.type not in ("unit", "gear", "spell") or "token" in card.supers:
            problems.append(f"{card.name} cannot be in a Main Deck (103.2)")
        elif not fits_identity(card, identity):
            problems.append(f"{card.name} is outside the Domain Identity (103.2.c)")
    if len(deck.runes) != RUNE_DECK_SIZE:
        problems.append(f"the Rune Deck has {len(deck.runes)} runes, not {RUNE_DECK_SIZE} (103.3)")
    for cid in sorted(set(deck.runes)):
        card = cards[cid]
        if card.type != "rune":
            problems.append(f"{card.name} is not a rune (103.3)")
        elif not fits_identity(card, identity):
            problems.append(f"{card.name} is outside the Domain Identity (103.3.a.1)")
    if len(deck.battlefields) != BATTLEFIELDS:
        problems.append(f"{len(deck.battlefields)} battlefields, not {BATTLEFIELDS} (103.4)")
    names = [cards[b].name for b in deck.battlefields]
    if len(set(names)) != len(names):
        problems.append("two battlefields share a name (103.4.c)")
    if any(cards[b].type != "battlefield" or "token" in cards[b].supers for b in deck.battlefields):
        problems.append("a battlefield slot holds a card that is not a battlefield (103.4)")
    return problems
