"""The card pool, its loader, the deck rules (CR 100, 207.1c) and the generated text."""

from __future__ import annotations

import json
import shutil
from collections import Counter
from pathlib import Path

import pytest

from engine.core import BadInputError
from engine.games.wowtcg.content import CONTENT_DIR, card_from_dict, load_catalog
from engine.games.wowtcg.decks import deck_problems
from engine.games.wowtcg.text import card_text, trigger_text, type_line
from tests.engine.games.wowtcg.helpers import game

RULEBOOK_CARDS = (
    "Tracker Gallen", "Kena Shadowbrand", "Orgrimmar Grunts", "Thunderhead Hippogryph", "Kryton Barleybeard",
    "Inventor's Focal Sword", "Polymorph", "Chain Lightning", "A Donation of Wool", "Frost Nova", "Fireball",
    "Mason's Fraternity Ring", "Annihilator", "Thrash Blade", "Graccus", "Lightning Bolt", "Flash Heal",
    "Lobotomize", "Searing Totem", "Mocking Blow", "Sarmoth", "Warrax", "Elder Moorf", "Dispel Magic",
    "Lei of Lilies", "Kaal Soulreaper", "Watcher Mal'wi", "Masten Everspirit", "Lord Grayson Shadowbreaker",
    "Face Smash", "Shield Bash", "Crippling Poison", "Zygore Bladebreaker", "Last Stand", "Gellrin",
    "Tooga's Quest", "Circle of Life", "Spirit Healer", "Fire Blast", "Sudden Reversal", "Helwen",
    "Rally the Troops", "Leeroy Jenkins", "World in Flames", "Flamestrike", "Forbidden Knowledge",
    "Chromatic Cloak", "Mind Spike", "Berserker Stance", "Green Whelp Armor", "Hearthstone",
)  # fmt: skip


def test_every_card_the_rulebook_names_is_in_the_pool_with_its_numbers() -> None:
    cards = game().catalog.cards
    assert set(RULEBOOK_CARDS) <= set(cards)
    assert (cards["Kaal Soulreaper"].cost, cards["Kaal Soulreaper"].atk, cards["Kaal Soulreaper"].health) == (
        7,
        5,
        6,
    )
    assert cards["Kaal Soulreaper"].unique and cards["Orgrimmar Grunts"].unlimited
    assert (cards["Annihilator"].atk, cards["Annihilator"].strike) == (3, 2)
    assert cards["Green Whelp Armor"].defense == 1 and cards["Green Whelp Armor"].limit == ("Chest", 1)
    assert cards["Sarmoth"].limit == ("Pet", 1) and (cards["Sarmoth"].atk, cards["Sarmoth"].health) == (1, 5)


def test_the_pool_has_150_cards_and_8_heroes_of_both_factions() -> None:
    cards = game().catalog.cards.values()
    heroes = [c for c in cards if c.type == "hero"]
    assert len(list(cards)) >= 150 and len(heroes) >= 8
    assert {h.faction for h in heroes} == {"alliance", "horde"} and len({h.cls for h in heroes}) >= 6
    assert Counter(c.type for c in cards).keys() >= {"ally", "ability", "weapon", "armor", "item", "quest"}


def test_100_1_the_four_ready_made_decks_are_legal() -> None:
    g = game()
    assert len(g.catalog.decks) == 4
    for hero, names in g.catalog.decks.values():
        assert len(names) == 60 and deck_problems(g.catalog.cards, hero, names) == []


def test_100_3_deck_rules_report_every_problem() -> None:
    cards = game().catalog.cards
    problems = deck_problems(cards, "Fireball", ["Stormwind Footman"] * 5 + ["Durotar Grunt"] + ["Nope"])
    text = " | ".join(problems)
    assert "'Fireball' is not a hero" in text and "needs at least 60" in text
    assert "5 copies of 'Stormwind Footman'" in text and "unknown card 'Nope'" in text


def test_207_1c_a_card_must_share_a_trait_icon_with_the_hero() -> None:
    cards = game().catalog.cards
    problems = deck_problems(
        cards, "Aldric Vane", ["Stormwind Footman"] * 4 + ["Durotar Grunt"] + ["Fire Blast"]
    )
    assert any("'Durotar Grunt' shares no trait icon" in p for p in problems)
    assert any("'Fire Blast' shares no trait icon" in p for p in problems)
    assert not any("Stormwind Footman" in p for p in problems)


def test_a_bad_card_names_the_file_the_card_and_the_problem() -> None:
    with pytest.raises(BadInputError, match=r"alliance.json: card 'Oops': unknown op"):
        card_from_dict(
            {"name": "Oops", "type": "ability", "cost": 1, "play": {"ops": [{"op": "explode"}]}},
            "alliance.json",
        )
    with pytest.raises(BadInputError, match="a character needs health"):
        card_from_dict({"name": "Oops", "type": "ally", "cost": 1, "atk": 1}, "horde.json")
    with pytest.raises(BadInputError, match="a quest has no cost"):
        card_from_dict({"name": "Q", "type": "quest", "cost": 1, "quest": {"ops": []}}, "neutral.json")


def test_a_broken_content_directory_is_reported(tmp_path: Path) -> None:
    content = tmp_path / "content"
    shutil.copytree(CONTENT_DIR, content)
    decks = json.loads((content / "decks.json").read_text())
    decks["horde_shaman"]["cards"]["Durotar Grunt"] = 9
    (content / "decks.json").write_text(json.dumps(decks))
    with pytest.raises(
        BadInputError, match=r"decks.json: deck 'horde_shaman': .*9 copies of 'Durotar Grunt'"
    ):
        load_catalog(content)
    (content / "heroes.json").write_text("[")
    with pytest.raises(BadInputError, match="heroes.json: not valid JSON"):
        load_catalog(content)


def test_203_card_text_is_generated_from_the_data() -> None:
    cards = game().catalog.cards
    assert card_text(cards["Fire Blast"]) == "Your hero deals 2 fire damage to target hero or ally."
    assert type_line(cards["Sarmoth"]) == "Ally—Voidwalker Demon, Pet (1)"
    assert "Your hero may deal 2 nature damage to another hero or ally" in card_text(cards["Chain Lightning"])
    assert card_text(cards["A Donation of Wool"]).startswith(
        "Pay (1) to complete this quest. Reward: Draw a card"
    )
    assert all(card_text(c) or c.type in ("weapon", "armor", "ally") for c in cards.values())


def test_the_coverage_list_names_every_card() -> None:
    doc = (Path(__file__).resolve().parents[4] / "docs" / "wowtcg-cards.md").read_text(encoding="utf-8")
    missing = [name for name in game().catalog.cards if f"| {name} |" not in doc]
    assert missing == []


def test_203_2_a_trigger_that_names_its_own_card_keeps_the_name_capitalised() -> None:
    card = game().catalog.cards["Forsaken Apothecary"]
    assert trigger_text(card.triggers[0], card.name) == (
        "When Forsaken Apothecary enters play, Forsaken Apothecary deals 1 shadow damage "
        "to target opposing hero or ally."
    )
    assert trigger_text(card.triggers[0], card.name) in card_text(card)
