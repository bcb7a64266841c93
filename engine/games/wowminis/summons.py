"""Forms (303), totems (304) and pets (305): what enters and leaves play besides characters."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Event
from engine.games.wowminis.records import Char, Totem
from engine.hex import Hex

if TYPE_CHECKING:
    from engine.games.wowminis.state import WowState


def summon_totem(state: WowState, c: Char, card_id: str, events: list[Event]) -> None:
    """304.1: a totem token with the card's name on the summoner's space."""
    if c.pos is None:
        return
    uid = f"{card_id}_{state.next_totem}"
    state.next_totem += 1
    state.totems[uid] = Totem(uid, card_id, c.controller, c.pos)
    events.append(
        Event(
            "totem_summoned",
            f"{state.name_of(uid)} is summoned at {c.pos}.",
            {"totem": uid, "card": card_id, "space": str(c.pos), "player": c.controller},
        )
    )


def enter_form(state: WowState, c: Char, card_id: str, events: list[Event]) -> None:
    """303.1-303.2: change into the form; a previous form returns first (303.4)."""
    drop_form(state, c, events)
    inst = state.card_of(c, card_id)
    if inst is None or c.pos is None:
        return
    inst.aside = True
    c.form = card_id
    events.append(
        Event(
            "form_changed",
            f"{state.label(c)} changes into {state.catalog.cards[card_id].name}.",
            {"char": c.uid, "form": card_id},
        )
    )


def drop_form(state: WowState, c: Char, events: list[Event]) -> None:
    """303.4: the form card returns face up and ready (not a "ready" event)."""
    if c.form is None:
        return
    inst = state.card_of(c, c.form)
    if inst is not None:
        inst.aside = False
        inst.face_up = True
        inst.exhausted = False
    events.append(
        Event(
            "form_dropped",
            f"{state.label(c)} drops out of {state.catalog.cards[c.form].name}.",
            {"char": c.uid, "form": c.form},
        )
    )
    c.form = None


def remove_pet(state: WowState, pet: Char, events: list[Event], announce: bool = True) -> None:
    """305.2: a pet leaves play for good (its master was destroyed, replaced, or it was destroyed)."""
    if announce:
        events.append(Event("removed", f"{state.label(pet)} is removed from play.", {"char": pet.uid}))
    pet.pos = None
    pet.buffs.clear()
    pet.counters.clear()
    pet.statuses[:] = ["removed"]


def summon_pet(state: WowState, master: Char, pet_id: str, h: Hex, events: list[Event]) -> None:
    """305.1-305.2: the new pet enters next to its master with the master's clock; an old pet leaves."""
    for old in state.in_play():
        if old.master == master.uid:
            remove_pet(state, old, events)
    uid = pet_id
    n = 2
    while uid in state.chars and state.chars[uid].master != master.uid:
        uid = f"{pet_id}_{n}"
        n += 1
    pet = Char(
        uid,
        pet_id,
        master.owner,
        master.controller,
        h,
        master.clock,
        state.catalog.characters[pet_id].health,
        master=master.uid,
    )
    if uid not in state.chars:
        state.order.insert(state.order.index(master.uid) + 1, uid)
    state.chars[uid] = pet
    events.append(
        Event(
            "spawned",
            f"{state.label(pet)} is summoned at {h}.",
            {"char": uid, "space": str(h), "pet": True, "master": master.uid},
        )
    )
