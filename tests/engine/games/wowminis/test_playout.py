"""Seeded random games end, with legal actions at every step, round-tripping positions and no leaks."""

from __future__ import annotations

import pytest

from engine.core import Rng
from engine.games.wowminis.game import WowMinisGame

GAME = WowMinisGame({"max_rounds": 3})
PARTIES = [
    ("alliance_guard", "horde_warband"),
    ("alliance_wardens", "monster_tempest"),
    ("monster_depths", "horde_shadows"),
]


@pytest.mark.parametrize("seed", range(6))
def test_random_games_reach_an_outcome(seed: int) -> None:
    a, b = PARTIES[seed % len(PARTIES)]
    board = ("training", "standard", "highlands")[seed % 3]
    s = GAME.new_initial_state(seed, {"board": board, "parties": [{"ready_made": a}, {"ready_made": b}]})
    rng = Rng(seed + 1000)
    for step in range(20_000):
        if s.is_terminal():
            break
        actions = s.legal_actions()
        assert actions, s.describe()
        assert len({str(x) for x in actions}) == len(actions), "notations are unique"
        if step % 25 == 0:
            again = GAME.state_from_dict(s.to_dict())
            assert again == s
            clone = s.clone()
            assert clone == s
            player = s.current_player()
            text = str(s.observation(1 - player))
            assert not [h for h in s.hidden_from(1 - player) if h in text]
        s.apply_action(rng.choice(actions))
    assert s.is_terminal() and s.outcome() is not None


def test_max_rounds_ends_the_game_on_the_vp_margin() -> None:
    game = WowMinisGame({"max_rounds": 1})
    s = game.new_initial_state(1)
    rng = Rng(5)
    while not s.is_terminal():
        s.apply_action(rng.choice(s.legal_actions()))
    outcome = s.outcome()
    assert outcome is not None and s.round <= 2
    assert outcome.reason in ("round limit: larger VP margin", "victory points reached honor")
