"""The board camera: zoom about the cursor, clamps, fit-to-screen, panning by drag and keys."""

from __future__ import annotations

import math

import pygame
import pytest
from hypothesis import given
from hypothesis import strategies as st

from client.board.camera import KEY_PAN_SPEED, MAX_ZOOM, ZOOM_STEP, Camera
from client.board.render import BoardRenderer
from engine.games.wowminis.board import shipped_boards

VIEW = pygame.Rect(40, 30, 800, 600)


@given(
    st.floats(0.5, 2.5),
    st.tuples(st.floats(-500, 500), st.floats(-500, 500)),
    st.tuples(st.integers(40, 839), st.integers(30, 629)),
    st.sampled_from([-2, -1, 1, 3]),
)
def test_wheel_zoom_keeps_the_point_under_the_cursor_fixed(
    zoom: float, center: tuple[float, float], cursor: tuple[int, int], steps: int
) -> None:
    cam = Camera(VIEW, zoom=zoom, center=center, min_zoom=0.1, max_zoom=10.0)
    before = cam.screen_to_world(cursor)
    cam.zoom_at(cursor, steps)
    assert cam.zoom == pytest.approx(zoom * ZOOM_STEP**steps)
    after = cam.world_to_screen(before)
    assert after[0] == pytest.approx(cursor[0], abs=1e-6)
    assert after[1] == pytest.approx(cursor[1], abs=1e-6)


def test_zoom_is_clamped_to_its_range() -> None:
    cam = Camera(VIEW)
    cam.zoom_at(VIEW.center, 100)
    assert cam.zoom == MAX_ZOOM
    cam.zoom_at(VIEW.center, -100)
    assert cam.zoom == cam.min_zoom


def test_wheel_event_zooms_about_its_position_and_is_consumed() -> None:
    cam = Camera(VIEW)
    pos = (100, 100)
    anchor = cam.screen_to_world(pos)
    assert cam.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, precise_y=1.0, pos=pos))
    assert cam.zoom == pytest.approx(ZOOM_STEP)
    assert cam.world_to_screen(anchor) == pytest.approx(pos)
    outside = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, precise_y=1.0, pos=(5, 5))
    assert not cam.handle_event(outside)


@pytest.mark.parametrize("board", shipped_boards(), ids=lambda b: b.id)
@pytest.mark.parametrize("view", [pygame.Rect(0, 0, 1280, 800), pygame.Rect(200, 50, 500, 700)])
def test_fit_to_screen_shows_every_hex_of_every_shipped_board(board: object, view: pygame.Rect) -> None:
    renderer = BoardRenderer(board)  # type: ignore[arg-type]
    cam = Camera(view)
    cam.zoom_at(view.center, 5)
    cam.pan_pixels(900, -700)
    cam.fit(renderer.world_bounds())
    lay = renderer.screen_layout(cam)
    for h in renderer.board.spaces:
        for x, y in lay.corners(h):
            assert view.left <= x <= view.right and view.top <= y <= view.bottom, (h, x, y)
    # The fit is snug: the board fills the view in one direction, less the margin.
    left, top, right, bottom = renderer.world_bounds()
    used = max((right - left) * cam.zoom / view.width, (bottom - top) * cam.zoom / view.height)
    assert used > 0.85


def test_a_board_larger_than_the_zoom_limit_still_fits() -> None:
    cam = Camera(pygame.Rect(0, 0, 200, 150), min_zoom=0.5)
    cam.fit((0.0, 0.0, 4000.0, 3000.0))
    assert cam.zoom < 0.5
    assert cam.world_to_screen((0.0, 0.0))[0] >= 0 and cam.world_to_screen((4000.0, 3000.0))[0] <= 200


def test_holding_an_arrow_key_pans_at_the_key_speed() -> None:
    cam = Camera(VIEW, zoom=2.0)
    assert cam.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode=""))
    cam.update(0.5)
    # The view moves right by speed * time screen pixels, i.e. that over the zoom in world units.
    assert cam.center == pytest.approx((KEY_PAN_SPEED * 0.5 / 2.0, 0.0))
    assert cam.handle_event(pygame.event.Event(pygame.KEYUP, key=pygame.K_RIGHT, mod=0, unicode=""))
    cam.update(0.5)
    assert cam.center == pytest.approx((KEY_PAN_SPEED * 0.5 / 2.0, 0.0))


def test_wasd_pans_and_diagonals_are_not_faster() -> None:
    cam = Camera(VIEW)
    for key in (pygame.K_w, pygame.K_a):
        cam.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    cam.update(1.0)
    assert math.hypot(*cam.center) == pytest.approx(KEY_PAN_SPEED)
    assert cam.center[0] < 0 and cam.center[1] < 0


def test_right_drag_moves_the_board_with_the_mouse() -> None:
    cam = Camera(VIEW)
    anchor = cam.screen_to_world((300, 300))
    assert cam.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=3, pos=(300, 300)))
    assert cam.handle_event(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(340, 290), rel=(40, -10), buttons=(0, 0, 1))
    )
    assert cam.world_to_screen(anchor) == pytest.approx((340, 290))
    assert cam.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=3, pos=(340, 290)))
    assert not cam.handle_event(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(400, 400), rel=(60, 110), buttons=(0, 0, 0))
    )


def test_left_clicks_are_left_to_the_scene() -> None:
    cam = Camera(VIEW)
    assert not cam.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(300, 300)))


def test_panning_stops_with_the_board_centre_inside_its_bounds() -> None:
    cam = Camera(VIEW, bounds=(0.0, 0.0, 100.0, 100.0))
    cam.pan_pixels(-10_000, -10_000)
    assert cam.center == (100.0, 100.0)


def test_home_fits_the_board_and_released_keys_stop_panning() -> None:
    cam = Camera(VIEW, bounds=(0.0, 0.0, 2000.0, 1000.0))
    cam.zoom_at(VIEW.center, 4)
    assert cam.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_HOME, mod=0, unicode=""))
    assert cam.zoom == pytest.approx(cam.fit_zoom())
    assert cam.center == (1000.0, 500.0)
    cam.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode=""))
    cam.release_keys()
    cam.update(1.0)
    assert cam.center == (1000.0, 500.0)


def test_a_resized_viewport_keeps_the_centre_and_looks_at_a_point() -> None:
    cam = Camera(VIEW, center=(10.0, 20.0))
    cam.set_viewport(pygame.Rect(0, 0, 300, 200))
    assert cam.world_to_screen((10.0, 20.0)) == (150.0, 100.0)
    cam.look_at((50.0, 60.0), zoom=2.0)
    assert cam.world_to_screen((50.0, 60.0)) == (150.0, 100.0) and cam.zoom == 2.0
