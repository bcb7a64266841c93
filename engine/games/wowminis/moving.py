"""Walking, forced moves, teleports and switches (404), with the "move into a space" triggers.

Where a move may end is a question for WowState (``forced_paths``, ``teleport_options``) and
movement.py; these functions carry the move out and ask a player when there is a choice.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Event
from engine.games.wowminis import damage, effects, replacement, ticking
from engine.games.wowminis.model import CharTrigger
from engine.games.wowminis.records import Char
from engine.games.wowminis.work import ForcedMove, TeleportChoice
from engine.hex import Hex

if TYPE_CHECKING:
    from engine.games.wowminis.state import WowState


def start_forced_move(
    state: WowState, uid: str, spaces: int, source: Hex | None, chooser: int, events: list[Event]
) -> None:
    """Move now when only one end is possible, else ask the effect's controller (404.3)."""
    paths = state.forced_paths(uid, spaces, source)
    if len(paths) == 1:
        forced_move(state, uid, paths[0], events)
    elif paths:
        state.stack.append(ForcedMove(uid, spaces, "" if source is None else str(source), chooser))


def start_teleport(state: WowState, uid: str, spaces: int, chooser: int, events: list[Event]) -> None:
    options = state.teleport_options(uid, spaces)
    if len(options) == 1:
        teleport(state, uid, options[0], events)
    elif options:
        state.stack.append(TeleportChoice(uid, spaces, chooser))


def teleport(state: WowState, uid: str, h: Hex, events: list[Event]) -> None:
    """404.2: straight to the destination; not a move, so stealth and move triggers don't care."""
    c = state.chars[uid]
    start = c.pos
    c.pos = h
    ticking.end_channel(state, c, events)
    events.append(
        Event(
            "teleported",
            f"{state.label(c)} teleports to {h}.",
            {"char": uid, "from": str(start), "to": str(h)},
        )
    )


def switch(state: WowState, uid: str, other: str, events: list[Event]) -> None:
    """404.5: a simultaneous teleport of both; a totem stays, the character takes its space if free."""
    c = state.chars[uid]
    if c.pos is None or other == uid:
        return
    if other in state.totems:
        target = state.totems[other].pos
        if state.occupant(target) is None:
            teleport(state, uid, target, events)
        return
    o = state.chars[other]
    if o.pos is None:
        return
    a, b = c.pos, o.pos
    teleport(state, uid, b, events)
    teleport(state, other, a, events)


def forced_move(state: WowState, uid: str, path: tuple[Hex, ...], events: list[Event]) -> None:
    walk(state, uid, path, True, events)


def walk(state: WowState, uid: str, path: tuple[Hex, ...], forced: bool, events: list[Event]) -> None:
    """Move along ``path`` space by space (404.4): "move into a space" triggers resolve in each
    space before the character leaves it, and a destroyed character stops there; "stop moving"
    triggers fire only in the last space of the path.

    One "moved" event per stretch between triggers, so a client animates the walk in order.
    """
    c = state.chars[uid]
    # 709.5: the whole natural move is replaced; only the mover's buffs replace it (replacement.competing),
    # and only those whose buff replaces a move, so the others are not asked about it.
    if not forced and c.buffs and _replaces_moves(state, c) and replacement.replace_move(state, uid, events):
        return
    if c.channel is not None:
        ticking.end_channel(state, c, events)
    start = c.pos
    name = state.catalog.characters[c.cid].name
    verb = "is moved" if forced else "moves"
    # Only enemies with triggers can fire (move_triggers); with none in play, no step needs a look
    # and the character goes straight to the end of the path, one "moved" event for all of it.
    chars = state.chars
    player = c.controller
    watched = False  # an enemy with triggers in play? (stops at the first; most parties have none)
    for u in state.with_triggers():
        o = chars[u]
        if o.controller != player and o.pos is not None:
            watched = True
            break
    if not watched and path:
        c.pos = path[-1]
        turn = state.turn
        if turn is not None and turn.char == uid:
            turn.spaces_moved += len(path)
        # The spaces' "q,r" notation (Hex.__str__) made by %-formatting each space (a tuple) through
        # map, with no Python call per space: a walk's event names every space.
        texts = list(map(_SPACE_TEXT, path))
        events.append(
            Event(
                "moved",
                f"{name} {verb} to {texts[-1]}.",
                {"char": uid, "from": _SPACE_TEXT(start), "path": texts, "forced": forced},
            )
        )
        return
    walked: list[Hex] = []
    for h in path:
        c.pos = h
        walked.append(h)
        if state.turn is not None and state.turn.char == uid:
            state.turn.spaces_moved += 1
        last = h == path[-1]
        fired = move_triggers(state, c, MOVE_EVENTS if not last else MOVE_AND_STOP_EVENTS)
        if fired or last:
            events.append(
                Event(
                    "moved",
                    f"{name} {verb} to {h}.",
                    {"char": uid, "from": str(start), "path": [str(x) for x in walked], "forced": forced},
                )
            )
            start, walked = h, []
        if fired:
            resolve_move_triggers(state, c, fired, events)
            if c.pos is None or state.result is not None:
                return


def _replaces_moves(state: WowState, c: Char) -> bool:
    """Whether one of the character's buffs has a move replacement effect (709.5)."""
    cards = state.catalog.cards
    for b in c.buffs:
        spec = cards[b.card].buff
        if spec is not None and spec.replace is not None and spec.replace.event == "move":
            return True
    return False


_SPACE_TEXT = "%d,%d".__mod__
"""A space's "q,r" notation, as ``Hex.__str__`` writes it."""

MOVE_EVENTS: tuple[str, ...] = ("enemy_moves_adjacent",)
STOP_EVENTS: tuple[str, ...] = ("enemy_stops_adjacent",)
MOVE_AND_STOP_EVENTS = (*MOVE_EVENTS, *STOP_EVENTS)


def move_triggers(
    state: WowState, c: Char, on: tuple[str, ...] = MOVE_EVENTS
) -> list[tuple[Char, CharTrigger]]:
    """404.4: triggers watching ``on`` of enemies adjacent to the space just entered, one per name
    (704.2d); "move into a space" triggers resolve before "stop moving" ones."""
    found: dict[str, tuple[Char, CharTrigger]] = {}
    # Only enemies with triggers can fire, so the others are not even checked for adjacency.
    armed = [
        o
        for o in state.in_play()
        if o.controller != c.controller and state.char_def(o.uid).triggers and state.adjacent(c, o)
    ]
    for other in sorted(armed, key=lambda o: o.uid):
        for t in state.char_def(other.uid).triggers:
            if t.on in on:
                found.setdefault(t.id, (other, t))
    return sorted(found.values(), key=lambda f: (on.index(f[1].on), f[1].id))


def resolve_move_triggers(
    state: WowState, c: Char, fired: list[tuple[Char, CharTrigger]], events: list[Event]
) -> None:
    for source, t in fired:
        ctx = effects.EffectContext(source.uid)
        for eff in t.effects:
            effects.apply_effect(state, ctx, eff, [c.uid], events)
    damage.process_destruction(state, events)
