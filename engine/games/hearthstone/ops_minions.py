"""Effect ops that bring minions, weapons and heroes into play or change whose they are: summon,
transform, copy, resummon, bounce, take control, equip, replace the hero (§2.10)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.games.hearthstone import auras, rules, zones
from engine.games.hearthstone.model import GRAVEYARD, PLAY, SETASIDE, Enchant
from engine.games.hearthstone.rules import Ctx
from engine.games.hearthstone.selectors import AMOUNTS, select

if TYPE_CHECKING:
    from engine.games.hearthstone.cards import Effect
    from engine.games.hearthstone.state import HearthstoneState


def _summon_side(ctx: Ctx, eff: Effect) -> int:
    return ctx.controller if eff.params.get("side", "you") == "you" else 1 - ctx.controller


def op_summon(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """Summon ``count`` copies; a Deathrattle summons at the remembered death position (§1.5)."""
    p = _summon_side(ctx, eff)
    card = s.catalog.get(eff.params["card"])
    count = int(eff.params.get("count", 1))
    if eff.params.get("amount_from"):
        count = AMOUNTS[eff.params["amount_from"]](s, ctx)
    where = eff.params.get("at", "right")
    for i in range(count):
        position = -1
        if where == "death" and ctx.position >= 0 and p == ctx.controller:
            position = ctx.position + i
        elif where == "right_of_self" and ctx.source.zone == PLAY and ctx.source.controller == p:
            position = s.players[p].board.index(ctx.source.id) + 1
        elif where == "left_of_self" and ctx.source.zone == PLAY and ctx.source.controller == p:
            position = s.players[p].board.index(ctx.source.id)
        made = zones.summon(s, card, p, position)
        if made is None:
            return
        ctx.result = made


def op_summon_random(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """Summon one card picked at random from ``cards``; ``not_in_play`` skips those you already have."""
    p = _summon_side(ctx, eff)
    options: list[str] = list(eff.params["cards"])
    if eff.params.get("not_in_play"):
        have = {s.ents[i].card.id for i in s.players[p].board}
        options = [c for c in options if c not in have]
    if not options:
        return
    ctx.result = zones.summon(s, s.catalog.get(options[s.rng.randint(0, len(options) - 1)]), p)


def op_summon_deck_copy(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """Summon a copy of a random minion in the opponent's deck, else ``card`` (Mindgames)."""
    minions = [c for c in s.players[1 - ctx.controller].deck if c.type == "minion"]
    if minions:
        card = minions[s.rng.randint(0, len(minions) - 1)]
    elif "card" in eff.params:
        card = s.catalog.get(eff.params["card"])
    else:
        return
    ctx.result = zones.summon(s, card, ctx.controller)


def op_transform(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """Transform into ``card``, or into one of ``cards`` picked at random per target (Tinkmaster)."""
    options: list[str] = list(eff.params["cards"]) if "cards" in eff.params else [eff.params["card"]]
    for t in select(s, ctx, eff):
        pick = options[s.rng.randint(0, len(options) - 1)] if len(options) > 1 else options[0]
        zones.transform(s, t, s.catalog.get(pick))


def op_resummon(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """A fresh copy of a dead minion's card for its controller at death, at its death position (DEC4).

    ``health`` returns it with that much Health (Redemption).
    """
    for dead in select(s, ctx, eff):
        position = ctx.position if dead is ctx.source or dead is ctx.ev_target or dead is ctx.target else -1
        made = zones.summon(s, dead.card, dead.controller, position)
        if made is not None and "health" in eff.params:
            made.damage = max(0, made.max_health - int(eff.params["health"]))
        ctx.result = made


def op_summon_copy(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """Mirror Entity: a copy with the original's enchantments, but not the auras on it (§2.10)."""
    for t in select(s, ctx, eff):
        made = zones.summon(s, t.card, ctx.controller)
        if made is None:
            return
        made.enchants = t.enchants
        made.flags = t.flags
        made.silenced = t.silenced
        made.damage = t.damage
        auras.recompute(made)
        ctx.result = made


def op_copy_minion(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """Faceless Manipulator: become a copy of a minion, its enchantments but not auras (§2.10)."""
    target = ctx.target
    me = ctx.source
    if target is None or target.zone != PLAY:
        return
    if me.zone == PLAY:
        new = zones.transform(s, me, target.card)
    else:
        return
    if new is None:
        return
    new.enchants = tuple(
        Enchant(
            en.ts,
            en.source,
            en.controller,
            en.attack,
            en.health,
            en.set_attack,
            en.set_health,
            en.flags,
            en.until,
            en.grant,
            en.spellpower,
            en.gave_flags,
        )
        for en in target.enchants
    )
    new.flags = target.flags
    new.silenced = target.silenced
    new.damage = target.damage
    auras.recompute(new)
    s.pending_summons.append(new.id)


def op_bounce(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    for t in select(s, ctx, eff):
        zones.bounce(s, t, int(eff.params.get("cost_change", 0)))


def op_take_control(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """Take control; ``until: turn_end`` returns it at the end of the turn (Shadow Madness, Rule 10)."""
    for t in select(s, ctx, eff):
        if t.zone != PLAY:
            continue
        zones.take_control(s, t, ctx.controller)
        if eff.params.get("until") == "turn_end" and t.zone == PLAY and t.controller == ctx.controller:
            t.exhausted = False
            grant = eff.card.grant if eff.card is not None else None
            auras.attach(s, t, Enchant(rules.new_ts(s), ctx.source.card.id, ctx.controller, grant=grant))
            s.dirty = True


def op_return_control(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """End a "until end of turn" steal: the minion goes back to the side it was taken from (Rule 10)."""
    host = ctx.source
    source = eff.card.id if eff.card is not None else ""
    for en in host.enchants:
        if en.source == source:
            host.enchants = tuple(x for x in host.enchants if x is not en)
            zones.take_control(s, host, 1 - en.controller)
            s.dirty = True
            return


def op_equip(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    zones.equip(s, s.catalog.get(eff.params["card"]), ctx.controller)


def _new_power(s: HearthstoneState, p: int, power_id: str) -> None:
    """A new Hero Power replaces the old one, refreshed: its uses this turn start again at 0 (rulebook:
    replacing a Hero Power refreshes it, even with the same one)."""
    pl = s.players[p]
    s.ents[pl.power].zone = GRAVEYARD
    power = rules.new_entity(s, s.catalog.get(power_id), p, PLAY)
    pl.power = power.id
    pl.power_uses = 0


def op_replace_power(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """Shadowform: your Hero Power becomes ``card``; one that already is ``card`` or ``upgrade`` becomes
    ``upgrade`` (Mind Spike, then Mind Shatter). Even the same power comes back refreshed."""
    p = ctx.controller
    new = str(eff.params["card"])
    upgrade = eff.params.get("upgrade")
    if upgrade is not None and s.ents[s.players[p].power].card.id in (new, upgrade):
        new = str(upgrade)
    _new_power(s, p, new)
    s.dirty = True
    rules.log(s, "power_replaced", "The Hero Power becomes {}.", s.catalog.get(new).name, player=p)


def op_replace_hero(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """§2.10 Jaraxxus / Majordomo: a new hero and Hero Power; damage, Armor and temporary effects reset."""
    p = ctx.controller
    pl = s.players[p]
    old = s.ents[pl.hero]
    hero_card = s.catalog.get(eff.params["hero"])
    hero = rules.new_entity(s, hero_card, p, PLAY)
    hero.ts = old.ts
    hero.attacks = old.attacks
    if "health" in eff.params:
        hero.max_health = int(eff.params["health"])
    old.zone = GRAVEYARD
    pl.hero = hero.id
    power_id = eff.params.get("power") or hero_card.facts.hero_power
    if power_id:
        _new_power(s, p, power_id)
    if "weapon" in eff.params:
        zones.equip(s, s.catalog.get(eff.params["weapon"]), p)
    if ctx.source.card.type == "minion" and ctx.source.zone == PLAY:
        zones.remove_from_board(s, ctx.source)
        ctx.source.zone = GRAVEYARD
    s.dirty = True
    rules.log(s, "hero_replaced", "{} replaces the hero.", hero_card.name, entity=hero.id)


def op_swap_with_hand(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """Alarm-o-Bot: a random minion from your hand is summoned where this minion stood, and this minion
    returns to your hand (not played: no Battlecry)."""
    me = ctx.source
    if me.zone != PLAY or not rules.is_minion(me):
        return
    pl = s.players[me.controller]
    minions = [i for i in pl.hand if s.ents[i].card.type == "minion"]
    if not minions:
        return
    picked = s.ents[minions[s.rng.randint(0, len(minions) - 1)]]
    pl.hand.remove(picked.id)
    picked.zone = SETASIDE
    position = pl.board.index(me.id)
    zones.bounce(s, me)
    ctx.result = zones.summon(s, picked.card, me.controller, position)


def op_end_enchantment(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """A granted trigger that fires once takes its enchantment off its host (Headcrack's return)."""
    host = ctx.source
    source = eff.card.id if eff.card is not None else ""
    for en in host.enchants:
        if en.source == source:
            auras.detach(host, [en])
            s.dirty = True
            return
