"""Party legality (100, 300.2): ready-made parties as setups, card restrictions, and every problem
of a party in plain sentences for the party builder."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.games.wowminis.model import CardDef, Catalog, CharacterDef, PartyDef


def party_setup(party: PartyDef) -> dict[str, Any]:
    """A ready-made party as a setup dict (the form ``party_problems`` checks)."""
    return {
        "name": party.name,
        "pool": list(party.pool),
        "characters": [
            {"id": m.character, "cards": list(m.cards), "equipment_up": list(m.equipment_up)}
            for m in party.members
        ],
    }


def card_allowed(char: CharacterDef, card: CardDef) -> str:
    """Why ``card`` may not go in ``char``'s Action Bar (300.2b-d), or "" if it may."""
    res = card.restriction
    if res.only and res.only != char.id:
        return f"{card.name} is {res.only} only (300.2c)"
    fire_override = "fire_talent_cards" in char.card_rules and card.talent_tree == "fire"
    if not fire_override:
        if res.name and res.name != char.id:
            return f"{card.name} is restricted to {res.name}"
        if res.race and res.race != char.race:
            return f"{card.name} needs race {res.race}"
        if res.cls and res.cls != char.cls:
            return f"{card.name} needs class {res.cls}"
        if res.talent and res.talent != char.talent:
            return f"{card.name} needs talent {res.talent}"
    if (
        card.category == "equipment"
        and "any" not in card.equipment_classes
        and char.cls not in card.equipment_classes
    ):
        return f"{card.name} shares no class icon with {char.name} (300.2d)"
    return ""


PARTY_FORMATS: tuple[str, ...] = ("constructed", "sealed", "draft")


def party_problems(
    catalog: Catalog, party: Mapping[str, Any], party_format: str = "constructed"
) -> list[str]:
    """Every reason this party is illegal (100, 300.2); empty when it is legal.

    ``party`` is a setup party: {"name", "characters": [{"id", "cards", "equipment_up"}], "pool"?}.
    ``party_format``: "constructed" (100.2: one faction) or "sealed"/"draft" (100.3: factions may
    mix). The standard scenario's 2 cards per character in play (101.2a) holds in every format.
    The party builder shows these live.
    """
    problems: list[str] = []
    members = party.get("characters")
    if not isinstance(members, list):
        return ["a party needs a 'characters' list"]
    if len(members) != 3:
        problems.append(f"a party has 3 characters, not {len(members)} (100.2)")
    chars: list[CharacterDef] = []
    all_cards: list[str] = []
    for i, m in enumerate(members):
        if not isinstance(m, Mapping) or not isinstance(m.get("id"), str):
            problems.append(f"character {i + 1} needs an 'id'")
            continue
        char = catalog.characters.get(m["id"])
        if char is None:
            problems.append(f"unknown character {m['id']!r}")
            continue
        chars.append(char)
        if char.pet:
            problems.append(f"{char.name} is a pet: it enters play only when summoned (305)")
        cards = m.get("cards", [])
        up = m.get("equipment_up", [])
        if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
            problems.append(f"{char.name}: 'cards' must be a list of card ids")
            continue
        if not isinstance(up, list) or not all(isinstance(c, str) and c in cards for c in up):
            problems.append(f"{char.name}: 'equipment_up' must list equipment from its own cards")
            up = []
        if len(cards) > 2:
            problems.append(f"{char.name}: at most 2 Action Bar cards in a standard scenario (101.2a)")
        if len(set(cards)) != len(cards):
            problems.append(f"{char.name}: two cards with the same name (300.2a)")
        slots: dict[str, int] = {}
        for cid in cards:
            card = catalog.cards.get(cid)
            if card is None:
                problems.append(f"{char.name}: unknown card {cid!r}")
                continue
            why = card_allowed(char, card)
            if why:
                problems.append(f"{char.name}: {why}")
            if card.slot:
                for s in ("main_hand", "off_hand") if card.slot == "two_handed" else (card.slot,):
                    slots[s] = slots.get(s, 0) + 1
            if cid in up and card.category != "equipment":
                problems.append(f"{char.name}: only equipment is chosen face up at setup (302.1)")
        for s, n in sorted(slots.items()):
            if n > 1:
                problems.append(f"{char.name}: {n} cards use the {s} slot (202.4)")
        all_cards.extend(cards)
    factions = sorted({c.faction for c in chars})
    if len(factions) > 1 and party_format == "constructed":
        problems.append(f"characters of one faction only (100.2), got {', '.join(factions)}")
    if sum(1 for c in chars if c.legendary) > 1:
        problems.append("at most 1 legendary character (100.1a)")
    if len({c.id for c in chars}) != len(chars):
        problems.append("the same character twice")
    pool = party.get("pool") or []
    if pool:
        if len(pool) > 9:
            problems.append(f"the Action Bar pool holds 9 cards, not {len(pool)} (100.2)")
        for cid in all_cards:
            if cid not in pool:
                problems.append(f"card {cid!r} is not in the party's pool")
    return problems
