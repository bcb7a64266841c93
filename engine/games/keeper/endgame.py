"""The end of the game and its winner (Endgame): four criteria, each only among those who passed the last.

1. not made to draw from an empty deck (if nobody passes, everyone does: K-50); 2. most HP; 3. the
highest total current level of on-field minions (pawns count, petrified minions count 0: K-49); 4. the
most cards in deck. Whoever is left after all four shares a tie.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.games.keeper.state import KeeperState


def field_levels(s: KeeperState, p: int) -> int:
    return sum(0 if s.minions[u].petrified else s.minions[u].level for u in s.players[p].field)


def winners(s: KeeperState) -> list[int]:
    """The players the criteria designate (one winner, or a tie)."""
    criteria: list[Callable[[int], int]] = [
        lambda p: 0 if s.players[p].decked else 1,
        lambda p: s.players[p].hp,
        lambda p: field_levels(s, p),
        lambda p: len(s.players[p].deck),
    ]
    left = list(range(s.n))
    for criterion in criteria:
        best = max(criterion(p) for p in left)
        left = [p for p in left if criterion(p) == best]
        if len(left) == 1:
            break
    return left


def finish(s: KeeperState, reason: str) -> None:
    """End the game now: nothing queued resolves any more (K-52)."""
    won = winners(s)
    s.work = []
    s.pending = None
    s.result = {"reason": reason, "winners": won}
    who = " and ".join(f"player {p + 1}" for p in won)
    s.log(
        "game_over",
        f"The game ends ({reason}): {who} {'wins' if len(won) == 1 else 'tie'}.",
        winners=won,
        reason=reason,
    )
