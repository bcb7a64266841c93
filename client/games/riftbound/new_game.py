"""Starting a Riftbound game: each side's deck (ready-made or the player's own), the opponent (the
computer at easy, normal or hard with the game's registered bots, or a friend at this screen), the
seed, one game or a best-of-3 match, and the way to the deck builder.

Decks that cannot be played are listed with the engine's reason and refused at Start.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame_gui.elements import UIButton

from client.games.riftbound.decks import RiftboundDecks
from client.games.riftbound.table import RiftboundTable
from client.table.deck_choice import TwoSidedNewGameScene
from engine.core import Game
from engine.games.riftbound.game import RiftboundGame
from engine.games.riftbound.match import new_match

if TYPE_CHECKING:
    from client.app import App


FORMATS = {"single": "One game", "match": "Best of 3"}
"""A single game (480) or a best-of-3 match (481)."""


def adapter_for(game: Game) -> RiftboundTable:
    """The table adapter of a Riftbound game (the shell's save and replay openers call it)."""
    assert isinstance(game, RiftboundGame), game
    return RiftboundTable(game)


class NewRiftboundScene(TwoSidedNewGameScene):
    """Pick both decks, the opponent and optionally a seed, then Start; Deck builder opens the builder."""

    heading = "Riftbound"
    game: RiftboundGame
    rules: RiftboundDecks

    def __init__(self, app: App) -> None:
        game = app.registry.load("riftbound")
        assert isinstance(game, RiftboundGame)
        super().__init__(app, game, RiftboundDecks(game))
        self.format = "single"
        self.format_buttons: dict[str, UIButton] = {}

    def table(self) -> RiftboundTable:
        return RiftboundTable(self.game)

    def option_rows(self, x: int, y: int, inner: int) -> int:
        """One game or a best-of-3 match (481), then the seed."""
        self.format_buttons = self.choice_row(x, y, inner, "Format", FORMATS, self.format, self.set_format)
        return self.seed_row(x, y + self.theme.px(self.row_h + 10), inner)

    def set_format(self, value: str) -> None:
        self.format = value

    def panel_size(self, screen: pygame.Rect) -> tuple[int, int]:
        width, height = super().panel_size(screen)
        return width, height + self.theme.px(self.row_h + 10)

    def setup(self) -> dict[str, object]:
        decks = [self.rules.engine_deck(self.decks[c]) for c in self.choice]
        return new_match(decks) if self.format == "match" else {"decks": decks}
