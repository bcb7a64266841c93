"""Answering prompts in rule tests: the ``choose`` answers on offer, without other actions (conceding)."""

from __future__ import annotations

from engine.games.riftbound.state import RiftState
from tests.engine.games.riftbound.helpers import legal


def choices(s: RiftState) -> list[str]:
    """The legal ``choose <option>`` answers to the current prompt."""
    return [a for a in legal(s) if a.startswith("choose ")]
