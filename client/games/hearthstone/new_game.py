"""Starting a Hearthstone game: each side's deck (ready-made or the player's own), the opponent
(the computer at easy, normal or hard, or a friend at this screen), the turn timer, and the way to
the deck builder.

Decks that cannot be played are listed with the engine's reason and refused at Start.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pygame_gui.elements import UIButton

from client.game.controller import GameController
from client.games.hearthstone.decks import HearthstoneDecks
from client.games.hearthstone.table import HearthstoneTable
from client.table.deck_choice import TwoSidedNewGameScene
from client.table.scene import CardTableScene
from engine.core import Game
from engine.games.hearthstone.game import HearthstoneGame

if TYPE_CHECKING:
    from client.app import App

TIMERS: dict[str, float | None] = {"Off": None, "60 s": 60.0, "90 s": 90.0}
"""The turn timer choices: when it runs out, the turn ends."""


def adapter_for(game: Game) -> HearthstoneTable:
    """The table adapter of a Hearthstone game (the shell's save and replay openers call it)."""
    assert isinstance(game, HearthstoneGame), game
    return HearthstoneTable(game)


class NewHearthstoneScene(TwoSidedNewGameScene):
    """Pick both decks, the opponent and the turn timer, then Start; Deck builder opens the builder."""

    heading = "Hearthstone"
    game: HearthstoneGame

    def __init__(self, app: App) -> None:
        game = app.registry.load("hearthstone")
        assert isinstance(game, HearthstoneGame)
        super().__init__(app, game, HearthstoneDecks(game))
        self.timer = "Off"
        self.timer_buttons: dict[str, UIButton] = {}

    def option_rows(self, x: int, y: int, inner: int) -> int:
        """The turn timer; a Hearthstone game is seeded from the clock."""
        words = {choice: choice for choice in TIMERS}
        self.timer_buttons = self.choice_row(x, y, inner, "Turn timer", words, self.timer, self.set_timer)
        return y + self.theme.px(self.row_h + 10)

    def set_timer(self, choice: str) -> None:
        self.timer = choice

    def table(self) -> HearthstoneTable:
        return HearthstoneTable(self.game)

    def setup(self) -> dict[str, object]:
        return {
            "decks": [{"hero": self.decks[c].leader, "cards": list(self.decks[c].cards)} for c in self.choice]
        }

    def table_scene(self, controller: GameController) -> CardTableScene:
        return CardTableScene(self.app, controller, self.table(), turn_seconds=TIMERS[self.timer])
