"""Reading WoW Miniatures content JSON: a checking reader that names the file and the place of any
problem (BadInputError), and the parts characters and cards share: effects, and abilities with their
modes. content.py loads characters and parties, content_cards.py the Action Bar cards.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Any

from engine.core import BadInputError
from engine.games.wowminis import counters
from engine.games.wowminis.effects import OPS
from engine.games.wowminis.model import (
    DAMAGE_TYPES,
    Ability,
    Effect,
    Mode,
    parse_stats,
)


class Reader:
    """Checks one JSON object's keys and types, raising BadInputError with file and location."""

    def __init__(self, source: str, where: str, data: Any) -> None:
        if not isinstance(data, dict):
            raise BadInputError(source, f"expected an object, got {type(data).__name__}", where)
        self.source, self.where, self.data = source, where, data

    def fail(self, problem: str, key: str = "") -> BadInputError:
        return BadInputError(self.source, problem, f"{self.where}.{key}" if key else self.where)

    def allow(self, required: tuple[str, ...], optional: tuple[str, ...] = ()) -> None:
        for key in sorted(self.data):
            if key not in required and key not in optional:
                raise self.fail(f"unknown key {key!r}")
        for key in required:
            if key not in self.data:
                raise self.fail(f"missing key {key!r}")

    def str_(self, key: str, default: str | None = None, choices: tuple[str, ...] = ()) -> str:
        value = self.data.get(key, default)
        if not isinstance(value, str):
            raise self.fail(f"must be a string, got {value!r}", key)
        if choices and value not in choices:
            raise self.fail(f"{value!r} is not one of {', '.join(choices)}", key)
        return value

    def int_(self, key: str, default: int | None = None, lo: int = 0, hi: int = 99) -> int:
        value = self.data.get(key, default)
        if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
            raise self.fail(f"must be a whole number from {lo} to {hi}, got {value!r}", key)
        return value

    def bool_(self, key: str, default: bool = False) -> bool:
        value = self.data.get(key, default)
        if not isinstance(value, bool):
            raise self.fail(f"must be true or false, got {value!r}", key)
        return value

    def list_(self, key: str) -> list[Any]:
        value = self.data.get(key, [])
        if not isinstance(value, list):
            raise self.fail(f"must be a list, got {value!r}", key)
        return value

    def strs(self, key: str, choices: tuple[str, ...] = ()) -> tuple[str, ...]:
        out: list[str] = []
        for i, value in enumerate(self.list_(key)):
            if not isinstance(value, str) or (choices and value not in choices):
                allowed = f" (one of {', '.join(choices)})" if choices else ""
                raise self.fail(f"bad entry {value!r}{allowed}", f"{key}[{i}]")
            out.append(value)
        return tuple(out)

    def sub(self, key: str) -> Reader:
        return Reader(self.source, f"{self.where}.{key}", self.data.get(key))


def read_effect(source: str, where: str, data: Any) -> Effect:
    """One effect: its op must be known (effects.OPS), with that op's parameters and targets only."""
    r = Reader(source, where, data)
    name = r.str_("op")
    spec = OPS.get(name)
    if spec is None:
        raise r.fail(f"unknown op {name!r} (known: {', '.join(sorted(OPS))})", "op")
    required = tuple(p for p in spec.params if p not in spec.optional)
    r.allow(("op", "target", *required), (*spec.optional, "may", "per_counter", "per_counter_on"))
    target = r.str_("target", choices=spec.targets)
    params: dict[str, Any] = {}
    for pname, ptype in spec.params.items():
        if pname not in r.data:
            continue
        if ptype is int:
            params[pname] = r.int_(pname, hi=20)
        elif ptype is bool:
            params[pname] = r.bool_(pname)
        else:
            params[pname] = r.str_(pname, choices=spec.choices.get(pname, ()))
    per_counter = r.str_("per_counter", "")
    if per_counter and spec.params.get("amount") is not int:
        raise r.fail(f"'per_counter' needs an op with an amount ({name!r} has none)", "per_counter")
    counted_on = r.str_("per_counter_on", "self", ("self", "source_card"))
    if "per_counter_on" in r.data and not per_counter:
        raise r.fail("'per_counter_on' says where 'per_counter' counts, so it needs one", "per_counter_on")
    for key, value in (("counter", params.get("counter")), ("per_counter", per_counter)):
        if value and not counters.valid_name(str(value)):
            raise r.fail(
                f"bad counter {value!r} (a named counter like 'soul_shard' or a stat counter like 'armor+1')",
                key,
            )
    on_card = counters.stat_counter(str(params.get("counter", ""))) if target == "source_card" else None
    if on_card is not None and on_card[0] != "power":
        raise r.fail(
            f"{'an' if on_card[0][0] in 'aeiou' else 'a'} {on_card[0]} counter on a card changes nothing: "
            "of a card's stats only its power is modelled "
            "(401.1b: its ability's attack or heal dice), so other stat counters go on characters",
            "counter",
        )
    return Effect(name, target, MappingProxyType(params), r.bool_("may"), per_counter, counted_on)


def read_effects(r: Reader, key: str) -> tuple[Effect, ...]:
    """The effect list under ``key`` (empty when absent)."""
    return tuple(read_effect(r.source, f"{r.where}.{key}[{i}]", e) for i, e in enumerate(r.list_(key)))


def read_ability(source: str, where: str, data: Any, speed_default: str = "action") -> Ability:
    """An attack, heal or effect ability with its stats, effects, crit effects and modes."""
    r = Reader(source, where, data)
    r.allow(
        ("id", "name", "stats"),
        ("speed", "damage_type", "targets", "aoe", "effects", "crit", "channel", "modes", "hostile"),
    )
    try:
        stats = parse_stats(r.str_("stats"))
    except ValueError as exc:
        raise r.fail(str(exc), "stats") from exc
    if stats.cost is None:
        raise r.fail("a payment ability needs a tick cost T<n>", "stats")
    ability = Ability(
        id=r.str_("id"),
        name=r.str_("name"),
        stats=stats,
        speed=r.str_("speed", speed_default, ("action", "instant")),
        damage_type=r.str_("damage_type", choices=DAMAGE_TYPES) if "damage_type" in r.data else None,
        targets=r.int_("targets", 1 if stats.max_range is not None else 0, 0, 6),
        aoe=r.bool_("aoe"),
        effects=read_effects(r, "effects"),
        crit=read_effects(r, "crit"),
        channel=r.bool_("channel"),
        modes=_modes(r),
        hostile=r.bool_("hostile"),
    )
    if ability.modes and (ability.effects or ability.is_attack or ability.is_heal or ability.channel):
        raise r.fail("a modal ability has only 'modes' (no effects, attack, heal or channel)", "modes")
    if any(e.may for e in ability.crit):
        raise r.fail("crit effects are not optional here ('may' is for effects and modes)", "crit")
    if ability.is_attack and ability.damage_type is None:
        raise r.fail("an attack needs a damage_type (600.1b)", "damage_type")
    if ability.targets and stats.max_range is None:
        raise r.fail("an ability with targets needs a range R<n> (405.2b)", "targets")
    if ability.hostile and (ability.is_attack or ability.is_heal or not ability.targets):
        raise r.fail(
            "'hostile' is for effect abilities with targets (attacks target enemies anyway)", "hostile"
        )
    if ability.aoe and not ability.is_attack:
        raise r.fail("only attacks may be AOE here", "aoe")
    if (ability.is_attack or ability.is_heal) and ability.targets == 0:
        raise r.fail("an attack or heal needs at least one target", "targets")
    for eff in ability.crit:
        if eff.target in ("holder", "that_ability"):
            raise r.fail(f"a crit effect can't target {eff.target!r}", "crit")
    return ability


def _modes(r: Reader) -> tuple[Mode, ...]:
    """703.1b: "choose one:" modes, at least two, with distinct ids."""
    if "modes" not in r.data:
        return ()
    raw = r.list_("modes")
    if len(raw) < 2:
        raise r.fail("a modal ability has at least two modes", "modes")
    modes: list[Mode] = []
    for i, m in enumerate(raw):
        mr = Reader(r.source, f"{r.where}.modes[{i}]", m)
        mr.allow(("id", "name", "effects"))
        mode = Mode(mr.str_("id"), mr.str_("name"), read_effects(mr, "effects"))
        if not mode.effects or any(m.id == mode.id for m in modes):
            raise mr.fail("a mode needs effects and an id of its own", "id")
        modes.append(mode)
    return tuple(modes)


def no_may(r: Reader, effects: tuple[Effect, ...], key: str) -> tuple[Effect, ...]:
    """Only a resolving payment ability asks "may" questions (706.4); refuse it anywhere else."""
    if any(e.may for e in effects):
        raise r.fail("'may' is supported in payment abilities' effects only", key)
    return effects
