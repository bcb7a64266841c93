"""What each player may see (CR 411: hands and decks are hidden, face-down resources are seen only by
their controller) and re-dealing what a player cannot see, for determinizing search."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core import Rng
from engine.games.wowtcg.chain import card_cost, link_power
from engine.games.wowtcg.records import Link
from engine.games.wowtcg.text import trigger_text

if TYPE_CHECKING:
    from engine.games.wowtcg.records import Obj
    from engine.games.wowtcg.state import TcgState


def _card(s: TcgState, o: Obj, viewer: int) -> dict[str, Any]:
    v = s.view()
    hidden = o.row == "resource" and not o.face_up and o.controller != viewer
    out: dict[str, Any] = {
        "id": o.id,
        "card": None if hidden else s.card(o).name,
        "owner": o.owner,
        "controller": v.ctrl.get(o.id, o.controller),
        "row": o.row,
        "face_up": o.face_up,
        "exhausted": o.exhausted,
        "damage": o.damage,
        "attached_to": o.attached_to,
        "token": bool(o.token),
    }
    if o.id in v.atk:
        out["atk"] = v.get_atk(o.id)
        out["health"] = v.health[o.id]
        out["keywords"] = sorted(v.kws.get(o.id, ()))
    return out


def observation(s: TcgState, player: int) -> dict[str, Any]:
    """Everything ``player`` may know, as JSON-able data (the shape is in docs/wowtcg-engine.md)."""
    players = []
    for p, pl in enumerate(s.players):
        seen: dict[str, Any] = {
            "hero": pl.hero,
            "life": s.life(p),
            "deck_count": len(pl.deck),
            "hand_count": len(pl.hand),
            "graveyard": [{"id": c, "card": s.objs[c].card} for c in pl.graveyard],
            "removed": [{"id": c, "card": s.objs[c].card} for c in pl.rfg],
            "placed_resource": pl.placed,
        }
        if p == player:
            seen["hand"] = [
                {"id": c, "card": s.objs[c].card, "cost": card_cost(s, s.objs[c], False)[0]} for c in pl.hand
            ]
        players.append(seen)
    chain = []
    for link in s.chain:
        hidden = link.face_down and link.controller != player
        chain.append(
            {
                "id": link.id,
                "kind": link.kind,
                "controller": link.controller,
                "name": "" if hidden else link.name,
                "source": link.source,
                "targets": list(link.targets),
                "data": {k: v for k, v in link.data.items() if k in ("attacker", "defender", "alt")},
            }
        )
    pending = None
    if s.pending is not None:
        pending = {"player": s.pending.player, "kind": s.pending.kind, "source": _asking(s, player)}
        if s.pending.player == player:
            pending |= {"options": list(s.pending.options), "prompt": s.pending.prompt}
        if s.pending.kind == "order":
            pending["triggers"] = _waiting(s, s.pending.player)
    return {
        "you": player,
        "turn": s.turn,
        "turn_player": s.tp,
        "step": s.step,
        "window": s.window,
        "priority": s.holder if s.window and s.pending is None else None,
        "players": players,
        "play": [_card(s, o, player) for o in s.in_play()],
        "chain": chain,
        "combat": {
            k: s.combat[k] for k in ("attacker", "proposed", "defender", "protecting") if k in s.combat
        },
        "modifiers": [
            {"kind": m.kind, "source": m.source, "to": list(m.to), "amount": m.amount, "duration": m.duration}
            for m in s.mods
        ],
        "pending": pending,
        "result": s.result,
    }


def _asking(s: TcgState, viewer: int) -> dict[str, str] | None:
    """The chain link whose text asks the pending question: the link resolving, if any (a "may" or
    "unless" names no card of its own in its prompt)."""
    if s.proc is None or s.proc.get("kind") != "resolve":
        return None
    link = next((x for x in s.chain if x.id == s.proc["link"]), None)
    if link is None:
        return None
    hidden = link.face_down and link.controller != viewer
    return {"link": link.id, "card": link.source, "name": "" if hidden else link.name}


def _waiting(s: TcgState, player: int) -> list[dict[str, str]]:
    """The triggered effects an ``order`` choice picks among, in the order its index options count
    them (CR 708.1): the option, the source card's id and name, and the trigger's text."""
    out = []
    for i, w in enumerate(x for x in s.waiting if x.controller == player):
        power = link_power(s, Link("", "trigger", w.controller, w.source, w.name, w.power))
        text = trigger_text(power, w.name) if power is not None else ""
        out.append({"option": str(i), "source": w.source, "name": w.name, "text": text})
    return out


def hidden_from(s: TcgState, player: int) -> list[str]:
    """The opponent's hand and deck card ids (new ids are given on every zone change, CR 411.1b)."""
    other = s.players[1 - player]
    return [f'"{c}"' for c in other.hand + other.deck]


def _unknown(s: TcgState, player: int) -> list[str]:
    other = 1 - player
    pl = s.players[other]
    face_down = [
        o.id
        for o in s.objs.values()
        if o.controller == other
        and o.zone in ("play", "chain")
        and o.row in ("resource", "")
        and not o.face_up
    ]
    return sorted(pl.hand + pl.deck + face_down)


def resample(s: TcgState, player: int, rng: Rng) -> TcgState:
    """A clone with the opponent's unseen cards (hand, deck, face-down resources) re-dealt among
    themselves and the player's own deck reshuffled."""
    c = s.clone()
    ids = _unknown(s, player)
    names = [s.objs[i].card for i in ids]
    rng.shuffle(names)
    for cid, name in zip(ids, names, strict=True):
        c.objs[cid].card = name
    own = c.players[player].deck
    names = [c.objs[i].card for i in own]
    rng.shuffle(names)
    for cid, name in zip(own, names, strict=True):
        c.objs[cid].card = name
    c.changed()
    return c
