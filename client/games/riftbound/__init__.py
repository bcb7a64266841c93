"""Riftbound on the desktop: the new-game screen, the card table, the deck builder and the replay.

Importing this package registers the game's screens with the shell. The factories import the
screens (and through them the engine) only when called, so the shell starts without loading the
card pool.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from client.scenes import LOADED_GAME_SCENES, NEW_GAME_SCENES, REPLAY_SCENES

if TYPE_CHECKING:
    from client.app import App
    from client.scene import Scene


def new_game(app: App) -> Scene:
    from client.games.riftbound.new_game import NewRiftboundScene

    return NewRiftboundScene(app)


def open_saved_game(app: App, path: Path) -> Scene:
    from client.games.riftbound.new_game import adapter_for
    from client.table.start import saved_game_opener

    return saved_game_opener(adapter_for)(app, path)


def open_replay(app: App, path: Path) -> Scene:
    from client.games.riftbound.new_game import adapter_for
    from client.table.replay import replay_opener

    return replay_opener(adapter_for)(app, path)


NEW_GAME_SCENES["riftbound"] = new_game
LOADED_GAME_SCENES["riftbound"] = open_saved_game
REPLAY_SCENES["riftbound"] = open_replay
