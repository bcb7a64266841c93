"""Damage, healing and the other changes to one character: freeze, destroy, silence (§2.3, §3).

Damage and healing of an AoE are all created first and then resolved (DH1); Immune, Divine Shield,
Armor and Ice Block apply as each Damage Event is created (DH2a, DH7d).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from engine.games.hearthstone.auras import attach, recompute
from engine.games.hearthstone.model import (
    DIVINE_SHIELD,
    FROZEN,
    GRAVEYARD,
    HAND,
    IMMUNE,
    LIFESTEAL,
    MINIONS_KEEP_1,
    PLAY,
    POISONOUS,
    SECRET,
    STEALTH,
    Enchant,
    Entity,
)
from engine.games.hearthstone.rules import AUCHENAI, HERO_IMMUNE, has_other, log, new_ts
from engine.games.hearthstone.triggers import fire, reveal_secret

if TYPE_CHECKING:
    from engine.games.hearthstone.state import HearthstoneState


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
    elif t.card.type == "minion" and s.ents[s.players[t.controller].hero].flags & MINIONS_KEEP_1:
        # Commanding Shout: the Health stops at 1; unchanged Health means no Damage Event (DH2b), but a
        # changed one counts the full proposed damage (DH4c).
        room = t.max_health - t.damage - 1
        if rest > room:
            rest = room if room > 0 else 0
        if rest == 0:
            return 0
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
