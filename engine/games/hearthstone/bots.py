"""Hearthstone bots: a greedy one-turn search (kinds "greedy" and "greedy-easy") and the MCTS hooks.

``GreedyBot`` searches the sequences of actions of the current turn (plays with their targets and
Choose One options, attacks, the Hero Power) with a beam: each level applies every legal action to
the best ``beam`` positions of the level before, drops positions already reached another way (same
boards, hands, mana), and keeps the best. Every position reached is a candidate end of turn, valued
by ``turn_end_value``: the turn is ended on a copy (end-of-turn triggers, the opponent's draw and
start of turn), ``evaluation.score`` judges the result, and the mana spent in the turn adds a small
tempo bonus. The bot plays the first action of the best sequence, or ends the turn when no sequence
beats ending now; it searches again at its next decision, so a random outcome (a Knife Juggler, an
Arcane Missiles) is seen before the rest of the turn is chosen. A winning action is played at once.

The mulligan replaces every card costing more than ``MULLIGAN_KEEP`` (one more for the player who
goes second, who gets The Coin). Concede is never chosen.

Presets: ``greedy`` (beam ``BEAM_WIDTH``); ``greedy-easy`` (beam 1, and one decision in
``1 / EASY_BLUNDER`` a uniformly random legal action other than concede).

The module also registers ``MctsHooks`` for the generic MCTS bots. Their moves are whole turns
(``mcts_macros``): at the root, the best ``MCTS_PLANS`` turns of the greedy bot's own turn search
and ending the turn at once; below it, whoever is to move plays the best turn a narrow search finds
on that visit's determinization (the opponent with its re-dealt hand), so 300 iterations compare the
bot's candidate turns by what the opponent can answer. A leaf is scored by
``HearthstoneState.evaluate`` (``evaluation.win_probability``) with no random rollout, since random
Hearthstone play says little about a position. At the mulligan, the only decision that is not a turn,
the policy rates each action by the best turn end a narrow turn search (beam ``MCTS_PLAN_BEAM``)
finds after it (the mulligan by its distance from ``mulligan_cards``), and the tree grows only the
best ``MCTS_CANDIDATES`` of them.

The client's opponent levels (client/table/start.py) map to: easy -> ``greedy-easy``, normal ->
``greedy``, hard -> ``mcts-hard``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from engine.ai.catalog import register_bot
from engine.ai.mcts import Macro, MctsHooks, register_mcts_hooks
from engine.core import Action, BadInputError, Decision, Rng, State
from engine.games.hearthstone import rules
from engine.games.hearthstone.evaluation import DEAD, score
from engine.games.hearthstone.state import END, MULLIGAN, HearthstoneState, HsAction

BEAM_WIDTH = 6
"""Positions kept at each level of the turn search."""

MAX_POSITIONS = 4000
"""A safety cap on the positions one turn search may reach (a turn of many cheap cards)."""

TEMPO = 0.3
"""Value of each mana spent in the turn, so a turn uses its mana when the boards are otherwise equal."""

WIN = 10_000.0
"""The value of a position where the opponent's hero is dead."""

MULLIGAN_KEEP = 3
"""The mulligan keeps cards costing at most this much (one more for the player going second)."""

EASY_BLUNDER = 4
"""``greedy-easy`` plays a random action one decision in this many."""

MCTS_CANDIDATES = 3
"""The MCTS tree grows only the policy's best few actions at each node."""

MCTS_PLAN_BEAM = 1
"""The policy's turn search keeps this many positions per level."""

MCTS_PLAN_POSITIONS = 300
"""The most positions the policy's turn search may reach: a node's rating must stay cheap."""

MCTS_PRIOR_TEMPERATURE = 2.0
"""Score points: an action rated this much below the best gets 1/e of its prior."""

MCTS_BIAS = 0.3
"""Weight of the policy's prior in the MCTS selection (rewards are win probabilities)."""

MCTS_ROLLOUT_DEPTH = 0
"""Random actions past the tree before the evaluation scores the leaf (0: the evaluation alone)."""

MCTS_PLANS = 3
"""The MCTS moves of the searching player are its best few whole turns (and ending the turn at once)."""

MCTS_REPLY_BEAM = 1
"""Below the root, the player to move plays its best turn found with this beam (asked at each visit)."""

MCTS_REPLY_POSITIONS = 150
"""The most positions that turn search may reach."""

MCTS_EXPLORATION = 0.25
"""The UCT constant for leaves valued by ``win_probability`` (a good and a poor turn differ by about 0.1)."""


def signature(state: HearthstoneState) -> tuple[object, ...]:
    """What the turn search tells positions apart by: heroes, boards (as multisets), hands, mana.

    Two orders of the same plays, or one minion placed at two board positions with no neighbour
    effect, reach equal signatures, and the search keeps only the first.
    """
    ents = state.ents
    parts: list[object] = [state.active, state.over]
    for pl in state.players:
        hero = ents[pl.hero]
        weapon = ents[pl.weapon] if pl.weapon else None
        board = sorted(
            (
                e.card.id,
                e.atk,
                e.max_health,
                e.damage,
                e.flags | e.aura_flags,
                e.attacks,
                e.exhausted,
                e.silenced,
                len(e.enchants),
            )
            for e in (ents[i] for i in pl.board)
        )
        parts.append(
            (
                hero.damage,
                hero.armor,
                hero.atk,
                hero.attacks,
                hero.flags,
                (weapon.card.id, weapon.atk, weapon.damage) if weapon is not None else None,
                tuple(board),
                tuple(pl.hand),
                tuple(pl.secrets),
                pl.mana,
                pl.power_uses,
                len(pl.deck),
                pl.overload_owed,
            )
        )
    return tuple(parts)


def _terminal_value(state: HearthstoneState, me: int) -> float:
    if not state.winners:
        return 0.0
    return WIN if me in state.winners else -WIN


def turn_end_value(state: HearthstoneState, me: int, start_mana: int) -> float:
    """``me``'s value of ending the turn in ``state``: the evaluation after the turn ends, plus tempo.

    ``start_mana`` is the mana ``me`` had when the turn search began.
    """
    if state.over:
        return _terminal_value(state, me)
    spent = max(0, start_mana - state.players[me].mana)
    ended = state.clone()
    ended.quiet = True
    ended.apply_unchecked(END)
    if ended.over:
        return _terminal_value(ended, me)
    return score(ended, me) + TEMPO * spent


def plan_turn(
    state: HearthstoneState, beam: int = BEAM_WIDTH, max_positions: int = MAX_POSITIONS
) -> tuple[list[HsAction], float]:
    """The best sequence of actions for the rest of the player to act's turn, and its value.

    An empty sequence means ending the turn now is best. Ties keep the sequence found first (the
    legal actions are sorted, so the plan depends only on the position).
    """
    search = _TurnSearch(state, beam, max_positions)
    return search.best_path, search.best_value


class _TurnSearch:
    """The beam search of one turn; also the best value found after each first action."""

    def __init__(self, state: HearthstoneState, beam: int, max_positions: int) -> None:
        me = state.active
        start_mana = state.players[me].mana
        self.best_value = turn_end_value(state, me, start_mana)
        self.best_path: list[HsAction] = []
        self.by_first: dict[str, float] = {str(END): self.best_value}
        self.ends: list[tuple[float, list[HsAction]]] = [(self.best_value, [])]
        """Every position reached (each a different one), as its value and the actions reaching it."""
        seen = {signature(state)}
        frontier: list[tuple[HearthstoneState, list[HsAction]]] = [(state, [])]
        while frontier and len(seen) < max_positions:
            level: list[tuple[float, int, HearthstoneState, list[HsAction]]] = []
            for node, path in frontier:
                for action in node.legal_actions():
                    assert isinstance(action, HsAction)
                    if action.verb in ("end", "concede"):
                        continue
                    child = node.clone()
                    child.quiet = True
                    child.apply_unchecked(action)
                    sig = signature(child)
                    if sig in seen:
                        continue
                    seen.add(sig)
                    value = turn_end_value(child, me, start_mana)
                    child_path = [*path, action]
                    first = str(child_path[0])
                    if value > self.by_first.get(first, -math.inf):
                        self.by_first[first] = value
                    self.ends.append((value, child_path))
                    if value > self.best_value:
                        self.best_value, self.best_path = value, child_path
                    if value >= WIN:
                        return
                    if not child.over and child.active == me:
                        level.append((value, len(level), child, child_path))
            level.sort(key=lambda item: (-item[0], item[1]))
            frontier = [(child, path) for _, _, child, path in level[:beam]]


def mulligan_cards(state: HearthstoneState) -> tuple[int, ...]:
    """The hand cards the mulligan replaces: those costing more than the curve wants on turns 1-3."""
    p = state.mulligan_player
    keep = MULLIGAN_KEEP + (0 if p == state.first else 1)
    hand = state.players[p].hand
    return tuple(i for i in hand if rules.cost_of(state, state.ents[i]) > keep)


class GreedyBot:
    """Plays the first action of the best sequence the turn search finds (see the module docstring).

    :param seed: seeds the bot's generator (determinizations and the blunders of an easier preset).
    :param beam: positions kept per level of the turn search.
    :param blunder: the chance of playing a uniformly random legal action (never concede) instead.
    :raises BadInputError: ``beam`` is below 1 or ``blunder`` is not within [0, 1].

    >>> GreedyBot(seed=3).beam
    6
    """

    def __init__(self, seed: int, beam: int = BEAM_WIDTH, blunder: float = 0.0) -> None:
        if beam < 1:
            raise BadInputError("greedy bot", f"beam must be at least 1, got {beam}")
        if not 0.0 <= blunder <= 1.0:
            raise BadInputError("greedy bot", f"blunder must be within [0, 1], got {blunder}")
        self.seed = seed
        self.beam = beam
        self.blunder = blunder
        self._rng = Rng(seed)

    def restart(self) -> None:
        self._rng = Rng(self.seed)

    def step(self, decision: Decision) -> Action:
        """The first action of the best turn found (``end`` when nothing beats ending now).

        :raises BadInputError: the decision offers no legal action (the game is over).
        """
        legal = decision.legal_actions
        if not legal:
            raise BadInputError("greedy bot", f"no legal action to choose from (player {decision.player})")
        if len(legal) == 1:
            return legal[0]
        if self.blunder and self._rng.randbelow(1_000_000) < self.blunder * 1_000_000:
            choices = [a for a in legal if str(a) != "concede"] or list(legal)
            return choices[self._rng.randbelow(len(choices))]
        state = decision.sample(self._rng)
        assert isinstance(state, HearthstoneState), "the greedy bot plays Hearthstone only"
        by_notation = {str(a): a for a in legal}
        if state.step == MULLIGAN:
            wanted = HsAction("mulligan", cards=mulligan_cards(state))
            return by_notation.get(str(wanted), legal[0])
        path, _value = plan_turn(state, self.beam)
        first = str(path[0]) if path else str(END)
        return by_notation.get(first, by_notation.get(str(END), legal[0]))


def _greedy(seed: int) -> GreedyBot:
    return GreedyBot(seed)


def _greedy_easy(seed: int) -> GreedyBot:
    return GreedyBot(seed, beam=1, blunder=1 / EASY_BLUNDER)


def action_values(
    state: HearthstoneState, legal: Sequence[Action], beam: int = 1, max_positions: int = 400
) -> list[float]:
    """The greedy value of each legal action of the player to act: the best turn end the turn search
    (``beam``, at most ``max_positions`` positions) found after it, or its own turn end value.

    A mulligan is rated by how many cards it differs from ``mulligan_cards`` by (0 is best); concede
    by the worst value; an action reaching a position the search reached another way by its own
    turn end value.
    """
    if state.step == MULLIGAN:
        wanted = set(mulligan_cards(state))
        out = []
        for a in legal:
            assert isinstance(a, HsAction)
            out.append(-float(len(wanted.symmetric_difference(a.cards))))
        return out
    me = state.current_player()
    start_mana = state.players[me].mana
    by_first = _TurnSearch(state, beam, max_positions).by_first
    values = []
    for a in legal:
        assert isinstance(a, HsAction)
        found = by_first.get(str(a))
        if found is not None:
            values.append(found)
        elif a.verb == "concede":
            values.append(-DEAD)
        else:
            child = state.clone()
            child.quiet = True
            child.apply_unchecked(a)
            values.append(turn_end_value(child, me, start_mana))
    return values


def mcts_policy(state: State, legal: Sequence[Action]) -> list[float]:
    """``action_values`` as priors in (0, 1]: 1 for the best, ``exp(-gap / T)`` below it."""
    assert isinstance(state, HearthstoneState), "the Hearthstone policy rates Hearthstone states only"
    values = action_values(state, legal, MCTS_PLAN_BEAM, MCTS_PLAN_POSITIONS)
    top = max(values)
    return [math.exp(max(-50.0, (v - top) / MCTS_PRIOR_TEMPERATURE)) for v in values]


def turn_plans(
    state: HearthstoneState, count: int, beam: int = BEAM_WIDTH, max_positions: int = MAX_POSITIONS
) -> list[tuple[list[HsAction], float]]:
    """The ``count`` best turns the turn search finds for the player to act, best first, and ending
    the turn at once when it is not one of them; each is its actions, ``end`` last, and its value.

    Every turn reaches a different position; ties keep the turn found first.
    """
    ends = _TurnSearch(state, beam, max_positions).ends
    ranked = sorted(range(len(ends)), key=lambda i: -ends[i][0])[:count]
    if 0 not in ranked:
        ranked.append(0)
    return [([*ends[i][1], END], ends[i][0]) for i in ranked]


def mcts_macros(state: State, me: int, at_root: bool) -> list[Macro]:
    """The MCTS moves at a node, as whole turns: at the root, the searching player's ``MCTS_PLANS``
    best turns (and ending at once) from the greedy bot's own turn search; below it, whoever is to
    move plays its best turn found by a narrower search (the opponent's hidden cards differ between
    visits, so it is asked at each); none at the mulligan. Priors as in ``mcts_policy``:
    ``exp(-gap / T)`` below the best turn."""
    assert isinstance(state, HearthstoneState), "the Hearthstone macro moves are Hearthstone turns only"
    if state.over or state.step == MULLIGAN:
        return []
    if at_root and state.current_player() == me:
        plans = turn_plans(state, MCTS_PLANS)
    else:
        plans = turn_plans(state, 1, MCTS_REPLY_BEAM, MCTS_REPLY_POSITIONS)[:1]
    top = plans[0][1]
    return [(path, math.exp(max(-50.0, (value - top) / MCTS_PRIOR_TEMPERATURE))) for path, value in plans]


register_bot("greedy", "hearthstone", _greedy)
register_bot("greedy-easy", "hearthstone", _greedy_easy)
register_mcts_hooks(
    "hearthstone",
    MctsHooks(
        policy=mcts_policy,
        candidates=MCTS_CANDIDATES,
        bias=MCTS_BIAS,
        rollout_depth=MCTS_ROLLOUT_DEPTH,
        exploration=MCTS_EXPLORATION,
        macros=mcts_macros,
    ),
)
