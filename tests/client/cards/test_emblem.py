"""Emblems: one per id, the same every time, and symmetric."""

from __future__ import annotations

from PIL import ImageChops, ImageOps, ImageStat

from client.cards.emblem import PALETTE_EXAMPLE, emblem


def test_the_same_id_gives_the_same_pixels() -> None:
    first = emblem("fireball", 64, PALETTE_EXAMPLE).tobytes()
    emblem.cache_clear()
    assert emblem("fireball", 64, PALETTE_EXAMPLE).tobytes() == first


def test_different_ids_give_different_emblems() -> None:
    ids = ["fireball", "blizzard", "jaina", "thrall", "sprint", "corruption", "counterspell", "grom"]
    pictures = {emblem(i, 48, PALETTE_EXAMPLE).tobytes() for i in ids}
    assert len(pictures) == len(ids)


def test_an_emblem_is_mirror_symmetric() -> None:
    picture = emblem("chain_lightning", 96, PALETTE_EXAMPLE)
    difference = ImageChops.difference(picture, ImageOps.mirror(picture))
    assert max(ImageStat.Stat(difference).mean) < 6
