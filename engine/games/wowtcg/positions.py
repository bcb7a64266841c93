"""Positions as plain dicts (docs/wowtcg-engine.md): ``state_to_dict`` and ``state_from_dict``.

``state_from_dict`` takes the full ``to_dict()`` form, or a short hand-written form that tests use:
``{"players": [{"hero": name, "hand": [names], "deck": [names], "graveyard": [names],
"play": [{"card": name, "row": ..., ...}]}, ...], "tp": 0, "turn": 3, "window": "action"}``. In the
short form ids are given out in order (heroes first, then each player's deck, hand, graveyard,
removed and play), ``attached_to`` may name the host card, and the game continues at the named window.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from engine.core import BadInputError, Rng
from engine.games.wowtcg.records import (
    ROWS,
    ZONES,
    Link,
    Mod,
    Obj,
    Pending,
    Player,
    Waiting,
    record_from_dict,
)

if TYPE_CHECKING:
    from engine.games.wowtcg.game import WowTcgGame
    from engine.games.wowtcg.state import TcgState

FORMAT = 1
SOURCE = "<position>"
_SCALARS = ("turn", "tp", "first", "step", "window", "holder", "passes", "need_pp", "counter", "clock")


def state_to_dict(s: TcgState) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "players": [p.to_dict() for p in s.players],
        "objs": [s.objs[k].to_dict() for k in sorted(s.objs)],
        "chain": [link.to_dict() for link in s.chain],
        "mods": [m.to_dict() for m in s.mods],
        "waiting": [w.to_dict() for w in s.waiting],
        "pending": s.pending.to_dict() if s.pending else None,
        "proc": s.proc,
        "combat": s.combat,
        "turn_starts": list(s.turn_starts),
        "extra_turns": list(s.extra_turns),
        "hits": {k: list(v) for k, v in sorted(s.hits.items())},
        **{k: getattr(s, k) for k in _SCALARS},
        "rng": s.rng.to_dict(),
        "history": list(s.history),
        "result": s.result,
    }


def state_from_dict(game: WowTcgGame, d: Mapping[str, Any]) -> TcgState:
    """:raises BadInputError: the position is malformed, names unknown cards or breaks the zones."""
    from engine.games.wowtcg.state import TcgState

    if not isinstance(d, Mapping):
        raise BadInputError(SOURCE, "a position is an object")
    if "objs" not in d:
        return _short(game, d)
    s = TcgState(game, Rng.from_dict(dict(d.get("rng", {"state": 0}))))
    s.players = [record_from_dict(Player, p, SOURCE, f"players[{i}]") for i, p in enumerate(d["players"])]
    for i, raw in enumerate(d["objs"]):
        o = record_from_dict(Obj, raw, SOURCE, f"objs[{i}]")
        if not o.token and o.card not in game.catalog.cards:
            raise BadInputError(SOURCE, f"unknown card {o.card!r}", f"objs[{i}]")
        if o.zone not in ZONES or o.row not in ROWS:
            raise BadInputError(SOURCE, f"bad zone or row {o.zone!r}/{o.row!r}", f"objs[{i}]")
        s.objs[o.id] = o
    s.chain = [record_from_dict(Link, x, SOURCE, "chain") for x in d.get("chain", [])]
    s.mods = [record_from_dict(Mod, x, SOURCE, "mods") for x in d.get("mods", [])]
    s.waiting = [record_from_dict(Waiting, x, SOURCE, "waiting") for x in d.get("waiting", [])]
    s.pending = record_from_dict(Pending, d["pending"], SOURCE, "pending") if d.get("pending") else None
    s.proc = dict(d["proc"]) if d.get("proc") else None
    s.combat = dict(d.get("combat") or {})
    s.turn_starts = list(d.get("turn_starts", [0, 0]))
    s.extra_turns = list(d.get("extra_turns", []))
    s.hits = {k: list(v) for k, v in dict(d.get("hits", {"0": [], "1": []})).items()}
    for k in _SCALARS:
        if k in d:
            setattr(s, k, d[k])
    s.history = list(d.get("history", []))
    s.result = dict(d["result"]) if d.get("result") else None
    _check_zones(s)
    return s


def _check_zones(s: TcgState) -> None:
    for p, pl in enumerate(s.players):
        for zone in ("deck", "hand", "graveyard", "rfg"):
            for cid in getattr(pl, zone):
                o = s.objs.get(cid)
                if o is None or o.zone != zone or o.owner != p:
                    raise BadInputError(SOURCE, f"{cid!r} is listed in player {p}'s {zone} but is not there")
        if pl.hero not in s.objs:
            raise BadInputError(SOURCE, f"player {p}'s hero {pl.hero!r} is missing")


def _short(game: WowTcgGame, d: Mapping[str, Any]) -> TcgState:
    """The hand-written form: names instead of objects, ids handed out in order."""
    from engine.games.wowtcg.flow import advance, open_window
    from engine.games.wowtcg.state import TcgState

    s = TcgState(game, Rng(int(d.get("seed", 0))))
    players = d.get("players")
    if not isinstance(players, list) or len(players) != 2:
        raise BadInputError(SOURCE, "needs two players")
    for p, spec in enumerate(players):
        if not isinstance(spec, Mapping) or spec.get("hero") not in game.catalog.cards:
            raise BadInputError(SOURCE, "each player needs a known hero", f"players[{p}]")
        hid = s.new_id()
        s.objs[hid] = Obj(
            hid,
            spec["hero"],
            p,
            p,
            "play",
            "hero",
            ts=s.tick(),
            exhausted=bool(spec.get("hero_exhausted")),
            damage=int(spec.get("hero_damage", 0)),
            face_up=not spec.get("hero_flipped", False),
        )
        s.players[p].hero = hid
    for p, spec in enumerate(players):
        for zone in ("deck", "hand", "graveyard", "rfg"):
            for name in spec.get(zone, []):
                _known(game, name, p)
                cid = s.new_id()
                s.objs[cid] = Obj(cid, name, p, p, zone)
                getattr(s.players[p], zone).append(cid)
        for raw in spec.get("play", []):
            if isinstance(raw, str):
                raw = {"card": raw}
            _known(game, raw.get("card"), p)
            row = raw.get("row") or ("attached" if raw.get("attached_to") else _row(game, raw["card"]))
            cid = s.new_id()
            attached = raw.get("attached_to", "")
            s.objs[cid] = Obj(
                cid,
                raw["card"],
                p,
                int(raw.get("controller", p)),
                "play",
                row,
                face_up=bool(
                    raw.get("face_up", row != "resource" or game.catalog.cards[raw["card"]].type == "quest")
                ),
                exhausted=bool(raw.get("exhausted", False)),
                damage=int(raw.get("damage", 0)),
                attached_to=attached,
                ts=s.tick(),
                since=int(raw.get("since", 0)),
            )
    for o in s.objs.values():
        if o.attached_to and o.attached_to not in s.objs:
            hosts = [h.id for h in s.in_play() if h.card == o.attached_to and h.id != o.id]
            if not hosts:
                raise BadInputError(
                    SOURCE, f"no card named {o.attached_to!r} in play to attach {o.card!r} to"
                )
            o.attached_to = hosts[0]
    s.turn = int(d.get("turn", 3))
    s.tp = int(d.get("tp", 0))
    s.first = int(d.get("first", 0))
    s.turn_starts = [s.turn if s.tp == p else s.turn - 1 for p in (0, 1)]
    s.players[s.tp].placed = bool(d.get("placed", False))
    open_window(s, str(d.get("window", "action")))
    advance(s)
    return s


def _known(game: WowTcgGame, name: Any, p: int) -> None:
    if name not in game.catalog.cards:
        raise BadInputError(SOURCE, f"unknown card {name!r}", f"players[{p}]")


def _row(game: WowTcgGame, name: str) -> str:
    c = game.catalog.cards[name]
    return "ally" if c.type == "ally" else "resource" if c.type == "quest" else "hero"
