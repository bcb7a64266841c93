"""The desktop shell, driven headless with synthetic mouse and keyboard events.

Screenshots of each screen go to the folder named by ``TAVERN_SCREENSHOTS`` when it is set
(``docs/screenshots`` is refreshed that way), else to the test's temporary folder.
"""

from __future__ import annotations

import doctest
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pygame
import pytest
from pygame_gui.elements import UIButton

from client import settings as client_settings
from client import theme as client_theme
from client.app import App, run
from client.scene import Scene
from client.scenes import LOADED_GAME_SCENES, NEW_GAME_SCENES
from client.scenes.confirm import ConfirmScene
from client.scenes.load_game import LoadGameScene
from client.scenes.menu import NOT_PLAYABLE, MenuScene
from client.scenes.settings_scene import SettingsScene
from client.settings import Settings, settings_path
from engine.core import REGISTRY, Registry
from engine.core.paths import saves_dir
from engine.core.session import Session
from tests.client.events import click


@pytest.fixture
def app() -> Iterator[App]:
    """The shell with no games installed, so focus and layout do not depend on shipped games."""
    shell = App((1280, 800), headless=True, registry=Registry())
    shell.step()
    yield shell
    shell.scenes.clear()


def press(app: App, key: int, mod: int = 0) -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)])
    app.step()


def top(app: App) -> Scene:
    scene = app.scenes.top
    assert scene is not None
    return scene


def buttons_of(scene: Scene) -> list[UIButton]:
    return [element for element in scene.ui.get_sprite_group().sprites() if isinstance(element, UIButton)]


class TableScene(Scene):
    """Stands in for a game's screen."""

    def __init__(self, app: App, save: Path | None = None) -> None:
        super().__init__(app)
        self.save = save

    def layout(self, screen: pygame.Rect) -> None:
        self.back_button = self.button(pygame.Rect(10, 10, 120, 40), "Back", self.back)


def make_saves(registry: Registry) -> tuple[Path, Path]:
    """One good save of the toy game and one truncated file, in the saves folder."""
    game = registry.load("toy")
    good = saves_dir() / "toy-game.json"
    session = Session.new(game, 7, None, ["Ada", "House AI"], save_path=good)
    for _ in range(4):
        session.apply(session.state.legal_actions()[0])
    damaged = saves_dir() / "broken.json"
    damaged.write_text('{"format": 1, "game": "toy", "se', encoding="utf-8")
    return good, damaged


def test_shell_smoke_menu_settings_load_and_quit(app: App, shots: Path) -> None:
    menu = top(app)
    assert isinstance(menu, MenuScene)
    app.screenshot(shots / "menu.png")
    button_height_before = menu.settings_button.rect.height

    click(app, menu.settings_button)
    settings = top(app)
    assert isinstance(settings, SettingsScene)
    app.screenshot(shots / "settings.png")
    click(app, settings.choices["ui_scale"][125])
    click(app, settings.choices["palette"]["deuteranopia"])
    assert settings.pending.ui_scale == 125 and app.settings.ui_scale == 100
    assert not settings_path().exists()
    click(app, settings.apply_button)

    saved = json.loads(settings_path().read_text(encoding="utf-8"))
    assert saved["ui_scale"] == 125 and saved["palette"] == "deuteranopia"
    assert Settings.load() == Settings(ui_scale=125, palette="deuteranopia")
    assert top(app) is settings and settings.status == "Settings applied and saved."
    assert settings.theme.scale == pytest.approx(1.25)

    press(app, pygame.K_ESCAPE)
    assert top(app) is menu
    assert menu.settings_button.rect.height > button_height_before

    click(app, menu.load_button)
    assert isinstance(top(app), LoadGameScene)
    app.screenshot(shots / "load_game.png")
    press(app, pygame.K_ESCAPE)
    assert top(app) is menu

    click(app, menu.quit_button)
    assert not app.running


def test_escape_on_the_menu_asks_before_quitting(app: App, shots: Path) -> None:
    press(app, pygame.K_ESCAPE)
    dialog = top(app)
    assert isinstance(dialog, ConfirmScene) and dialog.title == "Leave the tavern?"
    app.screenshot(shots / "quit_confirm.png")
    press(app, pygame.K_ESCAPE)
    assert isinstance(top(app), MenuScene) and app.running
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_RETURN)
    assert not app.running


def test_keyboard_moves_focus_and_enter_presses(app: App) -> None:
    menu = top(app)
    assert isinstance(menu, MenuScene)
    assert menu.focus.focused is menu.load_button
    press(app, pygame.K_DOWN)
    assert menu.focus.focused is menu.settings_button
    press(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)
    settings = top(app)
    assert isinstance(settings, SettingsScene)
    assert settings.focus.focused is settings.choices["ui_scale"][100]
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_SPACE)
    assert settings.pending.ui_scale == 110


def test_leaving_settings_with_changes_asks_to_discard(app: App) -> None:
    click(app, top(app).settings_button)  # type: ignore[attr-defined]
    settings = top(app)
    assert isinstance(settings, SettingsScene)
    click(app, settings.choices["animation_speed"]["instant"])
    click(app, settings.back_button)
    dialog = top(app)
    assert isinstance(dialog, ConfirmScene)
    click(app, dialog.cancel_button)
    assert top(app) is settings and settings.pending.animation_speed == "instant"
    click(app, settings.back_button)
    click(app, top(app).confirm_button)  # type: ignore[attr-defined]
    assert isinstance(top(app), MenuScene)
    assert app.settings.animation_speed == "normal" and not settings_path().exists()


def test_fullscreen_toggles_on_apply(app: App) -> None:
    click(app, top(app).settings_button)  # type: ignore[attr-defined]
    settings = top(app)
    assert isinstance(settings, SettingsScene)
    click(app, settings.choices["fullscreen"][True])
    click(app, settings.apply_button)
    assert app.settings.fullscreen and pygame.display.is_fullscreen()
    click(app, settings.choices["fullscreen"][False])
    click(app, settings.apply_button)
    assert not pygame.display.is_fullscreen()
    assert app.surface.get_size() == (1280, 800)


@pytest.mark.parametrize(
    "content, problem",
    [
        ('{"ui_scale": 150, "palette"', "not valid JSON"),
        ('{"ui_scale": 140}', "ui_scale must be one of"),
        ('{"ui_scale": 100, "volume": 3}', "unknown setting(s): volume"),
        ('{"format": 9}', "newer version"),
        ("[1, 2]", "expected a JSON object"),
    ],
)
def test_damaged_settings_file_gives_defaults_and_is_kept(content: str, problem: str, shots: Path) -> None:
    path = settings_path()
    path.write_text(content, encoding="utf-8")
    shell = App((1280, 800), headless=True)
    shell.step()
    menu = top(shell)
    assert isinstance(menu, MenuScene)
    assert shell.settings == Settings()
    assert menu.notice is not None and "settings.json" in menu.notice and problem in menu.notice
    assert shell.take_notice() is None
    if problem == "not valid JSON":
        shell.screenshot(shots / "menu_settings_warning.png")
    click(shell, menu.settings_button)
    press(shell, pygame.K_ESCAPE)
    assert path.read_text(encoding="utf-8") == content
    shell.scenes.clear()


def test_settings_save_round_trips_and_leaves_no_temporary_file(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    chosen = Settings(ui_scale=150, fullscreen=True, animation_speed="fast", palette="tritanopia")
    assert chosen.save(path) == path
    assert Settings.load(path) == chosen
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]
    assert chosen.animation_time(1.0) == 0.5


def test_no_display_returns_1_with_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def refuse(*args: object, **kwargs: object) -> pygame.Surface:
        raise pygame.error("x11 not available")

    monkeypatch.setattr(pygame.display, "set_mode", refuse)
    assert run() == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert err.startswith("tavern: cannot open a window (no display found: x11 not available).")
    assert "python main.py simulate|bench|validate" in err


def test_no_desktop_session_returns_1_before_sdl_probes(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    for name in ("SDL_VIDEODRIVER", "DISPLAY", "WAYLAND_DISPLAY"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(sys, "platform", "linux")
    assert run() == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert "(no display found: neither DISPLAY nor WAYLAND_DISPLAY is set)" in err


def test_an_invisible_fallback_driver_counts_as_no_display(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "offscreen")
    assert run() == 1
    err = capsys.readouterr().err
    assert "(no display found: SDL found no screen and fell back to its invisible 'offscreen' driver)" in err


def test_menu_lists_games_and_explains_a_game_without_a_scene(
    toy_registry: Registry, monkeypatch: pytest.MonkeyPatch
) -> None:
    shell = App((1280, 800), headless=True, registry=toy_registry)
    shell.step()
    menu = top(shell)
    assert isinstance(menu, MenuScene)
    toy = menu.game_buttons["toy"]
    assert toy.text == "Draw Ten" and not toy.is_enabled
    shell.step([pygame.event.Event(pygame.MOUSEMOTION, pos=toy.rect.center, rel=(0, 0), buttons=(0, 0, 0))])
    for _ in range(6):
        shell.step(dt=0.1)
    assert menu.hints.showing == NOT_PLAYABLE

    monkeypatch.setitem(NEW_GAME_SCENES, "toy", TableScene)
    click(shell, menu.settings_button)
    press(shell, pygame.K_ESCAPE)
    assert menu.game_buttons["toy"].is_enabled
    click(shell, menu.game_buttons["toy"])
    assert isinstance(top(shell), TableScene)
    shell.scenes.clear()


def test_menu_offers_every_shipped_game() -> None:
    shell = App((1280, 800), headless=True)
    shell.step()
    menu = top(shell)
    assert isinstance(menu, MenuScene)
    assert sorted(menu.game_buttons) == REGISTRY.ids()
    for game_id, button in menu.game_buttons.items():
        assert button.text == REGISTRY.game_class(game_id).name
        assert button.is_enabled == (game_id in NEW_GAME_SCENES)
    shell.scenes.clear()


def test_empty_registry_says_no_games_installed() -> None:
    shell = App((1280, 800), headless=True, registry=Registry())
    shell.step()
    menu = top(shell)
    assert isinstance(menu, MenuScene) and menu.games == []
    texts = [getattr(element, "text", "") for element in menu.ui.get_sprite_group().sprites()]
    assert "No games installed yet" in texts
    assert menu.focus.focused is menu.load_button
    shell.scenes.clear()


def test_load_game_lists_saves_and_deletes_after_confirmation(
    toy_registry: Registry, monkeypatch: pytest.MonkeyPatch, shots: Path
) -> None:
    good, damaged = make_saves(toy_registry)
    shell = App((1280, 800), headless=True, registry=toy_registry)
    shell.step()
    click(shell, top(shell).load_button)  # type: ignore[attr-defined]
    load = top(shell)
    assert isinstance(load, LoadGameScene)
    assert set(load.rows) == {good, damaged}
    assert load.rows[good].text == f"Draw Ten  \u00b7  {load_time(load, good)}  \u00b7  Ada, House AI"

    click(shell, load.rows[good])
    assert load.selected == good and not load.load_button.is_enabled
    assert "Draw Ten is not yet playable on the desktop." in load.details.html_text
    assert "Moves so far: 4" in load.details.html_text
    shell.screenshot(shots / "load_game_saves.png")

    click(shell, load.rows[damaged])
    assert not load.load_button.is_enabled and load.delete_button.is_enabled
    assert "truncated" in load.details.html_text and str(damaged.parent) not in load.details.html_text
    click(shell, load.delete_button)
    dialog = top(shell)
    assert isinstance(dialog, ConfirmScene) and dialog.focus.focused is dialog.cancel_button
    shell.screenshot(shots / "delete_confirm.png")
    click(shell, dialog.cancel_button)
    assert damaged.exists()
    click(shell, load.delete_button)
    click(shell, top(shell).confirm_button)  # type: ignore[attr-defined]
    assert not damaged.exists() and good.exists()
    assert top(shell) is load and set(load.rows) == {good} and load.status == "Deleted broken.json."

    monkeypatch.setitem(LOADED_GAME_SCENES, "toy", TableScene)
    load.build()
    assert load.load_button.is_enabled
    click(shell, load.load_button)
    table = top(shell)
    assert isinstance(table, TableScene) and table.save == good
    press(shell, pygame.K_ESCAPE)
    assert isinstance(top(shell), MenuScene)
    shell.scenes.clear()


def test_keyboard_scrolls_a_long_save_list_to_the_focused_row(toy_registry: Registry, shots: Path) -> None:
    game = toy_registry.load("toy")
    for seat in range(14):
        Session.new(
            game, seat, None, ["Ada", f"Guest {seat:02d}"], save_path=saves_dir() / f"toy-{seat:02d}.json"
        )
    shell = App((1280, 800), headless=True, registry=toy_registry)
    shell.step()
    click(shell, top(shell).load_button)  # type: ignore[attr-defined]
    load = top(shell)
    assert isinstance(load, LoadGameScene) and load._list is not None
    view = load._list.rect
    last = load.rows[load.saves[-1].path]
    assert not view.contains(last.rect)
    for _ in range(len(load.saves) - 1):
        press(shell, pygame.K_DOWN)
    assert load.focus.focused is last and view.contains(last.rect)
    press(shell, pygame.K_RETURN)
    assert load.selected == load.saves[-1].path
    shell.step()
    assert load._list.rect.contains(load.rows[load.selected].rect)
    shell.screenshot(shots / "load_game_scrolled.png")
    shell.scenes.clear()


def load_time(load: LoadGameScene, path: Path) -> str:
    from client.scenes.load_game import saved_when

    return saved_when(next(summary for summary in load.saves if summary.path == path))


@pytest.mark.parametrize("size", [(1280, 800), (960, 600), (1920, 1080)])
@pytest.mark.parametrize("ui_scale", [75, 150])
def test_screens_fit_the_window_without_overlaps(
    size: tuple[int, int], ui_scale: int, toy_registry: Registry, shots: Path
) -> None:
    Settings(ui_scale=ui_scale).save()
    make_saves(toy_registry)
    shell = App((1280, 800), headless=True, registry=toy_registry)
    shell.step([pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])])
    assert shell.surface.get_size() == size
    menu = top(shell)
    for opener in (None, "settings_button", "load_button"):
        if opener is not None:
            click(shell, getattr(menu, opener))
        scene = top(shell)
        screen = pygame.Rect((0, 0), size)
        rects = [button.rect for button in buttons_of(scene) if button.visible]
        assert rects
        for index, rect in enumerate(rects):
            assert screen.contains(rect), (type(scene).__name__, rect)
            assert not any(rect.colliderect(other) for other in rects[index + 1 :]), (
                type(scene).__name__,
                rect,
            )
        if size == (960, 600) and ui_scale == 150:
            shell.screenshot(shots / f"{type(scene).__name__}_960x600_150.png")
        if opener is not None:
            press(shell, pygame.K_ESCAPE)
    shell.scenes.clear()


def test_a_burst_of_resize_events_lays_out_once_for_the_last_size(app: App) -> None:
    menu = top(app)
    builds: list[tuple[int, int]] = []
    original_build = menu.build

    def counting_build() -> None:
        builds.append(app.surface.get_size())
        original_build()

    menu.build = counting_build  # type: ignore[method-assign]
    sizes = [(1100, 700), (1000, 650), (1024, 700)]
    app.step([pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]) for size in sizes])
    assert builds == [(1024, 700)]
    assert menu.quit_button.rect.bottom < 700


def test_scene_stack_runs_the_lifecycle_in_order(app: App) -> None:
    calls: list[str] = []

    class Recording(TableScene):
        def __init__(self, name: str) -> None:
            super().__init__(app)
            self.name = name

        def enter(self) -> None:
            calls.append(f"{self.name}.enter")
            super().enter()

        def pause(self) -> None:
            calls.append(f"{self.name}.pause")

        def resume(self) -> None:
            calls.append(f"{self.name}.resume")

        def exit(self) -> None:
            calls.append(f"{self.name}.exit")
            super().exit()

    first, second, third = Recording("a"), Recording("b"), Recording("c")
    app.scenes.push(first)
    app.scenes.push(second)
    assert app.scenes.pop() is second
    app.scenes.replace(third)
    assert calls == ["a.enter", "a.pause", "b.enter", "b.exit", "a.resume", "a.exit", "c.enter"]
    assert top(app) is third and len(app.scenes) == 2


@pytest.mark.parametrize("module", [client_settings, client_theme])
def test_docstring_examples(module: ModuleType) -> None:
    result = doctest.testmod(module)
    assert result.attempted > 0 and result.failed == 0
