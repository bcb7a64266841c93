"""The shell of a one-step look-ahead bot, shared by the games whose heuristic bots work this way.

Such a bot determinizes the hidden cards once per decision (``decision.sample``), answers some
decisions by the game's rules of thumb, and otherwise tries each candidate action on a copy,
*settles* the copy (plays on with the game's default answers until nothing is pending), and plays
the action whose settled position the game's ``evaluate`` rates best. Passing gets a small bonus, so
the bot acts only when acting helps.

A game supplies only its scoring: how to settle, how to evaluate, which action is the pass, and its
``choose`` (the rules of thumb, calling :meth:`Lookahead.best` for the rest).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from engine.core import Action, BadInputError, Decision, Rng, State

S = TypeVar("S", bound=State)
A = TypeVar("A", bound=Action)


def plain_copy(state: S) -> S:
    """A copy to try an action on (``state.clone()``, typed as the state's own class)."""
    copy = state.clone()
    assert isinstance(copy, type(state)), f"{type(state).__name__}.clone() returned {type(copy).__name__}"
    return copy


@dataclass(frozen=True)
class Lookahead(Generic[S, A]):
    """A game's scoring for the one-step look-ahead.

    settle: plays a copy on (unchecked, default answers) until nothing is pending; returns it.
    evaluate: how good a settled position is for a player, higher is better.
    is_pass: whether an action is the pass that acting must beat by ``pass_margin``.
    copy: the copy an action is tried on; a game may make it cheaper (no event log, say).
    """

    settle: Callable[[S], S]
    evaluate: Callable[[S, int], float]
    is_pass: Callable[[A], bool]
    pass_margin: float
    copy: Callable[[S], S] = plain_copy

    def value(self, state: S, action: A, me: int) -> float:
        """How good playing ``action`` is for ``me``, judged once everything it starts has settled."""
        trial = self.copy(state)
        trial.apply_unchecked(action)
        return self.evaluate(self.settle(trial), me)

    def best(self, state: S, me: int, candidates: Sequence[A]) -> A:
        """The candidate with the best settled value (a pass counts ``pass_margin`` more); the first one
        wins ties.

        :raises ValueError: no candidates.
        """
        if not candidates:
            raise ValueError(f"no candidate actions to look ahead from (player {me})")
        best, best_score = candidates[0], -math.inf
        for action in candidates:
            score = self.value(state, action, me)
            if self.is_pass(action):
                score += self.pass_margin
            if score > best_score:
                best, best_score = action, score
        return best


class LookaheadBot(Generic[S, A]):
    """A bot that determinizes once per decision and hands the sampled state to the game's ``choose``.

    A decision with one legal action is answered at once, without sampling. Only the game's own
    actions (instances of ``action_type``) are offered to ``choose``.
    """

    def __init__(
        self,
        seed: int,
        state_type: type[S],
        action_type: type[A],
        choose: Callable[[S, int, Sequence[A]], A],
    ) -> None:
        self.seed = seed
        self._rng = Rng(seed)
        self._state_type = state_type
        self._action_type = action_type
        self._choose = choose

    def restart(self) -> None:
        """Start again from the seed: the same decisions get the same answers."""
        self._rng = Rng(self.seed)

    def step(self, decision: Decision) -> Action:
        """The game's choice for the sampled state.

        :raises BadInputError: the decision offers no legal action (the game is over).
        """
        legal = decision.legal_actions
        if not legal:
            raise BadInputError(
                type(self).__name__, f"no legal action to choose from (player {decision.player})"
            )
        if len(legal) == 1:
            return legal[0]
        state = decision.sample(self._rng)
        assert isinstance(state, self._state_type), (
            f"{type(self).__name__} plays {self._state_type.__name__}, not {type(state).__name__}"
        )
        actions = [a for a in legal if isinstance(a, self._action_type)]
        return self._choose(state, decision.player, actions)
