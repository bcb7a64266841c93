"""The Keeper bots: the heuristic's rules of thumb, and every bot kind playing 2 and 3 seats to the end."""

from __future__ import annotations

import pytest

from engine.ai import make_bot
from engine.core import Decision
from tests.engine.games.keeper.helpers import game, position, setup, u

FILL = ["reef_crab"] * 6


def test_heuristic_summons_a_minion_rather_than_passing() -> None:
    s = position([{"hand": ["ash_brute"], "granary": ["sapling"] * 4, "deck": FILL}, {"deck": FILL}])
    action = make_bot("heuristic", "keeper", 1).step(Decision.of(s))
    assert str(action) == f"summon {u(s, 'ash_brute')}"


def test_heuristic_sows_the_card_it_values_least() -> None:
    s = position([{"hand": ["deep_leviathan", "ash_brute"], "deck": FILL}, {"deck": FILL}], phase="resource")
    action = make_bot("heuristic", "keeper", 1).step(Decision.of(s))
    assert str(action) == f"sow {u(s, 'deep_leviathan')}"


@pytest.mark.parametrize(
    ("kinds", "seed"), [(("heuristic", "random"), 1), (("random", "heuristic", "random"), 2)]
)
def test_bots_play_games_to_the_end(kinds: tuple[str, ...], seed: int) -> None:
    s = game().new_initial_state(seed, setup(len(kinds)))
    bots = [make_bot(k, "keeper", seed + i) for i, k in enumerate(kinds)]
    for _ in range(3000):
        if s.is_terminal():
            break
        s.apply_action(bots[s.current_player()].step(Decision.of(s)))
    assert s.is_terminal()


def test_mcts_with_the_keeper_hooks_picks_a_legal_action_for_any_seat() -> None:
    from engine.ai.mcts import MctsBot

    s = game().new_initial_state(4, setup(3))
    for _ in range(12):
        s.apply_action(s.legal_actions()[0])
    decision = Decision.of(s)
    action = MctsBot(3, iterations=20).step(decision)
    assert action in decision.legal_actions
