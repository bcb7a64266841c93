"""Keeper of the Cards on the desktop: the new-game screen, the card table for 2 to 8 seats, the deck
builder, the replay, and the card builder (card_builder.py).

Importing this package registers the game's screens with the shell. The factories import the screens
(and through them the engine) only when called, so the shell starts without loading the card pool. The
table's layout depends on the number of seats, which the openers read from the save first.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from client.scenes import LOADED_GAME_SCENES, NEW_GAME_SCENES, REPLAY_SCENES

if TYPE_CHECKING:
    from client.app import App
    from client.scene import Scene


def seats_in(path: Path) -> int:
    """The number of players of a saved game (2 when the file cannot be read: the opener then says why)."""
    from engine.core.errors import BadInputError
    from engine.core.saves import read_save

    try:
        return max(2, len(read_save(path).players))
    except (BadInputError, OSError):
        return 2


def new_game(app: App) -> Scene:
    from client.games.keeper.new_game import NewKeeperScene

    return NewKeeperScene(app)


def open_saved_game(app: App, path: Path) -> Scene:
    from client.games.keeper.new_game import adapter_for
    from client.table.start import saved_game_opener

    return saved_game_opener(partial(adapter_for, players=seats_in(path)))(app, path)


def open_replay(app: App, path: Path) -> Scene:
    from client.games.keeper.new_game import adapter_for
    from client.table.replay import replay_opener

    return replay_opener(partial(adapter_for, players=seats_in(path)))(app, path)


NEW_GAME_SCENES["keeper"] = new_game
LOADED_GAME_SCENES["keeper"] = open_saved_game
REPLAY_SCENES["keeper"] = open_replay
