"""Card definitions (CR 200-307) as frozen records, and the vocabulary the content files may use.

A card's powers are data: lists of *ops* (small dicts such as ``{"op": "damage", "amount": 3}``)
that ``effects.py`` interprets and ``text.py`` turns into the card's text. Keeping the vocabulary
here lets the loader validate content without importing the rules.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

CARD_TYPES = ("ability", "ally", "armor", "hero", "item", "quest", "weapon")
DAMAGE_TYPES = ("arcane", "fire", "frost", "holy", "melee", "nature", "ranged", "shadow")
CLASSES = ("druid", "hunter", "mage", "paladin", "priest", "rogue", "shaman", "warlock", "warrior")
FACTIONS = ("alliance", "horde")
KEYWORDS = ("elusive", "ferocity", "long_range", "protector")
RARITIES = ("common", "uncommon", "rare", "epic", "legendary")

TARGET_KINDS = ("char", "ally", "hero", "ability", "weapon", "resource", "player", "char_hit_by_your_hero")
"""What a target description may name. ``ally`` includes totems (CR 306.4a); ``char`` is hero or ally."""
TARGET_SIDES = ("any", "opposing", "friendly")

OPS: dict[str, frozenset[str]] = {
    # one-shot modifiers (CR 713)
    "damage": frozenset({"amount", "dtype", "to", "by"}),
    "heal": frozenset({"amount", "to"}),
    "draw": frozenset({"count"}),
    "discard": frozenset({"count", "who"}),
    "destroy": frozenset({"to"}),
    "bounce": frozenset({"to"}),
    "ready": frozenset({"to"}),
    "exhaust": frozenset({"to"}),
    "exhaust_other_allies": frozenset({"no_ready_next"}),
    "token": frozenset({"name", "tag", "atk", "health", "unique", "expires_next_turn_draw"}),
    "extra_turn": frozenset(),
    "remove_deck": frozenset(),
    "flip_quest": frozenset({"who"}),
    "resource_from_deck": frozenset({"if_stealthed"}),
    "move_attachment": frozenset(),
    "interrupt_ability": frozenset({"if_hero_targeted"}),
    "all_graveyard_allies_enter": frozenset(),
    "may": frozenset({"ops"}),
    "unless_discard": frozenset({"count", "ops"}),
    "unless_pay": frozenset({"amount", "ops"}),
    "may_pay": frozenset({"amount", "ops"}),
    "return_self_to_hand": frozenset(),
    "search_same_name": frozenset(),
    "reanimate_damaged": frozenset(),
    "remove_token_then_draw": frozenset({"count"}),
    # continuous modifiers from links (CR 714.3)
    "atk": frozenset({"amount", "to", "duration", "while"}),
    "keyword": frozenset({"kw", "to", "duration"}),
    "bubble": frozenset({"amount", "to", "duration"}),
    "must_attack": frozenset({"to"}),
    "control_while_exhausted": frozenset({"to"}),
    "grant_destroy_power": frozenset({"to"}),
}
"""Op name -> the keys it may carry besides ``op``."""

CONTINUOUS: dict[str, frozenset[str]] = {
    "atk_per_ally": frozenset({"amount"}),
    "atk_per_other_same_name": frozenset({"amount"}),
    "hero_atk": frozenset({"amount", "while"}),
    "party_atk": frozenset({"amount", "tag"}),
    "keyword": frozenset({"kw", "needs"}),
    "hero_keyword": frozenset({"kw"}),
    "attack_only_self": frozenset(),
    "double_hero_dtype": frozenset({"dtype"}),
    "hero_deals_plus": frozenset({"amount", "with_ability"}),
    "hero_dealt_plus": frozenset({"amount"}),
    "unpreventable_with_self": frozenset(),
    "attached_sheep": frozenset(),
    "replace_draw_from_removed": frozenset(),
    "cost_less_per_ally": frozenset({"tag"}),
    "hand_size": frozenset({"amount"}),
    "may_not_ready": frozenset(),
}
"""Continuous powers (CR 704): what they generate while the card is in play (or in hand for costs)."""

TRIGGERS: dict[str, str] = {
    "start_of_your_turn": "At the start of your turn",
    "start_of_each_turn": "At the start of each turn",
    "end_of_each_turn": "At the end of each turn",
    "enters": "When {self} enters play",
    "opposing_ally_enters": "When an opposing ally enters play",
    "destroyed": "When {self} is destroyed",
    "becomes_exhausted": "When {self} becomes exhausted",
    "combat_damage_with_self_first": (
        "When your hero deals combat damage with {self} for the first time on each of your turns"
    ),
    "attacking_ally_damages_hero": "When an attacking ally deals combat damage to your hero",
    "ally_destroyed": "When an ally is destroyed",
    "hero_deals_damage": "When your hero deals damage",
    "attacks": "When {self} attacks",
}
"""Trigger events (CR 703) and the words each starts its sentence with."""

COST_KEYS = frozenset(
    {"resources", "activate", "destroy_self", "damage_self", "remove_self", "flip", "concede"}
)


@dataclass(frozen=True)
class Target:
    """A target description (CR 706): what may be chosen when the link is added."""

    kind: str
    side: str = "any"
    tag: str = ""

    def describe(self) -> str:
        side = {"any": "", "opposing": "opposing ", "friendly": "friendly "}[self.side]
        noun = {
            "char": "hero or ally",
            "char_hit_by_your_hero": "hero or ally that was dealt combat damage by your hero this turn",
        }.get(self.kind, self.kind)
        return f"target {side}{self.tag + ' ' if self.tag else ''}{noun}"


@dataclass(frozen=True)
class Power:
    """One power (CR 700.1): a payment, completion or triggered power, or the text a link runs.

    ``cost`` holds the payment part (resources, [Activate], ...), ``when``/``cond`` the trigger,
    ``targets`` the target descriptions, ``ops`` what resolves, ``once_per_turn`` the usage limit
    (CR 701.4) and ``needs`` a trait icon the controller's hero must have (CR 207.1d).
    """

    ops: tuple[Mapping[str, Any], ...]
    targets: tuple[Target, ...] = ()
    cost: Mapping[str, Any] = field(default_factory=dict)
    when: str = ""
    cond: str = ""
    once_per_turn: bool = False
    needs: str = ""


@dataclass(frozen=True)
class CardDef:
    """A printed card. ``cost`` is None for heroes and quests (a quest's cost counts as 0, CR 201.2)."""

    name: str
    type: str
    cost: int | None = None
    faction: str = ""
    cls: str = ""
    subtypes: tuple[str, ...] = ()
    tags: tuple[str, ...] = ()
    instant: bool = False
    unique: bool = False
    unlimited: bool = False
    limit: tuple[str, int] | None = None
    atk: int | None = None
    dtype: str = "melee"
    health: int | None = None
    strike: int | None = None
    defense: int | None = None
    keywords: tuple[str, ...] = ()
    totem: bool = False
    ongoing: bool = False
    attach: Target | None = None
    play: Power | None = None
    continuous: tuple[Mapping[str, Any], ...] = ()
    triggers: tuple[Power, ...] = ()
    payments: tuple[Power, ...] = ()
    quest: Power | None = None
    alt_cost: Mapping[str, Any] = field(default_factory=dict)
    extra_cost: Mapping[str, Any] = field(default_factory=dict)
    race: str = ""
    spec: str = ""
    professions: tuple[str, ...] = ()
    rarity: str = "common"
    number: str = ""
    origin: str = "own design"

    @property
    def is_character(self) -> bool:
        return self.type in ("ally", "hero") or self.totem

    @property
    def printed_cost(self) -> int:
        """CR 201.2: a quest's (and a hero's) cost is 0."""
        return self.cost or 0

    @cached_property
    def limited(self) -> bool:
        """Could this card break a uniqueness rule (CR 410.3)?"""
        return self.unique or self.limit is not None or "Two-Handed" in self.tags or "Off-Hand" in self.tags

    def has_tag(self, tag: str) -> bool:
        """A tag or type-line word (CR 202): "Warrior ally", "Shield", "Fire Totem"."""
        return tag in self.tags or tag in self.subtypes

    def traits(self) -> tuple[str, ...]:
        """Trait icons (CR 207.1): the class and faction icons printed on the card."""
        return (
            (self.faction, self.cls)
            if self.faction and self.cls
            else tuple(t for t in (self.faction, self.cls) if t)
        )
