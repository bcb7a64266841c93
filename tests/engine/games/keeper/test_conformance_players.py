"""The engine contract with 2, 3 and 8 players: random games end, every position clones, round-trips
through to_dict/state_from_dict and hides other players' cards."""

from __future__ import annotations

import pytest

from tests.engine.games.keeper.helpers import playout


@pytest.mark.parametrize(
    ("players", "seed", "every"), [(2, 1, 1), (2, 2, 3), (3, 3, 3), (3, 4, 5), (8, 5, 25)]
)
def test_random_games_honour_the_contract(players: int, seed: int, every: int) -> None:
    s = playout(players, seed, check_every=every)
    outcome = s.outcome()
    assert outcome is not None and outcome.winners
    assert sum(s.returns()) == pytest.approx(1.0)
    assert len(s.returns()) == players
