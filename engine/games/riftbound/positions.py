"""Positions: any Riftbound state from its ``to_dict()`` form, checked enough to fail clearly.

A position names every card by uid (``cards``: uid -> card id, ``owner``: uid -> player), the players'
zones, the battlefields, board statuses, the chain, and the turn's state; see docs/riftbound-engine.md.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from engine.core import BadInputError, Rng
from engine.games.riftbound.state import FIELDS, OPTIONAL, RiftState, copy_data

if TYPE_CHECKING:
    from engine.games.riftbound.game import RiftboundGame

SOURCE = "riftbound position"


def state_from_dict(game: RiftboundGame, d: Mapping[str, Any]) -> RiftState:
    """:raises BadInputError: a field is missing or a card id is not in the pool."""
    if not isinstance(d, Mapping):
        raise BadInputError(SOURCE, "a position must be an object")
    missing = [f for f in FIELDS if f not in d]
    if missing:
        raise BadInputError(SOURCE, f"missing fields: {', '.join(missing)}")
    n = d["n"]
    if n not in (2, 3, 4):
        raise BadInputError(SOURCE, f"a game has 2 to 4 players, got {n!r}")
    rng = Rng.from_dict(dict(d["rng"])) if "rng" in d else Rng(0)
    s = RiftState(game, rng, n)
    for f in FIELDS:
        setattr(s, f, copy_data(d[f]))
    for f, default in OPTIONAL.items():
        setattr(s, f, copy_data(d.get(f, default)))
    for uid, cid in sorted(s.cards.items()):
        if cid not in game.pool:
            raise BadInputError(SOURCE, f"unknown card {cid!r}", f"cards.{uid}")
        if uid not in s.owner:
            raise BadInputError(SOURCE, "card without an owner", f"owner.{uid}")
    for uid in sorted(s.st):
        if uid not in s.cards:
            raise BadInputError(SOURCE, "board object without a card", f"st.{uid}")
    if not isinstance(s.players, list) or len(s.players) != n:
        raise BadInputError(SOURCE, "players must list both players")
    s.history = [str(h) for h in d.get("history", [])]
    return s
