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
REMINDERS: dict[str, str] = {
    "bounce": "Bounce: put the card into its owner's hand.",
    "bury": "Bury: put the card at the bottom of its owner's deck.",
    "sheathe": "Sheathe: put the card on top of its owner's deck.",
    "silo": "Silo: put the card into its owner's granary, exhausted and face down.",
    "destroy": "Destroy: send the card to the grave, as if beaten in battle.",
    "remove": "Remove: take it out of the game for good.",
    "exhaust": "Exhaust: turn it sideways (only on-field minions and resources).",
    "fatigue": "Fatigue: the next Recovery Phase before its controller's turn passes it by.",
    "petrify": "Petrify: face down, the minion cannot attack, defend, act, be a victim or be damaged.",
    "hypnotize": "Hypnotize: you control the minion until the effect ends.",
    "distract": "Distract: withdraw the minion from its attacking or defending team.",
    "conscript": "Conscript: exhaust the minion and enlist it in its controller's team of the battle.",
    "negate": "Negate: the card's effects do not resolve in this chain.",
    "clone": "Clone: summon a pawn with the minion's printed SP, HP, level and abilities, paying its cost.",
    "embody": "Embody: summon a pawn with the spell's ability, paying the spell's cost.",
    "deploy": "Deploy: you may summon or cast the card as if it were in your hand, paying its costs.",
    "gift-summon": "Gift-summon: an enemy may summon the minion without paying its resource cost.",
    "down-level": "Down-level: lower the card's level (never below 0) until the Recovery Phase.",
    "excavate": "Excavate: look at that many cards from the top of your deck to target among them.",
    "dice-burn": "Dice-burn: roll that many dice and give each to an enemy minion as damage.",
    "dice-heal": "Dice-heal: roll that many dice and gain their total in HP.",
    "dice-wound": "Dice-wound: roll that many dice; an enemy takes their total as damage.",
    "craft": "Craft: summon a pawn of that level; each level buys 1 SP or 2 HP.",
    "ghost-play": "Ghost-play: the ability works from wherever the card is.",
    "hex-play": "Hex-play: the ability works from wherever the card is, for half the card's resource cost.",
}
"""One line per keyword for the details panel, in the rulebook's sense (its Keywords section)."""
HUES = {"minion": "warrior", "spell": "mage", "pawn": "neutral"}
"""Frame colour by card type (the shape differs too: an oval for minions, an arch for spells)."""


def marked_text(card: Card) -> str:
    """The card's rules text with keywords and ability names in bold (the cost's arrow reads as a colon,
    which every face font has)."""
    text = NAME.sub(lambda m: f"**{m.group(1)}** –", card_text(card).replace(" \u2192", ":"))
    return KEYWORD.sub(lambda m: f"**{m.group(1)}**", text)


def reminders(card: Card) -> list[str]:
    """The reminder lines of the keywords the card's text uses, in the order they first appear."""
    seen: list[str] = []
    for match in KEYWORD.finditer(card_text(card)):
        word = match.group(1).lower()
        if word.startswith("self-"):
            word = word[len("self-") :]
        if word in REMINDERS and word not in seen:
            seen.append(word)
    return [REMINDERS[w] for w in seen]


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
