"""Tabletop Tavern entry point: no arguments open the window; subcommands run headless work.

    python main.py                                  open the window
    python main.py simulate wowminis --bots heuristic,random  bot-versus-bot matches
    python main.py bench                            performance figures as JSON
    python main.py validate boards/                 check data and save files
    python main.py docs roster                      regenerate docs/wowminis-roster.md

See docs/cli.md for every subcommand.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # keep stdout clean for --json and bench

from client.commands import bench, docs, hscards, simulate, validate  # noqa: E402


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every subcommand (each has its own ``--help``)."""
    parser = argparse.ArgumentParser(
        prog="tavern",
        description="Tabletop Tavern: a desktop tabletop. Without a command, opens the window.",
    )
    subparsers = parser.add_subparsers(title="commands", metavar="COMMAND")
    simulate.add_parser(subparsers)
    bench.add_parser(subparsers)
    validate.add_parser(subparsers)
    hscards.add_parser(subparsers)
    docs.add_parser(subparsers)
    return parser


def open_window() -> int:
    """Start the pygame application; imported here so headless commands never load pygame."""
    from client.app import run

    return run()


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line and return the exit status."""
    args = build_parser().parse_args(argv)
    command = getattr(args, "command_run", None)
    if command is None:
        return open_window()
    status: int = command(args)
    return status


if __name__ == "__main__":
    sys.exit(main())
