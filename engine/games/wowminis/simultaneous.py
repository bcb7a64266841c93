"""Simultaneous damage to several characters (107.2): who orders it, and dealing it in that order.

An attack's damage to its defenders (602.1) and an effect's damage to several characters at once
("each adjacent enemy") are processed one character at a time in an order the players choose: the
turn player orders the damage destined for their party's characters, then the next player
(``DamageOrder``; a player with one such character or none is not asked). Each damage then goes
through replacement effects (709) on its own, which is where the order can matter (a redirect onto
one character, a "next time" effect that meets only the first).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Event
from engine.games.wowminis import damage
from engine.games.wowminis.work import DamageOrder, EffectDamage, WaveResolve, Work

if TYPE_CHECKING:
    from engine.games.wowminis.state import WowState


def party_of(state: WowState, uid: str) -> int:
    """107.2 "characters in his or her party": the owner's party; a totem is its controller's."""
    return state.totems[uid].controller if uid in state.totems else state.chars[uid].owner


def push_orders(state: WowState, chars: list[str], effect: bool) -> None:
    """Put the players' ordering decisions on the stack, the turn player's on top (answered first)."""
    tp = state.turn_player if state.turn_player is not None else 0
    for player in (1 - tp, tp):
        state.stack.append(
            DamageOrder(player, tuple(u for u in chars if party_of(state, u) == player), effect)
        )


def deal_together(
    state: WowState, amounts: list[tuple[str, int]], by: int | None, events: list[Event]
) -> None:
    """An effect deals damage to several characters at once: when a player has two or more of them
    to order, the damage waits for the order (``EffectDamage``); otherwise it is dealt now."""
    hit = [(u, n) for u, n in amounts if n > 0]
    parties = [party_of(state, u) for u, _ in hit]
    if all(parties.count(p) < 2 for p in parties):
        for uid, n in hit:
            damage.deal_damage(state, uid, n, events, by=by)
        return
    state.stack.append(EffectDamage(tuple(f"{u}={n}" for u, n in hit), -1 if by is None else by))
    push_orders(state, [u for u, _ in hit], effect=True)


def _extend(state: WowState, item: DamageOrder, order: list[str]) -> None:
    """Add one player's order to where it goes: the attack, or the nearest ``EffectDamage`` (or end-of-tick
    ``WaveResolve``) below."""
    if not item.effect:
        atk = state.attack
        assert atk is not None
        atk.order.extend(order)
        return
    for k in range(len(state.stack) - 1, -1, -1):
        below = state.stack[k]
        if isinstance(below, EffectDamage):
            state.stack[k] = EffectDamage(below.amounts, below.by, (*below.ordered, *order), below.index)
            return
        if isinstance(below, WaveResolve):
            state.stack[k] = WaveResolve(below.steps, (*below.ordered, *order), below.index)
            return
    raise AssertionError("an effect's damage order without its damage")


def damage_order_waiting(state: WowState, item: Work, events: list[Event]) -> bool:
    """A player with two or more characters to be dealt damage orders them; otherwise no question."""
    assert isinstance(item, DamageOrder)
    if len(item.chars) >= 2:
        return False
    state.stack.pop()
    _extend(state, item, list(item.chars))
    return True


def set_damage_order(state: WowState, item: DamageOrder, order: list[str], events: list[Event]) -> None:
    """Record the chosen order (107.2) of one player's characters."""
    assert sorted(order) == sorted(item.chars)
    _extend(state, item, order)
    names = ", then ".join(state.name_of(u) for u in order)
    events.append(
        Event(
            "damage_order",
            f"{state.names[item.player]} orders the damage: {names} (107.2).",
            {"player": item.player, "order": list(order)},
        )
    )


def effect_damage(state: WowState, item: Work, events: list[Event]) -> bool:
    """Deal the next damage of an ordered ``EffectDamage``; the rest waits under any replacement
    choice this one asks for."""
    assert isinstance(item, EffectDamage)
    state.stack.pop()
    if item.index >= len(item.ordered):
        return True
    state.stack.append(EffectDamage(item.amounts, item.by, item.ordered, item.index + 1))
    uid = item.ordered[item.index]
    amount = dict(a.split("=") for a in item.amounts)[uid]
    damage.deal_damage(state, uid, int(amount), events, by=None if item.by < 0 else item.by)
    return True
