"""Fixtures for the board scene tests: a headless app with one human and one AI seat."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from client.app import App
from client.game.controller import GameController, Seat
from client.games.wowminis.board_scene import BoardScene
from engine.core import REGISTRY
from engine.core.session import Session
from engine.hex import Hex

TableFactory = Callable[..., tuple[App, BoardScene]]


def _open(opened: list[App], session: Session, bot: str, seed: int = 0) -> tuple[App, BoardScene]:
    app = App((1280, 800), headless=True)
    app.settings = app.settings.with_changes(animation_speed="instant")
    controller = GameController(session, [Seat("You"), Seat("Computer", "ai", bot)], seed=seed)
    scene = BoardScene(app, controller)
    app.scenes.push(scene)
    app.step()
    opened.append(app)
    return app, scene


@pytest.fixture
def table(apps: list[App]) -> TableFactory:
    """Builds ``(app, scene)``: a new game on ``board`` for a human (seat 0) against ``bot`` (seat 1)."""

    def build(
        board: str = "training", *, max_rounds: int = 1, bot: str = "random", seed: int = 3
    ) -> tuple[App, BoardScene]:
        game = REGISTRY.load("wowminis", {"max_rounds": max_rounds})
        setup = game.default_setup()
        setup["board"] = board
        return _open(apps, Session.new(game, seed, setup, ["You", "Computer"]), bot, seed)

    return build


@pytest.fixture
def table_at(apps: list[App]) -> TableFactory:
    """Builds ``(app, scene)`` from a literal position (docs/wowminis-positions.md short form)."""

    def build(position: dict[str, Any], *, bot: str = "random") -> tuple[App, BoardScene]:
        game = REGISTRY.load("wowminis")
        state = game.state_from_dict(position)
        return _open(apps, Session(game, 0, {"board": position["board"]}, ["You", "Computer"], state), bot)

    return build


LOS_POSITION: dict[str, Any] = {
    "board": "training",
    "master": 1,
    "characters": [
        {
            "uid": "jaina",
            "id": "jaina",
            "owner": 0,
            "pos": "1,5",
            "clock": 1,
            "cards": [{"id": "blizzard", "face_up": True}],
        },
        {"uid": "tirion", "id": "tirion", "owner": 0, "pos": "2,4", "clock": 3},
        {"uid": "ruby", "id": "ruby", "owner": 0, "pos": "0,6", "clock": 2, "health": 6},
        {"uid": "grom", "id": "grom", "owner": 1, "pos": "-1,3", "clock": 2, "health": 9},
        {"uid": "thrall", "id": "thrall", "owner": 1, "pos": "5,3", "clock": 4},
        {"uid": "haruka", "id": "haruka", "owner": 1, "pos": "4,0", "clock": 3},
    ],
    "turn": {"char": "jaina"},
}
"""Jaina's turn: Grom in range and sight, Thrall behind the high-ground midpoint (405.4), Haruka far."""


def screen_pos(scene: BoardScene, h: Hex) -> tuple[int, int]:
    """Where the centre of space ``h`` is on screen."""
    x, y = scene.renderer.screen_layout(scene.camera).hex_to_pixel(h)
    return (round(x), round(y))
