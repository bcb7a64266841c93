"""The board overlay of the decision at hand: moves, spawns, targets, out-of-reach reasons, AOE, hover.

``build_overlay`` is a pure function of the observation, the legal actions and what the player is
pointing at, so the scene recomputes it only when one of those changes and tests can check it
without a window. Move costs and paths come from ``movement.reachable`` on the observed positions,
LOS explanations from ``los.explain_los`` (through ``info.unreachable_reasons``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from client.board import AoeTriangle, Highlight, HighlightStyle, LosLine, Overlay, PathLine
from client.games.wowminis import views
from client.games.wowminis.info import OTHERWISE, AbilityInfo, Unreachable, taunt_reason, unreachable_reasons
from client.games.wowminis.interaction import LegalIndex
from engine.games.wowminis.board import Board
from engine.games.wowminis.los import aoe_areas
from engine.games.wowminis.model import Catalog
from engine.games.wowminis.movement import reachable
from engine.hex import Hex, distance


def aoe_triangle(board: Board, space: Hex, index: int) -> tuple[Hex, Hex, Hex] | None:
    """The AOE area named ``space/index`` in the notation (an index into ``aoe_areas``)."""
    areas = aoe_areas(board, space)
    return areas[index] if 0 <= index < len(areas) else None


def build_overlay(
    obs: Mapping[str, Any],
    index: LegalIndex,
    board: Board,
    catalog: Catalog,
    abilities: Sequence[AbilityInfo],
    *,
    selected: str | None,
    ability: str | None,
    picked: Sequence[str] = (),
    aoe_rotation: int = 0,
    hover: Hex | None = None,
    midpoint_mode: str = "terrain_and_enemies",
) -> tuple[Overlay, dict[str, Unreachable]]:
    """The overlay, and why each out-of-reach candidate of the chosen ability cannot be targeted.

    Selected without an ability: reachable spaces with their move-point cost (teleport-only ones
    marked apart) and the path to the hovered one. With an ability: legal targets, every other
    candidate hatched with a short tag ("far", "LOS", "taunt"), and for the hovered one its shortest
    paths with each blocking space marked; an AOE ability previews the hovered space's triangle.
    """
    chars = views.characters(obs)
    pos = views.positions(obs)
    highlights: list[Highlight] = []
    paths: list[PathLine] = []
    aoe: list[AoeTriangle] = []
    markers: list[Hex] = []
    unreachable: dict[str, Unreachable] = {}
    sel = selected
    here = pos.get(sel or "")
    hover_label = None
    for uid in index.nexts:
        if uid in pos:
            highlights.append(Highlight(pos[uid], HighlightStyle.TARGET, "next"))
    if sel is not None and here is not None and ability is None:
        highlights.append(Highlight(here, HighlightStyle.SELECTED))
    if sel is not None and ability is None and sel in index.moves and here is not None:
        blocked, occupied = views.move_blocked_and_occupied(obs, sel, catalog)
        reach = reachable(board, here, int(chars[sel]["move"]), blocked=blocked, occupied=occupied)
        for h in index.moves[sel]:
            r = reach.get(h)
            style = HighlightStyle.REACHABLE if r is not None else HighlightStyle.TELEPORT
            highlights.append(Highlight(h, style, str(r.cost) if r is not None else None))
        if hover is not None and hover in index.moves[sel] and hover in reach:
            paths.append(PathLine((here, *reach[hover].path), dashed=True))
    if sel is not None and sel in index.spawns:
        for h, action in index.spawns[sel].items():
            entering = action.verb in ("spawn", "summon")
            style = HighlightStyle.REACHABLE if entering else HighlightStyle.TELEPORT
            highlights.append(Highlight(h, style, "in" if entering else None))
    if sel is not None and ability is not None and here is not None:
        aoe_map = index.aoe_choices(sel, ability)
        if aoe_map:
            for h in aoe_map:
                highlights.append(Highlight(h, HighlightStyle.TARGET))
            if hover in aoe_map:
                options = aoe_map[hover]
                choice = options[aoe_rotation % len(options)]
                triangle = aoe_triangle(board, choice.space, choice.index)
                if triangle is not None:
                    aoe.append(AoeTriangle(triangle))
                hover_label = f"{aoe_rotation % len(options) + 1}/{len(options)} (R turns)"
        else:
            legal = index.target_uids(sel, ability)
            spaces = {**views.totem_positions(obs), **pos}
            for uid in legal:
                if uid in spaces:
                    style = HighlightStyle.SELECTED if uid in picked else HighlightStyle.TARGET
                    highlights.append(Highlight(spaces[uid], style))
            info = next((a for a in abilities if a.key == ability), None)
            side = chars[sel]["controller"]
            if info is not None and info.max_range is not None:
                hostile = info.hostile
                candidates = {
                    u: h for u, h in pos.items() if (chars[u]["controller"] != side) == hostile and u != sel
                }
                blockers = views.enemy_blockers(obs, sel, catalog)
                otherwise = OTHERWISE
                taunters = [
                    str(chars[u]["name"])
                    for u in sorted(legal)
                    if u in pos
                    and distance(pos[u], here) == 1
                    and "taunt" in catalog.characters[chars[u]["id"]].keywords
                ]
                if taunters and hostile:
                    otherwise = taunt_reason(str(chars[sel]["name"]).split()[0], taunters)
                for why in unreachable_reasons(
                    board,
                    here,
                    info,
                    candidates,
                    legal,
                    blockers,
                    midpoint_mode,
                    otherwise=otherwise,
                ):
                    unreachable[why.uid] = why
                    tag = "far" if why.reason.startswith("Too") else ("LOS" if why.los else "no")
                    if why.reason.startswith("Taunt"):
                        tag = "taunt"
                    highlights.append(Highlight(why.hex, HighlightStyle.BLOCKED, tag))
            hovered = next((u for u, w in unreachable.items() if w.hex == hover), None)
            if hovered is not None:
                report = unreachable[hovered].los
                if report is not None:
                    for p in report.paths:
                        paths.append(PathLine((here, *p.spaces), dashed=True))
                        if p.blocker is not None and p.blocker not in markers:
                            markers.append(p.blocker)
                    if report.midpoint is not None and report.rule == "405.4":
                        markers.append(report.midpoint)
    attack = obs.get("attack") or {}
    los: list[LosLine] = []
    if attack.get("attacker") in pos:
        # An attack being resolved (a react, protect or reroll decision): who attacks whom.
        for d in attack.get("defenders", []):
            if d in pos:
                los.append(LosLine(pos[attack["attacker"]], pos[d]))
    if hover is not None and here is not None and hover_label is None:
        hover_label = f"{distance(here, hover)}"
    overlay = Overlay(
        highlights=tuple(highlights),
        aoe=tuple(aoe),
        paths=tuple(paths),
        los=tuple(los),
        blocked_markers=tuple(markers),
        hover=hover,
        hover_label=hover_label,
    )
    return overlay, unreachable
