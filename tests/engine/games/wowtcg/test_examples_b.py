"""The rulebook's worked examples E26-E49 (digest §9.2), each named after its rule."""

from __future__ import annotations

from engine.games.wowtcg.decks import deck_problems
from tests.engine.games.wowtcg.helpers import (
    act,
    choose,
    game,
    hero,
    legal,
    obj,
    pass_both,
    pass_until,
    play,
    position,
    res,
    resolve_all,
    use,
)


def test_707_1_shield_bash_may_exhaust_a_shield_rather_than_pay_its_cost() -> None:
    s = position({"play": ["Footman's Shield"], "hand": ["Shield Bash"]})
    target = hero(s, 1)
    assert any(a.startswith("play") and " alt " in a for a in legal(s))
    play(s, "Shield Bash", target, alt=True)
    assert obj(s, "Footman's Shield").exhausted and len(s.chain) == 1


def test_709_2b_shield_bash_on_a_hero_may_interrupt_an_ability_of_its_controller() -> None:
    s = position(
        {"play": ["Footman's Shield", *res(3)], "hand": ["Shield Bash"]},
        {"play": res(1), "hand": ["Fire Blast"]},
        tp=1,
    )
    play(s, "Fire Blast", hero(s, 0))
    act(s, "pass")
    play(s, "Shield Bash", hero(s, 1), alt=True)
    pass_both(s)
    assert s.pending is not None and s.pending.kind == "interrupt"
    choose(s, next(o for o in s.pending.options if o != "none"))
    assert not s.chain and obj(s, "Fire Blast", zone="graveyard") and s.life(0) == 28 and s.life(1) == 26


def test_708_3_zygore_adds_its_trigger_with_a_target_and_may_destroy_on_resolution() -> None:
    s = position({"play": res(6), "hand": ["Zygore Bladebreaker"]}, {"play": ["Annihilator"]})
    play(s, "Zygore Bladebreaker")
    pass_both(s)
    assert len(s.chain) == 1 and s.chain[0].targets == [obj(s, "Annihilator").id]
    pass_both(s)
    choose(s, "yes")
    assert obj(s, "Annihilator", zone="graveyard")


def test_708_3_crippling_poison_exhausts_the_hero_unless_its_controller_pays_3() -> None:
    s = position(
        {"play": res(3)},
        {"play": [{"card": "Crippling Poison", "attached_to": "Aldric Vane"}]},
        tp=1,
        window="end",
    )
    pass_both(s)
    resolve_all(s)
    assert s.pending is not None and s.pending.kind == "unless" and s.pending.player == 0
    choose(s, "decline")
    assert s.objs[hero(s, 0)].exhausted


def test_709_2b_last_stand_is_destroyed_unless_you_discard_two() -> None:
    s = position({"play": ["Last Stand"], "hand": ["Stormwind Footman"]}, tp=1, window="end")
    pass_both(s)
    resolve_all(s)
    assert obj(s, "Last Stand", zone="graveyard")


def test_709_2b_gellrins_target_player_chooses_the_quest() -> None:
    s = position(
        {"play": ["Gellrin"]},
        {
            "play": [
                {"card": "Rumors of the Deep", "row": "resource"},
                {"card": "Tooga's Quest", "row": "resource"},
            ]
        },
    )
    use(s, "Gellrin", 0, "p1")
    pass_both(s)
    assert s.pending is not None and s.pending.player == 1 and s.pending.kind == "quest"
    choose(s, obj(s, "Tooga's Quest").id)
    assert obj(s, "Rumors of the Deep").face_up


def test_709_2d_fireball_trigger_uses_last_known_information_after_kryton_returns_it() -> None:
    s = position(
        {"play": [{"card": "Fireball", "attached_to": "Silver Hand Squire"}], "hand": []},
        {"play": [{"card": "Silver Hand Squire", "damage": 4}, "Kryton Barleybeard", *res(2)]},
        tp=1,
        window="end",
    )
    pass_both(s)
    assert len(s.chain) == 1
    act(s, "pass")
    use(s, "Kryton Barleybeard", 0, obj(s, "Fireball").id)
    pass_both(s)
    assert obj(s, "Fireball", zone="hand")
    pass_both(s)
    assert obj(s, "Silver Hand Squire", zone="graveyard")


def test_715_1_toogas_quest_removes_tooga_next_turn_and_draws_two() -> None:
    s = position({"play": [{"card": "Tooga's Quest", "row": "resource"}]})
    quest = obj(s, "Tooga's Quest").id
    act(s, f"complete {quest}")
    pass_both(s)
    tooga = obj(s, "Tooga")
    assert s.card(tooga).unique and s.view().get_atk(tooga.id) == 1
    pass_both(s)
    pass_until(s, 0, "ready")
    assert len(s.players[0].hand) == 2 and not any(o.card == "Tooga" for o in s.objs.values())


def test_715_1_no_draw_when_tooga_is_gone() -> None:
    s = position(
        {"play": [{"card": "Tooga's Quest", "row": "resource"}]}, {"hand": ["Fire Blast"], "play": res(1)}
    )
    quest = obj(s, "Tooga's Quest").id
    act(s, f"complete {quest}")
    pass_both(s)
    act(s, "pass")
    play(s, "Fire Blast", obj(s, "Tooga").id)
    pass_both(s)
    pass_until(s, 0, "ready")
    assert s.players[0].hand == []


def test_710_2_circle_of_life_brings_the_ally_in_exhausted() -> None:
    s = position(
        {"play": ["Circle of Life", "Mulgore Brave"], "deck": ["Mulgore Brave"] * 3},
        {"hand": ["Earth Shock"], "play": res(2)},
        tp=1,
    )
    play(s, "Earth Shock", obj(s, "Mulgore Brave").id)
    pass_both(s)
    pass_both(s)
    assert s.pending is not None and s.pending.kind == "search"
    choose(s, next(o for o in s.pending.options if o != "none"))
    brave = obj(s, "Mulgore Brave")
    assert brave.exhausted and brave.zone == "play"


def test_710_2_spirit_healer_returns_an_ally_with_health_minus_1_damage() -> None:
    s = position({"play": ["Spirit Healer"], "graveyard": ["Silver Hand Squire"]}, window="action")
    pass_both(s)
    resolve_all(s)
    choose(s, next(o for o in s.pending.options if o != "none"))
    squire = obj(s, "Silver Hand Squire")
    assert squire.damage == 4 and not squire.exhausted


def test_714_2_tracker_gallen_counts_continuously() -> None:
    s = position({"play": ["Tracker Gallen", *res(1)], "hand": ["Stormwind Footman"]})
    gallen = obj(s, "Tracker Gallen").id
    assert s.view().get_atk(gallen) == 1
    play(s, "Stormwind Footman")
    pass_both(s)
    assert s.view().get_atk(gallen) == 2


def test_714_3a_sudden_reversal_applies_only_while_defending() -> None:
    s = position(
        {"play": ["Menethil Marine", *res(1)], "hand": ["Sudden Reversal"]},
        {"play": ["Kor'kron Axeman"]},
        tp=1,
    )
    marine = obj(s, "Menethil Marine").id
    act(s, "pass")
    play(s, "Sudden Reversal", marine)
    pass_both(s)
    assert s.view().get_atk(marine) == 3
    axeman = obj(s, "Kor'kron Axeman").id
    act(s, f"attack {axeman} {marine}")
    pass_both(s)
    pass_both(s)
    assert s.view().get_atk(marine) == 7


def test_714_3b_helwen_readied_before_resolution_creates_no_control() -> None:
    s = position({"play": ["Helwen", *res(3)], "hand": ["Second Wind"]}, {"play": ["Kor'kron Axeman"]})
    axeman = obj(s, "Kor'kron Axeman").id
    use(s, "Helwen", 0, axeman)
    assert s.objs[obj(s, "Helwen").id].exhausted
    pass_both(s)
    assert s.ctrl(s.objs[axeman]) == 0
    helwen = obj(s, "Helwen")
    helwen.exhausted = False
    s.changed()
    assert s.ctrl(s.objs[axeman]) == 1
    s2 = position({"play": ["Helwen"]}, {"play": ["Kor'kron Axeman"]})
    use(s2, "Helwen", 0, obj(s2, "Kor'kron Axeman").id)
    obj(s2, "Helwen").exhausted = False
    obj(s2, "Helwen").used.pop("exhausted_at")
    s2.changed()
    pass_both(s2)
    assert s2.ctrl(obj(s2, "Kor'kron Axeman")) == 1


def test_714_3e_rally_the_troops_reaches_new_allies_and_leaves_stolen_ones() -> None:
    s = position(
        {"play": ["Menethil Marine", *res(3)], "hand": ["Rally the Troops", "Stormwind Footman"]},
        {"play": ["Helwen"]},
    )
    marine = obj(s, "Menethil Marine").id
    play(s, "Rally the Troops")
    pass_both(s)
    play(s, "Stormwind Footman")
    pass_both(s)
    footman = obj(s, "Stormwind Footman").id
    assert s.view().get_atk(marine) == 4 and s.view().get_atk(footman) == 2
    act(s, "pass")
    use(s, "Helwen", 0, marine)
    pass_both(s)
    assert s.ctrl(s.objs[marine]) == 1 and s.view().get_atk(marine) == 3


def test_714_3f_leeroy_flags_both_allies_and_neither_readies_next_time() -> None:
    s = position(
        {
            "play": ["Menethil Marine", {"card": "Mulgore Brave", "exhausted": True}, *res(6)],
            "hand": ["Leeroy Jenkins", "Stormwind Footman"],
        },
    )
    play(s, "Leeroy Jenkins")
    pass_both(s)
    resolve_all(s)
    play(s, "Stormwind Footman")
    pass_both(s)
    marine, brave, footman = obj(s, "Menethil Marine"), obj(s, "Mulgore Brave"), obj(s, "Stormwind Footman")
    assert marine.exhausted and brave.exhausted
    footman.exhausted = True
    s.changed()
    pass_until(s, 0, "ready")
    assert (
        marine.exhausted
        and brave.exhausted
        and not footman.exhausted
        and not obj(s, "Leeroy Jenkins").exhausted
    )


def test_716_1a_world_in_flames_doubles_flamestrike() -> None:
    s = position(
        {"play": ["World in Flames", *res(7)], "hand": ["Flamestrike"]}, {"play": ["Ironforge Guardian"]}
    )
    play(s, "Flamestrike")
    pass_both(s)
    assert s.life(1) == 27 - 6 and obj(s, "Ironforge Guardian").damage == 6


def test_716_1b_forbidden_knowledge_replaces_the_draw_even_with_nothing_left() -> None:
    s = position({"play": ["Forbidden Knowledge"], "deck": []}, tp=1, window="end")
    pass_both(s)
    pass_both(s)
    assert not s.is_terminal() and s.window == "draw"


def test_716_1c_two_world_in_flames_make_fire_blast_8() -> None:
    s = position({"play": ["World in Flames", "World in Flames", *res(1)], "hand": ["Fire Blast"]})
    play(s, "Fire Blast", hero(s, 1))
    pass_both(s)
    assert s.pending is not None and len(s.pending.options) == 2
    choose(s, s.pending.options[0])
    assert s.life(1) == 27 - 8


def test_716_2_chromatic_cloak_and_mind_spike_discard_two() -> None:
    s = position(
        {"play": ["Chromatic Cloak", *res(2)], "hand": ["Mind Spike"]},
        {"hand": ["Mulgore Brave", "Mulgore Brave", "Mulgore Brave"]},
    )
    play(s, "Mind Spike", hero(s, 1))
    pass_both(s)
    choose(s, s.pending.options[0])
    choose(s, s.pending.options[0])
    assert s.life(1) == 25 and len(s.players[1].hand) == 1


def test_716_3_the_packets_controller_orders_replacements() -> None:
    for first, expected in (("Berserker Stance", 6), ("World in Flames", 5)):
        s = position(
            {"play": ["World in Flames", *res(1)], "hand": ["Fire Blast"]},
            {"play": ["Berserker Stance"]},
        )
        play(s, "Fire Blast", hero(s, 1))
        pass_both(s)
        assert s.pending is not None and s.pending.kind == "replacement" and s.pending.player == 0
        choose(s, next(o for o in s.pending.options if o.startswith(obj(s, first).id)))
        assert s.life(1) == 27 - expected


def test_717_1_berserker_stance_then_prevention_leaves_1_combat_damage() -> None:
    s = position(
        {"play": ["Berserker Stance", "Talisman of Vigor", "Talisman of Vigor"]},
        {"hero": "Caldor Brightshield"},
    )
    act(s, "pass")
    act(s, f"flip {hero(s, 1)}")
    pass_both(s)
    s.mods[-1].remaining = 2
    s.changed()
    act(s, f"attack {hero(s, 0)} {hero(s, 1)}")
    for _ in range(3):
        pass_both(s)
    assert s.life(1) == 28 - 1


def test_717_3c_a_bubble_keeps_what_it_did_not_use() -> None:
    s = position(
        {"hand": ["Shield Bash"], "play": [*res(3), "Goldshire Militia"]},
        {"hero": "Caldor Brightshield", "hand": []},
    )
    play(s, "Shield Bash", hero(s, 1))
    act(s, "pass")
    act(s, f"flip {hero(s, 1)}")
    pass_both(s)
    bubble = next(m for m in s.mods if m.kind == "bubble")
    bubble.remaining = 2
    pass_both(s)
    assert s.life(1) == 28 and bubble.remaining == 1
    act(s, f"attack {obj(s, 'Goldshire Militia').id} {hero(s, 1)}")
    for _ in range(3):
        pass_both(s)
    assert s.life(1) == 28 - 1 and not any(m.kind == "bubble" for m in s.mods)


def test_717_4_fully_prevented_damage_is_not_dealt_so_green_whelp_armor_does_not_trigger() -> None:
    s = position({"play": ["Stormwind Footman"]}, {"play": ["Green Whelp Armor", *res(2)]})
    act(s, f"attack {obj(s, 'Stormwind Footman').id} {hero(s, 1)}")
    for _ in range(3):
        pass_both(s)
    choose(s, obj(s, "Green Whelp Armor").id)
    assert s.life(1) == 27 and not s.chain


def test_717_4_green_whelp_armor_bounces_an_attacking_ally_that_hit_the_hero() -> None:
    s = position({"play": ["Menethil Marine"]}, {"play": ["Green Whelp Armor", *res(2)]})
    act(s, f"attack {obj(s, 'Menethil Marine').id} {hero(s, 1)}")
    for _ in range(3):
        pass_both(s)
    choose(s, "none")
    assert len(s.chain) == 1
    pass_both(s)
    choose(s, "pay")
    assert obj(s, "Menethil Marine", zone="hand")


def test_100_3a_unlimited_orgrimmar_grunts_ignore_the_four_copy_limit() -> None:
    cards = game().catalog.cards
    deck = (
        ["Orgrimmar Grunts"] * 30 + ["Durotar Grunt"] * 4 + ["Mulgore Brave"] * 4 + ["Silithid Swarmer"] * 22
    )
    assert deck_problems(cards, "Graccus", deck) == []
    assert any("at most 4" in p for p in deck_problems(cards, "Graccus", deck[:56] + ["Mulgore Brave"] * 4))
