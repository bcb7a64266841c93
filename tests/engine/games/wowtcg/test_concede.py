"""Conceding at any time (CR 101.1b) and leaving the game (CR 101.2); saves from before conceding
was an action keep their meaning."""

from __future__ import annotations

import json
from pathlib import Path

from engine.ai import make_bot
from engine.core import TERMINAL, Decision
from engine.core.saves import SaveRecord, replay_record
from engine.core.session import Session
from tests.engine.games.wowtcg.helpers import act, game, legal, obj, pass_both, position, res

OLD_SAVE = Path(__file__).parent / "data" / "save_before_concede.json"
"""A heuristic (seed 2) against random (seed 3) game on the default decks, seed 2, saved by the engine
as it was before ``concede`` became an action."""


def test_101_1b_concede_is_legal_at_every_decision_of_the_player_to_act() -> None:
    fresh = game().new_initial_state(3)
    assert fresh.pending is not None and fresh.pending.kind == "mulligan"
    assert legal(fresh) == ["choose keep", "choose mulligan", "concede"]
    s = position({"play": ["Menethil Marine"]}, {"play": ["Crossroads Guard"]})
    assert "concede" in legal(s) and "pass" in legal(s)
    act(s, f"attack {obj(s, 'Menethil Marine').id} {s.players[1].hero}")
    assert s.current_player() == 0 and "concede" in legal(s)
    act(s, "pass")
    assert s.current_player() == 1 and "concede" in legal(s)


def test_101_1b_conceding_ends_the_game_at_once_and_the_opponent_wins() -> None:
    s = position({"play": res(2)}, {"hero_damage": 20})
    texts = act(s, "concede")
    assert texts == ["Player 1 concedes.", "Game over: player 1 conceded."]
    outcome = s.outcome()
    assert s.is_terminal() and s.current_player() == TERMINAL and s.legal_actions() == []
    assert outcome is not None and outcome.winners == (1,) and outcome.reason == "player 1 conceded"


def test_101_1b_the_player_asked_to_protect_may_concede_instead_of_answering() -> None:
    s = position({"play": ["Menethil Marine"]}, {"play": ["Crossroads Guard"]})
    act(s, f"attack {obj(s, 'Menethil Marine').id} {s.players[1].hero}")
    pass_both(s)
    pass_both(s)
    assert s.pending is not None and s.pending.kind == "protect" and s.pending.player == 1
    life = s.life(1)
    act(s, "concede")
    assert s.outcome() is not None and s.outcome().winners == (0,)
    assert s.pending is None and s.proc is None and s.life(1) == life
    back = game().state_from_dict(json.loads(json.dumps(s.to_dict())))
    assert back.state_hash() == s.state_hash() and back.is_terminal()


def test_101_2_a_link_the_conceding_player_controls_never_resolves() -> None:
    s = position({"hand": ["Fire Blast"], "play": res(1)}, {"hero_damage": 25})
    act(s, f"play {obj(s, 'Fire Blast', zone='hand').id} {s.players[1].hero}")
    assert len(s.chain) == 1 and s.current_player() == 0 and s.life(1) == 2
    act(s, "concede")
    assert s.outcome() is not None and s.outcome().winners == (1,)
    assert s.life(1) == 2


def test_a_save_from_before_conceding_was_an_action_replays_and_the_bots_play_it_again() -> None:
    record = SaveRecord.from_dict(json.loads(OLD_SAVE.read_text()), str(OLD_SAVE))
    assert "concede" not in record.actions
    _, _, final = replay_record(game(), record, str(OLD_SAVE))
    assert final.is_terminal() and final.outcome() is not None
    session = Session.new(game(), record.seed, record.setup, record.players)
    bots = [make_bot("heuristic", "wowtcg", 2), make_bot("random", "wowtcg", 3)]
    while not session.state.is_terminal():
        state = session.state
        session.apply(bots[state.current_player()].step(Decision.of(state)))
    assert list(session.actions) == record.actions


def test_a_save_ending_in_a_concession_replays_to_the_same_result() -> None:
    session = Session.new(game(), 4, None, ["Ann", "Bob"])
    session.apply("choose keep")
    session.apply("choose keep")
    session.apply("concede")
    record = session.record()
    _, deciders, final = replay_record(game(), record)
    assert final.state_hash() == session.state.state_hash()
    assert final.outcome() == session.state.outcome() and final.outcome() is not None
    assert final.outcome().winners == (1 - deciders[-1],)
