"""What the dice tray shows, as plain data built from an engine ``dice_rolled`` event.

The engine has already decided every face; this module only reads the event's ``data`` and checks
it, so the tray never animates a roll the engine did not make. No pygame here: the model is tested
on its own and could serve a text log as well. ``docs/dice-tray.md`` lists the keys it reads.

>>> roll = roll_view_from_event({"roller": "thrall", "kind": "attack",
...     "dice": [{"first": 2, "final": 10, "rerolled": True, "crit": True}, 7, 3]}, name="Thrall")
>>> roll.summary, roll.title
('2 successes (1 crit)', 'Thrall: attack roll, 3 dice')
>>> [die.final for die in roll.dice], roll.dice[0].rerolled
([10, 7, 3], True)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.core.errors import BadInputError

CRIT_FACE = 10
"""The crit face. The rulebook's die shows a crit symbol (or 10, or 0) beside 1-9."""

FIRST_SUCCESS = 4
"""Faces 1-3 fail, 4-9 and the crit succeed (rule 105.1)."""

KINDS: tuple[str, ...] = ("attack", "defense", "heal", "other")
"""Roll kinds the engine reports; the tray colours dice by kind."""

SOURCE = "dice_rolled event"
DIE_KEYS = frozenset({"first", "initial", "final", "rerolled", "crit"})


def is_success(face: int) -> bool:
    """Whether a face succeeds: 4-9 or the crit."""
    return face >= FIRST_SUCCESS


@dataclass(frozen=True)
class DieView:
    """One die of a roll.

    Attributes:
        initial: the face first rolled, 1-10 (10 is the crit).
        final: the face the roll counts, after any reroll or die-changing effect.
        rerolled: whether the die was rerolled (a rerolled die is never rerolled again, rule 105.3).
    """

    initial: int
    final: int
    rerolled: bool = False

    @property
    def success(self) -> bool:
        """Whether the final face succeeds (crits included)."""
        return is_success(self.final)

    @property
    def crit(self) -> bool:
        """Whether the final face is the crit face."""
        return self.final == CRIT_FACE

    @property
    def changed(self) -> bool:
        """Whether an effect changed the face without a reroll (rule 105.3a, e.g. Cold Blood)."""
        return not self.rerolled and self.initial != self.final


@dataclass(frozen=True)
class RollView:
    """A whole roll as the tray shows it.

    Attributes:
        roller: the name of the character (or player) who rolled.
        kind: one of ``KINDS``.
        dice: every die in the order the engine rolled them.
        damage: damage (or healing) that resulted, when the event reports it; ``None`` otherwise.
    """

    roller: str
    kind: str
    dice: tuple[DieView, ...]
    damage: int | None = None

    @property
    def successes(self) -> int:
        """How many final faces succeed: hits, blocks or points healed."""
        return sum(1 for die in self.dice if die.success)

    @property
    def crits(self) -> int:
        """How many final faces are crits."""
        return sum(1 for die in self.dice if die.crit)

    @property
    def crit(self) -> bool:
        """Whether the roll is a crit (at least one crit face, rule 105.2)."""
        return self.crits > 0

    @property
    def rerolls(self) -> int:
        """How many dice were rerolled."""
        return sum(1 for die in self.dice if die.rerolled)

    @property
    def summary(self) -> str:
        """The result in words, e.g. ``"3 successes (1 crit)"``."""
        text = f"{self.successes} success" + ("" if self.successes == 1 else "es")
        if self.crits:
            text += f" ({self.crits} crit" + ("" if self.crits == 1 else "s") + ")"
        return text

    def continues(self, earlier: RollView) -> bool:
        """Whether this roll is ``earlier`` after its rerolls or die changes (rule 105.3).

        The engine reports a roll as soon as it is made, and the same dice again once the roller
        has rerolled some: the second report's first faces are the first report's faces.
        """
        return (
            (self.roller, self.kind, len(self.dice)) == (earlier.roller, earlier.kind, len(earlier.dice))
            and all(die.initial == die.final and not die.rerolled for die in earlier.dice)
            and any(die.rerolled or die.changed for die in self.dice)
            and all(new.initial == old.final for new, old in zip(self.dice, earlier.dice, strict=True))
        )

    @property
    def title(self) -> str:
        """Who rolled what, e.g. ``"Thrall: attack roll, 5 dice"``."""
        count = len(self.dice)
        noun = "die" if count == 1 else "dice"
        return f"{self.roller}: {self.kind} roll, {count} {noun}"

    @property
    def detail(self) -> str:
        """What the successes mean for this kind of roll, plus rerolls and damage when known."""
        parts: list[str] = []
        meaning = {"attack": "hit", "defense": "block", "heal": "healed"}.get(self.kind)
        if meaning == "healed":
            parts.append(f"{self.successes} healed")
        elif meaning is not None:
            parts.append(f"{self.successes} {meaning}" + ("" if self.successes == 1 else "s"))
        if self.rerolls:
            parts.append(f"{self.rerolls} rerolled")
        if self.damage is not None:
            parts.append(f"{self.damage} damage")
        return " · ".join(parts)


def roll_view_from_event(data: Mapping[str, Any], name: str | None = None) -> RollView:
    """Build the tray's view of a roll from a ``dice_rolled`` event's ``data``.

    Required keys: ``roller`` (non-empty text, the character's id or name), ``kind`` (one of
    ``KINDS``) and either ``dice`` (a list; each item a face, or ``{"first": face, "final": face,
    "rerolled": bool, "crit": bool}`` where ``first`` (or ``initial``) defaults to ``final``,
    ``rerolled`` to false, and ``crit`` is checked) or ``faces`` (a list of faces, no rerolls). A face
    is an int 1-10 where 10 is the crit; 0 and ``"crit"`` also mean the crit. Optional: ``successes``
    and ``crit``, checked against the faces, and ``damage`` (int >= 0). Other keys are ignored, so
    the engine may add its own. ``name``, when given, is shown instead of ``roller`` (the engine
    reports a character id; the scene knows its display name).

    :raises BadInputError: (a ``ValueError``) naming the key and the problem.
    """
    if not isinstance(data, Mapping):
        raise BadInputError(SOURCE, f"data must be an object, got {type(data).__name__}")
    roller = data.get("roller")
    if not isinstance(roller, str) or not roller.strip():
        raise BadInputError(SOURCE, f"needs a non-empty text, got {roller!r}", "roller")
    kind = data.get("kind")
    if kind not in KINDS:
        raise BadInputError(SOURCE, f"must be one of {list(KINDS)}, got {kind!r}", "kind")
    dice = _read_dice(data)
    damage = data.get("damage")
    if damage is not None and (type(damage) is not int or damage < 0):
        raise BadInputError(SOURCE, f"must be a whole number >= 0, got {damage!r}", "damage")
    shown = roller.strip() if name is None or not name.strip() else name.strip()
    view = RollView(roller=shown, kind=str(kind), dice=dice, damage=damage)
    _check_claims(data, view)
    return view


def _read_dice(data: Mapping[str, Any]) -> tuple[DieView, ...]:
    if "dice" in data and "faces" in data:
        raise BadInputError(SOURCE, 'give either "dice" or "faces", not both')
    if "faces" in data:
        faces = data["faces"]
        if not isinstance(faces, list):
            raise BadInputError(SOURCE, f"must be a list of faces, got {type(faces).__name__}", "faces")
        return tuple(DieView(face, face) for face in (_face(f, f"faces[{i}]") for i, f in enumerate(faces)))
    if "dice" not in data:
        raise BadInputError(SOURCE, 'needs "dice" (or "faces"): the faces the engine rolled')
    dice = data["dice"]
    if not isinstance(dice, list):
        raise BadInputError(SOURCE, f"must be a list, got {type(dice).__name__}", "dice")
    return tuple(_die(item, f"dice[{i}]") for i, item in enumerate(dice))


def _die(item: object, where: str) -> DieView:
    if not isinstance(item, Mapping):
        face = _face(item, where)
        return DieView(face, face)
    unknown = sorted(str(key) for key in item if key not in DIE_KEYS)
    if unknown:
        raise BadInputError(SOURCE, f"unknown keys {unknown}; a die has {sorted(DIE_KEYS)}", where)
    if "final" not in item:
        raise BadInputError(SOURCE, 'a die needs "final", the face the roll counts', where)
    final = _face(item["final"], f"{where}.final")
    if "first" in item and "initial" in item:
        raise BadInputError(SOURCE, 'give the first face as "first" or "initial", not both', where)
    key = "first" if "first" in item else "initial"
    initial = _face(item[key], f"{where}.{key}") if key in item else final
    rerolled = item.get("rerolled", False)
    if type(rerolled) is not bool:
        raise BadInputError(SOURCE, f"must be true or false, got {rerolled!r}", f"{where}.rerolled")
    if "crit" in item and item["crit"] is not (final == CRIT_FACE):
        raise BadInputError(SOURCE, f"says {item['crit']!r} but the final face is {final}", f"{where}.crit")
    return DieView(initial, final, rerolled)


def _face(value: object, where: str) -> int:
    if isinstance(value, str) and value.strip().lower() == "crit":
        return CRIT_FACE
    if type(value) is not int or not 0 <= value <= CRIT_FACE:
        raise BadInputError(SOURCE, f"a face is 1-10 (10 or 0 or 'crit' is the crit), got {value!r}", where)
    return CRIT_FACE if value == 0 else value


def _check_claims(data: Mapping[str, Any], view: RollView) -> None:
    """The event may state its totals; a mismatch means the event and its faces disagree."""
    claimed = data.get("successes", view.successes)
    if type(claimed) is not int or claimed != view.successes:
        raise BadInputError(
            SOURCE, f"says {claimed!r} but the final faces give {view.successes}", "successes"
        )
    if "crit" in data and data["crit"] is not view.crit:
        raise BadInputError(SOURCE, f"says {data['crit']!r} but the final faces give {view.crit}", "crit")
