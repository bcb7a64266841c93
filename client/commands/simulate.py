"""``tavern simulate``: bot-versus-bot matches with seats rotated between games, and a summary.

The core is :func:`run_matches`, a plain function over any registry so tests can run it on the
toy game; the command adds argument parsing, a progress bar and the table or JSON output.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, TextIO

from engine.ai import make_bot
from engine.core import REGISTRY, BadInputError, Decision, Registry, Rng, TavernError

Progress = Callable[[int, int], None]
"""Called with (games finished, games in total) after each game."""

DEFAULT_MAX_ACTIONS = 100_000
"""A game still running after this many actions is reported as an engine fault, not looped on."""

_Z95 = 1.959963984540054


def wilson_interval(successes: int, trials: int, z: float = _Z95) -> tuple[float, float]:
    """The Wilson score interval for a binomial proportion (95% by default).

    Unlike the normal approximation it stays inside [0, 1] and is sensible for 0 or all wins.

    >>> wilson_interval(0, 0)
    (0.0, 1.0)
    >>> lo, hi = wilson_interval(8, 10)
    >>> round(lo, 3), round(hi, 3)
    (0.49, 0.943)
    """
    if trials == 0:
        return (0.0, 1.0)
    p = successes / trials
    z2 = z * z
    denominator = 1 + z2 / trials
    centre = (p + z2 / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


def derive_seed(base: int, salt: int) -> int:
    """An independent-looking seed from a base seed and a salt (a bot's index, say)."""
    return Rng(base).fork(salt).state


@dataclass
class BotStats:
    """One entry of the bot list across all games, whichever seat it sat in."""

    name: str
    kind: str
    wins: int = 0
    draws: int = 0
    losses: int = 0
    decisions: int = 0
    decision_seconds: float = 0.0
    worst_decision_seconds: float = 0.0

    @property
    def games(self) -> int:
        return self.wins + self.draws + self.losses

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def win_rate_ci95(self) -> tuple[float, float]:
        return wilson_interval(self.wins, self.games)

    @property
    def mean_decision_ms(self) -> float:
        return 1000 * self.decision_seconds / self.decisions if self.decisions else 0.0

    @property
    def worst_decision_ms(self) -> float:
        return 1000 * self.worst_decision_seconds

    def to_dict(self) -> dict[str, Any]:
        lo, hi = self.win_rate_ci95
        return {
            "name": self.name,
            "kind": self.kind,
            "wins": self.wins,
            "draws": self.draws,
            "losses": self.losses,
            "win_rate": self.win_rate,
            "win_rate_ci95": [lo, hi],
            "decisions": self.decisions,
            "mean_decision_ms": self.mean_decision_ms,
            "worst_decision_ms": self.worst_decision_ms,
        }


@dataclass(frozen=True)
class MatchResult:
    """One game: its seed, which bot sat in each seat, and how it ended."""

    seed: int
    seats: tuple[str, ...]
    winners: tuple[int, ...]
    reason: str
    length: int

    def to_dict(self) -> dict[str, Any]:
        return {
            "seed": self.seed,
            "seats": list(self.seats),
            "winners": list(self.winners),
            "reason": self.reason,
            "length": self.length,
        }


@dataclass
class MatchSummary:
    """Everything ``simulate`` reports."""

    game_id: str
    seed: int
    options: dict[str, Any]
    bots: list[BotStats]
    matches: list[MatchResult] = field(default_factory=list)

    @property
    def games(self) -> int:
        return len(self.matches)

    @property
    def mean_length(self) -> float:
        return sum(m.length for m in self.matches) / len(self.matches) if self.matches else 0.0

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": self.game_id,
            "games": self.games,
            "seed": self.seed,
            "options": dict(self.options),
            "mean_length": self.mean_length,
            "bots": [b.to_dict() for b in self.bots],
            "matches": [m.to_dict() for m in self.matches],
        }

    def table(self) -> str:
        """The summary as a fixed-width text table."""
        header = ("bot", "wins", "draws", "losses", "win rate", "95% CI", "mean ms", "worst ms")
        rows = [header]
        for b in self.bots:
            lo, hi = b.win_rate_ci95
            rows.append(
                (
                    b.name,
                    str(b.wins),
                    str(b.draws),
                    str(b.losses),
                    f"{100 * b.win_rate:.1f}%",
                    f"{100 * lo:.1f}-{100 * hi:.1f}%",
                    f"{b.mean_decision_ms:.2f}",
                    f"{b.worst_decision_ms:.2f}",
                )
            )
        widths = [max(len(r[i]) for r in rows) for i in range(len(header))]
        lines = [
            "  ".join(
                cell.ljust(w) if i == 0 else cell.rjust(w)
                for i, (cell, w) in enumerate(zip(r, widths, strict=True))
            )
            for r in rows
        ]
        lines.insert(1, "  ".join("-" * w for w in widths))
        lines.append(
            f"{self.games} games of {self.game_id}, seed {self.seed}, "
            f"mean length {self.mean_length:.1f} actions"
        )
        return "\n".join(lines)


def _bot_names(kinds: Sequence[str]) -> list[str]:
    """Unique labels: a kind that appears more than once gets #1, #2, ... in list order."""
    names = []
    for i, kind in enumerate(kinds):
        if kinds.count(kind) > 1:
            names.append(f"{kind}#{kinds[: i + 1].count(kind)}")
        else:
            names.append(kind)
    return names


def run_matches(
    registry: Registry,
    game_id: str,
    bot_kinds: Sequence[str],
    games: int,
    seed: int,
    options: Mapping[str, Any] | None = None,
    progress: Progress | None = None,
    max_actions: int = DEFAULT_MAX_ACTIONS,
    setup: Mapping[str, Any] | None = None,
) -> MatchSummary:
    """Play ``games`` headless games between the listed bots and tally the results.

    Game ``i`` uses seed ``seed + i`` and seats the bot list rotated by ``i`` (seat ``s`` gets
    ``bot_kinds[(s + i) % n]``), so every bot plays every seat equally often when ``games`` is a
    multiple of the number of bots. Each bot gets a fresh instance per game with a seed derived
    from the game's seed and the bot's place in the list. Every action a bot returns is applied
    with the checked ``apply_action``, so a bot that cheats fails loudly. ``setup`` replaces the
    game's default setup (decks, board, number of seats), so e.g. an 8-seat Keeper table can be played.

    :raises BadInputError: unknown game, bot kind or option, or a bot count the game does not support.
    :raises TavernError: a game did not end within ``max_actions`` (an engine fault).
    """
    if games < 1:
        raise BadInputError("simulate", f"--games must be at least 1, got {games}")
    if not bot_kinds:
        raise BadInputError("simulate", "no bots given")
    game = registry.load(game_id, options)
    n = len(bot_kinds)
    if not game.min_players <= n <= game.max_players:
        raise BadInputError(
            "simulate",
            f"{game_id} is played by {game.min_players}-{game.max_players} players, got {n} bots",
        )
    names = _bot_names(bot_kinds)
    stats = [BotStats(name, kind) for name, kind in zip(names, bot_kinds, strict=True)]
    for kind in bot_kinds:
        make_bot(kind, game_id, 0)  # fail before playing if any kind is unknown
    summary = MatchSummary(game_id, seed, game.options_dict(), stats)
    for i in range(games):
        game_seed = seed + i
        order = [(s + i) % n for s in range(n)]  # seat -> index in the bot list
        bots = [make_bot(bot_kinds[b], game_id, derive_seed(game_seed, b)) for b in order]
        state = game.new_initial_state(game_seed, dict(setup) if setup is not None else game.default_setup())
        seats = game.num_players(state)
        if seats != n:
            which = "the given setup" if setup is not None else f"{game_id}'s default setup"
            raise BadInputError("simulate", f"{which} seats {seats} players, got {n} bots")
        length = 0
        while not state.is_terminal():
            if length >= max_actions:
                raise TavernError(
                    f"{game_id} game {i} (seed {game_seed}) did not end after {max_actions} actions"
                )
            player = state.current_player()
            entry = stats[order[player]]
            decision = Decision.of(state)
            start = time.perf_counter()
            action = bots[player].step(decision)
            elapsed = time.perf_counter() - start
            entry.decisions += 1
            entry.decision_seconds += elapsed
            entry.worst_decision_seconds = max(entry.worst_decision_seconds, elapsed)
            state.apply_action(action)
            length += 1
        outcome = state.outcome()
        assert outcome is not None, f"a terminal state has an outcome ({state.describe()})"
        everyone_won = set(outcome.winners) >= set(range(n))
        for seat, b in enumerate(order):
            if not outcome.winners or everyone_won:
                stats[b].draws += 1
            elif seat in outcome.winners:
                stats[b].wins += 1
            else:
                stats[b].losses += 1
        summary.matches.append(
            MatchResult(game_seed, tuple(names[b] for b in order), outcome.winners, outcome.reason, length)
        )
        if progress is not None:
            progress(i + 1, games)
    return summary


def progress_bar(stream: TextIO, width: int = 30) -> Progress:
    """A plain-text bar redrawn in place with carriage returns, ending with a newline."""

    def draw(done: int, total: int) -> None:
        filled = width * done // total
        stream.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} games")
        if done == total:
            stream.write("\n")
        stream.flush()

    return draw


def _parse_object(text: str | None, flag: str) -> dict[str, Any] | None:
    """The JSON object given to ``flag``, or None when the flag was not given."""
    if text is None:
        return None
    try:
        value = json.loads(text)
    except json.JSONDecodeError as exc:
        raise BadInputError(flag, f"not valid JSON: {exc}") from exc
    if not isinstance(value, dict):
        raise BadInputError(flag, f"must be a JSON object, got {text!r}")
    return value


def add_parser(subparsers: Any) -> None:
    """Declare ``simulate`` and its arguments."""
    p = subparsers.add_parser(
        "simulate",
        help="play headless bot-versus-bot games and summarise the results",
        description="Play headless bot-versus-bot games, rotating seats between games, and print "
        "wins, draws, losses, win rate with a 95% Wilson interval, game length and decision times.",
    )
    p.add_argument("game", help="game id from the registry")
    p.add_argument("--bots", required=True, help="comma-separated bot kinds, one per seat (e.g. mcts,random)")
    p.add_argument("--games", type=int, default=10, help="number of games (default 10)")
    p.add_argument(
        "--seed", type=int, default=0, help="seed of the first game; game i uses seed+i (default 0)"
    )
    p.add_argument("--options", help="rules options as a JSON object")
    p.add_argument(
        "--setup",
        help='the game setup as a JSON object instead of the default one (e.g. for Keeper with 3 seats: '
        '\'{"decks": ["embers", "tides", "grove"]}\')',
    )
    p.add_argument("--json", action="store_true", help="print the summary as JSON on stdout")
    p.set_defaults(command_run=run)


def run(args: argparse.Namespace, registry: Registry = REGISTRY) -> int:
    """Carry out ``simulate``; bad input prints one line on stderr and returns 2."""
    kinds = [k.strip() for k in args.bots.split(",") if k.strip()]
    try:
        options = _parse_object(args.options, "--options") or {}
        setup = _parse_object(args.setup, "--setup")
        progress = progress_bar(sys.stderr) if sys.stderr.isatty() else None
        summary = run_matches(
            registry, args.game, kinds, args.games, args.seed, options, progress, setup=setup
        )
    except TavernError as exc:
        print(f"tavern simulate: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(summary.to_dict(), indent=2))
    else:
        print(summary.table())
    return 0
