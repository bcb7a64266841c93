"""Free-for-all Skirmish (3 players, 482) and War (4 players, 483): setup, the first-turn process,
and random games to the end honouring the engine contract."""

from __future__ import annotations

import json

import pytest

from engine.core import BadInputError, Rng
from engine.games.riftbound import actions_game as ga
from engine.games.riftbound.cleanup import cleanup
from engine.games.riftbound.flow import advance
from engine.games.riftbound.legal import _destinations
from engine.games.riftbound.resolve import matches
from tests.engine.games.riftbound.helpers import act, game, hand, legal, pass_all, runes, unit

DECKS = ["jinx", "garen", "yasuo", "lux"]


def test_482_skirmish_has_three_battlefields_one_from_each_player() -> None:
    s = game().new_initial_state(1, {"decks": DECKS[:3]})
    assert s.n == 3 and len(s.bfs) == 3
    assert sorted(s.owner[bf["uid"]] for bf in s.bfs) == [0, 1, 2]


def test_483_war_removes_the_first_players_battlefields() -> None:
    s = game().new_initial_state(2, {"decks": DECKS})
    assert s.n == 4 and len(s.bfs) == 3
    assert s.first not in [s.owner[bf["uid"]] for bf in s.bfs]


def test_482_first_player_skips_the_first_draw_and_the_last_player_channels_three() -> None:
    s = game().new_initial_state(3, {"decks": DECKS[:3]})
    for _ in range(3):
        act(s, "keep")
    pass_all(s)
    first = s.first
    assert len(s.players[first]["hand"]) == 4 and len(s.objects("rune", first)) == 2
    act(s, "end")
    pass_all(s)
    middle = s.tp
    assert len(s.players[middle]["hand"]) == 5 and len(s.objects("rune", middle)) == 2
    act(s, "end")
    pass_all(s)
    assert s.tp == (first - 1) % 3 and len(s.objects("rune", s.tp)) == 3


def test_442_2_a_no_move_into_a_combat_between_two_other_players() -> None:
    s = game().new_initial_state(4, {"decks": DECKS[:3]})
    for _ in range(3):
        act(s, "keep")
    pass_all(s)
    a, b, c = s.order_from(s.tp)
    unit(s, "iron-vanguard", b, "f0")
    attacker = unit(s, "trifarian-brute", a)
    outsider = unit(s, "iron-vanguard", c)
    act(s, f"move {attacker} @f0")
    assert s.combat is not None and "f0" not in _destinations(s, c, outsider)


@pytest.mark.parametrize(
    "setup",
    [{"decks": DECKS[:3]}, {"decks": DECKS}, {"decks": ["jinx", "yasuo", "garen", "lux"], "mode": "2v2"}],
    ids=["skirmish", "war", "2v2"],
)
def test_random_games_of_each_multiplayer_mode_end_and_honour_the_contract(setup: dict[str, object]) -> None:
    players = len(setup["decks"])  # type: ignore[arg-type]
    for seed in range(2):
        s = game().new_initial_state(seed, setup)
        r = Rng(seed + 50)
        steps = 0
        while not s.is_terminal():
            if steps % 25 == 0:
                clone = s.clone()
                assert clone == s
                back = game().state_from_dict(json.loads(json.dumps(s.to_dict())))
                assert back.state_hash() == s.state_hash()
                for p in range(players):
                    seen = json.dumps(s.observation(p))
                    assert not [h for h in s.hidden_from(p) if h in seen]
            acts = [a for a in s.legal_actions() if str(a) != "concede"]
            s.apply_action(acts[r.randbelow(len(acts))])
            steps += 1
        outcome = s.outcome()
        assert outcome is not None and sum(s.returns()) == pytest.approx(1.0)
        if setup.get("mode") == "2v2":
            assert outcome.winners in ((0, 2), (1, 3), ())


TEAMS = ["jinx", "yasuo", "garen", "lux"]
"""Seats 1 and 3 (jinx, garen) against seats 2 and 4 (yasuo, lux): no shared legend or battlefield."""


def _two_v_two(seed: int = 1):  # type: ignore[no-untyped-def]
    s = game().new_initial_state(seed, {"decks": TEAMS, "mode": "2v2"})
    for _ in range(4):
        act(s, "keep")
    pass_all(s)
    return s


def test_484_8_g_teammates_may_not_share_a_legend_or_battlefield() -> None:
    with pytest.raises(BadInputError, match="teammates"):
        game().new_initial_state(1, {"decks": ["jinx", "garen", "yasuo", "lux"], "mode": "2v2"})


def test_484_6_team_points_are_pooled_and_the_team_wins_together() -> None:
    s = _two_v_two()
    team = s.team_of(0)
    assert team == [0, 2] and s.victory == 11
    s.players[0]["points"], s.players[2]["points"] = 6, 5
    cleanup(s)
    assert s.outcome() is not None and s.outcome().winners == (0, 2)


def test_442_2_b_no_move_to_a_battlefield_a_teammate_controls() -> None:
    s = _two_v_two()
    p = s.tp
    mate = (p + 2) % 4
    unit(s, "iron-vanguard", mate, "f0")
    mine = unit(s, "iron-vanguard", p)
    assert "f0" not in _destinations(s, p, mine)


def test_464_1_a_a_battlefield_the_ally_held_in_the_beginning_phase_is_not_conquered_for_points() -> None:
    s = _two_v_two()
    p = s.tp
    s.ally_held = [0]
    before = s.players[p]["points"]
    mine = unit(s, "iron-vanguard", p)
    s.bfs[0]["ctl"] = None
    act(s, f"move {mine} @f0")
    pass_all(s)
    assert s.bfs[0]["ctl"] == p and s.players[p]["points"] == before


def test_740_friendly_includes_the_teammates_units() -> None:
    s = _two_v_two()
    p = s.tp
    mate_unit = unit(s, "iron-vanguard", (p + 2) % 4)
    enemy = unit(s, "iron-vanguard", (p + 1) % 4)
    assert matches(s, p, "friendly_unit", mate_unit, "", "") and not matches(
        s, p, "enemy_unit", mate_unit, "", ""
    )
    assert matches(s, p, "enemy_unit", enemy, "", "")


def test_316_2_b_1_484_8_a_the_turn_player_invites_a_teammate_to_play_a_spell() -> None:
    s = _two_v_two()
    p = s.tp
    mate = (p + 2) % 4
    runes(s, mate, "mind", 3)
    insight = hand(s, mate, "arcane-insight")
    scholar = hand(s, mate, "arcane-scholar")
    assert f"invite {mate + 1}" in legal(s) and f"invite {(p + 1) % 4 + 1}" not in legal(s)
    act(s, f"invite {mate + 1}")
    assert s.current_player() == mate
    options = legal(s)
    assert f"play {insight}" in options and not [a for a in options if scholar in a]
    before = len(s.players[mate]["hand"])
    act(s, f"play {insight}")
    pass_all(s)
    assert len(s.players[mate]["hand"]) == before - 1 + 2
    assert s.current_player() == p and s.invited is None


def test_316_2_b_1_an_invited_teammate_may_decline_and_cannot_act_uninvited() -> None:
    s = _two_v_two()
    p = s.tp
    mate = (p + 2) % 4
    runes(s, mate, "mind", 3)
    hand(s, mate, "arcane-insight")
    act(s, f"invite {mate + 1}")
    act(s, "pass")
    assert s.current_player() == p and s.invited is None and "end" in legal(s)
    assert f"invite {mate + 1}" not in legal(s), "nothing changed since the teammate declined"
    runes(s, p, "order", 2)
    act(s, f"play {hand(s, p, 'honest-broker')} @b{p}")
    assert f"invite {mate + 1}" in legal(s)


def test_e83_484_8_b_the_partner_leaves_a_battlefield_and_it_is_not_conquered_for_points() -> None:
    s = _two_v_two()
    p = s.tp
    mate = (p + 2) % 4
    partner = unit(s, "iron-vanguard", mate, "f0")
    s.step = "beginning"
    s.bfs[0]["scored"] = []
    advance(s)
    assert s.ally_held == [0] and s.step == "main"
    ga.recall(s, partner)
    cleanup(s)
    assert s.bfs[0]["ctl"] is None
    mine = unit(s, "iron-vanguard", p)
    before = s.team_points(p)
    act(s, f"move {mine} @f0")
    pass_all(s)
    assert s.bfs[0]["ctl"] == p and s.team_points(p) == before


def test_484_5_c_1_turn_order_alternates_teams() -> None:
    s = _two_v_two()
    seen = [s.tp]
    for _ in range(3):
        act(s, "end")
        pass_all(s)
        seen.append(s.tp)
    assert [s.teams[p] for p in seen] in ([0, 1, 0, 1], [1, 0, 1, 0])
    assert len(set(seen)) == 4


def test_484_8_c_no_hiding_at_a_teammates_battlefield_and_no_moving_their_units() -> None:
    s = _two_v_two()
    p = s.tp
    mate = (p + 2) % 4
    theirs = unit(s, "iron-vanguard", mate, "f0")
    s.bfs[0]["ctl"] = mate
    mine = unit(s, "iron-vanguard", p, "f1")
    s.bfs[1].update(ctl=p, facedown=None)
    runes(s, p, "chaos", 2)
    secret = hand(s, p, "ambush-strike")
    options = legal(s)
    assert f"hide {secret} @f1" in options and f"hide {secret} @f0" not in options
    assert [a for a in options if a.startswith("move") and mine in a]
    assert not [a for a in options if a.startswith("move") and theirs in a]
