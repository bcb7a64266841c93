"""Keeper's rolls in the shared dice tray's six-sided dice: each die's face is damage or healing, so
the tray shows the faces and their total instead of the successes of WoW Miniatures' ten-sided dice.

``KeeperDice`` takes the engine's ``dice_rolled`` events (docs/keeper-engine.md: ``player``,
``faces``, ``why``), throws them, and is drawn over the table for a few seconds after each roll and for
as long as the viewer is allocating dice.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pygame

from client.dice.model import roll_view_from_event
from client.dice.tray import SPEEDS, DiceTray

FACES = 6
SHOW_SECONDS = 2.5
"""How long a settled roll stays on the table at normal speed (the animation setting scales it)."""
KINDS = {"attack": "attack", "defense": "defense", "dice-heal": "heal", "Medic Counter": "heal"}
"""The engine's reason for a roll -> the tray's colours (anything else is "other")."""


class KeeperDice:
    """The tray, what it shows and for how long."""

    def __init__(self) -> None:
        self.tray = DiceTray(sides=FACES)
        self.left = 0.0
        self.allocating = False

    def roll(self, data: Mapping[str, Any], names: Sequence[str]) -> None:
        """Throw a ``dice_rolled`` event's dice (the first-player roll names no single player)."""
        faces = [int(f) for f in data.get("faces", [])]
        if not faces or "player" not in data:
            return
        p = int(data["player"])
        why = str(data.get("why", "roll"))
        roller = names[p] if p < len(names) else f"Player {p + 1}"
        view = roll_view_from_event({"roller": roller, "kind": KINDS.get(why, "other"), "faces": faces})
        self.tray.reason = why
        self.tray.throw(view)
        self.left = SHOW_SECONDS

    def allocate(self, now: bool) -> None:
        """The viewer is (or is no longer) choosing dice: the tray stays, settled, since the dialog that
        asks holds the table still."""
        self.allocating = now
        if now:
            self.tray.skip()

    def tick(self, dt: float, speed: str) -> None:
        """Animate the throw; count down the time a settled roll stays (not while dice are allocated)."""
        if speed != self.tray.speed and speed in SPEEDS:
            self.tray.speed = speed
        self.tray.update(dt)
        if self.allocating:
            return
        if speed == "instant":
            self.left = 0.0
        elif self.tray.done:
            self.left -= dt * SPEEDS.get(speed, 1.0)

    @property
    def shown(self) -> bool:
        """Whether the tray is on the table now."""
        return self.tray.roll is not None and (self.left > 0 or self.allocating)

    def draw(self, surface: pygame.Surface, table: pygame.Rect) -> None:
        """The tray at the top left of the table, clear of the centred dialog that asks for the next die."""
        if not self.shown:
            return
        rect = pygame.Rect(0, 0, round(table.width * 0.36), round(table.height * 0.33))
        rect.topleft = (table.x + 4, table.y + 4)
        self.tray.draw(surface, rect)
