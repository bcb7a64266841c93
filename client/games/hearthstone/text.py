"""Hearthstone card text on faces: the engine's generated text with its keywords in bold markup.

The words come from ``engine.games.hearthstone.text.card_text`` (one text for the engine, the bots'
logs and every client); this module only marks the keywords ``**bold**`` for the face renderer.

>>> face_text("Deal 3 damage to a character and Freeze it.\\nOverload: (1)")
'Deal 3 damage to a character and **Freeze** it.\\n**Overload:** (1)'
"""

from __future__ import annotations

import re

from engine.games.hearthstone.cards import CardDef, Catalog
from engine.games.hearthstone.text import KEYWORD_WORDS
from engine.games.hearthstone.text import card_text as engine_card_text

_BOLD = re.compile(
    r"(?<!\w)(" + "|".join(re.escape(w) for w in sorted(KEYWORD_WORDS, key=len, reverse=True)) + r")"
    r"(:| -| \+\d+)?(?![\w'])"
)


def face_text(text: str) -> str:
    """``text`` with every keyword (and a label's colon or a Spell Damage number) in ``**bold**``."""
    return _BOLD.sub(lambda m: f"**{m.group(0)}**", text)


def card_text(card: CardDef, catalog: Catalog) -> str:
    """The face text of ``card`` in markup: the engine's words, keywords bold."""
    return face_text(engine_card_text(card, catalog))


def names_for(catalog: Catalog) -> Catalog:
    """What ``card_text`` takes to name the cards a text mentions: the catalog itself."""
    return catalog
