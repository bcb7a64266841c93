"""The legal actions of the player who decides now, for every kind of decision point."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.games.keeper import battle
from engine.games.keeper.abilities import chaining_actions
from engine.games.keeper.actions import PASS, KAction
from engine.games.keeper.zones import level_of

if TYPE_CHECKING:
    from engine.games.keeper.state import KeeperState


def legal_actions(s: KeeperState) -> list[KAction]:
    if s.pending is not None:
        return [KAction("choose", (o,)) for o in s.pending["opts"]]
    if s.chain and not s.resolving:
        return [*chaining_actions(s, s.responder, True), PASS]
    b = s.battle
    if b is not None and b["step"] in battle.DECIDING_STEPS:
        return battle.battle_actions(s)
    p = s.prio
    if s.phase == "resource":
        return [KAction("sow", (u,)) for u in s.players[p].hand] + [PASS]
    out = chaining_actions(s, p, False)
    if p == s.tp and b is None:
        if s.phase == "action":
            if s.game.options["agreement"] and s.proposal_turn != s.turn:
                out.append(KAction("propose"))
            free = s.players[p].free_resources()
            out += [
                KAction("summon", (u,))
                for u in s.players[p].hand
                if s.card(u).kind == "minion" and level_of(s, u) <= free
            ]
        elif s.phase == "battle" and battle.victims(s, p):
            out += [KAction("attack", (u,)) for u in battle.attackers(s, p)]
    return [*out, PASS]
