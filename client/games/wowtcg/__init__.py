"""World of Warcraft TCG on the desktop: the new-game screen, the card table, the deck builder and
the replay.

Importing this package registers the game's screens with the shell. The factories import the
screens (and through them the engine and its card pool) only when called, so the shell starts
quickly.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from client.scenes import LOADED_GAME_SCENES, NEW_GAME_SCENES, REPLAY_SCENES

if TYPE_CHECKING:
    from client.app import App
    from client.scene import Scene


def new_game(app: App) -> Scene:
    from client.games.wowtcg.new_game import NewWowTcgScene

    return NewWowTcgScene(app)


def open_saved_game(app: App, path: Path) -> Scene:
    from client.games.wowtcg.new_game import adapter_for
    from client.table.start import saved_game_opener

    return saved_game_opener(adapter_for)(app, path)


def open_replay(app: App, path: Path) -> Scene:
    from client.games.wowtcg.new_game import adapter_for
    from client.table.replay import replay_opener

    return replay_opener(adapter_for)(app, path)


NEW_GAME_SCENES["wowtcg"] = new_game
LOADED_GAME_SCENES["wowtcg"] = open_saved_game
REPLAY_SCENES["wowtcg"] = open_replay
