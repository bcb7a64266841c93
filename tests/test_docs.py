"""The examples in the documentation and docstrings run and stay true."""

from __future__ import annotations

import doctest
import importlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCTEST_MODULES = ["engine.core.rng", "engine.core.outcome"]


def test_engine_contract_worked_example() -> None:
    result = doctest.testfile(str(ROOT / "docs" / "engine-contract.md"), module_relative=False)
    assert result.attempted > 0 and result.failed == 0


@pytest.mark.parametrize("name", DOCTEST_MODULES)
def test_docstring_examples(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name))
    assert result.attempted > 0 and result.failed == 0
