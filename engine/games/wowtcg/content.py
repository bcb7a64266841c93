"""Loading the card pool and the ready-made decks from ``content/*.json``, validated on load.

Every problem raises BadInputError naming the file, the card and what is wrong, so a content
author can fix the data without reading the engine.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.core import BadInputError
from engine.games.wowtcg.decks import deck_problems, expand_deck
from engine.games.wowtcg.model import (
    CARD_TYPES,
    CLASSES,
    CONTINUOUS,
    COST_KEYS,
    DAMAGE_TYPES,
    FACTIONS,
    KEYWORDS,
    OPS,
    RARITIES,
    TARGET_KINDS,
    TARGET_SIDES,
    TRIGGERS,
    CardDef,
    Power,
    Target,
)

CONTENT_DIR = Path(__file__).resolve().parent / "content"
CARD_FILES = ("rulebook.json", "heroes.json", "alliance.json", "horde.json", "neutral.json")
DECK_FILE = "decks.json"

_CARD_KEYS = frozenset(
    {
        "name",
        "type",
        "cost",
        "faction",
        "class",
        "subtypes",
        "tags",
        "instant",
        "unique",
        "unlimited",
        "limit",
        "atk",
        "dtype",
        "health",
        "strike",
        "def",
        "keywords",
        "totem",
        "ongoing",
        "attach",
        "play",
        "continuous",
        "triggers",
        "payments",
        "quest",
        "alt_cost",
        "extra_cost",
        "race",
        "spec",
        "professions",
        "rarity",
        "number",
        "origin",
    }
)
_POWER_KEYS = frozenset({"ops", "targets", "cost", "when", "if", "once_per_turn", "needs"})
_CONDS = ("hand_4", "stealthed")


@dataclass(frozen=True)
class Catalog:
    """The whole pool by name, and the ready-made decks (hero name + 60 card names)."""

    cards: Mapping[str, CardDef]
    decks: Mapping[str, tuple[str, tuple[str, ...]]]


class _Ctx:
    def __init__(self, source: str, where: str) -> None:
        self.source = source
        self.where = where

    def fail(self, problem: str) -> BadInputError:
        return BadInputError(self.source, problem, self.where)


def _int(ctx: _Ctx, d: Mapping[str, Any], key: str, lo: int = 0) -> int | None:
    value = d.get(key)
    if value is None:
        return None
    if not isinstance(value, int) or isinstance(value, bool) or value < lo:
        raise ctx.fail(f"{key} must be an integer >= {lo}, got {value!r}")
    return value


def _strs(ctx: _Ctx, d: Mapping[str, Any], key: str) -> tuple[str, ...]:
    value = d.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ctx.fail(f"{key} must be a list of strings")
    return tuple(value)


def _target(ctx: _Ctx, raw: Any) -> Target:
    if not isinstance(raw, Mapping) or raw.get("kind") not in TARGET_KINDS:
        raise ctx.fail(f"a target needs a kind among {', '.join(TARGET_KINDS)}, got {raw!r}")
    side = raw.get("side", "any")
    if side not in TARGET_SIDES:
        raise ctx.fail(f"target side must be one of {', '.join(TARGET_SIDES)}, got {side!r}")
    return Target(raw["kind"], side, str(raw.get("tag", "")))


def _ops(ctx: _Ctx, raw: Any) -> tuple[Mapping[str, Any], ...]:
    if not isinstance(raw, list):
        raise ctx.fail("ops must be a list")
    out = []
    for op in raw:
        if not isinstance(op, Mapping) or op.get("op") not in OPS:
            raise ctx.fail(f"unknown op {op!r} (known: {', '.join(sorted(OPS))})")
        extra = set(op) - OPS[op["op"]] - {"op"}
        if extra:
            raise ctx.fail(f"op {op['op']!r} does not take {', '.join(sorted(extra))}")
        if "dtype" in op and op["dtype"] not in DAMAGE_TYPES + ("typeless",):
            raise ctx.fail(f"unknown damage type {op['dtype']!r}")
        if "ops" in op:
            _ops(ctx, op["ops"])
        out.append(dict(op))
    return tuple(out)


def _power(ctx: _Ctx, raw: Any, triggered: bool = False) -> Power:
    if not isinstance(raw, Mapping):
        raise ctx.fail("a power must be an object")
    extra = set(raw) - _POWER_KEYS
    if extra:
        raise ctx.fail(f"a power does not take {', '.join(sorted(extra))}")
    cost = raw.get("cost", {})
    if not isinstance(cost, Mapping) or set(cost) - COST_KEYS:
        raise ctx.fail(f"cost keys must be among {', '.join(sorted(COST_KEYS))}")
    when = raw.get("when", "")
    if triggered and when not in TRIGGERS:
        raise ctx.fail(f"unknown trigger {when!r} (known: {', '.join(sorted(TRIGGERS))})")
    cond = raw.get("if", "")
    if cond and cond not in _CONDS:
        raise ctx.fail(f"unknown condition {cond!r}")
    targets = raw.get("targets", [])
    if not isinstance(targets, list):
        raise ctx.fail("targets must be a list")
    return Power(
        ops=_ops(ctx, raw.get("ops", [])),
        targets=tuple(_target(ctx, t) for t in targets),
        cost=dict(cost),
        when=when,
        cond=cond,
        once_per_turn=bool(raw.get("once_per_turn", False)),
        needs=str(raw.get("needs", "")),
    )


def card_from_dict(raw: Any, source: str) -> CardDef:
    """One card, validated.

    :raises BadInputError: naming the file, the card and the problem.
    """
    name = raw.get("name") if isinstance(raw, Mapping) else None
    ctx = _Ctx(source, f"card {name!r}")
    if not isinstance(raw, Mapping) or not isinstance(name, str) or not name:
        raise ctx.fail("a card needs a non-empty name")
    extra = set(raw) - _CARD_KEYS
    if extra:
        raise ctx.fail(f"unknown field {sorted(extra)[0]!r}")
    ctype = raw.get("type")
    if ctype not in CARD_TYPES:
        raise ctx.fail(f"type must be one of {', '.join(CARD_TYPES)}, got {ctype!r}")
    for key, allowed in (("faction", FACTIONS), ("class", CLASSES), ("rarity", RARITIES)):
        if key in raw and raw[key] not in allowed:
            raise ctx.fail(f"{key} must be one of {', '.join(allowed)}, got {raw[key]!r}")
    if raw.get("dtype", "melee") not in DAMAGE_TYPES:
        raise ctx.fail(f"unknown damage type {raw.get('dtype')!r}")
    keywords = _strs(ctx, raw, "keywords")
    if set(keywords) - set(KEYWORDS):
        raise ctx.fail(f"unknown keyword in {list(keywords)} (known: {', '.join(KEYWORDS)})")
    cost = _int(ctx, raw, "cost")
    if ctype in ("hero", "quest") and cost is not None:
        raise ctx.fail(f"a {ctype} has no cost")
    if ctype not in ("hero", "quest") and cost is None:
        raise ctx.fail("needs a cost")
    atk, health = _int(ctx, raw, "atk"), _int(ctx, raw, "health", 1)
    if ctype in ("ally", "weapon") and atk is None:
        raise ctx.fail(f"a {ctype} needs atk")
    if (ctype in ("ally", "hero") or raw.get("totem")) and health is None:
        raise ctx.fail("a character needs health")
    if ctype == "weapon" and _int(ctx, raw, "strike") is None:
        raise ctx.fail("a weapon needs a strike cost")
    if ctype == "armor" and _int(ctx, raw, "def") is None:
        raise ctx.fail("armor needs def")
    if ctype == "hero" and ("faction" not in raw or "class" not in raw or "play" not in raw):
        raise ctx.fail("a hero needs a faction, a class and a flip power in 'play'")
    if ctype == "quest" and "quest" not in raw:
        raise ctx.fail("a quest needs its completion power in 'quest'")
    limit = raw.get("limit")
    if limit is not None and not (
        isinstance(limit, list)
        and len(limit) == 2
        and isinstance(limit[0], str)
        and isinstance(limit[1], int)
    ):
        raise ctx.fail("limit must be [tag, N]")
    continuous = raw.get("continuous", [])
    for c in continuous if isinstance(continuous, list) else [None]:
        if not isinstance(c, Mapping) or c.get("op") not in CONTINUOUS:
            raise ctx.fail(f"unknown continuous power {c!r} (known: {', '.join(sorted(CONTINUOUS))})")
        if set(c) - CONTINUOUS[c["op"]] - {"op"}:
            raise ctx.fail(f"continuous power {c['op']!r} does not take {sorted(set(c) - {'op'})}")
    for key in ("alt_cost", "extra_cost"):
        if key in raw and (not isinstance(raw[key], Mapping) or set(raw[key]) - {"resources", "exhaust_tag"}):
            raise ctx.fail(f"{key} takes resources or exhaust_tag")
    return CardDef(
        name=name,
        type=ctype,
        cost=cost,
        faction=str(raw.get("faction", "")),
        cls=str(raw.get("class", "")),
        subtypes=_strs(ctx, raw, "subtypes"),
        tags=_strs(ctx, raw, "tags"),
        instant=bool(raw.get("instant", False)),
        unique=bool(raw.get("unique", False)),
        unlimited=bool(raw.get("unlimited", False)),
        limit=(limit[0], limit[1]) if limit else None,
        atk=atk,
        dtype=str(raw.get("dtype", "melee")),
        health=health,
        strike=_int(ctx, raw, "strike"),
        defense=_int(ctx, raw, "def"),
        keywords=keywords,
        totem=bool(raw.get("totem", False)),
        ongoing=bool(raw.get("ongoing", False)),
        attach=_target(ctx, raw["attach"]) if "attach" in raw else None,
        play=_power(ctx, raw["play"]) if "play" in raw else None,
        continuous=tuple(dict(c) for c in continuous),
        triggers=tuple(_power(ctx, t, triggered=True) for t in raw.get("triggers", [])),
        payments=tuple(_power(ctx, p) for p in raw.get("payments", [])),
        quest=_power(ctx, raw["quest"]) if "quest" in raw else None,
        alt_cost=dict(raw.get("alt_cost", {})),
        extra_cost=dict(raw.get("extra_cost", {})),
        race=str(raw.get("race", "")),
        spec=str(raw.get("spec", "")),
        professions=_strs(ctx, raw, "professions"),
        rarity=str(raw.get("rarity", "common")),
        number=str(raw.get("number", "")),
        origin=str(raw.get("origin", "own design")),
    )


def _read(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError as exc:
        raise BadInputError(path.name, "file is missing") from exc
    except json.JSONDecodeError as exc:
        raise BadInputError(path.name, f"not valid JSON ({exc.msg} at line {exc.lineno})") from exc


def load_catalog(content_dir: Path = CONTENT_DIR) -> Catalog:
    """Every card file and the deck file.

    :raises BadInputError: a file is missing or malformed, a card is invalid or named twice, or a
        ready-made deck breaks the deck rules.
    """
    cards: dict[str, CardDef] = {}
    for filename in CARD_FILES:
        data = _read(content_dir / filename)
        if not isinstance(data, list):
            raise BadInputError(filename, "must be a list of cards")
        for raw in data:
            card = card_from_dict(raw, filename)
            if card.name in cards:
                raise BadInputError(
                    filename, "the name is already used by another card", f"card {card.name!r}"
                )
            cards[card.name] = card
    decks_raw = _read(content_dir / DECK_FILE)
    if not isinstance(decks_raw, Mapping):
        raise BadInputError(DECK_FILE, "must be an object of decks")
    decks: dict[str, tuple[str, tuple[str, ...]]] = {}
    for deck_id, spec in sorted(decks_raw.items()):
        where = f"deck {deck_id!r}"
        if not isinstance(spec, Mapping) or not isinstance(spec.get("hero"), str):
            raise BadInputError(DECK_FILE, "a deck needs a hero and cards", where)
        names = expand_deck(spec.get("cards"), DECK_FILE, where)
        problems = deck_problems(cards, spec["hero"], names)
        if problems:
            raise BadInputError(DECK_FILE, "; ".join(problems), where)
        decks[deck_id] = (spec["hero"], names)
    return Catalog(cards, decks)
