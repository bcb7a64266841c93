"""Keeper's rolls in the shared dice tray: six-sided dice, each die's face is damage or healing, so
the tray shows the faces and their total instead of the successes of WoW Miniatures' ten-sided dice.

``KeeperDice`` takes the engine's ``dice_rolled`` events (docs/keeper-engine.md: ``player``,
``faces``, ``why``), throws them, and is drawn over the table for a few seconds after each roll and for
as long as the viewer is allocating dice.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

import pygame

from client.dice.model import RollView, roll_view_from_event
from client.dice.tray import SPEEDS, DiceTray, ShownDie

FACES = 6
SHOW_SECONDS = 2.5
"""How long a settled roll stays on the table at normal speed (the animation setting scales it)."""
KINDS = {"attack": "attack", "defense": "defense", "dice-heal": "heal", "Medic Counter": "heal"}
"""The engine's reason for a roll -> the tray's colours (anything else is "other")."""


class KeeperTray(DiceTray):
    """The shared tray with six-sided faces and a banner that adds the dice up."""

    def __init__(self, speed: str = "normal") -> None:
        super().__init__(speed)
        self.why = ""

    def throw(self, roll: RollView, seed: int | None = None) -> None:
        super().throw(roll, seed)
        self._flicker = [[1 + (face - 1) % FACES for face in faces] for faces in self._flicker]

    def dice(self) -> list[ShownDie]:
        """The dice without success or failure badges: a Keeper die is an amount, never a hit or a miss."""
        return [replace(die, mark="tumbling") for die in super().dice()]

    def banner_text(self) -> tuple[str, str, str]:
        roll = self.roll
        if roll is None:
            return "Dice tray", "No roll yet", ""
        count = len(roll.dice)
        title = f"{roll.roller}: {self.why}, {count} {'die' if count == 1 else 'dice'}"
        if not self.done:
            return title, "Rolling\u2026", ""
        faces = [die.final for die in roll.dice]
        return title, f"Total {sum(faces)}", " + ".join(str(f) for f in faces)


class KeeperDice:
    """The tray, what it shows and for how long."""

    def __init__(self) -> None:
        self.tray = KeeperTray()
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
        self.tray.why = why
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
