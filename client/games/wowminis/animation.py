"""Showing what just happened: a queue that animates the controller's pending events in order.

A ``moved`` event slides the token along its path, an ``attack_declared`` event draws a line from
the attacker to each target, a ``dice_rolled`` event throws the dice into the ``DiceTray``, and
``damage``/``healed``/``destroyed`` events float a number or word up from the character. Steps that
block (slides, attack lines, dice) play one after another; floating numbers run alongside. The
scene sets ``controller.hold_ai`` while ``busy`` so the AI's next move waits for the animation.

Space or Esc (``skip``) finishes everything at once; the animation-speed setting scales every
duration, and "instant" shows nothing but the end state.

>>> anim = Animator(lambda seconds: seconds, roll_names=lambda uid: uid.title())
>>> anim.feed("moved", {"char": "thrall", "from": "0,0", "path": ["1,0", "2,0"]}, {"thrall": Hex(2, 0)})
>>> anim.busy, anim.sliding()[0]
(True, 'thrall')
>>> anim.update(5.0); anim.busy
False
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from client.dice.model import roll_view_from_event
from client.dice.tray import DiceTray
from engine.hex import Hex, parse_hex

SLIDE_STEP = 0.16
"""Seconds per space of a slide at normal speed."""
ATTACK_LINE = 0.55
DICE_LINGER = 0.9
"""Seconds the settled dice stay in view before the next step."""
FLOAT_TIME = 1.2


@dataclass
class _Step:
    kind: str  # "slide", "attack", "dice" (blocking); "float", "reveal" (instant markers in order)
    duration: float
    data: dict[str, Any] = field(default_factory=dict)
    elapsed: float = 0.0


@dataclass
class Floater:
    """A number or word rising from a space: ``age`` runs from 0 to ``duration``."""

    hex: Hex
    text: str
    tone: str  # "damage", "heal", "info"
    duration: float
    age: float = 0.0


class Animator:
    """The queue of animations; ``time_scale(seconds)`` gives a duration at the current speed (0: skip)."""

    def __init__(
        self,
        time_scale: Callable[[float], float],
        *,
        tray: DiceTray | None = None,
        roll_names: Callable[[str], str] | None = None,
    ) -> None:
        self.time_scale = time_scale
        self.tray = tray if tray is not None else DiceTray()
        self.roll_names = roll_names or (lambda uid: uid)
        self._queue: deque[_Step] = deque()
        self.floaters: list[Floater] = []
        self.tray_visible = False
        self._revealed: list[Any] = []

    @property
    def busy(self) -> bool:
        """Something still plays that the game should wait for (not counting floating numbers)."""
        return any(step.kind in ("slide", "attack", "dice") for step in self._queue)

    @property
    def idle(self) -> bool:
        """Nothing is queued at all, not even log lines waiting for their turn."""
        return not self._queue

    def feed(self, kind: str, data: Mapping[str, Any], positions: Mapping[str, Hex]) -> None:
        """Queue the animation of one event; ``positions`` are where characters stand now."""
        instant = self.time_scale(1.0) <= 0
        if kind == "moved" and data.get("path"):
            path = [parse_hex(str(data["from"]))] + [parse_hex(str(h)) for h in data["path"]]
            if not instant:
                self._queue.append(
                    _Step(
                        "slide",
                        self.time_scale(SLIDE_STEP) * (len(path) - 1),
                        {"char": data["char"], "path": path},
                    )
                )
        elif kind == "attack_declared":
            src = positions.get(str(data.get("attacker")))
            targets = [positions[t] for t in data.get("targets", []) if t in positions]
            area = [parse_hex(str(h)) for h in data.get("area", [])]
            if src is not None and (targets or area) and not instant:
                self._queue.append(
                    _Step(
                        "attack",
                        self.time_scale(ATTACK_LINE),
                        {"from": src, "to": targets or area[:1], "area": area},
                    )
                )
        elif kind == "dice_rolled":
            try:
                roll = roll_view_from_event(data, name=self.roll_names(str(data.get("roller", ""))))
            except ValueError:
                return
            roller = positions.get(str(data.get("roller", "")))
            self._queue.append(_Step("dice", self.time_scale(DICE_LINGER), {"roll": roll, "at": roller}))
        elif kind in ("damage", "healed", "destroyed"):
            h = positions.get(str(data.get("char")))
            if h is None and data.get("space"):
                h = parse_hex(str(data["space"]))
            if h is None or instant:
                return
            amount = int(data.get("amount", 0))
            floater = None
            if kind == "damage" and amount > 0:
                floater = Floater(h, f"-{amount}", "damage", self.time_scale(FLOAT_TIME))
            elif kind == "healed" and amount > 0:
                floater = Floater(h, f"+{amount}", "heal", self.time_scale(FLOAT_TIME))
            elif kind == "destroyed":
                floater = Floater(h, "Destroyed", "info", self.time_scale(FLOAT_TIME * 1.5))
            if floater is not None:
                self._queue.append(_Step("float", 0.0, {"floater": floater}))
        if self._queue and self._queue[0].kind == "dice" and self._queue[0].elapsed == 0.0:
            self._start(self._queue[0])

    def reveal(self, item: Any) -> None:
        """Queue ``item`` (a log entry) to be handed back by ``revealed`` once the steps before it played.

        The log then tells what happened as the board shows it, not before the dice have landed.
        """
        self._queue.append(_Step("reveal", 0.0, {"item": item}))

    def revealed(self) -> list[Any]:
        """Items whose turn has come since the last call, oldest first."""
        items, self._revealed = self._revealed, []
        return items

    def _start(self, step: _Step) -> None:
        if step.kind == "float" and not step.data.get("shown"):
            self.floaters.append(step.data["floater"])
            step.data["shown"] = True
        elif step.kind == "reveal" and not step.data.get("shown"):
            self._revealed.append(step.data["item"])
            step.data["shown"] = True
        elif step.kind == "dice" and not step.data.get("thrown"):
            self.tray.speed = "instant" if self.time_scale(1.0) <= 0 else self._tray_speed()
            self.tray.throw(step.data["roll"])
            step.data["thrown"] = True
            self.tray_visible = True

    def _tray_speed(self) -> str:
        factor = 1.0 / max(1e-6, self.time_scale(1.0))
        if factor >= 3:
            return "fast"
        return "slow" if factor < 0.8 else "normal"

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds of real time."""
        for f in self.floaters:
            f.age += dt
        self.floaters = [f for f in self.floaters if f.age < f.duration]
        self.tray.update(dt)
        while self._queue:
            step = self._queue[0]
            self._start(step)
            if step.kind == "dice" and not self.tray.done:
                return
            step.elapsed += dt
            if step.elapsed < step.duration:
                return
            dt = step.elapsed - step.duration
            self._queue.popleft()
            if not any(s.kind == "dice" for s in self._queue) and step.kind == "dice":
                self.tray_visible = False

    def skip(self) -> None:
        """Finish every queued animation at once (Space, Esc, or a decision that cannot wait)."""
        self.tray.skip()
        self._revealed.extend(step.data["item"] for step in self._queue if step.kind == "reveal")
        self._queue.clear()
        self.floaters.clear()
        self.tray_visible = False

    # What the scene draws --------------------------------------------------------------------

    def sliding(self) -> tuple[str, Hex, Hex, float] | None:
        """The token being slid: (uid, space it left, space it heads for, fraction 0-1 between them)."""
        if not self._queue or self._queue[0].kind != "slide":
            return None
        step = self._queue[0]
        path: list[Hex] = step.data["path"]
        legs = len(path) - 1
        t = min(1.0, step.elapsed / step.duration) * legs if step.duration > 0 else legs
        leg = min(int(t), legs - 1)
        return step.data["char"], path[leg], path[leg + 1], t - leg

    def slide_path(self) -> tuple[Hex, ...]:
        """The whole path of the current slide (drawn under the token)."""
        if not self._queue or self._queue[0].kind != "slide":
            return ()
        return tuple(self._queue[0].data["path"])

    def roller_space(self) -> Hex | None:
        """Where the character rolling the dice in the tray stands (the tray is placed away from it)."""
        for step in self._queue:
            if step.kind == "dice":
                at: Hex | None = step.data.get("at")
                return at
        return None

    def focus(self) -> tuple[Hex, ...]:
        """The spaces the current step plays on (a slide's path, an attack's ends), for the camera."""
        if not self._queue:
            return ()
        step = self._queue[0]
        if step.kind == "slide":
            return tuple(step.data["path"])
        if step.kind == "attack":
            return (step.data["from"], *step.data["to"])
        return ()

    def attack(self) -> tuple[Hex, list[Hex], list[Hex], float] | None:
        """The attack being shown: (attacker's space, target spaces, AOE area, fraction drawn 0-1)."""
        if not self._queue or self._queue[0].kind != "attack":
            return None
        step = self._queue[0]
        frac = min(1.0, step.elapsed / step.duration) if step.duration > 0 else 1.0
        return step.data["from"], step.data["to"], step.data["area"], frac
