"""The dice tray a scene embeds: it settles on the engine's faces, skips, and draws without side effects."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from client.dice.model import RollView, roll_view_from_event
from client.dice.tray import DiceTray
from tests.client.dice.geometry import inside_tray, worst_overlap

FRAME = 1 / 60
RECT = pygame.Rect(10, 10, 880, 580)


def attack_roll() -> RollView:
    return roll_view_from_event(
        {
            "roller": "Thrall",
            "kind": "attack",
            "damage": 3,
            "dice": [
                7,
                {"initial": 2, "final": 9, "rerolled": True},
                10,
                3,
                5,
                {"initial": 1, "final": 2, "rerolled": True},
                8,
                {"initial": 3, "final": 6},
                1,
                6,
            ],
        }
    )


def play(tray: DiceTray, seconds: float, dt: float = FRAME) -> None:
    for _ in range(round(seconds / dt)):
        tray.update(dt)


def render(tray: DiceTray) -> pygame.Surface:
    surface = pygame.Surface((900, 600))
    surface.fill((18, 12, 8))
    tray.draw(surface, RECT)
    return surface


def assert_settled_on_engine_faces(tray: DiceTray, roll: RollView) -> None:
    shown = tray.dice()
    assert tray.done and tray.phase == "done"
    assert [die.face for die in shown] == [die.final for die in roll.dice]
    assert all(die.settled for die in shown)
    poses = [die.pose for die in shown]
    assert inside_tray(poses, tray.radius)
    assert worst_overlap(poses, tray.radius) < 0.5


def test_after_enough_time_every_die_shows_the_engine_face() -> None:
    roll = attack_roll()
    tray = DiceTray()
    tray.throw(roll, seed=3)
    play(tray, 2.0)
    assert not tray.done
    play(tray, 10.0)
    assert_settled_on_engine_faces(tray, roll)
    initials = "".join(die.mark[0] for die in tray.dice())  # success, failure, crit
    assert initials == "sscfsfssfs"


def test_skip_jumps_to_the_settled_result() -> None:
    roll = attack_roll()
    tray = DiceTray()
    tray.throw(roll, seed=5)
    play(tray, 0.3)
    tray.skip()
    assert_settled_on_engine_faces(tray, roll)


def test_instant_speed_settles_at_once() -> None:
    roll = attack_roll()
    tray = DiceTray(speed="instant")
    tray.throw(roll, seed=7)
    assert_settled_on_engine_faces(tray, roll)


def test_switching_to_instant_mid_throw_settles_it() -> None:
    tray = DiceTray(speed="slow")
    tray.throw(attack_roll(), seed=7)
    play(tray, 0.2)
    tray.speed = "instant"
    assert tray.done


def test_unknown_speed_is_refused() -> None:
    with pytest.raises(ValueError, match="slow"):
        DiceTray(speed="ludicrous")


def test_same_roll_and_seed_give_the_same_animation_at_any_frame_rate() -> None:
    trays = [DiceTray(), DiceTray(), DiceTray(speed="fast")]
    for tray in trays:
        tray.throw(attack_roll(), seed=11)
    play(trays[0], 0.5, dt=1 / 60)
    play(trays[1], 0.5, dt=1 / 30)
    play(trays[2], 0.25, dt=1 / 144)
    assert trays[0].dice() == trays[1].dice() == trays[2].dice()
    for tray in trays:
        tray.skip()
    assert trays[0].dice() == trays[1].dice() == trays[2].dice()


def test_default_seed_comes_from_the_roll_so_replays_look_the_same() -> None:
    a, b = DiceTray(speed="instant"), DiceTray(speed="instant")
    a.throw(attack_roll())
    b.throw(attack_roll())
    assert a.dice() == b.dice()


def test_tumbling_dice_flicker_and_rerolled_dice_first_settle_on_their_first_face() -> None:
    roll = attack_roll()
    tray = DiceTray()
    tray.throw(roll, seed=3)
    seen: set[int] = set()
    while tray.phase == "throw":
        seen.update(die.face for die in tray.dice() if not die.settled)
        tray.update(FRAME)
    assert len(seen) > 3
    assert tray.phase == "pause"
    assert [die.face for die in tray.dice()] == [die.initial for die in roll.dice]


def test_banner_follows_the_throw() -> None:
    tray = DiceTray()
    assert tray.banner_text() == ("Dice tray", "No roll yet", "")
    tray.throw(attack_roll(), seed=3)
    assert tray.banner_text()[1] == "Rolling…"
    while tray.phase == "throw":
        tray.update(FRAME)
    assert tray.banner_text()[1] == "Rerolling 2 dice… Changing 1 face…"
    tray.skip()
    assert tray.banner_text() == (
        "Thrall: attack roll, 10 dice",
        "7 successes (1 crit)",
        "7 hits · 2 rerolled · 3 damage",
    )


def test_a_roll_of_no_dice_is_done_at_once() -> None:
    tray = DiceTray()
    tray.throw(roll_view_from_event({"roller": "Thrall", "kind": "attack", "dice": []}))
    assert tray.done and tray.dice() == []
    assert render(tray).get_at((450, 300)) is not None


@pytest.mark.parametrize("seconds", [0.3, 1.6, 30.0])
def test_drawing_changes_nothing(seconds: float) -> None:
    tray = DiceTray()
    tray.throw(attack_roll(), seed=3)
    play(tray, seconds)
    before = tray.dice()
    first = pygame.image.tobytes(render(tray), "RGB")
    second = pygame.image.tobytes(render(tray), "RGB")
    assert first == second
    assert tray.dice() == before


def test_screens_of_a_throw_are_saved_for_a_person_to_look_at(tmp_path: Path) -> None:
    tray = DiceTray()
    empty = render(tray)
    tray.throw(attack_roll(), seed=3)
    play(tray, 0.3)
    tumbling = render(tray)
    tray.skip()
    settled = render(tray)
    for name, surface in (("empty", empty), ("tumbling", tumbling), ("settled", settled)):
        pygame.image.save(surface, tmp_path / f"dice-tray-{name}.png")
        assert (tmp_path / f"dice-tray-{name}.png").stat().st_size > 10_000
    felt = tray.layout(RECT)[1]
    # Dice now lie on the felt, so the felt area differs from the empty tray's.
    pixels = [pygame.image.tobytes(shot.subsurface(felt), "RGB") for shot in (empty, tumbling, settled)]
    assert pixels[0] != pixels[2] and pixels[1] != pixels[2]


def test_layout_keeps_tray_and_banner_inside_the_rect() -> None:
    tray = DiceTray()
    for rect in (pygame.Rect(0, 0, 900, 600), pygame.Rect(50, 40, 400, 700), pygame.Rect(0, 0, 1600, 300)):
        frame, felt, banner = tray.layout(rect)
        assert rect.contains(frame) and rect.contains(banner) and frame.contains(felt)
        assert banner.top >= frame.bottom


def test_drawing_keeps_to_the_clip_the_scene_set() -> None:
    tray = DiceTray(speed="instant")
    tray.throw(attack_roll(), seed=3)
    surface = pygame.Surface((900, 600))
    surface.fill((1, 2, 3))
    surface.set_clip(pygame.Rect(0, 0, 450, 600))
    tray.draw(surface, RECT)
    assert surface.get_clip() == pygame.Rect(0, 0, 450, 600)
    assert all(
        surface.get_at((x, y))[:3] == (1, 2, 3) for x in range(450, 900, 37) for y in range(0, 600, 41)
    )


def test_105_3_a_reroll_report_throws_only_the_rerolled_dice_again() -> None:
    first = roll_view_from_event({"roller": "grom", "kind": "attack", "faces": [1, 2, 5, 7]})
    data = {"first": 1, "final": 10, "rerolled": True}
    again = roll_view_from_event({"roller": "grom", "kind": "attack", "dice": [data, 2, 5, 7]})
    tray = DiceTray()
    tray.throw(first, seed=21)
    tray.skip()
    assert tray.done and [die.face for die in tray.dice()] == [1, 2, 5, 7]
    tray.throw(again)
    assert tray.phase == "pause" and tray.roll == again
    tray.skip()
    after = tray.dice()
    assert [die.face for die in after] == [10, 2, 5, 7]
    assert [die.pose.throw for die in after] == [1, 0, 0, 0]
    assert_settled_on_engine_faces(tray, again)
    whole = DiceTray(speed="instant")
    whole.throw(again, seed=21)
    assert whole.dice() == after, "the same seed gives the same throw however the reroll was reported"


def test_a_reroll_report_arriving_mid_throw_joins_it() -> None:
    first = roll_view_from_event({"roller": "grom", "kind": "defense", "faces": [3, 8]})
    again = roll_view_from_event(
        {"roller": "grom", "kind": "defense", "dice": [{"first": 3, "final": 6, "rerolled": True}, 8]}
    )
    tray = DiceTray()
    tray.throw(first, seed=2)
    play(tray, 0.2)
    tray.throw(again)
    assert tray.phase == "throw"
    play(tray, 10.0)
    assert_settled_on_engine_faces(tray, again)


def test_six_sided_dice_tumble_through_one_to_six_and_settle_without_badges_under_a_total() -> None:
    tray = DiceTray(sides=6)
    tray.reason = "attack"
    tray.throw(roll_view_from_event({"roller": "Seat 2", "kind": "attack", "faces": [6, 1, 4, 2]}), seed=3)
    seen: set[int] = set()
    while not tray.done:
        seen.update(die.face for die in tray.dice() if not die.settled)
        tray.update(FRAME)
    assert seen and seen <= set(range(1, 7)) and len(seen) > 3
    assert [(die.face, die.mark) for die in tray.dice()] == [(f, "tumbling") for f in (6, 1, 4, 2)]
    assert tray.banner_text() == ("Seat 2: attack, 4 dice", "Total 13", "6 + 1 + 4 + 2")


def test_a_die_needs_two_sides() -> None:
    with pytest.raises(ValueError, match="at least two sides"):
        DiceTray(sides=1)
