"""Setup, mulligan and the turn in order (111-119, 315-317), Burn Out (431) and the Rune Pool (166)."""

from __future__ import annotations

from tests.engine.games.riftbound.helpers import (
    act,
    deck,
    duel,
    game,
    hand,
    legal,
    pass_all,
    rune_deck,
    runes,
    unit,
)


def test_111_setup_places_legends_champions_battlefields_and_deals_four() -> None:
    s = game().new_initial_state(3)
    for p in range(2):
        player = s.players[p]
        assert len(player["hand"]) == 4
        assert len(player["champ"]) == 1 and "champion" in s.card(player["champ"][0]).supers
        assert s.card(player["legend"]).type == "legend"
        assert len(player["runes_deck"]) == 12
        assert len(player["deck"]) + 4 + 1 >= 40
    assert len(s.bfs) == 2 and s.bfs[0]["uid"] != s.bfs[1]["uid"]
    assert s.prompt == {"p": s.first, "kind": "mulligan"}


def test_118_mulligan_sets_aside_up_to_two_draws_and_recycles_them_to_the_bottom() -> None:
    s = game().new_initial_state(3)
    p = s.first
    a, b, c = s.players[p]["hand"][:3]
    act(s, f"aside {a}")
    act(s, f"aside {b}")
    assert not any(x.startswith("aside") for x in legal(s)), "at most 2 cards (118.1)"
    act(s, "keep")
    hand_now = s.players[p]["hand"]
    assert len(hand_now) == 4 and a not in hand_now and b not in hand_now and c in hand_now
    assert set(s.players[p]["deck"][-2:]) == {a, b}
    assert s.prompt == {"p": 1 - p, "kind": "mulligan"}


def test_315_turn_order_awaken_hold_channel_draw_then_main() -> None:
    s = duel(tp=1)
    mine = unit(s, "iron-vanguard", 0, "f0", ready=False)
    rune = runes(s, 0, "fury", 1, ready=False)[0]
    rune_deck(s, 0, "fury", 5)
    top = deck(s, 0, ["cleave", "block"])[0]
    s.players[0]["energy"] = 3
    act(s, "end")
    assert s.tp == 0 and s.step == "main"
    assert not s.st[mine]["ex"] and not s.st[rune]["ex"], "Awaken readies everything (315.1)"
    assert s.players[0]["points"] == 1, "Hold in the Scoring Step (315.2.b)"
    assert len(s.objects("rune", 0)) == 3, "channel 2 (315.3)"
    assert top in s.players[0]["hand"], "draw 1 (315.4)"
    assert s.players[0]["energy"] == 0, "the Rune Pool empties after the Draw Phase (315.4.d)"


def test_315_3_second_player_channels_one_extra_rune_on_their_first_turn() -> None:
    s = game().new_initial_state(4)
    act(s, "keep")
    act(s, "keep")
    first = s.first
    assert len(s.objects("rune", first)) == 2
    act(s, "end")
    assert len(s.objects("rune", 1 - first)) == 3


def test_317_ending_heals_expires_this_turn_effects_and_clears_stun() -> None:
    s = duel()
    u = unit(s, "trifarian-brute", 0, dmg=2)
    s.st[u]["mods"].append({"might": 2, "until": "turn"})
    s.st[u]["stun"] = True
    deck(s, 1, ["cleave"])
    act(s, "end")
    assert s.st[u]["dmg"] == 0 and s.st[u]["mods"] == [] and not s.st[u]["stun"]


def test_431_burn_out_recycles_the_trash_gives_a_point_then_draws() -> None:
    s = duel(tp=1)
    trash = [hand(s, 0, "cleave"), hand(s, 0, "block")]
    s.players[0]["hand"] = []
    s.players[0]["trash"] = trash
    act(s, "end")
    assert s.players[1]["points"] == 1
    assert len(s.players[0]["hand"]) == 1 and s.players[0]["trash"] == []
    assert len(s.players[0]["deck"]) == 1


def test_431_3_a_second_burn_out_point_wins_at_once() -> None:
    s = duel(tp=1)
    s.players[0]["burned"] = True
    s.players[1]["points"] = 7
    act(s, "end")
    assert s.winner == 1 and s.is_terminal()


def test_466_1_final_point_by_conquer_needs_every_battlefield_else_draw() -> None:
    s = duel()
    s.players[0]["points"] = 7
    u = unit(s, "iron-vanguard", 0)
    deck(s, 0, ["cleave"])
    act(s, f"move {u} @f0")
    assert s.sd is not None
    act(s, "pass")
    act(s, "pass")
    assert s.players[0]["points"] == 7, "not every battlefield scored this turn"
    assert len(s.players[0]["hand"]) == 1 and s.bfs[0]["ctl"] == 0


def test_466_1_final_point_by_conquer_when_the_other_battlefield_was_held() -> None:
    s = duel()
    s.players[0]["points"] = 7
    s.bfs[1]["ctl"] = 0
    s.bfs[1]["scored"] = [0]
    unit(s, "iron-vanguard", 0, "f1")
    u = unit(s, "iron-vanguard", 0)
    act(s, f"move {u} @f0")
    act(s, "pass")
    act(s, "pass")
    assert s.winner == 0


def test_465_a_battlefield_held_this_turn_is_not_conquered_for_a_point() -> None:
    s = duel()
    s.bfs[0]["scored"] = [0]
    u = unit(s, "iron-vanguard", 0)
    act(s, f"move {u} @f0")
    act(s, "pass")
    act(s, "pass")
    assert s.bfs[0]["ctl"] == 0 and s.players[0]["points"] == 0


def test_187_6_b_arenas_greatest_gives_each_player_a_point_in_their_first_beginning_phase() -> None:
    s = game().new_initial_state(5, {"decks": ["jinx", "lux"]})
    s.bfs[0]["uid"] = s.new_uid("the-arenas-greatest", 0)
    act(s, "keep")
    act(s, "keep")
    assert s.chain and s.chain[0]["src"] == s.bfs[0]["uid"] and s.prio == s.first
    pass_all(s)
    assert s.players[s.first]["points"] == 1 and s.step == "main"


def test_323_6_a_battlefield_left_empty_in_an_open_state_becomes_uncontrolled() -> None:
    s = duel()
    u = unit(s, "iron-vanguard", 0, "f0")
    assert s.bfs[0]["ctl"] == 0
    act(s, f"move {u} @b0")
    assert s.bfs[0]["ctl"] is None and s.sd is None


def test_163_2_one_ready_rune_pays_one_energy_and_one_power() -> None:
    """Exhaust it for [1], then recycle it for its domain's Power: Cleave's [1] plus Deflect's [A]."""
    s = duel()
    rune = runes(s, 0, "fury", 1)[0]
    cleave = hand(s, 0, "cleave")
    broker = unit(s, "honest-broker", 1)
    act(s, f"play {cleave} -> {broker}")
    assert rune not in s.st and s.players[0]["runes_deck"] == [rune]


def test_357_the_player_chooses_which_domain_pays_universal_power_when_it_matters() -> None:
    """Hiding costs [A]: a Fury and a Chaos rune could pay it, so both ways are offered; the plain
    action recycles the automatic choice (lowest uid), which the observation names."""
    s = duel()
    unit(s, "iron-vanguard", 0, "f0")
    fury, chaos = runes(s, 0, "fury", 1) + runes(s, 0, "chaos", 1)
    strike = hand(s, 0, "ambush-strike")
    hides = [a for a in legal(s) if a.startswith("hide")]
    assert hides == [f"hide {strike} @f0", f"hide {strike} @f0 pay=chaos"]
    assert s.observation(0)["autopay"] == {f"hide {strike} @f0": ["fury"]}
    assert s.observation(1)["autopay"] == {}
    texts = act(s, f"hide {strike} @f0 pay=chaos")
    assert chaos not in s.st and fury in s.st and s.players[0]["runes_deck"] == [chaos]
    assert "Player 1 recycles a rune (Chaos)." in texts


def test_357_no_payment_choice_when_every_way_leaves_the_same_runes() -> None:
    """Two Fury runes (one exhausted: recycling it is the better way, and always taken) or Power already
    in the pool: one plain action, no payment word."""
    s = duel()
    unit(s, "iron-vanguard", 0, "f0")
    tired = runes(s, 0, "fury", 1, ready=False)[0]
    runes(s, 0, "fury", 1)
    strike = hand(s, 0, "ambush-strike")
    assert [a for a in legal(s) if a.startswith("hide")] == [f"hide {strike} @f0"]
    assert s.observation(0)["autopay"] == {}
    act(s, f"hide {strike} @f0")
    assert tired not in s.st
    s = duel()
    unit(s, "iron-vanguard", 0, "f0")
    runes(s, 0, "fury", 1)
    runes(s, 0, "chaos", 1)
    s.players[0]["power"]["any"] = 1
    strike = hand(s, 0, "ambush-strike")
    assert [a for a in legal(s) if a.startswith("hide")] == [f"hide {strike} @f0"]
