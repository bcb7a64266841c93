"""The hot-seat curtain: hides the table, names the next player, and lifts only for a fresh click or key."""

from __future__ import annotations

import pygame

from client.app import App
from client.game import GameController, Seat
from client.games.wowminis.handoff import ARM_DELAY, HandoffScene
from client.scene import Scene
from engine.core.session import Session
from engine.games.wowminis.game import WowMinisGame


class Table(Scene):
    """A bright screen standing in for the board, to prove the curtain hides it."""

    def layout(self, screen: pygame.Rect) -> None:
        """Nothing but the fill below."""

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((255, 0, 255))


def hot_seat_needing_handoff() -> GameController:
    game = WowMinisGame({"max_rounds": 2})
    session = Session.new(game, 3, game.default_setup(), ["Ann", "Bob"])
    controller = GameController(session, [Seat("Ann"), Seat("Bob")])
    while not controller.needs_handoff():
        controller.acknowledge_handoff()
        controller.submit(controller.legal_actions()[0])
    return controller


def curtain(app: App, controller: GameController) -> HandoffScene:
    app.scenes.push(Table(app))
    scene = HandoffScene(app, controller)
    app.scenes.push(scene)
    app.step()
    return scene


def wait_until_armed(app: App) -> None:
    """Frames for a little longer than ``ARM_DELAY`` (the app caps a frame's step at 0.1 s)."""
    for _ in range(int(ARM_DELAY / 0.1) + 2):
        app.step(dt=0.1)


def press_key(app: App, key: int) -> None:
    app.step(
        [
            pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0),
            pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0),
        ]
    )


def test_the_curtain_names_the_next_player_and_hides_the_table(app: App) -> None:
    controller = hot_seat_needing_handoff()
    scene = curtain(app, controller)
    to_act = controller.to_act()
    assert to_act is not None and scene.player_name == controller.seats[to_act].name
    assert "side" in scene.side_text()
    width, height = app.surface.get_size()
    pixels = {
        tuple(app.surface.get_at((x, y)))[:3] for x in range(0, width, 40) for y in range(0, height, 40)
    }
    assert (255, 0, 255) not in pixels


def test_enter_after_the_delay_switches_the_view_and_lifts_the_curtain(app: App) -> None:
    controller = hot_seat_needing_handoff()
    before = controller.viewer
    curtain(app, controller)
    wait_until_armed(app)
    press_key(app, pygame.K_RETURN)
    assert isinstance(app.scenes.top, Table)
    assert controller.viewer == controller.to_act() != before and not controller.needs_handoff()


def test_the_input_that_ended_the_turn_cannot_lift_it(app: App) -> None:
    controller = hot_seat_needing_handoff()
    scene = curtain(app, controller)
    press_key(app, pygame.K_RETURN)  # too soon: still the previous player's key
    wait_until_armed(app)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(10, 10), button=1)])  # a release without a press
    press_key(app, pygame.K_ESCAPE)
    assert app.scenes.top is scene and controller.needs_handoff()
    pos = scene.continue_button.rect.center
    app.step(
        [
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
        ]
    )
    assert isinstance(app.scenes.top, Table) and not controller.needs_handoff()
