"""The WoW TCG benchmark reports its figures (small sizes: a smoke test, not a measurement)."""

from __future__ import annotations

from bench import wowtcg


def test_run_reports_games_per_second_and_decision_times() -> None:
    figures = wowtcg.run(repeat=10, mcts_positions=0)
    assert figures["random_games"]["games"] == 1 and figures["random_games"]["games_per_s"] > 0
    assert figures["heuristic_decision"]["decisions"] == 2 and figures["heuristic_decision"]["median_ms"] >= 0
    assert figures["mcts_normal_decision"] == {"median_ms": None, "p95_ms": None, "decisions": 0}
    assert figures["clone_us"]["median_us"] > 0 and figures["legal_actions_us"]["median_us"] > 0
