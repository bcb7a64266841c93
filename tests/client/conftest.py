"""Client fixtures: a headless app with the shipped games (closed after the test), a list for the apps a
test opens itself (all closed after it), the screenshot folder."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from client.app import App


@pytest.fixture
def app() -> Iterator[App]:
    shell = App((1280, 800), headless=True)
    shell.step()
    yield shell
    shell.scenes.clear()


@pytest.fixture
def apps() -> Iterator[list[App]]:
    """The test appends each app it opens; their scenes are closed after the test."""
    opened: list[App] = []
    yield opened
    for shell in opened:
        shell.scenes.clear()


@pytest.fixture
def shots(tmp_path: Path) -> Path:
    """Where screenshots go: ``TAVERN_SCREENSHOTS`` when set (that is how docs/screenshots is refreshed),
    else a folder of the test's own, so a plain test run never writes into the repository."""
    folder = Path(os.environ.get("TAVERN_SCREENSHOTS") or tmp_path / "screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    return folder
