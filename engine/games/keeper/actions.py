"""Actions: a verb and its words; the notation is the words joined by spaces.

Verbs: ``pass``; ``sow <card>``; ``summon <card>``; ``propose`` (to end the game by agreement);
chaining actions ``cast <spell>``, ``use <card> <ability>`` and ``pop <minion> <counter>``; battles
``attack <minion>``, ``enlist <minion>``, ``victim <player p1.. or minion>``, ``first <minion>``
(formation order), ``defend <minion>``, ``done``, ``die <face>``; and ``choose <option>`` for every
other decision (mulligan, costs, targets, dice).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class KAction:
    verb: str
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        return " ".join((self.verb, *self.args))


PASS = KAction("pass")
