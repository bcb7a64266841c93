"""Effect ops that enchant: buffs with keywords, Spell Damage, granted triggers and durations, set and
swapped stats, removed keywords. Each attaches an enchantment that changes stats at once (4d)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.games.hearthstone import auras, rules
from engine.games.hearthstone.model import HAND, PLAY, Enchant
from engine.games.hearthstone.rules import Ctx
from engine.games.hearthstone.selectors import AMOUNTS, select

if TYPE_CHECKING:
    from engine.games.hearthstone.cards import Effect
    from engine.games.hearthstone.state import HearthstoneState


def op_buff(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """Attach an enchantment: +attack/+health, keywords, Spell Damage, temporary with ``until``."""
    p = eff.params
    atk = int(p.get("attack", 0))
    hp = int(p.get("health", 0))
    source = ctx.source.card.id if eff.card is None else eff.card.id
    if p.get("attack_from"):
        atk = rules.tag_value(atk + AMOUNTS[p["attack_from"]](s, ctx))
    if p.get("health_from"):
        hp = rules.tag_value(hp + AMOUNTS[p["health_from"]](s, ctx))
    for t in select(s, ctx, eff):
        if t.zone not in (PLAY, HAND):
            continue
        en = Enchant(
            rules.new_ts(s),
            source,
            ctx.controller,
            attack=atk,
            health=hp,
            flags=eff.get("flags", 0),
            until=p.get("until", ""),
            spellpower=int(p.get("spellpower", 0)),
            grant=eff.card.grant if eff.card is not None and p.get("grant") else None,
        )
        auras.attach(s, t, en)
        if en.grant is not None or en.spellpower:
            s.dirty = True
        rules.log(s, "buff", "{} is enchanted.", t.card.name, entity=t.id, attack=atk, health=hp)


def op_set_stats(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """Set Attack and/or Health (Humility, Hunter's Mark); a set Health also sets current Health (H).
    ``attack_from`` reads the new Attack from the game when it resolves (Inner Fire: the Health)."""
    p = eff.params
    source = ctx.source.card.id
    for t in select(s, ctx, eff):
        set_attack = AMOUNTS[p["attack_from"]](s, ctx) if "attack_from" in p else int(p.get("attack", -1))
        en = Enchant(
            rules.new_ts(s),
            source,
            ctx.controller,
            set_attack=set_attack,
            set_health=int(p.get("health", -1)),
        )
        auras.attach(s, t, en)
        if en.set_health >= 0:
            t.damage = 0


def op_swap_stats(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """Crazed Alchemist: swap Attack and Health, set directly, current Health = the new max (§3 H)."""
    for t in select(s, ctx, eff):
        atk, hp = t.atk, t.health
        en = Enchant(
            rules.new_ts(s),
            ctx.source.card.id,
            ctx.controller,
            set_attack=hp - t.aura_attack,
            set_health=atk - t.aura_health,
        )
        auras.attach(s, t, en)
        t.damage = 0


def op_clear_keywords(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """Remove keywords whatever gave them (Flare's Stealth, Blood Knight's Divine Shields)."""
    for t in select(s, ctx, eff):
        t.flags &= ~eff.params.get("flags", 0)


def op_end_keywords(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """End the keywords this card's own enchantments gave (E): each of them on the target that grants
    one is taken off, so Gorehowl's Immune ends after its attack and another source's Immune stays."""
    source = ctx.source.card.id if eff.card is None else eff.card.id
    bits = eff.params.get("flags", 0)
    for t in select(s, ctx, eff):
        gone = [en for en in t.enchants if en.source == source and en.flags & bits]
        if gone:
            auras.detach(t, gone)
            s.dirty = True
