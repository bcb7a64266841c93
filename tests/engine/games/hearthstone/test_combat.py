"""Combat (§2.6), Secrets (§2.8) and the keywords outside the rulebook, from literal positions."""

from __future__ import annotations

import pytest

from engine.core import IllegalActionError
from engine.games.hearthstone import auras, rules
from engine.games.hearthstone.model import IMMUNE, STEALTH, Enchant, Entity
from engine.games.hearthstone.state import HearthstoneState, HsAction
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


def _attacks(state: HearthstoneState, attacker: Entity) -> list[int]:
    return [a.target for a in state.legal_actions() if a.verb == "attack" and a.source == attacker.id]


def test_combat_damage_both_ways_and_the_attacker_is_used() -> None:
    state = position({"players": [{"board": ["CS2_182"]}, {"board": ["CS2_120"]}]})
    yeti, croc = find(state, "CS2_182"), find(state, "CS2_120")
    attack(state, yeti, croc)
    assert board_cards(state, 1) == [] and yeti.health == 3
    assert _attacks(state, yeti) == []


def test_taunt_must_be_attacked_first_unless_stealthed() -> None:
    state = position({"players": [{"board": ["CS2_182"]}, {"board": ["CS2_120", "EX1_097"]}]})
    yeti = find(state, "CS2_182")
    assert _attacks(state, yeti) == [find(state, "EX1_097").id]
    state = position(
        {
            "players": [
                {"board": ["CS2_182"]},
                {"board": ["CS2_120", {"card": "EX1_097", "keywords": ["stealth"]}]},
            ]
        }
    )
    assert set(_attacks(state, find(state, "CS2_182"))) == {hero(state, 1).id, find(state, "CS2_120").id}


def test_summoning_sickness_and_charge() -> None:
    state = position({"players": [{"hand": ["CS2_131", "CS2_182"], "mana": 10}, {}]})
    play(state, "CS2_131")
    play(state, "CS2_182")
    assert _attacks(state, find(state, "CS2_131")) == [hero(state, 1).id]
    assert _attacks(state, find(state, "CS2_182")) == []


def test_windfury_attacks_twice() -> None:
    state = position({"players": [{"board": ["EX1_243"]}, {"health": 30}]})
    devil = find(state, "EX1_243")
    attack(state, devil, hero(state, 1))
    attack(state, devil, hero(state, 1))
    assert hero(state, 1).health == 24 and _attacks(state, devil) == []


def test_divine_shield_absorbs_one_damage_event_and_runs_no_damage_triggers() -> None:
    state = position({"players": [{"hero": "HERO_08"}, {"board": ["EX1_008", "EX1_402"]}]})
    squire = find(state, "EX1_008")
    power(state, squire)
    assert squire.health == 1 and not squire.has(2) and hero(state, 1).armor == 0


def test_stealth_is_lost_on_attacking_and_blocks_enemy_targets() -> None:
    state = position(
        {
            "players": [
                {"board": [{"card": "CS2_182", "keywords": ["stealth"]}], "hero": "HERO_08"},
                {"board": [{"card": "CS2_120", "keywords": ["stealth"]}]},
            ]
        }
    )
    croc = find(state, "CS2_120")
    assert croc.id not in [a.target for a in state.legal_actions() if a.verb == "power"]
    yeti = find(state, "CS2_182")
    attack(state, yeti, hero(state, 1))
    assert not yeti.has(4)


def test_freeze_stops_attacks_and_thaws_at_the_end_of_its_controllers_turn() -> None:
    state = position({"players": [{"hand": ["CS2_024"]}, {"board": ["CS2_182"]}]})
    yeti = find(state, "CS2_182")
    play(state, "CS2_024", yeti)
    end_turn(state)
    assert _attacks(state, yeti) == []
    end_turn(state)
    assert not yeti.has(1 << 10)


def test_poisonous_destroys_the_damaged_minion() -> None:
    state = position({"players": [{"board": ["EX1_170"]}, {"board": ["CS2_200"]}]})
    attack(state, find(state, "EX1_170"), find(state, "CS2_200"))
    assert board_cards(state, 1) == []


def test_weapon_gives_hero_attack_and_loses_durability() -> None:
    state = position({"players": [{"hand": ["CS2_106"], "hero": "HERO_01"}, {"health": 30}]})
    play(state, "CS2_106")
    me = hero(state, 0)
    attack(state, me, hero(state, 1))
    axe = state.ents[state.players[0].weapon]
    assert hero(state, 1).health == 27 and axe.health == 1


def test_e_027_rule_6_novice_dies_to_explosive_trap_so_there_is_no_combat() -> None:
    state = position(
        {
            "active": 1,
            "players": [
                {"secrets": ["EX1_610"], "health": 30},
                {"board": ["EX1_015"]},
            ],
        }
    )
    novice = find(state, "EX1_015")
    attack(state, novice, hero(state, 0))
    assert hero(state, 0).health == 30 and board_cards(state, 1) == []
    assert hero(state, 1).health == 28 and state.players[0].secrets == []


def test_e_103_rule_9_check_after_preparation_you_lose_not_draw() -> None:
    state = position(
        {
            "active": 1,
            "players": [
                {"secrets": ["EX1_610"], "health": 2},
                {"board": ["CS2_131"], "health": 2},
            ],
        }
    )
    attack(state, find(state, "CS2_131"), hero(state, 0))
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == (0,)


def test_e_018_rule_5_freezing_trap_aborts_on_a_mortally_wounded_attacker() -> None:
    state = position(
        {
            "active": 1,
            "players": [
                {"secrets": ["EX1_610", "EX1_611"], "health": 30},
                {"board": ["EX1_015"]},
            ],
        }
    )
    attack(state, find(state, "EX1_015"), hero(state, 0))
    assert [state.ents[i].card.id for i in state.players[0].secrets] == ["EX1_611"]
    assert state.players[1].hand == []


def test_freezing_trap_returns_the_attacker_costing_two_more() -> None:
    state = position({"active": 1, "players": [{"secrets": ["EX1_611"]}, {"board": ["CS2_182"]}]})
    attack(state, find(state, "CS2_182"), hero(state, 0))
    yeti = state.ents[state.players[1].hand[0]]
    assert rules.cost_of(state, yeti) == 6


def test_noble_sacrifice_defender_becomes_the_target() -> None:
    state = position(
        {"active": 1, "players": [{"secrets": ["EX1_130"], "health": 30}, {"board": ["CS2_182"]}]}
    )
    attack(state, find(state, "CS2_182"), hero(state, 0))
    assert hero(state, 0).health == 30 and board_cards(state, 0) == []
    assert find(state, "CS2_182").health == 3


def test_misdirection_sends_the_attack_to_another_character() -> None:
    state = position(
        {
            "active": 1,
            "players": [
                {"secrets": ["EX1_533"], "health": 30, "board": ["CS2_200"]},
                {"board": ["CS2_182"], "health": 30},
            ],
        }
    )
    state.rng.force([1])
    attack(state, find(state, "CS2_182"), hero(state, 0))
    assert hero(state, 0).health == 30
    assert hero(state, 1).health + find(state, "CS2_200").health == 30 + 7 - 4


def test_vaporize_destroys_a_minion_attacking_the_hero() -> None:
    state = position(
        {"active": 1, "players": [{"secrets": ["EX1_594"], "health": 30}, {"board": ["CS2_182"]}]}
    )
    attack(state, find(state, "CS2_182"), hero(state, 0))
    assert hero(state, 0).health == 30 and board_cards(state, 1) == []


def test_ice_barrier_gives_armor_before_the_hit() -> None:
    state = position(
        {"active": 1, "players": [{"secrets": ["EX1_289"], "health": 30}, {"board": ["CS2_182"]}]}
    )
    attack(state, find(state, "CS2_182"), hero(state, 0))
    assert (hero(state, 0).health, hero(state, 0).armor) == (30, 4)


def test_ice_block_prevents_fatal_damage_and_makes_the_hero_immune_this_turn() -> None:
    state = position({"active": 1, "players": [{"secrets": ["EX1_295"], "health": 3}, {"hand": ["CS2_029"]}]})
    play(state, "CS2_029", hero(state, 0))
    assert hero(state, 0).health == 3 and hero(state, 0).has(IMMUNE)
    end_turn(state)
    assert not hero(state, 0).has(IMMUNE)


def _ice_blocked(state: HearthstoneState, player: int) -> Enchant:
    """The enchantment Ice Block leaves on a hero (damage.py): Immune, until the end of the turn."""
    en = Enchant(rules.new_ts(state), "EX1_295", player, flags=IMMUNE, until="turn_end")
    auras.attach(state, hero(state, player), en)
    return en


def test_e2_longbow_ends_only_its_own_immune_and_ice_blocks_lasts_the_turn() -> None:
    # The hero is Immune from Ice Block this turn, then attacks with Gladiator's Longbow: the Longbow's
    # Immune ends after the attack, Ice Block's stays until the turn ends.
    state = position(
        {
            "players": [
                {"weapon": "DS1_188", "hero": "HERO_05", "health": 30, "deck": ["CS2_231"]},
                {"board": ["CS2_120", "CS2_120"], "health": 30, "deck": ["CS2_231"]},
            ]
        }
    )
    me = hero(state, 0)
    _ice_blocked(state, 0)
    attack(state, me, find(state, "CS2_120"))
    assert me.health == 30 and me.has(IMMUNE)
    assert [en.source for en in me.enchants] == ["EX1_295"]
    end_turn(state)
    assert not me.has(IMMUNE)
    attack(state, find(state, "CS2_120"), me)
    assert me.health == 28


def test_e2_an_immune_given_first_ends_and_the_later_one_still_on_the_hero_keeps_it() -> None:
    # Reverse order: the Longbow's Immune is there first, Ice Block's comes while the hero is already
    # Immune. Ending the Longbow's leaves the hero Immune; Ice Block's ends with the turn.
    state = position({"players": [{"weapon": "DS1_188", "hero": "HERO_05"}, {"deck": ["CS2_231"]}]})
    me = hero(state, 0)
    longbow = Enchant(rules.new_ts(state), "DS1_188", 0, flags=IMMUNE, until="turn_end")
    auras.attach(state, me, longbow)
    _ice_blocked(state, 0)
    before = state.clone()
    auras.detach(me, [longbow])
    assert me.has(IMMUNE)
    end_turn(state)
    assert not me.has(IMMUNE) and me.enchants == ()
    # The clone taken before shares no enchantment that changed: there, the Longbow's still holds it.
    held = [(en.source, en.gave_flags) for en in hero(before, 0).enchants]
    assert held == [("DS1_188", IMMUNE), ("EX1_295", 0)]


def test_e2_a_keyword_lost_since_does_not_come_back_when_a_later_grant_ends() -> None:
    # Stealth from an earlier enchantment was lost (Flare); a later one gives it again and ends: the
    # earlier, spent enchantment does not keep the minion in Stealth.
    state = position({"players": [{"board": ["CS2_182"]}, {}]})
    yeti = find(state, "CS2_182")
    auras.attach(state, yeti, Enchant(rules.new_ts(state), "EX1_128", 0, flags=STEALTH))
    yeti.flags &= ~STEALTH
    later = Enchant(rules.new_ts(state), "EX1_128", 0, flags=STEALTH, until="turn_end")
    auras.attach(state, yeti, later)
    assert yeti.has(STEALTH)
    auras.detach(yeti, [later])
    assert not yeti.has(STEALTH)


def test_eye_for_an_eye_returns_the_damage_to_the_enemy_hero() -> None:
    state = position(
        {
            "active": 1,
            "players": [{"secrets": ["EX1_132"], "health": 30}, {"hand": ["CS2_029"], "health": 30}],
        }
    )
    play(state, "CS2_029", hero(state, 0))
    assert hero(state, 1).health == 24


def test_snake_trap_summons_three_snakes_when_a_minion_is_attacked() -> None:
    state = position(
        {"active": 1, "players": [{"secrets": ["EX1_554"], "board": ["CS2_200"]}, {"board": ["CS2_182"]}]}
    )
    attack(state, find(state, "CS2_182"), find(state, "CS2_200"))
    assert board_cards(state, 0) == ["CS2_200", "EX1_554t", "EX1_554t", "EX1_554t"]


def test_secrets_are_active_only_on_the_opponents_turn_and_unique() -> None:
    state = position(
        {"players": [{"secrets": ["EX1_610"], "hand": ["EX1_610", "EX1_611"], "board": ["CS2_182"]}, {}]}
    )
    playable = {state.ents[a.source].card.id for a in state.legal_actions() if a.verb == "play"}
    assert playable == {"EX1_611"}


def test_e_077_counterspell_stops_the_spell_text_and_overload() -> None:
    state = position(
        {
            "players": [
                {"board": ["EX1_258"], "hand": ["EX1_238"], "health": 30},
                {"secrets": ["EX1_287"], "health": 30},
            ]
        }
    )
    play(state, "EX1_238", hero(state, 1))
    assert hero(state, 1).health == 30 and state.players[0].overload_owed == 0
    assert stats(state, 0) == [("EX1_258", 3, 5)]


def test_mirror_entity_copies_the_played_minion_for_the_secret_owner() -> None:
    state = position({"players": [{"hand": ["CS2_182"]}, {"secrets": ["EX1_294"]}]})
    play(state, "CS2_182")
    assert board_cards(state, 1) == ["CS2_182"]


def test_snipe_damages_the_played_minion_after_play() -> None:
    state = position({"players": [{"hand": ["CS2_182"]}, {"secrets": ["EX1_609"]}]})
    play(state, "CS2_182")
    assert board_cards(state, 0) == []


def test_e_012_redemption_returns_the_champion_with_one_health_and_the_aura_holds() -> None:
    # Fireball the 6/6 Champion: no Aura Update runs between the DCS and the Death Phase, so the
    # Yeti (4/5 with 5 damage) is still 5/1; Redemption returns a 6/1 Champion at its place and the
    # Yeti stays 5/1 instead of dying.
    state = position(
        {
            "active": 1,
            "players": [
                {"board": ["CS2_222", {"card": "CS2_182", "damage": 5}], "secrets": ["EX1_136"]},
                {"hand": ["CS2_029"]},
            ],
        }
    )
    play(state, "CS2_029", find(state, "CS2_222"))
    champ = find(state, "CS2_222")
    assert (champ.atk, champ.health) == (6, 1)
    assert stats(state, 0) == [("CS2_222", 6, 1), ("CS2_182", 5, 1)]


def test_an_illegal_attack_is_refused() -> None:
    state = position({"players": [{"board": [{"card": "CS2_182", "exhausted": True}]}, {}]})
    with pytest.raises(IllegalActionError):
        state.apply_action(HsAction("attack", find(state, "CS2_182").id, hero(state, 1).id))


def test_gorehowl_attacking_a_minion_costs_attack_not_durability() -> None:
    state = position(
        {
            "players": [
                {"weapon": "EX1_411", "hero": "HERO_01", "health": 30, "deck": ["CS2_231"]},
                {"board": ["CS2_120"], "health": 30, "deck": ["CS2_231"]},
            ]
        }
    )
    me = hero(state, 0)
    attack(state, me, find(state, "CS2_120"))
    axe = state.ents[state.players[0].weapon]
    assert (axe.atk, axe.health) == (6, 1) and not axe.has(IMMUNE) and me.health == 28
    end_turn(state)
    end_turn(state)
    attack(state, hero(state, 0), hero(state, 1))
    assert state.players[0].weapon == 0 and hero(state, 1).health == 24


def test_spiteful_smith_gives_the_weapon_two_attack_while_damaged() -> None:
    state = position({"players": [{"weapon": "CS2_106", "board": ["CS2_221"], "hero": "HERO_08"}, {}]})
    axe = state.ents[state.players[0].weapon]
    assert axe.atk == 3
    power(state, find(state, "CS2_221"))
    assert axe.atk == 5


def test_e_116_gorehowl_loses_bloodrage_when_the_attack_is_cancelled() -> None:
    # The Crocolisk is pending destroy: it leaves play at the end of the Preparation, after Gorehowl's
    # attack trigger made the weapon Immune. No Combat: the Immune goes (since Patch 8.2), so the next
    # attack on a hero costs Durability as usual.
    state = position(
        {
            "players": [
                {"weapon": "EX1_411", "hero": "HERO_01", "deck": ["CS2_231"]},
                {"board": [{"card": "CS2_120", "pending": True}], "deck": ["CS2_231"]},
            ]
        }
    )
    attack(state, hero(state, 0), find(state, "CS2_120"))
    axe = state.ents[state.players[0].weapon]
    assert board_cards(state, 1) == []
    assert (axe.atk, axe.health) == (7, 1) and not axe.has(IMMUNE)
    attack(state, hero(state, 0), hero(state, 1))
    assert state.players[0].weapon == 0


def test_e_111_an_attacker_left_with_0_attack_in_the_preparation_still_attacks_for_0() -> None:
    # The Shieldbearer has 1 Attack from the damaged Raid Leader. Explosive Trap kills the Raid Leader in
    # the Preparation: Combat still happens, for 0 damage, and the attack is used.
    state = position(
        {
            "players": [
                {"board": [{"card": "CS2_122", "damage": 1}, "EX1_405"]},
                {"secrets": ["EX1_610"]},
            ]
        }
    )
    bearer = find(state, "EX1_405")
    assert bearer.atk == 1
    attack(state, bearer, hero(state, 1))
    assert board_cards(state, 0) == ["EX1_405"]
    assert bearer.atk == 0 and bearer.attacks == 1
    assert hero(state, 1).health == 30
    assert hero(state, 0).health == 28


def test_e_110_tirion_dies_in_the_preparation_and_the_hero_attacks_with_the_ashbringer() -> None:
    # Fireblast pops Tirion's Divine Shield; the hero attacks with a Fiery War Axe into Explosive Trap,
    # which kills the damaged Tirion: his Deathrattle equips the Ashbringer before Combat, so the hit
    # is the Ashbringer's 5 and it is the Ashbringer that loses Durability.
    state = position(
        {
            "players": [
                {"hero": "HERO_08", "weapon": "CS2_106", "board": [{"card": "EX1_383", "damage": 6}]},
                {"secrets": ["EX1_610"]},
            ]
        }
    )
    power(state, find(state, "EX1_383"))
    attack(state, hero(state, 0), hero(state, 1))
    weapon = state.ents[state.players[0].weapon]
    assert board_cards(state, 0) == []
    assert (weapon.card.id, weapon.atk, weapon.health) == ("EX1_383t", 5, 2)
    assert hero(state, 1).health == 25
