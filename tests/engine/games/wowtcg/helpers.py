"""Literal positions and small drivers shared by the WoW TCG rule tests."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from engine.games.wowtcg.game import WowTcgGame
from engine.games.wowtcg.records import Obj
from engine.games.wowtcg.state import TcgState

ALLIANCE = "Aldric Vane"
HORDE = "Korgath Stormcaller"
FILLER = ["Stormwind Footman"] * 10


@lru_cache(maxsize=1)
def game() -> WowTcgGame:
    return WowTcgGame()


def position(p0: dict[str, Any] | None = None, p1: dict[str, Any] | None = None, **kw: Any) -> TcgState:
    """A short-form position; both players get a hero and a ten-card deck unless told otherwise."""
    players = []
    for spec, hero in ((p0, ALLIANCE), (p1, HORDE)):
        spec = dict(spec or {})
        spec.setdefault("hero", hero)
        spec.setdefault("deck", list(FILLER))
        players.append(spec)
    return game().state_from_dict({"players": players, **kw})


def res(n: int) -> list[dict[str, Any]]:
    """``n`` ready face-down resources."""
    return [{"card": "Stormwind Footman", "row": "resource"} for _ in range(n)]


def obj(s: TcgState, name: str, player: int | None = None, zone: str = "play") -> Obj:
    """The first object with that card name (and controller) in a zone; face-down resources are skipped."""
    for o in sorted(s.objs.values(), key=lambda o: o.id):
        if s.card(o).name != name or o.zone != zone:
            continue
        if zone == "play" and o.row == "resource" and not o.face_up:
            continue
        if player is None or o.controller == player:
            return o
    raise AssertionError(f"no {name!r} in {zone} for player {player}")


def act(s: TcgState, text: str) -> list[str]:
    """Apply an action by its notation; the events' texts."""
    return [e.text for e in s.apply_action(game().parse_action(text, s))]


def legal(s: TcgState) -> list[str]:
    return [str(a) for a in s.legal_actions()]


def pass_both(s: TcgState) -> list[str]:
    """Both players pass once (the top link resolves, or the window closes)."""
    return act(s, "pass") + act(s, "pass")


def choose(s: TcgState, option: str) -> list[str]:
    return act(s, f"choose {option}")


def resolve_all(s: TcgState) -> None:
    """Pass until the chain is empty and nothing waits for a choice."""
    for _ in range(50):
        if not s.chain or s.pending is not None:
            return
        act(s, "pass")
    raise AssertionError("the chain did not empty")


def life(s: TcgState, p: int) -> int:
    return s.life(p)


def play(s: TcgState, name: str, *targets: str, alt: bool = False) -> list[str]:
    """Play the named card from the acting player's hand."""
    p = s.current_player()
    card = obj(s, name, player=p, zone="hand")
    words = ["play", card.id, *(["alt"] if alt else []), *targets]
    return act(s, " ".join(words))


def use(s: TcgState, name: str, power: int | str = 0, *targets: str) -> list[str]:
    """Use a payment power of the named card in play."""
    card = obj(s, name, player=s.current_player())
    return act(s, " ".join(["use", card.id, str(power), *targets]))


def hero(s: TcgState, p: int) -> str:
    return s.players[p].hero


def pass_until(s: TcgState, tp: int, window: str, limit: int = 20) -> None:
    """Pass with empty chains until ``tp``'s ``window`` opens."""
    for _ in range(limit):
        if s.tp == tp and s.window == window and not s.chain and s.pending is None:
            return
        act(s, "pass")
    raise AssertionError(f"never reached player {tp}'s {window} window")
