"""Stat profiles (digest section 0.4): the rulebook's original-era numbers over today's data, and
the validation of the override table."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine.core.errors import BadInputError
from engine.games.hearthstone.cardfacts import CardDB, CardFacts
from engine.games.hearthstone.eras import CURRENT, OVERRIDES_PATH, load_profiles, with_profile


@pytest.fixture(scope="module")
def rulebook(real_db: CardDB) -> CardDB:
    return with_profile(real_db, "rulebook")


def test_0_4_flamestrike_deals_4(rulebook: CardDB) -> None:
    card = rulebook.by_id("CS2_032")
    assert (card.name, card.cost, card.spell_damage_amounts) == ("Flamestrike", 7, (4,))
    assert (card.card_set, card.collectible, card.dbf_id) == ("LEGACY", True, 1004)


def test_0_4_stormwind_champion_is_6_6(rulebook: CardDB) -> None:
    card = rulebook.by_id("CS2_222")
    assert (card.cost, card.attack, card.health, card.mechanics) == (7, 6, 6, ("AURA",))


def test_0_4_void_terror_is_3_3(rulebook: CardDB) -> None:
    assert (rulebook.by_id("EX1_304").attack, rulebook.by_id("EX1_304").health) == (3, 3)


def test_0_4_innervate_gives_1_crystal_not_the_van_2(rulebook: CardDB) -> None:
    assert rulebook.by_id("EX1_169").value("mana_crystals") == 1
    assert "EX1_169" not in load_profiles()["rulebook"].van_ids()


def test_0_4_truesilver_heals_2(rulebook: CardDB) -> None:
    card = rulebook.by_id("CS2_097")
    assert (card.card_type, card.attack, card.durability, card.heal_amounts) == ("weapon", 4, 2, (2,))


def test_0_4_shrinkmeister_gives_minus_2_attack(rulebook: CardDB) -> None:
    assert rulebook.by_id("GVG_011").value("attack_change") == -2


def test_0_4_jaraxxus_is_a_minion_and_illidan_is_back(rulebook: CardDB) -> None:
    jaraxxus = rulebook.by_id("EX1_323")
    assert (jaraxxus.card_type, jaraxxus.cost, jaraxxus.attack, jaraxxus.health, jaraxxus.races) == (
        "minion", 9, 3, 15, ("DEMON",),
    )
    assert jaraxxus.hero_power == "EX1_tk33"
    assert rulebook.by_name("Illidan Stormrage").id == "EX1_614"


def test_profile_leaves_other_cards_and_the_original_alone(real_db: CardDB, rulebook: CardDB) -> None:
    assert rulebook.by_id("CS2_179") == real_db.by_id("CS2_179")
    assert real_db.by_id("CS2_032").spell_damage_amounts == (5,)
    assert len(rulebook) == len(real_db)
    assert with_profile(real_db, CURRENT) is real_db


def test_every_override_names_a_van_printing_that_exists(real_db: CardDB) -> None:
    profile = load_profiles()["rulebook"]
    assert len(profile.overrides) == 12
    for card_id, van_id in profile.van_ids().items():
        assert van_id == f"VAN_{card_id}" and van_id in real_db
    assert all(override.reason for override in profile.overrides)


def test_unknown_profile_is_refused(real_db: CardDB) -> None:
    with pytest.raises(ValueError, match="no stat profile 'beta'; known: current, rulebook"):
        with_profile(real_db, "beta")


def _tiny_db() -> CardDB:
    def minion(card_id: str, dbf_id: int, name: str, size: int) -> CardFacts:
        return CardFacts(card_id, dbf_id, name, "MAGE", "minion", attack=size, health=size)

    axe = CardFacts("W_1", 2, "Axe", "WARRIOR", "weapon", attack=3, durability=2)
    return CardDB([minion("A_1", 1, "Ay", 2), minion("VAN_A_1", 9, "Old Ay", 1), axe], "test")


def _table(tmp_path: Path, overrides: dict[str, Any]) -> Path:
    path = tmp_path / "overrides.json"
    table = {"format": 1, "profiles": {"test": {"description": "t", "overrides": overrides}}}
    path.write_text(json.dumps(table))
    return path


def test_van_facts_then_pinned_numbers_are_applied(tmp_path: Path) -> None:
    override = {"van_id": "VAN_A_1", "set": {"health": 4, "values": {"armor_gain": 2}}, "reason": "r"}
    path = _table(tmp_path, {"A_1": override})
    card = with_profile(_tiny_db(), "test", path).by_id("A_1")
    assert (card.id, card.dbf_id, card.name, card.attack, card.health, card.values) == (
        "A_1", 1, "Old Ay", 1, 4, (("armor_gain", 2),),
    )


@pytest.mark.parametrize(
    ("overrides", "message"),
    [
        ({"NOPE": {"set": {"cost": 1}, "reason": "r"}}, "test.NOPE: unknown card id 'NOPE'"),
        ({"A_1": {"set": {"speed": 1}, "reason": "r"}}, "test.A_1: unknown field 'speed'"),
        ({"A_1": {"set": {"cost": "1"}, "reason": "r"}}, "'cost' must be a whole number"),
        ({"A_1": {"set": {"heal_amounts": 2}, "reason": "r"}}, "'heal_amounts' must be a list of whole"),
        ({"A_1": {"set": {"values": {"Bad Name": 1}}, "reason": "r"}}, "lower_case name"),
        ({"A_1": {"set": {"cost": 1}}}, "needs a 'reason'"),
        ({"A_1": {"set": {"cost": 1}, "reason": "r", "why": "x"}}, r"unknown keys \['why'\]"),
        ({"A_1": {"van_id": "CS2_1", "reason": "r"}}, "must be a VAN_ card id"),
        ({"A_1": {"van_id": "VAN_GONE", "reason": "r"}}, "unknown VAN_ id 'VAN_GONE'"),
        ({"A_1": {"reason": "r"}}, "needs a 'van_id' or a 'set' block"),
        ({"A_1": {"set": {"durability": 3}, "reason": "r"}}, "only a weapon has Durability"),
        ({"W_1": {"set": {"health": 3}, "reason": "r"}}, "a weapon has Durability, not Health"),
    ],
)
def test_bad_override_names_the_file_and_the_entry(
    tmp_path: Path, overrides: dict[str, Any], message: str
) -> None:
    path = _table(tmp_path, overrides)
    with pytest.raises(BadInputError, match=message) as caught:
        with_profile(_tiny_db(), "test", path)
    assert caught.value.source == str(path)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("{not json", "not valid JSON"),
        ('{"format": 2, "profiles": {}}', "format 2 is not 1"),
        ('{"format": 1}', "exactly 'format' and 'profiles'"),
        ('{"format": 1, "profiles": {"current": {"description": "", "overrides": {}}}}', "no overrides"),
        ('{"format": 1, "profiles": {"x": {"overrides": {}}}}', "'description' and 'overrides'"),
    ],
)
def test_malformed_table_names_the_file(tmp_path: Path, text: str, message: str) -> None:
    path = tmp_path / "overrides.json"
    path.write_text(text)
    with pytest.raises(BadInputError, match=message) as caught:
        load_profiles(path)
    assert str(path) in str(caught.value)


def test_missing_table_names_the_file(tmp_path: Path) -> None:
    with pytest.raises(BadInputError, match="absent.json: cannot read the override table"):
        load_profiles(tmp_path / "absent.json")


def test_shipped_table_validates() -> None:
    assert sorted(load_profiles(OVERRIDES_PATH)) == ["rulebook"]
