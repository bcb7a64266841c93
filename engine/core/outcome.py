"""How a game ended: a value, never an exception."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Outcome:
    """The result of a finished game.

    ``winners`` is empty for a draw; ``scores`` are per player (victory points, health, ...), and
    ``reason`` is a short phrase a player can read ("victory points reached honor").

    >>> Outcome("conceded", winners=(1,), scores=(0, 0)).returns(2)
    (0.0, 1.0)
    >>> Outcome("draw", winners=(), scores=(3, 3)).returns(2)
    (0.5, 0.5)
    """

    reason: str
    winners: tuple[int, ...]
    scores: tuple[float, ...] = ()

    def returns(self, num_players: int) -> tuple[float, ...]:
        """Per-player reward in [0, 1]: winners share 1, a draw shares it among everyone."""
        if not self.winners:
            return tuple(1.0 / num_players for _ in range(num_players))
        share = 1.0 / len(self.winners)
        return tuple(share if p in self.winners else 0.0 for p in range(num_players))
