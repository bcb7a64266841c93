"""``bench``: JSON figures on stdout, never pass/fail."""

from __future__ import annotations

import functools
import importlib
import json
from typing import Any

import pytest

from bench.core import percentile, timed
from client.commands.bench import CLIENT_BENCHES, game_bench_ids, run_benchmarks
from engine.core import REGISTRY, BadInputError, Registry
from main import main


def test_bench_prints_valid_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "core", "--repeat", "2"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["repeat"] == 2
    figure = data["results"]["core"]["rng_randint_d6"]
    assert figure["samples"] == 2 and figure["p95_us"] >= figure["median_us"] > 0


def _has_a_number(figures: Any) -> bool:
    """Whether a figure, however deeply nested, is a positive number (a count or a time)."""
    if isinstance(figures, dict):
        return any(_has_a_number(value) for value in figures.values())
    return isinstance(figures, (int, float)) and not isinstance(figures, bool) and figures > 0


def test_bench_without_a_game_runs_the_core_and_every_game(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # Every bench at its smallest size (one frame, no MCTS, one random game): this test checks that each
    # target runs and reports, not the figures; tests/bench/ checks each game's figures.
    for name in ("hearthstone", "riftbound", "wowminis", "wowtcg"):
        module = importlib.import_module(f"bench.{name}")
        monkeypatch.setattr(module, "run", functools.partial(module.run, mcts_positions=0))
    for name in CLIENT_BENCHES:
        module = importlib.import_module(f"bench.{name}")
        monkeypatch.setattr(module, "run", functools.partial(module.run, frames=1))
    assert main(["bench", "--repeat", "1"]) == 0
    results = json.loads(capsys.readouterr().out)["results"]
    assert list(results) == ["core", *game_bench_ids(REGISTRY), "client"]
    assert game_bench_ids(REGISTRY)
    for name, figures in results.items():
        assert _has_a_number(figures), name
    assert sorted(results["client"]) == sorted(CLIENT_BENCHES)
    for name, figures in results["client"].items():
        assert _has_a_number(figures), name


def test_a_game_without_benchmarks_is_refused(toy_registry: Registry) -> None:
    with pytest.raises(BadInputError, match="toy has no benchmarks"):
        run_benchmarks("toy", 1, toy_registry)


def test_an_unknown_target_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "no-such-game"]) == 2
    assert "unknown game" in capsys.readouterr().err


def test_repeat_must_be_positive() -> None:
    with pytest.raises(BadInputError, match="--repeat"):
        run_benchmarks("core", 0)


def test_timed_reports_median_and_p95() -> None:
    figure = timed(lambda: None, repeat=3, number=10)
    assert figure["samples"] == 3 and figure["calls_per_sample"] == 10
    assert figure["p95_us"] >= figure["median_us"] >= 0


def test_percentile_is_nearest_rank() -> None:
    assert percentile([1.0, 2.0, 3.0, 4.0], 0.5) == 2.0
    assert percentile([1.0, 2.0, 3.0, 4.0], 0.95) == 4.0
    assert percentile([7.0], 0.95) == 7.0
