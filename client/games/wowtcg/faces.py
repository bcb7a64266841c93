"""WoW TCG card faces: the table's shared face composer with a frame per card type.

Allies, abilities, weapons, armor, items, quests and heroes each get their own frame metal on top of
the art shape of the nearest shared kind (an ally's oval, an ability's arch, equipment's steel
plate, a hero's round portrait), so the type shows by shape and colour as well as the type line.
Rules text is the engine's generated text (``engine.games.wowtcg.text``) with keywords in bold.
"""

from __future__ import annotations

import re

from PIL import Image

from client.cards import compose as cc
from client.cards.table_faces import CardKind, FaceData, compose_face
from engine.games.wowtcg.model import CardDef
from engine.games.wowtcg.text import card_text, type_line

KINDS: dict[str, CardKind] = {
    "ally": "minion",
    "ability": "spell",
    "quest": "spell",
    "weapon": "weapon",
    "armor": "weapon",
    "item": "weapon",
    "hero": "hero",
}
"""Card type -> the shared face kind whose art shape and gems it uses."""
TYPE_METAL: dict[str, cc.RGB] = {
    "ally": (186, 150, 84),
    "ability": (120, 150, 200),
    "quest": (214, 184, 96),
    "weapon": (150, 156, 166),
    "armor": (150, 104, 64),
    "item": (96, 160, 120),
    "hero": (226, 190, 100),
}
"""The frame metal of each card type (bronze armor, green-silver items, gold quests...)."""
FACTION_HUES = {"alliance": "mage", "horde": "warrior"}
"""A card with a faction and no class takes the faction's colours (blue Alliance, red Horde)."""
KEYWORDS = ("Protector", "Elusive", "Ferocity", "Long-Range", "Ongoing", "Reward", "Unique")
_BOLD = re.compile(r"\b(" + "|".join(re.escape(k) for k in KEYWORDS) + r")\b")
RARITIES = {
    "common": "common",
    "uncommon": "common",
    "rare": "rare",
    "epic": "epic",
    "legendary": "legendary",
}


def face_text(card: CardDef) -> str:
    """The card's generated rules text with its keywords in bold (``**Protector**``)."""
    return _BOLD.sub(r"**\1**", card_text(card))


def face_data(card: CardDef) -> FaceData:
    """What the face of ``card`` shows."""
    kind = KINDS.get(card.type, "spell")
    attack = card.atk if card.type in ("ally", "weapon") else None
    health = card.health if card.type in ("ally", "hero") else card.defense if card.type == "armor" else None
    return FaceData(
        card.name,
        card.name,
        kind,
        card.cost if card.type not in ("hero", "quest") else None,
        attack,
        health,
        type_line(card),
        face_text(card),
        RARITIES.get(card.rarity, "common"),
        card.cls or FACTION_HUES.get(card.faction, "neutral"),
    )


def token_data(name: str) -> FaceData:
    """A token ally's face (CR 402.2): its name, no cost; its stats come from the table's view."""
    return FaceData(name, name, "minion", None, None, None, "Ally token", "")


def compose(data: FaceData, card_type: str, width: int) -> Image.Image:
    """The face ``width`` pixels wide, framed in the metal of ``card_type``."""
    image = compose_face(data, width).image
    metal = TYPE_METAL.get(card_type)
    if metal is not None:
        u = width / 100
        image.alpha_composite(cc.metal_frame(image.size, 6 * u, metal, 3.2 * u))
    return image
