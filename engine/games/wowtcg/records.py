"""The mutable records a position is made of: card objects, players, links, modifiers, choices.

Every record has ``copy()`` (clone is hand-written and cheap) and ``to_dict()``/``from_dict`` (the
position format, docs/wowtcg-engine.md). A card that changes zones becomes a new object with a new
id (CR 411.1b); ids are ``c`` plus five digits so no id is a substring of another.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from typing import Any

ZONES = ("deck", "hand", "graveyard", "rfg", "chain", "play")
ROWS = ("", "resource", "ally", "hero", "attached")


def obj_id(n: int) -> str:
    """The id of the n-th object created in a game."""
    return f"c{n:05d}"


def _plain(value: Any) -> Any:
    if isinstance(value, list):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    return value


class _Record:
    """to_dict/from_dict/copy for the slot dataclasses below (lists and dicts are copied deeply)."""

    def to_dict(self) -> dict[str, Any]:
        return {f.name: _plain(getattr(self, f.name)) for f in fields(self)}  # type: ignore[arg-type]

    @classmethod
    def keys(cls) -> tuple[str, ...]:
        return tuple(f.name for f in fields(cls))  # type: ignore[arg-type]

    def copy(self) -> Any:
        cls = type(self)
        return cls(**{f.name: _plain(getattr(self, f.name)) for f in fields(self)})  # type: ignore[arg-type]


@dataclass(slots=True)
class Obj(_Record):
    """A card or token as one object in one zone (CR 411.1b).

    ``since`` is the turn number from which it has been in its controller's party (allies,
    CR 302.2); ``used`` maps a power key to the turn it was last used (CR 701.4); ``no_ready``
    flags "can't ready during your next ready step" (CR 714.3f).
    """

    id: str
    card: str
    owner: int
    controller: int
    zone: str
    row: str = ""
    face_up: bool = True
    exhausted: bool = False
    damage: int = 0
    attached_to: str = ""
    ts: int = 0
    since: int = 0
    token: dict[str, Any] = field(default_factory=dict)
    used: dict[str, int] = field(default_factory=dict)
    no_ready: bool = False
    removed_by: int = -1

    def copy(self) -> Obj:
        """A copy for clone (the hot path of search: written out field by field; tokens are never edited)."""
        return Obj(
            self.id,
            self.card,
            self.owner,
            self.controller,
            self.zone,
            self.row,
            self.face_up,
            self.exhausted,
            self.damage,
            self.attached_to,
            self.ts,
            self.since,
            self.token,
            dict(self.used),
            self.no_ready,
            self.removed_by,
        )


@dataclass(slots=True)
class Player(_Record):
    """One seat: the ordered deck (top first), the other personal zones and per-turn flags."""

    hero: str = ""
    deck: list[str] = field(default_factory=list)
    hand: list[str] = field(default_factory=list)
    graveyard: list[str] = field(default_factory=list)
    rfg: list[str] = field(default_factory=list)
    placed: bool = False
    drew_empty: bool = False
    lost: bool = False


@dataclass(slots=True)
class Link(_Record):
    """A link on the chain (CR 705): a card, or an effect that exists apart from its source.

    ``kind`` is card, resource, payment, completion, proposal, strike or trigger; ``power`` indexes
    the source card's payments or triggers; ``lki`` keeps what the rules read about the source
    (CR 709.2d) and ``data`` the link's own facts (attacker, defender, the event that triggered it).
    """

    id: str
    kind: str
    controller: int
    source: str
    name: str
    power: int = -1
    targets: list[str] = field(default_factory=list)
    face_down: bool = False
    lki: dict[str, Any] = field(default_factory=dict)
    data: dict[str, Any] = field(default_factory=dict)


@dataclass(slots=True)
class Mod(_Record):
    """A continuous modifier created by a link (CR 714.3), with its timestamp (CR 718.2).

    ``to`` is the list of flagged object ids, or empty with ``selector`` naming which cards it
    re-evaluates (CR 714.3e); ``duration`` is turn, combat or game; ``while_`` a condition that is
    not a duration (CR 714.3a); ``remaining`` the amount a prevention bubble has left (CR 717.3c,
    -1 for "all").
    """

    id: int
    kind: str
    controller: int
    source: str
    ts: int
    to: list[str] = field(default_factory=list)
    selector: str = ""
    amount: int = 0
    dtype: str = ""
    duration: str = "game"
    while_: str = ""
    remaining: int = 0
    data: dict[str, Any] = field(default_factory=dict)


@dataclass(slots=True)
class Waiting(_Record):
    """A triggered effect waiting for pre-priority processing (CR 708.1)."""

    controller: int
    source: str
    name: str
    power: int
    data: dict[str, Any] = field(default_factory=dict)


@dataclass(slots=True)
class Pending(_Record):
    """A choice the rules give a player now; the options are the action notations' arguments."""

    player: int
    kind: str
    options: list[str]
    prompt: str


def record_from_dict(cls: type[Any], d: Any, source: str, where: str) -> Any:
    """A record from its dict form; unknown or missing keys are reported by name."""
    from engine.core import BadInputError

    if not isinstance(d, Mapping):
        raise BadInputError(source, "must be an object", where)
    known = cls.keys()
    extra = sorted(set(d) - set(known))
    if extra:
        raise BadInputError(source, f"unknown key {extra[0]!r}", where)
    try:
        return cls(**{k: _plain(v) for k, v in d.items()})
    except TypeError as exc:
        raise BadInputError(source, f"missing a required key ({exc})", where) from exc
