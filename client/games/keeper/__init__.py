"""Keeper of the Cards on the desktop: the new-game screen, the card table for 2 to 8 seats, the deck
builder, the replay, and the card builder (card_builder.py).

Importing this package registers the game's screens with the shell. The factories import the screens
(and through them the engine) only when called, so the shell starts without loading the card pool. The
table's layout depends on the number of seats, which the openers read from the save first.
"""

from __future__ import annotations

from pathlib import Path

from client.table.register import register_card_game


def seats_in(path: Path) -> int:
    """The number of players of a saved game (2 when the file cannot be read: the opener then says why)."""
    from engine.core.errors import BadInputError
    from engine.core.saves import read_save

    try:
        return max(2, len(read_save(path).players))
    except (BadInputError, OSError):
        return 2


register_card_game(
    "keeper", "client.games.keeper.new_game", "NewKeeperScene", lambda path: {"players": seats_in(path)}
)
