"""The main menu: the installed games, then Load game, Settings, Board editor and Quit."""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame
from pygame_gui.elements import UIButton, UILabel, UITextBox

from client.editor.scene import BoardEditorScene
from client.scene import Scene
from client.scenes import NEW_GAME_SCENES
from client.scenes.confirm import ConfirmScene
from client.scenes.load_game import LoadGameScene
from client.scenes.settings_scene import SettingsScene
from client.widgets.panel import Panel
from client.widgets.title import Title

if TYPE_CHECKING:
    from client.app import App

NOT_PLAYABLE = "Not yet playable on the desktop"
TAGLINE = "Pull up a chair: play the house AI or a friend at the same screen"
KEYS_HINT = "Arrow keys  move      Enter  choose      Esc  quit"


@dataclass(frozen=True)
class GameEntry:
    """One installed game as the menu shows it; ``start`` is None when it has no desktop scene."""

    game_id: str
    name: str
    start: Callable[[App], Scene] | None
    reason: str


def installed_games(app: App) -> list[GameEntry]:
    """The registry's games in id order, each with its new-game scene factory if one is registered."""
    entries = []
    for game_id in app.registry.ids():
        try:
            name = app.registry.game_class(game_id).name
        except ImportError as exc:
            entries.append(GameEntry(game_id, game_id, None, f"This game failed to load: {exc}"))
            continue
        factory = NEW_GAME_SCENES.get(game_id)
        entries.append(GameEntry(game_id, name, factory, "" if factory else NOT_PLAYABLE))
    return entries


class MenuScene(Scene):
    """The first screen. Esc asks before quitting; the Quit button quits at once."""

    PANEL_WIDTH = 520
    BUTTON_HEIGHT = 52
    GAP = 10
    PAD = 28

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.games = installed_games(app)
        self.notice = app.take_notice()
        self.game_buttons: dict[str, UIButton] = {}
        self.load_button: UIButton
        self.editor_button: UIButton
        self.settings_button: UIButton
        self.quit_button: UIButton

    def design(self) -> tuple[int, int]:
        rows = max(len(self.games), 1)
        panel = (
            2 * self.PAD
            + 40
            + rows * (self.BUTTON_HEIGHT + self.GAP)
            + 30
            + 4 * (self.BUTTON_HEIGHT + self.GAP)
        )
        notice = 100 if self.notice else 0
        return 860, 200 + notice + panel + 60

    def resume(self) -> None:
        """Coming back from another screen: games or their scenes may have been added meanwhile."""
        games = installed_games(self.app)
        if games != self.games:
            self.games = games
            self.build()

    def layout(self, screen: pygame.Rect) -> None:
        px = self.theme.px
        panel_width = min(px(self.PANEL_WIDTH), screen.width - 2 * px(20))
        row, gap, pad = px(self.BUTTON_HEIGHT), px(self.GAP), px(self.PAD)
        games_height = len(self.games) * (row + gap) - gap if self.games else px(64)
        panel_height = pad + px(30) + games_height + px(34) + 4 * row + 3 * gap + pad
        notice_height = px(96) if self.notice else 0
        title_height = Title("Tabletop Tavern", "title", 0, 0, self.theme, ornament=True).height
        tagline_height = self.theme.font("tagline").get_linesize()
        content = notice_height + title_height + px(8) + tagline_height + px(26) + panel_height
        top = max(px(16), (screen.height - px(40) - content) // 2)

        if self.notice:
            self._layout_notice(pygame.Rect(0, top, min(px(840), screen.width - 2 * px(20)), px(78)), screen)
            top += notice_height
        title = Title("Tabletop Tavern", "title", screen.centerx, top, self.theme, ornament=True)
        top += title.height + px(8)
        tagline = Title(TAGLINE, "tagline", screen.centerx, top, self.theme, colour="muted")
        top += tagline_height + px(26)
        panel = Panel(
            pygame.Rect(screen.centerx - panel_width // 2, top, panel_width, panel_height), self.theme
        )
        self.decor += [title, tagline, panel]

        inner = panel.rect.inflate(-2 * pad, -2 * pad)
        UILabel(
            pygame.Rect(inner.x, inner.y, inner.width, px(24)),
            "CHOOSE A GAME",
            self.ui,
            object_id="#section_label",
        )
        y = inner.y + px(30)
        self.game_buttons = {}
        if not self.games:
            UILabel(
                pygame.Rect(inner.x, y, inner.width, px(32)),
                "No games installed yet",
                self.ui,
                object_id="#empty_label",
            )
            UILabel(
                pygame.Rect(inner.x, y + px(32), inner.width, px(26)),
                "Games appear here as they are installed.",
                self.ui,
                object_id="#muted_label",
            )
        for entry in self.games:
            self.game_buttons[entry.game_id] = self.button(
                pygame.Rect(inner.x, y, inner.width, row),
                entry.name,
                self._starter(entry),
                enabled=entry.start is not None,
                reason=entry.reason,
            )
            y += row + gap
        y = inner.y + px(30) + games_height + px(34)
        self.decor.append(_Divider(inner.x, inner.right, y - px(17), self.theme.colour("divider")))
        self.load_button = self.button(
            pygame.Rect(inner.x, y, inner.width, row), "Load game", self._open_load
        )
        y += row + gap
        self.settings_button = self.button(
            pygame.Rect(inner.x, y, inner.width, row), "Settings", self._open_settings
        )
        y += row + gap
        self.editor_button = self.button(
            pygame.Rect(inner.x, y, inner.width, row),
            "Board editor",
            self._open_editor,
            tooltip="Make your own WoW Miniatures boards, or open a shipped one as a starting point",
        )
        y += row + gap
        self.quit_button = self.button(pygame.Rect(inner.x, y, inner.width, row), "Quit", self.app.quit)
        UILabel(
            pygame.Rect(0, screen.bottom - px(36), screen.width, px(26)),
            KEYS_HINT,
            self.ui,
            object_id="#muted_label",
        )
        first_playable = next((self.game_buttons[e.game_id] for e in self.games if e.start), self.load_button)
        self.focus.focus(first_playable)

    def _layout_notice(self, rect: pygame.Rect, screen: pygame.Rect) -> None:
        px = self.theme.px
        rect.centerx = screen.centerx
        self.decor.append(Panel(rect, self.theme, fill="notice_bg", border_colour="notice_border"))
        dismiss_width = px(96)
        UITextBox(
            html.escape(self.notice or ""),
            pygame.Rect(
                rect.x + px(12), rect.y + px(6), rect.width - dismiss_width - px(30), rect.height - px(12)
            ),
            self.ui,
            object_id="#notice_label",
        )
        self.button(
            pygame.Rect(rect.right - dismiss_width - px(14), rect.centery - px(20), dismiss_width, px(40)),
            "Dismiss",
            self._dismiss_notice,
        )

    def _starter(self, entry: GameEntry) -> Callable[[], None]:
        def start() -> None:
            if entry.start is not None:
                self.app.scenes.push(entry.start(self.app))

        return start

    def _open_load(self) -> None:
        self.app.scenes.push(LoadGameScene(self.app))

    def _open_editor(self) -> None:
        self.app.scenes.push(BoardEditorScene(self.app))

    def _open_settings(self) -> None:
        self.app.scenes.push(SettingsScene(self.app))

    def _dismiss_notice(self) -> None:
        self.notice = None
        self.build()

    def back(self) -> None:
        """Escape on the menu asks before leaving the tavern."""
        self.app.scenes.push(
            ConfirmScene(
                self.app,
                "Leave the tavern?",
                "Tabletop Tavern will close.",
                "Quit",
                self.app.quit,
                cancel_text="Stay",
                confirm_is_default=True,
            )
        )


class _Divider:
    """A thin rule between the games and the other buttons."""

    def __init__(self, left: int, right: int, y: int, colour: pygame.Color) -> None:
        self.left, self.right, self.y, self.colour = left, right, y, colour

    def draw(self, surface: pygame.Surface) -> None:
        pygame.draw.line(surface, self.colour, (self.left, self.y), (self.right, self.y), 1)
