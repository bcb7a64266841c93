"""The Keeper benchmark runs and reports its figures (never pass/fail on speed)."""

from __future__ import annotations

from bench.keeper import run


def test_keeper_bench_reports_games_per_second_for_2_and_8_players() -> None:
    figures = run(repeat=3)
    assert figures["random_games_2p"]["games_per_s"] > 0
    assert figures["random_games_8p"]["games"] == 1
    assert figures["clone_us_8p"]["samples"] == 3
