"""Triggered abilities (382-397): the controller orders simultaneous triggers, "the first time each
turn", triggers from the trash and delayed triggers, from literal positions."""

from __future__ import annotations

from engine.games.riftbound.cleanup import cleanup
from engine.games.riftbound.flow import advance
from tests.engine.games.riftbound.helpers import act, deck, duel, hand, pass_all, runes, skirmish, unit
from tests.engine.games.riftbound.prompts import choices


def test_383_3_d_the_controller_orders_two_simultaneous_triggers_draw_first() -> None:
    s = duel()
    runes(s, 0, "calm", 3)
    first, second = deck(s, 0, ["cleave", "block"])
    sage = hand(s, 0, "ionian-sage")
    act(s, f"play {sage} @b0")
    assert s.prompt is not None and s.prompt["kind"] == "trigger_order"
    assert choices(s) == [f"choose {sage}.0", f"choose {sage}.vision"]
    act(s, f"choose {sage}.vision")
    assert [item.get("vision") for item in s.chain] == [True, False], "the draw went on last"
    pass_all(s)
    assert first in s.players[0]["hand"]
    assert s.prompt is not None and s.prompt["kind"] == "vision" and s.prompt["card"] == second


def test_383_3_d_the_other_order_looks_before_drawing() -> None:
    s = duel()
    runes(s, 0, "calm", 3)
    first, _ = deck(s, 0, ["cleave", "block"])
    sage = hand(s, 0, "ionian-sage")
    act(s, f"play {sage} @b0")
    act(s, f"choose {sage}.0")
    pass_all(s)
    assert s.prompt is not None and s.prompt["kind"] == "vision" and s.prompt["card"] == first


def test_e41_383_1_b_wraith_of_echoes_draws_once_for_two_simultaneous_deaths() -> None:
    s = duel()
    unit(s, "wraith-of-echoes", 0)
    unit(s, "legion-rearguard", 0, "f0", dmg=2)
    unit(s, "petty-officer", 0, "f0", dmg=2)
    deck(s, 0, ["cleave", "block", "serenity"])
    cleanup(s)
    advance(s)
    pass_all(s)
    assert len(s.units(ctl=0)) == 1 and len(s.players[0]["hand"]) == 1
    unit(s, "legion-rearguard", 0, dmg=2)
    cleanup(s)
    advance(s)
    pass_all(s)
    assert len(s.players[0]["hand"]) == 1, "only the first time each turn"


def test_e42_383_2_c_1_immortal_phoenix_returns_from_the_trash_when_you_kill_with_a_spell() -> None:
    s = duel()
    runes(s, 0, "fury", 4)
    phoenix = s.new_uid("immortal-phoenix", 0)
    s.players[0]["trash"].append(phoenix)
    enemy = unit(s, "legion-rearguard", 1, "f0")
    act(s, f"play {hand(s, 0, 'hextech-ray')} -> {enemy}")
    pass_all(s)
    assert s.prompt is not None and s.prompt["kind"] == "may"
    act(s, "choose yes")
    pass_all(s)
    assert s.st[phoenix]["at"] == "b0" and phoenix not in s.players[0]["trash"]
    assert sum(not s.st[r]["ex"] for r in s.objects("rune", 0)) == 1, "[2] for the Ray, [1] for the Phoenix"


def test_e42_383_2_c_1_killing_the_phoenix_itself_with_a_spell_triggers_it() -> None:
    s = duel()
    runes(s, 0, "fury", 4)
    phoenix = unit(s, "immortal-phoenix", 0, "f0")
    act(s, f"play {hand(s, 0, 'void-seeker')} -> {phoenix}")
    pass_all(s)
    assert s.prompt is not None and s.prompt["kind"] == "may"
    act(s, "choose yes")
    pass_all(s)
    assert s.st[phoenix]["at"] == "b0"


def test_428_5_a_combat_death_is_not_a_kill_with_a_spell() -> None:
    s = duel()
    phoenix = s.new_uid("immortal-phoenix", 0)
    s.players[0]["trash"].append(phoenix)
    unit(s, "legion-rearguard", 1, "f0", dmg=2)
    cleanup(s)
    assert s.prompt is None and not s.queue and phoenix in s.players[0]["trash"]


def test_e45_391_noxian_guillotine_kills_the_unit_the_next_time_it_takes_damage() -> None:
    s = duel()
    runes(s, 0, "fury", 2)
    runes(s, 0, "chaos", 1)
    enemy = unit(s, "trifarian-brute", 1, "f0")
    act(s, f"play {hand(s, 0, 'noxian-guillotine')} -> {enemy}")
    pass_all(s)
    assert enemy in s.st
    act(s, f"play {hand(s, 0, 'chaos-bolt')} -> {enemy}")
    pass_all(s)
    assert enemy not in s.st and enemy in s.players[1]["trash"]


def test_391_the_delayed_kill_ends_with_the_turn() -> None:
    s = duel()
    runes(s, 0, "fury", 2)
    enemy = unit(s, "trifarian-brute", 1, "f0")
    act(s, f"play {hand(s, 0, 'noxian-guillotine')} -> {enemy}")
    pass_all(s)
    act(s, "end")
    assert not any("doom" in m for m in s.st[enemy]["mods"])


def test_e51_428_5_d_a_repeated_spells_second_execution_kills_with_the_spell() -> None:
    s = duel()
    runes(s, 0, "chaos", 2)
    runes(s, 0, "fury", 2)
    phoenix = s.new_uid("immortal-phoenix", 0)
    s.players[0]["trash"].append(phoenix)
    enemy = unit(s, "legion-rearguard", 1, "f0")
    act(s, f"play {hand(s, 0, 'chaos-bolt')} repeat -> {enemy}")
    pass_all(s)
    assert enemy not in s.st
    assert s.prompt is not None and s.prompt["kind"] == "may" and s.queue[0]["src"] == phoenix


def test_e46_157_2_with_legion_the_unit_dies_now_and_the_delayed_kill_is_ignored() -> None:
    s = duel()
    runes(s, 0, "fury", 4)
    enemy = unit(s, "trifarian-brute", 1, "f0")
    act(s, f"play {hand(s, 0, 'cleave')} -> {enemy}")
    pass_all(s)
    act(s, f"play {hand(s, 0, 'final-verdict')} -> {enemy}")
    pass_all(s)
    assert enemy not in s.st and not s.queue and not s.chain


def test_157_2_without_legion_final_verdict_only_dooms_the_unit() -> None:
    s = duel()
    runes(s, 0, "fury", 3)
    enemy = unit(s, "trifarian-brute", 1, "f0")
    act(s, f"play {hand(s, 0, 'final-verdict')} -> {enemy}")
    pass_all(s)
    assert enemy in s.st and any("doom" in m for m in s.st[enemy]["mods"])


def test_428_5_a_unit_saved_from_a_spell_that_dies_of_other_damage_was_not_killed_with_a_spell() -> None:
    s = duel()
    runes(s, 0, "fury", 2)
    phoenix = s.new_uid("immortal-phoenix", 0)
    s.players[0]["trash"].append(phoenix)
    unit(s, "zhonyas-hourglass", 1)
    enemy = unit(s, "legion-rearguard", 1, "f0")
    act(s, f"play {hand(s, 0, 'hextech-ray')} -> {enemy}")
    pass_all(s)
    assert s.st[enemy]["at"] == "b1" and not s.queue and s.prompt is None
    s.st[enemy]["dmg"] = 5
    cleanup(s)
    assert enemy not in s.st and not s.queue, "died of damage no spell dealt"


def _stash_two(s):  # type: ignore[no-untyped-def]
    runes(s, 0, "chaos", 2)
    first, second = hand(s, 0, "stashed-spoils"), hand(s, 0, "stashed-spoils")
    top = deck(s, 0, ["cleave", "block", "serenity"])
    act(s, f"play {first}")
    pass_all(s)
    act(s, f"play {second}")
    pass_all(s)
    return top


def test_e50_427_3_a_each_stash_draws_only_the_card_it_banished_when_you_conquer() -> None:
    s = duel()
    top = _stash_two(s)
    assert s.players[0]["banish"] == top[:2]
    brute = unit(s, "trifarian-brute", 0)
    s.bfs[0]["ctl"] = None
    act(s, f"move {brute} @f0")
    events: list[str] = []
    while s.chain or s.sd is not None:
        events += act(s, "pass")
    assert [e for e in events if "from banishment" in e] == [
        "Player 1 draws Block from banishment.",
        "Player 1 draws Cleave from banishment.",
    ]
    assert sorted(s.players[0]["hand"]) == sorted(top[:2]) and s.players[0]["banish"] == []


def test_e50_427_3_a_a_banished_card_not_claimed_this_turn_stays_banished() -> None:
    s = duel()
    top = _stash_two(s)
    act(s, "end")
    pass_all(s)
    assert s.delayed == [] and s.players[0]["banish"] == top[:2]


def test_e47_411_4_moving_an_enemy_unit_with_your_spell_triggers_your_gear() -> None:
    s = duel()
    snare = unit(s, "tripwire-snare", 0)
    runes(s, 0, "calm", 2)
    enemy = unit(s, "trifarian-brute", 1, "f0")
    act(s, f"play {hand(s, 0, 'fight-or-flight')} -> {enemy}")
    pass_all(s)
    assert s.prompt is not None and s.prompt["kind"] == "may" and s.prompt["p"] == 0
    act(s, "choose yes")
    pass_all(s)
    assert s.st[enemy]["at"] == "b1" and s.st[enemy]["stun"] and s.st[snare]["ex"]


def test_e47_411_4_your_choice_in_the_opponents_spell_moves_their_unit_and_triggers_your_gear() -> None:
    """E47 as the rulebook tells it: the opponent's spell lets each player move a unit they don't control
    (our Tangled Paths, "Choose a battlefield. Each player may move a unit they don't control to it."); you
    move their unit, so you are responsible for the move and your Tripwire Snare triggers."""
    s = duel(tp=1)
    snare = unit(s, "tripwire-snare", 0)
    mine = unit(s, "iron-vanguard", 0)
    theirs = unit(s, "trifarian-brute", 1)
    runes(s, 1, "calm", 2)
    act(s, f"play {hand(s, 1, 'tangled-paths')} -> {s.bfs[0]['uid']}")
    pass_all(s)
    assert s.prompt is not None and (s.prompt["p"], s.prompt["kind"]) == (1, "each_move")
    assert s.prompt["options"] == [mine, "no"], "the caster chooses first, among units they don't control"
    act(s, "choose no")
    assert s.prompt is not None and (s.prompt["p"], s.prompt["options"]) == (0, [theirs, "no"])
    act(s, f"choose {theirs}")
    pass_all(s)
    assert s.prompt is not None and s.prompt["kind"] == "may" and s.prompt["p"] == 0
    act(s, "choose yes")
    pass_all(s)
    assert s.st[theirs]["at"] == "f0" and s.st[theirs]["stun"] and s.st[snare]["ex"]


def test_e47_411_4_moving_your_own_unit_or_an_exhausted_snare_does_not_trigger() -> None:
    s = duel()
    snare = unit(s, "tripwire-snare", 0)
    runes(s, 0, "calm", 4)
    mine = unit(s, "iron-vanguard", 0, "f0")
    act(s, f"play {hand(s, 0, 'fight-or-flight')} -> {mine}")
    pass_all(s)
    assert s.prompt is None and s.st[mine]["at"] == "b0"
    s.st[snare]["ex"] = True
    enemy = unit(s, "trifarian-brute", 1, "f1")
    act(s, f"play {hand(s, 0, 'fight-or-flight')} -> {enemy}")
    pass_all(s)
    assert s.prompt is None and not s.st[enemy]["stun"]


def test_303_1_each_players_tangled_paths_move_is_made_before_the_next_player_chooses() -> None:
    """ "Each player may move a unit they don't control": each move is a game action made completely,
    in turn order (303.1-303.2.a), so the next player sees it and can't choose the unit already moved."""
    s = skirmish()
    mine = unit(s, "iron-vanguard", 0)
    second = unit(s, "trifarian-brute", 1)
    first, other = unit(s, "iron-vanguard", 2), unit(s, "trifarian-brute", 2)
    runes(s, 0, "calm", 2)
    act(s, f"play {hand(s, 0, 'tangled-paths')} -> {s.bfs[0]['uid']}")
    pass_all(s)
    assert s.prompt is not None and (s.prompt["p"], s.prompt["options"]) == (0, [second, first, other, "no"])
    act(s, f"choose {first}")
    assert s.st[first]["at"] == "f0", "the caster's move is made before the next player chooses"
    assert s.prompt is not None and (s.prompt["p"], s.prompt["options"]) == (1, [mine, other, "no"])
    act(s, f"choose {other}")
    assert s.prompt is not None and (s.prompt["p"], s.prompt["options"]) == (2, [mine, second, "no"])
    act(s, f"choose {second}")
    assert [s.st[u]["at"] for u in (mine, second, first, other)] == ["b0", "f0", "f0", "f0"]
    assert not s.chain and "tangled-paths" in [s.cards[u] for u in s.players[0]["trash"]]
