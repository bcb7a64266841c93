"""Hunter cards of the Basic and Classic sets, each played from a literal position."""

from __future__ import annotations

import pytest

from tests.engine.games.hearthstone.cards.cardcase import Case, act, ids, outcome, run, start

YETI = "CS2_182"
RAPTOR = "CS2_172"
CROC = "CS2_120"
WISP = "CS2_231"
H = "HERO_05"

CASES = [
    Case(
        "DS1_175",
        {"me.board": [(RAPTOR, 4, 2), (YETI, 4, 5), ("DS1_175", 1, 2)]},
        me={"board": [RAPTOR, YETI]},
        hero=H,
    ),
    Case(
        "DS1_178",
        {"me.keywords": [["charge"], [], ["charge"]]},
        me={"board": [{"card": RAPTOR, "exhausted": True}, {"card": YETI, "exhausted": True}]},
        hero=H,
    ),
    Case("DS1_183", {"foe.board": [(YETI, 4, 2), (YETI, 4, 2)]}, foe={"board": [YETI, YETI]}, hero=H),
    Case("DS1_183", {"foe.board": [(YETI, 4, 2)]}, foe={"board": [YETI]}, hero=H, label="one-minion"),
    Case(
        "DS1_184",
        {"me.hand": [CROC], "me.deck": 1},
        me={"deck": [WISP, CROC, YETI, RAPTOR]},
        hero=H,
        acts=[("play", "DS1_184"), ("choose", 2)],
    ),
    Case("CS2_084", {"foe.board": [(YETI, 4, 1)]}, foe={"board": [YETI]}, target="foe:0", hero=H),
    Case(
        "DS1_070",
        {"me.board": [(RAPTOR, 5, 4), ("DS1_070", 4, 3)], "me.keywords": [["taunt"], []]},
        me={"board": [RAPTOR]},
        target="me:0",
        hero=H,
    ),
    Case("DS1_185", {"foe.health": 28}, target="foe:hero", hero=H),
    Case("EX1_539", {"foe.health": 27}, target="foe:hero", hero=H, label="three"),
    Case(
        "EX1_539",
        {"foe.health": 25},
        me={"board": [RAPTOR]},
        target="foe:hero",
        hero=H,
        label="five-with-beast",
    ),
    Case(
        "NEW1_033",
        {"me.board": [(YETI, 5, 5), ("NEW1_033", 2, 4)]},
        me={"board": [YETI], "hand": ["NEW1_033"]},
        hero=H,
    ),
    Case(
        "EX1_531",
        {"me.board": [("EX1_531", 4, 3)]},
        me={"board": ["EX1_531", RAPTOR]},
        foe={"board": [YETI]},
        hero=H,
        acts=[("attack", "me:1", "foe:0")],
    ),
    Case(
        "EX1_537",
        {"foe.board": [(CROC, 2, 1), (CROC, 2, 1)]},
        foe={"board": [CROC, YETI, CROC]},
        target="foe:1",
        hero=H,
    ),
    Case(
        "EX1_549",
        {"me.board": [(RAPTOR, 5, 2)], "me.keywords": [["immune"]]},
        me={"board": [RAPTOR]},
        target="me:0",
        hero=H,
    ),
    Case("EX1_617", {"foe.board": []}, foe={"board": [YETI]}, hero=H),
    Case(
        "CS2_237",
        {"me.hand": [], "me.deck": 2},
        me={"deck": [WISP, WISP]},
        hero=H,
        label="not-for-itself",
    ),
    Case(
        "CS2_237",
        {"me.hand": [WISP], "me.deck": 1, "me.board": [("CS2_237", 2, 1), (RAPTOR, 3, 2), (WISP, 1, 1)]},
        me={"hand": ["CS2_237", RAPTOR, WISP], "deck": [WISP, WISP]},
        acts=[("play", "CS2_237"), ("play", RAPTOR), ("play", WISP)],
        hero=H,
        label="draws-for-a-beast-only",
    ),
    Case(
        "EX1_536",
        {"me.weapon": ("EX1_536", 3, 3), "me.secrets": 0, "foe.board": [(YETI, 4, 3)]},
        me={"weapon": "EX1_536", "secrets": ["EX1_610"], "hand": []},
        foe={"board": [YETI], "deck": [WISP]},
        acts=[("end",), ("attack", "foe:0", "me:hero")],
        hero=H,
    ),
    Case(
        "EX1_544",
        {"me.hand": [WISP], "me.keywords": [[]], "foe.keywords": [[]], "foe.secrets": 0},
        me={"board": ["EX1_010"], "deck": [WISP]},
        foe={"board": ["EX1_010"], "secrets": ["EX1_610"]},
        hero=H,
    ),
    Case(
        "DS1_188",
        {"me.health": 23, "foe.board": [("CS2_186", 7, 2)]},
        me={"weapon": "DS1_188", "hand": []},
        foe={"board": ["CS2_186"]},
        hero=H,
        acts=[("attack", "me:hero", "foe:0"), ("end",), ("attack", "foe:0", "me:hero")],
    ),
]


@pytest.mark.parametrize("case", CASES, ids=ids(CASES))
def test_hunter_card(case: Case) -> None:
    run(case)


@pytest.mark.parametrize("seed", range(6))
def test_animal_companion_summons_one_of_the_three(seed: int) -> None:
    state = start(Case("NEW1_031", {}, hero=H, seed=seed))
    act(state, ("play", "NEW1_031"))
    board = outcome(state, ["me.board"])["me.board"]
    assert len(board) == 1
    assert board[0] in [("NEW1_032", 4, 4), ("NEW1_033", 2, 4), ("NEW1_034", 4, 2)]


def test_gladiators_longbow_immune_ends_when_the_attack_is_cancelled() -> None:
    """The defender is pending destroy and leaves at the end of the Preparation: no Combat, and the hero
    is not Immune any more (an enemy minion's attack on the next turn hurts)."""
    foe = {"board": [{"card": "CS2_120", "pending": True}, "CS2_186"], "deck": [WISP]}
    state = start(Case("DS1_188", {}, me={"weapon": "DS1_188", "hand": [], "deck": [WISP]}, foe=foe, hero=H))
    act(state, ("attack", "me:hero", "foe:0"))
    act(state, ("end",))
    act(state, ("attack", "foe:0", "me:hero"))
    assert outcome(state, ["me.health"]) == {"me.health": 23}
