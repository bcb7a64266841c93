"""Setup, mulligan, turn structure, priority, resources and winning (CR 100-101, 406-408, 500-503)."""

from __future__ import annotations

from engine.core import TERMINAL
from tests.engine.games.wowtcg.helpers import act, choose, game, legal, obj, pass_both, position, res


def _new(seed: int = 3):
    return game().new_initial_state(seed)


def test_100_4_setup_heroes_in_play_ready_and_seven_card_hands() -> None:
    s = _new()
    for p in (0, 1):
        hero = s.hero(p)
        assert hero.zone == "play" and hero.row == "hero" and hero.face_up and not hero.exhausted
        assert len(s.players[p].hand) == 7 and len(s.players[p].deck) == 53
    assert s.pending is not None and s.pending.kind == "mulligan" and s.pending.player == s.first


def test_100_5_mulligan_shuffles_the_hand_back_and_draws_seven_new_cards_first_player_first() -> None:
    s = _new()
    first = s.first
    before = list(s.players[first].hand)
    choose(s, "mulligan")
    assert len(s.players[first].hand) == 7 and not set(before) & set(s.players[first].hand)
    assert len(s.players[first].deck) == 53
    assert s.pending is not None and s.pending.player == 1 - first
    choose(s, "keep")
    assert s.turn == 1 and s.tp == first


def test_501_2b_first_player_skips_the_start_phase_of_the_first_turn() -> None:
    s = _new()
    choose(s, "keep")
    choose(s, "keep")
    assert s.turn == 1 and s.window == "action" and len(s.players[s.tp].hand) == 7


def test_501_1_ready_step_readies_the_turn_players_cards_then_501_2_draws_one() -> None:
    s = position(
        {"play": [{"card": "Stormwind Footman", "exhausted": True}]},
        {"play": [{"card": "Mulgore Brave", "exhausted": True}]},
        tp=1,
        window="end",
    )
    pass_both(s)
    assert s.tp == 0 and s.window == "ready"
    assert not obj(s, "Stormwind Footman").exhausted and obj(s, "Mulgore Brave").exhausted
    pass_both(s)
    assert s.window == "draw" and len(s.players[0].hand) == 1


def test_407_6b_drawing_from_an_empty_deck_loses_at_the_next_check() -> None:
    s = position({"deck": []}, tp=1, window="end")
    pass_both(s)
    pass_both(s)
    assert s.is_terminal() and s.current_player() == TERMINAL
    assert s.outcome() is not None and s.outcome().winners == (1,)


def test_407_6a_a_hero_with_fatal_damage_loses_before_anyone_gets_priority() -> None:
    s = position({"hand": ["Fire Blast"], "play": res(1)}, {"hero_damage": 25})
    act(s, f"play {obj(s, 'Fire Blast', zone='hand').id} {s.players[1].hero}")
    pass_both(s)
    assert s.is_terminal() and s.outcome().winners == (0,)


def test_101_1a_both_heroes_destroyed_at_once_is_a_draw() -> None:
    s = position({"hero_damage": 27}, {"hero_damage": 26, "hand": ["Hellfire"], "play": res(5)}, tp=1)
    act(s, f"play {obj(s, 'Hellfire', zone='hand').id}")
    pass_both(s)
    assert s.is_terminal() and s.outcome().winners == ()


def test_503_2_wrap_up_discards_down_to_seven_and_this_turn_modifiers_end() -> None:
    s = position({"hand": ["Stormwind Footman"] * 9 + ["Battle Shout"], "play": res(2) + ["Menethil Marine"]})
    act(s, f"play {obj(s, 'Battle Shout', zone='hand').id}")
    pass_both(s)
    assert s.view().get_atk(obj(s, "Menethil Marine").id) == 5
    pass_both(s)
    pass_both(s)
    assert s.pending is not None and s.pending.kind == "discard"
    choose(s, s.pending.options[0])
    choose(s, s.pending.options[0])
    assert len(s.players[0].hand) == 7 and s.tp == 1
    assert s.view().get_atk(obj(s, "Menethil Marine").id) == 3


def test_500_3_an_extra_turn_follows_the_current_turn() -> None:
    s = position({"hand": ["Time Warp"], "play": res(8)})
    act(s, f"play {obj(s, 'Time Warp', zone='hand').id}")
    pass_both(s)
    pass_both(s)
    pass_both(s)
    assert s.tp == 0 and s.turn == 4


def test_408_1_one_resource_per_turn_and_only_quests_face_up() -> None:
    s = position({"hand": ["Stormwind Footman", "Rumors of the Deep"]})
    acts = legal(s)
    footman = obj(s, "Stormwind Footman", zone="hand").id
    quest = obj(s, "Rumors of the Deep", zone="hand").id
    assert f"quest {quest}" in acts and f"quest {footman}" not in acts and f"resource {footman}" in acts
    act(s, f"resource {footman}")
    pass_both(s)
    assert not any(a.startswith(("resource", "quest")) for a in legal(s))
    placed = [o for o in s.in_play() if o.row == "resource"]
    assert len(placed) == 1 and not placed[0].face_up and not placed[0].exhausted


def test_408_1b_a_face_down_resource_is_hidden_from_the_opponent() -> None:
    s = position({"play": res(1)})
    seen = [c for c in s.observation(1)["play"] if c["row"] == "resource"]
    mine = [c for c in s.observation(0)["play"] if c["row"] == "resource"]
    assert seen[0]["card"] is None and mine[0]["card"] == "Stormwind Footman"


def test_406_1_non_instants_only_in_your_own_action_phase_with_an_empty_chain() -> None:
    s = position({"play": res(4)}, {"hand": ["Earth Shock", "Kor'kron Axeman"], "play": res(4)})
    act(s, "pass")
    acts = legal(s)
    shock, axeman = obj(s, "Earth Shock", zone="hand").id, obj(s, "Kor'kron Axeman", zone="hand").id
    assert any(a.startswith(f"play {shock}") for a in acts)
    assert not any(a.startswith(f"play {axeman}") for a in acts)


def test_407_1_adding_a_link_keeps_priority_and_407_4_both_passing_resolves_the_top() -> None:
    s = position({"hand": ["Fire Blast", "Fire Blast"], "play": res(2)})
    first, second = s.players[0].hand
    act(s, f"play {first} {s.players[1].hero}")
    assert s.current_player() == 0 and len(s.chain) == 1
    act(s, f"play {second} {s.players[1].hero}")
    assert len(s.chain) == 2
    pass_both(s)
    assert len(s.chain) == 1 and s.current_player() == 0
    pass_both(s)
    assert not s.chain and s.life(1) == 27 - 4


def test_407_4b_a_window_needs_a_full_round_of_passes_with_an_empty_chain() -> None:
    s = position()
    act(s, "pass")
    assert s.window == "action" and s.current_player() == 1
    act(s, "pass")
    assert s.window == "end"


def test_500_2_at_end_of_turn_powers_trigger_as_the_end_phase_starts() -> None:
    s = position({"play": ["Spirit Healer"], "graveyard": ["Mulgore Brave"]})
    pass_both(s)
    assert s.window == "end" and [link.name for link in s.chain] == ["Spirit Healer"]


def test_411_3b_only_the_turn_player_discards_in_the_wrap_up_step() -> None:
    s = position({"hand": ["Stormwind Footman"] * 7}, {"hand": ["Mulgore Brave"] * 9})
    pass_both(s)
    pass_both(s)
    assert s.pending is None and s.tp == 1 and len(s.players[1].hand) == 9


def test_max_turns_option_ends_the_game_in_a_draw() -> None:
    from engine.games.wowtcg.game import WowTcgGame

    g = WowTcgGame({"max_turns": 3})
    s = g.state_from_dict(
        {
            "players": [
                {"hero": "Aldric Vane", "deck": ["Stormwind Footman"] * 9},
                {"hero": "Graccus", "deck": ["Mulgore Brave"] * 9},
            ],
            "turn": 3,
        }
    )
    pass_both(s)
    pass_both(s)
    assert s.is_terminal() and s.outcome() is not None and s.outcome().winners == ()
