"""Current characteristics of cards in play: the continuous layer (CR 704, 712-719).

``derive`` starts from printed values and applies continuous modifiers in timestamp order, with
dependency (CR 719) settled by kind: control changes come first (every "your party" modifier
depends on who controls what), then power loss (a lost power generates nothing, CR 700.3), then
everything else by timestamp. Trait-icon-gated powers exist only when the controller's hero has
the icon (CR 207.1d); totems never gain ATK (CR 306.4a); negative values read as 0 (CR 103.2).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.games.wowtcg.records import Mod, Obj

if TYPE_CHECKING:
    from engine.games.wowtcg.state import TcgState


@dataclass
class View:
    """Derived values of the objects in play (ids to values)."""

    ctrl: dict[str, int] = field(default_factory=dict)
    atk: dict[str, int] = field(default_factory=dict)
    health: dict[str, int] = field(default_factory=dict)
    dtype: dict[str, str] = field(default_factory=dict)
    kws: dict[str, set[str]] = field(default_factory=dict)
    lost: set[str] = field(default_factory=set)
    sheep: set[str] = field(default_factory=set)
    attack_only: dict[str, list[str]] = field(default_factory=dict)
    must_attack: set[str] = field(default_factory=set)
    replacements: list[tuple[int, str, Mapping[str, Any], int]] = field(default_factory=list)
    hand_size: list[int] = field(default_factory=lambda: [7, 7])
    may_not_ready: set[str] = field(default_factory=set)

    def get_atk(self, oid: str) -> int:
        return max(0, self.atk.get(oid, 0))

    def has(self, oid: str, kw: str) -> bool:
        return kw in self.kws.get(oid, ())


def mod_active(s: TcgState, m: Mod) -> bool:
    """A link's modifier applies now: its source condition and its while-condition hold (CR 714.3a)."""
    if m.kind == "control":
        src = s.objs.get(m.data.get("source_obj", ""))
        return src is not None and src.zone == "play" and src.exhausted
    if m.while_ == "defending":
        return bool(s.combat) and s.combat.get("defender") in m.to
    if m.while_ == "attacking":
        return bool(s.combat) and s.combat.get("attacker") in m.to
    return True


def _targets(s: TcgState, m: Mod, ctrl: Mapping[str, int], play: list[Obj]) -> list[str]:
    if m.to:
        return [t for t in m.to if t in ctrl]
    if m.selector == "allies_in_party":
        return [
            o.id for o in play if ctrl[o.id] == m.controller and o.row == "ally" and s.card(o).type == "ally"
        ]
    return []


def derive(s: TcgState) -> View:
    """The derived characteristics of everything in play."""
    v = View()
    play = s.in_play()
    heroes = {p: s.card(s.hero(p)) for p in (0, 1) if s.players[p].hero in s.objs}
    cards = {o.id: s.card(o) for o in play}
    for o in play:
        v.ctrl[o.id] = o.controller
    mods = sorted(s.mods, key=lambda m: (m.ts, m.id))
    for m in mods:
        if m.kind == "control" and mod_active(s, m):
            for t in m.to:
                if t in v.ctrl:
                    v.ctrl[t] = m.controller
    # power loss comes before the powers it removes (CR 700.3, 719.1)
    for o in play:
        c = cards[o.id]
        hosted = o.row == "attached" and o.attached_to in v.ctrl and o.attached_to not in v.lost
        if hosted and any(p["op"] == "attached_sheep" for p in c.continuous):
            v.lost.add(o.attached_to)
            v.sheep.add(o.attached_to)
    for o in play:
        c = cards[o.id]
        if c.is_character and o.row in ("ally", "hero"):
            base_atk = 0 if c.type == "hero" or c.totem else (c.atk or 0)
            v.atk[o.id] = base_atk
            v.health[o.id] = c.health or 0
            v.dtype[o.id] = c.dtype
            v.kws[o.id] = set() if o.id in v.lost else set(c.keywords)
    for o in play:
        c = cards[o.id]
        blank = o.row == "resource" and not o.face_up
        if blank or o.id in v.lost:
            continue
        owner_traits = set(heroes[v.ctrl[o.id]].traits()) if v.ctrl[o.id] in heroes else set()
        for power in c.continuous:
            needs = power.get("needs", "")
            if needs and needs not in owner_traits:
                continue
            _continuous(s, v, o, power, play)
    for m in mods:
        if m.kind in ("atk", "keyword", "strike", "attack_only", "must_attack") and mod_active(s, m):
            for t in _targets(s, m, v.ctrl, play):
                if m.kind == "atk" or m.kind == "strike":
                    v.atk[t] = v.atk.get(t, 0) + m.amount
                    if m.kind == "strike":
                        v.dtype[t] = m.dtype
                elif m.kind == "keyword":
                    v.kws.setdefault(t, set()).add(m.dtype)
                elif m.kind == "attack_only":
                    v.attack_only.setdefault(t, []).extend(m.data.get("only", []))
                else:
                    v.must_attack.add(t)
    for o in play:
        if s.card(o).totem and o.id in v.health:
            v.atk[o.id] = 0
    return v


def _continuous(s: TcgState, v: View, o: Obj, power: Mapping[str, Any], play: list[Obj]) -> None:
    """What one continuous power of a card in play generates (CR 704)."""
    op = power["op"]
    me = v.ctrl[o.id]
    hero_id = s.players[me].hero
    allies = [x for x in play if v.ctrl[x.id] == me and x.id in v.health and s.card(x).type == "ally"]
    amount = int(power.get("amount", 1))
    if op == "atk_per_ally":
        v.atk[o.id] = v.atk.get(o.id, 0) + amount * len(allies)
    elif op == "atk_per_other_same_name":
        same = [x for x in allies if x.id != o.id and s.card(x).name == s.card(o).name]
        v.atk[o.id] = v.atk.get(o.id, 0) + amount * len(same)
    elif op == "hero_atk":
        attacking = bool(s.combat) and s.combat.get("attacker") == hero_id
        if power.get("while") != "attacking" or attacking:
            v.atk[hero_id] = v.atk.get(hero_id, 0) + amount
    elif op == "party_atk":
        tag = power.get("tag", "")
        for x in allies:
            if x.id != o.id and (not tag or s.card(x).has_tag(tag)):
                v.atk[x.id] = v.atk.get(x.id, 0) + amount
    elif op == "keyword":
        v.kws.setdefault(o.id, set()).add(str(power["kw"]))
    elif op == "hero_keyword":
        v.kws.setdefault(hero_id, set()).add(str(power["kw"]))
    elif op == "attack_only_self":
        for x in play:
            if v.ctrl[x.id] != me and x.id in v.health and not s.card(x).totem:
                v.attack_only.setdefault(x.id, []).append(o.id)
    elif op in ("double_hero_dtype", "hero_deals_plus", "hero_dealt_plus", "unpreventable_with_self"):
        v.replacements.append((o.ts, o.id, power, me))
    elif op == "hand_size":
        v.hand_size[me] += amount
    elif op == "may_not_ready":
        v.may_not_ready.add(o.id)
