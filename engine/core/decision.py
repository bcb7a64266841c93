"""What a bot is given when it must decide: an observation, the legal actions, and a sampler."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.core.actions import Action
from engine.core.rng import Rng
from engine.core.state import PlayerId, State


@dataclass(frozen=True)
class Decision:
    """A decision point seen from one player's seat.

    The true state stays private: a bot reads ``observation`` and ``legal_actions``, and a search
    bot asks ``sample(rng)`` for a determinized state consistent with what the player has seen.
    """

    player: PlayerId
    observation: dict[str, Any]
    legal_actions: tuple[Action, ...]
    _state: State

    @classmethod
    def of(cls, state: State) -> Decision:
        player = state.current_player()
        return cls(player, state.observation(player), tuple(state.legal_actions()), state)

    def sample(self, rng: Rng) -> State:
        """A state the player cannot tell apart from the real one, with unseen things re-dealt.

        The sample gets a generator drawn from ``rng``, so a search cannot foresee the real dice.
        """
        state = self._state.resample_from_infostate(self.player, rng)
        state.rng = Rng(rng.randbelow(1 << 63))
        return state

    @property
    def game_id(self) -> str:
        return self._state.game.id
