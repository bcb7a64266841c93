"""Triggered powers (CR 703, 708): noticing events and queueing the effects they trigger.

An effect waits in ``state.waiting`` until pre-priority processing adds it to the chain (flow.py).
Triggers look at the state right after the event (look-forward, CR 703.3), except leaving play,
which reads the card as it was just before (look-back, CR 703.3a): ``fire_leaving`` is called before
the card moves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.games.wowtcg.records import Obj, Waiting

if TYPE_CHECKING:
    from engine.games.wowtcg.state import TcgState


def condition_holds(s: TcgState, cond: str, player: int) -> bool:
    """A double-check condition (CR 703.2), read when triggering and again on resolution."""
    if cond == "hand_4":
        return len(s.players[player].hand) >= 4
    if cond == "stealthed":
        return s.view().has(s.players[player].hero, "stealthed")
    return True


def _matches(s: TcgState, o: Obj, when: str, me: int, data: dict[str, Any]) -> bool:
    subject = data.get("subject", "")
    if when == "start_of_your_turn":
        return me == s.tp
    if when in ("start_of_each_turn", "end_of_each_turn", "ally_destroyed"):
        return True
    if when in ("enters", "attacks", "becomes_exhausted"):
        return bool(subject == o.id)
    if when == "opposing_ally_enters":
        sub = s.objs.get(subject)
        return sub is not None and s.card(sub).type == "ally" and s.ctrl(sub) != me
    if when == "combat_damage_with_self_first":
        if data.get("with") != o.id or s.tp != me or o.used.get("first_damage") == s.turn:
            return False
        o.used["first_damage"] = s.turn
        return True
    if when == "attacking_ally_damages_hero":
        return bool(data.get("dest") == s.players[me].hero)
    if when == "hero_deals_damage":
        return bool(data.get("source") == s.players[me].hero)
    return False


def fire(s: TcgState, when: str, **data: Any) -> None:
    """Queue every triggered power of a card in play that ``when`` (with ``data``) triggers."""
    v = s.view()
    for o in s.in_play():
        if o.id in v.lost or (o.row == "resource" and not o.face_up):
            continue
        c = s.card(o)
        for i, power in enumerate(c.triggers):
            if power.when != when:
                continue
            me = v.ctrl.get(o.id, o.controller)
            if not _matches(s, o, when, me, data):
                continue
            if power.cond and not condition_holds(s, power.cond, me):
                continue
            s.waiting.append(Waiting(me, o.id, c.name, i, dict(data)))


def fire_leaving(s: TcgState, o: Obj, when: str, **data: Any) -> list[Waiting]:
    """The card's own leave-play triggers, read before it moves (CR 703.3a); the caller queues them
    once it knows the card's new id."""
    v = s.view()
    if o.id in v.lost:
        return []
    c = s.card(o)
    me = v.ctrl.get(o.id, o.controller)
    return [Waiting(me, o.id, c.name, i, dict(data)) for i, p in enumerate(c.triggers) if p.when == when]
