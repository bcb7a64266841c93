"""The replay viewer: step, back, seek by slider, play/pause, the log up to the step, and opening saves."""

from __future__ import annotations

import json

import pygame
import pygame_gui

from client.app import App
from client.games.wowminis.replay_scene import ReplayScene, replay_tokens, wrap
from client.scenes.load_game import LoadGameScene
from engine.core.paths import saves_dir
from engine.core.replay import Replay
from engine.hex import parse_hex
from tests.client.events import click
from tests.client.games.wowminis.endgames import played


def viewer(app: App, decisions: int | None = None) -> ReplayScene:
    scene = ReplayScene(app, played(decisions).record(), source="test.json")
    app.scenes.push(scene)
    app.step()
    return scene


def key(app: App, k: int) -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)])


def test_it_opens_at_the_start_with_every_actions_log_ready(app: App) -> None:
    scene = viewer(app, 40)
    assert scene.index == 0 and scene.log_lines() == []
    assert len(scene.log) == 40 and all(scene.log)
    assert scene.position_label.text == "Decision 0 of 40"


def test_step_back_home_and_end_move_through_the_game(app: App) -> None:
    scene = viewer(app, 40)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert scene.index == 2 and scene.slider.get_current_value() == 2
    lines = scene.log_lines()
    assert [text for text, _ in lines] == scene.log[0] + scene.log[1]
    assert all(latest for text, latest in lines[len(scene.log[0]) :])
    key(app, pygame.K_LEFT)
    assert scene.index == 1
    key(app, pygame.K_END)
    assert scene.index == 40 and scene.position_label.text == "Decision 40 of 40"
    key(app, pygame.K_HOME)
    assert scene.index == 0


def test_the_board_shows_the_replayed_position(app: App) -> None:
    scene = viewer(app, 40)
    scene.seek(25)
    reference = Replay(scene.record)
    reference.seek(25)
    obs = reference.state.observation(0)
    expected = {(c["name"], parse_hex(c["pos"])) for c in obs["characters"] if c["pos"] is not None}
    assert {(t.name, t.hex) for t in scene.tokens() if t.kind != "totem"} == expected
    assert scene.tokens() == replay_tokens(obs, scene.catalog)


def test_the_slider_seeks(app: App) -> None:
    scene = viewer(app, 40)
    app.step([pygame.event.Event(pygame_gui.UI_HORIZONTAL_SLIDER_MOVED, value=17, ui_element=scene.slider)])
    assert scene.index == 17


def test_play_steps_on_its_own_until_paused_or_the_end(app: App) -> None:
    scene = viewer(app, 6)
    key(app, pygame.K_SPACE)
    assert scene.playing and scene.play_button.text == "Pause"
    for _ in range(60):  # 6 steps of 0.7 s at the normal animation speed
        app.step(dt=0.1)
    assert scene.index == 6 and not scene.playing and scene.play_button.text == "Play"
    key(app, pygame.K_SPACE)  # at the end, Play starts again from the beginning
    assert scene.playing and scene.index == 0
    key(app, pygame.K_SPACE)
    assert not scene.playing


def test_a_finished_game_says_how_it_ended_at_the_last_step(app: App) -> None:
    scene = viewer(app)
    scene.seek(len(scene.replay))
    outcome = scene.replay.state.outcome()
    assert outcome is not None and scene.position_text().endswith(f"game over: {outcome.reason}")


def test_from_save_opens_a_save_and_explains_a_damaged_one(app: App) -> None:
    path = saves_dir() / "game.json"
    played(12, save_path=path)
    scene = ReplayScene.from_save(app, path)
    assert isinstance(scene, ReplayScene) and len(scene.replay) == 12
    data = json.loads(path.read_text())
    data["actions"][2] = "fly away"
    path.write_text(json.dumps(data))
    damaged = ReplayScene.from_save(app, path)
    assert isinstance(damaged, LoadGameScene) and damaged.status.startswith("Cannot replay game.json:")


def test_log_lines_wrap_to_the_panel_width() -> None:
    pygame.font.init()
    font = pygame.font.Font(None, 20)
    lines = wrap("Grom Hellscream spent no ticks and is ticked up to 6 (501.3d).", font, 120)
    assert len(lines) > 1 and all(font.size(line)[0] <= 120 for line in lines)
    assert " ".join(lines) == "Grom Hellscream spent no ticks and is ticked up to 6 (501.3d)."


def test_the_load_screens_replay_button_opens_the_viewer_on_the_selected_save(app: App) -> None:
    path = saves_dir() / "game.json"
    played(12, save_path=path)
    load = LoadGameScene(app)
    app.scenes.push(load)
    app.step()
    assert load.selected == path and load.replay_button.is_enabled
    click(app, load.replay_button)
    viewer_scene = app.scenes.top
    assert isinstance(viewer_scene, ReplayScene)
    assert viewer_scene.position_label.text == "Decision 0 of 12"
