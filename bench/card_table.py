"""Card table figures: frame times of the Hearthstone table with full boards and hands, headless.

``run(frames)`` opens the card table at 1280x800 on a compact position with seven minions on each
board, ten cards in each hand, weapons and Secrets on both sides, seat 0 to act. Every frame moves
the mouse over another card (hover zoom, the details panel), an attacker is held with its targeting
arrow on every other frame, and lunges with damage numbers keep playing, so each frame runs the
scene's ``update`` and ``draw`` with the highlights, the arrow, the hover card, the animation and
the side panels on screen. Faces are composed before timing (the first frame's figure is reported
apart). It reports the median and 95th-percentile frame time; the target is a 95th percentile of at
most 16 ms (60 fps).
"""

from __future__ import annotations

import os
import time
from typing import Any

import pygame

from bench.core import frame_figures

VIEW = (1280, 800)
TARGET_P95_MS = 16.0
MINIONS = ["CS2_172", "CS2_120", "NEW1_019", "CS2_182", "EX1_008", "CS2_222", "EX1_097"]
HAND = [
    "CS2_029",
    "CS2_182",
    "CS2_023",
    "EX1_287",
    "CS2_032",
    "CS2_025",
    "CS2_189",
    "EX1_015",
    "CS2_200",
    "EX1_275",
]
POSITION: dict[str, Any] = {
    "active": 0,
    "turn": 15,
    "players": [
        {
            "hero": "HERO_08",
            "health": 21,
            "hand": HAND,
            "mana": 8,
            "crystals": 8,
            "board": MINIONS,
            "secrets": ["EX1_287"],
            "deck": ["CS2_231"] * 8,
        },
        {
            "hero": "HERO_01",
            "armor": 6,
            "health": 17,
            "weapon": "CS2_106",
            "hand": HAND,
            "board": [
                "EX1_402",
                {"card": "CS2_182", "damage": 2},
                "CS2_131",
                "EX1_005",
                "CS2_162",
                "EX1_595",
                "CS2_200",
            ],
            "deck": ["CS2_231"] * 6,
        },
    ],
}


def run(frames: int = 300) -> dict[str, Any]:
    """Frame times (ms) of the card table with full boards and hands and every overlay on."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    from client.app import App
    from client.game.controller import GameController, Seat
    from client.games.hearthstone.table import HearthstoneTable
    from client.table.animation import Cue
    from client.table.scene import CardTableScene
    from engine.core import REGISTRY
    from engine.core.session import Session
    from engine.games.hearthstone.game import HearthstoneGame

    game = REGISTRY.load("hearthstone")
    assert isinstance(game, HearthstoneGame)
    state = game.state_from_dict(POSITION)
    session = Session(game, 1, game.default_setup(), ["Bench", "Computer"], state)
    app = App(VIEW, headless=True)
    app.settings = app.settings.with_changes(animation_speed="normal")
    controller = GameController(session, [Seat("Bench"), Seat("Computer", "ai", "random")])
    scene = CardTableScene(app, controller, HearthstoneTable(game))
    app.scenes.push(scene)
    start = time.perf_counter()
    app.step()
    first_ms = (time.perf_counter() - start) * 1000
    cards = list(scene.placed)
    attacker = next(p for p in cards if p.zone == "board" and p.seat == 0)
    enemies = [p for p in cards if p.zone == "board" and p.seat == 1]
    for p in cards:  # compose every hover face once, as a player's first look at each card would
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=p.rect.center, rel=(0, 0), buttons=(0, 0, 0))])
    times: list[float] = []
    for i in range(frames):
        if not scene.animator.busy:
            target = enemies[i % len(enemies)]
            scene.feed_cues(
                [
                    Cue("lunge", key=attacker.key, target=target.key),
                    Cue("damage", target=target.key, amount=3),
                ]
            )
        events = []
        if i % 2 == 0 and scene.held is None:
            scene.held = attacker.key
        elif i % 2 == 1:
            scene.held = None
        p = cards[(i * 7) % len(cards)]
        events.append(
            pygame.event.Event(pygame.MOUSEMOTION, pos=p.rect.center, rel=(0, 0), buttons=(0, 0, 0))
        )
        start = time.perf_counter()
        app.step(events, 1 / 60)
        times.append((time.perf_counter() - start) * 1000)
    figures = {
        "view": list(VIEW),
        "frames": frames,
        "cards_on_table": len(cards),
        "minions": [len(MINIONS), len(enemies)],
        "hand": len(HAND),
    } | frame_figures(first_ms, times, TARGET_P95_MS)
    app.scenes.clear()
    return figures


if __name__ == "__main__":
    import json

    print(json.dumps(run(), indent=2))
