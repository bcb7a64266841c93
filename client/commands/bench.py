"""``tavern bench``: performance figures as JSON on stdout.

The engine core's figures come from ``bench.core``; a game adds its own by shipping a module
``bench.<game_id>`` with ``def run() -> dict`` (or ``def run(repeat: int) -> dict`` to honour
``--repeat``), found with importlib when asked for. The ``client`` target measures frame times of
the screens rendered headless (``bench.board_render``, ``bench.board_scene``, ``bench.card_table``).
Figures are never pass/fail.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import inspect
import json
import platform
import sys
from collections.abc import Callable
from types import ModuleType
from typing import Any

from engine.core import REGISTRY, BadInputError, Registry, TavernError

DEFAULT_REPEAT = 5
CLIENT_BENCHES = ("board_render", "board_scene", "card_table")
"""Modules of ``bench`` measuring the window's frame times, run for the ``client`` target."""


def _bench_module(name: str) -> ModuleType | None:
    """``bench.<name>`` if it exists."""
    if not name.isidentifier():
        return None
    module_name = f"bench.{name}"
    if importlib.util.find_spec(module_name) is None:
        return None
    return importlib.import_module(module_name)


def _client_module(name: str) -> ModuleType:
    module = _bench_module(name)
    assert module is not None, f"bench.{name} ships with the client"
    return module


def _call_run(module: ModuleType, repeat: int) -> dict[str, Any]:
    """Call the module's ``run``, passing ``repeat`` only where it is accepted."""
    fn: Callable[..., dict[str, Any]] = module.run
    if "repeat" in inspect.signature(fn).parameters:
        return fn(repeat=repeat)
    return fn()


def game_bench_ids(registry: Registry) -> list[str]:
    """Registered games that ship a benchmark module, sorted."""
    return [g for g in registry.ids() if g != "core" and _bench_module(g) is not None]


def run_benchmarks(target: str | None, repeat: int, registry: Registry = REGISTRY) -> dict[str, Any]:
    """Figures for ``target`` ("core", "client" or a game id), or for all of them when None.

    :raises BadInputError: ``repeat`` is not positive, or the target is unknown or has no benchmarks.
    """
    if repeat < 1:
        raise BadInputError("bench", f"--repeat must be at least 1, got {repeat}")
    if target is None:
        targets = ["core", *game_bench_ids(registry), "client"]
    elif target in ("core", "client"):
        targets = [target]
    else:
        registry.game_class(target)
        if _bench_module(target) is None:
            raise BadInputError("bench", f"{target} has no benchmarks (no module bench.{target})")
        targets = [target]
    results: dict[str, Any] = {}
    for name in targets:
        if name == "client":
            results[name] = {bench: _call_run(_client_module(bench), repeat) for bench in CLIENT_BENCHES}
            continue
        module = _bench_module(name)
        assert module is not None, f"bench.{name} was found a moment ago"
        results[name] = _call_run(module, repeat)
    return {
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "machine": platform.machine(),
        "repeat": repeat,
        "results": results,
    }


def add_parser(subparsers: Any) -> None:
    """Declare ``bench`` and its arguments."""
    p = subparsers.add_parser(
        "bench",
        help="print performance figures as JSON",
        description="Measure the engine core and the games' benchmarks and print the figures as JSON "
        "(median and 95th percentile per call, in microseconds). Figures never pass or fail.",
    )
    p.add_argument(
        "game", nargs="?", help="'core', 'client' or a game id; default: the core, every game and the client"
    )
    p.add_argument(
        "--repeat", type=int, default=DEFAULT_REPEAT, help=f"samples per figure (default {DEFAULT_REPEAT})"
    )
    p.set_defaults(command_run=run)


def run(args: argparse.Namespace, registry: Registry = REGISTRY) -> int:
    """Carry out ``bench``; bad input prints one line on stderr and returns 2."""
    try:
        figures = run_benchmarks(args.game, args.repeat, registry)
    except TavernError as exc:
        print(f"tavern bench: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(figures, indent=2))
    return 0
