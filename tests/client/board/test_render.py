"""The board renderer: every shipped board in every palette, the static-layer cache, terrain patterns."""

from __future__ import annotations

import statistics

import pygame
import pytest

from bench.board_render import demo_scene
from client.board import BoardRenderer, Camera, Highlight, HighlightStyle, Overlay
from client.board.palette import PALETTES
from client.settings import PALETTES as SETTING_PALETTES
from engine.games.wowminis.board import Board, Terrain, board_from_dict, shipped_boards
from engine.hex import Hex

VIEW = pygame.Rect(0, 0, 960, 640)


def _fitted(renderer: BoardRenderer, view: pygame.Rect = VIEW) -> Camera:
    cam = Camera(view)
    cam.fit(renderer.world_bounds())
    return cam


def _one_of_each_terrain(orientation: str) -> Board:
    return board_from_dict(
        {
            "kind": "wowminis-board",
            "format": 1,
            "id": "patterns",
            "name": "Patterns",
            "orientation": orientation,
            "spaces": {"list": ["0,0", "2,0", "4,0", "6,0", "8,0"]},
            "terrain": {"cover": ["2,0"], "high_ground": ["4,0"], "impassable": ["6,0"]},
            "spawns": [{"hex": "8,0", "kind": "neutral"}],
            "scenario": {"sides": 2},
        }
    )


@pytest.mark.parametrize("palette", sorted(PALETTES))
@pytest.mark.parametrize("board", shipped_boards(), ids=lambda b: b.id)
def test_every_shipped_board_draws_in_every_palette_with_every_overlay(board: Board, palette: str) -> None:
    renderer = BoardRenderer(board, palette, show_coords=True)
    overlay, tokens, _ = demo_scene(board)
    target = pygame.Surface(VIEW.size)
    cam = _fitted(renderer)
    renderer.draw(target, cam, overlay, tokens)
    cam.zoom_at(VIEW.center, 6)
    renderer.draw(target, cam, overlay, tokens)
    # The board covers the middle of the view: the centre pixel is not the backdrop.
    assert tuple(target.get_at(VIEW.center))[:3] != renderer.palette.backdrop


def test_there_is_a_board_palette_for_every_palette_setting() -> None:
    assert set(SETTING_PALETTES) == set(PALETTES)


def test_the_static_layer_is_reused_while_only_overlays_change_and_redrawn_on_zoom() -> None:
    board = next(b for b in shipped_boards() if b.id == "standard")
    renderer = BoardRenderer(board)
    cam = _fitted(renderer)
    target = pygame.Surface(VIEW.size)
    renderer.draw(target, cam)
    tiles = renderer.static_renders
    assert tiles > 0
    for h in sorted(board.spaces)[:20]:
        renderer.draw(target, cam, Overlay(highlights=(Highlight(h, HighlightStyle.TARGET, "3"),), hover=h))
    assert renderer.static_renders == tiles
    cam.zoom_at(VIEW.center, 1)
    renderer.draw(target, cam)
    assert renderer.static_renders > tiles
    zoomed = renderer.static_renders
    cam.pan_pixels(3, -2)
    renderer.draw(target, cam)
    assert renderer.static_renders == zoomed


def test_switching_palette_redraws_the_static_layer() -> None:
    renderer = BoardRenderer(_one_of_each_terrain("pointy"))
    cam = _fitted(renderer)
    target = pygame.Surface(VIEW.size)
    renderer.draw(target, cam)
    before = renderer.static_renders
    renderer.set_palette("tritanopia")
    renderer.draw(target, cam)
    assert renderer.static_renders > before


@pytest.mark.parametrize("orientation", ["flat", "pointy"])
def test_terrain_differs_in_pattern_not_only_in_colour(orientation: str) -> None:
    """Inside each blocking terrain's hex the brightness varies (a pattern); open terrain stays calm."""
    board = _one_of_each_terrain(orientation)
    renderer = BoardRenderer(board)
    cam = _fitted(renderer, pygame.Rect(0, 0, 900, 300))
    target = pygame.Surface((900, 300))
    renderer.draw(target, cam)
    lay = renderer.screen_layout(cam)
    spread: dict[Terrain, float] = {}
    for h in sorted(board.spaces - {s.hex for s in board.spawns}):
        cx, cy = lay.hex_to_pixel(h)
        reach = int(lay.inner_radius * 0.7)
        lum = []
        for dy in range(-reach, reach + 1, 2):
            for dx in range(-reach, reach + 1, 2):
                if dx * dx + dy * dy <= reach * reach:
                    r, g, b, _ = target.get_at((int(cx) + dx, int(cy) + dy))
                    lum.append(0.299 * r + 0.587 * g + 0.114 * b)
        spread[board.terrain[h]] = statistics.pstdev(lum)
    for terrain in (Terrain.COVER, Terrain.HIGH_GROUND, Terrain.IMPASSABLE):
        assert spread[terrain] > 2 * spread[Terrain.OPEN] and spread[terrain] > 8, spread


def test_hex_at_finds_the_space_under_the_cursor_and_nothing_off_the_board() -> None:
    board = next(b for b in shipped_boards() if b.id == "training")
    renderer = BoardRenderer(board)
    cam = _fitted(renderer)
    lay = renderer.screen_layout(cam)
    for h in sorted(board.spaces):
        assert renderer.hex_at(cam, lay.hex_to_pixel(h)) == h
    assert renderer.hex_at(cam, (2, 2)) is None
    assert renderer.hex_at(cam, (VIEW.right + 50, 10)) is None


def test_the_hover_outline_changes_only_the_hovered_space() -> None:
    board = next(b for b in shipped_boards() if b.id == "training")
    renderer = BoardRenderer(board)
    cam = _fitted(renderer)
    plain = pygame.Surface(VIEW.size)
    hovered = pygame.Surface(VIEW.size)
    renderer.draw(plain, cam)
    hover = Hex(3, 3)
    renderer.draw(hovered, cam, Overlay(hover=hover))
    lay = renderer.screen_layout(cam)
    corner = lay.scaled_corners(lay.hex_to_pixel(hover), 0.97)[0]
    assert hovered.get_at((round(corner[0]) - 1, round(corner[1]))) != plain.get_at(
        (round(corner[0]) - 1, round(corner[1]))
    )
    far = lay.hex_to_pixel(Hex(0, 0))
    assert hovered.get_at((round(far[0]), round(far[1]))) == plain.get_at((round(far[0]), round(far[1])))


def test_drawing_respects_the_viewport_and_restores_the_clip() -> None:
    board = next(b for b in shipped_boards() if b.id == "training")
    renderer = BoardRenderer(board)
    view = pygame.Rect(100, 100, 300, 200)
    cam = _fitted(renderer, view)
    target = pygame.Surface((600, 400))
    target.fill((1, 2, 3))
    renderer.draw(target, cam, Overlay(hover=Hex(0, 0)))
    assert tuple(target.get_at((50, 50)))[:3] == (1, 2, 3)
    assert tuple(target.get_at((450, 350)))[:3] == (1, 2, 3)
    assert target.get_clip() == target.get_rect()


def test_zooming_back_to_a_recent_level_reuses_its_tiles() -> None:
    board = next(b for b in shipped_boards() if b.id == "highlands")
    renderer = BoardRenderer(board)
    cam = _fitted(renderer)
    target = pygame.Surface(VIEW.size)
    renderer.draw(target, cam)
    cam.zoom_at(VIEW.center, 3)
    renderer.draw(target, cam)
    cam.zoom_at(VIEW.center, -1)
    renderer.draw(target, cam)
    rendered = renderer.static_renders
    for steps in (1, -1, 1, -1):
        cam.zoom_at(VIEW.center, steps)
        renderer.draw(target, cam)
    assert renderer.static_renders == rendered
