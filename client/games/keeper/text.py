"""Keeper card faces: the engine's generated rules text with the keywords in bold, and a frame per type.

The text comes from ``engine.games.keeper.text`` (the same words the card builder and the log use);
this module only marks it up for the face painter (``**word**`` is bold). Keywords are the rulebook's
effect and cost words, the counters and the play routes (ghost-play, hex-play).
"""

from __future__ import annotations

import re

from client.cards.table_faces import FaceData
from engine.games.keeper.cards import COSTS, COUNTERS, TARGET_EFFECTS, Card
from engine.games.keeper.text import card_text, ordinal

_WORDS = sorted(
    {
        op.replace("_", "-")
        for op in TARGET_EFFECTS
        if op not in ("down_level", "boost_sp", "damage", "counter")
    }
    | {"down-level", "dice-burn", "dice-heal", "dice-wound", "craft", "excavate", "ghost-play", "hex-play"}
    | {COSTS[c][0].split()[0] for c in COSTS if COSTS[c][0].startswith("self-")}
    | {f"{c.capitalize()} Counters?" for c in COUNTERS},
    key=len,
    reverse=True,
)
KEYWORD = re.compile(r"(?<![\w*-])(" + "|".join(_WORDS) + r")(?![\w-])", re.IGNORECASE)
"""A rulebook keyword inside generated text (longest first, so "Damage Counters" wins over "damage")."""
NAME = re.compile(r"^([^–\n]{1,40}) –", re.MULTILINE)
"""An ability's name, which starts its paragraph."""
HUES = {"minion": "warrior", "spell": "mage", "pawn": "neutral"}
"""Frame colour by card type (the shape differs too: an oval for minions, an arch for spells)."""


def marked_text(card: Card) -> str:
    """The card's rules text with keywords and ability names in bold (the cost's arrow reads as a colon,
    which every face font has)."""
    text = NAME.sub(lambda m: f"**{m.group(1)}** –", card_text(card).replace(" \u2192", ":"))
    return KEYWORD.sub(lambda m: f"**{m.group(1)}**", text)


def type_line(card: Card, pawn: bool = False) -> str:
    """ "Minion · Level 3 · 17th Edition" (and the Ultra Points when it has some)."""
    kind = "Pawn" if pawn else card.kind.capitalize()
    bits = [kind, f"Level {card.level}"]
    if card.ultra:
        bits.append(f"{card.ultra} UP")
    bits.append(f"{ordinal(card.edition)} Ed.")
    return " · ".join(bits)


def face_of(card: Card, pawn: bool = False) -> FaceData:
    """What the face shows: level in the cost gem, SP and HP in the stat gems for minions."""
    minion = card.kind == "minion"
    return FaceData(
        id=card.id,
        name=card.name,
        kind="minion" if minion else "spell",
        cost=card.level,
        attack=card.sp if minion else None,
        health=card.hp if minion else None,
        type_line=type_line(card, pawn),
        text=marked_text(card),
        rarity="legendary" if card.ultra else "free",
        hue=HUES["pawn" if pawn else card.kind],
    )
