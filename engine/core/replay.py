"""Step-by-step viewing of a saved game, forwards and backwards.

The viewer walks the same action log a save holds. Building a ``Replay`` replays the whole log
once (checking the saved hash) and keeps a clone of the state every ``CHECKPOINT_EVERY``
actions, so ``seek`` and ``back`` replay at most that many actions instead of starting over.
"""

from __future__ import annotations

from engine.core.events import Event
from engine.core.registry import REGISTRY, Registry
from engine.core.saves import SaveRecord, check_hash, open_game, replay_action, start_state
from engine.core.state import PlayerId, State

CHECKPOINT_EVERY = 16


class Replay:
    """A cursor over a record's actions: ``index`` actions have been applied to ``state``.

    ``events`` holds what the last step produced (so the viewer can animate it), also after a
    ``seek`` or ``back``; it is empty at index 0.

    :raises DamagedSaveError: (from the constructor) the record does not replay to its hash.
    """

    def __init__(self, record: SaveRecord, registry: Registry = REGISTRY, source: str = "<save>") -> None:
        self.record = record
        self.source = source
        self.game = open_game(record, registry, source)
        initial = start_state(self.game, record, source)
        self._checkpoints: list[State] = [initial.clone()]
        self._deciders: list[PlayerId] = []
        state = initial.clone()
        for step, text in enumerate(record.actions):
            self._deciders.append(state.current_player())
            replay_action(self.game, state, step, text, source)
            if (step + 1) % CHECKPOINT_EVERY == 0:
                self._checkpoints.append(state.clone())
        check_hash(self.game, record, state, source)
        self._state = initial.clone()
        self._index = 0
        self._events: list[Event] = []

    def __len__(self) -> int:
        return len(self.record.actions)

    @property
    def index(self) -> int:
        """How many actions have been applied (0 to ``len(self)``)."""
        return self._index

    @property
    def state(self) -> State:
        """The position after ``index`` actions (live: read it, clone it to explore)."""
        return self._state

    @property
    def events(self) -> list[Event]:
        """The events of action ``index - 1``; empty at the start."""
        return list(self._events)

    def action_text(self, i: int) -> str:
        """The notation of action ``i`` (0-based).

        :raises IndexError: no such action.
        """
        if not 0 <= i < len(self):
            raise IndexError(f"action {i} is outside 0..{len(self) - 1}")
        return self.record.actions[i]

    def decider(self, i: int) -> PlayerId:
        """The player who made action ``i``.

        :raises IndexError: no such action.
        """
        if not 0 <= i < len(self):
            raise IndexError(f"action {i} is outside 0..{len(self) - 1}")
        return self._deciders[i]

    def step(self) -> bool:
        """Apply the next action; False (and no change) at the end."""
        if self._index >= len(self):
            return False
        self._events = self._apply(self._state, self._index)
        self._index += 1
        return True

    def back(self) -> bool:
        """Go back one action; False (and no change) at the start."""
        if self._index == 0:
            return False
        self.seek(self._index - 1)
        return True

    def seek(self, i: int) -> None:
        """Show the position after ``i`` actions, with the events of action ``i - 1``.

        :raises IndexError: ``i`` is outside 0..len.
        """
        if not 0 <= i <= len(self):
            raise IndexError(f"position {i} is outside 0..{len(self)}")
        if i == 0:
            self._state = self._checkpoints[0].clone()
            self._events = []
            self._index = 0
            return
        # Start from the checkpoint before action i - 1 so that action's events are produced.
        base = (i - 1) // CHECKPOINT_EVERY
        state = self._checkpoints[base].clone()
        events: list[Event] = []
        for step in range(base * CHECKPOINT_EVERY, i):
            events = self._apply(state, step)
        self._state = state
        self._events = events
        self._index = i

    def _apply(self, state: State, step: int) -> list[Event]:
        return replay_action(self.game, state, step, self.record.actions[step], self.source)
