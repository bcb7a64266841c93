"""The project's card-building budget (docs/keeper-card-building.md), standing in for the absent
Card Building Guide.

Anchors from the rulebook: crafting shows that each level buys 1 SP or 2 HP; embodying shows that an
ability is priced like the spell that carries it, and costs at least one level on a minion; the three
Revised Levels texts show that effects carry level prices. So a card needs
``level >= SP + ceil(HP / 2) + sum of ability prices`` and Ultra Points for its strongest abilities.
``check_card`` gives the verdict with one line per priced part, so a designer sees why.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from engine.games.keeper.cards import Ability, Card, Effect, Sub

EFFECT_PRICE: dict[str, float] = {
    "destroy": 3,
    "bounce": 2,
    "bury": 2,
    "sheathe": 2,
    "silo": 2,
    "exhaust": 1,
    "fatigue": 1,
    "petrify": 2,
    "hypnotize": 3,
    "distract": 1,
    "conscript": 1,
    "negate": 3,
    "remove": 3,
    "clone": 1,
    "embody": 1,
    "deploy": 1,
    "gift_summon": 0.5,
}
"""Level price per target of the effects without a number."""
PER_N: dict[str, float] = {
    "down_level": 0.5,
    "boost_sp": 1,
    "damage": 0.5,
    "draw": 1,
    "dice_burn": 1.5,
    "dice_heal": 0.5,
    "dice_wound": 1,
}
"""Level price per unit of ``n`` (per target for targeted effects)."""
COUNTER_PRICE: dict[str, float] = {
    "sword": 1,
    "shield": 1,
    "voodoo": 1.5,
    "weakness": 1.5,
    "damage": 1,
    "exhaustion": 1,
    "fatigue": 1,
    "berzerk": 1.5,
    "taunt": 1,
    "medic": 1.5,
    "assassin": 1,
    "dice": 1,
    "trap": 1.5,
    "undying": 1.5,
}
"""Level price of one counter of each type."""
CONDITION_PRICE: dict[str, float] = {
    "standard": 0,
    "any_time": 1,
    "enemy_chain": 1,
    "enemy_attacks": 0.5,
    "minion_damaged": 0.5,
    "this_destroyed": 0,
}
GHOST_PRICE = 1.0
HEX_PRICE = 0.5
COST_DISCOUNT: dict[str, float] = {
    "pay_hp": 1 / 3,
    "self_exhaust": 0.5,
    "self_bounce": 1,
    "self_destroy": 1.5,
    "self_bury": 1,
    "self_sheathe": 0.5,
}
"""Level discount per unit of each activation cost (per 3 HP paid: one level)."""
OWN_TARGET_FACTOR = 0.5
"""Effects aimed at your own minions or this card are worth half (they are often drawbacks or set-ups)."""
ULTRA_THRESHOLD = 4
"""An ability priced above this many levels needs one Ultra Point per level above it."""
MIN_ABILITY_PRICE = 1


@dataclass(frozen=True)
class Verdict:
    """A card's budget check: ``ok``, the level and Ultra Points it needs, and the reasons."""

    ok: bool
    needed_level: int
    needed_ultra: int
    lines: tuple[str, ...]

    def explain(self) -> str:
        return "\n".join(self.lines)


def effect_price(e: Effect, sub: Sub) -> float:
    """Levels one effect is worth, for every target the sub-ability may select."""
    targets = sub.target.count if sub.target is not None else 1
    if e.op == "counter":
        each = COUNTER_PRICE[e.counter] * e.n
    elif e.op == "craft":
        return float(e.n * max(e.level, 1))
    elif e.op in PER_N:
        each = PER_N[e.op] * e.n
    else:
        each = EFFECT_PRICE[e.op]
    if sub.target is not None and sub.target.what in ("your_minion", "this"):
        each *= OWN_TARGET_FACTOR
    return each * targets


def ability_price(a: Ability) -> float:
    """Levels an ability costs before rounding: effects, condition, ghost/hex-play, less its costs."""
    total = sum(effect_price(e, s) for s in a.subs for e in s.effects)
    total += CONDITION_PRICE[a.condition]
    total += GHOST_PRICE if a.ghost else HEX_PRICE if a.hex else 0
    total -= sum(COST_DISCOUNT[c.kind] * c.n for c in a.costs)
    return max(float(MIN_ABILITY_PRICE), total)


def ability_levels(a: Ability) -> int:
    return math.ceil(ability_price(a) - 1e-9)


def ability_ultra(a: Ability) -> int:
    return max(0, ability_levels(a) - ULTRA_THRESHOLD)


def check_card(card: Card) -> Verdict:
    """Whether ``card``'s level and Ultra Points pay for what it has, with the reasons."""
    from engine.games.keeper.text import ability_text

    lines: list[str] = []
    needed = 0
    ultra = 0
    if card.kind == "minion":
        stats = card.sp + math.ceil(card.hp / 2)
        lines.append(f"{card.sp} SP and {card.hp} HP: {stats} level(s) (1 per SP, 1 per 2 HP)")
        needed += stats
    for a in card.abilities:
        levels = ability_levels(a)
        label = a.name or ability_text(a)
        lines.append(
            f"{label}: {levels} level(s)"
            + (f", {ability_ultra(a)} Ultra Point(s)" if ability_ultra(a) else "")
        )
        needed += levels
        ultra += ability_ultra(a)
    ok = True
    if card.level < needed:
        ok = False
        lines.append(f"Too cheap: level {card.level} but the card is worth {needed}.")
    elif card.level > needed:
        lines.append(f"Fine, but generous: level {card.level} pays for {needed}.")
    else:
        lines.append(f"Balanced: level {card.level}.")
    if card.ultra < ultra:
        ok = False
        lines.append(f"Needs {ultra} Ultra Point(s), has {card.ultra}.")
    return Verdict(ok, needed, ultra, tuple(lines))
