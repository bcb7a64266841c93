"""Position evaluation for the WoW Miniatures heuristic bot: pure functions over a ``WowState``.

Everything is measured in victory points (VP), the currency of the game (digest §1.3-1.4):

* an attack is worth its **expected** damage, not a sampled roll: the exact distribution of
  ``max(0, hits - blocks)`` with every die succeeding on 4-10 (P = 0.7, 105.1) and one reroll of a
  failed die for an attacker on high ground (406.2b) or a defender in cover (406.2a). Each point
  of damage earns a share of the target's kill VPs (4, or 8 for a legendary, 403.2c), and the
  chance that the attack destroys the target earns the rest, plus a bonus for removing a threat
  and a large bonus when the kill would win the game (102.1);
* a space is worth the VP-location points a character would score there at the next end of tick
  5 or 10 (502.1), minus the damage the enemies could deal to it there before it moves again
  (their range plus a natural move, LOS from where they stand, cover), minus how far it stands
  from both the VP locations and something it can attack;
* a tick paid is worth ``TICK_VALUE``: a character that pays more acts later (408.2, 500.4).

Enemy face-down cards are never read: an enemy's threat comes from its character card only.
The functions never change the state they are given.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from math import comb

from engine.games.wowminis.board import Terrain
from engine.games.wowminis.los import in_range, line_of_sight
from engine.games.wowminis.model import Ability
from engine.games.wowminis.state import KILL_VP, LEGENDARY_KILL_VP, Char, WowState
from engine.hex import Hex, distance

P_SUCCESS = 0.7
"""105.1: a d10 succeeds on 4-9 and on the crit (10)."""

DAMAGE_SHARE = 0.5
"""The share of a target's kill VPs earned by damage; the rest is earned by the kill itself."""

THREAT_BONUS = 0.25
"""Extra VP per attack die of the target's strongest attack when it is destroyed (focus the dangerous)."""

WIN_BONUS = 100.0
"""A kill that brings its player's VPs to their honor total wins the game."""

TICK_VALUE = 0.15
"""VP value of one tick of a character's clock: what a typical turn earns per tick (about 0.5 VP in 3)."""

VP_LOCATION_WEIGHT = 1.0
"""One VP per VP location on or adjacent to the character at the scoring tick (502.1a)."""

LATER_SCORING_SHARE = 0.4
"""A VP location counts this much when the character moves again before the scoring tick."""

VP_PROXIMITY = 0.12
"""VP per space of distance to the nearest VP location (draws characters toward them)."""

APPROACH = 0.15
"""VP per space a character stands beyond the range of its strongest attack to its nearest enemy."""

DANGER_WEIGHT = 0.35
"""How much of the damage enemies could deal next counts against a space."""

OUT_OF_REACH_NOW = 0.6
"""An enemy that must move to attack the space (or lacks LOS now) counts this much."""

ENEMY_MOVE = 2
"""The natural move an enemy is assumed to make before attacking (404.1)."""

SCORING_TICKS = (5, 10)


# -- dice ----------------------------------------------------------------------------------------
@lru_cache(maxsize=256)
def success_probs(dice: int, rerolls: int = 0) -> tuple[float, ...]:
    """P(k successes) for k = 0..dice, rerolling up to ``rerolls`` failed dice once (105.3).

    >>> [round(p, 2) for p in success_probs(2)]
    [0.09, 0.42, 0.49]
    >>> round(sum(k * p for k, p in enumerate(success_probs(1, rerolls=1))), 2)
    0.91
    """
    dice = max(0, dice)
    q = 1 - P_SUCCESS
    out = [0.0] * (dice + 1)
    for k in range(dice + 1):
        pk = comb(dice, k) * P_SUCCESS**k * q ** (dice - k)
        again = min(rerolls, dice - k)
        for j in range(again + 1):
            out[k + j] += pk * comb(again, j) * P_SUCCESS**j * q ** (again - j)
    return tuple(out)


@lru_cache(maxsize=1024)
def damage_probs(
    power: int, defense: int, attack_reroll: int = 0, defense_reroll: int = 0
) -> tuple[float, ...]:
    """P(d damage) for d = 0..power: attack successes minus blocks, never below 0 (601-602.1).

    >>> round(sum(d * p for d, p in enumerate(damage_probs(4, 0))), 2)
    2.8
    """
    hits = success_probs(power, attack_reroll if power > 0 else 0)
    blocks = success_probs(defense, defense_reroll if defense > 0 else 0)
    out = [0.0] * (max(0, power) + 1)
    for h, ph in enumerate(hits):
        for b, pb in enumerate(blocks):
            out[max(0, h - b)] += ph * pb
    return tuple(out)


# -- characters ----------------------------------------------------------------------------------
def kill_worth(state: WowState, target: Char) -> int:
    """The VPs its enemies score when ``target`` is destroyed (403.2c)."""
    return LEGENDARY_KILL_VP if state.char_def(target.uid).legendary else KILL_VP


def strongest_attack(state: WowState, c: Char) -> Ability:
    """The character card's attack ability with the most dice (face-down cards stay unknown)."""
    attacks = [a for a in state.char_def(c.uid).all_abilities() if a.is_attack]
    return max(attacks, key=lambda a: (a.stats.power, a.stats.max_range or 0))


def defense_dice(state: WowState, target: Char, kind: str) -> int:
    """601.2: armor dice against a physical attack, resist dice against a magic one."""
    return max(0, state.stat(target, "armor" if kind == "physical" else "resist"))


def attack_value(
    state: WowState,
    attacker: Char,
    target: Char,
    power: int,
    kind: str,
    from_space: Hex | None = None,
    target_space: Hex | None = None,
) -> float:
    """The expected VP value for the attacker's side of one attack on ``target``.

    ``from_space`` and ``target_space`` default to where the characters stand; they let the bot
    value an attack from a space it has not moved to yet, or a target standing somewhere else.
    """
    src = from_space if from_space is not None else attacker.pos
    dst = target_space if target_space is not None else target.pos
    if src is None or dst is None:
        return 0.0
    board = state.board
    attack_reroll = 1 if board.terrain_at(src) is Terrain.HIGH_GROUND else 0
    defense_reroll = 1 if board.terrain_at(dst) is Terrain.COVER else 0
    probs = damage_probs(power, defense_dice(state, target, kind), attack_reroll, defense_reroll)
    health = max(1, target.health)
    worth = kill_worth(state, target)
    per_point = DAMAGE_SHARE * worth / max(1, state.max_health(target))
    expected = 0.0
    kill = 0.0
    for d, p in enumerate(probs):
        expected += p * min(d, health)
        if d >= health:
            kill += p
    kill_bonus = (1 - DAMAGE_SHARE) * worth + THREAT_BONUS * strongest_attack(state, target).stats.power
    me = attacker.controller
    if target.owner != me and state.vp[me] + worth >= state.honor_total(me):
        kill_bonus += WIN_BONUS
    return expected * per_point + kill * kill_bonus


def guarded_attack_value(
    state: WowState,
    attacker: Char,
    target: Char,
    power: int,
    kind: str,
    from_space: Hex | None = None,
) -> float:
    """``attack_value`` when an adjacent enemy protector may take the target's place (600.4).

    The defending player swaps in a protector when it would lose less, so the attacker can count
    on the smaller of the two values.
    """
    value = attack_value(state, attacker, target, power, kind, from_space)
    if target.pos is None:
        return value
    for p in state.in_play():
        if (
            p.uid != target.uid
            and p.controller == target.controller
            and p.pos is not None
            and distance(p.pos, target.pos) == 1
            and "protector" in state.char_def(p.uid).keywords
        ):
            value = min(value, attack_value(state, attacker, p, power, kind, from_space))
    return value


def heal_value(state: WowState, target: Char, power: int) -> float:
    """The VP value of a heal of ``power`` dice on ``target``: expected health restored, capped."""
    missing = state.max_health(target) - target.health
    if missing <= 0 or target.pos is None:
        return 0.0
    restored = sum(p * min(k, missing) for k, p in enumerate(success_probs(power)))
    return restored * DAMAGE_SHARE * kill_worth(state, target) / max(1, state.max_health(target))


# -- attacks a character could make --------------------------------------------------------------
@dataclass(frozen=True)
class AttackOption:
    """The best single attack found: its ability, target and expected value."""

    ability: str
    target: str
    value: float


def usable_attacks(state: WowState, c: Char, action_free: bool, instant_free: bool) -> list[Ability]:
    """Attack abilities the character could pay for with the turn options still free (501.3)."""
    out: list[Ability] = []
    for ab, _inst in state.abilities_of(c):
        if not ab.is_attack or ab.stats.max_range is None:
            continue
        free = instant_free if ab.speed == "instant" else action_free
        if free and state.can_pay(c, ab.stats.cost or 0):
            out.append(ab)
    return out


def best_attack_from(
    state: WowState,
    c: Char,
    space: Hex,
    attacks: list[Ability],
    power_bonus: int = 0,
) -> AttackOption | None:
    """The best attack ``c`` could make from ``space`` with one of ``attacks`` (value net of ticks).

    Respects range, minimum range and LOS (405.2) and taunt (708.5). A multi-target or AOE
    attack is valued as the sum of its best targets' values (an AOE by its best single target,
    since a triangle's other spaces are rarely filled).
    """
    if not attacks:
        return None
    enemies = [e for e in state.in_play() if e.controller != c.controller and e.pos is not None]
    if not enemies:
        return None
    blockers = state.enemy_spaces(c.controller)
    mode = state.game.options["midpoint_blockers"]
    taunters = {
        e.uid for e in enemies if e.pos is not None and distance(e.pos, space) == 1
        and "taunt" in state.char_def(e.uid).keywords
    }
    bonus = state.stat(c, "power") + power_bonus
    best: AttackOption | None = None
    for ab in attacks:
        lo = ab.stats.min_range or 0
        hi = ab.stats.max_range or 0
        scored: list[tuple[float, str]] = []
        for e in enemies:
            assert e.pos is not None
            if taunters and e.uid not in taunters:
                continue
            if not in_range(state.board, space, e.pos, lo, hi, blockers, midpoint_blockers=mode):
                continue
            kind = ab.stats.power_kind or "physical"
            value = guarded_attack_value(state, c, e, ab.stats.power + bonus, kind, from_space=space)
            scored.append((value, e.uid))
        if not scored:
            continue
        scored.sort(key=lambda s: (-s[0], s[1]))
        count = 1 if ab.aoe else max(1, ab.targets)
        total = sum(v for v, _ in scored[:count]) - TICK_VALUE * (ab.stats.cost or 0)
        if best is None or total > best.value:
            best = AttackOption(ab.id, scored[0][1], total)
    return best


# -- spaces ----------------------------------------------------------------------------------------
def ticks_to_scoring(master: int) -> int:
    """How many ticks after the current one the next VP scoring happens (0: at the end of this one).

    >>> ticks_to_scoring(5), ticks_to_scoring(6), ticks_to_scoring(10), ticks_to_scoring(1)
    (0, 4, 0, 4)
    """
    return min((t - master) % 10 for t in SCORING_TICKS)


def vp_locations_near(state: WowState, space: Hex) -> int:
    """VP locations on or adjacent to ``space`` (502.1a: each scores separately)."""
    return sum(1 for v in state.board.vp_locations if distance(v, space) <= 1)


def danger(state: WowState, c: Char, space: Hex) -> float:
    """The VP the enemies could take from ``c`` standing at ``space`` with one attack each.

    Each enemy counts with its strongest character-card attack if it can reach ``space`` with a
    natural move plus its range; fully when it already has range and LOS. The ticks ``c`` pays
    do not change it: the enemies take their turns whether or not ``c`` spends its own.
    """
    total = 0.0
    mode = state.game.options["midpoint_blockers"]
    friends = frozenset(
        o.pos for o in state.in_play() if o.controller == c.controller and o.uid != c.uid and o.pos
    )
    for e in state.in_play():
        if e.controller == c.controller or e.pos is None:
            continue
        ab = strongest_attack(state, e)
        d = distance(e.pos, space)
        hi = ab.stats.max_range or 0
        if d > hi + ENEMY_MOVE:
            continue
        factor = 1.0
        if d > hi or d < (ab.stats.min_range or 0) or not line_of_sight(
            state.board, e.pos, space, friends, midpoint_blockers=mode
        ):
            factor = OUT_OF_REACH_NOW
        kind = ab.stats.power_kind or "physical"
        loss = attack_value(state, e, c, ab.stats.power, kind, from_space=e.pos, target_space=space)
        total += factor * loss
    return total


def space_value(state: WowState, c: Char, space: Hex, ahead_after: int) -> float:
    """How good ``space`` is for ``c`` to end its turn in (VP locations, danger, approach).

    ``ahead_after``: how far ahead of the master clock ``c`` will be once its turn is over; a
    character that will still be standing there at the next scoring tick earns the full VP.
    """
    value = 0.0
    near = vp_locations_near(state, space)
    if near:
        stays = ahead_after > ticks_to_scoring(state.master)
        value += VP_LOCATION_WEIGHT * near * (1.0 if stays else LATER_SCORING_SHARE)
    elif state.board.vp_locations:
        value -= VP_PROXIMITY * min(distance(v, space) - 1 for v in state.board.vp_locations)
    value -= DANGER_WEIGHT * danger(state, c, space)
    enemies = [e.pos for e in state.in_play() if e.controller != c.controller and e.pos is not None]
    if enemies:
        ab = strongest_attack(state, c)
        nearest = min(distance(space, e) for e in enemies)
        value -= APPROACH * max(0, nearest - (ab.stats.max_range or 0))
        if nearest < (ab.stats.min_range or 0):
            value -= APPROACH * 2
    return value


# -- the whole position ------------------------------------------------------------------------------
def material(state: WowState, player: int) -> float:
    """VP-equivalent of the health of ``player``'s characters in play: what enemies must still deal."""
    total = 0.0
    for c in state.in_play():
        if c.controller == player:
            total += DAMAGE_SHARE * kill_worth(state, c) * max(0, c.health) / max(1, state.max_health(c))
    return total


def score(state: WowState, player: int) -> float:
    """A static score of the position for ``player`` in VP: margin to honor plus material, vs the foe.

    >>> from engine.games.wowminis.game import WowMinisGame
    >>> s = WowMinisGame().new_initial_state(1)
    >>> score(s, 0) == -score(s, 1)
    True
    """
    other = 1 - player
    mine = state.vp[player] - state.honor_total(player) + material(state, player)
    theirs = state.vp[other] - state.honor_total(other) + material(state, other)
    return mine - theirs


def win_probability(state: WowState, player: int, scale: float = 10.0) -> float:
    """``score`` squashed into [0, 1]; ``WowState.evaluate`` returns it for MCTS cut-offs.

    >>> from engine.games.wowminis.game import WowMinisGame
    >>> s = WowMinisGame().new_initial_state(1)
    >>> win_probability(s, 0) < 0.5 < win_probability(s, 1)  # the Alliance party has 1 more honor
    True
    """
    if state.result is not None:
        return 1.0 if player in state.result.winners and len(state.result.winners) == 1 else (
            0.5 if player in state.result.winners or not state.result.winners else 0.0
        )
    return 1.0 / (1.0 + math.exp(-score(state, player) / scale))
