"""Board colours: terrain, sides, highlights, in a standard and three colour-blind-safe variants.

The variant is chosen by the ``palette`` setting name (``client.settings.PALETTES``). Colour is never
the only cue: every terrain has its own pattern (``render``) and every highlight style its own shape,
listed in ``HIGHLIGHT_CUES`` so the legend and the tests can say what distinguishes them.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum

from engine.games.wowminis.board import Terrain

RGB = tuple[int, int, int]


class HighlightStyle(Enum):
    """What a highlighted space means; each style is drawn with its own non-colour cue."""

    REACHABLE = "reachable"
    TELEPORT = "teleport"
    TARGET = "target"
    BLOCKED = "blocked"
    PATH = "path"
    SELECTED = "selected"
    AOE = "aoe"


HIGHLIGHT_CUES: dict[HighlightStyle, str] = {
    HighlightStyle.REACHABLE: "soft fill with a solid inner outline",
    HighlightStyle.TELEPORT: "dotted outline with a diamond at the centre",
    HighlightStyle.TARGET: "thick corner brackets with a crosshair ring",
    HighlightStyle.BLOCKED: "diagonal hatching with a no-entry X",
    HighlightStyle.PATH: "a dot at the centre",
    HighlightStyle.SELECTED: "a thick double outline",
    HighlightStyle.AOE: "horizontal stripes inside a heavy outline",
}
"""How each highlight style reads without colour (legend text; ``render`` draws exactly this)."""


@dataclass(frozen=True)
class Palette:
    """Every colour the board draws with.

    ``terrain`` gives the fill and the pattern (ink) colour of each terrain; ``sides`` the colour of
    side 0, 1, ... (spawn rings, token rings), repeating if a scenario has more sides.
    """

    name: str
    backdrop: RGB
    backdrop_edge: RGB
    grid: RGB
    rim: RGB
    terrain: dict[Terrain, RGB]
    terrain_ink: dict[Terrain, RGB]
    sides: tuple[RGB, ...]
    neutral: RGB
    vp: RGB
    vp_ink: RGB
    highlight: dict[HighlightStyle, RGB]
    los_clear: RGB
    los_blocked: RGB
    hover: RGB
    label_bg: RGB
    label_text: RGB
    coord_text: RGB
    health_full: RGB
    health_low: RGB
    health_back: RGB
    token_face: RGB
    token_text: RGB
    clock_bg: RGB
    clock_text: RGB

    def side_colour(self, side: int | None) -> RGB:
        """The colour of ``side``; ``None`` (no owner) is the neutral colour."""
        if side is None:
            return self.neutral
        return self.sides[side % len(self.sides)]


_STANDARD = Palette(
    name="off",
    backdrop=(38, 28, 20),
    backdrop_edge=(22, 15, 10),
    grid=(120, 96, 66),
    rim=(74, 52, 30),
    terrain={
        Terrain.OPEN: (233, 219, 182),
        Terrain.COVER: (150, 176, 112),
        Terrain.HIGH_GROUND: (206, 170, 112),
        Terrain.IMPASSABLE: (78, 70, 66),
    },
    terrain_ink={
        Terrain.OPEN: (196, 178, 138),
        Terrain.COVER: (52, 92, 48),
        Terrain.HIGH_GROUND: (128, 88, 44),
        Terrain.IMPASSABLE: (150, 140, 132),
    },
    sides=((58, 112, 196), (196, 52, 46), (128, 72, 170), (40, 150, 140)),
    neutral=(150, 150, 150),
    vp=(240, 196, 64),
    vp_ink=(96, 62, 10),
    highlight={
        HighlightStyle.REACHABLE: (93, 187, 99),
        HighlightStyle.TELEPORT: (70, 170, 220),
        HighlightStyle.TARGET: (214, 69, 65),
        HighlightStyle.BLOCKED: (90, 40, 40),
        HighlightStyle.PATH: (242, 209, 107),
        HighlightStyle.SELECTED: (242, 209, 107),
        HighlightStyle.AOE: (232, 140, 40),
    },
    los_clear=(250, 240, 200),
    los_blocked=(214, 69, 65),
    hover=(255, 250, 230),
    label_bg=(34, 24, 16),
    label_text=(248, 238, 214),
    coord_text=(120, 100, 72),
    health_full=(84, 186, 84),
    health_low=(214, 69, 65),
    health_back=(30, 22, 16),
    token_face=(246, 238, 220),
    token_text=(40, 28, 18),
    clock_bg=(30, 26, 40),
    clock_text=(255, 240, 200),
)

# Okabe-Ito based variants: the roles that must be told apart (sides, reachable vs target vs AOE, LOS
# clear vs blocked) take hues that stay distinct for the named deficiency.
_DEUTERANOPIA = replace(
    _STANDARD,
    name="deuteranopia",
    sides=((0, 114, 178), (230, 159, 0), (204, 121, 167), (86, 180, 233)),
    highlight={
        **_STANDARD.highlight,
        HighlightStyle.REACHABLE: (86, 180, 233),
        HighlightStyle.TELEPORT: (0, 114, 178),
        HighlightStyle.TARGET: (213, 94, 0),
        HighlightStyle.AOE: (230, 159, 0),
        HighlightStyle.SELECTED: (240, 228, 66),
        HighlightStyle.PATH: (240, 228, 66),
    },
    los_blocked=(213, 94, 0),
    health_full=(86, 180, 233),
    health_low=(213, 94, 0),
)
_PROTANOPIA = replace(
    _DEUTERANOPIA,
    name="protanopia",
    highlight={**_DEUTERANOPIA.highlight, HighlightStyle.TARGET: (204, 121, 167)},
    los_blocked=(204, 121, 167),
    health_low=(230, 159, 0),
)
_TRITANOPIA = replace(
    _STANDARD,
    name="tritanopia",
    sides=((86, 180, 233), (213, 94, 0), (204, 121, 167), (0, 158, 115)),
    highlight={
        **_STANDARD.highlight,
        HighlightStyle.REACHABLE: (0, 158, 115),
        HighlightStyle.TELEPORT: (86, 180, 233),
        HighlightStyle.TARGET: (213, 94, 0),
        HighlightStyle.AOE: (204, 121, 167),
        HighlightStyle.SELECTED: (255, 255, 255),
        HighlightStyle.PATH: (255, 255, 255),
    },
    los_blocked=(213, 94, 0),
    health_full=(0, 158, 115),
    health_low=(213, 94, 0),
)

PALETTES: dict[str, Palette] = {p.name: p for p in (_STANDARD, _DEUTERANOPIA, _PROTANOPIA, _TRITANOPIA)}
"""Board palettes by the ``palette`` setting's names."""


def palette_for(setting: str) -> Palette:
    """The board palette for a ``palette`` setting value.

    :raises ValueError: for an unknown name.

    >>> palette_for("off").name, palette_for("deuteranopia").sides[1]
    ('off', (230, 159, 0))
    """
    try:
        return PALETTES[setting]
    except KeyError:
        raise ValueError(f"unknown board palette {setting!r} (known: {', '.join(PALETTES)})") from None


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """The colour ``t`` of the way from ``a`` to ``b``."""
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


def darker(c: RGB, factor: float) -> RGB:
    """``c`` scaled towards black (``factor`` 1 keeps it, 0 is black)."""
    return (round(c[0] * factor), round(c[1] * factor), round(c[2] * factor))


def lighter(c: RGB, t: float) -> RGB:
    """``c`` moved ``t`` of the way towards white."""
    return mix(c, (255, 255, 255), t)
