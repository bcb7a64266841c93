"""Actions: one small frozen value per decision, named by its text notation.

Every decision is ``WowAction(verb, args)`` and ``str()`` joins them with spaces:

=====================================  ===================================================
``first p1`` / ``first p2``            101.4: the randomly picked player names the first player
``next thrall``                        500.4c: the chooser picks the next character
``spawn thrall 3,4``                   501.1: spawn on that spawn point
``move thrall 4,5``                    404.1: natural move to 4,5 (cheapest path)
``place thrall 4,5``                   403.1a: stuck on an occupied spawn point, placed nearby
``play thrall doomhammer grom``        an ability with its targets (``a+b`` for several)
``play jaina blizzard 4,3/2``          an AOE ability: target space and triangle index
``play haruka arcane_shot``            an ability without targets (self)
``flip jaina counterspell``            turn a face-down non-equipment card face up (300.1)
``drop lotherin``                      303.4: drop out of a form (the turn's instant)
``continue zalazane``                  702.3b: continue a channel (the turn's action)
``summon haruka fury 1,0``             305.1: where the new pet enters
``push grom 3,0``                      404.3: where a forced move ends
``teleport jaina 3,0``                 404.2: where a teleport ends
``end thrall``                         end the turn (501.3d)
``reroll 2`` / ``reroll 1,3`` / ``keep``  105.3: which dice (1-based) to reroll
``protect tirion jaina`` / ``no-protect``  600.4: protector and the defender it replaces
``react jaina counterspell`` / ``pass``    701: play a react or pass the option
``order pet corruption,rejuvenation``  704.2d: the order of triggers affecting a character
=====================================  ===================================================
"""

from __future__ import annotations

from dataclasses import dataclass, field

INTERN_LIMIT = 1 << 16
"""Actions ``act`` keeps for reuse before it starts over (bounds memory in long searches)."""


@dataclass(frozen=True, order=True)
class WowAction:
    """A decision: a verb and its arguments; equality and order follow the notation.

    The notation is worked out once, when the action is made: sorting the legal actions and the
    history both ask for it.
    """

    verb: str
    args: tuple[str, ...] = ()
    notation: str = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "notation", " ".join((self.verb, *self.args)))

    def __str__(self) -> str:
        return self.notation


_interned: dict[tuple[str, tuple[str, ...]], WowAction] = {}


def act(verb: str, *args: str) -> WowAction:
    """Shorthand used by the rules code and tests: ``act("move", "thrall", "4,5")``.

    Actions are immutable values, so equal ones are shared: option lists rebuild the same actions
    at every decision of a search.
    """
    key = (verb, args)
    found = _interned.get(key)
    if found is None:
        if len(_interned) >= INTERN_LIMIT:
            _interned.clear()
        found = _interned[key] = WowAction(verb, args)
    return found
