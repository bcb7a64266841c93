"""Tokens: the TokenView value checks its input, and each kind of piece draws at its own size."""

from __future__ import annotations

import pygame
import pytest

from client.board.palette import palette_for
from client.board.tokens import TokenPainter, TokenView
from engine.hex import Hex


def test_a_token_needs_health_and_max_health_together() -> None:
    with pytest.raises(ValueError, match="both health and max_health"):
        TokenView(Hex(0, 0), "Thrall", "Sh", 1, health=5)
    with pytest.raises(ValueError, match="max_health must be positive"):
        TokenView(Hex(0, 0), "Thrall", "Sh", 1, health=0, max_health=0)
    with pytest.raises(ValueError, match="kind"):
        TokenView(Hex(0, 0), "Thrall", "Sh", 1, kind="dragon")  # type: ignore[arg-type]


def _drawn(view: TokenView, radius: float = 30.0) -> pygame.Surface:
    surf = pygame.Surface((240, 240), pygame.SRCALPHA)
    TokenPainter(palette_for("off")).draw(surf, view, (120, 110), radius)
    return surf


def _covered(surf: pygame.Surface) -> int:
    return sum(
        1 for x in range(surf.get_width()) for y in range(0, surf.get_height(), 1) if surf.get_at((x, y)).a
    )


def test_pets_are_smaller_than_characters_and_totems_smaller_still() -> None:
    character = _covered(_drawn(TokenView(Hex(0, 0), "", "Wa", 0)))
    pet = _covered(_drawn(TokenView(Hex(0, 0), "", "Pe", 0, kind="pet")))
    totem = _covered(_drawn(TokenView(Hex(0, 0), "", "Fi", 0, kind="totem")))
    assert character > pet > totem > 0


def test_the_ring_shows_the_side_colour() -> None:
    palette = palette_for("off")
    surf = _drawn(TokenView(Hex(2, 5), "Varian", "Wa", 1), radius=40)
    # Just inside the disc's edge, right of centre: the side ring.
    assert tuple(surf.get_at((120 + 35, 110)))[:3] == palette.sides[1]


def test_health_bar_clock_and_name_add_to_the_picture() -> None:
    bare = _covered(_drawn(TokenView(Hex(0, 0), "", "Wa", 0)))
    full = _covered(_drawn(TokenView(Hex(0, 0), "Varian Wrynn", "Wa", 0, health=3, max_health=12, clock=4)))
    assert full > bare


def test_the_same_view_in_another_space_draws_the_same_picture() -> None:
    a = _drawn(TokenView(Hex(0, 0), "Varian", "Wa", 0, health=3, max_health=12))
    b = _drawn(TokenView(Hex(7, -3), "Varian", "Wa", 0, health=3, max_health=12))
    assert pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")
