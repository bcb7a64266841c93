"""The card games' shared new-game frame and deck handling (client/table/deck_choice.py), through the
WoW TCG's screen: seeds, owners of deck problems, the builder's copy, choice rows, refusals, resuming."""

from __future__ import annotations

import pytest

from client.app import App
from client.games.wowtcg.new_game import NewWowTcgScene
from client.table.deck_choice import builder_start, deck_problems, typed_seed
from client.table.decks import Deck, save_deck
from client.table.scene import CardTableScene
from client.table.start import MAX_SEED
from tests.client.events import click


def screen(apps: list[App]) -> tuple[App, NewWowTcgScene]:
    app = App((1280, 800), headless=True)
    apps.append(app)
    scene = NewWowTcgScene(app)
    app.scenes.push(scene)
    app.step()
    return app, scene


def test_a_typed_seed_is_kept_within_the_saves_range_and_a_blank_one_comes_from_the_clock() -> None:
    assert typed_seed(" 42 ") == 42
    assert typed_seed(str(MAX_SEED + 5)) == 5
    assert 0 <= typed_seed("") < MAX_SEED


def test_a_ready_made_deck_opens_in_the_builder_as_the_players_own_copy(apps: list[App]) -> None:
    _app, scene = screen(apps)
    shipped = scene.decks[scene.choice[0]]
    copy = builder_start(shipped)
    assert copy.name == f"My {shipped.name}" and not copy.shipped and copy.cards == shipped.cards
    copy.cards.pop()
    assert len(shipped.cards) == len(copy.cards) + 1
    assert builder_start(Deck("Frost", shipped.leader, list(shipped.cards))).name == "Frost"


def test_each_deck_problem_is_named_by_its_owner(apps: list[App]) -> None:
    _app, scene = screen(apps)
    shipped = scene.decks[scene.choice[0]]
    decks = {"Thin": Deck("Thin", shipped.leader, shipped.cards[:10]), "Full": shipped}
    problems = deck_problems(scene.rules, decks, ["Full", "Thin"], ["Your deck", "Opponent deck"])
    assert len(problems) == 1 and problems[0].startswith("Opponent deck \u201cThin\u201d: ")


def test_a_choice_row_marks_the_pressed_button_and_the_table_seats_that_opponent(apps: list[App]) -> None:
    app, scene = screen(apps)
    assert scene.opponent_buttons["normal"].is_selected
    click(app, scene.opponent_buttons["hard"])
    assert scene.opponent == "hard" and scene.opponent_buttons["hard"].is_selected
    assert not scene.opponent_buttons["normal"].is_selected
    click(app, scene.start_button)
    table = next(s for s in app.scenes if isinstance(s, CardTableScene))
    assert table.controller.seats[1].name == "Computer (hard)"


def test_a_setup_the_engine_refuses_stays_on_screen_with_the_reason(
    apps: list[App], monkeypatch: pytest.MonkeyPatch
) -> None:
    app, scene = screen(apps)
    monkeypatch.setattr(scene, "setup", lambda: {"decks": ["no_such_deck", "no_such_deck"]})
    click(app, scene.start_button)
    assert app.scenes.top is scene and "no_such_deck" in scene.status_label.text


def test_back_from_the_builder_offers_the_saved_deck_and_keeps_a_choice_that_still_exists(
    apps: list[App],
) -> None:
    app, scene = screen(apps)
    chosen = list(scene.choice)
    shipped = scene.decks[chosen[0]]
    save_deck("wowtcg", Deck("Frost", shipped.leader, list(shipped.cards)))
    scene.choice[1] = "A deck since deleted"
    scene.resume()
    assert "Frost" in scene.decks
    assert scene.choice == [chosen[0], next(iter(scene.decks))]
    assert [menu.selected_option[0] for menu in scene.menus] == scene.choice
