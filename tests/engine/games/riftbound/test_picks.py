"""Choices made as a spell or ability resolves (picks.py): a group target over its limit (355.11.b),
discarding (422) and recycling from the trash (416), from literal positions."""

from __future__ import annotations

from engine.games.riftbound import actions_game as ga
from engine.games.riftbound.cleanup import cleanup
from engine.games.riftbound.flow import advance
from tests.engine.games.riftbound.helpers import act, deck, duel, hand, legal, pass_all, runes, unit
from tests.engine.games.riftbound.prompts import choices


def test_355_11_fox_fire_offers_groups_at_one_battlefield_within_total_might_4() -> None:
    s = duel()
    runes(s, 0, "calm", 3)
    fox = hand(s, 0, "fox-fire")
    small = [unit(s, "token-recruit", 1, "f0") for _ in range(4)]
    big = unit(s, "trifarian-brute", 1, "f0")
    plays = [a for a in legal(s) if a.startswith(f"play {fox}")]
    assert f"play {fox} -> {' '.join(small)}" in plays
    assert not any(big in a for a in plays), "5 Might is over the limit alone"
    assert len(plays) == 15, "every non-empty group of the four Recruits"


def test_e24_355_11_b_fox_fire_over_its_limit_kills_a_subset_the_caster_picks() -> None:
    s = duel()
    runes(s, 0, "calm", 3)
    runes(s, 1, "calm", 1)
    fox = hand(s, 0, "fox-fire")
    recruits = [unit(s, "token-recruit", 1, "f0") for _ in range(4)]
    breeze = hand(s, 1, "healing-breeze")
    act(s, f"play {fox} -> {' '.join(recruits)}")
    act(s, "pass")
    act(s, f"play {breeze} -> {recruits[0]}")
    pass_all(s)
    assert s.prompt is not None and s.prompt["kind"] == "subset" and s.prompt["p"] == 0
    assert choices(s) == [f"choose {u}" for u in recruits] + ["choose done"]
    act(s, f"choose {recruits[0]}")
    act(s, f"choose {recruits[1]}")
    assert choices(s) == [f"choose {recruits[2]}", f"choose {recruits[3]}", "choose done"]
    act(s, f"choose {recruits[2]}")
    assert s.prompt is None and not s.chain, "no room left: the subset is complete"
    assert [u in s.st for u in recruits] == [False, False, False, True]


def test_e54_422_4_undercover_agent_discards_two_chosen_cards_then_draws_two() -> None:
    s = duel()
    agent = unit(s, "undercover-agent", 0, "f0", dmg=2)
    kept, gone_a, gone_b = (hand(s, 0, c) for c in ("cleave", "block", "serenity"))
    drawn = deck(s, 0, ["hextech-ray", "chaos-bolt"])
    cleanup(s)
    advance(s)
    pass_all(s)
    assert s.prompt is not None and s.prompt["kind"] == "discard" and s.prompt["left"] == 2
    act(s, f"choose {gone_a}")
    act(s, f"choose {gone_b}")
    pass_all(s)
    assert agent in s.players[0]["trash"]
    assert sorted(s.players[0]["hand"]) == sorted([kept, *drawn])
    assert gone_a in s.players[0]["trash"] and gone_b in s.players[0]["trash"]


def test_e54_422_3_with_one_card_in_hand_it_is_discarded_without_asking_and_two_are_drawn() -> None:
    s = duel()
    unit(s, "undercover-agent", 0, "f0", dmg=2)
    only = hand(s, 0, "cleave")
    drawn = deck(s, 0, ["hextech-ray", "chaos-bolt"])
    cleanup(s)
    advance(s)
    pass_all(s)
    assert s.prompt is None and only in s.players[0]["trash"]
    assert sorted(s.players[0]["hand"]) == sorted(drawn)


def test_416_dr_mundo_recycles_three_chosen_cards_from_the_trash_at_the_start_of_the_turn() -> None:
    s = duel(tp=1)
    unit(s, "dr-mundo-expert", 0)
    trash = [s.new_uid(c, 0) for c in ("cleave", "block", "serenity", "hextech-ray")]
    s.players[0]["trash"] = list(trash)
    deck(s, 0, ["chaos-bolt"])
    act(s, "end")
    pass_all(s)
    assert s.prompt is not None and s.prompt["kind"] == "recycle" and s.prompt["left"] == 3
    act(s, f"choose {trash[3]}")
    act(s, f"choose {trash[0]}")
    act(s, f"choose {trash[2]}")
    assert s.players[0]["trash"] == [trash[1]]


def test_436_predict_keeps_or_recycles_each_looked_at_card_then_the_spell_draws() -> None:
    s = duel()
    runes(s, 0, "mind", 1)
    top, second, third = deck(s, 0, ["final-spark", "cleave", "block"])
    act(s, f"play {hand(s, 0, 'glimpse-beyond')}")
    pass_all(s)
    assert s.prompt is not None and s.prompt["kind"] == "predict" and s.prompt["card"] == top
    assert s.observation(1)["prompt"].get("card") is None, "only the predicting player sees the card"
    act(s, "choose recycle")
    assert s.prompt is not None and s.prompt["card"] == second
    act(s, "choose keep")
    assert s.players[0]["hand"] == [second] and s.players[0]["deck"] == [third, top]


def test_436_predict_never_burns_out() -> None:
    s = duel()
    runes(s, 0, "mind", 1)
    only = deck(s, 0, ["cleave"])[0]
    act(s, f"play {hand(s, 0, 'glimpse-beyond')}")
    pass_all(s)
    act(s, "choose keep")
    assert s.players[0]["hand"] == [only] and s.players[1]["points"] == 0


def test_e30_359_3_e_11_discard_two_then_draw_two_with_an_empty_hand_still_draws_two() -> None:
    """E30: the discard part of "Discard 2, then draw 2" is ignored with an empty hand (Undercover Agent)."""
    s = duel()
    unit(s, "undercover-agent", 0, "f0", dmg=2)
    drawn = deck(s, 0, ["hextech-ray", "chaos-bolt"])
    cleanup(s)
    advance(s)
    pass_all(s)
    assert s.prompt is None and sorted(s.players[0]["hand"]) == sorted(drawn)


def test_436_1_b_the_predicting_player_orders_the_cards_kept_on_top() -> None:
    s = duel()
    runes(s, 0, "mind", 1)
    deck(s, 0, ["hextech-ray"])
    top, second, third = deck(s, 0, ["final-spark", "cleave", "block"])
    act(s, f"play {hand(s, 0, 'glimpse-beyond')}")
    pass_all(s)
    act(s, "choose keep")
    act(s, "choose keep")
    assert s.prompt is not None and s.prompt["kind"] == "predict_order"
    assert choices(s) == sorted([f"choose {top}", f"choose {second}"])
    assert s.observation(1)["prompt"]["options"] == [], "the other player does not learn the cards"
    looked = s.observation(0)["prompt"]["looked"]
    assert [c["uid"] for c in looked] == [top, second] and looked[0]["card"] == "final-spark"
    assert top not in s.hidden_from(0) and top in s.hidden_from(1)
    act(s, f"choose {second}")
    assert s.players[0]["hand"] == [second], "the card put on top is the one drawn"
    assert s.players[0]["deck"][:2] == [top, third]


def test_436_1_b_a_single_kept_card_needs_no_order() -> None:
    s = duel()
    runes(s, 0, "mind", 1)
    top, second = deck(s, 0, ["final-spark", "cleave"])
    act(s, f"play {hand(s, 0, 'glimpse-beyond')}")
    pass_all(s)
    act(s, "choose keep")
    act(s, "choose recycle")
    assert s.prompt is None and s.players[0]["hand"] == [top]


def test_359_3_e_12_baited_hook_plays_a_unit_with_might_up_to_one_more_than_the_killed_one() -> None:
    s = duel()
    hook = unit(s, "baited-hook", 0)
    runes(s, 0, "chaos", 2)
    bait = unit(s, "legion-rearguard", 0)
    below = deck(s, 0, ["hextech-ray"])[0]
    top = deck(s, 0, ["cleave", "trifarian-brute", "iron-vanguard", "noxus-hopeful", "block"])
    act(s, f"use {hook}.0 -> {bait}")
    pass_all(s)
    assert s.prompt is not None and s.prompt["kind"] == "hook"
    assert choices(s) == sorted([f"choose {top[2]}", f"choose {top[3]}"]) + ["choose no"], "Might 3 at most"
    assert s.observation(1)["prompt"]["options"] == [] and top[2] not in s.hidden_from(0)
    act(s, f"choose {top[2]}")
    assert bait in s.players[0]["trash"] and s.st[top[2]]["at"] == "b0" and s.st[top[2]]["ex"]
    assert s.players[0]["deck"][0] == below and sorted(s.players[0]["deck"][1:]) == sorted(
        [top[0], top[1], top[3], top[4]]
    ), "the other four recycled under the deck"


def test_e31_359_3_e_12_baited_hook_whose_unit_was_returned_looks_but_can_pick_nothing() -> None:
    """E31: the unit to kill left the board in response: it is not killed, its Might is null, and no
    unit among the five can be chosen; all five are recycled."""
    s = duel()
    hook = unit(s, "baited-hook", 0)
    runes(s, 0, "chaos", 2)
    bait = unit(s, "legion-rearguard", 0)
    top = deck(s, 0, ["cleave", "legion-rearguard", "iron-vanguard", "noxus-hopeful", "block"])
    act(s, f"use {hook}.0 -> {bait}")
    ga.leave_board(s, bait)
    s.players[0]["hand"].append(bait)
    pass_all(s)
    assert s.prompt is None and bait in s.players[0]["hand"]
    assert sorted(s.players[0]["deck"]) == sorted(top) and not s.units(ctl=0)
