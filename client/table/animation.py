"""Animating what just happened on the table: a queue of cues from the game's events.

The adapter turns each event into ``Cue`` values (a card drawn, a card played, an attacker's
lunge, damage or healing numbers, a death, a secret revealed); the ``Animator`` plays the blocking
ones in order (a played card shown large, a lunge, a death fading, a reveal) while numbers and
draws run alongside. The scene reads it while drawing: ``offset(key)`` moves a card, ``fading``
lists dying cards, ``floaters`` the numbers, ``showcase`` a card shown large. A click or Space
calls ``skip``; the animation-speed setting scales every duration, and "instant" shows nothing.

>>> anim = Animator(lambda seconds: seconds)
>>> anim.feed([Cue("lunge", key="m1", target="hero1"), Cue("damage", target="hero1", amount=3)])
>>> anim.busy, anim.lunge() is not None, [f.text for f in anim.floaters]
(True, True, [])
>>> anim.update(0.5); anim.busy, [f.text for f in anim.floaters]
(False, ['-3'])
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Literal

CueKind = Literal["draw", "play", "summon", "lunge", "damage", "heal", "death", "reveal", "banner"]
DURATIONS: dict[str, float] = {"play": 0.9, "lunge": 0.42, "death": 0.5, "reveal": 1.3, "banner": 1.1}
"""Seconds of each blocking cue at normal speed; the others do not hold the queue."""
FLOAT_TIME = 1.1
DRAW_TIME = 0.35
SUMMON_TIME = 0.3


@dataclass(frozen=True)
class Cue:
    """One thing to show: ``key`` is the card it happens to, ``target`` what it goes to.

    ``card_id`` is the card to show large (play, reveal); ``seat`` the side (0: the viewer) a draw
    or play belongs to (only the opponent's plays are shown large); ``text`` a banner's words.
    """

    kind: CueKind
    key: str | None = None
    target: str | None = None
    amount: int = 0
    card_id: str | None = None
    seat: int = 0
    text: str = ""


@dataclass
class Floater:
    """A number rising from a card: ``age`` runs from 0 to ``duration``."""

    key: str
    text: str
    tone: str
    duration: float
    age: float = 0.0


@dataclass
class _Running:
    cue: Cue
    duration: float
    elapsed: float = 0.0

    @property
    def progress(self) -> float:
        return min(1.0, self.elapsed / self.duration) if self.duration > 0 else 1.0


@dataclass
class Animator:
    """The queue of cues; ``time_scale(seconds)`` gives a duration at the current speed (0: skip)."""

    time_scale: Callable[[float], float]
    floaters: list[Floater] = field(default_factory=list)
    _queue: deque[Cue] = field(default_factory=deque)
    _current: _Running | None = None
    _side: list[_Running] = field(default_factory=list)

    def feed(self, cues: Iterable[Cue]) -> None:
        for cue in cues:
            self._queue.append(cue)
        self._advance()

    @property
    def busy(self) -> bool:
        """A blocking cue is playing or waiting: the scene holds the AI and the next decision's drop."""
        return self._current is not None or bool(self._queue)

    @property
    def idle(self) -> bool:
        return not self.busy and not self.floaters and not self._side

    def skip(self) -> None:
        """Finish everything at once."""
        self._queue.clear()
        self._current = None
        self._side.clear()
        self.floaters.clear()

    def _advance(self) -> None:
        while self._current is None and self._queue:
            cue = self._queue.popleft()
            if cue.kind in ("damage", "heal"):
                seconds = self.time_scale(FLOAT_TIME)
                if seconds > 0 and cue.target is not None:
                    sign = "-" if cue.kind == "damage" else "+"
                    self.floaters.append(Floater(cue.target, f"{sign}{cue.amount}", cue.kind, seconds))
                continue
            if cue.kind in ("draw", "summon"):
                seconds = self.time_scale(DRAW_TIME if cue.kind == "draw" else SUMMON_TIME)
                if seconds > 0:
                    self._side.append(_Running(cue, seconds))
                continue
            seconds = self.time_scale(DURATIONS[cue.kind])
            if cue.kind == "play" and cue.seat == 0:
                continue  # the viewer's own play: they saw it leave their hand
            if seconds > 0:
                self._current = _Running(cue, seconds)

    def update(self, dt: float) -> None:
        for f in self.floaters:
            f.age += dt
        self.floaters = [f for f in self.floaters if f.age < f.duration]
        for s in self._side:
            s.elapsed += dt
        self._side = [s for s in self._side if s.elapsed < s.duration]
        if self._current is not None:
            self._current.elapsed += dt
            if self._current.elapsed >= self._current.duration:
                self._current = None
        self._advance()

    # What the scene draws --------------------------------------------------------------------

    def lunge(self) -> tuple[str, str, float] | None:
        """(attacker, target, how far along 0..1..0) while an attack plays."""
        run = self._current
        if run is None or run.cue.kind != "lunge" or run.cue.key is None or run.cue.target is None:
            return None
        p = run.progress
        return run.cue.key, run.cue.target, (p / 0.5 if p < 0.5 else (1 - p) / 0.5)

    def fading(self) -> tuple[str, float] | None:
        """(dying card, opacity 1..0) while a death plays."""
        run = self._current
        if run is None or run.cue.kind != "death" or run.cue.key is None:
            return None
        return run.cue.key, 1.0 - run.progress

    def showcase(self) -> tuple[Cue, float] | None:
        """(play or reveal cue, progress) while a played or revealed card is shown large."""
        run = self._current
        if run is None or run.cue.kind not in ("play", "reveal", "banner"):
            return None
        return run.cue, run.progress

    def arriving(self) -> dict[str, tuple[str, float]]:
        """Cards drawn or summoned a moment ago: key -> (kind, progress 0..1)."""
        return {s.cue.key: (s.cue.kind, s.progress) for s in self._side if s.cue.key is not None}
