"""The Advanced rulebook's timing model: Phases, Queues, Aura Updates, Deaths and the end-of-phase Steps.

Every Player Action is a Sequence of named Phases (``run_phase``). Phases nest through ``state.depth``;
only the end of the outermost one runs the Steps of §1.4 in ``end_of_outermost_phase``: Aura Update
(Health/Attack), Summon Resolution Step, Aura Update (Health/Attack), Death Creation Step, Aura Update
(Other), and a Death Phase whenever the DCS created deaths, repeated until none (Rules 3, 4a, 7, 8).
Events apply at once and their triggers are queued in a frozen list (Rule 2c): the Dominant Player's
half first (DP1, option ``dominant_player_bug``), then Priority, then order of play (timestamps), and
each entry re-checks its host (MPR1) and trigger condition just before it resolves, depth-first
(Rule 1b). Damage and healing of an AoE are all created first and then resolved (DH1).

Functions here take the ``HearthstoneState`` (``s``) and change it; the effect vocabulary in
``effects`` calls them. Nothing here formats text unless ``s.quiet`` is off.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from engine.games.hearthstone.model import (
    CANT_ATTACK,
    CHARGE,
    DIVINE_SHIELD,
    FROZEN,
    GRAVEYARD,
    HAND,
    IMMUNE,
    LIFESTEAL,
    PLAY,
    POISONOUS,
    RUSH,
    SECRET,
    SETASIDE,
    STEALTH,
    WINDFURY,
    Enchant,
    Entity,
)

if TYPE_CHECKING:
    from engine.games.hearthstone.cards import CardDef, Effect, Trigger
    from engine.games.hearthstone.state import HearthstoneState

MAX_BOARD = 7
MAX_HAND = 10
MAX_SECRETS = 5
MAX_MANA = 10
INT32_MAX = 2**31 - 1

# Other auras (Rule 4c), one bit per kind, per player, as of the last AU(Other).
AUCHENAI = 1
RIVENDARE = 2
HERO_IMMUNE = 4
OTHER_AURA_BITS = {"auchenai": AUCHENAI, "rivendare": RIVENDARE, "hero_immune": HERO_IMMUNE}


class Ctx:
    """What an effect resolves with: its source, controller, remembered target and the event that fired it.

    ``amount`` is the triggering event's number (damage taken, cards drawn); ``result`` is what the
    previous effect of the same list reported (a killed target, a drawn card) for conditions like
    "if that kills it" (Rule 5b). ``position`` is the remembered board position of a dead minion.
    """

    __slots__ = (
        "source",
        "controller",
        "target",
        "ev_target",
        "ev_source",
        "amount",
        "option",
        "result",
        "position",
        "spell",
        "combo",
    )

    def __init__(self, source: Entity, controller: int, target: Entity | None = None) -> None:
        self.source = source
        self.controller = controller
        self.target = target
        self.ev_target: Entity | None = None
        self.ev_source: Entity | None = None
        self.amount = 0
        self.option = 0
        self.result: Entity | None = None
        self.position = -1
        self.spell = False
        self.combo = False


class DeathEvent:
    """A Death Event of the DCS: the dead entity, its controller at death, its remembered position."""

    __slots__ = ("entity", "controller", "position", "rattles", "ts")

    def __init__(
        self,
        entity: Entity,
        controller: int,
        position: int,
        rattles: list[tuple[int, tuple[Effect, ...]]],
        ts: int,
    ) -> None:
        self.entity = entity
        self.controller = controller
        self.position = position
        self.rattles = rattles
        self.ts = ts


# -- bookkeeping ------------------------------------------------------------------------------------


def log(s: HearthstoneState, kind: str, text: str, *args: object, **data: Any) -> None:
    """Record an event for the client; ``text.format(*args)`` is only built when events are wanted."""
    if not s.quiet:
        s.events.append((kind, text.format(*args), data))


def new_ts(s: HearthstoneState) -> int:
    s.clock += 1
    return s.clock


def new_entity(s: HearthstoneState, card: CardDef, controller: int, zone: int) -> Entity:
    eid = s.next_id
    s.next_id += 1
    e = Entity(eid, card, controller, zone, new_ts(s))
    s.ents[eid] = e
    return e


def is_minion(e: Entity) -> bool:
    return e.card.type == "minion"


def is_hero(e: Entity) -> bool:
    return e.card.type == "hero"


def dying(e: Entity) -> bool:
    """Mortally wounded or pending destroy (Rule 5): still in play, but negative effects skip it."""
    return e.pending or e.max_health - e.damage <= 0


def in_play(e: Entity) -> bool:
    return e.zone == PLAY


def characters(s: HearthstoneState, p: int) -> list[Entity]:
    """A player's hero and minions in play."""
    pl = s.players[p]
    ents = s.ents
    return [ents[pl.hero], *[ents[i] for i in pl.board]]


def board(s: HearthstoneState, p: int) -> list[Entity]:
    ents = s.ents
    return [ents[i] for i in s.players[p].board]


def all_minions(s: HearthstoneState) -> list[Entity]:
    """Every minion in play in order of play."""
    ents = s.ents
    found = [ents[i] for i in s.players[0].board] + [ents[i] for i in s.players[1].board]
    found.sort(key=_ts)
    return found


def _ts(e: Entity) -> int:
    return e.ts


def oop(entities: list[Entity]) -> list[Entity]:
    """Entities in order of play (oldest first)."""
    return sorted(entities, key=_ts)


def hero_attack(s: HearthstoneState, hero: Entity) -> int:
    """Hero Attack = hero enchantments + weapon Attack, each clamped on its own (§2.4)."""
    total = hero.atk
    weapon = s.players[hero.controller].weapon
    if weapon and hero.controller == s.active:
        total += s.ents[weapon].atk
    return total


def attack_value(s: HearthstoneState, e: Entity) -> int:
    return hero_attack(s, e) if is_hero(e) else e.atk


def spell_power(s: HearthstoneState, p: int) -> int:
    """Spell Damage: always current, never an aura (§3); silence removes it at once."""
    total = 0
    ents = s.ents
    for i in s.players[p].board:
        e = ents[i]
        if not e.silenced:
            total += e.card.spellpower
        for en in e.enchants:
            total += en.spellpower
    return total


def has_other(s: HearthstoneState, p: int, bit: int) -> bool:
    return bool(s.other_auras[p] & bit)


# -- stats ------------------------------------------------------------------------------------------


def recompute(e: Entity) -> None:
    """Attack and max Health from scratch (E2): base, enchantments in order, then the auras (4d).

    H2: a lower max Health lowers current Health only where it would exceed the new max.
    Values are 32-bit signed tags: a sum past 2^31 - 1 wraps, and a negative value becomes 0 on
    assignment only (§1.1, E-196).
    """
    card = e.card
    atk = card.attack
    hp = card.health
    for en in e.enchants:
        if en.set_attack >= 0:
            atk = en.set_attack
        if en.set_health >= 0:
            hp = en.set_health
        atk += en.attack
        hp += en.health
    atk += e.aura_attack
    hp += e.aura_health
    if atk > INT32_MAX:
        atk = (atk + 2**31) % 2**32 - 2**31
    if hp > INT32_MAX:
        hp = (hp + 2**31) % 2**32 - 2**31
    if atk < 0:
        atk = 0
    if hp < 0:
        hp = 0
    if hp < e.max_health:
        drop = e.max_health - hp
        e.damage = e.damage - drop if e.damage > drop else 0
    e.atk = atk
    e.max_health = hp


def attach(s: HearthstoneState, e: Entity, en: Enchant) -> None:
    """Attach an enchantment; it changes stats at once (4d) and grants its keywords."""
    e.enchants = (*e.enchants, en)
    if en.flags:
        en.gave_flags = en.flags & ~e.flags
        e.flags |= en.flags
    recompute(e)


def _expires(en: Enchant, mine: bool) -> bool:
    """``turn_end`` ends at every turn change; ``your_next_turn`` when the next turn is the current
    controller's of what it is attached to (``mine``; Rule 10, E-060: Conceal on a stolen minion)."""
    return en.until == "turn_end" or (en.until == "your_next_turn" and mine)


def detach_temporary(s: HearthstoneState, next_player: int) -> None:
    """Between turns, before ``next_player``'s turn: enchantments that simply end are removed and stats
    recomputed from scratch (E2)."""
    for e in s.ents.values():
        if e.enchants and e.zone in (PLAY, HAND):
            mine = e.controller == next_player
            kept = tuple(en for en in e.enchants if not _expires(en, mine))
            if len(kept) != len(e.enchants):
                for en in e.enchants:
                    if en.gave_flags and _expires(en, mine):
                        e.flags &= ~en.gave_flags | e.card.keywords
                e.enchants = kept
                recompute(e)


def aura_update_ha(s: HearthstoneState) -> None:
    """AU(H/A): recompute every Health/Attack aura and enrage, then every affected entity (4a, 4d).

    With no aura source in play and no aura left on anyone since the last update, nothing changes.
    """
    sources = s.aura_sources()
    if not sources and not s.aura_live:
        return
    ents = s.ents
    targets: list[Entity] = []
    for p in (0, 1):
        pl = s.players[p]
        targets.append(ents[pl.hero])
        targets.extend(ents[i] for i in pl.board)
        if pl.weapon:
            targets.append(ents[pl.weapon])
    new: dict[int, list[int]] = {}
    for src in sources:
        for aura in src.card.auras:
            for t in aura.targets(s, src):
                acc = new.get(t.id)
                if acc is None:
                    acc = new[t.id] = [0, 0, 0]
                acc[0] += aura.attack
                acc[1] += aura.health
                acc[2] |= aura.flags
    live = False
    for t in targets:
        card = t.card
        acc = new.get(t.id)
        atk, hp, fl = (acc[0], acc[1], acc[2]) if acc is not None else (0, 0, 0)
        if card.enrage is not None and not t.silenced and t.damage > 0:
            atk += card.enrage[0]
            fl |= card.enrage[1]
        if atk or hp or fl:
            live = True
        if atk != t.aura_attack or hp != t.aura_health or fl != t.aura_flags:
            t.aura_attack = atk
            t.aura_health = hp
            t.aura_flags = fl
            recompute(t)
    s.aura_live = live


def aura_update_other(s: HearthstoneState) -> None:
    """AU(Other): Auchenai, Rivendare, Mal'Ganis's Immune... as of now (Rule 4c)."""
    bits = [0, 0]
    ents = s.ents
    for p in (0, 1):
        for i in s.players[p].board:
            e = ents[i]
            if e.card.other_auras and not e.silenced:
                bits[p] |= e.card.other_auras
    s.other_auras = bits


# -- phases -----------------------------------------------------------------------------------------


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
        queue.sort(key=_queue_key)
        for _rank, _prio, _ts, q_host, q_trig, effects, ctrl in queue:
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


def _queue_key(item: tuple[Any, ...]) -> tuple[int, int, int]:
    return (item[0], item[1], item[2])


# -- triggers ---------------------------------------------------------------------------------------


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
        queue.sort(key=_queue_key)
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


# -- damage and healing -----------------------------------------------------------------------------


def damage_many(
    s: HearthstoneState, source: Entity | None, targets: Sequence[Entity], amount: int
) -> list[Entity]:
    """DH1: create every Damage Event in order of play, then resolve each; returns who took damage."""
    hit: list[tuple[Entity, int]] = []
    for t in targets:
        dealt = apply_damage(s, source, t, amount)
        if dealt > 0:
            hit.append((t, dealt))
    for t, dealt in hit:
        fire(s, "damaged", t, source, dealt)
    return [t for t, _ in hit]


def damage_one(s: HearthstoneState, source: Entity | None, target: Entity, amount: int) -> int:
    """One Damage Event, created and resolved (DH3 effects call this per target)."""
    dealt = apply_damage(s, source, target, amount)
    if dealt > 0:
        fire(s, "damaged", target, source, dealt)
    return dealt


def apply_damage(s: HearthstoneState, source: Entity | None, t: Entity, amount: int) -> int:
    """DH2a: Immune or 0 prevents; Divine Shield absorbs; Armor first; returns the Health+Armor lost."""
    if t.zone != PLAY:
        return 0
    if source is not None and source.card.type == "minion" and source.flags & STEALTH:
        source.flags &= ~STEALTH
    if amount <= 0 or t.has(IMMUNE):
        return 0
    if t.card.type == "hero":
        if has_other(s, t.controller, HERO_IMMUNE):
            return 0
        if s.active != t.controller and amount >= t.health + t.armor and predamage_secret(s, t):
            return 0
    if t.flags & DIVINE_SHIELD:
        t.flags &= ~DIVINE_SHIELD
        log(s, "divine_shield", "{} loses Divine Shield.", t.card.name, entity=t.id)
        return 0
    rest = amount
    if t.armor:
        absorbed = min(t.armor, rest)
        t.armor -= absorbed
        rest -= absorbed
    t.damage += rest
    log(
        s,
        "damage",
        "{} takes {} damage.",
        t.card.name,
        amount,
        entity=t.id,
        amount=amount,
        source=source.id if source else 0,
    )
    if source is not None:
        if source.flags & POISONOUS and source.card.type == "minion" and t.card.type == "minion":
            t.pending = True
        if source.flags & LIFESTEAL:
            heal_many(s, source, [s.ents[s.players[source.controller].hero]], amount)
        if source.card.freeze_on_damage and not source.silenced:
            freeze(s, t)
    return amount


def predamage_secret(s: HearthstoneState, hero: Entity) -> bool:
    """DH7d Ice Block: a fatal Damage Event on the hero is prevented and the hero is Immune this turn."""
    pl = s.players[hero.controller]
    for i in list(pl.secrets):
        e = s.ents[i]
        secret = e.card.secret
        if secret is not None and secret.on == "fatal_damage":
            reveal_secret(s, e)
            attach(s, hero, Enchant(new_ts(s), e.card.id, e.controller, flags=IMMUNE, until="turn_end"))
            return True
    return False


def heal_many(
    s: HearthstoneState, source: Entity | None, targets: Sequence[Entity], amount: int
) -> list[Entity]:
    """Create every Healing Event, then resolve each (DH1); Auchenai turns them into damage (DH2a)."""
    if source is not None and has_other(s, source.controller, AUCHENAI):
        return damage_many(s, source, targets, amount)
    healed: list[tuple[Entity, int]] = []
    for t in targets:
        if t.zone != PLAY or amount <= 0 or t.damage <= 0:
            continue
        h = min(t.damage, amount)
        t.damage -= h
        healed.append((t, h))
        log(s, "heal", "{} is healed for {}.", t.card.name, h, entity=t.id, amount=h)
    for t, h in healed:
        fire(s, "healed", t, source, h)
    return [t for t, _ in healed]


def freeze(s: HearthstoneState, t: Entity) -> None:
    if t.zone == PLAY:
        t.flags |= FROZEN
        log(s, "frozen", "{} is frozen.", t.card.name, entity=t.id)


def destroy(s: HearthstoneState, t: Entity) -> None:
    """Destroy by zone (§3 Z): in play it becomes pending destroy; a card in hand is discarded."""
    if t.zone == PLAY:
        t.pending = True
    elif t.zone == HAND:
        pl = s.players[t.controller]
        pl.hand.remove(t.id)
        t.zone = GRAVEYARD
        s.dirty = True
    elif t.zone == SECRET:
        reveal_secret(s, t)


def silence(s: HearthstoneState, t: Entity) -> None:
    """Everything but incoming aura effects goes at once (§3 Other)."""
    if t.zone != PLAY:
        return
    t.silenced = True
    t.enchants = ()
    t.flags = 0
    recompute(t)
    s.dirty = True
    log(s, "silenced", "{} is silenced.", t.card.name, entity=t.id)


# -- zones ------------------------------------------------------------------------------------------


def summon(s: HearthstoneState, card: CardDef, controller: int, position: int = -1) -> Entity | None:
    """Summon (not play) a minion: Z0 if the board is full; both Aura Updates (4b); After Summon now."""
    pl = s.players[controller]
    if len(pl.board) >= MAX_BOARD:
        return None
    e = new_entity(s, card, controller, PLAY)
    e.exhausted = True
    if position < 0 or position > len(pl.board):
        position = len(pl.board)
    pl.board.insert(position, e.id)
    s.pending_summons.append(e.id)
    s.dirty = True
    log(
        s,
        "summon",
        "{} is summoned.",
        card.name,
        entity=e.id,
        card=card.id,
        player=controller,
        position=position,
    )
    aura_update_ha(s)
    aura_update_other(s)
    fire(s, "after_summon", e, e)
    return e


def add_to_hand(s: HearthstoneState, card: CardDef, controller: int, known: bool = False) -> Entity | None:
    """Z0: a card generated into a full hand is not generated."""
    pl = s.players[controller]
    if len(pl.hand) >= MAX_HAND:
        return None
    e = new_entity(s, card, controller, HAND)
    e.known = known
    pl.hand.append(e.id)
    return e


def draw(s: HearthstoneState, p: int, count: int = 1) -> list[Entity]:
    """DC1: count first, then each draw resolves in turn; an empty deck deals Fatigue (DC2, §2.12)."""
    drawn: list[Entity] = []
    pl = s.players[p]
    for _ in range(count):
        if s.over:
            break
        if not pl.deck:
            pl.fatigue += 1
            hero = s.ents[pl.hero]
            log(s, "fatigue", "Fatigue: {} damage.", pl.fatigue, player=p, amount=pl.fatigue)
            damage_one(s, None, hero, pl.fatigue)
            continue
        card = pl.deck.pop()
        if len(pl.hand) >= MAX_HAND:
            e = new_entity(s, card, p, GRAVEYARD)
            e.known = True
            log(s, "burned", "{} is burned (full hand).", card.name, player=p, card=card.id)
            continue
        e = new_entity(s, card, p, HAND)
        pl.hand.append(e.id)
        drawn.append(e)
        log(s, "draw", "Player {} draws a card.", p + 1, player=p, entity=e.id)
        fire(s, "draw", e, e)
    return drawn


def remove_from_board(s: HearthstoneState, e: Entity) -> int:
    """Take a minion off its board (not a death); returns its former position."""
    pl = s.players[e.controller]
    position = pl.board.index(e.id)
    pl.board.remove(e.id)
    s.dirty = True
    return position


def bounce(s: HearthstoneState, e: Entity, cost_change: int = 0) -> None:
    """Return a minion to its owner's hand; Z1: a full hand destroys it instead."""
    if e.zone != PLAY or not is_minion(e):
        return
    pl = s.players[e.controller]
    position = remove_from_board(s, e)
    ts = e.ts
    rattles = collect_deathrattles(e)
    e.reset()
    if len(pl.hand) >= MAX_HAND:
        e.zone = GRAVEYARD
        s.instant_deaths.append(DeathEvent(e, e.controller, position, rattles, ts))
        s.died.append((e.card.id, e.controller, s.turn))
        return
    e.zone = HAND
    e.cost_change = cost_change
    e.known = True
    pl.hand.append(e.id)
    log(s, "bounced", "{} returns to hand.", e.card.name, entity=e.id)


def take_control(s: HearthstoneState, e: Entity, p: int) -> None:
    """Move a minion to ``p``'s board; Z1: a full board destroys it instead (Full Zone Instant Removal)."""
    if e.zone != PLAY or e.controller == p:
        return
    mine = s.players[p]
    position = remove_from_board(s, e)
    if len(mine.board) >= MAX_BOARD:
        ts = e.ts
        rattles = collect_deathrattles(e)
        controller = e.controller
        e.reset()
        e.zone = GRAVEYARD
        s.instant_deaths.append(DeathEvent(e, controller, position, rattles, ts))
        s.died.append((e.card.id, controller, s.turn))
        return
    e.controller = p
    e.ts = new_ts(s)
    e.exhausted = not e.has(CHARGE)
    e.attacks = 0
    mine.board.append(e.id)
    log(s, "control", "Player {} takes control of {}.", p + 1, e.card.name, entity=e.id, player=p)


def transform(s: HearthstoneState, e: Entity, card: CardDef) -> Entity | None:
    """§2.10: the minion is replaced in place; not a death, not a summon (spell transforms skip SRS)."""
    if e.zone != PLAY:
        return None
    pl = s.players[e.controller]
    position = pl.board.index(e.id)
    new = new_entity(s, card, e.controller, PLAY)
    new.exhausted = True
    pl.board[position] = new.id
    e.zone = SETASIDE
    e.reset()
    s.dirty = True
    log(s, "transform", "{} becomes {}.", e.card.name, card.name, entity=e.id, into=new.id)
    return new


def equip(s: HearthstoneState, card: CardDef, p: int) -> Entity:
    """A new weapon; the old one is pending destroy and leaves at the next DCS (§2.4)."""
    pl = s.players[p]
    retire_weapon(s, p)
    w = new_entity(s, card, p, PLAY)
    pl.weapon = w.id
    s.dirty = True
    log(s, "equip", "Player {} equips {}.", p + 1, card.name, entity=w.id, card=card.id, player=p)
    return w


def retire_weapon(s: HearthstoneState, p: int) -> None:
    """An equipped-over weapon leaves play now; its Death Event resolves in the next Death Phase (§2.4)."""
    pl = s.players[p]
    if not pl.weapon:
        return
    old = s.ents[pl.weapon]
    rattles = collect_deathrattles(old)
    ts = old.ts
    old.zone = GRAVEYARD
    old.reset()
    pl.weapon = 0
    s.dirty = True
    s.instant_deaths.append(DeathEvent(old, p, -1, rattles, ts))


def gain_armor(s: HearthstoneState, p: int, amount: int) -> None:
    hero = s.ents[s.players[p].hero]
    hero.armor += amount
    log(s, "armor", "{} gains {} Armor.", hero.card.name, amount, entity=hero.id, amount=amount)


# -- costs ------------------------------------------------------------------------------------------


def cost_of(s: HearthstoneState, e: Entity) -> int:
    """M5/M6: Summoning Portal's aura first (not below 1), then the card's own changes, the player's
    cost marks in the order made, then the other cost auras in order of play; only the result is
    clamped to 0 (E-146: a Shadowstepped Loatheb with two Portals costs 0)."""
    card = e.card
    value = card.cost
    p = e.controller
    late: list[tuple[int, int]] = []
    if s.cost_auras:
        ents = s.ents
        for src_id, aura in s.cost_auras:
            src = ents[src_id]
            if not aura.applies(s, src, e):
                continue
            if aura.floor:
                if value > aura.floor:
                    value = max(aura.floor, value + aura.amount)
            else:
                late.append((src.ts, aura.amount))
    value += e.cost_change
    if card.self_cost is not None:
        value += card.self_cost(s, e)
    for kind, amount in s.players[p].cost_marks:
        if not mark_applies(kind, card):
            continue
        if kind.startswith("set_"):
            value = amount
        else:
            value += amount
    for _, amount in late:
        value += amount
    return value if value > 0 else 0


def mark_applies(kind: str, card: CardDef) -> bool:
    """Whether a cost mark (``[set_][next_]card|minion|spell|secret``) changes ``card``'s cost."""
    base = kind.removeprefix("set_").removeprefix("next_")
    return base in ("card", card.type) or (base == "secret" and card.is_secret)


def use_one_card_marks(s: HearthstoneState, p: int, card: CardDef) -> None:
    """A played card uses up the ``next_`` marks that applied to it (Preparation, Kirin Tor Mage)."""
    marks = s.players[p].cost_marks
    if marks:
        s.players[p].cost_marks = tuple(
            (kind, amount)
            for kind, amount in marks
            if not (kind.removeprefix("set_").startswith("next_") and mark_applies(kind, card))
        )


# -- sequences --------------------------------------------------------------------------------------


def start_sequence(s: HearthstoneState) -> None:
    """A Player Action begins: "After" triggers must be valid from here on (9.2 pre-check)."""
    s.seq_clock = s.clock


def check_game_over(s: HearthstoneState) -> bool:
    """Rule 9: a player whose hero died at a DCS loses; both losing is a draw."""
    a = s.players[0].losing or s.players[0].conceded
    b = s.players[1].losing or s.players[1].conceded
    if a or b:
        s.over = True
        if a and b:
            s.winners = ()
        else:
            s.winners = (1,) if a else (0,)
        s.reason = (
            "conceded"
            if (s.players[0].conceded or s.players[1].conceded)
            else ("draw: both heroes died" if a and b else "hero destroyed")
        )
        return True
    return False


def can_attack(s: HearthstoneState, e: Entity) -> bool:
    """Exhaustion, Charge/Rush, Windfury, Frozen, Can't Attack, 0 Attack [outside rulebook, §4]."""
    if e.flags & FROZEN or e.has(CANT_ATTACK):
        return False
    limit = 2 if e.has(WINDFURY) else 1
    if is_hero(e):
        w = s.players[e.controller].weapon
        if w and s.ents[w].has(WINDFURY):
            limit = 2
        return e.attacks < limit and hero_attack(s, e) > 0
    if e.atk <= 0 or e.attacks >= limit:
        return False
    return not e.exhausted or e.has(CHARGE) or e.has(RUSH)


def only_minions(e: Entity) -> bool:
    """A minion that entered play this turn with Rush (and no Charge) may attack minions only."""
    return e.exhausted and not e.has(CHARGE) and e.has(RUSH)


def pay(s: HearthstoneState, p: int, cost: int) -> None:
    """Paying deducts temporary mana first, then fills RESOURCES_USED (§3 M)."""
    pl = s.players[p]
    from_temp = min(pl.temp, cost)
    pl.temp -= from_temp
    pl.used += cost - from_temp
