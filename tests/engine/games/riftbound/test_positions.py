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
        acts = [a for a in s.legal_actions() if str(a) != "concede"]
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


def test_811_a_card_played_from_facedown_is_named_on_the_chain_and_in_its_played_event() -> None:
    """Playing a hidden card reveals it: every player's chain item and the event name the card id,
    while the stored position (and so the saved state hash) gains nothing."""
    s = duel()
    unit(s, "iron-vanguard", 0, "f0")
    runes(s, 0, "chaos", 1)
    strike = hand(s, 0, "ambush-strike")
    act(s, f"hide {strike} @f0")
    assert "ambush-strike" not in json.dumps(s.observation(1))
    enemy = unit(s, "legion-rearguard", 1, "f0")
    s.turn += 1
    s.forget_legal_actions()
    stored = json.dumps(s.to_dict(), sort_keys=True)
    events = s.apply_action(s.game.parse_action(f"play {strike} -> {enemy}", s))
    played = next(e for e in events if e.kind == "played")
    assert played.data["card"] == strike and played.data["card_id"] == "ambush-strike"
    for viewer in (0, 1):
        assert s.observation(viewer)["chain"] == [
            {"id": s.chain[0]["id"], "kind": "spell", "src": strike, "ctl": 0, "targets": [enemy],
             "card": "ambush-strike"}
        ]
    before = s.state_hash()
    s.observation(1)
    assert s.state_hash() == before
    assert "card_id" not in json.dumps(s.to_dict()) and "card_id" not in stored


def test_356_a_permanent_played_names_its_card_id_in_the_played_event() -> None:
    s = duel()
    runes(s, 0, "body", 5)
    brute = hand(s, 0, "trifarian-brute")
    events = s.apply_action(s.game.parse_action(f"play {brute} @b0", s))
    played = next(e for e in events if e.kind == "played")
    assert played.data == {"card": brute, "card_id": "trifarian-brute", "player": 0, "at": "b0"}


def test_383_a_trigger_prompt_names_its_source_for_every_player() -> None:
    s = duel()
    runes(s, 0, "order", 5)
    plate = unit(s, "bulwark-plate", 0)
    master = hand(s, 0, "weapons-master")
    act(s, f"play {master} @b0")
    before = s.state_hash()
    for viewer in (0, 1):
        prompt = s.observation(viewer)["prompt"]
        assert prompt["options"] == [plate, "no"]
        assert prompt["src"] == master and prompt["src_card"] == "weapons-master"
    assert s.state_hash() == before and "src_card" not in json.dumps(s.to_dict())
