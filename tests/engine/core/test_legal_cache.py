"""The base State works the legal actions out once per position and forgets them on apply."""

from __future__ import annotations

from engine.core import Action, Event
from tests.toygame import ToyAction, ToyGame, ToyState


class CountingState(ToyState):
    """Draw Ten counting its legal-action computations; optionally hands over the next ones."""

    computed = 0
    hand_over = False

    def _legal_actions(self) -> list[Action]:
        self.computed += 1
        return super()._legal_actions()

    def _apply_action(self, action: Action) -> list[Event]:
        events = super()._apply_action(action)
        if self.hand_over:
            self.remember_legal_actions([ToyAction("roll")])
        return events


def _state() -> CountingState:
    state = ToyGame().new_initial_state(seed=7)
    state.__class__ = CountingState
    return state  # type: ignore[return-value]


def test_one_computation_per_position_shared_by_every_caller() -> None:
    state = _state()
    first = state.legal_actions()
    first.clear()  # callers get their own list
    state.legal_actions()
    state.apply_action(state.legal_actions()[0])  # the checked apply reuses them too
    assert state.computed == 1
    state.legal_actions()
    assert state.computed == 2, "applying an action drops them"


def test_forget_after_editing_by_hand() -> None:
    state = _state()
    assert ToyAction("draw") in state.legal_actions()
    state.deck.clear()
    assert ToyAction("draw") in state.legal_actions(), "kept until told"
    state.forget_legal_actions()
    assert ToyAction("draw") not in state.legal_actions()


def test_handed_over_actions_are_kept_only_while_applying() -> None:
    state = _state()
    state.remember_legal_actions([ToyAction("roll")])  # outside apply: ignored
    assert len(state.legal_actions()) > 1
    state.hand_over = True
    state.apply_unchecked(ToyAction("draw"))
    assert state.legal_actions() == [ToyAction("roll")]
    assert state.computed == 1


def test_a_clone_starts_without_kept_actions() -> None:
    state = _state()
    state.legal_actions()
    copy = state.clone()
    copy.deck.clear()
    assert ToyAction("draw") not in copy.legal_actions()
