"""Starting, resuming and rematching a card game at the table: seats, bot levels, the autosave file.

A seat's name says who plays it, as in every game's saves: ``Computer (<level>)`` is the computer
at that level (easy, normal, hard), anything else is a person at this screen. A card game's bots
are tried best first for a level: the game's own kinds when its engine registers them
(``greedy``, or ``heuristic`` for easy), else the generic search at that level.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from client.game.controller import GameController, Seat
from client.scene import Scene
from client.table.adapter import TableAdapter
from engine.ai.catalog import bot_kinds
from engine.core import BadInputError, Game
from engine.core.saves import now_iso, read_save
from engine.core.session import Session, autosave_path

if TYPE_CHECKING:
    from client.app import App

AI_LEVELS: dict[str, tuple[str, ...]] = {
    "easy": ("greedy-easy", "heuristic", "mcts-easy"),
    "normal": ("greedy", "mcts-normal"),
    "hard": ("mcts-hard",),
}
"""Opponent level -> bot kinds to try, best first."""
AI_NAME = re.compile(r"Computer \((easy|normal|hard)\)")
MAX_SEED = 2**31 - 1


def bot_for_level(game_id: str, level: str) -> str:
    """The bot kind that plays ``level`` in ``game_id``.

    :raises KeyError: unknown level.
    """
    known = set(bot_kinds(game_id))
    return next((kind for kind in AI_LEVELS[level] if kind in known), AI_LEVELS[level][-1])


def seed_from_time() -> int:
    """A seed for a game the player did not seed: the clock's milliseconds."""
    return int(time.time() * 1000) % MAX_SEED


def make_seats(game_id: str, opponent: str) -> list[Seat]:
    """Seat 0 for the person; seat 1 the computer at ``opponent`` level, or ``friend`` for hot-seat."""
    if opponent == "friend":
        return [Seat("Player 1"), Seat("Player 2")]
    return [Seat("You"), Seat(f"Computer ({opponent})", "ai", bot_for_level(game_id, opponent))]


def seats_from_players(game_id: str, players: Sequence[str]) -> list[Seat]:
    """The seats of a saved game, read back from the players' names."""
    seats = []
    for name in players:
        match = AI_NAME.fullmatch(name)
        seats.append(Seat(name, "ai", bot_for_level(game_id, match.group(1))) if match else Seat(name))
    return seats


def start_session(game: Game, setup: Mapping[str, Any], seats: Sequence[Seat], seed: int) -> Session:
    """A new autosaved session (a second game started in the same second gets its own file).

    :raises BadInputError: the game refuses the setup.
    """
    first = path = autosave_path(game.id, now_iso())
    number = 2
    while path.exists():
        path = first.with_name(f"{first.stem}-{number}{first.suffix}")
        number += 1
    return Session.new(game, seed, setup, [seat.name for seat in seats], path)


def open_table(app: App, controller: GameController, adapter: TableAdapter) -> Scene:
    from client.table.scene import CardTableScene

    return CardTableScene(app, controller, adapter)


def rematch(
    app: App, controller: GameController, adapter: TableAdapter, setup: Mapping[str, Any] | None = None
) -> Scene:
    """A new game with the same seats as ``controller``'s and a new seed: the same setup, or ``setup``
    (a match's next game)."""
    session = controller.session
    fresh = start_session(session.game, setup or session.setup, controller.seats, seed_from_time())
    return open_table(app, GameController(fresh, controller.seats, seed=fresh.seed), adapter)


def saved_game_opener(adapter: Callable[[Game], TableAdapter]) -> Callable[[App, Path], Scene]:
    """A ``LOADED_GAME_SCENES`` factory: the table resuming a save, or the Load screen saying why not."""

    def open_saved(app: App, path: Path) -> Scene:
        try:
            record = read_save(path)
            session = Session.from_record(record, app.registry, save_path=path)
            seats = seats_from_players(session.game.id, session.players)
            controller = GameController(session, seats, seed=session.seed)
        except (BadInputError, OSError) as exc:
            from client.scenes.load_game import LoadGameScene

            scene = LoadGameScene(app)
            scene.status = f"Cannot resume {path.name}: {exc}"
            return scene
        return open_table(app, controller, adapter(session.game))

    return open_saved
