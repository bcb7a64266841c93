"""Cross-game conformance: every registered game (and the toy game) honours the engine contract.

Seeded random playouts check at every step that legal actions exist until the end, every legal action
applies, clones are equal and independent, positions round-trip through to_dict/state_from_dict, no
observation contains another player's hidden things, and a terminal state has an outcome. A fresh
process with another PYTHONHASHSEED must reach the same state hash from the same seed and actions.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from engine.core import REGISTRY, Game, IllegalActionError, Registry, Rng, State
from engine.core.saves import load_state, read_save, write_save
from engine.core.session import Session
from tests.toygame import ToyGame

ROOT = Path(__file__).resolve().parents[2]
SEEDS = (1, 2, 3)
MAX_STEPS = 20000


def _registry() -> Registry:
    reg = REGISTRY.copy()
    reg.register(ToyGame)
    return reg


GAME_IDS = _registry().ids()


def _playout(game: Game, seed: int, check_every: int = 1) -> tuple[State, list[str]]:
    """Play uniformly random legal actions to the end, checking the contract along the way."""
    state = game.new_initial_state(seed, game.default_setup())
    picker = Rng(seed * 7919 + 1)
    for step in range(MAX_STEPS):
        if state.is_terminal():
            break
        actions = state.legal_actions()
        assert actions, f"no legal actions in a non-terminal state: {state.describe()}"
        assert [str(a) for a in actions] == sorted(str(a) for a in actions), "legal actions are not sorted"
        assert len({str(a) for a in actions}) == len(actions), "two legal actions share a notation"
        if step % check_every == 0:
            _check_position(game, state)
        action = picker.choice(actions)
        state.apply_action(action)
    assert state.is_terminal(), f"{game.id} seed {seed} did not end within {MAX_STEPS} actions"
    assert state.legal_actions() == []
    outcome = state.outcome()
    assert outcome is not None
    assert sum(state.returns()) == pytest.approx(1.0)
    return state, list(state.history)


def _check_position(game: Game, state: State) -> None:
    clone = state.clone()
    assert clone == state and clone.state_hash() == state.state_hash()
    restored = game.state_from_dict(json.loads(json.dumps(state.to_dict())))
    assert restored.state_hash() == state.state_hash(), "to_dict/state_from_dict does not round-trip"
    before = state.state_hash()
    clone.apply_action(clone.legal_actions()[-1])
    assert state.state_hash() == before, "playing on a clone changed the original"
    for player in range(game.num_players(state)):
        seen = json.dumps(state.observation(player), sort_keys=True)
        for secret in state.hidden_from(player):
            assert secret not in seen, f"player {player}'s observation leaks hidden {secret!r}"


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("seed", SEEDS)
def test_random_playout_honours_the_contract(game_id: str, seed: int) -> None:
    game = _registry().load(game_id)
    _playout(game, seed, check_every=1 if game_id == "toy" else 5)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_illegal_action_raises_and_changes_nothing(game_id: str) -> None:
    game = _registry().load(game_id)
    state = game.new_initial_state(5, game.default_setup())
    before = state.state_hash()
    with pytest.raises(IllegalActionError):
        game.parse_action("this is not an action", state)
    legal = state.legal_actions()[0]
    state.apply_action(legal)
    with pytest.raises(IllegalActionError):
        state.apply_action(_NotAnAction())
    assert state.history[-1] == str(legal)
    assert before != state.state_hash()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_save_and_load_round_trip(game_id: str, tmp_path: Path) -> None:
    registry = _registry()
    game = registry.load(game_id)
    state, actions = _playout(game, 13, check_every=10**9)
    players = [f"Player {p + 1}" for p in range(game.num_players(state))]
    session = Session.new(game, 13, game.default_setup(), players)
    for text in actions:
        session.apply(text)
    path = tmp_path / "game.json"
    write_save(path, session.record())
    _, loaded = load_state(read_save(path), registry, source=str(path))
    assert loaded.state_hash() == state.state_hash()
    assert loaded.history == state.history


class _NotAnAction:
    def __str__(self) -> str:
        return "no such action"


_REPLAY_SCRIPT = """
import json, sys
from tests.test_helpers_replay import replay_hash
print(replay_hash(*json.loads(sys.stdin.read())))
"""


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_same_seed_and_actions_give_same_hash_in_fresh_process(game_id: str) -> None:
    game = _registry().load(game_id)
    state, actions = _playout(game, 11, check_every=10**9)
    env = dict(os.environ, PYTHONHASHSEED="4242")
    payload = json.dumps([game_id, 11, actions])
    result = subprocess.run(
        [sys.executable, "-c", _REPLAY_SCRIPT],
        input=payload,
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        check=True,
    )
    assert result.stdout.strip() == state.state_hash()
