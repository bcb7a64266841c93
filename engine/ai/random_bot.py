"""The uniform random bot: every game has one, and conformance tests and rollouts lean on it."""

from __future__ import annotations

from collections.abc import Sequence

from engine.core import Action, BadInputError, Decision, Rng

CONCEDE = "concede"


def without_concede(actions: Sequence[Action]) -> Sequence[Action]:
    """The actions a random player draws from: all but conceding, unless conceding is all there is."""
    kept = [a for a in actions if str(a) != CONCEDE]
    return kept if kept else actions


class RandomBot:
    """Picks uniformly among the legal actions with its own seeded generator.

    It never concedes while anything else is legal: conceding ends the game at once, so a random
    player that conceded now and then would make every figure measured against it (win rates, games
    per second) say nothing about the game.
    """

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._rng = Rng(seed)

    def step(self, decision: Decision) -> Action:
        """A uniformly chosen legal action other than conceding (unless conceding is all there is).

        :raises BadInputError: the decision offers no legal action (the game is over).
        """
        if not decision.legal_actions:
            raise BadInputError("random bot", f"no legal action to choose from (player {decision.player})")
        choices = without_concede(decision.legal_actions)
        return choices[self._rng.randbelow(len(choices))]

    def restart(self) -> None:
        self._rng = Rng(self.seed)
