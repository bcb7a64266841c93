"""Rules 1-10 with the rulebook's own examples: deaths wait for the outermost Phase, Death Phases chain."""

from __future__ import annotations

from tests.engine.games.hearthstone.helpers import board_cards, find, hero, play, position, stats


def test_e_020_rule_5_beneficial_deathrattle_counts_mortally_wounded_yeti() -> None:
    # Flamestrike (4) leaves the Yeti 4/1; the Sheep takes it to 4/-1; Dark Cultist's +3 Health
    # still finds it (beneficial effects include MW), so it survives as 4/2.
    state = position(
        {
            "players": [
                {"hand": ["CS2_032"]},
                {"board": ["GVG_076", "FP1_023", "CS2_182"]},
            ]
        }
    )
    play(state, "CS2_032")
    assert stats(state, 1) == [("CS2_182", 4, 2)]


def test_e_008_rule_4a_cult_master_dies_with_the_raptor_and_draws_nothing() -> None:
    state = position(
        {
            "players": [
                {"hand": ["CS2_032"]},
                {"board": ["EX1_595", "CS2_172"], "deck": ["CS2_231", "CS2_231"]},
            ]
        }
    )
    play(state, "CS2_032")
    assert board_cards(state, 1) == []
    assert len(state.players[1].hand) == 0


def test_e_086_dh1_mortally_wounded_armorsmiths_trigger_on_every_damage_event() -> None:
    state = position(
        {
            "players": [
                {"hand": ["CS2_032"]},
                {"board": ["EX1_402", "EX1_402"]},
            ]
        }
    )
    play(state, "CS2_032")
    assert hero(state, 1).armor == 4
    assert board_cards(state, 1) == []


def test_e_039_rule_7_cult_master_draws_for_the_sheep_that_mortally_wounded_it() -> None:
    state = position(
        {
            "players": [
                {"hero": "HERO_08"},
                {"board": ["GVG_076", {"card": "EX1_595", "damage": 0}], "deck": ["CS2_231", "CS2_231"]},
            ]
        }
    )
    from tests.engine.games.hearthstone.helpers import power

    power(state, find(state, "GVG_076"))
    assert len(state.players[1].hand) == 1
    assert board_cards(state, 1) == []


def test_e_046_rule_8_second_death_phase_resolves_the_abomination() -> None:
    # Consecration (2) kills the Sheep; its Deathrattle mortally wounds the damaged Abomination,
    # which dies in Death Phase 2 and hits every character for 2.
    state = position(
        {
            "players": [
                {"hand": ["CS2_093"], "health": 30},
                {"board": ["GVG_076", {"card": "EX1_097", "damage": 1}], "health": 30},
            ]
        }
    )
    play(state, "CS2_093")
    assert board_cards(state, 1) == []
    assert hero(state, 0).health == 28
    assert hero(state, 1).health == 26


def test_e_017_rule_5_knife_jugglers_never_knife_an_enemy_below_zero() -> None:
    state = position(
        {
            "players": [
                {"board": ["NEW1_019", "NEW1_019"], "hand": ["EX1_538"]},
                {"board": ["CS2_231", "CS2_231", "CS2_231"], "health": 30},
            ],
            "seed": 4,
        }
    )
    play(state, "EX1_538")
    assert all(state.ents[i].health > 0 for i in state.players[1].board) or not state.players[1].board
    knives = 6
    wisps_killed = 3 - len(state.players[1].board)
    assert (30 - hero(state, 1).health) + wisps_killed == knives


def test_e_004_rule_3_mad_bomber_kills_cult_master_and_novice_together_no_draw() -> None:
    # Bombs pick among [your hero, enemy hero, Cult Master, Novice] in order of play; a mortally
    # wounded minion is no longer a candidate (Rule 5): 2 -> Cult Master, 2 -> Novice, 0 -> your hero.
    state = position(
        {
            "players": [
                {"hand": ["EX1_082"]},
                {"board": [{"card": "EX1_595", "damage": 1}, "EX1_015"], "deck": ["CS2_231"]},
            ]
        }
    )
    state.rng.force([2, 2, 0])
    play(state, "EX1_082")
    assert board_cards(state, 1) == []
    assert len(state.players[1].hand) == 0
    assert hero(state, 0).health == 29


def test_rule_9_both_heroes_dying_in_one_death_creation_step_is_a_draw() -> None:
    state = position(
        {
            "players": [
                {"hand": ["CS2_062"], "health": 3},
                {"health": 3},
            ]
        }
    )
    play(state, "CS2_062")
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == ()


def test_forced_death_phase_reincarnate_runs_the_deathrattle_then_returns_the_minion() -> None:
    state = position(
        {"players": [{"hand": ["FP1_025"]}, {"board": ["CS2_120", {"card": "EX1_556", "damage": 2}]}]}
    )
    play(state, "FP1_025", find(state, "EX1_556"))
    assert board_cards(state, 1) == ["CS2_120", "EX1_556", "skele21"]
    assert find(state, "EX1_556").health == 3


def test_e_176_forced_death_phase_has_no_follow_up_death_phase_the_creeper_waits() -> None:
    # Reincarnate the Sheep: its Deathrattle mortally wounds the Creeper inside the Forced Death Phase;
    # the Creeper stays (mortally wounded) while the Sheep returns, and dies after the Spell Text Phase.
    state = position({"players": [{"hand": ["FP1_025"]}, {"board": ["FP1_002", "GVG_076"]}]})
    play(state, "FP1_025", find(state, "GVG_076"))
    assert board_cards(state, 1) == ["FP1_002t", "FP1_002t", "GVG_076"]
    kinds = [kind for kind, _, data in state.events if kind in ("summon", "died")]
    assert kinds == ["died", "summon", "died", "summon", "summon"]
