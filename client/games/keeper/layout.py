"""The Keeper table for 2 to 8 players: the viewer's area large across the bottom half, every other
player in a compact panel in the top half (one row of up to three panels, two rows beyond that).

The generic table mirrors a two-player layout; Keeper lays out one box per player itself
(``TableLayout.sides == (0,)``) and names each player's zones by their place around the table
relative to the viewer: ``field0`` is the viewer's battlefield, ``field1`` the next player clockwise.

Zones of each player: ``seat<r>`` (a portrait with the name and HP; click it to attack the player),
``field<r>`` (battlefield), ``granary<r>`` (ready and exhausted resources), ``hand<r>`` (the viewer's
fan; for the others a line with the hand, deck and grave counts); the viewer's ``grave0`` (top card and
count) and ``deck0`` (deck count and HP). Shared: ``chain`` (the current chain,
newest on the right), ``battle`` (the phase, or who attacks whom), ``teams`` (the teams' sizes and
dice left over for the victim) and ``dice`` (the dice still to allocate; a die is used from a dialog).
"""

from __future__ import annotations

from functools import lru_cache

from client.table.layout import TableLayout, ZoneSpec

Box = tuple[float, float, float, float]
CARD_HEIGHT = 0.2
"""A full-size card's height as a fraction of the table's."""
TABLE_ASPECT = 1.1
"""The table area's width over its height in the usual window (the side panel takes the rest)."""


def panel_boxes(others: int) -> list[Box]:
    """The compact panels of ``others`` players in the top half, in clockwise order left to right."""
    rows = [others] if others <= 3 else [(others + 1) // 2, others // 2]
    height = 0.5 / len(rows)
    boxes: list[Box] = []
    for row, count in enumerate(rows):
        width = 1.0 / count
        boxes += [(i * width, row * height, width, height) for i in range(count)]
    return boxes


def _inside(panel: Box, box: Box) -> Box:
    """``box`` given as fractions of ``panel``, as fractions of the table."""
    px, py, pw, ph = panel
    x, y, w, h = box
    return (px + x * pw, py + y * ph, w * pw, h * ph)


def _compact(r: int, panel: Box, scale: float) -> list[ZoneSpec]:
    """One other player's zones: portrait and battlefield above, then a line of counts and the granary."""
    return [
        ZoneSpec(f"seat{r}", "portrait", _inside(panel, (0.0, 0.02, 0.24, 0.72)), scale),
        ZoneSpec(f"field{r}", "row", _inside(panel, (0.25, 0.02, 0.74, 0.72)), scale),
        ZoneSpec(f"hand{r}", "resource", _inside(panel, (0.02, 0.76, 0.96, 0.11))),
        ZoneSpec(f"granary{r}", "resource", _inside(panel, (0.02, 0.87, 0.96, 0.11))),
    ]


def compact_scale(panel: Box) -> float:
    """The card scale that fits a panel: the portrait's width and the row's height bound the card
    (the table is about 1.1 times as wide as high; cards are 5:7, the base height 0.2 of the table)."""
    _x, _y, w, h = panel
    by_width = 0.24 * w * TABLE_ASPECT * 1.4 / CARD_HEIGHT
    by_height = 0.62 * h / CARD_HEIGHT
    return round(min(1.0, by_width, by_height), 2)


@lru_cache(maxsize=8)
def keeper_layout(players: int) -> TableLayout:
    """The layout for a game of ``players`` (2 to 8) seen from one seat."""
    others = max(1, min(7, players - 1))
    boxes = panel_boxes(others)
    scale = min(compact_scale(box) for box in boxes)
    zones = [
        ZoneSpec("hand0", "hand", (0.0, 0.8, 0.72, 0.2), 0.95),
        ZoneSpec("seat0", "portrait", (0.0, 0.52, 0.12, 0.23), 0.85),
        ZoneSpec("field0", "row", (0.13, 0.52, 0.59, 0.23), 0.9, label="Battlefield"),
        ZoneSpec("granary0", "resource", (0.0, 0.755, 0.52, 0.04)),
        ZoneSpec("deck0", "resource", (0.53, 0.755, 0.19, 0.04)),
        ZoneSpec("chain", "row", (0.73, 0.52, 0.27, 0.14), 0.55, label="Chain"),
        ZoneSpec("battle", "resource", (0.73, 0.665, 0.27, 0.035)),
        ZoneSpec("teams", "resource", (0.73, 0.7, 0.27, 0.035)),
        ZoneSpec("dice", "resource", (0.73, 0.735, 0.27, 0.035)),
        ZoneSpec("grave0", "pile", (0.76, 0.78, 0.2, 0.22), 0.55, label="Grave"),
    ]
    for r, panel in enumerate(boxes, start=1):
        zones += _compact(r, panel, scale)
    return TableLayout(tuple(zones), card_height=CARD_HEIGHT, sides=(0,))
