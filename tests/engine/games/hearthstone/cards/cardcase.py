"""Card tests as table rows: a literal position, the actions to take, and what must follow.

A ``Case`` names the card it tests, the two players' compact position entries (seat 0 acts, its
hand holds the card unless ``hand`` says otherwise), the actions, and the expected outcome read
from the players' observations. Entity references are resolved when an action runs: ``"me:0"``
is seat 0's leftmost minion, ``"foe:hero"`` seat 1's hero, ``"me:weapon"`` seat 0's weapon.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engine.games.hearthstone.model import Entity
from engine.games.hearthstone.state import HearthstoneState, HsAction
from tests.engine.games.hearthstone.helpers import position

CLASS_HEROES = {
    "WARRIOR": "HERO_01",
    "SHAMAN": "HERO_02",
    "ROGUE": "HERO_03",
    "PALADIN": "HERO_04",
    "HUNTER": "HERO_05",
    "DRUID": "HERO_06",
    "WARLOCK": "HERO_07",
    "MAGE": "HERO_08",
    "PRIEST": "HERO_09",
}
SIDES = {"me": 0, "foe": 1}
Act = tuple[Any, ...]


@dataclass
class Case:
    """One row: ``card`` is the card under test; ``acts`` default to playing it at ``target``."""

    card: str
    expect: dict[str, Any]
    me: dict[str, Any] = field(default_factory=dict)
    foe: dict[str, Any] = field(default_factory=dict)
    target: str | None = None
    option: int = 0
    acts: list[Act] | None = None
    hero: str = "HERO_08"
    seed: int = 0
    label: str = ""

    @property
    def name(self) -> str:
        return f"{self.card}-{self.label}" if self.label else self.card


def ref(state: HearthstoneState, text: str) -> Entity:
    """The entity a reference like ``"foe:0"``, ``"me:hero"`` or ``"me:weapon"`` names now."""
    side, what = text.split(":")
    pl = state.players[SIDES[side]]
    if what == "hero":
        return state.ents[pl.hero]
    if what == "weapon":
        assert pl.weapon, f"{side} has no weapon"
        return state.ents[pl.weapon]
    return state.ents[pl.board[int(what)]]


def start(case: Case) -> HearthstoneState:
    me = {"hero": case.hero, "mana": 10, **case.me}
    me.setdefault("hand", [case.card])
    foe = {"hero": "HERO_01", **case.foe}
    return position({"active": 0, "seed": case.seed, "players": [me, foe]})


def act(state: HearthstoneState, step: Act) -> None:
    """Take one action: ``("play", card, target, board position, option)``, ``("attack", a, d)``,
    ``("power", target)``, ``("choose", n)`` (a pending choice such as Tracking's), ``("end",)``.
    The action must be legal."""
    verb = step[0]
    if verb == "play":
        defaults: list[Any] = [None, None, -1, 0]
        card_id, target, where, option = list(step[1:]) + defaults[len(step) - 1 :]
        pl = state.players[state.active]
        found = [state.ents[i] for i in pl.hand if state.ents[i].card.id == card_id]
        assert found, f"{card_id} is not in hand"
        e = found[0]
        if e.card.type == "minion" and where < 0:
            where = len(pl.board)
        action = HsAction("play", e.id, ref(state, target).id if target else 0, where, option)
    elif verb == "attack":
        action = HsAction("attack", ref(state, step[1]).id, ref(state, step[2]).id)
    elif verb == "choose":
        action = HsAction("choose", option=int(step[1]))
    elif verb == "power":
        pl = state.players[state.active]
        action = HsAction("power", pl.power, ref(state, step[1]).id if len(step) > 1 else 0)
    else:
        action = HsAction(verb)
    legal = {str(a) for a in state.legal_actions()}
    assert str(action) in legal, f"{action} is not legal; legal: {sorted(legal)}"
    state.apply_action(action)


PROBES: dict[str, Callable[[HearthstoneState, int], Any]] = {}


def probe(name: str) -> Callable[[Callable[[dict[str, Any]], Any]], Callable[[dict[str, Any]], Any]]:
    """Register an outcome read from a seat's own observation."""

    def wrap(fn: Callable[[dict[str, Any]], Any]) -> Callable[[dict[str, Any]], Any]:
        PROBES[name] = lambda s, p: fn(s.observation(p)["players"][p])
        return fn

    return wrap


@probe("board")
def _board(view: dict[str, Any]) -> list[tuple[str, int, int]]:
    return [(m["card"], m["attack"], m["health"]) for m in view["board"]]


@probe("keywords")
def _keywords(view: dict[str, Any]) -> list[list[str]]:
    return [sorted(m["keywords"]) for m in view["board"]]


@probe("health")
def _health(view: dict[str, Any]) -> int:
    return int(view["hero"]["health"])


@probe("max_health")
def _max_health(view: dict[str, Any]) -> int:
    return int(view["hero"]["max_health"])


@probe("armor")
def _armor(view: dict[str, Any]) -> int:
    return int(view["hero"]["armor"])


@probe("attack")
def _attack(view: dict[str, Any]) -> int:
    return int(view["hero"]["attack"])


@probe("frozen")
def _frozen(view: dict[str, Any]) -> bool:
    return bool(view["hero"]["frozen"])


@probe("hand")
def _hand(view: dict[str, Any]) -> list[str]:
    return [c["card"] for c in view["hand"]]


@probe("hand_costs")
def _hand_costs(view: dict[str, Any]) -> list[tuple[str, int]]:
    return [(c["card"], c["cost"]) for c in view["hand"]]


@probe("deck")
def _deck(view: dict[str, Any]) -> int:
    return int(view["deck_count"])


@probe("weapon")
def _weapon(view: dict[str, Any]) -> tuple[str, int, int] | None:
    w = view["weapon"]
    return None if w is None else (w["card"], w["attack"], w["durability"])


@probe("power")
def _power(view: dict[str, Any]) -> tuple[str, bool]:
    return (view["hero_power"]["card"], bool(view["hero_power"]["usable"]))


@probe("mana")
def _mana(view: dict[str, Any]) -> tuple[int, int]:
    return (int(view["mana"]["current"]), int(view["mana"]["max"]))


@probe("secrets")
def _secrets(view: dict[str, Any]) -> int:
    return int(view["secret_count"])


def outcome(state: HearthstoneState, keys: list[str]) -> dict[str, Any]:
    """``"me.board"``, ``"foe.health"`` ... read after the actions."""
    out = {}
    for key in keys:
        side, name = key.split(".")
        out[key] = PROBES[name](state, SIDES[side])
    return out


def run(case: Case) -> None:
    """Play the case and compare every expected outcome at once."""
    state = start(case)
    acts = case.acts if case.acts is not None else [("play", case.card, case.target, -1, case.option)]
    for step in acts:
        act(state, step)
    got = outcome(state, sorted(case.expect))
    want = {k: case.expect[k] for k in sorted(case.expect)}
    assert got == want, f"{case.name}: got {got}, want {want}"


def ids(cases: list[Case]) -> list[str]:
    return [c.name for c in cases]
