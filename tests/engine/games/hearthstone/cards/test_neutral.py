"""Neutral cards of the Basic and Classic sets, each played from a literal position."""

from __future__ import annotations

import pytest

from tests.engine.games.hearthstone.cards.cardcase import Case, act, ids, outcome, run, start

YETI = "CS2_182"
WISP = "CS2_231"
AXE = "CS2_106"
BLAST = "CS2_025"
COIN = "GAME_005"
BUFFED_YETI = {"card": YETI, "buff": [2, 2]}

BASIC = [
    Case(
        "EX1_508",
        {"me.board": [("EX1_506", 3, 1), (YETI, 4, 5), ("EX1_508", 1, 1)]},
        me={"board": ["EX1_506", YETI]},
    ),
    Case("CS2_122", {"me.board": [(YETI, 5, 5), ("CS2_122", 2, 3)]}, me={"board": [YETI]}),
    Case("CS2_141", {"foe.health": 29}, target="foe:hero"),
    Case("CS2_147", {"me.hand": [WISP]}, me={"deck": [WISP]}),
    Case("CS2_150", {"foe.health": 28}, target="foe:hero"),
    Case("CS2_196", {"me.board": [("CS2_196", 2, 3), ("CS2_boar", 1, 1)]}),
    Case(
        "CS2_226", {"me.board": [(WISP, 1, 1), (WISP, 1, 1), ("CS2_226", 6, 6)]}, me={"board": [WISP, WISP]}
    ),
    Case(
        "DS1_055",
        {"me.health": 22, "me.board": [(YETI, 4, 4), ("DS1_055", 4, 5)]},
        me={"health": 20, "board": [{"card": YETI, "damage": 3}]},
    ),
    Case("EX1_011", {"me.health": 22}, me={"health": 20}, target="me:hero"),
    Case("EX1_019", {"me.board": [(YETI, 5, 6), ("EX1_019", 3, 2)]}, me={"board": [YETI]}, target="me:0"),
    Case("EX1_025", {"me.board": [("EX1_025", 2, 4), ("EX1_025t", 2, 1)]}),
    Case("EX1_066", {"foe.weapon": None}, foe={"weapon": AXE}),
    Case(
        "EX1_399",
        {"me.board": [("EX1_399", 5, 4)], "foe.board": [(YETI, 4, 3)]},
        me={"board": ["EX1_399"], "hand": []},
        foe={"board": [YETI]},
        acts=[("attack", "me:0", "foe:0")],
    ),
    Case("EX1_506", {"me.board": [("EX1_506", 2, 1), ("EX1_506a", 1, 1)]}),
    Case("EX1_593", {"foe.health": 27}),
]

CLASSIC = [
    Case("CS2_146", {"me.keywords": [["charge"]]}, me={"weapon": AXE}, label="charge-with-a-weapon"),
    Case("CS2_146", {"me.keywords": [[]]}, label="no-charge-without"),
    Case(
        "EX1_085",
        {"me.board": [("EX1_085", 3, 3), (WISP, 1, 1)], "foe.board": [(WISP, 1, 1)] * 3},
        foe={"board": [WISP] * 4},
        label="four-enemy-minions",
    ),
    Case(
        "EX1_085",
        {"me.board": [("EX1_085", 3, 3)], "foe.board": [(WISP, 1, 1)] * 3},
        foe={"board": [WISP] * 3},
        label="three-is-not-enough",
    ),
    Case("EX1_089", {"foe.mana": (4, 4)}, foe={"mana": 3, "crystals": 3}),
    Case("EX1_507", {"me.board": [("EX1_506", 4, 1), ("EX1_507", 3, 3)]}, me={"board": ["EX1_506"]}),
    Case("EX1_561", {"foe.health": 15, "foe.max_health": 30}, target="foe:hero", label="enemy-hero"),
    Case("EX1_561", {"me.health": 15}, me={"health": 8}, target="me:hero", label="own-hero"),
    Case("NEW1_018", {"me.board": [("NEW1_018", 5, 3)]}, me={"weapon": AXE}),
    Case(
        "NEW1_027",
        {"me.board": [("NEW1_025", 2, 3), (YETI, 4, 5), ("NEW1_027", 3, 3)]},
        me={"board": ["NEW1_025", YETI]},
    ),
    Case("NEW1_041", {"foe.board": [(YETI, 4, 5)]}, foe={"board": [YETI, "CS2_120"]}),
    Case("CS2_117", {"me.health": 23}, me={"health": 20}, target="me:hero"),
    Case("CS2_151", {"me.board": [("CS2_151", 4, 4), ("CS2_152", 2, 2)]}),
    Case(
        "CS2_227",
        {"me.hand_costs": [(YETI, 7), ("CS2_029", 4)]},
        me={"board": ["CS2_227"], "hand": [YETI, "CS2_029"]},
        acts=[],
    ),
    Case(
        "EX1_001",
        {"me.board": [("EX1_001", 3, 2)]},
        me={"board": ["EX1_001"], "health": 20, "hand": ["EX1_192"]},
        acts=[("play", "EX1_192")],
    ),
    Case(
        "EX1_004",
        {"me.board": [("EX1_004", 2, 1), (YETI, 4, 6)]},
        me={"board": ["EX1_004", YETI], "hand": []},
        foe={"deck": [WISP]},
        acts=[("end",)],
    ),
    Case(
        "EX1_009",
        {"me.board": [("EX1_009", 6, 1)]},
        me={"board": [{"card": "EX1_009", "buff": [0, 1], "damage": 1}]},
        acts=[],
    ),
    Case(
        "EX1_012",
        {"me.hand": [WISP], "me.board": []},
        me={"board": ["EX1_012"], "hand": [], "deck": [WISP]},
        foe={"board": [YETI]},
        acts=[("attack", "me:0", "foe:0")],
    ),
    Case("EX1_014", {"foe.hand": ["EX1_014t", "EX1_014t"]}),
    Case("EX1_014t", {"me.board": [(YETI, 5, 6)]}, me={"board": [YETI]}, target="me:0"),
    Case(
        "EX1_029",
        {"foe.health": 28},
        me={"board": ["EX1_029"], "hand": []},
        foe={"board": [YETI]},
        acts=[("attack", "me:0", "foe:0")],
    ),
    Case("EX1_045", {"me.keywords": [["cant_attack"]]}, me={"board": ["EX1_045"], "hand": []}, acts=[]),
    Case("EX1_046", {"me.board": [(YETI, 6, 5), ("EX1_046", 4, 4)]}, me={"board": [YETI]}, target="me:0"),
    Case("EX1_048", {"foe.board": [(YETI, 4, 5)]}, foe={"board": [BUFFED_YETI]}, target="foe:0"),
    Case(
        "EX1_049", {"me.board": [("EX1_049", 3, 2)], "me.hand": [YETI]}, me={"board": [YETI]}, target="me:0"
    ),
    Case(
        "EX1_050",
        {"me.hand": [WISP, WISP], "foe.hand": [WISP, WISP]},
        me={"deck": [WISP, WISP]},
        foe={"deck": [WISP, WISP]},
    ),
    Case(
        "EX1_055",
        {"me.board": [("EX1_055", 3, 3)]},
        me={"board": ["EX1_055"], "hand": [BLAST]},
        acts=[("play", BLAST)],
    ),
    Case(
        "EX1_057", {"me.board": [("EX1_057", 5, 4)], "me.hand": [YETI]}, me={"board": [YETI]}, target="me:0"
    ),
    Case(
        "EX1_058",
        {"me.keywords": [["taunt"], [], ["taunt"]]},
        me={"board": [WISP, WISP]},
        acts=[("play", "EX1_058", None, 1)],
    ),
    Case(
        "EX1_093",
        {
            "me.board": [(WISP, 2, 2), ("EX1_093", 3, 3), (WISP, 2, 2)],
            "me.keywords": [["taunt"], [], ["taunt"]],
        },
        me={"board": [WISP, WISP]},
        acts=[("play", "EX1_093", None, 1)],
    ),
    Case(
        "EX1_095",
        {"me.hand": [WISP]},
        me={"board": ["EX1_095"], "hand": [BLAST], "deck": [WISP]},
        acts=[("play", BLAST)],
    ),
    Case(
        "EX1_096",
        {"me.hand": [WISP]},
        me={"board": ["EX1_096"], "hand": [], "deck": [WISP]},
        foe={"board": [YETI]},
        acts=[("attack", "me:0", "foe:0")],
    ),
    Case(
        "EX1_100",
        {"foe.hand": [BLAST]},
        me={"board": ["EX1_100"], "hand": [BLAST]},
        acts=[("play", BLAST)],
        label="own-spell",
    ),
    Case(
        "EX1_100",
        {"me.hand": [BLAST]},
        me={"board": ["EX1_100"], "hand": []},
        foe={"hand": [BLAST], "deck": [WISP]},
        acts=[("end",), ("play", BLAST)],
        label="enemy-spell",
    ),
    Case(
        "EX1_103",
        {"me.board": [("EX1_506", 2, 3), (YETI, 4, 5), ("EX1_103", 2, 3)]},
        me={"board": ["EX1_506", YETI]},
    ),
    Case(
        "EX1_105",
        {"me.hand_costs": [("EX1_105", 10), (WISP, 0), (WISP, 0)]},
        me={"hand": ["EX1_105", WISP, WISP]},
        acts=[],
    ),
    Case(
        "EX1_110",
        {"me.board": [("EX1_110t", 5, 5)]},
        me={"board": [{"card": "EX1_110", "damage": 1}], "hand": []},
        foe={"board": [YETI]},
        acts=[("attack", "me:0", "foe:0")],
    ),
    Case("EX1_116", {"me.board": [("EX1_116", 6, 2)], "foe.board": [("EX1_116t", 1, 1)] * 2}),
    Case("EX1_283", {"foe.frozen": True}, target="foe:hero"),
    Case("EX1_284", {"me.hand": [WISP]}, me={"deck": [WISP]}),
    Case(
        "EX1_390",
        {"me.board": [("EX1_390", 5, 2)]},
        me={"board": [{"card": "EX1_390", "damage": 1}], "hand": []},
        acts=[],
    ),
    Case(
        "EX1_412",
        {"me.board": [("EX1_412", 4, 2)], "me.keywords": [["windfury"]]},
        me={"board": [{"card": "EX1_412", "damage": 1}], "hand": []},
        acts=[],
    ),
    Case("EX1_562", {"me.board": [("EX1_562", 8, 8)] + [("ds1_whelptoken", 1, 1)] * 6}),
    Case(
        "EX1_577",
        {"me.board": [], "foe.board": [("EX1_finkle", 3, 3)]},
        me={"board": [{"card": "EX1_577", "damage": 3}], "hand": []},
        foe={"board": [YETI]},
        acts=[("attack", "me:0", "foe:0")],
    ),
    Case("EX1_583", {"me.health": 24}, me={"health": 20}),
    Case(
        "EX1_584",
        {"foe.board": [(YETI, 4, 2)]},
        me={"board": [WISP, WISP], "hand": ["EX1_584", BLAST]},
        foe={"board": [YETI]},
        acts=[("play", "EX1_584", None, 1), ("play", BLAST)],
    ),
    Case(
        "EX1_586",
        {"me.hand_costs": [("EX1_586", 7)]},
        me={"board": [WISP, WISP]},
        foe={"board": [WISP]},
        acts=[],
    ),
    Case("EX1_620", {"me.hand_costs": [("EX1_620", 10)]}, me={"health": 20}, acts=[]),
    Case(
        "NEW1_017",
        {"foe.board": [], "me.board": [("NEW1_017", 3, 4)]},
        foe={"board": ["EX1_506a"]},
        target="foe:0",
    ),
    Case(
        "NEW1_020",
        {"me.board": [("NEW1_020", 3, 1)], "foe.board": [(YETI, 4, 4)]},
        me={"board": ["NEW1_020"], "hand": [COIN]},
        foe={"board": [YETI]},
        acts=[("play", COIN)],
    ),
    Case("NEW1_022", {"me.hand_costs": [("NEW1_022", 1)]}, me={"weapon": AXE}, acts=[]),
    Case("NEW1_024", {"me.weapon": (AXE, 4, 3)}, me={"weapon": AXE}),
    Case("NEW1_025", {"foe.weapon": (AXE, 3, 1)}, foe={"weapon": AXE}),
    Case(
        "NEW1_030",
        {"me.board": [("NEW1_030", 12, 12)], "foe.board": [], "me.hand": []},
        me={"board": [YETI], "hand": ["NEW1_030", WISP]},
        foe={"board": [YETI]},
    ),
    Case(
        "NEW1_037",
        {"me.board": [("NEW1_037", 1, 3), (YETI, 5, 5)]},
        me={"board": ["NEW1_037", YETI], "hand": []},
        foe={"deck": [WISP]},
        acts=[("end",)],
    ),
    Case(
        "NEW1_040",
        {"me.board": [("NEW1_040", 4, 4), ("NEW1_040t", 2, 2), (WISP, 1, 1)]},
        me={"board": ["NEW1_040", WISP], "hand": []},
        foe={"deck": [WISP]},
        acts=[("end",)],
    ),
    Case("EX1_509", {"me.board": [("EX1_509", 1, 2)]}, label="not-for-itself"),
    Case(
        "EX1_509",
        {"me.board": [("EX1_509", 3, 2), ("EX1_506", 2, 1), ("EX1_506a", 1, 1), (WISP, 1, 1)]},
        me={"hand": ["EX1_509", "EX1_506", WISP]},
        acts=[("play", "EX1_509"), ("play", "EX1_506"), ("play", WISP)],
        label="each-friendly-murloc",
    ),
    Case(
        "EX1_509",
        {"me.board": [("EX1_509", 1, 2)]},
        me={"board": ["EX1_509"], "hand": []},
        foe={"hand": ["EX1_506"], "mana": 10, "deck": [WISP]},
        acts=[("end",), ("play", "EX1_506")],
        label="not-enemy-murlocs",
    ),
    Case(
        "EX1_002",
        {"foe.board": [(YETI, 4, 5)]},
        foe={"board": [YETI, "CS2_179"]},
        target="foe:1",
    ),
    Case("EX1_002", {"foe.board": [(YETI, 4, 5)], "me.board": [("EX1_002", 4, 4)]}, foe={"board": [YETI]}),
    Case(
        "EX1_558",
        {"foe.weapon": None, "me.hand": [WISP, WISP], "me.deck": 1},
        me={"deck": [WISP, WISP, WISP]},
        foe={"weapon": AXE},
    ),
    Case(
        "EX1_558",
        {"me.hand": [], "me.deck": 3, "me.board": [("EX1_558", 5, 4)]},
        me={"deck": [WISP, WISP, WISP]},
        label="no-weapon",
    ),
    Case(
        "EX1_080",
        {"me.board": [("EX1_080", 2, 3)]},
        me={"hand": ["EX1_080", "EX1_610"]},
        acts=[("play", "EX1_080"), ("play", "EX1_610")],
    ),
    Case(
        "EX1_080",
        {"me.board": [("EX1_080", 1, 2)]},
        me={"hand": ["EX1_080", "CS2_025"]},
        acts=[("play", "EX1_080"), ("play", "CS2_025")],
        label="not-other-spells",
    ),
    Case(
        "EX1_080",
        {"foe.board": [("EX1_080", 2, 3)]},
        me={"hand": ["EX1_610"]},
        foe={"board": ["EX1_080"]},
        acts=[("play", "EX1_610")],
        label="either-players-secret",
    ),
    Case(
        "EX1_590",
        {
            "me.board": [("EX1_008", 1, 1), ("EX1_590", 9, 9)],
            "me.keywords": [[], []],
            "foe.keywords": [[]],
        },
        me={"board": ["EX1_008"]},
        foe={"board": ["EX1_008"]},
    ),
    Case("EX1_590", {"me.board": [("EX1_590", 3, 3)]}, foe={"board": [YETI]}, label="no-shields"),
    Case(
        "EX1_006",
        {"me.board": [(YETI, 4, 5)], "me.hand": ["EX1_006", WISP]},
        me={"board": ["EX1_006"], "hand": [YETI], "deck": [WISP]},
        foe={"deck": [WISP]},
        acts=[("end",), ("end",)],
    ),
    Case(
        "EX1_006",
        {"me.board": [("EX1_006", 0, 3)], "me.hand": [BLAST, WISP]},
        me={"board": ["EX1_006"], "hand": [BLAST], "deck": [WISP]},
        foe={"deck": [WISP]},
        acts=[("end",), ("end",)],
        label="no-minion-in-hand",
    ),
    Case(
        "DREAM_02",
        {"me.board": [("EX1_572", 4, 12)], "foe.board": [], "me.health": 25, "foe.health": 25},
        me={"board": ["EX1_572", YETI]},
        foe={"board": [YETI]},
    ),
    Case("DREAM_04", {"foe.board": [], "foe.hand": [YETI]}, foe={"board": [YETI]}, target="foe:0"),
    Case(
        "DREAM_05",
        {"foe.board": [(YETI, 9, 10)]},
        foe={"board": [YETI], "deck": [WISP]},
        target="foe:0",
        acts=[("play", "DREAM_05", "foe:0"), ("end",)],
        label="lives-through-their-turn",
    ),
    Case(
        "DREAM_05",
        {"foe.board": []},
        me={"deck": [WISP]},
        foe={"board": [YETI], "deck": [WISP]},
        acts=[("play", "DREAM_05", "foe:0"), ("end",), ("end",)],
        label="dies-at-your-next-turn",
    ),
]


@pytest.mark.parametrize("case", BASIC, ids=ids(BASIC))
def test_basic_neutral_card(case: Case) -> None:
    run(case)


@pytest.mark.parametrize("case", CLASSIC, ids=ids(CLASSIC))
def test_classic_neutral_card(case: Case) -> None:
    run(case)


def test_the_black_knight_may_target_only_enemy_minions_with_taunt() -> None:
    state = start(Case("EX1_002", {}, foe={"board": [YETI, "CS2_179"]}, me={"board": ["CS2_179"]}))
    knight = state.players[0].hand[0]
    targets = {
        state.ents[a.target].card.id
        for a in state.legal_actions()
        if a.verb == "play" and a.source == knight and a.target
    }
    assert targets == {"CS2_179"}
    assert all(
        state.ents[a.target].controller == 1
        for a in state.legal_actions()
        if a.verb == "play" and a.source == knight and a.target
    )


def test_nat_pagle_sometimes_draws_an_extra_card_at_the_start_of_your_turn() -> None:
    """Over ten seeds the start of the turn brings one card (the turn's draw) or two (Nat's 50%)."""
    drawn = set()
    for seed in range(10):
        me = {"board": ["EX1_557"], "hand": [], "deck": [WISP] * 5}
        state = start(Case("EX1_557", {}, me=me, foe={"deck": [WISP] * 3}, seed=seed))
        act(state, ("end",))
        act(state, ("end",))
        drawn.add(len(outcome(state, ["me.hand"])["me.hand"]))
    assert drawn == {1, 2}


def test_tinkmaster_transforms_another_minion_into_a_devilsaur_or_a_squirrel() -> None:
    seen = set()
    for seed in range(8):
        state = start(Case("EX1_083", {}, foe={"board": [YETI]}, seed=seed))
        act(state, ("play", "EX1_083"))
        got = outcome(state, ["foe.board", "me.board"])
        assert got["me.board"] == [("EX1_083", 3, 3)]
        seen.add(tuple(got["foe.board"]))
    assert seen == {(("EX1_tk29", 5, 5),), (("EX1_tk28", 1, 1),)}


def test_ysera_adds_one_random_dream_card_at_the_end_of_your_turn() -> None:
    """Over eight seeds one Dream Card comes each time, and more than one kind of them shows up."""
    seen = set()
    for seed in range(8):
        state = start(Case("EX1_572", {}, me={"board": ["EX1_572"], "hand": []}, seed=seed))
        act(state, ("end",))
        hand = outcome(state, ["me.hand"])["me.hand"]
        assert len(hand) == 1
        seen.add(hand[0])
    assert seen <= {"DREAM_01", "DREAM_02", "DREAM_03", "DREAM_04", "DREAM_05"}
    assert len(seen) > 1
