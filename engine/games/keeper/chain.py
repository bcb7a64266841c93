"""Chains: chaining actions, responses clockwise, resolution in reverse order (Chains, Counters).

A chaining action pays its route at once (exhausting the minion, or paying resources and revealing
the spell, which is then in no zone), then its activation costs (a ``pay`` task, asking which cards
pay), then becomes a link. After every link the players holding Trap Counters on unexhausted hosts are
offered them (K-29). When every player has passed in a row, the links resolve last first; only then
may a new chain start.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.games.keeper.abilities import cost_candidates, hex_cost, met_entry
from engine.games.keeper.actions import KAction
from engine.games.keeper.zones import destroy, heal_player, level_of, move_card, take_from_zone, withdraw

if TYPE_CHECKING:
    from engine.games.keeper.state import KeeperState


def pay_resources(s: KeeperState, p: int, n: int) -> None:
    """Exhaust ``n`` unexhausted resources (which ones cannot matter, so none is asked: K-70)."""
    pl = s.players[p]
    free = [u for u in pl.granary if u not in pl.spent]
    pl.spent.extend(free[:n])


def perform(s: KeeperState, p: int, action: KAction) -> None:
    """Start a chaining action: pay its route now, then its activation costs as a task."""
    if action.verb == "pop":
        uid, kind = action.args
        s.minions[uid].take_counter(kind, p)
        s.log(
            "pop",
            f"Player {p + 1} pops a {kind.capitalize()} Counter on {s.name(uid)}.",
            player=p,
            card=uid,
            counter=kind,
        )
        add_link(s, {"p": p, "kind": "counter", "counter": kind, "uid": uid, "ab": 0, "negated": False})
        return
    uid = action.args[0]
    ab = int(action.args[1]) if len(action.args) > 1 else 0
    card = s.card(uid)
    a = card.abilities[ab]
    entry = met_entry(s, p, a, uid)
    if entry is not None:
        entry[4].append(f"{uid}:{a.name}")
    if action.verb == "cast":
        route = "cast"
        pay_resources(s, p, level_of(s, uid))
    elif a.ghost:
        route = "ghost"
    elif a.hex:
        route = "hex"
        pay_resources(s, p, hex_cost(s, uid))
    else:
        route = "field"
        s.minions[uid].exhausted = True
    if card.kind == "spell" and uid in s.players[p].hand:
        take_from_zone(s, uid)
        s.limbo.append(uid)
    verb = "casts" if route == "cast" else "activates"
    s.log(
        "activate",
        f"Player {p + 1} {verb} {card.name} ({uid})"
        + (f" ({route}-play)" if route in ("ghost", "hex") else "")
        + ".",
        player=p,
        card=uid,
        ability=ab,
        route=route,
    )
    s.work.append({"t": "pay", "p": p, "uid": uid, "ab": ab, "ci": 0, "got": []})


def task_pay(s: KeeperState, task: dict[str, Any]) -> None:
    """Pay the activation costs one part at a time, asking which cards when there is a choice."""
    p, uid = task["p"], task["uid"]
    a = s.card(uid).abilities[task["ab"]]
    while task["ci"] < len(a.costs):
        cost = a.costs[task["ci"]]
        if cost.kind == "pay_hp":
            s.players[p].hp -= min(cost.n, s.players[p].hp)
            s.log("pay_hp", f"Player {p + 1} pays {cost.n} HP.", player=p, amount=cost.n)
            task["ci"] += 1
            continue
        if "ans" in task:
            task["got"].append(task.pop("ans"))
        options = [u for u in cost_candidates(s, p, cost, uid) if u not in task["got"]]
        if len(task["got"]) < cost.n and len(options) > cost.n - len(task["got"]):
            ask(s, task, p, "cost", options, cost.kind.replace("_", "-"))
            return
        chosen = task["got"] + options[: cost.n - len(task["got"])]
        for u in chosen:
            _pay_one(s, p, cost.kind, u)
        task["got"] = []
        task["ci"] += 1
    if task.get("deployed"):
        return
    add_link(s, {"p": p, "kind": "ability", "uid": uid, "ab": task["ab"], "negated": False})


def _pay_one(s: KeeperState, p: int, kind: str, uid: str) -> None:
    s.log("cost", f"Player {p + 1} pays with {s.name(uid)} ({kind.replace('_', '-')}).", player=p, card=uid)
    if kind == "self_exhaust":
        s.minions[uid].exhausted = True
    elif kind == "self_destroy":
        destroy(s, uid, by_damage=True)
    else:
        move_card(
            s, uid, {"self_bounce": "hand", "self_bury": "deck_bottom", "self_sheathe": "deck_top"}[kind]
        )


def ask(
    s: KeeperState, task: dict[str, Any], p: int, kind: str, options: list[str], why: str = "", **details: Any
) -> None:
    """Pause ``task`` until player ``p`` picks one of ``options`` (a ``choose`` action)."""
    s.work.append(task)
    s.pending = {"kind": kind, "p": p, "opts": list(options), "why": why, **details}


def add_link(s: KeeperState, link: dict[str, Any]) -> None:
    """The chaining action becomes the next link; responses start at the left of its player."""
    if not s.chain:
        s.chain_no += 1
        for m in s.met:
            if m[3] == -1:
                m[3] = s.chain_no
    s.chain.append(link)
    s.responder = s.left(link["p"])
    s.cpasses = 0
    s.work.append({"t": "traps", "asked": []})


def task_traps(s: KeeperState, task: dict[str, Any]) -> None:
    """Trap Counter: after a chaining action, a counter's owner may exhaust its unexhausted host to
    activate one of the host's abilities as a new link, ignoring its condition (K-29)."""
    if "ans" in task:
        ans = str(task.pop("ans"))
        owner = task["owner"]
        task["asked"].append(owner)
        if ans != "none":
            host, ab = ans.split(":")
            m = s.minions[host]
            m.take_counter("trap", owner)
            m.exhausted = True
            ctrl = m.ctrl
            s.log("counter", f"A Trap Counter springs: {s.name(host)} activates.", card=host, counter="trap")
            s.work.append({"t": "pay", "p": ctrl, "uid": host, "ab": int(ab), "ci": 0, "got": []})
            return
    for owner in s.clockwise(s.tp):
        if owner in task["asked"]:
            continue
        options = _trap_options(s, owner)
        if options:
            task["owner"] = owner
            ask(s, task, owner, "trap", ["none", *options], "spring a Trap Counter")
            return
        task["asked"].append(owner)


def _trap_options(s: KeeperState, owner: int) -> list[str]:
    from engine.games.keeper.abilities import costs_payable

    out = []
    for m in s.minions.values():
        if m.exhausted or m.petrified or m.locked or not m.counter_count("trap", owner):
            continue
        for i, a in enumerate(s.card(m.uid).abilities):
            if costs_payable(s, m.ctrl, a, m.uid):
                out.append(f"{m.uid}:{i}")
    return sorted(out)


def pass_response(s: KeeperState) -> None:
    """The responder declines; after every player has passed in a row the chain resolves."""
    s.cpasses += 1
    if s.cpasses >= s.n:
        s.resolving = True
        s.log(
            "resolve", f"The chain of {len(s.chain)} link(s) resolves, last link first.", links=len(s.chain)
        )
        for i in range(len(s.chain)):
            s.work.append({"t": "link", "i": i})
    else:
        s.responder = s.left(s.responder)


def task_link(s: KeeperState, task: dict[str, Any]) -> None:
    """Resolve one link: a negated card does nothing; a counter's effect; an ability's sentences in order."""
    link = s.chain[task["i"]]
    link["done"] = True
    uid = link["uid"]
    if link["kind"] == "counter":
        counter_effect(s, link)
        return
    if uid in s.limbo:
        s.work.append({"t": "tograve", "uid": uid})
    if link["negated"]:
        s.log("negated", f"{s.card(uid).name} ({uid}) is negated and does nothing.", card=uid)
        return
    ctx = {"p": link["p"], "uid": uid, "ab": link["ab"]}
    subs = s.card(uid).abilities[link["ab"]].subs
    for j in reversed(range(len(subs))):
        s.work.append({"t": "sub", "ctx": ctx, "j": j, "picked": []})


def task_tograve(s: KeeperState, task: dict[str, Any]) -> None:
    """A cast spell goes to its owner's grave after its link (negated or not: K-05, K-43)."""
    uid = task["uid"]
    if uid in s.limbo:
        s.limbo.remove(uid)
        s.players[s.owners[uid]].grave.append(uid)


def counter_effect(s: KeeperState, link: dict[str, Any]) -> None:
    """The proactive counters' effects on their host (which must still be on the field)."""
    kind, host, p = link["counter"], link["uid"], link["p"]
    m = s.minions.get(host)
    if m is None or m.petrified:
        return
    if kind == "sword":
        m.sp += 1
    elif kind == "weakness":
        m.sp = 0
    elif kind == "exhaustion":
        m.exhausted = True
    elif kind == "fatigue":
        m.fatigue = s.turn
    elif kind == "damage":
        s.work.append({"t": "hostdie", "uid": host, "p": p})
        s.work.append({"t": "roll", "p": p, "n": 1, "why": "Damage Counter"})
        return
    elif kind == "berzerk":
        s.work.append({"t": "berzerk", "uid": host, "p": p})
        return
    s.log("counter", f"{kind.capitalize()} Counter resolves on {s.name(host)}.", card=host, counter=kind)


def task_hostdie(s: KeeperState, task: dict[str, Any]) -> None:
    from engine.games.keeper.zones import inflict

    inflict(s, task["uid"], task["dice"][0], True, task["p"])


def berzerk_victims(s: KeeperState, ctrl: int, declared: list[str]) -> list[str]:
    """Valid victims for ``ctrl``'s attack: other players, and other players' unpetrified minions."""
    out = [f"p{q + 1}" for q in range(s.n) if q != ctrl and f"p{q + 1}" not in declared]
    out += sorted(u for u, m in s.minions.items() if m.ctrl != ctrl and not m.petrified and u not in declared)
    return out


def task_berzerk(s: KeeperState, task: dict[str, Any]) -> None:
    """Berzerk: the counter's owner picks the victim; the host attacks it after the chain (K-24)."""
    m = s.minions.get(task["uid"])
    if m is None:
        return
    options = berzerk_victims(s, m.ctrl, [])
    if "ans" not in task:
        if len(options) > 1:
            ask(s, task, task["p"], "berzerk", options, "the berzerk host's victim")
            return
        task["ans"] = options[0] if options else ""
    if task["ans"]:
        m.locked = True
        s.berzerks.append([m.uid, task["ans"]])
        s.log(
            "counter", f"Berzerk: {s.name(m.uid)} will attack {task['ans']}.", card=m.uid, counter="berzerk"
        )


def task_voodoo(s: KeeperState, task: dict[str, Any]) -> None:
    """Voodoo: its owner may inflict the die's result to an enemy minion (not damage from a die: K-31)."""
    from engine.games.keeper.zones import inflict

    owner = task["owner"]
    host = s.minions.get(task["host"])
    options = sorted(u for u, m in s.minions.items() if m.ctrl != owner and not m.petrified)
    if not options or (host is not None and not host.counter_count("voodoo", owner)):
        return
    if "ans" not in task:
        ask(s, task, owner, "voodoo", ["none", *options], f"a Voodoo Counter answers a {task['v']}")
        return
    if task["ans"] == "none":
        return
    if host is not None:
        host.take_counter("voodoo", owner)
    inflict(s, task["ans"], task["v"], False, owner)


def finish_chain(s: KeeperState) -> None:
    """The chain has resolved: spells still cast go to the grave, conditions met before it lapse."""
    for uid in list(s.limbo):
        task_tograve(s, {"uid": uid})
    s.met = [m for m in s.met if m[3] != s.chain_no]
    s.chain = []
    s.resolving = False
    s.responder = -1
    s.prio, s.wpass = s.tp, 0


def medic(s: KeeperState, uid: str) -> None:
    """Medic Counter: distract the host and heal its controller by its SP in dice (rolled at once)."""
    m = s.minions[uid]
    m.take_counter("medic")
    withdraw(s, uid)
    s.log("counter", f"A Medic Counter withdraws {s.name(uid)}.", card=uid, counter="medic")
    if m.sp > 0:
        s.work.append({"t": "heal", "p": m.ctrl})
        s.work.append({"t": "roll", "p": m.ctrl, "n": m.sp, "why": "Medic Counter"})


def task_heal(s: KeeperState, task: dict[str, Any]) -> None:
    heal_player(s, task["p"], sum(task["dice"]))
