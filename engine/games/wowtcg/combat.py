"""Combat (CR 600-603): proposals, the combat step with its two windows, protection and conclusion."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.games.wowtcg.damage import deal, packet
from engine.games.wowtcg.state import ask, commit
from engine.games.wowtcg.triggers import fire

if TYPE_CHECKING:
    from engine.games.wowtcg.records import Obj
    from engine.games.wowtcg.state import TcgState


def can_attack(s: TcgState, o: Obj) -> bool:
    """CR 601.2a: a ready member of the turn player's party, there since the start of this turn
    (or with ferocity); never a totem (CR 306.4a) or a card that can't attack (Polymorph)."""
    v = s.view()
    c = s.card(o)
    if o.id not in v.health or o.exhausted or v.ctrl.get(o.id) != s.tp:
        return False
    if c.type not in ("hero", "ally") or o.id in v.sheep:
        return False
    settled = o.since < s.turn_starts[s.tp] and o.controller == s.tp
    return settled or v.has(o.id, "ferocity")


def can_defend(s: TcgState, o: Obj) -> bool:
    """CR 601.2b: an opposing character that is not elusive; it need not be ready."""
    c = s.card(o)
    if o.id not in s.view().health or s.ctrl(o) == s.tp:
        return False
    return (c.type in ("hero", "ally") or c.totem) and not s.view().has(o.id, "elusive")


def proposal_legal(s: TcgState, attacker: str, defender: str) -> bool:
    """CR 601.2, checked when proposing and again on resolution (CR 601.3)."""
    a, d = s.objs.get(attacker), s.objs.get(defender)
    if a is None or d is None or not can_attack(s, a) or not can_defend(s, d):
        return False
    only = s.view().attack_only.get(attacker, [])
    allowed = [x for x in only if x in s.objs and can_defend(s, s.objs[x])]
    return not allowed or defender in allowed


def proposals(s: TcgState) -> list[tuple[str, str]]:
    attackers = [o for o in s.in_play() if can_attack(s, o)]
    defenders = [o for o in s.in_play() if can_defend(s, o)]
    return [(a.id, d.id) for a in attackers for d in defenders if proposal_legal(s, a.id, d.id)]


def start_combat(s: TcgState, attacker: str, defender: str) -> None:
    """The proposal resolved: the window closes and a combat step begins (CR 601.3, 602.1)."""
    s.window = ""
    s.step = "combat_start"
    s.combat = {"attacker": attacker, "proposed": defender, "defender": "", "struck": {}}
    s.changed()


def begin(s: TcgState) -> None:
    """CR 602.1: the attacker exhausts and attacks; the attacker window opens."""
    from engine.games.wowtcg.flow import open_window
    from engine.games.wowtcg.primitives import exhaust

    a = s.objs[s.combat["attacker"]]
    exhaust(s, a)
    s.log("attack", f"{s.card(a).name} attacks.", attacker=a.id, defender=s.combat["proposed"])
    fire(s, "attacks", subject=a.id)
    open_window(s, "attacker")


def protection_point(s: TcgState) -> None:
    """CR 602.2-602.3: one ready protector may take the proposed defender's place (not against a
    stealthed attacker); then the defender defends and the defender window opens."""
    from engine.games.wowtcg.flow import open_window
    from engine.games.wowtcg.primitives import exhaust

    v = s.view()
    proposed = s.objs.get(s.combat["proposed"])
    attacker = s.objs.get(s.combat["attacker"])
    if proposed is not None and proposed.zone == "play" and attacker is not None and attacker.zone == "play":
        side = s.ctrl(proposed)
        if not v.has(attacker.id, "stealthed"):
            options = [
                o.id
                for o in s.in_play()
                if v.ctrl[o.id] == side
                and v.has(o.id, "protector")
                and not o.exhausted
                and o.id != proposed.id
                and o.id not in v.sheep
                and o.id in v.health
                and o.row != "attached"
            ]
            if options:
                choice = ask(s, side, "protect", options + ["none"], "Protect with a character?")
                if choice != "none":
                    protector = s.objs[choice]
                    exhaust(s, protector)
                    s.combat["protecting"] = choice
                    s.log("protect", f"{s.card(protector).name} protects.", protector=choice)
                    proposed = protector
    commit(s)
    if proposed is not None and proposed.zone == "play" and s.ctrl(proposed) != s.tp:
        s.combat["defender"] = proposed.id
    s.changed()
    open_window(s, "defender")


def conclusion(s: TcgState) -> None:
    """CR 603: both still in combat (in play, under the same sides, CR 602.5) -> simultaneous combat
    damage (none from the defender of a long-range attacker); then the roles and "this combat"
    modifiers end."""
    from engine.games.wowtcg.flow import open_window

    v = s.view()
    a = s.objs.get(s.combat.get("attacker", ""))
    d = s.objs.get(s.combat.get("defender", ""))
    still = a is not None and d is not None and a.zone == "play" and d.zone == "play"
    if still and a is not None and d is not None and v.ctrl[a.id] == s.tp and v.ctrl[d.id] != s.tp:
        packets = []
        for src, dst in ((a, d), (d, a)):
            if src is d and v.has(a.id, "long_range"):
                continue
            me = v.ctrl[src.id]
            with_ = s.combat.get("struck", {}).get(str(me), "") if s.card(src).type == "hero" else ""
            kind = "weapon" if with_ else ""
            amount = v.get_atk(src.id)
            packets.append(
                packet(amount, dst.id, src.id, me, v.dtype.get(src.id, "melee"), True, with_, kind)
            )
        deal(s, packets)
    s.mods = [m for m in s.mods if m.duration != "combat"]
    s.combat = {}
    s.changed()
    open_window(s, "action")
