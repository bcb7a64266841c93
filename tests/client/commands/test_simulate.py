"""``simulate``: headless bot matches with rotated seats, honest totals and a stable JSON shape."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from client.commands import simulate
from client.commands.simulate import run_matches, wilson_interval
from engine.core import BadInputError, Registry
from main import build_parser, main

ROOT = Path(__file__).resolve().parents[3]


def test_every_bot_has_one_result_per_game(toy_registry: Registry) -> None:
    summary = run_matches(toy_registry, "toy", ["mcts-easy", "random"], games=6, seed=10)
    assert summary.games == 6
    for bot in summary.bots:
        assert bot.wins + bot.draws + bot.losses == 6
        assert bot.decisions > 0 and bot.worst_decision_ms >= bot.mean_decision_ms > 0
    mcts, rand = summary.bots
    assert mcts.wins == rand.losses and mcts.draws == rand.draws and mcts.losses == rand.wins


def test_seats_rotate_between_games_and_seeds_count_up(toy_registry: Registry) -> None:
    summary = run_matches(toy_registry, "toy", ["mcts-easy", "random"], games=4, seed=10)
    assert [m.seats for m in summary.matches] == [
        ("mcts-easy", "random"),
        ("random", "mcts-easy"),
        ("mcts-easy", "random"),
        ("random", "mcts-easy"),
    ]
    assert [m.seed for m in summary.matches] == [10, 11, 12, 13]


def test_a_kind_listed_twice_gets_numbered_names(toy_registry: Registry) -> None:
    summary = run_matches(toy_registry, "toy", ["random", "random"], games=4, seed=0)
    assert [b.name for b in summary.bots] == ["random#1", "random#2"]
    assert summary.bots[0].wins == summary.bots[1].losses


def test_the_same_seed_gives_the_same_games(toy_registry: Registry) -> None:
    first = run_matches(toy_registry, "toy", ["mcts-easy", "random"], games=3, seed=4)
    second = run_matches(toy_registry, "toy", ["mcts-easy", "random"], games=3, seed=4)
    assert first.matches == second.matches


def test_mean_length_is_the_mean_of_the_games(toy_registry: Registry) -> None:
    summary = run_matches(toy_registry, "toy", ["random", "random"], games=5, seed=1)
    assert summary.mean_length == sum(m.length for m in summary.matches) / 5
    assert all(m.length > 0 for m in summary.matches)


def test_progress_is_reported_after_each_game(toy_registry: Registry) -> None:
    calls: list[tuple[int, int]] = []
    run_matches(
        toy_registry, "toy", ["random", "random"], games=3, seed=0, progress=lambda d, t: calls.append((d, t))
    )
    assert calls == [(1, 3), (2, 3), (3, 3)]


def test_options_reach_the_game(toy_registry: Registry) -> None:
    summary = run_matches(
        toy_registry, "toy", ["random", "random"], games=1, seed=0, options={"hand_size": 3}
    )
    assert summary.options == {"hand_size": 3}


def test_wrong_number_of_bots_is_refused(toy_registry: Registry) -> None:
    with pytest.raises(BadInputError, match="2-2 players, got 3 bots"):
        run_matches(toy_registry, "toy", ["random", "random", "random"], games=1, seed=0)


def test_unknown_bot_is_refused_before_playing(toy_registry: Registry) -> None:
    with pytest.raises(BadInputError, match="unknown bot 'genius'"):
        run_matches(toy_registry, "toy", ["random", "genius"], games=1, seed=0)


def test_a_game_that_never_ends_is_reported(toy_registry: Registry) -> None:
    with pytest.raises(ValueError, match="did not end after 3 actions"):
        run_matches(toy_registry, "toy", ["random", "random"], games=1, seed=0, max_actions=3)


def test_wilson_interval_brackets_the_rate() -> None:
    lo, hi = wilson_interval(15, 20)
    assert lo < 0.75 < hi
    assert wilson_interval(0, 10)[0] == 0.0
    assert wilson_interval(10, 10)[1] == pytest.approx(1.0)


def test_json_output_has_the_summary_shape(
    toy_registry: Registry, capsys: pytest.CaptureFixture[str]
) -> None:
    args = build_parser().parse_args(
        ["simulate", "toy", "--bots", "mcts-easy,random", "--games", "2", "--json"]
    )
    assert simulate.run(args, toy_registry) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) == {"game", "games", "seed", "options", "mean_length", "bots", "matches"}
    assert data["game"] == "toy" and data["games"] == 2
    assert set(data["bots"][0]) == {
        "name",
        "kind",
        "wins",
        "draws",
        "losses",
        "win_rate",
        "win_rate_ci95",
        "decisions",
        "mean_decision_ms",
        "worst_decision_ms",
    }
    assert set(data["matches"][0]) == {"seed", "seats", "winners", "reason", "length"}


def test_table_output_lists_each_bot(toy_registry: Registry, capsys: pytest.CaptureFixture[str]) -> None:
    args = build_parser().parse_args(["simulate", "toy", "--bots", "random,mcts-easy", "--games", "2"])
    assert simulate.run(args, toy_registry) == 0
    out = capsys.readouterr().out
    assert "95% CI" in out and "mcts-easy" in out and "2 games of toy" in out


def test_bad_options_json_exits_2(toy_registry: Registry, capsys: pytest.CaptureFixture[str]) -> None:
    args = build_parser().parse_args(["simulate", "toy", "--bots", "random,random", "--options", "{nope"])
    assert simulate.run(args, toy_registry) == 2
    assert "--options: not valid JSON" in capsys.readouterr().err


def test_unknown_game_exits_2_with_a_message(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "no-such-game", "--bots", "random,random"]) == 2
    assert "unknown game 'no-such-game'" in capsys.readouterr().err


def test_simulate_help(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["simulate", "--help"])
    assert exit_info.value.code == 0
    assert "--bots" in capsys.readouterr().out


def test_main_py_runs_as_a_script() -> None:
    result = subprocess.run(
        [sys.executable, "main.py", "simulate", "--help"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert "--games" in result.stdout


def test_a_setup_replaces_the_default_and_sets_the_seats() -> None:
    from engine.core import REGISTRY

    setup = {"decks": ["embers", "tides", "grove"]}
    summary = run_matches(REGISTRY, "keeper", ["random", "random", "random"], games=1, seed=3, setup=setup)
    assert summary.games == 1
    assert len(summary.matches[0].seats) == 3


def test_a_setup_seating_other_than_the_bots_is_refused() -> None:
    from engine.core import REGISTRY

    setup = {"decks": ["embers", "tides", "grove"]}
    with pytest.raises(BadInputError, match="the given setup seats 3 players, got 2 bots"):
        run_matches(REGISTRY, "keeper", ["random", "random"], games=1, seed=0, setup=setup)


def test_a_setup_that_is_not_an_object_is_refused() -> None:
    code = main(["simulate", "toy", "--bots", "random,random", "--setup", "[1]"])
    assert code == 2
