"""The contract over random games: the clone stress test, positions round-trip, hidden information."""

from __future__ import annotations

import json

from engine.core import Rng
from engine.games.hearthstone.state import HearthstoneState, HsAction
from tests.engine.games.hearthstone.helpers import game, position


def _random_game(seed: int) -> list[HearthstoneState]:
    g = game()
    state = g.new_initial_state(seed, g.default_setup())
    picker = Rng(seed)
    seen = [state.clone()]
    while not state.is_terminal():
        actions = [a for a in state.legal_actions() if str(a) != "concede"]
        state.apply_action(actions[picker.randbelow(len(actions))])
        seen.append(state.clone())
    return seen


def test_clone_stress_every_action_clone_hash_equal_and_playing_the_clone_leaves_the_original() -> None:
    g = game()
    for seed in (21, 22):
        state = g.new_initial_state(seed, g.default_setup())
        picker = Rng(seed)
        while not state.is_terminal():
            clone = state.clone()
            assert clone.state_hash() == state.state_hash()
            before = state.state_hash()
            clone_actions = clone.legal_actions()
            clone.apply_action(clone_actions[picker.randbelow(len(clone_actions))])
            assert state.state_hash() == before
            actions = [a for a in state.legal_actions() if str(a) != "concede"]
            state.apply_action(actions[picker.randbelow(len(actions))])


def test_positions_round_trip_through_json_in_random_games() -> None:
    g = game()
    for state in _random_game(23)[::7]:
        restored = g.state_from_dict(json.loads(json.dumps(state.to_dict())))
        assert restored.state_hash() == state.state_hash()
        assert [str(a) for a in restored.legal_actions()] == [str(a) for a in state.legal_actions()]


def test_observation_hides_the_opponents_hand_deck_and_secrets() -> None:
    state = position(
        {
            "players": [
                {"hand": ["CS2_029"], "secrets": ["EX1_287"], "deck": ["CS2_032"]},
                {"hand": ["CS2_106"], "secrets": ["EX1_610"], "deck": ["CS2_231"]},
            ]
        }
    )
    seen = json.dumps(state.observation(0))
    assert "CS2_029" in seen and "EX1_287" in seen
    assert "CS2_106" not in seen and "EX1_610" not in seen and "CS2_032" not in seen and "CS2_231" not in seen
    view = state.observation(0)["players"][1]
    assert view["hand_count"] == 1 and view["secret_count"] == 1 and view["deck_count"] == 1
    assert state.hidden_from(0) and all(ref not in seen for ref in state.hidden_from(0))


def test_observation_lists_the_legal_actions_with_their_fields_for_the_player_to_act() -> None:
    state = position({"players": [{"hand": ["CS2_029"], "board": ["CS2_182"]}, {"board": ["CS2_120"]}]})
    views = state.observation(0)["actions"]
    fireball = [v for v in views if v.get("card") == "CS2_029"]
    assert fireball and all(v["verb"] == "play" and "target" in v for v in fireball)
    assert {v["verb"] for v in views} >= {"play", "attack", "power", "end", "concede"}
    assert state.observation(1)["actions"] == []
    minion = state.observation(0)["players"][0]["board"][0]
    assert minion["can_attack"] and minion["keywords"] == [] and minion["max_health"] == 5


def test_resample_redeals_the_unseen_cards_consistently() -> None:
    g = game()
    state = g.new_initial_state(9, g.default_setup())
    state.apply_action(HsAction("mulligan"))
    state.apply_action(HsAction("mulligan"))
    opp = 1 - state.active
    pool_before = sorted(
        [state.ents[i].card.id for i in state.players[opp].hand if not state.ents[i].known]
        + [c.id for c in state.players[opp].deck]
    )
    sample = state.resample_from_infostate(state.active, Rng(5))
    assert isinstance(sample, HearthstoneState)
    pool_after = sorted(
        [sample.ents[i].card.id for i in sample.players[opp].hand if not sample.ents[i].known]
        + [c.id for c in sample.players[opp].deck]
    )
    assert pool_after == pool_before
    assert len(sample.players[opp].hand) == len(state.players[opp].hand)
    assert sample.observation(state.active) == state.observation(state.active)
    assert [sample.ents[i].card.id for i in sample.players[state.active].hand] == [
        state.ents[i].card.id for i in state.players[state.active].hand
    ]


def test_playing_a_secret_does_not_name_it_in_the_events() -> None:
    state = position({"players": [{"hand": ["EX1_610"]}, {}]})
    secret = state.players[0].hand[0]
    events = state.apply_action(HsAction("play", secret))
    assert [e.text for e in events] == ["Player 1 plays a Secret."]
    assert "EX1_610" not in json.dumps([e.data for e in events]) and not state.ents[secret].known
