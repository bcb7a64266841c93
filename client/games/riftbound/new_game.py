"""Starting a Riftbound game: each side's deck (ready-made or the player's own), the opponent (the
computer at easy, normal or hard with the game's registered bots, or a friend at this screen), the
seed, and the way to the deck builder.

Decks that cannot be played are listed with the engine's reason and refused at Start.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from client.games.riftbound.decks import RiftboundDecks
from client.games.riftbound.table import RiftboundTable
from client.table.deck_choice import TwoSidedNewGameScene
from engine.core import Game
from engine.games.riftbound.game import RiftboundGame

if TYPE_CHECKING:
    from client.app import App


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

    def table(self) -> RiftboundTable:
        return RiftboundTable(self.game)

    def setup(self) -> dict[str, object]:
        return {"decks": [self.rules.engine_deck(self.decks[c]) for c in self.choice]}
