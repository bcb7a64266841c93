"""The greedy turn search, its presets and the MCTS hooks, from literal positions."""

from __future__ import annotations

from engine.ai import bot_kinds, make_bot
from engine.ai.mcts import MctsBot, mcts_hooks
from engine.core import Decision
from engine.games.hearthstone.bots import (
    MCTS_EXPLORATION,
    GreedyBot,
    action_values,
    mcts_macros,
    mcts_policy,
    mulligan_cards,
    plan_turn,
    signature,
    turn_end_value,
    turn_plans,
)
from engine.games.hearthstone.game import HearthstoneGame
from engine.games.hearthstone.state import END, HearthstoneState
from tests.engine.games.hearthstone.helpers import find, hero, position


def _notations(actions: object) -> list[str]:
    assert isinstance(actions, list)
    return [str(a) for a in actions]


def test_greedy_kinds_and_mcts_hooks_are_registered() -> None:
    kinds = bot_kinds("hearthstone")
    assert "greedy" in kinds and "greedy-easy" in kinds
    assert isinstance(make_bot("greedy", "hearthstone", 1), GreedyBot)
    easy = make_bot("greedy-easy", "hearthstone", 1)
    assert isinstance(easy, GreedyBot) and easy.beam == 1 and easy.blunder > 0
    hooks = mcts_hooks("hearthstone")
    assert hooks.policy is mcts_policy and hooks.candidates > 0 and hooks.macros is mcts_macros
    assert hooks.exploration == MCTS_EXPLORATION and hooks.rollout_depth == 0


def test_greedy_finds_lethal_with_fireball_and_an_attack() -> None:
    state = position(
        {
            "players": [
                {"hero": "HERO_08", "hand": ["CS2_029"], "mana": 4, "board": ["CS2_182"]},
                {"health": 10},
            ]
        }
    )
    path, value = plan_turn(state)
    fireball, yeti, foe = find(state, "CS2_029"), find(state, "CS2_182"), hero(state, 1)
    assert sorted(_notations(path)) == sorted(
        [f"attack e{yeti.id} -> e{foe.id}", f"play e{fireball.id} -> e{foe.id}"]
    )
    assert value > 1000
    decision = Decision.of(state)
    assert str(GreedyBot(seed=1).step(decision)) in _notations(path)


def test_greedy_trades_into_a_minion_that_would_kill_its_hero_next_turn() -> None:
    # The enemy 4/5 would hit a 3-Health hero for lethal next turn: the 6/7 kills it instead of going face.
    state = position(
        {
            "players": [
                {"hero": "HERO_01", "health": 3, "board": [{"card": "CS2_200", "exhausted": False}]},
                {"health": 30, "board": ["CS2_182"]},
            ]
        }
    )
    path, _ = plan_turn(state)
    ogre, yeti = find(state, "CS2_200"), find(state, "CS2_182")
    attacks = [str(a) for a in path if a.verb == "attack"]
    assert attacks == [f"attack e{ogre.id} -> e{yeti.id}"]


def test_greedy_chooses_the_choose_one_option_that_helps() -> None:
    alone = position({"players": [{"hero": "HERO_06", "hand": ["EX1_160"], "mana": 3}, {}]})
    path, _ = plan_turn(alone)
    assert [a.option for a in path] == [2]  # an empty board: the Panther, not +1/+1 to nobody
    wisps = ["CS2_231"] * 4
    crowd = position({"players": [{"hero": "HERO_06", "hand": ["EX1_160"], "mana": 3, "board": wisps}, {}]})
    path, _ = plan_turn(crowd)
    plays = [a for a in path if a.verb == "play"]
    assert [a.option for a in plays] == [1]  # four minions: +1/+1 to each beats a 3/2


def test_greedy_ends_the_turn_when_nothing_helps() -> None:
    state = position({"players": [{"hand": [], "mana": 0}, {}]})
    assert plan_turn(state) == ([], turn_end_value(state, 0, 0))  # the value of ending the turn as it stands
    assert str(GreedyBot(seed=2).step(Decision.of(state))) == "end"


def test_greedy_never_concedes_and_plays_a_legal_action_each_decision() -> None:
    game = HearthstoneGame()
    state = game.new_initial_state(4, game.default_setup())
    bots = [GreedyBot(seed=1), GreedyBot(seed=2, beam=1, blunder=0.5)]
    while not state.is_terminal() and len(state.history) < 60:
        decision = Decision.of(state)
        action = bots[state.current_player()].step(decision)
        assert action in decision.legal_actions and str(action) != "concede"
        state.apply_action(action)
    assert len(state.history) >= 20


def test_greedy_is_reproducible_from_its_seed() -> None:
    def play(seed: int) -> list[str]:
        game = HearthstoneGame()
        state = game.new_initial_state(9, game.default_setup())
        bots = [GreedyBot(seed), GreedyBot(seed + 1, beam=1, blunder=0.5)]
        while not state.is_terminal() and len(state.history) < 40:
            state.apply_action(bots[state.current_player()].step(Decision.of(state)))
        return state.history

    assert play(5) == play(5)


def test_mulligan_replaces_cards_above_the_curve() -> None:
    game = HearthstoneGame()
    state = game.new_initial_state(2, game.default_setup())
    p = state.mulligan_player
    keep = 3 if p == state.first else 4
    expensive = {i for i in state.players[p].hand if state.ents[i].card.cost > keep}
    assert set(mulligan_cards(state)) == expensive
    action = GreedyBot(seed=1).step(Decision.of(state))
    assert set(action.cards) == expensive  # type: ignore[attr-defined]
    values = action_values(state, state.legal_actions())
    best = state.legal_actions()[values.index(max(values))]
    assert str(best) == str(action)


def test_signature_ignores_the_order_of_plays() -> None:
    state = position({"players": [{"hand": ["CS2_231", "CS2_120"], "mana": 10}, {}]})
    wisp, croc = find(state, "CS2_231"), find(state, "CS2_120")
    a = state.clone()
    a.apply_action(next(x for x in a.legal_actions() if str(x) == f"play e{wisp.id} @0"))
    a.apply_action(next(x for x in a.legal_actions() if str(x) == f"play e{croc.id} @1"))
    b = state.clone()
    b.apply_action(next(x for x in b.legal_actions() if str(x) == f"play e{croc.id} @0"))
    b.apply_action(next(x for x in b.legal_actions() if str(x) == f"play e{wisp.id} @1"))
    assert signature(a) == signature(b)
    assert signature(a) != signature(state)


def test_mcts_policy_rates_lethal_first_and_concede_last() -> None:
    state = position({"players": [{"hero": "HERO_08", "hand": ["CS2_029"], "mana": 4}, {"health": 6}]})
    legal = state.legal_actions()
    priors = mcts_policy(state, legal)
    by_notation = dict(zip(_notations(legal), priors, strict=True))
    fireball, foe = find(state, "CS2_029"), hero(state, 1)
    assert by_notation[f"play e{fireball.id} -> e{foe.id}"] == 1.0
    assert by_notation["concede"] == min(priors)
    assert all(0.0 <= p <= 1.0 for p in priors)


def test_mcts_normal_plays_a_legal_action() -> None:
    state = position({"players": [{"hero": "HERO_08", "hand": ["CS2_029", "CS2_182"], "mana": 4}, {}]})
    assert isinstance(state, HearthstoneState)
    decision = Decision.of(state)
    bot = make_bot("mcts-easy", "hearthstone", 3)
    assert bot.step(decision) in decision.legal_actions


def test_the_bench_times_greedy_and_mcts_decisions() -> None:
    from bench.hearthstone import ai_figures

    figures = ai_figures(greedy_positions=2, mcts_positions=1)
    assert figures["greedy"]["positions"] == 2 and figures["mcts-normal"]["positions"] == 1
    assert figures["greedy"]["mean_ms"] > 0 and figures["mcts-normal"]["p95_ms"] > 0


def _board_and_hand() -> HearthstoneState:
    """Player 0 with a Yeti ready to attack, a Wisp and a Fireball in hand and 5 mana; player 1
    with a River Crocolisk on board and 20 Health."""
    return position(
        {
            "players": [
                {"hero": "HERO_08", "hand": ["CS2_231", "CS2_029"], "mana": 5, "board": ["CS2_182"]},
                {"health": 20, "board": ["CS2_120"]},
            ]
        }
    )


def test_turn_plans_are_the_best_distinct_turns_and_ending_now() -> None:
    state = _board_and_hand()
    best_path, best_value = plan_turn(state)
    plans = turn_plans(state, 3)
    assert len(plans) == 4  # the three best turns, and ending at once
    assert plans[0] == ([*best_path, END], best_value)
    assert [str(a) for a in plans[-1][0]] == ["end"] and plans[-1][1] == turn_end_value(state, 0, 5)
    assert all(str(path[-1]) == "end" for path, _ in plans)
    values = [value for _, value in plans[:3]]
    assert values == sorted(values, reverse=True)
    assert len({tuple(str(a) for a in path) for path, _ in plans}) == 4


def test_mcts_macros_offer_turns_at_the_root_and_one_reply_below_it() -> None:
    state = _board_and_hand()
    mine = mcts_macros(state, 0, True)
    assert len(mine) == 4 and mine[0][1] == 1.0 and all(0.0 < prior <= 1.0 for _, prior in mine)
    assert [str(a) for a in mine[0][0]] == [str(a) for a in turn_plans(state, 1)[0][0]]
    reply = mcts_macros(state, 1, False)  # player 0 to move, searched by player 1: its best turn only
    assert len(reply) == 1 and str(reply[0][0][-1]) == "end"
    game = HearthstoneGame()
    assert mcts_macros(game.new_initial_state(2, game.default_setup()), 0, True) == []  # the mulligan


def test_mcts_follows_its_turn_while_the_position_is_as_predicted() -> None:
    state = _board_and_hand()
    bot = make_bot("mcts-easy", "hearthstone", 3)
    assert isinstance(bot, MctsBot)
    played = [str(bot.step(Decision.of(state)))]
    assert bot.last_iterations > 0
    chosen = max(bot.last_visits, key=bot.last_visits.__getitem__).split(" ; ")
    assert played[0] == chosen[0] and len(chosen) > 2
    searches = 0
    while state.current_player() == 0 and not state.is_terminal():
        state.apply_action(next(a for a in state.legal_actions() if str(a) == played[-1]))
        if state.current_player() != 0:
            break
        played.append(str(bot.step(Decision.of(state))))
        searches += bot.last_iterations > 0
    assert played == chosen and searches == 0


def test_mcts_searches_again_when_the_position_is_not_the_predicted_one() -> None:
    state = _board_and_hand()
    bot = make_bot("mcts-easy", "hearthstone", 3)
    assert isinstance(bot, MctsBot)
    first = str(bot.step(Decision.of(state)))
    other = next(a for a in state.legal_actions() if str(a) not in (first, "end", "concede"))
    state.apply_action(other)  # as if a random effect had turned out otherwise
    bot.step(Decision.of(state))
    assert bot.last_iterations > 0
