"""The State base class: the shared half of the game contract.

A game implements ``_legal_actions``, ``_apply_action`` and the hooks below; this class keeps the
action history, checks legality, guards the terminal state and derives hashing and returns. It also
works out the legal actions once per position: a decision, its observation and the checked apply all
ask for them, and search asks again after every clone.
"""

from __future__ import annotations

import hashlib
import json
from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from engine.core.actions import Action, sort_actions
from engine.core.errors import IllegalActionError
from engine.core.events import Event
from engine.core.outcome import Outcome
from engine.core.rng import Rng

if TYPE_CHECKING:
    from engine.core.game import Game

PlayerId = int
TERMINAL: PlayerId = -4
"""``current_player()`` of a finished game."""


class State(ABC):
    """A position of one game, with everything needed to continue it.

    Attributes:
        game: the immutable Game (rules options and content) this state belongs to.
        history: the notation of every action applied since the initial state.
        rng: the state's own random generator; tests force it with ``rng.force([...])``.

    The sorted legal actions are kept until the next ``apply_unchecked``/``apply_action``; code that
    edits a state's fields by hand after asking for them (a test building a position) calls
    ``forget_legal_actions()``. Clones start without them.

    A game whose option lists already come out in notation order sets ``LEGAL_ACTIONS_SORTED`` so
    the core does not sort them again at every position (search asks at every step).
    """

    LEGAL_ACTIONS_SORTED: ClassVar[bool] = False
    """True when ``_legal_actions()`` and every ``remember_legal_actions`` list are already sorted
    by notation (the game's own tests check it); the core then keeps them as they are."""

    _legal: tuple[Action, ...] | None = None
    """The sorted legal actions of this position once worked out (None: not yet, or changed since)."""
    _applying = False
    """True while ``_apply_action`` runs: only then may the game hand over the next position's actions."""

    def __init__(self, game: Game, rng: Rng) -> None:
        self.game = game
        self.rng = rng
        self.history: list[str] = []

    # -- what each game implements -------------------------------------------------------------
    @abstractmethod
    def current_player(self) -> PlayerId:
        """Whoever must decide now (``TERMINAL`` once the game is over)."""

    @abstractmethod
    def _legal_actions(self) -> list[Action]:
        """The legal actions of ``current_player()``; called only when the game is not over."""

    @abstractmethod
    def _apply_action(self, action: Action) -> list[Event]:
        """Apply an action already known to be legal and return what happened."""

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """The result once terminal, else None."""

    @abstractmethod
    def observation(self, player: PlayerId) -> dict[str, Any]:
        """Everything ``player`` may know, as JSON-able data, and nothing more."""

    @abstractmethod
    def clone(self) -> State:
        """An independent copy, written by hand to stay cheap (search clones constantly)."""

    @abstractmethod
    def to_dict(self) -> dict[str, Any]:
        """The whole position as JSON-able data; ``game.state_from_dict`` reverses it."""

    def hidden_from(self, player: PlayerId) -> list[str]:
        """Identifiers of things ``player`` must not see (other hands, decks, face-down cards).

        The conformance test checks that none of them appears in ``observation(player)``.
        Perfect-information games keep the default: nothing is hidden.
        """
        return []

    def resample_from_infostate(self, player: PlayerId, rng: Rng) -> State:
        """A state consistent with what ``player`` has seen, with unseen things re-dealt.

        Determinizing search calls this; games with hidden information override it.
        """
        return self.clone()

    def evaluate(self, player: PlayerId) -> float:
        """A heuristic value in [0, 1] of a non-terminal position for ``player`` (0.5: unknown)."""
        return 0.5

    def describe(self) -> str:
        """A one-line summary for error messages."""
        return f"{self.game.id} after {len(self.history)} actions, player {self.current_player()} to act"

    # -- the shared half ------------------------------------------------------------------------
    def is_terminal(self) -> bool:
        return self.current_player() == TERMINAL

    def legal_actions(self) -> list[Action]:
        """The legal actions of the player to act, sorted by notation; empty once terminal.

        Worked out once per position (a fresh list is returned each time, so callers may edit it).
        """
        if self.is_terminal():
            return []
        legal = self._legal
        if legal is None:
            found = self._legal_actions()
            legal = self._legal = tuple(found if self.LEGAL_ACTIONS_SORTED else sort_actions(found))
        return list(legal)

    def remember_legal_actions(self, actions: Sequence[Action]) -> None:
        """Keep ``actions`` (all the legal actions of the position an action being applied ends in),
        so ``legal_actions()`` need not work them out again: for a game that computed them while
        advancing (to skip a forced choice). Outside ``apply`` it does nothing, so a position being
        built (``state_from_dict``, then edited by hand in a test) never keeps stale actions."""
        if self._applying:
            self._legal = tuple(actions if self.LEGAL_ACTIONS_SORTED else sort_actions(list(actions)))

    def forget_legal_actions(self) -> None:
        """Drop the kept legal actions after editing the position by hand (tests building positions)."""
        self._legal = None

    def apply_action(self, action: Action) -> list[Event]:
        """Apply a legal action and return its events.

        :raises IllegalActionError: the action is not legal now; the state is left unchanged.
        """
        if self.is_terminal():
            raise IllegalActionError(f"{action}: the game is over ({self.describe()})")
        if action not in self.legal_actions():
            raise IllegalActionError(f"{action}: not a legal action ({self.describe()})")
        return self.apply_unchecked(action)

    def apply_unchecked(self, action: Action) -> list[Event]:
        """The search fast path: apply an action the caller took from ``legal_actions()``."""
        self._legal = None
        self._applying = True
        try:
            events = self._apply_action(action)
        finally:
            self._applying = False
        self.history.append(str(action))
        return events

    def child(self, action: Action) -> State:
        """A clone with ``action`` applied."""
        c = self.clone()
        c.apply_action(action)
        return c

    def returns(self) -> tuple[float, ...]:
        """Per-player rewards in [0, 1] of a terminal state."""
        outcome = self.outcome()
        if outcome is None:
            raise IllegalActionError(f"returns() of an unfinished game ({self.describe()})")
        return outcome.returns(self.game.num_players(self))

    def state_hash(self) -> str:
        """A stable digest of ``to_dict()``: equal positions hash equal on every machine."""
        text = json.dumps(self.to_dict(), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(text.encode()).hexdigest()[:32]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]


def parse_by_notation(text: str, actions: Sequence[Action]) -> Action | None:
    """The action among ``actions`` whose notation is ``text``, if any."""
    for action in actions:
        if str(action) == text:
            return action
    return None
