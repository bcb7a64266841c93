"""The card cache: extracted once, read back equal, keyed by data version, rebuilt when damaged,
written atomically, and never touching the network."""

from __future__ import annotations

import gzip
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from engine.core.errors import BadInputError
from engine.core.paths import user_cache_dir
from engine.games.hearthstone import cardcache
from engine.games.hearthstone.cardcache import (
    CardSource,
    DamagedCacheError,
    cache_path,
    extract_cards,
    installed_source,
    load_card_db,
    read_cache,
    write_cache,
)
from engine.games.hearthstone.cardfacts import CardDB

ROOT = Path(__file__).resolve().parents[4]


def test_extraction_reads_tags_text_marks_and_skips_other_card_types(tiny_source: CardSource) -> None:
    cards = {card.id: card for card in extract_cards(tiny_source.xml_path)}
    assert sorted(cards) == ["T_AAA_SHIELD_GUARD_TOKEN", "T_AXE", "T_BOLT", "T_TAUNT"]
    guard = cards["T_TAUNT"]
    assert (guard.name, guard.card_class, guard.card_type, guard.cost, guard.attack, guard.health) == (
        "Shield Guard", "NEUTRAL", "minion", 4, 3, 5,
    )
    assert (guard.races, guard.mechanics, guard.rarity, guard.card_set, guard.collectible) == (
        ("BEAST",), ("TAUNT",), "FREE", "LEGACY", True,
    )
    assert guard.text == "<b>Taunt</b>"
    axe = cards["T_AXE"]
    assert (axe.card_type, axe.card_class, axe.attack, axe.durability, axe.health) == (
        "weapon", "WARRIOR", 3, 2, 0,
    )
    bolt = cards["T_BOLT"]
    assert (bolt.spell_damage_amounts, bolt.heal_amounts) == ((3,), (2,))
    assert (bolt.overload, bolt.spell_school) == (1, "FIRE")
    assert bolt.mechanics == ("OVERLOAD",)


def test_cold_extract_then_warm_load_is_equal(tiny_source: CardSource, tmp_path: Path) -> None:
    folder = tmp_path / "cache"
    cold = load_card_db(folder, source=tiny_source)
    path = cache_path(folder, "1.0")
    assert path.name == "hearthstone-cards-1.0.json.gz" and path.is_file()
    warm = load_card_db(folder, source=tiny_source)
    assert warm == cold and len(warm) == 4
    assert warm.by_name("Shield Guard").id == "T_TAUNT"
    assert list(warm) == extract_cards(tiny_source.xml_path)


def test_warm_load_does_not_read_the_xml(tiny_source: CardSource, tmp_path: Path) -> None:
    folder = tmp_path / "cache"
    cold = load_card_db(folder, source=tiny_source)
    tiny_source.xml_path.unlink()
    assert load_card_db(folder, source=tiny_source) == cold


def test_default_cache_folder_is_the_user_cache(tiny_source: CardSource, tavern_home: Path) -> None:
    load_card_db(source=tiny_source)
    assert (user_cache_dir() / "hearthstone-cards-1.0.json.gz").is_file()
    assert user_cache_dir().is_relative_to(tavern_home)


def test_cache_is_keyed_by_data_version(tiny_source: CardSource, tmp_path: Path) -> None:
    folder = tmp_path / "cache"
    older = load_card_db(folder, source=tiny_source)
    newer = load_card_db(folder, source=CardSource(tiny_source.xml_path, "2.0"))
    assert sorted(path.name for path in folder.iterdir()) == [
        "hearthstone-cards-1.0.json.gz", "hearthstone-cards-2.0.json.gz",
    ]
    assert (older.data_version, newer.data_version) == ("1.0", "2.0")
    # A file for one version renamed to another's name is not trusted: its payload names its version.
    os.replace(folder / "hearthstone-cards-1.0.json.gz", folder / "hearthstone-cards-3.0.json.gz")
    with pytest.raises(DamagedCacheError, match="data version '1.0', expected '3.0'"):
        read_cache(folder / "hearthstone-cards-3.0.json.gz", "3.0")


def test_data_version_must_be_a_plain_string(tmp_path: Path) -> None:
    with pytest.raises(BadInputError, match="not a plain version string"):
        cache_path(tmp_path, "../../etc")


def _spy_replace(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    calls: list[tuple[str, str]] = []
    real_replace = os.replace

    def spy(source: str | os.PathLike[str], target: str | os.PathLike[str]) -> None:
        calls.append((os.fspath(source), os.fspath(target)))
        real_replace(source, target)

    monkeypatch.setattr(os, "replace", spy)
    return calls


@pytest.mark.parametrize(
    "damage",
    [
        "truncated", "garbage", "empty", "not_json", "wrong_column_type", "wrong_length", "other_format",
        "code_outside_table", "unknown_card_type", "unreadable_amounts",
    ],
)
def test_damaged_cache_is_rebuilt_and_replaced_atomically(
    damage: str, tiny_source: CardSource, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "cache"
    good = load_card_db(folder, source=tiny_source)
    path = cache_path(folder, "1.0")
    payload = json.loads(gzip.decompress(path.read_bytes()))
    if damage == "truncated":
        path.write_bytes(path.read_bytes()[: path.stat().st_size // 2])
    elif damage == "garbage":
        path.write_bytes(b"\x1f\x8b not really gzip")
    elif damage == "empty":
        path.write_bytes(b"")
    elif damage == "not_json":
        path.write_bytes(gzip.compress(b"{cards: oops"))
    else:
        if damage == "wrong_column_type":
            payload["columns"]["cost"][0] = "seven"
        elif damage == "wrong_length":
            payload["columns"]["name"].pop()
        elif damage == "code_outside_table":
            payload["columns"]["card_class"]["codes"][0] = 99
        elif damage == "unknown_card_type":
            payload["columns"]["card_type"]["table"][0] = "location"
        elif damage == "unreadable_amounts":
            payload["columns"]["spell_damage_amounts"]["table"][-1] = "3 x"
        else:
            payload["format"] = 0
        path.write_bytes(gzip.compress(json.dumps(payload).encode()))
    with pytest.raises(DamagedCacheError, match="damaged card cache"):
        read_cache(path, "1.0")

    replaced = _spy_replace(monkeypatch)
    assert load_card_db(folder, source=tiny_source) == good
    assert len(replaced) == 1 and replaced[0][1] == str(path) and Path(replaced[0][0]).parent == folder
    assert read_cache(path, "1.0") == good
    assert sorted(p.name for p in folder.iterdir()) == [path.name]


def test_failed_write_keeps_the_old_file_and_leaves_no_temporary(
    tiny_source: CardSource, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "cache"
    cards = extract_cards(tiny_source.xml_path)
    path = cache_path(folder, "1.0")
    write_cache(path, cards, "1.0")
    before = path.read_bytes()

    def disk_full(descriptor: int) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "fsync", disk_full)
    with pytest.raises(OSError, match="disk full"):
        write_cache(path, cards[:1], "1.0")
    assert path.read_bytes() == before
    assert [p.name for p in folder.iterdir()] == [path.name]


def test_unwritable_cache_still_returns_the_cards(
    tiny_source: CardSource, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refuse(*args: object, **kwargs: object) -> None:
        raise PermissionError("read-only folder")

    monkeypatch.setattr(cardcache, "write_cache", refuse)
    assert len(load_card_db(tmp_path / "cache", source=tiny_source)) == 4


def test_missing_or_malformed_xml_names_the_file(tmp_path: Path) -> None:
    missing = tmp_path / "nowhere.xml"
    with pytest.raises(BadInputError, match="nowhere.xml: cannot read card definitions"):
        load_card_db(tmp_path / "cache", source=CardSource(missing, "1.0"))
    broken = tmp_path / "broken.xml"
    broken.write_text("<CardDefs><Entity CardID='X'>", encoding="utf-8")
    with pytest.raises(BadInputError, match="broken.xml: card definitions are not valid"):
        extract_cards(broken)


def test_installed_source_is_the_packaged_file() -> None:
    source = installed_source()
    assert source.data_version == "255790.1"
    assert source.xml_path.name == "CardDefs.xml" and source.xml_path.parent.name == "hearthstone_data"
    assert source.xml_path.is_file()


def test_loading_needs_no_network(
    no_network: None, tiny_source: CardSource, tmp_path: Path, real_cache_dir: Path
) -> None:
    cold = load_card_db(tmp_path / "cache", source=tiny_source)
    assert load_card_db(tmp_path / "cache", source=tiny_source) == cold
    assert load_card_db(real_cache_dir).by_id("CS2_032").cost == 7


def test_loading_never_imports_the_downloading_code(tiny_source: CardSource, real_cache_dir: Path) -> None:
    """In a fresh interpreter: no ``requests``, no ``hearthstone.cardxml``, and sockets refuse."""
    script = textwrap.dedent(
        f"""
        import socket, sys
        from pathlib import Path
        sys.modules["requests"] = None
        sys.modules["hearthstone.cardxml"] = None
        def refuse(*args, **kwargs):
            raise AssertionError("network access attempted")
        socket.socket = socket.create_connection = socket.getaddrinfo = refuse
        from engine.games.hearthstone.cardcache import CardSource, load_card_db
        tiny = CardSource(Path({str(tiny_source.xml_path)!r}), "1.0")
        assert len(load_card_db(Path({str(tiny_source.xml_path.parent / "fresh")!r}), source=tiny)) == 4
        assert load_card_db(Path({str(real_cache_dir)!r})).by_id("CS2_106").durability == 2
        print("ok")
        """
    )
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "ok"


def test_each_card_is_built_once_and_shared(real_cache_dir: Path) -> None:
    db: CardDB = load_card_db(real_cache_dir)
    assert len(db) > 30_000
    assert db.by_id("CS2_032") is db.by_id("CS2_032")
