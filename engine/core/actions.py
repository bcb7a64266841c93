"""Actions: small frozen values with a text notation.

Each game defines its own frozen dataclasses; the contract asks only that ``str(action)`` is the
action's notation, that the notation is unique among the legal actions of a state, and that
actions order deterministically by that notation.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable


@runtime_checkable
class Action(Protocol):
    """What every game's action values provide: hashing, equality and a notation via ``str``."""

    def __str__(self) -> str: ...

    def __hash__(self) -> int: ...


def sort_actions(actions: list[Action]) -> list[Action]:
    """The deterministic order of ``legal_actions()``: by notation."""
    return sorted(actions, key=str)
