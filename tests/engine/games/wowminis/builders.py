"""Small builders for WoW Miniatures rule tests: a test board, literal positions, scripted actions."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.games.wowminis.game import WowMinisGame
from engine.games.wowminis.state import WowState
from engine.hex import Hex, disc

GAME = WowMinisGame()


def board(
    cover: tuple[str, ...] = (),
    high: tuple[str, ...] = (),
    impassable: tuple[str, ...] = (),
    vps: tuple[str, ...] = (),
    radius: int = 5,
) -> dict[str, Any]:
    """A hexagonal test board of ``radius`` around 0,0; spawn points at -4,0 (side 0) and 4,0 (side 1)."""
    return {
        "kind": "wowminis-board",
        "format": 1,
        "id": "test",
        "name": "Test",
        "orientation": "pointy",
        "spaces": {"list": [str(h) for h in disc(Hex(0, 0), radius)]},
        "terrain": {"cover": list(cover), "high_ground": list(high), "impassable": list(impassable)},
        "spawns": [
            {"hex": "-4,0", "side": 0, "kind": "exclusive"},
            {"hex": "4,0", "side": 1, "kind": "exclusive"},
        ],
        "vp_locations": list(vps),
        "scenario": {"sides": 2},
    }


def ch(uid: str, owner: int, pos: str | None, **kw: Any) -> dict[str, Any]:
    """A character entry; ``id`` defaults to the uid."""
    return {"uid": uid, "id": kw.pop("id", uid), "owner": owner, "pos": pos, **kw}


def position(
    chars: list[dict[str, Any]],
    *,
    turn: str | None = None,
    game: WowMinisGame = GAME,
    the_board: dict[str, Any] | None = None,
    **extra: Any,
) -> WowState:
    d: dict[str, Any] = {"board": the_board or board(), "characters": chars, **extra}
    if turn is not None:
        d["turn"] = {"char": turn, **d.get("turn", {})} if "turn" not in extra else extra["turn"]
    return game.state_from_dict(d)


def do(state: WowState, *texts: str) -> list[Event]:
    """Apply actions by notation (each must be legal) and return all their events."""
    events: list[Event] = []
    for text in texts:
        events.extend(state.apply_action(GAME.parse_action(text, state)))
    return events


def notations(state: WowState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def kinds(events: list[Event], kind: str) -> list[Event]:
    return [e for e in events if e.kind == kind]
