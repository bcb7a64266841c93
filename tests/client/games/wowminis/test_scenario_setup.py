"""The scenario setup screen and the new-game screen's scenarios, driven headless with synthetic input.

The table is stubbed where a test only checks what Start hands it. The screenshot goes to
``TAVERN_SCREENSHOTS`` when set (``docs/screenshots`` is refreshed that way), else to a temp folder.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from pygame_gui.elements import UILabel

from client.app import App
from client.game import GameController
from client.games.wowminis import new_game
from client.games.wowminis.new_game import NewGameScene
from client.games.wowminis.scenario_setup import ScenarioSetupScene
from client.games.wowminis.scenario_setup_model import SetupModel, slug
from client.scene import Scene
from engine.core.paths import scenarios_dir
from engine.core.saves import read_save
from engine.games.wowminis.board import shipped_boards
from engine.games.wowminis.game import WowMinisGame
from engine.games.wowminis.scenario import (
    load_scenario,
    scenario_from_dict,
    scenario_state,
    shipped_scenarios,
)
from engine.hex import Hex
from tests.client.events import click, move_to, press

GAME = WowMinisGame()


class StubTable(Scene):
    """Stands in for the board scene: remembers the controller it was opened with."""

    def __init__(self, app: App, controller: GameController) -> None:
        super().__init__(app)
        self.controller = controller

    def layout(self, screen: pygame.Rect) -> None:
        """Nothing to show."""


@pytest.fixture
def stub_table(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(new_game, "open_table", StubTable)


def open_setup(app: App, model: SetupModel | None = None) -> ScenarioSetupScene:
    boards = [(b, b.id) for b in sorted(shipped_boards(), key=lambda b: b.id != "training")]
    scene = ScenarioSetupScene(app, boards, model)
    app.scenes.push(scene)
    app.step()
    return scene


def press_at(app: App, pos: tuple[int, int]) -> None:
    move_to(app, pos)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])


def drag_to(app: App, pos: tuple[int, int], release: bool = True) -> None:
    """Move the held mouse to ``pos`` in a few steps, then let go there (unless ``release`` is false)."""
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))])
    if release:
        app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def drag_chip(app: App, scene: ScenarioSetupScene, uid: str, h: Hex) -> None:
    side = scene.model.pieces[uid].side
    press_at(app, scene.benches[side].chips[uid].center)
    drag_to(app, scene.view.centre_of(h))


def test_slug_makes_a_file_id() -> None:
    assert slug("Hold the hill!") == "hold_the_hill"
    assert slug("***") == "my_scenario"


def test_the_model_round_trips_a_shipped_scenario() -> None:
    """Editing a scenario without changes gives back the same start position and settings."""
    for scenario in shipped_scenarios():
        game = scenario.game()
        model = SetupModel.from_scenario(game, scenario)
        assert model.problems() == []
        rebuilt = scenario_from_dict(model.scenario_dict(), "rebuilt", game)
        assert scenario_state(game, rebuilt, 3).state_hash() == scenario_state(game, scenario, 3).state_hash()
        assert rebuilt.to_dict() | {"position": None} == scenario.to_dict() | {"position": None}


def test_the_model_counts_honor_like_the_engine() -> None:
    for scenario in shipped_scenarios():
        model = SetupModel.from_scenario(scenario.game(), scenario)
        state = scenario_state(scenario.game(), scenario, 0)
        assert [model.honor_total(s) for s in (0, 1)] == [state.honor_total(s) for s in (0, 1)]


def test_a_long_goal_survives_the_screen(app: App) -> None:
    scenario = next(s for s in shipped_scenarios() if s.id == "hold_the_high_ground")
    scene = open_setup(app, SetupModel.from_scenario(scenario.game(), scenario))
    scene.refresh()
    assert scene.model.goal == scenario.goal and scene.goal_entry.get_text() == scenario.goal  # type: ignore[union-attr]


def test_the_model_cycles_cards_clocks_and_health() -> None:
    model = SetupModel.blank(GAME, GAME.boards["training"])
    assert [model.cycle_card("jaina", "blizzard") for _ in range(3)] == ["face up", "exhausted", "face down"]
    model.step_clock("jaina", -1)
    model.step_health("jaina", 5)
    model.step_health("tirion", -20)
    assert (model.pieces["jaina"].clock, model.pieces["jaina"].health, model.pieces["tirion"].health) == (
        10,
        9,
        1,
    )


def test_dragging_a_character_onto_the_board_places_it(app: App) -> None:
    scene = open_setup(app)
    assert scene.model.board.id == "training"
    drag_chip(app, scene, "jaina", Hex(2, 4))
    assert scene.model.pieces["jaina"].pos == Hex(2, 4)
    assert scene.selected == "jaina"


def test_an_occupied_space_is_refused_with_the_reason(app: App, shots: Path) -> None:
    scene = open_setup(app)
    drag_chip(app, scene, "jaina", Hex(2, 4))
    drag_chip(app, scene, "tirion", Hex(1, 4))
    drag_chip(app, scene, "thrall", Hex(2, 2))
    drag_chip(app, scene, "grom", Hex(3, 1))
    press_at(app, scene.benches[1].chips["haruka"].center)
    drag_to(app, scene.view.centre_of(Hex(2, 4)), release=False)
    app.screenshot(shots / "scenario-setup.png")
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=scene.view.centre_of(Hex(2, 4)), button=1)])
    assert scene.model.pieces["haruka"].pos is None
    assert scene.status == "Cannot place Haruka Skycaller at 2,4: Jaina Proudmoore stands there."


def test_dragging_a_token_off_the_board_takes_it_back(app: App) -> None:
    scene = open_setup(app)
    drag_chip(app, scene, "jaina", Hex(2, 4))
    press_at(app, scene.view.centre_of(Hex(2, 4)))
    drag_to(app, (scene.view.rect.right + 40, scene.view.rect.centery))
    assert scene.model.pieces["jaina"].pos is None


def test_the_panel_sets_clock_health_cards_and_who_acts_first(app: App) -> None:
    scene = open_setup(app)
    press_at(app, scene.benches[0].chips["tirion"].center)
    app.step(
        [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=scene.benches[0].chips["tirion"].center, button=1)]
    )
    assert scene.selected == "tirion"
    click(app, scene.controls["Clock+"])
    click(app, scene.controls["Health-"])
    click(app, scene.controls["Health-"])
    click(app, scene.controls["card:blessing_of_protection"])
    click(app, scene.controls["card:shield_of_valor"])
    click(app, scene.controls["first:1"])
    tirion = scene.model.scenario_dict()["position"]["characters"][1]
    assert (tirion["uid"], tirion["clock"], tirion["health"]) == ("tirion", 2, 10)
    assert tirion["cards"] == [
        {"id": "blessing_of_protection", "face_up": True, "exhausted": False},
        {"id": "shield_of_valor", "face_up": True, "exhausted": True},
    ]
    assert scene.model.first == 1
    assert scene.controls["first:1"].is_selected and not scene.controls["first:0"].is_selected
    assert scene.controls["card:shield_of_valor"].text == "Shield of Valor: exhausted"
    assert "10/12" in shown_texts(scene)


def test_a_change_shows_the_same_screen_a_new_layout_shows(app: App) -> None:
    """The in-place update after each click draws exactly what building the screen anew draws."""
    scene = open_setup(app)
    drag_chip(app, scene, "jaina", Hex(2, 4))
    for control in ("Clock-", "Health-", "card:blizzard", "Rounds-", "Master clock+", "first:1", "you:1"):
        click(app, scene.controls[control])
    ui = scene.ui
    chip = scene.benches[1].chips["thrall"].center
    press_at(app, chip)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=chip, button=1)])
    click(app, scene.controls["card:chain_lightning"])
    assert scene.selected == "thrall" and scene.ui is ui
    assert "card:blizzard" not in scene.controls
    move_to(app, (1, 1))
    app.step()
    updated = app.surface.copy()
    scene.build()
    app.step()
    assert pygame.image.tobytes(app.surface, "RGB") == pygame.image.tobytes(updated, "RGB")


def test_start_plays_the_setup_against_the_computer(app: App, stub_table: None) -> None:
    scene = open_setup(app)
    for uid, h in (("jaina", Hex(2, 4)), ("tirion", Hex(1, 4)), ("thrall", Hex(2, 2)), ("grom", Hex(3, 1))):
        drag_chip(app, scene, uid, h)
    click(app, scene.start_button)
    table = app.scenes.top
    assert isinstance(table, StubTable)
    session = table.controller.session
    assert session.players == ["You", "Computer (normal)"]
    state = session.state
    assert str(state.chars["jaina"].pos) == "2,4" and state.chars["ruby"].pos is None  # type: ignore[attr-defined]
    assert state.current_player() == 0
    assert (
        session.save_path is not None
        and read_save(session.save_path).setup["scenario"]["name"] == "My scenario"
    )


def test_start_refuses_an_unplayable_setup_and_says_why(app: App, stub_table: None) -> None:
    scene = open_setup(app)
    click(app, scene.start_button)
    assert app.scenes.top is scene
    assert scene.status == "Not ready: Alliance Vanguard (side 0) has no character on the board"


def test_save_writes_the_scenario_and_the_new_game_screen_lists_it(app: App, stub_table: None) -> None:
    new = NewGameScene(app)
    app.scenes.push(new)
    app.step()
    click(app, new.mode_buttons["scenarios"])
    assert [c.scenario.id for c in new.scenarios] == ["focus_the_healer", "hold_the_high_ground"]
    new.scenario_index = 1
    new.open_scenario_setup()
    app.step()
    scene = app.scenes.top
    assert isinstance(scene, ScenarioSetupScene)
    scene.name_entry.set_text("Hill practice")  # type: ignore[union-attr]
    scene.vp_entries[0].set_text("29")
    scene.save()
    saved = load_scenario(scenarios_dir() / "hill_practice.json")
    assert saved.name == "Hill practice" and saved.position["players"][0]["vp"] == 29
    app.scenes.pop()
    app.step()
    assert new.scenario_choice() is not None and new.scenario_choice().scenario.id == "hill_practice"  # type: ignore[union-attr]
    assert new.scenario_choice().user  # type: ignore[union-attr]
    assert [b.text for b in new.scenario_buttons][-1] == "Hill practice (yours)"


def test_the_new_game_screen_starts_a_shipped_scenario(app: App, stub_table: None, shots: Path) -> None:
    new = NewGameScene(app)
    app.scenes.push(new)
    app.step()
    click(app, new.mode_buttons["scenarios"])
    click(app, new.scenario_buttons[1])
    app.screenshot(shots / "wowminis-new-game-scenarios.png")
    click(app, new.opponent_buttons["easy"])
    click(app, new.start_button)
    table = app.scenes.top
    assert isinstance(table, StubTable)
    session = table.controller.session
    assert session.setup["scenario"]["id"] == "hold_the_high_ground"
    assert session.game.options["max_rounds"] == 1
    assert session.players == ["You", "Computer (easy)"]


def test_a_scenario_game_opens_at_the_table_and_the_computer_plays(app: App) -> None:
    from client.games.wowminis.board_scene import BoardScene

    app.settings = app.settings.with_changes(animation_speed="instant")
    scenario = next(s for s in shipped_scenarios() if s.id == "focus_the_healer")
    scene = open_setup(app, SetupModel.from_scenario(scenario.game(), scenario))
    click(app, scene.controls["you:1"])
    click(app, scene.start_button)
    table = app.scenes.top
    assert isinstance(table, BoardScene)
    assert table.board.id == "standard"
    assert table.controller.seats[0].is_ai  # the player took Side 2: the computer plays Side 1, first
    for _ in range(300):
        app.step(dt=0.05)
        if table.controller.session.actions:
            break
    assert table.controller.session.deciders[0] == 0


def test_typing_a_name_does_not_pan_the_board(app: App) -> None:
    scene = open_setup(app)
    click(app, scene.name_entry)  # type: ignore[arg-type]
    scene.name_entry.set_text("")  # type: ignore[union-attr]
    scene.view.camera.zoom_at(scene.view.rect.center, 4)  # zoomed in, the board can pan
    centre = scene.view.camera.center
    for letter in "wd":
        key = pygame.key.key_code(letter)
        down = pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=letter, scancode=0)
        app.step([down, pygame.event.Event(pygame.TEXTINPUT, text=letter)], dt=0.1)
        app.step(dt=0.1)
        app.step([pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=letter, scancode=0)], dt=0.1)
    assert scene.name_entry.get_text() == "wd"  # type: ignore[union-attr]
    assert scene.view.camera.center == centre


def test_the_model_docstring_examples_run() -> None:
    import doctest

    from client.games.wowminis import scenario_setup_model

    result = doctest.testmod(scenario_setup_model)
    assert result.attempted > 0 and result.failed == 0


def shown_texts(scene: ScenarioSetupScene) -> list[str]:
    """The texts of the screen's labels, in drawing order."""
    return [e.text for e in scene.ui.get_sprite_group().sprites() if isinstance(e, UILabel)]


def test_delete_takes_the_selected_character_back_and_rounds_set_the_limit(app: App) -> None:
    scene = open_setup(app)
    drag_chip(app, scene, "jaina", Hex(2, 4))
    press(app, pygame.K_DELETE)
    assert scene.model.pieces["jaina"].pos is None
    assert "Side 1 \u00b7 off the board" in shown_texts(scene)
    assert not scene.controls["take_off"].is_enabled
    ui = scene.ui
    for _ in range(18):
        click(app, scene.controls["Rounds-"])
    assert scene.model.round_limit() == 2
    assert scene.ui is ui  # a click changes the value's label, it does not build the screen anew
    assert "2" in shown_texts(scene) and "20" not in shown_texts(scene)
    assert scene.model.scenario_dict()["options"] == {"max_rounds": 2}
    for _ in range(18):
        click(app, scene.controls["Rounds+"])
    assert "options" not in scene.model.scenario_dict()
