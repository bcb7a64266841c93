"""The replay viewer: step, back and seek agree with the game as it was played."""

from __future__ import annotations

import pytest

from engine.core import DamagedSaveError, Event, Registry
from engine.core.actions import Action
from engine.core.replay import CHECKPOINT_EVERY, Replay
from engine.core.saves import SaveRecord
from engine.core.session import Session
from engine.core.state import State
from tests.toygame import ToyGame


def played() -> tuple[SaveRecord, list[str], list[list[Event]]]:
    """A finished toy game (20 decisions): its record, the hash after each decision, and the events."""
    session = Session.new(ToyGame(), 3, None, ["Ann", "Bob"])
    hashes = [session.state.state_hash()]
    events: list[list[Event]] = []
    i = 0
    while not session.state.is_terminal():
        legal = session.state.legal_actions()
        events.append(session.apply(legal[(3 * i + 1) % len(legal)]))
        hashes.append(session.state.state_hash())
        i += 1
    return session.record(), hashes, events


def test_a_fresh_replay_is_at_the_start(toy_registry: Registry) -> None:
    record, hashes, _ = played()
    replay = Replay(record, toy_registry)
    assert len(replay) == len(record.actions) > CHECKPOINT_EVERY
    assert replay.index == 0
    assert replay.events == []
    assert replay.state.state_hash() == hashes[0]


def test_stepping_through_matches_the_game_as_played(toy_registry: Registry) -> None:
    record, hashes, events = played()
    replay = Replay(record, toy_registry)
    for i in range(len(replay)):
        assert replay.step()
        assert replay.index == i + 1
        assert replay.state.state_hash() == hashes[i + 1]
        assert replay.events == events[i]
    assert replay.state.is_terminal()
    assert not replay.step()
    assert replay.index == len(replay)


def test_seek_lands_on_the_same_state_and_events_as_stepping(toy_registry: Registry) -> None:
    record, hashes, events = played()
    replay = Replay(record, toy_registry)
    n, every = len(replay), CHECKPOINT_EVERY
    for i in (n, every, every + 1, every - 1, 1, 0, n - 1, 5, every):
        replay.seek(i)
        assert replay.index == i
        assert replay.state.state_hash() == hashes[i]
        assert replay.events == (events[i - 1] if i else [])


def test_back_undoes_one_step_each_time(toy_registry: Registry) -> None:
    record, hashes, events = played()
    replay = Replay(record, toy_registry)
    replay.seek(len(replay))
    for i in range(len(replay) - 1, -1, -1):
        assert replay.back()
        assert replay.index == i
        assert replay.state.state_hash() == hashes[i]
        assert replay.events == (events[i - 1] if i else [])
    assert not replay.back()
    assert replay.index == 0


def test_step_after_seek_continues_from_there(toy_registry: Registry) -> None:
    record, hashes, _ = played()
    replay = Replay(record, toy_registry)
    replay.seek(CHECKPOINT_EVERY + 2)
    replay.step()
    replay.back()
    replay.back()
    replay.step()
    assert replay.index == CHECKPOINT_EVERY + 2
    assert replay.state.state_hash() == hashes[CHECKPOINT_EVERY + 2]


def test_seek_replays_from_a_checkpoint_not_from_the_start(
    toy_registry: Registry, monkeypatch: pytest.MonkeyPatch
) -> None:
    record, hashes, _ = played()
    replay = Replay(record, toy_registry)
    parses: list[str] = []
    real_parse = replay.game.parse_action

    def counting(text: str, state: State) -> Action:
        parses.append(text)
        return real_parse(text, state)

    monkeypatch.setattr(replay.game, "parse_action", counting)
    replay.seek(len(replay))
    assert len(parses) == len(replay) - CHECKPOINT_EVERY
    assert replay.state.state_hash() == hashes[-1]


def test_seek_outside_the_log_is_refused(toy_registry: Registry) -> None:
    record, _, _ = played()
    replay = Replay(record, toy_registry)
    with pytest.raises(IndexError):
        replay.seek(len(replay) + 1)
    with pytest.raises(IndexError):
        replay.seek(-1)
    assert replay.index == 0


def test_action_text_and_decider_name_each_action(toy_registry: Registry) -> None:
    record, _, _ = played()
    replay = Replay(record, toy_registry)
    assert [replay.action_text(i) for i in range(len(replay))] == record.actions
    assert [replay.decider(i) for i in range(len(replay))] == [i % 2 for i in range(len(replay))]
    with pytest.raises(IndexError):
        replay.action_text(len(replay))
    with pytest.raises(IndexError):
        replay.decider(-1)


def test_replay_of_a_tampered_record_is_refused(toy_registry: Registry) -> None:
    record, _, _ = played()
    d = record.to_dict()
    d["actions"] = d["actions"][:-1]
    with pytest.raises(DamagedSaveError, match="match.json: state_hash: .*tampered"):
        Replay(SaveRecord.from_dict(d), toy_registry, "match.json")
