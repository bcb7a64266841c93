"""Small pictures of WoW Miniatures boards for pickers, drawn by the board renderer and cached.

A thumbnail is the whole board fitted into a small surface with the same terrain patterns, spawn
flags and VP stars as the table, so a player recognises the board they pick. Rendering one costs
a few milliseconds, so each (board, palette, size) is drawn once per process.
"""

from __future__ import annotations

from collections import OrderedDict

import pygame

from client.board import BoardRenderer, Camera
from engine.games.wowminis.board import Board

CACHE_LIMIT = 64
"""Thumbnails kept; a picker shows a handful, so this only guards against endless resizing."""
SUPERSAMPLE = 2
FILL = 0.94
"""Share of the thumbnail's width or height the board fills (the rest is a thin margin)."""

_cache: OrderedDict[tuple[str, int, str, tuple[int, int]], pygame.Surface] = OrderedDict()


def board_thumbnail(board: Board, size: tuple[int, int], palette: str = "off") -> pygame.Surface:
    """The whole ``board`` fitted into a ``size`` surface, on the renderer's backdrop.

    The same board at the same size is drawn once and then served from the cache; callers must
    not draw on the returned surface.

    >>> from engine.games.wowminis.board import shipped_boards
    >>> board_thumbnail(shipped_boards()[0], (96, 64)).get_size()
    (96, 64)
    """
    key = (board.id, hash(board), palette, size)
    cached = _cache.get(key)
    if cached is not None:
        _cache.move_to_end(key)
        return cached
    # Drawn at twice the size and smoothed down: at thumbnail sizes the grid lines would alias.
    big = pygame.Surface((size[0] * SUPERSAMPLE, size[1] * SUPERSAMPLE), pygame.SRCALPHA)
    renderer = BoardRenderer(board, palette)
    bounds = renderer.world_bounds()
    left, top, right, bottom = bounds
    camera = Camera(big.get_rect(), bounds=bounds)
    zoom = FILL * min(big.get_width() / (right - left), big.get_height() / (bottom - top))
    camera.look_at(((left + right) / 2, (top + bottom) / 2), zoom)
    renderer.draw(big, camera)
    surface = pygame.transform.smoothscale(big, size)
    _cache[key] = surface
    while len(_cache) > CACHE_LIMIT:
        _cache.popitem(last=False)
    return surface
