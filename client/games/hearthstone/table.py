"""Hearthstone at the card table: its layout, and the adapter from the engine's observation, actions
and events (docs/hearthstone-engine.md) to the table's view, gestures and animation cues.

Layout (the viewer's half; the opponent's is mirrored): the board row just below the middle, the
mana crystals under it on the left, the hand along the bottom left, then the weapon, the hero
(with its Secrets above it), the Hero Power and the deck. Card keys on the table are ``e<entity>``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from client.cards.table_faces import CardKind, FaceData
from client.games.hearthstone.decks import HearthstoneDecks
from client.games.hearthstone.text import card_text, names_for
from client.table.adapter import TableAdapter
from client.table.animation import Cue
from client.table.decks import DeckRules
from client.table.gestures import Gesture, GestureKind
from client.table.layout import TableLayout, ZoneSpec
from client.table.model import CardView, TableView, ZoneView
from engine.core import Action, Event
from engine.games.hearthstone.cards import CardDef, Catalog
from engine.games.hearthstone.game import HearthstoneGame
from engine.games.hearthstone.state import HsAction

HS_LAYOUT = TableLayout(
    (
        ZoneSpec("hand", "hand", (0.0, 0.755, 0.56, 0.245), 1.2),
        ZoneSpec("board", "row", (0.02, 0.515, 0.96, 0.195), label="Board"),
        ZoneSpec("mana", "resource", (0.02, 0.716, 0.36, 0.03)),
        ZoneSpec("weapon", "portrait", (0.565, 0.8, 0.1, 0.17), 0.75, label="Weapon"),
        ZoneSpec("hero", "portrait", (0.665, 0.76, 0.125, 0.24), 1.05),
        ZoneSpec("secrets", "slots", (0.64, 0.716, 0.175, 0.04), 0.8, label="Secrets"),
        ZoneSpec("power", "portrait", (0.79, 0.8, 0.09, 0.17), 0.7),
        ZoneSpec("deck", "pile", (0.885, 0.77, 0.11, 0.2), 0.6, label="Deck"),
    )
)
KINDS: dict[str, CardKind] = {
    "minion": "minion",
    "spell": "spell",
    "weapon": "weapon",
    "hero": "hero",
    "hero_power": "power",
}
FLAG_KEYWORDS = {
    "taunt": "taunt",
    "divine_shield": "divine_shield",
    "stealth": "stealth",
    "windfury": "windfury",
    "poisonous": "poisonous",
    "lifesteal": "lifesteal",
    "frozen": "frozen",
    "immune": "immune",
}
REMINDERS: dict[str, str] = {
    "TAUNT": "Taunt: enemies must attack this minion first.",
    "CHARGE": "Charge: can attack the turn it is played.",
    "RUSH": "Rush: can attack minions the turn it is played.",
    "DIVINE_SHIELD": "Divine Shield: the first damage it would take is prevented.",
    "WINDFURY": "Windfury: can attack twice each turn.",
    "STEALTH": "Stealth: cannot be attacked or targeted until it attacks.",
    "POISONOUS": "Poisonous: destroys any minion it damages.",
    "LIFESTEAL": "Lifesteal: damage it deals also heals your hero.",
    "BATTLECRY": "Battlecry: happens when played from your hand.",
    "DEATHRATTLE": "Deathrattle: happens when it dies.",
    "SECRET": "Secret: hidden until its condition happens on your opponent's turn.",
    "CHOOSE_ONE": "Choose One: pick one of two effects when you play it.",
    "FREEZE": "Freeze: a frozen character misses its next attack.",
    "COMBO": "Combo: a bonus if you played another card first this turn.",
}


def key(entity: int) -> str:
    return f"e{entity}"


class HearthstoneTable(TableAdapter):
    """The adapter for one Hearthstone game (its catalog gives names, faces and text)."""

    game_id = "hearthstone"
    layout = HS_LAYOUT

    def __init__(self, game: HearthstoneGame) -> None:
        self.game = game
        self.catalog: Catalog = game.catalog

    # The view ----------------------------------------------------------------------------------

    def view(self, obs: Mapping[str, Any], names: Sequence[str]) -> TableView:
        viewer = int(obs["you"])
        zones: list[ZoneView] = []
        for p, side in enumerate(obs["players"]):
            seat = 0 if p == viewer else 1
            zones += self._side(side, seat, names[p] if p < len(names) else f"Player {p + 1}")
        prompt = ""
        if obs.get("step") == "mulligan":
            prompt = "Choose the cards to replace"
        return TableView(tuple(zones), (names[viewer], names[1 - viewer]), prompt)

    def _side(self, side: Mapping[str, Any], seat: int, name: str) -> list[ZoneView]:
        hero = side["hero"]
        hero_flags = [f for f in ("frozen", "immune") if hero.get(f)]
        if hero.get("armor"):
            hero_flags.append(f"armor:{hero['armor']}")
        hero_view = CardView(
            key(hero["entity"]),
            hero["card"],
            hero.get("attack") or None,
            hero["health"],
            None,
            hero["max_health"],
            tuple(hero_flags),
            label=name,
        )
        power = side["hero_power"]
        power_view = CardView(
            key(power["entity"]), power["card"], flags=("used",) if power.get("used") else ()
        )
        weapon = side.get("weapon")
        weapons: tuple[CardView, ...] = ()
        if weapon:
            weapons = (
                CardView(
                    key(weapon["entity"]),
                    weapon["card"],
                    weapon["attack"],
                    weapon["durability"],
                    None,
                    weapon["max_durability"],
                ),
            )
        board = tuple(self._minion(m, seat) for m in side["board"])
        hand = tuple(self._hand_card(c) for c in side["hand"])
        secrets = tuple(CardView(key(s["entity"]), s.get("card")) for s in side["secrets"])
        mana = side["mana"]
        words = f"{mana['current']}/{mana['max']}"
        if mana.get("overload_locked"):
            words += f" ({mana['overload_locked']} locked)"
        return [
            ZoneView("board", seat, board),
            ZoneView("hand", seat, hand, count=side["hand_count"]),
            ZoneView("hero", seat, (hero_view,)),
            ZoneView("power", seat, (power_view,)),
            ZoneView("weapon", seat, weapons),
            ZoneView("secrets", seat, secrets),
            ZoneView(
                "mana",
                seat,
                text=words,
                current=mana["current"],
                maximum=mana["max"],
                locked=mana.get("overload_locked", 0),
            ),
            ZoneView("deck", seat, count=side["deck_count"]),
        ]

    def _hand_card(self, c: Mapping[str, Any]) -> CardView:
        """A hand card; its cost now (the viewer's own cards) when an aura or effect changed it."""
        card_id = c.get("card")
        if card_id is None or "cost" not in c:
            return CardView(key(c["entity"]), card_id)
        return CardView(key(c["entity"]), card_id, cost=c["cost"], base_cost=self.catalog.get(card_id).cost)

    def _minion(self, m: Mapping[str, Any], seat: int) -> CardView:
        flags = [FLAG_KEYWORDS[k] for k in (w.lower() for w in m.get("keywords", ())) if k in FLAG_KEYWORDS]
        if m.get("silenced"):
            flags.append("silenced")
        if m.get("enchanted"):
            flags.append("enchanted")
        if seat == 0 and m.get("exhausted") and not m.get("can_attack"):
            flags.append("asleep")
        base = self.catalog.get(m["card"])
        return CardView(
            key(m["entity"]),
            m["card"],
            m["attack"],
            m["health"],
            base.attack,
            m["max_health"],
            tuple(dict.fromkeys(flags)),
        )

    # Gestures ----------------------------------------------------------------------------------

    def gestures(self, actions: Sequence[Action], obs: Mapping[str, Any]) -> list[Gesture]:
        me = obs["players"][int(obs["you"])]
        power = key(me["hero_power"]["entity"])
        hand = {c["entity"]: c.get("card") for c in me["hand"]}
        out = []
        for a in actions:
            assert isinstance(a, HsAction), a
            target = key(a.target) if a.target else None
            if a.verb == "mulligan":
                out.append(Gesture(a, "mulligan", cards=tuple(key(c) for c in a.cards)))
            elif a.verb in ("end", "concede"):
                kind: GestureKind = "end" if a.verb == "end" else "concede"
                out.append(Gesture(a, kind))
            elif a.verb == "attack":
                out.append(Gesture(a, "attack", source=key(a.source), target=target))
            elif a.verb == "power":
                out.append(Gesture(a, "power", source=power, target=target))
            else:
                label = ""
                if a.option:
                    card_id = hand.get(a.source)
                    options = self.catalog.get(card_id).choose if card_id else ()
                    label = options[a.option - 1].name if a.option <= len(options) else f"Option {a.option}"
                position = a.position if a.position >= 0 else None
                zone = "board" if position is not None else None
                out.append(
                    Gesture(
                        a,
                        "play",
                        source=key(a.source),
                        target=target,
                        zone=zone,
                        position=position,
                        label=label,
                    )
                )
        return out

    # Faces, details, animation ---------------------------------------------------------------

    def face(self, card_id: str) -> FaceData:
        return _face(self.catalog, card_id)

    def details(self, card_id: str) -> list[str]:
        card = self.catalog.get(card_id)
        lines = [REMINDERS[m] for m in card.facts.mechanics if m in REMINDERS]
        if card.facts.races:
            lines.append("Type: " + ", ".join(r.title() for r in card.facts.races))
        return lines

    def cues(self, event: Event, obs: Mapping[str, Any]) -> list[Cue]:
        d = event.data
        viewer = int(obs["you"])
        seat = 0 if d.get("player", viewer) == viewer else 1
        entity = d.get("entity")
        k = key(entity) if isinstance(entity, int) else None
        kind = event.kind
        if kind == "draw":
            return [Cue("draw", key=k, seat=seat)]
        if kind == "play":
            if d.get("card"):
                return [Cue("play", key=k, card_id=str(d["card"]), seat=seat)]
            return [Cue("banner", text=event.text)] if seat == 1 else []  # a card the viewer may not see
        if kind == "end_turn" and seat == 1 and not obs.get("over"):
            return [Cue("banner", text="Your turn")]
        if kind == "power":
            powers = {side["hero_power"]["entity"]: side["hero_power"]["card"] for side in obs["players"]}
            card_id = powers.get(entity)
            return [Cue("play", key=k, card_id=card_id, seat=seat)] if card_id else []
        if kind == "summon":
            return [Cue("summon", key=k, seat=seat)]
        if kind == "attack":
            return [Cue("lunge", key=key(d["attacker"]), target=key(d["defender"]))]
        if kind in ("damage", "heal") and k is not None:
            return [Cue(kind, target=k, amount=int(d.get("amount", 0)))]  # type: ignore[arg-type]
        if kind == "died" and k is not None:
            return [Cue("death", key=k)]
        if kind in ("secret_revealed", "secret") and isinstance(d.get("card"), str):
            return [Cue("reveal", key=k, card_id=d["card"], text="Secret revealed!")]
        return []

    def deck_rules(self) -> DeckRules:
        return HearthstoneDecks(self.game)

    def moves_hint(self) -> str:
        return "Moves left: play or attack"

    def side_text(self, obs: Mapping[str, Any], player: int) -> str:
        hero = self.catalog.get(obs["players"][player]["hero"]["card"])
        return f"{hero.name} ({hero.card_class.title()})"

    def score_text(self, obs: Mapping[str, Any], player: int) -> str:
        hero = obs["players"][player]["hero"]
        if hero["health"] <= 0:
            return "hero destroyed"
        armor = f" and {hero['armor']} Armor" if hero.get("armor") else ""
        return f"hero at {hero['health']} Health{armor}"


@lru_cache(maxsize=4096)
def _face(catalog: Catalog, card_id: str) -> FaceData:
    card = catalog.get(card_id)
    kind = KINDS.get(card.type, "spell")
    health = card.health if kind in ("minion", "weapon") else None
    return FaceData(
        card.id,
        card.name,
        kind,
        card.cost if kind != "hero" else None,
        card.attack if kind in ("minion", "weapon") else None,
        health,
        type_line(card),
        card_text(card, names_for(catalog)),
        card.rarity.lower() if card.rarity in ("COMMON", "RARE", "EPIC", "LEGENDARY") else "free",
        card.card_class.lower(),
    )


def type_line(card: CardDef) -> str:
    """ "Mage Spell", "Neutral Minion - Beast", "Hero Power"."""
    if card.type == "hero_power":
        return "Hero Power"
    words = f"{card.card_class.title()} {KINDS.get(card.type, card.type).title()}"
    if card.races:
        words += " - " + ", ".join(r.title() for r in card.races)
    return words
