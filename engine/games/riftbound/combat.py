"""Showdowns (341-348) and combat (454-461): staging, the showdown's Focus, damage assignment in
the Combat Damage step, and the Resolution step with control and Conquer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.games.riftbound import actions_game as ga
from engine.games.riftbound import replacement
from engine.games.riftbound.cleanup import designations, kill_lethal
from engine.games.riftbound.layers import keywords, might

if TYPE_CHECKING:
    from engine.games.riftbound.state import RiftState


def _players_at(s: RiftState, loc: str) -> list[int]:
    return sorted({s.st[u]["ctl"] for u in s.units(loc)})


def _opposed(s: RiftState, loc: str) -> bool:
    """Units of two opposing players are there (316.4.a)."""
    present = _players_at(s, loc)
    return any(not s.allied(a, b) for a in present for b in present)


def stage(s: RiftState) -> None:
    """Steps 6-9 of a Cleanup: open a showdown or combat where Contested was applied (323.8-323.14)."""
    if s.sd is not None and not s.sd["combat"] and not s.chain:
        loc = s.sd["bf"]
        if _opposed(s, loc):
            _start_combat(s, loc)
        return
    if s.chain or s.sd is not None or s.queue or s.prompt is not None or s.step in ("setup", "mulligan"):
        return
    staged = [
        f"f{i}"
        for i, bf in enumerate(s.bfs)
        if bf["contested"] is not None and s.units(f"f{i}", bf["contested"])
    ]
    if len(staged) > 1:
        s.prompt = {"p": s.tp, "kind": "showdown", "options": staged}
    elif staged:
        begin(s, staged[0])


def begin(s: RiftState, loc: str) -> None:
    """A showdown begins at a battlefield; a combat if two players' units are there (344, 455)."""
    applier = s.bfs[int(loc[1:])]["contested"]
    s.sd = {"bf": loc, "combat": False, "passes": 0}
    s.focus = applier
    s.prio = None
    if _opposed(s, loc):
        _start_combat(s, loc)
    else:
        s.log("showdown", f"A showdown begins at {ga.where(s, loc)}.", bf=loc, focus=applier)


def _start_combat(s: RiftState, loc: str) -> None:
    """Combat Showdown step: roles, the Attacker gains Focus, attack and defend triggers (459.2)."""
    att = s.bfs[int(loc[1:])]["contested"]
    if att is None:
        att = s.tp
    defender = next(p for p in _players_at(s, loc) if not s.allied(p, att))
    assert s.sd is not None
    s.sd["combat"] = True
    s.sd["passes"] = 0
    s.combat = {"bf": loc, "att": att, "def": defender, "seen": [], "assign": None}
    s.focus = att
    s.log(
        "combat",
        f"Combat at {ga.where(s, loc)}: player {att + 1} attacks player {defender + 1}.",
        bf=loc,
        attacker=att,
        defender=defender,
    )
    designations(s)


def end_showdown(s: RiftState) -> None:
    """Everyone passed in succession: a combat goes on to damage, a non-combat showdown closes (348)."""
    assert s.sd is not None
    loc = s.sd["bf"]
    if s.sd["combat"]:
        _damage_step(s)
        return
    s.sd = None
    s.focus = None
    i = int(loc[1:])
    bf = s.bfs[i]
    present = _players_at(s, loc)
    bf["contested"] = None
    if len(present) == 1 and bf["ctl"] != present[0]:
        _establish(s, i, present[0])


def _establish(s: RiftState, i: int, p: int) -> None:
    """Control passes to p: a Conquer if p has not scored it this turn (461.5.d, 464.1)."""
    bf = s.bfs[i]
    bf["ctl"] = p
    s.log("control", f"Player {p + 1} takes control of {s.name(bf['uid'])}.", bf=f"f{i}", player=p)
    if p not in bf["scored"]:
        ga.score(s, p, i, "conquer")


def _side(s: RiftState, loc: str, role: str) -> list[str]:
    return [u for u in s.units(loc) if s.st[u]["des"] == role]


def lethal_need(s: RiftState, uid: str) -> int:
    """Lethal assignment: Might (at least 1) less damage already marked, at least 1, plus what Prevent
    would stop (460.2.c, 437.5.a)."""
    return max(1, max(1, might(s, uid)) - int(s.st[uid]["dmg"])) + (replacement.prevention(s, uid) or 0)


def total_might(s: RiftState, units: list[str]) -> int:
    """Combat damage of a side: Might summed, stunned units give 0 (460.2, 423.1.b)."""
    return sum(might(s, u) for u in units if not s.st[u]["stun"])


def _tiers(s: RiftState, uid: str) -> tuple[int, ...]:
    """When a unit may be assigned lethal damage: 0 first (Tank), 1 with the others, 2 last (Backline,
    Caitlyn). A unit told both first and last is either, never between (460.2.c.7)."""
    kws = keywords(s, uid)
    last = kws.get("backline", 0) or any(a.get("static") == "assigned_last" for a in s.card(uid).abilities)
    if kws.get("tank"):
        return (0, 2) if last else (0,)
    return (2,) if last else (1,)


def _damage_step(s: RiftState) -> None:
    assert s.combat is not None
    loc = s.combat["bf"]
    attackers, defenders = _side(s, loc, "A"), _side(s, loc, "D")
    if not attackers or not defenders:
        _resolution(s)
        return
    s.combat["assign"] = {
        "k": 0,
        "left": [total_might(s, attackers), total_might(s, defenders)],
        "marks": {},
    }
    continue_assignment(s)


def assign_options(s: RiftState) -> list[str]:
    """Units the current assigner may give lethal damage to next (lethal-first, Tank, Backline): a unit
    may go next when one of its tiers comes no later than every other open unit's latest tier; once a
    unit that can't go first has taken damage, a unit told both first and last can only go last."""
    assert s.combat is not None
    a = s.combat["assign"]
    victims = _side(s, s.combat["bf"], "D" if a["k"] == 0 else "A")
    victims = [u for u in victims if not ga.cannot_take_damage(s, u)]
    open_ = [u for u in victims if a["marks"].get(u, 0) < lethal_need(s, u)]
    tiers = {u: _tiers(s, u) for u in victims}
    if any(0 not in tiers[u] for u in victims if a["marks"].get(u, 0)):
        tiers = {u: tuple(t for t in ts if t) or ts for u, ts in tiers.items()}
    return [
        u
        for u in open_
        if any(t <= min((max(tiers[v]) for v in open_ if v != u), default=t) for t in tiers[u])
    ]


def assign(s: RiftState, uid: str) -> None:
    """The assigner gives ``uid`` lethal damage (or all that is left)."""
    assert s.combat is not None
    a = s.combat["assign"]
    k = a["k"]
    amount = min(a["left"][k], lethal_need(s, uid) - a["marks"].get(uid, 0))
    a["marks"][uid] = a["marks"].get(uid, 0) + amount
    a["left"][k] -= amount
    a["last"] = uid


def continue_assignment(s: RiftState) -> None:
    """Assign automatically while there is one option; ask the assigner when there are several."""
    assert s.combat is not None
    a = s.combat["assign"]
    while a["k"] < 2:
        assigner = s.combat["att"] if a["k"] == 0 else s.combat["def"]
        if a["left"][a["k"]] <= 0:
            a["k"] += 1
            a.pop("last", None)
            continue
        options = assign_options(s)
        if not options:
            victims = _side(s, s.combat["bf"], "D" if a["k"] == 0 else "A")
            takers = [u for u in victims if not ga.cannot_take_damage(s, u)]
            if takers:
                extra = a.get("last") or takers[0]
                a["marks"][extra] = a["marks"].get(extra, 0) + a["left"][a["k"]]
            a["left"][a["k"]] = 0
            continue
        if len(options) == 1:
            assign(s, options[0])
            continue
        s.prompt = {"p": assigner, "kind": "assign", "options": options}
        return
    _deal_combat_damage(s)


def _deal_combat_damage(s: RiftState) -> None:
    """All assigned damage is dealt at once (460.2.d), by the units of the other side (417.6.c.1)."""
    assert s.combat is not None
    marks: dict[str, Any] = s.combat["assign"]["marks"]
    loc = s.combat["bf"]
    sides = {"A": tuple(_side(s, loc, "D")), "D": tuple(_side(s, loc, "A"))}
    for uid in sorted(marks):
        ga.deal(s, [uid], int(marks[uid]), by=sides.get(str(s.st.get(uid, {}).get("des")), ()))
    _resolution(s)


def resume(s: RiftState) -> None:
    """Go on with the Resolution step after a player chose a replacement for a combat death (373)."""
    if s.combat is not None and s.combat.get("resolving"):
        _resolution(s)


def _resolution(s: RiftState) -> None:
    """Combat Cleanup (kill, heal all, recall attackers if defenders remain), result, control (461)."""
    assert s.combat is not None
    loc = s.combat["bf"]
    s.combat["resolving"] = True
    kill_lethal(s)
    if s.prompt is not None:
        return
    ga.heal_all(s)
    if _side(s, loc, "D"):
        for uid in _side(s, loc, "A"):
            ga.recall(s, uid)
    i = int(loc[1:])
    bf = s.bfs[i]
    present = _players_at(s, loc)
    bf["contested"] = None
    if len(present) == 1:
        if bf["ctl"] != present[0]:
            _establish(s, i, present[0])
    elif not present:
        bf["ctl"] = None
    for status in s.st.values():
        status["des"] = None
        if status.get("mods"):
            status["mods"] = [m for m in status["mods"] if m.get("until") != "combat"]
    s.log("combat_end", f"Combat at {ga.where(s, loc)} ends.", bf=loc)
    s.combat = None
    s.sd = None
    s.focus = None
