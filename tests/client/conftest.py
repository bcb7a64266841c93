"""Client fixtures: a headless app with the shipped games, closed after the test."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from client.app import App


@pytest.fixture
def app() -> Iterator[App]:
    shell = App((1280, 800), headless=True)
    shell.step()
    yield shell
    shell.scenes.clear()
