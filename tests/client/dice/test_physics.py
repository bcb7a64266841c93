"""The pymunk throw: dice come to rest on the felt, apart, and the same seed throws the same way."""

from __future__ import annotations

import pytest

from client.dice.physics import MAX_THROW_STEPS, DicePhysics, Second
from tests.client.dice.geometry import inside_tray, outline, worst_overlap

OVERLAP_TOLERANCE = 0.5  # world units; pymunk lets resting contacts sink by its collision slop (0.1)


@pytest.mark.parametrize("count", [1, 2, 5, 10, 16, 24])
@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_every_die_rests_on_the_felt_and_apart(count: int, seed: int) -> None:
    plan: list[Second] = ["reroll" if i % 3 == 0 else "stay" for i in range(count)]
    sim = DicePhysics(count, seed, plan)
    sim.run_to_end()
    poses = sim.poses()
    assert sim.done and all(pose.resting and pose.z == 0.0 for pose in poses)
    assert inside_tray(poses, sim.radius)
    assert worst_overlap(poses, sim.radius) < OVERLAP_TOLERANCE


def test_the_outline_pymunk_collides_matches_the_pose() -> None:
    sim = DicePhysics(4, seed=9)
    sim.run_to_end()
    for i, pose in enumerate(sim.poses()):
        # pymunk stores the convex hull, which may start at another corner: compare sorted corners.
        for (ax, ay), (bx, by) in zip(sorted(sim.outline(i)), sorted(outline(pose, sim.radius)), strict=True):
            assert abs(ax - bx) < 1e-6 and abs(ay - by) < 1e-6


def test_dice_start_apart_and_in_the_air() -> None:
    sim = DicePhysics(24, seed=5)
    poses = sim.poses()
    assert worst_overlap(poses, sim.radius) == 0.0
    assert inside_tray(poses, sim.radius)
    assert all(pose.z > 0 and not pose.resting for pose in poses)


def test_same_seed_same_throw() -> None:
    a, b = DicePhysics(10, seed=42), DicePhysics(10, seed=42)
    for _ in range(90):
        a.step()
        b.step()
    assert a.poses() == b.poses()
    a.run_to_end()
    b.run_to_end()
    assert a.poses() == b.poses() and a.steps == b.steps


def test_another_seed_throws_differently() -> None:
    a, b = DicePhysics(6, seed=1), DicePhysics(6, seed=2)
    a.run_to_end()
    b.run_to_end()
    assert a.poses() != b.poses()


def test_only_the_rerolled_dice_are_thrown_again() -> None:
    sim = DicePhysics(3, seed=4, second=("stay", "reroll", "flip"))
    while sim.phase == "throw":
        sim.step()
    assert sim.phase == "pause"
    before = sim.poses()
    while sim.phase == "pause":
        sim.step()
    sim.run_to_end()
    after = sim.poses()
    assert [pose.throw for pose in after] == [0, 1, 1]
    assert (after[1].x, after[1].y) != (before[1].x, before[1].y)
    assert after[0] == before[0]


def test_a_throw_without_rerolls_skips_the_pause() -> None:
    sim = DicePhysics(3, seed=4)
    phases = set()
    while not sim.done:
        sim.step()
        phases.add(sim.phase)
    assert phases == {"throw", "done"}


def test_each_part_of_a_throw_is_capped() -> None:
    sim = DicePhysics(24, seed=8, second=["reroll"] * 24)
    steps = sim.run_to_end()
    assert sim.done and steps <= 2 * MAX_THROW_STEPS + 100


def test_no_dice_is_done_at_once() -> None:
    sim = DicePhysics(0, seed=1)
    assert sim.done and sim.poses() == [] and sim.run_to_end() == 0


def test_bad_arguments_are_refused() -> None:
    with pytest.raises(ValueError, match="cannot throw -1 dice"):
        DicePhysics(-1, seed=0)
    with pytest.raises(ValueError, match="2 entries for 3 dice"):
        DicePhysics(3, seed=0, second=("stay", "stay"))


def test_105_3_rerolls_chosen_after_the_first_throw_are_thrown_once() -> None:
    sim = DicePhysics(3, seed=6)
    sim.run_to_end()
    assert sim.can_add_second
    sim.add_second(("stay", "reroll", "stay"))
    assert sim.phase == "pause"
    sim.run_to_end()
    assert [pose.throw for pose in sim.poses()] == [0, 1, 0]
    assert not sim.can_add_second
    with pytest.raises(ValueError, match="already thrown a second time"):
        sim.add_second(("reroll", "stay", "stay"))


def test_a_second_part_must_fit_the_dice() -> None:
    with pytest.raises(ValueError, match="1 entries for 3 dice"):
        DicePhysics(3, seed=6).add_second(("reroll",))
