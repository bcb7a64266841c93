"""Positions, observations (Zones: knowledge levels) and re-dealing for search."""

from __future__ import annotations

import json

from engine.core import BadInputError, Rng
from engine.games.keeper.state import KeeperState
from tests.engine.games.keeper.helpers import act, game, position, u

FILL = ["reef_crab"] * 6


def test_zones_knowledge_hand_granary_grave_private_deck_restricted_battlefield_public() -> None:
    s = position(
        [
            {
                "hand": ["fireball"],
                "granary": ["pyre_giant"],
                "grave": ["wraith"],
                "deck": FILL,
                "field": ["ash_brute"],
            },
            {"hand": ["riptide"], "deck": FILL},
        ]
    )
    mine, theirs = s.observation(0), s.observation(1)
    me = mine["players"][0]
    assert [c["card"] for c in me["hand"]] == ["fireball"] and me["deck"] == 6
    assert me["granary"][0]["card"] == "pyre_giant" and me["grave"][0]["card"] == "wraith"
    seen = json.dumps(theirs)
    assert "fireball" not in seen and "pyre_giant" not in seen and "wraith" not in seen
    assert theirs["players"][0]["hand"] == 1 and theirs["players"][0]["battlefield"][0]["card"] == "ash_brute"
    assert "reef_crab" not in json.dumps(mine["players"][0]["deck"])


def test_positions_round_trip_mid_chain_with_a_pending_choice() -> None:
    s = position(
        [
            {"hand": ["flame_wave", "ember_imp"], "granary": ["sapling"] * 4, "deck": FILL},
            {"field": ["thorn_guard", "kelp_lurker"], "deck": FILL},
        ]
    )
    s.rng.force([4, 2])
    act(s, f"cast {u(s, 'flame_wave')}")
    assert s.pending is not None
    restored = game().state_from_dict(json.loads(json.dumps(s.to_dict())))
    assert restored == s
    act(restored, f"choose {u(s, 'kelp_lurker')}")
    assert u(s, "kelp_lurker") not in restored.minions


def test_positions_refuse_unknown_cards_and_phases() -> None:
    for bad in ({"players": [{"hand": ["no_such_card"]}, {}]}, {"players": [{}, {}], "phase": "lunch"}):
        try:
            game().state_from_dict(bad)
        except BadInputError as err:
            assert "<position>" in str(err)
        else:
            raise AssertionError(f"accepted {bad}")


def test_resample_keeps_what_the_player_knows_and_redeals_the_rest() -> None:
    s = game().new_initial_state(3, {"decks": ["embers", "crypt", "grove"]})
    act(s, "choose keep", "choose keep", "choose keep")
    viewer = s.current_player()
    r = s.resample_from_infostate(viewer, Rng(5))
    assert isinstance(r, KeeperState)
    assert r.observation(viewer)["players"][viewer] == s.observation(viewer)["players"][viewer]
    other = (viewer + 1) % 3
    assert sorted(r.cards[x] for x in r.players[other].hand + r.players[other].deck) == sorted(
        s.cards[x] for x in s.players[other].hand + s.players[other].deck
    )
