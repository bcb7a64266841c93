"""Determinized MCTS: stronger than random, deterministic per seed, within its budget, no peeking."""

from __future__ import annotations

import doctest
import time
from collections.abc import Sequence

import pytest

import engine.ai.catalog
import engine.ai.mcts
from engine.ai import Bot, MctsBot, RandomBot
from engine.ai.mcts import (
    DIFFICULTY_ITERATIONS,
    Macro,
    MacroMoves,
    MctsHooks,
    Policy,
    mcts_hooks,
    register_mcts_hooks,
)
from engine.core import Action, BadInputError, Decision, Event, PlayerId, State
from tests.engine.ai.helpers import play
from tests.toygame import MAX_TURNS, ToyAction, ToyGame, ToyState


def _position(**changes: object) -> dict[str, object]:
    """A Draw Ten position mid-game: player 0 to act with a 4 and a 1 in hand, 2 points behind."""
    d: dict[str, object] = {
        "deck": ["c00-1", "c05-2", "c09-2", "c10-3", "c06-3"],
        "hands": [["c03-4", "c04-1"], ["c07-4", "c11-4"]],
        "scores": [5, 7],
        "turn": 10,
        "player": 0,
        "rng": {"state": 99, "forced": []},
        "history": [],
    }
    d.update(changes)
    return d


def test_mcts_beats_random_in_a_clear_majority() -> None:
    wins = 0
    for i in range(20):
        mcts, rand = MctsBot(seed=100 + i, iterations=500), RandomBot(seed=200 + i)
        seat = i % 2  # alternate seats so the first-player edge cancels out
        bots: list[Bot] = [mcts, rand] if seat == 0 else [rand, mcts]
        outcome = play(bots, seed=i).outcome()
        assert outcome is not None
        wins += seat in outcome.winners
    assert wins >= 14


def test_mcts_is_deterministic_for_a_seed() -> None:
    first = play([MctsBot(seed=7, iterations=60), RandomBot(seed=8)], seed=3)
    second = play([MctsBot(seed=7, iterations=60), RandomBot(seed=8)], seed=3)
    assert first.history == second.history


def test_mcts_restart_repeats_its_search() -> None:
    decision = Decision.of(ToyGame().state_from_dict(_position()))
    bot = MctsBot(seed=3, iterations=80)
    first = [str(bot.step(decision)) for _ in range(3)]
    bot.restart()
    assert [str(bot.step(decision)) for _ in range(3)] == first


def test_mcts_plays_the_winning_card() -> None:
    # Player 0 has 7 points and a 4 in hand: playing it reaches 10 and wins at once.
    state = ToyGame().state_from_dict(_position(scores=[7, 9]))
    assert MctsBot(seed=1, iterations=200).step(Decision.of(state)) == ToyAction("play", "c03-4")


def test_mcts_does_not_peek_at_future_dice() -> None:
    # Two positions that differ only in the hidden generator (future dice) look the same to
    # player 0, so the search must not tell them apart.
    game = ToyGame()
    chosen = set()
    for rng_state in (1, 2, 3, 12345):
        state = game.state_from_dict(_position(rng={"state": rng_state, "forced": []}))
        bot = MctsBot(seed=5, iterations=120)
        chosen.add((str(bot.step(Decision.of(state))), bot.last_iterations))
    assert len(chosen) == 1


def test_mcts_never_mutates_the_game() -> None:
    state = ToyGame().state_from_dict(_position())
    before = state.to_dict()
    MctsBot(seed=0, iterations=50).step(Decision.of(state))
    assert state.to_dict() == before


def test_mcts_respects_max_seconds() -> None:
    state = ToyGame().state_from_dict(_position())
    bot = MctsBot(seed=0, iterations=10**9, max_seconds=0.05)
    start = time.perf_counter()
    action = bot.step(Decision.of(state))
    assert time.perf_counter() - start < 1.0
    assert action in state.legal_actions()
    assert 1 <= bot.last_iterations < 10**9


def test_mcts_runs_the_full_budget_when_the_clock_allows() -> None:
    bot = MctsBot(seed=0, iterations=40)
    bot.step(Decision.of(ToyGame().state_from_dict(_position())))
    assert bot.last_iterations == 40


def test_mcts_answers_a_forced_move_without_searching() -> None:
    # An empty deck and an empty hand leave only "roll".
    state = ToyGame().state_from_dict(_position(deck=[], hands=[[], ["c07-4"]]))
    bot = MctsBot(seed=0, iterations=500)
    assert str(bot.step(Decision.of(state))) == "roll"
    assert bot.last_iterations == 0


def test_mcts_evaluates_leaves_when_rollouts_are_cut_short() -> None:
    # With no rollout the search relies on evaluate(): still a legal, sensible choice.
    state = ToyGame().state_from_dict(_position(scores=[7, 9]))
    bot = MctsBot(seed=2, iterations=100, rollout_depth=0)
    assert bot.step(Decision.of(state)) == ToyAction("play", "c03-4")


def _prefer(notation: str, calls: list[int] | None = None) -> Policy:
    """A policy rating ``notation`` 1 and every other action 0.1 (counting its calls in ``calls``)."""

    def policy(state: State, legal: Sequence[Action]) -> list[float]:
        if calls is not None:
            calls.append(len(legal))
        return [1.0 if str(a) == notation else 0.1 for a in legal]

    return policy


def test_mcts_grows_only_the_policys_candidates() -> None:
    # "roll" is a poor move here, but with one candidate per node it is the only one searched.
    state = ToyGame().state_from_dict(_position(scores=[7, 9]))
    bot = MctsBot(seed=1, iterations=100, hooks=MctsHooks(policy=_prefer("roll"), candidates=1))
    assert bot.step(Decision.of(state)) == ToyAction("roll")


def test_mcts_search_still_overrules_a_weak_prior() -> None:
    # With every action searched, a small bias toward "roll" does not hide the winning card.
    state = ToyGame().state_from_dict(_position(scores=[7, 9]))
    bot = MctsBot(seed=1, iterations=300, hooks=MctsHooks(policy=_prefer("roll"), bias=0.05))
    assert bot.step(Decision.of(state)) == ToyAction("play", "c03-4")


def test_mcts_guided_rollouts_ask_the_policy() -> None:
    calls: list[int] = []
    hooks = MctsHooks(policy=_prefer("draw", calls), rollout_depth=3, guided_rollouts=True)
    bot = MctsBot(seed=1, iterations=20, hooks=hooks)
    action: Action = bot.step(Decision.of(ToyGame().state_from_dict(_position())))
    assert action in ToyGame().state_from_dict(_position()).legal_actions()
    assert len(calls) > 20  # once per new tree node, and again at each rollout step


def test_mcts_leaf_hook_replaces_the_rollout() -> None:
    # The leaf rewards player 0 for having played its 1 and kept its 4; with evaluate() and
    # random rollouts the search draws a card at this score instead.
    calls: list[int] = []

    def kept_the_four(state: State) -> list[float]:
        assert isinstance(state, ToyState)
        calls.append(state.turn)
        share = 0.9 if state.hands[0] == ["c03-4"] else 0.1
        return [share, 1.0 - share]

    decision = Decision.of(ToyGame().state_from_dict(_position(scores=[0, 0])))
    assert MctsBot(seed=1, iterations=200, exploration=0.1).step(decision) == ToyAction("draw")
    bot = MctsBot(seed=1, iterations=200, exploration=0.1, hooks=MctsHooks(leaf=kept_the_four))
    assert bot.step(decision) == ToyAction("play", "c04-1")
    assert 0 < len(calls) <= 200  # once per iteration, never for a finished game


def test_mcts_uses_the_hooks_a_game_registers(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(engine.ai.mcts, "_GAME_HOOKS", {})
    state = ToyGame().state_from_dict(_position(scores=[7, 9]))
    register_mcts_hooks(state.game.id, MctsHooks(policy=_prefer("roll"), candidates=1))
    assert mcts_hooks(state.game.id).candidates == 1
    assert MctsBot(seed=1, iterations=50).step(Decision.of(state)) == ToyAction("roll")


def test_mcts_takes_the_games_exploration_unless_given_one(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(engine.ai.mcts, "_GAME_HOOKS", {})
    decision = Decision.of(ToyGame().state_from_dict(_position()))

    def visits(bot: MctsBot) -> dict[str, int]:
        bot.step(decision)
        return bot.last_visits

    register_mcts_hooks(decision.game_id, MctsHooks(exploration=0.05))
    from_game = visits(MctsBot(seed=3, iterations=200))
    assert from_game == visits(MctsBot(seed=3, iterations=200, exploration=0.05, hooks=MctsHooks()))
    assert visits(MctsBot(seed=3, iterations=200, exploration=2.0)) != from_game
    assert sum(from_game.values()) == 200


def test_difficulty_presets_grow() -> None:
    assert DIFFICULTY_ITERATIONS["easy"] < DIFFICULTY_ITERATIONS["normal"] < DIFFICULTY_ITERATIONS["hard"]


@pytest.mark.parametrize(
    ("kwargs", "problem"),
    [
        ({"iterations": 0}, "iterations"),
        ({"max_seconds": 0.0}, "max_seconds"),
        ({"rollout_depth": -1}, "rollout_depth"),
        ({"exploration": -0.5}, "exploration"),
        ({"hooks": MctsHooks(candidates=-1)}, "candidates"),
    ],
)
def test_mcts_refuses_a_bad_budget(kwargs: dict[str, object], problem: str) -> None:
    with pytest.raises(BadInputError, match=problem):
        MctsBot(seed=0, **kwargs)  # type: ignore[arg-type]


@pytest.mark.parametrize("module", [engine.ai.mcts, engine.ai.catalog])
def test_docstring_examples(module: object) -> None:
    result = doctest.testmod(module)  # type: ignore[arg-type]
    assert result.attempted > 0 and result.failed == 0


def _macros(moves: list[list[str]], calls: list[bool] | None = None) -> MacroMoves:
    """A macro hook offering ``moves`` (by notation, those whose first action is legal) at every node,
    the first rated 1 and the rest 0.5, recording whether each call was at the root in ``calls``."""

    def macros(state: State, me: PlayerId, at_root: bool) -> list[Macro]:
        if calls is not None:
            calls.append(at_root)
        by_notation = {str(a): a for a in state.legal_actions()}
        out: list[Macro] = []
        for i, move in enumerate(moves):
            if move[0] in by_notation:
                out.append(([ToyAction(*part.split(" ")) for part in move], 1.0 if i == 0 else 0.5))
        return out

    return macros


def test_mcts_macro_moves_are_the_edges_and_their_first_action_is_played() -> None:
    # Without the hook the tree's root edges are single actions; with it they are the offered
    # sequences, and the bot plays the first action of the one it visited most.
    decision = Decision.of(ToyGame().state_from_dict(_position(scores=[0, 0])))
    plain = MctsBot(seed=1, iterations=100)
    plain.step(decision)
    assert "roll" in plain.last_visits
    moves = [["play c04-1", "roll"], ["draw", "roll"]]
    bot = MctsBot(seed=1, iterations=100, hooks=MctsHooks(macros=_macros(moves)))
    action = bot.step(decision)
    assert set(bot.last_visits) == {"play c04-1 ; roll", "draw ; roll"}
    best = max(bot.last_visits, key=bot.last_visits.__getitem__)
    assert str(action) == best.split(" ; ")[0]


def test_mcts_macro_moves_at_the_root_are_asked_once_per_search() -> None:
    calls: list[bool] = []
    decision = Decision.of(ToyGame().state_from_dict(_position(scores=[0, 0])))
    bot = MctsBot(seed=1, iterations=60, hooks=MctsHooks(macros=_macros([["roll", "roll"]], calls)))
    bot.step(decision)
    assert calls.count(True) == 1 and calls.count(False) > 0


def test_mcts_cuts_a_macro_move_short_at_an_action_the_game_does_not_allow() -> None:
    # Player 1 holds no 3 (c03-4 is player 0's), so the second action never applies: every leaf
    # after the macro is one action on from the root, with player 1 to move.
    turns: list[int] = []

    def leaf(state: State) -> list[float]:
        assert isinstance(state, ToyState)
        turns.append(state.turn)
        return [0.5, 0.5]

    decision = Decision.of(ToyGame().state_from_dict(_position(scores=[0, 0])))
    hooks = MctsHooks(macros=_macros([["play c04-1", "play c03-4"]]), leaf=leaf)
    MctsBot(seed=1, iterations=1, hooks=hooks).step(decision)
    assert turns == [11]


def test_mcts_without_macro_moves_at_a_node_uses_single_actions() -> None:
    # The macro offered needs a card nobody holds, so every node falls back to the legal actions.
    decision = Decision.of(ToyGame().state_from_dict(_position(scores=[0, 0])))
    bot = MctsBot(seed=1, iterations=100, hooks=MctsHooks(macros=_macros([["play c99-4", "roll"]])))
    bot.step(decision)
    assert set(bot.last_visits) == {"roll", "draw", "play c03-4", "play c04-1"}


def test_mcts_random_rollouts_never_concede(monkeypatch: pytest.MonkeyPatch) -> None:
    """Conceding is legal at every step here, yet only a tree move (the first action applied) may concede."""
    applied: list[list[str]] = []
    legal = ToyState._legal_actions
    apply = ToyState._apply_action

    def with_concede(self: ToyState) -> list[Action]:
        return [*legal(self), ToyAction("concede")]

    def recording(self: ToyState, action: Action) -> list[Event]:
        applied[-1].append(str(action))
        if str(action) == "concede":
            self.scores[self.player] = -1
            self.turn = MAX_TURNS
            return []
        return apply(self, action)

    monkeypatch.setattr(ToyState, "_legal_actions", with_concede)
    monkeypatch.setattr(ToyState, "_apply_action", recording)
    for seed in range(12):
        state = ToyGame().state_from_dict(_position())
        decision = Decision.of(state)
        applied.append([])
        MctsBot(seed=seed, iterations=1).step(decision)
    rollouts = [actions[1:] for actions in applied if actions[0] != "concede"]
    assert rollouts and all(rollouts), "the searches that did not concede at once played a rollout"
    assert not any("concede" in actions for actions in rollouts)
