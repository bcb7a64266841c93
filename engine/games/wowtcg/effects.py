"""One-shot and continuous modifiers created by resolving links (CR 712-715), op by op.

``run_op`` applies one op of a resolving link. Every op asks its questions (``state.ask``) before
it changes anything, so a resolution can pause for a choice and replay the op with the answer.
The basic events (exhaust, destroy, draw, heal, enter play) are in ``primitives.py``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from engine.games.wowtcg.damage import deal, packet
from engine.games.wowtcg.primitives import (
    discard_choice,
    draw,
    enter_play,
    exhaust,
    heal,
    ready,
    to_graveyard,
)
from engine.games.wowtcg.records import Link, Mod, Obj
from engine.games.wowtcg.state import ask
from engine.games.wowtcg.triggers import fire

if TYPE_CHECKING:
    from engine.games.wowtcg.state import TcgState


# -- resolving ops --------------------------------------------------------------------------------------
class Res:
    """What a resolving link's ops read: its controller, source (or last known information) and targets."""

    def __init__(self, s: TcgState, link: Link) -> None:
        self.s = s
        self.link = link
        self.me = link.controller
        self.source = s.objs.get(link.source)
        self.hero = s.players[self.me].hero

    def target(self, index: int = 0) -> Obj | None:
        from engine.games.wowtcg.chain import target_legal

        if index >= len(self.link.targets):
            return None
        tid = self.link.targets[index]
        o = self.s.objs.get(tid)
        if o is None or not target_legal(self.s, self.link, index, tid):
            return None
        return o

    def pick(self, to: str) -> list[Obj]:
        """The cards an op's ``to`` names, as the game is now (CR 709.2d)."""
        s = self.s
        v = s.view()
        if to in ("target", "target2"):
            t = self.target(0 if to == "target" else 1)
            return [t] if t else []
        if to == "self":
            return [self.source] if self.source and self.source.zone == "play" else []
        if to == "your_hero":
            return [s.objs[self.hero]]
        if to == "attached":
            src = self.source
            host_id = (
                src.attached_to
                if src is not None and src.zone == "play"
                else self.link.lki.get("attached_to", "")
            )
            host = s.objs.get(host_id)
            return [host] if host and host.zone == "play" else []
        if to == "subject":
            sub = s.objs.get(self.link.data.get("subject", ""))
            return [sub] if sub and sub.zone == "play" else []
        chars = [o for o in s.in_play() if o.id in v.health and not s.card(o).totem]
        opposing = [o for o in chars if v.ctrl[o.id] != self.me]
        if to == "each_opposing":
            return [o for o in opposing if s.card(o).type in ("hero", "ally")]
        if to == "each_opposing_ally":
            return [o for o in opposing if s.card(o).type == "ally"]
        if to == "allies_in_party":
            return [o for o in chars if v.ctrl[o.id] == self.me and s.card(o).type == "ally"]
        raise AssertionError(f"unknown op target {to!r}")


def run_op(s: TcgState, r: Res, op: Mapping[str, Any]) -> None:
    """Apply one op of a resolving link (CR 709.2b-f)."""
    handler = _OPS[str(op["op"])]
    handler(s, r, op)


def _other_char(s: TcgState, r: Res) -> list[Obj]:
    """An untargeted "another hero or ally": not a totem (CR 306.4a), not one already chosen."""
    chosen = s.proc.get("chosen", []) if s.proc else []
    return [
        o
        for o in s.in_play()
        if o.id in s.view().health
        and not s.card(o).totem
        and o.id not in chosen
        and o.id not in r.link.targets
    ]


def _damage(s: TcgState, r: Res, op: Mapping[str, Any]) -> None:
    to = str(op.get("to", "target"))
    if to == "other_char":
        options = [o.id for o in _other_char(s, r)]
        if not options:
            return
        pick = ask(s, r.me, "target", options, "Deal damage to which hero or ally?")
        victims = [s.objs[pick]]
        assert s.proc is not None
        s.proc.setdefault("chosen", []).append(pick)
    else:
        victims = r.pick(to)
    by = r.source.id if op.get("by") == "self" and r.source else r.hero
    card = s.game.catalog.cards.get(r.link.name)
    kind = card.type if card else ""
    with_ = r.link.source if r.link.kind == "card" else r.link.lki.get("id", "")
    packets = [
        packet(int(op["amount"]), v.id, by, r.me, str(op.get("dtype", "typeless")), False, with_, kind)
        for v in victims
    ]
    dealt = deal(s, packets)
    if s.proc is not None:
        s.proc["dealt"] = sum(dealt)


def _heal(s: TcgState, r: Res, op: Mapping[str, Any]) -> None:
    for o in r.pick(str(op.get("to", "target"))):
        heal(s, o, int(op["amount"]))


def _draw(s: TcgState, r: Res, op: Mapping[str, Any]) -> None:
    draw(s, r.me, int(op.get("count", 1)))


def _discard(s: TcgState, r: Res, op: Mapping[str, Any]) -> None:
    who = r.me
    if op.get("who") == "target_controller":
        t = s.objs.get(r.link.targets[0]) if r.link.targets else None
        if t is None:
            return
        who = s.ctrl(t) if t.zone == "play" else t.owner
    count = op.get("count", 1)
    n = int(s.proc.get("dealt", 0)) if count == "dealt" and s.proc else int(count)
    for cid in discard_choice(s, who, n):
        s.log("discard", f"Player {who + 1} discards {s.card(s.objs[cid]).name}.", player=who)
        s.move(s.objs[cid], "graveyard")


def _destroy(s: TcgState, r: Res, op: Mapping[str, Any]) -> None:
    for o in r.pick(str(op.get("to", "target"))):
        to_graveyard(s, o)


def _bounce(s: TcgState, r: Res, op: Mapping[str, Any]) -> None:
    for o in r.pick(str(op.get("to", "target"))):
        s.log("bounce", f"{s.card(o).name} returns to its owner's hand.")
        s.move(o, "hand")


def _ready(s: TcgState, r: Res, op: Mapping[str, Any]) -> None:
    for o in r.pick(str(op.get("to", "target"))):
        ready(s, o)


def _exhaust(s: TcgState, r: Res, op: Mapping[str, Any]) -> None:
    for o in r.pick(str(op.get("to", "target"))):
        exhaust(s, o)


def _exhaust_others(s: TcgState, r: Res, op: Mapping[str, Any]) -> None:
    """Leeroy Jenkins: every other ally is affected, and flagged (CR 714.3f), ready or not."""
    for o in r.pick("allies_in_party"):
        if r.source is not None and o.id == r.source.id:
            continue
        exhaust(s, o)
        if op.get("no_ready_next"):
            o.no_ready = True


def _token(s: TcgState, r: Res, op: Mapping[str, Any]) -> None:
    data = {k: op[k] for k in ("name", "tag", "atk", "health", "unique") if k in op}
    tid = s.new_id()
    o = Obj(tid, str(data.get("name") or data["tag"]), r.me, r.me, "limbo", token=data)
    s.objs[tid] = o
    new = enter_play(s, o, r.me, "ally")
    if op.get("expires_next_turn_draw"):
        _mod(s, r, "delayed", [new.id], amount=int(op["expires_next_turn_draw"]), data={"after": s.turn})


def _extra_turn(s: TcgState, r: Res, op: Mapping[str, Any]) -> None:
    s.extra_turns.append(r.me)
    s.log("extra_turn", f"Player {r.me + 1} will take an extra turn.")


def _remove_deck(s: TcgState, r: Res, op: Mapping[str, Any]) -> None:
    for cid in list(s.players[r.me].deck):
        s.objs[cid].removed_by = r.me
        s.move(s.objs[cid], "rfg")


def _flip_quest(s: TcgState, r: Res, op: Mapping[str, Any]) -> None:
    if not r.link.targets or not r.link.targets[0].startswith("p"):
        return
    who = int(r.link.targets[0][1:])
    quests = [o.id for o in s.in_play() if s.ctrl(o) == who and o.row == "resource" and o.face_up]
    if quests:
        choice = ask(s, who, "quest", quests, "Turn which quest face down?")
        s.objs[choice].face_up = False
        s.changed()


def _resource_from_deck(s: TcgState, r: Res, op: Mapping[str, Any]) -> None:
    from engine.games.wowtcg.triggers import condition_holds

    if op.get("if_stealthed") and not condition_holds(s, "stealthed", r.me):
        return
    deck = s.players[r.me].deck
    if deck:
        enter_play(s, s.objs[deck[0]], r.me, "resource", face_up=False, exhausted=True)


def _move_attachment(s: TcgState, r: Res, op: Mapping[str, Any]) -> None:
    """CR 306.3f: onto *another* card its attach description allows, else it stays (E06)."""
    from engine.games.wowtcg.chain import matches_target

    t = r.target(0)
    if t is None or t.row != "attached":
        return
    host = s.objs.get(t.attached_to)
    desc = s.card(t).attach
    if host is None or s.card(host).type not in ("hero", "ally") or desc is None:
        return
    options = [
        o.id
        for o in s.in_play()
        if o.id != host.id and s.card(o).type in ("hero", "ally") and matches_target(s, desc, o, t.controller)
    ]
    if options:
        t.attached_to = ask(s, r.me, "attach", options, "Attach it to which card?")
        t.ts = s.tick()
        s.changed()


def _interrupt_ability(s: TcgState, r: Res, op: Mapping[str, Any]) -> None:
    from engine.games.wowtcg.chain import interrupt

    if not r.link.data.get("targeted_hero"):
        return
    victim = r.link.data.get("target_controller", -1)
    options = [
        link.id
        for link in s.chain
        if link.kind == "card"
        and link.controller == victim
        and s.game.catalog.cards[link.name].type == "ability"
    ]
    if options:
        choice = ask(s, r.me, "interrupt", options + ["none"], "Interrupt which ability?")
        if choice != "none":
            interrupt(s, next(link for link in s.chain if link.id == choice))


def _all_graveyard_allies(s: TcgState, r: Res, op: Mapping[str, Any]) -> None:
    """Kaal Soulreaper: every ally card enters at once; triggers then see all of them (CR 703.3)."""
    entering = []
    for p in (0, 1):
        for cid in list(s.players[p].graveyard):
            if s.card(s.objs[cid]).type == "ally":
                new = s.move(s.objs[cid], "play", "ally")
                entering.append(new)
    for new in entering:
        fire(s, "enters", subject=new.id)
        fire(s, "opposing_ally_enters", subject=new.id)


def _may(s: TcgState, r: Res, op: Mapping[str, Any]) -> None:
    if ask(s, r.me, "may", ["yes", "no"], "Do it?") == "yes":
        for inner in op["ops"]:
            run_op(s, r, inner)


def _unless_discard(s: TcgState, r: Res, op: Mapping[str, Any]) -> None:
    n = int(op["count"])
    if (
        len(s.players[r.me].hand) >= n
        and ask(s, r.me, "unless", ["pay", "decline"], f"Discard {n}?") == "pay"
    ):
        for cid in discard_choice(s, r.me, n):
            s.move(s.objs[cid], "graveyard")
        return
    for inner in op["ops"]:
        run_op(s, r, inner)


def _unless_pay(s: TcgState, r: Res, op: Mapping[str, Any]) -> None:
    from engine.games.wowtcg.chain import can_pay_resources, pay_resources

    hosts = r.pick("attached")
    payer = s.ctrl(hosts[0]) if hosts else r.me
    n = int(op["amount"])
    if can_pay_resources(s, payer, n) and ask(s, payer, "unless", ["pay", "decline"], f"Pay ({n})?") == "pay":
        pay_resources(s, payer, n)
        return
    for inner in op["ops"]:
        run_op(s, r, inner)


def _may_pay(s: TcgState, r: Res, op: Mapping[str, Any]) -> None:
    """ "You may pay (N). If you do, ..." (CR 709.2f): only a payment made lets the rest happen."""
    from engine.games.wowtcg.chain import can_pay_resources, pay_resources

    n = int(op["amount"])
    if can_pay_resources(s, r.me, n) and ask(s, r.me, "may", ["pay", "decline"], f"Pay ({n})?") == "pay":
        pay_resources(s, r.me, n)
        for inner in op["ops"]:
            run_op(s, r, inner)


def _return_self(s: TcgState, r: Res, op: Mapping[str, Any]) -> None:
    o = s.objs.get(r.link.data.get("new_id", ""))
    if o is not None and o.zone == "graveyard":
        s.move(o, "hand")


def _search_same_name(s: TcgState, r: Res, op: Mapping[str, Any]) -> None:
    who = int(r.link.data.get("player", r.me))
    name = r.link.data.get("name", "")
    options = [c for c in s.players[who].deck if s.objs[c].card == name]
    choice = ask(s, who, "search", options + ["none"], f"Put a {name} into play exhausted?")
    if choice != "none":
        enter_play(s, s.objs[choice], who, "ally", exhausted=True)
    s.rng.shuffle(s.players[who].deck)


def _reanimate(s: TcgState, r: Res, op: Mapping[str, Any]) -> None:
    who = s.tp
    options = [c for c in s.players[who].graveyard if s.card(s.objs[c]).type == "ally"]
    if not options:
        return
    choice = ask(s, who, "search", options + ["none"], "Return an ally with damage on it?")
    if choice != "none":
        health = s.card(s.objs[choice]).health or 1
        enter_play(s, s.objs[choice], who, "ally", damage=health - 1)


def _remove_token_then_draw(s: TcgState, r: Res, op: Mapping[str, Any]) -> None:
    """Tooga's Quest (E33): remove the token; only if that happened, draw (CR 709.2f)."""
    token = s.objs.get(r.link.data.get("token", ""))
    if token is None or token.zone != "play":
        return
    s.move(token, "rfg")
    draw(s, r.me, int(op.get("count", 2)))


def _mod(s: TcgState, r: Res, kind: str, to: list[str], **kw: Any) -> Mod:
    stamp = s.tick()
    m = Mod(stamp, kind, r.me, r.link.name, stamp, to, **kw)
    s.mods.append(m)
    s.changed()
    return m


def _atk(s: TcgState, r: Res, op: Mapping[str, Any]) -> None:
    to = str(op.get("to", "target"))
    duration = str(op.get("duration", "turn"))
    if to == "allies_in_party":
        _mod(s, r, "atk", [], selector=to, amount=int(op["amount"]), duration=duration)
        return
    ids = [o.id for o in r.pick(to)]
    if ids:
        _mod(s, r, "atk", ids, amount=int(op["amount"]), duration=duration, while_=str(op.get("while", "")))


def _keyword(s: TcgState, r: Res, op: Mapping[str, Any]) -> None:
    ids = [o.id for o in r.pick(str(op.get("to", "target")))]
    if ids:
        _mod(s, r, "keyword", ids, dtype=str(op["kw"]), duration=str(op.get("duration", "turn")))


def _bubble(s: TcgState, r: Res, op: Mapping[str, Any]) -> None:
    ids = [o.id for o in r.pick(str(op.get("to", "target")))]
    amount = op.get("amount", "all")
    if ids:
        _mod(
            s,
            r,
            "bubble",
            ids,
            remaining=-1 if amount == "all" else int(amount),
            duration=str(op.get("duration", "turn")),
            data={"dir": "to"},
        )


def _must_attack(s: TcgState, r: Res, op: Mapping[str, Any]) -> None:
    ids = [o.id for o in r.pick(str(op.get("to", "target")))]
    if ids:
        _mod(s, r, "must_attack", ids, duration="turn")
        _mod(s, r, "attack_only", ids, duration="turn", data={"only": [r.hero]})


def _control(s: TcgState, r: Res, op: Mapping[str, Any]) -> None:
    """Helwen (CR 714.3b): no modifier if she readied between activation and resolution."""
    src = r.source
    if src is None or not src.exhausted or src.used.get("exhausted_at") != r.link.data.get("exhausted_at"):
        return
    ids = [o.id for o in r.pick(str(op.get("to", "target")))]
    if ids:
        _mod(s, r, "control", ids, data={"source_obj": src.id, "turn": s.turn})


def _grant_destroy(s: TcgState, r: Res, op: Mapping[str, Any]) -> None:
    """Face Smash (CR 706.1b): the granted power picks its own target when it is used."""
    ids = [o.id for o in r.pick(str(op.get("to", "target")))]
    if ids:
        _mod(s, r, "granted", ids, duration="turn")


_OPS: dict[str, Any] = {
    "damage": _damage,
    "heal": _heal,
    "draw": _draw,
    "discard": _discard,
    "destroy": _destroy,
    "bounce": _bounce,
    "ready": _ready,
    "exhaust": _exhaust,
    "exhaust_other_allies": _exhaust_others,
    "token": _token,
    "extra_turn": _extra_turn,
    "remove_deck": _remove_deck,
    "flip_quest": _flip_quest,
    "resource_from_deck": _resource_from_deck,
    "move_attachment": _move_attachment,
    "interrupt_ability": _interrupt_ability,
    "all_graveyard_allies_enter": _all_graveyard_allies,
    "may": _may,
    "unless_discard": _unless_discard,
    "unless_pay": _unless_pay,
    "may_pay": _may_pay,
    "return_self_to_hand": _return_self,
    "search_same_name": _search_same_name,
    "reanimate_damaged": _reanimate,
    "remove_token_then_draw": _remove_token_then_draw,
    "atk": _atk,
    "keyword": _keyword,
    "bubble": _bubble,
    "must_attack": _must_attack,
    "control_while_exhausted": _control,
    "grant_destroy_power": _grant_destroy,
}
