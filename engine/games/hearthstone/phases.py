"""Phases and their end: the Steps of §1.4, the Death Creation Step and the Death Phase (Rules 3, 7, 8).

Every Player Action is a Sequence of named Phases (``run_phase``). Phases nest through ``state.depth``;
only the end of the outermost one runs the Steps of §1.4 in ``end_of_outermost_phase``: Aura Update
(Health/Attack), Summon Resolution Step, Aura Update (Health/Attack), Death Creation Step, Aura Update
(Other), and a Death Phase whenever the DCS created deaths, repeated until none.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.games.hearthstone.auras import aura_update_ha, aura_update_other
from engine.games.hearthstone.model import GRAVEYARD, PLAY, SECRET, Entity
from engine.games.hearthstone.rules import RIVENDARE, Ctx, DeathEvent, _ts, has_other, log
from engine.games.hearthstone.triggers import (
    fire,
    listeners,
    queue_order,
    resolve_trigger,
    run_effects,
    still_eligible,
)

if TYPE_CHECKING:
    from engine.games.hearthstone.cards import Effect, Trigger
    from engine.games.hearthstone.state import HearthstoneState


def run_phase(s: HearthstoneState, body: Callable[..., None], *args: Any) -> None:
    """Run a Phase; the end of the outermost one runs the end-of-phase Steps (Rule 3)."""
    s.depth += 1
    body(s, *args)
    s.depth -= 1
    if s.depth == 0:
        end_of_outermost_phase(s)


def end_of_outermost_phase(s: HearthstoneState) -> None:
    """§1.4: AU(H/A), SRS, AU(H/A), DCS, AU(Other); a Death Phase per DCS with deaths (Rules 4a, 7, 8)."""
    while True:
        aura_update_ha(s)
        if s.pending_summons:
            summon_resolution_step(s)
            aura_update_ha(s)
        deaths = death_creation_step(s)
        aura_update_other(s)
        if not deaths:
            return
        s.depth += 1
        death_phase(s, deaths)
        s.depth -= 1


def forced_death_phase(s: HearthstoneState) -> list[DeathEvent]:
    """§1.8, inside a Spell Text, Start or End of Turn Phase: AU(H/A), SRS, DCS, AU(Other), one Death
    Phase, AU(H/A), SRS, AU(Other). No follow-up Death Phase: deaths it causes wait, mortally
    wounded, for the enclosing Phase's end (E-176)."""
    aura_update_ha(s)
    if s.pending_summons:
        summon_resolution_step(s)
    deaths = death_creation_step(s)
    aura_update_other(s)
    if deaths:
        s.depth += 1
        death_phase(s, deaths)
        s.depth -= 1
    aura_update_ha(s)
    if s.pending_summons:
        summon_resolution_step(s)
    aura_update_other(s)
    return deaths


def summon_resolution_step(s: HearthstoneState) -> None:
    """Resolve the pending Summon Events in order of play; a minion gone from play queues nothing."""
    while s.pending_summons:
        pending = sorted((s.ents[i] for i in s.pending_summons), key=_ts)
        s.pending_summons = []
        s.depth += 1
        for e in pending:
            if e.zone == PLAY:
                fire(s, "summon_resolution", e, e)
        s.depth -= 1


def death_creation_step(s: HearthstoneState) -> list[DeathEvent]:
    """§1.5: every mortally wounded or pending-destroy character and weapon leaves play, in order of play."""
    ents = s.ents
    found: list[Entity] = []
    for p in (0, 1):
        pl = s.players[p]
        hero = ents[pl.hero]
        if hero.zone == PLAY and (hero.pending or hero.health <= 0) and not pl.losing:
            found.append(hero)
        for i in pl.board:
            e = ents[i]
            if e.pending or e.max_health - e.damage <= 0:
                found.append(e)
        if pl.weapon:
            w = ents[pl.weapon]
            if w.pending or w.max_health - w.damage <= 0:
                found.append(w)
    deaths = list(s.instant_deaths)
    s.instant_deaths = []
    s.dcs_clock = s.clock
    if not found:
        return deaths
    found.sort(key=_ts)
    for e in found:
        p = e.controller
        pl = s.players[p]
        kind = e.card.type
        if kind == "hero":
            pl.losing = True
            log(s, "hero_died", "{} dies.", e.card.name, entity=e.id)
            continue
        position = -1
        if kind == "minion":
            position = pl.board.index(e.id)
            pl.board.remove(e.id)
        elif kind == "weapon":
            pl.weapon = 0
        rattles = collect_deathrattles(e)
        ts = e.ts
        e.zone = GRAVEYARD
        e.reset()
        s.dirty = True
        deaths.append(DeathEvent(e, p, position, rattles, ts))
        if kind == "minion":
            s.died.append((e.card.id, p, s.turn))
        log(s, "died", "{} dies.", e.card.name, entity=e.id, card=e.card.id, player=p)
    deaths.sort(key=lambda d: d.ts)
    return deaths


def collect_deathrattles(e: Entity) -> list[tuple[int, tuple[Effect, ...]]]:
    """The printed Deathrattle (unless silenced) and added ones, each with its timestamp (§2.9)."""
    found: list[tuple[int, tuple[Effect, ...]]] = []
    if e.card.deathrattle and not e.silenced:
        found.append((e.ts, e.card.deathrattle))
    for en in e.enchants:
        if en.grant is not None and en.grant.deathrattle:
            found.append((en.ts, en.grant.deathrattle))
    return found


def death_phase(s: HearthstoneState, deaths: list[DeathEvent]) -> None:
    """Rule 7: per Death Event in order of play, queue its Deathrattles and on-death triggers, resolve them.

    Deathrattles resolve from any zone (MPR2) with the dead minion's controller (CEM2b); Baron
    Rivendare (as of the last AU(Other)) doubles them. On-death triggers need a host that was in play
    before the DCS (pre-check) and is still in play (MW hosts count, E-039); Secrets likewise.
    """
    dp = s.dominant if s.dp_bug else -1
    for d in deaths:
        queue: list[tuple[int, int, int, Entity, Trigger | None, tuple[Effect, ...], int]] = []
        repeat = 2 if has_other(s, d.controller, RIVENDARE) else 1
        rank_dead = 0 if dp < 0 or d.controller == dp else 1
        for ts, effects in d.rattles:
            for _ in range(repeat):
                queue.append((rank_dead, 0, ts, d.entity, None, effects, -1))
        for host, trig, ts, ctrl in listeners(s, "death"):
            if ts > s.dcs_clock:
                continue
            if trig.secret and (host.zone != SECRET or s.active == host.controller):
                continue
            if not trig.matches(s, host, d.entity, d.controller):
                continue
            if not trig.queue_ok(s, host, d.entity):
                continue
            owner = host.controller if ctrl < 0 else ctrl
            rank = 0 if dp < 0 or owner == dp else 1
            queue.append((rank, trig.priority, ts, host, trig, trig.then, ctrl))
        queue.sort(key=queue_order)
        for _rank, _prio, _stamp, q_host, q_trig, effects, ctrl in queue:
            if q_trig is None:
                ctx = Ctx(d.entity, d.controller)
                ctx.position = d.position
                ctx.ev_target = d.entity
                run_effects(s, effects, ctx)
                continue
            if not still_eligible(s, q_host, q_trig):
                continue
            if not q_trig.trigger_ok(s, q_host, d.entity):
                continue
            resolve_trigger(s, q_host, q_trig, d.entity, None, 0, d.position, ctrl)
