"""Playing the card table from the keyboard: a cursor over the places where a decision can go.

With nothing held the cursor steps over the cards that can act (hand first, then board, hero,
Hero Power); with a card held, over its targets, the board places it may enter, and the table
for a card that needs neither; with a placed minion waiting for its Battlecry, over its targets.
``[`` and ``]`` step the cursor, Space acts on it (pick up, drop, choose), Escape lets go.

>>> from client.table.gestures import Gesture, GestureIndex
>>> index = GestureIndex([Gesture("a", "play", source="c1", zone="board", position=0),
...                       Gesture("b", "attack", source="m1", target="h1")])
>>> [s.key for s in spots(index, ["c1", "m1"], None, [])]
['c1', 'm1']
>>> [(s.kind, s.key or s.position) for s in spots(index, ["c1", "m1"], "c1", [])]
[('slot', 0)]
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from client.table.gestures import Gesture, GestureIndex

SpotKind = Literal["card", "slot", "table"]


@dataclass(frozen=True)
class Spot:
    """Where the cursor is: a card (``key``), a place in a row (``zone``, ``position``), or the table."""

    kind: SpotKind
    key: str = ""
    zone: str = ""
    position: int = -1


def spots(
    index: GestureIndex, order: Sequence[str], held: str | None, staged: Sequence[Gesture]
) -> list[Spot]:
    """The cursor's stops in screen order (``order``: the card keys as placed on screen)."""
    rank = {key: i for i, key in enumerate(order)}
    if staged:
        targets = {g.target for g in staged if g.target is not None}
        return [Spot("card", key) for key in sorted(targets, key=lambda k: rank.get(k, len(rank)))]
    if held is None:
        return [Spot("card", key) for key in sorted(index.sources(), key=lambda k: rank.get(k, len(rank)))]
    out = [Spot("card", key) for key in sorted(index.targets(held), key=lambda k: rank.get(k, len(rank)))]
    for zone in sorted(index.zones(held)):
        out += [Spot("slot", zone=zone, position=p) for p in index.positions(held, zone)]
    if index.untargeted(held):
        out.append(Spot("table"))
    return out
