"""Bots by name: the generic kinds every game has, plus kinds a game registers for itself.

A game adds its own bots (``"heuristic"``, ``"greedy"``) in a module ``engine.games.<id>.bots``
that calls :func:`register_bot` when imported. The catalog imports that module the first time a
game's bots are asked for, so nothing is imported before it is needed.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable

from engine.ai.bot import Bot
from engine.ai.mcts import DIFFICULTY_ITERATIONS, NORMAL_ITERATIONS, MctsBot
from engine.ai.random_bot import RandomBot
from engine.core import BadInputError

BotFactory = Callable[[int], Bot]
"""Builds a bot from its seed."""


def _mcts_factory(iterations: int) -> BotFactory:
    def make(seed: int) -> Bot:
        return MctsBot(seed, iterations=iterations)

    return make


GENERIC_BOTS: dict[str, BotFactory] = {
    "random": RandomBot,
    "mcts": _mcts_factory(NORMAL_ITERATIONS),
    **{f"mcts-{level}": _mcts_factory(n) for level, n in DIFFICULTY_ITERATIONS.items()},
}
"""Kinds that work for every game, because they only use the contract."""

_GAME_BOTS: dict[str, dict[str, BotFactory]] = {}
_LOADED: set[str] = set()


def register_bot(kind: str, game_id: str, factory: BotFactory) -> None:
    """Make ``kind`` available for ``game_id``; a game's own module calls this when imported.

    :raises BadInputError: the kind shadows a generic kind or is already registered for the game.
    """
    if kind in GENERIC_BOTS:
        raise BadInputError("bot catalog", f"{kind!r} is a generic bot kind and cannot be registered")
    kinds = _GAME_BOTS.setdefault(game_id, {})
    if kind in kinds and kinds[kind] is not factory:
        raise BadInputError("bot catalog", f"bot kind {kind!r} is already registered for {game_id!r}")
    kinds[kind] = factory


def _load_game_bots(game_id: str) -> None:
    """Import ``engine.games.<game_id>.bots`` once, if the game ships one."""
    if game_id in _LOADED:
        return
    _LOADED.add(game_id)
    if not game_id.isidentifier():
        return
    name = f"engine.games.{game_id}.bots"
    try:
        spec = importlib.util.find_spec(name)
    except ModuleNotFoundError:
        return
    if spec is not None:
        importlib.import_module(name)


def bot_kinds(game_id: str) -> list[str]:
    """Every bot kind available for a game: the generic ones first, then the game's own, sorted."""
    _load_game_bots(game_id)
    return list(GENERIC_BOTS) + sorted(_GAME_BOTS.get(game_id, {}))


def make_bot(kind: str, game_id: str, seed: int) -> Bot:
    """A new bot of the given kind for a game.

    :raises BadInputError: no bot of that kind exists for the game; the message lists the known kinds.

    >>> make_bot("mcts-easy", "toy", seed=5).iterations
    50
    """
    _load_game_bots(game_id)
    factory = GENERIC_BOTS.get(kind) or _GAME_BOTS.get(game_id, {}).get(kind)
    if factory is None:
        known = ", ".join(bot_kinds(game_id))
        raise BadInputError("bot kind", f"unknown bot {kind!r} for {game_id} (known: {known})")
    return factory(seed)
