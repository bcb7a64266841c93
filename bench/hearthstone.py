"""Hearthstone benchmarks: the card cache (cold extraction, warm load) and the game engine's speed.

Figures only, never pass/fail. Everything runs in a temporary cache folder, so the player's own
cache is neither used nor touched. Targets from the issue: a warm start loads the cards in under
0.3 s; at least 150 random full games per second on one core; a clone in at most 0.1 ms.

Card cache: ``warm_load`` times ``load_card_db`` inside one process (the modules already imported),
and ``warm_start_process`` times a fresh interpreter that imports the engine and loads the cards,
minus a bare interpreter's start-up (what a player's launch pays).

Engine (``engine``): random full games with the two fixed decks (``DEFAULT_DECKS``): mulligans
included, every action picked uniformly among the legal ones except conceding, applied through
the search fast path (``apply_unchecked``) with events off (``quiet``), timed in CPU time; and the
median ``clone()``, ``legal_actions()`` and checked ``apply_action`` times over positions taken
from those games. Run it with ``python -m bench.hearthstone``; it prints JSON.

AI (``ai``): the decision time of the greedy bot and of MCTS at its normal budget, in CPU time, at
turn positions (the main step, more than one legal action) taken from seeded random games.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bench.core import percentile
from engine.ai import make_bot
from engine.core import Decision, Rng
from engine.games.hearthstone.cardcache import cache_path, installed_source, load_card_db
from engine.games.hearthstone.game import HearthstoneGame
from engine.games.hearthstone.state import HearthstoneState

TARGET_WARM_S = 0.3
TARGET_GAMES_PER_S = 150
TARGET_CLONE_US = 100.0


def random_game(game: HearthstoneGame, seed: int) -> tuple[HearthstoneState, list[HearthstoneState]]:
    """One random full game (no concession); returns the end state and every 10th position."""
    state = game.new_initial_state(seed, game.default_setup())
    state.quiet = True
    picker = Rng(seed * 7919 + 1)
    samples = []
    step = 0
    while not state.is_terminal():
        actions = [a for a in state.legal_actions() if str(a) != "concede"]
        if step % 10 == 0:
            samples.append(state.clone())
        state.apply_unchecked(actions[picker.randbelow(len(actions))])
        step += 1
    return state, samples


def engine_figures(games: int = 200) -> dict[str, Any]:
    """Random games per second (CPU time) and per-call times of the search primitives."""
    game = HearthstoneGame()
    random_game(game, 0)
    start = time.process_time()
    actions = 0
    turns = 0
    positions: list[HearthstoneState] = []
    for seed in range(games):
        end, samples = random_game(game, seed)
        actions += len(end.history)
        turns += end.turn
        positions.extend(samples[::4])
    cpu = time.process_time() - start
    positions = positions[:300]
    clone_us = _per_call_us([lambda p=p: p.clone() for p in positions], 20)
    legal_us = _per_call_us([lambda p=p: _fresh_legal(p) for p in positions], 5)
    children = []
    for p in positions:
        if not p.is_terminal():
            child = p.clone()
            child.quiet = True
            children.append((child, child.legal_actions()[0]))
    apply_us = _per_call_us([lambda c=c, a=a: c.clone().apply_action(a) for c, a in children], 3)
    games_per_s = games / cpu
    return {
        "games": games,
        "games_per_s": round(games_per_s, 1),
        "actions_per_game": round(actions / games, 1),
        "turns_per_game": round(turns / games, 1),
        "clone_us": clone_us,
        "legal_actions_uncached_us": legal_us,
        "clone_and_apply_us": apply_us,
        "target_games_per_s": TARGET_GAMES_PER_S,
        "target_clone_us": TARGET_CLONE_US,
        "games_within_target": games_per_s >= TARGET_GAMES_PER_S,
        "clone_within_target": clone_us <= TARGET_CLONE_US,
    }


def ai_positions(game: HearthstoneGame, count: int) -> list[HearthstoneState]:
    """Turn positions (a choice among several actions) from seeded random games, one every 7 actions."""
    found: list[HearthstoneState] = []
    seed = 1000
    while len(found) < count:
        _end, samples = random_game(game, seed)
        seed += 1
        for p in samples:
            if p.step == "main" and not p.is_terminal() and len(p.legal_actions()) > 3:
                found.append(p)
    return found[:count]


def ai_figures(greedy_positions: int = 40, mcts_positions: int = 8) -> dict[str, Any]:
    """CPU seconds per decision of the greedy bot and MCTS-normal at positions from random games."""
    game = HearthstoneGame()
    positions = ai_positions(game, max(greedy_positions, mcts_positions))
    figures: dict[str, Any] = {}
    for kind, count in (("greedy", greedy_positions), ("mcts-normal", mcts_positions)):
        if count <= 0:
            figures[kind] = {"mean_ms": None, "median_ms": None, "p95_ms": None, "positions": 0}
            continue
        times = []
        for i, p in enumerate(positions[:count]):
            bot = make_bot(kind, "hearthstone", i)
            decision = Decision.of(p)
            start = time.process_time()
            bot.step(decision)
            times.append(time.process_time() - start)
        figures[kind] = {
            "mean_ms": round(1000 * statistics.fmean(times), 1),
            "median_ms": round(1000 * statistics.median(times), 1),
            "p95_ms": round(1000 * percentile(times, 0.95), 1),
            "positions": count,
        }
    return figures


def _fresh_legal(state: HearthstoneState) -> None:
    """``legal_actions()`` worked out anew (the contract keeps them once per position)."""
    state.forget_legal_actions()
    state.legal_actions()


def _per_call_us(calls: list[Any], rounds: int) -> float:
    """Median over the calls of each call's best-of-``rounds`` time, in microseconds."""
    times = []
    for call in calls:
        best = float("inf")
        for _ in range(rounds):
            t0 = time.perf_counter()
            call()
            best = min(best, time.perf_counter() - t0)
        times.append(best * 1e6)
    return round(statistics.median(times), 1)


def _seconds(samples: list[float]) -> dict[str, Any]:
    return {
        "median_s": round(statistics.median(samples), 4),
        "p95_s": round(percentile(samples, 0.95), 4),
        "samples": len(samples),
    }


def _process_seconds(script: str) -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", script], check=True, capture_output=True)
    return time.perf_counter() - start


def run(repeat: int = 5, mcts_positions: int = 8) -> dict[str, Any]:
    """Cold extraction once, then ``repeat`` warm loads in-process and in fresh interpreters; ``repeat``
    also scales the engine's random games (40 per repeat, at most 200) and the greedy bot's positions
    (8 per repeat, at most 40); ``mcts_positions`` MCTS-normal decisions are timed (0 skips them)."""
    source = installed_source()
    with tempfile.TemporaryDirectory(prefix="tavern-bench-hearthstone-") as folder:
        cache_dir = Path(folder)
        start = time.perf_counter()
        db = load_card_db(cache_dir)
        cold = time.perf_counter() - start
        warm = []
        for _ in range(repeat):
            start = time.perf_counter()
            load_card_db(cache_dir)
            warm.append(time.perf_counter() - start)
        load = (
            "from pathlib import Path\n"
            "from engine.games.hearthstone.cardcache import load_card_db\n"
            f"load_card_db(Path({folder!r}))\n"
        )
        bare = [_process_seconds("pass") for _ in range(repeat)]
        fresh = [_process_seconds(load) for _ in range(repeat)]
        warm_figures = _seconds(warm)
        return {
            "data_version": source.data_version,
            "cards": len(db),
            "cache_bytes": cache_path(cache_dir, source.data_version).stat().st_size,
            "cold_extract_s": round(cold, 3),
            "warm_load": warm_figures,
            "warm_start_process": _seconds([f - statistics.median(bare) for f in fresh]),
            "target_warm_s": TARGET_WARM_S,
            "warm_within_target": warm_figures["median_s"] < TARGET_WARM_S,
            "engine": engine_figures(games=min(200, 40 * repeat)),
            "ai": ai_figures(greedy_positions=min(40, 8 * repeat), mcts_positions=max(0, mcts_positions)),
        }


if __name__ == "__main__":
    import json

    print(json.dumps(run(), indent=2))
