"""Content loading, validation, party legality and generated text."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from engine.core import BadInputError
from engine.games.wowminis.content import (
    CONTENT_DIR,
    ability_text,
    card_text,
    character_text,
    load_catalog,
    party_problems,
)
from engine.games.wowminis.model import parse_stats

from .builders import GAME


def _copy(tmp_path: Path) -> Path:
    folder = tmp_path / "content"
    shutil.copytree(CONTENT_DIR, folder)
    return folder


def _edit(folder: Path, name: str, index: int, change: dict[str, object]) -> None:
    path = folder / name
    data = json.loads(path.read_text())
    data["items"][index].update(change)
    path.write_text(json.dumps(data))


def test_shipped_catalog_sizes_are_pinned() -> None:
    cat = GAME.catalog
    assert (len(cat.characters), len(cat.cards), len(cat.parties)) == (25, 56, 9)
    factions = sorted(p.faction for p in cat.parties.values())
    assert factions == ["alliance"] * 3 + ["horde"] * 3 + ["monster"] * 3


def test_stat_notation_round_trips() -> None:
    for text in ("T3 R1 P5", "T0", "T3 R2-5 P4", "T3 R3 H3", "T4 R4 M3"):
        assert str(parse_stats(text)) == text
    with pytest.raises(ValueError, match="two powers"):
        parse_stats("T3 P2 M2")


def test_unknown_key_names_file_and_place(tmp_path: Path) -> None:
    folder = _copy(tmp_path)
    _edit(folder, "characters.json", 2, {"speed": 3})
    with pytest.raises(BadInputError, match=r"characters.json: items\[2\]: unknown key 'speed'"):
        load_catalog(folder)


def test_unknown_op_is_refused(tmp_path: Path) -> None:
    folder = _copy(tmp_path)
    _edit(folder, "cards.json", 3, {"buff": {"on_attach": [{"op": "explode", "target": "holder"}]}})
    with pytest.raises(BadInputError, match="unknown op 'explode'"):
        load_catalog(folder)


def test_bad_number_is_refused(tmp_path: Path) -> None:
    folder = _copy(tmp_path)
    _edit(folder, "characters.json", 0, {"armor": -1})
    with pytest.raises(BadInputError, match=r"items\[0\].armor"):
        load_catalog(folder)


def test_dangling_card_in_party_is_refused(tmp_path: Path) -> None:
    folder = _copy(tmp_path)
    _edit(
        folder,
        "parties.json",
        0,
        {"members": [{"id": "jaina", "cards": ["no_such_card"]}, {"id": "tirion"}, {"id": "ruby"}]},
    )
    with pytest.raises(BadInputError, match="unknown card 'no_such_card'"):
        load_catalog(folder)


def test_generated_text_of_python_grab() -> None:
    grab = GAME.catalog.characters["tidehunter"].attack
    assert ability_text(grab) == (
        "Python Grab [T3 R1 P5] (Melee) [Crit]: Target can't move during its next turn."
    )


def test_generated_text_of_cards_and_characters() -> None:
    cards = GAME.catalog.cards
    assert "Debuffed enemy can't be healed." in card_text(cards["mortal_strike"])
    assert "Deal 1 damage to debuffed enemy." in card_text(cards["mortal_strike"])
    assert "Play only when a [Physical] attack targets this character or an adjacent ally." in card_text(
        cards["blessing_of_protection"]
    )
    assert "Play only when an enemy within range plays a non-[Physical] ability." in card_text(
        cards["counterspell"]
    )
    assert "Devotion Aura: Adjacent allies have Armor +1." in character_text(
        GAME.catalog.characters["hodoon"]
    )


def _party(*members: tuple[str, list[str]]) -> dict[str, object]:
    return {"name": "t", "characters": [{"id": cid, "cards": cards} for cid, cards in members]}


def test_100_2_party_is_three_characters_of_one_faction() -> None:
    problems = party_problems(GAME.catalog, _party(("jaina", []), ("thrall", []), ("grom", []), ("ruby", [])))
    assert any("3 characters" in p for p in problems)
    assert any("one faction" in p for p in problems)
    assert any("legendary" in p for p in problems)


def test_300_2c_fire_spirit_cannot_hold_kaelthas_flamestrike() -> None:
    problems = party_problems(
        GAME.catalog, _party(("fire_spirit", ["flamestrike"]), ("dralor", []), ("tidehunter", []))
    )
    assert problems == ["Enraged Fire Spirit: Kael'thas's Flamestrike is kaelthas only (300.2c)"]


def test_300_2_fire_creature_overrides_the_restriction_line() -> None:
    assert (
        party_problems(
            GAME.catalog, _party(("fire_spirit", ["fireball"]), ("dralor", []), ("tidehunter", []))
        )
        == []
    )
    problems = party_problems(
        GAME.catalog, _party(("dralor", ["fireball"]), ("fire_spirit", []), ("tidehunter", []))
    )
    assert problems == ["Dralor: Fireball needs class mage"]


def test_300_2a_and_101_2a_card_limits() -> None:
    problems = party_problems(
        GAME.catalog,
        _party(("grom", ["mortal_strike", "mortal_strike", "heroic_strike"]), ("thrall", []), ("haruka", [])),
    )
    assert any("same name" in p for p in problems)
    assert any("at most 2" in p for p in problems)


def test_300_2d_equipment_needs_a_shared_class_icon() -> None:
    problems = party_problems(
        GAME.catalog, _party(("jaina", ["shield_of_valor"]), ("tirion", []), ("ruby", []))
    )
    assert problems == [
        "Jaina Proudmoore: Shield of Valor shares no class icon with Jaina Proudmoore (300.2d)"
    ]


def test_dangling_restriction_reference_is_refused(tmp_path: Path) -> None:
    folder = _copy(tmp_path)
    _edit(folder, "cards.json", 1, {"restriction": {"name": "kaelthaz", "only": "kaelthas"}})
    with pytest.raises(BadInputError, match=r"unknown character 'kaelthaz'"):
        load_catalog(folder)


def test_ability_ids_may_not_shadow_card_ids(tmp_path: Path) -> None:
    folder = _copy(tmp_path)
    _edit(
        folder,
        "characters.json",
        0,
        {"attack": {"id": "fireball", "name": "F", "stats": "T3 R4 M4", "damage_type": "fire"}},
    )
    with pytest.raises(BadInputError, match="also a card id"):
        load_catalog(folder)


def test_every_shipped_card_and_character_has_generated_text() -> None:
    for card in GAME.catalog.cards.values():
        text = card_text(card)
        assert text.startswith(card.name) and "{" not in text, text
    for char in GAME.catalog.characters.values():
        text = character_text(char)
        assert text.startswith(char.name) and "{" not in text, text
