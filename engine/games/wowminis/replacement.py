"""Replacement effects (709): on damage, shields, "that damage +N instead", "half that damage instead"
and "that character is dealt that damage instead"; on healing, "+N" and "half"; on a natural move,
"it doesn't move instead" (709.5); on destruction, "its health becomes N instead".

An event is a ``Hit`` (``event`` "damage", "heal", "move" or "destroyed"; ``amount`` is the damage
or healing, 1 for a move or destruction still to happen, 0 once replaced away). Buffs on the
character it would affect compete to replace it (709.2). For damage, the player who would deal it
picks one of theirs first, and when none of theirs remain, the player who would be dealt it picks
one of theirs (709.2a); for any other event the affected character's controller picks among all of
them (709.2b). One candidate is applied without asking; two or more to choose from put a
``ReplaceChoice`` decision on the stack and the event waits there. Each effect replaces a given event
once (709.4), so every application is recorded in ``Hit.applied``; a redirected event is a new event
for the new character's effects.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.core import Event
from engine.games.wowminis import counters
from engine.games.wowminis.records import Buff
from engine.games.wowminis.work import ReplaceChoice

if TYPE_CHECKING:
    from engine.games.wowminis.state import WowState


@dataclass(frozen=True)
class Hit:
    """``amount`` damage about to be dealt to ``char`` by player ``by`` (None: nobody's ability), or
    with ``event`` another event about to affect ``char`` (709.2b)."""

    char: str
    amount: int
    by: int | None
    attack: bool
    destroy: bool
    applied: tuple[str, ...] = ()
    event: str = "damage"


def hit_of(item: ReplaceChoice) -> Hit:
    """The event a ``ReplaceChoice`` is holding."""
    by = None if item.by < 0 else item.by
    return Hit(item.char, item.amount, by, item.attack, item.destroy, item.applied, item.event)


def competing(state: WowState, hit: Hit) -> list[Buff]:
    """Buffs on the character whose effect would replace this event and has not replaced it yet."""
    c = state.chars[hit.char]
    out: list[Buff] = []
    for b in c.buffs:
        spec = state.catalog.cards[b.card].buff
        if spec is None or f"{c.uid}:{b.card}" in hit.applied:
            continue
        shield = hit.event == "damage" and spec.absorb and b.counter > 0
        if shield or (spec.replace is not None and spec.replace.event == hit.event):
            out.append(b)
    return out


def chooser(state: WowState, hit: Hit, candidates: list[Buff]) -> tuple[int, list[Buff]]:
    """709.2a: the dealing player chooses among their own effects first, then the dealt player;
    709.2b: for an event that deals no damage, the affected character's controller, among all."""
    if hit.event != "damage":
        return state.chars[hit.char].controller, candidates
    if hit.by is not None:
        mine = [b for b in candidates if b.party == hit.by]
        if mine:
            return hit.by, mine
    receiver = state.chars[hit.char].controller
    mine = [b for b in candidates if b.party == receiver]
    if mine:
        return receiver, mine
    other = candidates[0].party
    return other, [b for b in candidates if b.party == other]


def options(state: WowState, item: ReplaceChoice) -> list[str]:
    """Card ids of the effects the chooser may apply next, sorted."""
    hit = hit_of(item)
    _, mine = chooser(state, hit, competing(state, hit))
    return sorted(b.card for b in mine)


def resolve(state: WowState, hit: Hit, events: list[Event], pick: str | None = None) -> Hit | None:
    """Apply competing replacement effects until none is left; None when a player must choose.

    ``pick`` is the card id the waiting ``ReplaceChoice`` was answered with.
    """
    while hit.amount > 0 and hit.char in state.chars and state.chars[hit.char].pos is not None:
        candidates = competing(state, hit)
        if not candidates:
            break
        player, mine = chooser(state, hit, candidates)
        chosen = next((b for b in mine if b.card == pick), None) if pick else None
        pick = None
        if chosen is None and len(mine) == 1:
            chosen = mine[0]
        if chosen is None:
            by = -1 if hit.by is None else hit.by
            state.stack.append(
                ReplaceChoice(
                    hit.char, hit.amount, by, hit.attack, hit.destroy, hit.applied, player, hit.event
                )
            )
            return None
        hit = _apply(state, hit, chosen, events)
    return hit


def _apply(state: WowState, hit: Hit, b: Buff, events: list[Event]) -> Hit:
    c = state.chars[hit.char]
    card = state.catalog.cards[b.card]
    spec = card.buff
    assert spec is not None
    applied = (*hit.applied, f"{c.uid}:{b.card}")
    if spec.absorb and b.counter > 0:
        # 709.6: a shield prevents what it can and is removed once spent.
        stopped = min(b.counter, hit.amount)
        b.counter -= stopped
        events.append(
            Event(
                "prevented",
                f"{card.name} prevents {stopped} damage to {state.label(c)}.",
                {"char": c.uid, "card": b.card, "amount": stopped, "left": b.counter},
            )
        )
        if b.counter == 0:
            _remove(state, c.uid, b, events)
        return Hit(hit.char, hit.amount - stopped, hit.by, hit.attack, hit.destroy, applied)
    rep = spec.replace
    assert rep is not None
    if hit.event != "damage":
        return _apply_other(state, hit, b, applied, events)
    target, amount = hit.char, hit.amount
    if rep.change == "add":
        amount += rep.amount
        text = f"{state.label(c)} is dealt {amount} damage instead of {hit.amount} ({card.name})."
    elif rep.change == "halve":
        amount //= 2
        text = f"{card.name} halves the damage to {state.label(c)}: {amount} instead of {hit.amount}."
    else:
        target = b.source
        other = state.chars.get(target)
        if other is None or other.pos is None:
            amount = 0  # 709.3: the event is replaced even though the new one can't happen
            text = f"{card.name} replaces the damage to {state.label(c)}; nobody takes it."
        else:
            text = f"{card.name}: {state.label(other)} is dealt {amount} damage instead of {state.label(c)}."
    events.append(
        Event(
            "replaced",
            text,
            {"char": c.uid, "card": b.card, "to": target, "amount": amount, "was": hit.amount},
        )
    )
    if rep.uses == "next":
        _remove(state, c.uid, b, events)
    return Hit(target, amount, hit.by, hit.attack, hit.destroy, applied)


def _apply_other(state: WowState, hit: Hit, b: Buff, applied: tuple[str, ...], events: list[Event]) -> Hit:
    """709.2b: a replacement effect on healing, a natural move (709.5) or destruction."""
    c = state.chars[hit.char]
    card = state.catalog.cards[b.card]
    assert card.buff is not None and card.buff.replace is not None
    rep = card.buff.replace
    amount = hit.amount
    if rep.change == "add":
        amount += rep.amount
        text = f"{state.label(c)} heals {amount} instead of {hit.amount} ({card.name})."
    elif rep.change == "halve":
        amount //= 2
        text = f"{card.name} halves the healing of {state.label(c)}: {amount} instead of {hit.amount}."
    elif rep.change == "stay":
        amount = 0
        text = f"{state.label(c)} doesn't move ({card.name}, 709.5)."
    else:
        amount = 0
        c.health = min(rep.amount, state.max_health(c))
        text = f"{state.label(c)} is not destroyed: its health becomes {c.health} ({card.name})."
    events.append(
        Event(
            "replaced",
            text,
            {
                "char": c.uid,
                "card": b.card,
                "to": c.uid,
                "amount": amount,
                "was": hit.amount,
                "event": hit.event,
            },
        )
    )
    if rep.uses == "next":
        _remove(state, c.uid, b, events)
    return Hit(hit.char, amount, hit.by, hit.attack, hit.destroy, applied, hit.event)


def replace_move(state: WowState, uid: str, events: list[Event]) -> bool:
    """709.5: whether effects replace the character's natural move (the move then doesn't happen);
    when the controller must choose which applies, the choice waits on the stack."""
    hit = Hit(uid, 1, None, False, False, event="move")
    c = state.chars[uid]
    if any(o.pos == c.pos for o in state.in_play() if o.uid != uid):
        return False  # 403.1a: a spawner standing on a character must move off it
    if not competing(state, hit):
        return False
    resolve(state, hit, events)
    return True


def replace_destruction(state: WowState, uid: str, events: list[Event]) -> bool:
    """Whether effects replace the character's destruction, or a choice among them is pending."""
    if any(isinstance(w, ReplaceChoice) and w.event == "destroyed" and w.char == uid for w in state.stack):
        return True
    first = Hit(uid, 1, None, False, False, event="destroyed")
    if not competing(state, first):
        return False
    hit = resolve(state, first, events)
    return hit is None or hit.amount == 0


def _remove(state: WowState, uid: str, b: Buff, events: list[Event]) -> None:
    c = state.chars[uid]
    counters.remove_buff_counters(state, uid, b, events)
    c.buffs = [x for x in c.buffs if x is not b]
    events.append(
        Event(
            "buff_removed",
            f"{state.catalog.cards[b.card].name} is removed from {state.label(c)}.",
            {"char": uid, "card": b.card},
        )
    )
