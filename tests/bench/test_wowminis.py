"""The WoW Miniatures benchmark module runs end to end and reports every figure (timings never asserted)."""

from __future__ import annotations

from bench import wowminis


def test_run_reports_every_figure() -> None:
    figures = wowminis.run(repeat=1, mcts_positions=0)
    assert set(figures) == {
        "geometry",
        "random_games",
        "clone_us",
        "legal_actions_us",
        "heuristic_decision",
        "mcts_normal_decision",
    }
    assert {"visible_spaces_range6", "reachable_2mp"} <= set(figures["geometry"])
    assert figures["random_games"]["games"] == wowminis.MIN_RANDOM_GAMES
    assert figures["random_games"]["mean_actions_per_game"] > 0
    assert {"games_per_s", "us_per_action", "target_games_per_s"} <= set(figures["random_games"])
    assert figures["random_games"]["board"] == "highlands", "the largest shipped board"
    assert {"median_us", "p95_us"} <= set(figures["clone_us"]) & set(figures["legal_actions_us"])
    assert figures["heuristic_decision"]["decisions"] == 2
    assert {"median_ms", "p95_ms"} <= set(figures["heuristic_decision"])
    assert figures["mcts_normal_decision"] == {"median_ms": None, "p95_ms": None, "decisions": 0}
