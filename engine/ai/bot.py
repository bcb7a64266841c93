"""The one small interface every bot shares, so the client, the simulator and tests drive any bot alike."""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from engine.core import Action, Decision


@runtime_checkable
class Bot(Protocol):
    """A player that decides from a :class:`Decision` and nothing else.

    A bot is built with an explicit seed (and a difficulty where it has one). It reads only
    ``decision.observation``, ``decision.legal_actions`` and ``decision.sample(rng)``, so it can
    never see hidden cards, and it never mutates the game: the caller applies the action it returns.
    """

    def step(self, decision: Decision) -> Action:
        """The action to play now; always one of ``decision.legal_actions``."""
        ...

    def restart(self) -> None:
        """Forget everything from the previous game and start again from the bot's seed."""
        ...
