"""Costs that need the player's choices (356-357): the order discounts apply in (356.4), killing a
friendly unit as an additional cost (Cruel Patron) and recycling cards from the trash as a cost (Vi,
Destructive; Garbage Grabber) or discarding as a cost ("Discard 2:").

A play or activation that needs one of these choices stops before anything is paid: the prompt keeps
the action (``pending``: its verb, words, ``pay=`` domains and the answers so far) and each answer
completes it a step further, so the card stays where it was until the play goes through. The prompt
kinds are ``discounts`` (options: the sources in the order they apply, ``<uid>+<uid>``; one option per
different result, cheapest first), ``cost_kill`` and ``cost_exhaust`` (a friendly unit), ``cost_recycle``
and ``cost_discard`` (a card in the trash or hand, one per prompt; copies of a card are one option).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from itertools import permutations
from typing import TYPE_CHECKING, Any

from engine.games.riftbound.cards import Cost
from engine.games.riftbound.layers import might

if TYPE_CHECKING:
    from engine.games.riftbound.cards import Card
    from engine.games.riftbound.play import PlayChoice
    from engine.games.riftbound.state import RiftState

KINDS = ("discounts", "cost_kill", "cost_exhaust", "cost_recycle", "cost_discard")


def discounts(s: RiftState, p: int, uid: str) -> list[tuple[str, int, int]]:
    """Energy discounts on playing card ``uid``: (source, amount, minimum), sources sorted. Eager
    Apprentice while at a battlefield (spells, to a minimum of [1]); the card's own "reduced by the
    highest Might among units you control" (Sky Splitter)."""
    card = s.card(uid)
    out: list[tuple[str, int, int]] = []
    if card.type == "spell":
        for u in s.units(ctl=p):
            if not s.st[u]["at"].startswith("f"):
                continue
            for a in s.card(u).abilities:
                if a.get("static") == "spell_discount":
                    out.append((u, int(a.get("amount", 1)), int(a.get("min", 0))))
    if card.self_discount == "highest_might":
        out.append((uid, max((might(s, u) for u in s.units(ctl=p)), default=0), 0))
    return sorted(out)


def discounted(energy: int, order: Sequence[tuple[str, int, int]]) -> int:
    """Discounts applied one after another; a minimum binds only its own discount (356.4.e)."""
    for _, amount, floor in order:
        if energy > floor:
            energy = max(floor, energy - amount)
    return energy


def orders(s: RiftState, p: int, uid: str, energy: int) -> dict[str, int]:
    """The orders with different results: label (sources joined by ``+``) -> Energy left, cheapest first."""
    found: dict[int, str] = {}
    for order in permutations(discounts(s, p, uid)):
        result = discounted(energy, order)
        found.setdefault(result, "+".join(src for src, _, _ in order))
    return {label: result for result, label in sorted(found.items())}


def apply_order(s: RiftState, p: int, uid: str, energy: int, label: str) -> int:
    """Energy after the discounts in the order named by ``label`` ("" or unknown: the cheapest order)."""
    options = orders(s, p, uid, energy)
    return options.get(label, min(options.values())) if options else energy


def optional_less(s: RiftState, p: int, cost: Cost) -> Cost:
    """An optional additional cost as it is added, less Ezreal, Prodigy's "[1] or [A]" for each such
    unit p controls (356.4.c: a component's discount applies first); the Energy goes first."""
    for u in s.units(ctl=p):
        for a in s.card(u).abilities:
            if a.get("static") != "optional_cost_less":
                continue
            if cost.energy:
                cost = Cost(cost.energy - 1, cost.power)
            elif cost.power:
                cost = Cost(0, cost.power[1:])
    return cost


def optional_kill(card: Card) -> bool:
    """ "As an additional cost to play this, you may kill (or exhaust) a friendly unit" (357.3, 414.4)."""
    return bool(card.extra_cost.get("may_kill") or card.extra_cost.get("may_exhaust"))


def kill_options(
    s: RiftState, p: int, card: Card, optional: bool = False, targets: Sequence[str] = ()
) -> list[str]:
    """Friendly units that could pay "kill a friendly unit" (or "exhaust": ready ones only, 414.4) as an
    additional cost, the weakest first; a unit the play targets only when no other could pay it (357.3)."""
    kind = card.extra_cost.get("kill") if not optional else card.extra_cost.get("may_kill")
    units = sorted(s.units(ctl=p), key=lambda u: (might(s, u), u))
    if optional and card.extra_cost.get("may_exhaust"):
        kind = "friendly_unit"
        units = [u for u in units if not s.st[u]["ex"]]
    if kind == "strongest_friendly":
        units = [u for u in units if units and might(s, u) == might(s, units[-1])]
    elif kind != "friendly_unit":
        return []
    others = [u for u in units if u not in targets]
    return others or units


def targets_allowed(s: RiftState, p: int, card: Card, targets: Sequence[str]) -> bool:
    """ "Kill the unit you control with the most Might" as a cost: the play may not target the unit it
    will kill, so some strongest unit must stay untargeted (355.16, E16)."""
    if card.extra_cost.get("kill") != "strongest_friendly":
        return True
    return any(u not in targets for u in kill_options(s, p, card))


def has_optional(s: RiftState, p: int, uid: str) -> bool:
    """A permanent offers the ``extra`` variant: an optional additional cost it has and could pay
    ([C]-style costs are checked with the rest of the cost; a discard needs another card in hand)."""
    card = s.card(uid)
    if card.additional is not None:
        return True
    return bool(card.extra_cost.get("may_discard")) and any(u != uid for u in s.players[p]["hand"])


def extra_payable(s: RiftState, p: int, card: Card) -> bool:
    """A mandatory additional cost can be paid (357.1: a cost that can't be paid stops the play)."""
    return "kill" not in card.extra_cost or bool(kill_options(s, p, card))


def zone_options(s: RiftState, p: int, zone: str, picked: Sequence[str] = ()) -> list[str]:
    """Cards in one of p's zones that may be taken next: one per card id (copies are alike), lowest uid."""
    seen: set[str] = set()
    out = []
    for u in sorted(u for u in s.players[p][zone] if u not in picked):
        if s.cards[u] not in seen:
            seen.add(s.cards[u])
            out.append(u)
    return out


def _zone_cost(spec: Mapping[str, Any]) -> tuple[str, int]:
    """An activation's card cost: ("hand", N) for "Discard N", ("trash", N) for "Recycle N from your
    trash"."""
    if spec.get("discard"):
        return "hand", int(spec["discard"])
    return "trash", int(spec.get("recycle_trash", 0))


def zone_payable(s: RiftState, p: int, spec: Mapping[str, Any]) -> bool:
    """ "Discard N" or "Recycle N from your trash" as a cost needs N cards there (416.3, 422.3)."""
    zone, need = _zone_cost(spec)
    return len(s.players[p][zone]) >= need


def pay_zone(s: RiftState, p: int, spec: Mapping[str, Any], cards: Sequence[str]) -> None:
    """Pay an activation's card cost with the chosen cards."""
    if _zone_cost(spec)[0] == "hand":
        discard(s, p, cards)
    else:
        recycle_from_trash(s, p, cards)


def discard(s: RiftState, p: int, cards: Sequence[str]) -> None:
    """Cards go from p's hand to the trash (422)."""
    player = s.players[p]
    moved = [u for u in cards if u in player["hand"]]
    for u in moved:
        player["hand"].remove(u)
        player["trash"].append(u)
    if moved:
        names = ", ".join(sorted(s.name(u) for u in moved))
        s.log("discarded", f"Player {p + 1} discards {names}.", player=p, cards=sorted(moved))


def recycle_from_trash(s: RiftState, p: int, cards: Sequence[str]) -> None:
    """Cards recycled together go to the bottom of the Main Deck in a random order (416.5)."""
    if not cards:
        return
    player = s.players[p]
    moved = [u for u in cards if u in player["trash"]]
    for u in moved:
        s.leave_trash(u)
    s.rng.shuffle(moved)
    player["deck"].extend(moved)
    names = ", ".join(sorted(s.name(u) for u in moved))
    s.log("recycled", f"Player {p + 1} recycles {names} from the trash.", player=p, cards=sorted(moved))


def _ask(s: RiftState, p: int, kind: str, options: list[str], pending: dict[str, Any]) -> None:
    s.prompt = {"p": p, "kind": kind, "options": options, "pending": pending}


def play_ready(
    s: RiftState,
    p: int,
    c: PlayChoice,
    energy: int,
    affordable: Callable[[str], bool],
    pending: dict[str, Any],
) -> bool:
    """Whether every choice of playing ``c`` is made; if not, the next one is asked (``s.prompt``).
    ``pending`` holds the answers so far (``order``, ``unit``) and takes the choices that have a single
    answer; ``affordable(order)`` says whether the play can be paid with the discounts in that order."""
    uid = c.uid
    if "order" not in pending:
        options = [label for label in orders(s, p, uid, energy) if affordable(label)]
        if len(options) > 1:
            _ask(s, p, "discounts", options, pending)
            return False
        pending["order"] = options[0] if options else ""
    card = s.card(uid)
    if c.extra and card.extra_cost.get("may_discard") and "discard" not in pending:
        cards = zone_options(s, p, "hand", [c.uid])
        if len(cards) > 1:
            _ask(s, p, "cost_discard", cards, pending)
            return False
        pending["discard"] = cards[0]
    paying = "kill" in card.extra_cost or (c.extra and optional_kill(card))
    if paying and "unit" not in pending:
        units = kill_options(s, p, card, optional=not card.extra_cost.get("kill"), targets=c.targets)
        if card.extra_cost.get("kill") == "strongest_friendly":
            units = [u for u in units if u not in c.targets]
        if len(units) > 1:
            _ask(s, p, "cost_exhaust" if card.extra_cost.get("may_exhaust") else "cost_kill", units, pending)
            return False
        pending["unit"] = units[0]
    return True


def use_picks(s: RiftState, p: int, spec: Mapping[str, Any], pending: dict[str, Any]) -> list[str] | None:
    """The cards an activation's "Discard N" or "Recycle N from your trash" cost takes, or None while
    the player is asked for the next one (a choice only when the cards left differ)."""
    zone, need = _zone_cost(spec)
    picked: list[str] = list(pending.get("picked", []))
    while len(picked) < need:
        options = zone_options(s, p, zone, picked)
        rest = [u for u in s.players[p][zone] if u not in picked]
        if len(options) > 1 and len(rest) > need - len(picked):
            kind = "cost_discard" if zone == "hand" else "cost_recycle"
            _ask(s, p, kind, options, {**pending, "picked": picked})
            return None
        picked.append(sorted(rest)[0])
    return picked


def answer(s: RiftState, choice: str) -> tuple[int, dict[str, Any]]:
    """Record an answer; the player and the pending action (``verb``, ``args``, ``spend`` and the
    answers so far) for the caller to go on with."""
    prompt = s.prompt
    assert prompt is not None
    s.prompt = None
    pending: dict[str, Any] = dict(prompt["pending"])
    kind = prompt["kind"]
    if kind == "discounts":
        pending["order"] = choice
    elif kind in ("cost_kill", "cost_exhaust"):
        pending["unit"] = choice
    elif kind == "cost_discard" and pending["verb"] == "play":
        pending["discard"] = choice
    else:
        pending["picked"] = [*pending.get("picked", []), choice]
    return int(prompt["p"]), pending


def add_now(s: RiftState, p: int, uid: str, ab: Mapping[str, Any]) -> bool:
    """An Add ability resolves at once, without the chain or passing Priority (Gold: "Kill this, [E]:
    [Add] [A]"); its "kill this" cost is paid here. False for any other activated ability."""
    add = ab.get("add")
    if add is None:
        return False
    from engine.games.riftbound import actions_game as ga

    name = s.name(uid)
    if ab["activate"].get("kill_self"):
        ga.kill(s, uid)
    player = s.players[p]
    player["energy"] += int(add.get("energy", 0))
    power = dict(player["power"])
    for domain in add.get("power", []):
        power[domain] = power.get(domain, 0) + 1
    player["power"] = power
    s.log("added", f"Player {p + 1} uses {name} to add to their Rune Pool.", player=p, src=uid)
    return True
