"""The editor's line-of-sight tool: the rules engine's verdict, its paths and blockers, and the words.

``explain_los`` lists every shortest path, and between far spaces "between the axes" there are very
many (C(20, 10) = 184,756 at distance 20), so beyond ``PATH_LIMIT`` paths only the verdict is asked
for (``line_of_sight``, a fast pass over the path lattice) and no path is drawn.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import comb

from client.board import LosLine, PathLine
from engine.games.wowminis.board import Board
from engine.games.wowminis.los import LosReport, explain_los, line_of_sight
from engine.hex import Hex, decompose, distance

PATH_LIMIT = 2000
"""Most shortest paths enumerated for an explanation."""
MAX_PATHS_SHOWN = 20
"""Shortest paths drawn on the board; the rest are counted in the details."""


@dataclass(frozen=True)
class SightCheck:
    """One check from ``source`` to ``target``; ``report`` is None when there were too many paths."""

    source: Hex
    target: Hex
    distance: int
    clear: bool
    path_count: int
    report: LosReport | None

    def lines(self) -> list[LosLine]:
        """The sight line, marked blocked or clear, with the blocking spaces."""
        return [LosLine(self.source, self.target, not self.clear, tuple(self.blockers()))]

    def paths(self) -> list[PathLine]:
        """Up to ``MAX_PATHS_SHOWN`` shortest paths, dashed, from the source."""
        if self.report is None:
            return []
        return [PathLine((self.source, *p.spaces), dashed=True) for p in self.report.paths[:MAX_PATHS_SHOWN]]

    def blockers(self) -> list[Hex]:
        """The first blocker of each drawn path, and the 405.4 midpoint when it decided."""
        if self.report is None:
            return []
        out: list[Hex] = []
        for p in self.report.paths[:MAX_PATHS_SHOWN]:
            if p.blocker is not None and p.blocker not in out:
                out.append(p.blocker)
        if (
            self.report.midpoint is not None
            and self.report.rule == "405.4"
            and self.report.midpoint not in out
        ):
            out.append(self.report.midpoint)
        return out

    def details(self) -> list[tuple[str, str]]:
        """The details panel's lines: ``(text, tone)``."""
        verdict = ("Line of sight is clear.", "good") if self.clear else ("Line of sight is blocked.", "bad")
        out = [(f"From {self.source} to {self.target}: distance {self.distance}.", "text"), verdict]
        if self.report is None:
            out.append((f"{self.path_count} shortest paths: too many to list or draw.", "muted"))
        else:
            shown = min(self.path_count, MAX_PATHS_SHOWN)
            unblocked = sum(1 for p in self.report.paths if p.blocker is None)
            more = f"; the first {shown} are drawn." if shown < self.path_count else "."
            out.append((self.report.summary(), "text"))
            out.append((f"{self.path_count} shortest path(s), {unblocked} unblocked{more}", "muted"))
        out.append(("Click another space to pin it; Esc starts over.", "muted"))
        return out


def check_sight(board: Board, source: Hex, target: Hex) -> SightCheck:
    """Check sight between two spaces of ``board`` (terrain only: an editor board has no characters).

    >>> from engine.games.wowminis.board_edit import BoardDocument
    >>> board = BoardDocument.new(40, 40, "rectangle", "flat").to_board()
    >>> far = check_sight(board, Hex(0, 0), Hex(10, 10))
    >>> far.clear, far.path_count, far.report is None
    (True, 184756, True)
    """
    d = distance(source, target)
    _k, i, j = decompose((target.q - source.q, target.r - source.r))
    count = comb(i + j, i) if d else 1
    if count > PATH_LIMIT:
        return SightCheck(source, target, d, line_of_sight(board, source, target), count, None)
    report = explain_los(board, source, target)
    return SightCheck(source, target, d, report.clear, count, report)
