"""Promising Future (ours: "Each other player may choose a spell in their hand, banish it, and play it,
ignoring its cost."): each other player is asked in turn order, and the spells go on the chain in that
order (738)."""

from __future__ import annotations

from engine.core import Rng
from engine.games.riftbound import actions_game as ga
from engine.games.riftbound.state import RiftState
from tests.engine.games.riftbound.helpers import act, deck, duel, game, hand, pass_all, runes, unit
from tests.engine.games.riftbound.prompts import choices


def _four() -> RiftState:
    """Player 1's Main Phase in a four-player game, empty zones, two battlefields nobody controls."""
    s = RiftState(game(), Rng(1), 4)
    for p in range(4):
        uid = s.new_uid("loose-cannon", p)
        ga.enter_board(s, uid, p, f"b{p}", True)
        s.players[p]["legend"] = uid
    for i, cid in enumerate(("vilemaws-lair", "trifarian-war-camp")):
        bf = {"uid": s.new_uid(cid, i), "ctl": None, "contested": None, "facedown": None, "scored": []}
        s.bfs.append(bf)
    s.turn, s.tp, s.first, s.turns_taken, s.step, s.regular = 5, 0, 0, [2, 1, 1, 1], "main", 0
    return s


def test_738_second_and_fourth_players_time_warps_take_their_turns_in_turn_order() -> None:
    s = _four()
    b_warp, d_warp = hand(s, 1, "time-warp"), hand(s, 3, "time-warp")
    runes(s, 0, "mind", 3)
    act(s, f"play {hand(s, 0, 'promising-future')}")
    pass_all(s)
    assert s.prompt is not None and s.prompt["p"] == 1
    assert choices(s) == [f"choose {b_warp}", "choose no"]
    act(s, f"choose {b_warp}")
    assert s.prompt is not None and s.prompt["p"] == 3, "the third player has no spell: not asked"
    act(s, f"choose {d_warp}")
    assert [item["card"] for item in s.chain] == [b_warp, d_warp]
    pass_all(s)
    assert s.extra == [1, 3], "B* then D*: the Fourth Player's Time Warp resolved first"
    assert b_warp in s.players[1]["trash"] and d_warp in s.players[3]["trash"]


def test_738_a_player_may_play_no_spell() -> None:
    s = _four()
    warp = hand(s, 1, "time-warp")
    runes(s, 0, "mind", 3)
    act(s, f"play {hand(s, 0, 'promising-future')}")
    pass_all(s)
    act(s, "choose no")
    assert s.prompt is None and s.chain == [] and s.extra == []
    assert warp in s.players[1]["hand"]


def test_738_the_spell_is_played_with_its_targets_ignoring_its_cost() -> None:
    s = duel()
    target = unit(s, "legion-rearguard", 0, "f0")
    ray = hand(s, 1, "hextech-ray")
    hand(s, 1, "hextech-ray")
    runes(s, 0, "mind", 3)
    act(s, f"play {hand(s, 0, 'promising-future')}")
    pass_all(s)
    assert choices(s) == [f"choose {ray}>{target}", "choose no"], "two copies are one option"
    act(s, f"choose {ray}>{target}")
    assert s.chain[-1]["card"] == ray and s.chain[-1]["targets"] == [target] and s.chain[-1]["ctl"] == 1
    pass_all(s)
    assert target in s.players[0]["trash"]


def test_738_another_players_view_re_deals_the_hand_and_offers_only_its_spells() -> None:
    s = duel()
    unit(s, "legion-rearguard", 0, "f0")
    hand(s, 1, "hextech-ray")
    deck(s, 1, ["legion-rearguard", "iron-vanguard", "trifarian-brute"])
    runes(s, 0, "mind", 3)
    act(s, f"play {hand(s, 0, 'promising-future')}")
    pass_all(s)
    counts = set()
    for seed in range(12):
        c = s.resample_from_infostate(0, Rng(seed))
        assert c.prompt is not None and c.prompt["options"][-1] == "no"
        assert all(c.card(o.split(">")[0]).type == "spell" for o in c.prompt["options"][:-1])
        assert all(o.split(">")[0] in c.players[1]["hand"] for o in c.prompt["options"][:-1])
        counts.add(len(c.prompt["options"]))
    assert counts == {1, 2}, "the hand card is re-dealt: sometimes a unit, with only 'no' left"
