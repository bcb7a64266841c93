"""Positions, observations and determinization of the WoW TCG."""

from __future__ import annotations

import json

import pytest

from engine.core import BadInputError, Rng
from tests.engine.games.wowtcg.helpers import act, game, hero, play, position, res


def test_a_mid_resolution_position_round_trips() -> None:
    s = position({"hand": ["Chain Lightning"], "play": res(5)}, {"play": ["Kor'kron Axeman"]})
    play(s, "Chain Lightning", hero(s, 1))
    act(s, "pass")
    act(s, "pass")
    assert s.pending is not None
    back = game().state_from_dict(json.loads(json.dumps(s.to_dict())))
    assert back.state_hash() == s.state_hash()
    act(back, "choose yes")
    act(s, "choose yes")
    assert back.state_hash() == s.state_hash()


def test_411_3_observations_hide_the_opponents_hand_and_both_decks() -> None:
    s = game().new_initial_state(9)
    seen = json.dumps(s.observation(0))
    assert all(f'"{c}"' in seen for c in s.players[0].hand)
    assert not any(f'"{c}"' in seen for c in s.players[1].hand + s.players[1].deck + s.players[0].deck)
    assert s.observation(0)["players"][1]["hand_count"] == 7 and "hand" not in s.observation(0)["players"][1]


def test_resampling_keeps_what_the_player_has_seen() -> None:
    s = game().new_initial_state(9)
    sample = s.resample_from_infostate(0, Rng(3))
    assert [sample.objs[c].card for c in s.players[0].hand] == [s.objs[c].card for c in s.players[0].hand]
    theirs = sorted(s.objs[c].card for c in s.players[1].hand + s.players[1].deck)
    assert sorted(sample.objs[c].card for c in s.players[1].hand + s.players[1].deck) == theirs
    assert sample.observation(0) == s.observation(0)


def test_a_position_with_an_unknown_card_is_refused() -> None:
    with pytest.raises(BadInputError, match="unknown card 'Nope'"):
        position({"hand": ["Nope"]})
    d = game().new_initial_state(1).to_dict()
    d["objs"][5]["zone"] = "attic"
    with pytest.raises(BadInputError, match="bad zone"):
        game().state_from_dict(d)


def test_setup_refuses_an_illegal_deck() -> None:
    with pytest.raises(BadInputError, match="needs at least 60"):
        game().new_initial_state(
            1, {"decks": [{"hero": "Graccus", "cards": {"Durotar Grunt": 4}}, "horde_shaman"]}
        )
    with pytest.raises(BadInputError, match="unknown deck"):
        game().new_initial_state(1, {"decks": ["nope", "horde_shaman"]})
