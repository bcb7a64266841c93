"""A game being played: the current state, its action log, autosave and undo.

The log of decisions in notation is the single source of truth: the save file is the log, undo
replays a shorter log from the initial state, and the replay viewer steps through it. Because
the state's ``Rng`` starts from the session's seed, replaying the same decisions reproduces the
same dice, so undoing a roll and rolling again gives the same faces (undo never re-rolls).
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from engine.core.actions import Action
from engine.core.errors import BadInputError, InvalidActionError
from engine.core.events import Event
from engine.core.game import Game
from engine.core.paths import saves_dir
from engine.core.registry import REGISTRY, Registry
from engine.core.saves import (
    SAVE_FORMAT,
    SaveRecord,
    now_iso,
    open_game,
    replay_record,
    seats_text,
    write_save,
)
from engine.core.state import PlayerId, State

_GAME_ID = re.compile(r"[A-Za-z0-9_-]+")


def autosave_name(game_id: str, started_at: str) -> str:
    """The file name of a game started at ``started_at`` (ISO 8601; naive means UTC).

    >>> autosave_name("toy", "2026-11-22T03:41:49Z")
    'toy-20261122-034149.json'

    :raises ValueError: the id is not a plain name or the time is not ISO 8601.
    """
    if not _GAME_ID.fullmatch(game_id):
        raise ValueError(f"game id {game_id!r} cannot name a file")
    moment = datetime.fromisoformat(started_at)
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return f"{game_id}-{moment.astimezone(UTC).strftime('%Y%m%d-%H%M%S')}.json"


def autosave_path(game_id: str, started_at: str) -> Path:
    """The default save file of a game started at ``started_at``, in ``saves_dir()``.

    :raises ValueError: as ``autosave_name``.
    """
    return saves_dir() / autosave_name(game_id, started_at)


class Session:
    """A game in progress and everything needed to save, undo and replay it.

    Build one with ``Session.new`` or ``Session.from_record``. Change the game only through
    ``apply`` and ``undo``; ``state`` is the live position, to read and render (clone it to explore).

    Attributes:
        game: the Game being played.
        seed: the seed the initial state's ``Rng`` was built from.
        setup: the JSON setup given to ``new_initial_state``.
        players: the players' names, by seat.
        save_path: where every change is autosaved; None to keep the game in memory only.
        save_error: the last autosave's failure, or None when it succeeded. An autosave that fails
            (disk full, folder removed) never undoes the action: the game goes on in memory and
            the client shows this error.
    """

    def __init__(
        self,
        game: Game,
        seed: int,
        setup: dict[str, Any],
        players: list[str],
        initial: State,
        save_path: Path | None = None,
    ) -> None:
        self.game = game
        self.seed = seed
        self.setup = setup
        self.players = list(players)
        self.save_path = save_path
        self.save_error: OSError | None = None
        self._initial = initial.clone()
        self._state = initial.clone()
        self._actions: list[str] = []
        self._deciders: list[PlayerId] = []

    @classmethod
    def new(
        cls,
        game: Game,
        seed: int,
        setup: Mapping[str, Any] | None,
        players: list[str],
        save_path: Path | None = None,
    ) -> Session:
        """A fresh game; with a ``save_path`` it is saved at once and after every change.

        ``setup`` None means ``game.default_setup()``. The setup goes through JSON first, so the
        game starts from exactly what a save will hold.

        :raises BadInputError: wrong number of players, a setup that is not JSON, or one the game
            refuses.
        """
        if not game.min_players <= len(players) <= game.max_players:
            raise BadInputError("players", f"{game.name} {seats_text(game)}, got {len(players)}")
        raw = game.default_setup() if setup is None else dict(setup)
        try:
            clean: dict[str, Any] = json.loads(json.dumps(raw, allow_nan=False))
        except (TypeError, ValueError) as exc:
            raise BadInputError("setup", f"must be JSON data: {exc}") from exc
        initial = game.new_initial_state(seed, copy.deepcopy(clean))
        session = cls(game, seed, clean, players, initial, save_path)
        session._autosave()
        return session

    @classmethod
    def from_record(
        cls, record: SaveRecord, registry: Registry = REGISTRY, save_path: Path | None = None
    ) -> Session:
        """Resume a saved game by replaying its log; later changes autosave to ``save_path``.

        :raises DamagedSaveError: the record does not replay to its saved hash (see ``load_state``).
        """
        source = str(save_path) if save_path is not None else "<save>"
        game = open_game(record, registry, source)
        initial, deciders, state = replay_record(game, record, source)
        session = cls(game, record.seed, copy.deepcopy(record.setup), record.players, initial, save_path)
        session._state = state
        session._actions = list(record.actions)
        session._deciders = deciders
        return session

    @property
    def state(self) -> State:
        """The current position (live: read it, do not change it)."""
        return self._state

    @property
    def actions(self) -> tuple[str, ...]:
        """Every decision applied so far, in notation."""
        return tuple(self._actions)

    @property
    def deciders(self) -> tuple[PlayerId, ...]:
        """Who made each decision in ``actions`` (the player to act before it)."""
        return tuple(self._deciders)

    def apply(self, action: Action | str) -> list[Event]:
        """Apply a decision (an action or its notation), log it, autosave, and return its events.

        The action must survive its own notation, or the save could not replay it.

        :raises IllegalActionError: not legal now; nothing changes.
        :raises InvalidActionError: the action's notation names a different action of the state.
        """
        text = action if isinstance(action, str) else str(action)
        parsed = self.game.parse_action(text, self._state)
        if not isinstance(action, str) and parsed != action:
            raise InvalidActionError(
                f"{text!r}: this notation names a different legal action, so a save could not replay it "
                f"({self._state.describe()})"
            )
        player = self._state.current_player()
        events = self._state.apply_action(parsed)
        self._actions.append(str(parsed))
        self._deciders.append(player)
        self._autosave()
        return events

    def can_undo(self) -> bool:
        return bool(self._actions)

    def undo(self, n: int = 1) -> None:
        """Take back the last ``n`` decisions by replaying the rest of the log from the start.

        Dice already rolled stay rolled: the replayed state's ``Rng`` is exactly where it was.

        :raises ValueError: ``n`` is negative or more than the decisions made.
        """
        if not 0 <= n <= len(self._actions):
            raise ValueError(f"cannot undo {n} decisions: {len(self._actions)} have been made")
        if n == 0:
            return
        kept = self._actions[: len(self._actions) - n]
        state = self._initial.clone()
        for text in kept:
            state.apply_action(self.game.parse_action(text, state))
        self._state = state
        self._actions = kept
        self._deciders = self._deciders[: len(kept)]
        self._autosave()

    def undo_to_player(self, player: PlayerId) -> None:
        """Undo back to just before ``player``'s most recent decision (and everything after it).

        Against the AI this takes back your last decision and the AI's replies in one go.

        :raises ValueError: ``player`` has made no decision yet.
        """
        for index in range(len(self._deciders) - 1, -1, -1):
            if self._deciders[index] == player:
                self.undo(len(self._actions) - index)
                return
        raise ValueError(f"player {player} has made no decision to undo")

    def record(self) -> SaveRecord:
        """The save record of the game as it stands now."""
        return SaveRecord(
            format=SAVE_FORMAT,
            game=self.game.id,
            options=self.game.options_dict(),
            content_version=self.game.content_version,
            setup=copy.deepcopy(self.setup),
            seed=self.seed,
            players=list(self.players),
            actions=list(self._actions),
            state_hash=self._state.state_hash(),
            saved_at=now_iso(),
        )

    def save(self, path: Path | None = None) -> Path:
        """Write the game to ``path`` (default ``save_path``) and return where it went.

        :raises ValueError: no path given and the session has no ``save_path``.
        :raises OSError: the file could not be written; any previous save there is intact.
        """
        target = path if path is not None else self.save_path
        if target is None:
            raise ValueError("this session has no save path: give one")
        write_save(target, self.record())
        return target

    def _autosave(self) -> None:
        if self.save_path is None:
            return
        try:
            write_save(self.save_path, self.record())
        except OSError as exc:
            self.save_error = exc
        else:
            self.save_error = None
