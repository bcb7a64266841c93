"""What every game's table scene shares: seats and the controller between the scene and the session."""

from client.game.controller import GameController, Seat

__all__ = ["GameController", "Seat"]
