"""The one-step look-ahead shell: settled values, the pass margin, ties, and the bot around it."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest

from engine.ai.lookahead import Lookahead, LookaheadBot, plain_copy
from engine.core import BadInputError, Decision, Rng
from tests.engine.ai.helpers import play
from tests.toygame import ToyAction, ToyGame, ToyState

DRAW = ToyAction("draw")


def position(hands: list[list[str]], scores: list[int], deck: list[str] | None = None) -> ToyState:
    """A Draw Ten position with player 0 to act."""
    d = {
        "deck": deck if deck is not None else ["c00-1", "c01-2"],
        "hands": hands,
        "scores": scores,
        "turn": 4,
        "player": 0,
        "rng": Rng(1).to_dict(),
    }
    return ToyGame().state_from_dict(d)


def unchanged(s: ToyState) -> ToyState:
    return s


def score(s: ToyState, me: int) -> float:
    return s.evaluate(me)


def opponent_plays_best(s: ToyState) -> ToyState:
    """Settling by letting the opponent answer with their best card."""
    best = max(s.hands[s.player], key=lambda c: int(c.split("-")[1]))
    s.apply_unchecked(ToyAction("play", best))
    return s


def lookahead(
    margin: float, settle: Callable[[ToyState], ToyState] = unchanged
) -> Lookahead[ToyState, ToyAction]:
    """Scoring by the score difference, with drawing as the pass."""
    return Lookahead(settle=settle, evaluate=score, is_pass=lambda a: a == DRAW, pass_margin=margin)


def test_the_candidate_with_the_best_settled_value_is_chosen() -> None:
    s = position([["c02-1", "c03-4"], ["c04-3"]], [2, 2])
    plays = [ToyAction("play", "c02-1"), ToyAction("play", "c03-4")]
    assert lookahead(0.0).best(s, 0, plays) == ToyAction("play", "c03-4")


def test_a_value_is_judged_after_settling() -> None:
    s = position([["c03-4"], ["c04-3"]], [2, 2])
    value = lookahead(0.0, opponent_plays_best).value(s, ToyAction("play", "c03-4"), 0)
    assert value == pytest.approx(0.5 + (6 - 5) / 20)


def test_trying_candidates_leaves_the_position_as_it_was() -> None:
    s = position([["c02-1", "c03-4"], ["c04-3"]], [2, 2])
    before = s.to_dict()
    lookahead(0.0, opponent_plays_best).best(s, 0, [ToyAction("play", "c02-1"), ToyAction("play", "c03-4")])
    assert s.to_dict() == before


def test_the_pass_wins_unless_acting_beats_it_by_the_margin() -> None:
    s = position([["c02-1"], ["c04-3"]], [2, 2])
    candidates = [ToyAction("play", "c02-1"), DRAW]
    assert lookahead(0.1).best(s, 0, candidates) == DRAW
    assert lookahead(0.01).best(s, 0, candidates) == ToyAction("play", "c02-1")


def test_the_first_candidate_wins_a_tie() -> None:
    s = position([["c02-2", "c05-2"], ["c04-3"]], [0, 0])
    first, second = ToyAction("play", "c05-2"), ToyAction("play", "c02-2")
    assert lookahead(0.0).best(s, 0, [first, second]) == first
    assert lookahead(0.0).best(s, 0, [second, first]) == second


def test_no_candidates_is_refused_with_the_player() -> None:
    with pytest.raises(ValueError, match="player 1"):
        lookahead(0.0).best(position([[], []], [0, 0]), 1, [])


def test_a_copy_hook_is_what_the_action_is_tried_on() -> None:
    copies: list[ToyState] = []

    def counted(s: ToyState) -> ToyState:
        copies.append(plain_copy(s))
        return copies[-1]

    rules: Lookahead[ToyState, ToyAction] = Lookahead(unchanged, score, lambda a: False, 0.0, copy=counted)
    s = position([["c03-4"], ["c04-3"]], [2, 2])
    rules.value(s, ToyAction("play", "c03-4"), 0)
    assert len(copies) == 1 and copies[0].scores == [6, 2] and s.scores == [2, 2]


def greedy(s: ToyState, me: int, legal: Sequence[ToyAction]) -> ToyAction:
    """Play the best card in hand, else draw, else roll: the bot's 'choose' for these tests."""
    plays = [a for a in legal if a.verb == "play"]
    if plays:
        return lookahead(0.0).best(s, me, plays)
    return DRAW if DRAW in legal else legal[0]


class GreedyToyBot(LookaheadBot[ToyState, ToyAction]):
    def __init__(self, seed: int) -> None:
        super().__init__(seed, ToyState, ToyAction, greedy)


def test_the_bot_hands_its_choose_the_sampled_state_and_its_player() -> None:
    s = position([["c02-1", "c03-4"], ["c04-3"]], [2, 2])
    assert GreedyToyBot(3).step(Decision.of(s)) == ToyAction("play", "c03-4")


def test_the_bot_plays_whole_games_legally_and_the_same_from_its_seed() -> None:
    first = play([GreedyToyBot(1), GreedyToyBot(2)], seed=5)
    again = play([GreedyToyBot(1), GreedyToyBot(2)], seed=5)
    assert first.is_terminal() and first.history == again.history
    assert any(a.startswith("play") for a in first.history)


def test_the_bot_refuses_a_decision_without_legal_actions() -> None:
    s = position([[], []], [10, 0])
    assert s.is_terminal()
    finished = Decision(0, s.observation(0), tuple(s.legal_actions()), s)
    with pytest.raises(BadInputError, match="no legal action"):
        GreedyToyBot(0).step(finished)
