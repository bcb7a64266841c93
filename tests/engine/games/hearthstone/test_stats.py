"""Health (H), enchantments (E), auras (Rule 4), silence and Spell Damage, from literal positions."""

from __future__ import annotations

from engine.games.hearthstone import auras, damage, rules
from engine.games.hearthstone.model import HAND, Enchant
from engine.games.hearthstone.state import HearthstoneState
from tests.engine.games.hearthstone.helpers import (
    board_cards,
    end_turn,
    find,
    hero,
    play,
    position,
    power,
    stats,
)


def test_e_128_h2_silencing_the_champion_keeps_current_health_below_the_new_max() -> None:
    # Injured Blademaster 4/7 damaged to 3 (damage 4), Champion makes it 5/8 with 4 current;
    # silencing the Champion: max 7, current stays 4 (H2).
    state = position(
        {
            "players": [
                {"board": [{"card": "CS2_181", "damage": 4}, "CS2_222"]},
                {"board": [], "hand": []},
            ],
            "active": 1,
        }
    )
    state.players[1].hand.append(_give(state, "CS2_203", 1))
    blade = find(state, "CS2_181")
    assert (blade.atk, blade.health, blade.max_health) == (5, 4, 8)
    play(state, "CS2_203", find(state, "CS2_222"))
    assert (blade.atk, blade.health, blade.max_health) == (4, 4, 7)


def test_e_130_h1_divine_spirit_raises_max_and_current_health() -> None:
    state = position({"players": [{"board": [{"card": "CS2_181", "damage": 4}], "hand": ["CS2_236"]}, {}]})
    blade = find(state, "CS2_181")
    play(state, "CS2_236", blade)
    assert (blade.atk, blade.health, blade.max_health) == (4, 6, 10)


def test_e_129_crazed_alchemist_sets_stats_and_silence_restores_them() -> None:
    state = position({"players": [{"board": ["CS2_182"], "hand": ["EX1_059", "EX1_245"], "mana": 10}, {}]})
    yeti = find(state, "CS2_182")
    play(state, "EX1_059", yeti)
    assert (yeti.atk, yeti.health, yeti.max_health) == (5, 4, 4)
    yeti.damage = 1
    play(state, "EX1_245", yeti)
    # Earth Shock silences (4/5 max, current 3 by H1: damage 1 stays) then deals 1.
    assert (yeti.atk, yeti.health, yeti.max_health) == (4, 3, 5)


def test_e2_temporary_attack_expires_and_the_minion_is_recomputed() -> None:
    state = position({"players": [{"board": ["CS2_120"], "hand": ["CS2_188"]}, {}]})
    croc = find(state, "CS2_120")
    play(state, "CS2_188", croc)
    assert croc.atk == 4
    end_turn(state)
    assert croc.atk == 2


def test_rule_4_auras_stormwind_champion_and_dire_wolf_alpha_adjacency() -> None:
    state = position({"players": [{"board": ["CS2_172", "EX1_162", "CS2_120", "CS2_222"]}, {}]})
    assert stats(state, 0) == [("CS2_172", 5, 3), ("EX1_162", 3, 3), ("CS2_120", 4, 4), ("CS2_222", 6, 6)]


def test_e_135_silence_keeps_aura_effects_so_a_damaged_aura_buffed_minion_stays() -> None:
    state = position(
        {"players": [{"board": [{"card": "CS2_231", "damage": 1}, "CS2_222"], "hand": ["CS2_203"]}, {}]}
    )
    wisp = find(state, "CS2_231")
    assert (wisp.atk, wisp.health) == (2, 1)
    play(state, "CS2_203", wisp)
    assert (wisp.atk, wisp.health) == (2, 1)


def test_e_126_faceless_copy_of_a_minion_kept_alive_by_an_aura_dies() -> None:
    state = position(
        {
            "players": [
                {"hand": ["EX1_564"], "mana": 10},
                {"board": [{"card": "CS2_231", "damage": 1}, "CS2_222"]},
            ]
        }
    )
    play(state, "EX1_564", find(state, "CS2_231", 1), position=0)
    assert [c for c, _, _ in stats(state, 0)] == []


def test_e_136_earth_shock_on_wrath_of_air_totem_deals_one() -> None:
    state = position({"players": [{"board": ["CS2_052"], "hand": ["EX1_245"]}, {}]})
    totem = find(state, "CS2_052")
    play(state, "EX1_245", totem)
    assert totem.health == 1


def test_spell_damage_adds_to_spells_not_to_hero_powers() -> None:
    state = position(
        {"players": [{"board": ["CS2_052"], "hand": ["CS2_029"], "hero": "HERO_08"}, {"health": 30}]}
    )
    enemy = hero(state, 1)
    play(state, "CS2_029", enemy)
    assert enemy.health == 23
    power(state, enemy)
    assert enemy.health == 22


def test_e3_enrage_amani_berserker_gains_three_attack_while_damaged() -> None:
    state = position({"players": [{"hero": "HERO_08"}, {"board": ["EX1_393"]}]})
    amani = find(state, "EX1_393")
    power(state, amani)
    assert (amani.atk, amani.health) == (5, 2)


def test_e_132_doubling_then_expiry_recomputes_from_scratch() -> None:
    # Blessed Champion doubles the current Attack; a temporary +2 before it ends: E2 recomputes.
    state = position({"players": [{"board": ["CS2_120"], "hand": ["CS2_188", "EX1_355"], "mana": 10}, {}]})
    croc = find(state, "CS2_120")
    play(state, "CS2_188", croc)
    play(state, "EX1_355", croc)
    assert croc.atk == 8
    end_turn(state)
    assert croc.atk == 6


def _give(state: HearthstoneState, card_id: str, p: int) -> int:
    return rules.new_entity(state, state.catalog.get(card_id), p, HAND).id


def test_e_196_tags_are_32_bit_a_doubled_2_to_the_30_health_wraps_and_is_clamped_to_zero() -> None:
    state = position(
        {"players": [{"board": [{"card": "CS2_231", "buff": [0, 2**30 - 1]}], "hand": ["CS2_236"]}, {}]}
    )
    wisp = find(state, "CS2_231")
    assert wisp.health == 2**30
    play(state, "CS2_236", wisp)
    assert board_cards(state, 0) == []


def test_rule_4d_lightspawn_attack_is_set_by_its_aura_only_at_the_aura_update() -> None:
    """Lightspawn's aura (last priority) sets its Attack to its Health at AU(H/A): in between, a Damage
    Event leaves the Attack as it was and an enchantment changes it at once, like any other (4d)."""
    state = position({"players": [{"board": ["EX1_335"]}, {}]})
    light = find(state, "EX1_335")
    assert (light.atk, light.health) == (4, 4)
    damage.damage_one(state, None, light, 1)
    assert (light.atk, light.health) == (4, 3)
    auras.attach(state, light, Enchant(rules.new_ts(state), "EX1_607", 0, attack=2))
    assert (light.atk, light.health) == (4 + 2, 3)
    auras.aura_update_ha(state)
    assert (light.atk, light.health) == (3, 3)


def test_rule_4d_inner_rage_on_lightspawn_ends_with_attack_equal_to_health() -> None:
    state = position({"players": [{"board": ["EX1_335"], "hand": ["EX1_607"]}, {}]})
    play(state, "EX1_607", find(state, "EX1_335"))
    assert stats(state, 0) == [("EX1_335", 3, 3)]
