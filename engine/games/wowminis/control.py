"""Control changes (400.3): a player gains control of an enemy and immediately takes a turn with it.

While borrowed, the character's controller is the new player, so every "ally"/"enemy" question,
its turn options and its card flips follow that player (400.3a); its buffs and effects stay
(400.3b); its tick costs also tick up the character whose player took control (``controlled_by``,
ticking.pay and WowState.can_pay); ownership, and so kill VPs, never changes (400.4). The turn of
the controlling character is suspended (``WowState.suspended``) under the borrowed turn and
carries on after ``RevertControl`` (400.3c).

"This turn" means the turn an effect was created in. Buffs lasting "this turn" that exist as control
changes belong to the suspended turn, so they are set aside as lasting until the end of that
character's turn (``until`` "turn:<uid>") and survive the borrowed turn's end; when control returns
they last "this turn" again and end with the suspended turn (docs/rules-decisions.md). The record of
who took damage this turn (602.4, ``WowState.hurt``) is keyed the same way: the suspended turn's
entries wait as "turn:<uid>/<char>", so the borrowed turn starts with none, its own end forgets only
its own, and the suspended turn gets its record back when control returns.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Event
from engine.games.wowminis import ticking
from engine.games.wowminis.work import BeginTurn, EndTurn, RevertControl, TurnMenu, Work

if TYPE_CHECKING:
    from engine.games.wowminis.state import WowState

_WAITING = "turn:"


def take_control(state: WowState, uid: str, player: int, events: list[Event]) -> None:
    """``player`` gains control of ``uid`` and takes a turn with it now (only during a turn of one of
    ``player``'s characters, which is suspended until control returns)."""
    c = state.chars[uid]
    t = state.turn
    if c.pos is None or c.controller == player or t is None or t.char == uid or c.controlled_by:
        return
    former = c.controller
    c.controller = player
    c.controlled_by = t.char
    state.suspended.append(t)
    state.turn = None
    _retag_durations(state, "turn", f"turn:{t.char}")
    state.hurt = {u if u.startswith(_WAITING) else f"{_WAITING}{t.char}/{u}" for u in state.hurt}
    events.append(
        Event(
            "control_changed",
            f"{state.names[player]} gains control of {state.label(c)} and takes a turn with it (400.3).",
            {"char": uid, "controller": player, "former": former, "by": t.char},
        )
    )
    # Its former controller's channel ends with the change of control (docs/rules-decisions.md).
    ticking.end_channel(state, c, events)
    # Top last: the borrowed turn begins now, ends with its end-of-turn steps, then control reverts.
    state.stack.extend([RevertControl(uid, former), EndTurn(uid), TurnMenu(uid), BeginTurn(uid)])


def revert_control(state: WowState, item: Work, events: list[Event]) -> bool:
    """400.3c: after the borrowed turn's end-of-turn triggers, the former controller takes it back
    and the suspended turn carries on."""
    assert isinstance(item, RevertControl)
    state.stack.pop()
    c = state.chars[item.char]
    c.controller = item.controller
    c.controlled_by = None
    if state.suspended:
        waiting = state.suspended[-1].char
        _retag_durations(state, f"turn:{waiting}", "turn")
        state.hurt = {u.removeprefix(f"{_WAITING}{waiting}/") for u in state.hurt}
        state.turn = state.suspended.pop()
        state.turn_player = state.chars[state.turn.char].controller
    events.append(
        Event(
            "control_changed",
            f"Control of {state.label(c)} returns to {state.names[item.controller]}.",
            {"char": c.uid, "controller": item.controller, "former": None, "by": None},
        )
    )
    return True


def forget_turn_damage(state: WowState) -> None:
    """A turn's end forgets who took damage in it (602.4), keeping the records of suspended turns."""
    state.hurt = {u for u in state.hurt if u.startswith(_WAITING)}


def _retag_durations(state: WowState, old: str, new: str) -> None:
    """Move the buffs lasting until the end of one turn (``until`` ``old``) to another (``new``)."""
    for u in state.order:
        for b in state.chars[u].buffs:
            if b.until == old:
                b.until = new
