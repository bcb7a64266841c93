"""Dice (105): every die is a d10 whose 10 face is the crit; 4-9 and crits succeed.

>>> successes([1, 4, 10]), has_crit([1, 4, 10]), face_text(10), faces_text([3, 10])
(2, True, 'CRIT', '3 CRIT')
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.core import Rng

CRIT = 10


def roll(rng: Rng, n: int) -> list[int]:
    """Roll ``n`` dice (a negative count rolls none, 104.2). Without forced values each die is one
    ``randbelow`` draw (what ``randint(1, 10)`` does then, without its call per die)."""
    if rng.forced:
        return [rng.randint(1, 10) for _ in range(max(0, n))]
    return [1 + rng.randbelow(10) for _ in range(n)]


def is_success(face: int) -> bool:
    """105.1a/b: 1-3 fail; 4-9 and the crit succeed."""
    return face >= 4


def successes(faces: Sequence[int]) -> int:
    """How many faces succeed (``is_success``, written out in a plain loop: every roll counts them)."""
    n = 0
    for f in faces:
        if f >= 4:
            n += 1
    return n


def has_crit(faces: Sequence[int]) -> bool:
    return CRIT in faces


def face_text(face: int) -> str:
    return "CRIT" if face == CRIT else str(face)


_FACE_TEXTS = tuple(face_text(f) for f in range(CRIT + 1))


def faces_text(faces: Sequence[int]) -> str:
    """The faces as the log writes them ("3 7 CRIT"): each die's text from a table, with no Python
    call per die (every roll's event has one)."""
    return " ".join(map(_FACE_TEXTS.__getitem__, faces))
