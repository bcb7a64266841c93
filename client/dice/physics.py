"""A top-down pymunk simulation of d10s thrown into a tray.

The tray is seen from above: pymunk moves the dice across the felt (sliding, spinning, knocking
into the walls and each other), and a small vertical model beside it gives each die a height ``z``
so it hops and bounces as it lands. Nothing here knows the faces: the engine has decided them, and
the tray only asks "has die *i* come to rest yet?". Everything advances in fixed steps of ``STEP``
seconds and every random choice comes from a generator seeded per throw, so the same seed gives the
same animation at any frame rate.

A throw runs in up to two parts: every die is thrown, and once all rest (after a short pause) the
dice the engine rerolled are picked up and thrown again, while dice an effect changed hop in place.

>>> sim = DicePhysics(3, seed=7, second=("stay", "reroll", "stay"))
>>> sim.run_to_end() > 0 and sim.done and all(pose.resting for pose in sim.poses())
True
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

import pymunk

STEP = 1.0 / 120.0
"""Fixed simulation timestep in seconds."""

TRAY_SIZE = (512.0, 288.0)
"""Inside of the tray (the felt) in world units; the tray scales this to whatever rect it gets."""

DIE_RADIUS = 26.0
"""Circumradius of a die in world units when few dice are thrown; many dice are drawn smaller."""

DIE_OUTLINE: tuple[tuple[float, float], ...] = (
    (0.0, -1.0),
    (0.84, -0.3),
    (0.7, 0.5),
    (0.0, 0.9),
    (-0.7, 0.5),
    (-0.84, -0.3),
)
"""A d10 lying on the felt seen from above, for a die of radius 1: the outline pymunk collides."""

Second = Literal["stay", "reroll", "flip"]
"""What a die does after the first throw: nothing, thrown again (rerolled), or hops (face changed)."""

GRAVITY = 1500.0  # world units per s^2 pulling z down
BOUNCE = 0.42  # share of the vertical speed kept at each bounce
LAND_SPEED = 70.0  # below this vertical speed a landing die stays down
SLIDE_FRICTION = 760.0  # deceleration of a die sliding on felt, world units per s^2
SPIN_FRICTION = 28.0  # angular deceleration on felt, rad per s^2
REST_SPEED = 3.0  # a die slower than this (and spinning slower than REST_SPIN) is still
REST_SPIN = 0.15
REST_STEPS = 8  # consecutive still steps before a die counts as settled
PAUSE_STEPS = 66  # pause between the first throw and the rerolls, so the player sees what is rerolled
MAX_THROW_STEPS = 720  # a throw is forced to rest after 6 simulated seconds, whatever happens
WALL = 12.0  # wall thickness in world units
SKIN = 0.1  # collision margin around a die, in radii, so resting dice keep a little gap for their badges


@dataclass(frozen=True)
class DiePose:
    """Where one die is, for drawing and for tests.

    Attributes:
        x, y: centre on the felt in world units (0..TRAY_SIZE).
        angle: rotation in radians.
        z: height above the felt (0 when lying on it).
        resting: whether the die has settled for its current throw (and shows its real face).
        throw: 0 during and after the first throw, 1 once it has been thrown again (or hopped).
        tumble: how far the die has rolled so far, in face changes; the tray flickers faces by it.
    """

    x: float
    y: float
    angle: float
    z: float
    resting: bool
    throw: int
    tumble: float


class _Die:
    """Mutable simulation record of one die: its pymunk body plus the vertical model."""

    def __init__(self, body: pymunk.Body, shape: pymunk.Poly, second: Second) -> None:
        self.body = body
        self.shape = shape
        self.second = second
        self.z = 0.0
        self.vz = 0.0
        self.throw = 0
        self.resting = False
        self.still = 0
        self.tumble = 0.0

    @property
    def grounded(self) -> bool:
        return self.z <= 0.0 and self.vz <= 0.0


class DicePhysics:
    """One throw of ``count`` dice into an empty tray, advanced by ``step()``.

    ``seed`` decides the throw (side, positions, impulses, spin, bounces); ``second`` says per die
    whether it is rerolled or changed after the first throw. ``phase`` goes ``"throw"`` then, if any
    die has a second part, ``"pause"`` and ``"rethrow"``, and finally ``"done"``.
    """

    def __init__(self, count: int, seed: int, second: Sequence[Second] | None = None) -> None:
        if count < 0:
            raise ValueError(f"cannot throw {count} dice")
        stay: Second = "stay"
        plan = tuple(second) if second is not None else (stay,) * count
        if len(plan) != count:
            raise ValueError(f"second has {len(plan)} entries for {count} dice")
        self.width, self.height = TRAY_SIZE
        self.radius = die_radius(count)
        self._rng = random.Random(seed)
        self._space = pymunk.Space()
        self._space.damping = 0.75
        self._add_walls()
        self._dice = [self._add_die(kind) for kind in plan]
        self._throw_all()
        self.phase = "throw"
        self.steps = 0
        self._phase_steps = 0
        if not self._dice:
            self.phase = "done"

    @property
    def done(self) -> bool:
        """Whether every part of the throw is over and every die lies still on its final face."""
        return self.phase == "done"

    def poses(self) -> list[DiePose]:
        """Every die's pose, in the order of the roll's dice."""
        return [
            DiePose(d.body.position.x, d.body.position.y, d.body.angle, d.z, d.resting, d.throw, d.tumble)
            for d in self._dice
        ]

    def outline(self, index: int) -> list[tuple[float, float]]:
        """Die ``index``'s outline in world coordinates: its collision polygon, inside the thin skin."""
        body = self._dice[index].body
        points = (body.local_to_world(v) for v in self._dice[index].shape.get_vertices())
        return [(p.x, p.y) for p in points]

    @property
    def can_add_second(self) -> bool:
        """Whether the dice can still be given a second part (no die has been thrown twice yet)."""
        return self.phase != "rethrow" and all(d.throw == 0 for d in self._dice)

    def add_second(self, second: Sequence[Second]) -> None:
        """Give the dice their second part after all: rerolls chosen once the first throw was seen.

        If the first throw has settled, the pause before the rerolls starts now.

        :raises ValueError: a die was already thrown twice, or ``second`` does not fit the dice.
        """
        if not self.can_add_second:
            raise ValueError("the dice were already thrown a second time")
        if len(second) != len(self._dice):
            raise ValueError(f"second has {len(second)} entries for {len(self._dice)} dice")
        for die, plan in zip(self._dice, second, strict=True):
            die.second = plan
        if self.phase == "done" and any(plan != "stay" for plan in second):
            self.phase = "pause"
            self._phase_steps = 0

    def step(self) -> None:
        """Advance one fixed ``STEP``; does nothing once the throw is done."""
        if self.phase == "done":
            return
        self.steps += 1
        self._phase_steps += 1
        if self.phase == "pause":
            if self._phase_steps >= PAUSE_STEPS:
                self._rethrow()
            return
        for die in self._dice:
            self._move_vertically(die)
            self._rub(die)
        self._space.step(STEP)
        for die in self._dice:
            self._watch(die)
        if all(d.resting for d in self._dice) and all(self._still(d) for d in self._dice):
            self._finish_part()
        elif self._phase_steps >= MAX_THROW_STEPS:
            for die in self._dice:
                die.body.velocity = (0.0, 0.0)
                die.body.angular_velocity = 0.0
                die.z = die.vz = 0.0
                die.resting = True
            self._finish_part()

    def run_to_end(self, max_steps: int = 4 * MAX_THROW_STEPS) -> int:
        """Step until the throw is done; returns the number of steps taken."""
        taken = 0
        while not self.done and taken < max_steps:
            self.step()
            taken += 1
        return taken

    def _add_walls(self) -> None:
        w, h, t = self.width, self.height, WALL
        body = self._space.static_body
        boxes = (
            ((-t, -t), (w + t, -t), (w + t, 0), (-t, 0)),
            ((-t, h), (w + t, h), (w + t, h + t), (-t, h + t)),
            ((-t, -t), (0, -t), (0, h + t), (-t, h + t)),
            ((w, -t), (w + t, -t), (w + t, h + t), (w, h + t)),
        )
        for corners in boxes:
            wall = pymunk.Poly(body, corners)
            wall.elasticity = 0.55
            wall.friction = 0.5
            self._space.add(wall)

    def _add_die(self, second: Second) -> _Die:
        vertices = [(x * self.radius, y * self.radius) for x, y in DIE_OUTLINE]
        mass = 1.0
        body = pymunk.Body(mass, pymunk.moment_for_poly(mass, vertices))
        shape = pymunk.Poly(body, vertices, radius=SKIN * self.radius)
        shape.elasticity = 0.45
        shape.friction = 0.35
        self._space.add(body, shape)
        return _Die(body, shape, second)

    def _throw_all(self) -> None:
        """Place the dice in a loose handful by one short wall and fling them across the tray."""
        rng, r = self._rng, self.radius
        from_left = rng.random() < 0.5
        gap = 2.25 * r
        per_column = max(1, int((self.height - 2.2 * r - gap / 2) // gap) + 1)
        columns = math.ceil(len(self._dice) / per_column) if self._dice else 0
        rows = min(per_column, len(self._dice))
        for i, die in enumerate(self._dice):
            column, row = divmod(i, per_column)
            top = (self.height - (rows - 1) * gap) / 2 + (column % 2 - 0.5) * gap / 2
            x = r * 1.3 + column * gap * 0.87 + rng.uniform(-0.12, 0.12) * r
            y = top + row * gap + rng.uniform(-0.12, 0.12) * r
            aim = rng.uniform(-0.55, 0.55)
            speed = rng.uniform(320.0, 740.0) * (1.0 - 0.08 * columns)
            vx, vy = speed * math.cos(aim), speed * math.sin(aim)
            if not from_left:
                x, vx = self.width - x, -vx
            die.body.position = (x, y)
            die.body.angle = rng.uniform(0.0, math.tau)
            die.body.velocity = (vx, vy)
            die.body.angular_velocity = rng.choice((-1.0, 1.0)) * rng.uniform(6.0, 16.0)
            die.z = rng.uniform(40.0, 90.0)
            die.vz = rng.uniform(40.0, 180.0)

    def _rethrow(self) -> None:
        """Throw the rerolled dice again from where they lie, and make changed dice hop."""
        rng = self._rng
        cx, cy = self.width / 2, self.height / 2
        for die in self._dice:
            if die.second == "stay":
                continue
            die.throw, die.resting, die.still = 1, False, 0
            if die.second == "reroll":
                x, y = die.body.position
                aim = math.atan2(cy - y, cx - x) + rng.uniform(-0.9, 0.9)
                speed = rng.uniform(220.0, 400.0)
                die.body.velocity = (speed * math.cos(aim), speed * math.sin(aim))
                die.body.angular_velocity = rng.choice((-1.0, 1.0)) * rng.uniform(7.0, 14.0)
                die.vz = rng.uniform(380.0, 470.0)
            else:
                die.body.angular_velocity = rng.uniform(-3.0, 3.0)
                die.vz = rng.uniform(250.0, 300.0)
            die.z = 1.0
        self.phase = "rethrow"
        self._phase_steps = 0

    def _finish_part(self) -> None:
        rethrow = self.phase == "throw" and any(d.second != "stay" for d in self._dice)
        for die in self._dice:
            die.body.velocity = (0.0, 0.0)
            die.body.angular_velocity = 0.0
        self.phase = "pause" if rethrow else "done"
        self._phase_steps = 0

    def _move_vertically(self, die: _Die) -> None:
        """The hop model: height falls under gravity and bounces, scrubbing speed at each landing."""
        if die.grounded:
            return
        die.vz -= GRAVITY * STEP
        die.z += die.vz * STEP
        if die.z > 0.0:
            return
        die.z = 0.0
        if -die.vz < LAND_SPEED:
            die.vz = 0.0
            return
        die.vz = -die.vz * BOUNCE
        die.body.velocity = die.body.velocity * 0.82
        die.body.angular_velocity += self._rng.uniform(-6.0, 6.0)
        die.tumble += 1.0

    def _rub(self, die: _Die) -> None:
        """Felt friction: a die on the felt slows at a constant rate and stops, as real dice do."""
        if not die.grounded:
            return
        body = die.body
        speed = body.velocity.length
        if speed > 0.0:
            body.velocity = body.velocity * (max(0.0, speed - SLIDE_FRICTION * STEP) / speed)
        spin = body.angular_velocity
        body.angular_velocity = math.copysign(max(0.0, abs(spin) - SPIN_FRICTION * STEP), spin)

    def _watch(self, die: _Die) -> None:
        """Count the die's rolling (for face flicker) and notice when it comes to rest."""
        if die.resting:
            return
        speed = die.body.velocity.length
        spin = abs(die.body.angular_velocity)
        die.tumble += speed * STEP / (1.8 * self.radius) + spin * STEP / 1.4
        if self._still(die):
            die.still += 1
            if die.still >= REST_STEPS:
                die.resting = True
        else:
            die.still = 0

    @staticmethod
    def _still(die: _Die) -> bool:
        body = die.body
        return die.grounded and body.velocity.length < REST_SPEED and abs(body.angular_velocity) < REST_SPIN


def die_radius(count: int) -> float:
    """A die's radius for a throw of ``count`` dice: smaller when many must fit the tray."""
    width, height = TRAY_SIZE
    fit = math.sqrt(0.15 * width * height / (max(count, 1) * math.pi))
    return min(DIE_RADIUS, fit)
