"""What a player may know (observation), and the heuristic value of a position for search.

Opponents' face-down Action Bar cards appear only as ``{"face_down": true, "exhausted": ...}``:
no id, name or uid (300.1). A player sees their own face-down cards, marked face down, and those of
an enemy they have borrowed for a turn (400.3a: they may turn them face up).
"""

from __future__ import annotations

from typing import Any

from engine.games.wowminis import clocks, counters
from engine.games.wowminis.effects import movable_buffs, op_text, ready_cards
from engine.games.wowminis.records import Buff
from engine.games.wowminis.state import Char, WowState
from engine.games.wowminis.wave import wave_damage
from engine.games.wowminis.work import (
    BuffChoice,
    DamageOrder,
    EffectDamage,
    ExhaustChoice,
    MayChoice,
    ModeChoice,
    ReplaceChoice,
    WaveResolve,
)


def _char_view(s: WowState, c: Char, player: int) -> dict[str, Any]:
    d = s.char_def(c.uid)
    cards: list[dict[str, Any]] = []
    for i in c.cards:
        if i.face_up or c.owner == player or c.controller == player:
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


def _details(s: WowState, player: int) -> dict[str, Any]:
    """What a prompt needs to explain a decision inside an ability or a damage event: the ability and
    its modes (703.1b), the optional step (706.4), the damage and the competing effects (709.2),
    the damage each character is about to be dealt (107.2), the buffs an effect may move (301.3),
    the ready cards a character may exhaust (106.1; face-down ones only for whoever may see them)."""
    top = s.stack[-1]
    if isinstance(top, (ModeChoice, MayChoice)):
        play = s.plays[top.play]
        ab = s.any_ability(s.chars[play.char], play.ability)
        if ab is None:
            return {}
        out: dict[str, Any] = {"ability": ab.name, "actor": play.char}
        if isinstance(top, ModeChoice):
            out["modes"] = [
                {"id": m.id, "name": m.name, "text": " ".join(op_text(e) for e in m.effects)}
                for m in ab.modes
            ]
        else:
            chosen = next((m for m in ab.modes if m.id == play.mode), None)
            steps = chosen.effects if chosen is not None else ab.effects
            out["text"] = op_text(steps[top.step])
        return out
    if isinstance(top, ReplaceChoice):
        return {
            "effects": {
                b.card: {"name": s.catalog.cards[b.card].name, "does": _replacement_words(s, b)}
                for b in s.chars[top.char].buffs
            }
        }
    if isinstance(top, BuffChoice):
        return {
            "buffs": {
                b.card: {
                    "name": s.catalog.cards[b.card].name,
                    "counters": ", ".join(_counters_short(n, k) for n, k in sorted(b.added.items())),
                }
                for b in movable_buffs(s, top.char, top.only)
            }
        }
    if isinstance(top, ExhaustChoice):
        c = s.chars[top.char]
        ready = ready_cards(s, top.char)
        seen = c.owner == player or c.controller == player
        return {
            "in_play": c.pos is not None,
            "ready": len(ready),
            "cards": {
                i.card: {
                    "name": s.card_def(i).name,
                    "face_up": i.face_up,
                    "equipment": s.card_def(i).category == "equipment",
                }
                for i in ready
                if i.face_up or seen
            },
        }
    if isinstance(top, DamageOrder) and top.effect:
        below = next(w for w in reversed(s.stack) if isinstance(w, (EffectDamage, WaveResolve)))
        if isinstance(below, WaveResolve):
            dealt = wave_damage(s, below.steps)
        else:
            dealt = {u: int(n) for u, n in (a.split("=") for a in below.amounts)}
        return {"amounts": {u: dealt[u] for u in top.chars}}
    if isinstance(top, DamageOrder) and s.attack is not None:
        atk = s.attack
        return {"amounts": {u: atk.hits + atk.bonus_hits - atk.blocks.get(u, 0) for u in top.chars}}
    return {}


def _counters_short(name: str, count: int) -> str:
    """Counters in a few words for a button: ``+2 armor`` (two +1 armor counters), ``3 Soul Shard``."""
    found = counters.stat_counter(name)
    if found is not None:
        return f"{found[1] * count:+d} {found[0]}"
    return f"{count} {counters.display_name(name)}"


def _replacement_words(s: WowState, b: Buff) -> str:
    """What a competing replacement effect would do, in a few words for a button."""
    spec = s.catalog.cards[b.card].buff
    if spec is None or (not spec.absorb and spec.replace is None):
        return ""
    if spec.replace is None:
        return f"prevents up to {b.counter} of the damage"
    what = "healing" if spec.replace.event == "heal" else "damage"
    if spec.replace.change == "add":
        return f"adds {spec.replace.amount} to the {what}"
    if spec.replace.change == "halve":
        return f"halves the {what}"
    if spec.replace.change == "stay":
        return "it doesn't move"
    if spec.replace.change == "survive":
        return f"it is not destroyed: its health becomes {spec.replace.amount}"
    source = s.chars.get(b.source)
    return f"{s.label(source) if source else 'its caster'} is dealt the damage instead"


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
        "pending": None
        if not s.stack
        else {**s.stack[-1].to_dict(), **_details(s, player), "player": current},
        "to_act": current,
        "legal_actions": [str(a) for a in s.legal_actions()] if current == player else [],
        "outcome": None
        if s.result is None
        else {"reason": s.result.reason, "winners": list(s.result.winners)},
    }
