"""Keeper of the Cards at the card table: the adapter from the engine's observation, actions and events
(docs/keeper-engine.md) to the table's view, gestures and animation cues, for 2 to 8 players.

Card keys are the engine's uids; a player's portrait is ``p<n>`` as the engine numbers players (from
1; click it to declare that player the victim of an attack). Gestures: a hand card dragged to the
granary (sow), to the battlefield (summon) or onto the table (cast); a minion clicked to attack,
enlist, defend, take its place in the formation, use an ability or pop a counter (a dialog when it
can do several); the mulligan is the table's mulligan dialog (the marked cards are buried one
decision at a time, then Done); a pending choice among minions and players on the table is made by
clicking one (a lone "done" or "none" is the End button); every other pending choice of the engine
(hand or grave cards, excavated cards, dice-burn, re-rolls, crafting) and every die is a dialog; Pass
and Done share the End button. An action whose card is not on view (a ghost-play from deep in the
grave, a proposal) is taken by clicking the viewer's own portrait.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

import pygame

from client.cards.table_faces import FaceData
from client.games.keeper.dice import KeeperDice
from client.games.keeper.layout import keeper_layout
from client.games.keeper.text import face_of, reminders
from client.table.adapter import TableAdapter
from client.table.animation import Cue
from client.table.decks import DeckRules
from client.table.gestures import Gesture
from client.table.layout import TableLayout
from client.table.model import CardView, TableView, ZoneView
from engine.core import Action, Event
from engine.games.keeper.cards import Card, card_from_dict
from engine.games.keeper.game import KeeperGame
from engine.games.keeper.text import ordinal

SEAT_PREFIX = "seat:"
"""Card ids of the players' portraits (``seat:<player>``), composed from the player's name."""
PHASES = {
    "mulligan": "Mulligans",
    "resource": "Resource Phase",
    "draw": "Draw Phase",
    "action": "Action Phase",
    "battle": "Battle Phase",
    "recovery": "Recovery Phase",
}
CHOICE_WORDS = {
    "keep": "Keep this hand",
    "done": "Done",
    "none": "None",
    "yes": "Yes",
    "no": "No",
    "agree": "Agree",
}
GRANARY_CRYSTALS = 10
"""Beyond this many resources the viewer's granary is a line of words (the crystals would run long)."""
BATTLE_PROMPTS = {
    "attack": "Attack Formation: enlist minions, click the victim (a portrait or a minion), then Done",
    "aorder": "Attack Formation: click the minion that stands first",
    "defend": "Defense Formation: click minions to defend, then Done",
    "dorder": "Defense Formation: click the minion that stands first",
    "wa": "The attack is declared: respond with an ability, or Pass",
    "wd": "The defense is declared: respond with an ability, or Pass",
}
"""The side panel's line for the person to act in each step of a battle (docs/keeper-engine.md)."""
SHOWN_COUNTERS = 2
"""Counter kinds shown as chips on a minion, with their numbers (two chips fit on a card)."""


class KeeperTable(TableAdapter):
    """The adapter for one Keeper game of ``players`` seats (the layout depends on the number).

    ``seen`` remembers every uid's card the viewer has been shown, since chain links and dice
    choices name cards by uid only; ``pawns`` keeps the designs of crafted pawns.
    """

    game_id = "keeper"

    def __init__(self, game: KeeperGame, players: int = 2) -> None:
        self.game = game
        self.players = players
        self.layout: TableLayout = keeper_layout(players)  # type: ignore[misc]
        self.seen: dict[str, str] = {}
        self.pawns: dict[str, Card] = {}
        self.names: list[str] = [f"Player {p + 1}" for p in range(players)]
        self.dice = KeeperDice()

    # Cards -------------------------------------------------------------------------------------

    def card(self, card_id: str) -> Card:
        """The design of a card id or a pawn's uid.

        :raises KeyError: unknown card.
        """
        if card_id in self.pawns:
            return self.pawns[card_id]
        return self.game.pool[card_id]

    def face(self, card_id: str) -> FaceData:
        if card_id.startswith(SEAT_PREFIX):
            p = int(card_id[len(SEAT_PREFIX) :])
            name = self.names[p] if p < len(self.names) else f"Player {p + 1}"
            return FaceData(card_id, name, "hero", type_line=f"Player {p + 1}", hue="paladin")
        return face_of(self.card(card_id), pawn=card_id in self.pawns)

    def details(self, card_id: str) -> list[str]:
        if card_id.startswith(SEAT_PREFIX):
            return ["A player: 35 HP to start; click to attack them when choosing a victim."]
        card = self.card(card_id)
        lines = [f"Level {card.level}: exhaust {card.level} ready resources of your granary to play it."]
        if card.kind == "minion":
            lines.append(f"{card.sp} SP (dice it adds in battle) / {card.hp} HP, reset each Recovery Phase.")
        if card.ultra:
            lines.append(f"{card.ultra} Ultra Points (a deck holds at most 10).")
        return lines + reminders(card)

    def _name(self, uid: str) -> str:
        cid = self.seen.get(uid)
        if cid is None:
            return "a hidden card"
        try:
            return self.card(cid).name
        except KeyError:
            return cid

    # The view ----------------------------------------------------------------------------------

    def _remember(self, obs: Mapping[str, Any]) -> None:
        for side in obs["players"]:
            for zone in ("hand", "grave", "granary"):
                if isinstance(side[zone], list):
                    for c in side[zone]:
                        self.seen[c["uid"]] = c["card"]
            for m in side["battlefield"]:
                card = m.get("card")
                if isinstance(card, dict):
                    if m["uid"] not in self.pawns:
                        self.pawns[m["uid"]] = card_from_dict(card, "pawn")
                    self.seen[m["uid"]] = m["uid"]
                elif isinstance(card, str):
                    self.seen[m["uid"]] = card
        for c in obs.get("casting", []):
            self.seen[c["uid"]] = c["card"]
        for link in obs["chain"]:
            if isinstance(link.get("card"), str) and link["card"] and link.get("uid"):
                self.seen.setdefault(link["uid"], link["card"])
        pending = obs.get("pending") or {}
        for uid, cid in (pending.get("seen") or {}).items():
            self.seen[uid] = cid

    def relative(self, obs: Mapping[str, Any], p: int) -> int:
        """Where player ``p`` sits around the table from the viewer (0: the viewer, 1: next clockwise)."""
        return (p - self.viewer(obs)) % len(obs["players"])

    def viewer(self, obs: Mapping[str, Any]) -> int:
        seat = obs.get("seat")
        return int(seat) if seat is not None else int(obs["to_act"] or 0)

    def view(self, obs: Mapping[str, Any], names: Sequence[str]) -> TableView:
        self.names = list(names)
        self._remember(obs)
        viewer = self.viewer(obs)
        zones: list[ZoneView] = []
        for p, side in enumerate(obs["players"]):
            zones += self._side(obs, side, p, self.relative(obs, p))
        chain = tuple(
            CardView(f"l{i}", self._link_card(link), label=self._link(link))
            for i, link in enumerate(obs["chain"])
        )
        zones.append(ZoneView("chain", 0, chain))
        zones += self._battle(obs)
        turn = int(obs["turn_player"])
        return TableView(tuple(zones), (names[viewer], names[turn]), self._prompt(obs, viewer))

    def short(self, p: int) -> str:
        """A player's name, or "Player <n>" (as the log says) when several seats share it."""
        name = self.names[p] if p < len(self.names) else ""
        return name if name and self.names.count(name) == 1 else f"Player {p + 1}"

    def _link_card(self, link: Mapping[str, Any]) -> str | None:
        """The card a chain link came from, when the viewer may know it."""
        card = link.get("card")
        if isinstance(card, str) and card in self.game.pool:
            return card
        return self.seen.get(str(link.get("uid") or "")) or None

    def _link(self, link: Mapping[str, Any]) -> str:
        who = self.short(int(link["player"]))
        what = "Counter" if link["kind"] == "counter" else "Ability"
        return f"{who}: {what}" + (" (negated)" if link.get("negated") else "")

    def _side(self, obs: Mapping[str, Any], side: Mapping[str, Any], p: int, r: int) -> list[ZoneView]:
        hp = int(side["hp"])
        turn = int(obs["turn_player"]) == p and obs["phase"] != "mulligan"
        status = "Out" if hp <= 0 else ("Turn" if turn else "")
        label = status if r == 0 else ""
        portrait = CardView(f"p{p + 1}", f"{SEAT_PREFIX}{p}", health=hp, base_health=35, label=label)
        teams = self._teams(obs)
        field = tuple(self._minion(m, r == 0 or self.players <= 4, teams) for m in side["battlefield"])
        granary = side["granary"]
        if isinstance(granary, list):
            total, tired = len(granary), sum(1 for c in granary if c["exhausted"])
        else:
            total, tired = int(granary["count"]), int(granary["exhausted"])
        ready = total - tired
        grave = side["grave"]
        zones = [
            ZoneView(f"seat{r}", 0, (portrait,)),
            ZoneView(f"field{r}", 0, field),
            self._granary(r, ready, total),
        ]
        if r == 0:
            hand = tuple(CardView(c["uid"], c["card"]) for c in side["hand"])
            top = tuple(CardView(c["uid"], c["card"]) for c in grave[-1:])
            deck = f"Deck {side['deck']}" + (" (decked out)" if side.get("decked") else "")
            zones += [
                ZoneView("hand0", 0, hand),
                ZoneView("grave0", 0, top, count=len(grave)),
                ZoneView("deck0", 0, text=f"{deck} \u00b7 HP {hp}"),
            ]
        else:
            hand_count = side["hand"] if isinstance(side["hand"], int) else len(side["hand"])
            grave_count = grave if isinstance(grave, int) else len(grave)
            counts = f"Hand {hand_count} \u00b7 Deck {side['deck']} \u00b7 Grave {grave_count}"
            if status:
                counts = f"{status} \u00b7 {counts}"
            zones.append(ZoneView(f"hand{r}", 0, text=counts))
        return zones

    def _granary(self, r: int, ready: int, total: int) -> ZoneView:
        """The viewer's granary as a crystal per resource (up to ``GRANARY_CRYSTALS``), others' in words."""
        words = f"Granary {ready}/{total} ready"
        if r == 0 and total <= GRANARY_CRYSTALS:
            return ZoneView("granary0", 0, current=ready, maximum=total, text=words)
        return ZoneView(f"granary{r}", 0, text=words)

    def _teams(self, obs: Mapping[str, Any]) -> dict[str, tuple[str, str]]:
        """Each minion in the battle: its side's flag and its place from the front ("1st")."""
        battle = obs.get("battle") or {}
        out: dict[str, tuple[str, str]] = {}
        for team, flag in (("ateam", "attacking"), ("dteam", "defending")):
            members = battle.get(team) or []
            for i, uid in enumerate(members):
                out[uid] = (flag, ordinal(i + 1))
        return out

    def _minion(self, m: Mapping[str, Any], chips: bool, teams: Mapping[str, tuple[str, str]]) -> CardView:
        """A minion with its current SP and HP, its battle side as a chip and its place in the formation
        (or Petrified, Hypnotized) under it; exhaustion and counters as chips where there is room (the
        compact panels of five or more players show SP, HP and the place only)."""
        card = m.get("card")
        if card is None:
            return CardView(m["uid"], None, label="Petrified")
        cid = m["uid"] if isinstance(card, dict) else str(card)
        printed = self.card(cid)
        flag, label = teams.get(m["uid"], ("", ""))
        if chips and label == "1st" and len([u for u, t in teams.items() if t[0] == flag]) == 1:
            label = ""  # a lone fighter needs no place; its chip says which side it is on
        flags: list[str] = [flag] if flag else []
        if m.get("exhausted") and not m.get("petrified"):
            flags.append("exhausted")
        counts = Counter(kind for kind, _owner in m.get("counters", []))
        flags += [f"{kind}:{n}" for kind, n in sorted(counts.items())][:SHOWN_COUNTERS]
        if not chips:
            flags = []  # too narrow for chips: the place under the card marks a fighter
        if not label and m.get("petrified"):
            label = "Petrified"
        elif not label and m.get("hypnotized_from", -1) >= 0:
            label = "Hypnotized"
        return CardView(
            m["uid"], cid, int(m["sp"]), int(m["hp"]), printed.sp, printed.hp, tuple(flags), label
        )

    def _battle(self, obs: Mapping[str, Any]) -> list[ZoneView]:
        phase = PHASES.get(obs["phase"], str(obs["phase"]).title())
        battle = obs.get("battle")
        if not battle:
            return [ZoneView("battle", 0, text=phase)]
        victim = battle.get("victim") or ""
        words = f"{self.short(int(battle['att']))} attacks"
        if victim:
            words += " " + (self.short(int(victim[1:]) - 1) if victim.startswith("p") else self._name(victim))
        teams = f"{len(battle['ateam'])} attacking, {len(battle['dteam'])} defending"
        if battle.get("left"):
            teams = f"{sum(battle['left'])} left over for the victim"
        zones = [ZoneView("battle", 0, text=words), ZoneView("teams", 0, text=teams)]
        for key, side in (("adice", "Attack"), ("ddice", "Defense")):
            if battle["step"] == key and battle.get(key):
                faces = " ".join(str(f) for f in sorted(battle[key], reverse=True))
                zones.append(ZoneView("dice", 0, text=f"{side} dice to use: {faces}"))
        return zones

    def _prompt(self, obs: Mapping[str, Any], viewer: int) -> str:
        pending = obs.get("pending")
        if pending is not None and pending.get("p") == viewer:
            why = str(pending.get("why") or pending["kind"])
            return why[0].upper() + why[1:]
        if obs.get("to_act") != viewer:
            return ""
        if obs["chain"]:
            return "The chain: respond with an ability or a counter, or Pass"
        battle = obs.get("battle")
        if battle:
            return BATTLE_PROMPTS.get(battle["step"], "Damage Allocation: choose the next die")
        phase = obs["phase"]
        if phase == "resource":
            return "Resource Phase: drag a card to your granary to sow it, or Pass"
        if phase == "action":
            return "Action Phase: summon minions, cast spells, use abilities, or Pass"
        if phase == "battle":
            return "Battle Phase: click a minion to attack, or Pass"
        return PHASES.get(phase, "")

    # Gestures ----------------------------------------------------------------------------------

    def gestures(self, actions: Sequence[Action], obs: Mapping[str, Any]) -> list[Gesture]:
        self._remember(obs)
        viewer = self.viewer(obs)
        me = f"p{viewer + 1}"
        on_table = {c["uid"] for side in obs["players"] for c in side["battlefield"]}
        hand = (
            {c["uid"] for c in obs["players"][viewer]["hand"]}
            if isinstance(obs["players"][viewer]["hand"], list)
            else set()
        )
        field_size = len(obs["players"][viewer]["battlefield"])
        out: list[Gesture] = []
        self.dice.allocate(any(str(a).startswith("die ") for a in actions))
        ended = False
        labels: Counter[str] = Counter()
        mulligan = (obs.get("pending") or {}).get("kind") == "mulligan"
        on_view = on_table | {f"p{p + 1}" for p in range(len(obs["players"]))}
        clicked = not mulligan and self._choices_on_view(actions, on_view)
        for action in actions:
            w = str(action).split()
            verb = w[0]
            if verb == "choose" and clicked:
                if w[1] in on_view:
                    out.append(Gesture(action, "power", source=w[1], label=self._choice_label(w[1], obs)))
                else:
                    out.append(Gesture(action, "end", label=CHOICE_WORDS[w[1]]))
            elif verb in ("pass", "done"):
                word = "Pass" if verb == "pass" else "Done"
                if not ended:
                    out.append(Gesture(action, "end", label=word))
                    ended = True
                else:
                    out.append(Gesture(action, "power", source=me, label=word))
            elif verb == "choose" and mulligan:
                cards = () if w[1] in ("keep", "done") else (w[1],)
                out.append(Gesture(action, "mulligan", cards=cards, label=self._choice_label(w[1], obs)))
            elif verb == "choose":
                label = self._choice_label(w[1], obs)
                labels[label] += 1
                if labels[label] > 1:
                    label = f"{label} ({labels[label]})"
                out.append(Gesture(action, "choose", label=label, card_id=self.seen.get(w[1])))
            elif verb == "die":
                out.append(Gesture(action, "choose", label=f"Use the die showing {w[1]}"))
            elif verb == "sow":
                out.append(Gesture(action, "play", source=w[1], zone="granary0", position=0, label="Sow"))
            elif verb == "summon":
                out += [
                    Gesture(action, "play", source=w[1], zone="field0", position=i, label="Summon")
                    for i in range(field_size + 1)
                ]
            elif verb == "cast":
                out.append(Gesture(action, "play", source=w[1], label="Cast"))
            elif verb == "victim":
                out.append(Gesture(action, "power", source=w[1], label=f"Attack {self._who(w[1])}"))
            elif verb in ("attack", "enlist", "first", "defend"):
                words = {
                    "attack": "Attack with it",
                    "enlist": "Enlist it in the attack",
                    "first": "Put it first in the formation",
                    "defend": "Defend with it",
                }
                out.append(Gesture(action, "power", source=w[1], label=words[verb]))
            elif verb == "use":
                source = w[1] if w[1] in on_table or w[1] in hand else me
                out.append(Gesture(action, "power", source=source, label=self._use_label(w[1], int(w[2]))))
            elif verb == "pop":
                out.append(Gesture(action, "power", source=w[1], label=f"Pop a {w[2].capitalize()} Counter"))
            else:
                out.append(Gesture(action, "power", source=me, label=str(action).capitalize()))
        return out

    @staticmethod
    def _choices_on_view(actions: Sequence[Action], on_view: set[str]) -> bool:
        """Whether a pending choice is one of cards or players on the table (then a click on one takes
        it, and a lone "done" or "none" is the End button) rather than a dialog."""
        options = [str(a).split()[1] for a in actions if str(a).startswith("choose ")]
        words = [o for o in options if o in CHOICE_WORDS]
        picks = [o for o in options if o not in CHOICE_WORDS]
        return bool(picks) and len(words) <= 1 and all(o in on_view for o in picks)

    def _who(self, key: str) -> str:
        if key.startswith("p") and key[1:].isdigit():
            p = int(key[1:]) - 1
            return self.short(p)
        return self._name(key)

    def _use_label(self, uid: str, index: int) -> str:
        cid = self.seen.get(uid)
        if cid is None:
            return f"Use ability {index + 1}"
        card = self.card(cid)
        ability = card.abilities[index] if index < len(card.abilities) else None
        name = ability.name if ability is not None and ability.name else f"ability {index + 1}"
        return f"Use {card.name}: {name.title() if name.isupper() else name}"

    def _choice_label(self, option: str, obs: Mapping[str, Any]) -> str:
        if option in CHOICE_WORDS:
            return CHOICE_WORDS[option]
        pending = obs.get("pending") or {}
        kind = pending.get("kind")
        if option in self.seen:
            name = self._name(option)
            if kind == "mulligan":
                return f"Bury {name}"
            viewer = self.viewer(obs)
            for p, side in enumerate(obs["players"]):
                if p != viewer and any(m["uid"] == option for m in side["battlefield"]):
                    return f"{name} ({self.short(p)})"
            return name
        if option.startswith("p") and option[1:].isdigit():
            return self._who(option)
        if "/" in option and kind == "craft":
            sp, hp = option.split("/")
            return f"A pawn of {sp} SP / {hp} HP"
        if option.startswith("die") and option[3:].isdigit():
            dice = (obs.get("battle") or {}).get("adice") or []
            i = int(option[3:])
            return f"Re-roll die {i + 1}" + (f" (a {dice[i]})" if i < len(dice) else "")
        if ":" in option:
            uid, ability = option.split(":", 1)
            return f"Trap: {self._use_label(uid, int(ability))}" if ability.isdigit() else option
        return option.replace("_", " ").capitalize()

    # Events ------------------------------------------------------------------------------------

    def cues(self, event: Event, obs: Mapping[str, Any]) -> list[Cue]:
        d = event.data
        viewer = self.viewer(obs)
        seat = 0 if d.get("player", viewer) == viewer else 1
        kind = event.kind
        if kind == "summon":
            return [Cue("summon", key=str(d["card"]), seat=seat)]
        if kind == "activate" and d.get("route") == "cast" and seat == 1:
            card_id = self.seen.get(str(d["card"]))
            return [Cue("play", key=str(d["card"]), card_id=card_id, seat=seat)] if card_id else []
        if kind == "damage":
            return [Cue("damage", target=str(d["card"]), amount=int(d.get("amount", 0)))]
        if kind == "player_damage":
            return [Cue("damage", target=f"p{int(d['player']) + 1}", amount=int(d.get("amount", 0)))]
        if kind == "heal" and "card" in d:
            return [Cue("heal", target=str(d["card"]), amount=int(d.get("amount", 0)))]
        if kind == "destroyed":
            return [Cue("death", key=str(d["card"]))]
        if kind == "dice_rolled":
            self.dice.roll(d, [self.short(p) for p in range(len(self.names))])
        if kind in ("victim", "game_over") or (kind == "dice_rolled" and "player" not in d):
            return [Cue("banner", text=event.text)]
        if kind == "turn" and d.get("player") == viewer:
            return [Cue("banner", text="Your turn")]
        return []

    def tick(self, dt: float, speed: str) -> None:
        self.dice.tick(dt, speed)

    def caught_up(self) -> None:
        self.dice.left = 0.0

    def draw_over(self, surface: pygame.Surface, table: pygame.Rect) -> None:
        self.dice.draw(surface, table)

    def deck_rules(self) -> DeckRules:
        from client.games.keeper.decks import KeeperDecks

        return KeeperDecks(self.game)

    def moves_hint(self) -> str:
        return "Moves left: summon, cast or attack"

    def side_text(self, obs: Mapping[str, Any], player: int) -> str:
        side = obs["players"][player]
        return f"{side['hp']} HP, {len(side['battlefield'])} minions on the battlefield"

    def score_text(self, obs: Mapping[str, Any], player: int) -> str:
        hp = int(obs["players"][player]["hp"])
        return "out of HP" if hp <= 0 else f"{hp} HP left"
