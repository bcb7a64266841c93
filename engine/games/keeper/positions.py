"""Positions as plain dicts: ``state_to_dict`` and ``state_from_dict`` (docs/keeper-engine.md).

``state_from_dict`` takes the full ``to_dict()`` form (it has ``"format"``), or a short hand-written
form that tests use: ``{"players": [{"hp": 35, "deck": [card ids], "hand": [...], "grave": [...],
"granary": [card id or {"card": id, "exhausted": true}], "field": [card id or {"card": id, "exhausted":
false, "sp": 3, "hp": 2, "counters": [["shield", 0]], ...}]}, ...], "tp": 0, "phase": "action",
"turn": 3}``. In the short form ids are given out in order: each player's deck, hand, grave, granary,
then field.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from engine.core import BadInputError, Rng
from engine.games.keeper.cards import card_from_dict
from engine.games.keeper.model import Minion, Player

if TYPE_CHECKING:
    from engine.games.keeper.game import KeeperGame
    from engine.games.keeper.state import KeeperState

FORMAT = 1
SOURCE = "<position>"
PHASES = ("mulligan", "resource", "action", "battle", "recovery")
_SCALARS = (
    "n",
    "proposal_turn",
    "next_uid",
    "turn",
    "tp",
    "first",
    "phase",
    "prio",
    "wpass",
    "responder",
    "cpasses",
    "chain_no",
    "resolving",
)
_LISTS = ("chain", "limbo", "declared", "berzerks", "met", "work")


def state_to_dict(s: KeeperState) -> dict[str, Any]:
    from engine.games.keeper.state import deep

    return {
        "format": FORMAT,
        **{k: getattr(s, k) for k in _SCALARS},
        "players": [p.to_dict() for p in s.players],
        "cards": dict(sorted(s.cards.items())),
        "owners": dict(sorted(s.owners.items())),
        "pawns": {k: s.pawns[k].to_dict() for k in sorted(s.pawns)},
        "minions": [s.minions[k].to_dict() for k in sorted(s.minions)],
        "down": dict(sorted(s.down.items())),
        **{k: deep(getattr(s, k)) for k in _LISTS},
        "battle": deep(s.battle),
        "pending": deep(s.pending),
        "result": deep(s.result),
        "rng": s.rng.to_dict(),
        "history": list(s.history),
    }


def state_from_dict(game: KeeperGame, d: Mapping[str, Any]) -> KeeperState:
    """:raises BadInputError: the position is malformed or names unknown cards."""
    try:
        return _full(game, d) if "format" in d else _short(game, d)
    except BadInputError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
        raise BadInputError(SOURCE, f"malformed position ({type(exc).__name__}: {exc})") from exc


def _full(game: KeeperGame, d: Mapping[str, Any]) -> KeeperState:
    from engine.games.keeper.state import KeeperState, deep

    if d["format"] != FORMAT:
        raise BadInputError(SOURCE, f"unknown position format {d['format']!r}")
    rng = d["rng"]
    s = KeeperState(game, Rng.from_dict(dict(rng)), int(d["n"]))
    for k in _SCALARS:
        setattr(s, k, type(getattr(s, k))(d[k]))
    s.players = [Player.from_dict(p) for p in d["players"]]
    s.cards = {str(k): str(v) for k, v in d["cards"].items()}
    unknown = sorted(set(s.cards.values()) - set(game.pool))
    if unknown:
        raise BadInputError(SOURCE, f"unknown card {unknown[0]!r}")
    s.owners = {str(k): int(v) for k, v in d["owners"].items()}
    s.pawns = {str(k): card_from_dict(v, SOURCE) for k, v in d["pawns"].items()}
    s.minions = {str(m["uid"]): Minion.from_dict(m) for m in d["minions"]}
    s.down = {str(k): int(v) for k, v in d["down"].items()}
    for k in _LISTS:
        setattr(s, k, deep(list(d[k])))
    s.battle = deep(d["battle"])
    s.pending = deep(d["pending"])
    s.result = deep(d["result"])
    s.history = [str(h) for h in d["history"]]
    if s.phase not in PHASES:
        raise BadInputError(SOURCE, f"unknown phase {s.phase!r}")
    return s


def _short(game: KeeperGame, d: Mapping[str, Any]) -> KeeperState:
    from engine.games.keeper.state import KeeperState

    specs = d["players"]
    if not isinstance(specs, list) or not 2 <= len(specs) <= game.max_players:
        raise BadInputError(SOURCE, f"'players' must list 2 to {game.max_players} players")
    s = KeeperState(game, Rng(int(d.get("seed", 1))), len(specs))

    def make(cid: Any, p: int, where: str) -> str:
        if cid not in game.pool:
            raise BadInputError(SOURCE, f"unknown card {cid!r}", where)
        uid = s.new_uid()
        s.cards[uid] = str(cid)
        s.owners[uid] = p
        return uid

    for p, spec in enumerate(specs):
        pl = s.players[p]
        pl.hp = int(spec.get("hp", pl.hp))
        for zone in ("deck", "hand", "grave"):
            getattr(pl, zone).extend(make(c, p, f"players[{p}].{zone}") for c in spec.get(zone, []))
        for r in spec.get("granary", []):
            r = r if isinstance(r, Mapping) else {"card": r}
            uid = make(r["card"], p, f"players[{p}].granary")
            pl.granary.append(uid)
            if r.get("exhausted"):
                pl.spent.append(uid)
    for p, spec in enumerate(specs):
        for f in spec.get("field", []):
            f = f if isinstance(f, Mapping) else {"card": f}
            owner = int(f.get("owner", p))
            uid = make(f["card"], owner, f"players[{p}].field")
            card = game.pool[str(f["card"])]
            m = Minion(
                uid,
                owner,
                p,
                int(f.get("sp", card.sp)),
                int(f.get("hp", card.hp)),
                int(f.get("level", card.level)),
                bool(f.get("exhausted", False)),
                int(f.get("fatigue", -1)),
                bool(f.get("petrified", False)),
                [[str(c[0]), int(c[1])] for c in f.get("counters", [])],
            )
            s.minions[uid] = m
            s.players[p].field.append(uid)
    s.turn = int(d.get("turn", 1))
    s.tp = s.prio = int(d.get("tp", 0))
    s.first = int(d.get("first", 0))
    s.phase = str(d.get("phase", "action"))
    if s.phase not in PHASES or s.phase == "mulligan":
        raise BadInputError(
            SOURCE, f"a short position starts in resource, action, battle or recovery, not {s.phase!r}"
        )
    return s
