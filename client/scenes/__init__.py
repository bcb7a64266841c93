"""The shell's scenes, and the tables through which each game plugs in its own screens.

A game's desktop screens live in a module of the ``client.games`` package; importing that module
adds the game's factories to these tables (the app imports every such module at start-up)::

    NEW_GAME_SCENES["wowminis"] = WowSetupScene              # WowSetupScene(app)
    LOADED_GAME_SCENES["wowminis"] = WowTableScene.from_save  # WowTableScene.from_save(app, path)
    REPLAY_SCENES["wowminis"] = ReplayScene.from_save         # ReplayScene.from_save(app, path)

A game without an entry is listed in the menu and the Load screen, but cannot be started there.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from client.app import App
    from client.scene import Scene

GAME_SCREENS_PACKAGE = "client.games"

NEW_GAME_SCENES: dict[str, Callable[[App], Scene]] = {}
"""Game id -> factory of the scene that starts a new game (its setup screen or the table)."""

LOADED_GAME_SCENES: dict[str, Callable[[App, Path], Scene]] = {}
"""Game id -> factory of the scene that resumes the saved game at a path."""

REPLAY_SCENES: dict[str, Callable[[App, Path], Scene]] = {}
"""Game id -> factory of the replay viewer of the saved game at a path."""


def import_game_screens() -> list[str]:
    """Import every module of ``client.games`` so each registers its scenes; returns their names."""
    try:
        package = importlib.import_module(GAME_SCREENS_PACKAGE)
    except ModuleNotFoundError as exc:
        if exc.name == GAME_SCREENS_PACKAGE:
            return []
        raise
    names = sorted(module.name for module in pkgutil.iter_modules(package.__path__))
    for name in names:
        importlib.import_module(f"{GAME_SCREENS_PACKAGE}.{name}")
    return names
