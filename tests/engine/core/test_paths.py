"""User folders: TAVERN_HOME for tests and portable installs, platformdirs otherwise."""

from __future__ import annotations

from pathlib import Path

import platformdirs
import pytest

from engine.core import paths


def test_tavern_home_holds_data_config_and_cache(tavern_home: Path) -> None:
    assert paths.user_data_dir() == tavern_home / "data"
    assert paths.user_config_dir() == tavern_home / "config"
    assert paths.user_cache_dir() == tavern_home / "cache"
    for folder in (tavern_home / "data", tavern_home / "config", tavern_home / "cache"):
        assert folder.is_dir()


def test_content_folders_live_under_data_and_are_created(tavern_home: Path) -> None:
    data = tavern_home / "data"
    assert paths.saves_dir() == data / "saves"
    assert paths.boards_dir() == data / "boards"
    assert paths.decks_dir() == data / "decks"
    assert paths.cards_dir() == data / "cards"
    assert sorted(p.name for p in data.iterdir()) == ["boards", "cards", "decks", "saves"]


def test_without_tavern_home_platformdirs_decides(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[tuple[str, object]] = []

    def fake(kind: str) -> object:
        def where(appname: str, appauthor: object = None) -> Path:
            asked.append((appname, appauthor))
            return tmp_path / "platform" / kind

        return where

    monkeypatch.setenv("TAVERN_HOME", "")
    monkeypatch.setattr(platformdirs, "user_data_path", fake("data"))
    monkeypatch.setattr(platformdirs, "user_config_path", fake("config"))
    monkeypatch.setattr(platformdirs, "user_cache_path", fake("cache"))
    assert paths.user_data_dir() == tmp_path / "platform" / "data"
    assert paths.user_config_dir() == tmp_path / "platform" / "config"
    assert paths.user_cache_dir() == tmp_path / "platform" / "cache"
    assert paths.saves_dir() == tmp_path / "platform" / "data" / "saves"
    assert paths.saves_dir().is_dir()
    assert {name for name, _ in asked} == {"tabletop-tavern"}
