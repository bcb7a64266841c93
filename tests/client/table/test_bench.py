"""The card-table benchmark runs headless with full boards and hands (never pass/fail on timings)."""

from __future__ import annotations

from bench.card_table import run
from client.commands.bench import CLIENT_BENCHES


def test_run_reports_frame_times_with_seven_minions_a_side_and_ten_cards_in_hand() -> None:
    figures = run(frames=4)
    assert figures["minions"] == [7, 7] and figures["hand"] == 10
    assert figures["frames"] == 4
    assert 0 < figures["median_ms"] <= figures["p95_ms"] <= figures["max_ms"]


def test_the_client_target_includes_the_card_table() -> None:
    assert "card_table" in CLIENT_BENCHES
