"""``bench``: JSON figures on stdout, never pass/fail."""

from __future__ import annotations

import json

import pytest

from bench.core import percentile, timed
from client.commands.bench import run_benchmarks
from engine.core import BadInputError, Registry
from main import main


def test_bench_prints_valid_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "core", "--repeat", "2"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["repeat"] == 2
    figure = data["results"]["core"]["rng_randint_d6"]
    assert figure["samples"] == 2 and figure["p95_us"] >= figure["median_us"] > 0


def test_bench_without_a_game_runs_the_core_and_every_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--repeat", "1"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert "core" in data["results"]


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
