"""Shared helpers for the Keeper tests: the game without user cards, literal positions, and playing on."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from engine.core import Event, Rng
from engine.games.keeper.game import KeeperGame
from engine.games.keeper.state import KeeperState

DECKS = ("embers", "tides", "grove", "crypt")
NO_USER_CARDS = Path(__file__).resolve().parent / "no_user_cards"
"""An empty user cards folder, so the tests see the shipped cards only."""


@cache
def game() -> KeeperGame:
    """The game with the shipped cards only."""
    return KeeperGame(user_dir=NO_USER_CARDS)


def position(players: list[dict[str, Any]], **rest: Any) -> KeeperState:
    """A literal position in the short form (positions.py)."""
    return game().state_from_dict({"players": players, **rest})


def act(s: KeeperState, *texts: str) -> list[Event]:
    """Apply actions by notation, checked; the events of all of them."""
    events: list[Event] = []
    for text in texts:
        events += s.apply_action(game().parse_action(text, s))
    return events


def legal(s: KeeperState) -> list[str]:
    return [str(a) for a in s.legal_actions()]


def setup(n: int) -> dict[str, Any]:
    return {"decks": [DECKS[i % len(DECKS)] for i in range(n)]}


def check_position(s: KeeperState) -> None:
    """The contract at one position: clone, round trip, independence, no leak of hidden cards."""
    g = game()
    clone = s.clone()
    assert clone == s and clone.state_hash() == s.state_hash()
    restored = g.state_from_dict(json.loads(json.dumps(s.to_dict())))
    assert restored.state_hash() == s.state_hash()
    before = s.state_hash()
    clone.apply_action(clone.legal_actions()[-1])
    assert s.state_hash() == before
    for p in range(s.n):
        seen = json.dumps(s.observation(p), sort_keys=True)
        for secret in s.hidden_from(p):
            assert secret not in seen, f"player {p} sees hidden {secret}"


def playout(n: int, seed: int, check_every: int = 0, limit: int = 20000) -> KeeperState:
    """A random game with ``n`` players, checking the contract every ``check_every`` actions."""
    s = game().new_initial_state(seed, setup(n))
    rng = Rng(seed * 31 + n)
    for step in range(limit):
        if s.is_terminal():
            break
        actions = s.legal_actions()
        assert actions and [str(a) for a in actions] == sorted(str(a) for a in actions)
        assert len({str(a) for a in actions}) == len(actions)
        if check_every and step % check_every == 0:
            check_position(s)
        s.apply_action(actions[rng.randbelow(len(actions))])
    assert s.is_terminal()
    return s


def u(s: KeeperState, card_id: str, nth: int = 0) -> str:
    """The id of the ``nth`` card instance of ``card_id`` (in id order)."""
    return sorted(uid for uid, cid in s.cards.items() if cid == card_id)[nth]
