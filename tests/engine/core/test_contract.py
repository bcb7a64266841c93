"""The shared half of the contract: legality checks, options, registry, outcome, notation parsing."""

from __future__ import annotations

import pytest

from engine.core import BadInputError, IllegalActionError, Outcome, Registry
from tests.toygame import ToyAction, ToyGame


def test_apply_illegal_action_raises_and_leaves_state_unchanged() -> None:
    state = ToyGame().new_initial_state(1)
    before = state.to_dict()
    with pytest.raises(IllegalActionError, match="not a legal action"):
        state.apply_action(ToyAction("play", "no-such-card"))
    assert state.to_dict() == before


def test_legal_actions_are_sorted_by_notation() -> None:
    state = ToyGame().new_initial_state(1)
    notes = [str(a) for a in state.legal_actions()]
    assert notes == sorted(notes)


def test_parse_action_round_trips_every_legal_action() -> None:
    game = ToyGame()
    state = game.new_initial_state(3)
    for action in state.legal_actions():
        assert game.parse_action(str(action), state) == action
    with pytest.raises(IllegalActionError):
        game.parse_action("castle kingside", state)


def test_stacked_deck_and_forced_dice() -> None:
    game = ToyGame()
    deck = [f"c{i:02d}-1" for i in range(12)]
    state = game.new_initial_state(0, {"deck": deck})
    assert state.hands == [["c11-1", "c09-1"], ["c10-1", "c08-1"]]
    state.rng.force([6])
    events = state.apply_action(ToyAction("roll"))
    assert events[0].data["faces"] == [6] and state.scores == [1, 0]


def test_terminal_state_has_outcome_and_no_actions() -> None:
    game = ToyGame()
    state = game.new_initial_state(0)
    state.scores = [10, 4]
    assert state.is_terminal() and state.legal_actions() == []
    assert state.outcome() == Outcome("score", (0,), (10.0, 4.0))
    with pytest.raises(IllegalActionError, match="game is over"):
        state.apply_action(ToyAction("roll"))


def test_unknown_option_and_wrong_type_are_refused() -> None:
    with pytest.raises(BadInputError, match="unknown option 'speed'"):
        ToyGame({"speed": 2})
    with pytest.raises(BadInputError, match="must be int"):
        ToyGame({"hand_size": "two"})
    with pytest.raises(BadInputError, match="must be int"):
        ToyGame({"hand_size": True})
    assert ToyGame({"hand_size": 3}).options["hand_size"] == 3


def test_options_are_read_only() -> None:
    with pytest.raises(TypeError):
        ToyGame().options["hand_size"] = 5  # type: ignore[index]


def test_registry_lists_and_loads_and_rejects_unknown() -> None:
    reg = Registry()
    reg.register(ToyGame)
    assert reg.ids() == ["toy"]
    assert isinstance(reg.load("toy"), ToyGame)
    with pytest.raises(BadInputError, match="unknown game 'chess'"):
        reg.load("chess")


def test_state_from_dict_validates() -> None:
    with pytest.raises(BadInputError, match="not a Draw Ten position"):
        ToyGame().state_from_dict({"deck": []})


def test_bad_input_error_names_source_and_location() -> None:
    err = BadInputError("boards/x.json", "unknown terrain 'lava'", "terrain.lava")
    assert str(err) == "boards/x.json: terrain.lava: unknown terrain 'lava'"
    assert isinstance(err, ValueError)
