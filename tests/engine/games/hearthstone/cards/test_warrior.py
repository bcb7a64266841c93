"""Warrior cards of the Basic and Classic sets, each played from a literal position."""

from __future__ import annotations

import pytest

from tests.engine.games.hearthstone.cards.cardcase import Case, act, ids, outcome, run, start

YETI = "CS2_182"
WISP = "CS2_231"
H = "HERO_01"

CASES = [
    Case("CS2_114", {"foe.board": [(YETI, 4, 3), (YETI, 4, 3)]}, foe={"board": [YETI, YETI]}, hero=H),
    Case(
        "EX1_084",
        {"me.keywords": [[], ["charge"], []]},
        me={"board": ["EX1_084"], "hand": ["CS2_172", YETI]},
        hero=H,
        acts=[("play", "CS2_172"), ("play", YETI)],
    ),
    Case(
        "EX1_392",
        {"me.hand": [WISP, WISP]},
        me={"health": 20, "board": [{"card": YETI, "damage": 1}, WISP], "deck": [WISP] * 3},
        hero=H,
        label="hero-and-one-minion",
    ),
    Case("EX1_392", {"me.hand": []}, me={"board": [YETI], "deck": [WISP]}, hero=H, label="nothing-damaged"),
    Case("EX1_408", {"foe.health": 26}, me={"health": 20}, target="foe:hero", hero=H, label="four"),
    Case(
        "EX1_408", {"foe.health": 24}, me={"health": 12}, target="foe:hero", hero=H, label="six-at-12-health"
    ),
    Case(
        "CS2_103",
        {"me.board": [(YETI, 6, 5)], "me.keywords": [["charge"]], "foe.health": 24},
        me={"board": [{"card": YETI, "exhausted": True}]},
        hero=H,
        acts=[("play", "CS2_103", "me:0"), ("attack", "me:0", "foe:hero")],
    ),
    Case("CS2_105", {"me.attack": 4}, hero=H),
    Case("CS2_108", {"foe.board": []}, foe={"board": [{"card": YETI, "damage": 1}]}, target="foe:0", hero=H),
    Case(
        "EX1_400",
        {"me.board": [(YETI, 4, 4)], "foe.board": [(YETI, 4, 4)]},
        me={"board": [YETI]},
        foe={"board": [YETI]},
        hero=H,
    ),
    Case("EX1_606", {"me.armor": 5, "me.hand": [WISP]}, me={"deck": [WISP]}, hero=H),
    Case(
        "CS2_104",
        {"me.board": [(YETI, 7, 7)]},
        me={"board": [{"card": YETI, "damage": 1}]},
        target="me:0",
        hero=H,
    ),
    Case("EX1_398", {"me.weapon": ("EX1_398t", 2, 2)}, hero=H),
    Case("EX1_409", {"me.weapon": ("EX1_409t", 1, 3)}, hero=H, label="equip"),
    Case("EX1_409", {"me.weapon": ("CS2_106", 4, 3)}, me={"weapon": "CS2_106"}, hero=H, label="upgrade"),
    Case(
        "EX1_410",
        {"foe.board": [("CS2_200", 6, 2)]},
        me={"armor": 5},
        foe={"board": ["CS2_200"]},
        target="foe:0",
        hero=H,
    ),
    Case(
        "EX1_414",
        {"me.board": [("EX1_414", 10, 8)]},
        me={"board": [{"card": "EX1_414", "damage": 1}], "hand": []},
        hero=H,
        acts=[],
    ),
    Case(
        "EX1_603",
        {"me.board": [(YETI, 6, 4), ("EX1_603", 2, 3)]},
        me={"board": [YETI]},
        target="me:0",
        hero=H,
    ),
    Case(
        "EX1_604",
        {"me.board": [("EX1_604", 4, 3), (YETI, 4, 4)]},
        me={"board": ["EX1_604", YETI], "hand": ["EX1_400"]},
        hero=H,
        acts=[("play", "EX1_400")],
    ),
    Case("EX1_607", {"me.board": [(YETI, 6, 4)]}, me={"board": [YETI]}, target="me:0", hero=H),
    Case(
        "NEW1_036",
        {"me.board": [(WISP, 1, 1), (YETI, 4, 4)], "foe.board": [], "me.hand": [WISP]},
        me={"board": [WISP, YETI], "hand": ["NEW1_036", "EX1_400"], "deck": [WISP]},
        foe={"board": [WISP]},
        hero=H,
        acts=[("play", "NEW1_036"), ("play", "EX1_400")],
    ),
    Case(
        "NEW1_036",
        {"me.board": [(YETI, 4, 1)]},
        me={"hand": ["NEW1_036", YETI, "CS2_029"], "deck": [WISP]},
        hero=H,
        acts=[("play", "NEW1_036"), ("play", YETI), ("play", "CS2_029", "me:0")],
        label="later-minions",
    ),
]


@pytest.mark.parametrize("case", CASES, ids=ids(CASES))
def test_warrior_card(case: Case) -> None:
    run(case)


def test_brawl_destroys_all_minions_but_one_chosen_at_random() -> None:
    """Over ten seeds exactly one of the three minions survives, and each of them sometimes does."""
    survivors = set()
    for seed in range(10):
        case = Case("EX1_407", {}, me={"board": [WISP]}, foe={"board": [YETI, "CS2_120"]}, hero=H, seed=seed)
        state = start(case)
        act(state, ("play", "EX1_407"))
        got = outcome(state, ["me.board", "foe.board"])
        left = got["me.board"] + got["foe.board"]
        assert len(left) == 1
        survivors.add(left[0][0])
    assert survivors == {WISP, YETI, "CS2_120"}


def test_brawl_cannot_be_played_with_fewer_than_two_minions() -> None:
    state = start(Case("EX1_407", {}, foe={"board": [YETI]}, hero=H))
    assert not any(a.verb == "play" for a in state.legal_actions())
