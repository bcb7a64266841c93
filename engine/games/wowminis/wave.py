"""The end-of-tick wave (704.2d) resolving one effect at a time, with the order of its damage (107.2).

sequence.py finds the wave's triggers (VP scoring first, then each affected character's triggers in
the order its controller chose) and hands them to ``start``. The wave is a ``WaveResolve`` work item:
a snapshot of every effect to apply (704.2c), resolved one per step, so a decision an effect asks for
(competing replacement effects, 709.2) waits on top of the wave and the wave carries on after it.
Nobody is destroyed until the wave ends (``WowState.in_wave``); then destruction, VPs and the win.

The wave's damage is simultaneous, and 107.2 processes the damage to the turn player's party first,
then the other party's: the wave applies the effects on the turn player's party's characters first,
then those on the other party's (each party in seat order, as 704.2d's implementation in the rules
digest applies them player by player). When the wave damages two or more characters of one party,
the turn player orders the damage to their party's characters, then the other player (the same
``DamageOrder`` as an attack's or an effect's), and each party's damaged characters' effects resolve
in that order, in the places the damaged characters had in their party's part of the wave. With at
most one damaged character per party nobody is asked.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from engine.core import Event
from engine.games.wowminis import damage, scoring, simultaneous
from engine.games.wowminis.effects import EffectContext, run_effect
from engine.games.wowminis.model import Effect
from engine.games.wowminis.work import WaveResolve, Work

if TYPE_CHECKING:
    from engine.games.wowminis.sequence import WaveTrigger
    from engine.games.wowminis.state import WowState


def start(state: WowState, wave: Sequence[tuple[str, Sequence[WaveTrigger]]], events: list[Event]) -> None:
    """Put the wave on the stack: ``wave`` lists each affected character with its triggers in order.

    Damage to two or more characters of one party asks for its order first (107.2)."""
    steps = tuple(
        f"{uid}|{t.name}|{t.source}|{'-' if t.party is None else t.party}|{k}"
        for uid, triggers in wave
        for t in triggers
        for k in range(len(t.effects))
    )
    state.stack.append(WaveResolve(steps))
    hurt = [uid for uid, n in wave_damage(state, steps).items() if n > 0]
    parties = [simultaneous.party_of(state, u) for u in hurt]
    if any(parties.count(p) >= 2 for p in parties):
        simultaneous.push_orders(state, hurt, effect=True)


def _effect(state: WowState, step: str) -> tuple[str, EffectContext, Effect]:
    """The affected character, the context and the effect of one step of the wave."""
    uid, name, source, party, k = step.split("|")
    if party == "-":
        trigger = next(t for t in state.char_def(source).triggers if t.id == name)
        effects = trigger.effects
    else:
        spec = state.catalog.cards[name].buff
        assert spec is not None, step
        effects = spec.end_of_tick
    return uid, EffectContext(source, None, None, None if party == "-" else int(party)), effects[int(k)]


def wave_damage(state: WowState, steps: Sequence[str]) -> dict[str, int]:
    """The damage the wave's effects are about to deal to each character, in wave order (what a
    damage-order prompt shows)."""
    out: dict[str, int] = {}
    for step in steps:
        uid, _, eff = _effect(state, step)
        if eff.op == "damage" and eff.target in ("target", "holder", "self"):
            out[uid] = out.get(uid, 0) + int(eff.param("amount", 0))
    return out


def _ordered_steps(state: WowState, item: WaveResolve) -> tuple[str, ...]:
    """107.2: the effects on the turn player's party's characters first, then the other party's; within
    a party the damaged characters' effects follow the chosen order, in the damaged characters' places."""
    tp = state.turn_player if state.turn_player is not None else state.first_player
    rank = {uid: i for i, uid in enumerate(item.ordered)}
    by_char: dict[str, list[str]] = {}
    for step in item.steps:
        by_char.setdefault(step.split("|", 1)[0], []).append(step)
    new_order: list[str] = []
    for turn_party in (True, False):
        group = [u for u in by_char if (simultaneous.party_of(state, u) == tp) == turn_party]
        slots = iter(sorted((u for u in group if u in rank), key=rank.__getitem__))
        new_order.extend(next(slots) if u in rank else u for u in group)
    return tuple(step for u in new_order for step in by_char[u])


def resolve_step(state: WowState, item: Work, events: list[Event]) -> bool:
    """Apply the wave's next effect; after the last, destruction, VPs and the win check (704.2d)."""
    assert isinstance(item, WaveResolve)
    state.stack.pop()
    steps = _ordered_steps(state, item) if item.index == 0 and item.steps else item.steps
    if item.index >= len(steps):
        damage.process_destruction(state, events)
        scoring.check_win(state, events)
        return True
    state.stack.append(WaveResolve(steps, (), item.index + 1))
    uid, ctx, eff = _effect(state, steps[item.index])
    state.in_wave = True
    run_effect(state, ctx, eff, [uid], events)
    state.in_wave = False
    return True


def in_wave(state: WowState) -> bool:
    """Whether a wave waits under the pending decision (a replacement choice inside the wave)."""
    return any(isinstance(w, WaveResolve) for w in state.stack)
