"""Conceding (649-651) and the Removal of a Player (652), E70, from literal positions."""

from __future__ import annotations

import json

import pytest

from engine.core import Rng
from engine.games.riftbound.layers import might
from tests.engine.games.riftbound.helpers import act, duel, game, hand, legal, pass_all, runes, skirmish, unit


def test_650_concede_is_legal_at_every_decision() -> None:
    s = duel()
    assert "concede" in legal(s)
    opening = game().new_initial_state(3)
    assert opening.prompt is not None and "concede" in legal(opening)
    mine = unit(s, "iron-vanguard", 0)
    act(s, f"move {mine} @f0")
    assert s.sd is not None and "concede" in legal(s)


def test_651_1_in_a_duel_the_other_player_wins_at_once() -> None:
    s = duel()
    events = act(s, "concede")
    outcome = s.outcome()
    assert outcome is not None and outcome.winners == (1,) and outcome.reason == "player 1 conceded"
    assert "Player 1 concedes." in events and s.is_terminal()


def test_651_4_484_6_a_1_in_2v2_the_conceding_players_team_loses_together() -> None:
    s = game().new_initial_state(1, {"decks": ["jinx", "yasuo", "garen", "lux"], "mode": "2v2"})
    p = s.current_player()
    act(s, "concede")
    outcome = s.outcome()
    assert outcome is not None
    assert outcome.winners == tuple(q for q in range(4) if q % 2 != p % 2)
    assert sorted(s.out) == [p % 2, p % 2 + 2]


def test_652_1_652_3_a_removed_players_objects_and_cards_leave_the_game() -> None:
    s = skirmish(tp=1)
    theirs = unit(s, "iron-vanguard", 1, "f0")
    borrowed = unit(s, "stalwart-poro", 0)
    s.st[borrowed]["ctl"] = 1
    lent = unit(s, "petty-officer", 2)
    s.owner[lent] = 1
    rune = runes(s, 1, "body", 1)[0]
    card = hand(s, 1, "block")
    s.players[1]["trash"].append(s.new_uid("cleave", 1))
    act(s, "concede")
    assert s.out == [1] and s.outcome() is None
    for uid in (theirs, borrowed, lent, rune, s.players[1]["legend"]):
        assert uid not in s.st
    assert s.players[0]["banish"] == [borrowed]
    assert all(s.players[1][zone] == [] for zone in ("hand", "deck", "trash", "banish", "champ"))
    assert card not in json.dumps(s.observation(0))
    assert s.bfs[0]["ctl"] is None


def test_652_2_e70_windswept_hillocks_bonus_stops_when_its_owner_concedes() -> None:
    s = skirmish(tp=1)
    mine = unit(s, "iron-vanguard", 0, "f1")
    assert might(s, mine) == 4
    act(s, "concede")
    assert s.cards[s.bfs[1]["uid"]] == "token-battlefield"
    assert s.st[mine]["at"] == "f1" and s.bfs[1]["ctl"] == 0
    assert might(s, mine) == 3


def test_652_4_the_removed_players_spell_on_the_chain_is_countered_and_652_5_c_priority_moves_on() -> None:
    s = skirmish(tp=0)
    target = unit(s, "iron-vanguard", 2)
    shield = unit(s, "stalwart-poro", 0)
    runes(s, 0, "fury", 2)
    runes(s, 1, "body", 1)
    ray = hand(s, 0, "hextech-ray")
    block = hand(s, 1, "block")
    act(s, f"play {ray} -> {target}")
    act(s, "pass")
    act(s, f"play {block} -> {shield}")
    assert [item["ctl"] for item in s.chain] == [0, 1] and s.current_player() == 1
    act(s, "concede")
    assert [item["ctl"] for item in s.chain] == [0]
    assert s.current_player() == 2 and block not in s.players[1]["trash"]
    act(s, "pass")
    assert s.current_player() == 0
    act(s, "pass")
    assert not s.chain and target not in s.st


def test_652_5_a_the_turn_passes_on_when_the_turn_player_concedes() -> None:
    s = skirmish(tp=1)
    act(s, "concede")
    assert s.tp == 2 and s.turn == 5 and s.step == "main" and s.current_player() == 2
    act(s, "end")
    pass_all(s)
    assert s.tp == 0


def test_652_5_b_focus_moves_on_and_a_showdown_everyone_passed_ends() -> None:
    s = skirmish(tp=0)
    mine = unit(s, "iron-vanguard", 0)
    act(s, f"move {mine} @f0")
    act(s, "pass")
    assert s.sd is not None and s.focus == 1
    act(s, "concede")
    assert s.focus == 2
    act(s, "pass")
    assert s.sd is None and s.bfs[0]["ctl"] == 0


def test_651_2_the_last_two_players_play_on_and_the_next_concession_ends_the_game() -> None:
    s = skirmish(tp=1)
    act(s, "concede")
    act(s, "concede")
    outcome = s.outcome()
    assert outcome is not None and outcome.winners == (0,)


@pytest.mark.parametrize("players", [3, 4])
def test_random_free_for_all_games_with_concessions_keep_the_contract(players: int) -> None:
    decks = ["jinx", "garen", "yasuo", "lux"][:players]
    for seed in range(6):
        s = game().new_initial_state(seed, {"decks": decks})
        r = Rng(seed + 90)
        while not s.is_terminal():
            acts = s.legal_actions()
            s.apply_action(acts[r.randbelow(len(acts))])
            back = game().state_from_dict(json.loads(json.dumps(s.to_dict())))
            assert back.state_hash() == s.state_hash() and s.clone() == s
            if not s.is_terminal():
                assert not [u for u, st in s.st.items() if st["ctl"] in s.out or s.owner[u] in s.out]
        outcome = s.outcome()
        assert outcome is not None and not set(outcome.winners) & set(s.out)
