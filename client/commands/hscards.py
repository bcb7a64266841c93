"""``tavern hscards``: the Hearthstone card pool: which collectible Basic and Classic cards play.

``hscards coverage`` prints one line per card (supported or not, and how or why), then the counts
per set; ``--json`` prints the same as JSON, ``--missing`` only the unsupported cards.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import asdict
from typing import Any

from engine.core import REGISTRY, Registry, TavernError
from engine.games.hearthstone.coverage import coverage, summary
from engine.games.hearthstone.game import HearthstoneGame


def add_parser(subparsers: Any) -> None:
    """Declare ``hscards`` and its arguments."""
    p = subparsers.add_parser(
        "hscards",
        help="list which Hearthstone cards are supported",
        description="List the collectible Basic and Classic Hearthstone cards: which ones the engine "
        "supports (effect data, or keywords only) and why the others are not.",
    )
    p.add_argument("what", choices=["coverage"], help="'coverage': the supported cards and the reasons")
    p.add_argument("--json", action="store_true", help="print JSON instead of text")
    p.add_argument("--missing", action="store_true", help="only the cards that are not supported")
    p.set_defaults(command_run=run)


def run(args: argparse.Namespace, registry: Registry = REGISTRY) -> int:
    """Carry out ``hscards``; a problem loading the cards prints one line on stderr and returns 2."""
    try:
        game = registry.load("hearthstone")
    except TavernError as exc:
        print(f"tavern hscards: {exc}", file=sys.stderr)
        return 2
    assert isinstance(game, HearthstoneGame)
    rows = coverage(game.catalog)
    counts = summary(rows)
    if args.missing:
        rows = [row for row in rows if not row.supported]
    if args.json:
        print(json.dumps({"summary": counts, "cards": [asdict(row) for row in rows]}, indent=2))
        return 0
    for row in rows:
        mark = "yes" if row.supported else "no "
        script = " (script)" if row.scripted else ""
        print(
            f"{mark} {row.card_set:<8} {row.card_class:<8} {row.card_id:<10} {row.name:<28} {row.how}{script}"
        )
    for name, entry in counts.items():
        print(f"{name}: {entry['supported']} of {entry['total']} supported")
    return 0
