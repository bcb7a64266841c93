"""``tavern hscards coverage`` lists the Basic and Classic cards with how or why not."""

from __future__ import annotations

import json

import pytest

from main import main


def test_coverage_prints_a_line_per_card_and_the_counts(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["hscards", "coverage"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert any(
        line.startswith("yes Basic") and "CS2_029" in line and "data in core_set_a.json" in line
        for line in out
    )
    assert out[-2].startswith("Basic: ") and out[-1].startswith("Classic: ")


def test_coverage_json_missing_lists_only_unsupported_cards(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["hscards", "coverage", "--json", "--missing"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["cards"] and all(not card["supported"] and card["how"] for card in data["cards"])
    assert data["summary"]["Classic"]["total"] == 245
