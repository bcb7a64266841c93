"""The uniform random bot: every game has one, and conformance tests and rollouts lean on it."""

from __future__ import annotations

from engine.core import Action, BadInputError, Decision, Rng


class RandomBot:
    """Picks uniformly among the legal actions with its own seeded generator."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._rng = Rng(seed)

    def step(self, decision: Decision) -> Action:
        """A uniformly chosen legal action.

        :raises BadInputError: the decision offers no legal action (the game is over).
        """
        if not decision.legal_actions:
            raise BadInputError("random bot", f"no legal action to choose from (player {decision.player})")
        return decision.legal_actions[self._rng.randbelow(len(decision.legal_actions))]

    def restart(self) -> None:
        self._rng = Rng(self.seed)
