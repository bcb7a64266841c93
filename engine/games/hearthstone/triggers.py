"""Triggers: who listens to an event, the frozen queue and its order, resolving one trigger (Rules 1, 2).

Events apply at once and their triggers are queued in a frozen list (Rule 2c): the Dominant Player's
half first (DP1, option ``dominant_player_bug``), then Priority, then order of play (timestamps), and
each entry re-checks its host (MPR1) and trigger condition just before it resolves, depth-first
(Rule 1b). A trigger already resolving is dropped or postponed (§1.10).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from engine.games.hearthstone.model import GRAVEYARD, PLAY, SECRET, Entity
from engine.games.hearthstone.rules import Ctx, log

if TYPE_CHECKING:
    from engine.games.hearthstone.cards import Effect, Trigger
    from engine.games.hearthstone.state import HearthstoneState


def queue_order(item: tuple[Any, ...]) -> tuple[int, int, int]:
    """A queue entry's place: Dominant Player rank, Priority, timestamp."""
    return (item[0], item[1], item[2])


def listeners(s: HearthstoneState, kind: str) -> list[tuple[Entity, Trigger, int, int]]:
    """Every trigger listening to ``kind`` whose host is in play (or a Secret on the opponent's turn)."""
    if s.dirty:
        rebuild_listeners(s)
    found: list[tuple[Entity, Trigger, int, int]] = s.listener_map.get(kind, [])
    return found


def rebuild_listeners(s: HearthstoneState) -> None:
    """The hosts of triggers, sorted by timestamp, grouped by event kind; rebuilt after zone changes."""
    found: list[tuple[Entity, Trigger, int, int]] = []
    ents = s.ents
    for p in (0, 1):
        pl = s.players[p]
        ids = [pl.hero, *pl.board]
        if pl.weapon:
            ids.append(pl.weapon)
        for i in ids:
            e = ents[i]
            if e.card.triggers and not e.silenced:
                for trig in e.card.triggers:
                    found.append((e, trig, e.ts, -1))
            for en in e.enchants:
                if en.grant is not None:
                    for trig in en.grant.triggers:
                        found.append((e, trig, en.ts, en.controller))
        for i in pl.secrets:
            e = ents[i]
            if e.card.secret is not None:
                found.append((e, e.card.secret, e.ts, -1))
    found.sort(key=lambda item: item[2])
    grouped: dict[str, list[tuple[Entity, Trigger, int, int]]] = {}
    for item in found:
        grouped.setdefault(item[1].on, []).append(item)
    s.listener_map = grouped
    s.dirty = False


def still_eligible(s: HearthstoneState, host: Entity, trig: Trigger) -> bool:
    """MPR1: a host that left play takes its triggers with it; a Secret must still be in the Secret zone."""
    if trig.secret:
        return host.zone == SECRET and s.active != host.controller
    return host.zone == PLAY


ENTERING_PLAY_EVENTS = frozenset({"summon_resolution", "after_summon"})
"""Events of a minion entering play: by the humble safeguard (§1.1) it never triggers on its own."""

TURN_EVENTS = frozenset({"turn_start", "turn_end"})
"""Events whose turn an enchantment's trigger reads from the enchantment's controller (CEM1b)."""


def fire(
    s: HearthstoneState,
    kind: str,
    subject: Entity,
    source: Entity | None = None,
    amount: int = 0,
    subject_controller: int = -1,
) -> None:
    """Queue the triggers of ``kind`` matching ``subject`` (frozen, Rule 2c), then resolve them in order.

    A host never queues on its own entering play (humble safeguard, §1.1). A trigger an enchantment
    added sees whose turn it is from the enchantment's controller (CEM1b: Corruption fires on the
    caster's turn even after the minion changed sides): its subject test gets the other player.
    """
    if s.dirty:
        rebuild_listeners(s)
    cands = s.listener_map.get(kind)
    if not cands:
        return
    ctrl = subject.controller if subject_controller < 0 else subject_controller
    queue: list[tuple[int, int, int, Entity, Trigger, int]] = []
    dp = s.dominant if s.dp_bug else -1
    humble = kind in ENTERING_PLAY_EVENTS
    turn = kind in TURN_EVENTS
    for host, trig, ts, owner in cands:
        if trig.secret and (host.zone != SECRET or s.active == host.controller):
            continue
        if humble and host is subject:
            continue
        if trig.pre_check and ts > s.seq_clock:
            continue
        seen = 1 - ctrl if turn and 0 <= owner != host.controller else ctrl
        if not trig.matches(s, host, subject, seen):
            continue
        if trig.conds_queue and not trig.queue_ok(s, host, subject, source):
            continue
        rank = 0 if dp < 0 or (host.controller if owner < 0 else owner) == dp else 1
        queue.append((rank, trig.priority, ts, host, trig, owner))
    if not queue:
        return
    if len(queue) > 1:
        queue.sort(key=queue_order)
    for _rank, _prio, _ts, host, trig, owner in queue:
        if not still_eligible(s, host, trig):
            continue
        if trig.conds_trigger and not trig.trigger_ok(s, host, subject, source):
            continue
        resolve_trigger(s, host, trig, subject, source, amount, -1, owner)


def resolve_trigger(
    s: HearthstoneState,
    host: Entity,
    trig: Trigger,
    subject: Entity,
    source: Entity | None,
    amount: int,
    position: int,
    owner: int = -1,
) -> None:
    """Resolve one queued trigger; a trigger already resolving is dropped or postponed (§1.10).

    ``owner`` is an enchantment's controller for triggers it added (CEM1: Blessing of Wisdom draws
    for its caster), or -1 for the host's current controller (Rule 10).
    """
    key = (host.id, trig.index)
    if key in s.resolving:
        if trig.reentry == "defer":
            s.deferred.append((host.id, trig, subject.id, source.id if source else 0, amount))
        return
    if trig.secret:
        reveal_secret(s, host)
    s.resolving.add(key)
    ctx = Ctx(host, host.controller if owner < 0 else owner)
    ctx.ev_target = subject
    ctx.ev_source = source
    ctx.amount = amount
    ctx.position = position
    ctx.spell = trig.secret
    run_effects(s, trig.then, ctx)
    s.resolving.discard(key)
    if s.deferred and not s.resolving:
        pending = s.deferred
        s.deferred = []
        for hid, t, sid, srcid, amt in pending:
            h = s.ents[hid]
            if still_eligible(s, h, t):
                resolve_trigger(s, h, t, s.ents[sid], s.ents.get(srcid), amt, -1)


def reveal_secret(s: HearthstoneState, secret: Entity) -> None:
    """A triggered Secret dies at once (it is not pending destroy) and goes to the Graveyard (§2.8);
    its reveal is an event of its own (Eaglehorn Bow), resolved before the Secret's effects."""
    pl = s.players[secret.controller]
    if secret.id in pl.secrets:
        pl.secrets.remove(secret.id)
    secret.zone = GRAVEYARD
    secret.known = True
    s.dirty = True
    log(
        s,
        "secret_revealed",
        "Secret revealed: {}.",
        secret.card.name,
        entity=secret.id,
        card=secret.card.id,
        player=secret.controller,
    )
    fire(s, "secret_revealed", secret, secret)


def run_effects(s: HearthstoneState, effects: Sequence[Effect], ctx: Ctx) -> None:
    for eff in effects:
        if s.over:
            return
        eff.run(s, ctx)
