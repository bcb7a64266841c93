"""The WoW Miniatures board's hot-seat curtain is the shared one in ``client.game.handoff``."""

from __future__ import annotations

from client.game.handoff import ARM_DELAY, CONTINUE_KEYS, HandoffScene

__all__ = ["ARM_DELAY", "CONTINUE_KEYS", "HandoffScene"]
