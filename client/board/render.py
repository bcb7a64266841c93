"""The board renderer: a WoW Miniatures ``Board`` drawn through a camera, with overlays and tokens.

The static board (terrain with its patterns, grid, spawn points, VP locations, coordinates) depends
only on the board, the palette and the zoom, so it is drawn once per zoom level into 512-pixel tiles
and each frame blits the visible tiles. Overlays and tokens are drawn over it every frame from
per-zoom stamps, so a frame costs a handful of blits however busy the board is. The renderer reads
a ``Board`` and an ``Overlay`` only, never a game state: the board editor uses it as it is.

Every terrain is told apart by its pattern as well as its colour: cover has trees, high ground has
contour rings and a chevron, impassable is dark with cross-hatching, open is plain parchment.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

import pygame
from pygame import gfxdraw

from client.board import text
from client.board.camera import Bounds, Camera
from client.board.layout import Layout, Point
from client.board.overlays import EMPTY_OVERLAY, LosLine, Overlay, PathLine
from client.board.palette import RGB, HighlightStyle, Palette, darker, lighter, mix, palette_for
from client.board.tokens import TokenPainter, TokenView
from engine.games.wowminis.board import Board, SpawnPoint, Terrain
from engine.hex import Hex

HEX_SIZE = 40.0
"""World size of a hex (centre to corner): its size on screen at zoom 1."""
TILE = 512
"""Edge of a cached tile of the static board, in screen pixels."""
TOKEN_RADIUS = 0.46
"""A character token's radius as a fraction of the hex size."""
COORDS_MIN_SIZE = 30
"""Coordinates are drawn only when a hex is at least this big on screen (pixels, centre to corner)."""
LABEL_MIN_SIZE = 18
"""Highlight labels (move costs) are drawn only when a hex is at least this big on screen."""
RIM = 0.16
"""Width of the board's raised rim, as a fraction of the hex size."""
_LEVELS_KEPT = 3
_TILES_KEPT = 96
_VARIANTS = 3


def _variant(h: Hex) -> int:
    """A fixed per-space pattern variant, so neighbouring forests do not look stamped."""
    return ((h.q * 73856093) ^ (h.r * 19349663)) % _VARIANTS


@dataclass
class _Level:
    """Everything cached for one zoom level: stamps, tiles, and hex centres in zoomed pixels."""

    zoom: float
    layout: Layout
    centres: list[tuple[Hex, float, float]]
    stamps: dict[object, tuple[pygame.Surface, tuple[int, int]]] = field(default_factory=dict)
    tiles: OrderedDict[tuple[int, int], pygame.Surface] = field(default_factory=OrderedDict)


class BoardRenderer:
    """Draws one board, in one palette, at whatever camera it is given.

    ``static_renders`` counts static tiles drawn so far: it stays put while only overlays, tokens or
    the pan change, and grows when the zoom (or the board, palette or coordinate setting) changes.

    >>> from engine.games.wowminis.board import board_from_dict
    >>> board = board_from_dict({"kind": "wowminis-board", "format": 1, "id": "t", "name": "T",
    ...     "orientation": "flat", "spaces": {"rectangle": [4, 3]},
    ...     "spawns": [{"hex": "0,0", "kind": "neutral"}], "scenario": {"sides": 2}})
    >>> renderer = BoardRenderer(board)
    >>> camera = Camera(pygame.Rect(0, 0, 320, 240)); camera.fit(renderer.world_bounds())
    >>> renderer.hex_at(camera, camera.world_to_screen(renderer.world_layout.hex_to_pixel(Hex(2, 1))))
    Hex(q=2, r=1)
    """

    def __init__(self, board: Board, palette: Palette | str = "off", *, show_coords: bool = False) -> None:
        self._palette = palette_for(palette) if isinstance(palette, str) else palette
        self._show_coords = show_coords
        self._tokens = TokenPainter(self._palette)
        self._levels: OrderedDict[float, _Level] = OrderedDict()
        self.static_renders = 0
        self._take_board(board)

    @property
    def board(self) -> Board:
        """The board being drawn."""
        return self._board

    @property
    def palette(self) -> Palette:
        """The palette in use."""
        return self._palette

    @property
    def show_coords(self) -> bool:
        """Whether space coordinates are drawn (when the zoom leaves room for them)."""
        return self._show_coords

    def set_board(self, board: Board) -> None:
        """Draw another board, or an edited version of this one."""
        self._take_board(board)
        self.invalidate()

    def update_board(self, board: Board, changed: Iterable[Hex]) -> None:
        """Draw an edited version of the board, redrawing only the cached tiles around ``changed``.

        For edits that keep the same spaces (terrain, spawn points, VP locations): a brush stroke
        then costs a tile or two, not the whole board. When the spaces differ (the outline, the rim
        and the bounds move) it falls back to ``set_board``.
        """
        if board.spaces != self._board.spaces:
            self.set_board(board)
            return
        self._take_board(board)
        hexes = list(changed)
        for level in self._levels.values():
            reach = level.layout.size * (1.0 + RIM) + 4
            doomed: set[tuple[int, int]] = set()
            for h in hexes:
                cx, cy = level.layout.hex_to_pixel(h)
                for tx in range(math.floor((cx - reach) / TILE), math.floor((cx + reach) / TILE) + 1):
                    for ty in range(math.floor((cy - reach) / TILE), math.floor((cy + reach) / TILE) + 1):
                        doomed.add((tx, ty))
            for key in doomed:
                level.tiles.pop(key, None)

    def _take_board(self, board: Board) -> None:
        self._board = board
        self._spawns: dict[Hex, SpawnPoint] = {s.hex: s for s in board.spawns}
        self.world_layout = Layout("flat" if board.orientation == "flat" else "pointy", HEX_SIZE)
        left, top, right, bottom = self.world_layout.bounds(board.spaces)
        m = HEX_SIZE * RIM
        self._bounds: Bounds = (left - m, top - m, right + m, bottom + m)

    def set_palette(self, palette: Palette | str) -> None:
        """Switch palette (a settings change)."""
        self._palette = palette_for(palette) if isinstance(palette, str) else palette
        self._tokens.set_palette(self._palette)
        self.invalidate()

    def invalidate(self) -> None:
        """Forget every cached tile and stamp."""
        self._levels.clear()

    def world_bounds(self) -> Bounds:
        """The board's world bounds, rim included: what ``Camera.fit`` and ``Camera.set_bounds`` take."""
        return self._bounds

    def screen_layout(self, camera: Camera) -> Layout:
        """The layout that places hexes on screen at this camera."""
        ox, oy = camera.origin()
        return self.world_layout.moved(HEX_SIZE * camera.zoom, (float(ox), float(oy)))

    def hex_at(self, camera: Camera, pos: tuple[float, float]) -> Hex | None:
        """The board space under a screen position, or None off the board or outside the viewport."""
        if not camera.viewport.collidepoint(pos):
            return None
        h = self.screen_layout(camera).pixel_to_hex(pos[0], pos[1])
        return h if h in self._board.spaces else None

    def draw(
        self,
        target: pygame.Surface,
        camera: Camera,
        overlay: Overlay = EMPTY_OVERLAY,
        tokens: Sequence[TokenView] = (),
    ) -> None:
        """Draw the board, ``overlay`` and ``tokens`` into ``camera.viewport`` of ``target``."""
        level = self._level(camera.zoom)
        ox, oy = camera.origin()
        view = camera.viewport
        old_clip = target.get_clip()
        target.set_clip(view.clip(old_clip) if old_clip else view)
        target.fill(self._palette.backdrop, view)
        self._blit_tiles(target, level, ox, oy, view)
        lay = level.layout.moved(level.layout.size, (float(ox), float(oy)))
        painter = _OverlayPainter(self, target, level, lay, view.inflate(lay.size * 4, lay.size * 4))
        painter.draw(overlay, tokens)
        target.set_clip(old_clip)

    # -- static layer ---------------------------------------------------------------------------

    def _level(self, camera_zoom: float) -> _Level:
        # Zooming in and back out rarely lands on the same float: round so the cached level is found.
        zoom = round(camera_zoom, 4)
        level = self._levels.get(zoom)
        if level is None:
            lay = self.world_layout.moved(HEX_SIZE * zoom, (0.0, 0.0))
            centres = [(h, *lay.hex_to_pixel(h)) for h in sorted(self._board.spaces)]
            level = _Level(zoom, lay, centres)
            self._levels[zoom] = level
            while len(self._levels) > _LEVELS_KEPT:
                self._levels.popitem(last=False)
        else:
            self._levels.move_to_end(zoom)
        return level

    def _blit_tiles(self, target: pygame.Surface, level: _Level, ox: int, oy: int, view: pygame.Rect) -> None:
        left, top, right, bottom = (v * level.zoom for v in self.world_bounds())
        # Tiles covering both the board and the viewport, in zoomed-world pixels.
        x0 = max(left, view.left - ox)
        x1 = min(right, view.right - ox)
        y0 = max(top, view.top - oy)
        y1 = min(bottom, view.bottom - oy)
        if x0 >= x1 or y0 >= y1:
            return
        for ty in range(math.floor(y0 / TILE), math.floor((y1 - 1) / TILE) + 1):
            for tx in range(math.floor(x0 / TILE), math.floor((x1 - 1) / TILE) + 1):
                tile = level.tiles.get((tx, ty))
                if tile is None:
                    tile = self._render_tile(level, tx, ty)
                    level.tiles[(tx, ty)] = tile
                    self._trim_tiles()
                target.blit(tile, (ox + tx * TILE, oy + ty * TILE))

    def _trim_tiles(self) -> None:
        total = sum(len(lv.tiles) for lv in self._levels.values())
        for lv in list(self._levels.values()):
            while total > _TILES_KEPT and lv.tiles:
                lv.tiles.popitem(last=False)
                total -= 1

    def _render_tile(self, level: _Level, tx: int, ty: int) -> pygame.Surface:
        """One tile of the static board: rim, terrain stamps, grid, scenario markers, coordinates."""
        self.static_renders += 1
        p = self._palette
        s = level.layout.size
        tile = pygame.Surface((TILE, TILE))
        tile.fill(p.backdrop)
        x0, y0 = tx * TILE, ty * TILE
        reach = s * (1.0 + RIM) + 4
        here = [
            (h, cx - x0, cy - y0)
            for h, cx, cy in level.centres
            if x0 - reach <= cx <= x0 + TILE + reach and y0 - reach <= cy <= y0 + TILE + reach
        ]
        if not here:
            return tile
        lay = level.layout.moved(s, (-float(x0), -float(y0)))
        rim_w = max(2.0, s * RIM)
        shadow = max(2, round(s * 0.08))
        for _h, cx, cy in here:
            pygame.draw.polygon(
                tile, p.backdrop_edge, lay.scaled_corners((cx + shadow, cy + shadow), 1 + RIM)
            )
        for _h, cx, cy in here:
            pygame.draw.polygon(tile, p.rim, lay.scaled_corners((cx, cy), 1 + rim_w / s))
        for h, cx, cy in here:
            stamp, (ax, ay) = self._terrain_stamp(level, self._board.terrain[h], _variant(h))
            tile.blit(stamp, (round(cx) - ax, round(cy) - ay))
        for _h, cx, cy in here:
            pygame.draw.aalines(tile, p.grid, True, lay.scaled_corners((cx, cy), 1.0))
        for h, cx, cy in here:
            if h in self._board.vp_locations:
                self._vp_marker(tile, level, lay, (cx, cy))
            spawn = self._spawns.get(h)
            if spawn is not None:
                self._spawn_marker(tile, level, lay, (cx, cy), spawn)
        if self._show_coords and s >= COORDS_MIN_SIZE:
            px = max(text.MIN_TEXT_PX, round(s * 0.26))
            for h, cx, cy in here:
                label = text.text(
                    str(h),
                    px,
                    p.coord_text
                    if self._board.terrain[h] is not Terrain.IMPASSABLE
                    else p.terrain_ink[Terrain.IMPASSABLE],
                )
                tile.blit(label, label.get_rect(center=(round(cx), round(cy + s * 0.7))))
        return tile

    def _terrain_stamp(
        self, level: _Level, terrain: Terrain, variant: int
    ) -> tuple[pygame.Surface, tuple[int, int]]:
        key = ("terrain", terrain, variant)
        entry = level.stamps.get(key)
        if entry is None:
            lay = level.layout
            entry = _masked_stamp(
                lay, lambda surf, c, s: self._paint_terrain(surf, c, lay, terrain, variant), grow=0.75
            )
            level.stamps[key] = entry
        return entry

    def _paint_terrain(
        self, surf: pygame.Surface, c: Point, lay: Layout, terrain: Terrain, variant: int
    ) -> None:
        """Fill and pattern of one terrain, drawn around ``c`` (the stamp is masked to the hex after)."""
        p = self._palette
        s = lay.size
        base = p.terrain[terrain]
        ink = p.terrain_ink[terrain]
        shade = (-5, 0, 5)[variant]
        fill: RGB = (_clamp(base[0] + shade), _clamp(base[1] + shade), _clamp(base[2] + shade))
        surf.fill((*fill, 255))
        cx, cy = c
        lw = max(1, round(s / 22))
        if terrain is Terrain.OPEN:
            # Opaque colours only: the stamp is blitted over the board rim, which must not show through.
            speck = mix(fill, ink, 0.7)
            for dx, dy in _SPECKLES[variant]:
                gfxdraw.filled_circle(
                    surf, round(cx + dx * s), round(cy + dy * s), max(1, round(s / 30)), speck
                )
        elif terrain is Terrain.COVER:
            for dx, dy, scale in _TREES[variant]:
                _tree(surf, (cx + dx * s, cy + dy * s), s * 0.4 * scale, ink, fill)
        elif terrain is Terrain.HIGH_GROUND:
            peak = (cx + _PEAKS[variant][0] * s, cy + _PEAKS[variant][1] * s)
            for k, (rw, rh) in enumerate(((1.45, 1.1), (1.0, 0.76), (0.58, 0.44))):
                rect = pygame.Rect(0, 0, round(rw * s), round(rh * s))
                rect.center = (round(peak[0]), round(peak[1] + (2 - k) * s * 0.06))
                pygame.draw.ellipse(surf, mix(fill, ink, 0.55 + 0.15 * k), rect, lw)
            half = s * 0.16
            chevron = [
                (peak[0] - half, peak[1] + half * 0.45),
                (peak[0], peak[1] - half * 0.55),
                (peak[0] + half, peak[1] + half * 0.45),
            ]
            pygame.draw.lines(surf, ink, False, chevron, max(2, round(s / 13)))
        elif terrain is Terrain.IMPASSABLE:
            step = max(5.0, s * 0.3)
            span = int(2.2 * s / step) + 1
            for k in range(-span, span + 1):
                off = k * step + variant * step / 3
                pygame.draw.line(
                    surf, ink, (cx + off - 2 * s, cy - 2 * s), (cx + off + 2 * s, cy + 2 * s), lw
                )
                pygame.draw.line(
                    surf, ink, (cx + off - 2 * s, cy + 2 * s), (cx + off + 2 * s, cy - 2 * s), lw
                )
        # A bevel: light on the upper-left edges, dark on the lower-right, like a raised tile.
        corners = lay.scaled_corners(c, (s - max(2.0, s * 0.07)) / s)
        bevel_w = max(1, round(s / 18))
        for i in range(6):
            a, b = corners[i], corners[(i + 1) % 6]
            mid_y = (a[1] + b[1]) / 2 - cy
            mid_x = (a[0] + b[0]) / 2 - cx
            if mid_y + mid_x * 0.3 < 0:
                pygame.draw.line(surf, (*lighter(fill, 0.28), 255), a, b, bevel_w)
            else:
                pygame.draw.line(surf, (*darker(fill, 0.82), 255), a, b, bevel_w)

    def _tint(self, tile: pygame.Surface, level: _Level, c: Point, colour: RGB, alpha: int) -> None:
        """Wash a space with a translucent colour (scenario elements read at a glance)."""
        key = ("tint", colour, alpha)
        entry = level.stamps.get(key)
        if entry is None:
            entry = _masked_stamp(
                level.layout, lambda surf, _c, _s: surf.fill((*colour, alpha)), grow=0.0, opaque=False
            )
            level.stamps[key] = entry
        stamp, (ax, ay) = entry
        tile.blit(stamp, (round(c[0]) - ax, round(c[1]) - ay))

    def _vp_marker(self, tile: pygame.Surface, level: _Level, lay: Layout, c: Point) -> None:
        """A VP location: a gold wash, a gold double ring inside the hex edge and a star by a top corner."""
        p = self._palette
        s = lay.size
        self._tint(tile, level, c, p.vp, 70)
        w = max(2, round(s * 0.07))
        pygame.draw.polygon(tile, p.vp_ink, lay.scaled_corners(c, 0.93), w + 2)
        pygame.draw.polygon(tile, p.vp, lay.scaled_corners(c, 0.93), w)
        pygame.draw.aalines(tile, p.vp_ink, True, lay.scaled_corners(c, 0.93 - (w + 1.5) / s))
        # The glyph sits in the middle: a token standing here hides it, and the ring still shows.
        star = _star((c[0], c[1] + s * 0.03), s * 0.36, s * 0.15)
        pygame.draw.polygon(tile, p.vp_ink, _grow(star, 1.5))
        pygame.draw.polygon(tile, p.vp, star)
        pygame.draw.aalines(tile, p.vp_ink, True, star)

    def _spawn_marker(
        self, tile: pygame.Surface, level: _Level, lay: Layout, c: Point, spawn: SpawnPoint
    ) -> None:
        """A spawn point: a wash and a ring in its side colour (dashed: neutral, striped: convertible), flag.

        An owned point's flag shape follows its side (pennant, swallowtail, banner), so sides differ
        without colour; unowned points fly a square banner, half dark when convertible.
        """
        p = self._palette
        s = lay.size
        colour = p.side_colour(spawn.side)
        self._tint(tile, level, c, lighter(colour, 0.25), 60)
        ring = lay.scaled_corners(c, 0.8)
        w = max(2, round(s * 0.08))
        if spawn.kind == "exclusive":
            pygame.draw.polygon(tile, darker(colour, 0.5), ring, w + 2)
            pygame.draw.polygon(tile, colour, ring, w)
        else:
            dashes = 3 if s >= 20 else 2
            for i in range(6):
                a, b = ring[i], ring[(i + 1) % 6]
                for k in range(dashes):
                    t0, t1 = (k + 0.15) / dashes, (k + 0.85) / dashes
                    pa = (a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0)
                    pb = (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1)
                    striped = spawn.kind == "convertible" and k % 2 == 1
                    pygame.draw.line(tile, p.label_bg if striped else p.neutral, pa, pb, w)
        pole_top = (c[0] - s * 0.16, c[1] - s * 0.34)
        pole_bottom = (c[0] - s * 0.16, c[1] + s * 0.34)
        shape = spawn.side if spawn.side is not None else 2
        flag = _flag_shape(pole_top, s * 0.44, s * 0.3, shape)
        pygame.draw.polygon(tile, colour, flag)
        if spawn.kind == "convertible":
            pygame.draw.polygon(tile, p.label_bg, [flag[0], flag[1], flag[3]])
        pygame.draw.aalines(tile, p.label_bg, True, flag)
        pygame.draw.polygon(tile, p.label_bg, flag, 1)
        pygame.draw.line(tile, p.label_bg, pole_top, pole_bottom, max(2, round(s / 14)))
        foot = pygame.Rect(0, 0, max(4, round(s * 0.22)), max(2, round(s * 0.07)))
        foot.center = (round(pole_bottom[0]), round(pole_bottom[1]))
        pygame.draw.ellipse(tile, p.label_bg, foot)


class _OverlayPainter:
    """Draws one frame's overlay and tokens; lives for one ``draw`` call."""

    def __init__(
        self, renderer: BoardRenderer, target: pygame.Surface, level: _Level, lay: Layout, cull: pygame.Rect
    ) -> None:
        self.r = renderer
        self.p = renderer.palette
        self.target = target
        self.level = level
        self.lay = lay
        self.s = lay.size
        self.cull = cull

    def draw(self, overlay: Overlay, tokens: Sequence[TokenView]) -> None:
        for hl in overlay.highlights:
            self._highlight(hl.style, hl.hex)
        for tri in overlay.aoe:
            self._aoe(tri.hexes)
        # Lines go under the tokens so a path or a sight line never hides a face, a bar or a name.
        for path in overlay.paths:
            self._path(path)
        for los in overlay.los:
            self._los(los)
        self._tokens(tokens)
        if self.s >= LABEL_MIN_SIZE:
            for hl in overlay.highlights:
                if hl.label:
                    self._label(hl.hex, hl.label)
        for los in overlay.los:
            for h in los.blockers:
                self._no_entry(self.lay.hex_to_pixel(h), self.s * 0.26)
        occupied = {t.hex for t in tokens}
        for h in overlay.blocked_markers:
            c = self.lay.hex_to_pixel(h)
            if h in occupied:
                # Beside the token, not over it: the marker must not hide who stands there.
                c = (c[0] + self.s * 0.5, c[1] + self.s * 0.42)
            self._no_entry(c, self.s * (0.2 if h in occupied else 0.26))
        if overlay.hover is not None:
            self._hover(overlay.hover, overlay.hover_label)

    def _visible(self, c: Point) -> bool:
        return self.cull.collidepoint(c)

    def _stamp(self, key: object, h: Hex, paint: Callable[[pygame.Surface, Point, float], object]) -> None:
        c = self.lay.hex_to_pixel(h)
        if not self._visible(c):
            return
        entry = self.level.stamps.get(key)
        if entry is None:
            entry = _masked_stamp(self.level.layout, paint, grow=0.0, opaque=False)
            self.level.stamps[key] = entry
        surf, (ax, ay) = entry
        self.target.blit(surf, (round(c[0]) - ax, round(c[1]) - ay))

    def _highlight(self, style: HighlightStyle, h: Hex) -> None:
        self._stamp(("hl", style), h, lambda surf, c, s: self._paint_highlight(surf, c, s, style))

    def _paint_highlight(self, surf: pygame.Surface, c: Point, s: float, style: HighlightStyle) -> None:
        """The look of each highlight style; ``palette.HIGHLIGHT_CUES`` describes the same shapes in words."""
        colour = self.p.highlight[style]
        dark = self.p.label_bg
        lay = self.level.layout
        w = max(2, round(s / 14))
        if style is HighlightStyle.REACHABLE:
            surf.fill((*colour, 85))
            pygame.draw.polygon(surf, (*colour, 255), lay.scaled_corners(c, 0.86), w)
        elif style is HighlightStyle.TELEPORT:
            surf.fill((*colour, 60))
            ring = lay.scaled_corners(c, 0.84)
            for i in range(6):
                a, b = ring[i], ring[(i + 1) % 6]
                for k in range(4):
                    t = (k + 0.5) / 4
                    gfxdraw.filled_circle(
                        surf,
                        round(a[0] + (b[0] - a[0]) * t),
                        round(a[1] + (b[1] - a[1]) * t),
                        max(1, w),
                        (*colour, 255),
                    )
            d = s * 0.14
            diamond = [(c[0], c[1] - d), (c[0] + d, c[1]), (c[0], c[1] + d), (c[0] - d, c[1])]
            pygame.draw.polygon(surf, (*colour, 255), diamond)
            pygame.draw.polygon(surf, (*dark, 255), diamond, 1)
        elif style is HighlightStyle.TARGET:
            surf.fill((*colour, 55))
            ring = lay.scaled_corners(c, 0.9)
            bw = max(3, round(s / 9))
            for i in range(6):
                corner, prev, nxt = ring[i], ring[i - 1], ring[(i + 1) % 6]
                for other in (prev, nxt):
                    end = (corner[0] + (other[0] - corner[0]) * 0.3, corner[1] + (other[1] - corner[1]) * 0.3)
                    pygame.draw.line(surf, (*dark, 255), corner, end, bw + 2)
                    pygame.draw.line(surf, (*colour, 255), corner, end, bw)
            rr = round(s * 0.62)
            pygame.draw.circle(surf, (*colour, 230), (round(c[0]), round(c[1])), rr, max(2, w - 1))
            for ang in range(0, 360, 90):
                dx, dy = math.cos(math.radians(ang)), math.sin(math.radians(ang))
                pygame.draw.line(
                    surf,
                    (*colour, 230),
                    (c[0] + dx * rr * 0.8, c[1] + dy * rr * 0.8),
                    (c[0] + dx * rr * 1.2, c[1] + dy * rr * 1.2),
                    max(2, w - 1),
                )
        elif style is HighlightStyle.BLOCKED:
            surf.fill((*dark, 70))
            step = max(5.0, s * 0.22)
            for k in range(-12, 13):
                off = k * step
                pygame.draw.line(
                    surf,
                    (*colour, 200),
                    (c[0] + off - 2 * s, c[1] + 2 * s),
                    (c[0] + off + 2 * s, c[1] - 2 * s),
                    max(2, w),
                )
            x = s * 0.22
            pygame.draw.line(surf, (*dark, 255), (c[0] - x, c[1] - x), (c[0] + x, c[1] + x), w + 2)
            pygame.draw.line(surf, (*dark, 255), (c[0] - x, c[1] + x), (c[0] + x, c[1] - x), w + 2)
        elif style is HighlightStyle.PATH:
            gfxdraw.filled_circle(surf, round(c[0]), round(c[1]), max(3, round(s * 0.14)), (*dark, 200))
            gfxdraw.filled_circle(surf, round(c[0]), round(c[1]), max(2, round(s * 0.1)), (*colour, 255))
        elif style is HighlightStyle.SELECTED:
            pygame.draw.polygon(surf, (*dark, 255), lay.scaled_corners(c, 0.93), w + 3)
            pygame.draw.polygon(surf, (*colour, 255), lay.scaled_corners(c, 0.93), w + 1)
            pygame.draw.polygon(surf, (*colour, 255), lay.scaled_corners(c, 0.72), max(1, w - 1))
        elif style is HighlightStyle.AOE:
            surf.fill((*colour, 70))
            step = max(5.0, s * 0.24)
            for k in range(-10, 11):
                y = c[1] + k * step
                pygame.draw.line(surf, (*colour, 170), (c[0] - 2 * s, y), (c[0] + 2 * s, y), max(2, w - 1))
            pygame.draw.polygon(surf, (*darker(colour, 0.6), 255), lay.scaled_corners(c, 0.95), w + 1)

    def _aoe(self, hexes: tuple[Hex, Hex, Hex]) -> None:
        for h in hexes:
            self._highlight(HighlightStyle.AOE, h)
        pts = [self.lay.hex_to_pixel(h) for h in hexes]
        vertex = (sum(x for x, _ in pts) / 3, sum(y for _, y in pts) / 3)
        if not self._visible(vertex):
            return
        colour = self.p.highlight[HighlightStyle.AOE]
        # The three spaces meet at one corner: mark it, with spokes to the centres, so the chosen
        # orientation (one of six, 407.2a) can be read at a glance.
        for pt in pts:
            pygame.draw.line(self.target, self.p.label_bg, vertex, pt, max(3, round(self.s / 12)) + 2)
            pygame.draw.line(self.target, colour, vertex, pt, max(3, round(self.s / 12)))
        vr = max(4, round(self.s * 0.13))
        gfxdraw.filled_circle(self.target, round(vertex[0]), round(vertex[1]), vr + 2, self.p.label_bg)
        gfxdraw.filled_circle(self.target, round(vertex[0]), round(vertex[1]), vr, colour)
        gfxdraw.aacircle(self.target, round(vertex[0]), round(vertex[1]), vr + 2, self.p.label_bg)

    def _tokens(self, tokens: Iterable[TokenView]) -> None:
        by_hex: dict[Hex, list[TokenView]] = {}
        for t in tokens:
            by_hex.setdefault(t.hex, []).append(t)
        radius = self.s * TOKEN_RADIUS
        for h in sorted(by_hex):
            c = self.lay.hex_to_pixel(h)
            if not self._visible(c):
                continue
            pieces = by_hex[h]
            big = [t for t in pieces if t.kind != "totem"]
            totems = [t for t in pieces if t.kind == "totem"]
            if big:
                # Totems sharing a character's space stand at its sides, drawn first so they tuck under it.
                for i, t in enumerate(totems):
                    dx, dy = _TOTEM_SPOTS[i % len(_TOTEM_SPOTS)]
                    self.r._tokens.draw(
                        self.target, t, (c[0] + dx * self.s, c[1] + dy * self.s), radius * 0.8
                    )
                for i, t in enumerate(big):
                    self.r._tokens.draw(
                        self.target, t, (c[0] + i * 0.3 * self.s, c[1] - 0.05 * self.s), radius
                    )
            else:
                for i, t in enumerate(totems):
                    spread = (i - (len(totems) - 1) / 2) * 0.55
                    self.r._tokens.draw(self.target, t, (c[0] + spread * self.s, c[1]), radius)

    def _label(self, h: Hex, label: str) -> None:
        c = self.lay.hex_to_pixel(h)
        if not self._visible(c):
            return
        px = max(text.MIN_TEXT_PX + 2, round(self.s * 0.36))
        surf = text.pill(label, px, self.p.label_text, self.p.label_bg)
        self.target.blit(surf, surf.get_rect(center=(round(c[0]), round(c[1]))))

    def _path(self, path: PathLine) -> None:
        if len(path.hexes) < 2:
            return
        pts = [self.lay.hex_to_pixel(h) for h in path.hexes]
        colour = self.p.highlight[HighlightStyle.PATH]
        w = max(3, round(self.s * 0.12))
        head = max(8.0, self.s * 0.36)
        tip = pts[-1]
        prev = pts[-2]
        length = math.dist(prev, tip)
        ux, uy = (tip[0] - prev[0]) / length, (tip[1] - prev[1]) / length
        shaft_end = (tip[0] - ux * head * 0.8, tip[1] - uy * head * 0.8)
        line = [*pts[:-1], shaft_end]
        for width, col in ((w + 4, self.p.label_bg), (w, colour)):
            if path.dashed:
                _dashed_polyline(self.target, col, line, width, self.s * 0.3)
            else:
                pygame.draw.lines(self.target, col, False, line, width)
                for pt in line[1:-1]:
                    gfxdraw.filled_circle(self.target, round(pt[0]), round(pt[1]), width // 2, col)
        start_r = max(3, round(w * 0.9))
        gfxdraw.filled_circle(self.target, round(pts[0][0]), round(pts[0][1]), start_r + 2, self.p.label_bg)
        gfxdraw.filled_circle(self.target, round(pts[0][0]), round(pts[0][1]), start_r, colour)
        arrow = [
            tip,
            (tip[0] - ux * head - uy * head * 0.55, tip[1] - uy * head + ux * head * 0.55),
            (tip[0] - ux * head + uy * head * 0.55, tip[1] - uy * head - ux * head * 0.55),
        ]
        grown = _grow(arrow, 2.5)
        pygame.draw.polygon(self.target, self.p.label_bg, grown)
        pygame.draw.polygon(self.target, colour, arrow)
        pygame.draw.aalines(self.target, colour, True, arrow)

    def _los(self, los: LosLine) -> None:
        a = self.lay.hex_to_pixel(los.source)
        b = self.lay.hex_to_pixel(los.target)
        w = max(2, round(self.s * 0.07))
        if los.blocked:
            colour = self.p.los_blocked
            _dashed_polyline(self.target, self.p.label_bg, [a, b], w + 3, self.s * 0.22)
            _dashed_polyline(self.target, colour, [a, b], w, self.s * 0.22)
        else:
            colour = self.p.los_clear
            pygame.draw.line(self.target, self.p.label_bg, a, b, w + 3)
            pygame.draw.line(self.target, colour, a, b, w)
            pygame.draw.aaline(self.target, colour, a, b)
        # An eye-dot at the source and a ring at the target say which way the line looks.
        gfxdraw.filled_circle(self.target, round(a[0]), round(a[1]), w + 3, self.p.label_bg)
        gfxdraw.filled_circle(self.target, round(a[0]), round(a[1]), w + 1, colour)
        rr = max(6, round(self.s * 0.2))
        pygame.draw.circle(self.target, self.p.label_bg, (round(b[0]), round(b[1])), rr + 2, w + 3)
        pygame.draw.circle(self.target, colour, (round(b[0]), round(b[1])), rr, w)

    def _no_entry(self, c: Point, radius: float) -> None:
        """A no-entry sign (circle with a bar) in the blocked colour, ringed in white so it reads anywhere."""
        if not self._visible(c):
            return
        r = max(6, round(radius))
        x, y = round(c[0]), round(c[1])
        gfxdraw.filled_circle(self.target, x, y, r + 2, self.p.label_bg)
        gfxdraw.filled_circle(self.target, x, y, r + 1, (255, 255, 255))
        gfxdraw.filled_circle(self.target, x, y, r - 1, self.p.los_blocked)
        gfxdraw.aacircle(self.target, x, y, r + 2, self.p.label_bg)
        bar = pygame.Rect(0, 0, round(r * 1.3), max(3, round(r * 0.38)))
        bar.center = (x, y)
        pygame.draw.rect(self.target, (255, 255, 255), bar, border_radius=2)

    def _hover(self, h: Hex, label: str | None) -> None:
        c = self.lay.hex_to_pixel(h)
        if not self._visible(c):
            return
        ring = self.lay.scaled_corners(c, 0.97)
        w = max(2, round(self.s / 16))
        pygame.draw.polygon(self.target, self.p.label_bg, ring, w + 2)
        pygame.draw.polygon(self.target, self.p.hover, ring, w)
        pygame.draw.aalines(self.target, self.p.hover, True, ring)
        if label:
            px = max(text.MIN_TEXT_PX + 2, round(self.s * 0.36))
            surf = text.pill(label, px, self.p.label_text, self.p.label_bg)
            top = self.lay.scaled_corners(c, 1.0)
            y = min(pt[1] for pt in top)
            self.target.blit(surf, surf.get_rect(midbottom=(round(c[0]), round(y) - 2)))


# -- drawing helpers ------------------------------------------------------------------------------

_SPECKLES: tuple[tuple[tuple[float, float], ...], ...] = (
    ((-0.42, -0.2), (0.3, 0.38), (0.12, -0.5), (-0.1, 0.55)),
    ((0.45, -0.1), (-0.3, 0.35), (-0.05, -0.45)),
    ((-0.5, 0.1), (0.2, 0.2), (0.35, -0.4), (-0.25, -0.55), (0.05, 0.6)),
)
_TREES: tuple[tuple[tuple[float, float, float], ...], ...] = (
    ((-0.36, -0.12, 1.0), (0.3, -0.3, 0.9), (0.05, 0.22, 1.1), (0.42, 0.3, 0.8)),
    ((-0.3, -0.35, 0.9), (0.32, -0.08, 1.1), (-0.38, 0.25, 1.0), (0.05, 0.42, 0.8)),
    ((0.0, -0.38, 1.0), (-0.42, 0.05, 0.9), (0.38, 0.12, 1.0), (-0.08, 0.3, 1.1)),
)
_TOTEM_SPOTS: tuple[tuple[float, float], ...] = ((-0.6, 0.02), (0.6, 0.06), (-0.42, 0.5), (0.42, 0.5))
"""Where totems sharing a character's space stand, as fractions of the hex size from its centre."""
_PEAKS: tuple[tuple[float, float], ...] = ((-0.05, -0.08), (0.08, -0.02), (-0.02, 0.04))


def _masked_stamp(
    lay: Layout, paint: Callable[[pygame.Surface, Point, float], object], *, grow: float, opaque: bool = True
) -> tuple[pygame.Surface, tuple[int, int]]:
    """A hex-shaped picture: ``paint`` draws freely, then everything outside the hex is cut away.

    ``grow`` enlarges the hex by that many pixels so neighbouring stamps, placed at whole pixels,
    overlap instead of leaving hairline gaps. Returns the surface and the hex centre inside it.
    """
    s = lay.size
    w = math.ceil(lay.width + 2 * grow) + 4
    h = math.ceil(lay.height + 2 * grow) + 4
    w += w % 2
    h += h % 2
    anchor = (w // 2, h // 2)
    centre = (float(anchor[0]), float(anchor[1]))
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    if opaque:
        surf.fill((0, 0, 0, 255))
    paint(surf, centre, s)
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    mask.fill((255, 255, 255, 0))
    pygame.draw.polygon(mask, (255, 255, 255, 255), lay.scaled_corners(centre, (s + grow) / s))
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return surf, anchor


def _star(c: Point, outer: float, inner: float) -> list[Point]:
    pts = []
    for i in range(10):
        rad = outer if i % 2 == 0 else inner
        ang = math.radians(-90 + 36 * i)
        pts.append((c[0] + rad * math.cos(ang), c[1] + rad * math.sin(ang)))
    return pts


def _flag_shape(top: Point, w: float, h: float, side: int) -> list[Point]:
    """A flag flying right from the pole top; the shape depends on the side (a non-colour cue)."""
    x, y = top
    shape = side % 3
    if shape == 0:  # pennant
        return [(x, y), (x + w, y + h / 2), (x, y + h)]
    if shape == 1:  # swallowtail
        return [(x, y), (x + w, y), (x + w * 0.6, y + h / 2), (x + w, y + h), (x, y + h)]
    return [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]  # banner


def _tree(surf: pygame.Surface, base: Point, height: float, ink: RGB, fill: RGB) -> None:
    """A small conifer: two stacked triangles over a trunk, lit from the upper left."""
    bx, by = base
    hw = height * 0.42
    trunk = max(1.0, height * 0.1)
    pygame.draw.rect(surf, darker(ink, 0.6), (bx - trunk / 2, by + height * 0.3, trunk, height * 0.2))
    light = mix(ink, fill, 0.45)
    for top, bottom, half in (
        (by - height * 0.55, by + height * 0.32, hw),
        (by - height * 0.75, by - height * 0.05, hw * 0.72),
    ):
        tri = [(bx, top), (bx + half, bottom), (bx - half, bottom)]
        pygame.draw.polygon(surf, ink, tri)
        pygame.draw.polygon(surf, light, [(bx, top), (bx, bottom), (bx - half, bottom)])
        pygame.draw.aalines(surf, darker(ink, 0.7), True, tri)


def _clamp(v: int) -> int:
    return max(0, min(255, v))


def _grow(poly: list[Point], by: float) -> list[Point]:
    cx = sum(x for x, _ in poly) / len(poly)
    cy = sum(y for _, y in poly) / len(poly)
    out = []
    for x, y in poly:
        d = math.hypot(x - cx, y - cy) or 1.0
        out.append((x + (x - cx) / d * by, y + (y - cy) / d * by))
    return out


def _dashed_polyline(
    surf: pygame.Surface, colour: RGB, pts: Sequence[Point], width: int, dash: float
) -> None:
    """A dashed line along ``pts``; dashes continue across corners."""
    on = True
    left = dash
    for a, b in zip(pts, pts[1:], strict=False):
        seg = math.dist(a, b)
        pos = 0.0
        while pos < seg:
            step = min(left, seg - pos)
            if on:
                t0, t1 = pos / seg, (pos + step) / seg
                pygame.draw.line(
                    surf,
                    colour,
                    (a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0),
                    (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1),
                    width,
                )
            pos += step
            left -= step
            if left <= 1e-9:
                on = not on
                left = dash if on else dash * 0.6
