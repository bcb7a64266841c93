"""The help overlay: every keyboard and mouse shortcut of the board scene, over a darkened screen."""

from __future__ import annotations

import pygame

from client.games.wowminis.panels import colour, font
from client.theme import Theme
from client.widgets.panel import Panel

SHORTCUTS: tuple[tuple[str, str], ...] = (
    ("Left click", "select a character, move, pick a target, press a button"),
    ("Tab", "select your next character"),
    ("1 - 9", "choose an ability (or the numbered prompt choice)"),
    ("Shift + 1 - 9", "turn that face-down card face up"),
    ("[ and ]", "step through the highlighted spaces"),
    ("Space", "act on that space (or skip the animation)"),
    ("R / wheel on a space", "turn an AOE triangle (six orientations)"),
    ("C", "confirm the targets picked so far"),
    ("Enter", "end the turn"),
    ("Ctrl+Z", "undo your last decision (against the computer)"),
    ("Esc", "skip the animation, cancel, deselect, then leave"),
    ("Wheel / right-drag", "zoom / pan the board"),
    ("Arrows or WASD", "pan the board"),
    ("F or Home", "fit the board to the screen"),
    ("F1 or ?", "show or hide this help"),
)


class HelpOverlay:
    """Laid out once per window size and UI scale; ``draw`` only blits and renders text."""

    def __init__(self, screen: pygame.Rect, theme: Theme) -> None:
        self.theme = theme
        line_h = font(theme.px(15)).get_linesize() + theme.px(4)
        self.box = pygame.Rect(0, 0, theme.px(640), theme.px(70) + line_h * len(SHORTCUTS))
        self.box.center = screen.center
        self._frame = Panel(self.box, theme)
        self._shade = pygame.Surface(screen.size, pygame.SRCALPHA)
        self._shade.fill(theme.colour("overlay"))

    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        surface.blit(self._shade, (0, 0))
        self._frame.draw(surface)
        f, bold = font(t.px(15)), font(t.px(15), True)
        line_h = f.get_linesize() + t.px(4)
        title = font(t.px(22), True).render("Keyboard and mouse", True, colour(t, "title"))
        surface.blit(title, (self.box.x + t.px(24), self.box.y + t.px(16)))
        y = self.box.y + t.px(56)
        for keys, what in SHORTCUTS:
            surface.blit(bold.render(keys, True, colour(t, "title")), (self.box.x + t.px(24), y))
            surface.blit(f.render(what, True, colour(t, "text")), (self.box.x + t.px(230), y))
            y += line_h
