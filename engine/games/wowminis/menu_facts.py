"""What the turn menu reads about the content at every decision, worked out once.

The model's records are frozen, so what the menu derives from them (an ability's speed, cost and
range as plain numbers, how a bar card is played, which cards can change move points) cannot change
while they live. Each fact is worked out the first time it is asked and kept with the record it
describes (keyed by the record's identity: the kept record cannot be collected, so its id cannot be
reused), instead of following the records' property chains at every menu of every game. The facts
are slotted records rather than named tuples: the menu reads their fields many times per decision,
and a slot is read about three times faster than a named tuple's field.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.games.wowminis.model import Ability, CardDef, Catalog, CharacterDef, parse_stats

KEPT_LIMIT = 1 << 12
"""Records each table keeps before it starts over (bounds memory when many catalogs are loaded)."""


@dataclass(frozen=True, slots=True)
class AbilityFacts:
    """A payment ability's numbers for the menu (501.3, 408.2a, 405.2, 407.2)."""

    instant: bool
    cost: int
    targets: int
    aoe: bool
    attack: bool
    enemies: bool
    """Its targets are enemies (an attack or a hostile effect), else allies."""
    hi: int
    """Maximum range; -1 without a range (405.2b: the character itself only)."""
    lo: int
    ally_totems: bool
    """An effects ability (not a heal) whose ally targets include allied totems (304.2)."""
    switch: bool
    """It swaps places with its target (never itself)."""


@dataclass(frozen=True, slots=True)
class CardPlay:
    """A bar card the menu offers to play by itself (a buff, totem, pet or form, 300-305)."""

    id: str
    instant: bool
    cost: int
    form: bool
    targeted: bool
    """It names a character (it has a range); else it is played on its own character."""
    enemies: bool
    """Its targets are enemies (a debuff), else allies."""
    hi: int
    """Maximum range; -1 without one."""
    lo: int


@dataclass(frozen=True, slots=True)
class MoveSources:
    """What in a catalog can change a character's move points (404.1c) besides stat counters."""

    statics: bool
    """Some character's static ability modifies move (704.3)."""
    cards: frozenset[str]
    """Cards whose buff, equipment or form modifiers include move."""


_abilities: dict[int, tuple[Ability, AbilityFacts]] = {}
_cards: dict[int, tuple[CardDef, CardFacts]] = {}
_chars: dict[int, tuple[CharacterDef, tuple[tuple[Ability, AbilityFacts], ...]]] = {}
_catalogs: dict[int, tuple[Catalog, MoveSources]] = {}
_catalog_facts: dict[int, tuple[Catalog, CatalogFacts]] = {}


def ability_facts(ab: Ability) -> AbilityFacts:
    """The menu's numbers of ``ab``."""
    kept = _abilities.get(id(ab))
    if kept is not None:
        return kept[1]
    if len(_abilities) >= KEPT_LIMIT:
        _abilities.clear()
    s = ab.stats
    facts = AbilityFacts(
        ab.speed == "instant",
        s.cost or 0,
        ab.targets,
        ab.aoe,
        ab.is_attack,
        ab.is_attack or ab.hostile,
        -1 if s.max_range is None else s.max_range,
        s.min_range or 0,
        bool(ab.effects) and not ab.is_heal,
        any(e.op == "switch" for e in ab.effects),
    )
    _abilities[id(ab)] = (ab, facts)
    return facts


@dataclass(frozen=True, slots=True)
class CardFacts:
    """What the menu reads of an Action Bar card: its payment ability (not a react's, 300.2) and
    how it is played by itself."""

    ability: tuple[Ability, AbilityFacts] | None
    equipment: bool
    """Equipment: its ability is blank while face down (302.1)."""
    play: CardPlay | None
    """How the card is played by itself; None when it is not (an ability card is played through its
    ability, a react in a react window, equipment not at all)."""


def card_facts(card: CardDef) -> CardFacts:
    """The menu's facts of ``card``."""
    kept = _cards.get(id(card))
    if kept is not None:
        return kept[1]
    if len(_cards) >= KEPT_LIMIT:
        _cards.clear()
    play = None
    if card.buff is not None or card.totem is not None or card.pet or card.form is not None:
        stats = parse_stats(card.range_text)
        play = CardPlay(
            card.id,
            card.category == "instant",
            card.cost,
            card.form is not None,
            bool(card.range_text),
            card.type == "debuff",
            -1 if stats.max_range is None else stats.max_range,
            stats.min_range or 0,
        )
    ability = None
    if card.ability is not None and card.category != "react":
        ability = (card.ability, ability_facts(card.ability))
    facts = CardFacts(ability, card.category == "equipment", play)
    _cards[id(card)] = (card, facts)
    return facts


@dataclass(frozen=True, slots=True)
class CatalogFacts:
    """What a turn menu reads of a whole catalog, found with one lookup per menu."""

    cards: dict[str, CardFacts]
    """``card_facts`` of every card by card id."""
    abilities: dict[str, tuple[tuple[Ability, AbilityFacts], ...]]
    """``own_abilities`` of every character by character id."""


def catalog_facts(catalog: Catalog) -> CatalogFacts:
    """The menu's facts of every card and character of ``catalog``: a menu reads them once and then
    the turn character's abilities and each ready card's facts with one lookup each."""
    kept = _catalog_facts.get(id(catalog))
    if kept is not None:
        return kept[1]
    if len(_catalog_facts) >= KEPT_LIMIT:
        _catalog_facts.clear()
    found = CatalogFacts(
        {card_id: card_facts(card) for card_id, card in catalog.cards.items()},
        {cid: own_abilities(d) for cid, d in catalog.characters.items()},
    )
    _catalog_facts[id(catalog)] = (catalog, found)
    return found


def catalog_card_facts(catalog: Catalog) -> dict[str, CardFacts]:
    """``card_facts`` of every card of ``catalog`` by card id (``catalog_facts``)."""
    return catalog_facts(catalog).cards


def own_abilities(d: CharacterDef) -> tuple[tuple[Ability, AbilityFacts], ...]:
    """The character's printed payment abilities (its attack first) with their facts."""
    kept = _chars.get(id(d))
    if kept is not None:
        return kept[1]
    if len(_chars) >= KEPT_LIMIT:
        _chars.clear()
    found = tuple((ab, ability_facts(ab)) for ab in (d.attack, *d.abilities))
    _chars[id(d)] = (d, found)
    return found


def move_sources(catalog: Catalog) -> MoveSources:
    """What in ``catalog`` can change move points, so a character touched by none of it moves 2."""
    kept = _catalogs.get(id(catalog))
    if kept is not None:
        return kept[1]
    if len(_catalogs) >= KEPT_LIMIT:
        _catalogs.clear()
    statics = any(s.stat == "move" for d in catalog.characters.values() for s in d.statics)
    cards = frozenset(
        card.id
        for card in catalog.cards.values()
        if any(
            stat == "move"
            for stat, _ in (
                *card.modifiers,
                *(card.buff.modifiers if card.buff is not None else ()),
                *(card.form.modifiers if card.form is not None else ()),
            )
        )
    )
    found = MoveSources(statics, cards)
    _catalogs[id(catalog)] = (catalog, found)
    return found
