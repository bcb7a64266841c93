"""Riftbound at the card table: its layout, and the adapter from the engine's observation, actions and
events (docs/riftbound-engine.md) to the table's view, gestures and animation cues.

Layout (the viewer's half; the opponent's is mirrored): across the middle the two battlefields (f0
left, f1 right), each with its facedown slot and each side's units there, and the chain on the right;
below them the base, the rune pool with Energy, Power and points, the hand; on the right the Champion
Legend, the Chosen Champion, the trash, the Main Deck and the Rune Deck. Card keys are the engine's
uids; a chain item is ``k<id>``.

Gestures: a hand card dragged onto the base (play there), onto a battlefield card (play or hide
there) or onto its target; a unit dragged to a battlefield card or the base (move; "all together"
when several may go); a board card clicked for its ability; Pass and End turn share the End button;
prompts (mulligan, targets of a trigger, "you may", Vision, showdown order, damage order) are dialogs.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from client.cards.table_faces import FaceData
from client.games.riftbound.text import face_of
from client.table.adapter import TableAdapter
from client.table.animation import Cue
from client.table.decks import DeckRules
from client.table.gestures import Gesture
from client.table.layout import TableLayout, ZoneSpec
from client.table.model import CardView, TableView, ZoneView
from engine.core import Action, Event, State
from engine.games.riftbound.game import RiftboundGame
from engine.games.riftbound.legal import PAY
from engine.games.riftbound.match import GAME_WINS, new_match, next_setup
from engine.games.riftbound.state import RiftState

FIELD_X = (0.0, 0.45)
"""Left edge of each battlefield's column (its card, then its facedown slot and units)."""
RB_LAYOUT = TableLayout(
    (
        ZoneSpec("hand", "hand", (0.0, 0.83, 0.6, 0.17), 0.85),
        *(ZoneSpec(f"field{i}", "portrait", (x, 0.41, 0.1, 0.18), 0.85) for i, x in enumerate(FIELD_X)),
        *(ZoneSpec(f"hidden{i}", "slots", (x + 0.1, 0.5, 0.035, 0.17), 0.8) for i, x in enumerate(FIELD_X)),
        *(ZoneSpec(f"at{i}", "row", (x + 0.135, 0.5, 0.31, 0.17), 0.7) for i, x in enumerate(FIELD_X)),
        ZoneSpec("chain", "row", (0.9, 0.41, 0.1, 0.18), 0.55, label="Chain"),
        ZoneSpec("base", "row", (0.0, 0.68, 0.6, 0.145), 0.7, label="Base"),
        ZoneSpec("legend", "portrait", (0.61, 0.68, 0.12, 0.175), 0.85),
        ZoneSpec("champion", "portrait", (0.73, 0.68, 0.12, 0.175), 0.8),
        ZoneSpec("deck", "pile", (0.85, 0.68, 0.075, 0.16), 0.5, label="Deck"),
        ZoneSpec("runedeck", "pile", (0.925, 0.68, 0.075, 0.16), 0.5, label="Runes"),
        ZoneSpec("trash", "pile", (0.61, 0.86, 0.1, 0.14), 0.5, label="Trash"),
        ZoneSpec("points", "resource", (0.72, 0.87, 0.28, 0.035)),
        ZoneSpec("runes", "resource", (0.72, 0.91, 0.28, 0.035)),
        ZoneSpec("pool", "resource", (0.72, 0.95, 0.28, 0.035)),
    )
)
PROMPTS = {
    "mulligan": "Mulligan: mark up to 2 cards to set aside and draw again",
    "battlefield": "Choose your battlefield for this game",
    "trigger": "Choose the target of the ability",
    "may": "Use the ability?",
    "vision": "Vision: keep the top card of your deck, or recycle it",
    "showdown": "Choose the battlefield whose showdown comes first",
    "assign": "Choose the unit that takes lethal combat damage next",
    "replace": "A unit would die: choose the replacement",
    "discounts": "Choose the order the discounts apply in",
    "cost_kill": "Choose a friendly unit to kill for the cost",
    "cost_recycle": "Choose a trash card to recycle for the cost",
    "cost_discard": "Choose a card to discard for the cost",
    "cost_exhaust": "Choose a friendly unit to exhaust for the cost",
    "predict": "Predict: keep the card on top, or recycle it",
    "predict_order": "Predict: choose the card to put on top next",
    "hook": "Baited Hook: choose a unit to play, or none",
    "future": "Promising Future: choose a spell of your hand to banish and play free, or none",
    "each_kill": "Each player kills a unit they control: choose yours",
    "kill_to_draw": "You may kill another friendly unit here to draw: choose it, or none",
    "each_move": "You may move a unit you don't control to that battlefield: choose it, or none",
    "spend_buff": "You may spend a buff to move the chosen unit: choose the buffed unit, or none",
    "rechoose": "Choose the ability's new target, or keep it",
    "trigger_order": "Choose the ability that goes on the chain next",
    "split": "Choose the unit that takes the next point",
    "discard": "Choose a card to discard",
    "recycle": "Choose a trash card to put under your deck",
    "subset": "Choose a unit the spell still affects, or Done",
}
LOOKED = {
    "vision": "Vision: keep {} on top of your deck, or recycle it",
    "predict": "Predict: keep {} on top, or recycle it",
}
"""A Vision or Predict prompt naming the card looked at (the observation's ``looked``)."""
LEFT = {"split": "{} left", "discard": "{} left", "recycle": "{} left", "subset": "{} Might"}
"""How a prompt's ``left`` count reads after its question."""
TRIGGER_WORDS = {
    "vision": "Vision",
    "hunt": "Hunt",
    "temporary": "Temporary",
    "quick-draw": "Quick-Draw",
    "weaponmaster": "Weaponmaster",
    "doom": "the delayed kill",
    "stash": "draw its banished card",
}
"""A ``trigger_order`` option's keyword ability, in words."""
SOURCE_PROMPTS = {
    "trigger": "{}'s ability: choose its target",
    "may": "{}'s ability: use it?",
}
"""A trigger's prompt naming the card whose ability asks (the observation's ``src_card``)."""
CHOICE_WORDS = {"yes": "Yes", "no": "No", "keep": "Keep it on top", "recycle": "Recycle it", "done": "Done"}
REMINDERS = {
    "accelerate": "Accelerate: pay extra to play the unit ready.",
    "action": "Action: may be played in showdowns.",
    "assault": "Assault: +Might while attacking.",
    "deflect": "Deflect: spells and abilities that choose it cost more Power.",
    "ganking": "Ganking: may move from battlefield to battlefield.",
    "hidden": "Hidden: may be hidden facedown at a battlefield you control and played later.",
    "reaction": "Reaction: may be played at any time, even on the chain.",
    "shield": "Shield: +Might while defending.",
    "tank": "Tank: must be assigned combat damage first.",
    "temporary": "Temporary: killed at the start of its controller's turn.",
    "vision": "Vision: look at the top card of your deck; keep or recycle it.",
    "weaponmaster": "Weaponmaster: equip a gear for less when played.",
    "backline": "Backline: is assigned combat damage last.",
}


def chain_key(item: int | str) -> str:
    return f"k{item}"


def known_cards(obs: Mapping[str, Any]) -> dict[str, str]:
    """The card id of every uid the observation shows face up (zones, board, battlefields, the chain,
    a prompt's source and the deck cards it looks at) and of each chain item's id (a spell's target
    word): names and faces come from the observation alone, so a table opened on a saved game and the
    replay viewer show as much as a table open all along."""
    known: dict[str, str] = {}
    for side in obs["players"]:
        for zone in ("hand", "aside", "trash", "banish", "champion_zone"):
            known.update((c["uid"], c["card"]) for c in side[zone])
        known[side["legend"]["uid"]] = side["legend"]["card"]
    known.update((uid, entry["card"]) for uid, entry in obs["board"].items())
    for bf in obs["battlefields"]:
        known[bf["card"]["uid"]] = bf["card"]["card"]
        if bf["facedown"] and "uid" in bf["facedown"]:
            known[bf["facedown"]["uid"]] = bf["facedown"]["card"]
    for item in obs["chain"]:
        known[item["src"]] = known[str(item["id"])] = item["card"]
    prompt = obs.get("prompt")
    if prompt is not None and "src" in prompt:
        known[prompt["src"]] = prompt["src_card"]
    if prompt is not None:
        known.update((c["uid"], c["card"]) for c in prompt.get("looked", []))
    return known


class RiftboundTable(TableAdapter):
    """The adapter for one Riftbound game (its pool gives names, faces and text)."""

    game_id = "riftbound"
    layout = RB_LAYOUT

    def __init__(self, game: RiftboundGame) -> None:
        self.game = game
        self.pool = game.pool
        self._faces: dict[str, FaceData] = {}

    # The view ----------------------------------------------------------------------------------

    def view(self, obs: Mapping[str, Any], names: Sequence[str]) -> TableView:
        viewer = int(obs["viewer"])
        zones: list[ZoneView] = []
        for p, side in enumerate(obs["players"]):
            seat = 0 if p == viewer else 1
            zones += self._side(obs, side, p, seat)
        zones += self._fields(obs, viewer)
        chain = tuple(
            CardView(chain_key(item["id"]), item["card"], label=_chain_label(item, viewer))
            for item in obs["chain"]
        )
        zones.append(ZoneView("chain", 0, chain))
        return TableView(tuple(zones), (names[viewer], names[1 - viewer]), self._prompt(obs, viewer))

    def _prompt(self, obs: Mapping[str, Any], viewer: int) -> str:
        prompt = obs.get("prompt")
        if prompt is not None and prompt["p"] == viewer:
            if "src_card" in prompt and prompt["kind"] in SOURCE_PROMPTS:
                return SOURCE_PROMPTS[prompt["kind"]].format(self.pool[prompt["src_card"]].name)
            looked = {c["uid"]: c["card"] for c in prompt.get("looked", [])}
            if prompt["kind"] in LOOKED and prompt.get("card") in looked:
                return LOOKED[prompt["kind"]].format(self.pool[looked[prompt["card"]]].name)
            text = PROMPTS.get(prompt["kind"], "Choose")
            if prompt["kind"] in LEFT and "left" in prompt:
                text += f" ({LEFT[prompt['kind']].format(prompt['left'])})"
            return text
        if obs["chain"] and obs["priority"] == viewer:
            return "The chain: play a Reaction, or Pass to let the newest item resolve"
        showdown = obs.get("showdown")
        if showdown is not None and obs["focus"] == viewer:
            where = self.pool[obs["battlefields"][int(showdown["bf"][1:])]["card"]["card"]].name
            return f"Showdown at {where}: you have Focus; play an Action or Reaction, or Pass"
        if obs["step"] == "main" and obs["to_act"] == viewer and obs["turn_player"] == viewer:
            return "Your turn: play cards, move units to battlefields to conquer them, or end the turn"
        return ""

    def _side(self, obs: Mapping[str, Any], side: Mapping[str, Any], p: int, seat: int) -> list[ZoneView]:
        board = obs["board"]
        base = tuple(
            self._permanent(uid, e, board)
            for uid, e in board.items()
            if e["at"] == f"b{p}" and e["kind"] in ("unit", "gear")
        )
        runes = [e for e in board.values() if e["kind"] == "rune" and e["ctl"] == p]
        ready = sum(1 for e in runes if not e["ex"])
        legend_uid = side["legend"]["uid"]
        legend_entry = board.get(legend_uid, {})
        legend = CardView(
            legend_uid, side["legend"]["card"], flags=("exhausted",) if legend_entry.get("ex") else ()
        )
        champion = tuple(CardView(c["uid"], c["card"]) for c in side["champion_zone"])
        if seat == 0:
            hand = tuple(CardView(c["uid"], c["card"]) for c in side["hand"])
        else:
            hand = tuple(CardView(f"oh{p}.{i}", None) for i in range(side["hand_size"]))
        trash = tuple(CardView(c["uid"], c["card"]) for c in side["trash"][-1:])
        power = ", ".join(f"{n} {d.title()}" for d, n in sorted(side["power"].items()) if n)
        points = int(side["points"])
        victory = int(obs["victory_score"])
        xp = f" \u00b7 XP {side['xp']}" if side["xp"] else ""
        return [
            ZoneView("base", seat, base),
            ZoneView("runes", seat, text=f"Runes: {ready} of {len(runes)} ready{xp}"),
            ZoneView("hand", seat, hand, count=side["hand_size"]),
            ZoneView("legend", seat, (legend,)),
            ZoneView("champion", seat, champion),
            ZoneView("trash", seat, trash, count=len(side["trash"])),
            ZoneView("deck", seat, count=side["deck_size"]),
            ZoneView("runedeck", seat, count=side["rune_deck_size"]),
            ZoneView(
                "pool",
                seat,
                text=f"Pool: {side['energy']} Energy" + (f", {power}" if power else ""),
            ),
            ZoneView("points", seat, text=f"{points}/{victory} points", current=points, maximum=victory),
        ]

    def _permanent(self, uid: str, e: Mapping[str, Any], board: Mapping[str, Any]) -> CardView:
        """A unit or gear; its two most telling states as chips (combat role, stun, exhaustion, damage)."""
        flags: list[str] = []
        if e.get("des") in ("A", "D"):
            flags.append("attacking" if e["des"] == "A" else "defending")
        elif e.get("ex"):
            flags.append("exhausted")
        if e.get("stun"):
            flags.append("stunned")
        if e.get("dmg"):
            flags.append(f"damage:{e['dmg']}")
        if e.get("buff"):
            flags.append("enchanted")
        might = e.get("might")
        printed = self.pool[e["card"]].might if e["kind"] == "unit" else None
        label = f"on {self.pool[board[e['att']]['card']].name}" if e.get("att") else ""
        return CardView(uid, e["card"], might, None, printed, None, tuple(flags[:2]), label)

    def _fields(self, obs: Mapping[str, Any], viewer: int) -> list[ZoneView]:
        zones: list[ZoneView] = []
        showdown = obs.get("showdown")
        for i, bf in enumerate(obs["battlefields"]):
            ctl = bf["controller"]
            label = "Uncontrolled" if ctl is None else ("Yours" if ctl == viewer else "Theirs")
            if bf["contested"] is not None:
                label += ", contested"
            if showdown is not None and showdown["bf"] == f"f{i}":
                label = "Showdown!"
            zones.append(
                ZoneView(f"field{i}", 0, (CardView(bf["card"]["uid"], bf["card"]["card"], label=label),))
            )
            for p in (0, 1):
                seat = 0 if p == viewer else 1
                units = tuple(
                    self._permanent(uid, e, obs["board"])
                    for uid, e in obs["board"].items()
                    if e["at"] == f"f{i}" and e["ctl"] == p
                )
                zones.append(ZoneView(f"at{i}", seat, units))
                fd = bf["facedown"]
                hidden: tuple[CardView, ...] = ()
                if fd is not None and fd["p"] == p:
                    hidden = (CardView(fd.get("uid", f"fd{i}"), None),)
                zones.append(ZoneView(f"hidden{i}", seat, hidden))
        return zones

    # Gestures ----------------------------------------------------------------------------------

    def gestures(self, actions: Sequence[Action], obs: Mapping[str, Any]) -> list[Gesture]:
        viewer = int(obs["viewer"])
        words = [str(a).split() for a in actions]
        can_end = any(w[0] == "end" for w in words)
        base_slots = 1 + sum(
            1 for e in obs["board"].values() if e["at"] == f"b{viewer}" and e["kind"] in ("unit", "gear")
        )
        fields = [bf["card"]["uid"] for bf in obs["battlefields"]]
        known = known_cards(obs)
        moves = [(w[1].split("+"), w[2][1:]) for w in words if w[0] == "move"]
        autopay: Mapping[str, list[str]] = obs.get("autopay", {})
        out: list[Gesture] = []
        for action, w in zip(actions, words, strict=True):
            verb = w[0]
            spend = autopay.get(str(action))
            if w[-1].startswith(PAY):
                spend = w.pop()[len(PAY) :].split("+")
            start = len(out)
            if verb in ("aside", "keep"):
                out.append(Gesture(action, "mulligan", cards=tuple(w[1:])))
            elif verb == "end":
                out.append(Gesture(action, "end"))
            elif verb == "concede":
                out.append(Gesture(action, "concede", label="Concede"))
            elif verb == "invite":
                label = f"Invite {_seat_name(obs, int(w[1]) - 1)} to play a spell or use an ability"
                out.append(Gesture(action, "other", label=label))
            elif verb == "pass":
                out.append(
                    Gesture(action, "end", label="Pass")
                    if not can_end
                    else Gesture(action, "other", label="Pass")
                )
            elif verb in ("choose", "assign"):
                out.append(self._choice(action, w[1], obs, known))
            elif verb == "play":
                out += self._play(action, w[1:], base_slots, fields, known)
            elif verb == "move":
                units, dest = w[1].split("+"), w[2][1:]
                if len(units) > 1 and any(set(units) < set(u) and d == dest for u, d in moves):
                    continue
                label = "Move" if len(units) == 1 else f"Move all {len(units)} together"
                origins = sorted({obs["board"][u]["at"] for u in units})
                if len(origins) > 1:
                    label += " (from " + " and ".join(self._place_name(o, obs, known) for o in origins) + ")"
                for unit in units:
                    out += self._place(action, unit, dest, label, base_slots, fields)
            elif verb == "hide":
                out.append(
                    Gesture(action, "play", source=w[1], target=fields[int(w[2][2:])], label="Hide facedown")
                )
            elif verb == "use":
                source, number = w[1].rsplit(".", 1)
                target = self._target(w[3]) if len(w) > 3 else None
                label = f"Use ability {int(number) + 1}"
                out.append(Gesture(action, "power", source=source, target=target, label=label))
            elif verb == "equip":
                out.append(Gesture(action, "play", source=w[1], target=w[3], label="Equip"))
            else:
                out.append(Gesture(action, "other", label=str(action)))
            if spend:
                note = ", recycling " + " and ".join(f"a {d.title()} rune" for d in spend)
                out[start:] = [replace(g, label=g.label + note) for g in out[start:]]
        return out

    def _place(
        self, action: Action, source: str, dest: str, label: str, base_slots: int, fields: list[str]
    ) -> list[Gesture]:
        """Gestures that put ``source`` at ``dest``: a drop anywhere in the base row, or on a battlefield."""
        if dest.startswith("b"):
            return [
                Gesture(action, "play", source=source, zone="base", position=i, label=label)
                for i in range(base_slots)
            ]
        return [Gesture(action, "play", source=source, target=fields[int(dest[1:])], label=label)]

    def _play(
        self, action: Action, words: list[str], base_slots: int, fields: list[str], known: Mapping[str, str]
    ) -> list[Gesture]:
        source = words[0]
        accel = "accel" in words
        repeat = "repeat" in words
        paid = ", paying the additional cost" if "extra" in words else ""
        where = next((w[1:] for w in words if w.startswith("@")), None)
        if where is not None:
            label = ("Play with Accelerate" if accel else "Play") + paid
            return self._place(action, source, where, label, base_slots, fields)
        groups = " ".join(words).split(" -> ")[1:]
        targets = groups[0].split() if groups else []
        label = ("Play with Repeat" if repeat else "Play") + paid
        first = " and ".join(self._name(t, known) for t in targets)
        if len(groups) > 1:
            label += f" on {first}, then on " + " and ".join(self._name(t, known) for t in groups[1].split())
        elif len(targets) > 1:
            label += " on " + first
        target = self._target(targets[0]) if targets else None
        return [Gesture(action, "play", source=source, target=target, label=label)]

    def _target(self, word: str) -> str:
        return chain_key(word) if word.isdigit() else word

    def _choice(
        self, action: Action, option: str, obs: Mapping[str, Any], known: Mapping[str, str]
    ) -> Gesture:
        prompt = obs.get("prompt") or {}
        kind = prompt.get("kind")
        if kind == "rechoose" and option == "keep":
            return Gesture(action, "choose", label="Keep its target")
        if kind == "hook" and option == "no":
            return Gesture(action, "choose", label="Play none of them")
        if kind == "kill_to_draw" and option == "no":
            return Gesture(action, "choose", label="Kill none (draw nothing)")
        if kind == "each_move" and option == "no":
            return Gesture(action, "choose", label="Move none")
        if kind == "spend_buff" and option == "no":
            return Gesture(action, "choose", label="Spend no buff (no move)")
        if kind == "future":
            if option == "no":
                return Gesture(action, "choose", label="Play no spell")
            uid, _, targets = option.partition(">")
            on = " and ".join(self._where(t, obs, known) for t in targets.split("+")) if targets else ""
            label = f"Play {self._name(uid, known)}" + (f" on {on}" if on else "")
            return Gesture(action, "choose", label=label, card_id=known.get(uid))
        if option in CHOICE_WORDS:
            return Gesture(action, "choose", label=CHOICE_WORDS[option])
        if kind == "battlefield" and option in self.pool:
            return Gesture(action, "choose", label=self.pool[option].name, card_id=option)
        if kind == "replace":
            source = option.split(":")[0]
            saved = " and ".join(self._where(u, obs, known) for u in prompt.get("saves", {}).get(option, []))
            label = f"{self._name(source, known)} saves {saved}" if saved else self._name(source, known)
            return Gesture(action, "choose", label=label, card_id=known.get(source))
        if kind == "discounts":
            order = ", then ".join(self._name(u, known) for u in option.split("+"))
            return Gesture(action, "choose", label=f"Discounts in this order: {order}")
        if kind == "trigger_order":
            source, ability = option.rsplit(".", 1)
            what = TRIGGER_WORDS.get(ability, "its ability")
            if ability.isdigit() and source in known and len(self.pool[known[source]].abilities) > 1:
                what = f"its ability {int(ability) + 1}"
            label = f"{self._where(source, obs, known)}: {what}"
            return Gesture(action, "choose", label=label, card_id=known.get(source))
        if option.startswith("f") and option[1:].isdigit():
            uid = obs["battlefields"][int(option[1:])]["card"]["uid"]
            label = f"Showdown at {self._name(uid, known)} first"
            return Gesture(action, "choose", label=label, card_id=known.get(uid))
        return Gesture(action, "choose", label=self._where(option, obs, known), card_id=known.get(option))

    def _where(self, uid: str, obs: Mapping[str, Any], known: Mapping[str, str]) -> str:
        """A board card's name and place ("Iron Vanguard, your base", "Iron Vanguard, yours at Vilemaw's
        Lair"), so two copies read apart."""
        entry = obs["board"].get(uid)
        if entry is None:
            return self._name(uid, known)
        viewer = int(obs["viewer"])
        whose = "your" if entry["ctl"] == viewer else "their"
        at = entry["at"]
        if at.startswith("f"):
            field = obs["battlefields"][int(at[1:])]["card"]["uid"]
            return f"{self._name(uid, known)}, {whose}s at {self._name(field, known)}"
        return f"{self._name(uid, known)}, {whose} base"

    def _place_name(self, loc: str, obs: Mapping[str, Any], known: Mapping[str, str]) -> str:
        """A location as the viewer reads it: 'your base' or a battlefield's name."""
        if loc.startswith("b"):
            return "your base" if int(loc[1:]) == int(obs["viewer"]) else "their base"
        return self._name(obs["battlefields"][int(loc[1:])]["card"]["uid"], known)

    def _name(self, uid: str, known: Mapping[str, str]) -> str:
        card = known.get(uid)
        return self.pool[card].name if card is not None and card in self.pool else uid

    def auto(self, gestures: Sequence[Gesture], obs: Mapping[str, Any]) -> Gesture | None:
        """Pass priority by itself when passing is all the player may do (no Reaction to play; conceding
        is always possible and does not count)."""
        choices = [g for g in gestures if g.kind != "concede"]
        if len(choices) == 1 and choices[0].label == "Pass":
            return choices[0]
        return None

    # Faces, details, animation ---------------------------------------------------------------

    def face(self, card_id: str) -> FaceData:
        face = self._faces.get(card_id)
        if face is None:
            face = self._faces[card_id] = face_of(self.pool[card_id])
        return face

    def details(self, card_id: str) -> list[str]:
        card = self.pool[card_id]
        lines = [REMINDERS[k] for k in sorted(card.keywords) if k in REMINDERS]
        if card.tags:
            lines.append("Tags: " + ", ".join(t.title() for t in card.tags))
        return lines

    def cues(self, event: Event, obs: Mapping[str, Any]) -> list[Cue]:
        d = event.data
        viewer = int(obs.get("viewer", 0))
        seat = 0 if d.get("player", viewer) == viewer else 1
        kind = event.kind
        if kind == "draw":
            return [Cue("draw", seat=seat)]
        if kind == "played":
            return [Cue("play", key=str(d["card"]), card_id=str(d["card_id"]), seat=seat)]
        if kind == "end_turn" and seat == 1 and not obs.get("over"):
            return [Cue("banner", text="Your turn")]
        if kind in ("showdown", "control", "scored", "final_point", "burn_out"):
            return [Cue("banner", text=event.text)]
        if kind == "token":
            return [Cue("summon", key=str(d.get("unit")), seat=seat)]
        if kind == "damage":
            return [Cue("damage", target=str(d.get("unit")), amount=int(d.get("amount", 0)))]
        if kind == "killed":
            return [Cue("death", key=str(d.get("unit")))]
        return []

    def deck_rules(self) -> DeckRules:
        from client.games.riftbound.decks import RiftboundDecks

        return RiftboundDecks(self.game)

    def moves_hint(self) -> str:
        return "Moves left: play, move or use abilities"

    def side_text(self, obs: Mapping[str, Any], player: int) -> str:
        legend = self.pool[obs["players"][player]["legend"]["card"]]
        return f"{legend.name} ({'/'.join(d.title() for d in legend.domains)})"

    def score_text(self, obs: Mapping[str, Any], player: int) -> str:
        side = obs["players"][player]
        text = f"{side['points']} of {obs['victory_score']} points"
        match = obs.get("match")
        if match is not None:
            wins = match["wins"][player] + (1 if obs.get("winner") == player else 0)
            text += f" \u00b7 {wins} of {GAME_WINS} game wins" + (": the match" if wins >= GAME_WINS else "")
        return text

    def status_line(self, obs: Mapping[str, Any]) -> str:
        """In a best-of-3 match: which game this is and the game wins so far (this one's included once it
        is won), the viewer's first."""
        match = obs.get("match")
        if match is None:
            return ""
        viewer = int(obs["viewer"])
        wins = [w + (1 if obs.get("winner") == p else 0) for p, w in enumerate(match["wins"])]
        return f"Match, game {match['game']} (best of 3): games won {wins[viewer]}-{wins[1 - viewer]}"

    def next_setup(self, setup: Mapping[str, Any], state: State) -> tuple[str, dict[str, Any]] | None:
        """A match's next game while nobody has won it yet (481); once it is decided, a new match."""
        if "match" not in setup or not isinstance(state, RiftState):
            return None
        following = next_setup(setup, state)
        if following is None:
            return "New match", new_match(setup["decks"])
        return f"Game {following['match']['game']}", following


def _seat_name(obs: Mapping[str, Any], seat: int) -> str:
    """A seat as the viewer reads it: 'your teammate' or 'player 3'."""
    teams = obs.get("teams") or []
    viewer = int(obs["viewer"])
    if teams and seat != viewer and teams[seat] == teams[viewer]:
        return "your teammate"
    return f"player {seat + 1}"


def _chain_label(item: Mapping[str, Any], viewer: int) -> str:
    whose = "Yours" if item["ctl"] == viewer else "Theirs"
    return f"{whose}: {'ability' if item['kind'] == 'ability' else 'spell'}"
