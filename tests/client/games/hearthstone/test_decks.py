"""The deck builder and the new-game screen offer all nine ready-made class decks."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from client.app import App
from client.games.hearthstone.decks import HearthstoneDecks
from client.games.hearthstone.new_game import NewHearthstoneScene
from engine.core import REGISTRY
from engine.games.hearthstone.game import HearthstoneGame

CLASSES = ["Mage", "Warrior", "Shaman", "Rogue", "Paladin", "Hunter", "Druid", "Warlock", "Priest"]


@pytest.fixture
def app() -> Iterator[App]:
    opened = App((1280, 800), headless=True)
    yield opened
    opened.scenes.clear()


def test_the_deck_builder_ships_nine_class_decks_defaults_first() -> None:
    game = REGISTRY.load("hearthstone")
    assert isinstance(game, HearthstoneGame)
    rules = HearthstoneDecks(game)
    decks = rules.shipped()
    assert [d.name for d in decks] == [f"Basic {c}" for c in CLASSES]
    assert all(d.shipped and rules.problems(d) == [] for d in decks)
    assert [game.catalog.get(d.leader).card_class.title() for d in decks] == CLASSES


def test_the_new_game_screen_offers_every_class_deck_on_both_sides(app: App) -> None:
    setup = NewHearthstoneScene(app)
    app.scenes.push(setup)
    app.step()
    wanted = [f"Basic {c} (ready-made)" for c in CLASSES]
    for menu in setup.menus:
        assert [o[0] for o in menu.options_list][: len(wanted)] == wanted
    setup.choice = ["Basic Priest (ready-made)", "Basic Hunter (ready-made)"]
    assert [d["hero"] for d in setup.setup()["decks"]] == ["HERO_09", "HERO_05"]  # type: ignore[index]
