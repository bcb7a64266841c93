"""Events: what happened when an action was applied, for animation and the game log."""

from __future__ import annotations

from typing import Any


class Event:
    """One thing that happened.

    ``kind`` is a short machine name (``"dice_rolled"``, ``"damage"``, ``"moved"``), ``text`` the
    plain-words line the log shows a player, and ``data`` the JSON-able details a client needs to
    animate it (each die's face, the path walked, the amount of damage).

    A value: nobody changes an event once it is made. It is a plain class with ``__slots__`` rather
    than a frozen dataclass because games build thousands per playout (most never read, as in search
    and benchmarks) and a frozen dataclass's ``__init__`` costs about 2.7 times as much.
    """

    __slots__ = ("kind", "text", "data")

    def __init__(self, kind: str, text: str, data: dict[str, Any] | None = None) -> None:
        self.kind = kind
        self.text = text
        self.data: dict[str, Any] = {} if data is None else data

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Event):
            return NotImplemented
        return self.kind == other.kind and self.text == other.text and self.data == other.data

    __hash__ = None  # type: ignore[assignment]  # equal by value and ``data`` is a dict, as before

    def __repr__(self) -> str:
        return f"Event(kind={self.kind!r}, text={self.text!r}, data={self.data!r})"

    def __str__(self) -> str:
        return self.text
