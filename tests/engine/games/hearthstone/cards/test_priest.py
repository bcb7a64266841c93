"""Priest cards of the Basic and Classic sets, each played from a literal position."""

from __future__ import annotations

import pytest

from tests.engine.games.hearthstone.cards.cardcase import Case, ids, run

YETI = "CS2_182"
CROC = "CS2_120"
WISP = "CS2_231"
H = "HERO_09"

CASES = [
    Case("CS2_003", {"me.hand": [YETI], "foe.hand": [YETI]}, foe={"hand": [YETI]}, hero=H),
    Case(
        "EX1_193",
        {"me.hand": [YETI], "foe.deck": 1, "me.board": [("EX1_193", 1, 2)]},
        foe={"deck": [YETI]},
        hero=H,
    ),
    Case("EX1_339", {"me.hand": [YETI, YETI], "foe.deck": 2}, foe={"deck": [YETI, YETI]}, hero=H),
    Case(
        "CS2_235",
        {"me.hand": [WISP], "me.board": [("CS2_235", 1, 3), (YETI, 4, 5)]},
        me={"board": ["CS2_235", {"card": YETI, "damage": 2}], "hand": [], "deck": [WISP]},
        hero=H,
        acts=[("power", "me:1")],
    ),
    Case(
        "CS1_112",
        {"foe.board": [(YETI, 4, 3)], "me.health": 22},
        me={"health": 20},
        foe={"board": [YETI]},
        hero=H,
    ),
    Case(
        "CS1_113",
        {"me.board": [(YETI, 4, 5)], "foe.board": []},
        foe={"board": [YETI]},
        target="foe:0",
        hero=H,
    ),
    Case("CS1_130", {"foe.board": [(YETI, 4, 2)]}, foe={"board": [YETI]}, target="foe:0", hero=H),
    Case(
        "CS2_004",
        {"me.board": [(YETI, 4, 7)], "me.hand": [WISP]},
        me={"board": [YETI], "deck": [WISP]},
        target="me:0",
        hero=H,
    ),
    Case("EX1_192", {"me.health": 25}, me={"health": 20}, hero=H),
    Case("EX1_194", {"me.board": [(YETI, 6, 11)]}, me={"board": [YETI]}, target="me:0", hero=H),
    Case("EX1_622", {"foe.board": []}, foe={"board": ["CS2_200"]}, target="foe:0", hero=H),
    Case(
        "EX1_091",
        {"me.board": [("EX1_091", 4, 5), (CROC, 2, 3)], "foe.board": []},
        foe={"board": [CROC]},
        target="foe:0",
        hero=H,
    ),
    Case(
        "EX1_332",
        {"foe.board": [(YETI, 4, 5)]},
        foe={"board": [{"card": YETI, "buff": [2, 2]}]},
        target="foe:0",
        hero=H,
    ),
    Case(
        "EX1_341",
        {"me.health": 23},
        me={"board": ["EX1_341"], "health": 20, "hand": [], "deck": [WISP]},
        foe={"deck": [WISP]},
        hero=H,
        acts=[("end",), ("end",)],
    ),
    Case(
        "EX1_623",
        {"me.board": [(YETI, 4, 8), ("EX1_623", 5, 6)]},
        me={"board": [YETI]},
        target="me:0",
        hero=H,
    ),
    Case("EX1_624", {"foe.health": 25, "me.health": 25}, me={"health": 20}, target="foe:hero", hero=H),
    Case(
        "EX1_626",
        {"foe.board": [(YETI, 4, 5)], "me.hand": [WISP]},
        me={"deck": [WISP]},
        foe={"board": [{"card": YETI, "buff": [2, 2]}]},
        hero=H,
    ),
    Case("CS1_129", {"me.board": [(YETI, 5, 5)]}, me={"board": [YETI]}, target="me:0", hero=H),
    Case(
        "CS1_129",
        {"foe.board": [(YETI, 3, 3)]},
        foe={"board": [{"card": YETI, "damage": 2}]},
        target="foe:0",
        hero=H,
        label="current-health",
    ),
    Case(
        "EX1_345",
        {"me.board": [(CROC, 2, 3)], "foe.deck": 2},
        foe={"deck": ["CS2_029", CROC]},
        hero=H,
        label="copy",
    ),
    Case("EX1_345", {"me.board": [("EX1_345t", 0, 1)]}, foe={"deck": ["CS2_029"]}, hero=H, label="none"),
    Case(
        "EX1_625",
        {"me.power": ("EX1_625t2", False), "foe.health": 27},
        me={"hand": ["EX1_625", "EX1_625"]},
        hero=H,
        acts=[("play", "EX1_625"), ("play", "EX1_625"), ("power", "foe:hero")],
        label="twice",
    ),
    Case(
        "EX1_625",
        {"me.power": ("EX1_625t", False), "foe.health": 28, "me.health": 22},
        me={"health": 20},
        hero=H,
        acts=[("power", "me:hero"), ("play", "EX1_625"), ("power", "foe:hero")],
        label="refreshed",
    ),
    Case(
        "EX1_350",
        {"foe.health": 18},
        me={"board": ["EX1_350"], "hand": ["CS2_029"]},
        hero=H,
        acts=[("play", "CS2_029", "foe:hero")],
        label="spell",
    ),
    Case(
        "EX1_350",
        {"me.health": 22, "foe.board": [("EX1_350", 7, 7)]},
        me={"health": 20, "hand": []},
        foe={"board": ["EX1_350"]},
        hero=H,
        acts=[("power", "me:hero")],
        label="power-not-the-enemys",
    ),
    Case(
        "EX1_350",
        {"me.health": 28},
        me={"health": 20, "board": ["EX1_350", "EX1_350"], "hand": []},
        hero=H,
        acts=[("power", "me:hero")],
        label="two-velens",
    ),
    Case(
        "EX1_335",
        {"me.board": [("EX1_335", 1, 1)]},
        me={"board": ["EX1_335"], "hand": ["CS1_130"]},
        hero=H,
        acts=[("play", "CS1_130", "me:0")],
        label="damaged",
    ),
    Case(
        "EX1_335",
        {"me.board": [("EX1_335", 6, 6)]},
        me={"board": ["EX1_335"], "hand": ["CS2_004"], "deck": [WISP]},
        hero=H,
        acts=[("play", "CS2_004", "me:0")],
        label="more-health",
    ),
    Case(
        "EX1_335",
        {"me.board": [("EX1_335", 0, 4)]},
        me={"board": ["EX1_335"], "hand": ["EX1_332"]},
        hero=H,
        acts=[("play", "EX1_332", "me:0")],
        label="silenced",
    ),
]


@pytest.mark.parametrize("case", CASES, ids=ids(CASES))
def test_priest_card(case: Case) -> None:
    run(case)
