"""Actions: a verb and its arguments; the notation is the words joined by spaces.

Verbs: ``pass``; ``play <card> [alt] [targets]``; ``resource <card>`` (face down) and ``quest <card>``
(a quest face up); ``use <card> <power> [targets]`` (``g`` for a granted power); ``complete <quest>
[targets]``; ``flip <hero> [targets]``; ``attack <attacker> <defender>``; ``strike <weapon>``;
``hearth <card>``; ``concede`` (at every decision, CR 101.1b); and ``choose <option>`` for every other
choice (mulligan, protect, armor, targets on resolution, trigger order, discards, uniqueness).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class TcgAction:
    verb: str
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        return " ".join((self.verb, *self.args))
