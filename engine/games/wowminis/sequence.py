"""The game sequence: ticks (500, 502), turns (501), react windows (701) and trigger waves (704.2d).

``advance`` runs the work stack (work.py) until the top item needs a decision; ``legal_actions``
and ``apply`` read and answer that decision. Attack steps are in combat.py, ability plays in
abilities.py.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from itertools import combinations, permutations
from operator import attrgetter
from typing import NamedTuple

from engine.core import Event, Outcome
from engine.core.actions import Action
from engine.games.wowminis import (
    abilities,
    choices,
    clocks,
    combat,
    control,
    damage,
    moving,
    scoring,
    summons,
    ticking,
)
from engine.games.wowminis import wave as end_of_tick_wave
from engine.games.wowminis.actions import WowAction, act
from engine.games.wowminis.board import Board
from engine.games.wowminis.effects import EffectContext, ready, run_effect
from engine.games.wowminis.los import distances_from
from engine.games.wowminis.model import CharTrigger, Effect
from engine.games.wowminis.movement import move_ends
from engine.games.wowminis.state import Char, Turn, WowState
from engine.games.wowminis.work import (
    AdvanceMaster,
    AttackPhase,
    BeginTurn,
    ChooseFirst,
    EndTick,
    EndTurn,
    ForcedMove,
    NextChar,
    ProtectChoice,
    ReactResolve,
    ReactWindow,
    RerollChoice,
    ResolvePlay,
    SpawnChoice,
    StartTurn,
    SummonChoice,
    TeleportChoice,
    TriggerWave,
    TurnMenu,
    Work,
)
from engine.hex import Hex, distance, neighbors, parse_hex

MAX_STEPS = 100_000
_NOTATION = attrgetter("notation")
"""Sort key of actions by notation (the order of ``legal_actions``), read without calling ``str``."""


# -- 500.4: who goes next ------------------------------------------------------------------------
def matching(state: WowState) -> list[Char]:
    """Characters whose personal clock equals the master clock (in play or awaiting respawn, not
    removed: ``Char.removed``, read directly)."""
    chars = state.chars
    master = state.master
    return [c for u in state.order if (c := chars[u]).clock == master and "removed" not in c.statuses]


def next_chooser(state: WowState, m: list[Char] | None = None) -> tuple[int, list[str]]:
    """500.4b/c and 101.4: who chooses the next character, and among which of their characters
    (``m``: the ``matching`` characters, when the caller has them already)."""
    if m is None:
        m = matching(state)
    tp = state.turn_player
    first = m[0]
    if len(m) == 1:
        return first.controller, [first.uid]
    if tp is None:
        players = {c.controller for c in m}
        chooser = state.first_player if state.first_player in players else min(players)
    else:
        # Plain loops (no set, no comprehension): this runs after most turns.
        chooser = first.controller
        for c in m:
            if c.controller != chooser:
                chooser = 1 - tp  # both players have a character matching the clock
                break
    uids: list[str] = []
    for c in m:
        if c.controller == chooser:
            uids.append(c.uid)
    return chooser, uids


# -- the decision on top of the stack ----------------------------------------------------------------
def decision_player(state: WowState) -> int:
    top = state.stack[-1]
    if isinstance(top, ChooseFirst):
        return top.chooser
    if isinstance(top, NextChar):
        return next_chooser(state)[0]
    if isinstance(top, (ForcedMove, TeleportChoice)):
        return top.chooser
    if isinstance(top, (SpawnChoice, TurnMenu, SummonChoice)):
        return state.chars[top.char].controller
    if isinstance(top, TriggerWave):
        return state.chars[top.pending[0]].controller
    if isinstance(top, ReactWindow):
        return top.players[0]
    if isinstance(top, ProtectChoice):
        return state.chars[top.protector].controller
    if isinstance(top, RerollChoice):
        return state.chars[top.roller].controller
    if isinstance(top, choices.CHOICE_TYPES):
        return choices.decider(state, top)
    raise AssertionError(f"no decision pending on {top!r}")


def legal_actions(state: WowState) -> list[Action]:
    """The pending decision's options in notation order (``WowState.LEGAL_ACTIONS_SORTED``)."""
    top = state.stack[-1]
    out: list[WowAction]
    if isinstance(top, ChooseFirst):
        out = [act("first", f"p{p + 1}") for p in range(2)]
    elif isinstance(top, NextChar):
        return list(_next_options(next_chooser(state)[1]))
    elif isinstance(top, SpawnChoice):
        out = [act("spawn", top.char, str(h)) for h in spawn_options(state, top.char)]
    elif isinstance(top, TurnMenu):
        return list(turn_options(state, top.char))
    elif isinstance(top, TeleportChoice):
        out = [act("teleport", top.char, str(h)) for h in state.teleport_options(top.char, top.spaces)]
    elif isinstance(top, ForcedMove):
        out = [act("push", top.char, str(p[-1])) for p in forced_move_paths(state, top)]
    elif isinstance(top, SummonChoice):
        out = [
            act("summon", top.char, top.pet, str(h))
            for h in abilities.pet_spaces(state, state.chars[top.char])
        ]
    elif isinstance(top, TriggerWave):
        uid = top.pending[0]
        out = [act("order", uid, ",".join(p)) for p in permutations(trigger_names(state, uid))]
    elif isinstance(top, ReactWindow):
        out = [act("pass")] + [act("react", c, card) for c, card in react_options(state, top, top.players[0])]
    elif isinstance(top, ProtectChoice):
        out = [act("no-protect")] + [
            act("protect", top.protector, d) for d in combat.protect_options(state, top)
        ]
    elif isinstance(top, RerollChoice):
        keep = [act("keep")] if mandatory_count(state, top) == 0 else []
        out = keep + [
            act("reroll", ",".join(str(i + 1) for i in combo)) for combo in reroll_combos(state, top)
        ]
    elif isinstance(top, choices.CHOICE_TYPES):
        out = choices.options(state, top)
    else:
        raise AssertionError(f"no decision pending on {top!r}")
    return sorted(out, key=_NOTATION)


def apply(state: WowState, action: Action) -> list[Event]:
    assert isinstance(action, WowAction), action
    events: list[Event] = []
    top = state.stack[-1]
    verb, args = action.verb, action.args
    if type(top) is TurnMenu:  # most decisions: the menu's choice is carried out (no subclass exists)
        turn_action(state, top, verb, args, events, state.kept_moves)
    elif type(top) is NextChar:  # the next most: who goes next; the turn starts without advance's round trip
        state.stack.pop()
        start = _TURN_ITEMS[args[0]][0]
        state.stack.append(start)
        state.kept_moves = None
        _start_turn(state, start, events)
        advance(state, events)
        return events
    elif isinstance(top, ChooseFirst):
        state.stack.pop()
        state.first_player = int(args[0][1:]) - 1
        events.append(
            Event(
                "first_player",
                f"{state.names[top.chooser]} chooses {state.names[state.first_player]} as the first player.",
                {"chooser": top.chooser, "first_player": state.first_player},
            )
        )
    elif isinstance(top, SpawnChoice):
        state.stack.pop()
        spawn(state, top.char, parse_hex(args[1]), events)
    elif isinstance(top, TeleportChoice):
        state.stack.pop()
        moving.teleport(state, top.char, parse_hex(args[1]), events)
    elif isinstance(top, ForcedMove):
        state.stack.pop()
        end = parse_hex(args[1])
        path = next(p for p in forced_move_paths(state, top) if p[-1] == end)
        moving.forced_move(state, top.char, path, events)
    elif isinstance(top, SummonChoice):
        state.stack.pop()
        summons.summon_pet(state, state.chars[top.char], top.pet, parse_hex(args[2]), events)
    elif isinstance(top, TriggerWave):
        state.stack[-1] = TriggerWave(top.tick, top.pending[1:], (*top.orders, f"{args[0]}={args[1]}"))
    elif isinstance(top, ReactWindow):
        state.stack[-1] = ReactWindow(top.play, top.events, top.players[1:], top.roller)
        if verb == "react":
            play_react(state, top, args[0], args[1], events)
        else:
            events.append(
                Event("react_passed", f"{state.names[top.players[0]]} passes.", {"player": top.players[0]})
            )
    elif isinstance(top, ProtectChoice):
        state.stack.pop()
        if verb == "protect":
            combat.protect(state, args[0], args[1], events)
    elif isinstance(top, RerollChoice):
        state.stack.pop()
        if verb == "reroll":
            combat.reroll(state, top, [int(i) - 1 for i in args[0].split(",")], events)
    elif isinstance(top, choices.CHOICE_TYPES):
        choices.answer(state, top, action, events)
    state.kept_moves = None  # the position changed: only a menu worked out from here on may keep its moves
    advance(state, events)
    return events


# -- handlers: each returns True when it made progress, False when it waits for a decision -------------
def advance(state: WowState, events: list[Event]) -> None:
    """Process work until a decision is pending or the game is over."""
    stack = state.stack  # the same list for the whole game (finish clears it)
    handlers = HANDLERS
    for _ in range(MAX_STEPS):
        if state.result is not None:
            return
        if not stack:
            stack.append(_NEXT_CHAR)
        top = stack[-1]
        if not handlers[type(top)](state, top, events):
            return
    raise AssertionError(f"the rules looped without a decision ({state.describe()})")


def _next_char(state: WowState, item: Work, events: list[Event]) -> bool:
    master = state.master
    # matching(), inlined as a plain loop over the characters (faster than a comprehension over the
    # play order): who has a turn at this tick. Their order does not matter: next_chooser's
    # characters are sorted into the "next" actions.
    m: list[Char] = []
    for c in state.chars.values():
        if c.clock == master and "removed" not in c.statuses:
            m.append(c)
    if not m:
        state.stack.pop()
        state.stack.append(_END_TICK)
        return True
    options = [m[0].uid] if len(m) == 1 else next_chooser(state, m)[1]
    if len(options) == 1:
        state.stack.pop()
        start = _TURN_ITEMS[options[0]][0]
        state.stack.append(start)
        return _start_turn(state, start, events)  # what advance would do next, without the round trip
    state.remember_legal_actions(_next_options(options))
    return False


_NEXT_MENUS: dict[tuple[str, ...], tuple[WowAction, ...]] = {}


def _next_options(uids: list[str]) -> tuple[WowAction, ...]:
    """The "next" actions in notation order, made once per list of characters: they differ only
    after the common "next ", so sorting the characters sorts the actions."""
    key = tuple(uids)
    found = _NEXT_MENUS.get(key)
    if found is None:
        if len(_NEXT_MENUS) >= MOVES_LIMIT:
            _NEXT_MENUS.clear()
        found = _NEXT_MENUS[key] = tuple(act("next", u) for u in sorted(uids))
    return found


_NEXT_CHAR = NextChar()
_END_TICK = EndTick()
_ADVANCE_MASTER = AdvanceMaster()


class _TurnItems(dict[str, tuple[StartTurn, TurnMenu, BeginTurn, EndTurn]]):
    """Each character's turn work items, made on first use: they are frozen values, so every turn and
    every clone may share them (each turn pushes all four). A dict that makes what it misses, so the
    turn flow reads them by subscription (no function call per turn)."""

    def __missing__(self, uid: str) -> tuple[StartTurn, TurnMenu, BeginTurn, EndTurn]:
        if len(self) >= MOVES_LIMIT:
            self.clear()
        found = self[uid] = (StartTurn(uid), TurnMenu(uid), BeginTurn(uid), EndTurn(uid))
        return found


_TURN_ITEMS = _TurnItems()


def _start_turn(state: WowState, item: Work, events: list[Event]) -> bool:
    assert isinstance(item, StartTurn)
    stack = state.stack
    stack.pop()
    _, menu, begin, _ = _TURN_ITEMS[item.char]
    stack.append(menu)
    stack.append(begin)
    if state.chars[item.char].pos is None:
        stack.append(SpawnChoice(item.char))
        return True
    return _begin_turn(state, begin, events)  # what advance would do next, without the round trip


def spawn_options(state: WowState, uid: str) -> list[Hex]:
    """403.1: spawn points its controller controls; occupied ones only when every one is (403.1a)."""
    c = state.chars[uid]
    points = sorted(sp.hex for sp in state.board.spawns_for(c.controller))
    occupied = state.occupied(exclude=uid)
    free = [h for h in points if h not in occupied]
    return free or points


def _spawn_choice(state: WowState, item: Work, events: list[Event]) -> bool:
    assert isinstance(item, SpawnChoice)
    options = spawn_options(state, item.char)
    if len(options) == 1:
        state.stack.pop()
        spawn(state, item.char, options[0], events)
        return True
    return False


def spawn(state: WowState, uid: str, h: Hex, events: list[Event]) -> None:
    c = state.chars[uid]
    c.pos = h
    c.health = state.max_health(c)
    events.append(Event("spawned", f"{state.label(c)} spawns at {h}.", {"char": uid, "space": str(h)}))


def _begin_turn(state: WowState, item: Work, events: list[Event]) -> bool:
    assert isinstance(item, BeginTurn)
    state.stack.pop()
    uid = item.char
    chars = state.chars
    c = chars[uid]
    damage.expire_buffs(state, f"start:{uid}", events)
    state.turn_player = c.controller
    pos = c.pos
    # Sharing a space: someone besides the character itself stands on it (a loop that stops at the first).
    stuck = False
    if pos is not None:
        for o in chars.values():
            if o.pos == pos and o is not c:
                stuck = True
                break
    d = state.catalog.characters[c.cid]
    stealth = "stealth" in d.keywords and not state.adjacent_chars(c, enemies=True)
    state.turn = Turn(uid, False, False, False, stuck, 0, stealth)
    if c.channel is not None and abilities.channel_targets(state, c) is None:
        ticking.end_channel(state, c, events)
    if "cant_move_next_turn" in c.statuses:
        c.statuses.remove("cant_move_next_turn")
        c.statuses.append("cant_move_this_turn")
    events.append(
        Event(
            "turn_started",
            f"{d.name} starts a turn (tick {state.master}).",
            {"char": uid, "player": c.controller, "tick": state.master, "round": state.round},
        )
    )
    return True


def _turn_menu(state: WowState, item: Work, events: list[Event]) -> bool:
    assert isinstance(item, TurnMenu)
    if state.chars[item.char].pos is None:
        state.stack.pop()
        state.stack.append(_TURN_ITEMS[item.char][3])
        return True
    options = turn_options(state, item.char)
    if len(options) == 1 and options[0].verb == "end":
        # 501.3a/501.3d: no option is left, so the turn ends without asking (docs/rules-decisions.md);
        # the "end" choice carried out, then the turn's end without advance's round trip.
        turn_action(state, item, "end", options[0].args, events)
        end = state.stack[-1]
        return _end_turn(state, end, events)
    state.remember_legal_actions(options)
    return False


def move_points(state: WowState, c: Char) -> int:
    """404.1/404.1c: 2 + move modifiers, at least 0; 0 while it can't move this turn."""
    if c.statuses and "cant_move_this_turn" in c.statuses:
        return 0
    sources = state.move_sources
    if sources.statics or c.counters:
        return max(0, state.stat(c, "move"))
    cards = sources.cards
    if cards:
        if c.form in cards:
            return max(0, state.stat(c, "move"))
        for b in c.buffs:
            if b.card in cards:
                return max(0, state.stat(c, "move"))
        for i in c.cards:
            if i.card in cards:
                return max(0, state.stat(c, "move"))
    return 2  # nothing that could change it touches the character: the base (404.1)


class Moves(NamedTuple):
    """A character's natural moves from where it stands (404.1, 404.1b): the ``move`` actions in
    notation order, and each destination's cheapest path by its notation."""

    actions: tuple[WowAction, ...]
    paths: dict[str, tuple[Hex, ...]]


MOVES_LIMIT = 1 << 14
"""Move menus kept per board by ``natural_moves`` before it starts over (bounds memory in long searches)."""


def natural_moves(state: WowState, c: Char) -> Moves:
    """The turn menu's natural moves, kept on the board per character and per the pieces within
    reach: a move can only end within ``move_points`` spaces (every step costs at least 1 MP), so
    enemies (never entered) and other characters (never ended on) farther away cannot change them.
    The menu offers them and the chosen move walks the path found here, one search for both."""
    return _moves_and_nearest(state, c)[0]


def _moves_and_nearest(state: WowState, c: Char) -> tuple[Moves, int, dict[Hex, int] | None]:
    """``natural_moves``, the distance to the nearest enemy character met on the way and the
    ``distances_from`` row of the character's space (the play options need both, and the characters
    need not be walked twice); -1 and None when they were not measured (no move points)."""
    start = c.pos
    assert start is not None
    mp = move_points(state, c)
    if mp <= 0:
        return _NO_MOVES, -1, None
    uid = c.uid
    player = c.controller
    near_blocked: list[Hex] = []
    near_occupied: list[Hex] = []
    nearest = abilities.FAR
    row = distances_from(state.board, start)
    for o in state.chars.values():  # in any order: the spaces only go into sets
        p = o.pos
        if p is None or o is c:
            continue
        d = row.get(p)
        if d is None:
            d = distance(start, p)  # off the board (a hand-made position)
        if o.controller != player:
            if d < nearest:
                nearest = d
            if d <= mp:
                near_occupied.append(p)
                if o.master is None:
                    near_blocked.append(p)
        elif d <= mp:
            near_occupied.append(p)
    ignore = "ignore_terrain" in state.catalog.characters[c.cid].keywords
    # Nobody within reach (most menus): the shared empty set, whose hash is kept, instead of two new ones.
    blocked = frozenset(near_blocked) if near_blocked else _NOBODY
    key = (uid, start, mp, blocked, frozenset(near_occupied) if near_occupied else _NOBODY, ignore)
    memo: dict[tuple[str, Hex, int, frozenset[Hex], frozenset[Hex], bool], Moves] | None
    memo = state.board.memo.get("natural_moves")
    if memo is None:
        memo = state.board.memo["natural_moves"] = {}
    found = memo.get(key)
    if found is None:
        if len(memo) >= MOVES_LIMIT:
            memo.clear()
        # The ends with nobody else on the board are shared by every character and position with
        # the same blockers near ``start``; only the spaces other characters stand on differ.
        ends = move_ends(state.board, start, mp, key[3], ignore)
        if near_occupied:
            occupied = key[4]
            ends = tuple(e for e in ends if e[0] not in occupied)
        named = state.board.memo.setdefault(("move_actions", uid), {})
        moves: list[WowAction] = []
        for _, text, _ in ends:
            a = named.get(text)
            if a is None:
                a = named[text] = act("move", uid, text)
            moves.append(a)
        found = memo[key] = Moves(tuple(moves), {text: path for _, text, path in ends})
    return found, nearest, row


_NO_MOVES = Moves((), {})
_NOBODY: frozenset[Hex] = frozenset()


def move_options(state: WowState, c: Char) -> dict[Hex, tuple[Hex, ...]]:
    """Natural-move destinations with their cheapest paths (404.1, 404.1b)."""
    return {path[-1]: path for path in natural_moves(state, c).paths.values()}


def place_options(state: WowState, c: Char) -> list[Hex]:
    """403.1a: the nearest unoccupied spaces a stuck spawner may be placed in."""
    assert c.pos is not None
    occupied = state.occupied(exclude=c.uid)
    free = [h for h in state.board.spaces if h not in occupied and h not in state.board.impassable]
    if not free:
        return []
    best = min(distance(c.pos, h) for h in free)
    return sorted(h for h in free if distance(c.pos, h) == best)


class _MenuActions(dict[str, tuple[WowAction, WowAction, WowAction]]):
    """Each character's ``continue``, ``drop`` and ``end`` actions, made the first time its menu is
    worked out (the menu reads them by subscription, without an ``act`` call each)."""

    def __missing__(self, uid: str) -> tuple[WowAction, WowAction, WowAction]:
        if len(self) >= MOVES_LIMIT:
            self.clear()
        found = self[uid] = (act("continue", uid), act("drop", uid), act("end", uid))
        return found


_MENU_ACTIONS = _MenuActions()


def turn_options(state: WowState, uid: str) -> list[WowAction]:
    """The turn menu (501.3) in notation order: continue, drop, end, flips, moves, plays (the verbs
    sort that way), each group sorted on its own, so the core need not sort the whole menu."""
    c = state.chars[uid]
    t = state.turn
    assert t is not None
    if t.must_move:
        moves = natural_moves(state, c)
        state.keep_moves(uid, moves)
        if moves.actions:
            return list(moves.actions)
        return sorted((act("place", uid, str(h)) for h in place_options(state, c)), key=_NOTATION)
    go_on, drop, end = _MENU_ACTIONS[uid]
    out: list[WowAction] = []
    if c.channel is not None and not (t.moved or t.instant or t.action) and abilities.can_continue(state, c):
        out.append(go_on)
    if c.form is not None and not t.instant:
        out.append(drop)
    out.append(end)
    if not state.all_face_up:  # most menus: every card that could be flipped already was
        out.extend(_flips(state, c.controller))
    nearest = -1
    row = None
    if not t.moved:
        moves, nearest, row = _moves_and_nearest(state, c)
        state.keep_moves(uid, moves)
        out.extend(moves.actions)
    plays = abilities.play_options(state, c, nearest, row)
    if len(plays) > 1:
        plays.sort(key=_NOTATION)
    out.extend(plays)
    return out


def _flips(state: WowState, player: int) -> list[WowAction]:
    """The ``flip`` actions of ``player``'s characters in play, sorted. Walks every character's cards,
    so that when none is left face down (equipment aside: it is never flipped) it notes
    ``state.all_face_up`` and later menus skip the walk (cards never turn face down again)."""
    cards = state.catalog.cards
    flips: list[WowAction] = []
    face_down = False
    for o in state.chars.values():  # in any order (the flips are sorted)
        for i in o.cards:
            if not i.face_up and cards[i.card].category != "equipment":
                face_down = True
                if o.controller == player and o.pos is not None:
                    flips.append(act("flip", o.uid, i.card))
    if not face_down:
        state.all_face_up = True
    if len(flips) > 1:
        flips.sort(key=_NOTATION)
    return flips


def turn_action(
    state: WowState,
    top: TurnMenu,
    verb: str,
    args: tuple[str, ...],
    events: list[Event],
    kept: tuple[str, Moves] | None = None,
) -> None:
    """Carry out a turn menu choice; ``kept`` is the menu's natural moves (``WowState.keep_moves``)
    when it was worked out in the previous apply, so a move need not look them up again."""
    c = state.chars[top.char]
    t = state.turn
    assert t is not None
    if c.channel is not None and verb not in ("continue", "flip"):
        ticking.end_channel(state, c, events)
    if verb == "continue":
        abilities.continue_channel(state, c, events)
    elif verb == "end":
        state.stack.pop()
        state.stack.append(_TURN_ITEMS[c.uid][3])
    elif verb == "move":
        moves = kept[1] if kept is not None and kept[0] == c.uid else natural_moves(state, c)
        path = moves.paths[args[1]]
        t.moved = True
        t.must_move = False
        moving.walk(state, c.uid, path, False, events)
    elif verb == "place":
        c.pos = parse_hex(args[1])
        t.must_move = False
        events.append(
            Event("placed", f"{state.label(c)} is placed at {c.pos}.", {"char": c.uid, "space": args[1]})
        )
    elif verb == "drop":
        t.instant = True
        summons.drop_form(state, c, events)
    elif verb == "flip":
        owner = state.chars[args[0]]
        inst = state.card_of(owner, args[1])
        assert inst is not None
        inst.face_up = True
        events.append(
            Event(
                "card_flipped",
                f"{state.label(owner)} turns {state.card_def(inst).name} face up.",
                {"char": owner.uid, "card": inst.uid, "card_id": inst.card},
            )
        )
    else:
        abilities.play(state, c, args, events)


def _end_turn(state: WowState, item: Work, events: list[Event]) -> bool:
    assert isinstance(item, EndTurn)
    state.stack.pop()
    c = state.chars[item.char]
    name = state.catalog.characters[c.cid].name
    before = c.clock
    if before == state.master:
        c.clock = before % 10 + 1  # clocks.wrap(before + 1), written out (clocks run 1..10)
        events.append(
            Event(
                "clock_ticked",
                f"{name} spent no ticks and is ticked up to {c.clock} (501.3d).",
                {"char": c.uid, "from": before, "to": c.clock},
            )
        )
    if "cant_move_this_turn" in c.statuses:
        c.statuses.remove("cant_move_this_turn")
    if state.hurt:  # most turns hurt nobody: nothing to forget
        control.forget_turn_damage(state)
    damage.expire_buffs(state, "turn", events)
    state.turn = None
    if not state.suspended:
        # A borrowed turn's end keeps the plays of the turn it interrupted (400.3c), which carries on.
        state.plays.clear()
        state.negated.clear()
    events.append(Event("turn_ended", f"{name} ends its turn.", {"char": c.uid}))
    if state.result is None and not state.stack:
        # What advance would do next, without the round trip: find who goes next.
        state.stack.append(_NEXT_CHAR)
        return _next_char(state, _NEXT_CHAR, events)
    return True


# -- 502: end of tick -------------------------------------------------------------------------------
@dataclass(frozen=True)
class WaveTrigger:
    """One end-of-tick triggered ability affecting one character: its name, bearer and effects."""

    name: str
    source: str
    party: int | None
    effects: tuple[Effect, ...]


def armed_triggers(state: WowState) -> list[tuple[Char, CharTrigger]]:
    """The end-of-tick triggers of the characters in play that fire at this tick, with their bearer,
    in play order (read once per end of tick and shared by every character's ``wave_triggers``)."""
    with_triggers = state.with_triggers()
    if not with_triggers:
        return []  # no character has triggers (most parties): no comprehension to run
    master = state.master
    defs = state.catalog.characters
    chars = state.chars
    return [
        (o, t)
        for u in with_triggers
        if (o := chars[u]).pos is not None
        for t in defs[o.cid].triggers
        if t.on == "end_of_tick" and master in t.ticks
    ]


def wave_triggers(
    state: WowState, uid: str, armed: list[tuple[Char, CharTrigger]] | None = None
) -> list[WaveTrigger]:
    """The end-of-tick triggers affecting a character now, one per name (704.2d), by name
    (``armed``: ``armed_triggers(state)`` when the caller has it).

    Conditions are read now, before the wave resolves: the snapshot of 704.2c.
    """
    c = state.chars[uid]
    found: dict[str, WaveTrigger] = {}
    for b in c.buffs:
        card = state.catalog.cards[b.card]
        if card.buff is not None and card.buff.end_of_tick and state.master in card.buff.end_of_tick_ticks:
            found.setdefault(card.id, WaveTrigger(card.id, c.uid, b.party, card.buff.end_of_tick))
    for other, t in armed_triggers(state) if armed is None else armed:
        if t.who == "self":
            applies = other.uid == c.uid
        else:
            applies = (
                other.uid != c.uid
                and state.adjacent(other, c)
                and ((other.controller != c.controller) == (t.who == "adjacent_enemies"))
            )
        if applies and (t.max_health_left is None or c.health <= t.max_health_left):
            found.setdefault(t.id, WaveTrigger(t.id, other.uid, None, t.effects))
    return [found[k] for k in sorted(found)]


def trigger_names(state: WowState, uid: str) -> list[str]:
    """Distinct names of the end-of-tick triggers affecting a character now (704.2d, 704.3b)."""
    return [t.name for t in wave_triggers(state, uid)]


def _end_tick(state: WowState, item: Work, events: list[Event]) -> bool:
    state.stack.pop()
    state.stack.append(_ADVANCE_MASTER)
    master = state.master
    scoring = master in (5, 10) and bool(state.board.vp_locations)
    in_play = state.in_play()
    armed = armed_triggers(state)
    # Without an armed character trigger or a buff with an end-of-tick effect at this tick, nobody is
    # affected (nothing to look at per character; most characters keep buffs that have none).
    named: dict[str, int] = {}
    affected: list[Char] = []
    if armed or _buffs_tick(state, in_play):
        named = {c.uid: len(wave_triggers(state, c.uid, armed)) for c in in_play}
        affected = [c for c in in_play if named[c.uid]]
    if scoring or affected:
        tp = state.turn_player if state.turn_player is not None else state.first_player
        ordered = sorted(affected, key=lambda c: (c.controller != tp, state.order.index(c.uid)))
        pending = tuple(c.uid for c in ordered if named[c.uid] > 1)
        state.stack.append(TriggerWave(state.master, pending))
    return True


def _trigger_wave(state: WowState, item: Work, events: list[Event]) -> bool:
    assert isinstance(item, TriggerWave)
    if item.pending:
        return False
    state.stack.pop()
    if item.tick in (5, 10):
        near = vp_counts(state.board)
        for c in state.in_play():
            assert c.pos is not None
            if c.is_pet:
                continue
            n = near.get(c.pos, 0)
            if n:
                scoring.score(state, c.controller, n, f"{state.label(c)} at a VP location", events)
    armed = armed_triggers(state)
    in_play = state.in_play()
    if not armed and not item.orders and not _buffs_tick(state, in_play):
        # A wave of VP scoring only (nobody has a trigger at this tick): what the end of an empty
        # wave does (wave.resolve_step), without building and resolving one.
        damage.process_destruction(state, events)
        scoring.check_win(state, events)
        return True
    orders = dict(o.split("=", 1) for o in item.orders)
    wave: list[tuple[str, list[WaveTrigger]]] = []
    for c in in_play:
        by_name = {t.name: t for t in wave_triggers(state, c.uid, armed)}
        names = orders[c.uid].split(",") if c.uid in orders else sorted(by_name)
        wave.append((c.uid, [by_name[n] for n in names if n in by_name]))
    # wave.py resolves it one effect at a time, asking for the order of its damage (107.2).
    end_of_tick_wave.start(state, wave, events)
    return True


def _buffs_tick(state: WowState, in_play: list[Char]) -> bool:
    """Whether a character in play has a buff with an end-of-tick effect at this tick (a loop that
    stops at the first; most buffs have none)."""
    master = state.master
    cards = state.catalog.cards
    for c in in_play:
        for b in c.buffs:
            spec = cards[b.card].buff
            if spec is not None and spec.end_of_tick and master in spec.end_of_tick_ticks:
                return True
    return False


def vp_counts(board: Board) -> dict[Hex, int]:
    """How many VP locations each space scores for (on it or adjacent to it), kept per board:
    the locations never move, and each tick 5 and 10 would otherwise measure every character to each."""
    found: dict[Hex, int] | None = board.memo.get("vp_counts")
    if found is None:
        found = board.memo["vp_counts"] = {}
        for v in board.vp_locations:
            for h in (v, *neighbors(v)):
                found[h] = found.get(h, 0) + 1
    return found


def _advance_master(state: WowState, item: Work, events: list[Event]) -> bool:
    state.stack.pop()
    if state.master == 10:
        damage.expire_buffs(state, "round", events)
        for uid in state.order:
            c = state.chars[uid]
            for inst in c.cards:
                if inst.exhausted:
                    ready(state, c, inst, events)
    state.master = clocks.wrap(state.master + 1)
    if state.master == 1:
        state.round += 1
    events.append(
        Event(
            "clock_ticked",
            f"The master clock ticks up to {state.master} (round {state.round}).",
            {"char": None, "to": state.master, "round": state.round},
        )
    )
    if state.master == 1 and state.round > state.game.options["max_rounds"]:
        margins = [state.vp[p] - state.honor_total(p) for p in range(2)]
        winners = () if margins[0] == margins[1] else ((0,) if margins[0] > margins[1] else (1,))
        scoring.finish(
            state,
            Outcome("round limit: larger VP margin", winners, (float(state.vp[0]), float(state.vp[1]))),
            events,
        )
        return True
    tp = state.turn_player if state.turn_player is not None else state.first_player
    state.stack.append(_START_OF_TICK[tp])
    return True


_START_OF_TICK = (ReactWindow(0, ("start_of_tick",), (0, 1)), ReactWindow(0, ("start_of_tick",), (1, 0)))
"""The start-of-tick react window (701.1) by the player who has the first option, made once."""


# -- 701: react windows -----------------------------------------------------------------------------
def react_options(state: WowState, window: ReactWindow, player: int) -> list[tuple[str, str]]:
    """(character, card) pairs ``player`` may react with in this window (701, 708.4a)."""
    # Most windows find no ready react card of theirs for this window's events at all (a window
    # opens after every play and at every start of tick), so those are looked for first.
    cards = state.catalog.cards
    chars = state.chars
    opened = window.events
    ready: list[tuple[Char, str]] = []
    listed = state.react_cards
    if listed is None:
        listed = _list_react_cards(state)
    for u, i, react_window in listed:
        if react_window in opened:
            c = chars[u]
            inst = c.cards[i]
            if c.controller == player and c.pos is not None and not inst.exhausted:
                ready.append((c, inst.card))
    if not ready:
        return []
    t = state.turn
    if t is not None:
        # Only the turn character can be stealthed (708.4), so it is the one enemy to look at.
        tc = chars[t.char]
        if tc.pos is not None and tc.controller != player and state.stealthed(tc):
            return []
    play = state.plays.get(window.play)
    if play is None and "start_of_tick" not in opened and "enemy_ticks_up" not in opened:
        return []
    out: list[tuple[str, str]] = []
    for c, card_id in ready:
        card = cards[card_id]
        react = card.react
        assert react is not None
        if not state.can_pay(c, card.cost):
            continue
        if react.window == "start_of_tick":
            pass
        elif react.window in ("attacked_no_damage", "enemy_ticks_up"):
            if c.uid != window.roller:
                continue
        elif react.window == "enemy_plays":
            assert play is not None
            if play.player == player or (react.not_kind and play.kind == react.not_kind):
                continue
            if card.range_text and not abilities.card_in_range(state, c, card, state.chars[play.char]):
                continue
        elif react.window == "crit_rolled":
            guarded = [c] + (state.adjacent_chars(c, enemies=False) if react.protects != "self" else [])
            if not any(g.uid == window.roller for g in guarded):
                continue
        else:
            atk = state.attack
            if (
                atk is None
                or atk.play != window.play
                or (react.attack_kind and atk.kind != react.attack_kind)
            ):
                continue
            guarded = [c] + (state.adjacent_chars(c, enemies=False) if react.protects != "self" else [])
            if not any(g.uid in atk.defenders for g in guarded):
                continue
        out.append((c.uid, card_id))
    return out


def _list_react_cards(state: WowState) -> tuple[tuple[str, int, str], ...]:
    """Every react card of every character in play order, with its window (``WowState.react_cards``)."""
    cards = state.catalog.cards
    found = state.react_cards = tuple(
        (u, i, react.window)
        for u in state.order
        for i, inst in enumerate(state.chars[u].cards)
        if (react := cards[inst.card].react) is not None
    )
    return found


def play_react(state: WowState, window: ReactWindow, uid: str, card_id: str, events: list[Event]) -> None:
    c = state.chars[uid]
    inst = state.card_of(c, card_id)
    assert inst is not None
    card = state.card_def(inst)
    ticking.pay(state, c, card.cost, events)
    inst.face_up = True
    inst.exhausted = True
    ticking.end_channel(state, c, events)
    pid = state.new_play(c, card_id, inst.uid, None, [], react=True)
    events.append(
        Event(
            "react_played",
            f"{state.label(c)} reacts with {card.name}.",
            {"char": uid, "card": inst.uid, "card_id": card_id, "play": pid, "against": window.play},
        )
    )
    state.stack.append(ReactResolve(pid, window.play, uid, inst.uid))
    state.stack.append(ReactWindow(pid, ("enemy_plays",), window_players(state)))


def window_players(state: WowState) -> tuple[int, ...]:
    """701.2: the turn player has the first option, then the next player."""
    tp = state.turn_player if state.turn_player is not None else 0
    return (tp, 1 - tp)


def _react_window(state: WowState, item: Work, events: list[Event]) -> bool:
    """Skip the players who can't react, in order (nothing happens when one passes without being
    asked); wait for the first who can, or close the window when nobody can."""
    assert isinstance(item, ReactWindow)
    # Most windows (one after every play and at every start of tick) find no ready react card of
    # either player for their events at all: then the window closes without asking react_options
    # about each player.
    listed = state.react_cards
    if listed is None:
        listed = _list_react_cards(state)
    opened = item.events
    chars = state.chars
    for u, i, react_window in listed:
        if react_window in opened:
            c = chars[u]
            if c.pos is not None and not c.cards[i].exhausted:
                break
    else:
        state.stack.pop()
        return True
    players = item.players
    while players and not react_options(state, item, players[0]):
        players = players[1:]
    if not players:
        state.stack.pop()
        return True
    if players is not item.players:
        state.stack[-1] = ReactWindow(item.play, item.events, players, item.roller)
    return False


def _react_resolve(state: WowState, item: Work, events: list[Event]) -> bool:
    assert isinstance(item, ReactResolve)
    state.stack.pop()
    if item.react_play in state.negated:
        return True
    found = state.find_card(item.card)
    assert found is not None
    card = state.card_def(found[1])
    assert card.react is not None
    ctx = EffectContext(item.char, item.card, item.target_play)
    for eff in card.react.effects:
        run_effect(state, ctx, eff, [], events)
    return True


def _reroll_combos_waiting(state: WowState, item: Work, events: list[Event]) -> bool:
    assert isinstance(item, RerollChoice)
    if item.allowance <= 0 and mandatory_count(state, item) == 0:
        state.stack.pop()
        return True
    return False


def forced_move_paths(state: WowState, item: ForcedMove) -> list[tuple[Hex, ...]]:
    return state.forced_paths(item.char, item.spaces, parse_hex(item.source) if item.source else None)


def _always_wait(state: WowState, item: Work, events: list[Event]) -> bool:
    """101.4: the first-player choice is always asked."""
    return False


def _forced_move_waiting(state: WowState, item: Work, events: list[Event]) -> bool:
    assert isinstance(item, ForcedMove)
    if len(forced_move_paths(state, item)) >= 2:
        return False
    state.stack.pop()
    return True


def _teleport_waiting(state: WowState, item: Work, events: list[Event]) -> bool:
    assert isinstance(item, TeleportChoice)
    if len(state.teleport_options(item.char, item.spaces)) >= 2:
        return False
    state.stack.pop()
    return True


def mandatory_count(state: WowState, item: RerollChoice) -> int:
    """How many successes must be rerolled: the requirement, or every success there is."""
    faces = combat.roll_dice(state, item.roll)
    return min(item.mandatory, sum(1 for f in faces if f >= 4))


def reroll_combos(state: WowState, item: RerollChoice) -> list[tuple[int, ...]]:
    """Sets of dice (0-based) the roller may reroll: at least the mandatory successes, and at most
    that many plus the optional allowance (105.3)."""
    faces = combat.roll_dice(state, item.roll)
    m = mandatory_count(state, item)
    out: list[tuple[int, ...]] = []
    for k in range(max(1, m), min(m + item.allowance, len(faces)) + 1):
        for combo in combinations(range(len(faces)), k):
            if sum(1 for i in combo if faces[i] >= 4) >= m:
                out.append(combo)
    return out


HANDLERS: dict[type[Work], Callable[[WowState, Work, list[Event]], bool]] = {
    ChooseFirst: _always_wait,
    NextChar: _next_char,
    StartTurn: _start_turn,
    SpawnChoice: _spawn_choice,
    BeginTurn: _begin_turn,
    TurnMenu: _turn_menu,
    EndTurn: _end_turn,
    EndTick: _end_tick,
    TriggerWave: _trigger_wave,
    AdvanceMaster: _advance_master,
    ReactWindow: _react_window,
    ReactResolve: _react_resolve,
    ResolvePlay: abilities.resolve_play,
    SummonChoice: abilities.summon_choice,
    ForcedMove: _forced_move_waiting,
    TeleportChoice: _teleport_waiting,
    AttackPhase: combat.attack_phase,
    ProtectChoice: combat.protect_waiting,
    RerollChoice: _reroll_combos_waiting,
    **choices.HANDLERS,
}
