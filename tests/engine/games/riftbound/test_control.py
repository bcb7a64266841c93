"""Modes (820.2.a) and control changes (185-188, 359.3.f.4), from literal positions."""

from __future__ import annotations

from tests.engine.games.riftbound.helpers import act, duel, hand, legal, pass_all, runes, unit


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
