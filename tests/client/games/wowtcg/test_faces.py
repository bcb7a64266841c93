"""WoW TCG faces: every card of the pool fits its face, each card type has its own frame, and the
generated text marks keywords in bold."""

from __future__ import annotations

from client.cards.table_faces import compose_face
from client.games.wowtcg.faces import TYPE_METAL, compose, face_data, face_text
from engine.core import REGISTRY
from engine.games.wowtcg.game import WowTcgGame


def test_every_card_of_the_pool_fits_its_face_at_the_deck_builders_width() -> None:
    game = REGISTRY.load("wowtcg")
    assert isinstance(game, WowTcgGame)
    clipped = [c.name for c in game.catalog.cards.values() if compose_face(face_data(c), 170).clipped]
    assert clipped == []


def test_each_card_type_has_its_own_frame_metal() -> None:
    game = REGISTRY.load("wowtcg")
    assert isinstance(game, WowTcgGame)
    frames = {}
    for card_type in sorted(TYPE_METAL):
        card = next(c for c in game.catalog.cards.values() if c.type == card_type)
        image = compose(face_data(card), card.type, 120)
        frames[card_type] = image.getpixel((image.width // 2, 2))
    assert len(set(frames.values())) == len(TYPE_METAL), frames


def test_keywords_are_bold_and_stats_sit_in_their_gems() -> None:
    game = REGISTRY.load("wowtcg")
    assert isinstance(game, WowTcgGame)
    cards = game.catalog.cards
    diver = cards["Blackfathom Diver"]
    assert face_text(diver).startswith("**Elusive**")
    assert "**Reward**" in face_text(cards["Supplies for the Front"])
    ally = face_data(diver)
    assert (ally.kind, ally.cost, ally.attack, ally.health) == ("minion", 1, 1, 1)
    vest = face_data(cards["Chainmail Vest"])
    assert vest.kind == "weapon" and vest.health == cards["Chainmail Vest"].defense and vest.attack is None
    hero = face_data(cards["Aldric Vane"])
    assert hero.kind == "hero" and hero.cost is None and hero.hue == "warrior"
