"""Card facts: the numbers, types and keyword tags of every Hearthstone card, and a lookup over them.

A ``CardFacts`` is a plain frozen value extracted from the game's CardDefs.xml (see ``cardcache``);
the rules engine reads it and never the XML. The raw English card text is kept only as data for a
coverage report: the game generates its own text and must never display this one.

``CardDB`` is the catalogue the engine is given (it never reads a module-global database): lookup
by id or by exact name, iteration sorted by id, and filters. Several ids often share a name (a
reprint, a ``VAN_`` original, a Battlegrounds copy), so a name lookup prefers a collectible card,
then the oldest printing (lowest DBF id), then the lowest id, the same answer in every process.

>>> wisp = CardFacts(id="CS2_231", dbf_id=179, name="Wisp", card_class="NEUTRAL",
...                  card_type="minion", cost=0, attack=1, health=1, collectible=True)
>>> token = CardFacts(id="XX_231", dbf_id=9, name="Wisp", card_class="NEUTRAL",
...                   card_type="minion", cost=0, attack=1, health=1)
>>> db = CardDB([token, wisp], data_version="example")
>>> db.by_name("Wisp").id
'CS2_231'
>>> [card.id for card in db]
['CS2_231', 'XX_231']
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import cached_property
from typing import Literal, TypeAlias

CardId: TypeAlias = str
CardTypeName: TypeAlias = Literal["minion", "spell", "weapon", "hero", "hero_power", "enchantment"]
CARD_TYPES: tuple[CardTypeName, ...] = ("minion", "spell", "weapon", "hero", "hero_power", "enchantment")


@dataclass(frozen=True, slots=True)
class CardFacts:
    """What the data says about one card; rules never read anything else about it.

    Enum-valued facts (``card_class``, ``rarity``, ``card_set``, ``races``, ``spell_school``,
    ``mechanics``) are the names from ``hearthstone.enums`` (``"MAGE"``, ``"LEGACY"``, ``"TAUNT"``),
    or the raw number as text when the enums predate the data. ``durability`` is a weapon's
    Durability, which this data carries in the HEALTH tag (a weapon's ``health`` is 0).
    ``spell_damage_amounts`` and ``heal_amounts`` are the numbers the card text marks ``$N`` (boosted
    by Spell Damage) and ``#N`` (a healing amount), in text order. ``values`` holds named numbers the
    data has no tag for (an Innervate's mana), set only by a stat profile (``eras``); read them with
    ``value()``.
    """

    id: CardId
    dbf_id: int
    name: str
    card_class: str
    card_type: CardTypeName
    cost: int = 0
    attack: int = 0
    health: int = 0
    durability: int = 0
    rarity: str = "INVALID"
    card_set: str = "INVALID"
    collectible: bool = False
    races: tuple[str, ...] = ()
    spell_school: str = ""
    mechanics: tuple[str, ...] = ()
    overload: int = 0
    spellpower: int = 0
    armor: int = 0
    spell_damage_amounts: tuple[int, ...] = ()
    heal_amounts: tuple[int, ...] = ()
    hero_power: CardId = ""
    text: str = ""
    values: tuple[tuple[str, int], ...] = ()

    def has(self, mechanic: str) -> bool:
        """Whether the card carries a keyword or mechanic tag, by its enum name (``"TAUNT"``)."""
        return mechanic in self.mechanics

    def value(self, name: str, default: int | None = None) -> int | None:
        """A named number from the stat profile (``"mana_crystals"``), or ``default``."""
        for key, number in self.values:
            if key == name:
                return number
        return default


def _preference(card: CardFacts) -> tuple[bool, int]:
    """How a card ranks among those sharing its name: collectible first, then the oldest printing."""
    return (not card.collectible, card.dbf_id)


class CardDB:
    """An immutable catalogue of ``CardFacts`` for one data version.

    The facts of a card are built the first time it is asked for (``lazy``), because building all
    thirty thousand at start-up would cost more than reading them: a warm start stays well under
    0.3 s. Iterating or filtering builds every card once.

    :param cards: the facts; ids must be unique.
    :param data_version: the ``hearthstone-data`` version they came from (or a test label).
    :raises ValueError: if two cards share an id.
    """

    def __init__(self, cards: Iterable[CardFacts], data_version: str) -> None:
        built = list(cards)
        self._setup(
            data_version,
            ids=[card.id for card in built],
            names=[card.name for card in built],
            preference=[_preference(card) for card in built],
            build=built.__getitem__,
        )

    @classmethod
    def lazy(
        cls,
        data_version: str,
        ids: list[CardId],
        names: list[str],
        preference: list[tuple[bool, int]],
        build: Callable[[int], CardFacts],
    ) -> CardDB:
        """A catalogue whose card at position ``i`` is ``build(i)``, called at most once per card.

        ``names`` and ``preference`` (not collectible, DBF id) are per position, so name lookups need
        no facts built. ``build(i).id`` must be ``ids[i]``.

        :raises ValueError: if two cards share an id.
        """
        db = cls.__new__(cls)
        db._setup(data_version, ids, names, preference, build)
        return db

    def _setup(
        self,
        data_version: str,
        ids: list[CardId],
        names: list[str],
        preference: list[tuple[bool, int]],
        build: Callable[[int], CardFacts],
    ) -> None:
        self.data_version = data_version
        self._index = {card_id: position for position, card_id in enumerate(ids)}
        if len(self._index) != len(ids):
            twice = sorted(card_id for card_id, seen in Counter(ids).items() if seen > 1)
            raise ValueError(f"card ids {twice} appear twice in data version {data_version}")
        self._ids = ids
        self._names = names
        self._preference = preference
        self._build = build
        self._built: list[CardFacts | None] = [None] * len(ids)
        self._order = sorted(range(len(ids)), key=ids.__getitem__)

    def _card(self, position: int) -> CardFacts:
        card = self._built[position]
        if card is None:
            card = self._built[position] = self._build(position)
        return card

    def __len__(self) -> int:
        return len(self._ids)

    def __iter__(self) -> Iterator[CardFacts]:
        """Every card, sorted by id."""
        return (self._card(position) for position in self._order)

    def __contains__(self, card_id: object) -> bool:
        return card_id in self._index

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, CardDB):
            return NotImplemented
        return self.data_version == other.data_version and list(self) == list(other)

    def __repr__(self) -> str:
        return f"CardDB({len(self)} cards, data version {self.data_version})"

    def ids(self) -> list[CardId]:
        """Every card id, sorted (without building any facts)."""
        return [self._ids[position] for position in self._order]

    def get(self, card_id: CardId) -> CardFacts | None:
        """The card with this id, or None."""
        position = self._index.get(card_id)
        return None if position is None else self._card(position)

    def by_id(self, card_id: CardId) -> CardFacts:
        """The card with this id.

        :raises KeyError: naming the id and the data version when there is no such card.
        """
        position = self._index.get(card_id)
        if position is None:
            raise KeyError(f"no card with id {card_id!r} in data version {self.data_version}")
        return self._card(position)

    @cached_property
    def _by_name(self) -> dict[str, tuple[int, ...]]:
        """Positions grouped by exact name, each group in preference order; built on first use."""
        groups: dict[str, list[int]] = {}
        for position, name in enumerate(self._names):
            groups.setdefault(name, []).append(position)

        def preference(position: int) -> tuple[bool, int, str]:
            # Collectible first, then the oldest printing (lowest DBF id), then the id.
            return (*self._preference[position], self._ids[position])

        return {name: tuple(sorted(group, key=preference)) for name, group in groups.items()}

    def all_named(self, name: str) -> tuple[CardFacts, ...]:
        """Every card with exactly this name, the preferred one first (empty if none)."""
        return tuple(self._card(position) for position in self._by_name.get(name, ()))

    def by_name(self, name: str) -> CardFacts:
        """The preferred card with exactly this name: collectible, then oldest printing, then lowest id.

        :raises KeyError: naming the name and the data version when no card has it.
        """
        group = self._by_name.get(name)
        if not group:
            raise KeyError(f"no card named {name!r} in data version {self.data_version}")
        return self._card(group[0])

    def filter(
        self,
        *,
        card_type: CardTypeName | None = None,
        card_class: str | None = None,
        card_set: str | None = None,
        collectible: bool | None = None,
        mechanic: str | None = None,
        race: str | None = None,
        where: Callable[[CardFacts], bool] | None = None,
    ) -> list[CardFacts]:
        """The cards matching every given criterion, sorted by id (None means "any")."""
        return [
            card
            for card in self
            if (card_type is None or card.card_type == card_type)
            and (card_class is None or card.card_class == card_class)
            and (card_set is None or card.card_set == card_set)
            and (collectible is None or card.collectible == collectible)
            and (mechanic is None or mechanic in card.mechanics)
            and (race is None or race in card.races)
            and (where is None or where(card))
        ]

    def with_cards(self, cards: Iterable[CardFacts]) -> CardDB:
        """A new catalogue where the given cards replace (or join) those with the same id."""
        replacements = {card.id: card for card in cards}
        added = sorted(card_id for card_id in replacements if card_id not in self._index)
        ids = self._ids + added
        names = self._names + [replacements[card_id].name for card_id in added]
        preference = self._preference + [_preference(replacements[card_id]) for card_id in added]
        for card_id, card in replacements.items():
            position = self._index.get(card_id)
            if position is not None:
                names[position] = card.name
                preference[position] = _preference(card)

        def build(position: int) -> CardFacts:
            card_id = ids[position]
            replaced = replacements.get(card_id)
            return replaced if replaced is not None else self._card(position)

        return CardDB.lazy(self.data_version, ids, names, preference, build)
