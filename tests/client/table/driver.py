"""Playing the card table with synthetic mouse input only: one gesture at a time, as a person would."""

from __future__ import annotations

import pygame

from client.app import App
from client.table.dialogs import ChoiceScene, MulliganScene
from client.table.gestures import Gesture
from client.table.scene import CardTableScene
from tests.client.events import click, click_at, move_to


def rect_of(scene: CardTableScene, key: str) -> pygame.Rect:
    """Where the card ``key`` is on screen now.

    :raises KeyError: the card is not on the table.
    """
    for p in scene.placed:
        if p.key == key:
            return p.rect
    raise KeyError(key)


def drag(app: App, start: tuple[int, int], end: tuple[int, int]) -> None:
    """Press at ``start``, move in a few steps with the button held, release at ``end``."""
    move_to(app, start)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
    for i in range(1, 5):
        x = start[0] + (end[0] - start[0]) * i // 4
        y = start[1] + (end[1] - start[1]) * i // 4
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(1, 0, 0))])
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)])


def drop_point(scene: CardTableScene, zone: str, position: int) -> tuple[int, int]:
    """A point in the viewer's ``zone`` where a dropped card enters at ``position``."""
    row = sorted((p.rect for p in scene.placed if p.zone == zone and p.seat == 0), key=lambda r: r.x)
    area = scene.geometry.rects[(zone, 0)]
    if not row:
        return area.center
    if position == 0:
        return (max(area.x + 2, row[0].x - 4), area.centery)
    if position >= len(row):
        return (min(area.right - 2, row[-1].right + 4), area.centery)
    return ((row[position - 1].right + row[position].x) // 2, area.centery)


def choose_in_dialog(app: App, label: str) -> None:
    top = app.scenes.top
    assert isinstance(top, ChoiceScene), f"expected a choice dialog, found {top}"
    labels = [label for label, _ in top.options]
    click(app, top.option_buttons[labels.index(label)])


def perform(app: App, scene: CardTableScene, gesture: Gesture) -> None:
    """Take ``gesture`` with the mouse (dialogs included), then let a frame run."""
    top = app.scenes.top
    if gesture.kind == "mulligan":
        assert isinstance(top, MulliganScene), f"expected the mulligan dialog, found {top}"
        for i, card in enumerate(top.card_views):
            if card.key in gesture.cards:
                click_at(app, top.card_rects[i].center)
        click(app, top.confirm_button)
        return
    if gesture.source is None and gesture.kind in ("choose", "other"):
        choose_in_dialog(app, gesture.label)
        return
    if gesture.kind == "end":
        click(app, scene.end_button)
        return
    assert gesture.source is not None, gesture
    start = rect_of(scene, gesture.source).center
    if gesture.zone is not None and gesture.position is not None:
        drag(app, start, drop_point(scene, gesture.zone, gesture.position))
        if gesture.target is not None:
            click_at(app, rect_of(scene, gesture.target).center)
    elif gesture.target is not None:
        drag(app, start, rect_of(scene, gesture.target).center)
    elif scene.placed and any(p.key == gesture.source and p.kind != "hand" for p in scene.placed):
        click_at(app, start)
    else:
        drag(app, start, scene.table_rect.center)
    if isinstance(app.scenes.top, ChoiceScene) and gesture.label:
        choose_in_dialog(app, gesture.label)
    app.step()
