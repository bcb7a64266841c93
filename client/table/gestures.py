"""Legal actions as gestures: what the player does with the mouse to take each one.

An adapter turns each legal action into a ``Gesture``: drag (or click) ``source`` onto ``target``
(an attack, a targeted spell), into ``zone`` at ``position`` (a minion onto the board), onto the
table (an untargeted spell), or press a button (end turn, an option). ``GestureIndex`` answers the
scene's questions: which cards can be picked up, where each may go, and which actions a drop means.

>>> play = Gesture("a", "play", source="c1", zone="board", position=0)
>>> index = GestureIndex([play, Gesture("b", "attack", source="m1", target="h1")])
>>> sorted(index.sources()), index.targets("m1"), index.positions("c1", "board")
(['c1', 'm1'], {'h1'}, [0])
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

from engine.core import Action

GestureKind = Literal["play", "attack", "power", "end", "choose", "mulligan", "concede", "other"]


@dataclass(frozen=True)
class Gesture:
    """One legal action and the gesture that takes it.

    ``label`` names it in a dialog or button ("Draw a card"); ``cards`` is the set of card keys a
    mulligan replaces; ``card_id`` is the card a choice shows (discover, choose one).
    """

    action: Action | str
    kind: GestureKind
    source: str | None = None
    target: str | None = None
    zone: str | None = None
    position: int | None = None
    label: str = ""
    cards: tuple[str, ...] = ()
    card_id: str | None = None


class GestureIndex:
    """The legal gestures of one decision, indexed by source card."""

    def __init__(self, gestures: Iterable[Gesture]) -> None:
        self.all = list(gestures)
        self._by_source: dict[str, list[Gesture]] = {}
        for g in self.all:
            if g.source is not None:
                self._by_source.setdefault(g.source, []).append(g)

    def sources(self) -> set[str]:
        """Cards (or heroes, powers) the player can pick up or click now."""
        return set(self._by_source)

    def from_source(self, key: str) -> list[Gesture]:
        return list(self._by_source.get(key, []))

    def targets(self, key: str) -> set[str]:
        """Everything ``key`` can be dropped on (attack or spell targets)."""
        return {g.target for g in self._by_source.get(key, []) if g.target is not None}

    def zones(self, key: str) -> set[str]:
        return {g.zone for g in self._by_source.get(key, []) if g.zone is not None}

    def positions(self, key: str, zone: str) -> list[int]:
        return sorted(
            {g.position for g in self._by_source.get(key, []) if g.zone == zone and g.position is not None}
        )

    def untargeted(self, key: str) -> list[Gesture]:
        """Gestures of ``key`` that need no target or place: dropped anywhere on the table."""
        return [g for g in self._by_source.get(key, []) if g.target is None and g.zone is None]

    def match(
        self, key: str, *, target: str | None = None, zone: str | None = None, position: int | None = None
    ) -> list[Gesture]:
        """The gestures of ``key`` that a drop on ``target`` or at ``zone``/``position`` could mean."""
        found = []
        for g in self._by_source.get(key, []):
            if target is not None and g.target != target:
                continue
            if zone is not None and (g.zone != zone or g.position != position):
                continue
            found.append(g)
        return found

    def of_kind(self, kind: GestureKind) -> list[Gesture]:
        return [g for g in self.all if g.kind == kind]

    def loose(self) -> list[Gesture]:
        """Gestures tied to no card (choose an option, discover): shown as a dialog."""
        return [g for g in self.all if g.source is None and g.kind in ("choose", "other")]

    def end_turn(self) -> Gesture | None:
        ends = self.of_kind("end")
        return ends[0] if ends else None

    def moves_left(self) -> bool:
        """Anything to do besides ending the turn or conceding."""
        return any(g.kind not in ("end", "concede") for g in self.all)
