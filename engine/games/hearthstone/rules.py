"""The board's basic facts for the Hearthstone rules: limits, entities, who is in play, stats read, costs.

The timing model lives beside it, one concept per module: ``triggers`` (queues, Rules 1-2),
``phases`` (end-of-phase Steps, deaths, Rules 3, 7, 8), ``auras`` (stats and Aura Updates, Rule 4),
``damage`` (damage, healing, freeze, destroy, silence), ``zones`` (summon, draw, bounce, control,
transform, weapons) and ``sequences`` (the Player Actions). Functions take the ``HearthstoneState``
(``s``); nothing formats text unless ``s.quiet`` is off.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.games.hearthstone.model import CANT_ATTACK, CHARGE, FROZEN, PLAY, RUSH, WINDFURY, Entity

if TYPE_CHECKING:
    from engine.games.hearthstone.cards import CardDef, Effect
    from engine.games.hearthstone.state import HearthstoneState

MAX_BOARD = 7
MAX_HAND = 10
MAX_SECRETS = 5
MAX_MANA = 10
INT32_MAX = 2**31 - 1

# Other auras (Rule 4c), one bit per kind, per player, as of the last AU(Other).
AUCHENAI = 1
RIVENDARE = 2
HERO_IMMUNE = 4
VELEN = 8
OTHER_AURA_BITS = {"auchenai": AUCHENAI, "rivendare": RIVENDARE, "hero_immune": HERO_IMMUNE, "velen": VELEN}
VELEN_SHIFT = 8
"""A player's ``other_auras`` keeps the number of Prophet Velens above this bit: each one doubles."""


class Ctx:
    """What an effect resolves with: its source, controller, remembered target and the event that fired it.

    ``amount`` is the triggering event's number (damage taken, cards drawn); ``result`` is what the
    previous effect of the same list reported (a killed target, a drawn card) for conditions like
    "if that kills it" (Rule 5b). ``position`` is the remembered board position of a dead minion.
    """

    __slots__ = (
        "source",
        "controller",
        "target",
        "ev_target",
        "ev_source",
        "amount",
        "option",
        "result",
        "position",
        "spell",
        "combo",
    )

    def __init__(self, source: Entity, controller: int, target: Entity | None = None) -> None:
        self.source = source
        self.controller = controller
        self.target = target
        self.ev_target: Entity | None = None
        self.ev_source: Entity | None = None
        self.amount = 0
        self.option = 0
        self.result: Entity | None = None
        self.position = -1
        self.spell = False
        self.combo = False


class DeathEvent:
    """A Death Event of the DCS: the dead entity, its controller at death, its remembered position."""

    __slots__ = ("entity", "controller", "position", "rattles", "ts")

    def __init__(
        self,
        entity: Entity,
        controller: int,
        position: int,
        rattles: list[tuple[int, tuple[Effect, ...]]],
        ts: int,
    ) -> None:
        self.entity = entity
        self.controller = controller
        self.position = position
        self.rattles = rattles
        self.ts = ts


# -- bookkeeping ------------------------------------------------------------------------------------


def log(s: HearthstoneState, kind: str, text: str, *args: object, **data: Any) -> None:
    """Record an event for the client; ``text.format(*args)`` is only built when events are wanted."""
    if not s.quiet:
        s.events.append((kind, text.format(*args), data))


def new_ts(s: HearthstoneState) -> int:
    s.clock += 1
    return s.clock


def new_entity(s: HearthstoneState, card: CardDef, controller: int, zone: int) -> Entity:
    eid = s.next_id
    s.next_id += 1
    e = Entity(eid, card, controller, zone, new_ts(s))
    s.ents[eid] = e
    return e


def is_minion(e: Entity) -> bool:
    return e.card.type == "minion"


def is_hero(e: Entity) -> bool:
    return e.card.type == "hero"


def dying(e: Entity) -> bool:
    """Mortally wounded or pending destroy (Rule 5): still in play, but negative effects skip it."""
    return e.pending or e.max_health - e.damage <= 0


def in_play(e: Entity) -> bool:
    return e.zone == PLAY


def characters(s: HearthstoneState, p: int) -> list[Entity]:
    """A player's hero and minions in play."""
    pl = s.players[p]
    ents = s.ents
    return [ents[pl.hero], *[ents[i] for i in pl.board]]


def board(s: HearthstoneState, p: int) -> list[Entity]:
    ents = s.ents
    return [ents[i] for i in s.players[p].board]


def all_minions(s: HearthstoneState) -> list[Entity]:
    """Every minion in play in order of play."""
    ents = s.ents
    found = [ents[i] for i in s.players[0].board] + [ents[i] for i in s.players[1].board]
    found.sort(key=_ts)
    return found


def _ts(e: Entity) -> int:
    return e.ts


def oop(entities: list[Entity]) -> list[Entity]:
    """Entities in order of play (oldest first)."""
    return sorted(entities, key=_ts)


def hero_attack(s: HearthstoneState, hero: Entity) -> int:
    """Hero Attack = hero enchantments + weapon Attack, each clamped on its own (§2.4)."""
    total = hero.atk
    weapon = s.players[hero.controller].weapon
    if weapon and hero.controller == s.active:
        total += s.ents[weapon].atk
    return total


def attack_value(s: HearthstoneState, e: Entity) -> int:
    return hero_attack(s, e) if is_hero(e) else e.atk


def spell_power(s: HearthstoneState, p: int) -> int:
    """Spell Damage: always current, never an aura (§3); silence removes it at once."""
    total = 0
    ents = s.ents
    for i in s.players[p].board:
        e = ents[i]
        if not e.silenced:
            total += e.card.spellpower
        for en in e.enchants:
            total += en.spellpower
    return total


def has_other(s: HearthstoneState, p: int, bit: int) -> bool:
    return bool(s.other_auras[p] & bit)


def wrap32(value: int) -> int:
    """A sum as a 32-bit signed tag holds it (§1.1): past 2^31 - 1 it wraps around to negative values."""
    return (value + 2**31) % 2**32 - 2**31 if value > INT32_MAX else value


def tag_value(value: int) -> int:
    """A number written to a 32-bit signed tag (§1.1): past 2^31 - 1 it wraps, and a value that wraps to
    a negative one is stored as 0 (E-199: Void Terror's +2^31 Health enchantment adds nothing)."""
    if value > INT32_MAX:
        value = wrap32(value)
        return value if value > 0 else 0
    return value


def velen_factor(s: HearthstoneState, p: int, source: Entity) -> int:
    """DH2a: each Prophet Velen ``p`` had at the last AU(Other) doubles the damage and healing of ``p``'s
    spells (Secrets included) and Hero Power, after Spell Damage."""
    count = s.other_auras[p] >> VELEN_SHIFT
    if count and source.card.type in ("spell", "hero_power"):
        return 1 << count
    return 1


# -- costs ------------------------------------------------------------------------------------------


def cost_of(s: HearthstoneState, e: Entity) -> int:
    """M5/M6: Summoning Portal's aura first (not below 1), then the card's own changes, the player's
    cost marks in the order made, then the other cost auras in order of play; only the result is
    clamped to 0 (E-146: a Shadowstepped Loatheb with two Portals costs 0)."""
    card = e.card
    value = card.cost
    p = e.controller
    late: list[tuple[int, int]] = []
    if s.cost_auras:
        ents = s.ents
        for src_id, aura in s.cost_auras:
            src = ents[src_id]
            if not aura.applies(s, src, e):
                continue
            if aura.floor:
                if value > aura.floor:
                    value = max(aura.floor, value + aura.amount)
            else:
                late.append((src.ts, aura.amount))
    value += e.cost_change
    if card.self_cost is not None:
        value += card.self_cost(s, e)
    for kind, amount in s.players[p].cost_marks:
        if not mark_applies(kind, card):
            continue
        if kind.startswith("set_"):
            value = amount
        else:
            value += amount
    for _, amount in late:
        value += amount
    return value if value > 0 else 0


def mark_applies(kind: str, card: CardDef) -> bool:
    """Whether a cost mark (``[set_][next_]card|minion|spell|secret``) changes ``card``'s cost."""
    base = kind.removeprefix("set_").removeprefix("next_")
    return base in ("card", card.type) or (base == "secret" and card.is_secret)


def use_one_card_marks(s: HearthstoneState, p: int, card: CardDef) -> None:
    """A played card uses up the ``next_`` marks that applied to it (Preparation, Kirin Tor Mage)."""
    marks = s.players[p].cost_marks
    if marks:
        s.players[p].cost_marks = tuple(
            (kind, amount)
            for kind, amount in marks
            if not (kind.removeprefix("set_").startswith("next_") and mark_applies(kind, card))
        )


# -- sequences --------------------------------------------------------------------------------------


def start_sequence(s: HearthstoneState) -> None:
    """A Player Action begins: "After" triggers must be valid from here on (9.2 pre-check)."""
    s.seq_clock = s.clock


def check_game_over(s: HearthstoneState) -> bool:
    """Rule 9: a player whose hero died at a DCS loses; both losing is a draw."""
    a = s.players[0].losing or s.players[0].conceded
    b = s.players[1].losing or s.players[1].conceded
    if a or b:
        s.over = True
        if a and b:
            s.winners = ()
        else:
            s.winners = (1,) if a else (0,)
        s.reason = (
            "conceded"
            if (s.players[0].conceded or s.players[1].conceded)
            else ("draw: both heroes died" if a and b else "hero destroyed")
        )
        return True
    return False


def can_attack(s: HearthstoneState, e: Entity) -> bool:
    """Exhaustion, Charge/Rush, Windfury, Frozen, Can't Attack, 0 Attack [outside rulebook, §4]."""
    if e.flags & FROZEN or e.has(CANT_ATTACK):
        return False
    limit = 2 if e.has(WINDFURY) else 1
    if is_hero(e):
        w = s.players[e.controller].weapon
        if w and s.ents[w].has(WINDFURY):
            limit = 2
        return e.attacks < limit and hero_attack(s, e) > 0
    if e.atk <= 0 or e.attacks >= limit:
        return False
    return not e.exhausted or e.has(CHARGE) or e.has(RUSH)


def only_minions(e: Entity) -> bool:
    """A minion that entered play this turn with Rush (and no Charge) may attack minions only."""
    return e.exhausted and not e.has(CHARGE) and e.has(RUSH)


def pay(s: HearthstoneState, p: int, cost: int) -> None:
    """Paying deducts temporary mana first, then fills RESOURCES_USED (§3 M)."""
    pl = s.players[p]
    from_temp = min(pl.temp, cost)
    pl.temp -= from_temp
    pl.used += cost - from_temp
