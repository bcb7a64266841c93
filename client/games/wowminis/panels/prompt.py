"""The prompt: the decision at hand, whose it is, and a button for each way to make it.

Board decisions (moves, spawns, targets) are made by clicking the board; the prompt says so and
still offers buttons where a list is short (spawn points), so every legal action can be reached
without the board. Choice decisions (first player, next character, reroll, protector, react,
trigger order, modes, "may" steps, replacement effects, damage order, the buff an effect moves, the
card an effect exhausts) are buttons with number keys.
The bottom row holds End turn, Undo, Help and Menu.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from client.games.wowminis.interaction import LegalIndex, describe
from client.games.wowminis.panels import Hit, PanelBase, colour, draw_button, font, wrap
from engine.games.wowminis.actions import WowAction

_TITLES: dict[str, str] = {
    "ChooseFirst": "Who goes first?",
    "NextChar": "Choose who acts next",
    "SpawnChoice": "Choose a spawn point",
    "SummonChoice": "Place the pet",
    "TurnMenu": "Your turn",
    "ReactWindow": "React?",
    "ProtectChoice": "Protect?",
    "RerollChoice": "Reroll dice?",
    "TriggerWave": "Order the triggers",
    "ModeChoice": "Choose one",
    "MayChoice": "Do the optional part?",
    "ReplaceChoice": "Which effect applies first?",
    "DamageOrder": "Order the damage",
    "BuffChoice": "Choose the buff to move",
    "ExhaustChoice": "Choose a card to exhaust",
}


_PLACEMENT_TITLES: dict[str, str] = {
    "spawn": "Choose a spawn point",
    "summon": "Place the pet",
    "teleport": "Choose where to teleport",
    "push": "Choose where the push ends",
}
_PLACEMENT_LINES: dict[str, str] = {
    "spawn": "{who} enters the board: click a marked spawn point.",
    "summon": "Click a marked space next to {who} for the pet.",
    "teleport": "{who} teleports: click a marked space (404.2).",
    "push": "{who} is pushed: click the marked space where the forced move ends (404.3).",
}


@dataclass(frozen=True)
class PromptState:
    """What the prompt shows this frame (built by the scene)."""

    title: str
    lines: tuple[str, ...]
    buttons: tuple[tuple[str, Any, bool, str], ...]
    """(label, hit key, primary, hotkey)."""
    waiting: bool = False


def _reroll_label(action: WowAction, faces: Sequence[int]) -> str:
    dice = [int(x) for x in action.args[0].split(",")]
    shown = [f"{i} ({faces[i - 1]})" if 0 < i <= len(faces) else str(i) for i in dice]
    return ("Reroll die " if len(dice) == 1 else "Reroll dice ") + ", ".join(shown)


def _roll_faces(obs: Mapping[str, Any]) -> list[int]:
    atk = obs.get("attack") or {}
    defense = atk.get("defense_dice") or []
    faces = defense if defense else atk.get("dice") or []
    out = []
    for f in faces:
        out.append(int(f["final"]) if isinstance(f, Mapping) else int(f))
    return out


def _decision_lines(pending: str, details: Mapping[str, Any], names: Mapping[str, str]) -> list[str]:
    """What a decision inside an ability or a damage event is about, from the observation."""
    ability = str(details.get("ability", "The ability"))
    if pending == "ModeChoice":
        return [f"{ability} is modal: choose which one it does (703.1b). Enemies may react after."]
    if pending == "MayChoice":
        return [f"{ability}: {details.get('text', '')}", "You may do this part or skip it (706.4)."]
    if pending == "ReplaceChoice":
        who = names.get(str(details.get("char", "")), "Your character")
        amount = details.get("amount", "?")
        event = str(details.get("event", "damage"))
        if event == "damage":
            lines = [
                f"{who} would be dealt {amount} damage, and several of your effects "
                "would change it: choose the one that applies first (709.2)."
            ]
        else:
            would = {"heal": f"heal {amount}", "move": "move", "destroyed": "be destroyed"}.get(event, event)
            lines = [
                f"{who} would {would}, and several effects would change that: as its controller, "
                "choose the one that applies first (709.2b)."
            ]
        effects = details.get("effects") or {}
        lines.extend(f"{e.get('name', '')}: {e.get('does', '')}." for e in effects.values() if e.get("does"))
        return lines
    if pending == "BuffChoice":
        giver = names.get(str(details.get("char", "")), "The character")
        taker = names.get(str(details.get("to", "")), "your character")
        return [
            f"{giver} has several buffs that can move to {taker}: choose which one (301.3).",
            "The buff is not played again; the counters it added move with it.",
        ]
    if pending == "ExhaustChoice":
        who = names.get(str(details.get("char", "")), "Your character")
        gone = (
            ""
            if details.get("in_play", True)
            else ", though it was destroyed (its cards stay with it, 602.2)"
        )
        return [
            f"{who} must exhaust 1 of its {details.get('ready', 'ready')} ready Action Bar cards{gone}: "
            "choose which (106.1).",
            "It stays exhausted until the end of tick 10; exhausted equipment is broken (302.4).",
        ]
    if pending == "DamageOrder":
        return [
            "Several of your characters are dealt damage at once: choose the order it is dealt in "
            "(107.2). It matters when effects move or change damage."
        ]
    return []


def prompt_state(
    obs: Mapping[str, Any],
    index: LegalIndex,
    *,
    you_decide: bool,
    actor_name: str,
    thinking: bool,
    selected: str | None,
    ability_name: str | None,
    picked: Sequence[str],
    can_confirm: bool,
    max_buttons: int,
    context: str = "",
) -> PromptState:
    """The prompt for the decision at hand (pure: easy to test).

    ``context`` is the latest play or attack in words: a react, protect or reroll prompt quotes it so
    the player knows what they are answering.
    """
    pending = (obs.get("pending") or {}).get("kind", "")
    names = {c["uid"]: str(c["name"]) for c in obs.get("characters", [])}
    if obs.get("outcome"):
        return PromptState("Game over", ("Rematch, replay or go back to the menu from the result.",), ())
    if not you_decide:
        what = {
            "ReactWindow": "may react",
            "ProtectChoice": "may protect",
            "RerollChoice": "may reroll",
            "ModeChoice": "is choosing a mode",
            "MayChoice": "is deciding an optional step",
            "ReplaceChoice": "is ordering replacement effects",
            "DamageOrder": "is ordering the damage",
            "BuffChoice": "is choosing a buff to move",
            "ExhaustChoice": "is choosing a card to exhaust",
        }
        verb = what.get(pending, "is thinking" if thinking else "is deciding")
        return PromptState(
            f"{actor_name} {verb}", ("Their moves are shown on the board as they happen.",), (), waiting=True
        )
    title = _TITLES.get(pending, "Your decision")
    buttons: list[tuple[str, Any, bool, str]] = []
    lines: list[str] = []
    numbered = 0

    def add_choice(action: WowAction, label: str | None = None) -> None:
        nonlocal numbered
        if len(buttons) >= max_buttons:
            return
        numbered += 1
        buttons.append(
            (
                label or describe(action, obs),
                ("action", action),
                False,
                str(numbered) if numbered <= 9 else "",
            )
        )

    if pending == "TurnMenu" or index.ends:
        uid = next(iter(index.ends), selected)
        name = names.get(uid or "", "Your character")
        title = f"{name}'s turn"
        if ability_name:
            lines.append(f"{ability_name}: click a highlighted target on the board. Esc cancels.")
            if picked:
                lines.append(
                    "Picked: " + ", ".join(names.get(p, p) for p in picked) + ". Click another or confirm."
                )
            if can_confirm:
                buttons.append(("Confirm targets", ("confirm",), True, "C"))
        else:
            lines.append(
                "Click a highlighted space to move, or choose an ability in the panel above "
                "(number keys). Hover an enemy to see why it can't be targeted."
            )
        turn = obs.get("turn") or {}
        if turn:
            used = [
                f"Move: {'done' if turn.get('moved') else 'free'}",
                f"Action: {'used' if turn.get('action') else 'free'}",
                f"Instant: {'used' if turn.get('instant') else 'free'}",
            ]
            lines.append(" · ".join(used) + " (501.3)")
        for action in index.choices:
            # Turn options that are neither a move nor an ability (drop a form, keep channelling);
            # no number key, since during a turn the numbers choose abilities.
            buttons.append((describe(action, obs), ("action", action), False, ""))
        for uid_end, action in index.ends.items():
            buttons.append(
                (f"End {names.get(uid_end, uid_end).split(',')[0]}'s turn", ("action", action), True, "Enter")
            )
    elif index.nexts:
        lines.append("These characters' clocks are at the master clock. Click one (board, track or button).")
        for action in index.nexts.values():
            add_choice(action)
    elif index.spawns:
        uid = next(iter(index.spawns))
        verb = next(iter(index.spawns[uid].values())).verb
        who = names.get(uid, uid)
        title = _PLACEMENT_TITLES.get(verb, title)
        lines.append(_PLACEMENT_LINES.get(verb, "{who}: click a marked space.").format(who=who))
        for action in index.spawns[uid].values():
            add_choice(action)
    elif index.moves and pending != "TurnMenu":
        uid = next(iter(index.moves))
        lines.append(f"{names.get(uid, uid)} must be placed: click a marked space.")
        for action in index.moves[uid].values():
            add_choice(action)
    else:
        choices = list(index.choices)
        if context and pending in ("ReactWindow", "ProtectChoice", "RerollChoice"):
            lines.append(context)
        if pending == "RerollChoice":
            faces = _roll_faces(obs)
            lines.append("Dice showing 1-3 failed. Choose which dice to roll again, or keep them.")
            keep = [a for a in choices if a.verb == "keep"]
            rerolls = [a for a in choices if a.verb == "reroll"]

            def rank(a: WowAction) -> tuple[int, int]:
                dice = [int(x) for x in a.args[0].split(",")]
                fails = sum(1 for i in dice if 0 < i <= len(faces) and faces[i - 1] < 4)
                return (-(fails == len(dice)), -len(dice))

            for a in keep:
                add_choice(a)
            for a in sorted(rerolls, key=rank):
                add_choice(a, _reroll_label(a, faces))
        else:
            if pending == "ReactWindow":
                lines.append("An enemy ability gives you a react window: play a react card or pass.")
            elif pending == "ProtectChoice":
                lines.append("A protector may take the attack in place of an adjacent ally (600.4).")
            elif pending == "TriggerWave":
                lines.append("Several effects trigger on this character: choose the order they resolve in.")
            else:
                lines.extend(_decision_lines(pending, obs.get("pending") or {}, names))
            for a in choices:
                add_choice(a)
    return PromptState(title, tuple(lines), tuple(buttons))


class PromptPanel(PanelBase):
    """The right column's decision panel, with the tool buttons at its bottom."""

    def refresh(self, state: PromptState, *, hovered: Any, can_undo: bool, dots: int) -> None:
        key = (state, hovered, can_undo, dots if state.waiting else 0)
        if self.theme is None or not self.needs_paint(key):
            return
        theme = self.theme
        surf = self.begin()
        inner = self.local(self.inner())
        gold, text, muted = colour(theme, "title"), colour(theme, "text"), colour(theme, "muted")
        title_f = font(theme.px(17), True)
        title = state.title + ("." * (dots + 1) if state.waiting else "")
        surf.blit(title_f.render(title, True, gold if not state.waiting else muted), inner.topleft)
        y = inner.y + title_f.get_linesize() + theme.px(4)
        f = font(theme.px(13))
        for line in state.lines:
            for part in wrap(line, f, inner.width):
                surf.blit(f.render(part, True, text), (inner.x, y))
                y += f.get_linesize()
        y += theme.px(6)
        button_h = theme.px(30)
        tools_y = inner.bottom - button_h
        for label, hit_key, primary, hotkey in state.buttons:
            if y + button_h > tools_y - theme.px(6):
                break
            rect = pygame.Rect(inner.x, y, inner.width, button_h)
            draw_button(surf, rect, label, theme, hovered=hovered == hit_key, primary=primary, hotkey=hotkey)
            self.hits.append(Hit(rect.move(self.rect.topleft), hit_key))
            y += button_h + theme.px(6)
        tools = [
            ("Undo", ("undo",), can_undo, "Ctrl+Z"),
            ("Help", ("help",), True, "F1"),
            ("Menu", ("menu",), True, ""),
        ]
        gap = theme.px(6)
        w = (inner.width - gap * (len(tools) - 1)) // len(tools)
        for k, (label, hit_key, enabled, hotkey) in enumerate(tools):
            rect = pygame.Rect(inner.x + k * (w + gap), tools_y, w, button_h)
            draw_button(surf, rect, label, theme, hovered=hovered == hit_key, enabled=enabled, hotkey=hotkey)
            if enabled:
                self.hits.append(Hit(rect.move(self.rect.topleft), hit_key))
