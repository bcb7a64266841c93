"""World of Warcraft Miniatures on the desktop: new game, party builder, the table, end, hand-off, replay.

Importing this package registers the game's screens with the shell.
"""

from __future__ import annotations

from client.games.wowminis.new_game import NewGameScene, open_saved_game
from client.games.wowminis.replay_scene import ReplayScene
from client.scenes import LOADED_GAME_SCENES, NEW_GAME_SCENES, REPLAY_SCENES

NEW_GAME_SCENES["wowminis"] = NewGameScene
LOADED_GAME_SCENES["wowminis"] = open_saved_game
REPLAY_SCENES["wowminis"] = ReplayScene.from_save
