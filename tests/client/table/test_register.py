"""Registering a card game's screens: nothing of the game loads until a screen opens, a save resumes at
the table and opens in the replay viewer, and a save's details reach the table's adapter (Keeper's
number of seats)."""

from __future__ import annotations

import sys

import pytest

from client.app import App
from client.games.keeper.new_game import seats_for
from client.scenes import LOADED_GAME_SCENES, NEW_GAME_SCENES, REPLAY_SCENES
from client.table.register import register_card_game
from client.table.replay import TableReplayScene
from client.table.scene import CardTableScene
from client.table.start import make_seats, start_session
from engine.core import REGISTRY


def test_registering_imports_nothing_until_a_screen_opens(apps: list[App]) -> None:
    tables = (NEW_GAME_SCENES, LOADED_GAME_SCENES, REPLAY_SCENES)
    register_card_game("later", "tests.client.table.no_such_screens", "Nothing")
    try:
        assert all("later" in table for table in tables)
        assert "tests.client.table.no_such_screens" not in sys.modules
        app = App((1280, 800), headless=True)
        apps.append(app)
        with pytest.raises(ModuleNotFoundError, match="no_such_screens"):
            NEW_GAME_SCENES["later"](app)
    finally:
        for table in tables:
            table.pop("later", None)


def test_a_saved_keeper_game_of_three_seats_resumes_and_replays_at_three_seats(apps: list[App]) -> None:
    game = REGISTRY.load("keeper")
    seats = seats_for(["you", "easy", "easy"])
    session = start_session(game, {"decks": ["embers", "tides", "grove"]}, seats, 3)
    assert session.save_path is not None
    app = App((1280, 800), headless=True)
    apps.append(app)
    table = LOADED_GAME_SCENES["keeper"](app, session.save_path)
    assert isinstance(table, CardTableScene) and table.adapter.players == 3  # type: ignore[attr-defined]
    replay = REPLAY_SCENES["keeper"](app, session.save_path)
    assert isinstance(replay, TableReplayScene) and replay.adapter.players == 3  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("game_id", "zones"), [("hearthstone", {"hero", "hand"}), ("wowtcg", {"hero", "hand"})]
)
def test_a_saved_game_resumes_at_the_table_and_opens_in_the_replay_viewer(
    apps: list[App], game_id: str, zones: set[str]
) -> None:
    game = REGISTRY.load(game_id)
    seats = make_seats(game_id, "easy")
    session = start_session(game, game.default_setup(), seats, 5)
    session.apply(session.state.legal_actions()[0])
    assert session.save_path is not None
    app = App((1280, 800), headless=True)
    apps.append(app)
    table = LOADED_GAME_SCENES[game_id](app, session.save_path)
    assert isinstance(table, CardTableScene)
    assert table.controller.seats[1].is_ai and list(table.controller.session.actions) == list(session.actions)
    replay = REPLAY_SCENES[game_id](app, session.save_path)
    assert isinstance(replay, TableReplayScene) and len(replay.replay) == 1
    app.scenes.push(replay)
    replay.seek(1)
    app.step()
    _view, placed = replay.placed()
    assert {p.zone for p in placed} >= zones
