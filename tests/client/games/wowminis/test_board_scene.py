"""The board scene driven by synthetic mouse and keyboard events, from literal positions."""

from __future__ import annotations

import time
from pathlib import Path

import pygame

from client.app import App
from client.board import HighlightStyle
from client.games.wowminis import views
from client.games.wowminis.board_scene import BoardScene
from engine.hex import Hex
from tests.client.events import click_at, move_to, press
from tests.client.games.wowminis.conftest import LOS_POSITION, TableFactory, screen_pos
from tests.client.games.wowminis.test_full_game import act


def _styles(scene: BoardScene, style: HighlightStyle) -> dict[Hex, str | None]:
    return {h.hex: h.label for h in scene.board_overlay().highlights if h.style is style}


def test_the_acting_character_is_selected_and_its_reachable_spaces_show_their_cost(
    table_at: TableFactory,
) -> None:
    _app, scene = table_at(LOS_POSITION)
    assert scene.selected == "jaina"
    reach = _styles(scene, HighlightStyle.REACHABLE)
    assert set(reach) == set(scene.index.moves["jaina"])
    assert reach[Hex(1, 4)] == "1"


def test_hovering_a_reachable_space_draws_the_path_and_the_distance(table_at: TableFactory) -> None:
    app, scene = table_at(LOS_POSITION)
    move_to(app, screen_pos(scene, Hex(2, 3)))
    overlay = scene.board_overlay()
    assert overlay.hover == Hex(2, 3)
    assert overlay.hover_label == "2"
    assert (
        overlay.paths and overlay.paths[0].hexes[0] == Hex(1, 5) and overlay.paths[0].hexes[-1] == Hex(2, 3)
    )


def test_clicking_a_highlighted_space_moves_the_character(table_at: TableFactory) -> None:
    app, scene = table_at(LOS_POSITION)
    click_at(app, screen_pos(scene, Hex(1, 4)))
    assert scene.controller.session.actions[-1] == "move jaina 1,4"


def test_choosing_an_ability_marks_targets_and_explains_each_enemy_out_of_reach(
    table_at: TableFactory,
) -> None:
    app, scene = table_at(LOS_POSITION)
    press(app, pygame.K_1, unicode="1")
    assert scene.ability == "frostbolt"
    assert Hex(-1, 3) in _styles(scene, HighlightStyle.TARGET)
    blocked = _styles(scene, HighlightStyle.BLOCKED)
    assert blocked == {Hex(5, 3): "LOS", Hex(4, 0): "far"}
    assert "Too far: distance 5" in scene._unreachable["haruka"].reason
    assert "405.4" in scene._unreachable["thrall"].reason


def test_hovering_a_blocked_enemy_draws_its_shortest_paths_and_marks_the_blocker(
    table_at: TableFactory,
) -> None:
    app, scene = table_at(LOS_POSITION)
    press(app, pygame.K_1, unicode="1")
    move_to(app, screen_pos(scene, Hex(5, 3)))
    overlay = scene.board_overlay()
    assert len(overlay.paths) == 6
    assert Hex(3, 4) in overlay.blocked_markers
    assert any("405.4" in line for line in scene._tooltip_lines())


def test_clicking_a_target_plays_the_ability_on_it(table_at: TableFactory) -> None:
    app, scene = table_at(LOS_POSITION)
    click_at(app, scene.character.ability_rects["frostbolt"].center)
    assert scene.ability == "frostbolt"
    click_at(app, screen_pos(scene, Hex(-1, 3)))
    assert "play jaina frostbolt grom" in scene.controller.session.actions


def test_an_aoe_previews_its_triangle_and_r_turns_it(table_at: TableFactory) -> None:
    app, scene = table_at(LOS_POSITION)
    click_at(app, scene.character.ability_rects["blizzard"].center)
    choices = scene.index.aoe_choices("jaina", "blizzard")
    space = next(h for h in sorted(choices) if len(choices[h]) >= 2)
    move_to(app, screen_pos(scene, space))
    first = scene.board_overlay().aoe
    press(app, pygame.K_r, unicode="r")
    second = scene.board_overlay().aoe
    assert first and second and first != second
    assert all(t.hexes[0] == space for t in (*first, *second))
    click_at(app, screen_pos(scene, space))
    assert scene.controller.session.actions[-1] == str(choices[space][1].action)


def test_escape_cancels_the_ability_then_the_selection(table_at: TableFactory) -> None:
    app, scene = table_at(LOS_POSITION)
    press(app, pygame.K_1, unicode="1")
    press(app, pygame.K_ESCAPE)
    assert scene.ability is None and scene.selected == "jaina"
    press(app, pygame.K_ESCAPE)
    assert scene.selected is None


def test_enter_ends_the_turn_and_ctrl_z_takes_it_back(table_at: TableFactory) -> None:
    app, scene = table_at(LOS_POSITION)
    scene.controller.hold_ai = True
    press(app, pygame.K_RETURN)
    assert "end jaina" in scene.controller.session.actions
    for _ in range(200):
        if scene.controller.can_undo():
            break
        app.step()
    press(app, pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="z")
    assert "end jaina" not in scene.controller.session.actions
    assert scene.index.ends


def test_help_overlay_opens_with_f1_and_closes_with_escape(table_at: TableFactory) -> None:
    app, scene = table_at(LOS_POSITION)
    press(app, pygame.K_F1)
    assert scene.help_visible
    press(app, pygame.K_ESCAPE)
    assert not scene.help_visible


def test_hovering_a_space_names_what_is_on_it_and_its_distance(table_at: TableFactory) -> None:
    app, scene = table_at(LOS_POSITION)
    move_to(app, screen_pos(scene, Hex(-1, 3)))
    lines = scene._tooltip_lines()
    assert any("Distance 4 from Jaina" in line for line in lines)
    assert any(line.startswith("Grom Hellscream") for line in lines)


def test_the_wheel_zooms_and_f_fits_the_board(table_at: TableFactory) -> None:
    app, scene = table_at(LOS_POSITION)
    fitted = scene.camera.zoom
    centre = scene.board_rect.center
    move_to(app, centre)
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, precise_y=2.0, pos=centre)])
    assert scene.camera.zoom > fitted
    press(app, pygame.K_f, unicode="f")
    assert abs(scene.camera.zoom - fitted) < 1e-6


def test_a_resized_window_lays_the_scene_out_again(table_at: TableFactory) -> None:
    app, scene = table_at(LOS_POSITION)
    app.step([pygame.event.Event(pygame.VIDEORESIZE, size=(1600, 1000), w=1600, h=1000)])
    app.step()
    screen = pygame.Rect(0, 0, 1600, 1000)
    for rect in (
        scene.board_rect,
        scene.prompt.rect,
        scene.character.rect,
        scene.log.rect,
        scene.clocks.rect,
    ):
        assert screen.contains(rect)
    assert scene.prompt.rect.right > 1500


def test_an_attack_is_animated_and_the_ai_waits_for_it(table_at: TableFactory) -> None:
    app, scene = table_at(LOS_POSITION)
    app.settings = app.settings.with_changes(animation_speed="normal")
    click_at(app, scene.character.ability_rects["frostbolt"].center)
    click_at(app, screen_pos(scene, Hex(-1, 3)))
    assert scene.animator.busy and scene.controller.hold_ai
    assert scene.animator.tray_visible or scene.animator.attack() is not None
    for _ in range(240):
        if scene.animator.tray_visible:
            break
        app.step()
    # Jaina rolls from the lower half of the board: the tray opens over the upper half.
    assert scene.animator.tray_visible and scene.tray_rect.bottom < scene.board_rect.bottom - 40
    press(app, pygame.K_SPACE)
    assert not scene.animator.busy
    assert any(e.kind == "dice_rolled" and e.dice for e in scene.log.entries)


def _play_until_blocked_target(app: App, scene: BoardScene) -> tuple[str, str]:
    """Play the human seat (and let the AI play) until one of its abilities has an enemy out of sight."""
    tried: set[tuple[str, int, str]] = set()
    start = time.monotonic()
    while time.monotonic() - start < 60 and not scene.controller.is_over():
        if scene.controller.human_to_act() and not scene.animator.busy:
            if scene.obs["round"] >= 2 and scene.index.ends and scene.selected:
                for ability in scene.index.abilities_of(scene.selected):
                    if scene.index.aoe_choices(scene.selected, ability) or not scene.index.target_uids(
                        scene.selected, ability
                    ):
                        continue
                    scene._choose_ability(ability)
                    scene.board_overlay()
                    blocked = sorted(u for u, why in scene._unreachable.items() if why.los is not None)
                    if blocked:
                        return ability, blocked[0]
                    scene._cancel_ability()
            act(app, scene, tried)
        else:
            time.sleep(0.002)
            app.step()
    raise AssertionError("no blocked target came up")


def test_screenshots_of_the_board_with_an_los_explanation_and_of_the_dice(
    table: TableFactory, shots: Path
) -> None:
    app, scene = table("standard", max_rounds=20, bot="heuristic", seed=11)
    ability, blocked = _play_until_blocked_target(app, scene)
    here = views.positions(scene.obs)[scene.selected or ""]
    target = views.positions(scene.obs)[blocked]
    move_to(app, screen_pos(scene, here))
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, precise_y=3.0, pos=screen_pos(scene, here))])
    move_to(app, screen_pos(scene, target))
    app.step()
    overlay = scene.board_overlay()
    assert overlay.paths and overlay.blocked_markers
    app.screenshot(shots / "wowminis-board.png")

    # The dice: attack a legal target at normal speed and catch the tray as the dice settle.
    app.settings = app.settings.with_changes(animation_speed="normal")
    legal = sorted(scene.index.target_uids(scene.selected or "", ability))
    click_at(app, screen_pos(scene, views.positions(scene.obs)[legal[0]]))
    assert scene.animator.busy
    for _ in range(600):
        if scene.animator.tray_visible and scene.animator.tray.done:
            break
        app.step(dt=1 / 60)
    assert scene.animator.tray_visible
    app.step()
    app.screenshot(shots / "wowminis-dice.png")


def test_leaving_the_table_asks_first(table_at: TableFactory) -> None:
    from client.scenes.confirm import ConfirmScene

    app, scene = table_at(LOS_POSITION)
    click_at(app, next(h.rect.center for h in scene.prompt.hits if h.key == ("menu",)))
    assert isinstance(app.scenes.top, ConfirmScene)
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is scene


def test_708_5_an_enemy_skipped_because_of_an_adjacent_taunter_names_the_taunter(
    table_at: TableFactory,
) -> None:
    position = dict(LOS_POSITION)
    position["characters"] = [
        {"uid": "jaina", "id": "jaina", "owner": 0, "pos": "1,5", "clock": 1},
        {"uid": "grom", "id": "grom", "owner": 1, "pos": "1,4", "clock": 2},
        {"uid": "thrall", "id": "thrall", "owner": 1, "pos": "3,3", "clock": 4},
    ]
    app, scene = table_at(position)
    press(app, pygame.K_1, unicode="1")
    assert scene.index.target_uids("jaina", "frostbolt") == {"grom"}
    assert scene._unreachable["thrall"].reason.startswith("Taunt (708.5): Grom Hellscream is next to Jaina")
    assert _styles(scene, HighlightStyle.BLOCKED)[Hex(3, 3)] == "taunt"


def test_hot_seat_covers_the_screen_when_the_other_player_must_decide(apps: list[App]) -> None:
    from client.game.controller import GameController, Seat
    from client.games.wowminis.handoff import HandoffScene
    from engine.core import REGISTRY
    from engine.core.session import Session

    game = REGISTRY.load("wowminis")
    session = Session(game, 0, {"board": "training"}, ["A", "B"], game.state_from_dict(LOS_POSITION))
    app = App((1280, 800), headless=True)
    apps.append(app)
    scene = BoardScene(app, GameController(session, [Seat("Ann"), Seat("Bob")]))
    app.scenes.push(scene)
    app.step()
    for _ in range(20):
        if isinstance(app.scenes.top, HandoffScene):
            break
        if scene.index.ends:
            press(app, pygame.K_RETURN)
        else:
            press(app, pygame.K_1, unicode="1")
    assert isinstance(app.scenes.top, HandoffScene)
    assert scene.controller.to_act() == 1


def test_the_colour_blind_palette_setting_recolours_the_board_and_panels(table_at: TableFactory) -> None:
    app, scene = table_at(LOS_POSITION)
    app.settings = app.settings.with_changes(palette="deuteranopia")
    app.relayout()
    app.step()
    assert scene.palette.name == scene.renderer.palette.name
    assert scene.palette.name != "off"


def test_the_wheel_over_the_log_scrolls_it(table_at: TableFactory) -> None:
    from client.games.wowminis.panels.log import LogEntry

    app, scene = table_at(LOS_POSITION)
    scene.log.add([LogEntry(f"line {i}", "info") for i in range(40)])
    centre = scene.log.rect.center
    move_to(app, centre)
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, precise_y=3.0, pos=centre)])
    assert scene.log.scroll == 6


def test_keyboard_only_a_cursor_steps_over_the_highlighted_spaces_and_space_moves_there(
    table_at: TableFactory,
) -> None:
    app, scene = table_at(LOS_POSITION)
    press(app, pygame.K_RIGHTBRACKET, unicode="]")
    first = scene.hover_hex
    assert first is not None and first in scene.index.moves["jaina"]
    press(app, pygame.K_SPACE, unicode=" ")
    assert scene.controller.session.actions[-1] == f"move jaina {first}"


def test_shift_and_a_number_turns_that_face_down_card_face_up(table_at: TableFactory) -> None:
    position = dict(LOS_POSITION)
    jaina = {
        "uid": "jaina",
        "id": "jaina",
        "owner": 0,
        "pos": "1,5",
        "clock": 1,
        "cards": [{"id": "counterspell", "face_up": False}],
    }
    position["characters"] = [jaina, *LOS_POSITION["characters"][1:]]
    app, scene = table_at(position)
    press(app, pygame.K_1, mod=pygame.KMOD_LSHIFT, unicode="!")
    assert scene.controller.session.actions[-1] == "flip jaina counterspell"


def test_the_camera_follows_an_animation_playing_outside_the_view(table_at: TableFactory) -> None:
    app, scene = table_at(LOS_POSITION)
    app.settings = app.settings.with_changes(animation_speed="normal")
    corner = scene.board_rect.topleft
    app.step(
        [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=12, precise_y=12.0, pos=(corner[0] + 5, corner[1] + 5))]
    )
    before = scene.camera.center
    scene.animator.feed("moved", {"char": "thrall", "from": "5,3", "path": ["5,4", "5,5"]}, {})
    app.step()
    after = scene.camera.center
    assert after != before
    x, y = scene.renderer.screen_layout(scene.camera).hex_to_pixel(Hex(5, 4))
    assert scene.board_rect.collidepoint(x, y)
