"""The dice tray a scene embeds: throw a roll the engine already made, animate it, summarise it.

The scene feeds it each ``dice_rolled`` event (through ``roll_view_from_event``), calls ``update``
and ``draw`` every frame and may ``skip`` at any time; ``done`` tells it when to move on. While a die
tumbles its face flickers; the moment it settles it shows exactly the face the engine rolled (the
first face, then the final face if it was rerolled). ``speed`` follows the animation setting and
``"instant"`` settles every throw at once.

>>> from client.dice.model import roll_view_from_event
>>> tray = DiceTray(speed="instant")
>>> tray.throw(roll_view_from_event({"roller": "Jaina", "kind": "heal", "faces": [4, 10, 2]}))
>>> tray.done, [die.face for die in tray.dice()]
(True, [4, 10, 2])

By default the dice are WoW Miniatures' ten-sided success dice: each settled die carries a hit, miss
or crit badge and the banner counts successes. ``sides=6`` (any number of sides) makes them plain
numbered dice instead, as a game whose die is an amount needs (Keeper): faces 1 to ``sides`` while
they tumble, no badges, and a banner with the total; ``reason`` names what the roll is for.

>>> six = DiceTray(speed="instant", sides=6)
>>> six.reason = "attack"
>>> six.throw(roll_view_from_event({"roller": "Seat 2", "kind": "attack", "faces": [5, 1, 4]}))
>>> six.banner_text(), {die.mark for die in six.dice()}
(('Seat 2: attack, 3 dice', 'Total 10', '5 + 1 + 4'), {'tumbling'})
"""

from __future__ import annotations

import math
import random
import zlib
from dataclasses import dataclass

import pygame

from client.dice import draw as paint
from client.dice.model import CRIT_FACE, RollView, is_success
from client.dice.physics import STEP, TRAY_SIZE, DicePhysics, DiePose, Second

SPEEDS: dict[str, float] = {"slow": 0.5, "normal": 1.0, "fast": 2.0, "instant": 0.0}
"""Animation speed settings and their multipliers (the same names as the animation setting)."""

MAX_STEPS_PER_UPDATE = 48
"""A long frame (a dragged window) advances at most this many steps, so the tray never stalls."""

FLICKER_FACES = 23
"""Length of each die's sequence of faces shown while it tumbles."""

LIFT_GROWTH = 0.0035
"""How much bigger a die looks per world unit of height (it is closer to the eye)."""


@dataclass(frozen=True)
class ShownDie:
    """One die as the player sees it now.

    Attributes:
        pose: where it is (world units on the felt, see ``physics.TRAY_SIZE``).
        face: the face shown: a flickering value while it tumbles, the engine's face once settled.
        settled: whether the die has come to rest for its current throw.
        mark: ``tumbling``, ``success``, ``failure`` or ``crit``.
    """

    pose: DiePose
    face: int
    settled: bool
    mark: paint.Mark


class DiceTray:
    """A felt-lined wooden tray that animates one roll at a time with pymunk.

    :param speed: one of ``SPEEDS``, usually the player's animation setting.
    :param sides: None for the ten-sided success dice; a number of sides for plain numbered dice.
    :raises ValueError: fewer than two sides.

    Attributes:
        reason: what the roll is for ("attack"), named in the banner's title instead of the roll's
            kind when set.
    """

    def __init__(self, speed: str = "normal", *, sides: int | None = None) -> None:
        if sides is not None and sides < 2:
            raise ValueError(f"a die needs at least two sides, got {sides}")
        self.sides = sides
        self.reason = ""
        self._roll: RollView | None = None
        self._sim: DicePhysics | None = None
        self._flicker: list[list[int]] = []
        self._backlog = 0.0
        self._clock = 0.0
        self._letters = paint.Lettering()
        self._speed = "normal"
        self.speed = speed

    @property
    def speed(self) -> str:
        """The animation speed setting; setting ``"instant"`` mid-throw settles it at once."""
        return self._speed

    @speed.setter
    def speed(self, value: str) -> None:
        if value not in SPEEDS:
            raise ValueError(f"dice tray speed must be one of {list(SPEEDS)}, got {value!r}")
        self._speed = value
        if value == "instant":
            self.skip()

    @property
    def roll(self) -> RollView | None:
        """The roll in the tray, if any."""
        return self._roll

    @property
    def done(self) -> bool:
        """Whether the current throw has settled (true for an empty tray)."""
        return self._sim is None or self._sim.done

    @property
    def radius(self) -> float:
        """Circumradius of the dice in world units (0 for an empty tray)."""
        return 0.0 if self._sim is None else self._sim.radius

    @property
    def phase(self) -> str:
        """``empty``, ``throw``, ``pause`` (showing what will be rerolled), ``rethrow`` or ``done``."""
        return "empty" if self._sim is None else self._sim.phase

    def throw(self, roll: RollView, seed: int | None = None) -> None:
        """Throw ``roll`` into the (emptied) tray, or, if it is the tray's roll after its rerolls
        (``roll.continues``), throw just the rerolled dice again where they lie.

        ``seed`` decides how the dice fly; by default it comes from the roll itself, so replaying a
        game shows the same throw.
        """
        plan: list[Second] = [
            "reroll" if die.rerolled else "flip" if die.changed else "stay" for die in roll.dice
        ]
        sim = self._sim
        if self._roll is not None and sim is not None and sim.can_add_second and roll.continues(self._roll):
            self._roll = roll
            sim.add_second(plan)
            if self._speed == "instant":
                self.skip()
            return
        if seed is None:
            seed = zlib.crc32(repr((roll.roller, roll.kind, roll.dice)).encode("utf-8"))
        self._roll = roll
        self._sim = DicePhysics(len(roll.dice), seed, plan)
        top = CRIT_FACE if self.sides is None else self.sides
        self._flicker = [_flicker_faces(seed, i, top) for i in range(len(roll.dice))]
        self._backlog = 0.0
        self._clock = 0.0
        if self._speed == "instant":
            self.skip()

    def update(self, dt: float) -> None:
        """Advance the animation by ``dt`` seconds of real time, scaled by ``speed``."""
        if self._sim is None:
            return
        self._clock += dt
        if self._sim.done:
            return
        self._backlog += max(0.0, dt) * SPEEDS[self._speed]
        steps = min(int(self._backlog / STEP), MAX_STEPS_PER_UPDATE)
        for _ in range(steps):
            self._sim.step()
        self._backlog = min(self._backlog - steps * STEP, STEP)

    def skip(self) -> None:
        """Jump to the settled result (the same end the animation would reach)."""
        if self._sim is not None:
            self._sim.run_to_end()

    def dice(self) -> list[ShownDie]:
        """Every die as shown now, in the roll's order."""
        if self._sim is None or self._roll is None:
            return []
        shown = []
        for i, (pose, view) in enumerate(zip(self._sim.poses(), self._roll.dice, strict=True)):
            if pose.resting:
                face = view.final if pose.throw == 1 else view.initial
                mark: paint.Mark = (
                    "tumbling"  # a plain die is an amount, never a hit or a miss: no badge
                    if self.sides is not None
                    else "crit"
                    if face == CRIT_FACE
                    else "success"
                    if is_success(face)
                    else "failure"
                )
            else:
                sequence = self._flicker[i]
                face = sequence[int(pose.tumble) % len(sequence)]
                mark = "tumbling"
            shown.append(ShownDie(pose, face, pose.resting, mark))
        return shown

    def layout(self, rect: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """Where the tray, its felt and the summary banner go inside ``rect``."""
        banner_h = max(40, min(84, round(rect.height * 0.16)))
        gap = max(4, banner_h // 6)
        area_w, area_h = rect.width, rect.height - banner_h - gap
        width, height = TRAY_SIZE
        frame = paint.frame_thickness(area_w, area_h)
        felt_w = max(16, min(area_w - 2 * frame, round((area_h - 2 * frame) * width / height)))
        felt_h = round(felt_w * height / width)
        tray = pygame.Rect(0, 0, felt_w + 2 * frame, felt_h + 2 * frame)
        tray.midtop = (rect.centerx, rect.top)
        felt = tray.inflate(-2 * frame, -2 * frame)
        banner = pygame.Rect(tray.left, tray.bottom + gap, tray.width, banner_h)
        return tray, felt, banner

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Paint the tray, the dice and the banner inside ``rect``; changes nothing in the tray."""
        tray, felt, banner = self.layout(rect)
        surface.blit(paint.tray_surface(tray.width, tray.height), tray)
        scale = felt.width / TRAY_SIZE[0]
        previous_clip = surface.get_clip()
        surface.set_clip(felt.inflate(-2, -2).clip(previous_clip))
        shown = self.dice()
        radius = (self._sim.radius if self._sim is not None else 0.0) * scale
        for die in shown:
            ground = (felt.left + die.pose.x * scale, felt.top + die.pose.y * scale)
            paint.draw_shadow(surface, ground, radius, die.pose.angle, die.pose.z * scale)
        surface.set_clip(tray.clip(previous_clip))
        order = sorted(range(len(shown)), key=lambda k: (shown[k].pose.z, k))
        placed = [self._place(felt, scale, radius, i, shown[i]) for i in order]
        for (centre, size, look), i in zip(placed, order, strict=True):
            paint.draw_die(surface, self._letters, centre, size, shown[i].pose.angle, shown[i].face, look)
        for centre, size, look in placed:
            paint.draw_marks(surface, self._letters, centre, size, look)
        surface.set_clip(previous_clip)
        title, headline, detail = self.banner_text()
        paint.draw_banner(surface, self._letters, banner, title, headline, detail)

    def _place(
        self, felt: pygame.Rect, scale: float, radius: float, index: int, die: ShownDie
    ) -> tuple[tuple[float, float], float, paint.DieLook]:
        """Where die ``index`` is drawn, how big, and how it looks."""
        assert self._roll is not None and self._sim is not None
        view = self._roll.dice[index]
        pose = die.pose
        lift = pose.z * scale
        final_shown = die.settled and pose.throw == 1
        look = paint.DieLook(
            kind=self._roll.kind,
            mark=die.mark,
            struck=view.initial if final_shown else None,
            rerolled=view.rerolled and final_shown,
            pending=view.rerolled and self._sim.phase == "pause",
            pulse=0.5 + 0.5 * math.sin(self._clock * 7.0),
        )
        centre = (felt.left + pose.x * scale - 0.08 * lift, felt.top + pose.y * scale - 0.14 * lift)
        return centre, radius * (1.0 + LIFT_GROWTH * pose.z), look

    def banner_text(self) -> tuple[str, str, str]:
        """The banner's three lines: who rolled what, the headline (the result once done), the detail."""
        roll, sim = self._roll, self._sim
        if roll is None or sim is None:
            return "Dice tray", "No roll yet", ""
        title = roll.title
        if self.reason:
            count = len(roll.dice)
            title = f"{roll.roller}: {self.reason}, {count} {'die' if count == 1 else 'dice'}"
        if not roll.dice:
            return title, roll.summary, roll.detail
        if sim.phase == "throw":
            return title, "Rolling…", ""
        if sim.phase in ("pause", "rethrow"):
            again = sum(1 for die in roll.dice if die.rerolled)
            changed = sum(1 for die in roll.dice if die.changed)
            words = []
            if again:
                words.append(f"Rerolling {again} {'die' if again == 1 else 'dice'}…")
            if changed:
                words.append(f"Changing {changed} {'face' if changed == 1 else 'faces'}…")
            return title, " ".join(words), ""
        if self.sides is not None:
            faces = [die.final for die in roll.dice]
            return title, f"Total {sum(faces)}", " + ".join(str(f) for f in faces)
        return title, roll.summary, roll.detail


def _flicker_faces(seed: int, index: int, top: int = CRIT_FACE) -> list[int]:
    """The faces (1 to ``top``) a tumbling die flashes through: seeded per die, never the same face
    twice in a row."""
    rng = random.Random(seed * 1009 + index)
    faces = [rng.randint(1, top)]
    while len(faces) < FLICKER_FACES:
        face = rng.randint(1, top)
        if face != faces[-1]:
            faces.append(face)
    return faces
