"""Triggered abilities (382-385): finding the abilities an event triggers and queueing them.

A queued trigger records its controller, source, the ability (an index into the source card's
abilities, or a keyword's built-in ability) and last-known information; ``chain.put_triggers`` later
finalizes it onto the chain, the Turn Player's first (383.3.d).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.games.riftbound.layers import keywords

if TYPE_CHECKING:
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
}
"""Keywords that are triggered abilities (816, 817, 819, 821); Hunt's XP is built per instance."""


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


def fire_play(s: RiftState, uid: str) -> None:
    """Play Effects of a permanent now on the board (383.4.a), including Vision and its kin."""
    ctl = s.st[uid]["ctl"]
    _own(s, uid, "play", ctl)
    kws = keywords(s, uid)
    for kw in ("vision", "quick-draw", "weaponmaster"):
        for _ in range(kws.get(kw, 0) if kw == "vision" else min(1, kws.get(kw, 0))):
            _queue(s, ctl, uid, kw)


def fire_death(s: RiftState, uid: str) -> None:
    """Deathknell: pending before the card moves to the trash, with last-known information (808)."""
    _own(s, uid, "death", s.st[uid]["ctl"])


def fire_other_death(s: RiftState, dead: str, ctl: int) -> None:
    """ "When another (non-Recruit) unit you control dies" on the other units still there (383.2.c.2)."""
    if s.card(dead).type != "unit":
        return
    for uid in s.units(ctl=ctl):
        for i, a in enumerate(s.card(uid).abilities):
            if a.get("when") == "ally_death" and not (
                a.get("non_recruit") and "Recruit" in s.card(dead).tags
            ):
                _queue(s, ctl, uid, i)


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
        if a.get("when") == method:
            _queue(s, p, bf, j)


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
