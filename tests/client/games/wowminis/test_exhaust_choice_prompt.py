"""The prompt for 602.2's exhaust choice: Rokhan's Kick crits and destroys Jaina, who still exhausts 1
of her ready cards, so her player picks one with a button; a face-down card and a face-up equipment
say what exhausting them means."""

from __future__ import annotations

from pathlib import Path

from tests.client.events import click_at
from tests.client.games.wowminis.conftest import TableFactory
from tests.client.games.wowminis.test_decision_prompts import _button, _ch, _pending

POSITION = _pending(
    [
        _ch(
            "jaina",
            0,
            "1,3",
            clock=5,
            health=1,
            cards=[
                {"id": "counterspell", "face_up": True},
                {"id": "blizzard"},
                {"id": "wand_of_sparks", "face_up": True},
            ],
        ),
        _ch("rokhan", 1, "2,3", cards=[{"id": "kick", "face_up": True}]),
        _ch("thrall", 1, "5,1", clock=6),
    ],
    "rokhan",
    ["play rokhan kick jaina"],
    [10, 1, 1, 1],
)


def test_602_2_the_exhaust_choice_is_worded_and_a_click_exhausts_the_card(
    table_at: TableFactory, shots: Path
) -> None:
    app, scene = table_at(POSITION)
    assert scene.controller.human_to_act()
    prompt = scene._prompt_state
    assert prompt.title == "Choose a card to exhaust"
    assert prompt.lines[0] == (
        "Jaina Proudmoore must exhaust 1 of its 3 ready Action Bar cards, though it was destroyed "
        "(its cards stay with it, 602.2): choose which (106.1)."
    )
    labels = [b[0] for b in prompt.buttons]
    assert labels[:3] == ["Blizzard (face down)", "Counterspell", "Wand of Sparks (broken until readied)"]
    app.screenshot(shots / "wowminis-prompt-exhaust-card.png")
    click_at(app, _button(scene, "Blizzard (face down)"))
    assert scene.controller.session.actions[-1] == "exhaust-card jaina blizzard"
