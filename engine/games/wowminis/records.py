"""The mutable records of a WoW Miniatures position: cards, buffs, characters, the turn, plays,
the attack being resolved and totems.

Each has a hand-written ``copy`` because ``WowState.clone`` runs at every search step.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.hex import Hex


@dataclass(slots=True)
class CardInst:
    """One Action Bar card in play: facing and orientation are independent (106.2)."""

    uid: str
    card: str
    face_up: bool = False
    exhausted: bool = False
    aside: bool = False
    counters: dict[str, int] = field(default_factory=dict)

    def copy(self) -> CardInst:
        return CardInst(self.uid, self.card, self.face_up, self.exhausted, self.aside, dict(self.counters))


@dataclass(slots=True)
class Buff:
    """A buff/debuff attached to a character: a copy of the card, allied with ``party`` (301.2).

    ``source`` is the character that attached it (a redirecting replacement deals damage to it);
    ``added`` the counters it added to the character (301.2e), which go when it goes.
    """

    card: str
    party: int
    counter: int = 0
    until: str = ""
    source: str = ""
    added: dict[str, int] = field(default_factory=dict)

    def copy(self) -> Buff:
        return Buff(self.card, self.party, self.counter, self.until, self.source, dict(self.added))


@dataclass(slots=True)
class Char:
    """A character of the game; ``pos`` None means out of play (not spawned yet, or destroyed).

    ``counters`` holds named counters (401.1c) by name; ``controlled_by`` is the character whose
    player has gained control of this one for a turn (400.3), else None.
    """

    uid: str
    cid: str
    owner: int
    controller: int
    pos: Hex | None
    clock: int
    health: int
    cards: list[CardInst] = field(default_factory=list)
    buffs: list[Buff] = field(default_factory=list)
    statuses: list[str] = field(default_factory=list)
    master: str | None = None
    form: str | None = None
    channel: str | None = None
    counters: dict[str, int] = field(default_factory=dict)
    controlled_by: str | None = None

    def copy(self) -> Char:
        return Char(
            self.uid,
            self.cid,
            self.owner,
            self.controller,
            self.pos,
            self.clock,
            self.health,
            [c.copy() for c in self.cards],
            [b.copy() for b in self.buffs],
            list(self.statuses),
            self.master,
            self.form,
            self.channel,
            dict(self.counters),
            self.controlled_by,
        )

    @property
    def in_play(self) -> bool:
        return self.pos is not None

    @property
    def is_pet(self) -> bool:
        return self.master is not None

    @property
    def removed(self) -> bool:
        """A pet removed from play (305.2) never returns: it takes no more turns."""
        return "removed" in self.statuses


@dataclass(slots=True)
class Turn:
    """The turn character's options used so far (501.3) and its turn-long effects."""

    char: str
    moved: bool = False
    instant: bool = False
    action: bool = False
    must_move: bool = False
    spaces_moved: int = 0
    stealth_start: bool = False
    next_attack: list[dict[str, Any]] = field(default_factory=list)

    def copy(self) -> Turn:
        return Turn(
            self.char,
            self.moved,
            self.instant,
            self.action,
            self.must_move,
            self.spaces_moved,
            self.stealth_start,
            [dict(m) for m in self.next_attack],
        )


@dataclass(slots=True)
class Play:
    """An ability being played (703): who, what, targets; negation is recorded on the state.

    ``mode`` is the chosen mode of a modal ability (703.1b), "" until chosen or when not modal.
    """

    id: int
    char: str
    player: int
    ability: str
    card: str | None
    kind: str | None
    targets: list[str]
    react_card: bool = False
    text: str = ""
    mode: str = ""

    def copy(self) -> Play:
        return Play(
            self.id,
            self.char,
            self.player,
            self.ability,
            self.card,
            self.kind,
            list(self.targets),
            self.react_card,
            self.text,
            self.mode,
        )


@dataclass(slots=True)
class AttackCtx:
    """The attack being resolved (600-602): one roll for all defenders, per-defender blocks.

    ``order`` is the order its damage is processed in, as the players chose it (107.2).
    """

    play: int
    attacker: str
    ability: str
    kind: str
    damage_type: str
    power: int
    defenders: list[str]
    space: Hex | None = None
    area: list[Hex] = field(default_factory=list)
    unstoppable: bool = False
    crit_ready: list[str] = field(default_factory=list)
    dice: list[int] = field(default_factory=list)
    rerolled: list[bool] = field(default_factory=list)
    first: list[int] = field(default_factory=list)
    hits: int = 0
    bonus_hits: int = 0
    crit: bool = False
    blocks: dict[str, int] = field(default_factory=dict)
    protected: list[str] = field(default_factory=list)
    def_dice: list[int] = field(default_factory=list)
    def_first: list[int] = field(default_factory=list)
    def_rerolled: list[bool] = field(default_factory=list)
    crit_die: bool = False
    order: list[str] = field(default_factory=list)

    def copy(self) -> AttackCtx:
        return AttackCtx(
            self.play,
            self.attacker,
            self.ability,
            self.kind,
            self.damage_type,
            self.power,
            list(self.defenders),
            self.space,
            list(self.area),
            self.unstoppable,
            list(self.crit_ready),
            list(self.dice),
            list(self.rerolled),
            list(self.first),
            self.hits,
            self.bonus_hits,
            self.crit,
            dict(self.blocks),
            list(self.protected),
            list(self.def_dice),
            list(self.def_first),
            list(self.def_rerolled),
            self.crit_die,
            list(self.order),
        )


@dataclass(slots=True)
class Totem:
    """A totem token (304): allied with its summoner's party, no clock, destroyed at damage >= health."""

    uid: str
    card: str
    controller: int
    pos: Hex
    damage: int = 0

    def copy(self) -> Totem:
        return Totem(self.uid, self.card, self.controller, self.pos, self.damage)
