"""The hot-seat curtain: an opaque screen between two players at one screen, hiding each one's cards.

Any game's table scene pushes it when ``controller.needs_handoff()`` (the WoW Miniatures board
and the card table share it). It hides everything (it is not an
overlay: nothing below is drawn), names the player who must take the screen, and on a click,
Enter or Space switches the controller's view to that player and closes. A click or key counts
only when both its press and its release reach the curtain after ``ARM_DELAY``, so the input that
ended the previous turn cannot lift it. Escape does nothing here: leaving the curtain must always
mean the right player has the screen.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame
from pygame_gui.elements import UIButton, UILabel

from client.game import GameController
from client.scene import Scene
from client.widgets.title import Title

if TYPE_CHECKING:
    from client.app import App

CONTINUE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
ARM_DELAY = 0.5
"""Seconds the curtain ignores input, so the click or key that ended a turn cannot lift it at once."""


class HandoffScene(Scene):
    """ "Pass the screen to <name>": covers the table until the next player is ready.

    ``on_continue`` (if given) runs after the view has switched and the curtain is gone; ``side``
    (if given) is the line under the title naming what the player commands.
    """

    design_size = (720, 420)

    def __init__(
        self,
        app: App,
        controller: GameController,
        on_continue: Callable[[], object] | None = None,
        *,
        side: str | None = None,
    ) -> None:
        super().__init__(app)
        self.side = side
        self.controller = controller
        self.on_continue = on_continue
        actor = controller.to_act()
        self.seat = actor if actor is not None else controller.viewer
        self.continue_button: UIButton
        self.shown_for = 0.0
        self._pressed: set[object] = set()

    @property
    def player_name(self) -> str:
        return self.controller.seats[self.seat].name

    def side_text(self) -> str:
        """What the player commands: ``side``, else a name in the observation's ``players`` list."""
        if self.side is not None:
            return self.side
        players = self.controller.session.state.observation(self.seat).get("players", [])
        if 0 <= self.seat < len(players) and players[self.seat].get("name"):
            return f"{players[self.seat]['name']} (side {self.seat + 1})"
        return f"Side {self.seat + 1}"

    def layout(self, screen: pygame.Rect) -> None:
        px = self.theme.px
        self.decor.append(_Curtain(screen.size, self.theme.colour("background")))
        title = Title(
            f"Pass the screen to {self.player_name}", "heading", screen.centerx, 0, self.theme, ornament=True
        )
        top = screen.centery - title.height - px(40)
        title = Title(
            f"Pass the screen to {self.player_name}",
            "heading",
            screen.centerx,
            top,
            self.theme,
            ornament=True,
        )
        self.decor.append(title)
        width = min(px(640), screen.width - 2 * px(16))
        UILabel(
            pygame.Rect(screen.centerx - width // 2, title.rect.bottom + px(10), width, px(30)),
            self.side_text(),
            self.ui,
            object_id="#section_label",
        )
        UILabel(
            pygame.Rect(screen.centerx - width // 2, title.rect.bottom + px(44), width, px(28)),
            "The other player should look away. Click or press Enter when you have the screen.",
            self.ui,
            object_id="#muted_label",
        )
        self.continue_button = self.button(
            pygame.Rect(screen.centerx - px(130), title.rect.bottom + px(100), px(260), px(52)),
            f"I am {self.player_name}",
            self.proceed,
        )
        self.focus.focus(self.continue_button)

    def proceed(self) -> None:
        """The named player has the screen: show their view and lift the curtain."""
        self.controller.acknowledge_handoff()
        self.app.scenes.pop()
        if self.on_continue is not None:
            self.on_continue()

    @property
    def armed(self) -> bool:
        return self.shown_for >= ARM_DELAY

    def update(self, dt: float) -> None:
        self.shown_for += dt
        super().update(dt)

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """Every input stops here: the table below must not react while the curtain is down."""
        key: object = None
        if event.type in (pygame.KEYDOWN, pygame.KEYUP) and event.key in CONTINUE_KEYS:
            key = event.key
        elif event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1:
            key = "mouse"
        if key is None:
            super().handle_event(event)
            return None
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            if self.armed:
                self._pressed.add(key)
        elif key in self._pressed:
            self.proceed()
        return None

    def back(self) -> None:
        """Escape keeps the curtain down: only the next player's click lifts it."""


class _Curtain:
    """The opaque fill that hides the table."""

    def __init__(self, size: tuple[int, int], colour: pygame.Color) -> None:
        self._surface = pygame.Surface(size)
        self._surface.fill(colour)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self._surface, (0, 0))
