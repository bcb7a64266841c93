"""Sessions: autosave after every decision, undo by replaying the log, dice that stay rolled."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.core import BadInputError, DamagedSaveError, IllegalActionError, InvalidActionError, Registry
from engine.core.saves import SaveRecord, load_state, read_save
from engine.core.session import Session, autosave_path
from tests.toygame import ToyAction, ToyGame

SEED = 11


def play(session: Session, n: int) -> None:
    """Make ``n`` decisions by a fixed rule that mixes draws, plays and rolls."""
    for i in range(n):
        legal = session.state.legal_actions()
        session.apply(legal[(3 * i + 1) % len(legal)])


def new_session(save_path: Path | None = None) -> Session:
    return Session.new(ToyGame(), SEED, None, ["Ann", "Bob"], save_path)


def test_new_session_starts_from_the_games_initial_state() -> None:
    session = new_session()
    assert session.state == ToyGame().new_initial_state(SEED, {})
    assert session.actions == ()
    assert not session.can_undo()


def test_new_session_with_a_path_is_saved_at_once(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    new_session(path)
    record = read_save(path)
    assert (record.game, record.seed, record.players, record.actions) == ("toy", SEED, ["Ann", "Bob"], [])


def test_every_decision_is_autosaved_and_the_save_replays_to_it(
    tmp_path: Path, toy_registry: Registry
) -> None:
    path = tmp_path / "game.json"
    session = new_session(path)
    for i in range(6):
        legal = session.state.legal_actions()
        session.apply(legal[(3 * i + 1) % len(legal)])
        record = read_save(path)
        assert record.actions == list(session.actions)
        _, state = load_state(record, toy_registry, str(path))
        assert state == session.state
    assert session.save_error is None
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.bak1", "game.bak2", "game.bak3", "game.json"]


def test_apply_takes_notation_and_records_who_decided() -> None:
    session = new_session()
    events = session.apply("roll")
    assert [e.kind for e in events] == ["dice_rolled"]
    session.apply("draw")
    assert session.actions == ("roll", "draw")
    assert session.deciders == (0, 1)


def test_illegal_decision_changes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    session = new_session(path)
    play(session, 3)
    before = (session.state.to_dict(), session.actions, path.read_bytes())
    with pytest.raises(IllegalActionError):
        session.apply("play c99-9")
    with pytest.raises(IllegalActionError):
        session.apply(ToyAction("play", "c99-9"))
    assert (session.state.to_dict(), session.actions, path.read_bytes()) == before


def test_action_whose_notation_names_another_action_is_refused() -> None:
    session = new_session()
    card = session.state.legal_actions()[1]
    assert isinstance(card, ToyAction) and card.verb == "play"
    lookalike = ToyAction(str(card))
    with pytest.raises(InvalidActionError, match="names a different legal action"):
        session.apply(lookalike)
    assert session.actions == ()


def test_undo_gives_exactly_the_state_of_the_shorter_log() -> None:
    session = new_session()
    play(session, 9)
    for n in (1, 3):
        shorter = new_session()
        for text in session.actions[: len(session.actions) - n]:
            shorter.apply(text)
        undone = Session.new(ToyGame(), SEED, None, ["Ann", "Bob"])
        for text in session.actions:
            undone.apply(text)
        undone.undo(n)
        assert undone.state.to_dict() == shorter.state.to_dict()
        assert undone.state.state_hash() == shorter.state.state_hash()
        assert undone.actions == shorter.actions
        assert undone.deciders == shorter.deciders


def test_undo_then_rolling_again_gives_the_same_dice() -> None:
    session = new_session()
    play(session, 4)
    first = session.apply("roll")
    after_first = session.state.to_dict()
    session.undo()
    second = session.apply("roll")
    assert [e.data for e in second] == [e.data for e in first]
    assert session.state.to_dict() == after_first


def test_undo_all_and_replay_every_decision_reproduces_the_game() -> None:
    session = new_session()
    play(session, 12)
    log, final = session.actions, session.state.to_dict()
    session.undo(len(log))
    assert session.state == new_session().state
    for text in log:
        session.apply(text)
    assert session.state.to_dict() == final


def test_undo_more_than_was_decided_is_refused() -> None:
    session = new_session()
    play(session, 2)
    with pytest.raises(ValueError, match="cannot undo 3 decisions: 2 have been made"):
        session.undo(3)
    with pytest.raises(ValueError):
        session.undo(-1)
    session.undo(0)
    assert len(session.actions) == 2


def test_undo_is_autosaved(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    session = new_session(path)
    play(session, 5)
    session.undo(2)
    assert read_save(path).actions == list(session.actions)
    assert len(session.actions) == 3


def test_undo_to_player_takes_back_their_decision_and_the_replies() -> None:
    session = new_session()
    play(session, 5)
    assert session.deciders == (0, 1, 0, 1, 0)
    full = session.actions
    session.undo_to_player(1)
    assert session.actions == full[:3]
    assert session.state.current_player() == 1
    session.undo_to_player(0)
    assert session.actions == full[:2]
    assert session.state.current_player() == 0


def test_undo_to_player_without_a_decision_is_refused() -> None:
    session = new_session()
    session.apply("roll")
    with pytest.raises(ValueError, match="player 1 has made no decision"):
        session.undo_to_player(1)


def test_from_record_resumes_the_same_game(toy_registry: Registry, tmp_path: Path) -> None:
    session = new_session()
    play(session, 7)
    path = tmp_path / "resumed.json"
    resumed = Session.from_record(session.record(), toy_registry, path)
    assert resumed.state == session.state
    assert resumed.actions == session.actions
    assert resumed.deciders == session.deciders
    assert resumed.players == ["Ann", "Bob"]
    assert not path.exists()
    session.apply("roll")
    resumed.apply("roll")
    assert resumed.state == session.state
    assert read_save(path).actions == list(session.actions)
    resumed.undo(8)
    assert resumed.state == new_session().state


def test_from_record_of_a_tampered_record_is_refused(toy_registry: Registry) -> None:
    session = new_session()
    play(session, 4)
    d = session.record().to_dict()
    d["actions"] = d["actions"][:-1]
    with pytest.raises(DamagedSaveError, match="tampered"):
        Session.from_record(SaveRecord.from_dict(d), toy_registry)


def test_failed_autosave_keeps_the_decision_and_reports_the_error(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the saves folder should be")
    session = new_session(blocker / "game.json")
    assert isinstance(session.save_error, OSError)
    session.apply("roll")
    assert session.actions == ("roll",)
    assert isinstance(session.save_error, OSError)
    session.save_path = tmp_path / "game.json"
    session.apply("roll")
    assert session.save_error is None
    assert read_save(tmp_path / "game.json").actions == ["roll", "roll"]


def test_save_writes_to_a_given_path_or_refuses_without_one(tmp_path: Path) -> None:
    session = new_session()
    play(session, 2)
    with pytest.raises(ValueError, match="no save path"):
        session.save()
    target = session.save(tmp_path / "copy.json")
    assert read_save(target).actions == list(session.actions)


def test_record_describes_the_game() -> None:
    deck = [f"c{i:02d}-1" for i in range(10)]
    session = Session.new(ToyGame({"hand_size": 3}), 99, {"deck": deck}, ["A", "B"])
    session.apply("roll")
    record = session.record()
    assert record.options == {"hand_size": 3}
    assert record.setup == {"deck": deck}
    assert (record.seed, record.players, record.actions) == (99, ["A", "B"], ["roll"])
    assert record.state_hash == session.state.state_hash()
    assert record.saved_at.endswith("Z")


def test_new_session_refuses_wrong_player_count_and_non_json_setup() -> None:
    with pytest.raises(BadInputError, match="players: Draw Ten needs 2 players, got 1"):
        Session.new(ToyGame(), 1, None, ["Solo"])
    with pytest.raises(BadInputError, match="setup: must be JSON data"):
        Session.new(ToyGame(), 1, {"deck": {"c00-1"}}, ["A", "B"])


def test_autosave_path_is_in_the_saves_folder(tavern_home: Path) -> None:
    path = autosave_path("toy", "2026-11-22T03:41:49Z")
    assert path == tavern_home / "data" / "saves" / "toy-20261122-034149.json"
    assert autosave_path("toy", "2026-11-22T05:41:49+02:00") == path
    with pytest.raises(ValueError):
        autosave_path("../toy", "2026-11-22T03:41:49Z")
    with pytest.raises(ValueError):
        autosave_path("toy", "teatime")
