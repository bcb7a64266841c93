"""Clock arithmetic (408): personal clocks run 1-10 and may never lap the master clock.

A character's position relative to the master is ``ahead = (personal - master) mod 10``, always in
0..9 (digest §3.1). Paying a cost may not reach 10 ahead; an effect is capped at 9 ahead; a tick
down never goes behind the master clock.

>>> wrap(11), wrap(10), ahead(3, 9)
(1, 10, 4)
>>> can_pay(9, 1, 1), can_pay(9, 1, 2)
(True, False)
>>> effect_tick_up(9, 1, 5)
10
"""

from __future__ import annotations

MAX_AHEAD = 9


def wrap(value: int) -> int:
    """A clock value back into 1..10 (ticking up from 10 gives 1, 408.1c)."""
    return (value - 1) % 10 + 1


def ahead(personal: int, master: int) -> int:
    """How many ticks a personal clock is ahead of the master clock (0..9)."""
    return (personal - master) % 10


def can_pay(personal: int, master: int, cost: int) -> bool:
    """408.2a: a cost may not put the clock 10 or more ticks ahead of the master clock."""
    return ahead(personal, master) + cost <= MAX_AHEAD


def pay(personal: int, cost: int) -> int:
    """The clock after paying ``cost`` ticks (408.2)."""
    return wrap(personal + cost)


def effect_tick_up(personal: int, master: int, amount: int) -> int:
    """An effect ticks up by ``amount``, but only up to 9 ahead of the master clock (408.2a)."""
    return wrap(master + min(ahead(personal, master) + amount, MAX_AHEAD))


def effect_tick_down(personal: int, master: int, amount: int) -> int:
    """An effect ticks down by ``amount``, but never behind the master clock (408.2a)."""
    return wrap(master + max(ahead(personal, master) - amount, 0))
