"""The game's clock: mulligans, turns and their steps, priority windows and pre-priority processing
(CR 100.5, 407, 500-503, 708).

``advance`` runs procedures until a player must decide: a choice (``state.pending``) or priority in
an open window. A procedure that needs a choice raises Suspend and runs again once it is answered.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from engine.games.wowtcg.chain import add_trigger, candidates, link_power, resolve_step
from engine.games.wowtcg.combat import begin, conclusion, protection_point
from engine.games.wowtcg.primitives import discard_choice, draw, ready, to_graveyard
from engine.games.wowtcg.records import Link, Waiting
from engine.games.wowtcg.state import Suspend, ask, commit
from engine.games.wowtcg.triggers import fire

if TYPE_CHECKING:
    from engine.games.wowtcg.state import TcgState

OPENING_HAND = 7
NEXT_STEP = {
    "ready": "draw",
    "draw": "action",
    "action": "end",
    "end": "wrapup",
    "attacker": "protect",
    "defender": "conclusion",
}
"""The step that follows each priority window when it closes (CR 501-503, 602)."""


def advance(s: TcgState) -> None:
    """Run the game until someone must decide."""
    while s.result is None and s.pending is None:
        if s.proc is None:
            if s.need_pp:
                s.proc = {"kind": "pp"}
            elif s.window:
                return
            else:
                s.proc = {"kind": "step", "step": s.step}
        s.proc["cursor"] = 0
        try:
            _PROCS[s.proc["kind"]](s)
        except Suspend:
            return


def open_window(s: TcgState, name: str) -> None:
    """CR 407.4: a priority window opens; the turn player will get priority first."""
    s.window = name
    s.step = name
    s.holder = s.tp
    s.passes = 0
    s.need_pp = True


def pass_priority(s: TcgState) -> None:
    """CR 407.4: after all players pass in succession the top link resolves, or the window closes."""
    s.passes += 1
    if s.passes < 2:
        s.holder = 1 - s.holder
        s.need_pp = True
        return
    s.passes = 0
    if s.chain:
        s.proc = {"kind": "resolve", "link": s.chain[-1].id}
        return
    s.step = NEXT_STEP[s.window]
    s.window = ""


def _resolve(s: TcgState) -> None:
    resolve_step(s)
    if s.window:
        s.holder = s.tp
        s.passes = 0
        s.need_pp = True


# -- pre-priority processing (CR 407.5-407.6, 708) ---------------------------------------------------------
def _pp(s: TcgState) -> None:
    while _checks(s):
        if _game_over(s):
            s.proc = None
            return
    if _game_over(s):
        s.proc = None
        return
    for p in (s.tp, 1 - s.tp):
        while True:
            mine = [w for w in s.waiting if w.controller == p]
            if not mine:
                break
            pick = ask(s, p, "order", [str(i) for i in range(len(mine))], "Add which triggered effect next?")
            w = mine[int(pick)]
            targets = _trigger_targets(s, w)
            s.waiting.remove(w)
            if targets is not None:
                add_trigger(s, w, targets)
            commit(s)
    s.need_pp = False
    s.proc = None


def _trigger_targets(s: TcgState, w: Waiting) -> list[str] | None:
    """Targets of a triggered effect as it is added; None when one can't be chosen (CR 708.2)."""
    probe = Link("", "trigger", w.controller, w.source, w.name, w.power)
    power = link_power(s, probe) if w.power >= 0 else None
    chosen: list[str] = []
    for desc in power.targets if power else ():
        options = [c for c in candidates(s, desc, w.controller) if c not in chosen and c != w.source]
        if not options:
            return None
        chosen.append(ask(s, w.controller, "target", options, f"Choose {desc.describe()} for {w.name}."))
    return chosen


def _checks(s: TcgState) -> bool:
    """One pass of the pre-priority checks (CR 407.6); True when anything happened."""
    happened = False
    v = s.view()
    fatal = [
        o for o in s.in_play() if o.id in v.health and (o.damage >= v.health[o.id] or v.health[o.id] <= 0)
    ]
    for o in fatal:
        if s.card(o).type == "hero":
            s.players[o.controller].lost = True
        to_graveyard(s, s.objs[o.id])
        happened = True
    for p in (0, 1):
        if s.players[p].drew_empty and not s.players[p].lost:
            s.players[p].lost = True
            s.log("lose", f"Player {p + 1} drew from an empty deck.", player=p)
            happened = True
    for o in s.in_play():
        if o.row == "attached":
            host = s.objs.get(o.attached_to)
            if host is None or host.zone != "play" or s.card(host).totem:
                to_graveyard(s, o, destroyed=False)
                happened = True
    for o in list(s.objs.values()):
        if o.token and o.zone != "play":
            pl = s.players[o.owner]
            for lst in (pl.hand, pl.deck, pl.graveyard, pl.rfg):
                if o.id in lst:
                    lst.remove(o.id)
            del s.objs[o.id]
            s.changed()
    for p in (s.tp, 1 - s.tp):
        while True:
            bad = uniqueness_violations(s, p)
            if not bad:
                break
            victim = ask(s, p, "unique", bad, "Destroy which card to fix uniqueness?")
            to_graveyard(s, s.objs[victim])
            commit(s)
            happened = True
    return happened


def uniqueness_violations(s: TcgState, p: int) -> list[str]:
    """Cards that break one uniqueness rule together (CR 410.3a-c); empty when there is none."""
    ctrl = s.view().ctrl
    mine = [
        (o, s.card(o))
        for o in s.in_play()
        if ctrl[o.id] == p and s.card(o).limited and not (o.row == "resource" and not o.face_up)
    ]
    if len(mine) < 2:
        return []
    names = Counter(c.name for _, c in mine if c.unique)
    for name, n in sorted(names.items()):
        if n > 1:
            return [o.id for o, c in mine if c.unique and c.name == name]
    limits = sorted({c.limit for _, c in mine if c.limit}, key=str)
    for limit in limits:
        assert limit is not None
        tag, most = limit
        having = [o.id for o, c in mine if tag in c.tags or (c.limit or ("", 0))[0] == tag]
        if len(having) > most:
            return having
    two = [o.id for o, c in mine if "Two-Handed" in c.tags]
    off = [o.id for o, c in mine if "Off-Hand" in c.tags]
    return two + off if two and off else []


def concede(s: TcgState, p: int) -> None:
    """CR 101.1b, 101.2: ``p`` leaves the game at once, not at the next pre-priority check, even in the
    middle of a choice; with two players the one left wins (CR 101.1) and the game ends there, so
    nothing of 101.2's clean-up (cards removed, links interrupted) is left to matter."""
    s.players[p].lost = True
    s.log("concede", f"Player {p + 1} concedes.", player=p)
    s.proc = None
    s.need_pp = False
    _game_over(s, f"player {p + 1} conceded")


def _game_over(s: TcgState, reason: str = "") -> bool:
    lost = [p for p in (0, 1) if s.players[p].lost]
    if not lost:
        return False
    winners = [p for p in (0, 1) if p not in lost]
    reason = reason or ("both players lost at once" if not winners else f"player {lost[0] + 1} lost")
    s.result = {"reason": reason, "winners": winners}
    s.step = "over"
    s.window = ""
    s.pending = None
    s.log("game_over", f"Game over: {reason}.", winners=winners)
    return True


# -- steps ---------------------------------------------------------------------------------------------
def _step(s: TcgState) -> None:
    assert s.proc is not None
    step = s.proc["step"]
    _STEPS[step](s)
    if s.proc is not None and s.proc.get("kind") == "step":
        s.proc = None


def _mulligan(s: TcgState) -> None:
    """CR 100.5: the first player decides first; a mulligan shuffles the hand in and draws 7."""
    assert s.proc is not None
    done = s.proc.setdefault("done", [])
    for p in (s.first, 1 - s.first):
        if p in done:
            continue
        if ask(s, p, "mulligan", ["keep", "mulligan"], "Keep this hand?") == "mulligan":
            pl = s.players[p]
            for cid in list(pl.hand):
                s.move(s.objs[cid], "deck")
            s.rng.shuffle(pl.deck)
            draw(s, p, OPENING_HAND)
            s.log("mulligan", f"Player {p + 1} mulligans.", player=p)
        done.append(p)
        commit(s)
    s.tp = s.first
    s.step = "turn_start"


def _turn_start(s: TcgState) -> None:
    """CR 501: the first player's first turn skips the start phase (CR 501.2b)."""
    assert s.proc is not None
    if not s.proc.get("begun"):
        s.proc["begun"] = True
        if s.turn >= s.game.options["max_turns"]:
            s.result = {"reason": f"the turn limit ({s.turn} turns) was reached", "winners": []}
            s.step = "over"
            s.log("game_over", "Game over: the turn limit was reached, a draw.", winners=[])
            return
        s.turn += 1
        s.turn_starts[s.tp] = s.turn
        s.players[s.tp].placed = False
        s.hits = {"0": [], "1": []}
        s.log("turn", f"Turn {s.turn}: player {s.tp + 1}.", player=s.tp, turn=s.turn)
        commit(s)
    if s.turn == 1:
        open_window(s, "action")
        return
    v = s.view()
    mine = [o for o in s.in_play() if v.ctrl[o.id] == s.tp and o.exhausted]
    stay = [
        o.id
        for o in mine
        if o.id in v.may_not_ready
        and ask(s, s.tp, "ready", ["ready", "stay"], f"Ready {s.card(o).name}?") == "stay"
    ]
    for o in mine:
        if o.no_ready:
            o.no_ready = False
        elif o.id not in stay:
            ready(s, o)
    for m in list(s.mods):
        if m.kind == "delayed" and m.controller == s.tp and m.data.get("after", 0) < s.turn:
            s.mods.remove(m)
            ops = [{"op": "remove_token_then_draw", "count": m.amount}]
            s.waiting.append(Waiting(m.controller, "", m.source, -1, {"ops": ops, "token": m.to[0]}))
    fire(s, "start_of_your_turn")
    fire(s, "start_of_each_turn")
    open_window(s, "ready")


def _draw_step(s: TcgState) -> None:
    draw(s, s.tp)
    open_window(s, "draw")


def _action(s: TcgState) -> None:
    open_window(s, "action")


def _end(s: TcgState) -> None:
    fire(s, "end_of_each_turn")
    open_window(s, "end")


def _wrapup(s: TcgState) -> None:
    """CR 503.2: discard down to the hand size, "this turn" modifiers end, the next turn starts
    (an extra turn first, the latest created first, CR 500.3)."""
    size = s.view().hand_size[s.tp]
    extra = len(s.players[s.tp].hand) - size
    if extra > 0:
        for cid in discard_choice(s, s.tp, extra):
            s.move(s.objs[cid], "graveyard")
        s.log("discard", f"Player {s.tp + 1} discards {extra} down to {size}.", player=s.tp)
    s.mods = [m for m in s.mods if m.duration != "turn"]
    s.changed()
    s.tp = s.extra_turns.pop() if s.extra_turns else 1 - s.tp
    s.step = "turn_start"


_STEPS = {
    "mulligan": _mulligan,
    "turn_start": _turn_start,
    "draw": _draw_step,
    "action": _action,
    "end": _end,
    "wrapup": _wrapup,
    "combat_start": begin,
    "protect": protection_point,
    "conclusion": conclusion,
}
_PROCS = {"pp": _pp, "step": _step, "resolve": _resolve}
