"""The immutable content model of WoW Miniatures: characters, Action Bar cards, parties, the catalog.

Everything here is loaded once by ``content.load_catalog`` and shared by every state of a game, so
the values are frozen dataclasses and tuples. The stat notation ``T3 R1 P5`` (tick cost, range,
physical/magic/heal power) is parsed into a ``StatLine``; docs/wowminis-content.md describes the
JSON format.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from types import MappingProxyType
from typing import Any, Literal

Faction = Literal["alliance", "horde", "monster"]
FACTIONS: tuple[str, ...] = ("alliance", "horde", "monster")
DAMAGE_TYPES: tuple[str, ...] = ("arcane", "fire", "frost", "holy", "melee", "nature", "ranged", "shadow")
KEYWORDS: tuple[str, ...] = ("taunt", "stealth", "protector", "ignore_terrain")
CATEGORIES: tuple[str, ...] = ("action", "instant", "react", "equipment")
CARD_TYPES: tuple[str, ...] = (
    "attack",
    "buff",
    "debuff",
    "heal",
    "equipment",
    "effect",
    "totem",
    "pet",
    "form",
)
SLOTS: tuple[str, ...] = ("main_hand", "off_hand", "two_handed", "armor", "trinket")
STATS: tuple[str, ...] = ("armor", "resist", "move", "power", "health")
REACT_WINDOWS: tuple[str, ...] = (
    "attack_targets",
    "enemy_plays",
    "crit_rolled",
    "start_of_tick",
    "attacked_no_damage",
    "enemy_ticks_up",
)

_STAT_TOKEN = re.compile(r"^(T)(\d+)$|^(R)(\d+)(?:-(\d+))?$|^([PMH])(\d+)$")


@dataclass(frozen=True)
class StatLine:
    """A parsed ``T3 R1 P5`` line.

    ``cost`` is the tick cost (None: no cost, so not a payment ability); ``min_range``/``max_range``
    are None without R (405.2b: self only); ``power_kind`` is "physical", "magic" or "heal".

    >>> s = parse_stats("T3 R2-4 M5")
    >>> (s.cost, s.min_range, s.max_range, s.power_kind, s.power, str(s))
    (3, 2, 4, 'magic', 5, 'T3 R2-4 M5')
    """

    cost: int | None = None
    min_range: int | None = None
    max_range: int | None = None
    power_kind: str | None = None
    power: int = 0

    def __str__(self) -> str:
        parts: list[str] = []
        if self.cost is not None:
            parts.append(f"T{self.cost}")
        if self.max_range is not None:
            if self.min_range:
                parts.append(f"R{self.min_range}-{self.max_range}")
            else:
                parts.append(f"R{self.max_range}")
        if self.power_kind is not None:
            parts.append({"physical": "P", "magic": "M", "heal": "H"}[self.power_kind] + str(self.power))
        return " ".join(parts)


@lru_cache(maxsize=1024)
def parse_stats(text: str) -> StatLine:
    """Parse the stat notation; raises ValueError naming the bad token.

    Cached: option lists parse a card's range line at every decision, and the result is immutable.
    """
    cost: int | None = None
    lo: int | None = None
    hi: int | None = None
    kind: str | None = None
    power = 0
    for token in text.split():
        m = _STAT_TOKEN.match(token)
        if m is None:
            raise ValueError(
                f"bad stat token {token!r} in {text!r} (expected T<n>, R<n>, R<a>-<b>, P/M/H<n>)"
            )
        if m.group(1):
            if cost is not None:
                raise ValueError(f"two tick costs in {text!r}")
            cost = int(m.group(2))
        elif m.group(3):
            if hi is not None:
                raise ValueError(f"two ranges in {text!r}")
            if m.group(5) is not None:
                lo, hi = int(m.group(4)), int(m.group(5))
                if lo > hi:
                    raise ValueError(f"range {token!r} has its minimum above its maximum")
            else:
                lo, hi = 0, int(m.group(4))
        else:
            if kind is not None:
                raise ValueError(f"two powers in {text!r} (an attack is physical or magic, 600.1c)")
            kind = {"P": "physical", "M": "magic", "H": "heal"}[m.group(6)]
            power = int(m.group(7))
    return StatLine(cost, lo, hi, kind, power)


@dataclass(frozen=True)
class Effect:
    """One step of an ability: a registered op, who it affects, and the op's parameters.

    ``may`` marks an optional step (706.4): the ability's controller decides as it resolves.
    ``per_counter`` names a counter (401.1c): the op's amount is multiplied by how many of them
    the acting character has (``counted_on`` "self") or the effect's source card has ("source_card").
    """

    op: str
    target: str
    params: MappingProxyType[str, Any] = field(default_factory=lambda: MappingProxyType({}))
    may: bool = False
    per_counter: str = ""
    counted_on: str = "self"

    def param(self, name: str, default: Any = None) -> Any:
        return self.params.get(name, default)


@dataclass(frozen=True)
class BuffSpec:
    """What a buff or debuff card attaches (301): stat modifiers, statuses, end-of-tick triggers,
    counters it adds to the buffed character (301.2e: ``(counter, amount)``)."""

    modifiers: tuple[tuple[str, int], ...] = ()
    statuses: tuple[str, ...] = ()
    on_attach: tuple[Effect, ...] = ()
    end_of_tick: tuple[Effect, ...] = ()
    end_of_tick_ticks: tuple[int, ...] = (5, 10)
    absorb: int = 0
    duration: str = "none"
    replace: Replacement | None = None
    counters: tuple[tuple[str, int], ...] = ()


REPLACE_EVENTS: dict[str, tuple[str, ...]] = {
    "damage": ("add", "halve", "redirect"),
    "heal": ("add", "halve"),
    "move": ("stay",),
    "destroyed": ("survive",),
}
"""The events a buff's replacement effect may replace (709.1) and the changes each allows."""
REPLACE_USES: tuple[str, ...] = ("next", "each")


@dataclass(frozen=True)
class Replacement:
    """A "would ... instead" effect of a buff (709.1, 709.6) on an ``event`` of the buffed character.

    Damage it would be dealt: ``change`` "add" (that damage +``amount``), "halve" (half, rounded
    down) or "redirect" (the character that attached the buff is dealt it instead). Healing it would
    get: "add" or "halve" likewise. Its natural move (709.5): "stay" (it doesn't move instead). Its
    destruction: "survive" (its health becomes ``amount`` instead). ``uses`` is "next" (the buff is
    removed once it has replaced an event) or "each" (while attached).
    """

    change: str
    amount: int = 0
    uses: str = "next"
    event: str = "damage"


DURATIONS: tuple[str, ...] = ("none", "this_turn", "until_your_next_turn", "end_of_round")


@dataclass(frozen=True)
class FormSpec:
    """What a form changes (303): stat modifiers and the payment abilities it grants.

    While a form grants abilities, the character may play only those and other forms (303.3).
    """

    modifiers: tuple[tuple[str, int], ...] = ()
    abilities: tuple[Ability, ...] = ()


@dataclass(frozen=True)
class TotemSpec:
    """A totem token's data (304): its health and an optional melee reroll aura for allies around it.

    ``reroll_damage_type`` set means: allies on or adjacent to this totem may reroll
    ``reroll_dice`` die while making attacks of that damage type (Strength of Earth Totem).
    """

    health: int
    reroll_damage_type: str | None = None
    reroll_dice: int = 0


@dataclass(frozen=True)
class ReactSpec:
    """When a react may be played (701) and what it does.

    ``window`` is one of REACT_WINDOWS; ``attack_kind`` limits "attack_targets" to physical or
    magic attacks; ``protects`` is "self" or "self_or_adjacent_ally"; ``not_kind`` limits
    "enemy_plays" to abilities not of that power kind; a StatLine range on the card limits how far
    the playing enemy may be.
    """

    window: str
    attack_kind: str | None = None
    not_kind: str | None = None
    protects: str = "self"
    effects: tuple[Effect, ...] = ()


@dataclass(frozen=True)
class Mode:
    """One mode of a modal ("choose one:") ability (703.1b): its id for the notation and its effects."""

    id: str
    name: str
    effects: tuple[Effect, ...]


@dataclass(frozen=True)
class Ability:
    """A payment ability: an attack, a heal, or a cost >>> effects ability (700.2, 702).

    ``speed`` is "action" or "instant"; ``targets`` the number of targets (0: self); ``aoe``
    marks a space-targeting attack (407.2); ``effects`` resolve on each target (or self) when
    the ability is not an attack or heal; ``crit`` triggers once per roll with a crit. A modal
    ability has ``modes`` instead of ``effects``: its player picks one as it is played (703.1b).
    ``hostile`` makes an effect ability target enemies, as attacks and debuffs do, instead of allies.
    """

    id: str
    name: str
    stats: StatLine
    speed: str = "action"
    damage_type: str | None = None
    targets: int = 1
    aoe: bool = False
    effects: tuple[Effect, ...] = ()
    crit: tuple[Effect, ...] = ()
    channel: bool = False
    text: str = ""
    modes: tuple[Mode, ...] = ()
    hostile: bool = False

    @property
    def is_attack(self) -> bool:
        return self.stats.power_kind in ("physical", "magic")

    @property
    def is_heal(self) -> bool:
        return self.stats.power_kind == "heal"


@dataclass(frozen=True)
class StaticAbility:
    """An ongoing stat modifier that affects characters around its bearer (704.3), e.g. an aura."""

    name: str
    who: str
    stat: str
    amount: int


@dataclass(frozen=True)
class CharTrigger:
    """A character's triggered ability (704.2) affecting characters around it.

    ``on`` is "end_of_tick" (at the end of the listed ``ticks``), "enemy_moves_adjacent" (each
    time an enemy moves into a space adjacent to it, 404.4) or "enemy_stops_adjacent" (an enemy
    stops moving in a space adjacent to it: the last space of its path, 404.4). ``who`` is "adjacent_enemies",
    "adjacent_allies" or "self"; ``max_health_left`` limits it to characters whose health, in the
    snapshot taken when it triggers (704.2c), is at most that.
    """

    id: str
    name: str
    ticks: tuple[int, ...]
    who: str
    effects: tuple[Effect, ...]
    max_health_left: int | None = None
    on: str = "end_of_tick"


TRIGGER_EVENTS: tuple[str, ...] = ("end_of_tick", "enemy_moves_adjacent", "enemy_stops_adjacent")


@dataclass(frozen=True)
class CharacterDef:
    """A character card (201)."""

    id: str
    name: str
    faction: str
    race: str
    cls: str
    talent: str
    honor: int
    armor: int
    resist: int
    health: int
    legendary: bool
    keywords: tuple[str, ...]
    attack: Ability
    abilities: tuple[Ability, ...]
    statics: tuple[StaticAbility, ...]
    card_rules: tuple[str, ...] = ()
    triggers: tuple[CharTrigger, ...] = ()
    pet: bool = False
    text: str = ""

    def all_abilities(self) -> tuple[Ability, ...]:
        return (self.attack, *self.abilities)


@dataclass(frozen=True)
class Restriction:
    """A card's restriction line (202.2) and its text restriction; empty means generic."""

    name: str = ""
    race: str = ""
    cls: str = ""
    talent: str = ""
    only: str = ""


@dataclass(frozen=True)
class CardDef:
    """An Action Bar card (202, 300)."""

    id: str
    name: str
    category: str
    type: str
    cost: int
    restriction: Restriction
    talent_tree: str = ""
    ability: Ability | None = None
    buff: BuffSpec | None = None
    react: ReactSpec | None = None
    totem: TotemSpec | None = None
    pet: str = ""
    form: FormSpec | None = None
    equipment_cost: int = 0
    slot: str = ""
    equipment_classes: tuple[str, ...] = ()
    modifiers: tuple[tuple[str, int], ...] = ()
    range_text: str = ""
    text: str = ""


@dataclass(frozen=True)
class PartyMember:
    """One character of a party with its chosen Action Bar cards and face-up equipment."""

    character: str
    cards: tuple[str, ...]
    equipment_up: tuple[str, ...] = ()


@dataclass(frozen=True)
class PartyDef:
    """A ready-made party (100.2)."""

    id: str
    name: str
    faction: str
    members: tuple[PartyMember, ...]
    pool: tuple[str, ...] = ()


@dataclass(frozen=True)
class Catalog:
    """Every character, card and ready-made party, keyed by id."""

    characters: MappingProxyType[str, CharacterDef]
    cards: MappingProxyType[str, CardDef]
    parties: MappingProxyType[str, PartyDef]
    source: str = ""

    def character(self, cid: str) -> CharacterDef:
        return self.characters[cid]

    def card(self, cid: str) -> CardDef:
        return self.cards[cid]
