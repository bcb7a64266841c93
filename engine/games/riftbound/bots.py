"""Riftbound bots: a one-step look-ahead ``HeuristicBot`` registered as "heuristic", and MCTS hooks.

The heuristic determinizes hidden cards once (``decision.sample``), tries each legal action on a
copy, *settles* it (everyone passes, prompts take their first option) until a player is back at an
open Main Phase decision, and takes the action whose settled position ``evaluate`` rates best;
passing or ending the turn wins ties. Mulligans set aside cards costing 5 or more; discards and
recycling from the trash go by printed cost (``CARD_PICKS``).

The MCTS hooks rate plays and moves above passing, and score short rollouts with ``evaluate``.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.ai.catalog import register_bot
from engine.ai.mcts import MctsHooks, register_mcts_hooks
from engine.core import Action, Decision, Rng, State
from engine.games.riftbound.actions import CONCEDE, END_TURN, KEEP, PASS, RAction
from engine.games.riftbound.evaluation import evaluate
from engine.games.riftbound.state import RiftState

SETTLE_STEPS = 120
MULLIGAN_COST = 5
MARGIN = 0.002
PREDICT_REACH = 1
"""Predict keeps a card costing at most the runes on the board plus this (playable soon); others go."""
CARD_PICKS = {"discard": 1, "cost_discard": 1, "recycle": -1, "cost_recycle": -1}
"""Prompts choosing cards, which ``evaluate`` can't tell apart (it counts cards): discard the cheapest
card (+1), recycle the dearest from the trash to draw it again later (-1), by printed Energy cost."""


def _default(s: RiftState, actions: Sequence[Action]) -> Action:
    """Pass or keep when allowed; else a prompt's first option (prompts list their likeliest answer first:
    the cheapest discount order, the weakest unit to kill, the replacement saving the most Might)."""
    for quiet in (PASS, KEEP):
        if quiet in actions:
            return quiet
    if s.prompt is not None and s.prompt.get("options"):
        first = RAction("choose", (str(s.prompt["options"][0]),))
        if first in actions:
            return first
    return next(a for a in actions if a != CONCEDE)


def _open(s: RiftState) -> bool:
    return s.prompt is None and not s.chain and s.sd is None and s.step == "main"


def settle(s: RiftState) -> RiftState:
    """Play default choices until someone is at an open Main Phase decision (or the game ends)."""
    for _ in range(SETTLE_STEPS):
        if s.is_terminal() or _open(s):
            break
        s.apply_unchecked(_default(s, s.legal_actions()))
    return s


def _value(s: RiftState, action: Action, me: int) -> float:
    c = s.clone()
    c.log_events = False
    c.apply_unchecked(action)
    return evaluate(settle(c), me)


def choose_action(s: RiftState, me: int, legal: Sequence[Action]) -> Action:
    """The heuristic's choice among ``legal`` for player ``me`` (it never concedes)."""
    legal = [a for a in legal if a != CONCEDE]
    if len(legal) == 1:
        return legal[0]
    if s.prompt is not None and s.prompt["kind"] == "mulligan":
        for a in legal:
            if (
                isinstance(a, RAction)
                and a.verb == "aside"
                and s.card(a.args[0]).cost.energy >= MULLIGAN_COST
            ):
                return a
        return KEEP
    if s.prompt is not None and s.prompt["kind"] == "predict":
        card = s.card(str(s.prompt["card"]))
        keep = card.cost.energy <= len(s.objects("rune", me)) + PREDICT_REACH
        return RAction("choose", ("keep" if keep else "recycle",))
    if s.prompt is not None and s.prompt["kind"] == "predict_order":
        return RAction("choose", (min(s.prompt["options"], key=lambda u: (s.card(u).cost.energy, u)),))
    if s.prompt is not None and s.prompt["kind"] in CARD_PICKS:
        sign = CARD_PICKS[s.prompt["kind"]]
        picks = [a for a in legal if isinstance(a, RAction) and a.verb == "choose"]
        return min(picks, key=lambda a: (sign * s.card(a.args[0]).cost.energy, a.args[0]))
    quiet = next((a for a in legal if a in (PASS, END_TURN)), None)
    best = quiet if quiet is not None else legal[0]
    best_value = _value(s, best, me) + (MARGIN if quiet is not None else 0.0)
    for a in legal:
        if a == best:
            continue
        v = _value(s, a, me)
        if v > best_value:
            best, best_value = a, v
    return best


class HeuristicBot:
    """One-step look-ahead with settling; see the module docstring."""

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def restart(self) -> None:
        """Nothing is remembered between games."""

    def step(self, decision: Decision) -> Action:
        legal = [a for a in decision.legal_actions if a != CONCEDE]
        if len(legal) == 1:
            return legal[0]
        state = decision.sample(self.rng)
        assert isinstance(state, RiftState)
        return choose_action(state, decision.player, legal)


PRIOR = {
    "play": 0.8,
    "move": 0.7,
    "use": 0.6,
    "equip": 0.6,
    "hide": 0.4,
    "assign": 0.5,
    "choose": 0.5,
    "aside": 0.3,
    "keep": 0.6,
    "pass": 0.2,
    "end": 0.2,
    "invite": 0.2,
    "concede": 0.0,
}


def policy(state: State, actions: Sequence[Action]) -> list[float]:
    """A static prior: playing and moving before using, passing and ending last."""
    return [PRIOR.get(a.verb, 0.5) if isinstance(a, RAction) else 0.5 for a in actions]


register_bot("heuristic", "riftbound", HeuristicBot)
register_mcts_hooks(
    "riftbound", MctsHooks(policy=policy, candidates=8, bias=0.5, rollout_depth=20, exploration=0.3)
)
