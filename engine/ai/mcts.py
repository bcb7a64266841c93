"""Determinized Monte Carlo tree search over the engine contract (single-observer ISMCTS).

Each iteration asks the decision for a determinized state (``decision.sample(rng)``: unseen cards
re-dealt consistently with what the bot's player has seen) and gives that state a fresh random
generator, so the search cannot peek at the real game's future dice or shuffles either. It then
walks one tree shared by all determinizations, keyed by action notation:

* selection: UCT among the children whose actions are legal in *this* determinization, where a
  child's exploration term counts how often it was available rather than how often its parent
  was visited (Cowling, Powley and Whitehouse, "Information Set Monte Carlo Tree Search", 2012);
* expansion: one untried legal action, chosen at random (or, when the game supplies a policy, the
  untried candidate it rates highest);
* simulation: uniformly random actions through ``apply_unchecked`` for at most ``rollout_depth``
  actions, scored by ``returns()`` if the game ended and ``evaluate(player)`` per player if not
  (or, when the game supplies a ``leaf`` evaluation, that evaluation of the new leaf instead);
* backup: every node on the path adds the whole per-player reward vector, and a parent scores a
  child for whichever player chooses at that parent, so games with any number of players and
  with react windows (another player deciding mid-turn) need nothing special.

The budget is a number of iterations, with a wall-clock cap as a safety net; when the cap is not
hit the chosen action depends only on the seed and the position.

A game may register :class:`MctsHooks` for itself (``register_mcts_hooks``, from its bots module,
which the catalog imports before it builds a bot): a ``policy`` that rates the legal actions, so the
tree only grows the best ``candidates`` of them at each node and each child gets a progressive bias
toward its rating (Chaslot et al., "Progressive Strategies for Monte-Carlo Tree Search", 2008),
the game's own rollout depth or a ``leaf`` evaluation that replaces the rollout (one that plays the
rest of a turn by the game's own heuristic, say), and its exploration constant. The algorithm stays
the same for every game; the hooks only tell it where to look.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

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

Policy = Callable[[State, Sequence[Action]], Sequence[float]]
"""Rates each legal action of the player to move in a state: a prior in [0, 1], higher is better."""

LeafValue = Callable[[State], Sequence[float]]
"""Scores a new, non-terminal leaf: one reward in [0, 1] per player (may change the state)."""


@dataclass(frozen=True)
class MctsHooks:
    """What a game tells the generic search about itself (all optional).

    :param policy: rates the legal actions; without it every action is tried, in random order.
    :param candidates: with a policy, the tree grows only this many best-rated actions per node
        (0: all of them).
    :param bias: weight of the progressive bias ``bias * prior / (visits + 1)`` added to UCT.
    :param rollout_depth: the game's rollout depth, used when the bot is not given one.
    :param guided_rollouts: rollouts play the policy's best-rated action instead of a random one.
    :param exploration: the game's UCT constant, used when the bot is not given one: a game whose
        leaf values move by a few hundredths between good and bad moves (an ``evaluate`` that
        squashes a score) needs a smaller constant than one scored only by wins and losses.
    :param leaf: scores a new leaf that is not terminal, instead of a rollout (``rollout_depth``
        and ``guided_rollouts`` are then unused): for a game whose own heuristic can finish the
        position better than random play can.
    """

    policy: Policy | None = None
    candidates: int = 0
    bias: float = 0.0
    rollout_depth: int | None = None
    guided_rollouts: bool = False
    exploration: float | None = None
    leaf: LeafValue | None = None


NO_HOOKS = MctsHooks()
_GAME_HOOKS: dict[str, MctsHooks] = {}


def register_mcts_hooks(game_id: str, hooks: MctsHooks) -> None:
    """Give every MCTS bot that plays ``game_id`` these hooks (a game's bots module calls this)."""
    _GAME_HOOKS[game_id] = hooks


def mcts_hooks(game_id: str) -> MctsHooks:
    """The hooks registered for a game, or none."""
    return _GAME_HOOKS.get(game_id, NO_HOOKS)


class _Node:
    """Statistics of one action path; ``totals[p]`` sums player p's rewards over the visits.

    ``priors`` holds the policy's ratings of the candidate actions at this node, by notation,
    computed on the first visit (None without a policy, or before the first visit).
    """

    __slots__ = ("children", "visits", "available", "totals", "prior", "priors")

    def __init__(self, num_players: int, prior: float = 0.0) -> None:
        self.children: dict[str, _Node] = {}
        self.visits = 0
        self.available = 0
        self.totals = [0.0] * num_players
        self.prior = prior
        self.priors: dict[str, float] | None = None


class MctsBot:
    """A determinized MCTS player.

    :param seed: seeds the bot's own generator (determinizations, expansion order, rollouts).
    :param iterations: search iterations per decision (see ``DIFFICULTY_ITERATIONS``).
    :param max_seconds: wall-clock cap per decision; hitting it ends the search early.
    :param rollout_depth: random actions simulated past the tree before ``evaluate`` scores the leaf
        (None: the game's hooks say, else ``DEFAULT_ROLLOUT_DEPTH``).
    :param exploration: the UCT constant; rewards lie in [0, 1] (None: the game's hooks say, else
        ``DEFAULT_EXPLORATION``).
    :param hooks: the game's hints (None: whatever the game registered with ``register_mcts_hooks``).
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
        rollout_depth: int | None = None,
        exploration: float | None = None,
        hooks: MctsHooks | None = None,
    ) -> None:
        if iterations < 1:
            raise BadInputError("mcts bot", f"iterations must be at least 1, got {iterations}")
        if max_seconds <= 0:
            raise BadInputError("mcts bot", f"max_seconds must be positive, got {max_seconds}")
        if rollout_depth is not None and rollout_depth < 0:
            raise BadInputError("mcts bot", f"rollout_depth must not be negative, got {rollout_depth}")
        if exploration is not None and exploration < 0:
            raise BadInputError("mcts bot", f"exploration must not be negative, got {exploration}")
        if hooks is not None and hooks.candidates < 0:
            raise BadInputError("mcts bot", f"candidates must not be negative, got {hooks.candidates}")
        self.seed = seed
        self.iterations = iterations
        self.max_seconds = max_seconds
        self.rollout_depth = rollout_depth
        self.exploration = exploration
        self.hooks = hooks
        self._active = NO_HOOKS
        self._depth = DEFAULT_ROLLOUT_DEPTH
        self._exploration = DEFAULT_EXPLORATION
        self._rng = Rng(seed)
        self.last_iterations = 0
        """Iterations the last ``step`` ran (fewer than ``iterations`` when the clock cap hit)."""
        self.last_visits: dict[str, int] = {}
        """Visits of each root action (by notation) in the last search: why it played what it did."""

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
            self.last_visits = {}
            return legal[0]
        self._active = self.hooks if self.hooks is not None else mcts_hooks(decision.game_id)
        depth = self.rollout_depth if self.rollout_depth is not None else self._active.rollout_depth
        self._depth = depth if depth is not None else DEFAULT_ROLLOUT_DEPTH
        c = self.exploration if self.exploration is not None else self._active.exploration
        self._exploration = c if c is not None else DEFAULT_EXPLORATION
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
        self.last_visits = {key: child.visits for key, child in children.items()}

        def visits(action: Action) -> int:
            child = children.get(str(action))
            return child.visits if child is not None else 0

        return max(legal, key=visits)

    def _determinize(self, decision: Decision) -> State:
        return decision.sample(self._rng)

    def _candidates(self, node: _Node, state: State, legal: Sequence[Action]) -> Sequence[Action]:
        """The legal actions the tree may grow here: the policy's best few, when the game has one."""
        policy = self._active.policy
        if policy is None:
            return legal
        if node.priors is None:
            ratings = policy(state, legal)
            ranked = sorted(range(len(legal)), key=lambda i: -ratings[i])
            keep = self._active.candidates or len(legal)
            node.priors = {str(legal[i]): ratings[i] for i in ranked[:keep]}
        priors = node.priors
        kept = [a for a in legal if str(a) in priors]
        return kept if kept else legal

    def _iterate(self, root: _Node, state: State) -> None:
        num_players = len(root.totals)
        node = root
        path = [root]
        while not state.is_terminal():
            legal = self._candidates(node, state, state.legal_actions())
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
                key, action, prior = self._expansion(node, untried)
                child = _Node(num_players, prior)
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

    def _expansion(self, node: _Node, untried: list[tuple[str, Action]]) -> tuple[str, Action, float]:
        """The untried action to add: the best-rated one, or a random one without ratings."""
        priors = node.priors
        if priors is None:
            key, action = untried[self._rng.randbelow(len(untried))]
            return key, action, 0.0
        key, action = max(untried, key=lambda pair: priors.get(pair[0], 0.0))
        return key, action, priors.get(key, 0.0)

    def _select(self, present: list[tuple[_Node, Action]], player: int) -> tuple[_Node, Action]:
        """UCT with availability counts (plus the progressive bias), scored for the player choosing here."""
        bias = self._active.bias
        best = present[0]
        best_score = -math.inf
        for child, action in present:
            score = child.totals[player] / child.visits + self._exploration * math.sqrt(
                math.log(child.available) / child.visits
            )
            if bias:
                score += bias * child.prior / (child.visits + 1)
            if score > best_score:
                best, best_score = (child, action), score
        return best

    def _rollout(self, state: State, num_players: int) -> list[float]:
        leaf = self._active.leaf
        if leaf is not None and not state.is_terminal():
            return list(leaf(state))
        policy = self._active.policy if self._active.guided_rollouts else None
        depth = 0
        while depth < self._depth and not state.is_terminal():
            legal = state.legal_actions()
            if policy is not None and len(legal) > 1:
                ratings = policy(state, legal)
                state.apply_unchecked(legal[max(range(len(legal)), key=ratings.__getitem__)])
            else:
                state.apply_unchecked(legal[self._rng.randbelow(len(legal))])
            depth += 1
        if state.is_terminal():
            return list(state.returns())
        return [state.evaluate(p) for p in range(num_players)]
