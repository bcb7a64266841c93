"""Damage packets and their pipeline (CR 403, 716, 717): replacement, then prevention and armor.

Choices (the order of replacements on a packet, exhausting armor) are asked before anything
changes, so the procedure can stop for a choice and run again with the answer. Bubbles are passed
through source first, then destination (CR 717.3), each side in timestamp order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.games.wowtcg.records import Obj
from engine.games.wowtcg.state import ask
from engine.games.wowtcg.triggers import fire

if TYPE_CHECKING:
    from engine.games.wowtcg.state import TcgState


def packet(
    amount: int,
    dest: str,
    source: str,
    controller: int,
    dtype: str = "typeless",
    combat: bool = False,
    with_: str = "",
    with_kind: str = "",
) -> dict[str, Any]:
    """A packet of damage (CR 403.4)."""
    return {
        "amount": amount,
        "dest": dest,
        "source": source,
        "controller": controller,
        "dtype": dtype,
        "combat": combat,
        "with": with_,
        "with_kind": with_kind,
        "unpreventable": False,
    }


def _replacements(s: TcgState, pk: dict[str, Any]) -> list[tuple[str, dict[str, int]]]:
    """Replacement modifiers that would change this packet (CR 716), keyed by card and power."""
    out: list[tuple[str, dict[str, int]]] = []
    for _, oid, power, me in s.view().replacements:
        hero = s.players[me].hero
        op = power["op"]
        key = f"{oid}.{op}"
        if op == "double_hero_dtype" and pk["source"] == hero and pk["dtype"] == power.get("dtype"):
            out.append((key, {"double": 1}))
        elif op == "hero_deals_plus" and pk["source"] == hero:
            if not power.get("with_ability") or pk["with_kind"] == "ability":
                out.append((key, {"plus": int(power.get("amount", 1))}))
        elif op == "hero_dealt_plus" and pk["dest"] == hero:
            out.append((key, {"plus": int(power.get("amount", 1))}))
    return out


def _unpreventable(s: TcgState, pk: dict[str, Any]) -> bool:
    """CR 403.4e: combat damage dealt by a hero with a weapon that says it can't be prevented."""
    for _, oid, power, me in s.view().replacements:
        mine = pk["source"] == s.players[me].hero
        if power["op"] == "unpreventable_with_self" and pk["combat"] and pk["with"] == oid and mine:
            return True
    return False


def _armor(s: TcgState, hero_id: str, used: set[str]) -> list[Obj]:
    hero = s.objs.get(hero_id)
    if hero is None or s.card(hero).type != "hero":
        return []
    me = s.ctrl(hero)
    return [
        o
        for o in s.in_play()
        if s.card(o).type == "armor"
        and o.row == "hero"
        and s.ctrl(o) == me
        and not o.exhausted
        and o.id not in used
        and (s.card(o).defense or 0) > 0
    ]


def deal(s: TcgState, packets: list[dict[str, Any]]) -> list[int]:
    """Deal packets at the same time; the amount each one dealt (0 when it ceased to exist).

    Replacement (the packet's controller orders them, each instance once, CR 716.1c, 716.3), then
    prevention (CR 717.3) unless unpreventable, then ready armor the hero's controller may exhaust
    (CR 717.5), then all damage lands together. Fatal damage destroys later, before priority.
    """
    bubbles = {m.id: m.remaining for m in s.mods if m.kind == "bubble"}
    armor_used: set[str] = set()
    for pk in packets:
        if pk["amount"] < 1 or pk["dest"] not in s.objs or s.objs[pk["dest"]].zone != "play":
            pk["amount"] = 0
            continue
        applied: set[str] = set()
        while True:
            reps = {k: r for k, r in _replacements(s, pk) if k not in applied}
            if not reps:
                break
            key = ask(s, pk["controller"], "replacement", sorted(reps), "Apply which replacement first?")
            applied.add(key)
            rep = reps[key]
            pk["amount"] = pk["amount"] * 2 if rep.get("double") else pk["amount"] + rep.get("plus", 0)
        pk["unpreventable"] = pk["unpreventable"] or _unpreventable(s, pk)
        if pk["unpreventable"]:
            continue
        for side, direction in ((pk["source"], "by"), (pk["dest"], "to")):
            for m in sorted(s.mods, key=lambda m: (m.ts, m.id)):
                if (
                    m.kind != "bubble"
                    or side not in m.to
                    or m.data.get("dir") != direction
                    or pk["amount"] < 1
                ):
                    continue
                left = bubbles[m.id]
                if left < 0:
                    pk["amount"] = 0
                elif left > 0:
                    stopped = min(left, pk["amount"])
                    pk["amount"] -= stopped
                    bubbles[m.id] = left - stopped
        while pk["amount"] >= 1:
            armor = _armor(s, pk["dest"], armor_used)
            if not armor:
                break
            options = [o.id for o in armor] + ["none"]
            hero_owner = s.ctrl(s.objs[pk["dest"]])
            choice = ask(s, hero_owner, "armor", options, f"Exhaust armor against {pk['amount']} damage?")
            if choice == "none":
                break
            armor_used.add(choice)
            pk["amount"] = max(0, pk["amount"] - (s.card(s.objs[choice]).defense or 0))
    _commit_prevention(s, bubbles, armor_used)
    return _land(s, packets)


def _commit_prevention(s: TcgState, bubbles: dict[int, int], armor_used: set[str]) -> None:
    for m in list(s.mods):
        if m.kind == "bubble" and m.remaining > 0:
            m.remaining = bubbles[m.id]
            if m.remaining < 1:
                s.mods.remove(m)
    from engine.games.wowtcg.primitives import exhaust

    for oid in sorted(armor_used):
        exhaust(s, s.objs[oid])
        s.log("armor", f"{s.card(s.objs[oid]).name} is exhausted to prevent damage.", card=oid)
    s.changed()


def _land(s: TcgState, packets: list[dict[str, Any]]) -> list[int]:
    dealt = []
    for pk in packets:
        amount = pk["amount"]
        dealt.append(max(0, amount))
        if amount < 1:
            continue
        dest = s.objs[pk["dest"]]
        dest.damage += amount
        kind = "combat damage" if pk["combat"] else f"{pk['dtype']} damage"
        s.log("damage", f"{s.card(dest).name} is dealt {amount} {kind}.", target=dest.id, amount=amount)
        source = s.objs.get(pk["source"])
        if pk["combat"] and source is not None:
            s.hits[str(pk["controller"])].append(dest.id)
            fire(s, "combat_damage_with_self_first", subject=dest.id, **{"with": pk["with"]})
            if s.combat.get("attacker") == source.id and s.card(source).type == "ally":
                fire(s, "attacking_ally_damages_hero", subject=source.id, dest=dest.id)
        fire(s, "hero_deals_damage", source=pk["source"], subject=dest.id)
    s.changed()
    return dealt
