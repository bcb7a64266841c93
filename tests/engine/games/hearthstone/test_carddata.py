"""The effect data loads, and bad data is refused with the file, the card and the problem."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.core import BadInputError
from engine.games.hearthstone.cards import CARDS_DIR, keyword_only, load_catalog
from engine.games.hearthstone.game import catalog_for


def _write(folder: Path, name: str, cards: list[dict[str, object]]) -> Path:
    path = folder / name
    path.write_text(json.dumps({"cards": cards}), encoding="utf-8")
    return path


def test_every_shipped_card_file_loads_and_names_its_cards() -> None:
    catalog = catalog_for("rulebook")
    files = sorted(p.name for p in CARDS_DIR.glob("*.json"))
    assert {"core_set_a.json", "core_set_b.json", "hero_powers.json"} <= set(files)
    assert catalog.sources["CS2_029"] == "core_set_a.json"
    assert catalog.sources["HERO_08bp"] == "hero_powers.json"
    assert catalog.get("CS2_029").play[0].params["amount"] == 6


def test_numbers_come_from_the_card_facts_under_the_stat_profile() -> None:
    assert catalog_for("rulebook").get("CS2_032").play[0].params["amount"] == 4
    assert catalog_for("current").get("CS2_032").play[0].params["amount"] == 5


def test_keyword_only_cards_need_no_entry() -> None:
    catalog = catalog_for("rulebook")
    for card_id in ("CS2_131", "EX1_008", "CS2_182", "CS2_106", "EX1_243", "CS2_052"):
        card = catalog.get(card_id)
        assert card.supported and keyword_only(card.facts), card_id
    assert not catalog.get("EX1_029").supported or catalog.has_data("EX1_029")


@pytest.mark.parametrize(
    ("entry", "problem"),
    [
        ({"id": "CS2_029", "play": [{"effect": "explode"}]}, "unknown effect 'explode'"),
        (
            {"id": "CS2_029", "play": [{"effect": "damage", "target": "enemy", "amount": 1}]},
            "unknown selector",
        ),
        ({"id": "CS2_029", "play": [{"effect": "damage", "target": "chosen"}]}, "needs ['amount']"),
        (
            {"id": "CS2_029", "play": [{"effect": "damage", "target": "chosen", "amount": 1, "x": 1}]},
            "does not take ['x']",
        ),
        ({"id": "CS2_029", "colour": "red"}, "unknown keys ['colour']"),
        ({"id": "CS2_029", "play": [{"effect": "summon", "card": "NOPE_1"}]}, "unknown card id 'NOPE_1'"),
        ({"id": "CS2_029", "triggers": [{"on": "sunrise", "then": []}]}, "unknown event 'sunrise'"),
        (
            {"id": "CS2_029", "play": [{"effect": "damage", "target": "chosen", "amount": "$3"}]},
            "only 1 such",
        ),
        ({"id": "EX1_610", "play": []}, "a Secret needs a 'secret' trigger"),
    ],
)
def test_bad_card_data_names_file_card_and_problem(
    tmp_path: Path, entry: dict[str, object], problem: str
) -> None:
    _write(tmp_path, "mine.json", [entry])
    db = catalog_for("rulebook").db
    with pytest.raises(BadInputError) as err:
        load_catalog(db, tmp_path)
    message = str(err.value)
    assert message.startswith("mine.json: card ") and str(entry["id"]) in message and problem in message


def test_a_card_described_in_two_files_is_refused(tmp_path: Path) -> None:
    _write(tmp_path, "a.json", [{"id": "CS2_231"}])
    _write(tmp_path, "b.json", [{"id": "CS2_231"}])
    with pytest.raises(BadInputError, match="b.json: card CS2_231: already described in a.json"):
        load_catalog(catalog_for("rulebook").db, tmp_path)
