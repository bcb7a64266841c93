"""The nine ready-made class decks as the engine loads them: one per hero, legal, the defaults among them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.core import BadInputError
from engine.games.hearthstone.game import DEFAULT_DECKS, HERO_IDS, HearthstoneGame, shipped_decks


def test_the_game_lists_nine_legal_decks_one_per_hero_in_hero_order() -> None:
    decks = HearthstoneGame().shipped_decks()
    assert [d.hero for d in decks] == list(HERO_IDS)
    assert [d.name for d in decks][:3] == ["Basic Warrior", "Basic Shaman", "Basic Rogue"]
    assert all(len(d.cards) == 30 and d.about for d in decks)


def test_the_default_decks_are_the_shipped_mage_and_warrior() -> None:
    by_name = {d.name: d.setup_entry() for d in shipped_decks()}
    assert list(DEFAULT_DECKS) == [by_name["Basic Mage"], by_name["Basic Warrior"]]
    assert HearthstoneGame().default_setup() == {"decks": [by_name["Basic Mage"], by_name["Basic Warrior"]]}


@pytest.mark.parametrize("index", range(9))
def test_every_shipped_deck_starts_a_game_against_the_next(index: int) -> None:
    decks = shipped_decks()
    mine, theirs = decks[index], decks[(index + 1) % len(decks)]
    state = HearthstoneGame().new_initial_state(3, {"decks": [mine.setup_entry(), theirs.setup_entry()]})
    assert [state.ents[p.hero].card.id for p in state.players] == [mine.hero, theirs.hero]


def test_a_deck_file_with_a_missing_key_is_refused_naming_the_file(tmp_path: Path) -> None:
    (tmp_path / "odd.json").write_text(json.dumps({"name": "Odd", "hero": "HERO_01", "cards": []}))
    with pytest.raises(BadInputError, match="odd.json.*'about'"):
        shipped_decks(tmp_path)


def test_a_deck_file_with_an_unknown_hero_is_refused(tmp_path: Path) -> None:
    raw = {"name": "Odd", "hero": "HERO_99", "about": "x", "cards": []}
    (tmp_path / "odd.json").write_text(json.dumps(raw))
    with pytest.raises(BadInputError, match="odd.json.*HERO_99"):
        shipped_decks(tmp_path)
