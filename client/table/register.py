"""Plugging a card game's screens into the shell: the new-game screen, resuming a save at the card
table, and the replay, all from the game's new-game module.

Registering imports nothing of the game: the factories import its module when a screen first opens,
so the shell starts without loading any card data.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from client.scenes import LOADED_GAME_SCENES, NEW_GAME_SCENES, REPLAY_SCENES

if TYPE_CHECKING:
    from client.app import App
    from client.scene import Scene


def no_options(path: Path) -> Mapping[str, Any]:
    """A table whose adapter needs nothing from the save."""
    return {}


def register_card_game(
    game_id: str,
    screens: str,
    scene: str,
    adapter_options: Callable[[Path], Mapping[str, Any]] = no_options,
) -> None:
    """Add ``game_id``'s three screens to the shell's tables.

    ``screens`` names the module holding the new-game scene class ``scene`` and
    ``adapter_for(game, **options)``; ``adapter_options(path)`` reads from a save what the table's
    adapter needs to know (Keeper: the number of seats).
    """

    def new_game(app: App) -> Scene:
        scene_class: Callable[[App], Scene] = getattr(importlib.import_module(screens), scene)
        return scene_class(app)

    def adapter(path: Path) -> Any:
        return partial(importlib.import_module(screens).adapter_for, **adapter_options(path))

    def open_saved_game(app: App, path: Path) -> Scene:
        from client.table.start import saved_game_opener

        return saved_game_opener(adapter(path))(app, path)

    def open_replay(app: App, path: Path) -> Scene:
        from client.table.replay import replay_opener

        return replay_opener(adapter(path))(app, path)

    NEW_GAME_SCENES[game_id] = new_game
    LOADED_GAME_SCENES[game_id] = open_saved_game
    REPLAY_SCENES[game_id] = open_replay
