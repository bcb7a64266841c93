"""The card table's side panels: the history rail of recent plays, the details of a hovered card,
the prompt line and the game log. Each is a decor item that paints from the scene's state and
re-renders its text only when what it shows changes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from client.cards.cache import CardFaceCache
from client.table.render import noto
from client.theme import Theme


def wrap(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """``text`` broken into lines no wider than ``width`` pixels (a long word gets a line of its own)."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        trial = f"{line} {word}" if line else word
        if line and font.size(trial)[0] > width:
            lines.append(line)
            line = word
        else:
            line = trial
    if line:
        lines.append(line)
    return lines


@dataclass(frozen=True)
class RailEntry:
    """One recent play on the history rail: the card and the side (0: the viewer) that played it."""

    card_id: str
    seat: int


class HistoryRail:
    """A column of the last plays, newest on top, each edged in its side's colour."""

    LIMIT = 8

    def __init__(
        self, rect: pygame.Rect, theme: Theme, faces: CardFaceCache, colours: Sequence[pygame.Color]
    ) -> None:
        self.rect = rect
        self.theme = theme
        self.faces = faces
        self.colours = list(colours)
        self.entries: list[RailEntry] = []
        self.slots: list[tuple[pygame.Rect, RailEntry]] = []

    def card_width(self) -> int:
        gap = self.theme.px(6)
        fit_h = (self.rect.height - gap * (self.LIMIT + 1)) / self.LIMIT / 1.4
        return max(24, min(self.rect.width - 2 * gap, round(fit_h)))

    def draw(self, surface: pygame.Surface) -> None:
        gap = self.theme.px(6)
        width = self.card_width()
        label = noto("NotoSans-Regular.ttf", max(9, self.theme.px(11))).render(
            "Recent", True, (168, 146, 111)
        )
        surface.blit(label, label.get_rect(midtop=(self.rect.centerx, self.rect.y)))
        y = self.rect.y + label.get_height() + gap
        self.slots = []
        if not self.entries:  # a quiet note, not an empty column that looks broken
            font = noto("NotoSans-Italic.ttf", max(9, self.theme.px(11)))
            for n, line in enumerate(wrap("No plays yet", font, self.rect.width - 2 * gap)):
                note = font.render(line, True, (128, 112, 88))
                surface.blit(note, note.get_rect(midtop=(self.rect.centerx, y + n * font.get_linesize())))
            return
        for entry in self.entries:
            face = self.faces.get(entry.card_id, width)
            r = face.get_rect(midtop=(self.rect.centerx, y))
            if r.bottom > self.rect.bottom:
                break
            pygame.draw.rect(
                surface, self.colours[entry.seat % len(self.colours)], r.inflate(6, 6), 3, border_radius=6
            )
            surface.blit(face, r)
            self.slots.append((r, entry))
            y = r.bottom + gap

    def at(self, pos: tuple[int, int]) -> RailEntry | None:
        for rect, entry in self.slots:
            if rect.collidepoint(pos):
                return entry
        return None


class TextPanel:
    """A block of wrapped lines inside a rect, newest at the bottom when ``bottom_up``; cached."""

    def __init__(self, rect: pygame.Rect, theme: Theme, title: str, *, bottom_up: bool = False) -> None:
        self.rect = rect
        self.theme = theme
        self.title = title
        self.bottom_up = bottom_up
        self.lines: list[tuple[str, bool]] = []
        self.scroll = 0
        self._cache: tuple[object, pygame.Surface] | None = None
        self.font = noto("NotoSans-Regular.ttf", max(10, theme.px(14)))
        self.bold = noto("NotoSans-Bold.ttf", max(10, theme.px(14)))

    def set_lines(self, lines: Sequence[tuple[str, bool]]) -> None:
        """(text, emphasised) pairs; emphasised lines are bold and gold (the latest, a card's name)."""
        self.lines = list(lines)

    def content_height(self) -> int:
        """The height the heading and every wrapped line take (the details panel is sized to it)."""
        heading = self.theme.font("caption").get_height() + self.theme.px(4)
        indent = self.theme.px(12)
        rows = sum(
            len(wrap(text, self.bold if strong else self.font, self.rect.width - indent))
            for text, strong in self.lines
        )
        return heading + rows * self.font.get_linesize()

    def draw(self, surface: pygame.Surface) -> None:
        key = (tuple(self.lines), self.scroll, self.rect.size)
        if self._cache is None or self._cache[0] != key:
            self._cache = (key, self._render())
        surface.blit(self._cache[1], self.rect.topleft)

    def _render(self) -> pygame.Surface:
        out = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        heading = self.theme.font("caption").render(self.title, True, self.theme.colour("title"))
        out.blit(heading, (0, 0))
        top = heading.get_height() + self.theme.px(4)
        rows: list[tuple[str, bool, int]] = []
        indent = self.theme.px(12)
        for text, strong in self.lines:
            font = self.bold if strong else self.font
            for n, line in enumerate(wrap(text, font, self.rect.width - indent)):
                rows.append((line, strong, indent if n else 0))
        line_h = self.font.get_linesize()
        fit = max(1, (self.rect.height - top) // line_h)
        if self.bottom_up:
            self.scroll = max(0, min(self.scroll, len(rows) - fit))
            end = len(rows) - self.scroll
            start = max(0, end - fit)
            while 0 < start < end and rows[start][2]:  # never open on the tail of a wrapped line
                start += 1
            shown = rows[start:end]
        else:
            shown = rows[:fit]
        y = top
        for text, strong, x in shown:
            font = self.bold if strong else self.font
            colour = self.theme.colour("title") if strong else self.theme.colour("text")
            out.blit(font.render(text, True, colour), (x, y))
            y += line_h
        return out
