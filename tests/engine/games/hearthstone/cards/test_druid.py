"""Druid cards of the Basic and Classic sets, each played from a literal position."""

from __future__ import annotations

import pytest

from tests.engine.games.hearthstone.cards.cardcase import Case, ids, run

YETI = "CS2_182"
H = "HERO_06"

CASES = [
    Case(
        "EX1_578",
        {"foe.board": [(YETI, 4, 2)]},
        me={"weapon": "CS2_106"},
        foe={"board": [YETI]},
        target="foe:0",
        hero=H,
    ),
    Case("CS2_005", {"me.attack": 2, "me.armor": 2}, hero=H),
    Case(
        "CS2_005",
        {"me.attack": 0, "me.armor": 2},
        hero=H,
        acts=[("play", "CS2_005"), ("end",)],
        foe={"deck": ["CS2_231"]},
        label="attack-ends-with-turn",
    ),
    Case("CS2_007", {"me.health": 28}, me={"health": 20}, target="me:hero", hero=H),
    Case("CS2_008", {"foe.board": [(YETI, 4, 4)]}, foe={"board": [YETI]}, target="foe:0", hero=H),
    Case(
        "CS2_009",
        {"me.board": [(YETI, 6, 8)], "me.keywords": [["taunt"]]},
        me={"board": [YETI]},
        target="me:0",
        hero=H,
    ),
    Case("CS2_011", {"me.board": [(YETI, 6, 5)], "me.attack": 2}, me={"board": [YETI]}, hero=H),
    Case("CS2_013", {"me.mana": (7, 6)}, me={"mana": 9, "crystals": 5}, hero=H),
    Case(
        "EX1_173",
        {"foe.board": [], "me.hand": ["CS2_231"]},
        me={"deck": ["CS2_231"]},
        foe={"board": [YETI]},
        target="foe:0",
        hero=H,
    ),
    Case(
        "EX1_154",
        {"foe.board": [(YETI, 4, 2)]},
        foe={"board": [YETI]},
        target="foe:0",
        option=1,
        hero=H,
        label="three-damage",
    ),
    Case(
        "EX1_154",
        {"foe.board": [(YETI, 4, 4)], "me.hand": ["CS2_231"]},
        me={"deck": ["CS2_231"]},
        foe={"board": [YETI]},
        target="foe:0",
        option=2,
        hero=H,
        label="one-damage-and-draw",
    ),
    Case(
        "EX1_155",
        {"me.board": [(YETI, 8, 5)]},
        me={"board": [YETI]},
        target="me:0",
        option=1,
        hero=H,
        label="attack",
    ),
    Case(
        "EX1_155",
        {"me.board": [(YETI, 4, 9)], "me.keywords": [["taunt"]]},
        me={"board": [YETI]},
        target="me:0",
        option=2,
        hero=H,
        label="health-taunt",
    ),
    Case(
        "EX1_158",
        {"me.board": [("EX1_158t", 2, 2)]},
        me={"board": [{"card": "CS2_231"}]},
        foe={"board": ["CS2_120"]},
        hero=H,
        acts=[("play", "EX1_158"), ("attack", "me:0", "foe:0")],
    ),
    Case(
        "EX1_161",
        {"foe.board": [], "foe.deck": 0},
        foe={"board": [YETI], "deck": ["CS2_231", "CS2_231"]},
        target="foe:0",
        hero=H,
    ),
    Case(
        "EX1_164",
        {"me.mana": (2, 7)},
        me={"mana": 5, "crystals": 5},
        option=1,
        hero=H,
        label="two-full-crystals",
    ),
    Case(
        "EX1_164",
        {"me.hand": ["CS2_231"] * 3},
        me={"deck": ["CS2_231"] * 3},
        option=2,
        hero=H,
        label="draw-three",
    ),
    Case(
        "EX1_165",
        {"me.board": [("EX1_165t1", 7, 6)], "me.keywords": [["rush"]]},
        option=1,
        hero=H,
        label="rush-form",
    ),
    Case(
        "EX1_165",
        {"me.board": [("EX1_165t2", 4, 9)], "me.keywords": [["taunt"]]},
        option=2,
        hero=H,
        label="taunt-form",
    ),
    Case("EX1_166", {"foe.health": 28}, target="foe:hero", option=1, hero=H, label="damage"),
    Case(
        "EX1_166",
        {"foe.board": [("CS2_203", 2, 1)]},
        foe={"board": [{"card": "CS2_203", "buff": [3, 3]}]},
        target="foe:0",
        option=2,
        hero=H,
        label="silence",
    ),
    Case("EX1_178", {"me.board": [("EX1_178", 10, 5)]}, option=1, hero=H, label="attack"),
    Case(
        "EX1_178",
        {"me.board": [("EX1_178", 5, 10)], "me.keywords": [["taunt"]]},
        option=2,
        hero=H,
        label="health-taunt",
    ),
    Case("EX1_570", {"me.attack": 4, "me.armor": 4}, hero=H),
    Case("EX1_571", {"me.board": [("EX1_tk9", 2, 2)] * 3}, hero=H),
    Case(
        "EX1_573",
        {"me.board": [(YETI, 6, 7), ("EX1_573", 5, 8)]},
        me={"board": [YETI]},
        option=1,
        hero=H,
        label="buff-others",
    ),
    Case(
        "EX1_573",
        {
            "me.board": [("EX1_573", 5, 8), ("EX1_573t", 2, 2), ("EX1_573t", 2, 2)],
            "me.keywords": [[], ["taunt"], ["taunt"]],
        },
        option=2,
        hero=H,
        label="treants",
    ),
    Case(
        "NEW1_007",
        {"foe.board": [("CS2_200", 6, 2)]},
        foe={"board": ["CS2_200"]},
        target="foe:0",
        option=1,
        hero=H,
        label="five-to-one",
    ),
    Case(
        "NEW1_007",
        {"foe.board": [(YETI, 4, 3), ("CS2_200", 6, 5)]},
        foe={"board": [YETI, "CS2_200"]},
        option=2,
        hero=H,
        label="two-to-all",
    ),
    Case(
        "NEW1_008",
        {"me.hand": ["CS2_231", "CS2_231"]},
        me={"deck": ["CS2_231"] * 3},
        option=1,
        hero=H,
        label="draw",
    ),
    Case("NEW1_008", {"me.health": 17}, me={"health": 10}, target="me:hero", option=2, hero=H, label="heal"),
]


@pytest.mark.parametrize("case", CASES, ids=ids(CASES))
def test_druid_card(case: Case) -> None:
    run(case)
