"""The examples in the dice tray's docstrings and in docs/dice-tray.md run and stay true."""

from __future__ import annotations

import doctest
import importlib
import json
from pathlib import Path

import pytest

from client.dice.model import roll_view_from_event

ROOT = Path(__file__).resolve().parents[3]


@pytest.mark.parametrize("name", ["client.dice.model", "client.dice.physics", "client.dice.tray"])
def test_docstring_examples(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name))
    assert result.attempted > 0 and result.failed == 0


def test_the_event_example_in_the_docs_reads_as_the_docs_say() -> None:
    text = (ROOT / "docs" / "dice-tray.md").read_text(encoding="utf-8")
    example = text.split("```json\n", 1)[1].split("```", 1)[0]
    roll = roll_view_from_event(json.loads(example))
    assert roll.summary == "7 successes (1 crit)" and roll.rerolls == 2
    assert roll.summary in text and roll.detail.split(" · ")[0] in text
