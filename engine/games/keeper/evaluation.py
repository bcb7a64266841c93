"""A position's value for search leaves and the heuristic bot: HP, the battlefield, cards and resources.

A side's score is in rough HP units: its HP (the only thing that decides the game), the dice its
minions roll and the damage they absorb, its hand and its granary. The value for a player compares
its score with the strongest enemy's (each against all) through a logistic curve.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.games.keeper.state import KeeperState

HP = 1.0
SP = 3.0
MINION_HP = 0.6
CARD = 1.5
RESOURCE = 1.2
SCALE = 0.08
ZOMBIE = -15.0


def side_score(s: KeeperState, p: int) -> float:
    """How well player ``p`` stands."""
    pl = s.players[p]
    score = HP * pl.hp + (ZOMBIE if pl.hp == 0 else 0.0)
    for uid in pl.field:
        m = s.minions[uid]
        if not m.petrified:
            score += SP * m.sp + MINION_HP * m.hp
    score += CARD * len(pl.hand) + RESOURCE * min(len(pl.granary), 8)
    return score


def evaluate(s: KeeperState, p: int) -> float:
    """The chance-like value in [0, 1] of the position for ``p``."""
    if s.result is not None:
        winners = s.result["winners"]
        return 1.0 / len(winners) if p in winners else 0.0
    mine = side_score(s, p)
    best = max(side_score(s, q) for q in range(s.n) if q != p)
    return 1.0 / (1.0 + math.exp(-SCALE * (mine - best)))
