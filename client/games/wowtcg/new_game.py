"""Starting a WoW TCG game: each side's deck (ready-made or the player's own), the opponent (the
computer at easy, normal or hard through the game's registered bots, or a friend at this screen),
whether the table passes for the player in the quiet steps (ready, draw, end) when they have no card
to play there, the seed (empty: from the clock), and the way to the deck builder.

Decks that cannot be played are named with the engine's reason and Start stays off.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pygame_gui.elements import UIButton

from client.games.wowtcg.decks import WowTcgDecks, setup_deck
from client.games.wowtcg.table import WowTcgTable
from client.table.deck_choice import TwoSidedNewGameScene
from engine.core import Game
from engine.games.wowtcg.game import WowTcgGame

if TYPE_CHECKING:
    from client.app import App

STEPS = {"skip": "Skip when idle", "stop": "Always stop"}
"""Quiet steps (ready, draw, end): the table passes for a player with no card to play there, or not."""


def adapter_for(game: Game) -> WowTcgTable:
    """The table adapter of a WoW TCG game (the shell's save and replay openers call it)."""
    assert isinstance(game, WowTcgGame), game
    return WowTcgTable(game)


class NewWowTcgScene(TwoSidedNewGameScene):
    """Pick both decks, the opponent, the quiet steps and optionally a seed, then Start; Deck builder
    opens the builder."""

    heading = "World of Warcraft TCG"
    second_deck = 2
    game: WowTcgGame

    def __init__(self, app: App) -> None:
        game = app.registry.load("wowtcg")
        assert isinstance(game, WowTcgGame)
        super().__init__(app, game, WowTcgDecks(game))
        self.steps = "skip"
        self.step_buttons: dict[str, UIButton] = {}

    def option_rows(self, x: int, y: int, inner: int) -> int:
        """The quiet steps, then the seed."""
        self.step_buttons = self.choice_row(x, y, inner, "Quiet steps", STEPS, self.steps, self.set_steps)
        return self.seed_row(x, y + self.theme.px(self.row_h + 10), inner)

    def set_steps(self, choice: str) -> None:
        self.steps = choice

    def table(self) -> WowTcgTable:
        return WowTcgTable(self.game, every_step=self.steps == "stop")

    def setup(self) -> dict[str, object]:
        return {"decks": [setup_deck(self.decks[c]) for c in self.choice]}
