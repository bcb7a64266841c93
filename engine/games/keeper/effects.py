"""Resolving sub-abilities: target selection at resolution (K-08), then each effect in order (Keywords).

A ``sub`` task selects its targets one at a time (a forced selection is not asked), then pushes one
``eff`` task per effect. Effects that need decisions or dice (dice-burn, dice-wound, craft, deploy,
gift-summon) push tasks of their own. An effect that is impossible as stated does nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.games.keeper.cards import Ability, Card, Effect, Target
from engine.games.keeper.chain import ask, pay_resources
from engine.games.keeper.zones import (
    destroy,
    draw,
    hurt_player,
    inflict,
    level_of,
    move_card,
    place_minion,
    take_from_zone,
    withdraw,
    zone_of,
)

if TYPE_CHECKING:
    from engine.games.keeper.state import KeeperState

MOVES = {
    "bounce": "hand",
    "bury": "deck_bottom",
    "sheathe": "deck_top",
    "silo": "granary",
    "remove": "removed",
}


def candidates(s: KeeperState, ctx: dict[str, Any], t: Target, task: dict[str, Any]) -> list[str]:
    """The cards the selection may still pick."""
    p = ctx["p"]
    pl = s.players[p]
    w = t.what
    if w == "minion":
        out = list(s.minions)
    elif w == "enemy_minion":
        out = [u for u, m in s.minions.items() if m.ctrl != p]
    elif w == "your_minion":
        out = list(pl.field)
    elif w == "this":
        out = [ctx["uid"]] if ctx["uid"] in s.minions or zone_of(s, ctx["uid"])[0] >= 0 else []
    elif w == "hand_card":
        out = list(pl.hand)
    elif w in ("grave_card", "grave_minion", "grave_spell"):
        kind = {"grave_minion": "minion", "grave_spell": "spell"}.get(w)
        out = [u for u in pl.grave if kind is None or s.card(u).kind == kind]
    elif w == "granary_card":
        out = list(pl.granary)
    elif w == "chain_card":
        out = [
            link["uid"]
            for link in s.chain
            if link["kind"] == "ability" and not link.get("done") and link["uid"] != ctx["uid"]
        ]
    elif w == "excavate":
        out = [u for u in task.get("exc", []) if u in pl.deck]
    else:
        out = list(s.players[task["enemy"]].hand) if task.get("enemy", -1) >= 0 else []
    return sorted(u for u in set(out) if u not in task["picked"])


def task_sub(s: KeeperState, task: dict[str, Any]) -> None:
    """Select a sub-ability's targets, then queue its effects."""
    ctx = task["ctx"]
    p = ctx["p"]
    sub = s.card(ctx["uid"]).abilities[ctx["ab"]].subs[task["j"]]
    t = sub.target
    if t is not None:
        if t.what == "excavate" and "exc" not in task:
            deck = s.players[p].deck
            task["exc"] = list(deck[: t.excavate]) if len(deck) >= t.excavate else []
            s.log(
                "excavate",
                f"Player {p + 1} excavates {len(task['exc'])} card(s).",
                player=p,
                count=len(task["exc"]),
            )
        if t.what == "enemy_hand" and "enemy" not in task:
            if "ans" not in task and len(s.enemies(p)) > 1:
                ask(s, task, p, "enemy", [f"p{q + 1}" for q in s.enemies(p)], "whose hand to see")
                return
            task["enemy"] = int(str(task.pop("ans", f"p{s.enemies(p)[0] + 1}"))[1:]) - 1
            s.log(
                "see", f"Player {p + 1} sees player {task['enemy'] + 1}'s hand.", player=p, seen=task["enemy"]
            )
        if "ans" in task:
            ans = str(task.pop("ans"))
            if ans == "done":
                task["closed"] = True
            else:
                task["picked"].append(ans)
        while not task.get("closed") and len(task["picked"]) < t.count:
            options = candidates(s, ctx, t, task)
            if not options:
                break
            if not t.up_to and len(options) <= t.count - len(task["picked"]):
                task["picked"].extend(options)
                break
            extra = ["done"] if t.up_to else []
            seen = {u: s.card(u).id for u in options} if t.what in ("excavate", "enemy_hand") else {}
            ask(s, task, p, "target", extra + options, "a target", seen=seen)
            return
    targets = list(task["picked"])
    if t is not None and targets:
        s.log(
            "targets",
            f"Targets: {', '.join(_public_name(s, u) for u in targets)}.",
            player=p,
            targets=[u if u in s.minions else "" for u in targets],
        )
    if t is not None and t.what == "excavate":
        s.work.append({"t": "unexcavate", "p": p, "exc": task["exc"]})
    for k in reversed(range(len(sub.effects))):
        s.work.append({"t": "eff", "ctx": ctx, "j": task["j"], "k": k, "targets": targets})


def _public_name(s: KeeperState, uid: str) -> str:
    return s.name(uid) if uid in s.minions else "a card"


def task_unexcavate(s: KeeperState, task: dict[str, Any]) -> None:
    """Excavated cards left in the deck are shuffled back on top (K-42)."""
    deck = s.players[task["p"]].deck
    left = [u for u in task["exc"] if u in deck]
    for u in left:
        deck.remove(u)
    s.rng.shuffle(left)
    deck[:0] = left


def task_eff(s: KeeperState, task: dict[str, Any]) -> None:
    ctx = task["ctx"]
    p = ctx["p"]
    e = s.card(ctx["uid"]).abilities[ctx["ab"]].subs[task["j"]].effects[task["k"]]
    targets: list[str] = task["targets"]
    if e.op == "draw":
        draw(s, p, e.n)
    elif e.op == "dice_heal":
        s.work.append({"t": "heal", "p": p})
        s.work.append({"t": "roll", "p": p, "n": e.n, "why": "dice-heal"})
    elif e.op == "dice_wound":
        s.work.append({"t": "wound", "p": p, "n": e.n})
    elif e.op == "dice_burn":
        s.work.append({"t": "burn", "p": p})
        s.work.append({"t": "roll", "p": p, "n": e.n, "why": "dice-burn"})
    elif e.op == "craft":
        for _ in range(e.n):
            s.work.append({"t": "craft", "p": p, "level": e.level, "name": s.card(ctx["uid"]).name})
    elif e.op in ("deploy", "gift_summon"):
        for uid in reversed(targets):
            s.work.append({"t": e.op, "p": p, "uid": uid})
    else:
        for uid in targets:
            apply_to(s, p, e, uid, ctx["uid"])


def apply_to(s: KeeperState, p: int, e: Effect, uid: str, source: str) -> None:
    """One targeted effect on one target."""
    m = s.minions.get(uid)
    op = e.op
    if op in MOVES:
        if m is not None or zone_of(s, uid)[0] >= 0:
            s.log("moved", f"{_public_name(s, uid)} is {op.replace('_', '-')}d.", card=uid, op=op)
            move_card(s, uid, MOVES[op])
        return
    if op == "destroy":
        if m is not None:
            destroy(s, uid, by_damage=False)
        elif zone_of(s, uid)[1] in ("hand", "granary"):
            move_card(s, uid, "grave")
        return
    if op == "negate":
        for link in s.chain:
            if link["uid"] == uid and not link.get("done"):
                link["negated"] = True
        return
    if op == "exhaust" and m is None:
        owner, zone = zone_of(s, uid)
        if zone == "granary" and uid not in s.players[owner].spent:
            s.players[owner].spent.append(uid)
        return
    if op == "down_level":
        if m is not None:
            m.level = max(0, m.level - e.n)
        elif zone_of(s, uid)[0] >= 0:
            s.down[uid] = min(s.card(uid).level, s.down.get(uid, 0) + e.n)
        return
    if op in ("clone", "embody"):
        _pawn_copy(s, p, op, uid)
        return
    if m is None:
        return
    _field_effect(s, p, e, uid)


def _field_effect(s: KeeperState, p: int, e: Effect, uid: str) -> None:
    m = s.minions[uid]
    op = e.op
    if op == "exhaust":
        m.exhausted = True
    elif op == "fatigue":
        m.fatigue = s.turn
    elif op == "distract":
        withdraw(s, uid)
    elif op == "conscript":
        from engine.games.keeper.battle import conscript

        conscript(s, uid)
    elif op == "petrify":
        if m.pawn:
            move_card(s, uid, "removed")
            return
        m.petrified = True
        withdraw(s, uid)
        s.log("petrified", f"{s.card(uid).name} ({uid}) is petrified.", card=uid)
    elif op == "hypnotize" and m.ctrl != p and not m.petrified:
        s.players[m.ctrl].field.remove(uid)
        withdraw(s, uid)
        if m.hyp < 0:
            m.hyp = m.ctrl
        m.ctrl = p
        s.players[p].field.append(uid)
        s.log("hypnotized", f"Player {p + 1} hypnotizes {s.name(uid)}.", card=uid, player=p)
    elif m.petrified:
        return
    elif op == "boost_sp":
        m.sp += e.n
    elif op == "damage":
        inflict(s, uid, e.n, False, p)
    elif op == "counter":
        m.counters.extend([e.counter, p] for _ in range(e.n))
        s.log(
            "counter_placed",
            f"{e.n} {e.counter.capitalize()} Counter(s) on {s.name(uid)}.",
            card=uid,
            counter=e.counter,
            count=e.n,
            owner=p,
        )


def new_pawn(s: KeeperState, p: int, card: Card) -> str:
    """Summon a pawn (it exists only on the battlefield) for player ``p``, exhausted."""
    uid = s.new_uid()
    s.pawns[uid] = Card(
        uid,
        card.name,
        "minion",
        card.level,
        card.edition,
        card.sp,
        card.hp,
        card.ultra,
        card.abilities,
        card.flavor,
    )
    place_minion(s, uid, p, p, pawn=True)
    s.log(
        "pawn",
        f"Player {p + 1} summons a pawn: {card.name} ({uid}), {card.sp} SP / {card.hp} HP.",
        player=p,
        card=uid,
    )
    return uid


def _pawn_copy(s: KeeperState, p: int, op: str, uid: str) -> None:
    """Clone (a minion's printed values) or embody (a spell's ability on a 0/0 pawn), paying the cost."""
    card = s.card(uid)
    if (op == "clone") != (card.kind == "minion") or s.players[p].free_resources() < level_of(s, uid):
        return
    pay_resources(s, p, level_of(s, uid))
    s.log("reveal", f"Player {p + 1} reveals {card.name} to {op} it.", player=p, card=card.id)
    if op == "clone":
        new_pawn(s, p, card)
        return
    a = card.abilities[0]
    ability = Ability(a.subs, a.condition, a.ghost, a.hex, a.costs, "EMBODIED", a.tutorial)
    new_pawn(
        s,
        p,
        Card(
            "pawn",
            f"{card.name} (embodied)",
            "minion",
            max(card.level, 1),
            card.edition,
            0,
            0,
            card.ultra,
            (ability,),
        ),
    )


def task_craft(s: KeeperState, task: dict[str, Any]) -> None:
    """Craft: for each level, 1 SP or 2 HP; the split is asked once per pawn."""
    level = task["level"]
    if "ans" not in task and level > 0:
        ask(
            s,
            task,
            task["p"],
            "craft",
            [f"{sp}/{2 * (level - sp)}" for sp in range(level, -1, -1)],
            f"a level {level} pawn's SP/HP",
        )
        return
    sp, hp = (int(x) for x in str(task.get("ans", "0/0")).split("/"))
    new_pawn(s, task["p"], Card("pawn", f"Pawn of {task['name']}", "minion", level, 17, sp, hp))


def task_burn(s: KeeperState, task: dict[str, Any]) -> None:
    """Dice-burn: each die, one at a time, to an enemy minion of the roller's choice (K-33)."""
    p = task["p"]
    options = sorted(u for u, m in s.minions.items() if m.ctrl != p and not m.petrified)
    if not task["dice"] or not options:
        return
    if "ans" in task:
        target = str(task.pop("ans"))
    elif len(options) == 1:
        target = options[0]
    else:
        ask(s, task, p, "burn", options, f"the minion that takes the {task['dice'][0]}")
        return
    v = task["dice"].pop(0)
    if task["dice"]:
        s.work.append(task)
    inflict(s, target, v, True, p)


def task_wound(s: KeeperState, task: dict[str, Any]) -> None:
    """Dice-wound an enemy of the user's choice: the dice's total as damage."""
    p = task["p"]
    if "enemy" not in task:
        enemies = s.enemies(p)
        if "ans" not in task and len(enemies) > 1:
            ask(s, task, p, "enemy", [f"p{q + 1}" for q in enemies], "the enemy to dice-wound")
            return
        task["enemy"] = int(str(task.pop("ans", f"p{enemies[0] + 1}"))[1:]) - 1
        s.work.append(task)
        s.work.append({"t": "roll", "p": p, "n": task["n"], "why": "dice-wound"})
        return
    hurt_player(s, task["enemy"], sum(task["dice"]), "dice-wound")


def task_deploy(s: KeeperState, task: dict[str, Any]) -> None:
    """Deploy: play the target as if from the hand, paying its costs; optional for each target."""
    p, uid = task["p"], task["uid"]
    card = s.card(uid)
    where = zone_of(s, uid)
    cost = level_of(s, uid)
    if uid in s.minions or where[0] < 0 or s.players[p].free_resources() < cost:
        return
    if card.kind == "spell":
        from engine.games.keeper.abilities import costs_payable

        if not costs_payable(s, p, card.abilities[0], uid):
            return
    if "ans" not in task:
        ask(s, task, p, "deploy", ["no", "yes"], f"deploy {card.name}", card=card.id)
        return
    if task["ans"] != "yes":
        return
    pay_resources(s, p, cost)
    take_from_zone(s, uid)
    if card.kind == "minion":
        place_minion(s, uid, s.owners[uid], p)
        s.log("summon", f"Player {p + 1} deploys {card.name} ({uid}).", player=p, card=uid)
        return
    s.limbo.append(uid)
    s.log("activate", f"Player {p + 1} deploys {card.name} ({uid}).", player=p, card=uid, route="deploy")
    ctx = {"p": p, "uid": uid, "ab": 0}
    s.work.append({"t": "tograve", "uid": uid})
    for j in reversed(range(len(card.abilities[0].subs))):
        s.work.append({"t": "sub", "ctx": ctx, "j": j, "picked": []})
    if card.abilities[0].costs:
        s.work.append({"t": "pay", "p": p, "uid": uid, "ab": 0, "ci": 0, "got": [], "deployed": True})


def task_gift_summon(s: KeeperState, task: dict[str, Any]) -> None:
    """Gift-summon: the giver picks an enemy, who may summon the minion for free (K-45)."""
    p, uid = task["p"], task["uid"]
    if uid in s.minions or s.card(uid).kind != "minion" or zone_of(s, uid)[0] < 0:
        return
    if "enemy" not in task:
        enemies = s.enemies(p)
        if "ans" not in task and len(enemies) > 1:
            ask(s, task, p, "enemy", [f"p{q + 1}" for q in enemies], "the enemy offered the gift")
            return
        task["enemy"] = int(str(task.pop("ans", f"p{enemies[0] + 1}"))[1:]) - 1
    if "ans" not in task:
        ask(
            s,
            task,
            task["enemy"],
            "gift",
            ["no", "yes"],
            f"summon {s.card(uid).name} for free",
            card=s.card(uid).id,
        )
        return
    if task["ans"] == "yes":
        take_from_zone(s, uid)
        place_minion(s, uid, s.owners[uid], task["enemy"])
        s.log(
            "summon",
            f"Player {task['enemy'] + 1} accepts the gift: {s.name(uid)}.",
            player=task["enemy"],
            card=uid,
        )
