"""The mutable records of a position: players with their zones, and minions on battlefields.

Card instances are ids ``k0001``... (four digits, so no id is a substring of another); ``KeeperState.cards``
maps each id to its card design. Decks are ordered top first. Every record copies cheaply and has a
plain-dict form for positions.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

START_HP = 35
OPENING_HAND = 5


def card_uid(n: int) -> str:
    """The id of the n-th card instance (or pawn) of a game."""
    return f"k{n:04d}"


@dataclass(slots=True)
class Player:
    """One seat: HP, the five zones (the battlefield holds minion ids), and flags."""

    hp: int = START_HP
    deck: list[str] = field(default_factory=list)
    hand: list[str] = field(default_factory=list)
    grave: list[str] = field(default_factory=list)
    granary: list[str] = field(default_factory=list)
    spent: list[str] = field(default_factory=list)
    """Exhausted resources (a subset of ``granary``)."""
    field: list[str] = field(default_factory=list)
    decked: bool = False
    """Made to draw while the deck was empty (the first endgame criterion)."""
    mulliganed: bool = False

    def copy(self) -> Player:
        return Player(
            self.hp,
            list(self.deck),
            list(self.hand),
            list(self.grave),
            list(self.granary),
            list(self.spent),
            list(self.field),
            self.decked,
            self.mulliganed,
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "hp": self.hp,
            "deck": list(self.deck),
            "hand": list(self.hand),
            "grave": list(self.grave),
            "granary": list(self.granary),
            "spent": list(self.spent),
            "field": list(self.field),
            "decked": self.decked,
            "mulliganed": self.mulliganed,
        }

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> Player:
        return cls(
            int(d["hp"]),
            [str(x) for x in d["deck"]],
            [str(x) for x in d["hand"]],
            [str(x) for x in d["grave"]],
            [str(x) for x in d["granary"]],
            [str(x) for x in d["spent"]],
            [str(x) for x in d["field"]],
            bool(d["decked"]),
            bool(d["mulliganed"]),
        )

    def free_resources(self) -> int:
        return len(self.granary) - len(self.spent)


@dataclass(slots=True)
class Minion:
    """A minion on a battlefield: current SP, HP (remaining) and level, exhaustion and what holds it.

    ``fatigue`` is the turn number it was fatigued in (-1: not fatigued); ``hyp`` the controller it
    returns to when a hypnotize ends (-1: none); ``counters`` are [type, owner] pairs in placing order;
    ``locked``: a Berzerk counter stopped its abilities for the rest of the turn.
    """

    uid: str
    owner: int
    ctrl: int
    sp: int
    hp: int
    level: int
    exhausted: bool = True
    fatigue: int = -1
    petrified: bool = False
    counters: list[list[Any]] = field(default_factory=list)
    hyp: int = -1
    locked: bool = False
    pawn: bool = False

    def copy(self) -> Minion:
        return Minion(
            self.uid,
            self.owner,
            self.ctrl,
            self.sp,
            self.hp,
            self.level,
            self.exhausted,
            self.fatigue,
            self.petrified,
            [list(c) for c in self.counters],
            self.hyp,
            self.locked,
            self.pawn,
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "uid": self.uid,
            "owner": self.owner,
            "ctrl": self.ctrl,
            "sp": self.sp,
            "hp": self.hp,
            "level": self.level,
            "exhausted": self.exhausted,
            "fatigue": self.fatigue,
            "petrified": self.petrified,
            "counters": [list(c) for c in self.counters],
            "hyp": self.hyp,
            "locked": self.locked,
            "pawn": self.pawn,
        }

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> Minion:
        return cls(
            str(d["uid"]),
            int(d["owner"]),
            int(d["ctrl"]),
            int(d["sp"]),
            int(d["hp"]),
            int(d["level"]),
            bool(d["exhausted"]),
            int(d["fatigue"]),
            bool(d["petrified"]),
            [[str(c[0]), int(c[1])] for c in d["counters"]],
            int(d["hyp"]),
            bool(d["locked"]),
            bool(d["pawn"]),
        )

    def counter_count(self, kind: str, owner: int | None = None) -> int:
        return sum(1 for c in self.counters if c[0] == kind and (owner is None or c[1] == owner))

    def take_counter(self, kind: str, owner: int | None = None) -> bool:
        """Remove one counter of ``kind`` (owned by ``owner`` if given): popping's first half."""
        for i, c in enumerate(self.counters):
            if c[0] == kind and (owner is None or c[1] == owner):
                del self.counters[i]
                return True
        return False
