"""Mana (M), costs, zones (Z), drawing (DC), the Death Event Cache (DEC), mid-phase removal (MPR),
controllers (CEM) and the Dominant Player (DP), with the rulebook's examples."""

from __future__ import annotations

from engine.games.hearthstone import rules
from engine.games.hearthstone.state import HsAction
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


def test_e_142_m1_innervate_at_ten_mana_adds_nothing() -> None:
    state = position({"players": [{"hand": ["EX1_169", "CS2_231"], "mana": 10}, {}]})
    play(state, "EX1_169")
    assert state.players[0].mana == 10
    state = position({"players": [{"hand": ["CS2_231", "EX1_169"], "mana": 10}, {}]})
    play(state, "CS2_231")
    play(state, "EX1_169")
    assert state.players[0].mana == 10


def test_e_148_overload_from_two_dust_devils_shows_zero_of_three_and_the_coin() -> None:
    state = position(
        {
            "players": [
                {"hand": ["EX1_243", "EX1_243"], "crystals": 2, "mana": 2, "deck": ["CS2_231"]},
                {"deck": ["CS2_231"]},
            ]
        }
    )
    play(state, "EX1_243")
    play(state, "EX1_243")
    assert state.players[0].overload_owed == 4
    end_turn(state)
    end_turn(state)
    pl = state.players[0]
    assert (pl.mana, pl.crystals, pl.overload_locked) == (-1, 3, 4)
    state.players[0].hand.append(rules.new_entity(state, state.catalog.get("GAME_005"), 0, 1).id)
    state.forget_legal_actions()
    play(state, "GAME_005")
    assert state.players[0].mana == 0


def test_e_150_lava_shock_unlocks_overloaded_crystals() -> None:
    state = position(
        {
            "players": [
                {"hand": ["BRM_011"], "crystals": 9, "used": 8, "mana": 1, "overload_locked": 8},
                {"health": 30},
            ]
        }
    )
    state.players[0].used = 8
    state.players[0].temp = 1
    state.forget_legal_actions()
    play(state, "BRM_011", hero(state, 1))
    assert state.players[0].mana == 9 - 2 + 1 - 1 + 1


def test_e_145_m6_millhouse_then_loatheb_spells_cost_five_and_loatheb_then_millhouse_zero() -> None:
    state = position({"players": [{"hand": ["NEW1_029", "FP1_030"], "mana": 10}, {"hand": ["CS2_029"]}]})
    play(state, "FP1_030")
    play(state, "NEW1_029")
    assert rules.cost_of(state, find(state, "CS2_029", 1)) == 0
    state = position({"players": [{"hand": ["NEW1_029", "FP1_030"], "mana": 10}, {"hand": ["CS2_029"]}]})
    play(state, "NEW1_029")
    play(state, "FP1_030")
    assert rules.cost_of(state, find(state, "CS2_029", 1)) == 5


def test_cost_marks_last_through_the_marked_players_next_turn() -> None:
    state = position(
        {
            "players": [
                {"hand": ["FP1_030"], "mana": 10, "deck": ["CS2_231"]},
                {"hand": ["CS2_029"], "deck": ["CS2_231"]},
            ]
        }
    )
    play(state, "FP1_030")
    end_turn(state)
    assert rules.cost_of(state, find(state, "CS2_029", 1)) == 9
    end_turn(state)
    assert rules.cost_of(state, find(state, "CS2_029", 1)) == 4


def test_e_198_m5_wisp_with_pint_sized_and_mana_wraith_costs_zero() -> None:
    state = position({"players": [{"board": ["EX1_076", "EX1_616"], "hand": ["CS2_231"]}, {}]})
    assert rules.cost_of(state, find(state, "CS2_231")) == 0
    state = position({"players": [{"board": ["EX1_616", "EX1_076"], "hand": ["CS2_231"]}, {}]})
    assert rules.cost_of(state, find(state, "CS2_231")) == 0


def test_summoning_portal_not_below_one() -> None:
    state = position({"players": [{"board": ["EX1_315"], "hand": ["CS2_231", "CS2_120", "CS2_182"]}, {}]})
    assert [rules.cost_of(state, find(state, c)) for c in ("CS2_231", "CS2_120", "CS2_182")] == [0, 1, 2]


def test_z0_a_full_board_summons_nothing_and_minions_cannot_be_played() -> None:
    state = position({"players": [{"board": ["CS2_231"] * 7, "hand": ["CS2_120"], "hero": "HERO_04"}, {}]})
    verbs = {a.verb for a in state.legal_actions()}
    assert "play" not in verbs and "power" not in verbs


def test_z4_dc4_drawing_with_a_full_hand_burns_the_card() -> None:
    state = position({"players": [{"hand": ["CS2_231"] * 10, "deck": ["CS2_029"]}, {"deck": ["CS2_231"]}]})
    end_turn(state)
    end_turn(state)
    assert len(state.players[0].hand) == 10 and state.players[0].deck == []


def test_e_141_z1_freezing_trap_with_a_full_hand_destroys_the_attacker() -> None:
    state = position(
        {
            "active": 1,
            "players": [
                {"secrets": ["EX1_611"]},
                {"board": ["CS2_182"], "hand": ["CS2_231"] * 10},
            ],
        }
    )
    attack(state, find(state, "CS2_182"), hero(state, 0))
    assert board_cards(state, 1) == [] and len(state.players[1].hand) == 10


def test_e_192_mpr1_blessing_of_wisdom_minion_bounced_by_freezing_trap_draws_nothing() -> None:
    state = position(
        {
            "players": [
                {"board": ["CS2_182"], "hand": ["EX1_363"], "deck": ["CS2_231"]},
                {"secrets": ["EX1_611"]},
            ]
        }
    )
    play(state, "EX1_363", find(state, "CS2_182"))
    attack(state, find(state, "CS2_182"), hero(state, 1))
    assert [state.ents[i].card.id for i in state.players[0].hand] == ["CS2_182"]


def test_e_063_cem_blessing_of_wisdom_draws_for_its_caster() -> None:
    state = position(
        {
            "players": [
                {"hand": ["EX1_363"], "deck": ["CS2_231"]},
                {"board": ["CS2_182"], "deck": ["CS2_120"]},
            ]
        }
    )
    play(state, "EX1_363", find(state, "CS2_182"))
    end_turn(state)
    attack(state, find(state, "CS2_182"), hero(state, 0))
    assert [state.ents[i].card.id for i in state.players[0].hand] == ["CS2_231"]


def test_e_187_dp1_flesheating_ghouls_of_the_dominant_player_trigger_first() -> None:
    # Player 1's Ghoul is older; with the Dominant Player Bug, player 0's (dominant) triggers first.
    state = position(
        {
            "order": [[1, 0], [0, 0]],
            "players": [
                {"board": ["tt_004"], "hand": ["CS2_062"]},
                {"board": ["tt_004", "CS2_231"]},
            ],
        }
    )
    play(state, "CS2_062")
    assert board_cards(state, 0) == [] and board_cards(state, 1) == []


def test_rule_7_deathrattle_summons_at_the_remembered_position() -> None:
    state = position(
        {
            "players": [
                {"hand": ["CS2_025"]},
                {"board": ["CS2_120", {"card": "EX1_556", "damage": 2}, "CS2_182"]},
            ]
        }
    )
    play(state, "CS2_025")
    assert board_cards(state, 1) == ["CS2_120", "skele21", "CS2_182"]


def test_e_041_two_deathrattles_summon_left_to_right_savannah_highmane() -> None:
    state = position({"players": [{"hand": ["CS2_029"]}, {"board": ["CS2_120", "EX1_534", "CS2_182"]}]})
    play(state, "CS2_029", find(state, "EX1_534"))
    assert board_cards(state, 1) == ["CS2_120", "EX1_534t", "EX1_534t", "CS2_182"]


def test_dec_kelthuzad_summons_friendly_minions_that_died_this_turn() -> None:
    state = position({"players": [{"board": ["FP1_013", "CS2_120"], "hand": ["CS2_062"]}, {}]})
    play(state, "CS2_062")
    end_turn(state)
    assert board_cards(state, 0) == ["FP1_013", "CS2_120"]


def test_e_070_a_minion_stolen_after_the_end_of_turn_phase_does_not_trigger_for_the_thief() -> None:
    # Kel'Thuzad stands in for Emperor Thaurissan: both are end-of-turn triggers.
    state = position(
        {"players": [{"board": ["EX1_016"], "hand": ["EX1_316"]}, {"board": ["FP1_013", "CS2_120"]}]}
    )
    play(state, "EX1_316", find(state, "EX1_016"))
    state.rng.force([0])
    end_turn(state)
    assert board_cards(state, 0) == ["FP1_013"]
    assert board_cards(state, 1) == ["CS2_120"]


def test_shadow_madness_returns_the_minion_at_the_end_of_the_turn() -> None:
    state = position({"players": [{"hand": ["EX1_334"]}, {"board": ["CS2_120"]}]})
    croc = find(state, "CS2_120")
    play(state, "EX1_334", croc)
    assert board_cards(state, 0) == ["CS2_120"]
    attack(state, croc, hero(state, 1))
    end_turn(state)
    assert board_cards(state, 1) == ["CS2_120"] and croc.controller == 1


def test_e_065_shadow_madness_imp_master_gives_you_the_imp_then_returns() -> None:
    state = position({"players": [{"hand": ["EX1_334"]}, {"board": [{"card": "EX1_597", "damage": 4}]}]})
    play(state, "EX1_334", find(state, "EX1_597"))
    end_turn(state)
    assert board_cards(state, 0) == ["EX1_598"]
    assert board_cards(state, 1) == []


def test_e_022_rule_5_baron_geddon_healing_totem_survives() -> None:
    state = position({"players": [{"board": ["EX1_249", "NEW1_009"]}, {"deck": ["CS2_231"]}]})
    end_turn(state)
    totem = find(state, "NEW1_009")
    assert totem.zone == 2 and totem.health == 1


def test_e_069_doomsayer_then_demolisher_pending_destroy_still_deals_two() -> None:
    state = position(
        {
            "active": 1,
            "players": [
                {"board": ["NEW1_021", "EX1_102"], "health": 30, "deck": ["CS2_231"]},
                {"health": 30},
            ],
        }
    )
    end_turn(state)
    assert board_cards(state, 0) == [] and hero(state, 1).health == 28


def test_e_066_gruul_saves_itself_from_ragnaros_in_the_same_phase() -> None:
    # Gruul is 8/8 after one end of turn; Ragnaros takes it to 8/0, then Gruul's own trigger in the
    # same End of Turn Phase makes it 9/1 before the Death Creation Step.
    state = position({"players": [{"board": ["EX1_298"]}, {"board": [{"card": "NEW1_038", "buff": [1, 1]}]}]})
    state.rng.force([1])
    end_turn(state)
    gruul = find(state, "NEW1_038")
    assert (gruul.atk, gruul.health) == (9, 1)


def test_hero_powers_of_the_nine_classes() -> None:
    expectations = {
        "HERO_01": lambda s: hero(s, 0).armor == 2,
        "HERO_02": lambda s: len(s.players[0].board) == 1,
        "HERO_03": lambda s: s.ents[s.players[0].weapon].card.id == "CS2_082",
        "HERO_04": lambda s: board_cards(s, 0) == ["CS2_101t"],
        "HERO_05": lambda s: hero(s, 1).health == 28,
        "HERO_06": lambda s: (hero(s, 0).atk, hero(s, 0).armor) == (1, 1),
        "HERO_07": lambda s: hero(s, 0).health == 28 and len(s.players[0].hand) == 1,
        "HERO_08": lambda s: hero(s, 1).health == 29,
        "HERO_09": lambda s: hero(s, 1).health == 22,
    }
    for hero_id, check in expectations.items():
        state = position(
            {
                "players": [
                    {"hero": hero_id, "deck": ["CS2_231"]},
                    {"health": 20 if hero_id == "HERO_09" else 30},
                ]
            }
        )
        target = hero(state, 1) if hero_id in ("HERO_08", "HERO_09") else None
        power(state, target)
        assert check(state), hero_id
        assert "power" not in {a.verb for a in state.legal_actions()}


def test_jaraxxus_replaces_the_hero_with_fifteen_health_blood_fury_and_inferno() -> None:
    state = position({"players": [{"hand": ["EX1_323"], "health": 10, "armor": 5, "hero": "HERO_07"}, {}]})
    play(state, "EX1_323")
    me = hero(state, 0)
    assert (me.card.id, me.health, me.armor) == ("EX1_323h", 15, 0)
    assert state.ents[state.players[0].weapon].card.id == "EX1_323w"
    assert board_cards(state, 0) == []
    assert state.ents[state.players[0].power].card.id == "EX1_tk33"


def test_e_123_majordomo_replaces_a_hero_killed_in_the_same_death_phase() -> None:
    state = position(
        {
            "active": 1,
            "players": [
                {"health": 2, "board": [{"card": "EX1_097", "damage": 3}, {"card": "BRM_027", "damage": 6}]},
                {"hand": ["CS2_025"]},
            ],
        }
    )
    play(state, "CS2_025")
    assert state.outcome() is None
    assert (hero(state, 0).card.id, hero(state, 0).health) == ("BRM_027h", 8)


def test_e_124_majordomo_too_late_when_the_hero_died_at_the_same_dcs() -> None:
    state = position(
        {
            "active": 1,
            "players": [
                {"health": 2, "board": [{"card": "BRM_027", "damage": 5}]},
                {"hand": ["CS2_062"], "health": 30},
            ],
        }
    )
    play(state, "CS2_062")
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == (1,)


def test_e_010_rule_4a_hellfire_leaves_you_at_two_then_zombie_chow_heals_you() -> None:
    # Hellfire takes you 5 -> 2 and kills the enemy Zombie Chow; its Deathrattle heals you for 5.
    state = position({"players": [{"hand": ["CS2_062"], "health": 5}, {"board": ["FP1_001"]}]})
    play(state, "CS2_062")
    assert state.outcome() is None and hero(state, 0).health == 7


def test_e_007_auchenai_gone_at_aura_update_other_so_zombie_chow_heals() -> None:
    state = position(
        {
            "players": [
                {
                    "board": [{"card": "EX1_591", "damage": 1}, {"card": "FP1_001", "damage": 0}],
                    "hand": ["EX1_621"],
                },
                {"health": 20},
            ]
        }
    )
    play(state, "EX1_621")
    assert board_cards(state, 0) == [] and hero(state, 1).health == 25


def test_e_011_malganis_immune_ends_at_aura_update_other_so_abomination_hits_you() -> None:
    state = position(
        {
            "players": [
                {
                    "board": [{"card": "EX1_097", "damage": 1}, {"card": "GVG_021", "damage": 4}],
                    "hand": ["CS2_062"],
                    "health": 30,
                },
                {"health": 30},
            ]
        }
    )
    play(state, "CS2_062")
    assert hero(state, 0).health == 28 and hero(state, 1).health == 25


def test_e_001_dragon_egg_whelp_makes_the_mortally_wounded_juggler_throw() -> None:
    state = position(
        {
            "players": [
                {"hand": ["CS2_032"], "health": 30},
                {"board": ["BRM_022", "NEW1_019"], "health": 30},
            ]
        }
    )
    play(state, "CS2_032")
    assert board_cards(state, 1) == ["BRM_022t"]
    assert hero(state, 0).health == 29


def test_e_107_imp_knife_mortally_wounds_grim_patron_so_no_new_patron() -> None:
    state = position(
        {
            "players": [
                {"board": ["BRM_019"]},
                {"board": ["BRM_006", "NEW1_019"]},
            ]
        }
    )
    state.rng.force([1])
    attack(state, find(state, "BRM_019"), find(state, "BRM_006"))
    assert board_cards(state, 0) == []


def test_hobgoblin_buffs_a_played_one_attack_minion() -> None:
    state = position({"players": [{"board": ["GVG_104"], "hand": ["EX1_008"]}, {}]})
    play(state, "EX1_008")
    assert stats(state, 0)[1] == ("EX1_008", 3, 3)


def test_knife_juggler_throws_after_a_summon() -> None:
    state = position({"players": [{"board": ["NEW1_019"], "hand": ["CS2_231"]}, {"health": 30}]})
    play(state, "CS2_231")
    assert hero(state, 1).health == 29


def test_e_029_rule_6_elven_archer_killed_by_its_target_makes_no_knife() -> None:
    state = position(
        {
            "players": [
                {"board": ["NEW1_019"], "hand": ["CS2_189"], "health": 30},
                {"board": [{"card": "FP1_024", "damage": 2}], "health": 30},
            ]
        }
    )
    play(state, "CS2_189", find(state, "FP1_024"))
    assert board_cards(state, 0) == ["NEW1_019"] and hero(state, 1).health == 30


def test_e_090_illidans_flame_makes_the_new_juggler_throw() -> None:
    state = position({"players": [{"board": ["EX1_614"], "hand": ["NEW1_019"]}, {"health": 30}]})
    play(state, "NEW1_019")
    assert board_cards(state, 0) == ["EX1_614", "VAN_TU4e_002t", "NEW1_019"]
    assert hero(state, 1).health == 29


def test_mulligan_action_notation_round_trips() -> None:
    action = HsAction("mulligan", cards=(5, 7))
    assert str(action) == "mulligan e5+e7" and str(HsAction("mulligan")) == "mulligan -"
