"""The nine ready-made class decks: legal, supported, one per class, and playable to the end."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from engine.games.hearthstone.cards import CARDS_DIR
from tests.engine.games.hearthstone.cards.cardcase import CLASS_HEROES
from tests.engine.games.hearthstone.helpers import game

DECKS_DIR = CARDS_DIR.parent / "decks"
CLASSES = sorted(name.lower() for name in CLASS_HEROES)


def deck(name: str) -> dict[str, Any]:
    data = json.loads((DECKS_DIR / f"{name}.json").read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def test_there_is_one_deck_per_class() -> None:
    assert sorted(p.stem for p in DECKS_DIR.glob("*.json")) == CLASSES


@pytest.mark.parametrize("name", CLASSES)
def test_deck_is_legal_and_every_card_supported(name: str) -> None:
    data = deck(name)
    assert set(data) == {"name", "hero", "about", "cards"}
    assert data["hero"] == CLASS_HEROES[name.upper()]
    assert data["name"] == f"Basic {name.title()}"
    assert len(data["cards"]) == 30
    assert game().deck_problems(data["hero"], data["cards"]) == []
    assert [c for c in data["cards"] if game().catalog.get(c).rarity == "LEGENDARY"] == []


@pytest.mark.parametrize("name", CLASSES)
def test_deck_plays_whole_random_games(name: str) -> None:
    """Random legal actions from both seats until the game ends: every card of the deck gets played
    against the next class's deck without an error, and the game reaches an outcome."""
    other = CLASSES[(CLASSES.index(name) + 1) % len(CLASSES)]
    g = game()
    for seed in range(3):
        setup = {"decks": [{"hero": deck(n)["hero"], "cards": deck(n)["cards"]} for n in (name, other)]}
        state = g.new_initial_state(seed, setup)
        pick = random.Random(seed)
        for _ in range(3000):
            if state.is_terminal():
                break
            actions = [a for a in state.legal_actions() if str(a) != "concede"]
            state.apply_action(pick.choice(actions))
        assert state.is_terminal() and state.outcome() is not None


def test_decks_differ_from_each_other_in_class_cards() -> None:
    """Each deck plays its class: at least ten of its thirty cards belong to the hero's class."""
    for name in CLASSES:
        data = deck(name)
        own = [c for c in data["cards"] if game().catalog.get(c).card_class == name.upper()]
        assert len(own) >= 10, name
