"""The board-render benchmark runs headless and reports its figures (never pass/fail on timings)."""

from __future__ import annotations

from pathlib import Path

from bench.board_render import run, save_screenshots
from engine.games.wowminis.board import shipped_boards


def test_run_reports_frame_times_for_the_largest_board() -> None:
    figures = run(frames=3)
    assert figures["board"] == max(shipped_boards(), key=lambda b: len(b.spaces)).id
    assert figures["frames"] == 3
    assert 0 < figures["median_ms"] <= figures["p95_ms"]
    assert figures["static_tiles_rendered"]["fitted"] > 0


def test_screenshots_cover_every_shipped_board_and_the_overlay_demo(tmp_path: Path) -> None:
    written = save_screenshots(tmp_path)
    names = {p.name for p in written}
    assert names == {f"board-{b.id}.png" for b in shipped_boards()} | {"board-overlays.png"}
    assert all(p.stat().st_size > 10_000 for p in written)
