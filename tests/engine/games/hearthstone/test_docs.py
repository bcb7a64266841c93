"""docs/hearthstone-examples.md names tests that exist, and every example has a line."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[4]
HERE = Path(__file__).resolve().parent


def test_every_example_is_listed_and_every_named_test_exists() -> None:
    text = (ROOT / "docs" / "hearthstone-examples.md").read_text(encoding="utf-8")
    listed = re.findall(r"^\| (E-\d{3}) \|", text, re.M)
    assert listed == [f"E-{n:03d}" for n in range(1, 203)]
    for file_name, test_name in re.findall(r"`(test_\w+\.py)::(test_\w+)`", text):
        source = (HERE / file_name).read_text(encoding="utf-8")
        assert f"def {test_name}(" in source, f"{file_name}::{test_name}"


def test_docstring_examples_run() -> None:
    import doctest

    from engine.games.hearthstone import state

    result = doctest.testmod(state)
    assert result.attempted > 0 and result.failed == 0
