"""Costs (356) and paying them (357) from the Rune Pool and runes (162-167).

A rune can be exhausted for [1] Energy and recycled for 1 Power of its domain (163.2); recycling
needs no exhaustion, so a ready rune may give both. The engine pays automatically and always the
same way: Power first (pool, then exhausted runes of the domain, then ready ones), then Energy (pool,
then exhausting the runes being recycled anyway, then the others, lowest first) - see the Riftbound
section of docs/rules-decisions.md.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.games.riftbound.cards import Cost

if TYPE_CHECKING:
    from engine.games.riftbound.state import RiftState

Plan = tuple[list[str], list[str], int, list[str]]
"""Runes to exhaust, runes to recycle, pool Energy used, pool Power used (one key per symbol)."""


def resolve_own(cost: Cost, own: str) -> Cost:
    """[C] means the card's own domain, or any domain (135.2.e.6)."""
    return Cost(cost.energy, tuple(own if p == "own" else p for p in cost.power))


def plus(a: Cost, b: Cost) -> Cost:
    return Cost(a.energy + b.energy, a.power + b.power)


def minus_any(cost: Cost, n: int) -> Cost:
    """A discount of n universal Power symbols (Weaponmaster's "reduced by [A]")."""
    power = list(cost.power)
    for _ in range(n):
        if "any" in power:
            power.remove("any")
        elif power:
            power.pop()
    return Cost(cost.energy, tuple(power))


def plan(s: RiftState, p: int, cost: Cost) -> Plan | None:
    """How p would pay ``cost``, or None if p cannot."""
    player = s.players[p]
    pool_power = dict(player["power"])
    runes = [(u, s.card(u).domains[0], not s.st[u]["ex"]) for u in s.objects("rune", p)]
    recycle: list[str] = []
    used_power: list[str] = []
    specific = sorted(x for x in cost.power if x != "any")
    for sym in specific + ["any"] * sum(1 for x in cost.power if x == "any"):
        keys = [sym, "any"] if sym != "any" else sorted(k for k in pool_power if k != "any") + ["any"]
        key = next((k for k in keys if pool_power.get(k, 0) > 0), None)
        if key is not None:
            pool_power[key] -= 1
            used_power.append(key)
            continue
        options = [r for r in runes if r[0] not in recycle and (sym == "any" or r[1] == sym)]
        if not options:
            return None
        options.sort(key=lambda r: (r[2], r[0]))
        recycle.append(options[0][0])
    energy_from_pool = min(player["energy"], cost.energy)
    need = cost.energy - energy_from_pool
    ready = [r[0] for r in runes if r[2]]
    ready.sort(key=lambda u: (u not in recycle, u))
    if need > len(ready):
        return None
    return ready[:need], recycle, energy_from_pool, used_power


Resources = tuple[int, dict[str, int]]
"""A player's ready runes and runes per domain, for ``can_pay``."""


def resources(s: RiftState, p: int) -> Resources:
    ready = 0
    by_domain: dict[str, int] = {}
    for uid, status in s.st.items():
        if status["ctl"] == p and status["kind"] == "rune":
            domain = s.card(uid).domains[0]
            by_domain[domain] = by_domain.get(domain, 0) + 1
            ready += not status["ex"]
    return ready, by_domain


def can_pay(s: RiftState, p: int, cost: Cost, res: Resources | None = None) -> bool:
    """Whether p can pay ``cost``: the same greedy as ``plan`` by counting, without choosing runes
    (legal actions ask this for every candidate play, with ``res`` worked out once)."""
    player = s.players[p]
    ready, counts = res if res is not None else resources(s, p)
    if cost.energy > player["energy"] + ready:
        return False
    if not cost.power:
        return True
    pool = dict(player["power"])
    by_domain = dict(counts)
    for sym in sorted(x for x in cost.power if x != "any"):
        if pool.get(sym, 0) > 0:
            pool[sym] -= 1
        elif pool.get("any", 0) > 0:
            pool["any"] -= 1
        elif by_domain.get(sym, 0) > 0:
            by_domain[sym] -= 1
        else:
            return False
    spare = sum(pool.values()) + sum(by_domain.values())
    return spare >= sum(1 for x in cost.power if x == "any")


def pay(s: RiftState, p: int, cost: Cost) -> None:
    """Pay a cost known to be payable."""
    chosen = plan(s, p, cost)
    assert chosen is not None, "pay() called with a cost the player cannot pay"
    exhaust, recycle, energy, used_power = chosen
    player = s.players[p]
    player["energy"] -= energy
    for key in used_power:
        player["power"][key] -= 1
    for uid in exhaust:
        s.st[uid]["ex"] = True
    for uid in sorted(recycle):
        s.st.pop(uid)
        player["runes_deck"].append(uid)
    if exhaust or recycle:
        s.log(
            "paid",
            f"Player {p + 1} exhausts {len(exhaust)} and recycles {len(recycle)} runes.",
            player=p,
            exhausted=exhaust,
            recycled=sorted(recycle),
        )


def pay_if_able(s: RiftState, p: int, cost: Cost, discount_any: int = 0) -> bool:
    cost = minus_any(cost, discount_any)
    if not can_pay(s, p, cost):
        return False
    pay(s, p, cost)
    return True
