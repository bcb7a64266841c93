"""What the screen says about a character's abilities and about targets it cannot reach.

``abilities_of`` lists a character's printed abilities and its Action Bar cards (as the viewing
player may see them) with their tick cost and range; ``unreachable_reasons`` explains, for every
enemy an ability cannot target, whether it is too far or which spaces block each shortest path
(405.3/405.4, via ``engine.games.wowminis.los.explain_los``).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass, replace
from typing import Any

from engine.games.wowminis.board import Board
from engine.games.wowminis.los import LosReport, MidpointBlockers, explain_los
from engine.games.wowminis.model import Ability, Catalog, parse_stats
from engine.hex import Hex, distance


@dataclass(frozen=True)
class AbilityInfo:
    """One entry of the character panel.

    ``key`` is the ability id used in ``play`` actions (the card id for Action Bar cards);
    ``state`` is "printed", "ready", "exhausted" or "face down"; ``category`` the card category
    (action, instant, react, equipment) or "action" for a printed ability.
    """

    key: str
    name: str
    cost: int | None
    min_range: int | None
    max_range: int | None
    stats: str
    state: str
    category: str
    aoe: bool = False
    text: str = ""
    hostile: bool = True
    """Aimed at enemies (attacks, debuffs) rather than allies (heals, buffs)."""

    @property
    def range_text(self) -> str:
        if self.max_range is None:
            return "self"
        if self.min_range:
            return f"range {self.min_range}-{self.max_range}"
        return f"range {self.max_range}"


def _ability_entry(ability: Ability, state: str, category: str, text: str) -> AbilityInfo:
    s = ability.stats
    return AbilityInfo(
        ability.id,
        ability.name,
        s.cost,
        s.min_range,
        s.max_range,
        str(s),
        state,
        category,
        ability.aoe,
        text,
        hostile=ability.is_attack or ability.hostile,
    )


def abilities_of(char: Mapping[str, Any], catalog: Catalog) -> list[AbilityInfo]:
    """The printed abilities, then the Action Bar cards in the order the observation lists them."""
    out: list[AbilityInfo] = []
    cdef = catalog.characters.get(char["id"])
    if cdef is not None:
        for ability in cdef.all_abilities():
            out.append(_ability_entry(ability, "printed", "action", ability.text))
    for card in char.get("cards", []):
        if card.get("face_down") and "id" not in card:
            out.append(AbilityInfo("", "Face-down card", None, None, None, "", "face down", "unknown"))
            continue
        cd = catalog.cards.get(card["id"])
        if cd is None:
            continue
        state = "exhausted" if card.get("exhausted") else "ready"
        if not card.get("face_up"):
            state = "face down"
        if cd.ability is not None:
            entry = _ability_entry(cd.ability, state, cd.category, cd.text)
            out.append(replace(entry, key=cd.id, name=cd.name))
            continue
        lo = hi = None
        stats = f"T{cd.cost}" if cd.category != "equipment" else f"honor +{cd.equipment_cost}"
        if cd.range_text:
            try:
                parsed = parse_stats(cd.range_text)
                lo, hi = parsed.min_range, parsed.max_range
                stats += f" {cd.range_text}"
            except ValueError:
                stats += f" {cd.range_text}"
        cost = cd.cost if cd.category != "equipment" else None
        hostile = cd.type not in ("heal", "buff", "totem", "pet", "equipment")
        out.append(
            AbilityInfo(cd.id, cd.name, cost, lo, hi, stats, state, cd.category, False, cd.text, hostile)
        )
    return out


OTHERWISE = "In range and in sight, but not a legal target now (the card's own rules)."


def taunt_reason(attacker: str, taunters: list[str]) -> str:
    """708.5: an attack must include an adjacent enemy with Taunt."""
    names = " or ".join(taunters)
    return f"Taunt (708.5): {names} is next to {attacker}, so the attack must target it."


@dataclass(frozen=True)
class Unreachable:
    """Why an enemy is not a legal target: ``reason`` in words, ``los`` when LOS decided it."""

    uid: str
    hex: Hex
    reason: str
    los: LosReport | None = None


def unreachable_reasons(
    board: Board,
    source: Hex,
    info: AbilityInfo,
    candidates: Mapping[str, Hex],
    legal: Collection[str],
    blockers: frozenset[Hex],
    midpoint_blockers: str = "terrain_and_enemies",
    *,
    otherwise: str = OTHERWISE,
) -> list[Unreachable]:
    """For each candidate (enemies for a hostile ability, allies otherwise) not in ``legal``: too far
    (distance vs range), too close, blocked (the LOS report), or ``otherwise`` (in range and in sight, yet not
    a legal target: the scene names the taunter when that is why)."""
    out: list[Unreachable] = []
    lo = info.min_range or 0
    hi = info.max_range if info.max_range is not None else 0
    for uid, h in sorted(candidates.items()):
        if uid in legal:
            continue
        d = distance(source, h)
        if d > hi:
            out.append(Unreachable(uid, h, f"Too far: distance {d}, {info.name} has range {hi}."))
            continue
        if d < lo:
            out.append(Unreachable(uid, h, f"Too close: distance {d}, {info.name} needs at least {lo}."))
            continue
        mode: MidpointBlockers = (
            "terrain_only" if midpoint_blockers == "terrain_only" else "terrain_and_enemies"
        )
        report = explain_los(board, source, h, blockers, midpoint_blockers=mode)
        if not report.clear:
            out.append(Unreachable(uid, h, report.summary(), report))
        else:
            out.append(Unreachable(uid, h, otherwise))
    return out
