"""The Basic/Classic pool files: every card they describe is tested, and each file holds its own class."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.games.hearthstone.cards import CARDS_DIR
from tests.engine.games.hearthstone.cards import (
    test_druid,
    test_hunter,
    test_mage,
    test_neutral,
    test_paladin,
    test_priest,
    test_rogue,
    test_shaman,
    test_warlock,
    test_warrior,
)
from tests.engine.games.hearthstone.cards.cardcase import Case
from tests.engine.games.hearthstone.helpers import game

POOL_FILES = sorted([*CARDS_DIR.glob("basic_*.json"), *CARDS_DIR.glob("classic_*.json")])

TABLES: list[Case] = [
    *test_druid.CASES,
    *test_hunter.CASES,
    *test_mage.CASES,
    *test_neutral.BASIC,
    *test_neutral.CLASSIC,
    *test_paladin.CASES,
    *test_priest.CASES,
    *test_rogue.CASES,
    *test_shaman.CASES,
    *test_warlock.CASES,
    *test_warrior.CASES,
]
OWN_TESTS = {
    "NEW1_031": test_hunter.test_animal_companion_summons_one_of_the_three,
    "EX1_557": test_neutral.test_nat_pagle_sometimes_draws_an_extra_card_at_the_start_of_your_turn,
    "EX1_083": test_neutral.test_tinkmaster_transforms_another_minion_into_a_devilsaur_or_a_squirrel,
    "EX1_407": test_warrior.test_brawl_destroys_all_minions_but_one_chosen_at_random,
    "EX1_572": test_neutral.test_ysera_adds_one_random_dream_card_at_the_end_of_your_turn,
}
"""Cards whose random outcome is checked by a test function of their own rather than a table row."""


def pool_ids(path_name: str = "") -> list[str]:
    ids = []
    for path in POOL_FILES:
        if path_name and path.name != path_name:
            continue
        ids += [entry["id"] for entry in json.loads(path.read_text(encoding="utf-8"))["cards"]]
    return ids


def test_every_pool_card_has_a_test() -> None:
    tested = {case.card for case in TABLES} | set(OWN_TESTS)
    assert sorted(set(pool_ids()) - tested) == []


@pytest.mark.parametrize("path", POOL_FILES, ids=[p.name for p in POOL_FILES])
def test_each_pool_file_holds_its_set_and_class(path: Path) -> None:
    """``basic_mage.json`` holds Mage cards of the Basic set (or tokens they make), and so on."""
    set_name, cls = path.name.removesuffix(".json").split("_")
    catalog = game().catalog
    for card_id in pool_ids(path.name):
        facts = catalog.get(card_id).facts
        if not facts.collectible:
            continue
        assert facts.card_class == cls.upper(), card_id
        assert facts.card_set == ("LEGACY" if set_name == "basic" else "EXPERT1"), card_id


@pytest.mark.parametrize("profile", ["rulebook", "current"])
def test_pool_cards_load_and_play_under_both_stat_profiles(profile: str) -> None:
    """The data reads its damage and healing numbers from the facts, so it compiles under each profile."""
    catalog = game(stat_profile=profile).catalog
    assert [c for c in pool_ids() if not catalog.get(c).supported] == []
    assert catalog.get("EX1_539").play[0].then[0].params["amount"] == 5
