"""One sealed game between two given parties, random or between heuristic bots, checked as it goes:
the soak tests of new choices (a buff to move, a card to exhaust) play their cards through it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from engine.core import Decision, Event, Rng
from engine.games.wowminis.bots import HeuristicBot
from engine.games.wowminis.game import WowMinisGame
from engine.games.wowminis.positions import state_to_dict

GAME = WowMinisGame()


def play_sealed(
    parties: Sequence[dict[str, Any]],
    seed: int,
    board: str,
    *,
    watch: type,
    count: Callable[[list[Event]], int],
    check_every: int = 0,
    bots: bool = False,
) -> tuple[int, int]:
    """Play one game (parties swapped on odd seeds); every ``check_every`` actions, and whenever the
    pending work item is a ``watch``, the position must survive ``to_dict`` and ``clone``. Returns the
    number of actions and the sum of ``count`` over every action's events."""
    order = list(parties) if seed % 2 == 0 else list(parties)[::-1]
    state = GAME.new_initial_state(seed, {"board": board, "parties": order, "format": "sealed"})
    picker = Rng(seed)
    players = [HeuristicBot(seed), HeuristicBot(seed + 1)]
    actions = counted = 0
    while not state.is_terminal():
        if (check_every and actions % check_every == 0) or isinstance(state.stack[-1], watch):
            d = state_to_dict(state)
            assert state_to_dict(GAME.state_from_dict(d)) == d, (seed, actions)
            assert state_to_dict(state.clone()) == d, (seed, actions)
        if bots:
            action = players[state.current_player()].step(Decision.of(state))
        else:
            action = picker.choice(state.legal_actions())
        counted += count(state.apply_action(action))
        actions += 1
    assert state.outcome() is not None
    return actions, counted
