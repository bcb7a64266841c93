"""Mage cards of the Basic and Classic sets, each played from a literal position."""

from __future__ import annotations

import pytest

from tests.engine.games.hearthstone.cards.cardcase import Case, ids, run

YETI = "CS2_182"

CASES = [
    Case("CS2_031", {"foe.health": 30, "foe.frozen": True}, target="foe:hero", label="freezes"),
    Case(
        "CS2_031",
        {"foe.board": [(YETI, 4, 1)]},
        foe={"board": [{"card": YETI, "frozen": True}]},
        target="foe:0",
        label="four-damage-if-frozen",
    ),
    Case("CS2_026", {"foe.keywords": [["frozen"]]}, foe={"board": [YETI]}),
    Case("CS2_027", {"me.board": [("CS2_mirror", 0, 2)] * 2, "me.keywords": [["taunt"]] * 2}),
    Case(
        "CS2_033",
        {"foe.board": [(YETI, 4, 2)], "foe.keywords": [["frozen"]]},
        me={"board": ["CS2_033"]},
        foe={"board": [YETI]},
        acts=[("attack", "me:0", "foe:0")],
    ),
    Case("EX1_277", {"foe.health": 27}),
    Case("EX1_279", {"foe.health": 20}, target="foe:hero"),
    Case(
        "EX1_559",
        {"me.hand": ["CS2_029"]},
        me={"board": ["EX1_559"], "hand": ["CS2_025"]},
        acts=[("play", "CS2_025")],
    ),
    Case(
        "EX1_608",
        {"me.hand_costs": [("CS2_029", 3), ("CS2_025", 1), ("GAME_005", 0)]},
        me={"board": ["EX1_608"], "hand": ["CS2_029", "CS2_025", "GAME_005"]},
        acts=[],
    ),
    Case(
        "EX1_274",
        {"me.board": [("EX1_274", 5, 5)]},
        me={"board": ["EX1_274"], "hand": [], "secrets": ["EX1_287"]},
        foe={"deck": ["CS2_231"]},
        acts=[("end",)],
    ),
    Case(
        "EX1_274",
        {"me.board": [("EX1_274", 3, 3)]},
        me={"board": ["EX1_274"], "hand": []},
        foe={"deck": ["CS2_231"]},
        acts=[("end",)],
        label="no-secret",
    ),
    Case(
        "EX1_612",
        {"me.hand_costs": [("EX1_610", 0), ("EX1_287", 0), ("CS2_029", 4)]},
        me={"hand": ["EX1_612", "EX1_610", "EX1_287", "CS2_029"]},
    ),
    Case(
        "EX1_612",
        {"me.hand_costs": [("EX1_287", 3)], "me.mana": (7, 10), "me.secrets": 1},
        me={"hand": ["EX1_612", "EX1_610", "EX1_287"]},
        acts=[("play", "EX1_612"), ("play", "EX1_610")],
        label="one-secret-only",
    ),
    Case(
        "EX1_612",
        {"me.hand_costs": [("EX1_610", 2), ("CS2_231", 0)]},
        me={"hand": ["EX1_612", "EX1_610"], "deck": ["CS2_231"]},
        foe={"deck": ["CS2_231"]},
        acts=[("play", "EX1_612"), ("end",), ("end",)],
        label="this-turn-only",
    ),
    Case(
        "tt_010",
        {"foe.board": [("CS2_182", 4, 5)], "foe.secrets": 0},
        me={"hand": ["CS2_029"]},
        foe={"board": ["CS2_182"], "secrets": ["tt_010"]},
        acts=[("play", "CS2_029", "foe:0")],
        label="takes-the-fireball",
    ),
    Case(
        "tt_010",
        {"foe.board": [("CS2_182", 4, 5), ("tt_010a", 5, 7)], "me.board": [("CS2_231", 1, 1)]},
        me={"hand": ["CS2_092"], "board": ["CS2_231"]},
        foe={"board": ["CS2_182"], "secrets": ["tt_010"]},
        acts=[("play", "CS2_092", "me:0")],
        label="takes-a-buff-meant-for-a-friendly-minion",
    ),
    Case(
        "tt_010",
        {"foe.health": 24, "foe.secrets": 1},
        me={"hand": ["CS2_029"]},
        foe={"board": ["CS2_182"], "secrets": ["tt_010"]},
        acts=[("play", "CS2_029", "foe:hero")],
        label="not-on-a-hero",
    ),
]


@pytest.mark.parametrize("case", CASES, ids=ids(CASES))
def test_mage_card(case: Case) -> None:
    run(case)
