"""A position's value for search leaves and the heuristic bot: life, board, cards and resources.

The score of a side weighs its hero's remaining health (the only thing that decides the game), the
ATK and health of its party, cards in hand and resources in play; a logistic curve turns the
difference into a win probability.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.games.wowtcg.state import TcgState

LIFE = 1.0
ALLY_ATK = 0.9
ALLY_HEALTH = 0.5
CARD = 1.2
RESOURCE = 0.8
SCALE = 0.12


def side_score(s: TcgState, p: int) -> float:
    """How well player ``p`` stands, in rough health-point units."""
    v = s.view()
    score = LIFE * s.life(p)
    for o in s.in_play():
        if v.ctrl[o.id] != p:
            continue
        c = s.card(o)
        if o.id in v.health and c.type != "hero":
            score += ALLY_ATK * v.get_atk(o.id) + ALLY_HEALTH * max(0, v.health[o.id] - o.damage)
        elif o.row == "resource":
            score += RESOURCE
        elif c.type in ("weapon", "armor", "item") or c.ongoing:
            score += 1.5
    score += CARD * min(len(s.players[p].hand), 7)
    if not s.players[p].deck:
        score -= 10
    return score


def evaluate(s: TcgState, p: int) -> float:
    """Win probability estimate in [0, 1] for player ``p``."""
    if s.result is not None:
        winners = s.result["winners"]
        return 0.5 if not winners else (1.0 if p in winners else 0.0)
    diff = side_score(s, p) - side_score(s, 1 - p)
    return 1.0 / (1.0 + math.exp(-SCALE * diff))
