"""Clock changes (408) and channels (702.3): paying ticks, effects ticking characters up or down.

An enemy ticking a character up ends its channel and opens a react window, so clocks and
channels live together here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Event
from engine.games.wowminis import clocks
from engine.games.wowminis.records import Char
from engine.games.wowminis.work import ReactWindow

if TYPE_CHECKING:
    from engine.games.wowminis.state import WowState


def pay(state: WowState, c: Char, cost: int, events: list[Event]) -> None:
    """408.2: pay a tick cost; a borrowed character's cost also ticks up the character whose player
    controls it (400.3a)."""
    payers = [c]
    if c.controlled_by is not None and c.controlled_by in state.chars:
        payers.append(state.chars[c.controlled_by])
    for payer in payers:
        before = payer.clock
        payer.clock = clocks.pay(payer.clock, cost)
        why = "" if payer is c else f" for {state.label(c)} (400.3a)"
        events.append(
            Event(
                "clock_ticked",
                f"{state.label(payer)} pays {cost} tick(s){why}: clock {before} -> {payer.clock}.",
                {"char": payer.uid, "from": before, "to": payer.clock, "cost": cost},
            )
        )


def effect_tick_up(
    state: WowState, uid: str, amount: int, events: list[Event], by: int | None = None, play: int = 0
) -> None:
    """An effect ticks a character up (capped at 9 ahead, 408.2a); an enemy doing it ends a
    channel (702.3c) and opens the "enemy ticks [a character] up" react window (408.1b)."""
    c = state.chars[uid]
    before = c.clock
    c.clock = clocks.effect_tick_up(c.clock, state.master, amount)
    end_channel(state, c, events)
    events.append(
        Event(
            "clock_ticked",
            f"{state.label(c)} is ticked up: clock {before} -> {c.clock}.",
            {"char": uid, "from": before, "to": c.clock},
        )
    )
    if by is not None and by != c.controller and c.pos is not None:
        tp = state.turn_player if state.turn_player is not None else 0
        state.stack.append(ReactWindow(play, ("enemy_ticks_up",), (tp, 1 - tp), uid))


def effect_tick_down(state: WowState, uid: str, amount: int, events: list[Event]) -> None:
    """An effect ticks a character down, never behind the master clock (408.2a)."""
    c = state.chars[uid]
    before = c.clock
    c.clock = clocks.effect_tick_down(c.clock, state.master, amount)
    events.append(
        Event(
            "clock_ticked",
            f"{state.label(c)} is ticked down: clock {before} -> {c.clock}.",
            {"char": uid, "from": before, "to": c.clock},
        )
    )


def start_channel(state: WowState, play_id: int, events: list[Event]) -> None:
    """702.3a: a resolving channel ability puts a channel counter on its character."""
    play = state.plays.get(play_id)
    if play is None:
        return
    c = state.chars[play.char]
    if c.pos is None:
        return
    ab = state.any_ability(c, play.ability)
    if ab is None or not ab.channel:
        return
    c.channel = f"{play.ability} {play.text}".strip()
    events.append(
        Event(
            "channel_started",
            f"{state.label(c)} channels {ab.name}.",
            {"char": c.uid, "ability": play.ability},
        )
    )


def end_channel(state: WowState, c: Char, events: list[Event]) -> None:
    """702.3c: the channel ends (moved, damaged, another action, ticked up by an effect, ...)."""
    if c.channel is None:
        return
    events.append(Event("channel_ended", f"{state.label(c)} stops channeling.", {"char": c.uid}))
    c.channel = None
