"""WoW TCG bots: a look-ahead ``HeuristicBot`` registered as "heuristic", and the MCTS hooks.

The heuristic bot determinizes the hidden cards once (``decision.sample``), then tries each legal
action on a copy and *settles* it: the chain resolves with both players passing and every choice
along the way takes a sensible default (exhaust armor, say yes, pay, protect the hero), until the
chain is empty and no combat is running. It plays the action whose settled position ``evaluate``
rates best; it never hearths or concedes. Passing is scored the same way, so it only acts when
acting helps. A few decisions are rules of thumb instead: keep a hand with two cheap cards
(CR 100.5), place a resource every turn while it has fewer than seven (a quest face up when it has
one), and discard its most expensive cards.

The MCTS hooks give the generic search a cheap static prior (place resources, play cards, attack,
strike; pass last) and 8-action rollouts scored by ``evaluate``.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.ai.catalog import register_bot
from engine.ai.lookahead import Lookahead, LookaheadBot
from engine.ai.mcts import MctsHooks, register_mcts_hooks
from engine.ai.random_bot import without_concede
from engine.core import Action, Decision, State
from engine.games.wowtcg.actions import TcgAction
from engine.games.wowtcg.evaluation import evaluate
from engine.games.wowtcg.state import TcgState

SETTLE_STEPS = 60
"""At most this many actions are simulated to settle one candidate."""
RESOURCE_TARGET = 7
PASS_MARGIN = 0.002
"""An action must beat passing by this much (in win probability) to be played."""
DEFAULTS = ("yes", "pay", "keep")


def _default_choice(s: TcgState, options: Sequence[str]) -> str:
    """What a settling simulation answers to a choice: accept, pay, block with armor or a protector."""
    for word in DEFAULTS:
        if word in options:
            return word
    pending = s.pending
    if pending is not None and pending.kind in ("discard", "unique"):
        return max(options, key=lambda o: (s.card(s.objs[o]).printed_cost if o in s.objs else -1, o))
    real = [o for o in options if o not in ("none", "decline", "no", "stay")]
    return real[0] if real else options[0]


def settle(s: TcgState) -> TcgState:
    """Play on (passing, default choices) until the chain is empty and no combat or choice remains."""
    for _ in range(SETTLE_STEPS):
        if s.is_terminal():
            break
        if s.pending is not None:
            choice = _default_choice(s, s.pending.options)
            s.apply_unchecked(TcgAction("choose", (choice,)))
            continue
        if not s.chain and not s.combat:
            break
        s.apply_unchecked(TcgAction("pass"))
    return s


LOOKAHEAD: Lookahead[TcgState, TcgAction] = Lookahead(
    settle=settle, evaluate=evaluate, is_pass=lambda a: a.verb == "pass", pass_margin=PASS_MARGIN
)


def _placement(s: TcgState, me: int, actions: Sequence[TcgAction]) -> TcgAction | None:
    """One resource a turn while short of seven: a quest face up, else the costliest card."""
    places = [a for a in actions if a.verb in ("resource", "quest")]
    resources = sum(1 for o in s.in_play() if o.row == "resource" and s.ctrl(o) == me)
    if not places or resources >= RESOURCE_TARGET:
        return None
    quests = [a for a in places if a.verb == "quest"]
    if quests:
        return quests[0]
    return max(places, key=lambda a: (s.card(s.objs[a.args[0]]).printed_cost, a.args[0]))


def choose_action(s: TcgState, me: int, legal: Sequence[TcgAction]) -> TcgAction:
    """The heuristic's choice among ``legal`` for player ``me``."""
    pending = s.pending
    if pending is not None and pending.kind == "mulligan":
        cheap = sum(1 for c in s.players[me].hand if s.card(s.objs[c]).printed_cost <= 3)
        return TcgAction("choose", ("keep" if cheap >= 2 else "mulligan",))
    if pending is None and s.tp == me and s.window == "action" and not s.chain:
        place = _placement(s, me, legal)
        if place is not None:
            return place
    playable = [a for a in legal if a.verb not in ("hearth", "concede")]
    candidates = [a for a in playable if a.verb not in ("resource", "quest")] or playable
    return LOOKAHEAD.best(s, me, candidates)


class HeuristicBot(LookaheadBot[TcgState, TcgAction]):
    """Plays the action whose settled result it rates best (see the module docstring)."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed, TcgState, TcgAction, choose_action)

    def step(self, decision: Decision) -> Action:
        """Never concede; a decision whose only other action is forced is answered without sampling,
        as it was before conceding became an action (so the bot's generator, and its games, stay the
        same)."""
        kept = without_concede(decision.legal_actions)
        if len(kept) == 1:
            return kept[0]
        return super().step(decision)


_PRIOR = {
    "resource": 0.7,
    "quest": 0.75,
    "play": 0.8,
    "complete": 0.7,
    "attack": 0.6,
    "strike": 0.65,
    "use": 0.5,
    "flip": 0.4,
    "choose": 0.5,
    "pass": 0.3,
    "hearth": 0.0,
    "concede": 0.0,
}


def mcts_policy(state: State, legal: Sequence[Action]) -> list[float]:
    """A static prior by verb: develop the board, attack and strike before passing."""
    return [_PRIOR.get(a.verb, 0.5) if isinstance(a, TcgAction) else 0.5 for a in legal]


MCTS_CANDIDATES = 8
MCTS_BIAS = 0.5
MCTS_ROLLOUT_DEPTH = 8

register_bot("heuristic", "wowtcg", HeuristicBot)
register_mcts_hooks(
    "wowtcg",
    MctsHooks(
        policy=mcts_policy, candidates=MCTS_CANDIDATES, bias=MCTS_BIAS, rollout_depth=MCTS_ROLLOUT_DEPTH
    ),
)
