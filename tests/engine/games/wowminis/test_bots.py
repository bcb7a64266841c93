"""The heuristic bot: legal, reproducible, and sensible in literal positions (attacks, VPs, dice)."""

from __future__ import annotations

import doctest
from types import ModuleType
from typing import Any

import pytest

from client.commands.simulate import run_matches
from engine.ai import bot_kinds, make_bot
from engine.core import REGISTRY, Decision
from engine.games.wowminis import bots, evaluation
from engine.games.wowminis.bots import HeuristicBot
from engine.games.wowminis.game import WowMinisGame
from engine.games.wowminis.state import WowState
from engine.hex import Hex, disc, distance, parse_hex

from . import builders

GAME = WowMinisGame()


def _board(vps: tuple[str, ...] = (), high: tuple[str, ...] = ()) -> dict[str, Any]:
    return {
        "kind": "wowminis-board",
        "format": 1,
        "id": "bot-test",
        "name": "Bot test",
        "orientation": "pointy",
        "spaces": {"list": [str(h) for h in disc(Hex(0, 0), 5)]},
        "terrain": {"cover": [], "high_ground": list(high), "impassable": []},
        "spawns": [
            {"hex": "-4,0", "side": 0, "kind": "exclusive"},
            {"hex": "4,0", "side": 1, "kind": "exclusive"},
        ],
        "vp_locations": list(vps),
        "scenario": {"sides": 2},
    }


def _position(chars: list[dict[str, Any]], turn: str, master: int = 1, **board: Any) -> WowState:
    """A literal position with ``turn``'s character to act; every clock matches the master clock."""
    for c in chars:
        c.setdefault("clock", master)
        c.setdefault("id", c["uid"])
    d = {"board": _board(**board), "master": master, "characters": chars, "turn": {"char": turn}}
    return GAME.state_from_dict(d)


def _choose(state: WowState, seed: int = 1) -> str:
    return str(HeuristicBot(seed).step(Decision.of(state)))


def _play(state: WowState, seats: list[Any], actions: int) -> list[str]:
    """Apply up to ``actions`` of the seated bots' choices through the checked ``apply_action``."""
    for _ in range(actions):
        if state.is_terminal():
            break
        state.apply_action(seats[state.current_player()].step(Decision.of(state)))
    return list(state.history)


def test_heuristic_is_registered_for_wowminis() -> None:
    assert {"heuristic", "heuristic-easy"} <= set(bot_kinds("wowminis"))
    assert isinstance(make_bot("heuristic", "wowminis", seed=2), HeuristicBot)


def test_heuristic_only_returns_legal_actions() -> None:
    state = GAME.new_initial_state(4)
    seats = [HeuristicBot(1), make_bot("random", "wowminis", 2)]
    for _ in range(400):
        if state.is_terminal():
            break
        decision = Decision.of(state)
        action = seats[decision.player].step(decision)
        assert action in decision.legal_actions
        state.apply_action(action)


def test_heuristic_is_deterministic_for_a_seed() -> None:
    first = _play(GAME.new_initial_state(9), [HeuristicBot(5), HeuristicBot(6)], 150)
    second = _play(GAME.new_initial_state(9), [HeuristicBot(5), HeuristicBot(6)], 150)
    assert first == second and len(first) == 150


def test_heuristic_attacks_a_weak_adjacent_enemy_rather_than_ending_the_turn() -> None:
    s = _position(
        [{"uid": "grom", "owner": 1, "pos": "0,0"}, {"uid": "ruby", "owner": 0, "pos": "1,0", "health": 2}],
        turn="grom",
    )
    assert _choose(s) == "play grom gorehowl ruby"


def test_heuristic_focuses_fire_on_the_enemy_it_can_destroy() -> None:
    s = _position(
        [
            {"uid": "thrall", "owner": 1, "pos": "0,0"},
            {"uid": "parvink", "owner": 0, "pos": "1,0"},
            {"uid": "ruby", "owner": 0, "pos": "0,1", "health": 2},
        ],
        turn="thrall",
    )
    assert _choose(s) == "play thrall doomhammer ruby"


def test_heuristic_moves_next_to_a_vp_location_before_it_scores() -> None:
    s = _position(
        [{"uid": "thrall", "owner": 1, "pos": "0,0"}, {"uid": "ruby", "owner": 0, "pos": "-4,4"}],
        turn="thrall",
        master=5,
        vps=("3,0",),
    )
    action = _choose(s)
    assert action.startswith("move thrall ")
    assert distance(parse_hex(action.split()[2]), Hex(3, 0)) <= 1


def test_heuristic_ends_the_turn_when_nothing_useful_remains() -> None:
    s = _position(
        [{"uid": "grom", "owner": 1, "pos": "0,0"}, {"uid": "ruby", "owner": 0, "pos": "1,0", "health": 2}],
        turn="grom",
    )
    s.turn.moved = s.turn.action = s.turn.instant = True  # type: ignore[union-attr]
    assert _choose(s) == "end grom"


def test_heuristic_rerolls_a_failed_attack_die_from_high_ground() -> None:
    s = _position(
        [{"uid": "grom", "owner": 1, "pos": "0,0"}, {"uid": "jaina", "owner": 0, "pos": "1,0"}],
        turn="grom",
        high=("0,0",),
    )
    s.rng.force([5, 2, 5, 5, 5])
    s.apply_action(GAME.parse_action("play grom gorehowl jaina", s))
    assert _choose(s) == "reroll 2"


def test_heuristic_beats_random_in_most_games() -> None:
    registry = REGISTRY.copy()
    registry.register(WowMinisGame)
    summary = run_matches(registry, "wowminis", ["heuristic", "random"], games=10, seed=100)
    assert summary.bots[0].wins >= 8


def test_restart_replays_the_same_choices() -> None:
    bot = HeuristicBot(3, blunder=0.5)
    state = GAME.new_initial_state(2)
    first = [bot.step(Decision.of(state)) for _ in range(5)]
    bot.restart()
    assert [bot.step(Decision.of(state)) for _ in range(5)] == first


@pytest.mark.parametrize("module", [bots, evaluation], ids=lambda m: m.__name__)
def test_docstring_examples(module: ModuleType) -> None:
    result = doctest.testmod(module)
    assert result.attempted > 0 and result.failed == 0


def test_heuristic_protects_a_frail_ally_with_an_armored_protector() -> None:
    s = _position(
        [
            {"uid": "grom", "owner": 1, "pos": "0,0"},
            {"uid": "ruby", "owner": 0, "pos": "1,0", "health": 4},
            {"uid": "tirion", "owner": 0, "pos": "2,0"},
        ],
        turn="grom",
    )
    s.apply_action(GAME.parse_action("play grom gorehowl ruby", s))
    assert s.current_player() == 0
    assert _choose(s) == "protect tirion ruby"


def test_heuristic_counterspells_a_magic_attack_on_its_legendary() -> None:
    s = _position(
        [
            {"uid": "kaelthas", "owner": 1, "pos": "0,0"},
            {"uid": "jaina", "owner": 0, "pos": "3,0", "health": 3, "cards": ["counterspell"]},
        ],
        turn="kaelthas",
    )
    s.apply_action(GAME.parse_action("play kaelthas pyroblast jaina", s))
    assert s.current_player() == 0
    assert _choose(s) == "react jaina counterspell"


def test_heuristic_saves_counterspell_when_the_attack_is_worth_less_than_its_ticks() -> None:
    s = _position(
        [
            {"uid": "hellcaller", "owner": 1, "pos": "0,0"},
            {"uid": "jaina", "owner": 0, "pos": "3,0", "cards": ["counterspell"]},
        ],
        turn="hellcaller",
    )
    s.apply_action(GAME.parse_action("play hellcaller shadow_bolt jaina", s))
    assert s.current_player() == 0
    assert _choose(s) == "pass"


def test_mcts_policy_rates_the_heuristics_choice_highest() -> None:
    s = _position(
        [{"uid": "grom", "owner": 1, "pos": "0,0"}, {"uid": "ruby", "owner": 0, "pos": "1,0", "health": 2}],
        turn="grom",
    )
    legal = s.legal_actions()
    priors = dict(zip([str(a) for a in legal], bots.mcts_policy(s, legal), strict=True))
    assert priors["play grom gorehowl ruby"] == 1.0
    assert all(0.0 <= p < 1.0 for notation, p in priors.items() if notation != "play grom gorehowl ruby")


def test_mcts_normal_searches_the_heuristics_candidates_and_kills_within_the_turn() -> None:
    # Grom can kill Ruby now or after a step that keeps her in reach (the leaf counts the attack still
    # to come after a move, so the search may take the step first); either way he kills her this turn,
    # and where he attacks, the visits go to the kill instead of spreading evenly.
    s = _position(
        [{"uid": "grom", "owner": 1, "pos": "0,0"}, {"uid": "ruby", "owner": 0, "pos": "1,0", "health": 2}],
        turn="grom",
    )
    bot = make_bot("mcts-normal", "wowminis", seed=1)
    played: list[str] = []
    while s.current_player() == 1 and "play grom gorehowl ruby" not in played and len(played) < 3:
        action = bot.step(Decision.of(s))
        if not played:
            assert 1 < len(bot.last_visits) <= bots.MCTS_CANDIDATES
        played.append(str(action))
        s.apply_action(action)
    assert played[-1] == "play grom gorehowl ruby" and len(played) <= 2
    others = [v for a, v in bot.last_visits.items() if a != "play grom gorehowl ruby"]
    assert bot.last_visits["play grom gorehowl ruby"] > 1.5 * max(others), (
        "with the game's exploration constant the visits go to the kill instead of spreading evenly"
    )


def test_mcts_leaf_scores_a_position_for_both_players_and_counts_where_they_stand() -> None:
    chars = [{"uid": "grom", "owner": 1, "pos": "0,0"}, {"uid": "ruby", "owner": 0, "pos": "1,0"}]
    even = bots.mcts_leaf(_position(chars, turn="grom"))
    assert len(even) == 2 and abs(sum(even) - 1.0) < 1e-9 and all(0.0 < v < 1.0 for v in even)
    hurt = bots.mcts_leaf(_position([chars[0], {**chars[1], "health": 2}], turn="grom"))
    assert hurt[1] > even[1], "Ruby hurt is better for Grom's side"
    far = bots.mcts_leaf(_position([chars[0], {**chars[1], "pos": "4,0"}], turn="grom"))
    assert far != even, "the leaf values where the characters stand, not only VP and health"


def test_mcts_leaf_counts_the_rest_of_a_turn_under_way() -> None:
    # Grom has moved next to a wounded Ruby and may still attack: the leaf counts that attack (the
    # heuristic's best option at the turn menu), which the position alone, at the start of his turn,
    # does not show.
    grom = {"uid": "grom", "owner": 1, "pos": "0,0"}
    chars = [grom, {"uid": "ruby", "owner": 0, "pos": "1,0", "health": 2}]
    moved = _position([dict(c) for c in chars], turn="grom")
    assert moved.turn is not None
    moved.turn.moved = True
    fresh = _position([dict(c) for c in chars], turn="grom")
    rest = bots._turn_rest(moved, 1)
    scores = bots.score_actions(moved, 1, moved.legal_actions())
    assert rest == max(scores) > 0.0 and bots._turn_rest(moved, 0) == -rest
    assert bots._turn_rest(fresh, 1) == 0.0, "a turn not yet under way adds nothing"
    assert bots.mcts_leaf(moved)[1] > bots.mcts_leaf(fresh)[1]


# -- modes, "may" steps, replacements and damage orders: the bot tries each on a copy -----------------
def _pending_choice(
    chars: list[dict[str, Any]], turn: str, play: str, dice: list[int] | None = None
) -> WowState:
    state = builders.position(chars, turn=turn)
    if dice:
        state.rng.force(dice)
    builders.do(state, play)
    return state


def _divine_favor(ruby_health: int) -> WowState:
    return _pending_choice(
        [
            builders.ch("hodoon", 0, "0,0", cards=[{"id": "divine_favor", "face_up": True}]),
            builders.ch("ruby", 0, "0,1", clock=5, health=ruby_health),
            builders.ch("jaina", 1, "4,0", clock=3, cards=[{"id": "counterspell", "face_up": True}]),
        ],
        "hodoon",
        "play hodoon divine_favor ruby",
    )


def test_703_1b_bot_mends_a_hurt_friend_and_hastens_a_healthy_one() -> None:
    assert _choose(_divine_favor(ruby_health=4)) == "mode hodoon mend"
    assert _choose(_divine_favor(ruby_health=8)) == "mode hodoon hasten", "healing a full friend does nothing"


def _thunder_clap(enemy: str, hurt_friend: bool) -> WowState:
    chars = [
        builders.ch("grom", 1, "0,0", cards=[{"id": "thunder_clap", "face_up": True}]),
        builders.ch(enemy, 0, "1,0", clock=3),
    ]
    if hurt_friend:
        chars.append(builders.ch("ruby", 1, "1,-1", clock=2, health=3))
    return _pending_choice(chars, "grom", "play grom thunder_clap")


def test_706_4_bot_pushes_a_melee_enemy_off_its_hurt_friend_but_leaves_a_caster_in_reach() -> None:
    assert _choose(_thunder_clap("thrall", hurt_friend=True)) == "may grom yes"
    assert _choose(_thunder_clap("jaina", hurt_friend=False)) == "may grom no", (
        "pushed away, Jaina still has range but Grom no longer reaches her"
    )


def test_709_2_bot_lets_the_shield_take_the_hit_before_the_sacrifice_passes_it_on() -> None:
    shield: dict[str, Any] = {"card": "power_word_shield", "party": 0, "counter": 3}
    sacrifice: dict[str, Any] = {"card": "blessing_of_sacrifice", "party": 0, "source": "tirion"}
    state = _pending_choice(
        [
            builders.ch("grom", 1, "0,0"),
            builders.ch("jaina", 0, "1,0", clock=3, buffs=[shield, sacrifice]),
            builders.ch("tirion", 0, "3,0", clock=3),
        ],
        "grom",
        "play grom gorehowl jaina",
        dice=[5, 5, 5, 5, 1, 1],
    )
    assert builders.notations(state) == [
        "replace jaina blessing_of_sacrifice",
        "replace jaina power_word_shield",
    ]
    assert _choose(state) == "replace jaina power_word_shield", "Tirion loses 1 health instead of 4"


def test_107_2_bot_orders_damage_so_pain_suppression_halves_the_larger_share() -> None:
    sacrifice: dict[str, Any] = {"card": "blessing_of_sacrifice", "party": 0, "source": "tirion"}
    state = _pending_choice(
        [
            builders.ch("grom", 1, "0,0"),
            builders.ch("jaina", 0, "1,0", clock=3, buffs=[dict(sacrifice)]),
            builders.ch("ruby", 0, "0,1", clock=3, buffs=[dict(sacrifice)]),
            builders.ch("tirion", 0, "-3,0", clock=3, buffs=[{"card": "pain_suppression", "party": 0}]),
        ],
        "grom",
        "play grom cleave jaina+ruby",
        dice=[5, 5, 5, 1, 1, 5],  # 3 hits; Jaina blocks 0, Ruby blocks 1
    )
    assert builders.notations(state) == ["damage-order jaina,ruby", "damage-order ruby,jaina"]
    assert _choose(state) == "damage-order jaina,ruby", "Tirion takes 3 // 2 + 2, not 2 // 2 + 3"


def test_choice_lookahead_leaves_the_position_alone() -> None:
    state = _divine_favor(ruby_health=4)
    before = state.state_hash()
    bots.score_actions(state, 0, state.legal_actions())
    assert state.state_hash() == before


def test_bot_values_counter_effects() -> None:
    """401: Bloodrage's +1 power counter outweighs its 1 damage on a healthy warrior, and Arcane
    Explosion is worth more with more Arcane Charge counters on its card."""
    s = builders.position(
        [
            builders.ch("danath", 0, "0,0", cards=[{"id": "bloodrage", "face_up": True}]),
            builders.ch("grom", 1, "3,0"),
        ],
        turn="danath",
    )
    assert bots.play_value(s, s.chars["danath"], ("danath", "bloodrage")) > 0

    def explosion(charges: int) -> float:
        cards = [{"id": "arcane_explosion", "face_up": True, "counters": {"arcane_charge": charges}}]
        s = builders.position(
            [builders.ch("jaina", 0, "0,0", cards=cards), builders.ch("grom", 1, "1,0", clock=3)],
            turn="jaina",
        )
        return bots.play_value(s, s.chars["jaina"], ("jaina", "arcane_explosion"))

    assert explosion(3) > explosion(1) > 0


def test_bot_values_replacement_buffs_on_events_that_deal_no_damage() -> None:
    """709.2b: Guardian Spirit is worth more on a wounded ally, Entangling Roots and Wound Poison on
    an enemy are worth something, Blessing of Light on an ally too."""
    cards = builders.GAME.catalog.cards
    s = builders.position(
        [
            builders.ch("ruby", 0, "0,0"),
            builders.ch("jaina", 0, "1,0", health=2),
            builders.ch("hodoon", 0, "0,1"),
            builders.ch("grom", 1, "3,0", clock=3),
        ],
        turn="ruby",
    )
    ruby, jaina, hodoon, grom = (s.chars[u] for u in ("ruby", "jaina", "hodoon", "grom"))
    spirit = cards["guardian_spirit"]
    assert bots.buff_value(s, ruby, spirit, jaina) > bots.buff_value(s, ruby, spirit, hodoon) >= 0
    assert bots.buff_value(s, ruby, cards["entangling_roots"], grom) > 0
    assert bots.buff_value(s, ruby, cards["wound_poison"], grom) > 0
    assert bots.buff_value(s, ruby, cards["blessing_of_light"], jaina) > 0
