"""The Hearthstone engine bench runs and reports its figures (figures never pass or fail)."""

from __future__ import annotations

from bench.hearthstone import engine_figures


def test_engine_figures_report_games_per_second_and_clone_time() -> None:
    figures = engine_figures(games=3)
    assert figures["games"] == 3 and figures["games_per_s"] > 0
    assert figures["actions_per_game"] > 10 and figures["clone_us"] > 0
    assert set(figures) >= {"legal_actions_uncached_us", "clone_and_apply_us", "games_within_target"}


def test_run_scales_with_repeat_and_skips_mcts_when_asked() -> None:
    from bench.hearthstone import run

    figures = run(repeat=1, mcts_positions=0)
    assert figures["warm_load"]["samples"] == 1 and figures["engine"]["games"] == 40
    assert figures["ai"]["greedy"]["positions"] == 8 and figures["ai"]["greedy"]["median_ms"] >= 0
    skipped = {"mean_ms": None, "median_ms": None, "p95_ms": None, "positions": 0}
    assert figures["ai"]["mcts-normal"] == skipped
