"""What each player may know (Zones: knowledge levels; rules decision K-74), and re-dealing the rest.

Public: battlefields (a petrified minion's identity only to its controller), the chain, the battle,
spells being cast, HP and every zone's size. Private: a player's own hand, granary and grave. Restricted:
every deck, even its owner's. A pending choice is shown only to the player making it (with the cards it
lets them see: excavated cards, an enemy's hand).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core import Rng
from engine.games.keeper.battle import battle_state

if TYPE_CHECKING:
    from engine.games.keeper.state import KeeperState


def _minion(s: KeeperState, uid: str, viewer: int) -> dict[str, Any]:
    m = s.minions[uid]
    d: dict[str, Any] = {
        "uid": uid,
        "owner": m.owner,
        "controller": m.ctrl,
        "exhausted": m.exhausted,
        "fatigued": m.fatigue >= 0,
        "petrified": m.petrified,
        "pawn": m.pawn,
        "counters": [list(c) for c in m.counters],
        "locked": m.locked,
        "hypnotized_from": m.hyp,
    }
    if not m.petrified or m.ctrl == viewer:
        d.update(card=s.card(uid).to_dict() if m.pawn else s.cards[uid], sp=m.sp, hp=m.hp, level=m.level)
    return d


def observation(s: KeeperState, viewer: int) -> dict[str, Any]:
    """Everything ``viewer`` may know, as JSON data (docs/keeper-engine.md)."""
    players = []
    for q, pl in enumerate(s.players):
        mine = q == viewer
        players.append(
            {
                "hp": pl.hp,
                "deck": len(pl.deck),
                "hand": [
                    {"uid": u, "card": s.cards[u], "level": max(0, s.card(u).level - s.down.get(u, 0))}
                    for u in pl.hand
                ]
                if mine
                else len(pl.hand),
                "grave": [{"uid": u, "card": s.cards[u]} for u in pl.grave] if mine else len(pl.grave),
                "granary": [{"uid": u, "card": s.cards[u], "exhausted": u in pl.spent} for u in pl.granary]
                if mine
                else {"count": len(pl.granary), "exhausted": len(pl.spent)},
                "battlefield": [_minion(s, u, viewer) for u in pl.field],
                "decked": pl.decked,
            }
        )
    pending = None
    if s.pending is not None and s.pending["p"] == viewer:
        pending = {k: v for k, v in s.pending.items()}
    return {
        "seat": viewer,
        "players": players,
        "turn": s.turn,
        "turn_player": s.tp,
        "first": s.first,
        "phase": s.phase,
        "to_act": s.current_player(),
        "chain": [
            {
                "player": link["p"],
                "kind": link["kind"],
                "uid": link["uid"],
                "ability": link["ab"],
                "counter": link.get("counter", ""),
                "negated": link["negated"],
                "done": bool(link.get("done")),
                "card": s.cards.get(link["uid"], ""),
            }
            for link in s.chain
        ],
        "casting": [{"uid": u, "card": s.cards[u]} for u in s.limbo],
        "battle": battle_state(s),
        "declared": list(s.declared),
        "pending": pending,
        "result": dict(s.result) if s.result else None,
    }


def hidden_from(s: KeeperState, viewer: int) -> list[str]:
    """Ids of cards ``viewer`` must not see: other players' hands, granaries and graves, every deck (a card
    that was in a battle or a chain in public view is not hidden by going to a grave)."""
    seen = set(s.pending["opts"]) if s.pending is not None and s.pending["p"] == viewer else set()
    seen |= {link["uid"] for link in s.chain}
    seen |= set(s.declared)
    if s.battle is not None:
        seen |= {s.battle["victim"], *s.battle["ateam"], *s.battle["dteam"]}
    out: list[str] = []
    for q, pl in enumerate(s.players):
        out += pl.deck
        if q != viewer:
            out += pl.hand + pl.granary + pl.grave
    return [u for u in out if u not in seen]


def _mentioned(data: Any) -> set[str]:
    """Every string inside JSON-like data: the cards a chain, a task or a choice is about stay as they are."""
    if isinstance(data, str):
        return {data}
    if isinstance(data, list):
        return set().union(*(_mentioned(x) for x in data)) if data else set()
    if isinstance(data, dict):
        return _mentioned(list(data.values()))
    return set()


def resample(s: KeeperState, viewer: int, rng: Rng) -> KeeperState:
    """A state ``viewer`` cannot tell from this one: every unseen card re-dealt among the unseen places
    of the same owner (a player's identities stay within the cards from their deck)."""
    c = s.clone()
    cards = dict(c.cards)
    busy = _mentioned([c.chain, c.work, c.pending, c.limbo, c.battle, c.declared])
    for q, pl in enumerate(c.players):
        slots = list(pl.deck) if q == viewer else pl.deck + pl.hand + pl.granary + pl.grave
        slots = [u for u in slots if u in cards and u not in busy]
        ids = [cards[u] for u in slots]
        rng.shuffle(ids)
        for u, cid in zip(slots, ids, strict=True):
            cards[u] = cid
        if q == viewer:
            rng.shuffle(pl.deck)
    c.cards = cards
    c.forget_legal_actions()
    return c
