"""WoW TCG at the card table: its layout, and the adapter from the engine's observation, actions and
events (docs/wowtcg-engine.md) to the table's view, gestures and animation cues.

Layout (the viewer's half; the opponent's is mirrored): the ally row just below the middle, the
resource row (face-down resources and face-up quests) and the equipment row (weapons, armor,
items and attached cards; a character names under it what is attached to it) under it with the
ready-resource bar, the hand along the bottom, the hero on the right with the deck and graveyard
piles beside it. The chain sits across the middle on the right, bottom link first. Card keys on the
table are the engine's object ids (link ids on the chain); faces are keyed by card name.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from client.cards.table_faces import FaceData
from client.games.wowtcg.decks import WowTcgDecks
from client.games.wowtcg.faces import compose, face_data, token_data
from client.table.adapter import TableAdapter
from client.table.animation import Cue
from client.table.decks import DeckRules
from client.table.gestures import Gesture
from client.table.layout import TableLayout, ZoneSpec
from client.table.model import CardView, TableView, ZoneView
from engine.core import Action, Event
from engine.games.wowtcg.actions import TcgAction
from engine.games.wowtcg.game import WowTcgGame

WOWTCG_LAYOUT = TableLayout(
    (
        ZoneSpec("hand", "hand", (0.0, 0.8, 0.68, 0.2)),
        ZoneSpec("allies", "row", (0.02, 0.505, 0.64, 0.15), 0.78, label="Allies"),
        ZoneSpec("resources", "row", (0.02, 0.66, 0.4, 0.1), 0.5, label="Resources"),
        ZoneSpec("ready", "resource", (0.02, 0.765, 0.4, 0.03)),
        ZoneSpec("equipment", "row", (0.43, 0.66, 0.25, 0.13), 0.55, label="Equipment"),
        ZoneSpec("hero", "portrait", (0.69, 0.655, 0.15, 0.3), 1.1),
        ZoneSpec("deck", "pile", (0.855, 0.645, 0.14, 0.16), 0.5, label="Deck"),
        ZoneSpec("graveyard", "pile", (0.855, 0.815, 0.14, 0.16), 0.5, label="Graveyard"),
        ZoneSpec("chain", "row", (0.69, 0.4, 0.3, 0.2), 0.72, label="Chain"),
    )
)
"""The chain's box is centred on the middle line, so both seats' boxes are the same; its links are
all shown in seat 0's zone, bottom first."""
REMINDERS: dict[str, str] = {
    "protector": "Protector: may exhaust to become the defender when an ally or hero is attacked.",
    "elusive": "Elusive: cannot be attacked.",
    "ferocity": "Ferocity: can attack the turn it enters play.",
    "long_range": "Long-Range: the defender deals no combat damage back.",
}
LINK_WORDS = {
    "card": "Play",
    "resource": "Resource",
    "payment": "Power",
    "completion": "Quest",
    "flip": "Flip",
    "strike": "Strike",
    "trigger": "Trigger",
}
"""The short word under a chain link for each link kind (the face shows the card itself)."""
QUIET_WINDOWS = ("ready", "draw", "end")
"""The steps where the table passes for a player with no card to play (``WowTcgTable.auto``)."""
REPLACEMENT_WORDS = {
    "double_hero_dtype": "double the damage",
    "hero_deals_plus": "your hero deals more",
    "hero_dealt_plus": "your hero is dealt more",
}
"""How a replacement choice names each replacement op (CR 716)."""
MULLIGAN_LABELS = {"keep": "Keep this hand", "mulligan": "Mulligan: shuffle it in and draw seven"}
WORDS = {
    "none": "None",
    "yes": "Yes",
    "no": "No",
    "pay": "Pay",
    "decline": "Decline",
    "ready": "Ready",
    "stay": "Stay exhausted",
}


def combat_of(obs: Mapping[str, Any]) -> dict[str, Any]:
    """The combat under way: the observation's, or while it is only proposed, the proposal link's."""
    combat = dict(obs.get("combat") or {})
    for link in obs["chain"]:
        if link["kind"] == "proposal" and "attacker" not in combat:
            combat = {"attacker": link["data"].get("attacker"), "proposed": link["data"].get("defender")}
    return combat


def carried(play: Sequence[Mapping[str, Any]]) -> dict[str, str]:
    """Character id -> the words under it for the cards attached to it: the card's name, or how many
    when there are several (a label under a card must stay about as wide as the card)."""
    names: dict[str, list[str]] = {}
    for c in play:
        if c["attached_to"] and c["card"]:
            names.setdefault(c["attached_to"], []).append(c["card"])
    return {host: on[0] if len(on) == 1 else f"{len(on)} attached" for host, on in names.items()}


class WowTcgTable(TableAdapter):
    """The adapter for one WoW TCG game (its catalog gives names, faces and text)."""

    game_id = "wowtcg"
    layout = WOWTCG_LAYOUT

    def __init__(self, game: WowTcgGame, *, every_step: bool = False) -> None:
        """``every_step``: stop in the ready, draw and end steps too (see ``auto``)."""
        self.game = game
        self.every_step = every_step
        self.cards = game.catalog.cards
        self._faces: dict[str, FaceData] = {}

    # The view ----------------------------------------------------------------------------------

    def view(self, obs: Mapping[str, Any], names: Sequence[str]) -> TableView:
        viewer = int(obs["you"])
        play = list(obs["play"])
        by_id = {c["id"]: c for c in play}
        combat = combat_of(obs)
        on = carried(play)
        zones: list[ZoneView] = []
        for p, side in enumerate(obs["players"]):
            seat = 0 if p == viewer else 1
            name = names[p] if p < len(names) else f"Player {p + 1}"
            mine = [c for c in play if c["controller"] == p]
            zones += self._side(p, side, seat, name, mine, by_id, combat, on)
        zones.append(
            ZoneView("chain", 0, tuple(self._link(i, link, by_id) for i, link in enumerate(obs["chain"])))
        )
        return TableView(tuple(zones), (names[viewer], names[1 - viewer]), self._prompt(obs))

    def _side(
        self,
        p: int,
        side: Mapping[str, Any],
        seat: int,
        name: str,
        mine: list[Mapping[str, Any]],
        by_id: Mapping[str, Mapping[str, Any]],
        combat: Mapping[str, Any],
        on: Mapping[str, str],
    ) -> list[ZoneView]:
        hero = by_id.get(side["hero"])
        heroes: tuple[CardView, ...] = ()
        if hero is not None:
            flags = self._flags(hero, combat)
            if not hero["face_up"]:
                flags = ("flipped", *flags)
            heroes = (
                CardView(
                    hero["id"],
                    hero["card"],
                    hero.get("atk") or None,
                    side["life"],
                    None,
                    hero.get("health"),
                    flags,
                    label=" \u00b7 ".join(filter(None, (name, on.get(hero["id"], "")))),
                ),
            )
        characters = [c for c in mine if c["id"] != side["hero"] and (c["row"] == "ally" or "atk" in c)]
        # totems are characters (CR 306.4a)
        allies = tuple(self._character(c, combat, on.get(c["id"], "")) for c in characters)
        resources = [c for c in mine if c["row"] == "resource"]
        shown = tuple(
            CardView(
                c["id"], c["card"] if c["face_up"] else None, flags=("exhausted",) if c["exhausted"] else ()
            )
            for c in resources
        )
        ready = sum(1 for c in resources if not c["exhausted"])
        kept = [c for c in mine if c["row"] in ("hero", "attached") and c["id"] != side["hero"]]
        equipment = self._equipment([c for c in kept if c not in characters])
        if "hand" in side:
            hand = tuple(self._hand_card(c) for c in side["hand"])
        else:
            hand = tuple(CardView(f"hand{p}.{i}", None) for i in range(side["hand_count"]))
        graveyard = side["graveyard"]
        top = (CardView(graveyard[-1]["id"], graveyard[-1]["card"]),) if graveyard else ()
        return [
            ZoneView("hero", seat, heroes),
            ZoneView("allies", seat, allies),
            ZoneView("resources", seat, shown),
            ZoneView(
                "ready", seat, text=f"{ready}/{len(resources)} ready", current=ready, maximum=len(resources)
            ),
            ZoneView("equipment", seat, equipment),
            ZoneView("hand", seat, hand, count=side["hand_count"]),
            ZoneView("deck", seat, count=side["deck_count"]),
            ZoneView("graveyard", seat, top, count=len(graveyard)),
        ]

    def _hand_card(self, c: Mapping[str, Any]) -> CardView:
        """A card in the viewer's hand with its cost now, which the table marks over the printed gem
        when an effect changed it (heroes and quests print no cost)."""
        printed = self.cards.get(c["card"])
        gem = None if printed is None or printed.type in ("hero", "quest") else printed.cost
        return CardView(c["id"], c["card"], cost=c["cost"], base_cost=gem)

    def _flags(self, c: Mapping[str, Any], combat: Mapping[str, Any]) -> tuple[str, ...]:
        flags = []
        if c["id"] == combat.get("attacker"):
            flags.append("attacking")
        if c["id"] in (combat.get("defender"), combat.get("proposed")):
            flags.append("defending")
        if c["exhausted"]:
            flags.append("exhausted")
        flags += [k for k in c.get("keywords", ()) if k in REMINDERS]
        return tuple(flags)

    def _character(self, c: Mapping[str, Any], combat: Mapping[str, Any], label: str) -> CardView:
        printed = self.cards.get(c["card"])
        health = c.get("health")
        return CardView(
            c["id"],
            c["card"],
            c.get("atk"),
            None if health is None else health - c["damage"],
            printed.atk if printed is not None else c.get("atk"),
            health,
            self._flags(c, combat),
            label=label,
        )

    def _equipment(self, cards: Sequence[Mapping[str, Any]]) -> tuple[CardView, ...]:
        """The equipment row: the hero's weapons, armor and items, then attached cards side by side
        per host. The row's cards are small and packed, so none has a label: the host names what it
        carries instead (``carried``)."""
        hosts = list(dict.fromkeys(c["attached_to"] for c in cards if c["attached_to"]))
        ordered = sorted(cards, key=lambda c: hosts.index(c["attached_to"]) + 1 if c["attached_to"] else 0)
        return tuple(
            CardView(c["id"], c["card"], flags=("exhausted",) if c["exhausted"] else ()) for c in ordered
        )

    def _link(self, i: int, link: Mapping[str, Any], by_id: Mapping[str, Mapping[str, Any]]) -> CardView:
        """A link of the chain: the card it comes from (the attacker for a combat) and a short label."""
        if link["kind"] == "proposal":
            attacker = by_id.get(link["data"].get("attacker", ""))
            return CardView(
                link["id"], attacker["card"] if attacker is not None else None, label=f"{i + 1} Attack"
            )
        name = link["name"] or None
        known = name if name is not None and name in self.cards else None
        return CardView(link["id"], known, label=f"{i + 1} {LINK_WORDS.get(link['kind'], 'Play')}")

    def _prompt(self, obs: Mapping[str, Any]) -> str:
        viewer = int(obs["you"])
        pending = obs.get("pending")
        if pending is not None:
            if pending["player"] != viewer:
                return ""
            prompt = str(pending.get("prompt") or "")
            source = pending.get("source") or {}
            if pending["kind"] in ("may", "unless") and source.get("name") and prompt:
                return f"{source['name']}: {prompt[0].lower()}{prompt[1:]}"
            return prompt
        if obs.get("priority") != viewer:
            return ""
        if obs["chain"]:
            return "Respond to the chain, or pass (E) to let it resolve."
        if obs["window"] in ("attacker", "defender"):
            return "Combat: respond, strike with a weapon, or pass (E)."
        if obs["window"] == "action" and obs["turn_player"] == viewer:
            return "Your turn: play a card, place a resource, attack, or pass (E) to end the turn."
        return f"{str(obs['window']).title()} step: respond, or pass (E)."

    # Gestures ----------------------------------------------------------------------------------

    def gestures(self, actions: Sequence[Action], obs: Mapping[str, Any]) -> list[Gesture]:
        names = self._names(obs)
        resources = sum(1 for c in obs["play"] if c["controller"] == obs["you"] and c["row"] == "resource")
        out: list[Gesture] = []
        own_phase = obs["window"] == "action" and obs["turn_player"] == obs["you"] and not obs["chain"]
        pass_word = "End turn" if own_phase else "Pass"
        pending = obs.get("pending") or {}
        shown = dict(names)
        if pending.get("kind") == "order":  # a trigger-order option shows its source card
            shown |= {t["option"]: t["name"] for t in pending.get("triggers", [])}
        labels = self._choice_labels(
            [a for a in actions if isinstance(a, TcgAction) and a.verb == "choose"], names, pending
        )
        for a in actions:
            assert isinstance(a, TcgAction), a
            verb, args = a.verb, a.args
            if verb == "choose":
                option = args[0]
                out.append(Gesture(a, "choose", label=labels[option], card_id=self._card_of(option, shown)))
            elif verb == "pass":
                out.append(Gesture(a, "end", label=pass_word))
            elif verb == "concede":
                out.append(Gesture(a, "concede", label="Concede"))
            elif verb == "hearth":
                out.append(Gesture(a, "concede", source=None, label="Hearth"))
            elif verb in ("resource", "quest"):
                label = "Face up as a quest" if verb == "quest" else "Face down as a resource"
                out += [
                    Gesture(a, "play", source=args[0], zone="resources", position=i, label=label)
                    for i in range(resources + 1)
                ]
            elif verb == "play":
                alt = len(args) > 1 and args[1] == "alt"
                targets = list(args[2:] if alt else args[1:])
                label = "Pay the alternate cost" if alt else "Pay the cost"
                if len(targets) > 1:
                    label += ": " + ", ".join(names.get(t, t) for t in targets)
                out.append(
                    Gesture(a, "play", source=args[0], target=targets[0] if targets else None, label=label)
                )
            elif verb == "attack":
                out.append(Gesture(a, "attack", source=args[0], target=args[1], label="Attack"))
            elif verb == "strike":
                out.append(
                    Gesture(
                        a, "power", source=args[0], label=f"Strike with {names.get(args[0], 'the weapon')}"
                    )
                )
            else:
                target_ids = list(args[2:] if verb == "use" else args[1:])
                label = {
                    "use": f"Use power {args[1] if len(args) > 1 else ''}".strip(),
                    "complete": "Complete the quest",
                    "flip": "Flip the hero",
                }.get(verb, verb)
                if len(target_ids) > 1:
                    label += ": " + ", ".join(names.get(t, t) for t in target_ids)
                out.append(
                    Gesture(
                        a, "power", source=args[0], target=target_ids[0] if target_ids else None, label=label
                    )
                )
        return out

    def auto(self, gestures: Sequence[Gesture], obs: Mapping[str, Any]) -> Gesture | None:
        """Pass priority when passing is all the player may do (most windows of the turn); conceding
        (offered at every decision, and by the Hearthstone item) stays on the Concede button and does
        not count as a choice.

        Unless ``every_step``, also pass in the quiet steps (ready, draw, end) while the chain is
        empty and no card in hand can be played: what is left there (a hero flip, a quest, a power)
        can wait for the action phase.
        """
        choices = [g for g in gestures if g.kind != "concede"]
        passes = [g for g in choices if g.kind == "end"]
        if not passes or obs.get("result"):
            return None
        if len(choices) == 1:
            return passes[0]
        quiet = obs["window"] in QUIET_WINDOWS and not obs["chain"] and obs.get("pending") is None
        if quiet and not self.every_step and not any(g.kind == "play" for g in choices):
            return passes[0]
        return None

    def _names(self, obs: Mapping[str, Any]) -> dict[str, str]:
        """Card name by object id (and link id) for everything the viewer can see."""
        names: dict[str, str] = {}
        for c in obs["play"]:
            if c["card"]:
                names[c["id"]] = c["card"]
        for side in obs["players"]:
            for c in side.get("hand", []) + side["graveyard"] + side["removed"]:
                names[c["id"]] = c["card"]
        for link in obs["chain"]:
            names[link["id"]] = link["name"] or "a face-down resource"
        for p in (0, 1):
            names[f"p{p}"] = "You" if p == obs["you"] else "Your opponent"
        return names

    def _card_of(self, option: str, names: Mapping[str, str]) -> str | None:
        name = names.get(option)
        return name if name in self.cards else None

    def _choice_labels(
        self, actions: Sequence[TcgAction], names: Mapping[str, str], pending: Mapping[str, Any]
    ) -> dict[str, str]:
        """A distinct label for each option of a pending choice (two Footmen read "(2)" on the second).

        Trigger order options are indexes into the pending choice's waiting triggers: shown as their
        source cards, whose faces carry the text, under the source's name; "<source>: <text>" when a
        source has no face (a token). Replacement options are ``<card>.<op>`` ("Frost Armor: double").
        """
        kind = str(pending.get("kind", ""))
        triggers = {t["option"]: t for t in pending.get("triggers", [])}
        faces = all(t["name"] in self.cards for t in triggers.values())
        labels: dict[str, str] = {}
        seen: Counter[str] = Counter()
        for a in actions:
            option = a.args[0]
            card, _, op = option.partition(".")
            if kind == "order" and option in triggers:
                trigger = triggers[option]
                words = trigger["name"] if faces else f"{trigger['name']}: {trigger['text']}"
            elif kind == "replacement" and card in names:
                words = f"{names[card]}: {REPLACEMENT_WORDS.get(op, op.replace('_', ' '))}"
            else:
                words = MULLIGAN_LABELS.get(option) or WORDS.get(option) or names.get(option) or option
            seen[words] += 1
            labels[option] = words if seen[words] == 1 else f"{words} ({seen[words]})"
        return labels

    # Faces, details, animation ---------------------------------------------------------------

    def face(self, card_id: str) -> FaceData:
        data = self._faces.get(card_id)
        if data is None:
            card = self.cards.get(card_id)
            data = face_data(card) if card is not None else token_data(card_id)
            self._faces[card_id] = data
        return data

    def compose(self, card_id: str, variant: str, width: int) -> Image.Image:
        card = self.cards.get(card_id)
        return compose(self.face(card_id), card.type if card is not None else "ally", width)

    def details(self, card_id: str) -> list[str]:
        card = self.cards.get(card_id)
        if card is None:
            return ["A token: it leaves the game when it leaves play."]
        lines = [REMINDERS[k] for k in card.keywords if k in REMINDERS]
        traits = " ".join(t.title() for t in card.traits())
        if traits:
            lines.append(f"Trait icons: {traits}")
        return lines

    def cues(self, event: Event, obs: Mapping[str, Any]) -> list[Cue]:
        d = event.data
        viewer = int(obs["you"])
        seat = 0 if d.get("player", viewer) == viewer else 1
        kind = event.kind
        card = d.get("card")
        if kind == "draw":
            return [Cue("draw", seat=seat)]
        if kind in ("play", "power", "strike"):
            name = d.get("name")
            if isinstance(card, str) and name in self.cards:
                return [Cue("play", key=card, card_id=name, seat=seat)]
            return [Cue("banner", text=event.text)] if seat == 1 else []  # a token's power
        if kind == "turn" and d.get("player") == viewer and not obs.get("result"):
            return [Cue("banner", text="Your turn")]
        if kind == "enters" and isinstance(card, str):
            return [Cue("summon", key=card, seat=seat)]
        if kind == "attack" and d.get("defender"):
            return [Cue("lunge", key=d["attacker"], target=d["defender"])]
        if kind == "damage":
            return [Cue("damage", target=d["target"], amount=int(d.get("amount", 0)))]
        if kind == "heal" and isinstance(card, str):
            return [Cue("heal", target=card, amount=int(d.get("amount", 0)))]
        if kind == "destroyed" and isinstance(card, str):
            return [Cue("death", key=card)]
        return []

    def deck_rules(self) -> DeckRules:
        return WowTcgDecks(self.game)

    def moves_hint(self) -> str:
        return "Moves left: play, attack or use powers"

    def side_text(self, obs: Mapping[str, Any], player: int) -> str:
        hero = next((c for c in obs["play"] if c["id"] == obs["players"][player]["hero"]), None)
        if hero is None:
            return ""
        card = self.cards.get(hero["card"])
        return f"{hero['card']} ({card.faction.title()} {card.cls.title()})" if card else hero["card"]

    def score_text(self, obs: Mapping[str, Any], player: int) -> str:
        life = obs["players"][player]["life"]
        return "hero destroyed" if life <= 0 else f"hero at {life} health"
