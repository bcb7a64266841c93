"""Save files: round trip, atomic writes, backups, and damaged files that stay untouched."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from engine.core import DamagedSaveError, Registry, saves
from engine.core.saves import (
    SAVE_FORMAT,
    SaveRecord,
    delete_save,
    list_saves,
    load_save,
    load_state,
    read_save,
    write_save,
)
from engine.core.session import Session
from tests.toygame import ToyGame

OLD_TIME_NS = 1_600_000_000_000_000_000


def played_session(n: int = 8, seed: int = 5) -> Session:
    """A toy game after ``n`` decisions picked by a fixed rule, so it mixes draws, plays and rolls."""
    session = Session.new(ToyGame(), seed, None, ["Ann", "Bob"])
    for i in range(n):
        legal = session.state.legal_actions()
        session.apply(legal[(3 * i + 1) % len(legal)])
    return session


def write_bytes_aged(path: Path, data: bytes) -> None:
    """Write a file and date it in the past, so any later write would show in its mtime."""
    path.write_bytes(data)
    os.utime(path, ns=(OLD_TIME_NS, OLD_TIME_NS))


def fingerprint(path: Path) -> tuple[bytes, int]:
    return path.read_bytes(), path.stat().st_mtime_ns


def test_round_trip_reads_back_the_same_record_and_position(tmp_path: Path, toy_registry: Registry) -> None:
    session = played_session()
    record = session.record()
    path = tmp_path / "game.json"
    write_save(path, record)
    loaded = read_save(path)
    assert loaded == record
    game, state = load_state(loaded, toy_registry)
    assert isinstance(game, ToyGame)
    assert state == session.state
    assert state.state_hash() == record.state_hash


def test_save_file_is_readable_json_with_every_field(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    write_save(path, played_session(3).record())
    text = path.read_text(encoding="utf-8")
    assert text.endswith("\n")
    data = json.loads(text)
    assert list(data) == ["format", "game", "options", "content_version", "setup", "seed", "players",
                          "actions", "state_hash", "saved_at"]
    assert data["format"] == SAVE_FORMAT
    assert data["game"] == "toy"
    assert data["options"] == {"hand_size": 2}
    assert data["players"] == ["Ann", "Bob"]
    assert len(data["actions"]) == 3


def test_to_dict_and_from_dict_copy_nested_data() -> None:
    record = played_session(2).record()
    d = record.to_dict()
    d["actions"].append("roll")
    d["setup"]["deck"] = []
    assert len(record.actions) == 2
    assert record.setup == {}
    again = SaveRecord.from_dict(record.to_dict(), "<test>")
    assert again == record


def test_interrupted_write_leaves_previous_save_and_no_temp_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "game.json"
    write_save(path, played_session(2).record())
    before = fingerprint(path)
    real_fdopen = os.fdopen

    class HalfWriter:
        """Writes half of the data, then fails as a full disk would."""

        def __init__(self, fd: int, mode: str) -> None:
            self.file = real_fdopen(fd, mode)

        def write(self, data: bytes) -> int:
            self.file.write(data[: len(data) // 2])
            self.file.flush()
            raise OSError(28, "No space left on device")

        def __enter__(self) -> HalfWriter:
            return self

        def __exit__(self, *exc: object) -> None:
            self.file.close()

    with monkeypatch.context() as m:
        m.setattr(os, "fdopen", HalfWriter)
        with pytest.raises(OSError, match="No space left"):
            write_save(path, played_session(6).record())
    assert fingerprint(path) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]


def test_failed_rename_leaves_previous_save_and_no_temp_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "game.json"
    write_save(path, played_session(2).record(), backups=0)
    before = fingerprint(path)

    def refuse(src: object, dst: object) -> None:
        raise OSError(5, "Input/output error")

    with monkeypatch.context() as m:
        m.setattr(os, "replace", refuse)
        with pytest.raises(OSError, match="Input/output"):
            write_save(path, played_session(6).record(), backups=0)
    assert fingerprint(path) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]


def test_unserialisable_record_writes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    record = SaveRecord(SAVE_FORMAT, "toy", {}, "1", {"when": object()}, 1, ["A", "B"], [], "h",
                        "2026-01-01T00:00:00Z")
    with pytest.raises(TypeError):
        write_save(path, record)
    assert list(tmp_path.iterdir()) == []


def test_backup_rotation_keeps_exactly_three_newest_first(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    records = [played_session(n).record() for n in range(6)]
    for record in records:
        write_save(path, record)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.bak1", "game.bak2", "game.bak3", "game.json"]
    assert read_save(path) == records[5]
    assert [len(read_save(tmp_path / f"game.bak{i}").actions) for i in (1, 2, 3)] == [4, 3, 2]


def test_backups_zero_keeps_none(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    for n in range(3):
        write_save(path, played_session(n).record(), backups=0)
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


def good_save_dict() -> dict[str, Any]:
    return played_session(8).record().to_dict()


def as_bytes(d: object) -> bytes:
    return json.dumps(d, indent=2).encode()


def with_change(change: Callable[[dict[str, Any]], object]) -> Callable[[], bytes]:
    """A maker of a good save's bytes after ``change`` edits its dict."""

    def make() -> bytes:
        d = good_save_dict()
        change(d)
        return as_bytes(d)

    return make


def with_fields(**fields: object) -> Callable[[], bytes]:
    return with_change(lambda d: d.update(fields))


def with_action(index: int, value: object) -> Callable[[], bytes]:
    return with_change(lambda d: d["actions"].__setitem__(index, value))


def with_text(old: bytes, new: bytes) -> Callable[[], bytes]:
    return lambda: as_bytes(good_save_dict()).replace(old, new, 1)


def truncated() -> bytes:
    data = as_bytes(good_save_dict())
    return data[: len(data) // 2]


DAMAGED: dict[str, tuple[Callable[[], bytes], str]] = {
    "truncated": (truncated, "truncated"),
    "empty": (lambda: b"", "empty"),
    "malformed json": (with_text(b'"seed":', b'"seed" 1,'), "not valid JSON"),
    "not utf-8": (lambda: b"\xff\xfe{}", "not UTF-8"),
    "nan": (with_text(b'"seed": 5', b'"seed": NaN'), "NaN"),
    "not an object": (lambda: b"[1, 2, 3]\n", "expected a JSON object, found list"),
    "no format": (with_change(lambda d: d.pop("format")), "not a Tabletop Tavern save"),
    "missing field": (with_change(lambda d: d.pop("seed")), "missing field 'seed'"),
    "unknown field": (with_fields(snapshot={}), "unknown field 'snapshot'"),
    "seed not int": (with_fields(seed="5"), "seed: must be an integer"),
    "seed is bool": (with_fields(seed=True), "seed: must be an integer"),
    "action not str": (with_action(1, 7), "actions[1]: must be a string"),
    "players not list": (with_fields(players="Ann"), "players: must be a list"),
    "setup not object": (with_fields(setup=[]), "setup: must be a JSON object"),
    "bad time": (with_fields(saved_at="yesterday"), "saved_at: must be an ISO 8601"),
    "local time": (with_fields(saved_at="2026-01-01T10:00:00+02:00"), "saved_at: must be an ISO 8601 UTC"),
    "empty hash": (with_fields(state_hash=""), "state_hash: must not be empty"),
    "format zero": (with_fields(format=0), "format: must be a positive integer"),
    "newer format": (with_fields(format=SAVE_FORMAT + 1), "made by a newer version"),
    "unknown game": (with_fields(game="chess"), "game: unknown game 'chess'"),
    "bad option": (with_fields(options={"hand_size": "2"}), "options: option 'hand_size' must be int"),
    "too many players": (with_fields(players=["A", "B", "C"]), "players: Draw Ten needs 2 players, got 3"),
    "refused setup": (with_fields(setup={"deck": ["c00-1"]}), "refuses the saved setup"),
    "illegal action": (with_action(2, "play c99-9"), "actions[2]: 'play c99-9' cannot be replayed"),
    "tampered action list": (with_change(lambda d: d["actions"].pop()), "tampered"),
    "tampered hash": (with_fields(state_hash="0" * 32), "does not match the saved state hash"),
}


@pytest.mark.parametrize("case", sorted(DAMAGED))
def test_damaged_save_names_file_and_problem_and_is_left_untouched(
    case: str, tmp_path: Path, toy_registry: Registry
) -> None:
    make, problem = DAMAGED[case]
    path = tmp_path / "damaged.json"
    write_bytes_aged(path, make())
    before = fingerprint(path)
    with pytest.raises(DamagedSaveError) as info:
        load_save(path, toy_registry)
    message = str(info.value)
    assert message.startswith(str(path))
    assert problem in message
    assert fingerprint(path) == before
    assert [p.name for p in tmp_path.iterdir()] == ["damaged.json"]


def test_unreadable_path_is_a_damaged_save(tmp_path: Path) -> None:
    folder = tmp_path / "a-folder.json"
    folder.mkdir()
    with pytest.raises(DamagedSaveError, match="cannot be read"):
        read_save(folder)


def test_hash_mismatch_mentions_a_different_content_version(tmp_path: Path, toy_registry: Registry) -> None:
    d = good_save_dict()
    d["content_version"] = "0"
    d["state_hash"] = "f" * 32
    record = SaveRecord.from_dict(d, "old.json")
    with pytest.raises(DamagedSaveError, match="saved with content version 0, this is 1"):
        load_state(record, toy_registry, "old.json")


def test_older_format_runs_each_upgrade_step(monkeypatch: pytest.MonkeyPatch) -> None:
    d = good_save_dict()
    del d["content_version"]

    def one_to_two(old: dict[str, Any]) -> dict[str, Any]:
        old["content_version"] = "1"
        return old

    monkeypatch.setattr(saves, "SAVE_FORMAT", 2)
    monkeypatch.setattr(saves, "UPGRADES", {1: one_to_two})
    record = SaveRecord.from_dict(d, "old.json")
    assert record.format == 2
    assert record.content_version == "1"
    assert "content_version" not in d


def test_older_format_without_upgrade_step_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(saves, "SAVE_FORMAT", 2)
    with pytest.raises(DamagedSaveError, match="old.json: format: save format 1 has no upgrade step"):
        SaveRecord.from_dict(good_save_dict(), "old.json")


def test_list_saves_newest_first_with_damaged_files_and_their_problem(
    tmp_path: Path, toy_registry: Registry
) -> None:
    older = SaveRecord.from_dict({**good_save_dict(), "saved_at": "2026-01-01T10:00:00Z"}, "<test>")
    newer = SaveRecord.from_dict({**good_save_dict(), "saved_at": "2026-03-01T10:00:00Z"}, "<test>")
    write_save(tmp_path / "older.json", older)
    write_save(tmp_path / "newer.json", newer)
    write_save(tmp_path / "newer.json", newer)  # leaves newer.bak1, which is not listed
    write_bytes_aged(tmp_path / "broken.json", b'{"format": 1, "game": "toy"')
    (tmp_path / "notes.txt").write_text("not a save")
    before = {p.name: fingerprint(p) for p in tmp_path.iterdir()}

    listed = list_saves(tmp_path, toy_registry)

    assert [s.path.name for s in listed] == ["newer.json", "older.json", "broken.json"]
    good = listed[0]
    assert (good.game, good.saved_at, good.players, good.actions, good.problem) == (
        "toy", "2026-03-01T10:00:00Z", ["Ann", "Bob"], 8, None
    )
    broken = listed[2]
    assert broken.problem is not None
    assert str(tmp_path / "broken.json") in broken.problem
    assert "truncated" in broken.problem
    assert broken.saved_at == "2020-09-13T12:26:40Z"
    assert {p.name: fingerprint(p) for p in tmp_path.iterdir()} == before


def test_list_saves_verify_replays_and_catches_tampering(tmp_path: Path, toy_registry: Registry) -> None:
    write_bytes_aged(tmp_path / "tampered.json", with_change(lambda d: d["actions"].pop())())
    assert list_saves(tmp_path, toy_registry)[0].problem is None
    (checked,) = list_saves(tmp_path, toy_registry, verify=True)
    assert checked.problem is not None
    assert "tampered" in checked.problem


def test_list_saves_defaults_to_the_saves_folder(tavern_home: Path, toy_registry: Registry) -> None:
    assert list_saves(registry=toy_registry) == []
    write_save(tavern_home / "data" / "saves" / "one.json", played_session(1).record())
    assert [s.path.name for s in list_saves(registry=toy_registry)] == ["one.json"]


def test_delete_save_removes_the_file_and_its_backups_only(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    for n in range(3):
        write_save(path, played_session(n).record())
    write_save(tmp_path / "other.json", played_session(1).record())
    delete_save(path)
    assert [p.name for p in tmp_path.iterdir()] == ["other.json"]
    delete_save(path)
