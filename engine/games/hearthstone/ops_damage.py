"""Effect ops that harm, heal or remove: damage, healing, Armor, destroy, silence, freeze, durability,
and the attack redirections of Secrets (``OPS`` in ``effects`` registers them by name)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.games.hearthstone import auras, damage, phases, rules, zones
from engine.games.hearthstone.model import PLAY, Enchant
from engine.games.hearthstone.rules import Ctx
from engine.games.hearthstone.selectors import SELECTORS, amount, select, spell_amount

if TYPE_CHECKING:
    from engine.games.hearthstone.cards import Effect
    from engine.games.hearthstone.state import HearthstoneState


def op_damage(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """Deal damage; ``from: chosen`` makes the chosen minion the source (Betrayal: its Poisonous counts,
    no Spell Damage), ``except_card`` spares the minions of that card (Ysera Awakens)."""
    targets = select(s, ctx, eff)
    source = ctx.source
    params = eff.params
    if "from" in params:
        if ctx.target is None or ctx.target.zone != PLAY:
            return
        source = ctx.target
        value = amount(s, ctx, eff)
    else:
        value = spell_amount(s, ctx, eff)
    if "except_card" in params:
        targets = [t for t in targets if t.card.id != params["except_card"]]
    if params.get("each_resolves"):
        for t in targets:
            damage.damage_one(s, source, t, value)
    else:
        damage.damage_many(s, source, targets, value)
    ctx.result = targets[0] if len(targets) == 1 else ctx.result


def op_split_damage(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """``times`` missiles of ``amount``, each at a random non-dying character of the selector (Rule 5)."""
    times = int(eff.params.get("times", 1))
    if ctx.spell and not eff.params.get("fixed", False):
        times += rules.spell_power(s, ctx.controller)
    value = int(eff.params.get("amount", 1)) * rules.velen_factor(s, ctx.controller, ctx.source)
    for _ in range(times):
        found = [e for e in SELECTORS[eff.params["target"]](s, ctx) if e.zone == PLAY]
        if s.rule5:
            found = [e for e in found if not rules.dying(e)]
        if not found:
            return
        damage.damage_one(s, ctx.source, found[s.rng.randint(0, len(found) - 1)], value)


def op_heal(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    value = amount(s, ctx, eff)
    if s.other_auras[ctx.controller] >= 1 << rules.VELEN_SHIFT:
        value *= rules.velen_factor(s, ctx.controller, ctx.source)
    damage.heal_many(s, ctx.source, select(s, ctx, eff), value)


def op_armor(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    zones.gain_armor(s, ctx.controller, amount(s, ctx, eff))


def op_destroy(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    for t in select(s, ctx, eff):
        damage.destroy(s, t)


def op_silence(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    for t in select(s, ctx, eff):
        damage.silence(s, t)


def op_freeze(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    for t in select(s, ctx, eff):
        damage.freeze(s, t)


def op_destroy_all_but_one(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """Destroy every selected minion but one picked at random (Brawl)."""
    found = [e for e in select(s, ctx, eff) if e.zone == PLAY]
    if not found:
        return
    spared = found[s.rng.randint(0, len(found) - 1)]
    for e in found:
        if e is not spared:
            damage.destroy(s, e)


def op_destroy_weapon(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    for w in select(s, ctx, eff):
        w.pending = True


def op_lose_durability(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    for w in select(s, ctx, eff):
        if w.card.type == "weapon" and w.zone == PLAY:
            w.damage += amount(s, ctx, eff)


def op_set_remaining_health(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """Set current Health (Alexstrasza): not damage, not healing. Max Health is unchanged unless it is
    lower, then it becomes the new Health for good (E-125: the Ragnaros hero gets 15 max Health)."""
    value = int(eff.params["amount"])
    for t in select(s, ctx, eff):
        if value > t.max_health:
            auras.attach(s, t, Enchant(rules.new_ts(s), ctx.source.card.id, ctx.controller, set_health=value))
        t.damage = max(0, t.max_health - value)


def op_forced_death_phase(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """Run a Forced Death Phase now (Reincarnate); the chosen target's death position is remembered."""
    for death in phases.forced_death_phase(s):
        if death.entity is ctx.target:
            ctx.position = death.position


def op_redirect(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """The spell being cast gets another target (Spellbender), or the attack in progress another
    proposed defender (Noble Sacrifice's Defender)."""
    found = select(s, ctx, eff)
    if not found:
        return
    if s.spell_target:
        s.spell_target = found[0].id
    elif s.attack is not None:
        s.attack[1] = found[0].id


def op_redirect_random(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """Misdirection: a random other character, neither attacker nor defender, not dying (Rule 5)."""
    if s.attack is None:
        return
    attacker, defender = s.attack
    found = [
        e
        for e in rules.oop(rules.characters(s, 0) + rules.characters(s, 1))
        if e.id not in (attacker, defender) and not rules.dying(e) and not e.has(1 << 8)
    ]
    if found:
        s.attack[1] = found[s.rng.randint(0, len(found) - 1)].id
