"""One test per numbered rule (Rules 1-10) and rule family (H, E, Z, M, DC, DH, DEC, DP, MPR, CEM) not
already named by a rulebook example elsewhere, plus the keywords the rulebook leaves outside."""

from __future__ import annotations

from engine.games.hearthstone import rules
from engine.games.hearthstone.model import DIVINE_SHIELD, GRAVEYARD, HAND
from tests.engine.games.hearthstone.helpers import (
    attack,
    board_cards,
    end_turn,
    find,
    hero,
    play,
    position,
    power,
    stats,
)


def test_rule_1b_depth_first_the_whelps_knife_flies_before_the_next_damage_event_resolves() -> None:
    # Arcane Explosion creates the Damage Events on Juggler, Egg and Acolyte first (DH1), then resolves
    # them in order: the Egg's Whelp makes the Juggler throw at once, before the Acolyte draws.
    state = position(
        {
            "players": [
                {"hand": ["CS2_025"], "health": 30},
                {"board": ["NEW1_019", "BRM_022", "EX1_007"], "deck": ["CS2_231"]},
            ]
        }
    )
    play(state, "CS2_025")
    order = [
        (kind, data.get("entity")) for kind, _, data in state.events if kind in ("summon", "damage", "draw")
    ]
    knife = order.index(("damage", hero(state, 0).id))
    assert order[knife - 1][0] == "summon" and order[knife + 1][0] == "draw"
    assert hero(state, 0).health == 29 and len(state.players[1].hand) == 1


def test_rule_2c_a_minion_summoned_mid_resolution_cannot_respond_to_that_event() -> None:
    # Two Dragon Eggs hit by one AoE: the first Egg's Whelp arrives while the AoE's damage events are
    # resolving, but it was not damaged (all events were created before it existed).
    state = position({"players": [{"hand": ["CS2_025"]}, {"board": ["BRM_022", "BRM_022"]}]})
    play(state, "CS2_025")
    assert stats(state, 1) == [("BRM_022", 0, 1), ("BRM_022t", 2, 1), ("BRM_022", 0, 1), ("BRM_022t", 2, 1)]


def test_rule_5b_mortal_coil_counts_a_mortally_wounded_target_as_killed() -> None:
    state = position({"players": [{"hand": ["EX1_302"], "deck": ["CS2_231"]}, {"board": ["CS2_231"]}]})
    play(state, "EX1_302", find(state, "CS2_231", 1))
    assert len(state.players[0].hand) == 1 and board_cards(state, 1) == []


def test_rule_5b_slam_draws_only_if_the_target_survives() -> None:
    state = position(
        {
            "players": [
                {"hand": ["EX1_391", "EX1_391"], "deck": ["CS2_231"] * 2},
                {"board": ["CS2_182", "CS2_172"]},
            ]
        }
    )
    play(state, "EX1_391", find(state, "CS2_182"))
    play(state, "EX1_391", find(state, "CS2_172"))
    assert len(state.players[0].hand) == 1


def test_rule_6_the_target_is_never_rechecked_shadow_word_pain_still_destroys() -> None:
    state = position(
        {"players": [{"board": ["NEW1_026", "EX1_044"], "hand": ["CS2_234"]}, {"board": ["CS2_120"]}]}
    )
    play(state, "CS2_234", find(state, "CS2_120"))
    assert board_cards(state, 1) == []


def test_rule_7_deathrattles_resolve_with_the_dead_minions_controller() -> None:
    state = position({"players": [{"hand": ["CS2_029"]}, {"board": ["EX1_556"]}]})
    play(state, "CS2_029", find(state, "EX1_556"))
    assert board_cards(state, 1) == ["skele21"] and board_cards(state, 0) == []


def test_rule_10_end_of_turn_triggers_follow_the_current_controller() -> None:
    state = position({"players": [{"hand": ["EX1_334"], "health": 30}, {"board": ["EX1_597"]}]})
    play(state, "EX1_334", find(state, "EX1_597"))
    end_turn(state)
    assert board_cards(state, 0) == ["EX1_598"]


def test_h1_raising_max_health_raises_current_health() -> None:
    state = position({"players": [{"board": [{"card": "CS2_182", "damage": 2}], "hand": ["EX1_160"]}, {}]})
    play(state, "EX1_160", option=1)
    assert stats(state, 0) == [("CS2_182", 5, 4)]


def test_e1_enchantments_apply_in_order_of_play_set_then_add() -> None:
    state = position({"players": [{"board": ["CS2_182"], "hand": ["EX1_360", "CS2_188"], "mana": 10}, {}]})
    yeti = find(state, "CS2_182")
    play(state, "CS2_188", yeti)
    play(state, "EX1_360", yeti)
    assert yeti.atk == 1
    state = position({"players": [{"board": ["CS2_182"], "hand": ["EX1_360", "CS2_188"], "mana": 10}, {}]})
    yeti = find(state, "CS2_182")
    play(state, "EX1_360", yeti)
    play(state, "CS2_188", yeti)
    assert yeti.atk == 3


def test_z0_a_summon_into_a_full_board_does_nothing() -> None:
    state = position({"players": [{"board": ["CS2_231"] * 6 + ["EX1_556"], "hand": ["CS2_029"]}, {}]})
    play(state, "CS2_029", find(state, "EX1_556"))
    assert board_cards(state, 0) == ["CS2_231"] * 6 + ["skele21"]
    state = position({"players": [{"board": ["CS2_231"] * 7, "hand": ["EX1_160"]}, {}]})
    play(state, "EX1_160", option=2)
    assert len(state.players[0].board) == 7 and "EX1_160t" not in board_cards(state, 0)


def test_z1_taking_control_into_a_full_board_destroys_the_minion() -> None:
    state = position({"players": [{"board": ["CS2_231"] * 7, "hand": ["EX1_334"]}, {"board": ["CS2_120"]}]})
    play(state, "EX1_334", find(state, "CS2_120"))
    assert board_cards(state, 1) == [] and len(state.players[0].board) == 7


def test_z5a_leaving_play_resets_damage_and_enchantments() -> None:
    state = position(
        {"players": [{"board": [{"card": "CS2_182", "damage": 3, "buff": [2, 2]}], "hand": ["EX1_144"]}, {}]}
    )
    yeti = find(state, "CS2_182")
    play(state, "EX1_144", yeti)
    assert yeti.zone == HAND and yeti.damage == 0 and yeti.enchants == () and rules.cost_of(state, yeti) == 2


def test_m2_m4_crystals_stay_between_zero_and_ten_and_overload_is_kept() -> None:
    state = position({"players": [{"crystals": 10, "mana": 10, "overload_owed": 3, "hand": ["EX1_301"]}, {}]})
    play(state, "EX1_301")
    assert state.players[0].crystals == 9 and state.players[0].overload_owed == 3


def test_m3_overload_has_no_upper_limit() -> None:
    state = position({"players": [{"hand": ["EX1_243"] * 3, "crystals": 3, "mana": 3}, {}]})
    for _ in range(3):
        play(state, "EX1_243")
    assert state.players[0].overload_owed == 6


def test_dc1_multiple_draws_count_first_then_resolve_each() -> None:
    state = position({"players": [{"hand": ["CS2_023"], "deck": ["CS2_231"]}, {}]})
    play(state, "CS2_023")
    assert len(state.players[0].hand) == 1 and state.players[0].fatigue == 1 and hero(state, 0).health == 29


def test_dh2a_armor_absorbs_first_and_immune_prevents() -> None:
    state = position({"players": [{"hand": ["CS2_029"]}, {"armor": 4, "health": 30}]})
    play(state, "CS2_029", hero(state, 1))
    assert (hero(state, 1).armor, hero(state, 1).health) == (0, 28)


def test_dh2b_a_divine_shield_hit_runs_no_damage_triggers() -> None:
    state = position(
        {
            "players": [
                {"hero": "HERO_08"},
                {"board": [{"card": "EX1_007", "keywords": ["divine_shield"]}], "deck": ["CS2_231"]},
            ]
        }
    )
    power(state, find(state, "EX1_007"))
    assert state.players[1].hand == [] and not find(state, "EX1_007").flags & DIVINE_SHIELD


def test_dh2a_auchenai_turns_healing_into_damage() -> None:
    state = position({"players": [{"hero": "HERO_09", "board": ["EX1_591"]}, {"health": 30}]})
    power(state, hero(state, 1))
    assert hero(state, 1).health == 28


def test_dh6_a_minion_that_deals_damage_loses_stealth() -> None:
    state = position(
        {"players": [{"board": [{"card": "EX1_102", "keywords": ["stealth"]}]}, {"deck": ["CS2_231"]}]}
    )
    end_turn(state)
    end_turn(state)
    assert not find(state, "EX1_102").has(1 << 2)


def test_dec1_every_death_is_cached_with_its_controller_and_turn() -> None:
    state = position({"turn": 7, "players": [{"hand": ["CS2_062"]}, {"board": ["CS2_231", "CS2_120"]}]})
    play(state, "CS2_062")
    assert state.died == [("CS2_231", 1, 7), ("CS2_120", 1, 7)]


def test_mpr2_an_added_deathrattle_resolves_after_the_minion_left_play() -> None:
    state = position({"players": [{"board": ["CS2_120"], "hand": ["CS2_038", "CS2_029"], "mana": 10}, {}]})
    play(state, "CS2_038", find(state, "CS2_120"))
    play(state, "CS2_029", find(state, "CS2_120"))
    croc = find(state, "CS2_120")
    assert board_cards(state, 0) == ["CS2_120"] and croc.enchants == ()


def test_cem2b_an_added_deathrattle_uses_the_minions_controller() -> None:
    state = position({"players": [{"hand": ["CS2_038", "CS2_029"], "mana": 10}, {"board": ["CS2_120"]}]})
    play(state, "CS2_038", find(state, "CS2_120"))
    play(state, "CS2_029", find(state, "CS2_120"))
    assert board_cards(state, 1) == ["CS2_120"] and board_cards(state, 0) == []


def test_cem1b_an_added_turn_trigger_fires_on_the_enchantment_controllers_turn() -> None:
    state = position(
        {"players": [{"hand": ["CS2_063"], "deck": ["CS2_231"]}, {"board": ["CS2_120"], "deck": ["CS2_231"]}]}
    )
    play(state, "CS2_063", find(state, "CS2_120"))
    end_turn(state)
    assert board_cards(state, 1) == ["CS2_120"]
    end_turn(state)
    assert board_cards(state, 1) == []


def test_dp2_both_halves_are_queued_at_once_so_a_new_trigger_cannot_join() -> None:
    state = position(
        {"players": [{"board": ["NEW1_019"], "hand": ["EX1_538"]}, {"board": ["CS2_231"], "health": 30}]}
    )
    state.rng.force([1])
    play(state, "EX1_538")
    assert board_cards(state, 0) == ["NEW1_019", "EX1_538t"] and board_cards(state, 1) == []


def test_lifesteal_damage_heals_its_hero() -> None:
    state = position(
        {"players": [{"board": [{"card": "CS2_182", "keywords": ["lifesteal"]}], "health": 20}, {}]}
    )
    attack(state, find(state, "CS2_182"), hero(state, 1))
    assert hero(state, 0).health == 24


def test_rush_may_attack_minions_but_not_heroes_the_turn_it_arrives() -> None:
    state = position(
        {
            "players": [
                {"board": [{"card": "CS2_182", "keywords": ["rush"], "exhausted": True}]},
                {"board": ["CS2_120"]},
            ]
        }
    )
    targets = [a.target for a in state.legal_actions() if a.verb == "attack"]
    assert targets == [find(state, "CS2_120").id]


def test_transform_polymorph_is_not_a_death_and_keeps_the_position() -> None:
    state = position({"players": [{"hand": ["CS2_022"]}, {"board": ["CS2_120", "EX1_556", "CS2_182"]}]})
    golem = find(state, "EX1_556")
    play(state, "CS2_022", golem)
    assert board_cards(state, 1) == ["CS2_120", "CS2_tk1", "CS2_182"] and state.died == []
    assert golem.zone != GRAVEYARD


def test_z1_full_zone_instant_removal_still_gets_its_death_event_in_the_next_death_phase() -> None:
    state = position({"players": [{"board": ["CS2_231"] * 7, "hand": ["EX1_334"]}, {"board": ["EX1_556"]}]})
    play(state, "EX1_334", find(state, "EX1_556"))
    assert board_cards(state, 1) == ["skele21"] and state.died == [("EX1_556", 1, 5)]
