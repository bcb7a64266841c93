"""Where the player's files live: saves, boards, decks and card data under the user folders.

The folders come from ``platformdirs`` (appname ``tabletop-tavern``), so each platform gets its
usual place. The environment variable ``TAVERN_HOME`` replaces all three with
``$TAVERN_HOME/data``, ``$TAVERN_HOME/config`` and ``$TAVERN_HOME/cache``; tests use it so they
never touch a real user's files, and a player can use it to keep the tavern on a USB stick.
Every function creates its folder on demand, so callers can write into the result at once.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "tabletop-tavern"
HOME_ENV = "TAVERN_HOME"


def _tavern_home() -> Path | None:
    """The ``TAVERN_HOME`` override, or None when it is unset or empty."""
    value = os.environ.get(HOME_ENV, "")
    return Path(value).expanduser() if value else None


def _ensure(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def user_data_dir() -> Path:
    """The folder for the player's own data (saves, boards, decks), created if missing."""
    home = _tavern_home()
    return _ensure(home / "data" if home else platformdirs.user_data_path(APP_NAME, appauthor=False))


def user_config_dir() -> Path:
    """The folder for settings, created if missing."""
    home = _tavern_home()
    return _ensure(home / "config" if home else platformdirs.user_config_path(APP_NAME, appauthor=False))


def user_cache_dir() -> Path:
    """The folder for files that can be rebuilt (rendered card faces), created if missing."""
    home = _tavern_home()
    return _ensure(home / "cache" if home else platformdirs.user_cache_path(APP_NAME, appauthor=False))


def saves_dir() -> Path:
    """``<data>/saves``: autosaves and saved games, one JSON file per game."""
    return _ensure(user_data_dir() / "saves")


def boards_dir() -> Path:
    """``<data>/boards``: boards and scenarios the player made in the board editor."""
    return _ensure(user_data_dir() / "boards")


def scenarios_dir() -> Path:
    """``<data>/scenarios``: starting positions the player set up in the scenario setup screen."""
    return _ensure(user_data_dir() / "scenarios")


def decks_dir() -> Path:
    """``<data>/decks``: decks and parties the player built."""
    return _ensure(user_data_dir() / "decks")


def cards_dir() -> Path:
    """``<data>/cards``: card data the player added on top of the shipped content."""
    return _ensure(user_data_dir() / "cards")
