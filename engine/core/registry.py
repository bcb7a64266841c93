"""The registry of games by id; the client and the command line list games from it."""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import Any

from engine.core.errors import BadInputError
from engine.core.game import Game

SHIPPED_GAMES: dict[str, str] = {
    "wowminis": "engine.games.wowminis.game:WowMinisGame",
    "hearthstone": "engine.games.hearthstone.game:HearthstoneGame",
    "wowtcg": "engine.games.wowtcg.game:WowTcgGame",
    "keeper": "engine.games.keeper.game:KeeperGame",
    "riftbound": "engine.games.riftbound.game:RiftboundGame",
}
"""Game id -> "module:Class" of every game that ships; filled in as each engine lands."""


class Registry:
    """Maps game ids to Game classes, importing shipped games lazily by module path."""

    def __init__(self, entries: Mapping[str, str] | None = None) -> None:
        self._paths: dict[str, str] = dict(entries or {})
        self._classes: dict[str, type[Game]] = {}

    def register(self, game_class: type[Game]) -> None:
        """Add a game class directly (tests register their toy games in their own registry)."""
        self._classes[game_class.id] = game_class

    def copy(self) -> Registry:
        """An independent registry with the same entries (tests add toy games to a copy)."""
        other = Registry(self._paths)
        other._classes.update(self._classes)
        return other

    def ids(self) -> list[str]:
        return sorted(set(self._paths) | set(self._classes))

    def game_class(self, game_id: str) -> type[Game]:
        """:raises BadInputError: no game has that id."""
        if game_id in self._classes:
            return self._classes[game_id]
        if game_id not in self._paths:
            known = ", ".join(self.ids()) or "none"
            raise BadInputError("game id", f"unknown game {game_id!r} (known: {known})")
        module_name, _, class_name = self._paths[game_id].partition(":")
        cls: type[Game] = getattr(importlib.import_module(module_name), class_name)
        self._classes[game_id] = cls
        return cls

    def load(self, game_id: str, options: Mapping[str, Any] | None = None) -> Game:
        """A Game instance with the given rules options."""
        return self.game_class(game_id)(options)


REGISTRY = Registry(SHIPPED_GAMES)
