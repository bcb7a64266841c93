"""The docstring examples of the cards package run and stay true."""

from __future__ import annotations

import doctest
import importlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
MODULES = [
    "client.cards.compose",
    "client.cards.glyphs",
    "client.cards.emblem",
    "client.cards.wowminis_faces",
    "client.cards.cache",
    "client.cards.hover",
]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name))
    assert result.attempted > 0 and result.failed == 0


def test_the_card_faces_guide_example_runs() -> None:
    result = doctest.testfile(str(ROOT / "docs" / "card-faces.md"), module_relative=False)
    assert result.attempted > 0 and result.failed == 0
