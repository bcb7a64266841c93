"""Replacement effects (367-375) and Prevent (437), from literal positions."""

from __future__ import annotations

from engine.games.riftbound import actions_game as ga
from engine.games.riftbound.cleanup import cleanup
from engine.games.riftbound.combat import lethal_need
from engine.games.riftbound.layers import might
from tests.engine.games.riftbound.helpers import act, duel, hand, pass_all, runes, unit
from tests.engine.games.riftbound.prompts import choices


def _equip(s, gear: str, to: str) -> None:  # type: ignore[no-untyped-def]
    s.st[gear]["att"] = to
    s.st[gear]["at"] = s.st[to]["at"]


def test_e38_373_2_soraka_first_saves_the_recruits_with_her_then_guardian_angel_saves_her() -> None:
    s = duel()
    soraka = unit(s, "soraka-wanderer", 0, "f0", dmg=4)
    angel = unit(s, "guardian-angel", 0)
    _equip(s, angel, soraka)
    there = [unit(s, "token-recruit", 0, "f0", dmg=1) for _ in range(2)]
    home = [unit(s, "token-recruit", 0, dmg=1) for _ in range(2)]
    cleanup(s)
    assert sorted(choices(s)) == sorted([f"choose {soraka}", f"choose {angel}"])
    act(s, f"choose {soraka}")
    assert s.prompt is None, "Guardian Angel is then the only replacement left and applies by itself"
    assert all(s.st[u]["at"] == "b0" and s.st[u]["dmg"] == 0 for u in there + [soraka])
    assert angel in s.players[0]["trash"]
    assert not any(u in s.st for u in home), "Soraka's replacement was used in this sequence (373.2)"


def test_e38_373_2_guardian_angel_first_recalls_soraka_who_then_saves_the_recruits_in_base() -> None:
    s = duel()
    soraka = unit(s, "soraka-wanderer", 0, "f0", dmg=4)
    angel = unit(s, "guardian-angel", 0)
    _equip(s, angel, soraka)
    there = [unit(s, "token-recruit", 0, "f0", dmg=1) for _ in range(2)]
    home = [unit(s, "token-recruit", 0, dmg=1) for _ in range(2)]
    cleanup(s)
    act(s, f"choose {angel}")
    assert s.st[soraka]["at"] == "b0" and s.st[soraka]["ex"]
    assert all(s.st[u]["dmg"] == 0 and s.st[u]["ex"] for u in home)
    assert not any(u in s.st for u in there)
    assert not any(st.get("rep") for st in s.st.values()), "the sequence is over: its marks are gone"


def test_373_2_soraka_saves_only_units_with_less_might_than_her() -> None:
    s = duel()
    unit(s, "soraka-wanderer", 0, "f0")
    weak = unit(s, "legion-rearguard", 0, "f0", dmg=2)
    strong = unit(s, "trifarian-brute", 0, "f0", dmg=5)
    cleanup(s)
    assert s.prompt is None
    assert s.st[weak]["at"] == "b0" and strong in s.players[0]["trash"]


def test_372_the_owner_chooses_which_of_two_replacements_saves_a_unit_dealt_lethal_damage() -> None:
    s = duel(tp=1)
    hourglass = unit(s, "zhonyas-hourglass", 0)
    angel = unit(s, "guardian-angel", 0)
    target = unit(s, "legion-rearguard", 0, "f0")
    _equip(s, angel, target)
    runes(s, 1, "fury", 2)
    act(s, f"play {hand(s, 1, 'hextech-ray')} -> {target}")
    pass_all(s)
    assert sorted(choices(s)) == sorted([f"choose {hourglass}", f"choose {angel}"])
    act(s, f"choose {angel}")
    assert angel in s.players[0]["trash"] and hourglass in s.st
    assert s.st[target]["at"] == "b0" and s.st[target]["dmg"] == 0


def test_370_2_one_replacement_applies_once_to_a_set_of_simultaneous_deaths() -> None:
    s = duel()
    hourglass = unit(s, "zhonyas-hourglass", 0)
    a = unit(s, "legion-rearguard", 0, "f0", dmg=2)
    b = unit(s, "legion-rearguard", 0, "f1", dmg=2)
    cleanup(s)
    assert choices(s) == [f"choose {hourglass}:{a}", f"choose {hourglass}:{b}"]
    act(s, f"choose {hourglass}:{b}")
    assert a in s.players[0]["trash"] and s.st[b]["at"] == "b0"


def test_372_each_player_orders_only_their_own_replacements() -> None:
    s = duel()
    mine = unit(s, "zhonyas-hourglass", 0)
    theirs = unit(s, "zhonyas-hourglass", 1)
    u0 = unit(s, "legion-rearguard", 0, "f0", dmg=2)
    u1 = unit(s, "legion-rearguard", 1, "f0", dmg=2)
    cleanup(s)
    assert s.prompt is None, "one replacement each: nothing to choose"
    assert mine in s.players[0]["trash"] and theirs in s.players[1]["trash"]
    assert s.st[u0]["at"] == "b0" and s.st[u1]["at"] == "b1"


def test_437_2_prevent_reduces_damage_and_shrinks_until_it_expires() -> None:
    s = duel()
    runes(s, 0, "calm", 1)
    guard = unit(s, "iron-vanguard", 0, "f0")
    act(s, f"play {hand(s, 0, 'fae-ward')} -> {guard}")
    pass_all(s)
    runes(s, 1, "fury", 4)
    s.tp = 1
    s.forget_legal_actions()
    act(s, f"play {hand(s, 1, 'chaos-bolt')} -> {guard}")
    pass_all(s)
    assert s.st[guard]["dmg"] == 0 and [m["prevent"] for m in s.st[guard]["mods"]] == [2]
    act(s, f"play {hand(s, 1, 'hextech-ray')} -> {guard}")
    pass_all(s)
    assert s.st[guard]["dmg"] == 1 and not s.st[guard]["mods"], "2 of 3 prevented, then it expires"


def test_437_4_fully_prevented_damage_is_not_dealt() -> None:
    s = duel()
    runes(s, 0, "calm", 1)
    guard = unit(s, "iron-vanguard", 0, "f0")
    act(s, f"play {hand(s, 0, 'fae-ward')} -> {guard}")
    pass_all(s)
    runes(s, 1, "fury", 2)
    s.tp = 1
    s.forget_legal_actions()
    events = act(s, f"play {hand(s, 1, 'hextech-ray')} -> {guard}")
    pass_all(s)
    assert s.st[guard]["dmg"] == 0
    assert not any("takes" in e for e in events)


def test_e57_437_5_a_lethal_assignment_counts_the_prevent_value() -> None:
    s = duel()
    small = unit(s, "legion-rearguard", 0, "f0")
    assert lethal_need(s, small) == 2
    s.st[small]["mods"].append({"prevent": 3, "until": "turn"})
    assert lethal_need(s, small) == 5


def test_e36_370_3_a_card_dying_with_a_recruit_is_not_yet_in_the_trash_to_save_it() -> None:
    s = duel()
    spirit = unit(s, "kindred-spirit", 0, "f0", dmg=1)
    recruit = unit(s, "token-recruit", 0, "f0", dmg=1)
    cleanup(s)
    assert s.prompt is None and spirit in s.players[0]["trash"] and recruit not in s.st


def test_371_the_card_in_the_trash_may_save_a_later_death_or_be_kept() -> None:
    s = duel()
    spirit = s.new_uid("kindred-spirit", 0)
    s.players[0]["trash"].append(spirit)
    saved = unit(s, "legion-rearguard", 0, "f0", dmg=2)
    cleanup(s)
    assert choices(s) == [f"choose {spirit}", "choose no"]
    act(s, f"choose {spirit}")
    assert s.st[saved]["at"] == "b0" and s.st[saved]["ex"] and spirit in s.players[0]["banish"]
    kept = s.new_uid("kindred-spirit", 0)
    s.players[0]["trash"].append(kept)
    lost = unit(s, "legion-rearguard", 0, "f0", dmg=2)
    cleanup(s)
    act(s, "choose no")
    assert lost not in s.st and kept in s.players[0]["trash"]
    assert "declined" not in s.players[0], "the sequence is over"


def test_e52_417_1_e_1_fully_prevented_damage_triggers_nothing() -> None:
    s = duel(tp=1)
    brawler = unit(s, "hardened-brawler", 0, "f0")
    s.st[brawler]["mods"].append({"prevent": 3, "until": "turn"})
    runes(s, 1, "fury", 2)
    act(s, f"play {hand(s, 1, 'hextech-ray')} -> {brawler}")
    pass_all(s)
    assert s.st[brawler]["dmg"] == 0 and not s.queue and not s.chain and lethal_need(s, brawler) == 3


def test_e52_417_1_e_1_damage_partly_prevented_is_dealt_and_triggers() -> None:
    s = duel(tp=1)
    brawler = unit(s, "hardened-brawler", 0, "f0")
    s.st[brawler]["mods"].append({"prevent": 3, "until": "turn"})
    runes(s, 1, "fury", 4)
    act(s, f"play {hand(s, 1, 'void-seeker')} -> {brawler}")
    pass_all(s)
    assert s.st[brawler]["dmg"] == 1 and might(s, brawler) == 5


def _arsenal(s) -> tuple[str, str]:  # type: ignore[no-untyped-def]
    """Player 1 controls two Zhonya's Hourglasses and plays Animated Arsenal: both are 1 Might gear units."""
    first = unit(s, "zhonyas-hourglass", 0)
    second = unit(s, "zhonyas-hourglass", 0)
    runes(s, 0, "order", 2)
    act(s, f"play {hand(s, 0, 'animated-arsenal')}")
    pass_all(s)
    return first, second


def test_370_2_animated_arsenal_makes_gear_1_might_gear_units_until_the_turn_ends() -> None:
    s = duel()
    first, second = _arsenal(s)
    assert s.units(ctl=0) == sorted([first, second])
    assert might(s, first) == 1 and might(s, second) == 1
    act(s, "end")
    assert s.units(ctl=0) == [] and s.objects("gear", 0) == sorted([first, second])


def test_e35_370_2_the_other_hourglass_first_then_the_dying_one_which_applied_last_dies() -> None:
    s = duel()
    first, second = _arsenal(s)
    s.st[first]["dmg"] = 1
    cleanup(s)
    assert sorted(choices(s)) == sorted([f"choose {first}", f"choose {second}"])
    act(s, f"choose {second}")
    assert first in s.players[0]["trash"]
    assert s.st[second]["at"] == "b0" and s.st[second]["dmg"] == 0 and s.st[second]["ex"]


def test_e35_370_2_the_dying_hourglass_first_then_the_other_which_applied_last_dies() -> None:
    s = duel()
    first, second = _arsenal(s)
    s.st[first]["dmg"] = 1
    cleanup(s)
    act(s, f"choose {first}")
    assert second in s.players[0]["trash"]
    assert s.st[first]["at"] == "b0" and s.st[first]["dmg"] == 0 and s.st[first]["ex"]


def test_e35_370_2_a_kill_in_an_instruction_applies_both_replacements_the_other_one_dies() -> None:
    s = duel()
    first, second = _arsenal(s)
    ga.kill(s, first)
    assert s.prompt is None, "a kill in an instruction applies the replacements in the fixed order"
    assert second in s.players[0]["trash"]
    assert s.st[first]["at"] == "b0" and s.st[first]["dmg"] == 0
