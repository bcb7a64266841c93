"""Costs, uniqueness, zones, links, triggers and modifiers (CR 302-306, 401-411, 700-719)."""

from __future__ import annotations

from engine.games.wowtcg.primitives import to_graveyard
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
    use,
)


def test_302_2_an_ally_cant_activate_the_turn_it_arrives() -> None:
    s = position({"play": [{"card": "Stormwind Cleric", "since": 3}, {"card": "Orgrimmar Shaman"}]})
    cleric, shaman = obj(s, "Stormwind Cleric").id, obj(s, "Orgrimmar Shaman").id
    assert not any(a.startswith(f"use {cleric}") for a in legal(s))
    assert any(a.startswith(f"use {shaman}") for a in legal(s))


def test_303_3_a_weapon_may_strike_the_turn_it_entered_and_305_2_items_activate_at_once() -> None:
    s = position(
        {"hand": ["Healthstone", "Worn Mace"], "play": [*res(4)], "hero_damage": 5},
        {"play": ["Mulgore Brave"]},
    )
    play(s, "Healthstone")
    pass_both(s)
    assert any(a.startswith(f"use {obj(s, 'Healthstone').id}") for a in legal(s))
    play(s, "Worn Mace")
    pass_both(s)
    act(s, f"attack {hero(s, 0)} {obj(s, 'Mulgore Brave').id}")
    pass_both(s)
    pass_both(s)
    assert f"strike {obj(s, 'Worn Mace').id}" in legal(s)


def test_707_1e_reduced_cost_elwynn_recruit_costs_less_per_warrior() -> None:
    s = position({"hand": ["Elwynn Recruit"], "play": ["Stormwind Footman", "Menethil Marine"]})
    recruit = obj(s, "Elwynn Recruit", zone="hand").id
    assert f"play {recruit}" in legal(s)


def test_401_1_an_additional_cost_must_be_payable() -> None:
    s = position({"hand": ["Shield Slam"], "play": res(2)})
    assert not any(a.startswith("play") for a in legal(s))
    s2 = position({"hand": ["Shield Slam"], "play": ["Footman's Shield", *res(2)]})
    play(s2, "Shield Slam", hero(s2, 1))
    assert obj(s2, "Footman's Shield").exhausted


def test_410_3a_two_unique_cards_with_one_name_keep_one() -> None:
    s = position(
        {"play": ["Sentinel Captain Reyna", "Sentinel Captain Reyna"]}, {"play": ["Sentinel Captain Reyna"]}
    )
    assert s.pending is not None and s.pending.kind == "unique" and s.pending.player == 0
    choose(s, s.pending.options[1])
    assert obj(s, "Sentinel Captain Reyna", 1).zone == "play"
    assert sum(1 for o in s.in_play() if o.card == "Sentinel Captain Reyna") == 2


def test_410_3c_a_two_handed_and_an_off_hand_card_cant_be_controlled_together() -> None:
    s = position({"play": ["Battle Axe", "Footman's Shield"]})
    assert s.pending is not None and sorted(s.pending.options) == sorted(
        [obj(s, "Battle Axe").id, obj(s, "Footman's Shield").id]
    )


def test_306_3e_an_attached_ability_whose_host_left_play_goes_to_the_graveyard() -> None:
    s = position(
        {"play": [{"card": "Corruption", "attached_to": "Mulgore Brave"}]}, {"play": ["Mulgore Brave"]}
    )
    to_graveyard(s, obj(s, "Mulgore Brave"))
    pass_both(s)
    assert obj(s, "Corruption", zone="graveyard")


def test_402_2_a_token_that_leaves_play_ceases_to_exist() -> None:
    s = position({"play": [{"card": "A Call to Arms", "row": "resource"}, *res(2)], "hand": ["Fire Blast"]})
    act(s, f"complete {obj(s, 'A Call to Arms').id}")
    pass_both(s)
    token = obj(s, "Recruit")
    assert s.view().get_atk(token.id) == 2
    play(s, "Fire Blast", token.id)
    pass_both(s)
    assert not any(o.card == "Recruit" for o in s.objs.values())


def test_411_1b_a_card_changing_zones_is_a_new_object() -> None:
    s = position({"hand": ["Stormwind Footman"], "play": res(1)})
    before = obj(s, "Stormwind Footman", zone="hand").id
    play(s, "Stormwind Footman")
    pass_both(s)
    assert obj(s, "Stormwind Footman").id != before and before not in s.objs


def test_709_2a_a_link_whose_targets_are_all_illegal_is_interrupted() -> None:
    s = position(
        {"hand": ["Arcane Missiles"], "play": res(2)},
        {"hand": ["Earth Shock"], "play": [*res(2), "Mulgore Brave"]},
    )
    brave = obj(s, "Mulgore Brave").id
    play(s, "Arcane Missiles", brave)
    act(s, "pass")
    play(s, "Earth Shock", brave)
    pass_both(s)
    events = pass_both(s)
    assert any("interrupted" in e for e in events) and obj(s, "Arcane Missiles", zone="graveyard")
    assert sum(1 for o in s.in_play() if o.row == "resource" and o.exhausted and o.controller == 0) == 2


def test_708_2_a_triggered_effect_without_a_legal_target_is_removed() -> None:
    s = position({"hand": ["Zygore Bladebreaker"], "play": res(6)})
    play(s, "Zygore Bladebreaker")
    pass_both(s)
    assert not s.chain and obj(s, "Zygore Bladebreaker").zone == "play"


def test_708_1_the_non_turn_players_triggers_resolve_first() -> None:
    s = position(
        {"play": ["Lei of Lilies"], "hand": ["Stormwind Footman"] * 4},
        {"play": [{"card": "Crippling Poison", "attached_to": "Aldric Vane"}]},
        tp=1,
        window="end",
    )
    pass_both(s)
    assert [link.name for link in s.chain] == ["Lei of Lilies", "Crippling Poison"]


def test_718_2_a_link_modifier_has_the_timestamp_of_its_resolution() -> None:
    s = position({"hand": ["Battle Shout", "Heroic Strike"], "play": res(3)})
    play(s, "Battle Shout")
    pass_both(s)
    play(s, "Heroic Strike")
    pass_both(s)
    first, second = s.mods
    assert first.ts < second.ts and first.duration == "turn" and first.selector == "allies_in_party"


def test_719_1_party_counting_depends_on_control_changes() -> None:
    s = position({"play": ["Tracker Gallen", "Helwen"]}, {"play": ["Kor'kron Axeman"]})
    gallen = obj(s, "Tracker Gallen").id
    assert s.view().get_atk(gallen) == 2
    use(s, "Helwen", 0, obj(s, "Kor'kron Axeman").id)
    pass_both(s)
    assert s.view().get_atk(gallen) == 3


def test_700_3_polymorph_removes_powers_and_protecting() -> None:
    s = position(
        {"play": ["Menethil Marine"]},
        {"play": ["Crossroads Guard", {"card": "Polymorph", "attached_to": "Crossroads Guard"}]},
    )
    act(s, f"attack {obj(s, 'Menethil Marine').id} {hero(s, 1)}")
    pass_both(s)
    pass_both(s)
    assert s.pending is None and s.view().kws[obj(s, "Crossroads Guard").id] == set()


def test_306_4a_a_totem_never_gains_atk() -> None:
    s = position({"play": ["Stoneskin Totem", "Windfury Totem", "Menethil Marine"]})
    v = s.view()
    assert v.get_atk(obj(s, "Stoneskin Totem").id) == 0 and v.get_atk(obj(s, "Menethil Marine").id) == 4


def test_409_1_a_search_of_the_deck_shuffles_it() -> None:
    deck = ["Mulgore Brave", "Stormwind Footman", "Menethil Marine", "Goldshire Militia"] * 3
    s = position(
        {"play": ["Circle of Life", "Mulgore Brave"], "deck": deck},
        {"hand": ["Earth Shock"], "play": res(2)},
        tp=1,
        seed=5,
    )
    before = [s.objs[c].card for c in s.players[0].deck]
    play(s, "Earth Shock", obj(s, "Mulgore Brave").id)
    pass_both(s)
    pass_both(s)
    choose(s, "none")
    assert [s.objs[c].card for c in s.players[0].deck] != before
