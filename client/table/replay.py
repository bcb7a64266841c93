"""The card table's replay viewer: a saved card game step by step, drawn as the table draws it.

The controls and log are the shared ``ReplayBase``; the position after each step is the adapter's
view of seat 0's observation, placed and painted by the same geometry and renderer as the live
table, so the replay shows exactly what that player saw (the other hand stays face down).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from client.cards.cache import CardFaceCache
from client.game.replay_base import ReplayBase, open_replay
from client.scene import Scene
from client.table.adapter import TableAdapter
from client.table.geometry import Placed, TableGeometry
from client.table.model import TableView
from client.table.render import TableRenderer
from engine.core import Game
from engine.core.saves import SaveRecord

if TYPE_CHECKING:
    from client.app import App


class TableReplayScene(ReplayBase):
    """Steps through a card game's ``record`` with the table's drawing."""

    def __init__(
        self, app: App, record: SaveRecord, adapter: TableAdapter, *, source: str = "<save>"
    ) -> None:
        super().__init__(app, record, source=source)
        self.adapter = adapter
        self.faces = CardFaceCache(adapter.compose, adapter.back, limit=240)
        self.geometry = TableGeometry(adapter.layout, pygame.Rect(0, 0, 1, 1))
        self.renderer: TableRenderer
        self._placed: tuple[int, TableView, list[Placed]] | None = None

    def layout_view(self, rect: pygame.Rect) -> None:
        self.geometry = TableGeometry(self.adapter.layout, rect)
        self.renderer = TableRenderer(self.theme, self.theme.palette(self.app.settings.palette), self.faces)
        self._placed = None

    def placed(self) -> tuple[TableView, list[Placed]]:
        """The view and its placed cards at the current step, worked out once per step."""
        if self._placed is None or self._placed[0] != self.index:
            view = self.adapter.view(self.replay.state.observation(0), self.record.players)
            self._placed = (self.index, view, self.geometry.place(view))
        return self._placed[1], self._placed[2]

    def draw_view(self, surface: pygame.Surface) -> None:
        view, placed = self.placed()
        background = self.renderer.background(surface.get_size(), self.geometry)
        surface.blit(background, self.view_rect, self.view_rect)
        self.renderer.zone_extras(surface, self.geometry, view)
        for p in placed:
            self.renderer.card(surface, p)


def replay_opener(adapter: Callable[[Game], TableAdapter]) -> Callable[[App, Path], Scene]:
    """A ``REPLAY_SCENES`` factory for a card game whose adapter ``adapter(game)`` builds."""

    def open_saved(app: App, path: Path) -> Scene:
        def build(record: SaveRecord) -> Scene:
            from engine.core.saves import open_game

            return TableReplayScene(
                app, record, adapter(open_game(record, app.registry, path.name)), source=path.name
            )

        return open_replay(app, path, build)

    return open_saved
