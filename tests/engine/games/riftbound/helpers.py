"""Literal Riftbound positions for rule tests: a builder that places cards exactly where a test says."""

from __future__ import annotations

from functools import cache

from engine.core import Rng
from engine.games.riftbound import actions_game as ga
from engine.games.riftbound.game import RiftboundGame
from engine.games.riftbound.state import RiftState


@cache
def game() -> RiftboundGame:
    return RiftboundGame()


def duel(bfs: tuple[str, str] = ("vilemaws-lair", "trifarian-war-camp"), tp: int = 0) -> RiftState:
    """Player ``tp``'s Main Phase of turn 3 with empty zones, two battlefields nobody controls."""
    s = RiftState(game(), Rng(1), 2)
    for p, legend in enumerate(("loose-cannon", "might-of-demacia")):
        uid = s.new_uid(legend, p)
        ga.enter_board(s, uid, p, f"b{p}", True)
        s.players[p]["legend"] = uid
    for i, cid in enumerate(bfs):
        s.bfs.append(
            {"uid": s.new_uid(cid, i), "ctl": None, "contested": None, "facedown": None, "scored": []}
        )
    s.turn, s.tp, s.first, s.turns_taken, s.step, s.regular = 3, tp, 0, [2, 1], "main", tp
    return s


BFS = ("vilemaws-lair", "windswept-hillock", "zaun-warrens")


def skirmish(tp: int = 0, bfs: tuple[str, ...] = BFS) -> RiftState:
    """A three-player Skirmish at player ``tp``'s Main Phase of turn 4; battlefield i belongs to player i."""
    s = RiftState(game(), Rng(1), 3)
    for p, legend in enumerate(("loose-cannon", "might-of-demacia", "unforgiven")):
        uid = s.new_uid(legend, p)
        ga.enter_board(s, uid, p, f"b{p}", True)
        s.players[p]["legend"] = uid
    for i, cid in enumerate(bfs):
        uid = s.new_uid(cid, i)
        s.bfs.append({"uid": uid, "ctl": None, "contested": None, "facedown": None, "scored": []})
    s.turn, s.tp, s.first, s.turns_taken, s.step, s.regular = 4, tp, 0, [2, 1, 1], "main", tp
    return s


def unit(s: RiftState, cid: str, p: int, at: str = "", ready: bool = True, dmg: int = 0) -> str:
    """A unit (or gear) on the board at ``at`` ("" = its controller's base, or "f0"/"f1")."""
    uid = s.new_uid(cid, p)
    ga.enter_board(s, uid, p, at or f"b{p}", ready)
    s.st[uid]["dmg"] = dmg
    if at.startswith("f") and s.bfs[int(at[1:])]["ctl"] is None:
        s.bfs[int(at[1:])]["ctl"] = p
    s.forget_legal_actions()
    return uid


def hand(s: RiftState, p: int, cid: str) -> str:
    uid = s.new_uid(cid, p)
    s.players[p]["hand"].append(uid)
    s.forget_legal_actions()
    return uid


def runes(s: RiftState, p: int, domain: str, n: int, ready: bool = True) -> list[str]:
    out = []
    for _ in range(n):
        uid = s.new_uid(f"{domain}-rune", p)
        ga.enter_board(s, uid, p, f"b{p}", ready)
        out.append(uid)
    s.forget_legal_actions()
    return out


def deck(s: RiftState, p: int, cids: list[str]) -> list[str]:
    """Cards on top of p's Main Deck, first on top."""
    uids = [s.new_uid(c, p) for c in cids]
    s.players[p]["deck"] = uids + s.players[p]["deck"]
    s.forget_legal_actions()
    return uids


def rune_deck(s: RiftState, p: int, domain: str, n: int) -> None:
    s.players[p]["runes_deck"] += [s.new_uid(f"{domain}-rune", p) for _ in range(n)]


def legal(s: RiftState) -> list[str]:
    return [str(a) for a in s.legal_actions()]


def act(s: RiftState, text: str) -> list[str]:
    """Apply one action by its notation; the event texts."""
    events = s.apply_action(s.game.parse_action(text, s))
    return [e.text for e in events]


def pass_all(s: RiftState, limit: int = 40) -> None:
    """Everyone passes until the chain and any showdown are over (prompts stop it)."""
    for _ in range(limit):
        if s.is_terminal() or s.prompt is not None or (not s.chain and s.sd is None):
            return
        act(s, "pass")
