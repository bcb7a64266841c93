"""Stat profiles: the card numbers of an earlier era, layered over today's card facts.

``hearthstone-data`` holds today's numbers under the classic ids (Flamestrike ``CS2_032`` deals 5),
but the Advanced rulebook's examples were written against older cards (Flamestrike dealt 4). A stat
profile is an explicit table of per-card overrides, each with its reason, kept in
``content/stat_overrides.json``. An override may name a ``VAN_`` id (the 2014 Classic printing):
the card then takes that printing's facts (name, type, stats, tags, text) while keeping its own id,
DBF id, set and collectibility, so decks and saves keep using the classic id. Its ``set`` entries
are applied last and pin every number the examples rely on.

The profile ``"current"`` is today's data unchanged. ``with_profile(db, "rulebook")`` gives the
catalogue the rulebook tests use.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from engine.core.errors import BadInputError
from engine.games.hearthstone.cardfacts import CardDB, CardFacts

OVERRIDES_PATH = Path(__file__).parent / "content" / "stat_overrides.json"
"""The shipped override table."""

OVERRIDES_FORMAT = 1
CURRENT = "current"
"""The profile that changes nothing: today's data."""

_INT_FIELDS = ("cost", "attack", "health", "durability", "overload", "spellpower", "armor")
_AMOUNT_FIELDS = ("spell_damage_amounts", "heal_amounts")
SETTABLE_FIELDS: tuple[str, ...] = (*_INT_FIELDS, *_AMOUNT_FIELDS, "values")
"""The ``CardFacts`` fields an override's ``set`` may change (``values`` adds named numbers)."""

_ENTRY_KEYS = frozenset({"van_id", "set", "reason"})
_VALUE_NAME = re.compile(r"[a-z][a-z0-9_]*")


@dataclass(frozen=True)
class Override:
    """One card's override: where its era facts come from, the numbers pinned, and why."""

    card_id: str
    van_id: str
    fields: tuple[tuple[str, int | tuple[int, ...]], ...]
    values: tuple[tuple[str, int], ...]
    reason: str


@dataclass(frozen=True)
class Profile:
    """A named set of overrides, sorted by card id."""

    name: str
    description: str
    overrides: tuple[Override, ...]

    def van_ids(self) -> dict[str, str]:
        """Classic id -> the ``VAN_`` id whose facts it takes, for the overrides that name one."""
        return {override.card_id: override.van_id for override in self.overrides if override.van_id}


def _is_int(value: object) -> bool:
    return type(value) is int


_Settings = tuple[tuple[tuple[str, int | tuple[int, ...]], ...], tuple[tuple[str, int], ...]]


def _settings(source: str, where: str, raw: object) -> _Settings:
    """The validated ``set`` block: (field, value) pairs and named profile values."""
    if not isinstance(raw, dict):
        raise BadInputError(source, "'set' must be an object of field: value", where)
    fields: list[tuple[str, int | tuple[int, ...]]] = []
    values: tuple[tuple[str, int], ...] = ()
    for field in sorted(raw):
        value = raw[field]
        if field not in SETTABLE_FIELDS:
            problem = f"unknown field {field!r}; known: {', '.join(SETTABLE_FIELDS)}"
            raise BadInputError(source, problem, where)
        if field in _INT_FIELDS and not _is_int(value):
            raise BadInputError(source, f"{field!r} must be a whole number, not {value!r}", where)
        if field in _AMOUNT_FIELDS:
            if not isinstance(value, list) or not all(_is_int(item) for item in value):
                problem = f"{field!r} must be a list of whole numbers, not {value!r}"
                raise BadInputError(source, problem, where)
            value = tuple(value)
        if field == "values":
            if not isinstance(value, dict) or not value:
                raise BadInputError(source, "'values' must be a non-empty object of name: number", where)
            for name, number in value.items():
                if not _VALUE_NAME.fullmatch(name) or not _is_int(number):
                    problem = f"value {name!r}: {number!r} must be a lower_case name and a whole number"
                    raise BadInputError(source, problem, where)
            values = tuple(sorted(value.items()))
            continue
        fields.append((field, value))
    return tuple(fields), values


def _override(source: str, card_id: str, raw: object, where: str) -> Override:
    if not isinstance(raw, dict):
        raise BadInputError(source, "an override must be an object", where)
    unknown = sorted(set(raw) - _ENTRY_KEYS)
    if unknown:
        raise BadInputError(source, f"unknown keys {unknown}; known: {sorted(_ENTRY_KEYS)}", where)
    reason = raw.get("reason")
    if not isinstance(reason, str) or not reason.strip():
        raise BadInputError(source, "every override needs a 'reason'", where)
    van_id = raw.get("van_id", "")
    if not isinstance(van_id, str) or (van_id and not van_id.startswith("VAN_")):
        raise BadInputError(source, f"'van_id' must be a VAN_ card id, not {van_id!r}", where)
    fields, values = _settings(source, where, raw.get("set", {}))
    if not van_id and not fields and not values:
        raise BadInputError(source, "an override needs a 'van_id' or a 'set' block", where)
    return Override(card_id, van_id, fields, values, reason.strip())


def load_profiles(path: Path = OVERRIDES_PATH) -> dict[str, Profile]:
    """The profiles of an override table, validated for shape (card ids are checked by ``with_profile``).

    :raises BadInputError: naming the file and the entry when the table is unreadable or malformed.
    """
    source = str(path)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as err:
        raise BadInputError(source, f"cannot read the override table: {err.strerror or err}") from err
    except ValueError as err:
        raise BadInputError(source, f"not valid JSON: {err}") from err
    if not isinstance(data, dict) or set(data) != {"format", "profiles"}:
        raise BadInputError(source, "the table must be an object with exactly 'format' and 'profiles'")
    if data["format"] != OVERRIDES_FORMAT:
        raise BadInputError(source, f"format {data['format']!r} is not {OVERRIDES_FORMAT}")
    if not isinstance(data["profiles"], dict):
        raise BadInputError(source, "'profiles' must be an object of name: profile")
    profiles: dict[str, Profile] = {}
    for name in sorted(data["profiles"]):
        raw = data["profiles"][name]
        if name == CURRENT:
            raise BadInputError(source, f"{CURRENT!r} is today's data and takes no overrides", name)
        if not isinstance(raw, dict) or set(raw) != {"description", "overrides"}:
            raise BadInputError(source, "a profile is an object with 'description' and 'overrides'", name)
        if not isinstance(raw["description"], str) or not isinstance(raw["overrides"], dict):
            raise BadInputError(source, "'description' must be text and 'overrides' an object", name)
        overrides = tuple(
            _override(source, card_id, raw["overrides"][card_id], f"{name}.{card_id}")
            for card_id in sorted(raw["overrides"])
        )
        profiles[name] = Profile(name, raw["description"], overrides)
    return profiles


def _apply(db: CardDB, override: Override, source: str, where: str) -> CardFacts:
    card = db.get(override.card_id)
    if card is None:
        problem = f"unknown card id {override.card_id!r} in data version {db.data_version}"
        raise BadInputError(source, problem, where)
    if override.van_id:
        era = db.get(override.van_id)
        if era is None:
            problem = f"unknown VAN_ id {override.van_id!r} in data version {db.data_version}"
            raise BadInputError(source, problem, where)
        card = replace(
            era, id=card.id, dbf_id=card.dbf_id, card_set=card.card_set, collectible=card.collectible
        )
    changes: dict[str, Any] = dict(override.fields)
    card = replace(card, **changes)
    if override.values:
        merged = dict(card.values)
        merged.update(override.values)
        card = replace(card, values=tuple(sorted(merged.items())))
    if card.card_type == "weapon" and card.health:
        raise BadInputError(source, "a weapon has Durability, not Health", where)
    if card.card_type != "weapon" and card.durability:
        problem = f"only a weapon has Durability, and {card.id} is a {card.card_type}"
        raise BadInputError(source, problem, where)
    return card


def with_profile(db: CardDB, profile: str = "rulebook", path: Path = OVERRIDES_PATH) -> CardDB:
    """``db`` with a stat profile's overrides applied (``"current"`` returns ``db`` itself).

    :raises BadInputError: naming the table when it is malformed or names a card ``db`` lacks.
    :raises ValueError: when the table has no such profile.
    """
    if profile == CURRENT:
        return db
    profiles = load_profiles(path)
    chosen = profiles.get(profile)
    if chosen is None:
        raise ValueError(f"no stat profile {profile!r}; known: {', '.join([CURRENT, *profiles])}")
    source = str(path)
    return db.with_cards(
        _apply(db, override, source, f"{profile}.{override.card_id}") for override in chosen.overrides
    )
