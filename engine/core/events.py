"""Events: what happened when an action was applied, for animation and the game log."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Event:
    """One thing that happened.

    ``kind`` is a short machine name (``"dice_rolled"``, ``"damage"``, ``"moved"``), ``text`` the
    plain-words line the log shows a player, and ``data`` the JSON-able details a client needs to
    animate it (each die's face, the path walked, the amount of damage).
    """

    kind: str
    text: str
    data: dict[str, Any] = field(default_factory=dict)

    def __str__(self) -> str:
        return self.text
