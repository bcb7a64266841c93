"""Decks for the card games: the per-game rules the deck builder asks, deck files, and plain-text lists.

A game's table adapter gives a ``DeckRules`` (its heroes or leaders, the card pool, the problems
of a deck from the engine's own deck check, the ready-made decks). Decks the player builds are
JSON files in ``engine.core.paths.decks_dir()/<game>/``, written atomically::

    {"format": 1, "game": "hearthstone", "name": "Burn", "hero": "HERO_08", "cards": ["CS2_029", ...]}

The plain-text form for import and export has one ``<count> <card name>`` per line, and an
optional ``Hero: <name>`` line; blank lines and lines starting with ``#`` are ignored:

>>> names = {"spark bolt": "bolt", "squire": "sq"}
>>> parse_deck_text("Hero: Mage\\n2 Spark Bolt\\nSquire", names, {"mage": "H"})
('H', ['bolt', 'bolt', 'sq'])
"""

from __future__ import annotations

import json
import re
from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from engine.core import BadInputError
from engine.core.paths import decks_dir
from engine.core.saves import _atomic_write_bytes

DECK_FORMAT = 1
_SAFE = re.compile(r"[^A-Za-z0-9 _-]+")
_LINE = re.compile(r"^\s*(?:(\d+)\s*x?\s+)?(.+?)\s*$")


@dataclass(frozen=True)
class PoolCard:
    """A card the builder lists: ``group`` is its class or domain ("Neutral", "Mage"), ``kind`` its type."""

    id: str
    name: str
    cost: int
    kind: str
    group: str
    text: str = ""
    rarity: str = ""


@dataclass(frozen=True)
class Leader:
    """A hero or leader a deck is built around; ``group`` is the class whose cards it may use."""

    id: str
    name: str
    group: str


@dataclass
class Deck:
    """A deck being built or saved: its name, leader and card ids (one entry per copy)."""

    name: str
    leader: str
    cards: list[str] = field(default_factory=list)
    shipped: bool = False

    def counts(self) -> Counter[str]:
        return Counter(self.cards)


class DeckRules(ABC):
    """What a game's deck builder needs from the game; the engine decides legality."""

    game_id: str
    deck_size: int
    kinds: tuple[str, ...] = ("Minion", "Spell", "Weapon")
    """The card types the builder's type filter offers (a card's ``kind``, capitalised)."""

    @abstractmethod
    def leaders(self) -> list[Leader]:
        """Every hero or leader a deck can be built for."""

    @abstractmethod
    def pool(self, leader: str) -> list[PoolCard]:
        """The cards a deck for ``leader`` may hold (class and neutral), by cost then name."""

    @abstractmethod
    def problems(self, deck: Deck) -> list[str]:
        """Why the deck cannot be played, in words a player understands (empty: it can)."""

    @abstractmethod
    def shipped(self) -> list[Deck]:
        """The ready-made decks that ship with the game."""

    def describe(self, card_id: str) -> PoolCard | None:
        """Any card by id (a deck may name a card outside the current pool); None when unknown."""
        return None

    def copy_limit(self, card: PoolCard) -> int:
        """How many copies of ``card`` a deck may hold (the builder stops adding there)."""
        return 2


def deck_folder(game_id: str) -> Path:
    folder = decks_dir() / game_id
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def deck_path(game_id: str, name: str) -> Path:
    """The file of a deck called ``name`` (letters, digits, spaces, ``_`` and ``-`` are kept).

    :raises BadInputError: the name has nothing usable in it.
    """
    stem = _SAFE.sub("", name).strip()
    if not stem:
        raise BadInputError("deck name", f"{name!r} has no letters or digits to name a file with")
    return deck_folder(game_id) / f"{stem}.json"


def save_deck(game_id: str, deck: Deck) -> Path:
    """Write ``deck`` atomically to its file in the user's decks folder and return the path."""
    path = deck_path(game_id, deck.name)
    data = {
        "format": DECK_FORMAT,
        "game": game_id,
        "name": deck.name,
        "hero": deck.leader,
        "cards": deck.cards,
    }
    _atomic_write_bytes(path, (json.dumps(data, indent=1) + "\n").encode("utf-8"))
    return path


def load_deck(path: Path, game_id: str) -> Deck:
    """A saved deck.

    :raises BadInputError: not JSON, another game's deck, a newer format, or missing fields.
    """
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise BadInputError(str(path), f"cannot read the deck: {exc}") from exc
    if not isinstance(data, dict):
        raise BadInputError(str(path), "a deck file holds a JSON object")
    if data.get("format", 0) > DECK_FORMAT:
        raise BadInputError(str(path), f"deck format {data.get('format')} is newer than this version reads")
    if data.get("game") != game_id:
        raise BadInputError(str(path), f"a {data.get('game')!r} deck, not a {game_id} deck")
    cards = data.get("cards")
    if (
        not isinstance(data.get("name"), str)
        or not isinstance(data.get("hero"), str)
        or not isinstance(cards, list)
    ):
        raise BadInputError(str(path), "a deck needs 'name', 'hero' and a list of 'cards'")
    return Deck(data["name"], data["hero"], [str(c) for c in cards])


def saved_decks(game_id: str) -> list[tuple[Path, Deck | str]]:
    """Every deck file of the game, by name: the deck, or why it cannot be read."""
    found: list[tuple[Path, Deck | str]] = []
    for path in sorted(deck_folder(game_id).glob("*.json")):
        try:
            found.append((path, load_deck(path, game_id)))
        except BadInputError as exc:
            found.append((path, str(exc)))
    return found


def deck_text(deck: Deck, names: Mapping[str, str], leader_name: str) -> str:
    """The plain-text list: a title comment, the hero, then ``<count> <name>`` in the deck's order."""
    lines = [f"# {deck.name}", f"Hero: {leader_name}"]
    counts = deck.counts()
    for card in dict.fromkeys(deck.cards):
        lines.append(f"{counts[card]} {names.get(card, card)}")
    return "\n".join(lines) + "\n"


def parse_deck_text(
    text: str, card_ids: Mapping[str, str], leader_ids: Mapping[str, str]
) -> tuple[str | None, list[str]]:
    """(leader id or None, card ids) from a plain-text list; names match without regard to case.

    :raises BadInputError: a line names no card or hero (the message gives the line number).
    """
    leader: str | None = None
    cards: list[str] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.lower().startswith("hero:"):
            name = line[5:].strip().lower()
            if name not in leader_ids:
                raise BadInputError("deck text", f"line {number}: no hero named {line[5:].strip()!r}")
            leader = leader_ids[name]
            continue
        match = _LINE.match(line)
        assert match is not None
        count = int(match.group(1) or 1)
        name = match.group(2).lower()
        if name not in card_ids:
            raise BadInputError("deck text", f"line {number}: no card named {match.group(2)!r}")
        cards.extend([card_ids[name]] * count)
    return leader, cards


def sorted_pool(cards: Sequence[PoolCard]) -> list[PoolCard]:
    return sorted(cards, key=lambda c: (c.cost, c.name, c.id))
