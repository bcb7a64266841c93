"""WoW Miniatures faces: every catalog entry composes, text stays in its box, backs hide everything."""

from __future__ import annotations

import pytest

from client.cards.cache import CardFaceCache
from client.cards.compose import Box
from client.cards.emblem import emblem
from client.cards.wowminis_faces import Composed, WowFaces, card_back, card_height, markup
from engine.games.wowminis.content import CONTENT_DIR, ability_text, load_catalog
from engine.games.wowminis.model import Catalog

SMALL, LARGE = 150, 360


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_catalog(CONTENT_DIR)


@pytest.fixture(scope="module")
def faces(catalog: Catalog) -> WowFaces:
    return WowFaces(catalog)


def _inside(line: Box, region: Box) -> bool:
    return region[0] <= line[0] and region[1] <= line[1] and line[2] <= region[2] and line[3] <= region[3]


def _assert_text_inside(composed: Composed, what: str) -> None:
    assert not composed.clipped, f"{what}: text left out"
    for region, lines in composed.text_regions:
        for line in lines:
            assert _inside(line, region), f"{what}: line {line} outside its box {region}"


@pytest.mark.parametrize("width", [SMALL, LARGE])
def test_every_character_composes_with_its_text_inside_the_boxes(
    faces: WowFaces, catalog: Catalog, width: int
) -> None:
    for cid in sorted(catalog.characters):
        composed = faces.composed(cid, "character", width)
        assert composed.image.size == (width, card_height(width))
        _assert_text_inside(composed, f"{cid} at {width}px")


@pytest.mark.parametrize("width", [SMALL, LARGE])
def test_every_action_bar_card_composes_with_its_text_inside_the_boxes(
    faces: WowFaces, catalog: Catalog, width: int
) -> None:
    for cid in sorted(catalog.cards):
        composed = faces.composed(cid, "card", width)
        assert composed.image.size == (width, card_height(width))
        _assert_text_inside(composed, f"{cid} at {width}px")


def test_the_longest_ability_text_wraps_inside_its_box(faces: WowFaces, catalog: Catalog) -> None:
    owners = [
        ("character", c.id, ability_text(a)) for c in catalog.characters.values() for a in c.all_abilities()
    ]
    owners += [("card", c.id, ability_text(c.ability, c.name)) for c in catalog.cards.values() if c.ability]
    variant, cid, text = max(owners, key=lambda o: (len(o[2]), o[1]))
    for width in (SMALL, LARGE):
        composed = faces.composed(cid, variant, width)
        _assert_text_inside(composed, f"{cid} at {width}px")
        text_box = max(composed.text_regions, key=lambda r: len(r[1]))
        assert len(text_box[1]) >= 3, f"{text!r} should wrap over several lines"


def test_the_same_card_and_size_give_the_same_pixels(faces: WowFaces) -> None:
    first = faces.compose("thrall", "character", SMALL).tobytes()
    emblem.cache_clear()
    assert faces.compose("thrall", "character", SMALL).tobytes() == first
    assert (
        faces.compose("blizzard", "card", SMALL).tobytes()
        == faces.compose("blizzard", "card", SMALL).tobytes()
    )


def test_a_card_back_has_no_text_and_is_the_same_for_every_card(faces: WowFaces) -> None:
    assert card_back(SMALL).text_regions == []
    cache = CardFaceCache(faces.compose, faces.back)
    back = cache.get("fireball", SMALL, "card", face_down=True)
    assert cache.get("jaina", SMALL, "character", face_down=True) is back
    face = cache.get("fireball", SMALL, "card")
    assert back.get_view("2").raw != face.get_view("2").raw


def test_an_exhausted_card_is_turned_sideways(faces: WowFaces) -> None:
    cache = CardFaceCache(faces.compose, faces.back)
    assert cache.get("grom", SMALL, "character", exhausted=True).get_size() == (card_height(SMALL), SMALL)
    assert cache.get(None, SMALL, exhausted=True).get_size() == (card_height(SMALL), SMALL)


def test_an_unknown_variant_is_refused(faces: WowFaces) -> None:
    with pytest.raises(KeyError, match="variant"):
        faces.compose("grom", "token", SMALL)


def test_keywords_are_bold_in_the_face_text() -> None:
    assert markup("Taunt.") == "**Taunt**."
    assert markup("Play only when a [Physical] attack targets this character.").count("**Physical**") == 1
    assert markup("Devotion Aura: Adjacent allies have Armor +1.").startswith("**Devotion Aura:**")


@pytest.mark.parametrize("width", [1, 30, 60])
def test_thumbnails_narrower_than_the_layout_needs_are_shrunk(faces: WowFaces, width: int) -> None:
    assert faces.compose("kaelthas", "character", width).size == (width, card_height(width))
    assert faces.compose("counterspell", "card", width).size == (width, card_height(width))
    assert faces.back(width).size == (width, card_height(width))
