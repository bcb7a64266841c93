"""Control changes (400.3): Mind Control borrows an enemy for one turn."""

from __future__ import annotations

from engine.games.wowminis.positions import state_to_dict

from .builders import GAME, ch, do, kinds, notations, position


def _mind_control(zalazane_clock: int = 1, jaina_health: int = 9, sprint: str = "") -> object:
    """Zalazane (player 2) next to Hodoon (player 1), whose ally Jaina stands next to him; ``sprint``
    names which of the two also has a face-up Sprint."""
    zalazane_cards = [{"id": "mind_control", "face_up": True}]
    hodoon_cards = [{"id": "hammer_of_justice", "face_up": False}]
    if sprint:
        (zalazane_cards if sprint == "zalazane" else hodoon_cards).append({"id": "sprint", "face_up": True})
    return position(
        [
            ch("zalazane", 1, "0,0", clock=zalazane_clock, cards=zalazane_cards),
            ch(
                "hodoon",
                0,
                "1,0",
                clock=4,
                buffs=[{"card": "power_word_fortitude", "party": 0}],
                cards=hodoon_cards,
            ),
            ch("jaina", 0, "2,0", clock=4, health=jaina_health),
        ],
        turn="zalazane",
    )


def test_400_3_gain_control_and_take_a_turn_with_it_now() -> None:
    s = _mind_control()
    events = do(s, "play zalazane mind_control hodoon")
    hodoon = s.chars["hodoon"]
    assert kinds(events, "control_changed")[0].data == {
        "char": "hodoon",
        "controller": 1,
        "former": 0,
        "by": "zalazane",
    }
    assert (hodoon.owner, hodoon.controller, hodoon.controlled_by) == (0, 1, "zalazane")
    assert s.current_player() == 1 and s.turn is not None and s.turn.char == "hodoon"
    assert [t.char for t in s.suspended] == ["zalazane"]
    # 400.3a: allies and enemies are now read from player 2's side.
    legal = notations(s)
    assert "play hodoon hammer jaina" in legal and "play hodoon hammer zalazane" not in legal
    # 400.3b: its buffs stay attached.
    assert [b.card for b in hodoon.buffs] == ["power_word_fortitude", "mind_control"]


def test_400_3a_costs_tick_up_both_clocks() -> None:
    s = _mind_control()
    do(s, "play zalazane mind_control hodoon")
    assert s.chars["zalazane"].clock == 6
    s.rng.force([1, 1, 1, 1])
    events = do(s, "play hodoon hammer jaina")
    paid = [(e.data["char"], e.data["from"], e.data["to"]) for e in kinds(events, "clock_ticked")]
    assert paid == [("hodoon", 4, 7), ("zalazane", 6, 9)]


def test_400_3a_no_cost_that_would_lap_the_controlling_clock() -> None:
    s = _mind_control(zalazane_clock=5)
    do(s, "play zalazane mind_control hodoon")
    assert s.chars["zalazane"].clock == 10  # 9 ahead of the master clock
    assert not [a for a in notations(s) if a.startswith("play hodoon hammer")]


def test_400_3c_control_reverts_after_the_borrowed_turn() -> None:
    s = _mind_control()
    do(s, "play zalazane mind_control hodoon")
    events = do(s, "end hodoon")
    hodoon = s.chars["hodoon"]
    assert (hodoon.controller, hodoon.controlled_by) == (0, None)
    # Mind Control was attached during Zalazane's turn: "this turn" is that turn, which carries on.
    assert [b.card for b in hodoon.buffs] == ["power_word_fortitude", "mind_control"]
    assert kinds(events, "control_changed")[-1].data["controller"] == 0
    assert s.turn is not None and s.turn.char == "zalazane" and s.turn.action and not s.suspended
    assert s.turn_player == 1 and notations(s)[0] == "end zalazane"


def test_400_4_kill_vps_follow_ownership_not_control() -> None:
    s = _mind_control(jaina_health=1)
    do(s, "play zalazane mind_control hodoon")
    s.rng.force([5, 5, 5, 1])
    do(s, "play hodoon hammer jaina")
    assert s.chars["jaina"].pos is None
    assert s.vp == [0, 8], "player 2 destroyed a legendary character player 1 owns"


def test_400_3_a_borrowed_turn_survives_to_dict_and_back() -> None:
    s = _mind_control()
    do(s, "play zalazane mind_control hodoon")
    d = state_to_dict(s)
    assert d["suspended"][0]["char"] == "zalazane"
    again = GAME.state_from_dict(d)
    assert state_to_dict(again) == d
    do(again, "end hodoon")
    assert again.chars["hodoon"].controller == 0 and again.turn is not None and again.turn.char == "zalazane"


def test_400_3a_the_new_controller_may_see_and_turn_its_cards_face_up() -> None:
    s = _mind_control()
    assert s.observation(1)["characters"][1]["cards"] == [{"face_down": True, "exhausted": False}]
    do(s, "play zalazane mind_control hodoon")
    assert s.observation(1)["characters"][1]["cards"][0]["id"] == "hammer_of_justice"
    assert "flip hodoon hammer_of_justice" in notations(s)
    assert "p0.hodoon.hammer_of_justice" not in s.hidden_from(1)
    do(s, "end hodoon")
    assert s.observation(1)["characters"][1]["cards"] == [{"face_down": True, "exhausted": False}]


def test_400_3_this_turn_durations_of_the_caster_outlast_the_borrowed_turn() -> None:
    s = _mind_control(sprint="zalazane")
    do(s, "play zalazane sprint")
    do(s, "play zalazane mind_control hodoon")
    assert [b.until for b in s.chars["zalazane"].buffs] == ["turn:zalazane"]
    do(s, "end hodoon")
    # Sprint was played in Zalazane's turn, which the borrowed turn only interrupted.
    assert [(b.card, b.until) for b in s.chars["zalazane"].buffs] == [("sprint", "turn")]
    assert s.turn is not None and s.turn.char == "zalazane"
    do(s, "end zalazane")
    assert s.chars["zalazane"].buffs == []
    assert s.chars["hodoon"].buffs[-1].card == "power_word_fortitude"


def test_400_3_this_turn_durations_made_in_the_borrowed_turn_end_with_it() -> None:
    s = _mind_control(sprint="hodoon")
    do(s, "play zalazane mind_control hodoon", "play hodoon sprint")
    assert [(b.card, b.until) for b in s.chars["hodoon"].buffs][-1] == ("sprint", "turn")
    do(s, "end hodoon")
    assert "sprint" not in [b.card for b in s.chars["hodoon"].buffs]


def test_602_4_a_borrowed_turn_has_its_own_took_damage_record_and_the_waiting_turn_keeps_its() -> None:
    """Grom took damage earlier in Zalazane's turn; attacked without damage in the borrowed turn he may
    still Riposte ("this turn" is the borrowed turn), and Zalazane's turn gets its record back after."""
    s = position(
        [
            ch("zalazane", 1, "0,0", clock=1, cards=[{"id": "mind_control", "face_up": True}]),
            ch("hodoon", 0, "1,0", clock=4),
            ch("grom", 0, "2,0", clock=4, health=9, cards=[{"id": "riposte", "face_up": False}]),
        ],
        turn="zalazane",
        hurt=["grom"],
    )
    do(s, "play zalazane mind_control hodoon")
    assert s.hurt == {"turn:zalazane/grom"}
    s.rng.force([1, 1, 1, 1])
    do(s, "play hodoon hammer grom")
    assert s.current_player() == 0 and notations(s) == ["pass", "react grom riposte"]
    do(s, "react grom riposte")
    assert s.hurt == {"turn:zalazane/grom", "hodoon"}
    again = GAME.state_from_dict(state_to_dict(s))
    for state in (s, again):
        do(state, "end hodoon")
        assert state.turn is not None and state.turn.char == "zalazane"
        assert state.hurt == {"grom"}, "the borrowed turn's damage to Hodoon is not Zalazane's turn's"
        assert 1 in state.plays, "the Mind Control play of the resumed turn is kept"
        do(state, "end zalazane")
        assert state.hurt == set() and state.plays == {}
