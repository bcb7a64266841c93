"""The board scene's side panels, one per module, and the drawing helpers they share.

Every panel follows one shape: ``set_rect(rect, theme)`` on layout, ``draw_frame(surface)`` to
paint its framed background into the scene's static layer, ``refresh(...)`` with what it shows (it
repaints its cached content only when that changed, so a frame costs one blit per panel),
``draw(surface)`` which only blits the content, and ``hit(pos)`` which names the clickable entry
under the mouse (an action, an ability id, a command string) or returns None.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from importlib import resources
from typing import Any

import pygame

from client.theme import Theme
from client.widgets.panel import Panel

_FONT_DIR = resources.files("pygame_gui.data")
_FONTS: dict[tuple[int, bool], pygame.font.Font] = {}

RGB = tuple[int, int, int]


def font(px: int, bold: bool = False) -> pygame.font.Font:
    """NotoSans at ``px`` pixels (regular or bold), cached."""
    key = (max(8, px), bold)
    if key not in _FONTS:
        name = "NotoSans-Bold.ttf" if bold else "NotoSans-Regular.ttf"
        _FONTS[key] = pygame.font.Font(str(_FONT_DIR / name), key[0])
    return _FONTS[key]


def colour(theme: Theme, name: str) -> RGB:
    c = theme.colour(name)
    return (c.r, c.g, c.b)


def fit(text: str, f: pygame.font.Font, width: int) -> str:
    """``text`` cut with an ellipsis so it renders within ``width`` pixels."""
    if f.size(text)[0] <= width:
        return text
    while text and f.size(text + "…")[0] > width:
        text = text[:-1]
    return text + "…"


def wrap(text: str, f: pygame.font.Font, width: int) -> list[str]:
    """Greedy word wrap into lines no wider than ``width`` (a long word is cut)."""
    lines: list[str] = []
    for para in text.split("\n"):
        line = ""
        for word in para.split():
            trial = f"{line} {word}" if line else word
            if f.size(trial)[0] <= width:
                line = trial
            else:
                if line:
                    lines.append(line)
                line = fit(word, f, width)
        lines.append(line)
    return lines


def blit_text(
    surface: pygame.Surface,
    text: str,
    f: pygame.font.Font,
    colour_: RGB,
    pos: tuple[int, int],
    width: int = 0,
) -> pygame.Rect:
    """Draw one line at ``pos`` (top-left), cut to ``width`` if given; returns its rect."""
    shown = fit(text, f, width) if width else text
    img = f.render(shown, True, colour_)
    return surface.blit(img, pos)


@dataclass(frozen=True)
class Hit:
    """A clickable area of a panel (screen coordinates) and what clicking it means."""

    rect: pygame.Rect
    key: Any
    enabled: bool = True
    tip: str = ""


def draw_button(
    surface: pygame.Surface,
    rect: pygame.Rect,
    label: str,
    theme: Theme,
    *,
    hovered: bool = False,
    enabled: bool = True,
    primary: bool = False,
    hotkey: str = "",
) -> None:
    """A bevelled tavern button with an optional key hint at its right."""
    base = (94, 62, 30) if primary else (58, 40, 26)
    if hovered and enabled:
        base = tuple(min(255, v + 30) for v in base)  # type: ignore[assignment]
    if not enabled:
        base = (48, 42, 38)
    radius = max(4, theme.px(7))
    pygame.draw.rect(surface, (10, 6, 4), rect.move(0, 2), border_radius=radius)
    pygame.draw.rect(surface, base, rect, border_radius=radius)
    edge = (
        colour(theme, "panel_highlight")
        if (hovered or primary) and enabled
        else colour(theme, "panel_border")
    )
    pygame.draw.rect(surface, edge, rect, max(1, theme.px(2)), border_radius=radius)
    text_colour = colour(theme, "text") if enabled else colour(theme, "muted")
    hint_w = 0
    f = font(theme.px(15), bold=primary)
    if hotkey and f.size(label)[0] + font(theme.px(12)).size(hotkey)[0] + theme.px(26) > rect.width:
        hotkey = ""  # Too narrow for both: the label matters more (the help overlay lists the keys).
    if hotkey:
        hf = font(theme.px(12))
        hint = hf.render(hotkey, True, colour(theme, "muted") if not primary else colour(theme, "title"))
        hint_w = hint.get_width() + theme.px(10)
        surface.blit(hint, hint.get_rect(midright=(rect.right - theme.px(8), rect.centery)))
    shown = fit(label, f, rect.width - hint_w - theme.px(16))
    img = f.render(shown, True, text_colour)
    centre_x = rect.centerx - hint_w // 2
    surface.blit(img, img.get_rect(center=(centre_x, rect.centery)))


class PanelBase:
    """A framed panel with a cached content surface repainted only when its inputs change."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.theme: Theme | None = None
        self.hits: list[Hit] = []
        self._frame: Panel | None = None
        self._content: pygame.Surface | None = None
        self._key: Hashable = None

    def set_rect(self, rect: pygame.Rect, theme: Theme) -> None:
        """Lay the panel out (a new window size or UI scale); forgets the cached content."""
        self.rect = pygame.Rect(rect)
        self.theme = theme
        self._frame = Panel(self.rect, theme)
        self._key = None
        self._content = None

    @property
    def pad(self) -> int:
        return self.theme.px(12) if self.theme else 12

    def inner(self) -> pygame.Rect:
        return self.rect.inflate(-2 * self.pad, -2 * self.pad)

    def needs_paint(self, key: Hashable) -> bool:
        """True (and remembers ``key``) when the content must be repainted for ``key``."""
        if self._content is not None and key == self._key:
            return False
        self._key = key
        return True

    def begin(self) -> pygame.Surface:
        """A fresh transparent content surface the size of the panel (drawn in screen coordinates)."""
        self._content = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        self.hits = []
        return self._content

    def local(self, rect: pygame.Rect) -> pygame.Rect:
        """A screen rect in content-surface coordinates."""
        return rect.move(-self.rect.x, -self.rect.y)

    def hit(self, pos: tuple[int, int]) -> Hit | None:
        """The enabled clickable entry under ``pos``, if any."""
        for h in self.hits:
            if h.rect.collidepoint(pos):
                return h
        return None

    def contains(self, pos: tuple[int, int]) -> bool:
        return self.rect.collidepoint(pos)

    def draw_frame(self, surface: pygame.Surface) -> None:
        """The framed background only: a scene paints it once per layout into its static layer."""
        if self._frame is not None:
            self._frame.draw(surface)

    def draw(self, surface: pygame.Surface) -> None:
        """The content (the frame comes from ``draw_frame``)."""
        if self._content is not None:
            surface.blit(self._content, self.rect.topleft)
