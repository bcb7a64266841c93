"""Randomness owned by a game state.

The generator is SplitMix64 over a single integer, so cloning a state copies one int and the
sequence is identical on every machine and Python version. Tests force results by queueing
values that are consumed before any random draw (``force``), which is how dice are fixed and
decks are stacked without touching the game's code.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TypeVar

_SPAN = 1 << 64
_MASK = _SPAN - 1
_GAMMA = 0x9E3779B97F4A7C15
_MIX1 = 0xBF58476D1CE4E5B9
_MIX2 = 0x94D049BB133111EB
T = TypeVar("T")


class Rng:
    """A small deterministic generator with a queue of forced results.

    >>> r = Rng(7)
    >>> r.force([3, 10])
    >>> r.randint(1, 10), r.randint(1, 10)
    (3, 10)
    >>> Rng(7).randint(1, 10) == Rng(7).randint(1, 10)
    True
    """

    __slots__ = ("state", "forced")

    def __init__(self, seed: int, forced: Iterable[int] = ()) -> None:
        self.state = seed & _MASK
        self.forced: list[int] = list(forced)

    def randbelow(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias.

        One SplitMix64 step per draw, written out in the loop: search and random playouts draw at
        every action, where a method call per step would cost about as much as the step itself."""
        if n <= 0:
            raise ValueError(f"randbelow needs a positive bound, got {n}")
        limit = _SPAN - _SPAN % n
        state = self.state
        while True:
            state = (state + _GAMMA) & _MASK
            z = ((state ^ (state >> 30)) * _MIX1) & _MASK
            z = ((z ^ (z >> 27)) * _MIX2) & _MASK
            x = z ^ (z >> 31)
            if x < limit:
                self.state = state
                return x % n

    def randint(self, lo: int, hi: int) -> int:
        """A uniform integer in [lo, hi], or the next forced value (which must lie in that range)."""
        if self.forced:
            value = self.forced.pop(0)
            if not lo <= value <= hi:
                raise ValueError(f"forced value {value} is outside [{lo}, {hi}]")
            return value
        return lo + self.randbelow(hi - lo + 1)

    def choice(self, items: Sequence[T]) -> T:
        """One item, uniformly; a forced value is taken as an index (``randint``'s path, which
        only a forced value needs)."""
        if self.forced:
            return items[self.randint(0, len(items) - 1)]
        return items[self.randbelow(len(items))]

    def shuffle(self, items: list[T]) -> None:
        """Fisher-Yates in place. Forced values are not used: stack a deck by setting it directly."""
        for i in range(len(items) - 1, 0, -1):
            j = self.randbelow(i + 1)
            items[i], items[j] = items[j], items[i]

    def force(self, values: Iterable[int]) -> None:
        """Queue results that the next ``randint`` calls return, in order."""
        self.forced.extend(values)

    def fork(self, salt: int) -> Rng:
        """A new independent generator derived from this one's state and ``salt``."""
        return Rng((self.state * 6364136223846793005 + salt * 1442695040888963407 + 1) & _MASK)

    def copy(self) -> Rng:
        return Rng(self.state, self.forced)

    def to_dict(self) -> dict[str, object]:
        return {"state": self.state, "forced": list(self.forced)}

    @classmethod
    def from_dict(cls, d: dict[str, object]) -> Rng:
        state = d.get("state")
        forced = d.get("forced", [])
        if not isinstance(state, int) or not isinstance(forced, list):
            raise ValueError("rng needs an integer 'state' and a list 'forced'")
        return cls(state, [int(v) for v in forced])

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and (self.state, self.forced) == (other.state, other.forced)

    def __repr__(self) -> str:
        return f"Rng(state={self.state}, forced={self.forced})"
