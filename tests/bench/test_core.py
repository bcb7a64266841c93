"""The helpers the benchmarks share: random play, mid-game positions and the figure records."""

from __future__ import annotations

from bench.core import choice_positions, frame_figures, random_actions, random_games
from engine.core import Rng
from tests.toygame import ToyAction, ToyGame, ToyState


def new_state(seed: int) -> ToyState:
    return ToyGame().new_initial_state(seed)


def test_random_actions_play_to_the_end_or_stop_at_the_limit() -> None:
    finished = new_state(3)
    played = random_actions(finished, Rng(4))
    assert finished.is_terminal() and played == len(finished.history)
    partway = new_state(3)
    assert random_actions(partway, Rng(4), limit=5) == 5 and len(partway.history) == 5


def test_random_actions_never_pick_what_they_avoid() -> None:
    state = new_state(1)
    random_actions(state, Rng(2), avoid=lambda a: a == ToyAction("roll"))
    assert state.history and not any(a == "roll" for a in state.history)


def test_random_games_count_the_games_and_their_actions() -> None:
    figures = random_games(lambda seed: random_actions(new_state(seed), Rng(seed + 1)), 3)
    assert figures["games"] == 3 and figures["games_per_s"] > 0
    assert figures["mean_actions_per_game"] > 0 and figures["us_per_action"] > 0


def test_choice_positions_are_mid_game_with_three_or_more_choices() -> None:
    found = choice_positions(new_state, 2, actions=4)
    assert len(found) == 2
    for state in found:
        assert not state.is_terminal() and len(state.history) >= 4 and len(state.legal_actions()) >= 3
    again = choice_positions(new_state, 2, actions=4)
    assert [s.history for s in again] == [s.history for s in found]


def test_frame_figures_report_the_first_frame_apart_and_judge_the_p95() -> None:
    figures = frame_figures(40.0, [10.0, 12.0, 30.0], target_p95_ms=20.0)
    assert figures["first_frame_ms"] == 40.0 and figures["median_ms"] == 12.0
    assert figures["p95_ms"] == figures["max_ms"] == 30.0 and figures["meets_target"] is False
