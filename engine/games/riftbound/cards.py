"""Card definitions as data: the shape every content file follows, checked when it is loaded.

A card is a JSON object (see docs/riftbound-cards.md). Abilities and spell instructions are small
dicts of a closed vocabulary (``TRIGGERS``, ``EFFECTS``, ``TARGETS``), so every card the engine loads
is one it knows how to play; anything else is refused with the file, the card and the problem.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.core import BadInputError

DOMAINS = ("fury", "calm", "mind", "body", "chaos", "order")
"""The six domains (134), in the order the rulebook lists them."""
TYPES = ("unit", "gear", "spell", "rune", "legend", "battlefield")
SUPERTYPES = ("champion", "signature", "token")
KEYWORDS = (
    "accelerate",
    "action",
    "assault",
    "deflect",
    "ganking",
    "hidden",
    "reaction",
    "shield",
    "tank",
    "temporary",
    "vision",
    "quick-draw",
    "weaponmaster",
    "ambush",
    "hunt",
    "unique",
    "backline",
)
"""Keywords held as a number (1 when the keyword has no value); Equip, Repeat, Legion, Level and
Deathknell carry more than a number and have their own fields."""
SUMMED = ("assault", "shield", "deflect", "hunt", "vision")
"""Keywords whose instances add up (807.2, 809.2, 814.2, 823.2) or each trigger (Vision, 817.2); the others
are redundant."""
TRIGGERS = (
    "play",
    "attack",
    "defend",
    "death",
    "ally_death",
    "conquer",
    "hold",
    "start",
    "end",
    "move",
    "spell",
    "stun",
    "spell_kill",
    "damaged",
    "move_enemy",
    "score",
)
EFFECTS = (
    "deal",
    "kill",
    "stun",
    "buff",
    "might",
    "grant",
    "ready",
    "recall",
    "move_base",
    "heal",
    "double",
    "draw",
    "set",
    "channel",
    "token",
    "xp",
    "point",
    "counter",
    "banish",
    "fight",
    "deal_here",
    "deal_all",
    "gear_units",
    "future",
    "deal_split",
    "kill_gear",
    "attach",
    "bonus_next_spell",
    "ready_runes",
    "extra_turn",
    "take_control",
    "steal_ability",
    "predict",
    "banish_top",
    "draw_banished",
    "hook",
    "copy",
    "prevent",
    "doom",
    "play_from_trash",
    "discard",
    "recycle_trash",
    "swap_places",
    "kill_all_there",
    "replace_bf",
    "swap_back",
    "return_hand",
    "recycle_rune",
    "each_kills",
    "kill_here_to_draw",
    "each_moves_enemy",
    "spend_buff_to_base",
)
TARGETS = (
    "unit",
    "enemy_unit",
    "friendly_unit",
    "other_friendly_unit",
    "friendly_unit_elsewhere",
    "unit_at_bf",
    "enemy_unit_here",
    "unit_in_base",
    "gear",
    "friendly_equipment",
    "spell",
    "triggered",
    "battlefield",
    "friendly_legend",
    "friendly_rune",
    "unit_in_your_trash",
)
STATICS = (
    "here_might",
    "while_mighty",
    "bonus_damage",
    "assigned_last",
    "no_damage_after_two_moves",
    "replace_death",
    "spell_discount",
    "optional_cost_less",
    "guard_death",
    "save_here",
    "trash_save",
    "move_anywhere",
)


@dataclass(frozen=True)
class Cost:
    """Energy (a number) and Power (one domain, or "any", per symbol)."""

    energy: int = 0
    power: tuple[str, ...] = ()

    def is_free(self) -> bool:
        return self.energy == 0 and not self.power


@dataclass(frozen=True)
class Card:
    """One card's printed characteristics and abilities."""

    id: str
    name: str
    type: str
    supers: tuple[str, ...] = ()
    tags: tuple[str, ...] = ()
    domains: tuple[str, ...] = ()
    cost: Cost = Cost()
    might: int = 0
    bonus: int = 0
    keywords: Mapping[str, int] = field(default_factory=dict)
    equip: Cost | None = None
    repeat: Cost | None = None
    additional: Mapping[str, Any] | None = None
    legion: Mapping[str, Any] | None = None
    level: Mapping[str, Any] | None = None
    targets: tuple[str, ...] = ()
    effects: tuple[Mapping[str, Any], ...] = ()
    abilities: tuple[Mapping[str, Any], ...] = ()
    extra_cost: Mapping[str, Any] = field(default_factory=dict)
    self_discount: str = ""
    modes: tuple[Mapping[str, Any], ...] = ()
    """ "Choose one —": each mode's ``target`` and ``effects``; the mode is the one the chosen targets
    fit, so modes must differ in their first target requirement."""
    group: int = 0
    """A group target: any number of units meeting ``targets[0]`` at one location with total Might at
    most this (Fox-Fire, 355.11)."""

    def kw(self, name: str) -> int:
        return self.keywords.get(name, 0)

    @property
    def is_permanent(self) -> bool:
        return self.type in ("unit", "gear")

    @property
    def own_domain(self) -> str:
        """What [C] means on this card: its domain, or any domain with none or several (135.2.e.6)."""
        return self.domains[0] if len(self.domains) == 1 else "any"


class _Reader:
    """Reads one card's fields, raising BadInputError naming the file and the card."""

    def __init__(self, source: str, raw: Mapping[str, Any], index: int) -> None:
        self.source = source
        self.raw = raw
        self.where = f"card {raw.get('id', index)!r}" if isinstance(raw, Mapping) else f"card #{index}"

    def fail(self, problem: str) -> BadInputError:
        return BadInputError(self.source, problem, self.where)

    def text(self, key: str, default: str | None = None) -> str:
        value = self.raw.get(key, default)
        if not isinstance(value, str) or not value:
            raise self.fail(f"{key!r} must be a non-empty string")
        return value

    def integer(self, key: str, low: int = 0) -> int:
        value = self.raw.get(key, 0)
        if not isinstance(value, int) or isinstance(value, bool) or value < low:
            raise self.fail(f"{key!r} must be a whole number of at least {low}, got {value!r}")
        return value

    def words(self, key: str, allowed: tuple[str, ...] | None = None) -> tuple[str, ...]:
        value = self.raw.get(key, [])
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise self.fail(f"{key!r} must be a list of strings")
        if allowed is not None:
            for v in value:
                if v not in allowed:
                    raise self.fail(f"unknown {key} {v!r} (known: {', '.join(allowed)})")
        return tuple(value)

    def cost(self, value: Any, key: str) -> Cost:
        if not isinstance(value, Mapping):
            raise self.fail(f"{key!r} must be an object with 'energy' and 'power'")
        energy = value.get("energy", 0)
        power = value.get("power", [])
        if not isinstance(energy, int) or energy < 0:
            raise self.fail(f"{key}.energy must be a whole number")
        if not isinstance(power, list) or any(p not in (*DOMAINS, "any", "own") for p in power):
            raise self.fail(f"{key}.power must list domains, 'own' or 'any'")
        return Cost(energy, tuple(power))

    def effects(self, value: Any, key: str) -> tuple[Mapping[str, Any], ...]:
        if not isinstance(value, list):
            raise self.fail(f"{key!r} must be a list of instructions")
        for step in value:
            if not isinstance(step, Mapping) or not any(k in EFFECTS for k in step):
                raise self.fail(f"{key!r}: unknown instruction {step!r} (known: {', '.join(EFFECTS)})")
        return tuple(value)

    def targets(self, value: Any, key: str) -> tuple[str, ...]:
        if isinstance(value, str):
            value = [value]
        if not isinstance(value, list) or any(t not in TARGETS for t in value):
            raise self.fail(f"{key!r}: unknown target {value!r} (known: {', '.join(TARGETS)})")
        return tuple(value)

    def ability(self, value: Any) -> Mapping[str, Any]:
        if not isinstance(value, Mapping):
            raise self.fail("an ability must be an object")
        if "when" in value:
            if value["when"] not in TRIGGERS:
                raise self.fail(f"unknown trigger {value['when']!r} (known: {', '.join(TRIGGERS)})")
        elif "activate" in value:
            self.cost(value["activate"], "activate")
            for key in ("recycle_trash", "discard"):
                n = value["activate"].get(key, 0)
                if not isinstance(n, int) or isinstance(n, bool) or n < 0:
                    raise self.fail(f"activate.{key} must be a whole number")
            if value["activate"].get("recycle_trash") and value["activate"].get("discard"):
                raise self.fail("an activation cost may discard or recycle from the trash, not both")
            if "add" in value:
                self.cost(value["add"], "add")
        elif "static" in value:
            if value["static"] not in STATICS:
                raise self.fail(f"unknown static ability {value['static']!r} (known: {', '.join(STATICS)})")
            return value
        else:
            raise self.fail("an ability needs 'when', 'activate' or 'static'")
        self.effects(value.get("do", []), "do")
        self.targets(value.get("target", []), "target")
        return value


def read_card(source: str, raw: Any, index: int) -> Card:
    """One card from its JSON object.

    :raises BadInputError: a field is missing, of the wrong kind, or names something unknown.
    """
    if not isinstance(raw, Mapping):
        raise BadInputError(source, "each card must be an object", f"card #{index}")
    r = _Reader(source, raw, index)
    kind = r.text("type")
    if kind not in TYPES:
        raise r.fail(f"unknown type {kind!r} (known: {', '.join(TYPES)})")
    keywords = raw.get("keywords", {})
    if not isinstance(keywords, Mapping):
        raise r.fail("'keywords' must be an object of keyword: number")
    for k, v in keywords.items():
        if k not in KEYWORDS or not isinstance(v, int) or v < 1:
            raise r.fail(f"keyword {k!r}: unknown or not a positive number (known: {', '.join(KEYWORDS)})")
    domains = r.words("domains", DOMAINS)
    if (
        kind in ("unit", "gear", "spell", "rune", "legend")
        and not domains
        and "token" not in raw.get("supers", [])
    ):
        raise r.fail("needs at least one domain")
    if kind in ("rune", "legend", "battlefield") and "cost" in raw:
        raise r.fail(f"a {kind} has no cost")
    card = Card(
        id=r.text("id"),
        name=r.text("name"),
        type=kind,
        supers=r.words("supers", SUPERTYPES),
        tags=r.words("tags"),
        domains=domains,
        cost=r.cost(raw.get("cost", {}), "cost"),
        might=r.integer("might"),
        bonus=r.integer("bonus"),
        keywords=dict(sorted(keywords.items())),
        equip=r.cost(raw["equip"], "equip") if "equip" in raw else None,
        repeat=r.cost(raw["repeat"], "repeat") if "repeat" in raw else None,
        additional=_additional(r, raw),
        legion=_mapping(r, raw, "legion"),
        level=_mapping(r, raw, "level"),
        targets=r.targets(raw.get("target", []), "target"),
        effects=r.effects(raw.get("effects", []), "effects"),
        abilities=tuple(r.ability(a) for a in _list(r, raw, "abilities")),
        extra_cost=_extra_cost(r, raw),
        self_discount=_self_discount(r, raw),
        group=r.integer("group"),
        modes=_modes(r, raw),
    )
    if kind == "unit" and "might" not in raw:
        raise r.fail("a unit needs 'might'")
    if kind == "spell" and not card.effects and not card.modes:
        raise r.fail("a spell needs 'effects' or 'modes'")
    if card.group and len(card.targets) != 1:
        raise r.fail("a group target needs exactly one target requirement")
    if "champion" in card.supers and (kind != "unit" or not card.tags):
        raise r.fail("a champion is a unit with its champion tag")
    return card


def _mapping(r: _Reader, raw: Mapping[str, Any], key: str) -> Mapping[str, Any] | None:
    value = raw.get(key)
    if value is None:
        return None
    if not isinstance(value, Mapping):
        raise r.fail(f"{key!r} must be an object")
    if "do" in value:
        r.effects(value["do"], f"{key}.do")
    if "keywords" in value and not isinstance(value["keywords"], Mapping):
        raise r.fail(f"{key}.keywords must be an object")
    return value


def _additional(r: _Reader, raw: Mapping[str, Any]) -> Mapping[str, Any] | None:
    """ "As you play me, you may pay [cost] as an additional cost. If you do, [instructions]" (356.2.b)."""
    value = _mapping(r, raw, "additional")
    if value is None:
        return None
    return {
        "cost": r.cost(value.get("cost"), "additional.cost"),
        "do": r.effects(value.get("do", []), "additional.do"),
    }


def _extra_cost(r: _Reader, raw: Mapping[str, Any]) -> Mapping[str, Any]:
    """An additional cost: ``{"kill": "friendly_unit"}`` (Cruel Patron), ``{"kill": "strongest_friendly"}``
    (355.16), or the optional ``{"may_kill": "friendly_unit"}`` (357.3), ``{"may_exhaust": ...}`` (414.4)
    and ``{"may_discard": 1, "discount": n}`` (356.2.b.1)."""
    value = dict(_mapping(r, raw, "extra_cost") or {})
    if "may_discard" in value:
        if value["may_discard"] != 1 or not isinstance(value.get("discount"), int) or len(value) != 2:
            raise r.fail("'extra_cost' may_discard is 1, with a whole-number 'discount'")
        return value
    known = {
        "kill": ("friendly_unit", "strongest_friendly"),
        "may_kill": ("friendly_unit",),
        "may_exhaust": ("friendly_unit",),
    }
    if len(value) > 1 or any(v not in known.get(k, ()) for k, v in value.items()):
        raise r.fail(f"'extra_cost' must be one of {known}")
    return dict(value)


def _modes(r: _Reader, raw: Mapping[str, Any]) -> tuple[Mapping[str, Any], ...]:
    """ "Choose one —" modes, told apart by their first target requirement (820.2.a: Rocket Barrage)."""
    out = []
    for k, mode in enumerate(_list(r, raw, "modes")):
        if not isinstance(mode, Mapping):
            raise r.fail(f"mode {k} must be an object with 'target' and 'effects'")
        targets = r.targets(mode.get("target", []), f"modes[{k}].target")
        if not targets:
            raise r.fail(f"mode {k} needs a target (modes are told apart by their targets)")
        out.append({"target": targets, "effects": r.effects(mode.get("effects", []), f"modes[{k}].effects")})
    firsts = [m["target"][0] for m in out]
    if len(set(firsts)) != len(firsts):
        raise r.fail("modes must differ in their first target requirement")
    return tuple(out)


def _self_discount(r: _Reader, raw: Mapping[str, Any]) -> str:
    """ "This spell's Energy cost is reduced by the highest Might among units you control" (Sky Splitter)."""
    value = raw.get("self_discount", "")
    if value not in ("", "highest_might"):
        raise r.fail(f"unknown self_discount {value!r} (known: highest_might)")
    return str(value)


def _list(r: _Reader, raw: Mapping[str, Any], key: str) -> list[Any]:
    value = raw.get(key, [])
    if not isinstance(value, list):
        raise r.fail(f"{key!r} must be a list")
    return value
