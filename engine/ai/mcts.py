"""Determinized Monte Carlo tree search over the engine contract (single-observer ISMCTS).

Each iteration asks the decision for a determinized state (``decision.sample(rng)``: unseen cards
re-dealt consistently with what the bot's player has seen) and gives that state a fresh random
generator, so the search cannot peek at the real game's future dice or shuffles either. It then
walks one tree shared by all determinizations, keyed by action notation:

* selection: UCT among the children whose actions are legal in *this* determinization, where a
  child's exploration term counts how often it was available rather than how often its parent
  was visited (Cowling, Powley and Whitehouse, "Information Set Monte Carlo Tree Search", 2012);
* expansion: one untried legal action, chosen at random;
* simulation: uniformly random actions through ``apply_unchecked`` for at most ``rollout_depth``
  actions, scored by ``returns()`` if the game ended and ``evaluate(player)`` per player if not;
* backup: every node on the path adds the whole per-player reward vector, and a parent scores a
  child for whichever player chooses at that parent, so games with any number of players and
  with react windows (another player deciding mid-turn) need nothing special.

The budget is a number of iterations, with a wall-clock cap as a safety net; when the cap is not
hit the chosen action depends only on the seed and the position.
"""

from __future__ import annotations

import math
import time

from engine.core import Action, BadInputError, Decision, Rng, State

EASY_ITERATIONS = 50
NORMAL_ITERATIONS = 300
HARD_ITERATIONS = 1500
DIFFICULTY_ITERATIONS: dict[str, int] = {
    "easy": EASY_ITERATIONS,
    "normal": NORMAL_ITERATIONS,
    "hard": HARD_ITERATIONS,
}
"""Difficulty presets: only the iteration budget changes between them."""

DEFAULT_MAX_SECONDS = 10.0
DEFAULT_ROLLOUT_DEPTH = 80
DEFAULT_EXPLORATION = 0.7


class _Node:
    """Statistics of one action path; ``totals[p]`` sums player p's rewards over the visits."""

    __slots__ = ("children", "visits", "available", "totals")

    def __init__(self, num_players: int) -> None:
        self.children: dict[str, _Node] = {}
        self.visits = 0
        self.available = 0
        self.totals = [0.0] * num_players


class MctsBot:
    """A determinized MCTS player.

    :param seed: seeds the bot's own generator (determinizations, expansion order, rollouts).
    :param iterations: search iterations per decision (see ``DIFFICULTY_ITERATIONS``).
    :param max_seconds: wall-clock cap per decision; hitting it ends the search early.
    :param rollout_depth: random actions simulated past the tree before ``evaluate`` scores the leaf.
    :param exploration: the UCT constant; rewards lie in [0, 1].
    :raises BadInputError: a budget is not positive.

    >>> bot = MctsBot(seed=1, iterations=DIFFICULTY_ITERATIONS["easy"])
    >>> bot.iterations
    50
    """

    def __init__(
        self,
        seed: int,
        iterations: int = NORMAL_ITERATIONS,
        max_seconds: float = DEFAULT_MAX_SECONDS,
        rollout_depth: int = DEFAULT_ROLLOUT_DEPTH,
        exploration: float = DEFAULT_EXPLORATION,
    ) -> None:
        if iterations < 1:
            raise BadInputError("mcts bot", f"iterations must be at least 1, got {iterations}")
        if max_seconds <= 0:
            raise BadInputError("mcts bot", f"max_seconds must be positive, got {max_seconds}")
        if rollout_depth < 0:
            raise BadInputError("mcts bot", f"rollout_depth must not be negative, got {rollout_depth}")
        if exploration < 0:
            raise BadInputError("mcts bot", f"exploration must not be negative, got {exploration}")
        self.seed = seed
        self.iterations = iterations
        self.max_seconds = max_seconds
        self.rollout_depth = rollout_depth
        self.exploration = exploration
        self._rng = Rng(seed)
        self.last_iterations = 0
        """Iterations the last ``step`` ran (fewer than ``iterations`` when the clock cap hit)."""

    def restart(self) -> None:
        self._rng = Rng(self.seed)
        self.last_iterations = 0

    def step(self, decision: Decision) -> Action:
        """The most-visited legal root action after the search (ties go to the first by notation).

        :raises BadInputError: the decision offers no legal action (the game is over).
        """
        legal = decision.legal_actions
        if not legal:
            raise BadInputError("mcts bot", f"no legal action to choose from (player {decision.player})")
        if len(legal) == 1:
            self.last_iterations = 0
            return legal[0]
        root: _Node | None = None
        start = time.perf_counter()
        done = 0
        while done < self.iterations:
            if done and time.perf_counter() - start >= self.max_seconds:
                break
            state = self._determinize(decision)
            if root is None:
                root = _Node(state.game.num_players(state))
            self._iterate(root, state)
            done += 1
        self.last_iterations = done
        assert root is not None, "the search runs at least one iteration"
        children = root.children

        def visits(action: Action) -> int:
            child = children.get(str(action))
            return child.visits if child is not None else 0

        return max(legal, key=visits)

    def _determinize(self, decision: Decision) -> State:
        return decision.sample(self._rng)

    def _iterate(self, root: _Node, state: State) -> None:
        num_players = len(root.totals)
        node = root
        path = [root]
        while not state.is_terminal():
            legal = state.legal_actions()
            untried: list[tuple[str, Action]] = []
            present: list[tuple[_Node, Action]] = []
            for action in legal:
                key = str(action)
                child = node.children.get(key)
                if child is None:
                    untried.append((key, action))
                else:
                    child.available += 1
                    present.append((child, action))
            if untried:
                key, action = untried[self._rng.randbelow(len(untried))]
                child = _Node(num_players)
                child.available = 1
                node.children[key] = child
                state.apply_unchecked(action)
                path.append(child)
                break
            child, action = self._select(present, state.current_player())
            state.apply_unchecked(action)
            node = child
            path.append(child)
        rewards = self._rollout(state, num_players)
        for visited in path:
            visited.visits += 1
            totals = visited.totals
            for p in range(num_players):
                totals[p] += rewards[p]

    def _select(self, present: list[tuple[_Node, Action]], player: int) -> tuple[_Node, Action]:
        """UCT with availability counts, scored for the player choosing here."""
        best = present[0]
        best_score = -math.inf
        for child, action in present:
            score = child.totals[player] / child.visits + self.exploration * math.sqrt(
                math.log(child.available) / child.visits
            )
            if score > best_score:
                best, best_score = (child, action), score
        return best

    def _rollout(self, state: State, num_players: int) -> list[float]:
        depth = 0
        while depth < self.rollout_depth and not state.is_terminal():
            legal = state.legal_actions()
            state.apply_unchecked(legal[self._rng.randbelow(len(legal))])
            depth += 1
        if state.is_terminal():
            return list(state.returns())
        return [state.evaluate(p) for p in range(num_players)]
