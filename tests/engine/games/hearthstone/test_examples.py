"""More of the rulebook's worked examples (digest §5), each from a literal position."""

from __future__ import annotations

from engine.games.hearthstone import rules
from engine.games.hearthstone.model import STEALTH
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


def test_e_003_rule_3_unstable_ghouls_hit_a_mortally_wounded_acolyte_three_times() -> None:
    state = position(
        {
            "active": 1,
            "players": [
                {"board": ["FP1_024", "FP1_024", "FP1_024"]},
                {"board": [{"card": "EX1_007", "damage": 2}], "hand": ["CS2_032"], "deck": ["CS2_231"] * 5},
            ],
        }
    )
    play(state, "CS2_032")
    assert board_cards(state, 0) == [] and board_cards(state, 1) == []
    assert len(state.players[1].hand) == 3


def test_e_005_rule_1_the_whelp_spawns_at_once_and_later_bombs_may_hit_it() -> None:
    # Candidates in order of play: your hero, enemy hero, Egg, then the Whelp once summoned.
    state = position({"players": [{"hand": ["EX1_082"]}, {"board": ["BRM_022"]}]})
    state.rng.force([2, 3, 0])
    play(state, "EX1_082")
    assert board_cards(state, 1) == ["BRM_022"]
    assert find(state, "BRM_022").health == 1 and hero(state, 0).health == 29


def test_e_006_rule_4a_aura_health_holds_through_the_death_phase_mana_wyrm_ends_x_2() -> None:
    state = position(
        {
            "active": 1,
            "players": [
                {"board": [{"card": "CS2_222", "damage": 5}, {"card": "GVG_076", "damage": 1}, "NEW1_012"]},
                {"hand": ["EX1_275"]},
            ],
        }
    )
    assert find(state, "NEW1_012").max_health == 4
    play(state, "EX1_275", find(state, "CS2_222"))
    wyrm = find(state, "NEW1_012")
    assert board_cards(state, 0) == ["NEW1_012"]
    assert (wyrm.health, wyrm.max_health) == (2, 3)


def test_e_021_rule_5_auchenai_circle_and_two_ghouls_draw_three() -> None:
    state = position(
        {
            "players": [
                {
                    "board": ["EX1_591", {"card": "EX1_007", "buff": [0, 2]}, "FP1_024", "FP1_024"],
                    "hand": ["EX1_621"],
                    "deck": ["CS2_231"] * 5,
                },
                {},
            ]
        }
    )
    play(state, "EX1_621")
    assert len(state.players[0].hand) == 3
    assert "EX1_007" not in board_cards(state, 0)


def test_e_028_rule_6_shadowboxer_kills_the_defender_so_no_combat_and_the_attack_is_kept() -> None:
    state = position(
        {
            "players": [
                {"weapon": "CS2_097", "board": ["GVG_072"], "health": 20, "hero": "HERO_04"},
                {"board": ["EX1_015"]},
            ]
        }
    )
    state.rng.force([1])
    me = hero(state, 0)
    attack(state, me, find(state, "EX1_015"))
    assert board_cards(state, 1) == [] and me.health == 22
    assert [a for a in state.legal_actions() if a.verb == "attack" and a.source == me.id]
    assert state.ents[state.players[0].weapon].health == 2


def test_e_031_rule_6_big_game_hunter_still_destroys_the_ogre_at_six_attack() -> None:
    state = position({"players": [{"hand": ["EX1_005"]}, {"board": ["CS2_200", "EX1_162"]}]})
    assert find(state, "CS2_200").atk == 7
    play(state, "EX1_005", find(state, "CS2_200"))
    assert board_cards(state, 1) == ["EX1_162"]


def test_e_032_rule_6_swipe_still_splashes_after_its_target_died_in_on_play() -> None:
    state = position(
        {
            "players": [
                {"board": ["NEW1_026", "NEW1_019"], "hand": ["CS2_012"], "hero": "HERO_06"},
                {"board": [{"card": "CS2_120", "damage": 2}, "CS2_182"], "health": 30},
            ]
        }
    )
    state.rng.force([1])
    play(state, "CS2_012", find(state, "CS2_120"))
    assert board_cards(state, 1) == ["CS2_182"]
    assert find(state, "CS2_182").health == 4 and hero(state, 1).health == 29


def test_e_032_cone_of_cold_on_a_dead_target_hits_and_freezes_nothing() -> None:
    state = position(
        {
            "players": [
                {"board": ["NEW1_026", "NEW1_019"], "hand": ["EX1_275"]},
                {"board": ["CS2_182", {"card": "CS2_120", "damage": 2}, "CS2_200"]},
            ]
        }
    )
    state.rng.force([2])
    play(state, "EX1_275", find(state, "CS2_120"))
    assert board_cards(state, 1) == ["CS2_182", "CS2_200"]
    assert not find(state, "CS2_182").has(1 << 10) and find(state, "CS2_182").health == 5


def test_e_034_rule_7_duplicate_belcher_and_cultist_in_order_of_play() -> None:
    state = position(
        {
            "active": 1,
            "players": [
                {"secrets": ["FP1_018"], "board": [{"card": "FP1_012", "damage": 2}, "FP1_023"]},
                {"hand": ["CS2_032"]},
            ],
        }
    )
    play(state, "CS2_032")
    hand = [state.ents[i].card.id for i in state.players[0].hand]
    assert hand == ["FP1_012", "FP1_012"]
    assert stats(state, 0) == [("FP1_012t", 1, 5)]


def test_e_036_avenge_queues_for_the_raptor_and_buffs_the_deathlord_crocolisk() -> None:
    # The enemy Deathlord (older, 2/2 left) trades with your Raptor; its Deathrattle puts your deck's
    # Crocolisk into play; then the Raptor's death finds a friendly minion: Avenge buffs the Croc.
    state = position(
        {
            "order": [[1, 0], [0, 0]],
            "players": [
                {"board": ["CS2_172"], "secrets": ["FP1_020"], "deck": ["CS2_120"]},
                {"board": [{"card": "FP1_009", "damage": 6}]},
            ],
        }
    )
    end_turn(state)
    attack(state, find(state, "FP1_009"), find(state, "CS2_172"))
    assert stats(state, 0) == [("CS2_120", 5, 5)]


def test_e_037_ancestral_spirit_on_explosive_sheep_the_blast_first_then_a_fresh_sheep() -> None:
    state = position(
        {
            "players": [
                {
                    "board": ["GVG_076", {"card": "CS2_120", "damage": 1}],
                    "hand": ["CS2_038"],
                    "hero": "HERO_08",
                },
                {},
            ]
        }
    )
    play(state, "CS2_038", find(state, "GVG_076"))
    power(state, find(state, "GVG_076"))
    assert board_cards(state, 0) == ["GVG_076"]


def test_e_040_redemption_revives_cult_master_which_cannot_see_the_raptor_die() -> None:
    state = position(
        {
            "active": 1,
            "players": [
                {"board": ["EX1_595", "CS2_172"], "secrets": ["EX1_136"], "deck": ["CS2_231"]},
                {"hand": ["CS2_032"]},
            ],
        }
    )
    play(state, "CS2_032")
    assert stats(state, 0) == [("EX1_595", 4, 1)]
    assert state.players[0].hand == []


def test_e_042_redemption_always_last_ghoul_deathrattle_then_cult_master_then_redemption() -> None:
    state = position(
        {
            "active": 1,
            "players": [
                {
                    "board": ["FP1_024", {"card": "EX1_595", "damage": 0}],
                    "secrets": ["EX1_136"],
                    "deck": ["CS2_231"],
                },
                {"hand": ["CS2_029"]},
            ],
        }
    )
    play(state, "CS2_029", find(state, "FP1_024"))
    assert len(state.players[0].hand) == 1
    ghoul = find(state, "FP1_024")
    assert (ghoul.atk, ghoul.health) == (1, 1) and find(state, "EX1_595").health == 1


def test_e_049_avenge_does_not_queue_with_no_friendly_minion_left() -> None:
    state = position(
        {
            "active": 1,
            "players": [
                {"board": [{"card": "FP1_012", "damage": 5}], "secrets": ["FP1_020"]},
                {"hand": ["CS2_029"]},
            ],
        }
    )
    play(state, "CS2_029", find(state, "FP1_012"))
    assert stats(state, 0) == [("FP1_012t", 1, 2)]
    assert [state.ents[i].card.id for i in state.players[0].secrets] == ["FP1_020"]


def test_e_056_rule_9_archer_kills_the_enemy_knife_kills_abomination_it_kills_you_draw() -> None:
    state = position(
        {
            "players": [
                {"board": ["NEW1_019"], "hand": ["CS2_189"], "health": 2},
                {"board": [{"card": "EX1_097", "damage": 3}], "health": 1},
            ]
        }
    )
    state.rng.force([0])
    play(state, "CS2_189", hero(state, 1))
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == ()


def test_e_059_harvest_golem_damaged_golem_is_hit_by_a_younger_sheep() -> None:
    state = position(
        {"players": [{"hand": ["CS2_093"]}, {"board": [{"card": "EX1_556", "damage": 1}, "GVG_076"]}]}
    )
    play(state, "CS2_093")
    assert board_cards(state, 1) == []


def test_e_073_kelthuzad_cannot_revive_a_minion_destroyed_by_power_overwhelming() -> None:
    state = position({"players": [{"board": ["FP1_013", "CS2_120"], "hand": ["EX1_316"]}, {}]})
    play(state, "EX1_316", find(state, "CS2_120"))
    end_turn(state)
    assert board_cards(state, 0) == ["FP1_013"]


def test_e_075_violet_apprentice_appears_before_the_spell_text_and_gets_the_buff() -> None:
    state = position({"players": [{"board": ["NEW1_026"], "hand": ["EX1_160"]}, {}]})
    play(state, "EX1_160", option=1)
    assert stats(state, 0) == [("NEW1_026", 4, 6), ("NEW1_026t", 2, 2)]


def test_e_076_blizzard_freezes_the_whelp_summoned_by_the_damaged_egg() -> None:
    state = position({"players": [{"hand": ["CS2_028"]}, {"board": [{"card": "BRM_022", "buff": [0, 2]}]}]})
    play(state, "CS2_028")
    whelp = find(state, "BRM_022t")
    assert whelp.has(1 << 10) and whelp.health == 1


def test_e_081_rule_9_knife_kills_the_enemy_in_on_play_hellfire_kills_you_draw() -> None:
    state = position(
        {
            "players": [
                {"board": ["NEW1_026", "NEW1_019"], "hand": ["CS2_062"], "health": 3},
                {"health": 1},
            ]
        }
    )
    state.rng.force([0])
    play(state, "CS2_062")
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == ()


def test_e_085_dh1_circle_of_healing_heals_everything_before_any_shadowboxer_knife() -> None:
    state = position(
        {
            "players": [
                {
                    "board": [{"card": "GVG_072", "damage": 1}, {"card": "CS2_182", "damage": 3}],
                    "hand": ["EX1_621"],
                },
                {"board": [{"card": "CS2_120", "damage": 2}], "health": 30},
            ]
        }
    )
    state.rng.force([1, 0])
    play(state, "EX1_621")
    assert find(state, "CS2_182").health == 5 and find(state, "GVG_072").health == 3


def test_e_087_the_archer_dies_after_its_battlecry_so_no_after_play_or_after_summon() -> None:
    state = position(
        {
            "players": [
                {
                    "board": [{"card": "NEW1_019", "buff": [0, 2]}],
                    "weapon": "EX1_366",
                    "hand": ["CS2_189"],
                    "health": 30,
                },
                {"board": [{"card": "GVG_076"}], "secrets": ["EX1_609", "EX1_294"], "health": 30},
            ]
        }
    )
    play(state, "CS2_189", find(state, "GVG_076"))
    assert board_cards(state, 0) == ["NEW1_019"] and board_cards(state, 1) == []
    assert hero(state, 1).health == 30 and len(state.players[1].secrets) == 2
    assert state.ents[state.players[0].weapon].health == 5


def test_e_088_hobgoblin_sees_the_squire_before_dire_wolfs_aura_reaches_it() -> None:
    state = position({"players": [{"board": ["GVG_104", "EX1_162"], "hand": ["EX1_008"]}, {}]})
    play(state, "EX1_008", position=2)
    assert stats(state, 0)[2] == ("EX1_008", 4, 3)


def test_e_091_twilight_drake_counts_the_hand_at_resolution() -> None:
    state = position({"players": [{"hand": ["EX1_043"] + ["CS2_231"] * 9}, {}]})
    play(state, "EX1_043")
    assert stats(state, 0) == [("EX1_043", 4, 10)]


def test_e_092_twilight_drake_mortally_wounded_before_its_battlecry_dies() -> None:
    state = position({"players": [{"hand": ["EX1_043", "CS2_231"]}, {"secrets": ["EX1_609"]}]})
    play(state, "EX1_043")
    assert board_cards(state, 0) == []


def test_e_098_explosive_trap_resolves_before_truesilver() -> None:
    state = position(
        {
            "active": 1,
            "players": [
                {"secrets": ["EX1_610"]},
                {"weapon": "CS2_097", "health": 20, "hero": "HERO_04"},
            ],
        }
    )
    attack(state, hero(state, 1), hero(state, 0))
    assert hero(state, 1).health == 20


def test_e_102_truesilver_into_explosive_trap_survives_because_heroes_cannot_die_mid_phase() -> None:
    state = position(
        {
            "active": 1,
            "players": [
                {"secrets": ["EX1_610"], "health": 30},
                {"weapon": "CS2_097", "health": 2, "hero": "HERO_04"},
            ],
        }
    )
    attack(state, hero(state, 1), hero(state, 0))
    assert state.outcome() is None and hero(state, 1).health == 2 and hero(state, 0).health == 26


def test_e_105_explosive_and_freezing_trap_you_lose() -> None:
    state = position(
        {
            "active": 1,
            "players": [
                {"secrets": ["EX1_610", "EX1_611"], "health": 2},
                {"board": ["CS2_131"], "health": 2},
            ],
        }
    )
    attack(state, find(state, "CS2_131"), hero(state, 0))
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == (0,)


def test_e_143_innervate_still_adds_mana_with_ten_crystals_and_ten_overload() -> None:
    state = position(
        {"players": [{"hand": ["EX1_169"], "crystals": 10, "used": 10, "mana": 0, "overload_locked": 10}, {}]}
    )
    play(state, "EX1_169")
    assert state.players[0].mana == 1


def test_e_146_shadowstepped_loatheb_with_two_portals_costs_zero() -> None:
    state = position({"players": [{"board": ["EX1_315", "EX1_315", "FP1_030"], "hand": ["EX1_144"]}, {}]})
    play(state, "EX1_144", find(state, "FP1_030"))
    assert rules.cost_of(state, find(state, "FP1_030")) == 0


def test_e_149_overload_eleven_then_the_coin_twice_gives_one() -> None:
    state = position(
        {
            "players": [
                {
                    "crystals": 9,
                    "mana": 0,
                    "overload_owed": 11,
                    "deck": ["CS2_231"],
                    "hand": ["GAME_005", "GAME_005"],
                },
                {"deck": ["CS2_231"]},
            ]
        }
    )
    end_turn(state)
    end_turn(state)
    assert state.players[0].mana == -1
    play(state, "GAME_005")
    play(state, "GAME_005")
    assert state.players[0].mana == 1


def test_e_154_innervate_with_eleven_overload_shows_zero() -> None:
    state = position(
        {
            "players": [
                {"hand": ["EX1_169"], "crystals": 10, "used": 11, "mana": -1, "overload_locked": 11},
                {},
            ]
        }
    )
    play(state, "EX1_169")
    assert state.observation(0)["players"][0]["mana"]["current"] == 0


def test_e_171_three_kelthuzads_one_dies_four_at_the_end_of_turn() -> None:
    state = position(
        {
            "players": [
                {"board": ["FP1_013", "FP1_013", {"card": "FP1_013", "damage": 7}], "hero": "HERO_08"},
                {},
            ]
        }
    )
    power(state, find(state, "FP1_013", nth=2))
    end_turn(state)
    assert board_cards(state, 0).count("FP1_013") == 4


def test_e_189_dominant_players_redemption_before_the_others_flesheating_ghoul() -> None:
    state = position(
        {
            "active": 1,
            "order": [[1, 0], [0, 0]],
            "players": [
                {"board": [{"card": "CS2_120", "damage": 2}], "secrets": ["EX1_136"]},
                {"board": ["tt_004"], "hero": "HERO_08"},
            ],
        }
    )
    power(state, find(state, "CS2_120"))
    assert stats(state, 0) == [("CS2_120", 2, 1)]
    assert find(state, "tt_004").atk == 4


def test_e_009_rule_4a_suicide_into_zombie_chow_the_heal_comes_too_late() -> None:
    state = position(
        {"players": [{"weapon": "CS2_106", "health": 2, "hero": "HERO_01"}, {"board": ["FP1_001"]}]}
    )
    attack(state, hero(state, 0), find(state, "FP1_001"))
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == (1,)


def test_e_043_cult_master_draw_then_belcher_slime_then_redemption() -> None:
    state = position(
        {
            "active": 1,
            "players": [
                {
                    "board": ["EX1_595", {"card": "FP1_012", "damage": 0}],
                    "secrets": ["EX1_136"],
                    "deck": ["CS2_231"],
                },
                {"hand": ["CS2_029", "CS2_029"]},
            ],
        }
    )
    state.players[1].crystals = 10
    play(state, "CS2_029", find(state, "FP1_012"))
    assert len(state.players[0].hand) == 1
    assert board_cards(state, 0) == ["EX1_595", "FP1_012", "FP1_012t"]
    assert find(state, "FP1_012").health == 1


def test_e_044_abomination_deathrattle_leaves_loot_hoarder_dying_while_redemption_returns_it() -> None:
    state = position(
        {
            "active": 1,
            "players": [
                {
                    "board": ["EX1_096", {"card": "EX1_097", "damage": 3}],
                    "secrets": ["EX1_136"],
                    "deck": ["CS2_231"] * 2,
                },
                {"hand": ["CS2_029"], "health": 30},
            ],
        }
    )
    play(state, "CS2_029", find(state, "EX1_097"))
    assert board_cards(state, 0) == ["EX1_097"]
    assert find(state, "EX1_097").health == 1 and len(state.players[0].hand) == 1


def test_e_045_redemption_fires_on_the_oldest_death_after_its_deathrattle() -> None:
    # Harvest Golem (older) and Haunted Creeper die together: the Golem's Deathrattle, then
    # Redemption returns the Golem, then the Creeper's Spiders.
    state = position(
        {
            "active": 1,
            "players": [
                {"board": [{"card": "EX1_556", "damage": 1}, "FP1_002"], "secrets": ["EX1_136"]},
                {"hand": ["CS2_093"]},
            ],
        }
    )
    play(state, "CS2_093")
    # Both died at position 0 (the Creeper's position counted after the Golem left), and later
    # summons do not shift a remembered position: the Spiders land left of the Golem and its Golem.
    assert board_cards(state, 0) == ["FP1_002t", "FP1_002t", "EX1_556", "skele21"]


def test_e_062_rule_10_kill_command_checks_for_a_beast_at_resolution() -> None:
    state = position(
        {
            "players": [
                {
                    "board": ["NEW1_026", "NEW1_019", {"card": "CS2_120", "damage": 1}],
                    "hand": ["EX1_539"],
                    "hero": "HERO_05",
                },
                {"board": ["GVG_076"], "health": 30},
            ]
        }
    )
    state.rng.force([1])
    play(state, "EX1_539", hero(state, 1))
    assert hero(state, 1).health == 27


def test_e_064_ragnaros_fires_before_shadow_madness_returns_the_minion() -> None:
    state = position(
        {
            "players": [
                {"board": ["EX1_298"], "hand": ["EX1_334"]},
                {"board": ["CS2_120"], "health": 30, "deck": ["CS2_231"]},
            ]
        }
    )
    play(state, "EX1_334", find(state, "CS2_120"))
    state.rng.force([0])
    end_turn(state)
    assert hero(state, 1).health == 22 and board_cards(state, 1) == ["CS2_120"]


def test_e_068_kelthuzad_revives_thaurissan_who_does_not_trigger_that_end_of_turn() -> None:
    state = position(
        {
            "players": [
                {
                    "board": ["FP1_013", {"card": "BRM_028", "damage": 3}],
                    "hand": ["CS2_029"],
                    "hero": "HERO_08",
                },
                {},
            ]
        }
    )
    power(state, find(state, "BRM_028"))
    end_turn(state)
    assert board_cards(state, 0) == ["FP1_013", "BRM_028"]
    assert rules.cost_of(state, find(state, "CS2_029")) == 4


def test_e_072_shadow_madness_on_thaurissan_you_get_the_discount_then_he_returns() -> None:
    state = position(
        {"players": [{"hand": ["EX1_334", "CS2_029"]}, {"board": [{"card": "BRM_028", "buff": [-1, 0]}]}]}
    )
    play(state, "EX1_334", find(state, "BRM_028"))
    end_turn(state)
    assert rules.cost_of(state, find(state, "CS2_029")) == 3 and board_cards(state, 1) == ["BRM_028"]


def test_e_079_flamewaker_missiles_skip_the_crocolisk_that_died_before_after_spell() -> None:
    state = position(
        {"players": [{"board": ["BRM_002"], "hand": ["CS2_024"]}, {"board": ["CS2_120"], "health": 30}]}
    )
    play(state, "CS2_024", find(state, "CS2_120"))
    assert board_cards(state, 1) == [] and hero(state, 1).health == 28


def test_e_080_seven_flamewakers_never_overkill_an_enemy_minion() -> None:
    state = position(
        {
            "players": [
                {"board": ["BRM_002"] * 7, "hand": ["CS2_023"], "deck": ["CS2_231"] * 2},
                {"board": ["CS2_231", "CS2_231"], "health": 30},
            ],
            "seed": 3,
        }
    )
    play(state, "CS2_023")
    assert board_cards(state, 1) == [] and hero(state, 1).health == 30 - 14 + 2


def test_e_109_stolen_defender_still_fights_its_new_owners_hero() -> None:
    state = position(
        {
            "players": [
                {
                    "board": [{"card": "EX1_016", "damage": 4}],
                    "weapon": "CS2_097",
                    "health": 20,
                    "hero": "HERO_04",
                },
                {"board": ["GVG_072"]},
            ]
        }
    )
    state.rng.force([1, 0])
    attack(state, hero(state, 0), find(state, "GVG_072"))
    assert board_cards(state, 0) == [] and board_cards(state, 1) == []
    assert hero(state, 0).health == 20


def test_e_133_enrage_after_humility_gives_four_attack_when_damaged_again() -> None:
    state = position(
        {
            "players": [
                {
                    "board": [{"card": "EX1_393", "damage": 1}],
                    "hand": ["EX1_360"],
                    "hero": "HERO_09",
                    "deck": ["CS2_231"],
                },
                {"hero": "HERO_08", "deck": ["CS2_231"]},
            ]
        }
    )
    amani = find(state, "EX1_393")
    assert amani.atk == 5
    play(state, "EX1_360", amani)
    assert amani.atk == 1  # the Enrage enchantment is older than Humility, which sets 1 over it
    power(state, amani)
    assert amani.atk == 1  # healed: the Enrage enchantment is gone, Humility stays
    end_turn(state)
    power(state, amani)
    assert amani.atk == 4  # damaged again: a new Enrage enchantment, after Humility


def test_e_147_felguard_destroys_a_crystal_and_the_coin_still_adds_one() -> None:
    state = position(
        {
            "players": [
                {"hand": ["EX1_301", "GAME_005"], "crystals": 3, "mana": 3, "deck": ["CS2_231"]},
                {"deck": ["CS2_231"]},
            ]
        }
    )
    play(state, "EX1_301")
    assert (state.players[0].mana, state.players[0].crystals) == (0, 2)
    play(state, "GAME_005")
    assert state.players[0].mana == 1
    end_turn(state)
    end_turn(state)
    assert (state.players[0].mana, state.players[0].crystals) == (3, 3)


def test_e_088_an_older_illidans_flame_updates_auras_first_so_hobgoblin_sees_two_attack() -> None:
    state = position({"players": [{"board": ["EX1_614", "GVG_104", "EX1_162"], "hand": ["EX1_008"]}, {}]})
    play(state, "EX1_008", position=3)
    squire = find(state, "EX1_008")
    assert (squire.atk, squire.health) == (2, 1)


def test_e_084_dh4b_holy_nova_the_imps_knife_lands_in_the_damage_step_and_the_heal_step_heals_it() -> None:
    state = position(
        {
            "players": [
                {"hand": ["CS1_112"], "hero": "HERO_09", "health": 30},
                {"board": ["BRM_006", "NEW1_019"]},
            ]
        }
    )
    play(state, "CS1_112")
    kinds = [(kind, data.get("entity")) for kind, _, data in state.events if kind in ("damage", "heal")]
    assert kinds.index(("damage", hero(state, 0).id)) < kinds.index(("heal", hero(state, 0).id))
    assert hero(state, 0).health == 30 and board_cards(state, 1) == ["BRM_006", "BRM_006t"]


def test_e_060_rule_10_conceal_on_a_stolen_minion_ends_at_its_new_controllers_next_turn() -> None:
    # The enemy (seat 0) casts Conceal; seat 1's Sylvanas, destroyed by the enemy's Fireball, steals
    # the Concealed Yeti, which loses Stealth as seat 1's turn begins, not the caster's.
    state = position(
        {
            "players": [
                {"board": ["CS2_182"], "hand": ["EX1_128", "CS2_029"], "deck": ["CS2_231"] * 3},
                {"board": ["EX1_016"], "deck": ["CS2_231"] * 3},
            ]
        }
    )
    yeti = find(state, "CS2_182")
    play(state, "EX1_128")
    play(state, "CS2_029", find(state, "EX1_016"))
    assert board_cards(state, 1) == ["CS2_182"] and yeti.flags & STEALTH
    end_turn(state)
    assert not yeti.flags & STEALTH


def test_e_053_alarm_o_bot_does_not_trigger_on_a_minion_nat_pagle_draws_first() -> None:
    # Seed 1 makes Nat Pagle draw. Nat (older) draws the Yeti at the start of the turn; the Bot
    # (younger) did not queue, as its queuing condition "you hold a minion" was false when the
    # Start of Turn event happened.
    state = position(
        {
            "seed": 1,
            "players": [
                {"board": ["EX1_557", "EX1_006"], "hand": [], "deck": ["CS2_182", "CS2_231"]},
                {"deck": ["CS2_231"]},
            ],
        }
    )
    end_turn(state)
    end_turn(state)
    assert [state.ents[i].card.id for i in state.players[0].hand] == ["CS2_182", "CS2_231"]
    assert board_cards(state, 0) == ["EX1_557", "EX1_006"]


def test_e_061_nightmare_fires_on_the_casters_start_of_turn_after_a_change_of_control() -> None:
    # Nightmare on your Yeti; the opponent takes the Yeti with Mind Control. The enchantment stays
    # with the caster (CEM): the Yeti is destroyed at the start of the caster's next turn, not at the
    # start of its new controller's turn.
    state = position(
        {
            "players": [
                {"hand": ["DREAM_05"], "board": ["CS2_182"], "deck": ["CS2_231", "CS2_231"]},
                {"hand": ["CS1_113"], "mana": 10, "deck": ["CS2_231", "CS2_231"]},
            ],
        }
    )
    play(state, "DREAM_05", find(state, "CS2_182"))
    end_turn(state)
    play(state, "CS1_113", find(state, "CS2_182"))
    assert stats(state, 1) == [("CS2_182", 9, 10)]
    end_turn(state)
    assert board_cards(state, 1) == []


def test_e_089_bloodsail_raider_copied_by_mirror_entity_stays_3_3_yours_becomes_4_4() -> None:
    # The Battlecry reads Sword of Justice's 1 Attack (3/3); After Play, Mirror Entity copies the
    # 3/3; After Summon, the Sword buffs only your Raider (4/4).
    state = position(
        {
            "players": [
                {"hand": ["NEW1_018"], "weapon": "EX1_366"},
                {"secrets": ["EX1_294"]},
            ],
        }
    )
    play(state, "NEW1_018")
    assert stats(state, 0) == [("NEW1_018", 4, 4)]
    assert stats(state, 1) == [("NEW1_018", 3, 3)]


def test_e_113_tundra_rhino_dies_to_explosive_trap_and_the_beasts_attack_continues() -> None:
    # The Crocolisk entered play this turn and attacks through the Rhino's Charge; Explosive Trap kills
    # the damaged Rhino in the Preparation, yet the attack goes on.
    state = position(
        {
            "players": [
                {"board": [{"card": "DS1_178", "damage": 3}, {"card": "CS2_120", "exhausted": True}]},
                {"secrets": ["EX1_610"]},
            ],
        }
    )
    attack(state, find(state, "CS2_120"), hero(state, 1))
    assert board_cards(state, 0) == ["CS2_120"]
    assert hero(state, 1).health == 28
    assert find(state, "CS2_120").attacks == 1


def test_e_125_alexstrasza_on_the_ragnaros_hero_gives_max_health_15_for_good() -> None:
    state = position(
        {
            "players": [
                {"hero": "BRM_027h", "hand": ["EX1_561"], "deck": ["CS2_231"]},
                {"deck": ["CS2_231"]},
            ],
        }
    )
    ragnaros = hero(state, 0)
    assert (ragnaros.health, ragnaros.max_health) == (8, 8)
    play(state, "EX1_561", ragnaros)
    assert (ragnaros.health, ragnaros.max_health) == (15, 15)
    end_turn(state)
    end_turn(state)
    assert (ragnaros.health, ragnaros.max_health) == (15, 15)


def test_e_194_alarm_o_bot_leaves_with_its_nightmare_and_a_replayed_bot_lives() -> None:
    # Nightmare on the Alarm-o-Bot; at your next Start of Turn the Bot (older) swaps first and goes to
    # hand, so the Nightmare trigger has left play with it and does nothing. The Bot played again is a
    # new minion: nothing destroys it.
    state = position(
        {
            "players": [
                {"board": ["EX1_006"], "hand": ["DREAM_05", "CS2_182"], "deck": ["CS2_029", "CS2_029"]},
                {"deck": ["CS2_231", "CS2_231"]},
            ],
        }
    )
    play(state, "DREAM_05", find(state, "EX1_006"))
    assert stats(state, 0) == [("EX1_006", 5, 8)]
    end_turn(state)
    end_turn(state)
    assert stats(state, 0) == [("CS2_182", 4, 5)]
    play(state, "EX1_006")
    end_turn(state)
    end_turn(state)
    assert board_cards(state, 0) == ["CS2_182", "EX1_006"]


def test_e_199_void_terror_between_two_huge_minions_keeps_its_health() -> None:
    # Each neighbour has 2^30 Health: the +2^31 Health of the enchantment wraps to a negative tag value,
    # stored as 0, so the Void Terror stays at 3 Health (and gains the neighbours' 2 Attack).
    huge = {"card": "CS2_231", "buff": [0, 2**30 - 1]}
    state = position({"players": [{"board": [huge, dict(huge)], "hand": ["EX1_304"]}, {}]})
    play(state, "EX1_304", position=1)
    assert stats(state, 0) == [("EX1_304", 5, 3)]


def test_e_082_cleave_whose_second_minion_has_gone_hits_the_remaining_one() -> None:
    # Seed 0 makes the knife hit the Wisp. Cleave's On Play: Violet Teacher summons an Apprentice, Knife
    # Juggler's knife kills the Wisp, which leaves play at the end of the On Play Phase; the Spell Text
    # Phase then finds one enemy minion and hits it.
    state = position(
        {
            "seed": 0,
            "players": [
                {"board": ["NEW1_026", "NEW1_019"], "hand": ["CS2_114"], "hero": "HERO_01"},
                {"board": ["CS2_231", "CS2_182"]},
            ],
        }
    )
    play(state, "CS2_114")
    assert board_cards(state, 0) == ["NEW1_026", "NEW1_026t", "NEW1_019"]
    assert hero(state, 1).health == 30
    assert stats(state, 1) == [("CS2_182", 4, 3)]
