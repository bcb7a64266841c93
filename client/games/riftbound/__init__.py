"""Riftbound on the desktop: the new-game screen, the card table, the deck builder and the replay.

Importing this package registers the game's screens with the shell. The factories import the
screens (and through them the engine) only when called, so the shell starts without loading the
card pool.
"""

from __future__ import annotations

from client.table.register import register_card_game

register_card_game("riftbound", "client.games.riftbound.new_game", "NewRiftboundScene")
