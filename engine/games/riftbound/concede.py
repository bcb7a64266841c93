"""Conceding (649-651) and the Removal of a Player (652).

A player may concede at any time; the engine offers ``concede`` to whoever is deciding. Their team
goes with them (651.4, 484.6.a.1). When one player or one team is left it wins (651.1); otherwise
the removed players' objects leave the game, the battlefields they brought become token
battlefields with no abilities, their spells and abilities are countered, and the turn, Focus and
Priority pass on to the next player still in the game (652).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.games.riftbound import actions_game as ga
from engine.games.riftbound import combat
from engine.games.riftbound.chain import resolve_top
from engine.games.riftbound.flow import new_turn

if TYPE_CHECKING:
    from engine.games.riftbound.state import RiftState

TOKEN_BATTLEFIELD = "token-battlefield"
"""The card id of the token battlefield with no abilities that replaces a removed player's (652.2.a)."""

ZONES = ("hand", "deck", "runes_deck", "trash", "banish", "champ", "aside")


def concede(s: RiftState, p: int) -> None:
    """p concedes with their whole team; the last player or team standing wins (651)."""
    gone = [q for q in s.order_from(p) if s.allied(p, q)]
    names = " and ".join(f"player {q + 1}" for q in sorted(gone))
    s.log(
        "conceded",
        f"{names[0].upper() + names[1:]} {'concede' if len(gone) > 1 else 'concedes'}.",
        player=p,
        players=sorted(gone),
    )
    s.out = sorted(s.out + gone)
    s.invited = None
    left = s.order_from(s.next_player(p))
    if all(s.allied(left[0], q) for q in left):
        s.winner = left[0]
        s.prompt = None
        s.reason = f"player {p + 1} conceded"
        s.log("game_over", f"Player {left[0] + 1} wins: player {p + 1} conceded.", winner=left[0])
        return
    for q in gone:
        remove_player(s, q)


def remove_player(s: RiftState, q: int) -> None:
    """The Removal of a Player (652), for a game that goes on without q (already in ``s.out``)."""
    for uid in sorted(s.st):
        status = s.st.get(uid)
        if status is None or (status["ctl"] != q and s.owner[uid] != q):
            continue
        ga.leave_board(s, uid)
        if s.owner[uid] != q:
            ga.put_in_zone(s, uid, "banish")
    for i, bf in enumerate(s.bfs):
        hidden = bf["facedown"]
        if hidden is not None and (hidden["p"] == q or s.owner[hidden["uid"]] == q):
            bf["facedown"] = None
            if s.owner[hidden["uid"]] != q:
                ga.put_in_zone(s, hidden["uid"], "banish")
        if s.owner[bf["uid"]] == q:
            bf["uid"] = s.new_uid(TOKEN_BATTLEFIELD, q)
            s.log(
                "battlefield_removed",
                f"Player {q + 1}'s battlefield leaves the game; a token battlefield "
                "with no abilities takes its place.",
                bf=f"f{i}",
                player=q,
            )
    player = s.players[q]
    for zone in ZONES:
        player[zone] = []
    for other in s.players:
        for zone in ZONES:
            other[zone] = [u for u in other[zone] if s.owner[u] != q]
    _counter(s, q)
    _pass_on(s, q)


def _counter(s: RiftState, q: int) -> None:
    """Counter every spell and ability q controls; their pending triggers never go on the chain (652.4)."""
    for item in [i for i in s.chain if i["ctl"] == q]:
        s.chain.remove(item)
        if item["kind"] == "spell" and s.owner[item["card"]] != q:
            ga.put_in_zone(s, item["card"], "trash")
    s.queue = [t for t in s.queue if t["ctl"] != q]
    s.extra = [p for p in s.extra if p != q]


def _pass_on(s: RiftState, q: int) -> None:
    """Turn, Focus, Priority and q's open question pass to the next player still in (652.5)."""
    prompt = s.prompt
    if prompt is not None and prompt["p"] == q:
        s.prompt = None
        if prompt["kind"] == "mulligan":
            _next_mulligan(s, q)
            return
        if prompt["kind"] == "assign" and s.combat is not None:
            s.combat["assign"] = None
            combat.end_showdown(s)
    if s.prio == q:
        s.prio = s.next_player(q) if s.chain else None
    if s.chain and s.passes >= s.live():
        resolve_top(s)
    if s.focus == q:
        s.focus = s.next_player(q)
    if s.tp == q:
        new_turn(s, s.next_player(q))


def _next_mulligan(s: RiftState, q: int) -> None:
    """q conceded while choosing their mulligan: the next player chooses, or the first turn begins; the
    First Player's role passes on when they are the one who left."""
    if q == s.first:
        s.first = s.tp = s.next_player(q)
        s.prompt = {"p": s.first, "kind": "mulligan"}
        return
    nxt = s.next_player(q)
    if nxt != s.first:
        s.prompt = {"p": nxt, "kind": "mulligan"}
    else:
        new_turn(s, s.first)
