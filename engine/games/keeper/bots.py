"""Keeper bots: a look-ahead ``HeuristicBot`` registered as "heuristic", and the MCTS hooks.

The heuristic bot determinizes the hidden cards once (``decision.sample``), then handles each kind of
decision: keep the opening hand; sow the card it values least while it has fewer than eight resources;
in its windows, try each action on a copy, *settle* it (chains resolve with everyone passing and
default choices) and play the one whose settled position ``evaluate`` rates best, passing unless
something beats it (a proposal to end the game too); agree to end the game only when winning; attack
with every minion that rolls dice at the weakest enemy; defend with everything it has, strongest-HP
first; use the biggest die first. Any number of players: "enemy" is the weakest.

The MCTS hooks give the generic search a static prior (summon, cast and attack first; pass last) and
short rollouts scored by ``evaluate``.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.ai.catalog import register_bot
from engine.ai.lookahead import Lookahead, LookaheadBot
from engine.ai.mcts import MctsHooks, register_mcts_hooks
from engine.core import Action, State
from engine.games.keeper.actions import PASS, KAction
from engine.games.keeper.endgame import winners
from engine.games.keeper.evaluation import evaluate
from engine.games.keeper.state import KeeperState

SETTLE_STEPS = 80
RESOURCE_TARGET = 8
PASS_MARGIN = 0.003
REFUSALS = ("none", "no", "keep", "done")


def _default(s: KeeperState, actions: Sequence[KAction]) -> KAction:
    """What a settling simulation does: pass, take the first real option, the biggest die."""
    verbs = {a.verb for a in actions}
    if "choose" in verbs:
        real = [a for a in actions if a.args[0] not in REFUSALS]
        return real[0] if real else actions[0]
    if "die" in verbs:
        return max(actions, key=lambda a: int(a.args[0]))
    if "done" in verbs:
        return KAction("done")
    if PASS in actions:
        return PASS
    victims = [a for a in actions if a.verb == "victim"]
    return victims[0] if victims else actions[0]


def settle(s: KeeperState) -> KeeperState:
    """Play on with default choices until no chain, battle or choice is under way (or the game ends)."""
    for _ in range(SETTLE_STEPS):
        if s.is_terminal():
            break
        if s.pending is None and not s.chain and s.battle is None:
            break
        actions = [a for a in s.legal_actions() if isinstance(a, KAction)]
        s.apply_unchecked(_default(s, actions))
    return s


def _quiet_copy(s: KeeperState) -> KeeperState:
    """A copy to try an action on, without the event log nobody reads."""
    c = s.clone()
    c.log_events = False
    return c


LOOKAHEAD: Lookahead[KeeperState, KAction] = Lookahead(
    settle=settle, evaluate=evaluate, is_pass=lambda a: a == PASS, pass_margin=PASS_MARGIN, copy=_quiet_copy
)


def _card_value(s: KeeperState, uid: str, resources: int) -> float:
    """How much a card in hand is worth keeping: minions by their dice and toughness, spells a little;
    a card far beyond the resources in reach is worth least (it makes the best resource)."""
    card = s.card(uid)
    if card.level > resources + 4:
        return -1.0
    if card.kind == "spell":
        return 3.0
    return 3.0 * card.sp + 0.6 * card.hp + 2.0 * len(card.abilities)


def _weakest_victim(s: KeeperState, me: int, actions: Sequence[KAction]) -> KAction:
    """Players before minions, the one with the least HP first."""

    def key(a: KAction) -> tuple[int, int, str]:
        v = a.args[0]
        if v.startswith("p"):
            return (0, s.players[int(v[1:]) - 1].hp, v)
        return (1, s.minions[v].hp, v)

    return min(actions, key=key)


def choose_action(s: KeeperState, me: int, legal: Sequence[KAction]) -> KAction:
    """The heuristic's choice among ``legal`` for player ``me``."""
    verbs = {a.verb for a in legal}
    pending = s.pending
    if pending is not None and pending["kind"] == "agree":
        return KAction("choose", ("agree" if winners(s) == [me] else "refuse",))
    if pending is not None and pending["kind"] == "mulligan":
        return KAction("choose", ("keep",)) if KAction("choose", ("keep",)) in legal else legal[0]
    if "sow" in verbs:
        sows = [a for a in legal if a.verb == "sow"]
        if len(s.players[me].granary) >= RESOURCE_TARGET:
            return PASS
        return min(sows, key=lambda a: (_card_value(s, a.args[0], len(s.players[me].granary)), a.args[0]))
    if "enlist" in verbs or "victim" in verbs:
        enlist = [a for a in legal if a.verb == "enlist" and s.minions[a.args[0]].sp > 0]
        if enlist:
            return enlist[0]
        return _weakest_victim(s, me, [a for a in legal if a.verb == "victim"])
    if "first" in verbs:
        return max(legal, key=lambda a: (s.minions[a.args[0]].hp, a.args[0]))
    if "defend" in verbs:
        defend = [a for a in legal if a.verb == "defend"]
        return defend[0] if defend else KAction("done")
    if "die" in verbs:
        return max(legal, key=lambda a: int(a.args[0]))
    attacks = [a for a in legal if a.verb == "attack" and s.minions[a.args[0]].sp > 0]
    if attacks and not any(a.verb in ("cast", "use", "pop", "summon") for a in legal):
        return attacks[0]
    return LOOKAHEAD.best(s, me, legal)


class HeuristicBot(LookaheadBot[KeeperState, KAction]):
    """Plays by the rules of thumb and one-step look-ahead of the module docstring."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed, KeeperState, KAction, choose_action)


PRIOR = {
    "summon": 0.9,
    "attack": 0.85,
    "cast": 0.8,
    "use": 0.75,
    "sow": 0.7,
    "enlist": 0.7,
    "victim": 0.6,
    "defend": 0.6,
    "pop": 0.5,
    "first": 0.5,
    "die": 0.5,
    "choose": 0.5,
    "done": 0.4,
    "pass": 0.2,
}


def policy(state: State, actions: Sequence[Action]) -> list[float]:
    """A static prior by verb."""
    return [PRIOR.get(a.verb if isinstance(a, KAction) else "", 0.5) for a in actions]


register_bot("heuristic", "keeper", HeuristicBot)
register_mcts_hooks(
    "keeper", MctsHooks(policy=policy, candidates=8, bias=0.5, rollout_depth=24, exploration=0.5)
)
