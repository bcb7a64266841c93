"""The docstring examples of the board package run and stay true."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = ["client.board.layout", "client.board.camera", "client.board.palette", "client.board.render"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name))
    assert result.attempted > 0 and result.failed == 0
