"""Combat (454-461): roles, damage assignment (lethal first, Tank, Backline), resolution and control."""

from __future__ import annotations

from engine.games.riftbound.combat import assign_options
from tests.engine.games.riftbound.helpers import act, deck, duel, pass_all, unit


def _attack(s, units: list[str], bf: str = "f0") -> None:  # type: ignore[no-untyped-def]
    act(s, f"move {'+'.join(units)} @{bf}")
    pass_all(s)


def test_459_attacker_is_the_player_who_contested_and_gains_focus() -> None:
    s = duel()
    unit(s, "iron-vanguard", 1, "f0")
    u = unit(s, "trifarian-brute", 0)
    act(s, f"move {u} @f0")
    assert s.combat is not None and s.combat["att"] == 0 and s.combat["def"] == 1 and s.focus == 0
    assert s.st[u]["des"] == "A"


def test_461_attacker_wins_and_conquers() -> None:
    s = duel()
    d = unit(s, "iron-vanguard", 1, "f0")
    a = unit(s, "trifarian-brute", 0)
    deck(s, 0, ["cleave"])
    _attack(s, [a])
    assert d in s.players[1]["trash"] and s.st[a]["dmg"] == 0, "healed in the Combat Cleanup (461.1)"
    assert s.bfs[0]["ctl"] == 0 and s.players[0]["points"] == 1


def test_461_1_surviving_attackers_are_recalled_when_defenders_survive() -> None:
    s = duel()
    d = unit(s, "fae-guardian", 1, "f0")
    s.st[d]["stun"] = True
    a = unit(s, "legion-rearguard", 0)
    _attack(s, [a])
    assert s.st[d]["dmg"] == 0 and s.bfs[0]["ctl"] == 1
    assert s.st[a]["at"] == "b0" and s.st[a]["ex"], "recalled, still exhausted (451)"


def test_461_no_units_left_makes_the_battlefield_uncontrolled() -> None:
    s = duel()
    unit(s, "iron-vanguard", 1, "f0")
    a = unit(s, "iron-vanguard", 0)
    _attack(s, [a])
    assert s.units("f0") == [] and s.bfs[0]["ctl"] is None
    assert s.players[0]["points"] == 0


def test_461_defender_that_keeps_control_does_not_conquer() -> None:
    s = duel()
    unit(s, "trifarian-brute", 1, "f0")
    a = unit(s, "legion-rearguard", 0)
    _attack(s, [a])
    assert s.players[1]["points"] == 0 and s.bfs[0]["ctl"] == 1


def test_460_2_c_3_lethal_first_five_damage_onto_three_mighty_units_is_three_then_two() -> None:
    """E59: 5 damage onto 3-Might units must be 3 + 2."""
    s = duel()
    victims = [unit(s, "iron-vanguard", 1, "f0") for _ in range(3)]
    a = unit(s, "trifarian-brute", 0)
    _attack(s, [a])
    assert s.prompt is not None and s.prompt["kind"] == "assign" and sorted(s.prompt["options"]) == victims
    act(s, f"assign {victims[1]}")
    act(s, f"assign {victims[0]}")
    assert victims[1] in s.players[1]["trash"]
    assert victims[0] in s.st and victims[2] in s.st


def test_815_tank_must_be_assigned_lethal_first() -> None:
    """E60: Tank first, then plain units, then the unit assigned last (Caitlyn)."""
    s = duel()
    cait = unit(s, "caitlyn-patrolling", 1, "f0")
    plain = unit(s, "legion-rearguard", 1, "f0")
    tank = unit(s, "iron-vanguard", 1, "f0")
    a = unit(s, "trifarian-brute", 0)
    act(s, f"move {a} @f0")
    pass_all(s)
    assert tank in s.players[1]["trash"] and plain in s.players[1]["trash"]
    assert cait in s.st and s.st[cait]["at"] == "f0"


def test_826_backline_is_assigned_after_the_others() -> None:
    s = duel()
    back = unit(s, "demacian-sentry", 1, "f0")
    plain = unit(s, "legion-rearguard", 1, "f0")
    a = unit(s, "legion-rearguard", 0)
    act(s, f"move {a} @f0")
    pass_all(s)
    assert plain in s.players[1]["trash"] and back in s.st


def test_460_2_c_6_two_tanks_either_order() -> None:
    """E61: two Tanks and a plain unit: either Tank first."""
    s = duel()
    t1 = unit(s, "iron-vanguard", 1, "f0")
    t2 = unit(s, "iron-vanguard", 1, "f0")
    plain = unit(s, "legion-rearguard", 1, "f0")
    a = unit(s, "trifarian-brute", 0)
    act(s, f"move {a} @f0")
    pass_all(s)
    assert s.prompt is not None and s.prompt["kind"] == "assign" and s.prompt["p"] == 0
    assert assign_options(s) == [t1, t2], "either Tank, never the plain unit"
    act(s, f"assign {t2}")
    assert t2 in s.players[1]["trash"], "3 of the 5 to the chosen Tank, the other 2 to the other Tank"
    assert t1 in s.st and plain in s.st


def test_460_2_c_9_kayn_after_two_moves_is_exempt_and_takes_no_damage() -> None:
    """E64: Kayn, Unleashed after moving twice can't take damage and is ignored for lethal-first."""
    s = duel()
    d = unit(s, "trifarian-brute", 1, "f0")
    kayn = unit(s, "kayn-unleashed", 0, "f1")
    s.st[kayn]["moves"] = 1
    s.bfs[1]["ctl"] = 0
    act(s, f"move {kayn} @f0")
    assert s.st[kayn]["moves"] == 2
    pass_all(s)
    assert kayn in s.st and s.st[kayn]["at"] == "b0", "survived and was recalled"
    assert s.st[d]["dmg"] == 0


def test_423_1_b_stunned_units_deal_no_combat_damage() -> None:
    s = duel()
    d = unit(s, "iron-vanguard", 1, "f0")
    a = unit(s, "trifarian-brute", 0)
    s.st[a]["stun"] = True
    _attack(s, [a])
    assert s.st[a]["dmg"] == 0 and s.st[a]["at"] == "b0", "the 3 damage it took was healed; recalled"
    assert s.st[d]["dmg"] == 0 and s.bfs[0]["ctl"] == 1


def _tank(s, uid: str) -> None:  # type: ignore[no-untyped-def]
    """Give a unit [Tank] this turn (as Block does)."""
    s.st[uid]["mods"].append({"grant": {"tank": 1}, "until": "turn"})


def test_460_2_c_7_caitlyn_given_tank_is_assigned_first_or_last_never_between() -> None:
    """E62: Caitlyn, Patrolling with Tank and two plain units: Caitlyn first (Tank) or last (her text)."""
    s = duel()
    cait = unit(s, "caitlyn-patrolling", 1, "f0")
    p1 = unit(s, "legion-rearguard", 1, "f0")
    p2 = unit(s, "legion-rearguard", 1, "f0")
    _tank(s, cait)
    a = unit(s, "trifarian-brute", 0)
    _attack(s, [a])
    assert s.prompt is not None and s.prompt["kind"] == "assign"
    assert sorted(assign_options(s)) == sorted([cait, p1, p2]), "Caitlyn first, or a plain unit first"
    act(s, f"assign {p1}")
    assert p1 in s.players[1]["trash"] and p2 in s.players[1]["trash"], "then the other plain unit"
    assert cait in s.st, "Caitlyn last: the 1 left is not lethal"


def test_460_2_c_7_caitlyn_given_tank_taken_first_then_the_plain_units() -> None:
    """E62: choosing Caitlyn first fulfils Tank; the rest goes to the plain units."""
    s = duel()
    cait = unit(s, "caitlyn-patrolling", 1, "f0")
    p1 = unit(s, "legion-rearguard", 1, "f0")
    p2 = unit(s, "legion-rearguard", 1, "f0")
    _tank(s, cait)
    a = unit(s, "trifarian-brute", 0)
    _attack(s, [a])
    act(s, f"assign {cait}")
    assert sorted(assign_options(s)) == sorted([p1, p2])
    act(s, f"assign {p2}")
    assert cait in s.players[1]["trash"] and p2 in s.players[1]["trash"] and p1 in s.st


def test_460_2_c_8_two_caitlyns_given_tank_may_both_go_first_in_either_order() -> None:
    """E63: two Caitlyns with Tank and a plain unit: each Caitlyn chooses on its own; both first."""
    s = duel()
    c1 = unit(s, "caitlyn-patrolling", 1, "f0")
    c2 = unit(s, "caitlyn-patrolling", 1, "f0")
    plain = unit(s, "legion-rearguard", 1, "f0")
    for c in (c1, c2):
        _tank(s, c)
    a = unit(s, "trifarian-brute", 0)
    _attack(s, [a])
    assert sorted(assign_options(s)) == sorted([c1, c2, plain])
    act(s, f"assign {c2}")
    assert sorted(assign_options(s)) == sorted([c1, plain]), "the other Caitlyn first too, or last"
    act(s, f"assign {c1}")
    assert c2 in s.players[1]["trash"] and c1 in s.st and plain in s.st, "3 to one Caitlyn, 2 to the other"


def test_460_2_c_8_plain_unit_first_sends_both_tanked_caitlyns_last() -> None:
    """E63: once the plain unit is assigned first, both Caitlyns take their 'last' requirement."""
    s = duel()
    c1 = unit(s, "caitlyn-patrolling", 1, "f0")
    c2 = unit(s, "caitlyn-patrolling", 1, "f0")
    plain = unit(s, "legion-rearguard", 1, "f0")
    for c in (c1, c2):
        _tank(s, c)
    a = unit(s, "trifarian-brute", 0)
    _attack(s, [a])
    act(s, f"assign {plain}")
    assert sorted(assign_options(s)) == sorted([c1, c2])
