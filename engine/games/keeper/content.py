"""The card pool and decks: the shipped starter set, and the player's own cards from the cards folder.

Shipped cards are ``content/starter.json``; user cards are ``<data>/cards/keeper/*.json`` (made by the
card builder or by hand), each file ``{"cards": [card, ...]}``. Every card is validated (cards.py);
a user card whose id is already taken is refused, so a deck always means what it meant. Decks are
``content/decks.json``: ``{deck id: {"name": ..., "cards": {card id: copies}}}``; ``deck_problems``
checks the Setup and Deck Building rules.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.core import BadInputError
from engine.core.paths import cards_dir
from engine.games.keeper.budget import check_card
from engine.games.keeper.cards import Card, card_from_dict
from engine.games.keeper.editions import card_status

CONTENT_DIR = Path(__file__).resolve().parent / "content"
MIN_DECK, MAX_DECK, MAX_ULTRA = 40, 60, 10


@dataclass(frozen=True)
class Pool:
    """Every playable design by id, and the ready-made decks as lists of card ids."""

    cards: Mapping[str, Card]
    decks: Mapping[str, tuple[str, ...]]
    deck_names: Mapping[str, str]
    user_ids: frozenset[str]


def _read(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as exc:
        raise BadInputError(str(path), f"cannot read the file ({exc})") from exc
    except json.JSONDecodeError as exc:
        raise BadInputError(str(path), f"not valid JSON ({exc.msg} at line {exc.lineno})") from exc


def read_card_file(path: Path) -> list[Card]:
    """The cards of one file, each validated.

    :raises BadInputError: naming the file, the card and the problem.
    """
    data = _read(path)
    if not isinstance(data, Mapping) or not isinstance(data.get("cards"), list):
        raise BadInputError(str(path), "a card file is an object with a list 'cards'")
    return [card_from_dict(raw, str(path), i) for i, raw in enumerate(data["cards"])]


def user_card_dir() -> Path:
    """``<data>/cards/keeper``: where the card builder saves."""
    folder = cards_dir() / "keeper"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def expand(spec: Mapping[str, Any], source: str, where: str) -> tuple[str, ...]:
    """``{card id: copies}`` as a list of ids, in sorted id order."""
    out: list[str] = []
    for cid in sorted(spec):
        copies = spec[cid]
        if not isinstance(copies, int) or isinstance(copies, bool) or copies < 1:
            raise BadInputError(source, f"copies of {cid!r} must be a positive whole number", where)
        out += [str(cid)] * copies
    return tuple(out)


def deck_problems(cards: Mapping[str, Card], ids: Iterable[str]) -> list[str]:
    """Why a deck breaks Setup and Deck Building: 40–60 cards, at most 10 Ultra Points, every card within
    the budget, no pruned card."""
    ids = list(ids)
    problems: list[str] = []
    unknown = sorted({c for c in ids if c not in cards})
    if unknown:
        return [f"unknown card {unknown[0]!r}"]
    if not MIN_DECK <= len(ids) <= MAX_DECK:
        problems.append(f"a deck holds 40 to 60 cards, this one {len(ids)}")
    ultra = sum(cards[c].ultra for c in ids)
    if ultra > MAX_ULTRA:
        problems.append(f"{ultra} Ultra Points in the deck, at most {MAX_ULTRA}")
    for cid in sorted(set(ids)):
        status, why = card_status(cards[cid])
        if status != "valid":
            problems.append(f"{cid} is {status}: {why}")
        verdict = check_card(cards[cid])
        if not verdict.ok:
            problems.append(f"{cid} breaks the card-building budget: {verdict.lines[-1]}")
    return problems


def load_pool(content_dir: Path = CONTENT_DIR, user_dir: Path | None = None) -> Pool:
    """The starter set, then the player's cards (``user_dir``, default the cards folder), then the decks.

    :raises BadInputError: a file or card does not validate, or a user card reuses a taken id.
    """
    cards: dict[str, Card] = {}
    for card in read_card_file(content_dir / "starter.json"):
        if card.id in cards:
            raise BadInputError(str(content_dir / "starter.json"), f"two cards have the id {card.id!r}")
        cards[card.id] = card
    user_ids: set[str] = set()
    folder = user_dir if user_dir is not None else user_card_dir()
    for path in sorted(folder.glob("*.json")):
        for card in read_card_file(path):
            if card.id in cards:
                raise BadInputError(str(path), f"the id {card.id!r} is already taken", f"card {card.id!r}")
            cards[card.id] = card
            user_ids.add(card.id)
    decks_path = content_dir / "decks.json"
    raw = _read(decks_path)
    decks: dict[str, tuple[str, ...]] = {}
    names: dict[str, str] = {}
    for did in sorted(raw):
        spec = raw[did]
        ids = expand(spec["cards"], str(decks_path), did)
        problems = deck_problems(cards, ids)
        if problems:
            raise BadInputError(str(decks_path), "; ".join(problems), did)
        decks[did] = ids
        names[did] = str(spec.get("name", did))
    return Pool(cards, decks, names, frozenset(user_ids))
