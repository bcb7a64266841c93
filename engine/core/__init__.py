"""The contract every game implements: Game, State, actions, events, outcome, errors, RNG, registry."""

from engine.core.actions import Action, sort_actions
from engine.core.decision import Decision
from engine.core.errors import (
    BadInputError,
    DamagedSaveError,
    IllegalActionError,
    InvalidActionError,
    TavernError,
)
from engine.core.events import Event
from engine.core.game import Game
from engine.core.outcome import Outcome
from engine.core.registry import REGISTRY, Registry
from engine.core.rng import Rng
from engine.core.state import TERMINAL, PlayerId, State

__all__ = [
    "Action",
    "BadInputError",
    "DamagedSaveError",
    "Decision",
    "Event",
    "Game",
    "IllegalActionError",
    "InvalidActionError",
    "Outcome",
    "PlayerId",
    "REGISTRY",
    "Registry",
    "Rng",
    "State",
    "TERMINAL",
    "TavernError",
    "sort_actions",
]
