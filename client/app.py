"""The desktop application: the window, the scene stack and the main loop.

``run()`` is what ``python main.py`` calls. ``App`` is also what tests drive: build one with
``headless=True`` (SDL's dummy video driver), feed it synthetic events with ``step`` and save
what it shows with ``screenshot``.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from client.scene import SceneStack  # noqa: E402
from client.scenes import import_game_screens  # noqa: E402
from client.settings import Settings  # noqa: E402
from client.theme import Theme  # noqa: E402
from engine.core import REGISTRY, Registry  # noqa: E402

WINDOW_TITLE = "Tabletop Tavern"
DEFAULT_SIZE = (1280, 800)
FPS = 60
MAX_DT = 0.1
"""Longest frame step fed to ``update``, so a stalled frame does not jump animations."""
MAX_EVENT_ROUNDS = 8
"""Rounds of draining widget-posted events per frame (a press can post an event that posts one)."""

NO_DISPLAY_MESSAGE = (
    "tavern: cannot open a window (no display found: {reason}). Try running in a desktop session, "
    "or use `python main.py simulate|bench|validate` headless."
)


INVISIBLE_DRIVERS = ("offscreen", "dummy")
"""SDL video drivers that open no visible window; SDL falls back to them when it finds no display."""


@contextlib.contextmanager
def _native_stderr_silenced() -> Iterator[None]:
    """Hide what C libraries print while SDL probes for a display (Wayland's XDG_RUNTIME_DIR line).

    SDL's own verdict still arrives as ``pygame.error``, so nothing the player needs is lost and a
    missing display stays one line. Where file descriptor 2 cannot be redirected, nothing is hidden.
    """
    sys.stderr.flush()
    try:
        saved = os.dup(2)
    except OSError:
        yield
        return
    try:
        with open(os.devnull, "wb") as null:
            os.dup2(null.fileno(), 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


class NoDisplayError(RuntimeError):
    """SDL could not open a window (no X server or Wayland session, no usable video driver)."""


def _missing_display_session() -> str | None:
    """Why a Unix desktop session is plainly absent, or None (SDL then probes for itself).

    Checked before SDL starts so a missing session gives our one line, not SDL's probing noise.
    """
    if not sys.platform.startswith(("linux", "freebsd", "openbsd", "netbsd")):
        return None
    if os.environ.get("SDL_VIDEODRIVER") or os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"):
        return None
    return "neither DISPLAY nor WAYLAND_DISPLAY is set"


class App:
    """The tavern's window and scenes.

    Attributes:
        surface: the window's surface (in headless mode, the dummy driver's).
        settings: the settings in force.
        scenes: the scene stack; the main menu is at the bottom.
        registry: where the menu finds the installed games.
        running: False once the player has quit.
    """

    def __init__(
        self,
        surface_size: tuple[int, int] = DEFAULT_SIZE,
        headless: bool = False,
        *,
        registry: Registry | None = None,
        settings_path: Path | None = None,
    ) -> None:
        if headless:
            os.environ["SDL_VIDEODRIVER"] = "dummy"
        self.headless = headless
        self.registry = registry if registry is not None else REGISTRY
        self.settings_path = settings_path
        self._notice: str | None = None
        self.settings = Settings.load(settings_path, on_problem=self._set_notice)
        self.windowed_size = surface_size
        self._themes: dict[float, Theme] = {}
        self._pending_size: tuple[int, int] | None = None
        self.surface = self._open_window(self.settings.fullscreen)
        pygame.key.set_repeat(400, 40)
        self.clock = pygame.time.Clock()
        self.running = True
        self.scenes = SceneStack()
        import_game_screens()
        from client.scenes.menu import MenuScene

        self.scenes.push(MenuScene(self))

    # Window --------------------------------------------------------------------------------

    def _open_window(self, fullscreen: bool) -> pygame.Surface:
        """Set the display mode; fullscreen uses the desktop's resolution.

        :raises NoDisplayError: SDL cannot open a window here.
        """
        if not self.headless and (reason := _missing_display_session()):
            raise NoDisplayError(reason)
        try:
            with _native_stderr_silenced():
                pygame.display.init()
            pygame.font.init()
            driver = pygame.display.get_driver()
            if (
                not self.headless
                and driver in INVISIBLE_DRIVERS
                and os.environ.get("SDL_VIDEODRIVER") != driver
            ):
                raise NoDisplayError(f"SDL found no screen and fell back to its invisible {driver!r} driver")
            pygame.display.set_caption(WINDOW_TITLE)
            pygame.display.set_icon(self._window_icon())
            if fullscreen:
                return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            return pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        except pygame.error as exc:
            raise NoDisplayError(str(exc) or "unknown SDL error") from exc

    def _window_icon(self) -> pygame.Surface:
        """A gold serif T on a dark wooden disc, drawn with the theme so no image file is needed."""
        theme = self.theme_at(1.0)
        icon = pygame.Surface((64, 64), pygame.SRCALPHA)
        pygame.draw.circle(icon, theme.colour("background_glow"), (32, 32), 31)
        pygame.draw.circle(icon, theme.colour("title"), (32, 32), 31, 3)
        letter = theme.font("title").render("T", True, theme.colour("title"))
        letter = pygame.transform.smoothscale_by(letter, 40 / letter.get_height())
        icon.blit(letter, letter.get_rect(center=(32, 34)))
        return icon

    def _resized(self, size: tuple[int, int]) -> None:
        if not self.settings.fullscreen:
            self.windowed_size = size
            if self.surface.get_size() != size:
                # A real window's surface follows the window by itself; the dummy driver's does not.
                self.surface = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.relayout()

    def relayout(self) -> None:
        """Rebuild the visible scenes for the current window size and settings.

        Covered scenes are rebuilt when they are uncovered (``SceneStack.pop``), so a window
        being dragged larger costs one layout per visible screen.
        """
        for scene in self.scenes.visible():
            scene.build()

    def theme_at(self, scale: float) -> Theme:
        """The theme at an interface scale, made once per scale."""
        key = round(scale, 2)
        if key not in self._themes:
            self._themes[key] = Theme(key)
        return self._themes[key]

    # Settings ------------------------------------------------------------------------------

    def _set_notice(self, message: str) -> None:
        self._notice = message

    def take_notice(self) -> str | None:
        """A start-up problem to show the player once (a damaged settings file); None afterwards."""
        notice, self._notice = self._notice, None
        return notice

    def apply_settings(self, new: Settings) -> str | None:
        """Put ``new`` in force (window mode, UI scale) and save it; returns a problem to show, if any."""
        problems = []
        if new.fullscreen != self.settings.fullscreen:
            try:
                self.surface = self._open_window(new.fullscreen)
            except NoDisplayError as exc:
                problems.append(f"Could not change the window mode: {exc}.")
                new = new.with_changes(fullscreen=self.settings.fullscreen)
        self.settings = new
        try:
            new.save(self.settings_path)
        except OSError as exc:
            problems.append(f"Applied, but could not save the settings: {exc}.")
        self.relayout()
        return " ".join(problems) or None

    # Frames --------------------------------------------------------------------------------

    def quit(self) -> None:
        self.running = False

    def step(self, events: Iterable[pygame.event.Event] = (), dt: float = 1 / FPS) -> None:
        """One frame: handle ``events`` and whatever is queued, update, and draw."""
        for event in events:
            self._dispatch(event)
        self._drain()
        if self._pending_size is not None:
            size, self._pending_size = self._pending_size, None
            self._resized(size)
        if not self.running:
            return
        self.scenes.update(min(dt, MAX_DT))
        self._drain()
        if self.running:
            self.scenes.draw(self.surface)

    def _drain(self) -> None:
        """Handle the events in SDL's queue, including those widgets posted while handling others."""
        for _ in range(MAX_EVENT_ROUNDS):
            pending = pygame.event.get()
            if not pending:
                return
            for event in pending:
                self._dispatch(event)

    def _dispatch(self, event: pygame.event.Event) -> None:
        if not self.running:
            return
        if event.type == pygame.QUIT:
            self.quit()
        elif event.type == pygame.VIDEORESIZE:
            # Dragging a window edge sends a burst of these; lay out once, for the last size.
            self._pending_size = event.size
        else:
            self.scenes.handle_event(event)

    def screenshot(self, path: str | os.PathLike[str]) -> Path:
        """Save the last drawn frame as a PNG."""
        target = Path(path)
        target.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.surface, str(target))
        return target

    def main_loop(self) -> int:
        """Run frames until the player quits; returns the process exit status."""
        while self.running:
            dt = self.clock.tick(FPS) / 1000
            self.step((), dt)
            pygame.display.flip()
        self.scenes.clear()
        return 0


def run() -> int:
    """Open the window and run until the player quits; 1 (with one line on stderr) without a display."""
    try:
        app = App()
    except NoDisplayError as exc:
        print(NO_DISPLAY_MESSAGE.format(reason=exc), file=sys.stderr)
        pygame.quit()
        return 1
    try:
        return app.main_loop()
    finally:
        pygame.quit()
