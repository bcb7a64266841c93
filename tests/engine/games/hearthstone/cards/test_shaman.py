"""Shaman cards of the Basic and Classic sets, each played from a literal position."""

from __future__ import annotations

import pytest

from tests.engine.games.hearthstone.cards.cardcase import Case, ids, run

YETI = "CS2_182"
CROC = "CS2_120"
WISP = "CS2_231"
H = "HERO_02"

CASES = [
    Case(
        "CS2_041",
        {"me.board": [(YETI, 4, 5)], "me.keywords": [["taunt"]]},
        me={"board": [{"card": YETI, "damage": 3}]},
        target="me:0",
        hero=H,
    ),
    Case("EX1_251", {"foe.board": [(YETI, 4, 3), (YETI, 4, 3)]}, foe={"board": [YETI, YETI]}, hero=H),
    Case("CS2_037", {"foe.health": 29, "foe.frozen": True}, target="foe:hero", hero=H),
    Case("CS2_039", {"me.keywords": [["windfury"]]}, me={"board": [YETI]}, target="me:0", hero=H),
    Case("CS2_042", {"foe.health": 26}, target="foe:hero", hero=H),
    Case("CS2_045", {"me.attack": 3}, target="me:hero", hero=H),
    Case("CS2_046", {"me.board": [(YETI, 7, 5)]}, me={"board": [YETI]}, hero=H),
    Case("EX1_244", {"me.board": [("CS2_050", 1, 3), (YETI, 4, 5)]}, me={"board": ["CS2_050", YETI]}, hero=H),
    Case(
        "EX1_246",
        {"foe.board": [("hexfrog", 0, 1)], "foe.keywords": [["taunt"]]},
        foe={"board": [YETI]},
        target="foe:0",
        hero=H,
    ),
    Case(
        "EX1_565",
        {"me.board": [(WISP, 3, 1), ("EX1_565", 0, 3), (WISP, 3, 1), (WISP, 1, 1)]},
        me={"board": [WISP, WISP, WISP]},
        hero=H,
        acts=[("play", "EX1_565", None, 1)],
    ),
    Case("EX1_587", {"me.keywords": [["windfury"], []]}, me={"board": [YETI]}, target="me:0", hero=H),
    Case("EX1_241", {"foe.health": 25}, target="foe:hero", hero=H),
    Case("EX1_248", {"me.board": [("EX1_tk11", 2, 3)] * 2, "me.keywords": [["taunt"]] * 2}, hero=H),
    Case("EX1_250", {"me.board": [("EX1_250", 7, 9)], "me.keywords": [["taunt"]]}, hero=H),
    Case("EX1_259", {"foe.board": [(YETI, 4, 2)]}, foe={"board": [YETI, CROC]}, hero=H),
    Case("EX1_567", {"me.weapon": ("EX1_567", 2, 8), "me.attack": 2}, hero=H),
    Case(
        "EX1_575",
        {"me.hand": [WISP]},
        me={"board": ["EX1_575"], "hand": [], "deck": [WISP]},
        foe={"deck": [WISP]},
        hero=H,
        acts=[("end",)],
    ),
    Case("NEW1_010", {"me.keywords": [["charge", "divine_shield", "taunt", "windfury"]]}, hero=H),
    Case("CS2_053", {"me.hand_costs": [(YETI, 1)], "me.deck": 0}, me={"deck": [YETI]}),
]


@pytest.mark.parametrize("case", CASES, ids=ids(CASES))
def test_shaman_card(case: Case) -> None:
    run(case)
