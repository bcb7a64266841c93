"""Cleanups (318-324): the win check, combat designations, lethal damage, control, recalls, and the
staging of showdowns and combats; repeated until a pass changes nothing (322).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.games.riftbound import actions_game as ga
from engine.games.riftbound import replacement, triggers

if TYPE_CHECKING:
    from engine.games.riftbound.state import RiftState


def win_check(s: RiftState) -> bool:
    """A player still in the game at or above the Victory Score with more points than every opponent
    wins (323.1)."""
    if s.winner is not None:
        return True
    for p in s.order_from(0):
        pts = s.team_points(p)
        if pts >= s.victory and all(pts > s.team_points(q) for q in s.opponents(p)):
            s.winner = p
            s.reason = f"player {p + 1} reached {pts} points"
            s.log("game_over", f"Player {p + 1} wins with {pts} points.", winner=p)
            return True
    return False


def designations(s: RiftState) -> None:
    """Units at the combat battlefield take their controller's role; elsewhere they lose it (323.2)."""
    combat = s.combat
    for uid in s.units():
        status = s.st[uid]
        if (
            combat is not None
            and status["at"] == combat["bf"]
            and status["ctl"] in (combat["att"], combat["def"])
        ):
            role = "A" if status["ctl"] == combat["att"] else "D"
            if status["des"] != role:
                first = uid not in combat["seen"]
                status["des"] = role
                if first:
                    combat["seen"].append(uid)
                    triggers.fire_self(s, uid, "attack" if role == "A" else "defend")
        else:
            status["des"] = None


def kill_lethal(s: RiftState) -> bool:
    """Units with lethal damage are killed simultaneously; Deathknells first (323.4-323.5). Units
    dying together do not see each other die (383.2.c.2). Nothing dies yet while a player chooses which
    replacement applies next (a ``replace`` prompt; the next Cleanup looks again)."""
    dead = replacement.save(s, [u for u in s.units() if ga.lethal(s, u)])
    if dead is None:
        return False
    for uid in dead:
        triggers.fire_death(s, uid)
    owners = {uid: s.st[uid]["ctl"] for uid in dead}
    for uid in dead:
        at = ga.leave_board(s, uid)
        ga.put_in_zone(s, uid, "trash")
        s.log("killed", f"{s.name(uid)} dies.", unit=uid, at=at)
    for uid in dead:
        triggers.fire_other_death(s, uid, owners[uid])
    return bool(dead)


def _battlefields(s: RiftState) -> bool:
    """Steps 4-5: empty battlefields lose control in an Open state; gear and facedown cards (323.6-7)."""
    changed = False
    for i, bf in enumerate(s.bfs):
        loc = f"f{i}"
        units = s.units(loc)
        busy = s.sd is not None and s.sd["bf"] == loc
        if not s.chain and not units and not busy and bf["ctl"] is not None:
            bf["ctl"] = None
            s.log("uncontrolled", f"{s.name(bf['uid'])} becomes uncontrolled.", bf=loc)
            changed = True
        if bf["contested"] is not None and not busy and not s.units(loc, bf["contested"]):
            bf["contested"] = None
            changed = True
        hidden = bf["facedown"]
        if hidden is not None and bf["ctl"] != hidden["p"]:
            bf["facedown"] = None
            ga.put_in_zone(s, hidden["uid"], "trash")
            s.log("facedown_removed", f"{s.name(hidden['uid'])} is removed from {s.name(bf['uid'])}.", bf=loc)
            changed = True
    for uid in s.objects("gear"):
        status = s.st[uid]
        if status["at"].startswith("f") and not status.get("att"):
            ga.recall(s, uid)
            changed = True
    return changed


def cleanup(s: RiftState) -> None:
    """Run Cleanups until one changes nothing, then stage showdowns and combats (323.8-323.14)."""
    for _ in range(20):
        if win_check(s):
            return
        designations(s)
        changed = kill_lethal(s)
        changed = _battlefields(s) or changed
        if not changed:
            break
    if win_check(s):
        return
    from engine.games.riftbound.combat import stage

    stage(s)
