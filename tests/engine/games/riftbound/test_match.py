"""The 1v1 Match (481): best of 3, battlefields used once per match, the loser goes first next, and the
match kept in each game's setup (so in its save)."""

from __future__ import annotations

import json

import pytest

from engine.core import BadInputError, Rng
from engine.core.saves import read_save
from engine.core.session import Session
from engine.games.riftbound.match import Match, new_match, next_setup
from engine.games.riftbound.state import RiftState
from tests.engine.games.riftbound.helpers import act, game


def _brought(state) -> list[str]:  # type: ignore[no-untyped-def]
    return [state.cards[bf["uid"]] for bf in state.bfs]


def _choose_first_options(state) -> list[str]:  # type: ignore[no-untyped-def]
    """Both players pick the first battlefield offered (481.5); the picks, by seat."""
    picks = []
    while state.prompt is not None and state.prompt["kind"] == "battlefield":
        picks.append(state.prompt["options"][0])
        act(state, f"choose {picks[-1]}")
    return picks


def test_481_6_the_first_player_to_two_game_wins_takes_the_match() -> None:
    m = Match(game(), ["jinx", "garen"], seed=4)
    assert m.wins == [0, 0] and m.state.match == {"wins": [0, 0], "used": [[], []], "game": 1}
    loser = m.state.current_player()
    act(m.state, "concede")
    assert m.wins[1 - loser] == 1 and m.winner is None
    second = m.next_game()
    assert second is not None and second.match is not None and second.match["game"] == 2
    loser = second.current_player()
    act(second, "concede")
    if m.winner is None:
        third = m.next_game()
        assert third is not None and m.wins == [1, 1]
        act(third, "concede")
    assert m.winner is not None and max(m.wins) == 2
    assert m.next_game() is None


def test_481_5_the_battlefields_of_a_game_are_not_brought_again_in_the_match() -> None:
    m = Match(game(), ["jinx", "garen"], seed=2)
    _choose_first_options(m.state)
    first_bfs = _brought(m.state)
    assert len(first_bfs) == 2
    act(m.state, "concede")
    second = m.next_game()
    assert second is not None and second.match is not None
    assert sorted(sum(second.match["used"], [])) == sorted(first_bfs)
    assert [set(o) & set(first_bfs) for o in second.choosing["options"]] == [set(), set()]
    _choose_first_options(second)
    assert len(_brought(second)) == 2 and not set(_brought(second)) & set(first_bfs)


def test_481_the_loser_of_a_game_goes_first_in_the_next() -> None:
    m = Match(game(), ["jinx", "garen"], seed=3)
    m.state.winner, m.state.reason = 0, "player 1 reached 8 points"
    second = m.next_game()
    assert second is not None and second.first == 1 and second.tp == 1
    _choose_first_options(second)
    assert second.prompt == {"p": 1, "kind": "mulligan"}


def test_481_a_drawn_game_counts_for_no_one_and_the_other_player_goes_first() -> None:
    setup = new_match(["jinx", "garen"])
    s = game().new_initial_state(5, setup)
    s.reason = "draw: no winner after 200 turns"
    after = next_setup(setup, s)
    assert after is not None
    assert after["match"]["wins"] == [0, 0] and after["first"] == 1 - s.first


def test_481_5_each_player_chooses_in_secret_and_both_battlefields_are_placed_at_once() -> None:
    s = game().new_initial_state(1, new_match(["jinx", "garen"]))
    assert s.step == "battlefields" and s.prompt is not None and s.prompt["p"] == 0
    assert s.prompt["options"] == ["the-arenas-greatest", "windswept-hillock", "trifarian-war-camp"]
    act(s, "choose windswept-hillock")
    assert s.prompt == {
        "p": 1,
        "kind": "battlefield",
        "options": ["zaun-warrens", "targons-peak", "vilemaws-lair"],
    }
    assert s.bfs == [] and "windswept-hillock" not in json.dumps(s.observation(1))
    sample = s.resample_from_infostate(1, Rng(4))
    assert isinstance(sample, RiftState) and sample.choosing is not None
    picks = {
        sample.choosing["picks"][0] for sample in (s.resample_from_infostate(1, Rng(k)) for k in range(12))
    }
    assert len(picks) > 1, "the other player's secret pick is drawn again in a determinization"
    act(s, "choose vilemaws-lair")
    assert _brought(s) == ["windswept-hillock", "vilemaws-lair"]
    assert s.step == "mulligan" and s.prompt == {"p": s.first, "kind": "mulligan"}
    assert all(len(pl["hand"]) == 4 for pl in s.players)


def test_481_5_a_battlefield_given_in_the_setup_is_not_asked() -> None:
    setup = {**new_match(["jinx", "garen"]), "battlefields": ["windswept-hillock", None]}
    s = game().new_initial_state(1, setup)
    assert s.prompt is not None and s.prompt["p"] == 1 and s.prompt["kind"] == "battlefield"
    act(s, "choose zaun-warrens")
    assert _brought(s) == ["windswept-hillock", "zaun-warrens"]
    used = {**setup, "match": {"wins": [1, 0], "used": [["windswept-hillock"], []], "game": 2}}
    with pytest.raises(BadInputError, match="'windswept-hillock' is not a battlefield player 1 can choose"):
        game().new_initial_state(1, used)


def test_481_a_match_is_a_two_player_mode() -> None:
    with pytest.raises(BadInputError, match="needs 2 decks"):
        game().new_initial_state(1, {**new_match(["jinx", "garen"]), "decks": ["jinx", "garen", "lux"]})
    with pytest.raises(BadInputError, match="'wins' must be two numbers below 2"):
        game().new_initial_state(
            1, {"decks": ["jinx", "garen"], "match": {"wins": [2, 0], "used": [[], []], "game": 1}}
        )


def test_481_a_saved_game_keeps_its_match(tmp_path) -> None:  # type: ignore[no-untyped-def]
    setup = {
        "decks": ["jinx", "garen"],
        "first": 1,
        "match": {"wins": [1, 0], "used": [["windswept-hillock"], ["targons-peak"]], "game": 2},
    }
    session = Session.new(game(), 9, setup, ["You", "Bot"], save_path=tmp_path / "match.json")
    session.apply("choose the-arenas-greatest")
    session.apply("choose zaun-warrens")
    session.apply("keep")
    back = Session.from_record(read_save(tmp_path / "match.json"))
    assert back.setup["match"] == setup["match"] and back.state.first == 1
    seen = back.state.observation(0)["match"]
    assert seen == {"wins": [1, 0], "used": [["windswept-hillock"], ["targons-peak"]], "game": 2}
    assert _brought(back.state) == ["the-arenas-greatest", "zaun-warrens"]
