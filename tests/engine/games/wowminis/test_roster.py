"""The shipped roster meets issue 3 point 10: enough characters, classes, card kinds and legal parties."""

from __future__ import annotations

from engine.games.wowminis.content import card_text, character_text, party_problems, party_setup

from .builders import GAME

FACTIONS = ("alliance", "horde", "monster")
CARD_KINDS = ("buff", "debuff", "equipment", "form", "totem", "pet", "instant", "action", "react")


def test_at_least_12_characters_over_6_classes_and_all_factions() -> None:
    chars = [c for c in GAME.catalog.characters.values() if not c.pet]
    assert len(chars) >= 12
    assert len({c.cls for c in chars if c.cls}) >= 6
    assert sorted({c.faction for c in chars}) == list(FACTIONS)


def test_at_least_24_cards_covering_every_kind() -> None:
    cards = GAME.catalog.cards.values()
    assert len(cards) >= 24
    kinds = {c.type for c in cards} | {c.category for c in cards}
    missing = [k for k in CARD_KINDS if k not in kinds]
    assert missing == [], f"no card of kind {missing}"


def test_three_legal_ready_made_parties_per_faction() -> None:
    parties = GAME.catalog.parties.values()
    for faction in FACTIONS:
        assert sum(1 for p in parties if p.faction == faction) >= 3, faction
    for party in parties:
        setup = party_setup(party)
        assert party_problems(GAME.catalog, setup) == [], party.id
        assert all(len(m["cards"]) <= 2 for m in setup["characters"]), party.id


def test_every_character_and_card_has_generated_text() -> None:
    for char in GAME.catalog.characters.values():
        assert character_text(char).strip(), char.id
    for card in GAME.catalog.cards.values():
        assert card_text(card).strip(), card.id
