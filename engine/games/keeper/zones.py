"""Moving cards between zones, summoning, damage, piercing and destruction (Zones, Minions, Pawns).

Every move of a minion off the battlefield goes through ``leave_field``: its counters fall off, it
leaves any battle team, a hypnotize ends, a pawn is removed from the game instead of moving, and a
down-level keeps following the card (Down-level). Damage goes through ``inflict`` (Minions: piercing
damage; Counters: Shield and Voodoo; rules decisions K-16 to K-18).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.games.keeper.model import Minion

if TYPE_CHECKING:
    from engine.games.keeper.state import KeeperState


def zone_of(s: KeeperState, uid: str) -> tuple[int, str]:
    """(player, zone) of a card outside the battlefield, or (-1, "") when it is in no zone."""
    for p, pl in enumerate(s.players):
        for zone in ("hand", "grave", "granary", "deck"):
            if uid in getattr(pl, zone):
                return p, zone
    return -1, ""


def take_from_zone(s: KeeperState, uid: str) -> None:
    """Lift a card out of whatever off-field zone holds it (a resource also stops being spent)."""
    p, zone = zone_of(s, uid)
    if p < 0:
        if uid in s.limbo:
            s.limbo.remove(uid)
        return
    getattr(s.players[p], zone).remove(uid)
    if zone == "granary" and uid in s.players[p].spent:
        s.players[p].spent.remove(uid)


def put(s: KeeperState, uid: str, dest: str, owner: int) -> None:
    """Place a card (already out of its zone) into its owner's ``dest`` zone."""
    pl = s.players[owner]
    if dest == "hand":
        pl.hand.append(uid)
    elif dest == "grave":
        pl.grave.append(uid)
    elif dest == "granary":
        pl.granary.append(uid)
        pl.spent.append(uid)
    elif dest == "deck_top":
        pl.deck.insert(0, uid)
    elif dest == "deck_bottom":
        pl.deck.append(uid)


def withdraw(s: KeeperState, uid: str) -> None:
    """Distract: take a minion out of any battle team it is in."""
    b = s.battle
    if b is None:
        return
    for team in ("ateam", "dteam"):
        if uid in b[team]:
            b[team].remove(uid)


def leave_field(s: KeeperState, uid: str, dest: str) -> None:
    """Move an on-field minion to its owner's ``dest`` zone (a pawn is removed instead)."""
    m = s.minions.pop(uid)
    s.players[m.ctrl].field.remove(uid)
    withdraw(s, uid)
    if m.pawn or dest == "removed":
        s.log("removed", f"{s.card(uid).name} ({uid}) is removed from the game.", card=uid)
        return
    printed = s.card(uid).level
    if m.level < printed and not m.petrified:
        s.down[uid] = printed - m.level
    put(s, uid, dest, m.owner)


def move_card(s: KeeperState, uid: str, dest: str) -> None:
    """Move any card (on-field or not) to its owner's ``dest`` zone."""
    if uid in s.minions:
        leave_field(s, uid, dest)
        return
    owner = card_owner(s, uid)
    take_from_zone(s, uid)
    if dest != "removed":
        put(s, uid, dest, owner)


def card_owner(s: KeeperState, uid: str) -> int:
    """The player whose deck the card started in (pawns: their creator)."""
    if uid in s.minions:
        return s.minions[uid].owner
    return s.owners[uid]


def level_of(s: KeeperState, uid: str) -> int:
    """A card's current level: on the field its minion's level, elsewhere printed less any down-level."""
    if uid in s.minions:
        m = s.minions[uid]
        return 0 if m.petrified else m.level
    return max(0, s.card(uid).level - s.down.get(uid, 0))


def place_minion(s: KeeperState, uid: str, owner: int, ctrl: int, pawn: bool = False) -> Minion:
    """Put a minion onto ``ctrl``'s battlefield, face up and exhausted, at its printed values."""
    card = s.card(uid)
    m = Minion(uid, owner, ctrl, card.sp, card.hp, max(0, card.level - s.down.pop(uid, 0)), pawn=pawn)
    s.minions[uid] = m
    s.players[ctrl].field.append(uid)
    return m


def draw(s: KeeperState, p: int, n: int = 1) -> None:
    """Draw ``n`` cards; drawing from an empty deck meets an endgame condition (Endgame)."""
    pl = s.players[p]
    for _ in range(n):
        if not pl.deck:
            pl.decked = True
            s.log("decked", f"Player {p + 1} must draw from an empty deck.", player=p)
            return
        pl.hand.append(pl.deck.pop(0))
    s.log("draw", f"Player {p + 1} draws {n} card{'s' if n != 1 else ''}.", player=p, count=n)


def hurt_player(s: KeeperState, p: int, amount: int, why: str) -> None:
    """Damage to a player: HP never goes below 0 (a player at 0 is a zombie player)."""
    if amount <= 0:
        return
    before = s.players[p].hp
    s.players[p].hp = max(0, before - amount)
    s.log(
        "player_damage",
        f"Player {p + 1} takes {amount} damage ({why}).",
        player=p,
        amount=amount,
        hp=s.players[p].hp,
    )


def heal_player(s: KeeperState, p: int, amount: int) -> None:
    s.players[p].hp += amount
    s.log("heal", f"Player {p + 1} gains {amount} HP.", player=p, amount=amount, hp=s.players[p].hp)


def meet(s: KeeperState, cond: str, p: int, uid: str = "") -> None:
    """Record that a "When ..." activation condition became met for player ``p`` (rules decision K-09)."""
    if not any(m[0] == cond and m[1] == p and m[2] == uid and m[3] == -1 for m in s.met):
        s.met.append([cond, p, uid, -1, []])


def destroy(s: KeeperState, uid: str, by_damage: bool) -> bool:
    """Send an on-field minion to its owner's grave (a pawn is removed). Undying stops an effect.

    :returns: whether it was destroyed.
    """
    m = s.minions.get(uid)
    if m is None:
        return False
    if not by_damage and m.counter_count("undying"):
        m.take_counter("undying")
        s.log("counter", f"An Undying Counter saves {s.name(uid)}.", card=uid, counter="undying")
        return False
    ctrl = m.ctrl
    s.log("destroyed", f"{s.name(uid)} is destroyed.", card=uid, player=ctrl)
    leave_field(s, uid, "grave")
    meet(s, "this_destroyed", ctrl, uid)
    return True


def inflict(s: KeeperState, uid: str, amount: int, die: bool, source: int) -> None:
    """Inflict damage to an on-field minion: a Shield zeroes a die, damage >= HP destroys it and the
    excess pierces to its controller, a Voodoo answers a die (``source`` is the player dealing it)."""
    m = s.minions.get(uid)
    if m is None or m.petrified:
        return
    if die and amount > 0 and m.counter_count("shield"):
        m.take_counter("shield")
        s.log(
            "counter",
            f"A Shield Counter zeroes a {amount} against {s.name(uid)}.",
            card=uid,
            counter="shield",
        )
        amount = 0
    if amount <= 0:
        return
    ctrl = m.ctrl
    s.log("damage", f"{s.name(uid)} takes {amount} damage.", card=uid, amount=amount, die=die)
    if die:
        for c in list(m.counters):
            if c[0] == "voodoo":
                s.work.append({"t": "voodoo", "owner": c[1], "host": uid, "v": amount})
    meet(s, "minion_damaged", ctrl)
    if amount >= m.hp:
        pierce = amount - m.hp
        destroy(s, uid, by_damage=True)
        if pierce:
            hurt_player(s, ctrl, pierce, "piercing")
    else:
        m.hp -= amount
