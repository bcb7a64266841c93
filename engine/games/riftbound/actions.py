"""Actions: a verb and its words; the notation is the words joined by spaces.

Verbs: ``pass``; ``end`` (end the turn); ``play <card> [@<location>] [accel] [repeat] [-> <target>...]``;
``move <unit>[+<unit>...] @<location>``; ``hide <card> @<battlefield>``; ``use <source> [-> <target>]``;
``aside <card>`` and ``keep`` (mulligan); ``assign <unit>`` (combat damage order); ``choose <option>``
for every other prompt (trigger targets, "you may", battlefield order); ``concede`` at any decision;
``invite <seat>`` (2v2: the Turn Player lets a teammate play one spell or ability). A play, use, equip or hide
paid another way than the automatic one ends with ``pay=<domain>[+<domain>...]`` (legal.PAY).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class RAction:
    """One decision of the player to act."""

    verb: str
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        return " ".join((self.verb, *self.args))


PASS = RAction("pass")
END_TURN = RAction("end")
KEEP = RAction("keep")
CONCEDE = RAction("concede")
