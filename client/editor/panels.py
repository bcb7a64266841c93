"""The editor's two text panels: the live problems list and the details of a space or a sight line.

Both follow the board scene's panel shape (``PanelBase``): content is repainted only when what it
shows changes. Each problem is numbered; the same number labels its spaces on the board, and
clicking a problem names it as a hit so the scene can bring its spaces into view.
"""

from __future__ import annotations

import pygame

from client.games.wowminis.panels import Hit, PanelBase, blit_text, colour, font, wrap
from engine.games.wowminis.board_problems import Problem

RGB = tuple[int, int, int]
PROBLEM_BADGE: RGB = (196, 72, 52)
OK_GREEN: RGB = (140, 196, 120)


def draw_badge(surface: pygame.Surface, centre: tuple[int, int], number: int, radius: int) -> None:
    """A numbered red disc: the mark shared by a problem and its spaces."""
    pygame.draw.circle(surface, (20, 10, 6), (centre[0], centre[1] + 1), radius + 1)
    pygame.draw.circle(surface, PROBLEM_BADGE, centre, radius)
    f = font(max(10, radius + 3), True)
    img = f.render(str(number), True, (255, 244, 230))
    surface.blit(img, img.get_rect(center=centre))


class ProblemsPanel(PanelBase):
    """What still keeps the board from being played; hits are ``("problem", index)``."""

    def refresh(self, problems: list[Problem], hovered: int | None) -> None:
        key = (tuple(problems), hovered, self.rect.size)
        if self.theme is None or not self.needs_paint(key):
            return
        t = self.theme
        surf = self.begin()
        inner = self.local(self.inner())
        head = font(t.px(14), True)
        body = font(t.px(15))
        title = f"PROBLEMS ({len(problems)})" if problems else "PROBLEMS"
        blit_text(surf, title, head, colour(t, "panel_highlight"), inner.topleft)
        y = inner.y + head.get_linesize() + t.px(8)
        if not problems:
            for line in wrap(
                "None: this board is ready to play and saves as a finished board.", body, inner.width
            ):
                blit_text(surf, line, body, OK_GREEN, (inner.x, y))
                y += body.get_linesize()
            return
        radius = t.px(10)
        text_x = inner.x + 2 * radius + t.px(10)
        for i, problem in enumerate(problems):
            lines = wrap(problem.message, body, inner.right - text_x)
            height = max(2 * radius + t.px(4), len(lines) * body.get_linesize())
            if y + height > inner.bottom:
                more = len(problems) - i
                blit_text(surf, f"... and {more} more", body, colour(t, "muted"), (inner.x, y))
                break
            row = pygame.Rect(inner.x - t.px(4), y - t.px(3), inner.width + t.px(8), height + t.px(6))
            if hovered == i:
                pygame.draw.rect(surf, (70, 46, 28), row, border_radius=t.px(5))
            draw_badge(surf, (inner.x + radius, y + radius), i + 1, radius)
            for n, line in enumerate(lines):
                blit_text(surf, line, body, colour(t, "text"), (text_x, y + n * body.get_linesize()))
            tip = "Click to bring these spaces into view" if problem.spaces else ""
            self.hits.append(Hit(row.move(self.rect.x, self.rect.y), ("problem", i), tip=tip))
            y += height + t.px(10)
        note = "Saving now keeps the board as a draft: it cannot be played until these are fixed."
        lines = wrap(note, font(t.px(13)), inner.width)
        y = max(y, inner.bottom - len(lines) * font(t.px(13)).get_linesize())
        for line in lines:
            if y + font(t.px(13)).get_linesize() <= inner.bottom:
                blit_text(surf, line, font(t.px(13)), colour(t, "muted"), (inner.x, y))
            y += font(t.px(13)).get_linesize()


class DetailsPanel(PanelBase):
    """A heading and a few lines about the space under the mouse or the sight line being checked.

    Each line is ``(text, tone)``: tone ``"text"``, ``"muted"``, ``"good"`` or ``"bad"``.
    """

    def refresh(self, heading: str, lines: list[tuple[str, str]]) -> None:
        key = (heading, tuple(lines), self.rect.size)
        if self.theme is None or not self.needs_paint(key):
            return
        t = self.theme
        surf = self.begin()
        inner = self.local(self.inner())
        head = font(t.px(14), True)
        body = font(t.px(15))
        blit_text(surf, heading.upper(), head, colour(t, "panel_highlight"), inner.topleft, inner.width)
        y = inner.y + head.get_linesize() + t.px(6)
        tones: dict[str, RGB] = {
            "text": colour(t, "text"),
            "muted": colour(t, "muted"),
            "good": OK_GREEN,
            "bad": (232, 140, 112),
        }
        for text, tone in lines:
            for line in wrap(text, body, inner.width):
                if y + body.get_linesize() > inner.bottom:
                    return
                blit_text(surf, line, body, tones.get(tone, tones["text"]), (inner.x, y))
                y += body.get_linesize()
            y += t.px(4)
