"""Modes (820.2.a) and control changes (185-188, 359.3.f.4), from literal positions."""

from __future__ import annotations

from engine.games.riftbound.state import RiftState
from tests.engine.games.riftbound.helpers import act, duel, hand, legal, pass_all, runes, unit
from tests.engine.games.riftbound.prompts import choices


def test_e77_820_2_a_rocket_barrage_repeated_kills_two_gears_in_the_declared_order() -> None:
    s = duel()
    runes(s, 0, "fury", 7)
    barrage = hand(s, 0, "rocket-barrage")
    ballista = unit(s, "iron-ballista", 1)
    plate = unit(s, "bulwark-plate", 1)
    act(s, f"play {barrage} repeat -> {plate} -> {ballista}")
    act(s, "pass")
    events = act(s, "pass")
    assert [e for e in events if e.endswith("is killed.")] == [
        "Bulwark Plate is killed.",
        "Iron Ballista is killed.",
    ]
    assert ballista not in s.st and plate not in s.st


def test_820_2_a_each_execution_of_a_repeated_modal_spell_picks_its_own_mode() -> None:
    s = duel()
    runes(s, 0, "fury", 7)
    barrage = hand(s, 0, "rocket-barrage")
    gear = unit(s, "iron-ballista", 1)
    enemy = unit(s, "trifarian-brute", 1)
    assert f"play {barrage} -> {enemy}" in legal(s) and f"play {barrage} -> {gear}" in legal(s)
    act(s, f"play {barrage} repeat -> {enemy} -> {gear}")
    pass_all(s)
    assert gear not in s.st and s.st[enemy]["dmg"] == 4


def test_820_2_a_a_mode_needs_its_own_kind_of_target() -> None:
    s = duel()
    runes(s, 0, "fury", 3)
    barrage = hand(s, 0, "rocket-barrage")
    at_bf = unit(s, "trifarian-brute", 1, "f0")
    assert not any(at_bf in a for a in legal(s) if a.startswith(f"play {barrage}"))


def test_e34_359_3_f_4_yasuos_trigger_still_resolves_after_the_defender_takes_yasuo() -> None:
    s = duel()
    yasuo = unit(s, "yasuo-remorseful", 0)
    defender = unit(s, "trifarian-brute", 1, "f0")
    takeover = s.new_uid("hostile-takeover", 1)
    s.bfs[0]["facedown"] = {"uid": takeover, "p": 1, "turn": 1}
    act(s, f"move {yasuo} @f0")
    assert s.chain and s.chain[-1]["src"] == yasuo and s.chain[-1]["targets"] == [defender]
    act(s, "pass")
    act(s, f"play {takeover} -> {yasuo}")
    act(s, "pass")
    act(s, "pass")
    assert s.st[yasuo]["ctl"] == 1
    act(s, "pass")
    act(s, "pass")
    assert s.st[defender]["dmg"] == 4, "the ability is still player 1's: the defender is still its enemy"


def test_186_a_unit_taken_in_its_owners_base_goes_to_the_new_controllers_base() -> None:
    s = duel()
    runes(s, 0, "chaos", 6)
    enemy = unit(s, "iron-vanguard", 1)
    act(s, f"play {hand(s, 0, 'hostile-takeover')} -> {enemy}")
    pass_all(s)
    assert s.st[enemy]["ctl"] == 0 and s.st[enemy]["at"] == "b0"


def _yasuo_attacks_with_a_heist_ready() -> tuple[RiftState, str, str, str]:
    s = duel()
    yasuo = unit(s, "yasuo-remorseful", 0)
    defender = unit(s, "trifarian-brute", 1, "f0")
    runes(s, 1, "mind", 2)
    heist = hand(s, 1, "mind-heist")
    act(s, f"move {yasuo} @f0")
    trigger = str(s.chain[-1]["id"])
    act(s, "pass")
    act(s, f"play {heist} -> {trigger}")
    act(s, "pass")
    act(s, "pass")
    return s, yasuo, defender, trigger


def test_e34_359_3_f_4_a_stolen_trigger_kept_as_it_was_mistargets_its_new_controllers_own_unit() -> None:
    s, yasuo, defender, _ = _yasuo_attacks_with_a_heist_ready()
    assert s.prompt is not None and s.prompt["kind"] == "rechoose" and s.prompt["p"] == 1
    assert choices(s) == [f"choose {yasuo}", "choose keep"]
    act(s, "choose keep")
    assert s.chain[-1]["ctl"] == 1
    act(s, "pass")
    act(s, "pass")
    assert not s.chain and s.st[defender]["dmg"] == 0 and s.st[yasuo]["dmg"] == 0


def test_e34_359_3_f_4_a_stolen_trigger_pointed_at_yasuo_deals_his_might_to_himself() -> None:
    s, yasuo, defender, _ = _yasuo_attacks_with_a_heist_ready()
    act(s, f"choose {yasuo}")
    act(s, "pass")
    act(s, "pass")
    assert not s.chain and yasuo not in s.st and s.st[defender]["dmg"] == 0


def test_e32_359_3_f_2_yasuo_moved_to_base_by_fight_or_flight_from_hidden_mistargets() -> None:
    """E32: "here" is read as the trigger resolves: Yasuo moved back to base, his trigger mistargets."""
    s = duel()
    yasuo = unit(s, "yasuo-remorseful", 0)
    defender = unit(s, "trifarian-brute", 1, "f0")
    flight = s.new_uid("fight-or-flight", 1)
    s.bfs[0]["facedown"] = {"uid": flight, "p": 1, "turn": 1}
    act(s, f"move {yasuo} @f0")
    assert s.chain and s.chain[-1]["src"] == yasuo and s.chain[-1]["targets"] == [defender]
    act(s, "pass")
    act(s, f"play {flight} -> {yasuo}")
    act(s, "pass")
    act(s, "pass")
    assert s.st[yasuo]["at"] == "b0"
    act(s, "pass")
    act(s, "pass")
    assert s.st[defender]["dmg"] == 0, "the defender is no longer 'here' for Yasuo: no damage"


def test_e32_359_3_f_2_yasuos_trigger_deals_his_might_as_it_resolves() -> None:
    """E32: a +1 [M] given in response makes the trigger deal Yasuo's current Might, 5."""
    s = duel()
    yasuo = unit(s, "yasuo-remorseful", 0)
    defender = unit(s, "fae-guardian", 1, "f0")
    runes(s, 0, "calm", 1)
    breeze = hand(s, 0, "healing-breeze")
    act(s, f"move {yasuo} @f0")
    act(s, f"play {breeze} -> {yasuo}")
    act(s, "pass")
    act(s, "pass")
    assert s.chain[-1]["src"] == yasuo
    act(s, "pass")
    events = act(s, "pass")
    assert "Fae Guardian takes 5 damage." in events and defender not in s.st
