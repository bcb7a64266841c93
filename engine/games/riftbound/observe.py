"""Observations (what one player may know), the identifiers hidden from each player, and
resampling the unseen cards for determinizing search.

Hidden: every Main Deck and Rune Deck (order included, even one's own), the other player's hand and
set-aside mulligan cards, and the other player's facedown cards (107.3, 108.4-108.7). Public: the
board, trashes, banishments, Champion Zones, legends, points, XP, Rune Pools, hand sizes, the chain.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core import Rng
from engine.games.riftbound.actions import RAction
from engine.games.riftbound.layers import keywords_and_might
from engine.games.riftbound.legal import payment_of
from engine.games.riftbound.picks import NO, future_options, looked_at
from engine.games.riftbound.state import copy_data

if TYPE_CHECKING:
    from engine.games.riftbound.state import RiftState


def _card(s: RiftState, uid: str) -> dict[str, str]:
    return {"uid": uid, "card": s.cards[uid]}


def observation(s: RiftState, viewer: int) -> dict[str, Any]:
    """What ``viewer`` may know. Derived fields (a chain item's card, a trigger prompt's source) are
    read from the state here rather than stored, so adding them leaves ``state_hash`` unchanged."""
    players = []
    for p, pl in enumerate(s.players):
        players.append(
            {
                "points": pl["points"],
                "xp": pl["xp"],
                "energy": pl["energy"],
                "power": dict(pl["power"]),
                "hand_size": len(pl["hand"]),
                "deck_size": len(pl["deck"]),
                "rune_deck_size": len(pl["runes_deck"]),
                "hand": [_card(s, u) for u in pl["hand"]] if p == viewer else [],
                "aside": [_card(s, u) for u in pl["aside"]] if p == viewer else [],
                "trash": [_card(s, u) for u in pl["trash"]],
                "banish": [_card(s, u) for u in pl["banish"]],
                "champion_zone": [_card(s, u) for u in pl["champ"]],
                "legend": _card(s, pl["legend"]),
                "played_this_turn": pl["played"],
            }
        )
    board = {}
    for uid in sorted(s.st):
        entry = copy_data(s.st[uid])
        entry["card"] = s.cards[uid]
        if entry["kind"] == "unit":
            kws, real = keywords_and_might(s, uid)
            entry["might"] = max(0, real)
            entry["keywords"] = kws
        board[uid] = entry
    bfs = []
    for bf in s.bfs:
        fd = bf["facedown"]
        facedown: dict[str, Any] | None = None
        if fd is not None:
            facedown = {"p": fd["p"], **(_card(s, fd["uid"]) if fd["p"] == viewer else {})}
        bfs.append(
            {
                "card": _card(s, bf["uid"]),
                "controller": bf["ctl"],
                "contested": bf["contested"],
                "scored": list(bf["scored"]),
                "facedown": facedown,
            }
        )
    prompt = None
    if s.prompt is not None:
        own = s.prompt["p"] == viewer
        prompt = {k: v for k, v in s.prompt.items() if own or k != "card"}
        if not own and s.prompt["kind"] in ("predict_order", "hook", "future"):
            prompt["options"] = []
        if own and looked_at(s):
            prompt["looked"] = [_card(s, u) for u in looked_at(s)]
        if s.prompt["kind"] in ("trigger", "may") and s.queue:
            src = s.queue[0]["src"]
            prompt.update(src=src, src_card=s.cards[src])
    return {
        "viewer": viewer,
        "players": players,
        "board": board,
        "battlefields": bfs,
        "chain": [
            {k: v for k, v in item.items() if k in ("id", "kind", "src", "ctl", "targets")}
            | {"card": s.cards[item["src"]]}
            for item in s.chain
        ],
        "turn": s.turn,
        "turn_player": s.tp,
        "step": s.step,
        "priority": s.prio,
        "focus": s.focus,
        "showdown": copy_data(s.sd),
        "combat": copy_data(s.combat),
        "prompt": prompt,
        "victory_score": s.victory,
        "teams": list(s.teams),
        "out": list(s.out),
        "invited": s.invited,
        "match": copy_data(s.match),
        "winner": s.winner,
        "to_act": s.current_player(),
        "legal": [str(a) for a in s.legal_actions()] if s.current_player() == viewer else [],
        "autopay": _autopay(s) if s.current_player() == viewer else {},
    }


def _autopay(s: RiftState) -> dict[str, list[str]]:
    """For each legal action that may also be paid another way, the domains its automatic payment
    recycles for universal Power, so a table can say what the plain action spends."""
    out: dict[str, list[str]] = {}
    for action in s.legal_actions():
        spend = payment_of(s, action) if isinstance(action, RAction) else None
        if spend is not None:
            out[str(action)] = list(spend)
    return out


def hidden_from(s: RiftState, viewer: int) -> list[str]:
    out: list[str] = []
    seen = set(looked_at(s)) if s.prompt is not None and s.prompt["p"] == viewer else set()
    for p, pl in enumerate(s.players):
        out += [u for u in pl["deck"] if u not in seen] + list(pl["runes_deck"])
        if p != viewer:
            out += list(pl["hand"]) + list(pl["aside"])
    for bf in s.bfs:
        fd = bf["facedown"]
        if fd is not None and fd["p"] != viewer:
            out.append(fd["uid"])
    return sorted(out)


def resample(s: RiftState, viewer: int, rng: Rng) -> RiftState:
    """Re-deal what ``viewer`` cannot see: the other player's hand, deck and facedown cards share
    their card ids at random; every deck is reshuffled; a battlefield another player chose in secret
    (481.5) is drawn again from their options."""
    c = s.clone()
    for p, pl in enumerate(c.players):
        if p != viewer:
            unseen = list(pl["hand"]) + list(pl["deck"]) + list(pl["aside"])
            unseen += [
                bf["facedown"]["uid"]
                for bf in c.bfs
                if bf["facedown"] is not None and bf["facedown"]["p"] == p
            ]
            ids = [c.cards[u] for u in unseen]
            rng.shuffle(ids)
            c.cards = {**c.cards, **dict(zip(unseen, ids, strict=True))}
        top = len(looked_at(c)) if c.prompt is not None and c.prompt["p"] == viewer == p else 0
        rest = pl["deck"][top:]
        rng.shuffle(rest)
        pl["deck"] = pl["deck"][:top] + rest
        rng.shuffle(pl["runes_deck"])
    if c.prompt is not None and c.prompt["kind"] == "future" and c.prompt["p"] != viewer:
        options = future_options(c, int(c.prompt["p"]), str(c.chain[-1]["id"]))
        c.prompt = {**c.prompt, "options": options + [NO]}
    if c.choosing is not None:
        for p, pick in enumerate(c.choosing["picks"]):
            options = c.choosing["options"][p]
            if p != viewer and pick is not None and options:
                c.choosing["picks"][p] = options[rng.randbelow(len(options))]
    return c
