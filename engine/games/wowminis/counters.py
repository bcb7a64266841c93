"""Counters (401): small objects on a character card or an Action Bar card, put and removed by effects.

Two kinds share one name -> count mapping (``Char.counters``, ``CardInst.counters``):

* named counters (401.1c) such as ``soul_shard``: markers or a quantity that effects count;
* unnamed stat counters (401.1b) such as ``armor+1`` or ``power-1``: each changes that stat of the
  card it is on by its amount, an ongoing effect (708) until it is removed. Counters for the same
  stat stack (401.1d), unlike named modifiers, which count once per name (704.3b).

A buff may add counters to the character it is attached to (301.2e); they are recorded on the buff
(``Buff.added``) and removed with it (``remove_buff_counters``); a buff moved to another character takes
them along (301.3, ``add_moved_counters``). A destroyed character loses every counter on it and its cards
(401.1a, damage.destroy).

A stat counter on an Action Bar card changes that card's stats: a power counter adds to (or takes from)
the attack or heal dice of the card's ability each time it is used (``card_power_bonus``).

>>> stat_counter("armor+1"), stat_counter("move-2"), stat_counter("soul_shard")
(('armor', 1), ('move', -2), None)
>>> display_name("power+1"), display_name("soul_shard")
('+1 power', 'Soul Shard')
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from typing import TYPE_CHECKING

from engine.core import Event
from engine.games.wowminis.model import STATS

if TYPE_CHECKING:
    from engine.games.wowminis.records import Buff, Char
    from engine.games.wowminis.state import WowState

_STAT_COUNTER = re.compile(r"^(" + "|".join(STATS) + r")([+-])([1-9])$")
_NAMED_COUNTER = re.compile(r"^[a-z][a-z_]*$")


@lru_cache(maxsize=64)
def stat_counter(name: str) -> tuple[str, int] | None:
    """The stat and amount of an unnamed stat counter (401.1b), None for a named counter."""
    m = _STAT_COUNTER.match(name)
    if m is None:
        return None
    amount = int(m.group(3))
    return m.group(1), amount if m.group(2) == "+" else -amount


def valid_name(name: str) -> bool:
    """A counter id is a named counter (``soul_shard``) or a stat counter (``armor+1``)."""
    return bool(_NAMED_COUNTER.match(name)) or stat_counter(name) is not None


def display_name(name: str) -> str:
    """How a counter is called in texts: ``Soul Shard``, ``+1 armor``."""
    found = stat_counter(name)
    if found is not None:
        return f"{found[1]:+d} {found[0]}"
    return name.replace("_", " ").title()


_SMALL_NUMBERS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def amount_text(name: str, amount: int, in_words: bool = False) -> str:
    """``a Soul Shard counter``, ``2 +1 armor counters``; ``in_words`` spells out amounts up to ten
    (``two +1 armor counters``) for card text, where a digit next to a stat counter's ``+1`` reads badly."""
    if amount == 1:
        shown = display_name(name)
        return f"{'an' if shown[0] in 'AEIOU' else 'a'} {shown} counter"
    count = _SMALL_NUMBERS[amount] if in_words and 0 <= amount < len(_SMALL_NUMBERS) else str(amount)
    return f"{count} {display_name(name)} counters"


def stat_bonus(counters: Mapping[str, int], stat: str) -> int:
    """401.1b: what the stat counters among ``counters`` add to ``stat``."""
    total = 0
    for name, count in counters.items():
        found = stat_counter(name)
        if found is not None and found[0] == stat:
            total += found[1] * count
    return total


def card_power_bonus(state: WowState, c: Char, ability_id: str) -> int:
    """401.1b: what the power counters on the Action Bar card an ability is printed on (its core or a
    form's ability) add to that ability's power; 0 for the character's own abilities. Read as the
    ability is used, so a counter put on the card counts from its next use."""
    cards = state.catalog.cards
    for inst in c.cards:
        if not inst.counters:
            continue
        card = cards[inst.card]
        if (card.ability is not None and card.ability.id == ability_id) or (
            card.form is not None and any(a.id == ability_id for a in card.form.abilities)
        ):
            return stat_bonus(inst.counters, "power")
    return 0


def holder_name(state: WowState, holder: str) -> str:
    """The character or Action Bar card a counter is on, named for the log."""
    if holder in state.chars:
        return state.label(state.chars[holder])
    found = state.find_card(holder)
    return state.card_def(found[1]).name if found is not None else holder


def change(state: WowState, holder: str, counter: str, amount: int, events: list[Event]) -> int:
    """401.1: put (``amount`` > 0) or remove (< 0) counters on a character in play or one of its
    Action Bar cards (``holder`` is a character uid or a card instance uid); returns the change made.

    A health counter moves the health dial with the maximum, as a health modifier does (402.3).
    """
    char: Char | None = state.chars.get(holder)
    if char is not None:
        counters = char.counters
    else:
        found = state.find_card(holder)
        if found is None:
            return 0
        char, counters = found[0], found[1].counters
    if char.pos is None:
        return 0
    have = counters.get(counter, 0)
    new = max(0, have + amount)
    if new == have:
        return 0
    health_before = state.stat(char, "health") if holder == char.uid else 0
    if new:
        counters[counter] = new
    else:
        del counters[counter]
    if holder == char.uid and stat_counter(counter) is not None:
        char.health += state.stat(char, "health") - health_before
    verb = "gets" if new > have else "loses"
    data: dict[str, object] = {"char": char.uid, "counter": counter, "count": new, "change": new - have}
    if holder != char.uid:
        data["card"] = holder
    events.append(
        Event(
            "counters",
            f"{holder_name(state, holder)} {verb} {amount_text(counter, abs(new - have))} ({new}).",
            data,
        )
    )
    return new - have


def count(state: WowState, holder: str | None, counter: str) -> int:
    """How many ``counter`` counters a character or an Action Bar card (by instance uid) has."""
    if holder is None:
        return 0
    if holder in state.chars:
        return state.chars[holder].counters.get(counter, 0)
    found = state.find_card(holder)
    return found[1].counters.get(counter, 0) if found is not None else 0


def add_buff_counters(state: WowState, uid: str, b: Buff, events: list[Event]) -> None:
    """301.2e: a buff being attached adds its counters to the character and remembers them."""
    spec = state.catalog.cards[b.card].buff
    if spec is None:
        return
    for name, amount in spec.counters:
        added = change(state, uid, name, amount, events)
        if added:
            b.added[name] = b.added.get(name, 0) + added


def remove_buff_counters(state: WowState, uid: str, b: Buff, events: list[Event]) -> dict[str, int]:
    """301.2e: removing a buff removes the counters it added (those still there); returns how many
    of each were removed, which a buff moving to another character takes along (301.3)."""
    removed: dict[str, int] = {}
    for name in sorted(b.added):
        taken = -change(state, uid, name, -b.added[name], events)
        if taken:
            removed[name] = taken
    b.added.clear()
    return removed


def detach_buff(state: WowState, c: Char, b: Buff, events: list[Event]) -> dict[str, int]:
    """Take a buff off a character: the counters it added go with it (301.2e), and losing a health
    increase lowers the dial with the maximum (402.3). Returns the counters removed (301.3)."""
    removed = remove_buff_counters(state, c.uid, b, events)
    before = state.stat(c, "health")
    c.buffs.remove(b)
    c.health += state.stat(c, "health") - before
    return removed


def hold_buff(state: WowState, c: Char, b: Buff) -> None:
    """Put a buff on a character, a health increase raising the dial with the maximum (402.3)."""
    before = state.stat(c, "health")
    c.buffs.append(b)
    c.health += state.stat(c, "health") - before


def add_moved_counters(
    state: WowState, uid: str, b: Buff, moved: Mapping[str, int], events: list[Event]
) -> None:
    """301.3: the counters removed with a moving buff are added to the character it attaches to, and
    are that buff's counters there (so they go when it goes, 301.2e)."""
    for name in sorted(moved):
        added = change(state, uid, name, moved[name], events)
        if added:
            b.added[name] = b.added.get(name, 0) + added
