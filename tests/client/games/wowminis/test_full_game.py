"""A complete short game against the computer, played only through synthetic mouse and keyboard events.

The human seat follows a simple policy a player could: choose the first player and the next
character with the prompt's buttons or by clicking tokens, spawn by clicking a spawn point, move
by clicking a highlighted space, attack by clicking an ability row and then the target's token
(or a space for an AOE), and end the turn with Enter. The test only checks what the screen leads
to: every decision lands, and the end screen appears.
"""

from __future__ import annotations

import time

import pygame

from client.app import App
from client.games.wowminis.board_scene import BoardScene
from engine.hex import parse_hex
from tests.client.events import click_at, press
from tests.client.games.wowminis.conftest import TableFactory, screen_pos

TIME_LIMIT = 90.0


def act(app: App, scene: BoardScene, tried: set[tuple[str, int, str]]) -> None:
    """Make one human decision the way a player would, through the screen."""
    index, obs = scene.index, scene.obs
    if index.nexts:
        uid = next(iter(index.nexts))
        pos = obs_pos(scene, uid)
        if pos is not None:
            click_at(app, pos)
        else:
            click_at(app, scene.clocks.token_rects[uid].center)
        return
    if index.spawns:
        uid = next(iter(index.spawns))
        click_at(app, screen_pos(scene, sorted(index.spawns[uid])[0]))
        return
    turn = obs.get("turn")
    if turn and index.ends:
        uid = str(turn["char"])
        stamp = len(scene.controller.session.actions)
        if not turn["moved"] and index.moves.get(uid) and (uid, stamp, "move") not in tried:
            tried.add((uid, stamp, "move"))
            spaces = sorted(index.moves[uid])
            click_at(app, screen_pos(scene, spaces[len(spaces) // 2]))
            return
        for ability in index.abilities_of(uid):
            if (uid, stamp, ability) in tried:
                continue
            tried.add((uid, stamp, ability))
            rect = scene.character.ability_rects.get(ability)
            if rect is None:
                continue
            click_at(app, rect.center)
            if len(scene.controller.session.actions) != stamp or scene.ability != ability:
                return
            aoe = index.aoe_choices(uid, ability)
            if aoe:
                click_at(app, screen_pos(scene, sorted(aoe)[0]))
                return
            targets = sorted(index.play_targets(uid, ability))
            for uid_target in targets[0]:
                click_at(app, obs_pos(scene, uid_target) or (0, 0))
            if len(scene.controller.session.actions) == stamp:
                press(app, pygame.K_c, unicode="c")
            return
        press(app, pygame.K_RETURN)
        return
    # A choice in the prompt: press its first numbered button.
    press(app, pygame.K_1, unicode="1")


def obs_pos(scene: BoardScene, uid: str) -> tuple[int, int] | None:
    """Where a character or totem is on screen, or None while it is off the board."""
    for piece in (*scene.obs.get("characters", []), *scene.obs.get("totems", [])):
        if piece["uid"] == uid and piece.get("pos"):
            return screen_pos(scene, parse_hex(str(piece["pos"])))
    return None


def test_complete_game_against_the_ai_ends_on_the_end_screen(table: TableFactory) -> None:
    from client.games.wowminis.end_screen import EndScene

    app, scene = table("training", max_rounds=2)
    start = time.monotonic()
    tried: set[tuple[str, int, str]] = set()
    stuck = 0
    human_decisions = 0
    while not isinstance(app.scenes.top, EndScene):
        assert time.monotonic() - start < TIME_LIMIT, "the game did not finish in time"
        controller = scene.controller
        if app.scenes.top is scene and controller.human_to_act() and not scene.animator.busy:
            before = len(controller.session.actions)
            act(app, scene, tried)
            if len(controller.session.actions) > before:
                human_decisions += 1
                stuck = 0
            else:
                stuck += 1
                assert stuck < 12, f"no progress on {[str(a) for a in scene.index.actions]}"
        else:
            time.sleep(0.002)
            app.step()
    assert scene.controller.is_over()
    assert human_decisions >= 5
    assert any(e.kind == "game_over" for e in scene.log.entries)
