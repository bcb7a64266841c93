"""From a WoW Miniatures observation dict to what the board draws: token views, positions, blockers.

Everything here reads the observation (what the viewing player may know) plus the immutable
content catalog for printed facts (class, pet). Nothing reads the live state, so the board never
shows more than the player is allowed to see.

>>> obs = {"master": 1, "characters": [{"uid": "thrall", "id": "thrall", "name": "Thrall",
...     "controller": 1, "pos": "2,3", "clock": 3, "ahead": 2, "health": 9, "max_health": 11,
...     "stealthed": False}], "totems": []}
>>> [(v.name, v.hex, v.clock) for v in token_views(obs)]
[('Thrall', Hex(q=2, r=3), 2)]
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from client.board import TokenView
from engine.games.wowminis.model import Catalog
from engine.hex import Hex, parse_hex

CLASS_GLYPHS: dict[str, str] = {
    "druid": "Dr",
    "hunter": "Hu",
    "mage": "Ma",
    "paladin": "Pa",
    "priest": "Pr",
    "rogue": "Ro",
    "shaman": "Sh",
    "warlock": "Wl",
    "warrior": "Wa",
}
"""Two letters per class on the token face, so class reads without an icon or colour."""

Obs = Mapping[str, Any]
Char = Mapping[str, Any]


def glyph_for(char: Char, catalog: Catalog | None = None) -> str:
    """The token face: the class initials, or the name's initials for classless monsters."""
    if catalog is not None and char["id"] in catalog.characters:
        cls = catalog.characters[char["id"]].cls
        if cls in CLASS_GLYPHS:
            return CLASS_GLYPHS[cls]
    words = [w for w in str(char["name"]).replace("'", "").split() if w]
    return "".join(w[0] for w in words[:2]).upper() or "?"


def is_pet(char: Char, catalog: Catalog | None) -> bool:
    """Whether the character is a pet (smaller token, never blocks LOS): it has a master or is a pet card."""
    if char.get("master"):
        return True
    if catalog is None or char["id"] not in catalog.characters:
        return False
    return catalog.characters[char["id"]].pet


def characters(obs: Obs) -> dict[str, Char]:
    """Every character by uid, in the observation's order."""
    return {c["uid"]: c for c in obs.get("characters", [])}


def position(char: Char) -> Hex | None:
    """Where a character stands, or None while it is out of play."""
    pos = char.get("pos")
    return None if pos is None else parse_hex(str(pos))


def positions(obs: Obs) -> dict[str, Hex]:
    """Every character in play -> its space."""
    out: dict[str, Hex] = {}
    for c in obs.get("characters", []):
        h = position(c)
        if h is not None:
            out[c["uid"]] = h
    return out


def totem_positions(obs: Obs) -> dict[str, Hex]:
    """Every totem -> its space (a totem can be targeted like a character, 304.2)."""
    return {str(t["uid"]): parse_hex(str(t["pos"])) for t in obs.get("totems", [])}


def occupant_at(obs: Obs, h: Hex) -> Char | None:
    """The character standing on ``h``, if any."""
    found: Char | None = next((c for c in obs.get("characters", []) if position(c) == h), None)
    return found


def enemy_blockers(obs: Obs, uid: str, catalog: Catalog | None = None) -> frozenset[Hex]:
    """Spaces of non-pet enemies of ``uid``'s controller: what blocks its LOS (405.3)."""
    chars = characters(obs)
    side = chars[uid]["controller"]
    return frozenset(
        h
        for c in chars.values()
        if c["controller"] != side and not is_pet(c, catalog) and (h := position(c)) is not None
    )


def move_blocked_and_occupied(
    obs: Obs, uid: str, catalog: Catalog | None = None
) -> tuple[frozenset[Hex], frozenset[Hex]]:
    """``movement.reachable``'s ``blocked`` (enemy non-pets) and ``occupied`` (everyone else) sets."""
    chars = characters(obs)
    side = chars[uid]["controller"]
    blocked: set[Hex] = set()
    occupied: set[Hex] = set()
    for c in chars.values():
        h = position(c)
        if h is None or c["uid"] == uid:
            continue
        if c["controller"] != side and not is_pet(c, catalog):
            blocked.add(h)
        else:
            occupied.add(h)
    return frozenset(blocked), frozenset(occupied)


def char_token(char: Char, catalog: Catalog | None, h: Hex, *, selected: bool = False) -> TokenView:
    """The token of one character drawn on ``h``."""
    return TokenView(
        hex=h,
        name=str(char["name"]).split(",")[0],
        glyph=glyph_for(char, catalog),
        side=int(char["controller"]),
        health=int(char["health"]),
        max_health=max(1, int(char["max_health"])),
        clock=int(char["ahead"]),
        kind="pet" if is_pet(char, catalog) else "character",
        selected=selected,
        stealthed=bool(char.get("stealthed")),
    )


def token_views(
    obs: Obs,
    catalog: Catalog | None = None,
    *,
    selected: str | None = None,
    hidden: Sequence[str] = (),
) -> list[TokenView]:
    """One token per character in play and per totem.

    ``hidden`` leaves tokens out (one the animation is sliding, drawn in flight by the scene instead).
    """
    views: list[TokenView] = []
    for t in obs.get("totems", []):
        health = int(t["health"]) if "health" in t else None
        left = None if health is None else max(0, health - int(t.get("damage", 0)))
        views.append(
            TokenView(
                hex=parse_hex(str(t["pos"])),
                name=str(t["name"]),
                glyph="T",
                side=t.get("controller"),
                health=left if health and health > 0 else None,
                max_health=health if health and health > 0 else None,
                kind="totem",
            )
        )
    for c in obs.get("characters", []):
        if c["uid"] in hidden:
            continue
        h = position(c)
        if h is None:
            continue
        views.append(char_token(c, catalog, h, selected=c["uid"] == selected))
    return views
