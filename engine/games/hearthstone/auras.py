"""Stats and Aura Updates: Attack and Health recomputed from scratch, enchantments, AU(H/A) and AU(Other).

A minion's Attack and max Health are never adjusted in place: ``recompute`` rebuilds them from the
card, the enchantments in order and the auras of the last Aura Update (E2, 4d). Auras change only at
an Aura Update (Rule 4a); an enchantment changes stats at once. Enrage is an enchantment the minion
creates or loses at AU(H/A), placed in the order of play like any other (E3).

Lightspawn's "Attack is always equal to its Health" is an aura with the last priority: at each
AU(H/A) it sets the minion's Attack to its Health after everything else; in between, the Attack keeps
that value (a Damage Event does not change it) and an enchantment attached since changes it at once,
as every enchantment does (4d), until the next AU(H/A) sets it again.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from engine.games.hearthstone.model import HAND, PLAY, Enchant, Entity
from engine.games.hearthstone.rules import VELEN, VELEN_SHIFT, new_ts, wrap32

if TYPE_CHECKING:
    from engine.games.hearthstone.state import HearthstoneState


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
    atk = wrap32(atk + e.aura_attack)
    hp = wrap32(hp + e.aura_health)
    if atk < 0:
        atk = 0
    if hp < 0:
        hp = 0
    if hp < e.max_health:
        drop = e.max_health - hp
        e.damage = e.damage - drop if e.damage > drop else 0
    e.max_health = hp
    if not _attack_is_aura_set(e):
        e.atk = atk
    elif e.atk < 0:
        # A Lightspawn loaded without its Attack: the value its aura sets.
        e.atk = hp - e.damage if hp > e.damage else 0


def _attack_is_aura_set(e: Entity) -> bool:
    """A Lightspawn in play, not silenced: its Attack is set by its aura at AU(H/A) only."""
    return e.card.attack_is_health and e.zone == PLAY and not e.silenced


def attach(s: HearthstoneState, e: Entity, en: Enchant) -> None:
    """Attach an enchantment; it changes stats at once (4d) and grants its keywords."""
    if en.flags:
        en.gave_flags = en.flags & ~e.flags
        e.flags |= en.flags
        # What this one gives again was lost since an earlier one gave it: that grant is spent.
        e.enchants = tuple(
            x.with_gave(x.gave_flags & ~en.gave_flags) if x.gave_flags & en.gave_flags else x
            for x in e.enchants
        )
    e.enchants = (*e.enchants, en)
    recompute(e)
    if _attack_is_aura_set(e) and (en.attack or en.set_attack >= 0):
        # 4d: after the aura's Attack of the last AU(H/A) until the next one re-applies the aura last.
        atk = wrap32((en.set_attack if en.set_attack >= 0 else e.atk) + en.attack)
        e.atk = atk if atk > 0 else 0


def detach(e: Entity, gone: Sequence[Enchant]) -> None:
    """Take enchantments off ``e`` and recompute it (E2). A keyword one of them gave (the last grant of
    it, the keyword held since) ends unless the card prints it or an enchantment still on ``e`` attached
    after also grants it: that one found the keyword there and gave nothing, so the earliest of them
    takes it over. Ice Block's Immune outlives Gladiator's Longbow's."""
    e.enchants = tuple(en for en in e.enchants if all(en is not g for g in gone))
    for en in sorted(gone, key=lambda g: g.ts):
        for bit in _bits(en.gave_flags & e.flags & ~e.card.keywords):
            heirs = [other for other in e.enchants if other.flags & bit and other.ts > en.ts]
            if heirs:
                heir = min(heirs, key=lambda h: h.ts)
                e.enchants = tuple(x.with_gave(x.gave_flags | bit) if x is heir else x for x in e.enchants)
            else:
                e.flags &= ~bit
    recompute(e)


def _bits(flags: int) -> list[int]:
    """The single bits set in ``flags``, lowest first."""
    return [1 << i for i in range(flags.bit_length()) if flags >> i & 1]


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
            gone = [en for en in e.enchants if _expires(en, mine)]
            if gone:
                detach(e, gone)


def aura_update_ha(s: HearthstoneState) -> None:
    """AU(H/A): switch Enrage on or off, recompute every Health/Attack aura, then every affected entity
    (4a, 4d); a Lightspawn's aura then sets its Attack to its Health (last priority).

    With no aura source in play and no aura left on anyone since the last update, nothing changes.
    """
    sources = s.aura_sources()
    if not sources and not s.aura_live:
        return
    for src in sources:
        if src.card.enrage is not None:
            enrage(s, src)
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
        if atk or hp or fl:
            live = True
        if atk != t.aura_attack or hp != t.aura_health or fl != t.aura_flags:
            t.aura_attack = atk
            t.aura_health = hp
            t.aura_flags = fl
            recompute(t)
        if card.attack_is_health and _attack_is_aura_set(t):
            t.atk = t.health if t.health > 0 else 0
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
                if e.card.other_auras & VELEN:
                    bits[p] += 1 << VELEN_SHIFT
    s.other_auras = bits


ENRAGE = "enrage"
"""The ``source`` of an Enrage enchantment (the card's own id names its other enchantments)."""


def enrage(s: HearthstoneState, e: Entity) -> None:
    """E3: a damaged minion creates its Enrage enchantment, at the end of the order of play; undamaged, it
    loses it. Enraged again later, it creates a new one (after a Humility cast in between)."""
    assert e.card.enrage is not None
    current = None
    for en in e.enchants:
        if en.source == ENRAGE:
            current = en
            break
    if e.damage > 0 and current is None:
        attack, flags = e.card.enrage
        attach(s, e, Enchant(new_ts(s), ENRAGE, e.controller, attack=attack, flags=flags))
    elif e.damage <= 0 and current is not None:
        detach(e, [current])
