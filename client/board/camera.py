"""The board camera: zoom about the cursor, pan by dragging or with the keys, fit the board to the view.

World coordinates are the board layout's pixels at zoom 1 (``client.board.layout``); the camera maps
them into a viewport rectangle on screen with ``screen = world * zoom + origin``. It consumes the
input events that move it (wheel, drag, arrow keys/WASD) and leaves every other event alone, so a
board scene can offer each event to the camera first.
"""

from __future__ import annotations

import math

import pygame

from client.board.layout import Point

ZOOM_STEP = 1.15
"""Zoom factor per wheel notch."""
MIN_ZOOM = 0.35
MAX_ZOOM = 3.0
KEY_PAN_SPEED = 700.0
"""Keyboard pan speed in screen pixels per second, whatever the zoom."""
DRAG_BUTTONS = (2, 3)
"""Middle and right mouse buttons drag the board; the left button is left to the scene (select)."""
FIT_MARGIN = 24
"""Screen pixels kept free around the board by ``fit``."""

_PAN_KEYS: dict[int, tuple[int, int]] = {
    pygame.K_LEFT: (-1, 0),
    pygame.K_a: (-1, 0),
    pygame.K_RIGHT: (1, 0),
    pygame.K_d: (1, 0),
    pygame.K_UP: (0, -1),
    pygame.K_w: (0, -1),
    pygame.K_DOWN: (0, 1),
    pygame.K_s: (0, 1),
}

Bounds = tuple[float, float, float, float]
"""``(left, top, right, bottom)`` in world coordinates."""


class Camera:
    """Which part of the world is shown where, and at what zoom.

    ``center`` is the world point shown at the middle of ``viewport``. ``bounds`` (the board's world
    bounds, if set) keeps that point over the board so the board can never be panned out of sight,
    and lowers the zoom-out limit far enough for the whole board to fit.

    >>> cam = Camera(pygame.Rect(0, 0, 800, 600))
    >>> cam.world_to_screen((0.0, 0.0))
    (400.0, 300.0)
    >>> cam.zoom_at((400, 300), 1); round(cam.zoom, 2)
    1.15
    """

    def __init__(
        self,
        viewport: pygame.Rect,
        *,
        zoom: float = 1.0,
        center: Point = (0.0, 0.0),
        bounds: Bounds | None = None,
        min_zoom: float = MIN_ZOOM,
        max_zoom: float = MAX_ZOOM,
    ) -> None:
        self.viewport = pygame.Rect(viewport)
        self.min_zoom = min_zoom
        self.max_zoom = max_zoom
        self.bounds = bounds
        self.zoom = self._clamp_zoom(zoom)
        self.center = self._clamp_center(center)
        self._dragging = False
        self._held: set[int] = set()

    @property
    def zoom_floor(self) -> float:
        """The effective zoom-out limit: ``min_zoom``, or lower if the whole board needs it to fit."""
        fit = self.fit_zoom()
        return min(self.min_zoom, fit) if fit is not None else self.min_zoom

    @property
    def dragging(self) -> bool:
        """Whether a drag is in progress (the scene may hide hover feedback meanwhile)."""
        return self._dragging

    def origin(self) -> tuple[int, int]:
        """Screen position of the world origin, rounded to whole pixels.

        Everything the renderer draws is placed relative to this one rounded point, so the cached
        board layer and the overlays drawn each frame can never drift apart by a pixel.
        """
        ox = self.viewport.centerx - self.center[0] * self.zoom
        oy = self.viewport.centery - self.center[1] * self.zoom
        return (math.floor(ox + 0.5), math.floor(oy + 0.5))

    def world_to_screen(self, p: Point) -> Point:
        """A world point's screen position."""
        return (
            (p[0] - self.center[0]) * self.zoom + self.viewport.centerx,
            (p[1] - self.center[1]) * self.zoom + self.viewport.centery,
        )

    def screen_to_world(self, p: tuple[float, float]) -> Point:
        """The world point under a screen position."""
        return (
            (p[0] - self.viewport.centerx) / self.zoom + self.center[0],
            (p[1] - self.viewport.centery) / self.zoom + self.center[1],
        )

    def set_viewport(self, viewport: pygame.Rect) -> None:
        """Move or resize the area the board is drawn in (window resize), keeping the centre."""
        self.viewport = pygame.Rect(viewport)
        self.zoom = self._clamp_zoom(self.zoom)

    def set_bounds(self, bounds: Bounds | None) -> None:
        """Set the board's world bounds (a new or edited board)."""
        self.bounds = bounds
        self.zoom = self._clamp_zoom(self.zoom)
        self.center = self._clamp_center(self.center)

    def zoom_at(self, screen_pos: tuple[float, float], steps: float) -> None:
        """Zoom by ``ZOOM_STEP ** steps`` keeping the world point under ``screen_pos`` where it is."""
        anchor = self.screen_to_world(screen_pos)
        self.zoom = self._clamp_zoom(self.zoom * ZOOM_STEP**steps)
        # Solve world_to_screen(anchor) == screen_pos for the centre.
        self.center = self._clamp_center(
            (
                anchor[0] - (screen_pos[0] - self.viewport.centerx) / self.zoom,
                anchor[1] - (screen_pos[1] - self.viewport.centery) / self.zoom,
            )
        )

    def look_at(self, center: Point, zoom: float | None = None) -> None:
        """Centre the view on a world point (a selected character, an event), optionally at a zoom."""
        if zoom is not None:
            self.zoom = self._clamp_zoom(zoom)
        self.center = self._clamp_center(center)

    def pan_pixels(self, dx: float, dy: float) -> None:
        """Move the view so the board moves ``(dx, dy)`` screen pixels (a drag)."""
        self.center = self._clamp_center((self.center[0] - dx / self.zoom, self.center[1] - dy / self.zoom))

    def fit_zoom(self) -> float | None:
        """The zoom at which the bounds fill the viewport less ``FIT_MARGIN``; None without bounds."""
        if self.bounds is None:
            return None
        left, top, right, bottom = self.bounds
        avail_w = max(1, self.viewport.width - 2 * FIT_MARGIN)
        avail_h = max(1, self.viewport.height - 2 * FIT_MARGIN)
        return min(avail_w / max(right - left, 1e-9), avail_h / max(bottom - top, 1e-9), self.max_zoom)

    def fit(self, bounds: Bounds | None = None) -> None:
        """Fit-to-screen: centre the bounds (or the ones already set) and zoom until they just fit."""
        if bounds is not None:
            self.bounds = bounds
        zoom = self.fit_zoom()
        if zoom is None or self.bounds is None:
            return
        left, top, right, bottom = self.bounds
        self.zoom = zoom
        self.center = ((left + right) / 2.0, (top + bottom) / 2.0)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Move the camera if the event is for it; True when the event was consumed.

        Wheel: zoom about the mouse. Middle/right drag: pan. Arrow keys and WASD: pan while held
        (applied in ``update``). Home or F: fit to screen.
        """
        if event.type == pygame.MOUSEWHEEL:
            pos = pygame.mouse.get_pos() if not hasattr(event, "pos") else event.pos
            if not self.viewport.collidepoint(pos):
                return False
            self.zoom_at(pos, float(getattr(event, "precise_y", event.y)))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in DRAG_BUTTONS:
            if self.viewport.collidepoint(event.pos):
                self._dragging = True
                return True
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button in DRAG_BUTTONS and self._dragging:
            self._dragging = False
            return True
        if event.type == pygame.MOUSEMOTION and self._dragging:
            self.pan_pixels(*event.rel)
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in _PAN_KEYS:
                self._held.add(event.key)
                return True
            if event.key in (pygame.K_HOME, pygame.K_f):
                self.fit()
                return True
        if event.type == pygame.KEYUP and event.key in self._held:
            self._held.discard(event.key)
            return True
        return False

    def release_keys(self) -> None:
        """Forget held pan keys (the window lost focus, or the scene was paused)."""
        self._held.clear()
        self._dragging = False

    def update(self, dt: float) -> None:
        """Apply keyboard panning for ``dt`` seconds: ``KEY_PAN_SPEED`` screen pixels per second."""
        dx = sum(_PAN_KEYS[k][0] for k in self._held)
        dy = sum(_PAN_KEYS[k][1] for k in self._held)
        if dx or dy:
            norm = math.hypot(dx, dy)
            step = KEY_PAN_SPEED * dt / norm
            # Keys move the view (the board moves the opposite way), like scrolling a map.
            self.pan_pixels(-dx * step, -dy * step)

    def _clamp_zoom(self, zoom: float) -> float:
        return max(self.zoom_floor, min(self.max_zoom, zoom))

    def _clamp_center(self, center: Point) -> Point:
        if self.bounds is None:
            return center
        left, top, right, bottom = self.bounds
        return (min(max(center[0], left), right), min(max(center[1], top), bottom))
