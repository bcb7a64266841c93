"""The prompt for 301.3's choice: Jaina's Spellsteal can take either of Zalazane's two buffs, so her
player picks one with a button that names the buff and the counters it takes along."""

from __future__ import annotations

from pathlib import Path

from tests.client.events import click_at
from tests.client.games.wowminis.conftest import TableFactory
from tests.client.games.wowminis.test_decision_prompts import _button, _ch, _pending

INNER_FIRE = {
    "card": "inner_fire",
    "party": 1,
    "until": "round",
    "source": "zalazane",
    "counters": {"armor+1": 2, "power+1": 1},
}
FORTITUDE = {"card": "power_word_fortitude", "party": 1, "source": "zalazane"}
POSITION = _pending(
    [
        _ch("jaina", 0, "1,3", cards=[{"id": "spellsteal", "face_up": True}]),
        _ch(
            "zalazane",
            1,
            "4,3",
            clock=3,
            buffs=[INNER_FIRE, FORTITUDE],
            counters={"armor+1": 2, "power+1": 1},
        ),
    ],
    "jaina",
    ["play jaina spellsteal zalazane"],
    [],
)


def test_301_3_the_buff_choice_is_worded_and_a_click_moves_the_buff(
    table_at: TableFactory, shots: Path
) -> None:
    app, scene = table_at(POSITION)
    assert scene.controller.human_to_act()
    prompt = scene._prompt_state
    assert prompt.title == "Choose the buff to move"
    assert prompt.lines[0] == (
        "Zalazane has several buffs that can move to Jaina Proudmoore: choose which one (301.3)."
    )
    labels = [b[0] for b in prompt.buttons]
    assert labels == [
        "Inner Fire (+2 armor, +1 power)",
        "Power Word: Fortitude",
    ]
    app.screenshot(shots / "wowminis-prompt-move-buff.png")
    click_at(app, _button(scene, "Inner Fire (+2 armor, +1 power)"))
    assert scene.controller.session.actions[-1] == "move-buff zalazane inner_fire"
