"""Setup (101), positions (to_dict/state_from_dict), clone and observation."""

from __future__ import annotations

import pytest

from engine.core import BadInputError, Rng
from engine.games.wowminis.positions import state_to_dict

from .builders import GAME, ch, do, notations, position


def test_101_4_a_random_player_chooses_the_first_player() -> None:
    s = GAME.new_initial_state(0)
    assert s.current_player() == Rng(0).randint(0, 1)
    assert notations(s) == ["first p1", "first p2"]
    do(s, "first p2")
    assert s.first_player == 1
    assert s.current_player() == 1, "the first player picks one of their own characters (101.4)"
    assert notations(s) == ["next grom", "next haruka", "next thrall"]


def test_101_2b_cards_start_face_down_except_chosen_equipment() -> None:
    s = GAME.new_initial_state(3)
    tirion = s.chars["tirion"]
    faces = {i.card: i.face_up for i in tirion.cards}
    assert faces == {"blessing_of_protection": False, "shield_of_valor": True}
    assert all(not i.exhausted for c in s.chars.values() for i in c.cards)
    assert {c.clock for c in s.chars.values()} == {1} and s.master == 1


def test_302_2_face_up_equipment_adds_honor() -> None:
    s = GAME.new_initial_state(3)
    assert s.honor_total(0) == 16 + 14 + 2 + 9
    assert s.honor_total(1) == 16 + 13 + 11


def test_setup_refuses_unknown_party_and_illegal_party() -> None:
    with pytest.raises(BadInputError, match="unknown ready-made party 'nope'"):
        GAME.new_initial_state(
            0, {"board": "standard", "parties": [{"ready_made": "nope"}, {"ready_made": "x"}]}
        )
    bad = {"name": "b", "characters": [{"id": "jaina"}, {"id": "thrall"}, {"id": "grom"}]}
    with pytest.raises(BadInputError, match="one faction"):
        GAME.new_initial_state(0, {"board": "standard", "parties": [bad, {"ready_made": "horde_warband"}]})
    with pytest.raises(BadInputError, match="unknown board 'moon'"):
        GAME.new_initial_state(0, {"board": "moon", "parties": []})


def test_position_round_trips_mid_attack() -> None:
    s = position([ch("grom", 1, "0,0"), ch("jaina", 0, "1,0")], turn="grom")
    s.rng.force([5, 5, 5, 5, 5])
    do(s, "play grom gorehowl jaina")
    d = s.to_dict()
    again = GAME.state_from_dict(d)
    assert again.to_dict() == d
    assert again.state_hash() == s.state_hash()


def test_clone_is_equal_and_independent() -> None:
    s = position([ch("grom", 1, "0,0"), ch("jaina", 0, "1,0")], turn="grom")
    c = s.clone()
    assert c == s
    do(c, "move grom -1,0")
    assert c != s and s.chars["grom"].pos is not None and str(s.chars["grom"].pos) == "0,0"


def test_position_refuses_nonsense() -> None:
    with pytest.raises(BadInputError, match=r"characters\[0\].id"):
        position([ch("nobody", 0, "0,0")])
    with pytest.raises(BadInputError, match="clock"):
        position([ch("grom", 0, "0,0", clock=11)])
    with pytest.raises(BadInputError, match="both at"):
        position([ch("grom", 0, "0,0"), ch("thrall", 0, "0,0")])
    with pytest.raises(BadInputError, match="unknown key 'colour'"):
        GAME.state_from_dict({"board": "training", "characters": [], "colour": 1})


def test_observation_hides_opponent_face_down_cards() -> None:
    s = GAME.new_initial_state(5)
    obs = s.observation(0)
    text = str(obs)
    for hidden in s.hidden_from(0):
        assert hidden not in text
    assert "p1.thrall.chain_lightning" in s.hidden_from(0)
    thrall = next(c for c in obs["characters"] if c["uid"] == "thrall")
    assert thrall["cards"] == [{"face_down": True, "exhausted": False}] * 2
    jaina = next(c for c in obs["characters"] if c["uid"] == "jaina")
    assert jaina["cards"][0]["id"] == "counterspell" and jaina["cards"][0]["face_up"] is False


def test_state_to_dict_names_a_shipped_board_by_id() -> None:
    s = GAME.new_initial_state(5)
    assert state_to_dict(s)["board"] == "standard"


def test_position_refuses_an_incoherent_stack() -> None:
    chars = [ch("grom", 1, "0,0"), ch("jaina", 0, "1,0")]
    with pytest.raises(BadInputError, match="needs an 'attack'"):
        position(chars, stack=[{"kind": "AttackPhase", "phase": "roll", "index": 0}])
    with pytest.raises(BadInputError, match="TurnMenu needs a 'turn'"):
        position(chars, stack=[{"kind": "TurnMenu", "char": "grom"}])
    with pytest.raises(BadInputError, match=r"stack\[0\].char"):
        position(chars, stack=[{"kind": "StartTurn", "char": "nobody"}])
    with pytest.raises(BadInputError, match="not a work item"):
        position(chars, stack=[{"kind": "Explode"}])


def test_position_garbage_raises_only_bad_input() -> None:
    for bad in (
        {"board": "training", "characters": [{"id": "grom", "pos": "x"}]},
        {"board": "training", "characters": [{"id": "grom", "cards": [3]}]},
        {"board": "training", "characters": [{"id": "grom"}], "players": [{"vp": "a"}, {}]},
        {"board": "training", "characters": [{"id": "grom"}], "attack": {"play": 1}},
    ):
        with pytest.raises(BadInputError):
            GAME.state_from_dict(bad)


def test_100_3_sealed_parties_may_mix_factions() -> None:
    mixed = {"name": "m", "characters": [{"id": "jaina"}, {"id": "grom"}, {"id": "dralor"}]}
    setup = {"board": "standard", "parties": [mixed, {"ready_made": "horde_warband"}]}
    with pytest.raises(BadInputError, match="one faction"):
        GAME.new_initial_state(0, setup)
    s = GAME.new_initial_state(0, {**setup, "format": "sealed"})
    assert sorted(s.chars) == ["dralor", "grom", "grom_2", "haruka", "jaina", "thrall"]
