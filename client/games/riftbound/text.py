"""Riftbound card faces: the engine's generated rules text with keywords in bold and symbols in words,
the type line, and the frame and hue each card type and domain gets.

The engine writes keywords and symbols in brackets (``[Shield]``, ``[Assault 2]``, ``[E]``, ``[2]``,
``[R]``); the table's faces bold the keywords and spell the symbols out:

>>> face_text("[Shield] [Tank]\\n[E]: [Reaction] — Add [1]. Deal 2 [R].")
'**Shield** **Tank**\\nExhaust: **Reaction** — Add 1 Energy. Deal 2 Fury Power.'
"""

from __future__ import annotations

import re

from client.cards.table_faces import CardKind, FaceData
from engine.games.riftbound.cards import Card
from engine.games.riftbound.text import card_text

DOMAIN_WORDS = {"R": "Fury", "G": "Calm", "B": "Mind", "O": "Body", "P": "Chaos", "Y": "Order"}
SYMBOLS = {
    "E": "Exhaust",
    "M": "Might",
    "A": "any Power",
    "C": "Power of your domain",
    ">": " —",
    **{k: f"{v} Power" for k, v in DOMAIN_WORDS.items()},
}
FRAMES: dict[str, CardKind] = {
    "unit": "minion",
    "spell": "spell",
    "gear": "weapon",
    "legend": "hero",
    "battlefield": "hero",
    "rune": "power",
}
"""The face frame of each card type: a unit's oval, a spell's arch, gear in steel, a legend's and a
battlefield's round portrait, a rune's disc (the type line tells a legend from a battlefield)."""
DOMAIN_HUES = {
    "fury": "warrior",
    "calm": "hunter",
    "mind": "mage",
    "body": "druid",
    "chaos": "warlock",
    "order": "paladin",
}
"""Each domain's frame hue, borrowed from the shared face palette (red, green, blue, orange, purple,
gold); cards of no domain are neutral."""
_BRACKET = re.compile(r"\[([^\]]+)\]")
_KEYWORD = re.compile(r"^[A-Z][a-z-]+(?: [A-Za-z-]+)*(?: \d+)?$")


def _word(match: re.Match[str]) -> str:
    inner = match.group(1)
    if inner in SYMBOLS:
        return SYMBOLS[inner]
    if inner.isdigit():
        return f"{inner} Energy"
    if _KEYWORD.match(inner):
        return f"**{inner}**"
    return inner


def face_text(text: str) -> str:
    """The engine's rules text with keywords in bold (``**Shield**``) and symbols in words."""
    return _BRACKET.sub(_word, text)


def cost_words(card: Card) -> str:
    """The Power part of a cost ("+1 Body"), which the face's gem (Energy) does not show."""
    if not card.cost.power:
        return ""
    counts: dict[str, int] = {}
    for p in card.cost.power:
        counts[p] = counts.get(p, 0) + 1
    names = {"any": "any", "own": "own domain"}
    return " + ".join(f"{n} {names.get(p, p.title())}" for p, n in counts.items())


def type_line(card: Card) -> str:
    """ "Champion Unit · Fury", "Battlefield", "Gear · Order", with the Power a cost needs."""
    words = " ".join([s.title() for s in card.supers if s != "token"] + [card.type.title()])
    if "token" in card.supers:
        words = f"{words} token"
    if card.domains:
        words += " · " + "/".join(d.title() for d in card.domains)
    power = cost_words(card)
    if power:
        words += f" · +{power} Power"
    return words


def face_of(card: Card) -> FaceData:
    """The face the table draws for ``card``: cost gem (Energy), Might, type line and bold text."""
    kind = FRAMES.get(card.type, "spell")
    costed = card.type in ("unit", "gear", "spell")
    attack: int | None = None
    if card.type == "unit":
        attack = card.might
    elif card.type == "gear" and card.bonus:
        attack = card.bonus
    hue = DOMAIN_HUES.get(card.domains[0], "neutral") if card.domains else "neutral"
    rarity = "legendary" if "champion" in card.supers or card.type == "legend" else "free"
    return FaceData(
        card.id,
        card.name,
        kind,
        card.cost.energy if costed else None,
        attack,
        None,
        type_line(card),
        face_text(card_text(card)),
        rarity,
        hue,
    )
