"""Load game: the saved games, newest first, with Load, Replay and Delete.

A damaged save is listed with its problem and cannot be loaded or replayed (it can be deleted); a
save of a game with no desktop screen yet says so instead of loading.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
from pygame_gui.elements import UIButton, UILabel, UIScrollingContainer, UITextBox

from client.scene import Scene
from client.scenes import LOADED_GAME_SCENES, REPLAY_SCENES
from client.scenes.confirm import ConfirmScene
from client.widgets.panel import Panel
from client.widgets.title import Title
from engine.core.saves import SaveSummary, delete_save, list_saves

if TYPE_CHECKING:
    from client.app import App

DAMAGED = "This save is damaged, so it cannot be loaded. You can delete it."


def saved_when(summary: SaveSummary) -> str:
    """The save time in the player's local time zone, e.g. ``22 Nov 2026, 03:41``."""
    try:
        moment = datetime.fromisoformat(summary.saved_at).astimezone()
    except ValueError:
        return summary.saved_at
    return f"{moment.day} {moment:%b %Y, %H:%M}"


def problem_text(summary: SaveSummary) -> str:
    """A damaged save's problem without the folder path the engine's message starts with."""
    problem = summary.problem or ""
    prefix = f"{summary.path}: "
    return problem[len(prefix) :] if problem.startswith(prefix) else problem


class LoadGameScene(Scene):
    """Lists ``list_saves()``; the selection's details, Load, Replay and Delete sit on the right."""

    design_size = (900, 600)
    WIDTH = 880
    HEIGHT = 470
    ROW_HEIGHT = 48

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.status = ""
        self.saves: list[SaveSummary] = []
        self.selected: Path | None = None
        self.rows: dict[Path, UIButton] = {}
        self._row_tops: dict[UIButton, int] = {}
        self._list: UIScrollingContainer | None = None
        self.load_button: UIButton
        self.delete_button: UIButton
        self.back_button: UIButton
        self.details: UITextBox
        self.refresh()

    def refresh(self) -> None:
        """Read the saves folder again and keep the selection when that save still exists."""
        try:
            self.saves = list_saves(registry=self.app.registry)
        except OSError as exc:
            self.saves = []
            self.status = f"Cannot read the saves folder: {exc}"
        paths = [summary.path for summary in self.saves]
        if self.selected not in paths:
            self.selected = paths[0] if paths else None

    def game_name(self, summary: SaveSummary) -> str:
        return self.app.registry.game_class(summary.game).name if summary.problem is None else "Damaged save"

    def load_reason(self, summary: SaveSummary) -> str:
        """Why ``summary`` cannot be loaded, or "" when it can."""
        if summary.problem is not None:
            return DAMAGED
        if summary.game not in LOADED_GAME_SCENES:
            return f"{self.game_name(summary)} is not yet playable on the desktop."
        return ""

    def replay_reason(self, summary: SaveSummary) -> str:
        """Why ``summary`` cannot be replayed, or "" when it can."""
        if summary.problem is not None:
            return DAMAGED
        if summary.game not in REPLAY_SCENES:
            return f"{self.game_name(summary)} has no replay viewer yet."
        return ""

    @property
    def selected_summary(self) -> SaveSummary | None:
        return next((summary for summary in self.saves if summary.path == self.selected), None)

    def layout(self, screen: pygame.Rect) -> None:
        px = self.theme.px
        width = min(px(self.WIDTH), screen.width - 2 * px(16))
        height = px(self.HEIGHT)
        heading_height = Title("Load a game", "heading", 0, 0, self.theme, ornament=True).height
        top = max(px(12), (screen.height - heading_height - px(18) - height) // 2)
        heading = Title("Load a game", "heading", screen.centerx, top, self.theme, ornament=True)
        panel = Panel(
            pygame.Rect(screen.centerx - width // 2, heading.rect.bottom + px(18), width, height), self.theme
        )
        self.decor += [heading, panel]
        inner = panel.rect.inflate(-2 * px(28), -2 * px(28))
        list_width = inner.width * 58 // 100
        footer = px(50)
        list_rect = pygame.Rect(inner.x, inner.y, list_width, inner.height - footer - px(16))
        side = pygame.Rect(
            list_rect.right + px(24), inner.y, inner.right - list_rect.right - px(24), list_rect.height
        )

        self.rows = {}
        if self.saves:
            self._layout_rows(list_rect)
        else:
            UILabel(
                pygame.Rect(list_rect.x, list_rect.y + px(40), list_rect.width, px(32)),
                "No saved games yet",
                self.ui,
                object_id="#empty_label",
            )
            UILabel(
                pygame.Rect(list_rect.x, list_rect.y + px(76), list_rect.width, px(26)),
                "Games you play are saved as you go and listed here.",
                self.ui,
                object_id="#muted_label",
            )
        self.decor.append(_Rule(side.x - px(12), side.y, side.bottom, self.theme.colour("divider")))

        self.details = UITextBox(
            self._details_html(), pygame.Rect(side.x, side.y, side.width, side.height - px(64)), self.ui
        )
        summary = self.selected_summary
        reason = self.load_reason(summary) if summary else "Choose a save first."
        third = (side.width - 2 * px(10)) // 3
        self.load_button = self.button(
            pygame.Rect(side.x, side.bottom - px(50), third, px(50)),
            "Load",
            self._load,
            enabled=summary is not None and not reason,
            reason=reason,
        )
        replay_reason = self.replay_reason(summary) if summary else "Choose a save first."
        self.replay_button = self.button(
            pygame.Rect(side.x + third + px(10), side.bottom - px(50), third, px(50)),
            "Replay",
            self._replay,
            enabled=summary is not None and not replay_reason,
            reason=replay_reason,
        )
        self.delete_button = self.button(
            pygame.Rect(side.right - third, side.bottom - px(50), third, px(50)),
            "Delete",
            self._ask_delete,
            enabled=summary is not None,
            object_id="#danger_button",
            reason="Choose a save first.",
        )
        self.back_button = self.button(
            pygame.Rect(inner.x, inner.bottom - footer, px(150), footer), "Back", self.back
        )
        UILabel(
            pygame.Rect(inner.x + px(170), inner.bottom - footer, inner.width - px(170), footer),
            self.status,
            self.ui,
            object_id="#status_label",
        )
        if self.selected in self.rows:
            self.focus.focus(self.rows[self.selected])
            self._scroll_to(self.rows[self.selected])

    def _layout_rows(self, area: pygame.Rect) -> None:
        px = self.theme.px
        row, gap = px(self.ROW_HEIGHT), px(6)
        total = len(self.saves) * (row + gap)
        self._list = UIScrollingContainer(area, self.ui, allow_scroll_x=False)
        inner_width = area.width - (px(20) if total > area.height else 0)
        self._list.set_scrollable_area_dimensions((inner_width, total))
        self._row_tops = {}
        for index, summary in enumerate(self.saves):
            if summary.problem is None:
                parts = (self.game_name(summary), saved_when(summary), ", ".join(summary.players))
                text = "  \u00b7  ".join(parts)
                object_id = "#save_row"
            else:
                text = f"Damaged: {summary.path.name}"
                object_id = "#damaged_save_row"
            top = index * (row + gap)
            button = self.button(
                pygame.Rect(0, top, inner_width, row),
                text,
                self._selector(summary.path),
                object_id=object_id,
                container=self._list,
                clip=area,
            )
            if summary.path == self.selected:
                button.select()
            self.rows[summary.path] = button
            self._row_tops[button] = top
        self.focus.on_move = self._scroll_to

    def _scroll_to(self, button: UIButton) -> None:
        """Scroll the list so the row the keyboard moved to is in view."""
        bar = self._list.vert_scroll_bar if self._list is not None else None
        if bar is None or button not in self._row_tops or self._list is None:
            return
        view = self._list.rect
        if view.top <= button.rect.top and button.rect.bottom <= view.bottom:
            return
        top = self._row_tops[button]
        slack = 2  # the container rounds its offset to whole pixels; keep the row fully inside
        if button.rect.top < view.top:
            start = max(0, top - slack)
        else:
            start = top + button.rect.height - view.height + slack
        bar.set_scroll_from_start_percentage(start / self._list.scrolling_height)

    def _details_html(self) -> str:
        summary = self.selected_summary
        if summary is None:
            return "<i>Choose a saved game to see who played and when.</i>"
        name = html.escape(summary.path.name)
        if summary.problem is not None:
            return (
                f"<b>Damaged save</b><br>{name}<br>Changed {html.escape(saved_when(summary))}<br><br>"
                f"<font color='#e8a98f'>{html.escape(problem_text(summary))}</font><br><br>{DAMAGED}"
            )
        reason = self.load_reason(summary)
        players = html.escape(", ".join(summary.players)) or "none recorded"
        when = html.escape(saved_when(summary))
        text = (
            f"<b>{html.escape(self.game_name(summary))}</b><br>Saved {when}<br>"
            f"Players: {players}<br>Moves so far: {summary.actions}<br><i>{name}</i>"
        )
        if reason:
            text += f"<br><br><font color='#c79a52'>{html.escape(reason)}</font>"
        return text

    def _selector(self, path: Path) -> Callable[[], None]:
        def select() -> None:
            self.selected = path
            self.build()

        return select

    def _load(self) -> None:
        summary = self.selected_summary
        if summary is not None and not self.load_reason(summary):
            self.app.scenes.replace(LOADED_GAME_SCENES[summary.game](self.app, summary.path))

    def _replay(self) -> None:
        summary = self.selected_summary
        if summary is not None and not self.replay_reason(summary):
            self.app.scenes.push(REPLAY_SCENES[summary.game](self.app, summary.path))

    def _ask_delete(self) -> None:
        summary = self.selected_summary
        if summary is None:
            return
        if summary.problem is None:
            what = f"{self.game_name(summary)}, saved {saved_when(summary)}"
        else:
            what = f"The damaged file {summary.path.name}"
        self.app.scenes.push(
            ConfirmScene(
                self.app,
                "Delete this save?",
                f"{what}. This cannot be undone.",
                "Delete",
                lambda: self._delete(summary.path),
                danger=True,
            )
        )

    def _delete(self, path: Path) -> None:
        try:
            delete_save(path)
        except OSError as exc:
            self.status = f"Could not delete {path.name}: {exc.strerror or exc}"
        else:
            self.status = f"Deleted {path.name}."
        self.refresh()
        self.build()


class _Rule:
    """A vertical line between the list and the details."""

    def __init__(self, x: int, top: int, bottom: int, colour: pygame.Color) -> None:
        self.x, self.top, self.bottom, self.colour = x, top, bottom, colour

    def draw(self, surface: pygame.Surface) -> None:
        pygame.draw.line(surface, self.colour, (self.x, self.top), (self.x, self.bottom), 1)
