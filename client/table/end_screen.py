"""The end of a card game: the shared end screen with each side's line from the adapter.

Rematch starts the same game (setup, seats) with the next seed and saves it like the first;
Replay opens the card table's replay viewer on this game's record.
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING, Any

import pygame

from client.game.controller import GameController
from client.game.end_screen import EndScene
from client.scene import Scene
from client.table.adapter import TableAdapter

if TYPE_CHECKING:
    from client.app import App


class TableEndScene(EndScene):
    """Who won, each side's state at the end (from the adapter), Rematch, Replay, Main menu."""

    def __init__(self, app: App, controller: GameController, adapter: TableAdapter) -> None:
        super().__init__(app, controller)
        self.adapter = adapter

    def score_lines(self) -> list[str]:
        state = self.controller.session.state
        lines = []
        for player, seat in enumerate(self.controller.seats):
            extra = self.adapter.score_text(state.observation(player), player)
            line = f"<b>{html.escape(seat.name)}</b>"
            lines.append(f"{line} \u00b7 {html.escape(extra)}" if extra else line)
        return lines

    def layout(self, screen: pygame.Rect) -> None:
        super().layout(screen)
        following = self._next()
        if following is not None:
            self.rematch_button.set_text(following[0])

    def _next(self) -> tuple[str, dict[str, Any]] | None:
        session = self.controller.session
        return self.adapter.next_setup(session.setup, session.state)

    def rematch_scene(self) -> Scene:
        """A rematch, or the next game of a match the adapter knows about."""
        from client.table.start import rematch

        following = self._next()
        return rematch(self.app, self.controller, self.adapter, following[1] if following else None)

    def replay_scene(self) -> Scene:
        from client.table.replay import TableReplayScene

        session = self.controller.session
        source = session.save_path.name if session.save_path is not None else "this game"
        return TableReplayScene(self.app, session.record(), self.adapter, source=source)
