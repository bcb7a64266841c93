"""Clocks (408), the tick loop (500), turns (501) and the end of tick (502)."""

from __future__ import annotations

from engine.core import Rng
from engine.games.wowminis import clocks
from engine.games.wowminis.movement import reachable
from engine.games.wowminis.sequence import natural_moves
from engine.hex import Hex

from .builders import GAME, board, ch, do, kinds, notations, position


def test_408_2a_cannot_pay_cost_ten_ahead() -> None:
    # master 1, Grom at 7 (6 ahead): a T3 attack would reach 9 ahead (fine), T4 Cleave 10 ahead (not payable).
    s = position([ch("grom", 1, "0,0", clock=1), ch("jaina", 0, "1,0", clock=2)], turn="grom")
    s.chars["grom"].clock = 7
    s.master = 1
    acts = notations(s)
    assert "play grom gorehowl jaina" in acts
    assert "play grom cleave jaina" not in acts


def test_408_2a_effects_cap_at_nine_ahead_and_never_behind() -> None:
    assert clocks.effect_tick_up(9, 2, 5) == 1  # 7 ahead + 5 -> capped at 9 ahead of 2 = 11 -> 1
    assert clocks.effect_tick_down(3, 2, 5) == 2
    assert clocks.can_pay(1, 1, 9) and not clocks.can_pay(1, 1, 10)


def test_408_1c_master_clock_wrap_starts_a_new_round() -> None:
    s = position([ch("grom", 1, "0,0", clock=2)], master=10, stack=[{"kind": "EndTick"}])
    # tick 10 ends -> master 1 of round 2 (nobody matches) -> master 2: Grom's turn.
    assert (s.round, s.master) == (2, 2)
    assert s.turn is not None and s.turn.char == "grom"


def test_500_4c_opponent_chooses_after_turn_player() -> None:
    # Player 1 (Grom) just took a turn; Thrall (p1) and Jaina, Tirion (p0) all match: player 0 chooses.
    s = position(
        [
            ch("grom", 1, "0,0", clock=3),
            ch("thrall", 1, "2,0"),
            ch("jaina", 0, "-2,0"),
            ch("tirion", 0, "-3,0"),
        ],
        turn_player=1,
    )
    assert s.current_player() == 0
    assert notations(s) == ["next jaina", "next tirion"]
    do(s, "next jaina", "end jaina")
    assert s.turn is not None and s.turn.char == "thrall", "only Thrall of player 1 matches: no choice"


def test_500_4c_single_player_keeps_choosing() -> None:
    s = position(
        [ch("jaina", 0, "-2,0"), ch("tirion", 0, "-3,0"), ch("grom", 1, "2,0", clock=5)], turn_player=1
    )
    assert s.current_player() == 0
    do(s, "next tirion", "end tirion")
    assert s.turn is not None and s.turn.char == "jaina"


def test_501_1_spawn_before_the_first_turn() -> None:
    s = position([ch("jaina", 0, None), ch("grom", 1, "2,0", clock=4)], turn_player=1)
    assert s.chars["jaina"].pos is not None and str(s.chars["jaina"].pos) == "-4,0"
    assert s.turn is not None and s.turn.char == "jaina"


def test_403_1a_occupied_spawn_point_forces_the_natural_move() -> None:
    s = position([ch("jaina", 0, None), ch("tirion", 0, "-4,0", clock=4), ch("grom", 1, "2,0", clock=4)])
    assert str(s.chars["jaina"].pos) == "-4,0"
    acts = notations(s)
    assert acts and all(a.startswith("move jaina") for a in acts)
    do(s, acts[0])
    assert "end jaina" in notations(s)


def test_501_3d_tick_up_by_one_if_nothing_was_paid() -> None:
    s = position([ch("grom", 1, "0,0"), ch("jaina", 0, "3,0", clock=5)], turn="grom")
    events = do(s, "end grom")
    assert s.chars["grom"].clock == 2
    assert any("501.3d" in e.text for e in kinds(events, "clock_ticked"))


def test_501_3_one_natural_move_one_action() -> None:
    s = position([ch("grom", 1, "0,0"), ch("jaina", 0, "2,0", clock=5)], turn="grom")
    do(s, "move grom 1,0")
    assert not any(a.startswith("move") for a in notations(s))
    s.rng.force([1, 1, 1, 1, 1, 1])
    events = do(s, "play grom gorehowl jaina")
    # Move and action used, no instant: nothing is left, so the turn ends at once (501.3a).
    assert [e.data["char"] for e in kinds(events, "turn_ended")] == ["grom"]


def test_501_3a_turn_ends_by_itself_when_nothing_is_left() -> None:
    # Jaina is out of Grom's reach after the move, so ending is the only option left (own-8b).
    s = position([ch("grom", 1, "0,0"), ch("jaina", 0, "-4,0", clock=5)], turn="grom")
    events = do(s, "move grom 1,0")
    assert [e.data["char"] for e in kinds(events, "turn_ended")] == ["grom"]
    assert s.chars["grom"].clock == 2, "501.3d: it spent no ticks"


def test_501_3a_a_card_to_flip_keeps_the_turn_open() -> None:
    riposte = [{"id": "riposte", "face_up": False}]
    s = position([ch("grom", 1, "0,0", cards=riposte), ch("jaina", 0, "-4,0", clock=5)], turn="grom")
    events = do(s, "move grom 1,0")
    assert not kinds(events, "turn_ended")
    assert notations(s) == ["end grom", "flip grom riposte"]


def test_502_1_vp_locations_score_at_end_of_tick_5() -> None:
    s = position(
        [ch("grom", 1, "1,0", clock=6), ch("jaina", 0, "-1,0", clock=7)],
        master=5,
        the_board=board(vps=("0,0", "1,1")),
    )
    # No character matches tick 5: the tick ends, VP locations score: Grom is adjacent to both.
    assert s.vp == [1, 2]
    assert s.master == 6


def test_502_1_no_scoring_at_other_ticks() -> None:
    s = position(
        [ch("grom", 1, "1,0", clock=5), ch("jaina", 0, "-1,0", clock=7)],
        master=4,
        the_board=board(vps=("0,0",)),
    )
    assert (s.master, s.vp) == (5, [0, 0])


def test_502_2_exhausted_cards_ready_at_end_of_tick_10() -> None:
    cards = [{"id": "mortal_strike", "face_up": True, "exhausted": True}]
    s = position([ch("grom", 1, "1,0", clock=9, cards=cards), ch("jaina", 0, "-2,0", clock=3)], master=9)
    assert s.chars["grom"].cards[0].exhausted, "still on cooldown during tick 9"
    do(s, "end grom")
    assert s.chars["grom"].clock == 10 and s.master == 10 and s.chars["grom"].cards[0].exhausted
    do(s, "end grom")
    assert not s.chars["grom"].cards[0].exhausted
    assert (s.round, s.master) == (2, 1)


def test_404_1_move_menu_matches_the_reachable_set_and_ignores_far_pieces() -> None:
    # Grom (2 MP) next to enemy Jaina (never entered) and ally Thrall (passed through, never ended on).
    s = position(
        [ch("grom", 1, "0,0"), ch("jaina", 0, "1,0", clock=5), ch("thrall", 1, "0,1", clock=5)], turn="grom"
    )
    grom = s.chars["grom"]
    moves = natural_moves(s, grom)
    expected = reachable(
        s.board,
        Hex(0, 0),
        2,
        blocked=frozenset({Hex(1, 0)}),
        occupied=frozenset({Hex(1, 0), Hex(0, 1)}),
    )
    assert {path[-1]: path for path in moves.paths.values()} == {h: r.path for h, r in expected.items()}
    assert [str(a) for a in moves.actions] == sorted(f"move grom {h}" for h in expected)
    assert "0,1" not in moves.paths and "1,0" not in moves.paths
    s.chars["jaina"].pos = Hex(-4, 0)  # out of reach now: the menu changes
    assert "1,0" in natural_moves(s, grom).paths
    s.chars["thrall"].pos = Hex(4, -1)  # farther than 2 spaces: the same menu as with Thrall at 4,0
    kept = natural_moves(s, grom)
    s.chars["thrall"].pos = Hex(4, 0)
    assert natural_moves(s, grom) is kept


def test_legal_actions_come_out_in_notation_order() -> None:
    # WowState.LEGAL_ACTIONS_SORTED: the core trusts the game's order, so every decision of random
    # games on each board must list its actions sorted by notation, each once.
    for seed, the_board in enumerate(("standard", "highlands", "training")):
        s = GAME.new_initial_state(seed, {**GAME.default_setup(), "board": the_board})
        rng = Rng(seed)
        for _ in range(400):
            if s.is_terminal():
                break
            s.forget_legal_actions()
            acts = notations(s)
            assert acts == sorted(set(acts)), s.describe()
            s.apply_unchecked(rng.choice(s.legal_actions()))


def test_404_1_the_menu_keeps_its_moves_for_the_next_apply_only() -> None:
    # Built by hand: nothing kept, so a hand edit can never walk a stale path.
    s = position([ch("grom", 1, "0,0"), ch("jaina", 0, "3,0", clock=2)], turn="grom")
    assert s.kept_moves is None
    do(s, "end grom", "end jaina")  # Jaina's turn was asked for; Grom's new turn menu is worked out
    assert s.turn is not None and s.turn.char == "grom"
    kept = s.kept_moves
    assert kept is not None and kept[0] == "grom"
    assert kept[1] is natural_moves(s, s.chars["grom"]), "the same board entry the menu offered"
    assert s.clone().kept_moves is None
    s.forget_legal_actions()
    assert s.kept_moves is None
    assert kept[1].paths["2,-1"] == (Hex(1, 0), Hex(2, -1))
    s.chars["jaina"].pos = Hex(1, 0)  # an enemy on the kept way to 2,-1: the other way is walked
    events = do(s, "move grom 2,-1")
    assert [e.data["path"] for e in kinds(events, "moved")] == [["1,-1", "2,-1"]]


def test_300_1_flips_stop_being_offered_once_every_card_is_face_up() -> None:
    """Cards never turn face down again (300.1, 703.1a), so once the last one is flipped the state
    notes it and later menus skip the walk over the cards; a clone keeps the note."""
    riposte = [{"id": "riposte", "face_up": False}]
    s = position([ch("grom", 1, "0,0", cards=riposte), ch("jaina", 0, "-4,0", clock=5)], turn="grom")
    assert "flip grom riposte" in notations(s)
    assert not s.all_face_up, "a loaded position starts without the note"
    do(s, "flip grom riposte")
    assert not any(n.startswith("flip") for n in notations(s))
    assert s.all_face_up
    assert s.clone().all_face_up


def test_300_1_a_face_down_enemy_card_keeps_the_flips_walk_going() -> None:
    """Only the player to move may flip its own cards, but a face-down card of the other side still
    means the walk is needed at that side's menus."""
    riposte = [{"id": "riposte", "face_up": False}]
    s = position([ch("grom", 1, "0,0"), ch("jaina", 0, "-4,0", clock=5, cards=riposte)], turn="grom")
    assert not any(n.startswith("flip") for n in notations(s))
    assert not s.all_face_up
