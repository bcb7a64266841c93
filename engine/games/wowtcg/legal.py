"""Who decides, what they may do (CR 407.2), and applying their choice."""

from __future__ import annotations

from itertools import product
from typing import TYPE_CHECKING

from engine.core import TERMINAL
from engine.games.wowtcg.actions import TcgAction
from engine.games.wowtcg.chain import (
    can_pay_power,
    can_pay_resources,
    candidates,
    card_cost,
    place_resource,
    play_card,
    propose,
    strike,
    tag_cards,
    use_power,
)
from engine.games.wowtcg.combat import proposals
from engine.games.wowtcg.flow import advance, concede, pass_priority
from engine.games.wowtcg.model import Target

if TYPE_CHECKING:
    from engine.games.wowtcg.state import TcgState

PASS = TcgAction("pass")
CONCEDE = TcgAction("concede")
"""CR 101.1b: a player may concede at any time, so the player to act may at every decision."""


def decider(s: TcgState) -> int:
    if s.result is not None:
        return TERMINAL
    if s.pending is not None:
        return s.pending.player
    return s.holder


def _combos(s: TcgState, descs: tuple[Target, ...], me: int, exclude: str = "") -> list[tuple[str, ...]]:
    """Every legal choice of distinct targets (CR 706.1a); empty when some target has no candidate."""
    pools = [[c for c in candidates(s, d, me) if c != exclude] for d in descs]
    if any(not pool for pool in pools):
        return []
    return [combo for combo in product(*pools) if len(set(combo)) == len(combo)]


def main_phase(s: TcgState, p: int) -> bool:
    """CR 407.2b: the player's own non-combat action phase, with an empty chain."""
    return p == s.tp and s.window == "action" and not s.chain


def _hand(s: TcgState, p: int) -> list[TcgAction]:
    out: list[TcgAction] = []
    main = main_phase(s, p)
    for cid in s.players[p].hand:
        o = s.objs[cid]
        c = s.card(o)
        if main and not s.players[p].placed:
            out.append(TcgAction("resource", (cid,)))
            if c.type == "quest":
                out.append(TcgAction("quest", (cid,)))
        if c.type == "quest" or not (main or c.instant):
            continue
        descs = ((c.attach,) if c.attach else ()) + (c.play.targets if c.play else ())
        combos = _combos(s, descs, p) if descs else [()]
        for alt in (False, True) if c.alt_cost else (False,):
            resources, tags = card_cost(s, o, alt)
            if not can_pay_resources(s, p, resources) or any(not tag_cards(s, p, t) for t in tags):
                continue
            extra = ("alt",) if alt else ()
            out.extend(TcgAction("play", (cid, *extra, *combo)) for combo in combos)
    return out


def _powers(s: TcgState, p: int) -> list[TcgAction]:
    out: list[TcgAction] = []
    v = s.view()
    hero_traits = set(s.card(s.hero(p)).traits())
    for o in s.in_play():
        if v.ctrl[o.id] != p or o.id in v.lost or (o.row == "resource" and not o.face_up):
            continue
        c = s.card(o)
        for i, power in enumerate(c.payments):
            if power.needs and power.needs not in hero_traits:
                continue
            if power.once_per_turn and o.used.get(f"p{i}") == s.turn:
                continue
            if not can_pay_power(s, o, dict(power.cost)):
                continue
            if power.cost.get("concede"):
                out.append(TcgAction("hearth", (o.id,)))
                continue
            out.extend(TcgAction("use", (o.id, str(i), *combo)) for combo in _combos(s, power.targets, p))
        quest = c.quest if c.type == "quest" and o.row == "resource" and o.face_up else None
        if quest is not None and can_pay_power(s, o, dict(quest.cost)):
            out.extend(TcgAction("complete", (o.id, *combo)) for combo in _combos(s, quest.targets, p))
        if c.type == "hero" and o.face_up and c.play is not None and can_pay_power(s, o, dict(c.play.cost)):
            out.extend(TcgAction("flip", (o.id, *combo)) for combo in _combos(s, c.play.targets, p))
    for m in s.mods:
        if m.kind == "granted":
            for tid in m.to:
                host = s.objs.get(tid)
                if host is None or host.zone != "play" or v.ctrl[host.id] != p:
                    continue
                if can_pay_power(s, host, {"activate": True}):
                    combos = _combos(s, (Target("ally"),), p)
                    out.extend(TcgAction("use", (host.id, "g", *combo)) for combo in combos)
    return out


def _strikes(s: TcgState, p: int) -> list[TcgAction]:
    """CR 303.2, 602.4: only in the defender window, while the player's hero is in combat, one weapon."""
    if s.window != "defender":
        return []
    hero = s.players[p].hero
    if hero not in (s.combat.get("attacker"), s.combat.get("defender")):
        return []
    struck = s.combat.get("struck", {}).get(str(p), "")
    out = []
    for o in s.in_play():
        c = s.card(o)
        if c.type != "weapon" or s.ctrl(o) != p or o.exhausted or (struck and struck != o.id):
            continue
        if can_pay_resources(s, p, c.strike or 0):
            out.append(TcgAction("strike", (o.id,)))
    return out


def _must_attack_blocks_pass(s: TcgState, p: int) -> bool:
    """CR 600.2: with a "must attack if able" character able to attack, the turn player can't pass."""
    if not main_phase(s, p):
        return False
    forced = s.view().must_attack
    return any(a in forced for a, _ in proposals(s))


def legal_actions(s: TcgState) -> list[TcgAction]:
    if s.pending is not None:
        return [TcgAction("choose", (opt,)) for opt in s.pending.options] + [CONCEDE]
    p = s.holder
    out = [] if _must_attack_blocks_pass(s, p) else [PASS]
    out += _hand(s, p) + _powers(s, p) + _strikes(s, p)
    if main_phase(s, p):
        out += [TcgAction("attack", pair) for pair in proposals(s)]
    return [*out, CONCEDE]


def apply_action(s: TcgState, a: TcgAction) -> None:
    p = decider(s)
    verb, args = a.verb, a.args
    if verb == "choose":
        assert s.proc is not None
        s.proc.setdefault("answers", []).append(args[0])
        s.pending = None
    elif verb == "pass":
        pass_priority(s)
    elif verb == "play":
        alt = len(args) > 1 and args[1] == "alt"
        play_card(s, p, args[0], list(args[2:] if alt else args[1:]), alt)
    elif verb in ("resource", "quest"):
        place_resource(s, p, args[0], face_up=verb == "quest")
    elif verb == "use":
        kind = "granted" if args[1] == "g" else "payment"
        use_power(s, p, args[0], kind, -1 if kind == "granted" else int(args[1]), list(args[2:]))
    elif verb == "complete":
        use_power(s, p, args[0], "completion", -1, list(args[1:]))
    elif verb == "flip":
        use_power(s, p, args[0], "flip", -1, list(args[1:]))
    elif verb == "attack":
        propose(s, p, args[0], args[1])
    elif verb == "strike":
        strike(s, p, args[0])
    elif verb == "concede":
        concede(s, p)
    elif verb == "hearth":
        s.players[p].lost = True
        s.log("hearth", f"Player {p + 1} hearths and concedes the game.", player=p)
        s.need_pp = True
    advance(s)
