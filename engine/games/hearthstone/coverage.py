"""Which collectible Basic and Classic cards the engine supports, and why the others are not.

A card is supported when it has effect data (``content/cards/*.json``), or when its text is only
keywords its tags carry, or when it has no text (``cards.plain_card``). The same reason refuses a
deck that holds an unsupported card (``HearthstoneGame.deck_problems``).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.games.hearthstone.cardfacts import CardFacts
from engine.games.hearthstone.cards import Catalog, keyword_only

SETS: dict[str, str] = {"LEGACY": "Basic", "EXPERT1": "Classic"}
"""Card-set tags of the pool and the names players know. The data files the 133 Basic cards under
``LEGACY`` (rarity FREE, no Demon Hunter) beside later Legacy additions, which are left out."""

DECK_TYPES = ("minion", "spell", "weapon")


@dataclass(frozen=True)
class CoverageRow:
    """One collectible card: whether it plays, and how (``data <file>``, ``keywords``) or why not."""

    card_id: str
    name: str
    card_set: str
    card_class: str
    supported: bool
    how: str
    scripted: bool


def in_pool(facts: CardFacts) -> bool:
    """A collectible original Basic or Classic card that can go in a deck."""
    if facts.card_type not in DECK_TYPES or not facts.collectible:
        return False
    if facts.card_set == "EXPERT1":
        return True
    return facts.card_set == "LEGACY" and facts.rarity == "FREE" and facts.card_class != "DEMONHUNTER"


def coverage(catalog: Catalog) -> list[CoverageRow]:
    """Every collectible Basic and Classic card that can go in a deck, sorted by set, class and id."""
    rows = []
    for facts in catalog.db.filter(collectible=True):
        if not in_pool(facts):
            continue
        card = catalog.get(facts.id)
        if catalog.has_data(facts.id):
            how = f"data in {catalog.sources[facts.id]}"
        elif card.supported:
            how = "keywords from its tags" if keyword_only(facts) and facts.text.strip() else "no text"
        else:
            how = card.reason
        scripted = any(eff.op == "script" for eff in (*card.play, *card.deathrattle)) or any(
            eff.op == "script" for trig in card.triggers for eff in trig.then
        )
        rows.append(
            CoverageRow(
                facts.id, facts.name, SETS[facts.card_set], facts.card_class, card.supported, how, scripted
            )
        )
    rows.sort(key=lambda r: (r.card_set, r.card_class, r.card_id))
    return rows


def summary(rows: list[CoverageRow]) -> dict[str, dict[str, int]]:
    """Supported and total counts per set."""
    out: dict[str, dict[str, int]] = {}
    for row in rows:
        entry = out.setdefault(row.card_set, {"supported": 0, "total": 0})
        entry["total"] += 1
        entry["supported"] += int(row.supported)
    return out
