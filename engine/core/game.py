"""The Game base class: immutable rules options and content, and a factory of states."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any, ClassVar

from engine.core.actions import Action
from engine.core.errors import BadInputError, IllegalActionError
from engine.core.state import State, parse_by_notation


class Game(ABC):
    """One game's rules: options are fixed at construction and content is loaded once.

    Subclasses set the class constants and implement the factories. Options are validated
    against ``DEFAULT_OPTIONS``: an unknown option or a value of the wrong type is refused.

    Attributes:
        id: registry id (``"wowminis"``).
        name: the name players read.
        min_players, max_players: seats the game supports.
        DEFAULT_OPTIONS: every rules option with its default; a value's type is the option's type.
        content_version: bumped when shipped content changes in a way that affects saved games.
    """

    id: ClassVar[str]
    name: ClassVar[str]
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2
    DEFAULT_OPTIONS: ClassVar[Mapping[str, Any]] = {}
    content_version: ClassVar[str] = "1"

    def __init__(self, options: Mapping[str, Any] | None = None) -> None:
        merged = dict(self.DEFAULT_OPTIONS)
        for key, value in (options or {}).items():
            if key not in self.DEFAULT_OPTIONS:
                known = ", ".join(sorted(self.DEFAULT_OPTIONS)) or "none"
                raise BadInputError(f"{self.id} options", f"unknown option {key!r} (known: {known})")
            default = self.DEFAULT_OPTIONS[key]
            if not isinstance(value, type(default)) or isinstance(value, bool) != isinstance(default, bool):
                raise BadInputError(
                    f"{self.id} options", f"option {key!r} must be {type(default).__name__}, got {value!r}"
                )
            merged[key] = value
        self.options: Mapping[str, Any] = MappingProxyType(merged)

    @abstractmethod
    def new_initial_state(self, seed: int, setup: Mapping[str, Any] | None = None) -> State:
        """A fresh game. ``setup`` is game-specific JSON data (board, parties, decks, players).

        :raises BadInputError: the setup does not validate.
        """

    @abstractmethod
    def state_from_dict(self, d: Mapping[str, Any]) -> State:
        """Any position from its ``to_dict()`` form, validated.

        :raises BadInputError: the position is malformed or impossible.
        """

    def default_setup(self) -> dict[str, Any]:
        """The setup used when none is given (simulations, quick games)."""
        return {}

    def num_players(self, state: State | None = None) -> int:
        """Seats in play; games with a variable count read it from the state."""
        return self.min_players

    def parse_action(self, text: str, state: State) -> Action:
        """The legal action of ``state`` whose notation is ``text``.

        :raises IllegalActionError: no legal action has that notation.
        """
        action = parse_by_notation(text.strip(), state.legal_actions())
        if action is None:
            raise IllegalActionError(f"{text!r} is not a legal action ({state.describe()})")
        return action

    def options_dict(self) -> dict[str, Any]:
        return dict(self.options)
