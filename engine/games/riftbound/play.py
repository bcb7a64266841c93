"""Playing cards (349-359): where from, when (timing and its keywords), the choices of step 2, the
total cost of step 3 (base cost, Legion discount, Accelerate, Repeat, Deflect), and finalizing.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from itertools import combinations, product
from typing import TYPE_CHECKING, Any

from engine.games.riftbound import actions_game as ga
from engine.games.riftbound import chain, costs, resolve, triggers
from engine.games.riftbound.cards import Card, Cost
from engine.games.riftbound.cleanup import cleanup
from engine.games.riftbound.layers import keywords, might
from engine.games.riftbound.payment import can_pay, pay, plus, resolve_own, resources

if TYPE_CHECKING:
    from engine.games.riftbound.state import RiftState


@dataclass(frozen=True)
class PlayChoice:
    """Everything chosen in step 2 of playing a card."""

    uid: str
    loc: str = ""
    accel: bool = False
    repeat: bool = False
    targets: tuple[str, ...] = ()
    extra: bool = False
    again: tuple[str, ...] = ()
    """The Repeat execution's own targets when they differ from the first ones (820)."""

    def notation(self) -> tuple[str, ...]:
        words = [self.uid]
        if self.loc:
            words.append("@" + self.loc)
        if self.accel:
            words.append("accel")
        if self.repeat:
            words.append("repeat")
        if self.extra:
            words.append("extra")
        if self.targets:
            words.append("->")
            words.extend(self.targets)
        if self.again:
            words.append("->")
            words.extend(self.again)
        return tuple(words)


def state_kind(s: RiftState) -> str:
    """ "closed" while a chain exists, "showdown" in a Showdown Open state, else "neutral" (308-310)."""
    if s.chain:
        return "closed"
    return "showdown" if s.sd is not None else "neutral"


def timing_ok(s: RiftState, p: int, kws: dict[str, int] | Card, reaction: bool = False) -> bool:
    """Default timing: own Main Phase, Neutral Open (or a teammate's, when invited: 316.2.b.1); Action adds
    showdowns, Reaction (which Quick-Draw includes, 819) also Closed states, on any player's turn (154, 806,
    813)."""
    keys = kws.keywords if isinstance(kws, Card) else kws
    react = reaction or bool(keys.get("reaction")) or bool(keys.get("quick-draw"))
    act = react or bool(keys.get("action"))
    kind = state_kind(s)
    if kind == "closed":
        return react
    if kind == "showdown":
        return act
    return (s.tp == p or s.invited == p) and s.step == "main"


def hidden_here(s: RiftState, p: int, uid: str) -> str:
    """The battlefield a card of p's is hidden at, if any."""
    for i, bf in enumerate(s.bfs):
        if bf["facedown"] is not None and bf["facedown"]["uid"] == uid and bf["facedown"]["p"] == p:
            return f"f{i}"
    return ""


def playable_cards(s: RiftState, p: int) -> list[str]:
    player = s.players[p]
    out = list(player["hand"]) + list(player["champ"])
    for bf in s.bfs:
        fd = bf["facedown"]
        if fd is not None and fd["p"] == p and fd["turn"] < s.turn:
            out.append(fd["uid"])
    return out


def _base(s: RiftState, p: int, c: PlayChoice) -> Cost:
    """The base cost (ignored when played from hidden) less the Legion discount and the discount of an
    optional discard paid (E13)."""
    card = s.card(c.uid)
    base = Cost() if hidden_here(s, p, c.uid) else resolve_own(card.cost, card.own_domain)
    if card.legion is not None and s.players[p]["played"] >= 1 and "cost_less" in card.legion:
        base = Cost(max(0, base.energy - int(card.legion["cost_less"])), base.power)
    if c.extra and card.extra_cost.get("may_discard"):
        base = Cost(max(0, base.energy - int(card.extra_cost.get("discount", 0))), base.power)
    return base


def total_cost(s: RiftState, p: int, c: PlayChoice, order: str = "") -> Cost:
    """Step 3 of playing (356): base cost, the Legion discount and the other discounts of the card's
    Energy in the order the player chose (``order``, see costs.orders; "" = the cheapest), then the
    optional and mandatory additional costs."""
    card = s.card(c.uid)
    own = card.own_domain
    base = _base(s, p, c)
    base = Cost(costs.apply_order(s, p, c.uid, base.energy, order), base.power)
    if c.accel:
        base = plus(base, Cost(1, (own,)))
    if c.extra and card.additional is not None:
        base = plus(base, costs.optional_less(s, p, resolve_own(card.additional["cost"], own)))
    if c.repeat and card.repeat is not None:
        base = plus(base, resolve_own(card.repeat, own))
    deflect = sum(keywords(s, t).get("deflect", 0) for t in c.targets if t in s.st and s.st[t]["ctl"] != p)
    if deflect:
        base = plus(base, Cost(0, ("any",) * deflect))
    return base


def _locations(s: RiftState, p: int, uid: str, card: Card) -> list[tuple[str, bool]]:
    """Where a permanent may be played, and whether it has Reaction there (355.2, 811.1.d.1, 822)."""
    hidden = hidden_here(s, p, uid)
    if hidden:
        return [(hidden, True)]
    if card.type == "gear":
        return [(f"b{p}", False)]
    out = [(f"b{p}", False)]
    for i, bf in enumerate(s.bfs):
        loc = f"f{i}"
        if bf["ctl"] == p:
            out.append((loc, False))
        elif card.kw("ambush") and s.units(loc, p):
            out.append((loc, True))
    if card.kw("ambush"):
        out = [(loc, r or (loc.startswith("f") and bool(s.units(loc, p)))) for loc, r in out]
    return out


def play_choices(s: RiftState, p: int) -> list[PlayChoice]:
    """Every legal way for p to play a card now."""
    out: list[PlayChoice] = []
    res = resources(s, p)
    for uid in playable_cards(s, p):
        card = s.card(uid)
        hidden = hidden_here(s, p, uid)
        if not costs.extra_payable(s, p, card):
            continue
        if card.is_permanent:
            for loc, reaction in _locations(s, p, uid, card):
                if not timing_ok(s, p, card, reaction or bool(hidden)):
                    continue
                for accel in (False, True) if card.kw("accelerate") else (False,):
                    for extra in (False, True) if costs.has_optional(s, p, uid) else (False,):
                        choice = PlayChoice(uid, loc, accel, extra=extra)
                        if can_pay(s, p, total_cost(s, p, choice), res):
                            out.append(choice)
            continue
        if not timing_ok(s, p, card, bool(hidden)):
            continue
        pools = [resolve.candidates(s, p, spec, uid, hidden, hidden) for spec in card.targets]
        if hidden and card.targets and not all(pools):
            continue
        if card.group:
            groups = [PlayChoice(uid, targets=g) for g in _groups(s, pools[0], card.group)]
            out += [c for c in groups if can_pay(s, p, total_cost(s, p, c), res)]
            continue
        if card.modes:
            out += [c for c in _modal(s, p, uid, hidden) if can_pay(s, p, total_cost(s, p, c), res)]
            continue
        for combo in product(*pools):
            if len(set(combo)) != len(combo) or not costs.targets_allowed(s, p, card, combo):
                continue
            for again in [None, *(product(*pools) if card.repeat is not None else ())]:
                if again is not None and len(set(again)) != len(again):
                    continue
                choice = PlayChoice(uid, "", False, again is not None, tuple(combo))
                if again is not None and again != combo:
                    choice = replace(choice, again=tuple(again))
                if can_pay(s, p, total_cost(s, p, choice), res):
                    out.append(choice)
                    if costs.optional_kill(card) and costs.kill_options(s, p, card, optional=True):
                        out.append(replace(choice, extra=True))
                    elif card.additional is not None:
                        paid = replace(choice, extra=True)
                        if can_pay(s, p, total_cost(s, p, paid), res):
                            out.append(paid)
    return out


def _modal(s: RiftState, p: int, uid: str, hidden: str) -> list[PlayChoice]:
    """ "Choose one —": the targets of every mode; with Repeat, each execution's own (820.2.a)."""
    card = s.card(uid)
    combos: list[tuple[str, ...]] = []
    for mode in card.modes:
        pools = [resolve.candidates(s, p, spec, uid, hidden, hidden) for spec in mode["target"]]
        combos += [c for c in product(*pools) if len(set(c)) == len(c)]
    out = []
    for combo in combos:
        out.append(PlayChoice(uid, targets=combo))
        if card.repeat is not None:
            out += [PlayChoice(uid, "", False, True, combo, again=() if a == combo else a) for a in combos]
    return out


def mode_of(s: RiftState, p: int, uid: str, targets: tuple[str, ...]) -> Mapping[str, Any]:
    """The mode of a modal card that ``targets`` fit (the first one), as the card's targets and effects."""
    card = s.card(uid)
    for mode in card.modes:
        specs = mode["target"]
        if len(specs) != len(targets):
            continue
        if all(resolve.matches(s, p, spec, t, uid, "") for spec, t in zip(specs, targets, strict=True)):
            return mode
    return {"target": card.targets, "effects": card.effects}


GROUP_SIZE = 6
"""A group target is offered with up to this many units (a group rarely fits more under its Might limit)."""


def _groups(s: RiftState, units: list[str], limit: int) -> list[tuple[str, ...]]:
    """Every group of units at one location with total Might at most ``limit`` (355.11)."""
    out: list[tuple[str, ...]] = []
    for loc in sorted({s.st[u]["at"] for u in units}):
        here = [u for u in units if s.st[u]["at"] == loc]
        for size in range(1, min(len(here), GROUP_SIZE) + 1):
            out += [g for g in combinations(here, size) if sum(might(s, u) for u in g) <= limit]
    return out


def _take_from_zone(s: RiftState, p: int, uid: str) -> None:
    player = s.players[p]
    for zone in ("hand", "champ"):
        if uid in player[zone]:
            player[zone].remove(uid)
            return
    for bf in s.bfs:
        if bf["facedown"] is not None and bf["facedown"]["uid"] == uid:
            bf["facedown"] = None
            return


def do_play(
    s: RiftState, p: int, c: PlayChoice, spend: tuple[str, ...] = (), pending: dict[str, Any] | None = None
) -> None:
    """Steps 1-6: the choices of costs.play_ready (asked first; ``pending`` holds the answers), the card
    leaves its zone, the cost is paid (``spend``: payment.plan; a unit killed as a cost is killed even if a
    replacement saves it, 357.2.a); a permanent enters the board at once, a spell waits on the chain."""
    card = s.card(c.uid)
    if pending is None:
        pending = {"verb": "play", "args": list(c.notation()), "spend": list(spend)}
    energy = _base(s, p, c).energy
    res = resources(s, p)
    if not costs.play_ready(
        s, p, c, energy, lambda order: can_pay(s, p, total_cost(s, p, c, order), res), pending
    ):
        return
    cost = total_cost(s, p, c, pending["order"])
    from_hidden = hidden_here(s, p, c.uid)
    _take_from_zone(s, p, c.uid)
    pay(s, p, cost, spend)
    killed_might = might(s, pending["unit"]) if "unit" in pending else 0
    if "unit" in pending and card.extra_cost.get("may_exhaust"):
        s.st[pending["unit"]]["ex"] = True
        text = f"Player {p + 1} exhausts {s.name(pending['unit'])} to play {card.name}."
        s.log("cost_exhaust", text, player=p)
    elif "discard" in pending:
        costs.discard(s, p, [pending["discard"]])
    elif "unit" in pending:
        s.log("cost_kill", f"Player {p + 1} kills {s.name(pending['unit'])} to play {card.name}.", player=p)
        ga.kill(s, pending["unit"])
    s.players[p]["played"] += 1
    if card.is_permanent:
        ready = card.type == "gear" or c.accel
        ga.enter_board(s, c.uid, p, c.loc, ready)
        s.log(
            "played",
            f"Player {p + 1} plays {card.name} to {ga.where(s, c.loc)}.",
            card=c.uid,
            card_id=card.id,
            player=p,
            at=c.loc,
        )
        ga.arrive(s, c.uid, c.loc)
        if c.extra and card.additional is not None:
            resolve.run(
                s,
                {
                    "kind": "ability",
                    "src": c.uid,
                    "ctl": p,
                    "specs": [],
                    "targets": [],
                    "incs": [],
                    "fx": list(card.additional["do"]),
                    "times": 1,
                    "at": c.loc,
                },
            )
        triggers.fire_play(s, c.uid, from_hidden)
        if s.sd is not None and not s.chain and not s.queue and s.focus is not None:
            s.focus = s.next_player(s.focus)
            s.sd["passes"] = 0
        cleanup(s)
        return
    push_spell(s, p, c, "unit" in pending or (c.extra and card.additional is not None), killed_might)
    triggers.fire_player(s, p, "spell", c.uid)
    cleanup(s)


def push_spell(s: RiftState, p: int, c: PlayChoice, paid: bool = False, killed_might: int = 0) -> None:
    """Step 5 for a spell: it goes on the chain with its targets, mode and Repeat (``paid``: its
    additional cost was paid), and the play is logged."""
    card = s.card(c.uid)
    mode = mode_of(s, p, c.uid, c.targets)
    item = {
        "kind": "spell",
        "card": c.uid,
        "src": c.uid,
        "ctl": p,
        "specs": [card.targets[0]] * len(c.targets) if card.group else list(mode["target"]),
        "targets": list(c.targets),
        "incs": [s.inc_of(t) for t in c.targets],
        "fx": list(mode["effects"]),
        "times": 2 if c.repeat else 1,
        "legion_fx": list(card.legion.get("do", [])) if card.legion is not None else [],
        "at": "",
        "paid": paid,
        "killed_might": killed_might,
    }
    if c.again:
        item["again"] = list(c.again)
        item["again_incs"] = [s.inc_of(t) for t in c.again]
        if card.modes:
            again = mode_of(s, p, c.uid, c.again)
            item["again_specs"], item["again_fx"] = list(again["target"]), list(again["effects"])
    chain.push(s, item, trig=False)
    s.log(
        "played",
        f"Player {p + 1} plays {card.name}.",
        card=c.uid,
        card_id=card.id,
        player=p,
        targets=list(c.targets),
    )


def free_spell_choices(s: RiftState, p: int) -> list[PlayChoice]:
    """Every way for p to play a spell from their hand ignoring its cost while another spell resolves
    (Promising Future): any timing, each legal set of targets, its mode; no Repeat or optional additional
    cost, and a spell with a mandatory additional cost is left out (paying one mid-resolution is not
    modelled). Copies of a card are alike: only the first is offered."""
    out: list[PlayChoice] = []
    seen: set[str] = set()
    for uid in sorted(s.players[p]["hand"]):
        card = s.card(uid)
        if card.type != "spell" or any(not k.startswith("may_") for k in card.extra_cost) or card.id in seen:
            continue
        seen.add(card.id)
        pools = [resolve.candidates(s, p, spec, uid, "") for spec in card.targets]
        if card.group:
            out += [PlayChoice(uid, targets=g) for g in _groups(s, pools[0], card.group)]
        elif card.modes:
            out += [c for c in _modal(s, p, uid, "") if not c.repeat]
        else:
            out += [
                PlayChoice(uid, targets=tuple(combo))
                for combo in product(*pools)
                if len(set(combo)) == len(combo) and costs.targets_allowed(s, p, card, combo)
            ]
    return out
