"""Warlock cards of the Basic and Classic sets, each played from a literal position."""

from __future__ import annotations

import pytest

from tests.engine.games.hearthstone.cards.cardcase import Case, act, ids, outcome, run, start

YETI = "CS2_182"
CROC = "CS2_120"
WISP = "CS2_231"
H = "HERO_07"

CASES = [
    Case(
        "EX1_596",
        {"me.board": [("EX1_319", 5, 4)]},
        me={"board": ["EX1_319"]},
        target="me:0",
        hero=H,
        label="friendly-demon",
    ),
    Case(
        "EX1_596",
        {"me.board": [(YETI, 4, 3)]},
        me={"board": [YETI]},
        target="me:0",
        hero=H,
        label="friendly-non-demon",
    ),
    Case(
        "EX1_596", {"foe.board": [(YETI, 4, 3)]}, foe={"board": [YETI]}, target="foe:0", hero=H, label="enemy"
    ),
    Case("CS2_057", {"foe.board": [(YETI, 4, 1)]}, foe={"board": [YETI]}, target="foe:0", hero=H),
    Case("CS2_061", {"foe.health": 28, "me.health": 22}, me={"health": 20}, target="foe:hero", hero=H),
    Case(
        "CS2_064",
        {
            "foe.health": 29,
            "me.health": 29,
            "me.board": [(YETI, 4, 4), ("CS2_064", 6, 6)],
            "foe.board": [(YETI, 4, 4)],
        },
        me={"board": [YETI]},
        foe={"board": [YETI]},
        hero=H,
    ),
    Case(
        "CS2_063",
        {"foe.board": [(YETI, 4, 5)]},
        me={"deck": [WISP]},
        foe={"board": [YETI], "deck": [WISP]},
        target="foe:0",
        hero=H,
        acts=[("play", "CS2_063", "foe:0"), ("end",)],
        label="survives-its-owners-turn",
    ),
    Case(
        "CS2_063",
        {"foe.board": []},
        me={"deck": [WISP]},
        foe={"board": [YETI], "deck": [WISP]},
        hero=H,
        acts=[("play", "CS2_063", "foe:0"), ("end",), ("end",)],
        label="destroyed-at-the-start-of-your-turn",
    ),
    Case(
        "CS2_063",
        {"me.board": [("EX1_091", 4, 5), ("CS2_120", 2, 3)], "foe.board": []},
        me={"hand": ["CS2_063", "EX1_091"], "deck": [WISP]},
        foe={"board": ["CS2_120"], "deck": [WISP]},
        hero=H,
        acts=[("play", "CS2_063", "foe:0"), ("play", "EX1_091", "foe:0"), ("end",)],
        label="stolen-back-survives-the-opponents-turn",
    ),
    Case(
        "CS2_063",
        {"me.board": [("EX1_091", 4, 5)], "foe.board": []},
        me={"hand": ["CS2_063", "EX1_091"], "deck": [WISP]},
        foe={"board": ["CS2_120"], "deck": [WISP]},
        hero=H,
        acts=[("play", "CS2_063", "foe:0"), ("play", "EX1_091", "foe:0"), ("end",), ("end",)],
        label="stolen-back-destroyed-at-the-start-of-your-turn",
    ),
    Case(
        "EX1_320",
        {"foe.board": [(YETI, 4, 2)], "me.board": []},
        foe={"board": [YETI]},
        target="foe:0",
        hero=H,
        label="no-demon-when-it-survives",
    ),
    Case("EX1_306", {"me.hand": []}, me={"hand": ["EX1_306", WISP]}, hero=H),
    Case(
        "EX1_308",
        {"foe.health": 26, "me.hand": []},
        me={"hand": ["EX1_308", WISP]},
        target="foe:hero",
        hero=H,
    ),
    Case(
        "NEW1_003",
        {"me.board": [], "me.health": 25},
        me={"board": ["EX1_319"], "health": 20},
        target="me:0",
        hero=H,
    ),
    Case(
        "CS2_059",
        {"me.board": [("CS2_059", 0, 1), (YETI, 4, 6)]},
        me={"board": ["CS2_059", YETI], "hand": []},
        foe={"deck": [WISP]},
        hero=H,
        acts=[("end",)],
    ),
    Case(
        "EX1_303",
        {"me.board": [], "foe.board": [("CS2_200", 6, 3)]},
        me={"board": [YETI]},
        foe={"board": [CROC, "CS2_200"]},
        target="me:0",
        hero=H,
    ),
    Case(
        "EX1_309",
        {"foe.board": [], "me.health": 23},
        me={"health": 20},
        foe={"board": [YETI]},
        target="foe:0",
        hero=H,
    ),
    Case("EX1_310", {"me.hand": [WISP]}, me={"hand": ["EX1_310", WISP, WISP, WISP]}, hero=H),
    Case("EX1_313", {"me.health": 25}, hero=H),
    Case("EX1_319", {"me.health": 27}, hero=H),
    Case(
        "EX1_304",
        {"me.board": [("EX1_304", 9, 11)]},
        me={"board": [CROC, YETI]},
        acts=[("play", "EX1_304", None, 1)],
        hero=H,
    ),
    Case("EX1_304", {"me.board": [("EX1_304", 3, 3)]}, hero=H, label="alone"),
    Case(
        "EX1_317",
        {"me.hand": ["CS2_065", "CS2_059"], "me.deck": 1},
        me={"deck": ["CS2_065", WISP, "CS2_059"], "hand": ["EX1_317"]},
        hero=H,
        label="two-demons",
    ),
    Case(
        "EX1_317",
        {"me.hand": ["CS2_065", "EX1_317t"], "me.deck": 1},
        me={"deck": [WISP, "CS2_065"], "hand": ["EX1_317"]},
        hero=H,
        label="one-demon",
    ),
]


@pytest.mark.parametrize("case", CASES, ids=ids(CASES))
def test_warlock_card(case: Case) -> None:
    run(case)


DEMONS = {"CS2_059", "CS2_064", "CS2_065", "EX1_301", "EX1_304", "EX1_306", "EX1_310", "EX1_313", "EX1_319"}
DEMONS |= {"EX1_323", "EX1_614"}


@pytest.mark.parametrize("seed", range(4))
def test_bane_of_doom_summons_a_random_demon_when_the_target_dies(seed: int) -> None:
    state = start(Case("EX1_320", {}, foe={"board": [WISP]}, hero=H, seed=seed))
    act(state, ("play", "EX1_320", "foe:0"))
    seen = outcome(state, ["me.board", "foe.board"])
    assert seen["foe.board"] == []
    assert [card for card, _atk, _hp in seen["me.board"]] in [[d] for d in sorted(DEMONS)]
