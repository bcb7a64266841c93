"""Damage, healing, prevention and destruction (402, 403, 602, 709.6), acting on a WowState.

The attack pipeline (combat.py) and the effect ops (effects.py) call these; they change health
dials, buffs and VPs, while WowState itself only holds the data and answers questions about it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Event
from engine.games.wowminis import clocks, counters, replacement, scoring, summons, ticking
from engine.games.wowminis.state import KILL_VP, LEGENDARY_KILL_VP, Char

if TYPE_CHECKING:
    from engine.games.wowminis.state import WowState


def deal_damage(
    state: WowState,
    uid: str,
    amount: int,
    events: list[Event],
    attack: bool = False,
    destroy: bool = True,
    by: int | None = None,
) -> None:
    """Deal damage, after replacement effects (709); ``by`` is the player whose ability deals it.

    When several replacement effects of one player compete, the event waits on the stack for that
    player's choice (``ReplaceChoice``) and is dealt when it is answered (``take_damage``).
    """
    if uid in state.totems:
        damage_totem(state, uid, amount, events, destroy)
        return
    c = state.chars[uid]
    if c.pos is None or amount <= 0:
        return
    hit = replacement.resolve(state, replacement.Hit(uid, amount, by, attack, destroy), events)
    if hit is not None:
        take_damage(state, hit, events)


def take_damage(state: WowState, hit: replacement.Hit, events: list[Event]) -> None:
    """Turn the health dial down by a damage event that nothing replaces any more (402.1)."""
    c = state.chars.get(hit.char)
    if c is None or c.pos is None or hit.amount <= 0:
        return
    c.health -= hit.amount
    state.hurt.add(c.uid)
    if hit.by is not None:
        state.damaged_by[c.uid] = hit.by
    ticking.end_channel(state, c, events)
    events.append(
        Event(
            "damage",
            f"{state.label(c)} takes {hit.amount} damage ({c.health} health left).",
            {"char": c.uid, "amount": hit.amount, "health": c.health, "attack": hit.attack},
        )
    )
    if hit.destroy and not state.in_wave:
        process_destruction(state, events)


def damage_totem(state: WowState, uid: str, amount: int, events: list[Event], destroy: bool) -> None:
    t = state.totems[uid]
    if amount <= 0:
        return
    t.damage += amount
    state.totem_hit = True
    left = state.totem_health(t) - t.damage
    events.append(
        Event(
            "damage",
            f"{state.name_of(uid)} takes {amount} damage ({left} health left).",
            {"char": uid, "amount": amount, "health": left, "totem": True},
        )
    )
    if destroy and not state.in_wave:
        process_destruction(state, events)


def heal(state: WowState, uid: str, amount: int, events: list[Event]) -> None:
    """Heal after replacement effects (709.2b); a choice among them waits on the stack (``ReplaceChoice``)
    and the healing is done when it is answered (``heal_dial``)."""
    if uid in state.totems or state.chars[uid].pos is None or amount <= 0:
        return
    if not state.chars[uid].buffs:  # only the character's buffs replace its healing (replacement.competing)
        heal_dial(state, uid, amount, events)
        return
    hit = replacement.resolve(state, replacement.Hit(uid, amount, None, False, False, event="heal"), events)
    if hit is not None:
        heal_dial(state, uid, hit.amount, events)


def heal_dial(state: WowState, uid: str, amount: int, events: list[Event]) -> None:
    """Turn the health dial up, at most to the maximum; "can't be healed" makes it fail (402.2b)."""
    c = state.chars[uid]
    if c.pos is None or amount <= 0:
        return
    blocked = any("cant_be_healed" in state.buff_statuses(b) for b in c.buffs)
    room = state.max_health(c) - c.health
    if blocked or room <= 0:
        events.append(
            Event(
                "healed",
                f"{state.label(c)} fails to heal.",
                {"char": uid, "amount": 0, "health": c.health},
            )
        )
        return
    healed = min(amount, room)
    c.health += healed
    events.append(
        Event(
            "healed",
            f"{state.label(c)} heals {healed} ({c.health} health).",
            {"char": uid, "amount": healed, "health": c.health},
        )
    )


def process_destruction(state: WowState, events: list[Event]) -> None:
    """403.2: destroy every character at 0 or less health, score VPs, then check for a win.

    This runs after every step of the rules, so the common case (no totem hit since the last look,
    nobody at 0 health) is checked without building a list."""
    if state.totem_hit:
        _destroy_totems(state, events)
    chars = state.chars
    for c in chars.values():  # is anyone doomed? (a loop that stops at the first is the cheapest test)
        if c.health <= 0 and c.pos is not None:
            break
    else:
        if state.damaged_by:
            state.damaged_by.clear()
        return
    doomed = [c for u in state.order if (c := chars[u]).pos is not None and c.health <= 0]
    for c in doomed:
        if not replacement.replace_destruction(state, c.uid, events):
            destroy(state, c, events, state.damaged_by.get(c.uid))
    if state.damaged_by:
        state.damaged_by.clear()
    if doomed:
        scoring.check_win(state, events)


def _destroy_totems(state: WowState, events: list[Event]) -> None:
    """403.2: totems whose damage reached their health leave the board. Only damage makes a totem
    reach it (its health is printed), so this looks only after a totem was hit (``totem_hit``)."""
    state.totem_hit = False
    for t in [t for t in state.totems.values() if t.damage and t.damage >= state.totem_health(t)]:
        events.append(
            Event(
                "destroyed",
                f"{state.name_of(t.uid)} is destroyed.",
                {"char": t.uid, "space": str(t.pos), "totem": True},
            )
        )
        del state.totems[t.uid]


def destroy(state: WowState, c: Char, events: list[Event], by: int | None = None) -> None:
    d = state.char_def(c.uid)
    events.append(Event("destroyed", f"{d.name} is destroyed.", {"char": c.uid, "space": str(c.pos)}))
    for pet in state.in_play():
        if pet.master == c.uid:
            summons.remove_pet(state, pet, events)
    if c.is_pet:
        summons.remove_pet(state, c, events, announce=False)
        return
    summons.drop_form(state, c, events)
    c.channel = None
    c.pos = None
    c.buffs.clear()
    c.statuses.clear()
    # 401.1a: counters leave the character card and its Action Bar cards.
    c.counters.clear()
    for inst in c.cards:
        inst.counters.clear()
    if state.game.options["battleground"]:
        c.clock = clocks.effect_tick_up(c.clock, state.master, 2)
    c.health = d.health
    points = LEGENDARY_KILL_VP if d.legendary else KILL_VP
    killer_only = state.game.options["kill_vp_to"] == "killer_side"
    for p in range(2):
        if p != c.owner and (not killer_only or p == by):
            scoring.score(state, p, points, f"destroying {d.name}", events)


def expire_buffs(state: WowState, when: str, events: list[Event]) -> None:
    """301.2c: remove every buff whose duration ends now (``until`` is "turn", "round" or
    "start:<uid>" for "until the start of that character's next turn"), then destruction.

    It runs at every start and end of turn, and most of the time no buff ends (most are "until"
    nothing) and nobody is at 0 health: one plain loop over the characters looks for both, so the
    walk over the characters in order and ``process_destruction`` run only when there is work."""
    chars = state.chars
    ending = False
    doomed = False
    for c in chars.values():
        if c.health <= 0 and c.pos is not None:
            doomed = True
        if c.buffs and not ending:
            for b in c.buffs:
                if b.until == when:
                    ending = True
                    break
    if ending:
        for u in state.order:
            c = chars[u]
            if not c.buffs:
                continue
            for b in [b for b in c.buffs if b.until == when]:
                counters.detach_buff(state, c, b, events)
                events.append(
                    Event(
                        "buff_removed",
                        f"{state.catalog.cards[b.card].name} ends on {state.label(c)}.",
                        {"char": c.uid, "card": b.card},
                    )
                )
    if ending or doomed or state.totem_hit:
        process_destruction(state, events)
    elif state.damaged_by:  # what process_destruction does when nobody is destroyed
        state.damaged_by.clear()
