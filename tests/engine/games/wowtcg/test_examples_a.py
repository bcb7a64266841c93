"""The rulebook's worked examples E01-E25 (digest §9.2), each named after its rule."""

from __future__ import annotations

from tests.engine.games.wowtcg.helpers import (
    act,
    choose,
    hero,
    legal,
    obj,
    pass_both,
    play,
    position,
    res,
    resolve_all,
    use,
)


def test_200_1_two_tracker_gallens_each_count_the_allies_in_the_party() -> None:
    s = position({"play": ["Tracker Gallen", "Tracker Gallen"]})
    v = s.view()
    assert [v.get_atk(o.id) for o in s.in_play() if o.card == "Tracker Gallen"] == [2, 2]


def test_200_1_kena_shadowbrand_puts_the_damage_on_herself_only() -> None:
    s = position(
        {
            "play": [
                {"card": "Kena Shadowbrand", "exhausted": True, "damage": 1},
                {"card": "Kena Shadowbrand", "damage": 1},
            ]
        }
    )
    a, b = [o for o in s.in_play() if o.card == "Kena Shadowbrand"]
    assert not any(x.startswith(f"use {a.id}") for x in legal(s))
    act(s, f"use {b.id} 0")
    assert s.objs[b.id].damage == 2 and s.objs[a.id].damage == 1
    pass_both(s)
    assert len(s.players[0].hand) == 1


def test_200_2_orgrimmar_grunts_count_other_grunts_in_play_only() -> None:
    s = position({}, {"play": ["Orgrimmar Grunts", "Orgrimmar Grunts"], "hand": ["Orgrimmar Grunts"]})
    v = s.view()
    assert [v.get_atk(o.id) for o in s.in_play() if o.card == "Orgrimmar Grunts"] == [2, 2]


def test_207_1d_thunderhead_hippogryph_powers_follow_the_controllers_hero() -> None:
    s = position({"play": ["Thunderhead Hippogryph"]}, {"play": ["Thunderhead Hippogryph"]})
    mine, theirs = [o.id for o in s.in_play() if o.card == "Thunderhead Hippogryph"]
    v = s.view()
    assert v.kws[mine] == {"elusive"} and v.kws[theirs] == {"ferocity"}


def test_300_2_kryton_targets_an_ability_in_play_only() -> None:
    s = position({"play": ["Kryton Barleybeard", *res(2)], "hand": ["Polymorph"], "graveyard": ["Polymorph"]})
    assert not any(a.startswith("use") for a in legal(s))
    s2 = position({"play": ["Kryton Barleybeard", "Stealth", *res(2)]})
    assert f"use {obj(s2, 'Kryton Barleybeard').id} 0 {obj(s2, 'Stealth').id}" in legal(s2)


def test_306_3f_moving_polymorph_needs_another_ally_or_it_stays() -> None:
    s = position(
        {"play": ["Inventor's Focal Sword", *res(2)]},
        {
            "play": [
                "Mulgore Brave",
                "Kor'kron Axeman",
                "Stoneskin Totem",
                {"card": "Polymorph", "attached_to": "Mulgore Brave"},
            ]
        },
    )
    poly = obj(s, "Polymorph")
    use(s, "Inventor's Focal Sword", 0, poly.id)
    pass_both(s)
    assert s.objs[poly.id].attached_to == obj(s, "Kor'kron Axeman").id
    s2 = position(
        {"play": ["Inventor's Focal Sword", *res(2)]},
        {"play": ["Mulgore Brave", {"card": "Polymorph", "attached_to": "Mulgore Brave"}]},
    )
    poly2 = obj(s2, "Polymorph")
    use(s2, "Inventor's Focal Sword", 0, poly2.id)
    pass_both(s2)
    assert s2.objs[poly2.id].attached_to == obj(s2, "Mulgore Brave").id


def test_306_4a_chain_lightning_may_target_a_totem_but_not_hit_one_untargeted() -> None:
    s = position(
        {"hand": ["Chain Lightning"], "play": res(5)}, {"play": ["Kor'kron Axeman", "Stoneskin Totem"]}
    )
    totem, axeman = obj(s, "Stoneskin Totem").id, obj(s, "Kor'kron Axeman").id
    assert any(a.endswith(totem) and a.startswith("play") for a in legal(s))
    play(s, "Chain Lightning", axeman)
    pass_both(s)
    choose(s, "yes")
    assert s.pending is not None and totem not in s.pending.options and hero(s, 1) in s.pending.options
    choose(s, hero(s, 1))
    choose(s, "no")
    assert obj(s, "Kor'kron Axeman", zone="graveyard") and s.life(1) == 27 - 2


def test_307_2_a_quest_placed_face_up_may_pay_its_own_completion_cost() -> None:
    s = position({"hand": ["A Donation of Wool", "Fire Blast"]}, turn=1)
    act(s, f"quest {obj(s, 'A Donation of Wool', zone='hand').id}")
    pass_both(s)
    quest = obj(s, "A Donation of Wool")
    act(s, f"complete {quest.id}")
    assert s.objs[quest.id].exhausted and not s.objs[quest.id].face_up
    pass_both(s)
    assert s.pending is not None and s.pending.kind == "discard"
    choose(s, s.pending.options[0])
    assert len(s.players[0].hand) == 1 and s.objs[quest.id].row == "resource"


def test_401_4b_a_cost_of_2_exhausts_two_resources() -> None:
    s = position({"hand": ["Arcane Missiles"], "play": res(3)})
    play(s, "Arcane Missiles", hero(s, 1))
    assert sum(1 for o in s.in_play() if o.row == "resource" and o.exhausted) == 2


def test_403_3_frost_nova_makes_one_packet_per_character() -> None:
    s = position({"hand": ["Frost Nova"], "play": res(3)}, {"play": ["Kor'kron Axeman", "Tauren Bulwark"]})
    play(s, "Frost Nova")
    events = pass_both(s)
    assert sum("1 frost damage" in e for e in events) == 3


def test_403_3_two_fireballs_make_two_packets_at_the_start_of_the_turn() -> None:
    s = position(
        {"play": [{"card": "Fireball", "attached_to": "Korgath Stormcaller"}] * 2},
        tp=1,
        window="end",
    )
    pass_both(s)
    assert s.pending is not None and s.pending.kind == "order"
    choose(s, "0")
    assert len(s.chain) == 2
    resolve_all(s)
    assert s.life(1) == 27 - 2


def test_403_4e_ring_and_annihilator_deal_one_unpreventable_packet_of_4() -> None:
    s = position({"play": ["Mason's Fraternity Ring", "Annihilator", *res(2)]}, {"play": ["Chainmail Vest"]})
    act(s, f"attack {hero(s, 0)} {hero(s, 1)}")
    pass_both(s)
    pass_both(s)
    act(s, f"strike {obj(s, 'Annihilator').id}")
    pass_both(s)
    assert s.view().get_atk(hero(s, 0)) == 4
    pass_both(s)
    assert s.pending is None and s.life(1) == 27 - 4


def test_403_4e_thrash_blade_triggers_on_damage_dealt_with_it_after_prevention() -> None:
    s = position(
        {"play": ["Thrash Blade", *res(2)], "hand": ["Heroic Strike"]},
        {"hero": "Graccus", "play": ["Kor'kron Axeman"]},
    )
    s.players[0].placed = True
    axeman = obj(s, "Kor'kron Axeman").id
    act(s, f"attack {hero(s, 0)} {axeman}")
    pass_both(s)
    pass_both(s)
    act(s, f"strike {obj(s, 'Thrash Blade').id}")
    pass_both(s)
    act(s, "pass")
    act(s, f"flip {hero(s, 1)} {axeman}")
    pass_both(s)
    assert s.view().get_atk(hero(s, 0)) == 2
    pass_both(s)
    assert s.objs[axeman].damage == 0
    s3 = position(
        {"play": ["Thrash Blade", *res(3)], "hand": ["Heroic Strike"]},
        {"hero": "Graccus", "play": ["Tauren Bulwark"]},
    )
    bulwark = obj(s3, "Tauren Bulwark").id
    act(s3, f"attack {hero(s3, 0)} {bulwark}")
    pass_both(s3)
    pass_both(s3)
    act(s3, f"strike {obj(s3, 'Thrash Blade').id}")
    pass_both(s3)
    play(s3, "Heroic Strike")
    pass_both(s3)
    assert s3.view().get_atk(hero(s3, 0)) == 5
    act(s3, "pass")
    act(s3, f"flip {hero(s3, 1)} {bulwark}")
    pass_both(s3)
    pass_both(s3)
    assert s3.objs[bulwark].damage == 2
    assert len(s3.chain) == 1 and s3.chain[0].name == "Thrash Blade"
    resolve_all(s3)
    assert not obj(s3, "Thrash Blade").exhausted and not s3.objs[hero(s3, 0)].exhausted


def test_405_1_flash_heal_in_response_to_lightning_bolt_saves_the_ally() -> None:
    s = position(
        {"play": [{"card": "Orgrimmar Champion", "damage": 1}, *res(2)], "hand": ["Flash Heal"]},
        {"hand": ["Lightning Bolt"], "play": res(3)},
        tp=1,
    )
    champion = obj(s, "Orgrimmar Champion").id
    play(s, "Lightning Bolt", champion)
    act(s, "pass")
    play(s, "Flash Heal", champion)
    pass_both(s)
    assert s.objs[champion].damage == 0
    pass_both(s)
    assert s.objs[champion].damage == 4 and s.objs[champion].zone == "play"


def test_405_2_healing_an_undamaged_ally_does_nothing_and_the_bolt_destroys_it() -> None:
    s = position(
        {"play": ["Silver Hand Squire", *res(2)], "hand": ["Flash Heal"]},
        {"hand": ["Lightning Bolt"], "play": res(3)},
        tp=1,
    )
    squire = obj(s, "Silver Hand Squire").id
    play(s, "Lightning Bolt", squire)
    act(s, "pass")
    play(s, "Flash Heal", squire)
    events = pass_both(s)
    assert not any("heals" in e for e in events)
    s.objs[squire].damage = 1
    s.changed()
    pass_both(s)
    assert obj(s, "Silver Hand Squire", zone="graveyard")


def test_408_2_a_resource_about_to_be_destroyed_can_pay_a_cost_now() -> None:
    s = position({"hand": ["Fire Blast"], "play": res(1)}, {"hand": ["Lobotomize"], "play": res(5)}, tp=1)
    target = next(o.id for o in s.in_play() if o.row == "resource" and o.controller == 0)
    play(s, "Lobotomize", target)
    act(s, "pass")
    play(s, "Fire Blast", hero(s, 1))
    assert s.objs[target].exhausted
    resolve_all(s)
    assert s.objs.get(target) is None and s.life(1) == 27 - 2


def test_410_3b_two_searing_totems_keep_one_of_your_choice() -> None:
    s = position({"play": ["Searing Totem", "Searing Totem"]})
    assert s.pending is not None and s.pending.kind == "unique"
    keep, lose = s.pending.options
    choose(s, lose)
    assert s.objs[keep].zone == "play" and lose not in s.objs


def test_601_2d_mocking_blow_on_graccus_with_sarmoth_in_play() -> None:
    s = position(
        {"play": ["Sarmoth", *res(1)], "hand": ["Mocking Blow"]},
        {"hero": "Graccus", "play": []},
        tp=1,
    )
    act(s, "pass")
    play(s, "Mocking Blow", hero(s, 1))
    pass_both(s)
    attacks = {a.split()[2] for a in legal(s) if a.startswith("attack")}
    assert "pass" not in legal(s) and attacks <= {obj(s, "Sarmoth").id, hero(s, 0)}


def test_701_4_once_per_turn_is_per_card_object() -> None:
    s = position({"play": ["Elder Moorf", "Elder Moorf", *res(2)]})
    a, b = [o.id for o in s.in_play() if o.card == "Elder Moorf"]
    act(s, f"use {a} 0 {a}")
    pass_both(s)
    assert not any(x.startswith(f"use {a}") for x in legal(s))
    assert any(x.startswith(f"use {b}") for x in legal(s))


def test_701_4a_a_regained_power_is_the_same_power_and_stays_used() -> None:
    s = position(
        {"play": ["Elder Moorf", *res(3)], "hand": ["Dispel Magic"]},
        {"play": [{"card": "Polymorph", "attached_to": "Elder Moorf"}]},
    )
    moorf = obj(s, "Elder Moorf").id
    s.objs[moorf].used["p0"] = s.turn
    s.changed()
    assert not any(x.startswith(f"use {moorf}") for x in legal(s))
    play(s, "Dispel Magic", obj(s, "Polymorph").id)
    pass_both(s)
    assert obj(s, "Polymorph", zone="graveyard") and s.objs[moorf].zone == "play"
    assert not any(x.startswith(f"use {moorf}") for x in legal(s))
    s.objs[moorf].used.clear()
    s.changed()
    assert any(x.startswith(f"use {moorf}") for x in legal(s))


def test_703_2_lei_of_lilies_checks_its_condition_when_triggering_and_resolving() -> None:
    s = position(
        {"play": ["Lei of Lilies"], "hand": ["Stormwind Footman"] * 3, "hero_damage": 5}, tp=1, window="end"
    )
    pass_both(s)
    assert not s.chain
    s2 = position(
        {
            "play": ["Lei of Lilies", *res(2)],
            "hand": ["Stormwind Footman"] * 3 + ["Fire Blast"],
            "hero_damage": 5,
        },
        tp=1,
        window="end",
    )
    pass_both(s2)
    assert len(s2.chain) == 1
    play(s2, "Fire Blast", hero(s2, 1))
    pass_both(s2)
    pass_both(s2)
    assert s2.life(0) == 28 - 5


def test_703_3_watcher_malwi_sees_allies_that_enter_play_with_it() -> None:
    s2 = position(
        {"play": ["Kaal Soulreaper", *res(7)], "graveyard": ["Goldshire Militia"]},
        {"graveyard": ["Watcher Mal'wi"]},
    )
    use(s2, "Kaal Soulreaper", 0)
    pass_both(s2)
    assert len(s2.chain) == 1 and s2.chain[0].name == "Watcher Mal'wi"
    resolve_all(s2)
    assert obj(s2, "Goldshire Militia", zone="graveyard") and obj(s2, "Watcher Mal'wi").zone == "play"


def test_703_3a_two_masten_everspirits_destroyed_together_both_trigger() -> None:
    s = position({"play": ["Masten Everspirit"]}, {"play": ["Masten Everspirit"]})
    a = obj(s, "Masten Everspirit", 0).id
    b = obj(s, "Masten Everspirit", 1).id
    act(s, f"attack {a} {b}")
    for _ in range(3):
        pass_both(s)
    assert [link.controller for link in s.chain] == [0, 1]


def test_703_4_grayson_triggers_only_when_he_becomes_exhausted() -> None:
    s = position({"play": ["Lord Grayson Shadowbreaker"], "hero_damage": 4})
    grayson = obj(s, "Lord Grayson Shadowbreaker").id
    act(s, f"attack {grayson} {hero(s, 1)}")
    pass_both(s)
    assert s.pending is not None and s.pending.kind == "target"
    choose(s, hero(s, 0))
    assert len(s.chain) == 1
    s2 = position(
        {"play": [{"card": "Lord Grayson Shadowbreaker", "exhausted": True}], "hand": ["Frostbolt"]}
    )
    assert not s2.chain


def test_706_1b_face_smash_picks_the_ally_to_destroy_when_the_power_is_used() -> None:
    s = position(
        {"play": ["Menethil Marine", *res(4)], "hand": ["Face Smash"]}, {"play": ["Kor'kron Axeman"]}
    )
    marine = obj(s, "Menethil Marine").id
    play(s, "Face Smash", marine)
    pass_both(s)
    axeman = obj(s, "Kor'kron Axeman").id
    act(s, f"use {marine} g {axeman}")
    pass_both(s)
    assert obj(s, "Kor'kron Axeman", zone="graveyard") and s.objs[marine].exhausted
