"""The WoW Miniatures new-game screen and party builder, driven headless with synthetic clicks.

The table is stubbed where a test only checks what Start (or loading a save) hands it, so these
tests do not depend on the board scene. The screenshot goes to ``TAVERN_SCREENSHOTS`` when set
(``docs/screenshots`` is refreshed that way), else to the test's temporary folder.
"""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from client.app import App
from client.game import GameController, Seat
from client.games.wowminis import new_game
from client.games.wowminis.new_game import (
    AI_LEVELS,
    NewGameScene,
    available_boards,
    bot_for_level,
    make_seats,
    open_saved_game,
    seats_from_players,
)
from client.games.wowminis.party_builder import PartyBuilderScene, party_honor, problem_sentences
from client.games.wowminis.thumbnails import board_thumbnail
from client.scene import Scene
from client.scenes import LOADED_GAME_SCENES, NEW_GAME_SCENES
from client.scenes.load_game import LoadGameScene
from engine.ai.catalog import bot_kinds
from engine.core.paths import boards_dir, saves_dir
from engine.core.saves import read_save
from engine.games.wowminis.board import shipped_boards
from engine.games.wowminis.game import WowMinisGame
from tests.client.events import click
from tests.client.games.wowminis.endgames import played


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


def open_new_game(app: App) -> NewGameScene:
    scene = NEW_GAME_SCENES["wowminis"](app)
    assert isinstance(scene, NewGameScene)
    app.scenes.push(scene)
    app.step()
    return scene


def type_text(app: App, text: str) -> None:
    app.step([pygame.event.Event(pygame.TEXTINPUT, text=ch) for ch in text])


def test_the_game_registers_its_new_game_and_load_screens() -> None:
    assert NEW_GAME_SCENES["wowminis"] is NewGameScene
    assert LOADED_GAME_SCENES["wowminis"] is open_saved_game


def test_every_opponent_level_maps_to_a_bot_kind_that_exists() -> None:
    kinds = bot_kinds("wowminis")
    for level in AI_LEVELS:
        assert bot_for_level(level) in kinds
    assert make_seats("friend", 0) == [Seat("Player 1"), Seat("Player 2")]
    seats = make_seats("hard", 1)
    assert not seats[1].is_ai and seats[0] == Seat("Computer (hard)", "ai", bot_for_level("hard"))


def test_boards_are_the_shipped_ones_then_the_players_valid_ones() -> None:
    mine = shipped_boards()[-1].to_dict()
    mine.update(id="my-arena", name="My Arena")
    (boards_dir() / "arena.json").write_text(json.dumps(mine))
    (boards_dir() / "broken.json").write_text('{"kind": "wowminis-board"')
    choices, problems = available_boards()
    assert [c.board.id for c in choices] == [b.id for b in shipped_boards()] + ["my-arena"]
    assert choices[-1].user and choices[-1].setup_value == choices[-1].board.to_dict()
    assert choices[0].setup_value == shipped_boards()[0].id
    assert len(problems) == 1 and problems[0].startswith("broken.json: not valid JSON")


def test_start_against_the_computer_creates_an_autosaved_game_with_its_seats(
    app: App, stub_table: None, shots: Path
) -> None:
    scene = open_new_game(app)
    app.screenshot(shots / "wowminis-new-game.png")
    click(app, scene.board_buttons[[c.board.id for c in scene.boards].index("training")])
    click(app, scene.party_buttons[1]["monster_depths"])
    click(app, scene.opponent_buttons["easy"])
    click(app, scene.side_buttons[1])
    click(app, scene.seed_entry)
    type_text(app, "1234")
    click(app, scene.start_button)

    table = app.scenes.top
    assert isinstance(table, StubTable) and len(app.scenes) == 2  # the table replaced the setup screen
    controller = table.controller
    session = controller.session
    assert session.seed == 1234 and session.setup["board"] == "training"
    assert session.setup["parties"] == [{"ready_made": "alliance_guard"}, {"ready_made": "monster_depths"}]
    assert controller.seats == [Seat("Computer (easy)", "ai", bot_for_level("easy")), Seat("You")]
    assert session.save_path is not None and session.save_path.parent == saves_dir()
    record = read_save(session.save_path)
    assert record.players == ["Computer (easy)", "You"]
    assert seats_from_players(record.players) == controller.seats


def test_a_friend_at_the_screen_makes_two_human_seats_and_disables_the_side_choice(
    app: App, stub_table: None
) -> None:
    scene = open_new_game(app)
    click(app, scene.opponent_buttons["friend"])
    assert not any(button.is_enabled for button in scene.side_buttons)
    click(app, scene.start_button)
    table = app.scenes.top
    assert isinstance(table, StubTable) and table.controller.is_hot_seat()


def test_a_bad_seed_is_explained_and_nothing_starts(app: App, stub_table: None) -> None:
    scene = open_new_game(app)
    click(app, scene.seed_entry)
    type_text(app, "99999999999")
    click(app, scene.start_button)
    assert app.scenes.top is scene
    assert "whole number" in scene.status


def test_build_opens_the_party_builder_and_a_legal_party_comes_back(app: App, stub_table: None) -> None:
    scene = open_new_game(app)
    click(app, scene.build_buttons[0])
    builder = app.scenes.top
    assert isinstance(builder, PartyBuilderScene)
    assert not builder.confirm_button.is_enabled
    click(app, builder.character_buttons["jaina"])
    for card in ("fireball", "blade_of_the_tides"):
        click(app, builder.card_buttons[card])
    click(app, builder.face_up_buttons["blade_of_the_tides"])
    click(app, builder.character_buttons["tirion"])
    assert builder.problems() == ["A party has 3 characters, not 2 (100.2)."]
    assert not builder.confirm_button.is_enabled
    click(app, builder.character_buttons["ruby"])
    assert builder.problems() == []
    catalog = builder.catalog
    expected = sum(catalog.characters[c].honor for c in ("jaina", "tirion", "ruby")) + 2
    assert party_honor(catalog, builder.party) == expected
    click(app, builder.confirm_button)

    assert app.scenes.top is scene
    party = scene.parties[0]
    assert [m["id"] for m in party["characters"]] == ["jaina", "tirion", "ruby"]
    assert party["characters"][0] == {
        "id": "jaina",
        "cards": ["fireball", "blade_of_the_tides"],
        "equipment_up": ["blade_of_the_tides"],
    }
    click(app, scene.start_button)
    table = app.scenes.top
    assert isinstance(table, StubTable)
    assert table.controller.session.state.observation(0)["players"][0]["honor"] == expected


def test_the_builder_states_each_problem_as_a_sentence() -> None:
    catalog = WowMinisGame().catalog
    party = {
        "name": "Mixed",
        "characters": [
            {"id": "jaina", "cards": ["mortal_strike"]},
            {"id": "thrall", "cards": []},
            {"id": "kaelthas", "cards": []},
        ],
    }
    sentences = problem_sentences(catalog, party)
    assert "Characters of one faction only (100.2), got alliance, horde, monster." in sentences
    assert "At most 1 legendary character (100.1a)." in sentences
    assert all(s[0].isupper() and s.endswith(".") for s in sentences)


def test_the_builder_refuses_a_fourth_character_and_a_third_card(app: App) -> None:
    chosen = []
    builder = PartyBuilderScene(app, WowMinisGame().catalog, chosen.append)
    app.scenes.push(builder)
    app.step()
    builder.choose_faction("horde")
    for cid in ("thrall", "grom", "haruka", "rokhan"):
        builder.pick_character(cid)
    assert [m["id"] for m in builder.members] == ["thrall", "grom", "haruka"]
    assert "remove one first" in builder.status
    builder.activate(1)
    for card in ("mortal_strike", "heroic_strike", "shield_of_valor"):
        builder.toggle_card(card)
    assert builder.members[1]["cards"] == ["mortal_strike", "heroic_strike"]
    assert "at most 2" in builder.status
    builder.remove_member(0)
    assert [m["id"] for m in builder.members] == ["grom", "haruka"] and chosen == []


def test_loading_a_save_restores_the_seats(app: App, stub_table: None) -> None:
    path = saves_dir() / "game.json"
    played(30, save_path=path)
    scene = open_saved_game(app, path)
    assert isinstance(scene, StubTable)
    controller = scene.controller
    assert controller.seats == [Seat("You"), Seat("Computer (easy)", "ai", bot_for_level("easy"))]
    assert len(controller.session.actions) == 30 and controller.session.save_path == path


def test_a_save_that_cannot_be_resumed_returns_to_the_load_screen_with_the_reason(app: App) -> None:
    path = saves_dir() / "game.json"
    played(10, save_path=path)
    data = json.loads(path.read_text())
    data["actions"][3] = "dance wildly"
    path.write_text(json.dumps(data))
    scene = open_saved_game(app, path)
    assert isinstance(scene, LoadGameScene)
    assert scene.status.startswith("Cannot resume game.json:")


def test_a_saves_player_names_say_which_seat_the_computer_plays() -> None:
    assert seats_from_players(["Ann", "Bob"]) == [Seat("Ann"), Seat("Bob")]
    assert seats_from_players(["Computer (hard)", "Ann"]) == [
        Seat("Computer (hard)", "ai", bot_for_level("hard")),
        Seat("Ann"),
    ]
    assert seats_from_players(["Computer", "Computer (brutal)"]) == [
        Seat("Computer"),
        Seat("Computer (brutal)"),
    ]


def test_start_opens_the_board_scene_with_the_controller(app: App) -> None:
    from client.games.wowminis.board_scene import BoardScene

    scene = open_new_game(app)
    click(app, scene.board_buttons[[c.board.id for c in scene.boards].index("training")])
    click(app, scene.start_button)
    table = app.scenes.top
    assert isinstance(table, BoardScene)
    assert table.controller.seats == make_seats("normal", 0)


def test_board_thumbnails_fit_the_size_and_are_drawn_once(app: App) -> None:
    board = shipped_boards()[0]
    first = board_thumbnail(board, (96, 64))
    assert first.get_size() == (96, 64)
    assert board_thumbnail(board, (96, 64)) is first
    assert board_thumbnail(board, (96, 64), "tritanopia") is not first
