"""Validators for Riftbound data files, published for ``tavern validate``: a deck file
(``{"kind": "riftbound-deck", "legend", "champion", "main", "runes", "battlefields"}``) is checked by
the deck rules (103, 825) against the shipped pool.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

from engine.core.errors import BadInputError
from engine.games.riftbound.content import Pool, deck_problems, load_pool, read_deck

DECK_KIND = "riftbound-deck"


@cache
def _pool() -> Pool:
    return load_pool()


def validate_deck(path: Path, data: dict[str, Any]) -> list[str]:
    """Every problem of a deck file; empty when it is a legal deck."""
    cards = _pool().cards
    try:
        deck = read_deck(str(path), data, "deck", cards)
    except BadInputError as exc:
        return [exc.problem]
    return deck_problems(cards, deck)


VALIDATORS: dict[str, Callable[[Path, dict[str, Any]], list[str]]] = {DECK_KIND: validate_deck}
