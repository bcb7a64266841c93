"""The uniform random bot: legal, deterministic per seed, and restartable."""

from __future__ import annotations

import pytest

from engine.ai import Bot, RandomBot
from engine.core import BadInputError, Decision
from tests.engine.ai.helpers import play
from tests.toygame import ToyGame


def test_random_bot_only_picks_legal_actions() -> None:
    state = ToyGame().new_initial_state(3)
    bot = RandomBot(seed=11)
    while not state.is_terminal():
        decision = Decision.of(state)
        action = bot.step(decision)
        assert action in decision.legal_actions
        state.apply_action(action)
    assert state.outcome() is not None


def test_random_bot_is_deterministic_per_seed() -> None:
    first = play([RandomBot(1), RandomBot(2)], seed=5)
    second = play([RandomBot(1), RandomBot(2)], seed=5)
    assert first.history == second.history


def test_random_bots_with_different_seeds_play_differently() -> None:
    histories = {tuple(play([RandomBot(s), RandomBot(s + 100)], seed=5).history) for s in range(5)}
    assert len(histories) > 1


def test_restart_replays_the_same_choices() -> None:
    bot = RandomBot(seed=4)
    decision = Decision.of(ToyGame().new_initial_state(0))
    first = [str(bot.step(decision)) for _ in range(10)]
    bot.restart()
    assert [str(bot.step(decision)) for _ in range(10)] == first


def test_random_bot_never_mutates_the_game() -> None:
    state = ToyGame().new_initial_state(2)
    before = state.to_dict()
    RandomBot(seed=0).step(Decision.of(state))
    assert state.to_dict() == before


def test_random_bot_refuses_a_finished_game() -> None:
    state = play([RandomBot(1), RandomBot(2)], seed=1)
    finished = Decision(0, state.observation(0), tuple(state.legal_actions()), state)
    with pytest.raises(BadInputError, match="no legal action"):
        RandomBot(seed=0).step(finished)


def test_random_bot_satisfies_the_bot_protocol() -> None:
    assert isinstance(RandomBot(seed=0), Bot)


def test_random_bot_never_concedes_while_something_else_is_legal() -> None:
    state = ToyGame().new_initial_state(0)
    decision = Decision(0, {}, ("concede", "pass"), state)
    bot = RandomBot(seed=9)
    assert {str(bot.step(decision)) for _ in range(50)} == {"pass"}


def test_random_bot_concedes_when_nothing_else_is_legal() -> None:
    state = ToyGame().new_initial_state(0)
    decision = Decision(0, {}, ("concede",), state)
    assert str(RandomBot(seed=9).step(decision)) == "concede"
