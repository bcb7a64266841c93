"""Card facts as extracted from the pinned hearthstone-data, and the CardDB lookups over them."""

from __future__ import annotations

import doctest

import pytest

from engine.games.hearthstone import cardfacts
from engine.games.hearthstone.cardfacts import CardDB, CardFacts


def test_flamestrike_current_printing_costs_7_and_deals_5(real_db: CardDB) -> None:
    card = real_db.by_id("CS2_032")
    assert (card.name, card.card_type, card.card_class, card.cost) == ("Flamestrike", "spell", "MAGE", 7)
    assert card.spell_damage_amounts == (5,)
    assert (card.card_set, card.rarity, card.spell_school) == ("LEGACY", "FREE", "FIRE")
    assert card.collectible


def test_flamestrike_van_printing_deals_4(real_db: CardDB) -> None:
    card = real_db.by_id("VAN_CS2_032")
    assert (card.name, card.cost, card.card_set) == ("Flamestrike", 7, "VANILLA")
    assert card.spell_damage_amounts == (4,)


def test_weapon_durability_comes_from_health(real_db: CardDB) -> None:
    axe = real_db.by_id("CS2_106")
    assert (axe.name, axe.card_type, axe.cost, axe.attack, axe.durability, axe.health) == (
        "Fiery War Axe", "weapon", 2, 3, 2, 0,
    )
    truesilver = real_db.by_id("CS2_097")
    assert (truesilver.attack, truesilver.durability, truesilver.heal_amounts) == (4, 2, (3,))


def test_keyword_minions_carry_their_tags(real_db: CardDB) -> None:
    senjin = real_db.by_id("CS2_179")
    assert (senjin.cost, senjin.attack, senjin.health, senjin.mechanics) == (4, 3, 5, ("TAUNT",))
    dust_devil = real_db.by_id("EX1_243")
    assert dust_devil.mechanics == ("OVERLOAD", "WINDFURY")
    assert (dust_devil.overload, dust_devil.races) == (2, ("ELEMENTAL",))
    thalnos = real_db.by_id("EX1_012")
    assert thalnos.mechanics == ("DEATHRATTLE", "ELITE", "SPELLPOWER")
    assert (thalnos.spellpower, thalnos.rarity) == (1, "LEGENDARY")
    assert real_db.by_id("EX1_008").has("DIVINE_SHIELD")
    assert real_db.by_id("EX1_610").has("SECRET")
    assert real_db.by_id("CS2_024").has("FREEZE")


def test_hero_cards_and_hero_powers(real_db: CardDB) -> None:
    jaraxxus = real_db.by_id("EX1_323")
    assert (jaraxxus.card_type, jaraxxus.health, jaraxxus.armor) == ("hero", 30, 5)
    assert jaraxxus.hero_power == "EX1_tk33"
    fireblast = real_db.by_id("HERO_08bp")
    assert (fireblast.card_type, fireblast.cost, fireblast.spell_damage_amounts) == ("hero_power", 2, (1,))
    assert real_db.by_id("VAN_EX1_323").card_type == "minion"


def test_only_the_six_constructed_card_types_are_kept(real_db: CardDB) -> None:
    assert {card.card_type for card in real_db} == set(cardfacts.CARD_TYPES)
    assert real_db.data_version == "255790.1"


def test_name_lookup_prefers_collectible_then_oldest_printing(real_db: CardDB) -> None:
    assert real_db.by_name("Flamestrike").id == "CS2_032"
    named = [card.id for card in real_db.all_named("Fireball")]
    assert named[:3] == ["CS2_029", "VAN_CS2_029", "CORE_CS2_029"]
    assert all(card.collectible for card in real_db.all_named("Fireball")[:3])
    assert not real_db.all_named("Fireball")[-1].collectible


def _facts(card_id: str, dbf_id: int, name: str, *, collectible: bool = False) -> CardFacts:
    return CardFacts(
        id=card_id, dbf_id=dbf_id, name=name, card_class="NEUTRAL", card_type="minion",
        collectible=collectible,
    )


def test_name_lookup_does_not_depend_on_input_order() -> None:
    cards = [
        _facts("B_2", 7, "Twin", collectible=True),
        _facts("A_1", 7, "Twin", collectible=True),
        _facts("C_3", 1, "Twin"),
        _facts("D_4", 3, "Twin", collectible=True),
    ]
    for order in (cards, cards[::-1], cards[1:] + cards[:1]):
        db = CardDB(order, "test")
        assert db.by_name("Twin").id == "D_4"
        assert [card.id for card in db.all_named("Twin")] == ["D_4", "A_1", "B_2", "C_3"]


def test_iteration_is_sorted_by_id_and_lookups_fail_clearly() -> None:
    db = CardDB([_facts("Z", 1, "Zed"), _facts("A", 2, "Ay"), _facts("M", 3, "Em")], "test")
    assert [card.id for card in db] == ["A", "M", "Z"] == db.ids()
    assert "M" in db and "Q" not in db and len(db) == 3
    assert db.get("Q") is None
    with pytest.raises(KeyError, match="'Q'.*data version test"):
        db.by_id("Q")
    with pytest.raises(KeyError, match="no card named 'Nobody'"):
        db.by_name("Nobody")


def test_duplicate_ids_are_refused() -> None:
    with pytest.raises(ValueError, match=r"\['A'\] appear twice"):
        CardDB([_facts("A", 1, "One"), _facts("A", 2, "Two")], "test")


def test_filters_combine_and_stay_sorted(real_db: CardDB) -> None:
    taunts = real_db.filter(card_type="minion", card_class="NEUTRAL", collectible=True, mechanic="TAUNT")
    assert taunts and [card.id for card in taunts] == sorted(card.id for card in taunts)
    assert "CS2_179" in {card.id for card in taunts}
    assert all(card.has("TAUNT") and card.collectible for card in taunts)
    demons = real_db.filter(race="DEMON", card_set="EXPERT1", where=lambda card: card.cost == 3)
    assert "EX1_304" in {card.id for card in demons}


def test_with_cards_replaces_and_adds_without_touching_the_original() -> None:
    db = CardDB([_facts("A", 1, "Ay"), _facts("B", 2, "Bee")], "test")
    renamed = _facts("A", 1, "Ay Prime", collectible=True)
    changed = db.with_cards([renamed, _facts("C", 3, "Sea")])
    assert [card.name for card in changed] == ["Ay Prime", "Bee", "Sea"]
    assert changed.by_name("Ay Prime").id == "A" and changed.all_named("Ay") == ()
    assert [card.name for card in db] == ["Ay", "Bee"]


def test_profile_values_read_by_name() -> None:
    card = CardFacts(
        id="X", dbf_id=1, name="X", card_class="DRUID", card_type="spell", values=(("mana_crystals", 1),)
    )
    assert card.value("mana_crystals") == 1
    assert card.value("damage") is None and card.value("damage", 0) == 0


def test_docstring_examples() -> None:
    result = doctest.testmod(cardfacts)
    assert result.attempted > 0 and result.failed == 0
