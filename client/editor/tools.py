"""The board editor's tools and their keys, and what a click or drag with each does to the board.

Kept apart from the scene so the whole palette (names, keys, tooltips) is one table the scene lays
out and the tests read, and so a stroke can be driven without a window. A tool acts on a
``BoardDocument``; the LOS tool only reads it.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from engine.games.wowminis.board import Terrain
from engine.games.wowminis.board_edit import BoardDocument
from engine.hex import Hex


@dataclass(frozen=True)
class ToolButton:
    """One palette entry: ``group`` is the palette section, ``value`` what choosing it sets."""

    group: str
    value: str
    label: str
    key: int
    tooltip: str

    @property
    def key_name(self) -> str:
        """The shortcut as shown to the player ("2", "G")."""
        return pygame.key.name(self.key).upper()


TOOLS: tuple[ToolButton, ...] = (
    ToolButton("tool", "brush", "Brush", pygame.K_b, "Paint one space at a time; drag to paint many."),
    ToolButton(
        "tool", "line", "Line", pygame.K_l, "Drag from one space to another to paint a straight line."
    ),
    ToolButton(
        "tool", "fill", "Fill", pygame.K_g, "Repaint the connected area of the clicked space's terrain."
    ),
    ToolButton(
        "tool", "spaces", "Spaces", pygame.K_x, "Click a ghost space to add it, a board space to remove it."
    ),
    ToolButton(
        "tool", "spawn", "Spawn point", pygame.K_p, "Place a spawn point; click it again to take it off."
    ),
    ToolButton("tool", "vp", "VP location", pygame.K_v, "Mark or unmark a VP location."),
    ToolButton(
        "tool",
        "los",
        "Line of sight",
        pygame.K_o,
        "Click a space, then point at another: distance and sight.",
    ),
    ToolButton("terrain", "open", "Open", pygame.K_1, "Open ground: 1 MP to enter, never blocks sight."),
    ToolButton("terrain", "cover", "Cover", pygame.K_2, "Cover (forest): 2 MP to enter, blocks sight."),
    ToolButton(
        "terrain",
        "high_ground",
        "High ground",
        pygame.K_3,
        "High ground (hill): 2 MP to enter, blocks sight.",
    ),
    ToolButton(
        "terrain", "impassable", "Impassable", pygame.K_4, "Impassable rock: nobody enters or sees past."
    ),
    ToolButton("spawn", "side:0", "Side 1", pygame.K_5, "Spawn points placed belong to side 1 only."),
    ToolButton("spawn", "side:1", "Side 2", pygame.K_6, "Spawn points placed belong to side 2 only."),
    ToolButton("spawn", "neutral", "Neutral", pygame.K_7, "Neutral spawn points: any side may use them."),
    ToolButton(
        "spawn",
        "convertible",
        "Convertible",
        pygame.K_8,
        "Convertible spawn points: neutral until converted.",
    ),
    ToolButton(
        "symmetry", "mirror", "Mirror", pygame.K_m, "Repeat every edit across the board's middle line."
    ),
    ToolButton("symmetry", "rotate", "Rotate", pygame.K_r, "Repeat every edit half a turn about the middle."),
)
"""The palette in display order; every entry's key works whenever the board has the focus."""

GROUP_TITLES: dict[str, str] = {
    "tool": "Tools",
    "terrain": "Terrain",
    "spawn": "Spawn points for",
    "symmetry": "Symmetry",
}
PAINT_TOOLS = ("brush", "line", "fill")


def tooltip(entry: ToolButton) -> str:
    """The tooltip text: what the tool does, then its key."""
    return f"{entry.tooltip} Key: {entry.key_name}"


def tool_for_key(key: int) -> ToolButton | None:
    """The palette entry whose shortcut is ``key``."""
    return next((t for t in TOOLS if t.key == key), None)


class ToolState:
    """The editor's current choices: tool, terrain, spawn kind; applies strokes to a document."""

    def __init__(self) -> None:
        self.tool = "brush"
        self.terrain = Terrain.COVER
        self.spawn = "side:0"
        self.anchor: Hex | None = None

    def choose(self, entry: ToolButton, doc: BoardDocument) -> None:
        """Pick a palette entry. A terrain picks the brush unless a paint tool is on; a spawn kind
        picks the spawn tool; symmetry entries toggle the document's painting settings."""
        if entry.group == "tool":
            self.tool = entry.value
            self.anchor = None
        elif entry.group == "terrain":
            self.terrain = Terrain(entry.value)
            if self.tool not in PAINT_TOOLS:
                self.tool = "brush"
        elif entry.group == "spawn":
            self.spawn = entry.value
            self.tool = "spawn"
        elif entry.value == "mirror":
            doc.mirror = not doc.mirror
        else:
            doc.rotate = not doc.rotate

    def is_on(self, entry: ToolButton, doc: BoardDocument) -> bool:
        """Whether the entry shows as selected."""
        if entry.group == "tool":
            return self.tool == entry.value
        if entry.group == "terrain":
            return self.terrain.value == entry.value
        if entry.group == "spawn":
            return self.spawn == entry.value
        return doc.mirror if entry.value == "mirror" else doc.rotate

    def spawn_kind(self) -> tuple[str, int | None]:
        """The spawn kind and side the spawn tool places."""
        if self.spawn.startswith("side:"):
            return "exclusive", int(self.spawn.split(":")[1])
        return self.spawn, None

    def press(self, doc: BoardDocument, h: Hex) -> None:
        """The left button went down on ``h`` (on or off the board): start a stroke."""
        self.anchor = h
        if self.tool == "brush":
            doc.begin_stroke(f"Paint {self.terrain.value.replace('_', ' ')}")
            doc.paint([h], self.terrain)
        elif self.tool == "fill":
            doc.fill(h, self.terrain)
        elif self.tool == "spaces":
            if h in doc.spaces:
                doc.remove_spaces([h])
            else:
                doc.add_spaces([h])
        elif self.tool == "spawn":
            cell = doc.cell(h)
            if cell is not None:
                kind, side = self.spawn_kind()
                if cell.spawn == (kind, side):
                    doc.remove_spawn(h)
                else:
                    doc.set_spawn(h, kind, side)
        elif self.tool == "vp":
            cell = doc.cell(h)
            if cell is not None:
                doc.set_vp(h, not cell.vp)

    def drag(self, doc: BoardDocument, h: Hex) -> None:
        """The mouse moved to ``h`` with the left button held: the brush keeps painting."""
        if self.tool == "brush" and self.anchor is not None:
            doc.paint([h], self.terrain)

    def release(self, doc: BoardDocument, h: Hex | None) -> None:
        """The left button came up on ``h``: a line is painted, a brush stroke ends."""
        if self.tool == "line" and self.anchor is not None and h is not None:
            doc.paint_line(self.anchor, h, self.terrain)
        if self.tool != "los":
            self.anchor = None
        doc.end_stroke()
