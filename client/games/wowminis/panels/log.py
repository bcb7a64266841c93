"""The game log: every event in plain words, newest at the bottom, with each die's face drawn.

The engine's event text is already plain words; a ``dice_rolled`` event also gets a row of small
dice showing each final face (a rerolled die carries a small arrow, a crit is gold with a heavy
frame, a failure is dimmed), so a player can check a roll long after the tray has cleared. The
wheel scrolls it while the mouse is over it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from client.games.wowminis.panels import PanelBase, colour, font, wrap

_QUIET = frozenset({"card_readied", "clock_ticked"})
"""Events shown in a muted colour: they happen every turn and matter less."""


@dataclass(frozen=True)
class LogEntry:
    """One line of the log: the text, the event kind, and the dice of a roll as (final, first, crit)."""

    text: str
    kind: str
    dice: tuple[tuple[int, int, bool], ...] = ()
    side: int | None = None


def entry_from_event(kind: str, text: str, data: Mapping[str, Any]) -> LogEntry:
    """A log entry from an engine event (its kind, text and data)."""
    dice: list[tuple[int, int, bool]] = []
    if kind == "dice_rolled":
        for d in data.get("dice", []):
            if isinstance(d, Mapping):
                final = int(d.get("final", 0))
                dice.append((final, int(d.get("first", final)), bool(d.get("crit", final == 10))))
            else:
                dice.append((int(d), int(d), int(d) == 10))
    player = data.get("player")
    return LogEntry(text, kind, tuple(dice), player if isinstance(player, int) else None)


class LogPanel(PanelBase):
    """The scrollable log."""

    def __init__(self) -> None:
        super().__init__()
        self.entries: list[LogEntry] = []
        self.scroll = 0
        """Lines scrolled up from the newest (0: the newest line is at the bottom)."""

    def add(self, entries: Sequence[LogEntry]) -> None:
        self.entries.extend(entries)
        self.scroll = 0

    def clear(self) -> None:
        self.entries = []
        self.scroll = 0

    def scroll_by(self, lines: int) -> None:
        self.scroll = max(0, self.scroll + lines)

    def refresh(self) -> None:
        if self.theme is None or not self.needs_paint((len(self.entries), self.scroll, self.rect.size)):
            return
        theme = self.theme
        surf = self.begin()
        inner = self.local(self.inner())
        title_f = font(theme.px(14), True)
        surf.blit(title_f.render("Log", True, colour(theme, "title")), inner.topleft)
        hint = font(theme.px(11)).render("wheel to scroll", True, colour(theme, "muted"))
        surf.blit(hint, hint.get_rect(topright=(inner.right, inner.y + 2)))
        top = inner.y + title_f.get_linesize() + theme.px(4)
        body = pygame.Rect(inner.x, top, inner.width, inner.bottom - top)
        f = font(theme.px(13))
        line_h = f.get_linesize()
        die = max(12, theme.px(17))
        rows: list[tuple[str, Any, int]] = []
        for entry in self.entries[-300:]:
            muted = entry.kind in _QUIET
            col = colour(theme, "muted") if muted else colour(theme, "text")
            if entry.kind in ("game_over", "vp_scored", "destroyed"):
                col = colour(theme, "title")
            for k, line in enumerate(wrap(entry.text, f, body.width - theme.px(10))):
                rows.append(("text", (line, col, k > 0), line_h))
            if entry.dice:
                rows.append(("dice", entry.dice, die + theme.px(4)))
        # Bottom-up: skip ``scroll`` rows from the end, then fill upwards.
        self.scroll = min(self.scroll, max(0, len(rows) - 1))
        visible = rows[: len(rows) - self.scroll] if self.scroll else rows
        y = body.bottom
        surf.set_clip(body)
        for kind, payload, h in reversed(visible):
            y -= h
            if y < body.top:
                break
            if kind == "text":
                line, col, continued = payload
                surf.blit(f.render(line, True, col), (body.x + (theme.px(10) if continued else 0), y))
            else:
                self._dice(surf, payload, body.x + theme.px(10), y + theme.px(2), die)
        surf.set_clip(None)
        if self.scroll:
            more = font(theme.px(11), True).render(f"▼ {self.scroll} newer", True, colour(theme, "title"))
            surf.blit(more, more.get_rect(bottomright=(inner.right, inner.bottom)))

    def _dice(
        self, surf: pygame.Surface, dice: Sequence[tuple[int, int, bool]], x: int, y: int, size: int
    ) -> None:
        assert self.theme is not None
        f = font(max(8, size * 6 // 10), True)
        for final, first, crit in dice:
            rect = pygame.Rect(x, y, size, size)
            success = final >= 4
            fill = (226, 186, 76) if crit else ((222, 214, 196) if success else (92, 84, 76))
            ink = (40, 26, 10) if success or crit else (200, 190, 176)
            pygame.draw.rect(surf, fill, rect, border_radius=3)
            pygame.draw.rect(surf, (20, 12, 6), rect, 3 if crit else 1, border_radius=3)
            label = f.render("C" if crit else str(final), True, ink)
            surf.blit(label, label.get_rect(center=rect.center))
            if first != final:
                # A rerolled (or changed) die: a small corner notch.
                pygame.draw.polygon(
                    surf,
                    (70, 150, 220),
                    [(rect.right - 6, rect.y), (rect.right, rect.y), (rect.right, rect.y + 6)],
                )
            x += size + 3
