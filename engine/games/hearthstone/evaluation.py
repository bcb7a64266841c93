"""A static evaluation of a Hearthstone position: a score in health-point units, and a win probability.

The greedy bot compares the ends of its candidate turns with it, the MCTS hooks rate actions with it,
and ``HearthstoneState.evaluate`` returns ``win_probability`` for search cut-offs. One side's
``side_score`` adds up:

* **hero**: ``HERO_WEIGHT * sqrt(health + armor)``, so a point of face damage is worth little at 30
  Health and a lot at 5 (a dead hero is ``-DEAD``);
* **danger**: the side that is not to act faces the active side's ready attackers (``ready_damage``:
  Attack of every character that may still attack, twice with Windfury, weapon included), and the
  side to act faces the other side's next turn (``next_turn_damage``: its minions and weapon); less
  what its Taunt minions soak up, a share of that comes off its Health first, and a lethal amount
  of ready damage costs ``LETHAL``. Both sides counting a threat keeps a position in the middle of a
  turn comparable with one after the turn has ended, which the search's leaves need;
* **board**: each minion's ``minion_value``: Attack and Health, plus its keywords (Taunt, Divine
  Shield, Windfury, Stealth, Poisonous, Lifesteal, Spell Damage), its text (Deathrattle, triggers,
  auras, enrage) unless silenced, minus a share of its Attack when Frozen or unable to attack;
* **weapon**: Attack times Durability; **Secrets**; **cards in hand**; **Mana Crystals**, minus
  overloaded ones; an empty deck costs the next Fatigue damage.

Trades need no term of their own: an attack changes both boards, and the search compares the boards
after it. ``score(state, p)`` is ``p``'s side minus the opponent's; ``win_probability`` squashes it
with a logistic of scale ``SCALE``. All weights are in Health points of a hero at about 20 Health.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from engine.games.hearthstone import rules
from engine.games.hearthstone.model import (
    CANT_ATTACK,
    DIVINE_SHIELD,
    FROZEN,
    LIFESTEAL,
    POISONOUS,
    STEALTH,
    TAUNT,
    WINDFURY,
    Entity,
)

if TYPE_CHECKING:
    from engine.games.hearthstone.state import HearthstoneState

HERO_WEIGHT = 8.0
"""Hero value is ``HERO_WEIGHT * sqrt(health + armor)``: 0.73 a point at 30 Health, 2.0 at 4."""

DEAD = 1000.0
"""The score of a dead hero: below anything else."""

DANGER_SHARE = 0.5
"""The share of the attackers' ready damage taken off the defending hero's Health before valuing it."""

LETHAL = 25.0
"""A defending hero whose Health the active side's ready attackers reach."""

ATTACK_WEIGHT = 1.5
HEALTH_WEIGHT = 1.0
TAUNT_VALUE = 1.0
TAUNT_HEALTH = 0.25
"""Taunt: a flat bonus plus a share of the Health it shields the hero with."""

DIVINE_SHIELD_VALUE = 1.5
DIVINE_SHIELD_ATTACK = 0.5
WINDFURY_ATTACK = 0.75
STEALTH_ATTACK = 0.5
POISONOUS_VALUE = 2.5
LIFESTEAL_ATTACK = 0.5
SPELL_DAMAGE_VALUE = 1.0
DEATHRATTLE_VALUE = 1.5
TRIGGER_VALUE = 1.0
AURA_VALUE = 1.5
ENRAGE_VALUE = 0.5
FROZEN_ATTACK = 0.7
"""A Frozen minion loses its next attack: this share of its Attack."""

WEAPON_WEIGHT = 0.8
"""Per point of Attack times Durability."""

SECRET_VALUE = 3.0
HAND_CARD = 1.8
CRYSTAL_VALUE = 0.8
OVERLOAD_VALUE = 0.8

SCALE = 6.0
"""Score difference that makes ``win_probability`` 0.73."""


def minion_value(e: Entity) -> float:
    """What a minion on the board is worth to its controller (0 for one about to die)."""
    health = e.max_health - e.damage
    if health <= 0 or e.pending:
        return 0.0
    flags = e.flags | e.aura_flags
    atk = e.atk
    value = HEALTH_WEIGHT * health
    if flags & CANT_ATTACK:
        atk_value = 0.0
    else:
        atk_value = ATTACK_WEIGHT * atk
        if flags & FROZEN:
            atk_value *= 1 - FROZEN_ATTACK
    value += atk_value
    if flags:
        if flags & TAUNT:
            value += TAUNT_VALUE + TAUNT_HEALTH * health
        if flags & DIVINE_SHIELD:
            value += DIVINE_SHIELD_VALUE + DIVINE_SHIELD_ATTACK * atk
        if flags & WINDFURY:
            value += WINDFURY_ATTACK * atk_value / ATTACK_WEIGHT
        if flags & STEALTH:
            value += STEALTH_ATTACK * atk
        if flags & POISONOUS:
            value += POISONOUS_VALUE
        if flags & LIFESTEAL:
            value += LIFESTEAL_ATTACK * atk
    card = e.card
    if not e.silenced:
        if card.spellpower:
            value += SPELL_DAMAGE_VALUE * card.spellpower
        if card.deathrattle:
            value += DEATHRATTLE_VALUE
        if card.triggers:
            value += TRIGGER_VALUE * len(card.triggers)
        if card.auras or card.cost_auras or card.other_auras:
            value += AURA_VALUE
        if card.enrage is not None:
            value += ENRAGE_VALUE
    for en in e.enchants:
        if en.spellpower:
            value += SPELL_DAMAGE_VALUE * en.spellpower
        if en.grant is not None:
            value += DEATHRATTLE_VALUE if en.grant.deathrattle else TRIGGER_VALUE
    return value


def ready_damage(state: HearthstoneState, p: int) -> int:
    """The damage ``p``'s characters could still deal this turn if every attack went face."""
    ents = state.ents
    pl = state.players[p]
    total = 0
    for i in (pl.hero, *pl.board):
        e = ents[i]
        if not rules.can_attack(state, e):
            continue
        atk = rules.hero_attack(state, e) if i == pl.hero else e.atk
        limit = 2 if e.has(WINDFURY) else 1
        if i == pl.hero and pl.weapon and ents[pl.weapon].has(WINDFURY):
            limit = 2
        total += atk * max(0, limit - e.attacks)
    return total


def next_turn_damage(state: HearthstoneState, p: int) -> int:
    """The damage ``p``'s minions and weapon could deal to the face on ``p``'s next turn (Frozen
    minions and those that cannot attack left out; Windfury twice)."""
    ents = state.ents
    pl = state.players[p]
    total = 0
    for i in pl.board:
        e = ents[i]
        if e.flags & FROZEN or e.has(CANT_ATTACK):
            continue
        total += e.atk * (2 if e.has(WINDFURY) else 1)
    if pl.weapon:
        total += ents[pl.weapon].atk
    return total


def taunt_wall(state: HearthstoneState, p: int) -> int:
    """The Health of ``p``'s Taunt minions: damage an attacker must spend before reaching the hero."""
    ents = state.ents
    total = 0
    for i in state.players[p].board:
        e = ents[i]
        if e.has(TAUNT):
            total += max(0, e.max_health - e.damage)
    return total


def hero_value(health: float) -> float:
    """The value of a hero's Health plus Armor (concave: the last points matter most).

    >>> round(hero_value(30) - hero_value(29), 2), round(hero_value(5) - hero_value(4), 2)
    (0.74, 1.89)
    """
    if health <= 0:
        return -DEAD
    return HERO_WEIGHT * math.sqrt(health)


def side_score(state: HearthstoneState, p: int) -> float:
    """Everything ``p`` has on the table and in hand, in Health points (see the module docstring)."""
    ents = state.ents
    pl = state.players[p]
    hero = ents[pl.hero]
    if hero.max_health - hero.damage <= 0 or pl.losing:
        return -DEAD
    health = float(hero.max_health - hero.damage + hero.armor)
    value = 0.0
    if not state.over:
        facing_now = state.active != p
        incoming = ready_damage(state, state.active) if facing_now else next_turn_damage(state, 1 - p)
        if incoming:
            through = max(0, incoming - taunt_wall(state, p))
            if facing_now and through >= health:
                value -= LETHAL
            health -= DANGER_SHARE * min(through, health - 1)
    value += hero_value(health)
    for i in pl.board:
        value += minion_value(ents[i])
    if pl.weapon:
        w = ents[pl.weapon]
        value += WEAPON_WEIGHT * w.atk * max(0, w.max_health - w.damage)
    value += SECRET_VALUE * len(pl.secrets)
    value += HAND_CARD * len(pl.hand)
    value += CRYSTAL_VALUE * (pl.crystals - pl.overload_owed - pl.overload_locked)
    if not pl.deck:
        value -= pl.fatigue + 1
    return value


def score(state: HearthstoneState, player: int) -> float:
    """``player``'s side score minus the opponent's (positive: ``player`` is ahead).

    >>> from engine.games.hearthstone.game import HearthstoneGame
    >>> s = HearthstoneGame().new_initial_state(3)
    >>> round(score(s, 0) + score(s, 1), 6)
    0.0
    """
    return side_score(state, player) - side_score(state, 1 - player)


def win_probability(state: HearthstoneState, player: int) -> float:
    """``player``'s chance to win as the evaluation sees it: the game's result once over, else the
    logistic of ``score``; what ``HearthstoneState.evaluate`` returns for search cut-offs.

    >>> from engine.games.hearthstone.game import HearthstoneGame
    >>> s = HearthstoneGame().new_initial_state(3)
    >>> round(win_probability(s, 0) + win_probability(s, 1), 6)
    1.0
    """
    if state.over:
        if not state.winners:
            return 0.5
        return 1.0 if player in state.winners else 0.0
    x = score(state, player) / SCALE
    if x > 50:
        return 1.0
    if x < -50:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))
