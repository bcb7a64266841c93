"""Scenes (one per screen) and the stack that runs them.

Lifecycle, called by ``SceneStack``:

- ``enter()`` when pushed: build the widgets for the current window and UI scale;
- ``pause()`` when another scene is pushed on top, ``resume()`` when it is popped again;
- ``handle_event(event)`` for every input event while on top: return ``None`` once the event is
  used, or the event to let the app see it;
- ``update(dt)`` once a frame while on top;
- ``draw(surface)`` every frame while visible; it only paints, it never changes anything;
- ``exit()`` when popped or replaced.

Each scene owns one pygame_gui ``UIManager``. ``build()`` throws the old one away and lays the
scene out again, so a resized window or a new UI scale is one call; scenes therefore keep their
state (choices, selection) in attributes and read it back in ``layout``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

import pygame
import pygame_gui
from pygame_gui.core.interfaces import IContainerLikeInterface
from pygame_gui.elements import UIButton

from client.theme import Theme
from client.widgets.backdrop import make_backdrop
from client.widgets.focus import FocusRing
from client.widgets.hints import DisabledHints

if TYPE_CHECKING:
    from client.app import App

MIN_SCALE = 0.5
SCALE_STEP = 0.05


class Drawable(Protocol):
    """Anything a scene paints behind its widgets (panels, titles)."""

    def draw(self, surface: pygame.Surface) -> None: ...


class Scene:
    """One screen. Subclasses implement ``layout`` and react to their buttons' presses.

    Attributes:
        overlay: draw the scene below first (a modal dialog over the screen it belongs to).
        design_size: room the layout needs at 100%; the scale shrinks to fit smaller windows.
    """

    overlay: ClassVar[bool] = False
    design_size: ClassVar[tuple[int, int]] = (860, 540)

    def __init__(self, app: App) -> None:
        self.app = app
        self.pointer = (-1, -1)
        # Widgets, focus and decor exist from ``build()`` (called by ``enter``) onwards.
        self.ui: pygame_gui.UIManager
        self.theme: Theme
        self.focus: FocusRing
        self.hints: DisabledHints
        self.decor: list[Drawable] = []
        self._actions: dict[UIButton, Callable[[], None]] = {}
        self._backdrop: pygame.Surface | None = None
        self._built_for: tuple[tuple[int, int], int] | None = None

    # Lifecycle -----------------------------------------------------------------------------

    def enter(self) -> None:
        self.build()

    def pause(self) -> None:
        """Another scene covers this one; nothing to do by default."""

    def resume(self) -> None:
        """The scene above was closed; nothing to do by default."""

    def exit(self) -> None:
        """Forget the button actions so a stray press event cannot reach a closed scene."""
        self._actions.clear()

    # Layout --------------------------------------------------------------------------------

    def scale_for(self, size: tuple[int, int]) -> float:
        """The user's UI scale, shrunk (in 5% steps) when the window is too small for the design size."""
        width, height = size
        design_width, design_height = self.design()
        fit = min(width / design_width, height / design_height)
        scale = min(self.app.settings.scale, fit)
        return max(MIN_SCALE, int(scale / SCALE_STEP + 1e-6) * SCALE_STEP)

    def design(self) -> tuple[int, int]:
        """Room this scene's layout needs at 100%; scenes whose content varies override it."""
        return self.design_size

    def is_stale(self) -> bool:
        """True when the window size or UI scale changed since the last ``build``."""
        return self._built_for != (self.app.surface.get_size(), self.app.settings.ui_scale)

    def build(self) -> None:
        """(Re)create the widgets for the current window size and UI scale."""
        size = self.app.surface.get_size()
        self._built_for = (size, self.app.settings.ui_scale)
        self.theme = self.app.theme_at(self.scale_for(size))
        self.ui = pygame_gui.UIManager(size, self.theme.gui_theme(), enable_live_theme_updates=False)
        _preload_missing(self.ui, self.theme.rich_text_fonts())
        self.focus = FocusRing()
        self.hints = DisabledHints(self.ui, self.theme.px(300))
        self.decor = []
        self._actions = {}
        self._backdrop = make_backdrop(size, self.theme) if not self.overlay else None
        self.layout(pygame.Rect((0, 0), size))

    def layout(self, screen: pygame.Rect) -> None:
        """Create this scene's widgets and decor inside ``screen``."""
        raise NotImplementedError

    def button(
        self,
        rect: pygame.Rect,
        text: str,
        on_press: Callable[[], None],
        *,
        object_id: str | None = None,
        enabled: bool = True,
        reason: str = "",
        tooltip: str | None = None,
        focusable: bool = True,
        container: IContainerLikeInterface | None = None,
        clip: pygame.Rect | None = None,
    ) -> UIButton:
        """A button whose press calls ``on_press``; a disabled one explains ``reason`` on hover.

        ``clip`` is the visible area of a scrolling ``container``, for the focus outline.
        """
        button = UIButton(
            rect, text, self.ui, container=container, tool_tip_text=tooltip, object_id=object_id
        )
        self._actions[button] = on_press
        if not enabled:
            button.disable()
            if reason:
                self.hints.add(button, reason)
        if focusable:
            self.focus.add(button, clip)
        return button

    # Frame ---------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """Widgets first, then the keyboard focus, then this scene's own keys and buttons."""
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        if self.ui.process_events(event) or self.focus.handle_event(event):
            return None
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self._actions:
            self._actions[event.ui_element]()
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return None
        return event

    def back(self) -> None:
        """Escape: leave this scene (the menu overrides it to ask before quitting)."""
        self.app.scenes.pop()

    def update(self, dt: float) -> None:
        self.ui.update(dt)
        self.hints.update(dt, self.pointer)

    def draw(self, surface: pygame.Surface) -> None:
        if self._backdrop is not None:
            surface.blit(self._backdrop, (0, 0))
        for item in self.decor:
            item.draw(surface)
        self.ui.draw_ui(surface)
        self.focus.draw(surface, self.theme.colour("focus"), max(2, self.theme.px(2)))


def _preload_missing(ui: pygame_gui.UIManager, specs: list[dict[str, Any]]) -> None:
    """Preload the fonts of ``specs`` the theme has not loaded already (pygame_gui warns either way)."""
    fonts = ui.get_theme().get_font_dictionary()
    missing = [
        spec
        for spec in specs
        if not fonts.check_font_preloaded(
            fonts.create_font_id(
                spec["point_size"], spec["name"], "bold" in spec["style"], "italic" in spec["style"]
            )
        )
    ]
    if missing:
        ui.preload_fonts(missing)


class SceneStack:
    """The scenes in play, bottom to top; only the top one gets input and updates."""

    def __init__(self) -> None:
        self._scenes: list[Scene] = []

    def __len__(self) -> int:
        return len(self._scenes)

    def __iter__(self) -> Iterator[Scene]:
        return iter(list(self._scenes))

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    def push(self, scene: Scene) -> None:
        if self._scenes:
            self._scenes[-1].pause()
        self._scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene:
        """Close the top scene and resume the one below.

        :raises IndexError: the stack is empty.
        """
        scene = self._scenes.pop()
        scene.exit()
        if self._scenes:
            below = self._scenes[-1]
            if below.is_stale():
                below.build()
            below.resume()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for ``scene`` without resuming the one below."""
        if self._scenes:
            self._scenes.pop().exit()
        self._scenes.append(scene)
        scene.enter()

    def clear(self) -> None:
        while self._scenes:
            self._scenes.pop().exit()

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        return self._scenes[-1].handle_event(event) if self._scenes else event

    def update(self, dt: float) -> None:
        if self._scenes:
            self._scenes[-1].update(dt)

    def visible(self) -> list[Scene]:
        """The scenes drawn this frame, bottom first: the top one and any an overlay shows through."""
        first = len(self._scenes) - 1
        while first > 0 and self._scenes[first].overlay:
            first -= 1
        return self._scenes[max(first, 0) :]

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the top scene, and under an overlay the scenes it covers."""
        for scene in self.visible():
            scene.draw(surface)
