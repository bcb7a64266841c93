"""The end screen: the result in words, VPs against honor, Rematch, Replay and Main menu.

The screenshot goes to ``TAVERN_SCREENSHOTS`` when set, else to the test's temporary folder.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from client.app import App
from client.game import GameController, Seat
from client.games.wowminis import new_game
from client.games.wowminis.end_screen import EndScene, headline, reason_sentence
from client.games.wowminis.replay_scene import ReplayScene
from client.scene import Scene
from client.scenes.menu import MenuScene
from engine.core.paths import saves_dir
from engine.core.saves import read_save
from tests.client.events import click
from tests.client.games.wowminis.endgames import SEATS, finished_controller, played, seed_won_by


class StubTable(Scene):
    def __init__(self, app: App, controller: GameController) -> None:
        super().__init__(app)
        self.controller = controller

    def layout(self, screen: pygame.Rect) -> None:
        """Nothing to show."""


def end_over_table(app: App, controller: GameController) -> EndScene:
    app.scenes.push(StubTable(app, controller))
    scene = EndScene(app, controller)
    app.scenes.push(scene)
    app.step()
    return scene


def test_the_result_names_the_winner_and_the_reason() -> None:
    controller = finished_controller(seed=seed_won_by(1))
    outcome = controller.outcome()
    assert outcome is not None and outcome.winners == (1,)
    assert headline(controller) == "Defeat"
    assert reason_sentence(controller) == f"Horde Warband won ({outcome.reason})."


def test_a_win_and_a_hot_seat_result_read_from_the_winners_side() -> None:
    seed = seed_won_by(1)
    session = played(seed=seed)
    assert headline(GameController(session, list(reversed(SEATS)), seed=seed)) == "Victory!"
    hot_seat = GameController(session, [Seat("Ann"), Seat("Bob")], seed=seed)
    assert headline(hot_seat) == "Bob wins"


def test_the_score_shows_each_sides_vp_against_its_honor(app: App) -> None:
    controller = finished_controller()
    scene = end_over_table(app, controller)
    text = scene.score_html()
    for side in controller.observation()["players"]:
        assert f"{side['vp']} VP of the {side['honor']} needed" in text
    assert "Winner" in text and "seed 5" in text
    assert f"{len(controller.session.actions)} decisions" in text


def test_rematch_starts_the_same_setup_with_a_new_seed_over_the_menu(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(new_game, "open_table", StubTable)
    controller = finished_controller(save_path=saves_dir() / "first.json")
    scene = end_over_table(app, controller)
    click(app, scene.rematch_button)
    assert [type(s) for s in app.scenes] == [MenuScene, StubTable]
    table = app.scenes.top
    assert isinstance(table, StubTable)
    fresh = table.controller
    assert fresh.seats == controller.seats and fresh.session.actions == ()
    assert fresh.session.setup == controller.session.setup
    assert fresh.session.save_path is not None and fresh.session.save_path != controller.session.save_path
    assert read_save(fresh.session.save_path).seed == fresh.session.seed


def test_replay_opens_the_viewer_on_this_game_and_main_menu_leaves_the_table(app: App) -> None:
    controller = finished_controller()
    scene = end_over_table(app, controller)
    click(app, scene.replay_button)
    viewer = app.scenes.top
    assert isinstance(viewer, ReplayScene)
    assert viewer.record.actions == list(controller.session.actions)
    app.scenes.pop()
    assert app.scenes.top is scene
    click(app, scene.menu_button)
    assert [type(s) for s in app.scenes] == [MenuScene]


def test_screenshot_of_the_end_screen_over_the_final_board(shots: Path) -> None:
    from client.games.wowminis.board_scene import BoardScene

    shell = App((1280, 800), headless=True)
    shell.scenes.push(BoardScene(shell, finished_controller()))
    for _ in range(4):
        shell.step()
    assert isinstance(shell.scenes.top, EndScene)
    shell.screenshot(shots / "wowminis-end.png")
    shell.scenes.clear()
