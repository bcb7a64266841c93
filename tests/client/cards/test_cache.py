"""The face cache: reuse, bounds, face-down backs and sideways exhausted cards."""

from __future__ import annotations

import pygame
from PIL import Image

from client.cards.cache import CardFaceCache


def _face(card_id: str, variant: str, width: int) -> Image.Image:
    shade = sum(card_id.encode()) % 200
    return Image.new("RGBA", (width, width * 7 // 5), (shade, 40, 40, 255))


def _back(width: int) -> Image.Image:
    return Image.new("RGBA", (width, width * 7 // 5), (10, 10, 90, 255))


def test_a_cached_surface_is_reused_without_composing_again() -> None:
    cache = CardFaceCache(_face, _back)
    first = cache.get("fireball", 150, "card")
    assert cache.get("fireball", 150, "card") is first
    assert cache.composed == 1


def test_each_pixel_size_is_composed_at_that_size() -> None:
    cache = CardFaceCache(_face, _back)
    assert cache.get("fireball", 150, "card").get_size() == (150, 210)
    assert cache.get("fireball", 360, "card").get_size() == (360, 504)
    assert cache.composed == 2


def test_exhausted_is_the_face_turned_sideways() -> None:
    cache = CardFaceCache(_face, _back)
    upright = cache.get("sprint", 150, "card")
    sideways = cache.get("sprint", 150, "card", exhausted=True)
    assert sideways.get_size() == (upright.get_height(), upright.get_width())
    assert cache.composed == 1
    assert pygame.transform.rotate(sideways, 90).get_at((5, 5)) == upright.get_at((5, 5))


def test_face_down_cards_all_share_the_back() -> None:
    cache = CardFaceCache(_face, _back)
    a = cache.get("fireball", 150, "card", face_down=True)
    assert cache.get("sprint", 150, "card", face_down=True) is a
    assert cache.get(None, 150) is a
    assert a.get_at((5, 5)) == pygame.Color(10, 10, 90, 255)


def test_the_cache_is_bounded_and_drops_the_least_recently_used() -> None:
    cache = CardFaceCache(_face, _back, limit=3)
    keep = cache.get("a", 50)
    for cid in ("b", "c"):
        cache.get(cid, 50)
    assert cache.get("a", 50) is keep
    cache.get("d", 50)
    assert len(cache) == 3
    assert cache.get("a", 50) is keep
    cache.get("b", 50)
    assert cache.composed == 5


def test_warm_composes_ahead_so_drawing_only_hits_the_cache() -> None:
    cache = CardFaceCache(_face, _back)
    cache.warm([("jaina", "character"), ("fireball", "card")], 150)
    assert cache.composed == 2
    cache.get("jaina", 150, "character")
    cache.get("fireball", 150, "card")
    assert cache.composed == 2
