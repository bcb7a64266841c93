"""Cards as structured data in the rulebook's grammar (Abilities): condition, cost, sub-abilities.

A card is a minion or a spell with a level, Ultra Points, an Edition Indicator and abilities; the
ability text players read is generated from this data (text.py), never stored. ``card_from_dict``
validates a card and raises BadInputError naming the file, the card and the problem; it also applies
the Refurbished Card Texts table to the data vocabulary of older editions (editions.py).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.core import BadInputError

KINDS = ("minion", "spell")

CONDITIONS: dict[str, str] = {
    "standard": "",
    "any_time": "Any time",
    "enemy_chain": "When an enemy performs a chaining action",
    "enemy_attacks": "When an enemy minion attacks you",
    "minion_damaged": "When your on-field minion(s) is damaged",
    "this_destroyed": "When this card in your battlefield is destroyed",
}
"""Activation condition kind -> its text (before the colon). ``standard`` has no text."""

COSTS: dict[str, tuple[str, str]] = {
    "pay_hp": ("pay {n} HP", ""),
    "self_exhaust": ("self-exhaust {n} on-field minion", "self-exhaust {n} on-field minions"),
    "self_bounce": ("self-bounce {n} on-field minion", "self-bounce {n} on-field minions"),
    "self_destroy": ("self-destroy {n} on-field minion", "self-destroy {n} on-field minions"),
    "self_bury": ("self-bury {n} card in your hand", "self-bury {n} cards in your hand"),
    "self_sheathe": ("self-sheathe {n} card in your hand", "self-sheathe {n} cards in your hand"),
}
"""Activation cost kind -> (singular, plural) text."""

SELECTORS: dict[str, tuple[str, str]] = {
    "minion": ("on-field minion", "on-field minions"),
    "enemy_minion": ("enemy minion", "enemy minions"),
    "your_minion": ("on-field minion of yours", "on-field minions of yours"),
    "this": ("this card", "this card"),
    "hand_card": ("card in your hand", "cards in your hand"),
    "grave_card": ("card in your grave", "cards in your grave"),
    "grave_minion": ("minion in your grave", "minions in your grave"),
    "grave_spell": ("spell in your grave", "spells in your grave"),
    "granary_card": ("card in your granary", "cards in your granary"),
    "chain_card": ("card in the current chain", "cards in the current chain"),
    "excavate": ("card therein", "cards therein"),
    "enemy_hand": ("card therein", "cards therein"),
}
"""Target selector -> (singular, plural) noun phrase."""

FIELD_SELECTORS = frozenset({"minion", "enemy_minion", "your_minion", "this"})

COUNTERS: dict[str, bool] = {
    "sword": True,
    "shield": False,
    "voodoo": False,
    "weakness": True,
    "damage": True,
    "exhaustion": True,
    "fatigue": True,
    "berzerk": True,
    "taunt": False,
    "medic": False,
    "assassin": False,
    "dice": False,
    "trap": False,
    "undying": False,
}
"""Counter type -> proactive (True) or reactive (False), as the Counters section lists them."""

TARGET_EFFECTS = frozenset(
    {
        "destroy",
        "bounce",
        "bury",
        "sheathe",
        "silo",
        "exhaust",
        "fatigue",
        "petrify",
        "hypnotize",
        "distract",
        "conscript",
        "negate",
        "remove",
        "clone",
        "embody",
        "deploy",
        "gift_summon",
        "down_level",
        "boost_sp",
        "damage",
        "counter",
    }
)
"""Effects that act on the sub-ability's targets."""
PLAIN_EFFECTS = frozenset({"draw", "dice_burn", "dice_heal", "dice_wound", "craft"})
"""Effects without targets."""
AMOUNT_EFFECTS = frozenset(
    {"down_level", "boost_sp", "damage", "counter", "draw", "dice_burn", "dice_heal", "dice_wound", "craft"}
)
"""Effects that carry a number ``n``."""
MAX_N = 12


@dataclass(frozen=True, slots=True)
class Effect:
    """One effect of a sub-ability: ``op`` with its number ``n``, counter type, or pawn level."""

    op: str
    n: int = 0
    counter: str = ""
    level: int = 0

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"op": self.op}
        if self.op in AMOUNT_EFFECTS:
            d["n"] = self.n
        if self.counter:
            d["counter"] = self.counter
        if self.op == "craft":
            d["level"] = self.level
        return d


@dataclass(frozen=True, slots=True)
class Target:
    """A target selection: ``count`` cards (``up_to``: or fewer) matching ``what``; ``excavate`` cards
    are picked up first for the excavate selector."""

    what: str
    count: int = 1
    up_to: bool = False
    excavate: int = 0

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"what": self.what, "count": self.count, "up_to": self.up_to}
        if self.what == "excavate":
            d["excavate"] = self.excavate
        return d


@dataclass(frozen=True, slots=True)
class Sub:
    """A sub-ability: one sentence, an optional target selection and one or more effects."""

    effects: tuple[Effect, ...]
    target: Target | None = None

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"effects": [e.to_dict() for e in self.effects]}
        if self.target is not None:
            d["target"] = self.target.to_dict()
        return d


@dataclass(frozen=True, slots=True)
class Cost:
    """One part of an activation cost (before the arrow)."""

    kind: str
    n: int = 1

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "n": self.n}


@dataclass(frozen=True, slots=True)
class Ability:
    """Name (minions only), activation condition with ghost-play or hex-play, cost, sub-abilities."""

    subs: tuple[Sub, ...]
    condition: str = "standard"
    ghost: bool = False
    hex: bool = False
    costs: tuple[Cost, ...] = ()
    name: str = ""
    tutorial: str = ""

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"condition": self.condition, "subs": [s.to_dict() for s in self.subs]}
        if self.name:
            d["name"] = self.name
        if self.ghost:
            d["ghost"] = True
        if self.hex:
            d["hex"] = True
        if self.costs:
            d["costs"] = [c.to_dict() for c in self.costs]
        if self.tutorial:
            d["tutorial"] = self.tutorial
        return d


@dataclass(frozen=True, slots=True)
class Card:
    """A card design. ``refurbished`` lists (old text, new text) pairs applied when it was loaded."""

    id: str
    name: str
    kind: str
    level: int
    edition: int
    sp: int = 0
    hp: int = 0
    ultra: int = 0
    abilities: tuple[Ability, ...] = ()
    flavor: str = ""
    refurbished: tuple[tuple[str, str], ...] = field(default=(), compare=False)

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "id": self.id,
            "name": self.name,
            "kind": self.kind,
            "level": self.level,
            "edition": self.edition,
            "ultra": self.ultra,
            "abilities": [a.to_dict() for a in self.abilities],
        }
        if self.kind == "minion":
            d["sp"], d["hp"] = self.sp, self.hp
        if self.flavor:
            d["flavor"] = self.flavor
        return d


class _Reader:
    """Reads one card dict, raising BadInputError that names the file, the card and the field."""

    def __init__(self, source: str, card: str) -> None:
        self.source = source
        self.card = card

    def fail(self, problem: str, where: str = "") -> BadInputError:
        return BadInputError(self.source, problem, f"card {self.card!r}" + (f" {where}" if where else ""))

    def num(
        self,
        d: Mapping[str, Any],
        key: str,
        where: str,
        default: int | None = None,
        lo: int = 0,
        hi: int = 99,
    ) -> int:
        value = d.get(key, default)
        if not isinstance(value, int) or isinstance(value, bool):
            raise self.fail(f"{key!r} must be a whole number, got {value!r}", where)
        if not lo <= value <= hi:
            raise self.fail(f"{key!r} must be between {lo} and {hi}, got {value}", where)
        return value

    def word(
        self,
        d: Mapping[str, Any],
        key: str,
        allowed: Mapping[str, Any] | frozenset[str] | tuple[str, ...],
        where: str,
        default: str | None = None,
    ) -> str:
        value = d.get(key, default)
        if value not in allowed:
            known = ", ".join(sorted(allowed))
            raise self.fail(f"{key!r} must be one of {known}, got {value!r}", where)
        return str(value)

    def mapping(self, value: Any, where: str) -> Mapping[str, Any]:
        if not isinstance(value, Mapping):
            raise self.fail(f"expected an object, got {value!r}", where)
        return value

    def seq(self, value: Any, where: str) -> list[Any]:
        if not isinstance(value, list):
            raise self.fail(f"expected a list, got {value!r}", where)
        return value


def _effect(r: _Reader, raw: Any, where: str) -> Effect:
    d = r.mapping(raw, where)
    op = r.word(d, "op", TARGET_EFFECTS | PLAIN_EFFECTS, where)
    n = r.num(d, "n", where, 1, 1, MAX_N) if op in AMOUNT_EFFECTS else 0
    counter = r.word(d, "counter", COUNTERS, where) if op == "counter" else ""
    level = r.num(d, "level", where, 1, 0, 10) if op == "craft" else 0
    return Effect(op, n, counter, level)


def _sub(r: _Reader, raw: Any, where: str) -> Sub:
    d = r.mapping(raw, where)
    effects = tuple(
        _effect(r, e, f"{where} effect {i + 1}") for i, e in enumerate(r.seq(d.get("effects"), where))
    )
    if not effects:
        raise r.fail("a sub-ability needs at least one effect", where)
    target = None
    if d.get("target") is not None:
        t = r.mapping(d["target"], f"{where} target")
        what = r.word(t, "what", SELECTORS, f"{where} target")
        count = 1 if what == "this" else r.num(t, "count", f"{where} target", 1, 1, MAX_N)
        up_to = bool(t.get("up_to", False))
        excavate = r.num(t, "excavate", f"{where} target", 1, 1, MAX_N) if what == "excavate" else 0
        if what == "excavate" and count > excavate:
            raise r.fail("cannot target more cards than are excavated", f"{where} target")
        target = Target(what, count, up_to, excavate)
    targeted = [e.op for e in effects if e.op in TARGET_EFFECTS]
    if targeted and target is None:
        raise r.fail(f"{targeted[0]!r} acts on targets but the sub-ability selects none", where)
    if target is not None and not targeted:
        raise r.fail("the sub-ability selects targets but no effect acts on them", where)
    if target is not None and target.what == "chain_card" and any(op != "negate" for op in targeted):
        raise r.fail("cards in the current chain can only be negated", where)
    if any(op == "negate" for op in targeted) and (target is None or target.what != "chain_card"):
        raise r.fail("negate targets cards in the current chain", where)
    return Sub(effects, target)


def _ability(r: _Reader, raw: Any, where: str, kind: str, notes: list[tuple[str, str]]) -> Ability:
    from engine.games.keeper.editions import refurbish_ability

    d, changed = refurbish_ability(r.mapping(raw, where))
    notes.extend(changed)
    condition = r.word(d, "condition", CONDITIONS, where, "standard")
    subs = tuple(_sub(r, s, f"{where} sentence {i + 1}") for i, s in enumerate(r.seq(d.get("subs"), where)))
    if not subs:
        raise r.fail("an ability needs at least one sub-ability", where)
    costs = tuple(
        Cost(r.word(c, "kind", COSTS, f"{where} cost"), r.num(c, "n", f"{where} cost", 1, 1, 40))
        for c in (r.mapping(x, f"{where} cost") for x in r.seq(d.get("costs", []), f"{where} costs"))
    )
    ghost, hexed = bool(d.get("ghost", False)), bool(d.get("hex", False))
    if ghost and hexed:
        raise r.fail("an ability has ghost-play or hex-play, not both", where)
    if (ghost or hexed) and condition == "standard":
        raise r.fail("ghost-play and hex-play are part of an explicit activation condition", where)
    if ghost and condition in ("any_time", "enemy_chain") and not costs:
        raise r.fail(
            "an any-time ghost-play ability needs an activation cost, or it could be used without end", where
        )
    if condition == "this_destroyed" and not (ghost or hexed):
        raise r.fail("'When this card in your battlefield is destroyed' needs ghost-play or hex-play", where)
    name = str(d.get("name", ""))
    if kind == "minion" and not name:
        raise r.fail("a minion ability needs a name", where)
    if kind == "spell" and name:
        raise r.fail("spell abilities have no name", where)
    return Ability(subs, condition, ghost, hexed, costs, name.upper(), str(d.get("tutorial", "")))


def card_from_dict(raw: Any, source: str, index: int = 0) -> Card:
    """A validated card; ``source`` names the file in error messages.

    :raises BadInputError: a field is missing or out of range, an effect lacks its targets, or the
        card breaks the card-type rules (spells have one nameless ability and no SP or HP).
    """
    if not isinstance(raw, Mapping):
        raise BadInputError(source, f"a card is an object, got {raw!r}", f"card #{index + 1}")
    cid = raw.get("id")
    if not isinstance(cid, str) or not cid or not cid.replace("_", "").replace("-", "").isalnum():
        raise BadInputError(
            source, "a card needs an id of letters, digits, '-' and '_'", f"card #{index + 1}"
        )
    r = _Reader(source, cid)
    if "edition" not in raw:
        raise r.fail("no Edition Indicator: a card without one is invalid")
    kind = r.word(raw, "kind", KINDS, "")
    level = r.num(raw, "level", "", None, 0, 20)
    edition = r.num(raw, "edition", "", None, 1, 99)
    ultra = r.num(raw, "ultra", "", 0, 0, 10)
    sp = r.num(raw, "sp", "", None, 0, 20) if kind == "minion" else 0
    hp = r.num(raw, "hp", "", None, 0, 40) if kind == "minion" else 0
    if kind == "spell" and ("sp" in raw or "hp" in raw):
        raise r.fail("spells have no SP or HP")
    notes: list[tuple[str, str]] = []
    abilities = tuple(
        _ability(r, a, f"ability {i + 1}", kind, notes)
        for i, a in enumerate(r.seq(raw.get("abilities", []), "abilities"))
    )
    if kind == "spell" and len(abilities) != 1:
        raise r.fail(f"a spell has exactly one ability, this one has {len(abilities)}")
    name = raw.get("name")
    if not isinstance(name, str) or not name.strip():
        raise r.fail("a card needs a name")
    return Card(
        cid,
        name.strip(),
        kind,
        level,
        edition,
        sp,
        hp,
        ultra,
        abilities,
        str(raw.get("flavor", "")),
        tuple(notes),
    )
