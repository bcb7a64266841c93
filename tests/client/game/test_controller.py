"""The game controller: AI on a worker over a clone, human decisions, undo against the AI, hand-off."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from client.game import GameController, Seat
from engine.ai.catalog import register_bot
from engine.core import Action, Decision, IllegalActionError
from engine.core.saves import read_save
from engine.core.session import Session
from tests.toygame import ToyAction, ToyGame

SEED = 7
TIMEOUT = 10.0


class GatedBot:
    """Waits for the test to open its gate, scribbles on the state it was given, plays the first action.

    Scribbling proves the controller handed it a clone: the live state must not change.
    """

    gate = threading.Event()
    finished = threading.Event()
    seen: list[Decision] = []

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def step(self, decision: Decision) -> Action:
        GatedBot.seen.append(decision)
        assert GatedBot.gate.wait(TIMEOUT)
        first = decision.legal_actions[0]
        decision._state.apply_action(first)  # the clone only
        GatedBot.finished.set()
        return first

    def restart(self) -> None:
        """Nothing to forget."""


class BrokenBot:
    def __init__(self, seed: int) -> None:
        self.seed = seed

    def step(self, decision: Decision) -> Action:
        raise ZeroDivisionError("bot bug")

    def restart(self) -> None:
        """Nothing to forget."""


register_bot("test-gated", "toy", GatedBot)
register_bot("test-broken", "toy", BrokenBot)


@pytest.fixture(autouse=True)
def closed_gate() -> None:
    GatedBot.gate.clear()
    GatedBot.finished.clear()
    GatedBot.seen.clear()


def new_controller(seats: list[Seat], **kwargs: Any) -> GameController:
    session = Session.new(ToyGame(), SEED, None, [seat.name for seat in seats], **kwargs)
    return GameController(session, seats, seed=SEED)


def run_until(controller: GameController, done: Callable[[], bool]) -> None:
    """Call ``update`` like frames do until ``done()``, failing after ``TIMEOUT`` seconds."""
    deadline = time.monotonic() + TIMEOUT
    while not done():
        assert time.monotonic() < deadline, "the controller did not get there in time"
        controller.update()
        time.sleep(0.001)


HUMAN = Seat("Ann")
AI = Seat("Computer", "ai", "random")


def test_ai_against_ai_plays_to_the_end_through_update() -> None:
    controller = new_controller([Seat("Red", "ai", "random"), Seat("Blue", "ai", "mcts-easy")])
    run_until(controller, controller.is_over)
    events = controller.pending_events()
    outcome = controller.outcome()
    assert outcome is not None and outcome.reason == "score"
    assert len(events) == len(controller.session.actions) > 0
    assert set(controller.session.deciders) == {0, 1}
    assert controller.to_act() is None and not controller.ai_thinking()
    assert controller.viewer == 0


def test_the_worker_thinks_on_a_clone_and_the_main_thread_applies_its_move() -> None:
    controller = new_controller([Seat("Bot", "ai", "test-gated"), HUMAN])
    before = controller.session.state.to_dict()
    controller.update()
    assert controller.ai_thinking()
    controller.update()  # returns at once while the bot thinks: the window keeps drawing
    assert controller.session.actions == ()
    GatedBot.gate.set()
    run_until(controller, controller.human_to_act)
    assert len(GatedBot.seen) == 1
    assert GatedBot.seen[0]._state is not controller.session.state
    assert controller.session.actions == (str(ToyAction("draw")),)
    replayed = ToyGame().state_from_dict(before)
    replayed.apply_action(ToyAction("draw"))
    assert controller.session.state == replayed  # the bot's scribble on its clone did not leak
    assert [event.kind for event in controller.pending_events()] == ["draw"]
    assert controller.pending_events() == []


def test_hold_ai_keeps_the_ai_waiting_until_the_scene_lets_go() -> None:
    controller = new_controller([Seat("Bot", "ai", "random"), HUMAN])
    controller.hold_ai = True
    for _ in range(5):
        controller.update()
    assert not controller.ai_thinking() and controller.session.actions == ()
    controller.hold_ai = False
    run_until(controller, controller.human_to_act)
    assert len(controller.session.actions) == 1


def test_a_finished_ai_move_waits_for_the_hold_to_end() -> None:
    controller = new_controller([Seat("Bot", "ai", "test-gated"), HUMAN])
    controller.update()
    controller.hold_ai = True
    GatedBot.gate.set()
    assert GatedBot.finished.wait(TIMEOUT)
    controller.update()
    assert controller.session.actions == () and controller.ai_thinking()
    controller.hold_ai = False
    controller.update()
    assert len(controller.session.actions) == 1


def test_human_submits_notation_or_actions_and_gets_the_events() -> None:
    controller = new_controller([HUMAN, AI])
    assert controller.human_to_act() and controller.viewer == 0
    assert ToyAction("roll") in controller.legal_actions()
    events = controller.submit("roll")
    assert [event.kind for event in events] == ["dice_rolled"]
    assert controller.pending_events() == events
    assert controller.to_act() == 1 and controller.legal_actions() == []
    assert controller.viewer == 0 and controller.observation()["player"] == 0


def test_an_illegal_submit_raises_and_changes_nothing() -> None:
    controller = new_controller([HUMAN, AI])
    before = controller.session.state.to_dict()
    with pytest.raises(IllegalActionError):
        controller.submit("play c99-4")
    with pytest.raises(IllegalActionError):
        controller.submit(ToyAction("discard"))
    assert controller.session.state.to_dict() == before and controller.pending_events() == []


def test_submit_while_the_ai_is_to_act_raises() -> None:
    controller = new_controller([AI, HUMAN])
    with pytest.raises(IllegalActionError, match="Computer's decision"):
        controller.submit("roll")


def test_undo_against_the_ai_takes_back_the_humans_move_and_the_ai_replies() -> None:
    controller = new_controller([HUMAN, AI])
    assert not controller.can_undo()
    controller.submit("roll")
    run_until(controller, controller.human_to_act)
    controller.submit("draw")
    run_until(controller, controller.human_to_act)
    assert len(controller.session.actions) == 4 and controller.can_undo()
    controller.undo()
    assert controller.session.actions[:1] == ("roll",) and len(controller.session.actions) == 2
    assert controller.human_to_act() and controller.pending_events() == []
    controller.undo()
    assert controller.session.actions == () and not controller.can_undo()


def test_undo_while_the_ai_thinks_drops_its_answer() -> None:
    controller = new_controller([HUMAN, Seat("Bot", "ai", "test-gated")])
    controller.submit("roll")
    controller.update()
    assert controller.ai_thinking()
    controller.undo()
    assert not controller.ai_thinking() and controller.session.actions == ()
    GatedBot.gate.set()
    assert GatedBot.finished.wait(TIMEOUT)  # the abandoned worker finishes on its own
    controller.update()
    assert controller.session.actions == () and controller.human_to_act()


def test_undo_is_only_offered_against_the_ai() -> None:
    hot_seat = new_controller([HUMAN, Seat("Bob")])
    hot_seat.submit("roll")
    assert not hot_seat.can_undo()
    with pytest.raises(ValueError, match="against the computer"):
        hot_seat.undo()


def test_hot_seat_asks_for_a_handoff_and_switches_the_view_only_then() -> None:
    controller = new_controller([HUMAN, Seat("Bob")])
    assert controller.is_hot_seat() and not controller.needs_handoff()
    assert controller.viewer == 0
    controller.submit("draw")
    assert controller.to_act() == 1 and controller.needs_handoff()
    assert controller.viewer == 0 and controller.observation()["player"] == 0
    assert controller.legal_actions()  # Bob may act once he has the screen
    controller.acknowledge_handoff()
    assert not controller.needs_handoff() and controller.viewer == 1
    assert controller.observation()["player"] == 1


def test_against_the_ai_there_is_never_a_handoff() -> None:
    controller = new_controller([AI, HUMAN])
    assert controller.viewer == 1 and not controller.needs_handoff()
    run_until(controller, controller.human_to_act)
    assert not controller.needs_handoff() and controller.viewer == 1


def test_a_failing_bot_surfaces_on_the_main_thread() -> None:
    controller = new_controller([Seat("Bot", "ai", "test-broken"), HUMAN])
    controller.update()
    with pytest.raises(RuntimeError, match="bot bug"):
        run_until(controller, lambda: False)


def test_autosave_failure_is_reported_as_a_sentence(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    controller = new_controller([HUMAN, AI], save_path=blocker / "game.json")
    assert controller.save_error is not None and "could not be autosaved" in controller.save_error
    ok = new_controller([HUMAN, AI], save_path=tmp_path / "game.json")
    ok.submit("roll")
    assert ok.save_error is None and read_save(tmp_path / "game.json").actions == ["roll"]


def test_seats_must_match_the_players_and_ai_seats_name_a_bot() -> None:
    with pytest.raises(ValueError, match="needs a bot kind"):
        Seat("Bot", "ai")
    session = Session.new(ToyGame(), SEED, None, ["Ann", "Bob"])
    with pytest.raises(ValueError, match="1 seats for a game of 2 players"):
        GameController(session, [HUMAN])
