"""Engine-core benchmarks, and the helpers the game and screen benchmarks reuse: timing, random play,
mid-game positions, decision and frame times.

Benchmarks report figures and never pass or fail: timings depend on the machine and its load.
Each figure is sampled ``repeat`` times and reported as the median and the 95th percentile of
the per-call time, so one slow sample (another process waking up) does not skew it.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from engine.ai import make_bot
from engine.core import Decision, Outcome, Rng, State, sort_actions
from engine.core.actions import Action

S = TypeVar("S", bound=State)


def percentile(values: list[float], fraction: float) -> float:
    """The nearest-rank percentile (``fraction`` in [0, 1]) of a non-empty list.

    >>> percentile([5.0, 1.0, 3.0, 2.0, 4.0], 0.95)
    5.0
    >>> percentile([5.0, 1.0, 3.0, 2.0, 4.0], 0.5)
    3.0
    """
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * fraction // 1))
    return ordered[int(rank) - 1]


def random_actions(
    state: S, rng: Rng, limit: int | None = None, avoid: Callable[[Action], bool] | None = None
) -> int:
    """Apply uniformly random legal actions (the unchecked fast path) until the game ends or ``limit``
    actions are played; the number played. ``avoid`` marks actions never to pick (conceding, which
    would end a game before it times anything)."""
    played = 0
    while not state.is_terminal() and (limit is None or played < limit):
        legal = _choices(state, avoid)
        state.apply_unchecked(legal[rng.randbelow(len(legal))])
        played += 1
    return played


def _choices(state: State, avoid: Callable[[Action], bool] | None) -> list[Action]:
    legal = state.legal_actions()
    return legal if avoid is None else [a for a in legal if not avoid(a)]


def random_games(play: Callable[[int], int], count: int) -> dict[str, Any]:
    """``count`` random games timed in CPU time; ``play(seed)`` plays one and returns its length."""
    start = time.process_time()
    lengths = [play(seed) for seed in range(count)]
    elapsed = time.process_time() - start
    return {
        "games": count,
        "games_per_s": count / elapsed if elapsed else 0.0,
        "mean_actions_per_game": sum(lengths) / count,
        "us_per_action": elapsed / sum(lengths) * 1e6 if sum(lengths) else 0.0,
    }


def choice_positions(
    new_state: Callable[[int], S],
    count: int,
    actions: int,
    seed: int = 7,
    avoid: Callable[[Action], bool] | None = None,
) -> list[S]:
    """``count`` positions ``actions`` random actions into seeded games (``new_state(seed)``), each played
    on with first choices until the player to act has a real choice (three or more actions besides the
    ones to ``avoid``)."""
    out: list[S] = []
    k = 0
    while len(out) < count:
        state = new_state(seed + k)
        random_actions(state, Rng(seed + k + 1), actions, avoid)
        k += 1
        while not state.is_terminal() and len(_choices(state, avoid)) < 3:
            state.apply_unchecked(_choices(state, avoid)[0])
        if not state.is_terminal():
            out.append(state)
    return out


def decision_ms(game_id: str, kind: str, states: Sequence[State], rounds: int) -> dict[str, Any]:
    """Median and p95 milliseconds of one decision of the bot ``kind`` over the positions, in ``rounds``
    passes with a fresh bot each (the games' benchmarks share it so their figures mean the same)."""
    samples: list[float] = []
    if not states:
        return {"median_ms": None, "p95_ms": None, "decisions": 0}
    for r in range(rounds):
        bot = make_bot(kind, game_id, seed=r)
        for state in states:
            decision = Decision.of(state)
            start = time.perf_counter()
            bot.step(decision)
            samples.append((time.perf_counter() - start) * 1000)
    return {
        "median_ms": statistics.median(samples),
        "p95_ms": percentile(samples, 0.95),
        "decisions": len(samples),
    }


def position_figures(
    game_id: str, states: Sequence[State], repeat: int, mcts_positions: int
) -> dict[str, Any]:
    """The per-position figures the card games report alike: ``clone`` and fresh ``legal_actions`` at the
    first position, the heuristic bot's decisions at every position, and MCTS-normal's at the first
    ``mcts_positions`` (0 skips them)."""
    first = states[0]
    return {
        "clone_us": timed(first.clone, repeat, 20),
        "legal_actions_us": timed(lambda: first.clone().legal_actions(), repeat, 5),
        "heuristic_decision": decision_ms(game_id, "heuristic", states, max(1, repeat // 50)),
        "mcts_normal_decision": decision_ms(game_id, "mcts-normal", states[: max(0, mcts_positions)], 1),
    }


def frame_figures(first_ms: float, times: list[float], target_p95_ms: float) -> dict[str, Any]:
    """The frame-time record the screen benchmarks share: the first frame, then the median, p95 and worst
    of the others, in milliseconds, against the p95 target."""
    p95 = percentile(times, 0.95)
    return {
        "first_frame_ms": round(first_ms, 2),
        "median_ms": round(statistics.median(times), 3),
        "p95_ms": round(p95, 3),
        "max_ms": round(max(times), 3),
        "target_p95_ms": target_p95_ms,
        "meets_target": p95 <= target_p95_ms,
    }


def timed(fn: Callable[[], object], repeat: int, number: int) -> dict[str, Any]:
    """Time ``fn``: ``repeat`` samples of ``number`` calls each, as microseconds per call."""
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        for _ in range(number):
            fn()
        samples.append((time.perf_counter() - start) * 1e6 / number)
    return {
        "median_us": statistics.median(samples),
        "p95_us": percentile(samples, 0.95),
        "samples": repeat,
        "calls_per_sample": number,
    }


@dataclass(frozen=True)
class _BenchAction:
    """A stand-in action shaped like the games' own: a frozen value whose ``str`` is its notation."""

    verb: str
    target: int

    def __str__(self) -> str:
        return f"{self.verb} {self.target}"


def run(repeat: int = 5) -> dict[str, Any]:
    """Figures for what the engine core ships: the generator, action sorting and outcome returns."""
    rng = Rng(12345)
    deck = list(range(52))
    actions: list[Action] = [
        _BenchAction(verb, t) for t in range(50) for verb in ("play", "move", "attack", "end")
    ]
    actions.reverse()
    outcome = Outcome("bench", winners=(1, 3), scores=(0.0, 1.0, 0.0, 1.0))
    randint = timed(lambda: rng.randint(1, 6), repeat, 20_000)
    return {
        "rng_randint_d6": randint,
        "rng_randint_per_us": 1 / randint["median_us"] if randint["median_us"] else 0.0,
        "rng_shuffle_52": timed(lambda: rng.shuffle(deck), repeat, 500),
        "rng_fork": timed(lambda: rng.fork(7), repeat, 20_000),
        "sort_actions_200": timed(lambda: sort_actions(actions), repeat, 200),
        "outcome_returns_4_players": timed(lambda: outcome.returns(4), repeat, 20_000),
    }
