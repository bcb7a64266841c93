"""The basic events every rules module uses: exhaust, ready, destroy, draw, discard, heal, enter play.

Each fires the triggers its event can cause (CR 703): "becomes exhausted" only on a ready->exhausted
change, "when destroyed" looking back at the card before it moved, "enters play" after it entered.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.games.wowtcg.records import Obj
from engine.games.wowtcg.state import ask
from engine.games.wowtcg.triggers import fire, fire_leaving

if TYPE_CHECKING:
    from engine.games.wowtcg.state import TcgState


def exhaust(s: TcgState, o: Obj) -> None:
    """Exhaust a card; "becomes exhausted" triggers only on the ready->exhausted change (CR 703.4)."""
    if o.exhausted:
        return
    o.exhausted = True
    o.used["exhausted_at"] = s.tick()
    s.changed()
    fire(s, "becomes_exhausted", subject=o.id)


def ready(s: TcgState, o: Obj) -> None:
    o.exhausted = False
    o.used.pop("exhausted_at", None)
    s.changed()


def to_graveyard(s: TcgState, o: Obj, destroyed: bool = True) -> Obj:
    """Put a card from play (or the chain) into its owner's graveyard; a destroy fires the card's own
    "when destroyed" (look-back, CR 703.3a) and "when an ally is destroyed" powers."""
    waiting = fire_leaving(s, o, "destroyed") if destroyed and o.zone == "play" else []
    is_ally = o.zone == "play" and s.card(o).type == "ally"
    name, ctrl = s.card(o).name, s.ctrl(o) if o.zone == "play" else o.owner
    if destroyed and is_ally:
        fire(s, "ally_destroyed", subject=o.id, name=name, player=ctrl)
    new = s.move(o, "graveyard")
    for w in waiting:
        w.data["new_id"] = new.id
        s.waiting.append(w)
    if destroyed:
        s.log("destroyed", f"{name} is destroyed.", card=new.id)
    return new


def draw(s: TcgState, p: int, count: int = 1) -> None:
    """Draw from the top; an empty deck marks the player to lose at the next check (CR 407.6b).
    A draw replaced by Forbidden Knowledge-style powers takes a removed card instead (CR 716.1b)."""
    for _ in range(count):
        if _draw_replaced(s, p):
            continue
        player = s.players[p]
        if not player.deck:
            player.drew_empty = True
            continue
        s.move(s.objs[player.deck[0]], "hand")
        s.log("draw", f"Player {p + 1} draws a card.", player=p)


def _draw_replaced(s: TcgState, p: int) -> bool:
    for o in s.in_play():
        if s.ctrl(o) == p and any(c["op"] == "replace_draw_from_removed" for c in s.card(o).continuous):
            pool = [x for x in s.players[p].rfg if s.objs[x].removed_by == p]
            if pool:
                s.move(s.objs[pool[0]], "hand")
            return True
    return False


def discard_choice(s: TcgState, p: int, count: int) -> list[str]:
    """Ask the player which cards to discard (all asks first, CR 712.7 style)."""
    chosen: list[str] = []
    for _ in range(min(count, len(s.players[p].hand))):
        options = [c for c in s.players[p].hand if c not in chosen]
        chosen.append(ask(s, p, "discard", options, "Discard which card?"))
    return chosen


def heal(s: TcgState, o: Obj, amount: int) -> None:
    """Remove damage counters; excess is wasted and an undamaged character is not healed (CR 405)."""
    healed = min(amount, o.damage)
    if healed > 0:
        o.damage -= healed
        s.log("heal", f"{s.card(o).name} heals {healed} damage.", card=o.id, amount=healed)
        s.changed()


def enter_play(s: TcgState, o: Obj, controller: int, row: str, **kw: Any) -> Obj:
    """CR 710: enter play (exhausted or damaged as part of entering), then "enters play" triggers."""
    new = s.move(o, "play", row, face_up=kw.get("face_up", True), exhausted=kw.get("exhausted", False))
    new.controller = controller
    new.damage = kw.get("damage", 0)
    new.attached_to = kw.get("attached_to", "")
    s.log("enters", f"{s.label(new)} enters play.", card=new.id, player=controller)
    if row != "resource":
        fire(s, "enters", subject=new.id)
        fire(s, "opposing_ally_enters", subject=new.id)
    return new


def row_for(s: TcgState, o: Obj) -> str:
    c = s.card(o)
    return "ally" if c.type == "ally" else "hero"
