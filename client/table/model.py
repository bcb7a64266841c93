"""What the table shows, as plain values an adapter builds from an observation.

Seats in a view are relative to the viewer: seat 0 is the viewer's side (bottom of the screen),
seat 1 the opponent's. A ``CardView`` without ``card_id`` is face down; its ``key`` is the entity
id the game's gestures and animation cues refer to.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class CardView:
    """One card on the table.

    ``attack``/``health`` are the current values shown over the face (board minions, heroes,
    weapons); ``base_attack``/``base_health`` let the table colour buffed and damaged numbers.
    ``flags`` are status words the table draws as marks (taunt, divine_shield, frozen, stealth,
    exhausted, silenced, enchanted, ready, used, armor:<n>). ``cost``/``base_cost``: a hand card's
    cost now and as printed; the table marks a changed cost over the face's gem.
    """

    key: str
    card_id: str | None
    attack: int | None = None
    health: int | None = None
    base_attack: int | None = None
    base_health: int | None = None
    flags: tuple[str, ...] = ()
    label: str = ""
    cost: int | None = None
    base_cost: int | None = None


@dataclass(frozen=True)
class ZoneView:
    """A zone's contents for one side: its cards in order, or a count (piles, hidden hands)."""

    zone: str
    seat: int
    cards: tuple[CardView, ...] = ()
    count: int | None = None
    text: str = ""
    current: int = 0
    maximum: int = 0
    locked: int = 0


@dataclass(frozen=True)
class TableView:
    """Everything drawn from one observation: zones, each side's name, and the prompt line."""

    zones: tuple[ZoneView, ...]
    names: tuple[str, str] = ("You", "Opponent")
    prompt: str = ""

    def zone(self, name: str, seat: int) -> ZoneView | None:
        for z in self.zones:
            if z.zone == name and z.seat == seat:
                return z
        return None

    def card(self, key: str) -> CardView | None:
        """The card with that key anywhere on the table."""
        for z in self.zones:
            for c in z.cards:
                if c.key == key:
                    return c
        return None
