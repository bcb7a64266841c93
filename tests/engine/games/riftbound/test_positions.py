"""Positions (to_dict/state_from_dict), observations that hide hands, decks and facedown cards,
and resampling the unseen cards."""

from __future__ import annotations

import json

import pytest

from engine.core import BadInputError, Rng
from tests.engine.games.riftbound.helpers import act, duel, game, hand, runes, unit


def _mid_game(seed: int = 2, steps: int = 120):  # type: ignore[no-untyped-def]
    s = game().new_initial_state(seed)
    r = Rng(seed)
    for _ in range(steps):
        if s.is_terminal():
            break
        acts = s.legal_actions()
        s.apply_action(acts[r.randbelow(len(acts))])
    return s


def test_positions_round_trip_through_json_with_equal_legal_actions() -> None:
    s = _mid_game()
    restored = game().state_from_dict(json.loads(json.dumps(s.to_dict())))
    assert restored.state_hash() == s.state_hash()
    assert [str(a) for a in restored.legal_actions()] == [str(a) for a in s.legal_actions()]


def test_state_from_dict_names_the_problem() -> None:
    d = duel().to_dict()
    d["cards"]["c001"] = "no-such-card"
    with pytest.raises(BadInputError, match="unknown card 'no-such-card'"):
        game().state_from_dict(d)
    d = duel().to_dict()
    del d["bfs"]
    with pytest.raises(BadInputError, match="missing fields: bfs"):
        game().state_from_dict(d)


def test_observation_hides_the_other_hand_every_deck_and_facedown_cards() -> None:
    s = duel()
    unit(s, "iron-vanguard", 0, "f0")
    runes(s, 0, "chaos", 1)
    secret = hand(s, 0, "ambush-strike")
    act(s, f"hide {secret} @f0")
    theirs = hand(s, 1, "block")
    seen = json.dumps(s.observation(1))
    assert secret not in seen and "ambush-strike" not in seen
    assert theirs in seen
    mine = json.dumps(s.observation(0))
    assert secret in mine and theirs not in mine
    assert s.observation(0)["players"][1]["hand_size"] == 1
    assert secret in s.hidden_from(1) and theirs in s.hidden_from(0)


def test_resample_keeps_what_the_player_sees_and_redeals_the_rest() -> None:
    s = _mid_game(3, 60)
    me = s.current_player()
    other = 1 - me
    sample = s.resample_from_infostate(me, Rng(5))
    assert sample.players[me]["hand"] == s.players[me]["hand"]
    assert all(sample.cards[u] == s.cards[u] for u in s.players[me]["hand"])
    unseen = s.players[other]["hand"] + s.players[other]["deck"]
    assert sorted(sample.cards[u] for u in unseen) == sorted(s.cards[u] for u in unseen)
    assert json.dumps(sample.observation(me)) == json.dumps(s.observation(me))
