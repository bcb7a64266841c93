"""What every replay viewer shares: stepping through a saved game with controls, a slider and its log.

``ReplayBase`` walks the save's action log with ``engine.core.replay.Replay``; a game's viewer
subclasses it and draws the position after the current step in the area ``layout_view`` gives it
(``draw_view``), optionally reacting to input there (``view_event``). Controls: Start, Back,
Play/Pause, Step, End and a slider; keys Left/Right (step), Space (play/pause), Home/End. The log
beside the view shows every event up to the current step, the latest step's lines in gold.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIHorizontalSlider, UILabel

from client.scene import Scene
from client.table.panels import wrap
from client.widgets.panel import Panel
from engine.core import BadInputError
from engine.core.replay import Replay
from engine.core.saves import SaveRecord, read_save

if TYPE_CHECKING:
    from client.app import App

STEP_SECONDS = 0.7
"""Time between steps while playing, at the normal animation speed."""


class ReplayBase(Scene):
    """Steps through ``record``; Escape goes back to the screen that opened it.

    :raises DamagedSaveError: (from the constructor) the record does not replay.
    """

    design_size = (1000, 640)

    def __init__(self, app: App, record: SaveRecord, *, source: str = "<save>") -> None:
        super().__init__(app)
        self.record = record
        self.source = source
        self.replay = Replay(record, app.registry, source)
        self.log = self._collect_log()
        self.replay.seek(0)
        self.playing = False
        self.clock = 0.0
        self.slider: UIHorizontalSlider
        self.play_button: UIButton
        self.position_label: UILabel
        self.view_rect = pygame.Rect(0, 0, 1, 1)
        self.log_rect = pygame.Rect(0, 0, 1, 1)

    @classmethod
    def from_save(cls, app: App, path: Path) -> Scene:
        """The viewer on the save at ``path``, or the Load screen saying why it cannot be shown."""
        return open_replay(app, path, lambda record: cls(app, record, source=path.name))

    def _collect_log(self) -> list[list[str]]:
        """The log lines of every action, in order (an action without events shows its notation)."""
        log = []
        while self.replay.step():
            i = self.replay.index - 1
            texts = [event.text for event in self.replay.events if event.text]
            if not texts:
                who = self.record.players[self.replay.decider(i)]
                texts = [f"{who}: {self.replay.action_text(i)}"]
            log.append(texts)
        return log

    # Hooks for a game's viewer -------------------------------------------------------------

    def layout_view(self, rect: pygame.Rect) -> None:
        """The position's area is ``rect`` now (fit a camera, a table geometry)."""

    def draw_view(self, surface: pygame.Surface) -> None:
        """Draw the position after the current step inside ``view_rect``."""
        raise NotImplementedError

    def view_event(self, event: pygame.event.Event) -> bool:
        """Input over the view (panning, zooming); True when used."""
        return False

    # Moving through the game --------------------------------------------------------------

    @property
    def index(self) -> int:
        return self.replay.index

    def seek(self, index: int) -> None:
        self.replay.seek(max(0, min(index, len(self.replay))))
        self._sync()

    def step(self) -> None:
        self.replay.step()
        if self.index >= len(self.replay):
            self.playing = False
        self._sync()

    def back_one(self) -> None:
        self.replay.back()
        self._sync()

    def toggle_play(self) -> None:
        if self.index >= len(self.replay):
            self.replay.seek(0)
        self.playing = not self.playing
        self.clock = 0.0
        self._sync()

    def _sync(self) -> None:
        """Bring the slider, labels and play button in line with the replay's position."""
        if not hasattr(self, "slider"):
            return
        self.slider.set_current_value(self.index, warn=False)
        self.position_label.set_text(self.position_text())
        self.play_button.set_text("Pause" if self.playing else "Play")

    def position_text(self) -> str:
        total = len(self.replay)
        outcome = self.replay.state.outcome()
        where = f"Decision {self.index} of {total}"
        if self.index == total and outcome is not None:
            return f"{where} \u00b7 game over: {outcome.reason}"
        return where

    def log_lines(self) -> list[tuple[str, bool]]:
        """(text, from the latest step) for every event up to the current position."""
        lines: list[tuple[str, bool]] = []
        for i, texts in enumerate(self.log[: self.index]):
            lines.extend((text, i == self.index - 1) for text in texts)
        return lines

    # Layout and frame --------------------------------------------------------------------

    def layout(self, screen: pygame.Rect) -> None:
        px = self.theme.px
        margin = px(12)
        bar_h = px(56)
        log_w = min(px(340), screen.width // 3)
        self.view_rect = pygame.Rect(
            margin, margin, screen.width - log_w - 3 * margin, screen.height - bar_h - 3 * margin
        )
        self.log_rect = pygame.Rect(self.view_rect.right + margin, margin, log_w, self.view_rect.height)
        self.layout_view(self.view_rect)
        self.decor += [_View(self), Panel(self.log_rect, self.theme), _LogView(self)]
        bar = pygame.Rect(margin, self.view_rect.bottom + margin, screen.width - 2 * margin, bar_h)
        names = ("Start", "Back", "Play", "Step", "End")
        actions = (
            lambda: self.seek(0),
            self.back_one,
            self.toggle_play,
            self.step,
            lambda: self.seek(len(self.replay)),
        )
        button_w, gap = px(84), px(6)
        x = bar.x
        for name, action in zip(names, actions, strict=True):
            button = self.button(pygame.Rect(x, bar.y, button_w, bar_h), name, action)
            if name == "Play":
                self.play_button = button
            x += button_w + gap
        close_w = px(100)
        label_w = px(250)
        slider_rect = pygame.Rect(
            x + px(8), bar.y + px(12), bar.right - close_w - label_w - x - px(24), bar_h - px(24)
        )
        self.slider = UIHorizontalSlider(slider_rect, self.index, (0, max(1, len(self.replay))), self.ui)
        if len(self.replay) == 0:
            self.slider.disable()
        self.position_label = UILabel(
            pygame.Rect(slider_rect.right + px(8), bar.y, label_w, bar_h),
            "",
            self.ui,
            object_id="#muted_label",
        )
        self.button(pygame.Rect(bar.right - close_w, bar.y, close_w, bar_h), "Close", self.back)
        self._sync()

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED and event.ui_element is self.slider:
            if int(event.value) != self.index:
                self.playing = False
                self.seek(int(event.value))
            return None
        if event.type == pygame.KEYDOWN:
            keys: dict[int, Callable[[], None]] = {
                pygame.K_RIGHT: self.step,
                pygame.K_LEFT: self.back_one,
                pygame.K_SPACE: self.toggle_play,
                pygame.K_HOME: lambda: self.seek(0),
                pygame.K_END: lambda: self.seek(len(self.replay)),
            }
            if event.key in keys:
                keys[event.key]()
                return None
        if self.view_event(event):
            return None
        return super().handle_event(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.playing:
            return
        # "Instant" animations still replay at a watchable pace: the fastest setting's.
        interval = self.app.settings.animation_time(STEP_SECONDS) or STEP_SECONDS / 2
        self.clock += dt
        if self.clock >= interval:
            self.clock = 0.0
            self.step()


def open_replay(app: App, path: Path, build: Callable[[SaveRecord], Scene]) -> Scene:
    """``build(record)`` for the save at ``path``, or the Load screen saying why it cannot be shown."""
    try:
        return build(read_save(path))
    except (BadInputError, OSError) as exc:
        from client.scenes.load_game import LoadGameScene

        scene = LoadGameScene(app)
        scene.status = f"Cannot replay {path.name}: {exc}"
        return scene


class _View:
    """Draws the position (a decor item, so it sits under the widgets)."""

    def __init__(self, scene: ReplayBase) -> None:
        self.scene = scene

    def draw(self, surface: pygame.Surface) -> None:
        self.scene.draw_view(surface)


class _LogView:
    """The game log up to the current step, newest at the bottom, the latest step's lines in gold."""

    def __init__(self, scene: ReplayBase) -> None:
        self.scene = scene
        self._cache: tuple[tuple[int, tuple[int, int]], pygame.Surface] | None = None

    def draw(self, surface: pygame.Surface) -> None:
        scene = self.scene
        rect = scene.log_rect.inflate(-2 * scene.theme.px(16), -2 * scene.theme.px(14))
        key = (scene.index, rect.size)
        if self._cache is None or self._cache[0] != key:
            self._cache = (key, self._render(rect.size))
        surface.blit(self._cache[1], rect.topleft)

    def _render(self, size: tuple[int, int]) -> pygame.Surface:
        theme = self.scene.theme
        font = theme.font("caption")
        out = pygame.Surface(size, pygame.SRCALPHA)
        heading = font.render("Game log", True, theme.colour("title"))
        out.blit(heading, (0, 0))
        top = heading.get_height()
        for line in wrap(" vs ".join(self.scene.record.players), font, size[0]):
            out.blit(font.render(line, True, theme.colour("muted")), (0, top))
            top += font.get_linesize()
        top += theme.px(8)
        indent = theme.px(14)
        rows: list[tuple[str, bool, int]] = []
        for text, latest in self.scene.log_lines():
            lines = wrap(text, font, size[0] - indent)
            rows.extend((line, latest, indent if n else 0) for n, line in enumerate(lines))
        if not rows:
            hint = "The game has not started yet: press Step or Play."
            rows = [(line, False, 0) for line in wrap(hint, font, size[0])]
        line_h = font.get_linesize()
        fit = max(1, (size[1] - top) // line_h)
        y = top
        for text, latest, x in rows[-fit:]:
            colour = theme.colour("title") if latest else theme.colour("text")
            out.blit(font.render(text, True, colour), (x, y))
            y += line_h
        return out
