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
rest of a turn by the game's own heuristic, say), and its exploration constant. A game may also
give ``macros``: whole sequences of actions (a turn, say) as the moves of a node, so one tree edge
is a full turn and 300 iterations look several turns ahead; the bot then plays the chosen
sequence's first action and follows the rest without searching while what it observes is what it
predicted. The algorithm stays the same for every game; the hooks only tell it where to look.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from engine.ai.random_bot import without_concede
from engine.core import Action, BadInputError, Decision, PlayerId, Rng, State

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

Macro = tuple[Sequence[Action], float]
"""A macro move: a sequence of actions of the player to move (a whole turn, say) and its prior in [0, 1]."""

MacroMoves = Callable[[State, PlayerId, bool], Sequence[Macro]]
"""The macro moves of the player to move in a state, given the searching player (the bot's seat) and
whether the node is the search's root (asked once per search, so it may afford a wider look); an
empty list means the node's moves are single actions. Must leave the state unchanged."""

_Move = tuple[str, tuple[Action, ...], "float | None"]
"""A tree edge: its key (the actions' notations), the actions, and the prior (None: unrated)."""


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
    :param macros: the moves of a node as whole sequences of actions (see ``MacroMoves``), so one
        edge covers a turn: for a game whose good turns are long combinations a tree of single
        actions cannot see through at its budget. The root's are worked out once per search, from
        the first determinization (the bot's own options, which it knows); every other node's at
        each visit, from that visit's determinization (an opponent's depend on its hidden cards).
        A sequence is cut short at the first action a determinization does not allow, and the
        player to move then simply decides again at the next node.
    """

    policy: Policy | None = None
    candidates: int = 0
    bias: float = 0.0
    rollout_depth: int | None = None
    guided_rollouts: bool = False
    exploration: float | None = None
    leaf: LeafValue | None = None
    macros: MacroMoves | None = None


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
        self._me: PlayerId = 0
        self._plan: list[Action] = []
        self._predicted: State | None = None
        self.last_iterations = 0
        """Iterations the last ``step`` ran (fewer than ``iterations`` when the clock cap hit)."""
        self.last_visits: dict[str, int] = {}
        """Visits of each root move (by notation) in the last search: why it played what it did."""

    def restart(self) -> None:
        self._rng = Rng(self.seed)
        self._forget_plan()
        self.last_iterations = 0

    def step(self, decision: Decision) -> Action:
        """The most-visited legal root move's (first) action after the search (ties go to the first
        by notation, or to the game's better-rated macro move); the next action of the macro move
        chosen before, without a search, while the position is the one predicted.

        :raises BadInputError: the decision offers no legal action (the game is over).
        """
        legal = decision.legal_actions
        if not legal:
            raise BadInputError("mcts bot", f"no legal action to choose from (player {decision.player})")
        followed = self._follow(decision)
        if followed is not None or len(legal) == 1:
            self.last_iterations = 0
            self.last_visits = {}
            return followed if followed is not None else legal[0]
        self._active = self.hooks if self.hooks is not None else mcts_hooks(decision.game_id)
        depth = self.rollout_depth if self.rollout_depth is not None else self._active.rollout_depth
        self._depth = depth if depth is not None else DEFAULT_ROLLOUT_DEPTH
        c = self.exploration if self.exploration is not None else self._active.exploration
        self._exploration = c if c is not None else DEFAULT_EXPLORATION
        self._me = decision.player
        root: _Node | None = None
        root_moves: list[_Move] | None = None
        first_deal: State | None = None
        start = time.perf_counter()
        done = 0
        while done < self.iterations:
            if done and time.perf_counter() - start >= self.max_seconds:
                break
            state = self._determinize(decision)
            if root is None:
                root = _Node(state.game.num_players(state))
                root_moves = self._macro_moves(state, True)
                if root_moves:
                    first_deal = state.clone()
            self._iterate(root, state, root_moves or None)
            done += 1
        self.last_iterations = done
        assert root is not None, "the search runs at least one iteration"
        children = root.children
        self.last_visits = {key: child.visits for key, child in children.items()}

        def visits(key: str) -> int:
            child = children.get(key)
            return child.visits if child is not None else 0

        if first_deal is not None and root_moves:
            by_notation = {str(a): a for a in legal}
            playable = [move for move in root_moves if str(move[1][0]) in by_notation]
            if playable:
                key, actions, _prior = max(playable, key=lambda move: visits(move[0]))
                return self._start_plan(first_deal, actions, by_notation)
        return max(legal, key=lambda action: visits(str(action)))

    def _determinize(self, decision: Decision) -> State:
        return decision.sample(self._rng)

    def _forget_plan(self) -> None:
        self._plan = []
        self._predicted = None

    def _start_plan(self, deal: State, actions: Sequence[Action], by_notation: dict[str, Action]) -> Action:
        """Play the chosen macro move's first action and remember the rest, with the position the
        bot expects to see next (the first determinization with the action applied)."""
        first = by_notation[str(actions[0])]
        self._plan = list(actions[1:])
        self._predicted = deal
        self._advance_prediction(actions[0])
        return first

    def _advance_prediction(self, action: Action) -> None:
        predicted = self._predicted
        assert predicted is not None, "a plan always has a predicted position"
        predicted.apply_unchecked(action)
        if predicted.is_terminal() or predicted.current_player() != self._me:
            self._forget_plan()

    def _follow(self, decision: Decision) -> Action | None:
        """The macro move's next action when the bot sees exactly the position it predicted, else None
        (and the plan is dropped: something random or hidden turned out otherwise, so it searches)."""
        predicted = self._predicted
        if not self._plan or predicted is None or decision.player != self._me:
            self._forget_plan()
            return None
        wanted = str(self._plan[0])
        action = next((a for a in decision.legal_actions if str(a) == wanted), None)
        if action is None or predicted.observation(self._me) != decision.observation:
            self._forget_plan()
            return None
        mine = next((a for a in predicted.legal_actions() if str(a) == wanted), None)
        if mine is None:
            self._forget_plan()
            return None
        self._plan.pop(0)
        self._advance_prediction(mine)
        return action

    def _macro_moves(self, state: State, at_root: bool) -> list[_Move]:
        """The game's macro moves for the player to move here, keyed by their actions' notations."""
        macros = self._active.macros
        if macros is None:
            return []
        moves: list[_Move] = []
        for actions, prior in macros(state, self._me, at_root):
            if actions:
                key = " ; ".join(str(a) for a in actions)
                moves.append((key, tuple(actions), prior))
        return moves

    def _moves(self, node: _Node, state: State, root_moves: list[_Move] | None) -> list[_Move]:
        """The edges the tree may follow here: macro moves whose first action is legal in this
        determinization, else the legal actions (the policy's best few, when the game has one)."""
        legal = state.legal_actions()
        macros = root_moves if root_moves is not None else self._macro_moves(state, False)
        if macros:
            allowed = {str(a) for a in legal}
            usable = [move for move in macros if str(move[1][0]) in allowed]
            if usable:
                return usable
        kept = self._candidates(node, state, legal)
        priors = node.priors
        return [(str(a), (a,), None if priors is None else priors.get(str(a), 0.0)) for a in kept]

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

    def _iterate(self, root: _Node, state: State, root_moves: list[_Move] | None) -> None:
        num_players = len(root.totals)
        node = root
        path = [root]
        while not state.is_terminal():
            moves = self._moves(node, state, root_moves if node is root else None)
            untried: list[_Move] = []
            present: list[tuple[_Node, tuple[Action, ...]]] = []
            for move in moves:
                child = node.children.get(move[0])
                if child is None:
                    untried.append(move)
                else:
                    child.available += 1
                    present.append((child, move[1]))
            if untried:
                key, actions, prior = self._expansion(untried)
                child = _Node(num_players, prior or 0.0)
                child.available = 1
                node.children[key] = child
                _play(state, actions)
                path.append(child)
                break
            child, actions = self._select(present, state.current_player())
            _play(state, actions)
            node = child
            path.append(child)
        rewards = self._rollout(state, num_players)
        for visited in path:
            visited.visits += 1
            totals = visited.totals
            for p in range(num_players):
                totals[p] += rewards[p]

    def _expansion(self, untried: list[_Move]) -> _Move:
        """The untried move to add: the best-rated one, or a random one without ratings."""
        if untried[0][2] is None:
            return untried[self._rng.randbelow(len(untried))]
        return max(untried, key=lambda move: move[2] or 0.0)

    def _select(
        self, present: list[tuple[_Node, tuple[Action, ...]]], player: int
    ) -> tuple[_Node, tuple[Action, ...]]:
        """UCT with availability counts (plus the progressive bias), scored for the player choosing here."""
        bias = self._active.bias
        best = present[0]
        best_score = -math.inf
        for child, actions in present:
            score = child.totals[player] / child.visits + self._exploration * math.sqrt(
                math.log(child.available) / child.visits
            )
            if bias:
                score += bias * child.prior / (child.visits + 1)
            if score > best_score:
                best, best_score = (child, actions), score
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
                drawn = without_concede(legal)
                state.apply_unchecked(drawn[self._rng.randbelow(len(drawn))])
            depth += 1
        if state.is_terminal():
            return list(state.returns())
        return [state.evaluate(p) for p in range(num_players)]


def _play(state: State, actions: Sequence[Action]) -> None:
    """Apply a move: its first action, then each next one while the game goes on and allows it."""
    state.apply_unchecked(actions[0])
    for action in actions[1:]:
        if state.is_terminal():
            return
        wanted = str(action)
        allowed = next((a for a in state.legal_actions() if str(a) == wanted), None)
        if allowed is None:
            return
        state.apply_unchecked(allowed)
