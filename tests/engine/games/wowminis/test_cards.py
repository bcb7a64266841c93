"""Action Bar cards (300-302), buffs and waves (301, 704), reacts (701, 703.1h)."""

from __future__ import annotations

from .builders import ch, do, kinds, notations, position

UP = True


def card(cid: str, face_up: bool = False, exhausted: bool = False) -> dict[str, object]:
    return {"id": cid, "face_up": face_up, "exhausted": exhausted}


def test_300_1_face_down_non_equipment_cards_may_be_flipped() -> None:
    cards = [card("heroic_strike"), card("blade_of_the_tides")]
    s = position([ch("grom", 1, "0,0", cards=cards), ch("jaina", 0, "3,0")], turn="grom")
    assert "flip grom heroic_strike" in notations(s)
    assert "flip grom blade_of_the_tides" not in notations(s)
    events = do(s, "flip grom heroic_strike")
    assert kinds(events, "card_flipped") and s.chars["grom"].cards[0].face_up


def test_703_1a_playing_a_face_down_card_turns_it_face_up_and_exhausts_it() -> None:
    s = position([ch("grom", 1, "0,0", cards=[card("heroic_strike")]), ch("jaina", 0, "1,0")], turn="grom")
    s.rng.force([1] * 7)
    events = do(s, "play grom heroic_strike jaina")
    inst = s.chars["grom"].cards[0]
    assert inst.face_up and inst.exhausted
    assert [e.kind for e in events][:3] == ["card_flipped", "clock_ticked", "card_exhausted"]


def test_300_5_cooldown_lasts_until_the_end_of_tick_10() -> None:
    cards = [card("heroic_strike", UP, exhausted=True)]
    s = position([ch("grom", 1, "0,0", cards=cards), ch("jaina", 0, "1,0", clock=9)], turn="grom", master=1)
    assert not any("heroic_strike" in a for a in notations(s))


def test_704_2d_corruption_then_rejuvenation_nothing_is_destroyed_mid_wave() -> None:
    buffs = [{"card": "rejuvenation", "party": 0}, {"card": "corruption", "party": 1}]
    s = position([ch("ruby", 0, "0,0", health=1, buffs=buffs), ch("grom", 1, "3,0", clock=7)], master=5)
    assert s.current_player() == 0
    assert notations(s) == ["order ruby corruption,rejuvenation", "order ruby rejuvenation,corruption"]
    events = do(s, "order ruby corruption,rejuvenation")
    assert [e.data["health"] for e in events if e.kind in ("damage", "healed")] == [-1, 1]
    assert s.chars["ruby"].pos is not None and s.chars["ruby"].health == 1


def test_704_2d_rejuvenation_first_is_capped_by_max_health() -> None:
    buffs = [{"card": "rejuvenation", "party": 0}, {"card": "corruption", "party": 1}]
    s = position([ch("ruby", 0, "0,0", health=7, buffs=buffs), ch("grom", 1, "3,0", clock=7)], master=5)
    do(s, "order ruby rejuvenation,corruption")
    assert s.chars["ruby"].health == 6
    s2 = position([ch("ruby", 0, "0,0", health=7, buffs=buffs), ch("grom", 1, "3,0", clock=7)], master=5)
    do(s2, "order ruby corruption,rejuvenation")
    assert s2.chars["ruby"].health == 7


def test_704_2d_destruction_after_the_wave() -> None:
    buffs = [{"card": "corruption", "party": 1}]
    s = position([ch("ruby", 0, "0,0", health=2, buffs=buffs), ch("grom", 1, "3,0", clock=7)], master=5)
    assert s.chars["ruby"].pos is None and s.vp == [0, 4]


def test_704_3b_devotion_aura_from_two_hodoons_gives_plus_one() -> None:
    s = position(
        [
            ch("ruby", 0, "0,0"),
            ch("hodoon", 0, "1,0"),
            ch("hodoon_2", 0, "-1,0", id="hodoon"),
            ch("grom", 1, "3,-3"),
        ],
        turn="ruby",
    )
    assert s.stat(s.chars["ruby"], "armor") == 1 + 1
    assert s.stat(s.chars["hodoon"], "armor") == 3 + 0, "Hodoon is not adjacent to the other Hodoon"


def test_301_2b_attaching_removes_buffs_of_the_same_name() -> None:
    buffs = [{"card": "power_word_fortitude", "party": 0}]
    s = position(
        [
            ch("ruby", 0, "0,0", cards=[card("power_word_fortitude")]),
            ch("jaina", 0, "1,0", buffs=buffs),
            ch("grom", 1, "4,-2"),
        ],
        turn="ruby",
    )
    do(s, "play ruby power_word_fortitude jaina")
    assert [b.card for b in s.chars["jaina"].buffs] == ["power_word_fortitude"]
    assert s.stat(s.chars["jaina"], "armor") == 2


def test_301_2_mortal_strike_deals_one_and_stops_healing() -> None:
    s = position(
        [ch("grom", 1, "0,0", cards=[card("mortal_strike")]), ch("ruby", 0, "1,0", clock=2)], turn="grom"
    )
    events = do(s, "play grom mortal_strike ruby")
    assert s.chars["ruby"].health == 7 and kinds(events, "buff_attached")
    do(s, "end grom")
    s.rng.force([5, 5, 5])
    events = do(s, "play ruby flash_heal ruby")
    assert s.chars["ruby"].health == 7 and "fails to heal" in kinds(events, "healed")[0].text


def test_402_2_heal_is_capped_at_max_health() -> None:
    s = position([ch("ruby", 0, "0,0", health=6), ch("grom", 1, "4,0", clock=5)], turn="ruby")
    s.rng.force([5, 5, 5])
    do(s, "play ruby flash_heal ruby")
    assert s.chars["ruby"].health == 8


def test_703_1h_blessing_of_protection_negates_a_physical_attack_without_refund() -> None:
    bop = [card("blessing_of_protection")]
    s = position(
        [ch("grom", 1, "0,0"), ch("jaina", 0, "1,0"), ch("tirion", 0, "2,0", cards=bop, clock=3)], turn="grom"
    )
    do(s, "play grom gorehowl jaina")
    assert s.current_player() == 0
    assert notations(s) == ["pass", "react tirion blessing_of_protection"]
    events = do(s, "react tirion blessing_of_protection")
    assert kinds(events, "react_played") and kinds(events, "negated") and kinds(events, "attack_negated")
    assert not kinds(events, "dice_rolled")
    assert s.chars["grom"].clock == 4, "the attack's cost is not refunded"
    assert s.chars["tirion"].clock == 4 and s.chars["tirion"].cards[0].exhausted


def test_600_1c_arcane_shot_makes_the_attack_magic_so_counterspell_not_blessing() -> None:
    s = position(
        [
            ch("haruka", 1, "0,0", cards=[card("arcane_shot")]),
            ch("jaina", 0, "2,0", cards=[card("counterspell")]),
            ch("tirion", 0, "3,0", cards=[card("blessing_of_protection")]),
        ],
        turn="haruka",
    )
    do(s, "play haruka arcane_shot")
    assert notations(s) == ["pass", "react jaina counterspell"], (
        "Arcane Shot itself is a non-physical ability"
    )
    do(s, "pass", "play haruka aimed_shot jaina")
    assert notations(s) == ["pass", "react jaina counterspell"]
    events = do(s, "react jaina counterspell")
    assert kinds(events, "attack_negated")


def test_600_1c_arcane_shot_crit_readies_the_card() -> None:
    s = position([ch("haruka", 1, "0,0", cards=[card("arcane_shot")]), ch("jaina", 0, "2,0")], turn="haruka")
    do(s, "play haruka arcane_shot")
    s.rng.force([10, 1, 1, 1, 1, 1, 1, 1])
    events = do(s, "play haruka aimed_shot jaina")
    declared = kinds(events, "attack_declared")[0]
    assert (declared.data["kind"], declared.data["damage_type"]) == ("magic", "arcane")
    assert kinds(events, "card_readied") and not s.chars["haruka"].cards[0].exhausted


def test_701_3_counterspell_on_counterspell_opens_a_nested_window() -> None:
    s = position(
        [
            ch("kaelthas", 1, "0,0", cards=[card("counterspell")]),
            ch("jaina", 0, "3,0", cards=[card("counterspell")]),
        ],
        turn="kaelthas",
    )
    do(s, "play kaelthas pyroblast jaina")
    assert s.current_player() == 0
    do(s, "react jaina counterspell")
    assert s.current_player() == 1 and notations(s) == ["pass", "react kaelthas counterspell"]
    s.rng.force([5, 5, 5, 5, 5, 1, 1, 1, 1])
    events = do(s, "react kaelthas counterspell")
    assert len(kinds(events, "negated")) == 1
    assert s.chars["jaina"].health == 9 - 5, "Jaina's Counterspell was negated, so Pyroblast resolved"


def test_elemental_charge_attack_cannot_be_negated() -> None:
    s = position(
        [
            ch("fire_spirit", 1, "0,0", cards=[card("elemental_charge")]),
            ch("jaina", 0, "2,0", cards=[card("counterspell")]),
        ],
        turn="fire_spirit",
    )
    do(s, "play fire_spirit elemental_charge", "pass")
    s.rng.force([5, 5, 5, 5, 1, 1, 1, 1])
    do(s, "play fire_spirit flame_lash jaina")
    events = do(s, "react jaina counterspell")
    assert kinds(events, "negated")[0].data["negated"] is False
    assert len([e for e in kinds(events, "dice_rolled") if e.data["kind"] == "attack"][0].data["dice"]) == 4


def test_704_2d_same_name_triggers_affect_a_character_only_once() -> None:
    s = position(
        [
            ch("parvink", 0, "0,0"),
            ch("hellcaller", 1, "1,0", clock=7),
            ch("hellcaller_2", 1, "-1,0", id="hellcaller", clock=7),
        ],
        master=5,
    )
    assert s.chars["parvink"].health == 8 - 1, "two Heart Murmurs, one applies"


def test_704_2c_trigger_conditions_use_the_snapshot() -> None:
    buffs = [{"card": "rejuvenation", "party": 0}]
    s = position([ch("ruby", 0, "0,0", health=4, buffs=buffs), ch("dralor", 1, "1,0", clock=7)], master=5)
    assert notations(s) == [
        "order ruby rejuvenation,withering_presence",
        "order ruby withering_presence,rejuvenation",
    ]
    do(s, "order ruby rejuvenation,withering_presence")
    assert s.chars["ruby"].health == 4 + 2 - 1, "healed to 6 first, still damaged: the snapshot showed 4"


def test_500_3_start_of_tick_react_window() -> None:
    vanish = [card("vanish")]
    s = position(
        [ch("rokhan", 1, "0,0", cards=vanish, clock=3), ch("jaina", 0, "3,0", clock=3)],
        master=2,
        stack=[{"kind": "AdvanceMaster"}],
        turn_player=0,
    )
    assert s.master == 3 and s.current_player() == 1
    assert notations(s) == ["pass", "react rokhan vanish"]
    do(s, "react rokhan vanish")
    assert all(a.startswith("teleport rokhan") for a in notations(s))


def test_602_4_attacked_and_took_no_damage_window() -> None:
    riposte = [card("riposte")]
    s = position([ch("jaina", 0, "0,0"), ch("grom", 1, "3,0", cards=riposte, clock=5)], turn="jaina")
    s.rng.force([1, 1, 1, 1])
    do(s, "play jaina frostbolt grom")
    assert s.current_player() == 1 and notations(s) == ["pass", "react grom riposte"]
    do(s, "react grom riposte")
    assert s.chars["jaina"].health == 9 - 2


def test_602_4_no_window_after_damage() -> None:
    riposte = [card("riposte")]
    s = position([ch("jaina", 0, "0,0"), ch("grom", 1, "3,0", cards=riposte, clock=5)], turn="jaina")
    s.rng.force([5, 5, 5, 5, 1])
    do(s, "play jaina frostbolt grom")
    assert s.current_player() == 0 and "react grom riposte" not in notations(s)


def test_402_3_face_up_equipment_health_raises_max_and_dial() -> None:
    trinket = [card("talisman_of_vigor", face_up=True)]
    s = position([ch("dralor", 0, None, cards=trinket), ch("grom", 1, "3,0", clock=5)])
    dralor = s.chars["dralor"]
    assert dralor.pos is not None and (dralor.health, s.max_health(dralor)) == (10, 10)
    assert s.honor_total(0) == 9 + 1


def test_302_3_equipment_abilities_do_not_exhaust_and_need_the_card_face_up() -> None:
    s = position(
        [ch("jaina", 0, "0,0", cards=[card("wand_of_sparks", face_up=True)]), ch("grom", 1, "3,0", clock=5)],
        turn="jaina",
    )
    s.rng.force([1, 1, 1, 1])
    do(s, "play jaina wand_of_sparks grom")
    assert not s.chars["jaina"].cards[0].exhausted
    blank = position(
        [ch("jaina", 0, "0,0", cards=[card("wand_of_sparks")]), ch("grom", 1, "3,0", clock=5)], turn="jaina"
    )
    assert not any("wand_of_sparks" in a for a in notations(blank)), "face-down equipment is blank (302.1)"


def test_709_6_power_word_shield_prevents_damage_then_falls_off() -> None:
    s = position(
        [
            ch("ruby", 0, "0,0", cards=[card("power_word_shield")]),
            ch("jaina", 0, "1,0", clock=5),
            ch("grom", 1, "2,0", clock=2),
        ],
        turn="ruby",
    )
    do(s, "play ruby power_word_shield jaina", "end ruby")
    s.rng.force([5, 5, 5, 5, 5, 1])
    events = do(s, "play grom gorehowl jaina")
    prevented = kinds(events, "prevented")[0]
    assert (prevented.data["amount"], prevented.data["left"]) == (3, 0)
    assert s.chars["jaina"].health == 9 - 2 and s.chars["jaina"].buffs == []


def test_301_2c_a_this_turn_buff_expires_at_the_end_of_the_turn() -> None:
    s = position(
        [ch("rokhan", 1, "0,0", cards=[card("sprint")]), ch("jaina", 0, "-4,4", clock=5)], turn="rokhan"
    )
    do(s, "play rokhan sprint")
    assert s.stat(s.chars["rokhan"], "move") == 4
    events = do(s, "end rokhan")
    assert kinds(events, "buff_removed") and s.chars["rokhan"].buffs == []


def test_602_2_tick_crit_still_applies_to_a_destroyed_defender() -> None:
    s = position(
        [
            ch("haruka", 1, "0,0", cards=[card("concussive_shot", UP)]),
            ch("jaina", 0, "2,0", health=1, clock=3),
        ],
        turn="haruka",
    )
    s.rng.force([10, 1, 1, 1])
    do(s, "play haruka concussive_shot jaina")
    assert s.chars["jaina"].pos is None and s.chars["jaina"].clock == 4


def test_408_1b_enemy_tick_up_opens_a_react_window() -> None:
    s = position(
        [
            ch("haruka", 1, "0,0", cards=[card("concussive_shot", UP)]),
            ch("rokhan", 0, "2,0", clock=3, cards=[card("adrenaline")]),
        ],
        turn="haruka",
    )
    s.rng.force([10, 1, 1, 1, 1])
    do(s, "play haruka concussive_shot rokhan")
    assert s.chars["rokhan"].clock == 4
    assert notations(s) == ["pass", "react rokhan adrenaline"]
    do(s, "react rokhan adrenaline")
    assert s.chars["rokhan"].clock == 3
