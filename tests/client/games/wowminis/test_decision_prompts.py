"""The prompts for decisions inside abilities and damage: a mode (703.1b), a "may" step (706.4),
competing replacement effects (709.2) and the order of simultaneous damage (107.2). Each starts from
a literal position with the human's decision pending and answers it by clicking its button."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from client.app import App
from client.games.wowminis.board_scene import BoardScene
from engine.core import REGISTRY
from engine.games.wowminis.positions import state_to_dict
from engine.games.wowminis.state import WowState
from tests.client.events import click_at
from tests.client.games.wowminis.conftest import TableFactory


def _pending(chars: list[dict[str, Any]], turn: str, actions: list[str], dice: list[int]) -> dict[str, Any]:
    """The position reached by playing ``actions`` from ``chars`` on the training board."""
    game = REGISTRY.load("wowminis")
    state = game.state_from_dict({"board": "training", "characters": chars, "turn": {"char": turn}})
    assert isinstance(state, WowState)
    state.rng.force(dice)
    for text in actions:
        state.apply_action(game.parse_action(text, state))
    return state_to_dict(state)


def _ch(uid: str, owner: int, pos: str, **kw: Any) -> dict[str, Any]:
    return {"uid": uid, "id": uid, "owner": owner, "pos": pos, **kw}


SACRIFICE = {"card": "blessing_of_sacrifice", "party": 0, "source": "tirion"}
CASES: dict[str, tuple[dict[str, Any], str, str, str]] = {
    "mode": (
        _pending(
            [
                _ch("hodoon", 0, "1,3", cards=[{"id": "divine_favor", "face_up": True}]),
                _ch("ruby", 0, "1,4", clock=5, health=4),
                _ch("grom", 1, "5,1", clock=5),
            ],
            "hodoon",
            ["play hodoon divine_favor ruby"],
            [],
        ),
        "Choose one",
        "Tick down 1: Tick target down 1.",
        "mode hodoon hasten",
    ),
    "may": (
        _pending(
            [
                _ch("grom", 0, "1,3", cards=[{"id": "thunder_clap", "face_up": True}]),
                _ch("jaina", 1, "2,3", clock=3),
            ],
            "grom",
            ["play grom thunder_clap"],
            [],
        ),
        "Do the optional part?",
        "No, skip it",
        "may grom no",
    ),
    "replace": (
        _pending(
            [
                _ch("grom", 1, "1,3"),
                _ch("jaina", 0, "2,3", clock=3, buffs=[{"card": "power_word_shield", "party": 0}, SACRIFICE]),
                _ch("tirion", 0, "4,3", clock=3),
            ],
            "grom",
            ["play grom gorehowl jaina"],
            [5, 5, 5, 5, 1, 1],
        ),
        "Which effect applies first?",
        "Power Word: Shield first",
        "replace jaina power_word_shield",
    ),
    "replace-heal": (
        _pending(
            [
                _ch("hodoon", 0, "1,3", cards=[{"id": "divine_favor", "face_up": True}]),
                _ch(
                    "ruby",
                    0,
                    "1,4",
                    clock=5,
                    health=4,
                    buffs=[
                        {"card": "blessing_of_light", "party": 0, "source": "hodoon"},
                        {"card": "wound_poison", "party": 1, "source": "grom"},
                    ],
                ),
                _ch("grom", 1, "5,1", clock=5),
            ],
            "hodoon",
            ["play hodoon divine_favor ruby", "mode hodoon mend"],
            [],
        ),
        "Which effect applies first?",
        "Wound Poison first",
        "replace ruby wound_poison",
    ),
    "damage-order": (
        _pending(
            [
                _ch("grom", 1, "1,3"),
                _ch("jaina", 0, "2,3", clock=3),
                _ch("ruby", 0, "1,4", clock=3),
            ],
            "grom",
            ["play grom cleave jaina+ruby"],
            [5, 5, 5, 1, 1, 5],
        ),
        "Order the damage",
        "Ruby (2) then Jaina (3)",
        "damage-order ruby,jaina",
    ),
}


def _button(scene: BoardScene, label: str) -> tuple[int, int]:
    hits = {b[1]: b[0] for b in scene._prompt_state.buttons}
    for hit in scene.prompt.hits:
        if hits.get(hit.key) == label:
            return hit.rect.center
    raise AssertionError(f"no button {label!r} in {list(hits.values())}")


@pytest.mark.parametrize("case", sorted(CASES))
def test_the_deciding_player_gets_a_prompt_and_a_click_answers_it(
    table_at: TableFactory, shots: Path, case: str
) -> None:
    position, title, label, notation = CASES[case]
    app, scene = table_at(position)
    assert scene.controller.human_to_act()
    state = scene._prompt_state
    assert state.title == title and state.lines, state
    app.screenshot(shots / f"wowminis-prompt-{case}.png")
    click_at(app, _button(scene, label))
    assert scene.controller.session.actions[-1] == notation


def test_the_prompt_names_the_damage_and_the_competing_effects(table_at: TableFactory) -> None:
    app, scene = table_at(CASES["replace"][0])
    text = " ".join(scene._prompt_state.lines)
    assert "Jaina Proudmoore would be dealt 4 damage" in text and "709.2" in text
    assert "Blessing of Sacrifice: Tirion Fordring is dealt the damage instead." in scene._prompt_state.lines
    labels = [b[0] for b in scene._prompt_state.buttons]
    assert labels == ["Blessing of Sacrifice first", "Power Word: Shield first"]
    assert isinstance(app, App)


def test_the_prompt_names_an_event_that_deals_no_damage(table_at: TableFactory) -> None:
    """709.2b: the healed character's controller orders every competing effect, the enemy's too."""
    app, scene = table_at(CASES["replace-heal"][0])
    text = " ".join(scene._prompt_state.lines)
    assert "Ruby Gemsparkle would heal 2" in text and "709.2b" in text
    assert "Wound Poison: halves the healing." in scene._prompt_state.lines
    labels = [b[0] for b in scene._prompt_state.buttons]
    assert labels == ["Blessing of Light first", "Wound Poison first"]
    assert isinstance(app, App)
