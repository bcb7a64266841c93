"""The engine's small error hierarchy.

Every error is a ``ValueError`` so callers that only care about "bad input" can catch one type.
The end of a game is never an exception: it is a terminal state with an ``outcome()``.
"""

from __future__ import annotations


class TavernError(ValueError):
    """Base class of every error the engine raises on purpose."""


class InvalidActionError(TavernError):
    """An action's text or value is malformed: it cannot name any action of this game."""


class IllegalActionError(TavernError):
    """A well-formed action that is not legal in the current state."""


class BadInputError(TavernError):
    """A content, board, deck or position file (or dict) does not validate.

    ``source`` names the file (or "<dict>") and ``where`` the location inside it, so the message
    a player sees says exactly what to fix.
    """

    def __init__(self, source: str, problem: str, where: str = "") -> None:
        self.source = source
        self.problem = problem
        self.where = where
        location = f"{source}: {where}" if where else source
        super().__init__(f"{location}: {problem}")


class DamagedSaveError(BadInputError):
    """A save file is truncated, malformed, tampered with or from a newer format."""
