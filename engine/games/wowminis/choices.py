"""Decisions inside resolving abilities and damage: modes (703.1b), "may" steps (706.4), competing
replacement effects (709.2), the order of simultaneous damage (107.2), which buff an effect moves
(301.3) and which Action Bar card an effect makes a character exhaust (106.1, 602.2).

sequence.py hands these work items here: ``decider`` says whose decision it is, ``options`` lists
the legal actions, ``answer`` applies one, and ``HANDLERS`` say when an item waits. Notation:

=====================================  ===================================================
``mode ruby tick``                     703.1b: the mode of the modal ability being played
``may grom yes`` / ``may grom no``     706.4: do the optional step or not
``replace jaina power_word_shield``    709.2: which replacement effect applies first (damage,
                                       healing, a natural move or a destruction)
``damage-order jaina,ruby``            107.2: the order your characters' damage is processed in
``move-buff grom inner_fire``          301.3: which of that character's buffs the effect moves
``exhaust-card grom gorehowl``         106.1: which of its ready Action Bar cards that character
                                       exhausts (its controller chooses)
=====================================  ===================================================
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import permutations

from engine.core import Event
from engine.games.wowminis import control, damage, effects, replacement, simultaneous, wave
from engine.games.wowminis.actions import WowAction, act
from engine.games.wowminis.state import WowState
from engine.games.wowminis.work import (
    BuffChoice,
    DamageOrder,
    EffectDamage,
    ExhaustChoice,
    MayChoice,
    ModeChoice,
    ReplaceChoice,
    ResolvePlay,
    RevertControl,
    WaveResolve,
    Work,
)

CHOICE_TYPES: tuple[type[Work], ...] = (
    ModeChoice,
    MayChoice,
    ReplaceChoice,
    DamageOrder,
    BuffChoice,
    ExhaustChoice,
)


def decider(state: WowState, top: Work) -> int:
    """The player who makes the pending decision."""
    if isinstance(top, (ModeChoice, MayChoice)):
        return state.plays[top.play].player
    if isinstance(top, (ReplaceChoice, BuffChoice, ExhaustChoice)):
        return top.chooser
    assert isinstance(top, DamageOrder)
    return top.player


def options(state: WowState, top: Work) -> list[WowAction]:
    """The legal actions of the pending decision."""
    if isinstance(top, ModeChoice):
        play = state.plays[top.play]
        ab = state.any_ability(state.chars[play.char], play.ability)
        assert ab is not None
        return [act("mode", play.char, m.id) for m in ab.modes]
    if isinstance(top, MayChoice):
        who = state.plays[top.play].char
        return [act("may", who, "yes"), act("may", who, "no")]
    if isinstance(top, ReplaceChoice):
        return [act("replace", top.char, card) for card in replacement.options(state, top)]
    if isinstance(top, BuffChoice):
        return [act("move-buff", top.char, b.card) for b in effects.movable_buffs(state, top.char, top.only)]
    if isinstance(top, ExhaustChoice):
        return [act("exhaust-card", top.char, i.card) for i in effects.ready_cards(state, top.char)]
    assert isinstance(top, DamageOrder)
    return [act("damage-order", ",".join(p)) for p in permutations(sorted(top.chars))]


def answer(state: WowState, top: Work, action: WowAction, events: list[Event]) -> None:
    """Apply the chosen action to the pending decision (which it takes off the stack)."""
    state.stack.pop()
    if isinstance(top, ModeChoice):
        play = state.plays[top.play]
        play.mode = action.args[1]
        ab = state.any_ability(state.chars[play.char], play.ability)
        assert ab is not None
        mode = next(m for m in ab.modes if m.id == play.mode)
        events.append(
            Event(
                "mode_chosen",
                f"{state.name_of(play.char)} chooses: {mode.name} (703.1b).",
                {"char": play.char, "ability": play.ability, "mode": mode.id, "play": play.id},
            )
        )
    elif isinstance(top, MayChoice):
        below = state.stack[-1]
        assert isinstance(below, ResolvePlay) and below.play == top.play and below.step == top.step
        state.stack[-1] = ResolvePlay(top.play, top.step, action.args[1])
        play = state.plays[top.play]
        verb = "does" if action.args[1] == "yes" else "does not do"
        events.append(
            Event(
                "may_chosen",
                f"{state.name_of(play.char)} {verb} the optional step (706.4).",
                {"char": play.char, "play": top.play, "step": top.step, "answer": action.args[1]},
            )
        )
    elif isinstance(top, ReplaceChoice):
        card = action.args[1]
        events.append(
            Event(
                "replacement_chosen",
                f"{state.names[top.chooser]} applies {state.catalog.cards[card].name} first (709.2).",
                {"player": top.chooser, "char": top.char, "card": card},
            )
        )
        # Inside an end-of-tick wave nobody is destroyed until the wave ends (704.2d).
        state.in_wave = wave.in_wave(state)
        hit = replacement.resolve(state, replacement.hit_of(top), events, pick=card)
        if hit is not None and hit.event == "damage":
            damage.take_damage(state, hit, events)
        elif hit is not None and hit.event == "heal":
            damage.heal_dial(state, hit.char, hit.amount, events)
        elif hit is not None and hit.event == "destroyed":
            # The rest of the destruction check waited for this answer (403.2).
            damage.process_destruction(state, events)
        state.in_wave = False
    elif isinstance(top, BuffChoice):
        _move_chosen(state, top, action.args[1], events)
    elif isinstance(top, ExhaustChoice):
        effects.exhaust_card(state, top.char, action.args[1], events)
        damage.process_destruction(state, events)
    else:
        assert isinstance(top, DamageOrder)
        simultaneous.set_damage_order(state, top, action.args[0].split(","), events)


def _move_chosen(state: WowState, top: BuffChoice, card: str, events: list[Event]) -> None:
    """301.3: move the chosen buff; a health buff leaving may destroy its old holder (403.2)."""
    events.append(
        Event(
            "buff_chosen",
            f"{state.names[top.chooser]} chooses {state.catalog.cards[card].name} (301.3).",
            {"player": top.chooser, "char": top.char, "card": card},
        )
    )
    effects.move_buff(state, top.char, top.to, card, events)
    damage.process_destruction(state, events)


def _buff_choice_waiting(state: WowState, item: Work, events: list[Event]) -> bool:
    """Asked only while two or more buffs could move; fewer (something else resolved first), and the
    one left moves, or nothing does."""
    assert isinstance(item, BuffChoice)
    left = effects.movable_buffs(state, item.char, item.only)
    if len(left) >= 2 and state.chars[item.to].pos is not None:
        return False
    state.stack.pop()
    if left:
        effects.move_buff(state, item.char, item.to, left[0].card, events)
        damage.process_destruction(state, events)
    return True


def _exhaust_choice_waiting(state: WowState, item: Work, events: list[Event]) -> bool:
    """Asked only while two or more cards are ready; one left (another effect exhausted the rest
    first) is exhausted without a question, none means nothing happens."""
    assert isinstance(item, ExhaustChoice)
    left = effects.ready_cards(state, item.char)
    if len(left) >= 2:
        return False
    state.stack.pop()
    if left:
        effects.exhaust_card(state, item.char, left[0].card, events)
        damage.process_destruction(state, events)
    return True


def _always_wait(state: WowState, item: Work, events: list[Event]) -> bool:
    """Modes, "may" steps and competing replacements are only put on the stack when they are real
    choices (two or more modes; something to do; two or more effects of one player)."""
    return False


HANDLERS: dict[type[Work], Callable[[WowState, Work, list[Event]], bool]] = {
    ModeChoice: _always_wait,
    MayChoice: _always_wait,
    ReplaceChoice: _always_wait,
    DamageOrder: simultaneous.damage_order_waiting,
    BuffChoice: _buff_choice_waiting,
    ExhaustChoice: _exhaust_choice_waiting,
    EffectDamage: simultaneous.effect_damage,
    RevertControl: control.revert_control,
    WaveResolve: wave.resolve_step,
}
