"""Combat (CR 303, 600-603) from literal positions."""

from __future__ import annotations

from tests.engine.games.wowtcg.helpers import act, choose, legal, obj, pass_both, position, res


def _attacks(s) -> list[str]:
    return [a for a in legal(s) if a.startswith("attack")]


def test_601_2a_an_ally_needs_to_have_been_in_the_party_since_the_turn_started_unless_ferocity() -> None:
    s = position(
        {"play": [{"card": "Menethil Marine", "since": 3}, {"card": "Goldshire Militia", "since": 3}]}
    )
    marine, militia = obj(s, "Menethil Marine").id, obj(s, "Goldshire Militia").id
    attackers = {a.split()[1] for a in _attacks(s)}
    assert militia in attackers and marine not in attackers and s.players[0].hero in attackers


def test_306_4a_a_totem_can_defend_but_never_attack() -> None:
    s = position({"play": ["Stoneskin Totem"]}, {"play": ["Searing Totem"]})
    mine, theirs = obj(s, "Stoneskin Totem").id, obj(s, "Searing Totem").id
    assert not any(a.split()[1] == mine for a in _attacks(s))
    assert any(a.split()[2] == theirs for a in _attacks(s))


def test_601_2b_an_elusive_character_cant_be_proposed_but_an_exhausted_one_can() -> None:
    s = position({}, {"play": ["Westfall Scout", {"card": "Mulgore Brave", "exhausted": True}]})
    defenders = {a.split()[2] for a in _attacks(s)}
    assert obj(s, "Westfall Scout").id not in defenders and obj(s, "Mulgore Brave").id in defenders


def test_601_2d_can_attack_only_sarmoth_if_able() -> None:
    s = position({"play": ["Menethil Marine"]}, {"play": ["Sarmoth", "Mulgore Brave"]})
    assert {a.split()[2] for a in _attacks(s)} == {obj(s, "Sarmoth").id}


def test_600_2_must_attack_if_able_forbids_passing_with_an_empty_chain() -> None:
    s = position({"play": ["Menethil Marine"]}, {"hand": ["Mocking Blow"], "play": res(1)}, tp=1)
    act(s, f"play {obj(s, 'Mocking Blow', zone='hand').id} {s.players[0].hero}")
    pass_both(s)
    pass_both(s)
    pass_both(s)
    pass_both(s)
    pass_both(s)
    assert s.tp == 0 and s.window == "action"
    acts = legal(s)
    assert "pass" in acts
    s2 = position({"play": ["Menethil Marine"], "hand": []}, {"hand": ["Mocking Blow"], "play": res(1)})
    act(s2, "pass")
    act(s2, f"play {obj(s2, 'Mocking Blow', zone='hand').id} {obj(s2, 'Menethil Marine').id}")
    pass_both(s2)
    assert "pass" not in legal(s2)
    assert {a.split()[2] for a in _attacks(s2)} == {s2.players[1].hero}


def test_601_3_a_proposal_that_became_illegal_is_interrupted_and_the_attacker_stays_ready() -> None:
    s = position({"play": ["Ironforge Guardian"]}, {"hand": ["Frostbolt"], "play": res(3)})
    guardian = obj(s, "Ironforge Guardian").id
    act(s, f"attack {guardian} {s.players[1].hero}")
    act(s, "pass")
    act(s, f"play {obj(s, 'Frostbolt', zone='hand').id} {guardian}")
    pass_both(s)
    assert s.objs[guardian].exhausted and s.objs[guardian].damage == 3
    pass_both(s)
    assert not s.chain and s.window == "action" and not s.combat and s.life(1) == 27


def test_602_1_the_attacker_exhausts_when_combat_starts_and_603_1_damage_is_simultaneous() -> None:
    s = position({"play": ["Menethil Marine"]}, {"play": ["Kor'kron Axeman"]})
    marine, axeman = obj(s, "Menethil Marine").id, obj(s, "Kor'kron Axeman").id
    act(s, f"attack {marine} {axeman}")
    pass_both(s)
    assert s.window == "attacker" and s.objs[marine].exhausted
    pass_both(s)
    assert s.window == "defender"
    pass_both(s)
    assert s.window == "action"
    assert obj(s, "Menethil Marine", zone="graveyard") and obj(s, "Kor'kron Axeman", zone="graveyard")


def test_602_2_a_ready_protector_takes_the_defenders_place_and_exhausts() -> None:
    s = position({"play": ["Menethil Marine"]}, {"play": ["Crossroads Guard", "Mulgore Brave"]})
    marine, guard = obj(s, "Menethil Marine").id, obj(s, "Crossroads Guard").id
    act(s, f"attack {marine} {s.players[1].hero}")
    pass_both(s)
    pass_both(s)
    assert s.pending is not None and s.pending.kind == "protect" and s.pending.player == 1
    assert s.pending.options == sorted([guard, "none"])
    choose(s, guard)
    assert s.combat["defender"] == guard and s.objs[guard].exhausted
    pass_both(s)
    assert s.objs[guard].damage == 3 and s.life(1) == 27


def test_602_2b_the_proposed_defender_cant_protect_itself() -> None:
    s = position({"play": ["Menethil Marine"]}, {"play": ["Crossroads Guard"]})
    act(s, f"attack {obj(s, 'Menethil Marine').id} {obj(s, 'Crossroads Guard').id}")
    pass_both(s)
    pass_both(s)
    assert s.pending is None and s.window == "defender"


def test_602_2a_no_one_can_protect_against_a_stealthed_hero() -> None:
    s = position({"play": ["Stealth"]}, {"play": ["Crossroads Guard"]})
    act(s, f"attack {s.players[0].hero} {s.players[1].hero}")
    pass_both(s)
    pass_both(s)
    assert s.pending is None and s.window == "defender"


def test_602_4_weapons_strike_only_in_the_defender_window_while_the_hero_is_in_combat() -> None:
    s = position({"play": ["Footman's Longsword", *res(2)]}, {"play": ["Mulgore Brave"]})
    sword = obj(s, "Footman's Longsword").id
    assert f"strike {sword}" not in legal(s)
    act(s, f"attack {s.players[0].hero} {obj(s, 'Mulgore Brave').id}")
    pass_both(s)
    assert f"strike {sword}" not in legal(s)
    pass_both(s)
    assert f"strike {sword}" in legal(s)
    act(s, f"strike {sword}")
    pass_both(s)
    assert s.view().get_atk(s.players[0].hero) == 2
    pass_both(s)
    assert obj(s, "Mulgore Brave", zone="graveyard")
    assert s.view().get_atk(s.players[0].hero) == 0


def test_303_2c_one_weapon_per_combat_and_each_strike_adds_its_own_atk() -> None:
    s = position(
        {"play": ["Footman's Longsword", "Hunting Bow", *res(4)]},
        {"play": ["Tauren Bulwark"]},
    )
    sword, mace = obj(s, "Footman's Longsword").id, obj(s, "Hunting Bow").id
    act(s, f"attack {s.players[0].hero} {obj(s, 'Tauren Bulwark').id}")
    pass_both(s)
    pass_both(s)
    act(s, f"strike {sword}")
    pass_both(s)
    assert f"strike {mace}" not in legal(s) and f"strike {sword}" not in legal(s)
    s.objs[sword].exhausted = False
    s.changed()
    act(s, f"strike {sword}")
    pass_both(s)
    assert s.view().get_atk(s.players[0].hero) == 4


def test_303_2b_a_strike_lasts_after_the_weapon_leaves_play() -> None:
    s = position({"play": ["Footman's Longsword", *res(1)]}, {"play": ["Tauren Bulwark"], "hand": []})
    sword = obj(s, "Footman's Longsword").id
    act(s, f"attack {s.players[0].hero} {obj(s, 'Tauren Bulwark').id}")
    pass_both(s)
    pass_both(s)
    act(s, f"strike {sword}")
    pass_both(s)
    from engine.games.wowtcg.primitives import to_graveyard

    to_graveyard(s, s.objs[sword])
    assert s.view().get_atk(s.players[0].hero) == 2


def test_603_1a_a_long_range_attacker_takes_no_combat_damage() -> None:
    s = position({}, {"play": ["Dark Ranger Sylka"]}, tp=1)
    s2 = position({"play": ["Menethil Marine"]}, {"play": ["Dark Ranger Sylka"]}, tp=1)
    sylka = obj(s2, "Dark Ranger Sylka").id
    act(s2, f"attack {sylka} {obj(s2, 'Menethil Marine').id}")
    for _ in range(3):
        pass_both(s2)
    assert s2.objs[sylka].damage == 0 and obj(s2, "Menethil Marine", zone="graveyard")
    assert s.window == "action"


def test_603_2_no_combat_damage_when_the_defender_left_play() -> None:
    s = position(
        {"play": ["Menethil Marine"]},
        {"play": ["Mulgore Brave", *res(2)], "hand": ["Earth Shock"]},
    )
    marine, brave = obj(s, "Menethil Marine").id, obj(s, "Mulgore Brave").id
    act(s, f"attack {marine} {brave}")
    pass_both(s)
    pass_both(s)
    act(s, "pass")
    act(s, f"play {obj(s, 'Earth Shock', zone='hand').id} {brave}")
    pass_both(s)
    pass_both(s)
    assert s.objs[marine].damage == 0 and s.window == "action"


def test_717_5_armor_may_be_exhausted_to_prevent_its_def() -> None:
    s = position({"play": ["Menethil Marine"]}, {"play": ["Chainmail Vest"]})
    act(s, f"attack {obj(s, 'Menethil Marine').id} {s.players[1].hero}")
    for _ in range(3):
        pass_both(s)
    assert s.pending is not None and s.pending.kind == "armor"
    choose(s, obj(s, "Chainmail Vest").id)
    assert s.life(1) == 27 - 1 and obj(s, "Chainmail Vest").exhausted


def test_602_5_a_defender_that_changed_sides_stops_defending() -> None:
    s = position({"play": ["Menethil Marine", "Helwen"]}, {"play": ["Kor'kron Axeman"]})
    marine, axeman = obj(s, "Menethil Marine").id, obj(s, "Kor'kron Axeman").id
    act(s, f"attack {marine} {axeman}")
    pass_both(s)
    pass_both(s)
    act(s, f"use {obj(s, 'Helwen').id} 0 {axeman}")
    pass_both(s)
    pass_both(s)
    assert s.window == "action" and s.objs[marine].damage == 0 and s.objs[axeman].damage == 0
