"""The deck builder against Skirmish's deck rules: filters, live problems, save/load, text import/export."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from client.app import App
from client.table.deck_builder import DeckBuilderScene
from client.table.decks import Deck, deck_path, load_deck, parse_deck_text
from engine.core import BadInputError
from tests.cardtoy import DECK
from tests.client.events import click, click_at
from tests.client.table.cardtoy_table import CardToyDecks, CardToyTable
from tests.client.table.conftest import toy_registry_app


@pytest.fixture
def builder() -> Iterator[tuple[App, DeckBuilderScene]]:
    app = toy_registry_app()
    scene = DeckBuilderScene(app, CardToyTable(), CardToyDecks(), Deck("Mine", "champion"))
    app.scenes.push(scene)
    app.step()
    yield app, scene
    app.scenes.clear()


def test_clicking_a_card_adds_a_copy_and_the_problems_follow_live(
    builder: tuple[App, DeckBuilderScene],
) -> None:
    app, scene = builder
    rect, card = scene.card_rects[0]
    click_at(app, rect.center)
    assert scene.deck.cards == [card.id]
    assert scene.problems() == ["A deck has 14 cards; this one has 1."]
    click_at(app, rect.center)
    click_at(app, rect.center)
    assert scene.deck.cards == [card.id, card.id]
    assert scene.status == f"{card.name}: at most 2 in a deck."
    app.step()
    row, card_id = scene.row_rects[0]
    click_at(app, row.center)
    assert scene.deck.cards == [card.id]


def test_filters_narrow_the_pool_by_cost_type_class_and_text(builder: tuple[App, DeckBuilderScene]) -> None:
    app, scene = builder
    click(app, scene.filter_buttons[("kind", "Spell")])
    assert {c.kind for c in scene.shown()} == {"spell"}
    click(app, scene.filter_buttons[("cost", "1")])
    assert [c.name for c in scene.shown()] == ["Scout Ahead", "Spark Bolt"]
    click(app, scene.filter_buttons[("kind", "All")])
    click(app, scene.filter_buttons[("cost", "All")])
    click(app, scene.filter_buttons[("group", "Class")])
    assert {c.id for c in scene.shown()} == {"guard", "raider"}
    click(app, scene.filter_buttons[("group", "All")])
    scene.search_entry.set_text("battlecry")
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="", scancode=0)])
    scene.search = "battlecry"
    assert [c.name for c in scene.shown()] == ["Ember Herald"]


def test_a_full_deck_is_ready_and_saves_and_loads_back(
    builder: tuple[App, DeckBuilderScene], shots: Path
) -> None:
    app, scene = builder
    scene.load("Ready-made: Starter")
    app.step()
    assert scene.deck.cards == DECK and scene.problems() == []
    scene.name_entry.set_text("My Starter")
    scene.save()
    path = deck_path("cardtoy", "My Starter")
    assert load_deck(path, "cardtoy").cards == DECK
    app.step()
    app.screenshot(shots / "table-deck-builder.png")


def test_export_then_import_gives_the_same_deck(builder: tuple[App, DeckBuilderScene]) -> None:
    app, scene = builder
    scene.load("Ready-made: Starter")
    scene.export_text()
    text = scene.text_box.get_text()
    assert text.splitlines()[:3] == ["# Starter", "Hero: Champion", "2 Squire"]
    scene.deck = Deck("Empty", "hero")
    scene.build()
    scene.text_box.set_text(text)
    scene.import_text()
    assert sorted(scene.deck.cards) == sorted(DECK) and scene.deck.leader == "champion"


def test_an_unknown_card_name_in_a_list_names_its_line() -> None:
    with pytest.raises(BadInputError, match="line 2: no card named 'Fireblal'"):
        parse_deck_text("2 Squire\n1 Fireblal\n", {"squire": "squire"}, {})


def test_a_new_hero_drops_the_cards_it_cannot_use(builder: tuple[App, DeckBuilderScene]) -> None:
    app, scene = builder
    scene.deck.cards = ["guard", "squire"]
    scene.set_leader("hero")
    assert scene.deck.cards == ["squire"] and "Removed 1" in scene.status
