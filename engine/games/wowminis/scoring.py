"""Victory points and the end of the game (102)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Event, Outcome

if TYPE_CHECKING:
    from engine.games.wowminis.state import WowState


def score(state: WowState, player: int, points: int, why: str, events: list[Event]) -> None:
    state.vp[player] += points
    events.append(
        Event(
            "vp_scored",
            f"{state.names[player]} scores {points} VP for {why} ({state.vp[player]}).",
            {"player": player, "points": points, "total": state.vp[player], "why": why},
        )
    )


def check_win(state: WowState, events: list[Event]) -> None:
    """102: VPs >= honor total wins; simultaneous winners: the largest margin; a tie plays on."""
    if state.result is not None:
        return
    margins = [state.vp[p] - state.honor_total(p) for p in range(2)]
    reached = [p for p in range(2) if margins[p] >= 0]
    if not reached:
        return
    best = max(margins[p] for p in reached)
    top = [p for p in reached if margins[p] == best]
    if len(top) == 1:
        finish(
            state,
            Outcome("victory points reached honor", (top[0],), (float(state.vp[0]), float(state.vp[1]))),
            events,
        )


def finish(state: WowState, outcome: Outcome, events: list[Event]) -> None:
    state.result = outcome
    state.stack.clear()
    who = " and ".join(state.names[p] for p in outcome.winners) or "nobody"
    events.append(
        Event(
            "game_over",
            f"Game over: {who} wins ({outcome.reason}).",
            {"winners": list(outcome.winners), "reason": outcome.reason, "vp": list(state.vp)},
        )
    )
