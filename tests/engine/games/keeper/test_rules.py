"""The rulebook's rules, one test each, named after the rulebook section (Keeper has no rule numbers)
and the digest's rules decisions (K-nn, docs/rules-decisions.md)."""

from __future__ import annotations

from engine.games.keeper.endgame import winners
from engine.games.keeper.game import KeeperGame
from engine.games.keeper.state import KeeperState
from tests.engine.games.keeper.helpers import NO_USER_CARDS, act, game, legal, position, u

FILL = ["reef_crab"] * 6
"""Deck filler: plain cards to draw."""


def test_setup_35_hp_five_cards_and_first_player_roll() -> None:
    s = game().new_initial_state(4, {"decks": ["embers", "tides", "grove"]})
    assert [p.hp for p in s.players] == [35, 35, 35]
    assert [len(p.hand) for p in s.players] == [5, 5, 5]
    assert s.pending is not None and s.pending["kind"] == "mulligan" and s.pending["p"] == s.first


def test_setup_mulligan_buries_then_draws_as_many_once() -> None:
    s = game().new_initial_state(2, {"decks": ["embers", "tides"]})
    p = s.first
    first_card = s.players[p].hand[0]
    deck_before = len(s.players[p].deck)
    act(s, f"choose {first_card}", "choose done")
    assert s.players[p].deck[-1] == first_card
    assert len(s.players[p].hand) == 5 and len(s.players[p].deck) == deck_before
    assert s.pending is not None and s.pending["p"] != p


def test_turn_order_first_player_skips_only_the_first_draw() -> None:
    s = game().new_initial_state(2, {"decks": ["embers", "tides"]})
    act(s, "choose keep", "choose keep")
    assert s.turn == 1 and s.tp == s.first and len(s.players[s.first].hand) == 5
    act(s, "pass")
    while s.tp == s.first:
        act(s, "pass")
    assert len(s.players[s.tp].hand) == 6


def test_resource_phase_sows_one_card_unexhausted_and_face_down() -> None:
    s = position([{"hand": ["ember_imp", "fireball"], "deck": FILL}, {"deck": FILL}], phase="resource")
    imp, ball = u(s, "ember_imp"), u(s, "fireball")
    assert legal(s) == sorted(["pass", f"sow {imp}", f"sow {ball}"])
    act(s, f"sow {ball}")
    assert s.players[0].granary == [ball] and s.players[0].spent == [] and s.phase == "action"
    assert f"sow {imp}" not in legal(s)
    assert s.observation(1)["players"][0]["granary"] == {"count": 1, "exhausted": 0}


def test_resource_cost_exhausts_as_many_resources_as_the_level() -> None:
    s = position(
        [{"hand": ["ash_brute", "ember_imp"], "granary": ["reef_crab"] * 5, "deck": FILL}, {"deck": FILL}]
    )
    act(s, f"summon {u(s, 'ash_brute')}")
    assert len(s.players[0].spent) == 4
    m = s.minions[u(s, "ash_brute")]
    assert m.exhausted and (m.sp, m.hp) == (3, 2)


def test_resource_cost_too_high_cannot_be_paid() -> None:
    s = position([{"hand": ["ash_brute"], "granary": ["reef_crab"] * 3, "deck": FILL}, {"deck": FILL}])
    assert f"summon {u(s, 'ash_brute')}" not in legal(s)


def test_recovery_phase_unexhausts_and_resets_every_minion_of_every_player() -> None:
    s = position(
        [
            {"field": [{"card": "blaze_warden", "exhausted": True, "hp": 1, "sp": 5}], "deck": FILL},
            {
                "field": [{"card": "thorn_guard", "exhausted": True, "hp": 2}],
                "granary": [{"card": "sapling", "exhausted": True}],
                "deck": FILL,
            },
        ],
        phase="recovery",
    )
    act(s, "pass")
    warden, guard = s.minions[u(s, "blaze_warden")], s.minions[u(s, "thorn_guard")]
    assert (warden.exhausted, warden.sp, warden.hp) == (False, 2, 6)
    assert (guard.exhausted, guard.hp) == (False, 6)
    assert s.players[1].spent == [] and s.tp == 1


def test_fatigue_skips_the_recovery_until_the_controllers_next_recovery() -> None:
    s = position(
        [
            {"deck": FILL},
            {"field": [{"card": "bone_knight", "exhausted": True, "hp": 1, "fatigue": 1}], "deck": FILL},
        ],
        phase="recovery",
        turn=1,
    )
    knight = s.minions[u(s, "bone_knight")]
    act(s, "pass")
    assert s.tp == 1 and knight.exhausted and knight.hp == 1
    while s.tp == 1:
        act(s, "pass")
    assert s.tp == 0 and knight.fatigue == -1 and not knight.exhausted and knight.hp == 4


def test_minions_piercing_damage_goes_to_the_controller() -> None:
    s = position(
        [
            {"hand": ["fireball"], "granary": ["reef_crab"] * 2, "deck": FILL},
            {"field": ["cinder_hound"], "deck": FILL},
        ]
    )
    hound = u(s, "cinder_hound")
    act(s, f"cast {u(s, 'fireball')}")
    assert hound not in s.minions and s.players[1].grave == [hound]
    assert s.players[1].hp == 33


def test_minions_zero_hp_minion_is_destroyed_by_any_damage_and_pierces_in_full() -> None:
    s = position(
        [
            {"hand": ["fireball"], "granary": ["reef_crab"] * 2, "deck": FILL},
            {"field": ["wraith"], "deck": FILL},
        ]
    )
    act(s, f"cast {u(s, 'fireball')}")
    assert s.players[1].hp == 31


def test_spells_go_to_the_owners_grave_after_resolving() -> None:
    s = position([{"hand": ["searing_wound"], "granary": ["reef_crab"] * 2, "deck": FILL}, {"deck": FILL}])
    s.rng.force([3, 4])
    act(s, f"cast {u(s, 'searing_wound')}")
    assert s.players[1].hp == 28 and s.players[0].grave == [u(s, "searing_wound")]


def test_abilities_standard_condition_only_in_own_action_phase_as_link_one() -> None:
    s = position([{"field": ["mist_oracle"], "deck": FILL}, {"field": ["mist_oracle"], "deck": FILL}])
    assert f"use {u(s, 'mist_oracle')} 0" in legal(s)
    assert not any(a.startswith(f"use {u(s, 'mist_oracle', 1)}") for a in legal(s))
    s2 = position([{"field": ["mist_oracle"], "deck": FILL}, {"deck": FILL}], phase="battle")
    assert not any(a.startswith("use") for a in legal(s2))


def test_abilities_minion_ability_exhausts_the_minion() -> None:
    s = position(
        [
            {"field": ["mist_oracle"], "hand": ["ember_imp"], "granary": ["reef_crab"], "deck": FILL},
            {"deck": FILL},
        ]
    )
    act(s, f"use {u(s, 'mist_oracle')} 0")
    assert s.minions[u(s, "mist_oracle")].exhausted and len(s.players[0].hand) == 2


def test_abilities_activation_cost_pay_hp_is_paid_at_activation() -> None:
    s = position(
        [
            {"hand": ["soul_harvest"], "granary": ["reef_crab"] * 2, "deck": FILL, "hp": 10},
            {"field": ["bone_knight"], "deck": FILL},
        ]
    )
    act(s, f"cast {u(s, 'soul_harvest')}")
    assert s.players[0].hp == 7 and u(s, "bone_knight") not in s.minions


def test_abilities_unpayable_cost_is_not_offered() -> None:
    s = position(
        [
            {"hand": ["soul_harvest"], "granary": ["reef_crab"] * 2, "deck": FILL, "hp": 2},
            {"field": ["bone_knight"], "deck": FILL},
        ]
    )
    assert f"cast {u(s, 'soul_harvest')}" not in legal(s)


def test_chains_responses_clockwise_and_resolution_in_reverse() -> None:
    s = position(
        [
            {"hand": ["fireball"], "granary": ["reef_crab"] * 2, "deck": FILL},
            {"field": ["kelp_lurker"], "deck": FILL},
            {"hand": ["counterspell"], "granary": ["reef_crab"] * 4, "deck": FILL},
        ]
    )
    ball, counter = u(s, "fireball"), u(s, "counterspell")
    act(s, f"cast {ball}")
    assert s.current_player() == 2 and f"cast {counter}" in legal(s)
    act(s, f"cast {counter}")
    assert s.players[1].hp == 35 and u(s, "kelp_lurker") in s.minions
    assert s.players[0].grave == [ball] and s.players[2].grave == [counter]


def test_chains_standard_condition_can_never_respond() -> None:
    s = position(
        [
            {"hand": ["fireball"], "granary": ["reef_crab"] * 2, "deck": FILL},
            {"hand": ["riptide"], "granary": ["reef_crab"] * 2, "field": ["kelp_lurker"], "deck": FILL},
        ]
    )
    act(s, f"cast {u(s, 'fireball')}")
    assert s.chain == [] and u(s, "kelp_lurker") not in s.minions and u(s, "riptide") in s.players[1].hand


def test_battles_attack_formation_and_leftover_dice_to_the_victim() -> None:
    s = position([{"field": ["ash_brute"], "deck": FILL}, {"deck": FILL}], phase="battle")
    brute = u(s, "ash_brute")
    assert legal(s) == [f"attack {brute}", "pass"]
    s.rng.force([6, 2, 5])
    events = act(s, f"attack {brute}")
    assert any(e.kind == "enlist" for e in events)
    assert s.players[1].hp == 35 - 13


def test_battles_victim_declared_once_per_battle_phase() -> None:
    s = position(
        [
            {"field": ["cinder_hound", "cinder_hound"], "deck": FILL},
            {"deck": FILL},
            {"field": ["reef_crab"], "deck": FILL},
        ],
        phase="battle",
    )
    act(s, f"attack {u(s, 'cinder_hound')}", "victim p2")
    assert s.battle is None and "p2" in s.declared
    act(s, f"attack {u(s, 'cinder_hound', 1)}")
    assert "victim p2" not in legal(s) and "victim p3" in legal(s)


def test_battles_defense_formation_order_takes_dice_die_by_die_with_piercing() -> None:
    s = position(
        [{"field": ["ash_brute"], "deck": FILL}, {"field": ["sapling", "reef_crab"], "deck": FILL}],
        phase="battle",
    )
    sapling, crab = u(s, "sapling"), u(s, "reef_crab", 12)
    act(s, f"attack {u(s, 'ash_brute')}", "victim p2")
    s.rng.force([6, 1, 2])
    act(s, f"defend {sapling}", f"defend {crab}", f"first {sapling}")
    assert legal(s) == ["die 1", "die 2", "die 6"]
    act(s, "die 6")
    assert sapling not in s.minions and s.players[1].hp == 31
    events = act(s, "die 1")
    assert [e.data["amount"] for e in events if e.kind == "damage" and e.data["card"] == crab] == [1, 2]
    assert s.players[1].hp == 31 and s.battle is None


def test_battles_defenders_roll_against_the_attacking_team_and_pierce_the_attacker() -> None:
    s = position(
        [{"field": ["cinder_hound"], "deck": FILL}, {"field": ["ash_brute"], "deck": FILL}], phase="battle"
    )
    act(s, f"attack {u(s, 'cinder_hound')}", "victim p2")
    s.rng.force([1, 1, 6, 6, 6])
    act(s, f"defend {u(s, 'ash_brute')}")
    assert u(s, "cinder_hound") not in s.minions and u(s, "ash_brute") not in s.minions
    assert s.players[0].hp == 31 and s.players[1].hp == 35


def test_battles_leftover_on_a_fallen_victim_minion_goes_to_its_controller() -> None:
    s = position(
        [{"field": ["ash_brute"], "deck": FILL}, {"field": ["wraith"], "deck": FILL}], phase="battle"
    )
    wraith = u(s, "wraith")
    act(s, f"attack {u(s, 'ash_brute')}", f"victim {wraith}")
    s.rng.force([3, 3, 3, 1, 1])
    act(s, f"defend {wraith}")
    assert wraith not in s.minions
    assert s.players[1].hp == 35 - 3 - 6


def test_endgame_all_but_one_at_zero_hp_ends_the_game() -> None:
    s = position([{"field": ["ash_brute"], "deck": FILL}, {"deck": FILL, "hp": 4}], phase="battle")
    s.rng.force([6, 6, 6])
    act(s, f"attack {u(s, 'ash_brute')}")
    outcome = s.outcome()
    assert outcome is not None and outcome.winners == (0,) and s.players[1].hp == 0


def test_endgame_zombie_players_keep_playing_with_three_players() -> None:
    s = position(
        [{"field": ["ash_brute"], "deck": FILL}, {"deck": FILL, "hp": 4}, {"deck": FILL}], phase="battle"
    )
    s.rng.force([6, 6, 6])
    act(s, f"attack {u(s, 'ash_brute')}", "victim p2")
    assert s.players[1].hp == 0 and not s.is_terminal()


def test_endgame_drawing_from_an_empty_deck_ends_the_game() -> None:
    s = position([{"deck": FILL}, {"deck": []}], phase="recovery")
    act(s, "pass")
    assert s.is_terminal()
    assert s.outcome() is not None and s.outcome().winners == (0,)  # type: ignore[union-attr]


def test_endgame_tie_breaks_hp_then_levels_then_deck_size() -> None:
    s = position(
        [{"hp": 0, "field": ["pyre_giant"], "deck": FILL}, {"hp": 0, "field": ["ash_brute"], "deck": FILL}]
    )
    assert winners(s) == [0]
    s = position([{"hp": 0, "deck": FILL}, {"hp": 0, "deck": FILL[:3]}])
    assert winners(s) == [0]
    s = position([{"hp": 0, "deck": FILL}, {"hp": 0, "deck": FILL}])
    assert winners(s) == [0, 1]
    s = position([{"hp": 5, "deck": []}, {"hp": 1, "deck": FILL}])
    s.players[0].decked = True
    assert winners(s) == [1]


def _agreeing(players: list[dict[str, object]]) -> KeeperState:
    g = KeeperGame({"agreement": True}, user_dir=NO_USER_CARDS)
    return g.state_from_dict({"players": players})


def test_endgame_all_players_agree_to_end_the_game() -> None:
    assert "propose" not in legal(
        position([{"hand": ["ember_imp"], "granary": ["sapling"], "deck": FILL}, {}])
    )
    s = _agreeing(
        [
            {"hand": ["ember_imp"], "granary": ["sapling"], "deck": FILL, "hp": 30},
            {"deck": FILL, "hp": 20},
            {"deck": FILL, "hp": 10},
        ]
    )
    act(s, "propose")
    assert s.pending is not None and s.pending["p"] == 1
    act(s, "choose agree", "choose agree")
    outcome = s.outcome()
    assert outcome is not None and outcome.winners == (0,) and "agreed" in outcome.reason


def test_endgame_one_refusal_keeps_the_game_going_and_one_proposal_per_turn() -> None:
    s = _agreeing([{"hand": ["ember_imp"], "granary": ["sapling"], "deck": FILL}, {"deck": FILL}])
    act(s, "propose", "choose refuse")
    assert not s.is_terminal() and "propose" not in legal(s)


def test_battles_dice_are_shown_die_by_die_for_the_dice_tray() -> None:
    s = position(
        [{"field": ["ash_brute"], "deck": FILL}, {"field": ["thorn_guard"], "deck": FILL}], phase="battle"
    )
    act(s, f"attack {u(s, 'ash_brute')}", "victim p2")
    s.rng.force([5, 2, 4, 3])
    events = act(s, f"defend {u(s, 'thorn_guard')}")
    rolls = [e.data for e in events if e.kind == "dice_rolled"]
    assert [(r["player"], r["faces"], r["why"]) for r in rolls] == [
        (0, [5, 2, 4], "attack"),
        (1, [3], "defense"),
    ]
    events += act(s, "die 5", "die 4")
    assert [e.data["die"] for e in events if e.kind == "die_used"] == [5, 4, 3]
