"""The bot catalog: generic kinds for every game, registered kinds per game, lazy discovery."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

import engine.games
from engine.ai import Bot, MctsBot, RandomBot, bot_kinds, catalog, make_bot, register_bot
from engine.ai.mcts import DIFFICULTY_ITERATIONS, NORMAL_ITERATIONS
from engine.core import BadInputError


@pytest.fixture(autouse=True)
def fresh_catalog(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test registers into its own empty tables."""
    monkeypatch.setattr(catalog, "_GAME_BOTS", {})
    monkeypatch.setattr(catalog, "_LOADED", set())


def _first_bot(seed: int) -> Bot:
    return RandomBot(seed)


def test_generic_kinds_exist_for_every_game() -> None:
    assert bot_kinds("toy") == ["random", "mcts", "mcts-easy", "mcts-normal", "mcts-hard"]


def test_make_bot_builds_each_generic_kind() -> None:
    assert isinstance(make_bot("random", "toy", 1), RandomBot)
    mcts = make_bot("mcts", "toy", 1)
    assert isinstance(mcts, MctsBot) and mcts.iterations == NORMAL_ITERATIONS
    for level, iterations in DIFFICULTY_ITERATIONS.items():
        bot = make_bot(f"mcts-{level}", "toy", 2)
        assert isinstance(bot, MctsBot) and bot.iterations == iterations and bot.seed == 2


def test_unknown_kind_lists_the_known_ones() -> None:
    with pytest.raises(BadInputError, match=r"unknown bot 'genius' for toy \(known: random, mcts, "):
        make_bot("genius", "toy", 0)


def test_registered_kind_is_listed_and_built_for_its_game_only() -> None:
    register_bot("first", "toy", _first_bot)
    assert bot_kinds("toy")[-1] == "first"
    assert isinstance(make_bot("first", "toy", 3), RandomBot)
    with pytest.raises(BadInputError, match="unknown bot 'first'"):
        make_bot("first", "othergame", 3)


def test_registering_twice_with_the_same_factory_is_harmless() -> None:
    register_bot("first", "toy", _first_bot)
    register_bot("first", "toy", _first_bot)
    assert bot_kinds("toy").count("first") == 1


def test_a_kind_cannot_be_registered_twice_for_a_game() -> None:
    register_bot("first", "toy", _first_bot)
    with pytest.raises(BadInputError, match="already registered"):
        register_bot("first", "toy", RandomBot)


def test_a_generic_kind_cannot_be_shadowed() -> None:
    with pytest.raises(BadInputError, match="generic"):
        register_bot("mcts", "toy", _first_bot)


@pytest.fixture
def game_package(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A throwaway ``engine.games.zzcatalogtest`` package, importable only during the test."""
    package = tmp_path / "zzcatalogtest"
    package.mkdir()
    (package / "__init__.py").write_text("")
    monkeypatch.setattr(engine.games, "__path__", [*engine.games.__path__, str(tmp_path)])
    yield package
    for name in [m for m in sys.modules if m.startswith("engine.games.zzcatalogtest")]:
        del sys.modules[name]


def test_a_games_bots_module_is_imported_on_demand(game_package: Path) -> None:
    (game_package / "bots.py").write_text(
        "from engine.ai import RandomBot, register_bot\nregister_bot('greedy', 'zzcatalogtest', RandomBot)\n"
    )
    assert "engine.games.zzcatalogtest.bots" not in sys.modules
    assert "greedy" in bot_kinds("zzcatalogtest")
    assert isinstance(make_bot("greedy", "zzcatalogtest", 0), RandomBot)


def test_a_game_without_a_bots_module_has_the_generic_kinds(game_package: Path) -> None:
    assert bot_kinds("zzcatalogtest") == list(catalog.GENERIC_BOTS)
