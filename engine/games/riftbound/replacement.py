"""Replacement effects on deaths (367-375): "The next time a friendly unit would die, kill this
instead. Heal that unit, exhaust it, and recall it." (Zhonya's Hourglass).

A replacement applies only if its object was on the board before the event (370.3) and at most once
to an event (370.2); when one replacement could save several units dying together, the unit with the
most Might is saved (the owner's choice, made the same way every time; see rules-decisions).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.games.riftbound.layers import might

if TYPE_CHECKING:
    from engine.games.riftbound.state import RiftState


def savers(s: RiftState, p: int) -> list[str]:
    """p's gear with a death replacement, oldest first; attached gear's rules text is inactive (135.4)."""
    return [
        g
        for g in s.objects("gear", p)
        if not s.st[g].get("att") and any(a.get("static") == "replace_death" for a in s.card(g).abilities)
    ]


def save(s: RiftState, dying: list[str]) -> list[str]:
    """Apply death replacements to units about to die together; the units that still die."""
    still = list(dying)
    for p in range(s.n):
        mine = sorted((u for u in still if s.st[u]["ctl"] == p), key=lambda u: (-might(s, u), u))
        for gear in savers(s, p):
            if not mine:
                break
            unit = mine.pop(0)
            still.remove(unit)
            _replace(s, gear, unit)
    return still


def _replace(s: RiftState, gear: str, unit: str) -> None:
    from engine.games.riftbound import actions_game as ga

    s.log("replaced", f"{s.name(gear)} is killed instead of {s.name(unit)}.", gear=gear, unit=unit)
    ga.kill(s, gear)
    status = s.st[unit]
    status["dmg"] = 0
    status["ex"] = True
    ga.recall(s, unit)
