"""The card builder's Open dialog: the player's saved Keeper cards, one row each, to edit one."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from client.editor.dialog import PickFileScene
from client.games.keeper.card_builder_model import SavedCard, saved_cards

if TYPE_CHECKING:
    from client.app import App


def card_label(saved: SavedCard) -> str:
    """A row's words: the name, what the card is, and its file."""
    card = saved.card
    stats = f"{card.sp}/{card.hp} minion" if card.kind == "minion" else "spell"
    return f"{card.name}  \u00b7  level {card.level} {stats}  \u00b7  {saved.path.name}"


class OpenCardScene(PickFileScene):
    """Lists the cards in ``folder``; choosing one calls ``on_open(saved)`` and closes the dialog."""

    folder = "cards"
    empty = "No saved cards yet: Save a card to find it here."

    def __init__(self, app: App, folder: Path, on_open: Callable[[SavedCard], None]) -> None:
        self.cards, damaged = saved_cards(folder)
        super().__init__(app, "Open a card", [card_label(saved) for saved in self.cards], damaged)
        self.on_open = on_open

    def choose(self, index: int) -> None:
        """Hand the chosen card to the builder and close."""
        self.app.scenes.pop()
        self.on_open(self.cards[index])
