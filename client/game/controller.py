"""The game controller: who sits where, whose view is shown, and the AI thinking off the drawing thread.

A table scene (any game's) talks to one ``GameController`` and never to the bots or the
session's internals. Each frame the scene calls ``update()``; when an AI seat is to act, the
controller starts a daemon thread that asks the bot for its decision on a *clone* of the state,
so the window keeps drawing while the bot searches and the live state is never touched by the
worker. The finished decision is applied on the main thread through ``Session.apply`` (so it is
logged and autosaved like a human's), and its events wait in a queue that the scene drains with
``pending_events()`` to animate them in order.

While the scene animates it sets ``hold_ai``: no new worker starts and a finished decision is not
applied until the scene lets go, so the AI's move never lands in the middle of an animation.

Hot-seat (two human seats): the screen shows one seat's view at a time. When the seat to act is
another human than the one who last saw the screen, ``needs_handoff()`` is True; the scene covers
the screen and calls ``acknowledge_handoff()`` once the next player has it.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Any, Literal

from engine.ai.bot import Bot
from engine.ai.catalog import make_bot
from engine.core import Action, Decision, Event, IllegalActionError, Outcome, PlayerId
from engine.core.session import Session

SeatKind = Literal["human", "ai"]


@dataclass(frozen=True)
class Seat:
    """One seat at the table: a person at this screen, or a bot of the kind ``make_bot`` knows."""

    name: str
    kind: SeatKind = "human"
    bot: str | None = None

    def __post_init__(self) -> None:
        if self.kind not in ("human", "ai"):
            raise ValueError(f"seat {self.name!r}: kind must be 'human' or 'ai', not {self.kind!r}")
        if self.kind == "ai" and not self.bot:
            raise ValueError(f"seat {self.name!r}: an AI seat needs a bot kind")

    @property
    def is_ai(self) -> bool:
        return self.kind == "ai"


class _Job:
    """One bot decision computed on a worker thread; its own result slots, so a cancelled job is harmless."""

    def __init__(self, bot: Bot, decision: Decision) -> None:
        self.action: Action | None = None
        self.error: BaseException | None = None
        self.done = threading.Event()
        self._bot = bot
        self._decision = decision
        self.thread = threading.Thread(target=self._run, name="tavern-ai", daemon=True)

    def _run(self) -> None:
        try:
            self.action = self._bot.step(self._decision)
        except BaseException as exc:  # noqa: BLE001 - handed to the main thread, which re-raises it
            self.error = exc
        finally:
            self.done.set()


class GameController:
    """Drives one game for a table scene: human decisions in, AI decisions on a worker, events out.

    Attributes:
        session: the game being played (log, autosave, undo).
        seats: who plays each seat, by player id.
        hold_ai: set by the scene while it animates; the AI neither starts nor lands a move meanwhile.
    """

    def __init__(self, session: Session, seats: list[Seat], *, seed: int = 0) -> None:
        if len(seats) != len(session.players):
            raise ValueError(f"{len(seats)} seats for a game of {len(session.players)} players")
        self.session = session
        self.seats = list(seats)
        self.hold_ai = False
        self._bots: dict[PlayerId, Bot] = {
            index: make_bot(seat.bot or "", session.game.id, seed + index)
            for index, seat in enumerate(self.seats)
            if seat.is_ai
        }
        self._job: _Job | None = None
        self._events: list[Event] = []
        humans = self.human_seats()
        actor = self.to_act()
        if actor is not None and actor in humans:
            self._viewer = actor
        else:
            self._viewer = humans[0] if humans else 0

    # Seats and views -----------------------------------------------------------------------

    def human_seats(self) -> list[PlayerId]:
        return [index for index, seat in enumerate(self.seats) if not seat.is_ai]

    def is_hot_seat(self) -> bool:
        """Two or more people share this screen, so each must only see their own view."""
        return len(self.human_seats()) >= 2

    @property
    def viewer(self) -> PlayerId:
        """The seat whose view the screen shows.

        The human to act now; else the last human who acted (or, hot-seat, who took the screen at
        the last hand-off); else seat 0 when only bots play. In hot-seat the view changes only
        through ``acknowledge_handoff``, so the next player's cards stay hidden until they have
        the screen.
        """
        actor = self.to_act()
        if not self.is_hot_seat() and actor is not None and not self.seats[actor].is_ai:
            return actor
        return self._viewer

    def observation(self) -> dict[str, Any]:
        return self.session.state.observation(self.viewer)

    def needs_handoff(self) -> bool:
        """Hot-seat only: a human other than the one who last saw the screen must decide now."""
        actor = self.to_act()
        return (
            self.is_hot_seat() and actor is not None and not self.seats[actor].is_ai and actor != self._viewer
        )

    def acknowledge_handoff(self) -> None:
        """The player to act has the screen now: show their view."""
        actor = self.to_act()
        if actor is not None and not self.seats[actor].is_ai:
            self._viewer = actor

    # Turn order ----------------------------------------------------------------------------

    def to_act(self) -> PlayerId | None:
        """The seat that must decide now; None once the game is over."""
        state = self.session.state
        return None if state.is_terminal() else state.current_player()

    def human_to_act(self) -> bool:
        actor = self.to_act()
        return actor is not None and not self.seats[actor].is_ai

    def legal_actions(self) -> list[Action]:
        """The decisions open to the human to act (none while a bot is to act or the game is over)."""
        return self.session.state.legal_actions() if self.human_to_act() else []

    def is_over(self) -> bool:
        return self.session.state.is_terminal()

    def outcome(self) -> Outcome | None:
        return self.session.state.outcome()

    @property
    def save_error(self) -> str | None:
        """Why the last autosave failed, as a sentence for the screen; None when it succeeded."""
        error = self.session.save_error
        if error is None:
            return None
        return f"The game could not be autosaved ({error.strerror or error}); it goes on in memory."

    # Decisions -----------------------------------------------------------------------------

    def submit(self, action: Action | str) -> list[Event]:
        """Apply the human's decision (logged and autosaved), queue its events and return them.

        :raises IllegalActionError: a bot is to act, the game is over, or the action is not legal.
        """
        actor = self.to_act()
        if actor is None:
            raise IllegalActionError(f"{action}: the game is over")
        if self.seats[actor].is_ai:
            raise IllegalActionError(f"{action}: it is {self.seats[actor].name}'s decision, not yours")
        events = self.session.apply(action)
        if not self.is_hot_seat():
            self._viewer = actor
        self._events.extend(events)
        return events

    def update(self) -> None:
        """Once a frame: land a finished AI decision, or start the AI thinking when it is to act.

        :raises RuntimeError: the bot failed (its exception is chained), so a broken bot is seen.
        """
        job = self._job
        if job is not None:
            if not job.done.is_set() or self.hold_ai:
                return
            self._job = None
            if job.error is not None:
                raise RuntimeError(f"the computer player failed to decide: {job.error}") from job.error
            assert job.action is not None
            self._events.extend(self.session.apply(job.action))
        if self.hold_ai:
            return
        actor = self.to_act()
        if actor is not None and self.seats[actor].is_ai:
            job = _Job(self._bots[actor], Decision.of(self.session.state.clone()))
            self._job = job
            job.thread.start()

    def ai_thinking(self) -> bool:
        """A bot is working out its decision (or has one waiting for the scene to let go of ``hold_ai``)."""
        return self._job is not None

    def pending_events(self) -> list[Event]:
        """The events not yet shown, oldest first; the queue is emptied."""
        events, self._events = self._events, []
        return events

    # Undo ----------------------------------------------------------------------------------

    def _undo_seat(self) -> PlayerId | None:
        """The human whose decisions undo takes back: only against the AI, with one person at the screen."""
        humans = self.human_seats()
        if len(humans) != 1 or not self._bots:
            return None
        return humans[0]

    def can_undo(self) -> bool:
        """Against the AI: the human has made a decision that can be taken back."""
        seat = self._undo_seat()
        return seat is not None and seat in self.session.deciders

    def undo(self) -> None:
        """Take back the human's last decision and every AI decision after it.

        A bot still thinking is abandoned (its thread finishes on its own and its answer is
        dropped), and events not yet shown are forgotten: the scene redraws from the observation.

        :raises ValueError: nothing to undo (see ``can_undo``).
        """
        seat = self._undo_seat()
        if seat is None:
            raise ValueError("undo is only available against the computer")
        self._job = None
        self._events.clear()
        self.session.undo_to_player(seat)
        self._viewer = seat
