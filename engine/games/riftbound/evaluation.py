"""A heuristic value of a position for one player, for the bots and search leaves.

Points dominate; then battlefields held, Might on the board (weighted up at battlefields), cards in
hand and runes. The difference to the opponent is squashed into [0, 1].
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from engine.games.riftbound.layers import might

if TYPE_CHECKING:
    from engine.games.riftbound.state import RiftState

POINT = 1.0
CONTROL = 0.6
MIGHT = 0.12
AT_BATTLEFIELD = 0.05
HAND = 0.1
RUNE = 0.08
SCALE = 0.35


def material(s: RiftState, p: int) -> float:
    """One player's side of the ledger."""
    pl = s.players[p]
    value: float = POINT * pl["points"] * (1.5 if pl["points"] >= s.victory - 2 else 1.0)
    value += CONTROL * sum(1 for bf in s.bfs if bf["ctl"] == p)
    for uid in s.units(ctl=p):
        m = might(s, uid)
        value += MIGHT * m + (AT_BATTLEFIELD * m if s.st[uid]["at"].startswith("f") else 0.0)
    value += HAND * len(pl["hand"]) + RUNE * len(s.objects("rune", p))
    return value


def evaluate(s: RiftState, p: int) -> float:
    if s.winner is not None:
        return 1.0 if s.winner == p else 0.0
    if s.reason:
        return 0.5
    mine = sum(material(s, q) for q in s.team_of(p))
    theirs = max(sum(material(s, r) for r in s.team_of(q)) for q in s.opponents(p))
    diff = mine - theirs
    return 1.0 / (1.0 + math.exp(-SCALE * diff))
