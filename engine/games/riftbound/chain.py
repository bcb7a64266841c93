"""The chain (325-340): triggers finalized onto it, priority passing, and resolving the newest item.

Play and trigger items are dicts: ``id``, ``kind`` ("spell" or "ability"), ``src`` (and ``card`` for a
spell), ``ctl``, target requirements ``specs`` with the chosen ``targets`` and their incarnations
``incs``, the instructions ``fx`` and ``times`` (2 with Repeat paid).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.games.riftbound import actions_game as ga
from engine.games.riftbound import picks, resolve, triggers
from engine.games.riftbound.cleanup import cleanup

if TYPE_CHECKING:
    from engine.games.riftbound.state import RiftState


def new_item_id(s: RiftState) -> int:
    used = [int(i["id"]) for i in s.chain]
    return max(used, default=0) + 1


def push(s: RiftState, item: dict[str, Any], trig: bool) -> None:
    """A finalized item joins the chain; its controller gets Priority (337.1.c.3)."""
    if not s.chain:
        s.root_trig = trig
    item["id"] = new_item_id(s)
    s.chain.append(item)
    s.prio = item["ctl"]
    s.passes = 0


def _order_queue(s: RiftState) -> None:
    """The Turn Player's triggers go on the chain first, then the others in turn order (383.3.d);
    in a combat, the attacker's first (459.2.d)."""
    first = s.combat["att"] if s.combat is not None else s.tp
    order = s.order_from(first)
    s.queue.sort(key=lambda t: order.index(t["ctl"]))


def next_trigger(s: RiftState) -> None:
    """Finalize the first queued trigger: choose its target (asking when there is a choice)."""
    _order_queue(s)
    if triggers.ask_order(s) or triggers.ask_split(s):
        return
    t = s.queue[0]
    ab = triggers.ability(s, t)
    specs = list(ab.get("target", []))
    if isinstance(ab.get("target"), str):
        specs = [ab["target"]]
    if not specs:
        if ab.get("may"):
            s.prompt = {"p": t["ctl"], "kind": "may", "options": ["no", "yes"]}
            return
        s.queue.pop(0)
        _push_trigger(s, t, ab, [], [])
        return
    here = resolve.loc_of(s, t["src"]) or t["at"]
    options = resolve.candidates(s, t["ctl"], specs[0], t["src"], here, t.get("only_at", ""))
    if not options:
        s.queue.pop(0)
        s.log("trigger_removed", f"{s.name(t['src'])}'s ability has no legal target and is removed.")
        return
    if len(options) == 1 and not ab.get("may"):
        s.queue.pop(0)
        _push_trigger(s, t, ab, specs, options)
        return
    s.prompt = {"p": t["ctl"], "kind": "trigger", "options": options + (["no"] if ab.get("may") else [])}


def answer_trigger(s: RiftState, choice: str) -> None:
    """The controller's answer for the first queued trigger: a target, "yes", or "no" (decline)."""
    t = s.queue.pop(0)
    s.prompt = None
    if choice == "no":
        s.log("trigger_declined", f"Player {t['ctl'] + 1} declines {s.name(t['src'])}'s ability.")
        return
    ab = triggers.ability(s, t)
    specs = list(ab.get("target", []))
    _push_trigger(s, t, ab, specs, [choice] if specs else [])


def _push_trigger(
    s: RiftState, t: dict[str, Any], ab: dict[str, Any], specs: list[str], targets: list[str]
) -> None:
    item = {
        "kind": "ability",
        "src": t["src"],
        "src_inc": t["inc"],
        "ctl": t["ctl"],
        "specs": specs[: len(targets)],
        "targets": targets,
        "incs": [s.inc_of(u) for u in targets],
        "fx": list(ab.get("do", [])),
        "times": 1,
        "at": t["at"],
        "vision": bool(ab.get("vision")),
        "trig": True,
    }
    for key in ("player", "origin", "split", "linked", "moved"):
        if key in t:
            item[key] = t[key]
    push(s, item, trig=True)
    s.log("trigger", f"{s.name(t['src'])}'s ability goes on the chain.", src=t["src"], player=t["ctl"])


def pass_priority(s: RiftState) -> None:
    """Step 3: everyone passing in succession resolves the newest item (339-340)."""
    s.passes += 1
    assert s.prio is not None
    if s.passes >= s.live():
        resolve_top(s)
    else:
        s.prio = s.next_player(s.prio)


def resolve_top(s: RiftState) -> None:
    """Step 4: the newest item resolves completely, once its controller has made the choices it asks
    for (picks.ask); a spell then goes to its owner's trash (340, 156)."""
    if picks.ask(s, s.chain[-1]):
        return
    item = s.chain.pop()
    s.log("resolve", f"{s.name(item['src'])}'s {item['kind']} resolves.", src=item["src"], player=item["ctl"])
    resolve.run(s, item)
    if item["kind"] == "spell":
        ga.put_in_zone(s, item["card"], "trash")
    if item.get("vision"):
        _vision(s, item["ctl"])
    after_chain_change(s)


def _vision(s: RiftState, p: int) -> None:
    """Vision: look at the top card of your Main Deck; you may recycle it (817)."""
    deck = s.players[p]["deck"]
    if deck:
        s.prompt = {"p": p, "kind": "vision", "options": ["keep", "recycle"], "card": deck[0]}


def answer_vision(s: RiftState, choice: str) -> None:
    assert s.prompt is not None
    p = int(s.prompt["p"])
    s.prompt = None
    if choice == "recycle":
        deck = s.players[p]["deck"]
        deck.append(deck.pop(0))
        s.log("recycled", f"Player {p + 1} recycles the top card of their Main Deck.", player=p)


def after_chain_change(s: RiftState) -> None:
    """After a resolution: a Cleanup; Priority to the newest item's controller, or, when the chain
    is empty in a showdown, Focus to the next player - unless a trigger opened the chain (346)."""
    cleanup(s)
    if s.chain:
        s.prio = s.chain[-1]["ctl"]
        s.passes = 0
        return
    s.prio = None
    s.passes = 0
    if s.sd is not None and not s.root_trig and s.focus is not None:
        s.focus = s.next_player(s.focus)
        s.sd["passes"] = 0
    s.root_trig = False
    cleanup(s)
