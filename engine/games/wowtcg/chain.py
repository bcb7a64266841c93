"""Links and the chain (CR 401, 705-711): targets, costs, adding links, resolving and interrupting.

Legal actions are listed only when every part of the cost can be paid and every target is legal,
so adding a link never has to be rewound (CR 707.2). Resource costs are paid by exhausting ready
face-down resources first and face-up quests last (a quest may pay its own completion cost,
CR 307.2); which resource pays is otherwise immaterial, so the engine picks (docs/rules-decisions.md).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.games.wowtcg.model import CardDef, Power, Target
from engine.games.wowtcg.records import Link, Obj
from engine.games.wowtcg.state import commit
from engine.games.wowtcg.triggers import condition_holds

if TYPE_CHECKING:
    from engine.games.wowtcg.state import TcgState


# -- targets (CR 706) -------------------------------------------------------------------------------------
def matches_target(s: TcgState, desc: Target, o: Obj, controller: int) -> bool:
    """Does a card in play fit a target description for a link controlled by ``controller``?"""
    if o.zone != "play":
        return False
    c = s.card(o)
    blank = o.row == "resource" and not o.face_up
    kind = desc.kind
    if kind == "resource":
        ok = o.row == "resource"
    elif blank:
        return False
    elif kind == "char":
        ok = c.type in ("hero", "ally") or c.totem
    elif kind == "ally":
        ok = c.type == "ally" or c.totem
    elif kind == "hero":
        ok = c.type == "hero"
    elif kind == "ability":
        ok = c.type == "ability"
    elif kind == "weapon":
        ok = c.type == "weapon"
    elif kind == "char_hit_by_your_hero":
        ok = (c.type in ("hero", "ally") or c.totem) and o.id in s.hits[str(controller)]
    else:
        return False
    if not ok:
        return False
    if desc.tag and not c.has_tag(desc.tag):
        return False
    mine = s.ctrl(o) == controller
    return desc.side == "any" or (desc.side == "friendly") == mine


def candidates(s: TcgState, desc: Target, controller: int) -> list[str]:
    if desc.kind == "player":
        return ["p0", "p1"]
    return [o.id for o in s.in_play() if matches_target(s, desc, o, controller)]


def link_targets(s: TcgState, link: Link) -> tuple[Target, ...]:
    """The target descriptions of a link, in the order its targets were chosen."""
    if link.kind in ("proposal", "strike"):
        return ()
    if link.data.get("granted"):
        return (Target("ally"),)
    power = link_power(s, link)
    card = s.game.catalog.cards.get(link.name) or _token_card(s, link)
    attach = (card.attach,) if link.kind == "card" and card is not None and card.attach else ()
    return attach + (power.targets if power else ())


def _token_card(s: TcgState, link: Link) -> CardDef | None:
    o = s.objs.get(link.source)
    return s.card(o) if o is not None else None


def link_power(s: TcgState, link: Link) -> Power | None:
    """The power whose text a link runs (None for cards without text, proposals and strikes)."""
    card = s.game.catalog.cards.get(link.name) or _token_card(s, link)
    if card is None:
        return None
    if link.kind in ("card", "flip"):
        return card.play
    if link.kind == "payment" and not link.data.get("granted"):
        return card.payments[link.power]
    if link.kind == "completion":
        return card.quest
    if link.kind == "trigger" and link.power >= 0:
        return card.triggers[link.power]
    return None


def target_legal(s: TcgState, link: Link, index: int, tid: str) -> bool:
    descs = link_targets(s, link)
    if index >= len(descs):
        return False
    if descs[index].kind == "player":
        return tid in ("p0", "p1") and not s.players[int(tid[1:])].lost
    o = s.objs.get(tid)
    return o is not None and matches_target(s, descs[index], o, link.controller)


# -- costs (CR 401, 707.1e) -------------------------------------------------------------------------------
def ready_resources(s: TcgState, p: int) -> list[Obj]:
    res = [o for o in s.in_play() if o.row == "resource" and s.ctrl(o) == p and not o.exhausted]
    return sorted(res, key=lambda o: (o.face_up, o.ts, o.id))


def can_pay_resources(s: TcgState, p: int, n: int) -> bool:
    return len(ready_resources(s, p)) >= n


def pay_resources(s: TcgState, p: int, n: int) -> None:
    from engine.games.wowtcg.primitives import exhaust

    for o in ready_resources(s, p)[:n]:
        exhaust(s, o)


def card_cost(s: TcgState, o: Obj, alt: bool) -> tuple[int, tuple[str, ...]]:
    """Total cost of playing a card from hand: (alternate or printed) + additional - reductions,
    at least 0 (CR 707.1e), and the tags of cards to exhaust (an alternate or additional cost)."""
    c = s.card(o)
    base = c.alt_cost if alt else {"resources": c.printed_cost}
    resources = int(base.get("resources", 0)) + int(c.extra_cost.get("resources", 0))
    for power in c.continuous:
        if power["op"] == "cost_less_per_ally":
            tag = power.get("tag", "")
            allies = [
                x
                for x in s.in_play()
                if s.ctrl(x) == o.owner and s.card(x).type == "ally" and (not tag or s.card(x).has_tag(tag))
            ]
            resources -= len(allies)
    tags = tuple(str(t) for t in (base.get("exhaust_tag"), c.extra_cost.get("exhaust_tag")) if t)
    return max(0, resources), tags


def tag_cards(s: TcgState, p: int, tag: str) -> list[Obj]:
    """Ready cards with a tag the player could exhaust for a cost (face-down resources are blank)."""
    return [
        o
        for o in s.in_play()
        if s.ctrl(o) == p and not o.exhausted and o.row != "resource" and s.card(o).has_tag(tag)
    ]


def can_activate(s: TcgState, o: Obj) -> bool:
    """[Activate] (CR 701.3): ready, and an ally must have been in the party since the start of its
    controller's most recent turn (CR 302.2) under that controller."""
    if o.exhausted:
        return False
    me = s.ctrl(o)
    if s.card(o).type == "ally":
        return o.since < s.turn_starts[me] and me == o.controller
    return True


def can_pay_power(s: TcgState, o: Obj, cost: dict[str, Any]) -> bool:
    me = s.ctrl(o)
    need = int(cost.get("resources", 0))
    if cost.get("activate") and not can_activate(s, o):
        return False
    if cost.get("flip") and not o.face_up:
        return False
    pool = ready_resources(s, me)
    if cost.get("activate") and o in pool:
        pool.remove(o)
    return len(pool) >= need


def pay_power(s: TcgState, o: Obj, cost: dict[str, Any]) -> Obj | None:
    """Pay a payment or completion cost; the source afterwards (None once it left play)."""
    from engine.games.wowtcg.primitives import exhaust, to_graveyard

    me = s.ctrl(o)
    if cost.get("activate"):
        exhaust(s, o)
    if cost.get("flip"):
        o.face_up = False
        s.changed()
    if cost.get("resources"):
        pay_resources(s, me, int(cost["resources"]))
    if cost.get("damage_self"):
        o.damage += int(cost["damage_self"])
        s.changed()
    if cost.get("destroy_self"):
        to_graveyard(s, o)
        return None
    if cost.get("remove_self"):
        s.move(o, "rfg")
        return None
    return o


# -- adding links (CR 707) ---------------------------------------------------------------------------------
def _added(s: TcgState, link: Link) -> None:
    s.chain.append(link)
    s.passes = 0
    s.need_pp = True
    s.changed()


def _link_id(s: TcgState) -> str:
    return f"L{s.tick()}"


def play_card(s: TcgState, p: int, oid: str, targets: list[str], alt: bool) -> None:
    o = s.objs[oid]
    from engine.games.wowtcg.primitives import exhaust

    resources, tags = card_cost(s, o, alt)
    name = s.card(o).name
    for tag in tags:
        exhaust(s, tag_cards(s, p, tag)[0])
    pay_resources(s, p, resources)
    new = s.move(s.objs[oid], "chain")
    new.controller = p
    data: dict[str, Any] = {"alt": alt}
    if targets and targets[0] in s.objs and s.card(s.objs[targets[0]]).type == "hero":
        data["targeted_hero"] = True
        data["target_controller"] = s.ctrl(s.objs[targets[0]])
    _added(s, Link(_link_id(s), "card", p, new.id, name, targets=list(targets), data=data))
    s.log("play", f"Player {p + 1} plays {name}.", player=p, card=new.id, name=name, targets=list(targets))


def place_resource(s: TcgState, p: int, oid: str, face_up: bool) -> None:
    """CR 408.1: the once-per-turn placement is a link; only a quest may go face up."""
    s.players[p].placed = True
    new = s.move(s.objs[oid], "chain", face_up=face_up)
    new.controller = p
    name = s.card(new).name if face_up else ""
    _added(s, Link(_link_id(s), "resource", p, new.id, name, face_down=not face_up))
    s.log("resource", f"Player {p + 1} places {name or 'a card face down'} as a resource.", player=p)


def use_power(s: TcgState, p: int, oid: str, kind: str, index: int, targets: list[str]) -> None:
    """A payment power (CR 701), a quest's completion (CR 702) or a hero's flip (CR 301.2)."""
    o = s.objs[oid]
    card = s.card(o)
    data: dict[str, Any] = {}
    if kind == "granted":
        power_cost: dict[str, Any] = {"activate": True}
        data["granted"] = True
    elif kind == "payment":
        power = card.payments[index]
        power_cost = dict(power.cost)
        if power.once_per_turn:
            o.used[f"p{index}"] = s.turn
    elif kind == "completion":
        power_cost = dict(card.quest.cost if card.quest else {}) | {"flip": True}
    else:
        power_cost = dict(card.play.cost if card.play else {}) | {"flip": True}
    lki = {"id": o.id, "attached_to": o.attached_to}
    left = pay_power(s, o, power_cost)
    if left is not None:
        data["exhausted_at"] = left.used.get("exhausted_at")
    link = Link(_link_id(s), kind, p, oid, card.name, index, list(targets), lki=lki, data=data)
    _added(s, link)
    name = card.name
    s.log("power", f"Player {p + 1} uses {name}.", player=p, card=oid, name=name, targets=list(targets))


def propose(s: TcgState, p: int, attacker: str, defender: str) -> None:
    """CR 601: the proposal effect's source is the proposing player (CR 705.5)."""
    link = Link(_link_id(s), "proposal", p, "", "combat", data={"attacker": attacker, "defender": defender})
    _added(s, link)
    s.log(
        "propose",
        f"Player {p + 1} proposes {s.label(s.objs[attacker])} attacks {s.label(s.objs[defender])}.",
        attacker=attacker,
        defender=defender,
    )


def strike(s: TcgState, p: int, weapon: str) -> None:
    """CR 303.2: exhaust the weapon and pay its strike cost; a strike effect goes on the chain."""
    from engine.games.wowtcg.primitives import exhaust

    w = s.objs[weapon]
    name = s.card(w).name
    exhaust(s, w)
    pay_resources(s, p, s.card(w).strike or 0)
    s.combat.setdefault("struck", {})[str(p)] = weapon
    link = Link(
        _link_id(s),
        "strike",
        p,
        weapon,
        name,
        lki={"id": weapon, "atk": s.card(w).atk or 0, "dtype": s.card(w).dtype},
    )
    _added(s, link)
    s.log("strike", f"Player {p + 1} strikes with {name}.", player=p, card=weapon, name=name)


def add_trigger(s: TcgState, w: Any, targets: list[str]) -> None:
    src = s.objs.get(w.source)
    lki = {"id": w.source, "attached_to": src.attached_to if src else ""}
    data = dict(w.data)
    link = Link(_link_id(s), "trigger", w.controller, w.source, w.name, w.power, targets, lki=lki, data=data)
    s.chain.append(link)
    s.changed()


# -- resolving (CR 709-711) ----------------------------------------------------------------------------------
def interrupt(s: TcgState, link: Link) -> None:
    """CR 711: the whole link is undone; a card goes to its owner's graveyard, costs stay paid."""
    s.chain.remove(link)
    if link.kind in ("card", "resource") and link.source in s.objs:
        s.move(s.objs[link.source], "graveyard")
    s.log("interrupt", f"{link.name or 'A link'} is interrupted.", link=link.id)
    s.changed()


def _ops(s: TcgState, link: Link) -> tuple[Any, ...]:
    if link.kind == "trigger" and link.power < 0:
        return tuple(link.data.get("ops", ()))
    if link.data.get("granted"):
        return ({"op": "destroy", "to": "target"},)
    power = link_power(s, link)
    return power.ops if power else ()


def resolve_step(s: TcgState) -> None:
    """Resolve the top link (the running procedure); it may pause for a choice and resume."""
    from engine.games.wowtcg.combat import proposal_legal
    from engine.games.wowtcg.effects import Res, run_op

    proc = s.proc
    assert proc is not None
    link = next((x for x in s.chain if x.id == proc["link"]), None)
    if link is None:
        s.proc = None
        return
    if not proc.get("checked"):
        proc["checked"] = True
        if link.targets and not any(target_legal(s, link, i, t) for i, t in enumerate(link.targets)):
            interrupt(s, link)
            s.proc = None
            return
        if link.kind == "proposal" and not proposal_legal(s, link.data["attacker"], link.data["defender"]):
            interrupt(s, link)
            s.proc = None
            return
        power = link_power(s, link)
        if (
            link.kind == "trigger"
            and power is not None
            and power.cond
            and not condition_holds(s, power.cond, link.controller)
        ):
            interrupt(s, link)
            s.proc = None
            return
    ops = _ops(s, link)
    r = Res(s, link)
    while proc.get("pc", 0) < len(ops):
        proc["cursor"] = 0
        run_op(s, r, ops[proc.get("pc", 0)])
        proc["pc"] = proc.get("pc", 0) + 1
        commit(s)
    _finish(s, link)
    s.proc = None


def _finish(s: TcgState, link: Link) -> None:
    from engine.games.wowtcg.combat import start_combat
    from engine.games.wowtcg.primitives import enter_play, row_for, to_graveyard

    if link in s.chain:
        s.chain.remove(link)
    if link.kind == "proposal":
        start_combat(s, link.data["attacker"], link.data["defender"])
        return
    if link.kind == "strike":
        hero = s.players[link.controller].hero
        stamp = s.tick()
        from engine.games.wowtcg.records import Mod

        w = s.objs.get(link.source)
        atk = (s.card(w).atk or 0) if w is not None and w.zone == "play" else int(link.lki["atk"])
        s.mods.append(
            Mod(
                stamp,
                "strike",
                link.controller,
                link.name,
                stamp,
                [hero],
                amount=atk,
                dtype=str(link.lki["dtype"]),
                duration="combat",
                data={"weapon": link.source},
            )
        )
        s.changed()
        return
    if link.kind not in ("card", "resource"):
        return
    o = s.objs.get(link.source)
    if o is None or o.zone != "chain":
        return
    c = s.card(o)
    if link.kind == "resource":
        enter_play(s, o, link.controller, "resource", face_up=not link.face_down)
    elif c.type != "ability":
        enter_play(s, o, link.controller, row_for(s, o))
    elif c.ongoing and c.attach is not None:
        host = link.targets[0] if link.targets else ""
        if host in s.objs and s.objs[host].zone == "play":
            enter_play(s, o, link.controller, "attached", attached_to=host)
        else:
            to_graveyard(s, o, destroyed=False)
    elif c.ongoing:
        enter_play(s, o, link.controller, "hero")
    else:
        to_graveyard(s, o, destroyed=False)
