"""The legal actions of the player to decide, and applying one (then running the engine on).

Discretionary actions (410.1) in a Neutral Open Main Phase: play, Standard Move, Hide, activate,
end the turn. In a Showdown Open state the player with Focus may play or activate Action/Reaction
things or pass; in a Closed state the player with Priority may add Reactions or pass. Prompts
(mulligan, trigger targets, "you may", Vision, damage assignment, which showdown first) come first.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import combinations
from typing import TYPE_CHECKING, Any

from engine.core import Action, IllegalActionError
from engine.games.riftbound import actions_game as ga
from engine.games.riftbound import chain, combat, costs, picks, replacement, resolve, triggers
from engine.games.riftbound.actions import CONCEDE, END_TURN, KEEP, PASS, RAction
from engine.games.riftbound.cards import Cost
from engine.games.riftbound.cleanup import cleanup
from engine.games.riftbound.concede import concede
from engine.games.riftbound.flow import advance
from engine.games.riftbound.layers import keywords
from engine.games.riftbound.match import answer_battlefield
from engine.games.riftbound.payment import can_pay, pay, plan, resolve_own, spend_options
from engine.games.riftbound.play import PlayChoice, do_play, play_choices, state_kind, timing_ok, total_cost

if TYPE_CHECKING:
    from engine.games.riftbound.state import RiftState

GROUP_LIMIT = 4
"""Standard moves offer every group of up to this many ready units with one destination; larger
groups are offered whole (see docs/rules-decisions.md)."""
HIDE_COST = Cost(0, ("any",))


def legal_actions(s: RiftState) -> list[RAction]:
    """The legal actions of the player to decide; ``concede`` is always one of them (650)."""
    return _actions(s) + [CONCEDE]


def _actions(s: RiftState) -> list[RAction]:
    p = s.current_player()
    if s.prompt is not None:
        return _prompt_actions(s)
    if s.invited == p and not s.chain:
        return [PASS] + _paid(s, p, _spells_and_uses(s, p))
    out = [PASS] if state_kind(s) != "neutral" else [END_TURN]
    paid = [RAction("play", c.notation()) for c in play_choices(s, p)] + _use_actions(s, p)
    if state_kind(s) == "neutral":
        out += _move_actions(s, p)
        paid += _hide_actions(s, p)
        mates = [q for q in s.team_of(p) if q != p and q not in s.out and q != s.declined]
        out += [RAction("invite", (str(q + 1),)) for q in mates]
    return out + _paid(s, p, paid)


def _spells_and_uses(s: RiftState, p: int) -> list[RAction]:
    """What an invited teammate may do: play a spell or activate an ability, any timing (316.2.b.1)."""
    spells = [c for c in play_choices(s, p) if not s.card(c.uid).is_permanent]
    return [RAction("play", c.notation()) for c in spells] + _use_actions(s, p)


def _paid(s: RiftState, p: int, paid: list[RAction]) -> list[RAction]:
    """Each paid action, followed by its variants paid another way (``pay=...``)."""
    out: list[RAction] = []
    for action in paid:
        out.append(action)
        out += [
            RAction(action.verb, (*action.args, PAY + "+".join(spend)))
            for spend in spend_options(s, p, action_cost(s, p, action))
        ]
    return out


PAY = "pay="
"""The last word of an action paid another way than the automatic one: the domains of the runes
recycled for universal Power, ``pay=chaos+fury`` (see payment.spend_options)."""


def action_cost(s: RiftState, p: int, action: RAction) -> Cost:
    """What a play, use, equip or hide costs p (no payment word in ``action``)."""
    if action.verb == "play":
        return total_cost(s, p, _parse_play(action.args))
    if action.verb == "use":
        uid, k = action.args[0].split(".")
        return _ability_cost(s, uid, s.card(uid).abilities[int(k)])
    if action.verb == "equip":
        card = s.card(action.args[0])
        assert card.equip is not None
        return resolve_own(card.equip, card.own_domain)
    return HIDE_COST


def payment_of(s: RiftState, action: RAction) -> tuple[str, ...] | None:
    """The domains the automatic payment of a legal ``action`` recycles for universal Power, when the
    player could pay it another way (the table's label for it); None when there is no choice."""
    if action.verb not in ("play", "use", "equip", "hide") or action.args[-1].startswith(PAY):
        return None
    p = s.current_player()
    cost = action_cost(s, p, action)
    if not spend_options(s, p, cost):
        return None
    chosen = plan(s, p, cost)
    assert chosen is not None
    return tuple(sorted(chosen[4]))


def _prompt_actions(s: RiftState) -> list[RAction]:
    prompt = s.prompt
    assert prompt is not None
    kind = prompt["kind"]
    if kind == "mulligan":
        player = s.players[prompt["p"]]
        out = [KEEP]
        if len(player["aside"]) < 2:
            out += [RAction("aside", (u,)) for u in player["hand"]]
        return out
    if kind == "assign":
        return [RAction("assign", (u,)) for u in prompt["options"]]
    return [RAction("choose", (str(o),)) for o in prompt["options"]]


def _ability_cost(s: RiftState, uid: str, ab: Mapping[str, Any]) -> Cost:
    raw = ab["activate"]
    return resolve_own(Cost(int(raw.get("energy", 0)), tuple(raw.get("power", []))), s.card(uid).own_domain)


def _use_actions(s: RiftState, p: int) -> list[RAction]:
    """Activated abilities and Equip of p's board objects whose timing and cost allow (377-381, 818)."""
    out: list[RAction] = []
    for uid in sorted(
        u for u, st in s.st.items() if st["ctl"] == p and st["kind"] in ("unit", "gear", "legend")
    ):
        status = s.st[uid]
        card = s.card(uid)
        for k, ab in enumerate(card.abilities):
            if "activate" not in ab:
                continue
            timing = {ab["timing"]: 1} if "timing" in ab else {}
            if not timing_ok(s, p, timing) or not _cost_ok(s, uid, ab):
                continue
            if ab.get("only_at_bf") and not status["at"].startswith("f"):
                continue
            specs = ab.get("target", [])
            specs = [specs] if isinstance(specs, str) else specs
            targets = resolve.candidates(s, p, specs[0], uid, status["at"]) if specs else [""]
            for t in targets:
                out.append(RAction("use", (f"{uid}.{k}",) + (("->", t) if t else ())))
        if (
            card.equip is not None
            and timing_ok(s, p, {})
            and can_pay(s, p, resolve_own(card.equip, card.own_domain))
        ):
            for t in resolve.candidates(s, p, "friendly_unit", uid, status["at"]):
                if status.get("att") != t:
                    out.append(RAction("equip", (uid, "->", t)))
    return out


def _cost_ok(s: RiftState, uid: str, ab: Mapping[str, Any]) -> bool:
    raw = ab["activate"]
    if raw.get("exhaust") and s.st[uid]["ex"]:
        return False
    p = s.st[uid]["ctl"]
    return can_pay(s, p, _ability_cost(s, uid, ab)) and costs.zone_payable(s, p, raw)


def _destinations(s: RiftState, p: int, uid: str) -> list[str]:
    """Standard Move routes: base to a battlefield, battlefield to base, battlefield to battlefield with
    Ganking or to one that lets units move there from anywhere (Baron Pit, 184.9); never where two other
    players already have units (144.4), nor into a combat between two other players (442.2.a), nor to a
    battlefield a teammate controls (442.2.b)."""
    at = s.st[uid]["at"]
    ganking = at.startswith("f") and bool(keywords(s, uid).get("ganking"))
    out = []
    for i in range(len(s.bfs)):
        loc = f"f{i}"
        anywhere = any(a.get("static") == "move_anywhere" for a in s.card(s.bfs[i]["uid"]).abilities)
        if loc == at or (at.startswith("f") and not ganking and not anywhere):
            continue
        others = {s.st[u]["ctl"] for u in s.units(loc)} - {p}
        fight = s.combat is not None and s.combat["bf"] == loc and p not in (s.combat["att"], s.combat["def"])
        ally_bf = s.bfs[i]["ctl"] is not None and s.bfs[i]["ctl"] != p and s.allied(p, s.bfs[i]["ctl"])
        if len(others) < 2 and not fight and not ally_bf:
            out.append(loc)
    if at.startswith("f"):
        out.append(f"b{p}")
    return out


def _move_actions(s: RiftState, p: int) -> list[RAction]:
    """Standard Moves: any group of ready units with one destination, from one origin or several
    (144.3): every group of up to GROUP_LIMIT units that can all go there, and larger groups whole
    (all the units one origin can send, all the units that can go)."""
    out: list[RAction] = []
    ready = [u for u in s.units(ctl=p) if not s.st[u]["ex"]]
    reach = {u: set(_destinations(s, p, u)) for u in ready}
    for dest in sorted(set().union(*reach.values())):
        able = [u for u in ready if dest in reach[u]]
        groups: set[tuple[str, ...]] = set()
        for size in range(1, min(len(able), GROUP_LIMIT) + 1):
            groups.update(combinations(able, size))
        origins = {s.st[u]["at"] for u in able}
        for origin in origins:
            whole = tuple(u for u in able if s.st[u]["at"] == origin)
            if len(whole) > GROUP_LIMIT:
                groups.add(whole)
        if len(able) > GROUP_LIMIT:
            groups.add(tuple(able))
        out += [RAction("move", ("+".join(group), "@" + dest)) for group in sorted(groups)]
    return out


def _hide_actions(s: RiftState, p: int) -> list[RAction]:
    """Hide: pay [A] to put a Hidden card facedown at a battlefield you control (811)."""
    if not can_pay(s, p, HIDE_COST):
        return []
    player = s.players[p]
    out = []
    for uid in sorted(player["hand"] + player["champ"]):
        if not s.card(uid).kw("hidden"):
            continue
        for i, bf in enumerate(s.bfs):
            if bf["ctl"] == p and bf["facedown"] is None:
                out.append(RAction("hide", (uid, f"@f{i}")))
    return out


def apply(s: RiftState, action: Action) -> None:
    """Apply a legal action, then run the engine until the next decision."""
    if not isinstance(action, RAction):
        raise IllegalActionError(f"{action}: not a Riftbound action")
    p = s.current_player()
    verb, args = action.verb, action.args
    spend: tuple[str, ...] = ()
    if args and args[-1].startswith(PAY):
        spend = tuple(args[-1][len(PAY) :].split("+"))
        args = args[:-1]
    if verb not in ("invite", "concede") and s.invited != p:
        s.declined = None
    if verb == "concede":
        concede(s, p)
    elif s.invited == p:
        s.invited = None
        s.declined = p if verb == "pass" else None
        s.log("invited_done", f"Player {p + 1} {'passes' if verb == 'pass' else 'accepts'} the invitation.",
              player=p)
        if verb == "play":
            do_play(s, p, _parse_play(args), spend)
        elif verb == "use":
            _use(s, p, args, spend)
        elif verb == "equip":
            _equip(s, p, args[0], args[2], spend)
    elif verb == "invite":
        s.invited, s.declined = int(args[0]) - 1, None
        s.log("invited", f"Player {p + 1} invites player {args[0]} to play a spell or use an ability.",
              player=p, invited=s.invited)
    elif verb == "pass":
        _pass(s)
    elif verb == "end":
        s.log("end_turn", f"Player {p + 1} ends the turn.", player=p)
        s.step = "ending"
        cleanup(s)
    elif verb == "play":
        do_play(s, p, _parse_play(args), spend)
    elif verb == "move":
        _move(s, p, args[0].split("+"), args[1][1:])
    elif verb == "hide":
        _hide(s, p, args[0], args[1][1:], spend)
    elif verb == "use":
        _use(s, p, args, spend)
    elif verb == "equip":
        _equip(s, p, args[0], args[2], spend)
    elif verb in ("aside", "keep"):
        _mulligan(s, p, verb, args)
    elif verb == "assign":
        s.prompt = None
        combat.assign(s, args[0])
        combat.continue_assignment(s)
        cleanup(s)
    elif verb == "choose":
        _choose(s, args[0])
    advance(s)


def _parse_play(args: Sequence[str]) -> PlayChoice:
    """``<uid> [@loc] [accel] [repeat] [extra] [-> targets [-> the Repeat execution's targets]]``."""
    words = list(args)
    groups: list[tuple[str, ...]] = []
    while "->" in words:
        k = len(words) - 1 - words[::-1].index("->")
        groups.insert(0, tuple(words[k + 1 :]))
        words = words[:k]
    targets = groups[0] if groups else ()
    again = groups[1] if len(groups) > 1 else ()
    loc = next((w[1:] for w in words if w.startswith("@")), "")
    return PlayChoice(words[0], loc, "accel" in words, "repeat" in words, targets, "extra" in words, again)


def _pass(s: RiftState) -> None:
    if s.chain:
        chain.pass_priority(s)
        return
    assert s.sd is not None and s.focus is not None
    s.sd["passes"] += 1
    if s.sd["passes"] < s.live():
        s.focus = s.next_player(s.focus)


def _move(s: RiftState, p: int, units: list[str], dest: str) -> None:
    """A Standard Move: exhaust the units (paid simultaneously), move them, then a Cleanup (144, 448)."""
    for uid in units:
        s.st[uid]["ex"] = True
    ga.move(s, units, dest)
    cleanup(s)


def _hide(s: RiftState, p: int, uid: str, loc: str, spend: tuple[str, ...]) -> None:
    pay(s, p, HIDE_COST, spend)
    player = s.players[p]
    player["hand" if uid in player["hand"] else "champ"].remove(uid)
    s.bfs[int(loc[1:])]["facedown"] = {"uid": uid, "p": p, "turn": s.turn}
    s.log("hidden", f"Player {p + 1} hides a card at {ga.where(s, loc)}.", player=p, bf=loc)
    cleanup(s)


def _use(
    s: RiftState, p: int, args: Sequence[str], spend: tuple[str, ...], pending: dict[str, Any] | None = None
) -> None:
    """Activate: choose the cards a discard or recycling cost takes (asked, see costs.use_picks), pay the cost
    (exhausting if asked), then the ability waits on the chain (377)."""
    uid, k = args[0].split(".")
    ab = dict(s.card(uid).abilities[int(k)])
    asked = pending or {"verb": "use", "args": list(args), "spend": list(spend)}
    picks = costs.use_picks(s, p, ab["activate"], asked)
    if picks is None:
        return
    pay(s, p, _ability_cost(s, uid, ab), spend)
    costs.pay_zone(s, p, ab["activate"], picks)
    if ab["activate"].get("exhaust"):
        s.st[uid]["ex"] = True
    if costs.add_now(s, p, uid, ab):
        cleanup(s)
        return
    targets = [args[2]] if len(args) > 2 else []
    specs = ab.get("target", [])
    specs = [specs] if isinstance(specs, str) else list(specs)
    item = {
        "kind": "ability",
        "src": uid,
        "src_inc": s.st[uid]["inc"],
        "ctl": p,
        "specs": specs[: len(targets)],
        "targets": targets,
        "incs": [s.st[t]["inc"] for t in targets],
        "fx": list(ab.get("do", [])),
        "times": 1,
        "at": s.st[uid]["at"],
    }
    s.log("activated", f"Player {p + 1} uses {s.name(uid)}.", src=uid, player=p, targets=targets)
    chain.push(s, item, trig=False)
    cleanup(s)


def _equip(s: RiftState, p: int, gear: str, unit: str, spend: tuple[str, ...]) -> None:
    card = s.card(gear)
    assert card.equip is not None
    pay(s, p, resolve_own(card.equip, card.own_domain), spend)
    item = {
        "kind": "ability",
        "src": gear,
        "src_inc": s.st[gear]["inc"],
        "ctl": p,
        "specs": ["friendly_unit"],
        "targets": [unit],
        "incs": [s.st[unit]["inc"]],
        "fx": [{"attach": True}],
        "times": 1,
        "at": s.st[gear]["at"],
    }
    s.log("activated", f"Player {p + 1} equips {card.name} to {s.name(unit)}.", src=gear, player=p)
    chain.push(s, item, trig=False)
    cleanup(s)


def _mulligan(s: RiftState, p: int, verb: str, args: Sequence[str]) -> None:
    """Set aside up to 2, draw that many, then recycle the set-aside cards in random order (118, 416.5)."""
    player = s.players[p]
    if verb == "aside":
        player["hand"].remove(args[0])
        player["aside"].append(args[0])
        return
    aside = player["aside"]
    player["aside"] = []
    ga.draw(s, p, len(aside))
    s.rng.shuffle(aside)
    player["deck"].extend(aside)
    s.log("mulligan", f"Player {p + 1} mulligans {len(aside)} card(s).", player=p, count=len(aside))
    nxt = s.next_player(p)
    if nxt != s.first:
        s.prompt = {"p": nxt, "kind": "mulligan"}
        return
    s.prompt = None
    from engine.games.riftbound.flow import new_turn

    new_turn(s, s.first)


def _choose(s: RiftState, choice: str) -> None:
    prompt = s.prompt
    assert prompt is not None
    kind = prompt["kind"]
    if kind == "showdown":
        s.prompt = None
        combat.begin(s, choice)
    elif kind in ("trigger", "may"):
        chain.answer_trigger(s, "" if choice == "yes" else choice)
    elif kind == "vision":
        chain.answer_vision(s, choice)
    elif kind == "battlefield":
        answer_battlefield(s, choice)
    elif kind == "replace":
        replacement.answer(s, choice)
        combat.resume(s)
    elif kind == "trigger_order":
        triggers.answer_order(s, choice)
    elif kind == "split":
        triggers.answer_split(s, choice)
    elif kind in picks.KINDS:
        picks.answer(s, choice)
        chain.resolve_top(s)
    elif kind in costs.KINDS:
        p, pending = costs.answer(s, choice)
        spend = tuple(pending["spend"])
        if pending["verb"] == "play":
            do_play(s, p, _parse_play(pending["args"]), spend, pending)
        else:
            _use(s, p, pending["args"], spend, pending)
    cleanup(s)
