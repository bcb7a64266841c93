"""Fixtures for the card table tests: a headless app at the Skirmish table (tests/cardtoy.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from client.app import App
from client.game.controller import GameController, Seat
from client.table.scene import CardTableScene
from engine.core import REGISTRY
from engine.core.session import Session
from tests.cardtoy import CardToyGame
from tests.client.table.cardtoy_table import CardToyTable

TableFactory = Callable[..., tuple[App, CardTableScene]]


def toy_registry_app(size: tuple[int, int] = (1280, 800)) -> App:
    registry = REGISTRY.copy()
    registry.register(CardToyGame)
    app = App(size, headless=True, registry=registry)
    app.settings = app.settings.with_changes(animation_speed="instant")
    return app


@pytest.fixture
def table(apps: list[App]) -> TableFactory:
    """Builds ``(app, scene)`` at a new Skirmish game, or at ``position`` (a ``to_dict`` form)."""

    def build(
        position: dict[str, Any] | None = None,
        *,
        seats: list[Seat] | None = None,
        seed: int = 4,
        size: tuple[int, int] = (1280, 800),
    ) -> tuple[App, CardTableScene]:
        app = toy_registry_app(size)
        game = CardToyGame()
        chosen = seats or [Seat("You"), Seat("Computer", "ai", "random")]
        names = [s.name for s in chosen]
        if position is None:
            session = Session.new(game, seed, None, names)
        else:
            session = Session(game, seed, {}, names, game.state_from_dict(position))
        scene = CardTableScene(app, GameController(session, chosen, seed=seed), CardToyTable())
        app.scenes.push(scene)
        app.step()
        apps.append(app)
        return app, scene

    return build


def minion(uid: str, card: str, *, ready: bool = True, health: int | None = None) -> dict[str, Any]:
    from tests.cardtoy import CARDS

    c = CARDS[card]
    return {
        "uid": uid,
        "card": card,
        "attack": c.attack,
        "health": c.health if health is None else health,
        "max_health": c.health,
        "keywords": list(c.keywords),
        "ready": ready,
    }


def position(
    hand: list[tuple[str, str]],
    *,
    board: list[dict[str, Any]] | None = None,
    enemy: list[dict[str, Any]] | None = None,
    mana: int = 5,
) -> dict[str, Any]:
    """Seat 0 to act after both mulligans, with ``hand`` and ``mana``; decks of a few squires."""
    return {
        "decks": [[["d1", "squire"], ["d2", "ogre"]], [["d3", "squire"], ["d4", "bolt"]]],
        "hands": [[list(c) for c in hand], [["o1", "squire"], ["o2", "bolt"]]],
        "boards": [board or [], enemy or []],
        "heroes": [15, 15],
        "mana": [mana, 0],
        "max_mana": [mana, mana],
        "mulliganed": [True, True],
        "player": 0,
        "turn": 9,
        "next_uid": 100,
        "rng": {"state": 1, "forced": []},
        "history": [],
    }
