"""The turn in its exact order (315-317) and the engine loop (335): tasks, triggers, the chain,
showdowns, and the Main Phase, until a player must decide.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.games.riftbound import actions_game as ga
from engine.games.riftbound import chain, combat, triggers
from engine.games.riftbound.cleanup import cleanup, win_check

if TYPE_CHECKING:
    from engine.games.riftbound.state import RiftState

CHANNEL = 2
SECOND_PLAYER_EXTRA_RUNES = 1
"""The player going last channels one more rune in their first Channel Phase (480, 482-483); with
more than two players the first player also skips their first draw."""
OPENING_HAND = 4
MAX_TURNS = 200
"""A safety stop: a game still going after this many turns ends as a draw (no rule limits turns)."""


def advance(s: RiftState) -> None:
    """Run everything that needs no decision; stop when a player must decide or the game is over."""
    for _ in range(100000):
        if s.winner is not None or s.reason:
            return
        if s.prompt is not None:
            return
        if s.queue:
            chain.next_trigger(s)
            continue
        if s.chain:
            if s.prio is None:
                s.prio = s.chain[-1]["ctl"]
            return
        if s.sd is not None:
            combat.stage(s)
            if s.prompt is None and s.sd is not None and s.sd["passes"] >= s.live():
                combat.end_showdown(s)
                cleanup(s)
                continue
            return
        if s.step == "main":
            combat.stage(s)
            if s.sd is not None or s.prompt is not None:
                continue
            return
        _step(s)
        cleanup(s)
    raise AssertionError("the Riftbound engine loop did not settle")


def place_battlefield(s: RiftState, p: int, card_id: str) -> None:
    """Player p's battlefield goes into play as the next ``f<i>`` (480.5-484.5)."""
    uid = s.new_uid(card_id, p)
    s.bfs.append({"uid": uid, "ctl": None, "contested": None, "facedown": None, "scored": []})
    s.log("battlefield", f"Player {p + 1} brings {s.name(uid)}.", player=p, card=uid)


def deal_opening(s: RiftState) -> None:
    """Everyone draws an opening hand of 4, starting with the First Player, whose mulligan comes first
    (117-118)."""
    for p in s.order_from(s.first):
        player = s.players[p]
        player["hand"], player["deck"] = player["deck"][:OPENING_HAND], player["deck"][OPENING_HAND:]
    s.step = "mulligan"
    s.prompt = {"p": s.first, "kind": "mulligan"}


def empty_pools(s: RiftState) -> None:
    """Every player's Rune Pool empties (166)."""
    for player in s.players:
        player["energy"] = 0
        player["power"] = {}


def _step(s: RiftState) -> None:
    tp = s.tp
    player = s.players[tp]
    if s.step == "awaken":
        for status in s.st.values():
            if status["ctl"] == tp:
                status["ex"] = False
        s.log("phase", f"Turn {s.turn}: player {tp + 1} awakens.", phase="awaken", player=tp)
        s.step = "beginning"
    elif s.step == "beginning":
        s.ally_held = [
            i
            for i, bf in enumerate(s.bfs)
            if bf["ctl"] is not None and bf["ctl"] != tp and s.allied(tp, bf["ctl"])
        ]
        triggers.fire_phase(s, "start")
        s.step = "scoring"
    elif s.step == "scoring":
        for i, bf in enumerate(s.bfs):
            if bf["ctl"] == tp:
                ga.score(s, tp, i, "hold")
        s.step = "channel"
    elif s.step == "channel":
        last = (s.first - 1) % s.n
        extra = SECOND_PLAYER_EXTRA_RUNES if tp == last and s.turns_taken[tp] == 1 else 0
        ga.channel(s, tp, CHANNEL + extra)
        s.step = "draw"
    elif s.step == "draw":
        if not (s.n > 2 and tp == s.first and s.turns_taken[tp] == 1):
            ga.draw(s, tp, 1)
        empty_pools(s)
        s.step = "main"
        s.log("phase", f"Player {tp + 1}'s Main Phase.", phase="main", player=tp)
    elif s.step == "ending":
        for status in s.st.values():
            status["stun"] = False
        triggers.fire_phase(s, "end")
        s.step = "expiration"
    elif s.step == "expiration":
        ga.heal_all(s)
        for status in s.st.values():
            if status.get("mods"):
                status["mods"] = [m for m in status["mods"] if m.get("until") not in ("turn", "combat")]
            if status.pop("gear", None):
                status["kind"] = "gear"
                status["des"] = None
        empty_pools(s)
        player["buff_bonus"] = 0
        player["bonus_next_spell"] = 0
        s.delayed = []
        if s.extra:
            new_turn(s, s.extra.pop(0), additional=True)
        else:
            new_turn(s, s.next_player(s.regular))
    else:
        raise AssertionError(f"unknown step {s.step!r}")


def new_turn(s: RiftState, p: int, additional: bool = False) -> None:
    """The next player in turn order becomes the Turn Player (317.3); an additional turn is taken
    without changing the turn order, the newest inserted first (734-738)."""
    if s.turn >= MAX_TURNS:
        win_check(s)
        if s.winner is None:
            s.reason = f"draw: no winner after {MAX_TURNS} turns"
        return
    s.tp = p
    if not additional:
        s.regular = p
    s.turn += 1
    s.turns_taken[p] += 1
    for player in s.players:
        player["played"] = 0
    for bf in s.bfs:
        bf["scored"] = []
    for status in s.st.values():
        status["moves"] = 0
    s.step = "awaken"
