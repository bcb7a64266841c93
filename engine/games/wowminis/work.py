"""Work items: the explicit, cloneable continuation of rules resolution.

The state keeps a stack of these small frozen values (top = last). ``sequence.advance`` processes
the top item until one needs a player's decision; that item then stays on top and is the pending
decision. No generators or closures live in the state, so a position can be cloned, saved and
rebuilt from ``to_dict()`` at any point, even in the middle of an attack.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, ClassVar


@dataclass(frozen=True)
class Work:
    """Base of every work item; ``decision`` marks items that may wait for a player."""

    decision: ClassVar[bool] = False

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": type(self).__name__}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            out[f.name] = _jsonable(value)
        return out


def _jsonable(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_jsonable(v) for v in value]
    return value


def _tupled(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tupled(v) for v in value)
    return value


@dataclass(frozen=True)
class ChooseFirst(Work):
    """101.4: the randomly picked player chooses who will be the first player."""

    decision: ClassVar[bool] = True
    chooser: int


@dataclass(frozen=True)
class NextChar(Work):
    """500.4: find the characters whose clock matches the master clock and pick who goes next."""

    decision: ClassVar[bool] = True


@dataclass(frozen=True)
class StartTurn(Work):
    """501.1-501.2 for the chosen character."""

    char: str


@dataclass(frozen=True)
class SpawnChoice(Work):
    """501.1/403.1: the controller picks a spawn point for a character that is not in play."""

    decision: ClassVar[bool] = True
    char: str


@dataclass(frozen=True)
class BeginTurn(Work):
    """501.2: the character's controller becomes the turn player; start-of-turn effects."""

    char: str


@dataclass(frozen=True)
class TurnMenu(Work):
    """501.3: the turn options (move, one instant, one action, flips) until the player ends the turn."""

    decision: ClassVar[bool] = True
    char: str


@dataclass(frozen=True)
class EndTurn(Work):
    """501.3d-501.4."""

    char: str


@dataclass(frozen=True)
class EndTick(Work):
    """502: end-of-tick triggers, readying at tick 10, master tick up."""


@dataclass(frozen=True)
class TriggerWave(Work):
    """704.2d: the end-of-tick wave (VP locations, buff triggers); ``orders`` holds chosen orders.

    ``pending`` lists characters whose controller must still order their triggers; ``orders`` maps
    a character to the chosen order as "uid=name1,name2" strings.
    """

    decision: ClassVar[bool] = True
    tick: int
    pending: tuple[str, ...] = ()
    orders: tuple[str, ...] = ()


@dataclass(frozen=True)
class AdvanceMaster(Work):
    """502.2: ready everything at the end of tick 10, then tick the master clock up."""


@dataclass(frozen=True)
class ReactWindow(Work):
    """701: a react window for a play; ``players`` still to have their option, in order."""

    decision: ClassVar[bool] = True
    play: int
    events: tuple[str, ...]
    players: tuple[int, ...]
    roller: str = ""


@dataclass(frozen=True)
class ReactResolve(Work):
    """A played react resolves against the play that opened its window (unless itself negated)."""

    react_play: int
    target_play: int
    char: str
    card: str


@dataclass(frozen=True)
class ResolvePlay(Work):
    """A non-attack ability (heal, buff, effect) resolves after its react window.

    ``step`` is the effect to carry on from after a "may" answer (``answer`` "yes" or "no").
    """

    play: int
    step: int = 0
    answer: str = ""


@dataclass(frozen=True)
class SummonChoice(Work):
    """305.1: the master's player picks the space of the new pet."""

    decision: ClassVar[bool] = True
    char: str
    pet: str


@dataclass(frozen=True)
class ForcedMove(Work):
    """404.3: the effect's controller picks where a forced move ends (``source`` set: "away", 404.3b)."""

    decision: ClassVar[bool] = True
    char: str
    spaces: int
    source: str
    chooser: int


@dataclass(frozen=True)
class TeleportChoice(Work):
    """404.2: the effect's controller picks the teleport destination."""

    decision: ClassVar[bool] = True
    char: str
    spaces: int
    chooser: int


@dataclass(frozen=True)
class AttackPhase(Work):
    """One step of the attack pipeline (600.3-602.5) of the state's current attack."""

    phase: str
    index: int = 0


@dataclass(frozen=True)
class ProtectChoice(Work):
    """600.4: a protector may become the proposed defender instead of an adjacent proposed defender."""

    decision: ClassVar[bool] = True
    protector: str


@dataclass(frozen=True)
class RerollChoice(Work):
    """105.3: the roller picks which dice to reroll, all at once: up to ``allowance`` optional
    rerolls plus ``mandatory`` successes that must be rerolled (as many as there are)."""

    decision: ClassVar[bool] = True
    roll: str
    roller: str
    allowance: int
    mandatory: int = 0


@dataclass(frozen=True)
class ModeChoice(Work):
    """703.1b: the player of a modal ability picks its mode before the react window opens."""

    decision: ClassVar[bool] = True
    play: int


@dataclass(frozen=True)
class MayChoice(Work):
    """706.4: the player of a resolving ability decides whether to do an optional ("may") step.

    The answer is written into the ``ResolvePlay`` below it, which then carries on from ``step``.
    """

    decision: ClassVar[bool] = True
    play: int
    step: int


@dataclass(frozen=True)
class ReplaceChoice(Work):
    """709.2: several replacement effects compete for one event; ``chooser`` picks one. The event:
    ``amount`` damage to ``char`` from player ``by`` (-1: nobody), with the effects already applied to
    it (709.4) as "character:card" strings; ``event`` "heal" (``amount`` healing), "move" (its natural
    move) or "destroyed" is one that deals no damage (709.2b)."""

    decision: ClassVar[bool] = True
    char: str
    amount: int
    by: int
    attack: bool
    destroy: bool
    applied: tuple[str, ...]
    chooser: int
    event: str = "damage"


@dataclass(frozen=True)
class DamageOrder(Work):
    """107.2: ``player`` orders the simultaneous damage destined for characters of their party: an
    attack's (the order goes to the attack) or, with ``effect``, an effect's (it goes to the
    ``EffectDamage`` below)."""

    decision: ClassVar[bool] = True
    player: int
    chars: tuple[str, ...]
    effect: bool = False


@dataclass(frozen=True)
class BuffChoice(Work):
    """301.3: ``chooser`` (the effect's controller) picks which of ``char``'s buffs an effect removes
    and attaches to ``to``; ``only`` "buff" or "debuff" limits which it may take ("" either)."""

    decision: ClassVar[bool] = True
    char: str
    to: str
    chooser: int
    only: str = ""


@dataclass(frozen=True)
class ExhaustChoice(Work):
    """106.1/602.2: ``chooser`` (the controller of ``char``) picks which of ``char``'s ready Action Bar
    cards an effect makes it exhaust; ``char`` may be a defender the attack destroyed."""

    decision: ClassVar[bool] = True
    char: str
    chooser: int


@dataclass(frozen=True)
class EffectDamage(Work):
    """An effect's damage to several characters at once (107.2): ``amounts`` ("uid=n") dealt one at a
    time in ``ordered`` order, which the ``DamageOrder`` items above it fill in."""

    amounts: tuple[str, ...]
    by: int
    ordered: tuple[str, ...] = ()
    index: int = 0


@dataclass(frozen=True)
class WaveResolve(Work):
    """704.2d: the end-of-tick wave resolving one effect at a time. ``steps`` are the effects as
    "affected uid|trigger name|source uid|buff party (- for a character's trigger)|effect index",
    taken from the snapshot at the wave's start (704.2c); ``ordered`` is the order the players chose
    for the damage to their characters (107.2), which the damaged characters' effects follow."""

    steps: tuple[str, ...]
    ordered: tuple[str, ...] = ()
    index: int = 0


@dataclass(frozen=True)
class RevertControl(Work):
    """400.3c: after the borrowed turn's end-of-turn triggers, control returns to ``controller``."""

    char: str
    controller: int


WORK_TYPES: dict[str, type[Work]] = {
    cls.__name__: cls
    for cls in (
        ChooseFirst,
        NextChar,
        StartTurn,
        SpawnChoice,
        BeginTurn,
        TurnMenu,
        EndTurn,
        EndTick,
        TriggerWave,
        AdvanceMaster,
        ReactWindow,
        ReactResolve,
        ResolvePlay,
        SummonChoice,
        ForcedMove,
        TeleportChoice,
        AttackPhase,
        ProtectChoice,
        RerollChoice,
        ModeChoice,
        MayChoice,
        ReplaceChoice,
        DamageOrder,
        BuffChoice,
        ExhaustChoice,
        EffectDamage,
        RevertControl,
        WaveResolve,
    )
}


def work_from_dict(d: Any) -> Work:
    """Rebuild a work item from ``Work.to_dict()``; raises ValueError on anything else."""
    if not isinstance(d, dict) or d.get("kind") not in WORK_TYPES:
        raise ValueError(f"not a work item: {d!r}")
    cls = WORK_TYPES[d["kind"]]
    names = {f.name for f in dataclasses.fields(cls)}
    extra = set(d) - names - {"kind"}
    if extra:
        raise ValueError(f"unknown fields {sorted(extra)} in {d['kind']}")
    try:
        return cls(**{k: _tupled(v) for k, v in d.items() if k != "kind"})
    except TypeError as exc:
        raise ValueError(f"bad {d['kind']}: {exc}") from exc
