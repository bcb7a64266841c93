"""Turning clicks into legal actions: the legal actions grouped by character and ability.

The board scene never builds an action from scratch: it looks the click up in a ``LegalIndex`` of
the actions the engine says are legal now, so a click can only ever submit a legal action. The
notation is documented in ``engine.games.wowminis.actions``; this module reads the action's
``verb`` and ``args`` fields, not its text.

>>> from engine.games.wowminis.actions import act
>>> index = LegalIndex([act("move", "thrall", "4,5"), act("play", "thrall", "doomhammer", "grom"),
...                     act("end", "thrall")])
>>> index.actors()
['thrall']
>>> str(index.click_space(Hex(4, 5), selected="thrall", ability=None, occupant=None))
'move thrall 4,5'
>>> str(index.click_space(Hex(1, 1), selected="thrall", ability="doomhammer", occupant="grom"))
'play thrall doomhammer grom'
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine.games.wowminis.actions import WowAction
from engine.hex import Hex, parse_hex

PLACEMENTS: tuple[str, ...] = ("spawn", "summon", "teleport", "push")
"""Verbs whose last argument is a space the player picks on the board."""


def _as_wow(action: Any) -> WowAction:
    if isinstance(action, WowAction):
        return action
    verb, *args = str(action).split()
    return WowAction(verb, tuple(args))


@dataclass(frozen=True)
class AoeChoice:
    """One AOE play: the targeted space, the triangle index in the notation, and the action."""

    space: Hex
    index: int
    action: WowAction


class LegalIndex:
    """The legal actions of the decision at hand, grouped for the board scene.

    Attributes:
        actions: every legal action, in the engine's order.
        moves: character -> destination -> ``move`` (or ``place``) action.
        spawns: character -> space -> the action that puts it there: ``spawn`` (501.1), ``summon`` of
            its pet (305.1), ``teleport`` (404.2) or ``push`` (404.3, the end of a forced move).
        plays: (character, ability) -> its ``play`` actions.
        flips: (character, card id) -> ``flip`` action.
        ends: character -> ``end`` action.
        nexts: character -> ``next`` action (500.4c: choose who acts).
        choices: the prompt's decisions (first player, rerolls, protectors, reacts, orders).
    """

    def __init__(self, actions: Iterable[Any]) -> None:
        self.actions = [_as_wow(a) for a in actions]
        self.moves: dict[str, dict[Hex, WowAction]] = {}
        self.spawns: dict[str, dict[Hex, WowAction]] = {}
        self.plays: dict[tuple[str, str], list[WowAction]] = {}
        self.flips: dict[tuple[str, str], WowAction] = {}
        self.ends: dict[str, WowAction] = {}
        self.nexts: dict[str, WowAction] = {}
        self.choices: list[WowAction] = []
        for a in self.actions:
            verb, args = a.verb, a.args
            if verb in ("move", "place") and len(args) == 2:
                self.moves.setdefault(args[0], {})[parse_hex(args[1])] = a
            elif verb in PLACEMENTS and len(args) in (2, 3):
                self.spawns.setdefault(args[0], {})[parse_hex(args[-1])] = a
            elif verb == "play" and len(args) >= 2:
                self.plays.setdefault((args[0], args[1]), []).append(a)
            elif verb == "flip" and len(args) == 2:
                self.flips[(args[0], args[1])] = a
            elif verb == "end" and args:
                self.ends[args[0]] = a
            elif verb == "next" and args:
                self.nexts[args[0]] = a
            else:
                self.choices.append(a)

    def __bool__(self) -> bool:
        return bool(self.actions)

    def actors(self) -> list[str]:
        """Characters the deciding player can do something with now, first seen first."""
        seen: dict[str, None] = {}
        for a in self.actions:
            if a.verb in ("move", "place", *PLACEMENTS, "play", "flip", "end", "next") and a.args:
                seen.setdefault(a.args[0], None)
        return list(seen)

    def abilities_of(self, uid: str) -> list[str]:
        """Ability ids ``uid`` may play now."""
        return [ability for (who, ability) in self.plays if who == uid]

    def play_targets(self, uid: str, ability: str) -> dict[tuple[str, ...], WowAction]:
        """Target sets (character uids, sorted; () for self/no target) -> play action; AOE plays excluded."""
        out: dict[tuple[str, ...], WowAction] = {}
        for a in self.plays.get((uid, ability), []):
            if len(a.args) == 2:
                out[()] = a
            elif "/" not in a.args[2]:
                out[tuple(sorted(a.args[2].split("+")))] = a
        return out

    def aoe_choices(self, uid: str, ability: str) -> dict[Hex, list[AoeChoice]]:
        """For an AOE ability: targeted space -> its legal triangles, in notation order."""
        out: dict[Hex, list[AoeChoice]] = {}
        for a in self.plays.get((uid, ability), []):
            if len(a.args) >= 3 and "/" in a.args[2]:
                space, index = a.args[2].split("/")
                h = parse_hex(space)
                out.setdefault(h, []).append(AoeChoice(h, int(index), a))
        return out

    def immediate_play(self, uid: str, ability: str) -> WowAction | None:
        """The play action when choosing the ability needs no target (self abilities)."""
        plays = self.plays.get((uid, ability), [])
        if len(plays) == 1 and len(plays[0].args) == 2:
            return plays[0]
        return None

    def target_uids(self, uid: str, ability: str) -> set[str]:
        """Every character that appears in some legal target set of the ability."""
        return {t for targets in self.play_targets(uid, ability) for t in targets}

    def click_space(
        self,
        h: Hex,
        *,
        selected: str | None,
        ability: str | None,
        occupant: str | None,
        picked: Sequence[str] = (),
        aoe_rotation: int = 0,
    ) -> WowAction | None:
        """The action a left click on ``h`` submits, or None when it only selects or does nothing.

        With an ability chosen: its AOE triangle at ``h`` (the ``aoe_rotation``-th legal one), or the
        play on the clicked character together with the targets already ``picked`` when that
        completes a legal target set that no larger legal set extends. Without one: the selected
        character's move (or place) to ``h``, else its spawn on ``h``.
        """
        if selected is not None and ability is not None:
            aoe = self.aoe_choices(selected, ability)
            if aoe:
                options = aoe.get(h, [])
                return options[aoe_rotation % len(options)].action if options else None
            if occupant is None:
                return None
            want = tuple(sorted({*picked, occupant}))
            targets = self.play_targets(selected, ability)
            if want in targets and not any(set(want) < set(t) for t in targets):
                return targets[want]
            return None
        if selected is not None:
            if h in self.moves.get(selected, {}):
                return self.moves[selected][h]
            if h in self.spawns.get(selected, {}):
                return self.spawns[selected][h]
        return None


def describe(action: WowAction, obs: Mapping[str, Any]) -> str:
    """The action in plain words for a button, with the observation's names."""
    names = {c["uid"]: str(c["name"]) for c in obs.get("characters", [])}
    cards = {
        card["id"]: str(card["name"])
        for c in obs.get("characters", [])
        for card in c.get("cards", [])
        if "id" in card
    }
    players = [str(p["name"]) for p in obs.get("players", [])]

    def name(uid: str) -> str:
        return names.get(uid, uid.replace("_", " ").title())

    def short(uid: str) -> str:
        return name(uid).split()[0]

    def card(cid: str) -> str:
        return cards.get(cid, cid.replace("_", " ").title())

    v, a = action.verb, action.args
    if v == "first" and a:
        index = int(a[0].lstrip("p")) - 1 if a[0].lstrip("p").isdigit() else -1
        who = players[index] if 0 <= index < len(players) else a[0]
        return f"{who} goes first"
    if v == "next" and a:
        return f"{name(a[0])} acts next"
    if v == "keep":
        return "Keep the dice"
    if v == "reroll" and a:
        dice = a[0].split(",")
        return f"Reroll die {dice[0]}" if len(dice) == 1 else f"Reroll dice {', '.join(dice)}"
    if v == "protect" and len(a) == 2:
        return f"{short(a[0])} protects {short(a[1])}"
    if v == "no-protect":
        return "Do not protect"
    if v == "react" and len(a) == 2:
        return f"{short(a[0])} reacts with {card(a[1])}"
    if v == "pass":
        return "Pass"
    pending = obs.get("pending") or {}
    if v == "mode" and len(a) == 2:
        mode = next((m for m in pending.get("modes", []) if m.get("id") == a[1]), {})
        return f"{mode.get('name', a[1])}: {mode.get('text', '')}".rstrip(": ")
    if v == "may" and len(a) == 2:
        return "Yes, do it" if a[1] == "yes" else "No, skip it"
    if v == "replace" and len(a) == 2:
        effect = (pending.get("effects") or {}).get(a[1]) or {}
        return f"{effect.get('name') or card(a[1])} first"
    if v == "move-buff" and len(a) == 2:
        buff = (pending.get("buffs") or {}).get(a[1]) or {}
        carried = f" ({buff['counters']})" if buff.get("counters") else ""
        return f"{buff.get('name') or card(a[1])}{carried}"
    if v == "exhaust-card" and len(a) == 2:
        info = (pending.get("cards") or {}).get(a[1]) or {}
        label = str(info.get("name") or card(a[1]))
        if info.get("equipment") and info.get("face_up"):
            return f"{label} (broken until readied)"
        return f"{label} (face down)" if info and not info.get("face_up") else label
    if v == "damage-order" and a:
        amounts = pending.get("amounts") or {}
        return " then ".join(
            f"{short(u)} ({amounts[u]})" if u in amounts else short(u) for u in a[0].split(",")
        )
    if v == "order" and len(a) == 2:
        return f"{short(a[0])}: " + " then ".join(card(x) for x in a[1].split(","))
    if v == "end" and a:
        return f"End {name(a[0])}'s turn"
    if v == "flip" and len(a) == 2:
        return f"Turn {card(a[1])} face up"
    if v in ("move", "place", "spawn") and len(a) == 2:
        return f"{name(a[0])}: {v} to {a[1]}"
    if v in ("teleport", "push") and len(a) == 2:
        return f"{name(a[0])}: {'teleport' if v == 'teleport' else 'pushed'} to {a[1]}"
    if v == "drop" and a:
        return f"{short(a[0])} drops out of the form"
    if v == "continue" and a:
        return f"{short(a[0])} keeps channelling"
    if v == "summon" and len(a) == 3:
        return f"{name(a[0])}: summon {name(a[1])} at {a[2]}"
    if v == "play" and len(a) >= 2:
        target = ""
        if len(a) >= 3:
            target = " on " + (a[2] if "/" in a[2] else " and ".join(name(t) for t in a[2].split("+")))
        return f"{name(a[0])}: {card(a[1])}{target}"
    return str(action)
