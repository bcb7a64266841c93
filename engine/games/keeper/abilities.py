"""Which chaining actions a player may perform now (Abilities, Counters, Chains, Ghost-play, Hex-play).

A minion's ability is activated by exhausting the on-field minion; a spell is cast from the hand by
paying its level in resources; a ghost-play ability needs neither, from any zone where its player can
identify the card (hand, grave, granary, battlefield: rules decision K-40); a hex-play ability costs
half the card's level, rounded up, instead. Activation costs must be payable (K-07: otherwise the
activation is not offered).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from engine.games.keeper.actions import KAction
from engine.games.keeper.cards import COUNTERS, Ability, Cost
from engine.games.keeper.zones import level_of

if TYPE_CHECKING:
    from engine.games.keeper.state import KeeperState


def condition_met(s: KeeperState, p: int, a: Ability, uid: str, response: bool) -> bool:
    """Whether ``a``'s activation condition is met for player ``p`` now."""
    c = a.condition
    if c == "standard":
        return not response and s.phase == "action" and s.tp == p and not s.chain and s.battle is None
    if c == "any_time":
        return True
    if c == "enemy_chain":
        return response and any(link["p"] != p for link in s.chain)
    return met_entry(s, p, a, uid) is not None


def met_entry(s: KeeperState, p: int, a: Ability, uid: str) -> list[Any] | None:
    """The unused record of the event that meets a "When ..." condition: each event lets each ability
    be activated once (rules decision K-09)."""
    key = f"{uid}:{a.name}"
    for m in s.met:
        if (
            m[0] == a.condition
            and m[1] == p
            and (m[2] == uid or a.condition != "this_destroyed")
            and key not in m[4]
        ):
            return m
    return None


def cost_candidates(s: KeeperState, p: int, cost: Cost, uid: str) -> list[str]:
    """The cards that could pay one part of an activation cost (never the activating card itself)."""
    pl = s.players[p]
    if cost.kind == "self_exhaust":
        return [u for u in pl.field if u != uid and not s.minions[u].exhausted and not s.minions[u].petrified]
    if cost.kind in ("self_bounce", "self_destroy"):
        return [u for u in pl.field if u != uid]
    if cost.kind in ("self_bury", "self_sheathe"):
        return [u for u in pl.hand if u != uid]
    return []


def costs_payable(s: KeeperState, p: int, a: Ability, uid: str) -> bool:
    for cost in a.costs:
        if cost.kind == "pay_hp":
            if s.players[p].hp < cost.n:
                return False
        elif len(cost_candidates(s, p, cost, uid)) < cost.n:
            return False
    return True


def hex_cost(s: KeeperState, uid: str) -> int:
    """Hex-play: half the card's current resource cost, rounded up (K-39)."""
    return math.ceil(level_of(s, uid) / 2)


def _ability_ok(s: KeeperState, p: int, uid: str, a: Ability, response: bool) -> bool:
    m = s.minions.get(uid)
    if m is not None and (m.petrified or m.locked):
        return False
    return condition_met(s, p, a, uid, response) and costs_payable(s, p, a, uid)


def chaining_actions(s: KeeperState, p: int, response: bool, first: bool = False) -> list[KAction]:
    """Every chaining action ``p`` may perform: starting a chain, or (``response``) answering one.

    ``first``: stop at the first one found (whether there is any is all the caller needs).
    """
    out: list[KAction] = []
    pl = s.players[p]
    free = pl.free_resources()
    ghostly = s.game.ghostly
    for uid in pl.field:
        m = s.minions[uid]
        if m.exhausted or m.petrified or m.locked:
            continue
        for i, a in enumerate(s.card(uid).abilities):
            if not (a.ghost or a.hex) and _ability_ok(s, p, uid, a, response):
                out.append(KAction("use", (uid, str(i))))
                if first:
                    return out
    for uid in pl.hand:
        card = s.card(uid)
        if card.kind != "spell":
            continue
        a = card.abilities[0]
        if not (a.ghost or a.hex) and level_of(s, uid) <= free and _ability_ok(s, p, uid, a, response):
            out.append(KAction("cast", (uid,)))
            if first:
                return out
    for uid in (*pl.field, *pl.hand, *pl.grave, *pl.granary):
        if uid in s.cards and s.cards[uid] not in ghostly:
            continue
        for i, a in enumerate(s.card(uid).abilities):
            if not (a.ghost or a.hex) or (a.hex and hex_cost(s, uid) > free):
                continue
            if _ability_ok(s, p, uid, a, response):
                out.append(KAction("use", (uid, str(i))))
                if first:
                    return out
    for m in s.minions.values():
        if m.counters:
            kinds = sorted({c[0] for c in m.counters if c[1] == p and COUNTERS[c[0]]})
            out.extend(KAction("pop", (m.uid, k)) for k in kinds)
    return out


def can_chain(s: KeeperState, p: int, response: bool) -> bool:
    return bool(chaining_actions(s, p, response, first=True))
