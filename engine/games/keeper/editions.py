"""The Edition Indicator, Refurbished Card Texts and pruned cards (Refurbished and Pruned Cards).

Card files of older editions may use the old vocabulary; ``refurbish_ability`` rewrites it to the new
one when a card is read, exactly as the rulebook's table substitutes texts, and the card keeps the
(old text, new text) pairs. ``card_status`` decides whether a card may be played: no indicator is
invalid, editions before 13 (the clean slate) are pruned, and cards of editions before 16 whose text
holds one of the three revised-level texts are pruned.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.games.keeper.cards import Card

CURRENT_EDITION = 17
CLEAN_SLATE = 13
REVISED_IN = 16

_CONDITIONS: dict[str, tuple[str, str, str]] = {
    "this_damaged": (
        "minion_damaged",
        "When this on-field minion is damaged:",
        "When your on-field minion(s) is damaged:",
    ),
    "others_damaged": (
        "minion_damaged",
        "When your on-field minion(s) (excluding this card) is damaged:",
        "When your on-field minion(s) is damaged:",
    ),
    "this_minion_destroyed": (
        "this_destroyed",
        "When this on-field minion is destroyed (ghost-play):",
        "When this card in your battlefield is destroyed (ghost-play):",
    ),
}
_SELECTORS: dict[str, tuple[str, str, str]] = {
    "in_play_card": ("minion", "in-play card", "on-field minion"),
    "resources": ("granary_card", "x of your resources", "x cards in your granary"),
}
_OPS: dict[str, tuple[str, str, str]] = {
    "summon_pawns": ("craft", "summon x level y pawns", "craft x level y pawns"),
}
_COSTS: dict[str, tuple[str, str, str]] = {
    "self_exhaust_minions": ("self_exhaust", "self-exhaust x minions", "self-exhaust x on-field minions"),
}
REFURBISHED: tuple[tuple[str, str], ...] = tuple(
    sorted(
        {(old, new) for table in (_CONDITIONS, _SELECTORS, _OPS, _COSTS) for _, old, new in table.values()}
        | {("ghost-play, must pay resource cost", "hex-play")}
    )
)
"""The rulebook's Refurbished Card Texts table, as (original text, new text)."""


def refurbish_ability(d: Mapping[str, Any]) -> tuple[dict[str, Any], list[tuple[str, str]]]:
    """The ability data with old vocabulary replaced, and the (old, new) texts that were replaced."""
    out = dict(d)
    notes: list[tuple[str, str]] = []
    cond = out.get("condition")
    if isinstance(cond, str) and cond in _CONDITIONS:
        out["condition"], old, new = _CONDITIONS[cond]
        if cond == "this_minion_destroyed":
            out["ghost"] = True
        notes.append((old, new))
    if out.pop("ghost_pay", False):
        out["ghost"] = False
        out["hex"] = True
        notes.append(("ghost-play, must pay resource cost", "hex-play"))
    costs = []
    for c in out.get("costs", []) if isinstance(out.get("costs", []), list) else []:
        if isinstance(c, Mapping) and c.get("kind") in _COSTS:
            kind, old, new = _COSTS[str(c["kind"])]
            c = {**c, "kind": kind}
            notes.append((old, new))
        costs.append(c)
    if costs:
        out["costs"] = costs
    subs = []
    for s in out.get("subs", []) if isinstance(out.get("subs"), list) else []:
        if isinstance(s, Mapping):
            s = dict(s)
            t = s.get("target")
            if isinstance(t, Mapping) and t.get("what") in _SELECTORS:
                what, old, new = _SELECTORS[str(t["what"])]
                s["target"] = {**t, "what": what}
                notes.append((old, new))
            effects = []
            for e in s.get("effects", []) if isinstance(s.get("effects"), list) else []:
                if isinstance(e, Mapping) and e.get("op") in _OPS:
                    op, old, new = _OPS[str(e["op"])]
                    e = {**e, "op": op}
                    notes.append((old, new))
                effects.append(e)
            s["effects"] = effects
        subs.append(s)
    if "subs" in out:
        out["subs"] = subs
    return out, notes


def revised_texts(card: Card) -> list[str]:
    """The Revised Levels texts the card holds (each was re-priced in the 16th Edition)."""
    found: set[str] = set()
    for ability in card.abilities:
        for sub in ability.subs:
            if sub.target is not None and sub.target.what == "enemy_hand":
                found.add("See enemy's hand and target up to x cards therein")
            for e in sub.effects:
                if e.op in ("sheathe", "silo"):
                    found.add(f"{e.op} the targets")
    return sorted(found)


def card_status(card: Card) -> tuple[str, str]:
    """("valid" | "pruned", why) for a card; a newer edition than this rulebook is valid with a warning."""
    if card.edition < CLEAN_SLATE:
        return "pruned", f"design edition {card.edition} is before the 13th Edition clean slate"
    if card.edition < REVISED_IN:
        texts = revised_texts(card)
        if texts:
            return "pruned", f"design edition {card.edition} holds {texts[0]!r}, revised in the 16th Edition"
    if card.edition > CURRENT_EDITION:
        return "valid", f"design edition {card.edition} is newer than the 17th Edition rulebook"
    return "valid", ""
