"""The board evaluation: what each term rewards, and the win probability the search reads."""

from __future__ import annotations

from engine.games.hearthstone.evaluation import (
    LETHAL,
    hero_value,
    minion_value,
    next_turn_damage,
    ready_damage,
    score,
    side_score,
    taunt_wall,
    win_probability,
)
from tests.engine.games.hearthstone.helpers import find, hero, position


def test_the_score_is_zero_sum_and_the_probability_complementary() -> None:
    state = position({"players": [{"board": ["CS2_182"], "hand": ["CS2_029"]}, {"board": ["CS2_120"]}]})
    assert abs(score(state, 0) + score(state, 1)) < 1e-9
    assert abs(win_probability(state, 0) + win_probability(state, 1) - 1.0) < 1e-9
    assert score(state, 0) > 0  # a 4/5 and a card in hand against a 2/3


def test_state_evaluate_is_the_win_probability() -> None:
    state = position({"players": [{"board": ["CS2_182"]}, {}]})
    assert state.evaluate(0) == win_probability(state, 0) > 0.5


def test_face_damage_is_worth_more_the_lower_the_hero() -> None:
    assert hero_value(30) - hero_value(27) < hero_value(6) - hero_value(3)
    assert hero_value(0) < hero_value(1) - 100


def test_keywords_add_to_a_minion() -> None:
    state = position(
        {
            "players": [
                {"board": ["CS2_120", {"card": "CS2_120", "keywords": ["taunt"]}]},
                {
                    "board": [
                        {"card": "CS2_120", "keywords": ["divine_shield"]},
                        {"card": "CS2_120", "damage": 2},
                    ]
                },
            ]
        }
    )
    plain, taunt = (state.ents[i] for i in state.players[0].board)
    shield, hurt = (state.ents[i] for i in state.players[1].board)
    assert minion_value(taunt) > minion_value(plain)
    assert minion_value(shield) > minion_value(plain)
    assert minion_value(hurt) < minion_value(plain)


def test_a_frozen_minion_is_worth_less() -> None:
    state = position({"players": [{"board": ["CS2_182", {"card": "CS2_182", "keywords": ["frozen"]}]}, {}]})
    free, frozen = (state.ents[i] for i in state.players[0].board)
    assert minion_value(frozen) < minion_value(free)


def test_ready_attackers_threaten_the_defending_hero_and_taunts_soak_it() -> None:
    state = position({"active": 0, "players": [{"board": ["CS2_182", "CS2_200"]}, {"health": 10}]})
    assert ready_damage(state, 0) == 10
    lethal = side_score(state, 1)
    walled = position(
        {"active": 0, "players": [{"board": ["CS2_182", "CS2_200"]}, {"health": 10, "board": ["CS2_179"]}]}
    )
    assert taunt_wall(walled, 1) == 5
    sentinel = minion_value(find(walled, "CS2_179"))
    assert side_score(walled, 1) - sentinel > lethal + LETHAL / 2


def test_a_finished_game_scores_its_result() -> None:
    state = position({"players": [{"board": ["CS2_200"]}, {"health": 4}]})
    ogre, foe = find(state, "CS2_200"), hero(state, 1)
    state.apply_action(next(a for a in state.legal_actions() if str(a) == f"attack e{ogre.id} -> e{foe.id}"))
    assert state.is_terminal()
    assert win_probability(state, 0) == 1.0 and win_probability(state, 1) == 0.0


def test_the_side_to_act_faces_the_other_sides_next_turn() -> None:
    spec = {"active": 0, "players": [{}, {"board": ["CS2_182", {"card": "CS2_200", "keywords": ["frozen"]}]}]}
    state = position(spec)
    assert next_turn_damage(state, 1) == 4  # the Frozen 6/7 will not attack next turn
    calm = position({"active": 0, "players": [{}, {}]})
    assert side_score(state, 0) < side_score(calm, 0)
