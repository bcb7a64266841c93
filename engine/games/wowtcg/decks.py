"""Deck rules (CR 100.1-100.3a, 207.1c) as functions the deck builder and the loader call."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from engine.core import BadInputError
from engine.games.wowtcg.model import CardDef

MIN_DECK = 60
"""CR 100.1: a constructed deck holds at least 60 cards, not counting the hero."""
MAX_COPIES = 4
"""CR 100.3: at most four cards with the same name, unless the card is Unlimited (CR 100.3a)."""


def expand_deck(spec: Any, source: str, where: str) -> tuple[str, ...]:
    """A deck written as ``{"Card name": copies, ...}`` as a flat, sorted tuple of names.

    :raises BadInputError: the spec is not a mapping of names to positive counts.
    """
    if not isinstance(spec, Mapping):
        raise BadInputError(source, "cards must map card names to copies", where)
    names: list[str] = []
    for name, count in sorted(spec.items()):
        if not isinstance(count, int) or isinstance(count, bool) or count < 1:
            raise BadInputError(source, f"{name!r} needs a positive number of copies", where)
        names.extend([name] * count)
    return tuple(names)


def deck_problems(cards: Mapping[str, CardDef], hero: str, names: Sequence[str]) -> list[str]:
    """Every way a hero and deck break the constructed deck rules; empty when the deck is legal.

    Checks a hero (CR 100.4, 301), at least 60 cards (CR 100.1), at most four of a name unless
    Unlimited (CR 100.3, 100.3a), no hero in the deck, and trait icons (CR 207.1c): a card with
    trait icons must share one with the hero.
    """
    problems: list[str] = []
    hero_card = cards.get(hero)
    if hero_card is None or hero_card.type != "hero":
        problems.append(f"{hero!r} is not a hero")
    if len(names) < MIN_DECK:
        problems.append(f"the deck has {len(names)} cards, it needs at least {MIN_DECK}")
    for name, count in sorted(Counter(names).items()):
        card = cards.get(name)
        if card is None:
            problems.append(f"unknown card {name!r}")
            continue
        if card.type == "hero":
            problems.append(f"{name!r} is a hero and cannot be in the deck")
        if count > MAX_COPIES and not card.unlimited:
            problems.append(f"{count} copies of {name!r}, at most {MAX_COPIES}")
        if hero_card is not None and card.traits() and not set(card.traits()) & set(hero_card.traits()):
            problems.append(f"{name!r} shares no trait icon with {hero!r} (CR 207.1c)")
    return problems
