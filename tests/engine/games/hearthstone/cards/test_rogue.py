"""Rogue cards of the Basic and Classic sets, each played from a literal position."""

from __future__ import annotations

import pytest

from tests.engine.games.hearthstone.cards.cardcase import Case, ids, run

YETI = "CS2_182"
WISP = "CS2_231"
COIN = "GAME_005"
H = "HERO_03"

CASES = [
    Case(
        "CS2_233",
        {"foe.board": [(YETI, 4, 2)], "me.weapon": None},
        me={"weapon": "CS2_106"},
        foe={"board": [YETI]},
        hero=H,
    ),
    Case("CS2_072", {"foe.board": [(YETI, 4, 3)]}, foe={"board": [YETI]}, target="foe:0", hero=H),
    Case("CS2_074", {"me.weapon": ("CS2_082", 3, 2)}, me={"weapon": "CS2_082"}, hero=H),
    Case("CS2_075", {"foe.health": 27}, hero=H),
    Case("CS2_076", {"foe.board": []}, foe={"board": [YETI]}, target="foe:0", hero=H),
    Case("CS2_077", {"me.hand": [WISP] * 4}, me={"deck": [WISP] * 5}, hero=H),
    Case(
        "EX1_129",
        {"foe.board": [(YETI, 4, 4)], "me.hand": [WISP]},
        me={"deck": [WISP]},
        foe={"board": [YETI]},
        hero=H,
    ),
    Case("EX1_191", {"me.keywords": [["poisonous"], []]}, me={"board": [YETI]}, target="me:0", hero=H),
    Case("EX1_278", {"foe.health": 29, "me.hand": [WISP]}, me={"deck": [WISP]}, target="foe:hero", hero=H),
    Case("EX1_581", {"foe.board": [], "foe.hand": [YETI]}, foe={"board": [YETI]}, target="foe:0", hero=H),
    Case(
        "CS2_073", {"me.board": [(YETI, 6, 5)]}, me={"board": [YETI]}, target="me:0", hero=H, label="plus-two"
    ),
    Case(
        "CS2_073",
        {"me.board": [(YETI, 8, 5)]},
        me={"board": [YETI], "hand": [COIN, "CS2_073"]},
        hero=H,
        acts=[("play", COIN), ("play", "CS2_073", "me:0")],
        label="combo-plus-four",
    ),
    Case("EX1_124", {"foe.health": 28}, target="foe:hero", hero=H, label="two"),
    Case(
        "EX1_124",
        {"foe.health": 26},
        me={"hand": [COIN, "EX1_124"]},
        hero=H,
        acts=[("play", COIN), ("play", "EX1_124", "foe:hero")],
        label="combo-four",
    ),
    Case("EX1_131", {"me.board": [("EX1_131", 3, 2)]}, hero=H, label="no-combo"),
    Case(
        "EX1_131",
        {"me.board": [("EX1_131", 3, 2), ("EX1_131t", 2, 1)]},
        me={"hand": [COIN, "EX1_131"]},
        hero=H,
        acts=[("play", COIN), ("play", "EX1_131")],
        label="combo-bandit",
    ),
    Case(
        "EX1_133", {"foe.health": 29, "me.weapon": ("EX1_133", 2, 2)}, target="foe:hero", hero=H, label="one"
    ),
    Case(
        "EX1_133",
        {"foe.health": 28},
        me={"hand": [COIN, "EX1_133"]},
        hero=H,
        acts=[("play", COIN), ("play", "EX1_133", "foe:hero")],
        label="combo-two",
    ),
    Case(
        "EX1_134",
        {"foe.health": 27, "me.board": [("EX1_134", 3, 3)]},
        me={"hand": [COIN, "EX1_134"]},
        hero=H,
        acts=[("play", COIN), ("play", "EX1_134", "foe:hero")],
        label="combo-three",
    ),
    Case(
        "NEW1_005",
        {"foe.board": [], "foe.hand": [YETI]},
        me={"hand": [COIN, "NEW1_005"]},
        foe={"board": [YETI]},
        hero=H,
        acts=[("play", COIN), ("play", "NEW1_005", "foe:0")],
    ),
    Case(
        "EX1_128",
        {"me.keywords": [["stealth"], ["stealth"]]},
        me={"board": [YETI, WISP], "hand": ["EX1_128"]},
        foe={"deck": [WISP]},
        acts=[("play", "EX1_128"), ("end",)],
        hero=H,
        label="through-the-opponents-turn",
    ),
    Case(
        "EX1_128",
        {"me.keywords": [[], []]},
        me={"board": [YETI, WISP], "hand": ["EX1_128"], "deck": [WISP]},
        foe={"deck": [WISP]},
        acts=[("play", "EX1_128"), ("end",), ("end",)],
        hero=H,
        label="ends-at-your-next-turn",
    ),
    Case(
        "NEW1_014",
        {"me.keywords": [["stealth"], []]},
        me={"board": [YETI]},
        foe={"deck": [WISP]},
        acts=[("play", "NEW1_014", "me:0"), ("end",)],
        hero=H,
        label="through-the-opponents-turn",
    ),
    Case(
        "NEW1_014",
        {"me.keywords": [[], []]},
        me={"board": [YETI], "deck": [WISP]},
        foe={"deck": [WISP]},
        acts=[("play", "NEW1_014", "me:0"), ("end",), ("end",)],
        hero=H,
        label="ends-at-your-next-turn",
    ),
    Case(
        "EX1_128",
        {"me.keywords": [["stealth"]]},
        me={"board": ["EX1_010"], "hand": ["EX1_128"], "deck": [WISP]},
        foe={"deck": [WISP]},
        acts=[("play", "EX1_128"), ("end",), ("end",)],
        hero=H,
        label="printed-stealth-stays",
    ),
    Case("EX1_613", {"me.board": [("EX1_613", 2, 2)]}, hero=H, label="no-combo"),
    Case(
        "EX1_613",
        {"me.board": [(WISP, 1, 1), ("EX1_613", 6, 6)]},
        me={"hand": [COIN, WISP, "EX1_613"]},
        acts=[("play", COIN), ("play", WISP), ("play", "EX1_613")],
        hero=H,
        label="two-other-cards",
    ),
    Case(
        "EX1_145",
        {"me.hand_costs": [("CS2_029", 2), ("CS2_025", 0)]},
        me={"hand": ["EX1_145", "CS2_029", "CS2_025"]},
        hero=H,
    ),
    Case(
        "EX1_145",
        {"me.hand_costs": [("CS2_025", 2)], "me.mana": (8, 10), "foe.health": 24},
        me={"hand": ["EX1_145", "CS2_029", "CS2_025"]},
        acts=[("play", "EX1_145"), ("play", "CS2_029", "foe:hero")],
        hero=H,
        label="one-spell-only",
    ),
    Case(
        "EX1_137",
        {"foe.health": 28, "me.hand": [WISP]},
        me={"deck": [WISP]},
        foe={"deck": [WISP]},
        hero=H,
        acts=[("play", "EX1_137"), ("end",), ("end",)],
        label="no-combo",
    ),
    Case(
        "EX1_137",
        {"foe.health": 28, "me.hand": ["EX1_137", WISP, WISP]},
        me={"deck": [WISP, WISP], "cards_played": 1},
        foe={"deck": [WISP, WISP]},
        hero=H,
        acts=[("play", "EX1_137"), ("end",), ("end",), ("end",), ("end",)],
        label="combo-returns-once",
    ),
    Case(
        "EX1_126",
        {"foe.board": [("CS2_172", 3, 2), (YETI, 4, 2)]},
        foe={"board": [WISP, "CS2_172", YETI]},
        target="foe:1",
        hero=H,
    ),
    Case(
        "EX1_126",
        {"foe.board": [("EX1_170", 2, 3)]},
        foe={"board": [YETI, "EX1_170", YETI]},
        target="foe:1",
        hero=H,
        label="poisonous",
    ),
]


@pytest.mark.parametrize("case", CASES, ids=ids(CASES))
def test_rogue_card(case: Case) -> None:
    run(case)
