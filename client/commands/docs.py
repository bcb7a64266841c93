"""``tavern docs``: regenerate the documentation pages whose tables come from the content.

``docs roster`` rewrites the generated regions of docs/wowminis-roster.md from the WoW Miniatures
content (engine/games/wowminis/roster_doc.py) and leaves the prose around them alone; ``--check``
only reports whether the page is current, for CI and for the test that keeps the page from going
stale.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from engine.core import TavernError
from engine.games.wowminis.content import CONTENT_DIR, load_catalog
from engine.games.wowminis.roster_doc import ROSTER_PAGE, update_roster_page

REPO_ROOT = Path(__file__).resolve().parents[2]
REGENERATE = "python main.py docs roster"


def add_parser(subparsers: Any) -> None:
    """Declare ``docs`` and its arguments."""
    p = subparsers.add_parser(
        "docs",
        help="regenerate documentation generated from the content",
        description="Rewrite the generated tables of a documentation page from the shipped content, "
        "keeping the hand-written prose around them.",
    )
    p.add_argument("page", choices=["roster"], help="'roster': docs/wowminis-roster.md")
    p.add_argument("--check", action="store_true", help="change nothing; exit 1 if the page is out of date")
    p.add_argument("--path", type=Path, default=None, help=f"the page to update (default {ROSTER_PAGE})")
    p.set_defaults(command_run=run)


def run(args: argparse.Namespace) -> int:
    """Carry out ``docs``: 0 when the page is current, 1 if ``--check`` finds it stale, 2 on bad input."""
    path: Path = args.path or REPO_ROOT / ROSTER_PAGE
    try:
        page = path.read_text(encoding="utf-8")
    except OSError as exc:
        print(f"tavern docs: {path}: cannot read: {exc.strerror}", file=sys.stderr)
        return 2
    try:
        fresh = update_roster_page(page, load_catalog(CONTENT_DIR), str(path))
    except TavernError as exc:
        print(f"tavern docs: {exc}", file=sys.stderr)
        return 2
    if fresh == page:
        print(f"{path} is up to date")
        return 0
    if args.check:
        print(f"{path} is out of date: run `{REGENERATE}` to regenerate it", file=sys.stderr)
        return 1
    path.write_text(fresh, encoding="utf-8", newline="\n")
    print(f"wrote {path}")
    return 0
