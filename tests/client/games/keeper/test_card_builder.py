"""The Keeper card builder: the draft model, and the scene driven headless by clicks."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pygame_gui
import pytest
from pygame_gui.elements import UIButton

from client.app import App
from client.games.keeper.card_builder import CardBuilderScene
from client.games.keeper.card_builder_model import CardDraft, saved_cards
from client.games.keeper.card_builder_open import OpenCardScene
from engine.core import BadInputError
from engine.games.keeper.game import KeeperGame
from tests.client.events import click


def test_draft_composes_an_ability_from_the_grammar_and_checks_the_budget() -> None:
    d = CardDraft(name="Frost Warden", sp=1, hp=2, level=2)
    d.add_ability()
    d.set_ability_name("Chill")
    d.set_condition("enemy_attacks")
    d.set_target("enemy_minion")
    d.set_effect("exhaust")
    check = d.check()
    assert "CHILL – When an enemy minion attacks you: Target 1 enemy minion and exhaust it." in check.text
    assert not check.ok and "Too cheap: level 2 but the card is worth 4." in check.lines
    d.fit()
    assert d.check().ok and d.level == 4


def test_draft_explains_an_invalid_card_and_refuses_to_save_it(tmp_path: Path) -> None:
    d = CardDraft(name="Broken")
    d.add_ability()
    d.set_effect("destroy")
    check = d.check()
    assert not check.ok and "selects none" in check.lines[0]
    with pytest.raises(BadInputError):
        d.save(tmp_path)


def test_saved_card_loads_into_the_game_and_can_go_into_a_deck(tmp_path: Path) -> None:
    d = CardDraft(name="Tavern Guard", sp=1, hp=2, level=2)
    d.remove_ability()
    path = d.save(tmp_path)
    assert json.loads(path.read_text())["cards"][0]["id"] == "my_tavern_guard"
    game = KeeperGame(user_dir=tmp_path)
    state = game.new_initial_state(1, {"decks": [{"cards": {"my_tavern_guard": 40}}, "embers"]})
    assert state.cards[state.players[0].deck[0]] == "my_tavern_guard"


def _button(scene: CardBuilderScene, text: str) -> UIButton:
    for button in scene._actions:
        if button.text == text:
            return button
    raise AssertionError(f"no button {text!r}")


def test_scene_edits_live_and_saves_to_the_cards_folder(app: App, tmp_path: Path, shots: Path) -> None:
    draft = CardDraft(name="Frost Warden", sp=1, hp=2, level=2, flavor="Winter keeps its own watch.")
    draft.add_ability()
    draft.set_ability_name("Chill")
    draft.set_condition("enemy_attacks")
    draft.add_cost("pay_hp")
    draft.set_target("enemy_minion")
    draft.set_effect("exhaust")
    scene = CardBuilderScene(app, draft, folder=tmp_path)
    app.scenes.push(scene)
    app.step()
    assert not _button(scene, "Save").is_enabled
    click(app, _button(scene, "Add ability"))
    assert len(scene.draft.abilities) == 2 and scene.draft.current == 1
    click(app, _button(scene, "Remove ability"))
    click(app, _button(scene, "+"))
    assert scene.draft.level == 3
    click(app, _button(scene, "Fit level to the budget"))
    assert scene.draft.level == 4 and _button(scene, "Save").is_enabled
    click(app, _button(scene, "Save"))
    assert (tmp_path / "my_frost_warden.json").exists() and "Saved" in scene.status
    scene.draft.select(0)
    scene.build()
    app.step()
    pygame.image.save(app.surface, str(shots / "keeper-card-builder.png"))


def test_scene_menus_and_name_typing_change_the_draft_live(app: App, tmp_path: Path) -> None:
    scene = CardBuilderScene(app, folder=tmp_path)
    app.scenes.push(scene)
    app.step()
    menu = next(m for m, (labels, _) in scene.menus.items() if "enemy_attacks" in labels)
    app.step(
        [
            pygame.event.Event(
                pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=menu, text="Enemy minion attacks"
            )
        ]
    )
    assert scene.draft.abilities[0]["condition"] == "enemy_attacks"
    scene.name_entry.set_text("Night Owl")
    app.step(
        [pygame.event.Event(pygame_gui.UI_TEXT_ENTRY_CHANGED, ui_element=scene.name_entry, text="Night Owl")]
    )
    assert scene.draft.name == "Night Owl" and scene.draft.card_id() == "my_night_owl"


def _frost_warden() -> CardDraft:
    """A valid minion with one ability, fitted to the budget."""
    d = CardDraft(name="Frost Warden", sp=1, hp=2, level=2)
    d.add_ability()
    d.set_ability_name("Chill")
    d.set_target("enemy_minion")
    d.set_effect("exhaust")
    d.fit()
    return d


def test_saved_cards_lists_the_folder_by_name_and_names_a_broken_file(tmp_path: Path) -> None:
    _frost_warden().save(tmp_path)
    CardDraft(name="Ash Rat", sp=1, level=1).save(tmp_path)
    (tmp_path / "broken.json").write_text("{", encoding="utf-8")
    cards, damaged = saved_cards(tmp_path)
    assert [(c.card.name, c.path.name) for c in cards] == [
        ("Ash Rat", "my_ash_rat.json"),
        ("Frost Warden", "my_frost_warden.json"),
    ]
    assert len(damaged) == 1 and damaged[0].startswith("broken.json: not valid JSON")


def test_an_opened_card_saves_in_place_under_its_id_and_a_renamed_one_saves_a_copy(tmp_path: Path) -> None:
    """A hand-written file with two cards: saving the opened one rewrites it there and keeps the other."""
    other = CardDraft(name="Ash Rat", sp=1, level=1).to_dict() | {"id": "ash_rat"}
    warden = _frost_warden().to_dict() | {"id": "warden"}
    (tmp_path / "handmade.json").write_text(json.dumps({"cards": [warden, other]}), encoding="utf-8")
    saved = next(c for c in saved_cards(tmp_path)[0] if c.card.id == "warden")
    draft = CardDraft.from_card(saved.card, saved.path)
    assert draft.card_id() == "warden" and draft.abilities[0]["name"] == "Chill"
    draft.bump("hp", 2)
    draft.fit()
    assert draft.save(tmp_path) == tmp_path / "handmade.json"
    written = json.loads((tmp_path / "handmade.json").read_text(encoding="utf-8"))["cards"]
    assert [(c["id"], c.get("hp")) for c in written] == [("warden", 4), ("ash_rat", 0)]
    draft.name = "Ice Warden"
    assert draft.save(tmp_path) == tmp_path / "my_ice_warden.json"
    assert sorted(c.card.id for c in saved_cards(tmp_path)[0]) == ["ash_rat", "my_ice_warden", "warden"]
    KeeperGame(user_dir=tmp_path)  # every id is still unique: the game loads the folder


def test_open_lists_the_saved_cards_and_loads_one_for_editing(app: App, tmp_path: Path) -> None:
    _frost_warden().save(tmp_path)
    CardDraft(name="Ash Rat", sp=1, level=1).save(tmp_path)
    scene = CardBuilderScene(app, folder=tmp_path)
    app.scenes.push(scene)
    app.step()
    click(app, _button(scene, "Open\u2026"))
    dialog = app.scenes.top
    assert isinstance(dialog, OpenCardScene)
    assert [row.text for row in dialog.rows] == [
        "Ash Rat  \u00b7  level 1 1/0 minion  \u00b7  my_ash_rat.json",
        "Frost Warden  \u00b7  level 3 1/2 minion  \u00b7  my_frost_warden.json",
    ]
    pygame.image.save(app.surface, str(tmp_path / "open-card.png"))
    click(app, dialog.rows[1])
    assert app.scenes.top is scene
    assert scene.draft.name == "Frost Warden" and scene.name_entry.get_text() == "Frost Warden"
    assert scene.draft.ability() is not None and scene.draft.ability()["name"] == "Chill"  # type: ignore[index]
    assert scene.ability_entry is not None and scene.ability_entry.get_text() == "Chill"
    click(app, _button(scene, "+"))
    click(app, _button(scene, "Save"))
    assert scene.draft.level == 4 and "Saved as my_frost_warden.json" in scene.status
    assert sorted(p.name for p in tmp_path.glob("*.json")) == ["my_ash_rat.json", "my_frost_warden.json"]
    pygame.image.save(app.surface, str(tmp_path / "builder-opened.png"))
