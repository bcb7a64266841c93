"""Game actions on objects and zones (407-439): enter and leave the board, draw and Burn Out, deal
damage, kill, recall, move, channel, create tokens, stun, buff, and scoring (463-466).

Each function does exactly what its rule says and logs one event; triggers it causes are queued with
``triggers.fire`` and go on the chain when the engine next gets to them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.games.riftbound import replacement, triggers
from engine.games.riftbound.layers import attached_to, might

if TYPE_CHECKING:
    from engine.games.riftbound.state import RiftState


def enter_board(s: RiftState, uid: str, p: int, at: str, ready: bool) -> None:
    """A card or token becomes a board object at ``at`` (a fresh object: 110)."""
    kind = s.card(uid).type
    s.st[uid] = {
        "kind": kind,
        "ctl": p,
        "at": at,
        "ex": not ready,
        "dmg": 0,
        "buff": 0,
        "stun": False,
        "mods": [],
        "moves": 0,
        "des": None,
        "inc": s.next_inc,
    }
    s.next_inc += 1


def leave_board(s: RiftState, uid: str) -> str:
    """Remove a board object; attached gear detaches and stays at its last location (719.5)."""
    status = s.st.pop(uid)
    for gear in attached_to(s, uid):
        s.st[gear]["att"] = None
        s.st[gear]["at"] = status["at"]
    if status.get("att"):
        status["att"] = None
    return str(status["at"])


def put_in_zone(s: RiftState, uid: str, zone: str) -> None:
    """A card goes to its owner's zone (056); a token there ceases to exist (183.1)."""
    if "token" in s.card(uid).supers:
        return
    player = s.players[s.owner[uid]]
    if zone == "deck":
        player["deck"].append(uid)
    else:
        player[zone].append(uid)


def draw(s: RiftState, p: int, n: int = 1) -> None:
    """Draw n; drawing from an empty Main Deck Burns Out first (413.4, 431)."""
    for _ in range(n):
        deck = s.players[p]["deck"]
        if not deck:
            burn_out(s, p)
            deck = s.players[p]["deck"]
            if not deck:
                continue
        s.players[p]["hand"].append(deck.pop(0))
        s.log("draw", f"Player {p + 1} draws a card.", player=p)


def burn_out(s: RiftState, p: int) -> None:
    """Recycle the trash into the Main Deck in random order; an opponent gains 1 point (431.2): with
    several opponents, the one with the fewest points (the earliest in turn order on a tie)."""
    player = s.players[p]
    trash = list(player["trash"])
    for uid in trash:
        s.leave_trash(uid)
    s.rng.shuffle(trash)
    player["deck"].extend(trash)
    opponent = min(s.opponents(p), key=lambda q: s.players[q]["points"])
    s.players[opponent]["points"] += 1
    s.log("burn_out", f"Player {p + 1} Burns Out: player {opponent + 1} gains 1 point.", player=p)
    if player.get("burned"):
        from engine.games.riftbound.cleanup import win_check

        win_check(s)
    player["burned"] = True


def deal(
    s: RiftState,
    uids: list[str],
    amount: int,
    bonus: int = 0,
    spell: int | None = None,
    by: tuple[str, ...] = (),
    ability: bool = False,
) -> None:
    """Deal damage to each unit; 0 is not dealt (417.1.e); bonus damage adds to each (715.2) before
    Prevent reduces it (437.2); damage all prevented is not dealt at all (437.4). ``spell``: the player
    whose spell deals it; damage that makes a unit lethal records who killed it with a spell (428.5).
    ``by`` names the objects that deal it and ``ability`` says an ability deals it too (417.6); the
    damage event carries both."""
    for uid in uids:
        if uid not in s.st or s.st[uid]["kind"] != "unit":
            continue
        total = amount + max(0, bonus) if amount > 0 else 0
        if total <= 0 or cannot_take_damage(s, uid):
            continue
        total = replacement.prevent(s, uid, total)
        if total <= 0:
            s.log("prevented", f"All damage to {s.name(uid)} is prevented.", unit=uid)
            continue
        s.st[uid]["dmg"] += total
        text = f"{s.name(uid)} takes {total} damage."
        s.log("damage", text, unit=uid, amount=total, by=list(by), ability=ability)
        if lethal(s, uid):
            s.st[uid]["by_spell"] = [] if spell is None else [spell]
        triggers.fire_self(s, uid, "damaged")
        triggers.fire_doom(s, uid)


def cannot_take_damage(s: RiftState, uid: str) -> bool:
    """Kayn, Unleashed: no damage after moving twice this turn (460.2.c.9); Prevent "All" (437.5.b)."""
    card = s.card(uid)
    return (
        any(a.get("static") == "no_damage_after_two_moves" for a in card.abilities)
        and s.st[uid]["moves"] >= 2
    ) or replacement.prevention(s, uid) is None


def kill(s: RiftState, uid: str, replaced: bool = False) -> None:
    """Kill a permanent: Deathknell triggers first, then it goes to its owner's trash (428, 808).
    ``replaced``: the death already went through the replacements of its sequence (370.2)."""
    if uid not in s.st:
        return
    if s.st[uid]["kind"] == "unit" and not replaced and not replacement.save(s, [uid], ask=False):
        return
    ctl = s.st[uid]["ctl"]
    triggers.fire_death(s, uid)
    at = leave_board(s, uid)
    put_in_zone(s, uid, "trash")
    s.log("killed", f"{s.name(uid)} is killed.", unit=uid, at=at)
    triggers.fire_other_death(s, uid, ctl)


def become_unit(s: RiftState, uid: str, amount: int) -> None:
    """A gear becomes a gear unit of Might ``amount`` this turn (370.2's example): a unit to every rule
    that reads units, still a gear to those that read gear (``gear`` in its status); it turns back as
    the turn ends."""
    status = s.st[uid]
    status["kind"] = "unit"
    status["gear"] = True
    add_mod(s, uid, {"set": amount, "until": "turn"})
    s.log("became_unit", f"{s.name(uid)} becomes a {amount} Might gear unit this turn.", unit=uid)


def take_control(s: RiftState, uid: str, p: int) -> None:
    """p gains control of a unit (185-186): in another player's base it goes to p's; at a battlefield p
    doesn't control it is treated as arriving there, so the battlefield is contested (see rules-decisions)."""
    status = s.st[uid]
    if status["ctl"] == p:
        return
    status["ctl"] = p
    for gear in attached_to(s, uid):
        s.st[gear]["ctl"] = p
    s.log("control_changed", f"Player {p + 1} gains control of {s.name(uid)}.", unit=uid, player=p)
    if status["at"].startswith("b"):
        recall(s, uid)
    arrive(s, uid, status["at"])


def recall(s: RiftState, uid: str) -> None:
    """Relocate a permanent to its controller's base; not a move (449-451)."""
    status = s.st[uid]
    home = f"b{status['ctl']}"
    if status["at"] != home:
        status["at"] = home
        for gear in attached_to(s, uid):
            s.st[gear]["at"] = home
        s.log("recalled", f"{s.name(uid)} is recalled to base.", unit=uid)


def move(s: RiftState, uids: list[str], dest: str, by: int | None = None) -> None:
    """Move units to a location (440); arriving at a battlefield you don't control contests it (445).
    ``by``: the player responsible when a spell or ability moves them (their controller otherwise);
    moving an enemy unit triggers that player's "When you move an enemy unit" (411.4)."""
    for uid in uids:
        status = s.st[uid]
        if by is not None and not s.allied(by, status["ctl"]):
            triggers.fire_enemy_moved(s, by, uid)
        origin = status["at"]
        status["at"] = dest
        status["moves"] += 1
        for gear in attached_to(s, uid):
            s.st[gear]["at"] = dest
        s.log("moved", f"{s.name(uid)} moves to {where(s, dest)}.", unit=uid, frm=origin, to=dest)
        triggers.fire_self(s, uid, "move", origin)
        arrive(s, uid, dest)


def arrive(s: RiftState, uid: str, dest: str) -> None:
    """Contested is applied when a unit of a non-controller arrives at a battlefield (187.3, 445)."""
    if not dest.startswith("f"):
        return
    bf = s.bfs[int(dest[1:])]
    p = s.st[uid]["ctl"]
    if bf["ctl"] != p and bf["contested"] is None:
        bf["contested"] = p
        s.log("contested", f"{s.name(bf['uid'])} is contested by player {p + 1}.", bf=dest, player=p)


def where(s: RiftState, loc: str) -> str:
    if loc.startswith("b"):
        return f"player {int(loc[1:]) + 1}'s base"
    return s.name(s.bfs[int(loc[1:])]["uid"])


def create_token(
    s: RiftState, p: int, token: str, at: str, ready: bool = False, exhausted: bool = False
) -> str:
    """Play a token unit or gear for player p (439); it enters like any permanent of its type, unless
    told to enter exhausted (Treasure Hunter's Gold)."""
    uid = s.new_uid(f"token-{token}", p)
    card = s.card(uid)
    ready = (ready or card.type == "gear") and not exhausted
    enter_board(s, uid, p, at if card.type == "unit" else f"b{p}", ready)
    s.log("token", f"Player {p + 1} plays a {card.name} token at {where(s, at)}.", unit=uid, player=p)
    arrive(s, uid, at)
    return uid


def create_copy(s: RiftState, p: int, of: str, at: str = "") -> str:
    """Play a token copy of a unit in p's base, or at ``at`` (a Reflection token that becomes a copy
    there): a copy of a copy copies what it copies (472.1.b.3, E67)."""
    from engine.games.riftbound.content import COPY

    base = s.cards[of]
    uid = s.new_uid(base if base.startswith(COPY) else COPY + base, p)
    loc = at or f"b{p}"
    enter_board(s, uid, p, loc, False)
    place = f"at {where(s, loc)}" if at else "in their base"
    s.log("token", f"Player {p + 1} plays a token copy of {s.name(of)} {place}.", unit=uid, player=p)
    arrive(s, uid, loc)
    return uid


def replace_battlefield(s: RiftState, uid: str, token: str) -> None:
    """Replace a battlefield with a battlefield token (438): the token takes its place and inherits its
    control, contest, scores and what is there; a card goes to its owner's banishment as replaced, a token
    stops existing (438.6), so only a card can be swapped back to (438.7.c)."""
    i = next(i for i, bf in enumerate(s.bfs) if bf["uid"] == uid)
    bf = s.bfs[i]
    bf["uid"] = s.new_uid(f"token-{token}", s.owner[uid])
    put_in_zone(s, uid, "banish")
    if "token" in s.card(uid).supers:
        bf.pop("replaced", None)
    else:
        bf["replaced"] = uid
    s.log("replaced", f"{s.name(uid)} is replaced with a {s.name(bf['uid'])} token.", bf=f"f{i}")


def swap_back(s: RiftState, token: str) -> None:
    """ "Replace this with the battlefield it replaced" (438.7.b): the token stops existing and the card
    returns from banishment to its place; nothing happens if it has nothing to return to (438.7.c)."""
    i = next((i for i, bf in enumerate(s.bfs) if bf["uid"] == token), None)
    if i is None or not s.bfs[i].get("replaced"):
        return
    bf = s.bfs[i]
    original = str(bf.pop("replaced"))
    banished = s.players[s.owner[original]]["banish"]
    if original not in banished:
        return
    banished.remove(original)
    bf["uid"] = original
    s.log("swapped_back", f"{s.name(token)} is replaced with {s.name(original)} again.", bf=f"f{i}")


def channel(s: RiftState, p: int, n: int, exhausted: bool = False) -> None:
    """Top runes of the Rune Deck onto the board, ready unless told otherwise (430)."""
    for _ in range(n):
        deck = s.players[p]["runes_deck"]
        if not deck:
            return
        uid = deck.pop(0)
        enter_board(s, uid, p, f"b{p}", not exhausted)
        s.log("channel", f"Player {p + 1} channels {s.name(uid)}.", rune=uid, player=p)


def stun(s: RiftState, uid: str, by: int) -> None:
    """Stun (423): an already-stunned unit is not stunned again and triggers nothing."""
    status = s.st[uid]
    if status["stun"]:
        return
    status["stun"] = True
    s.log("stunned", f"{s.name(uid)} is stunned.", unit=uid)
    if status["ctl"] != by:
        triggers.fire_player(s, by, "stun")


def buff(s: RiftState, uid: str) -> bool:
    """At most one buff per unit (702.3); whether a buff was placed."""
    status = s.st[uid]
    if status["buff"]:
        return False
    status["buff"] = 1
    s.log("buffed", f"{s.name(uid)} is buffed.", unit=uid)
    return True


def heal_all(s: RiftState) -> None:
    for status in s.st.values():
        if status.get("kind") == "unit":
            status["dmg"] = 0


def lethal(s: RiftState, uid: str) -> bool:
    """Non-zero damage at least its Might (143.2.a)."""
    dmg = int(s.st[uid]["dmg"])
    return dmg > 0 and dmg >= might(s, uid)


def score(s: RiftState, p: int, i: int, method: str) -> None:
    """Score a battlefield: one point, with the Final Point rule (465-466), then score triggers. In 2v2
    a battlefield the Turn Player's ally held in the Beginning Phase can't be conquered for points and is
    excused from the Final Point rule (464.1.a, 484.8.f)."""
    bf = s.bfs[i]
    if p in bf["scored"] or (method == "conquer" and i in s.ally_held and p in s.team_of(s.tp)):
        return
    bf["scored"].append(p)
    player = s.players[p]
    name = s.name(bf["uid"])
    done = all(p in b["scored"] or j in s.ally_held for j, b in enumerate(s.bfs))
    if s.team_points(p) >= s.victory - 1 and method == "conquer" and not done:
        s.log("final_point", f"Player {p + 1} conquers {name} but has not scored every battlefield: draws.")
        draw(s, p, 1)
    else:
        player["points"] += 1
        s.log(
            "scored",
            f"Player {p + 1} scores {name} ({method}): {player['points']} points.",
            player=p,
            bf=f"f{i}",
            method=method,
        )
    triggers.fire_score(s, p, i, method)


def add_mod(s: RiftState, uid: str, mod: dict[str, Any]) -> None:
    """A continuous effect on one object, lasting ``mod["until"]`` ("turn" or "combat")."""
    s.st[uid]["mods"].append(mod)
