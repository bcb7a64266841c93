"""What to draw on top of the board this frame: highlights, paths, LOS lines, markers, AOE, hover.

An ``Overlay`` is a plain frozen value built by a scene from whatever it is showing (a move preview,
a target picker, the LOS inspector, the board editor's brush) and handed to
``BoardRenderer.draw``. It holds hexes and labels only, never game objects, so the renderer stays
independent of the game state and the board editor can use it too.
"""

from __future__ import annotations

from dataclasses import dataclass

from client.board.palette import HighlightStyle
from engine.hex import Hex


@dataclass(frozen=True)
class Highlight:
    """One highlighted space; ``label`` is a short text drawn in it (a move cost, a range)."""

    hex: Hex
    style: HighlightStyle
    label: str | None = None


@dataclass(frozen=True)
class PathLine:
    """A path through space centres with an arrowhead at the end (a move, a forced move, a push).

    ``hexes`` starts at the mover's space. ``dashed`` marks a proposal not yet chosen.
    """

    hexes: tuple[Hex, ...]
    dashed: bool = False


@dataclass(frozen=True)
class LosLine:
    """A line of sight from ``source`` to ``target``.

    ``blocked`` draws it as blocked (broken line in the blocked colour); ``blockers`` are spaces
    marked as blocking it, such as the 405.4 midpoint.
    """

    source: Hex
    target: Hex
    blocked: bool = False
    blockers: tuple[Hex, ...] = ()


@dataclass(frozen=True)
class AoeTriangle:
    """An AOE affected area (407.2a): the targeted space and two spaces adjacent to it and each other."""

    hexes: tuple[Hex, Hex, Hex]


@dataclass(frozen=True)
class Overlay:
    """Everything drawn over the static board in one frame, bottom to top in field order.

    ``blocked_markers`` are spaces that get a no-entry marker (a blocked step, an occupied space);
    ``hover`` gets a bright outline and, if set, ``hover_label`` (the distance from the selected
    character, say).
    """

    highlights: tuple[Highlight, ...] = ()
    aoe: tuple[AoeTriangle, ...] = ()
    paths: tuple[PathLine, ...] = ()
    los: tuple[LosLine, ...] = ()
    blocked_markers: tuple[Hex, ...] = ()
    hover: Hex | None = None
    hover_label: str | None = None


EMPTY_OVERLAY = Overlay()
