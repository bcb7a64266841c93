"""`tavern validate` checks Riftbound deck files by the deck rules."""

from __future__ import annotations

import json
from pathlib import Path

from engine.games.riftbound.validate import DECK_KIND, validate_deck
from tests.engine.games.riftbound.helpers import game


def _deck_file(tmp_path: Path, **changes: object) -> tuple[Path, dict[str, object]]:
    deck = game().content.decks["jinx"]
    main: dict[str, int] = {}
    for cid in deck.main:
        main[cid] = main.get(cid, 0) + 1
    data: dict[str, object] = {
        "kind": DECK_KIND,
        "legend": deck.legend,
        "champion": deck.champion,
        "main": main,
        "runes": {"fury-rune": 6, "chaos-rune": 6},
        "battlefields": list(deck.battlefields),
    }
    data.update(changes)
    path = tmp_path / "deck.json"
    path.write_text(json.dumps(data))
    return path, data


def test_a_legal_deck_file_has_no_problems(tmp_path: Path) -> None:
    path, data = _deck_file(tmp_path)
    assert validate_deck(path, data) == []


def test_a_deck_file_breaking_the_rules_lists_each_problem(tmp_path: Path) -> None:
    path, data = _deck_file(tmp_path, runes={"fury-rune": 6, "calm-rune": 5})
    problems = validate_deck(path, data)
    assert any("not 12" in p for p in problems) and any("Calm Rune" in p for p in problems)
    path, data = _deck_file(tmp_path, legend="no-such-legend")
    assert validate_deck(path, data) == ["'legend' must name a card in the pool"]
