"""Paladin cards of the Basic and Classic sets, each played from a literal position."""

from __future__ import annotations

import pytest

from tests.engine.games.hearthstone.cards.cardcase import Case, ids, run

YETI = "CS2_182"
WISP = "CS2_231"
H = "HERO_04"

CASES = [
    Case(
        "EX1_365",
        {"foe.board": [("CS2_200", 6, 3)], "me.hand": [YETI]},
        me={"deck": [YETI]},
        foe={"board": ["CS2_200"]},
        target="foe:0",
        hero=H,
    ),
    Case("CS2_087", {"me.board": [(YETI, 7, 5)]}, me={"board": [YETI]}, target="me:0", hero=H),
    Case(
        "CS2_088",
        {"me.health": 26, "me.board": [("CS2_088", 5, 7)], "me.keywords": [["taunt"]]},
        me={"health": 20},
        hero=H,
    ),
    Case("CS2_089", {"me.health": 28}, me={"health": 20}, hero=H),
    Case("CS2_092", {"me.board": [(YETI, 8, 9)]}, me={"board": [YETI]}, target="me:0", hero=H),
    Case("CS2_094", {"foe.health": 27, "me.hand": [WISP]}, me={"deck": [WISP]}, target="foe:hero", hero=H),
    Case("EX1_371", {"me.keywords": [["divine_shield"]]}, me={"board": [YETI]}, target="me:0", hero=H),
    Case(
        "EX1_354",
        {"me.health": 28, "me.hand": [WISP] * 3},
        me={"health": 20, "deck": [WISP] * 4},
        target="me:hero",
        hero=H,
    ),
    Case("EX1_362", {"me.keywords": [["divine_shield"], []]}, me={"board": [YETI]}, target="me:0", hero=H),
    Case(
        "EX1_379",
        {"foe.board": [(YETI, 4, 1)], "me.secrets": 0},
        me={"hand": [], "secrets": ["EX1_379"]},
        foe={"hand": [YETI], "deck": [WISP]},
        hero=H,
        acts=[("end",), ("play", YETI)],
    ),
    Case("EX1_382", {"foe.board": [(YETI, 1, 5)]}, foe={"board": [YETI]}, target="foe:0", hero=H),
    Case(
        "EX1_383",
        {"me.board": [], "me.weapon": ("EX1_383t", 5, 3)},
        me={"board": ["EX1_383"], "hand": ["EX1_622"]},
        hero=H,
        acts=[("play", "EX1_622", "me:0")],
    ),
    Case("EX1_384", {"foe.health": 22}, hero=H),
    Case(
        "EX1_619",
        {"me.board": [(YETI, 4, 1)], "foe.board": [(YETI, 4, 1)]},
        me={"board": [YETI]},
        foe={"board": [YETI]},
        hero=H,
    ),
    Case(
        "EX1_349",
        {"me.hand": [WISP, WISP, WISP, WISP], "me.deck": 1},
        me={"hand": ["EX1_349", WISP], "deck": [WISP, WISP, WISP, WISP]},
        foe={"hand": [WISP, WISP, WISP, WISP]},
        hero=H,
    ),
    Case(
        "EX1_349",
        {"me.hand": [WISP, WISP], "me.deck": 2},
        me={"hand": ["EX1_349", WISP, WISP], "deck": [WISP, WISP]},
        foe={"hand": [WISP]},
        hero=H,
        label="fewer-cards-opposite",
    ),
]


@pytest.mark.parametrize("case", CASES, ids=ids(CASES))
def test_paladin_card(case: Case) -> None:
    run(case)
