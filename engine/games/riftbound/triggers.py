"""Triggered abilities (382-385): finding the abilities an event triggers and queueing them.

A queued trigger records its controller, source, the ability (an index into the source card's
abilities, or a keyword's built-in ability) and last-known information; ``chain.put_triggers`` later
finalizes it onto the chain, the Turn Player's first (383.3.d).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.games.riftbound.layers import keywords

if TYPE_CHECKING:
    from collections.abc import Mapping

    from engine.games.riftbound.state import RiftState

KEYWORD_ABILITIES: dict[str, dict[str, Any]] = {
    "temporary": {"do": [{"kill": True, "to": "self"}]},
    "vision": {"do": [], "vision": True},
    "quick-draw": {"do": [{"attach": True}], "target": ["friendly_unit"]},
    "weaponmaster": {
        "do": [{"attach": True, "weaponmaster": True}],
        "target": ["friendly_equipment"],
        "may": True,
    },
    "doom": {"do": [{"kill": True, "to": "self"}]},
    "stash": {"do": [{"draw_banished": True}]},
}
"""Keywords that are triggered abilities (816, 817, 819, 821); Hunt's XP is built per instance; "doom"
is the delayed "Kill it the next time it takes damage this turn" (Noxian Guillotine, 391), its source
the doomed unit; "stash" the delayed "When you conquer this turn, draw it", its source the spell that
banished the card it draws (``linked``, 427.3.a)."""


def ability(s: RiftState, item: dict[str, Any]) -> dict[str, Any]:
    """The ability a queued or chained trigger stands for."""
    ab = item["ab"]
    if isinstance(ab, int):
        return dict(s.card(item["src"]).abilities[ab])
    if ab == "hunt":
        return {"do": [{"xp": item["x"]}]}
    return KEYWORD_ABILITIES[ab]


def _queue(s: RiftState, ctl: int, src: str, ab: int | str, **extra: Any) -> None:
    item: dict[str, Any] = {
        "ctl": ctl,
        "src": src,
        "ab": ab,
        "inc": s.st.get(src, {}).get("inc", 0),
        "at": s.st.get(src, {}).get("at", ""),
    }
    item.update(extra)
    s.queue.append(item)


def _own(s: RiftState, uid: str, when: str, ctl: int, **extra: Any) -> None:
    for i, a in enumerate(s.card(uid).abilities):
        if a.get("when") != when:
            continue
        if a.get("if_at_bf") and not s.st[uid]["at"].startswith("f"):
            continue
        _queue(s, ctl, uid, i, **extra)


def fire_self(s: RiftState, uid: str, when: str, origin: str = "") -> None:
    """An event that happened to one object: its own abilities of that kind (move, attack, defend)."""
    if uid in s.st:
        _own(s, uid, when, s.st[uid]["ctl"], origin=origin)


def fire_enemy_moved(s: RiftState, p: int, moved: str) -> None:
    """ "When you move an enemy unit" on p's permanents: p is responsible for the move (411.4, E47); an
    ability that exhausts its source to act is not offered while the source is exhausted."""
    for uid in sorted(s.st):
        status = s.st[uid]
        if status["ctl"] != p or status["kind"] not in ("unit", "gear"):
            continue
        for i, a in enumerate(s.card(uid).abilities):
            if a.get("when") != "move_enemy":
                continue
            if any(f.get("exhaust_self") for f in a.get("do", [])) and status["ex"]:
                continue
            _queue(s, p, uid, i, moved=moved)


def fire_play(s: RiftState, uid: str, only_at: str = "") -> None:
    """Play Effects of a permanent now on the board (383.4.a), including Vision and its kin; played from
    hidden, their targets must be at that battlefield (``only_at``, 811.1.d.2, E75)."""
    ctl = s.st[uid]["ctl"]
    if only_at:
        _own(s, uid, "play", ctl, only_at=only_at)
    else:
        _own(s, uid, "play", ctl)
    kws = keywords(s, uid)
    for kw in ("vision", "quick-draw", "weaponmaster"):
        for _ in range(kws.get(kw, 0) if kw == "vision" else min(1, kws.get(kw, 0))):
            _queue(s, ctl, uid, kw)


def fire_death(s: RiftState, uid: str) -> None:
    """Deathknell: pending before the card moves to the trash, with last-known information (808); a
    unit killed with a spell triggers "When you kill a unit with a spell" in the killer's trash, the
    dying card included, as it is there when the condition is checked (383.2.c.1, E42)."""
    _own(s, uid, "death", s.st[uid]["ctl"])
    for p in sorted(set(s.st[uid].get("by_spell", []))):
        trash = list(s.players[p]["trash"])
        if s.owner[uid] == p and "token" not in s.card(uid).supers:
            trash.append(uid)
        for card in trash:
            for i, a in enumerate(s.card(card).abilities):
                if a.get("when") == "spell_kill":
                    _queue(s, p, card, i)


def fire_other_death(s: RiftState, dead: str, ctl: int) -> None:
    """ "When another (non-Recruit) unit you control dies" on the other units still there (383.2.c.2);
    "The first time ... each turn" triggers once a turn, for one of simultaneous deaths (383.1.b)."""
    if s.card(dead).type != "unit":
        return
    for uid in s.units(ctl=ctl):
        for i, a in enumerate(s.card(uid).abilities):
            if a.get("when") != "ally_death" or (a.get("non_recruit") and "Recruit" in s.card(dead).tags):
                continue
            if a.get("first_each_turn"):
                if s.st[uid].get("once") == s.turn:
                    continue
                s.st[uid]["once"] = s.turn
            _queue(s, ctl, uid, i)


def fire_doom(s: RiftState, uid: str) -> None:
    """A unit dealt damage while doomed this turn: the delayed "kill it" triggers once (391, E45)."""
    status = s.st[uid]
    doomed = [m for m in status["mods"] if "doom" in m]
    if not doomed:
        return
    status["mods"] = [m for m in status["mods"] if "doom" not in m]
    for mod in doomed:
        _queue(s, int(mod["doom"]), uid, "doom")


def order_label(s: RiftState, item: dict[str, Any]) -> str:
    """A queued trigger named for its controller's ordering choice: ``<source>.<ability>``."""
    return f"{item['src']}.{item['ab']}"


def ask_order(s: RiftState) -> bool:
    """Several different triggers of the first player in the queue: that player chooses which goes on
    the chain next (383.3.d; the last one put there resolves first). Copies of one card's same ability
    are alike and offered once. Sets the ``trigger_order`` prompt; False when there is nothing to ask."""
    first = s.queue[0]
    if first.get("next"):
        return False
    kinds: dict[tuple[str, str], str] = {}
    for item in s.queue:
        if item["ctl"] == first["ctl"]:
            kinds.setdefault((s.cards[item["src"]], str(item["ab"])), order_label(s, item))
    if len(kinds) < 2:
        return False
    s.prompt = {"p": first["ctl"], "kind": "trigger_order", "options": sorted(kinds.values())}
    return True


def answer_order(s: RiftState, choice: str) -> None:
    """The chosen trigger moves to the front of the queue and goes on the chain next."""
    s.prompt = None
    k = next(k for k, item in enumerate(s.queue) if order_label(s, item) == choice)
    item = s.queue.pop(k)
    item["next"] = True
    s.queue.insert(0, item)


def fire_player(s: RiftState, p: int, when: str, spell: str = "") -> None:
    """ "When you ..." abilities on p's units (play a spell, stun an enemy unit); "a spell that costs
    N or more" reads the printed cost (131.4)."""
    for uid in s.units(ctl=p):
        for i, a in enumerate(s.card(uid).abilities):
            if a.get("when") != when:
                continue
            if spell and s.card(spell).cost.energy < int(a.get("min_cost", 0)):
                continue
            _queue(s, p, uid, i)


def fire_score(s: RiftState, p: int, i: int, method: str) -> None:
    """Conquer/Hold effects of p's units there (Hunt included) and of the battlefield (383.4.c-d, 466.2)."""
    loc = f"f{i}"
    for uid in s.units(loc, p):
        _own(s, uid, method, p)
        hunt = keywords(s, uid).get("hunt", 0)
        if hunt:
            _queue(s, p, uid, "hunt", x=hunt)
    bf = s.bfs[i]["uid"]
    for j, a in enumerate(s.card(bf).abilities):
        if a.get("when") in (method, "score") and not _never_swaps_back(s, i, a):
            _queue(s, p, bf, j)
    if method == "conquer":
        for d in [d for d in s.delayed if d["p"] == p]:
            s.delayed.remove(d)
            _queue(s, p, d["src"], "stash", linked=d["card"])


def _never_swaps_back(s: RiftState, i: int, a: Mapping[str, Any]) -> bool:
    """A swap-back ability of a token with nothing in banishment to swap back to can never swap back
    (438.7.c), so its "you may" is not asked."""
    if not any("swap_back" in f for f in a.get("do", [])):
        return False
    replaced = s.bfs[i].get("replaced")
    return not replaced or replaced not in s.players[s.owner[replaced]]["banish"]


def fire_phase(s: RiftState, when: str) -> None:
    """Start-of-Beginning-Phase and end-of-turn abilities of the Turn Player's objects (315.2.a, 317.1);
    a battlefield's "each player" abilities belong to its controller or the Turn Player (187.6.b)."""
    tp = s.tp
    for uid in sorted(s.st):
        status = s.st[uid]
        if status["ctl"] != tp or status["kind"] not in ("unit", "gear", "legend"):
            continue
        if status.get("att"):
            continue
        if when == "start" and keywords(s, uid).get("temporary") and status["kind"] in ("unit", "gear"):
            _queue(s, tp, uid, "temporary")
        _own(s, uid, when, tp)
    for bf in s.bfs:
        for j, a in enumerate(s.card(bf["uid"]).abilities):
            if a.get("when") == when and (not a.get("first_turn") or s.turns_taken[tp] == 1):
                ctl = bf["ctl"] if bf["ctl"] is not None else tp
                _queue(s, ctl, bf["uid"], j, player=tp)


def _split_amount(s: RiftState, item: dict[str, Any]) -> int:
    """The damage a triggered "deal N split among ..." divides: N plus Bonus Damage (715.3)."""
    from engine.games.riftbound.resolve import bonus_damage

    ab = ability(s, item)
    amount = sum(int(f["deal_split"]) for f in ab.get("do", []) if "deal_split" in f)
    return amount + bonus_damage(s, item["ctl"]) if amount else 0


def split_options(s: RiftState, item: dict[str, Any]) -> list[str]:
    """Enemy units at the source's location that may receive the next point of split damage."""
    here = s.st[item["src"]]["at"] if item["src"] in s.st else item["at"]
    if not here.startswith("f"):
        return []
    return [u for u in s.units(here) if not s.allied(s.st[u]["ctl"], item["ctl"])]


def ask_split(s: RiftState) -> bool:
    """Split damage is divided as the ability goes on the chain (355.14): one point at a time among
    the enemy units there, asked (``split`` prompt) while more than one could take it. False when the
    division is complete or there is nothing to divide."""
    item = s.queue[0]
    total = _split_amount(s, item)
    if not total:
        return False
    split: dict[str, int] = dict(item.get("split", {}))
    options = split_options(s, item)
    while options and sum(split.values()) < total:
        if len(options) > 1:
            left = total - sum(split.values())
            s.prompt = {"p": item["ctl"], "kind": "split", "options": options, "left": left}
            item["split"] = split
            return True
        split[options[0]] = split.get(options[0], 0) + total - sum(split.values())
    item["split"] = split
    return False


def answer_split(s: RiftState, choice: str) -> None:
    """One more point of the split damage goes to the chosen unit."""
    s.prompt = None
    item = s.queue[0]
    split = dict(item.get("split", {}))
    split[choice] = split.get(choice, 0) + 1
    item["split"] = split
