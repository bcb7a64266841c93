"""The hex board on screen: layout, camera, palette, overlays, tokens and the renderer.

Independent of any game state: it draws a WoW Miniatures ``Board`` plus an ``Overlay`` and a list of
``TokenView`` values, so the board scene and the board editor share it.
"""

from __future__ import annotations

from client.board.camera import Camera
from client.board.layout import Layout, cube_round
from client.board.overlays import EMPTY_OVERLAY, AoeTriangle, Highlight, LosLine, Overlay, PathLine
from client.board.palette import HIGHLIGHT_CUES, PALETTES, HighlightStyle, Palette, palette_for
from client.board.render import HEX_SIZE, BoardRenderer
from client.board.tokens import TokenPainter, TokenView

__all__ = [
    "EMPTY_OVERLAY",
    "HEX_SIZE",
    "HIGHLIGHT_CUES",
    "PALETTES",
    "AoeTriangle",
    "BoardRenderer",
    "Camera",
    "Highlight",
    "HighlightStyle",
    "Layout",
    "LosLine",
    "Overlay",
    "Palette",
    "PathLine",
    "TokenPainter",
    "TokenView",
    "cube_round",
    "palette_for",
]
