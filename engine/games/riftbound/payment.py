"""Costs (356) and paying them (357) from the Rune Pool and runes (162-167).

A rune can be exhausted for [1] Energy and recycled for 1 Power of its domain (163.2); recycling
needs no exhaustion, so a ready rune may give both. The engine pays the same way every time: Power
first (pool, then exhausted runes of the domain, then ready ones), then Energy (pool, then exhausting
the runes being recycled anyway, then the others, lowest first) - see the Riftbound section of
docs/rules-decisions.md. The one choice that changes what is left is which domains' runes are
recycled for universal Power ([A]) the pool does not cover: the player makes it (``spend``, see
``spend_options``) whenever more than one is possible.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations_with_replacement
from typing import TYPE_CHECKING

from engine.games.riftbound.cards import Cost

if TYPE_CHECKING:
    from engine.games.riftbound.state import RiftState

Plan = tuple[list[str], list[str], int, list[str], list[str]]
"""Runes to exhaust, runes to recycle, pool Energy used, pool Power used (one key per symbol), and the
domains of the runes recycled for universal Power (the ``spend``)."""


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


def plan(s: RiftState, p: int, cost: Cost, spend: tuple[str, ...] = ()) -> Plan | None:
    """How p would pay ``cost``, or None if p cannot. ``spend`` names the domain of each rune recycled
    for universal Power, in order (empty: the lowest-uid rune, exhausted ones first)."""
    player = s.players[p]
    pool_power = dict(player["power"])
    runes = [(u, s.card(u).domains[0], not s.st[u]["ex"]) for u in s.objects("rune", p)]
    recycle: list[str] = []
    used_power: list[str] = []
    spent: list[str] = []
    specific = sorted(x for x in cost.power if x != "any")
    for sym in specific + ["any"] * sum(1 for x in cost.power if x == "any"):
        keys = [sym, "any"] if sym != "any" else sorted(k for k in pool_power if k != "any") + ["any"]
        key = next((k for k in keys if pool_power.get(k, 0) > 0), None)
        if key is not None:
            pool_power[key] -= 1
            used_power.append(key)
            continue
        domain = sym
        if sym == "any" and len(spent) < len(spend):
            domain = spend[len(spent)]
        options = [r for r in runes if r[0] not in recycle and (domain == "any" or r[1] == domain)]
        if not options:
            return None
        options.sort(key=lambda r: (r[2], r[0]))
        recycle.append(options[0][0])
        if sym == "any":
            spent.append(options[0][1])
    energy_from_pool = min(player["energy"], cost.energy)
    need = cost.energy - energy_from_pool
    ready = [r[0] for r in runes if r[2]]
    ready.sort(key=lambda u: (u not in recycle, u))
    if need > len(ready):
        return None
    return ready[:need], recycle, energy_from_pool, used_power, spent


def spend_options(s: RiftState, p: int, cost: Cost) -> list[tuple[str, ...]]:
    """The other ways p may pay ``cost``, each a ``spend`` (sorted domains recycled for universal
    Power) differing from the automatic one; empty when the runes left afterwards would be the same."""
    if "any" not in cost.power:
        return []
    auto = plan(s, p, cost)
    if auto is None or not auto[4]:
        return []
    default = tuple(sorted(auto[4]))
    specific_runes = [u for u in auto[1] if u not in _recycled_for_any(auto)]
    left = Counter(s.card(u).domains[0] for u in s.objects("rune", p) if u not in specific_runes)
    out = []
    for combo in combinations_with_replacement(sorted(left), len(default)):
        if combo != default and all(combo.count(d) <= left[d] for d in combo) and plan(s, p, cost, combo):
            out.append(combo)
    return out


def _recycled_for_any(chosen: Plan) -> list[str]:
    """The runes of a plan recycled for universal Power: the last ones it recycled, one per spent domain."""
    recycle, spent = chosen[1], chosen[4]
    return recycle[len(recycle) - len(spent) :]


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


def pay(s: RiftState, p: int, cost: Cost, spend: tuple[str, ...] = ()) -> None:
    """Pay a cost known to be payable (``spend``: see ``plan``)."""
    chosen = plan(s, p, cost, spend)
    assert chosen is not None, "pay() called with a cost the player cannot pay"
    exhaust, recycle, energy, used_power, _ = chosen
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
        parts = [f"exhausts {_runes(len(exhaust))}"] if exhaust else []
        if recycle:
            domains = sorted(s.card(u).domains[0].title() for u in recycle)
            parts.append(f"recycles {_runes(len(recycle))} ({', '.join(domains)})")
        s.log(
            "paid",
            f"Player {p + 1} {' and '.join(parts)}.",
            player=p,
            exhausted=exhaust,
            recycled=sorted(recycle),
        )


def _runes(n: int) -> str:
    return "a rune" if n == 1 else f"{n} runes"


def pay_if_able(s: RiftState, p: int, cost: Cost, discount_any: int = 0) -> bool:
    cost = minus_any(cost, discount_any)
    if not can_pay(s, p, cost):
        return False
    pay(s, p, cost)
    return True
