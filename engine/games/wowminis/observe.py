"""What a player may know (observation), and the heuristic value of a position for search.

Opponents' face-down Action Bar cards appear only as ``{"face_down": true, "exhausted": ...}``:
no id, name or uid (300.1). A player sees their own face-down cards, marked face down.
"""

from __future__ import annotations

from typing import Any

from engine.games.wowminis import clocks
from engine.games.wowminis.state import Char, WowState


def _char_view(s: WowState, c: Char, player: int) -> dict[str, Any]:
    d = s.char_def(c.uid)
    cards: list[dict[str, Any]] = []
    for i in c.cards:
        if i.face_up or c.owner == player:
            cards.append(
                {
                    "uid": i.uid,
                    "id": i.card,
                    "name": s.card_def(i).name,
                    "face_up": i.face_up,
                    "exhausted": i.exhausted,
                    "aside": i.aside,
                    "counters": dict(sorted(i.counters.items())),
                }
            )
        else:
            cards.append({"face_down": True, "exhausted": i.exhausted})
    return {
        "uid": c.uid,
        "id": c.cid,
        "name": d.name,
        "owner": c.owner,
        "controller": c.controller,
        "pos": None if c.pos is None else str(c.pos),
        "in_play": c.pos is not None,
        "clock": c.clock,
        "ahead": clocks.ahead(c.clock, s.master),
        "health": c.health,
        "max_health": s.max_health(c),
        "armor": max(0, s.stat(c, "armor")),
        "resist": max(0, s.stat(c, "resist")),
        "move": max(0, s.stat(c, "move")),
        "stealthed": s.stealthed(c),
        "buffs": [
            {"card": b.card, "name": s.catalog.cards[b.card].name, "party": b.party, "counter": b.counter}
            for b in c.buffs
        ],
        "counters": dict(sorted(c.counters.items())),
        "controlled_by": c.controlled_by,
        "statuses": list(c.statuses),
        "master": c.master,
        "form": c.form,
        "channel": c.channel,
        "cards": cards,
    }


def observation(s: WowState, player: int) -> dict[str, Any]:
    current = s.current_player()
    atk = s.attack
    return {
        "game": "wowminis",
        "player": player,
        "board": s.board.id,
        "master": s.master,
        "round": s.round,
        "first_player": s.first_player,
        "turn_player": s.turn_player,
        "players": [{"name": s.names[p], "vp": s.vp[p], "honor": s.honor_total(p)} for p in range(2)],
        "characters": [_char_view(s, s.chars[u], player) for u in s.order],
        "totems": [
            {
                "uid": t.uid,
                "card": t.card,
                "name": s.catalog.cards[t.card].name,
                "controller": t.controller,
                "pos": str(t.pos),
                "damage": t.damage,
                "health": s.totem_health(t),
            }
            for t in (s.totems[u] for u in sorted(s.totems))
        ],
        "turn": None
        if s.turn is None
        else {
            "char": s.turn.char,
            "moved": s.turn.moved,
            "instant": s.turn.instant,
            "action": s.turn.action,
        },
        "attack": None
        if atk is None
        else {
            "attacker": atk.attacker,
            "ability": atk.ability,
            "kind": atk.kind,
            "power": atk.power,
            "defenders": list(atk.defenders),
            "dice": list(atk.dice),
            "hits": atk.hits,
            "crit": atk.crit,
            "defense_dice": list(atk.def_dice),
        },
        "pending": None if not s.stack else {**s.stack[-1].to_dict(), "player": current},
        "to_act": current,
        "legal_actions": [str(a) for a in s.legal_actions()] if current == player else [],
        "outcome": None
        if s.result is None
        else {"reason": s.result.reason, "winners": list(s.result.winners)},
    }
