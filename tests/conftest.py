"""Shared test fixtures: headless SDL, an isolated user folder, and the toy game's registry."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from engine.core import REGISTRY, Registry  # noqa: E402
from tests.toygame import ToyGame  # noqa: E402


@pytest.fixture(autouse=True)
def tavern_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Every test gets its own user folder, so nothing touches the real one."""
    home = tmp_path / "tavern-home"
    monkeypatch.setenv("TAVERN_HOME", str(home))
    yield home


@pytest.fixture
def toy_registry() -> Registry:
    """The shipped games plus the toy game, which never enters the shipped registry."""
    reg = REGISTRY.copy()
    reg.register(ToyGame)
    return reg
