"""The board-scene benchmark runs headless and reports its figures (never pass/fail on timings)."""

from __future__ import annotations

from bench.board_scene import run
from engine.games.wowminis.board import shipped_boards


def test_run_reports_frame_times_of_the_scene_on_the_largest_board() -> None:
    figures = run(frames=3)
    assert figures["board"] == max(shipped_boards(), key=lambda b: len(b.spaces)).id
    assert figures["frames"] == 3
    assert 0 < figures["median_ms"] <= figures["p95_ms"] <= figures["max_ms"]
    assert figures["targets"] >= 1 and figures["highlights"] >= figures["targets"]
