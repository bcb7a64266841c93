"""A game whose option lists already come out in notation order tells the core not to sort them."""

from __future__ import annotations

from engine.core import Action, Event
from tests.toygame import ToyAction, ToyGame, ToyState


class PresortedState(ToyState):
    """Draw Ten claiming its legal actions are sorted, while listing them in its own order."""

    LEGAL_ACTIONS_SORTED = True

    def _apply_action(self, action: Action) -> list[Event]:
        events = super()._apply_action(action)
        self.remember_legal_actions([ToyAction("roll"), ToyAction("draw")])
        return events


def _state(cls: type[ToyState]) -> ToyState:
    state = ToyGame().new_initial_state(seed=7)
    state.__class__ = cls
    return state


def test_an_unsorting_game_still_gets_notation_order() -> None:
    state = _state(ToyState)
    assert [str(a) for a in state.legal_actions()] == sorted(str(a) for a in state.legal_actions())
    assert str(state.legal_actions()[0]) == "draw", "the toy game lists roll first; the core sorts"


def test_a_presorted_game_keeps_its_own_order() -> None:
    state = _state(PresortedState)
    assert str(state.legal_actions()[0]) == "roll", "trusted as given: no sort"
    state.apply_unchecked(ToyAction("draw"))
    assert state.legal_actions() == [ToyAction("roll"), ToyAction("draw")], "handed-over list kept as given"
