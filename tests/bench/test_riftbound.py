"""The Riftbound bench runs and reports its figures (figures never pass or fail)."""

from __future__ import annotations

from bench.riftbound import run


def test_riftbound_bench_reports_games_per_second_and_decision_times() -> None:
    figures = run(repeat=5, mcts_positions=0)
    assert figures["random_games"]["games"] == 1 and figures["random_games"]["games_per_s"] > 0
    assert figures["clone_us"]["median_us"] > 0 and figures["heuristic_decision"]["decisions"] == 2
    assert figures["mcts_normal_decision"]["decisions"] == 0
