"""The docstring examples of the card table's modules run and stay true."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = [
    "client.table.layout",
    "client.table.gestures",
    "client.table.animation",
    "client.table.decks",
    "client.table.keyboard",
    "client.games.hearthstone.text",
]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name))
    assert result.attempted > 0 and result.failed == 0
