"""Card faces of the card games: every Hearthstone card the engine has data for fits its frame."""

from __future__ import annotations

import pytest

from client.cards.table_faces import FaceData, card_height, compose_back, compose_face
from client.games.hearthstone.table import HearthstoneTable
from engine.core import REGISTRY
from engine.games.hearthstone.game import HERO_IDS, HearthstoneGame


def hearthstone() -> HearthstoneTable:
    game = REGISTRY.load("hearthstone")
    assert isinstance(game, HearthstoneGame)
    return HearthstoneTable(game)


@pytest.mark.parametrize("width", [110, 288])
def test_every_card_with_data_and_every_hero_composes_without_clipping(width: int) -> None:
    """Every card at table size; at hover size the twelve longest texts (the others only get roomier)."""
    table = hearthstone()
    ids = table.catalog.data_ids() + list(HERO_IDS)
    if width > 110:
        ids = sorted(ids, key=lambda card_id: -len(table.face(card_id).text))[:12]
    for card_id in ids:
        composed = compose_face(table.face(card_id), width)
        assert composed.image.size == (width, card_height(width)), card_id
        assert not composed.clipped, f"{card_id}: text left out at {width} px"
        for box, lines in composed.text_regions:
            for line in lines:
                assert box[0] - 1 <= line[0] and line[2] <= box[2] + 1, (
                    f"{card_id}: a line overflows at {width} px"
                )


def test_faces_are_composed_at_the_width_asked_so_they_stay_crisp() -> None:
    face = FaceData("x", "Squire", "minion", 1, 1, 2, "Minion", "**Taunt**", "rare")
    assert compose_face(face, 60).image.size == (60, 84)
    assert compose_face(face, 300).image.size == (300, 420)
    assert compose_back(150).size == (150, 210)


def test_a_face_shows_the_kind_by_shape_not_only_colour() -> None:
    minion = compose_face(FaceData("a", "A", "minion", 1, 1, 1), 200).image
    spell = compose_face(FaceData("a", "A", "spell", 1), 200).image
    # the minion's oval art leaves the frame's corner of the art box empty; the spell's arch fills it
    corner = (34, 100)
    assert minion.getpixel(corner) != spell.getpixel(corner)
