"""The selected character: stats with modifiers, health, clock, buffs, keywords and its abilities.

Abilities are the printed ones and the Action Bar cards (face up, face down, ready or exhausted,
as far as the viewing player may know). An ability the player can use now is a clickable row with
its number key; a face-down card that may be turned face up gets a "Flip" button.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pygame

from client.board.palette import Palette
from client.cards.cache import CardFaceCache
from client.cards.wowminis_faces import card_height
from client.games.wowminis.info import AbilityInfo
from client.games.wowminis.interaction import LegalIndex
from client.games.wowminis.panels import Hit, PanelBase, blit_text, colour, draw_button, font, wrap
from engine.games.wowminis import counters
from engine.games.wowminis.clocks import MAX_AHEAD
from engine.games.wowminis.model import Catalog

THUMB_WIDTH = 84
"""Design width of the card thumbnails in the panel (the faces need about 80 pixels to compose)."""

_STATE_TAGS: dict[str, tuple[str, tuple[int, int, int]]] = {
    "printed": ("CHARACTER", (120, 100, 70)),
    "ready": ("READY", (70, 130, 70)),
    "exhausted": ("EXHAUSTED", (120, 60, 50)),
    "face down": ("FACE DOWN", (70, 70, 90)),
}


class CharacterPanel(PanelBase):
    """The right column's top panel."""

    def __init__(self) -> None:
        super().__init__()
        self.ability_rects: dict[str, pygame.Rect] = {}

    def refresh(
        self,
        char: Mapping[str, Any] | None,
        abilities: Sequence[AbilityInfo],
        index: LegalIndex,
        catalog: Catalog,
        palette: Palette,
        *,
        chosen: str | None,
        hovered: Any,
        faces: CardFaceCache | None = None,
        party: Sequence[Mapping[str, Any]] = (),
    ) -> None:
        key = (
            None if char is None else repr(sorted(char.items())),
            tuple(abilities),
            tuple(str(a) for a in index.actions),
            chosen,
            hovered,
            palette.name,
            repr(party) if char is None else "",
        )
        if self.theme is None or not self.needs_paint(key):
            return
        theme = self.theme
        surf = self.begin()
        self.ability_rects = {}
        inner = self.local(self.inner())
        text, muted, gold = colour(theme, "text"), colour(theme, "muted"), colour(theme, "title")
        if char is None:
            self._party(surf, inner, party, palette)
            return
        cdef = catalog.characters.get(char["id"])
        y = inner.y
        side = palette.side_colour(int(char["controller"]))
        pygame.draw.rect(surf, side, (inner.x, y + theme.px(4), theme.px(6), theme.px(22)), border_radius=2)
        name_f = font(theme.px(19), True)
        blit_text(
            surf, str(char["name"]), name_f, gold, (inner.x + theme.px(12), y), inner.width - theme.px(12)
        )
        y += name_f.get_linesize()
        if cdef is not None:
            sub = " ".join(w for w in (cdef.race, cdef.cls) if w).title()
            sub += f" · {cdef.faction.title()} · honor {cdef.honor}"
            if cdef.legendary:
                sub += " · Legendary"
            if cdef.keywords:
                sub += " · " + ", ".join(k.replace("_", " ").title() for k in cdef.keywords)
            blit_text(
                surf, sub, font(theme.px(12)), muted, (inner.x + theme.px(12), y), inner.width - theme.px(12)
            )
            y += font(theme.px(12)).get_linesize() + theme.px(4)

        # Health bar with numbers.
        health, max_health = int(char["health"]), max(1, int(char["max_health"]))
        bar = pygame.Rect(inner.x, y, inner.width, theme.px(16))
        pygame.draw.rect(surf, (24, 16, 12), bar, border_radius=4)
        fill = bar.copy()
        fill.width = round(bar.width * max(0, health) / max_health)
        if fill.width:
            frac = max(0, health) / max_health
            hue = (round(200 - 140 * frac), round(70 + 120 * frac), 60)
            pygame.draw.rect(surf, hue, fill, border_radius=4)
        label = font(theme.px(12), True).render(
            f"Health {max(0, health)} / {max_health}", True, (250, 244, 230)
        )
        surf.blit(label, label.get_rect(center=bar.center))
        y = bar.bottom + theme.px(6)

        # Stats with modifiers against the printed values.
        stats: list[str] = []
        printed = {"armor": cdef.armor if cdef else None, "resist": cdef.resist if cdef else None, "move": 2}
        for stat in ("armor", "resist", "move"):
            value = int(char.get(stat, 0))
            base = printed[stat]
            delta = "" if base is None or base == value else f" ({value - base:+d})"
            stats.append(f"{stat.title()} {value}{delta}")
        blit_text(surf, "   ".join(stats), font(theme.px(13), True), text, (inner.x, y), inner.width)
        y += font(theme.px(13)).get_linesize()
        ahead = int(char["ahead"])
        clock_line = f"Clock {char['clock']} · {ahead} ahead · can pay up to {max(0, MAX_AHEAD - ahead)}"
        if not char.get("pos"):
            clock_line += " · not on the board"
        blit_text(surf, clock_line, font(theme.px(12)), muted, (inner.x, y), inner.width)
        y += font(theme.px(12)).get_linesize()
        extras = effect_notes(char, catalog)
        if extras:
            # Wrapped (at most three lines): counters and buffs can add up to a long list.
            lines = wrap("Effects: " + ", ".join(extras), font(theme.px(12)), inner.width)
            if len(lines) > 3:
                lines = [*lines[:2], lines[2] + " …"]
            for line in lines:
                blit_text(surf, line, font(theme.px(12)), (180, 200, 230), (inner.x, y), inner.width)
                y += font(theme.px(12)).get_linesize()
        y += theme.px(6)
        pygame.draw.line(surf, (90, 66, 38), (inner.x, y), (inner.right, y))
        y += theme.px(6)

        # The character card and its Action Bar as small card faces (hover one to enlarge it).
        if faces is not None:
            y = self._cards(surf, char, faces, inner, y, hovered)

        # Abilities.
        uid = str(char["uid"])
        row_h = theme.px(40)
        number = 0
        for info in abilities:
            if y + row_h > inner.bottom:
                more = font(theme.px(11)).render("…", True, muted)
                surf.blit(more, (inner.x, y))
                break
            row = pygame.Rect(inner.x, y, inner.width, row_h - theme.px(4))
            playable = bool(info.key) and (uid, info.key) in index.plays
            flip = index.flips.get((uid, info.key)) if info.key else None
            if playable:
                number += 1
            self._ability_row(
                surf,
                row,
                info,
                playable,
                number if playable else 0,
                chosen == info.key,
                hovered == ("ability", info.key),
                flip is not None,
                hovered == ("flip", info.key),
            )
            screen_row = row.move(self.rect.topleft)
            if info.key:
                self.ability_rects[info.key] = screen_row
            flip_w = theme.px(52) if flip is not None else 0
            main = screen_row.copy()
            main.width -= flip_w
            tip = f"{info.name} [{info.stats}] {info.range_text}. {info.text}".strip()
            self.hits.append(Hit(main, ("ability", info.key), enabled=playable, tip=tip))
            if flip is not None:
                rect = pygame.Rect(
                    screen_row.right - flip_w + theme.px(4),
                    screen_row.y + theme.px(6),
                    flip_w - theme.px(8),
                    screen_row.height - theme.px(12),
                )
                self.hits.append(Hit(rect, ("flip", info.key), tip="Turn this card face up (300.1)."))
            y += row_h

    def _ability_row(
        self,
        surf: pygame.Surface,
        row: pygame.Rect,
        info: AbilityInfo,
        playable: bool,
        number: int,
        chosen: bool,
        hovered: bool,
        can_flip: bool,
        flip_hovered: bool,
    ) -> None:
        assert self.theme is not None
        theme = self.theme
        exhausted = info.state == "exhausted"
        fill = (86, 62, 30) if chosen else ((64, 46, 28) if hovered and playable else (40, 28, 18))
        pygame.draw.rect(surf, fill, row, border_radius=theme.px(6))
        edge = colour(theme, "title") if chosen else ((160, 120, 60) if playable else (70, 52, 34))
        pygame.draw.rect(surf, edge, row, 2 if chosen or playable else 1, border_radius=theme.px(6))
        x = row.x + theme.px(8)
        if number:
            key = font(theme.px(12), True).render(str(number), True, (20, 14, 8))
            box = pygame.Rect(x, row.y + theme.px(6), theme.px(18), theme.px(18))
            pygame.draw.rect(surf, colour(theme, "title"), box, border_radius=3)
            surf.blit(key, key.get_rect(center=box.center))
        x += theme.px(26)
        name_col = (
            colour(theme, "text")
            if playable or info.state in ("printed", "ready")
            else colour(theme, "muted")
        )
        if exhausted:
            name_col = (150, 120, 110)
        tag, tag_col = _STATE_TAGS.get(info.state, ("", (80, 80, 80)))
        tag_img = font(theme.px(10), True).render(tag, True, (236, 228, 210))
        flip_w = theme.px(52) if can_flip else 0
        tag_rect = tag_img.get_rect(topright=(row.right - theme.px(8) - flip_w, row.y + theme.px(5))).inflate(
            theme.px(8), theme.px(2)
        )
        name_w = tag_rect.left - x - theme.px(6)
        blit_text(surf, info.name, font(theme.px(14), True), name_col, (x, row.y + theme.px(2)), name_w)
        detail = f"{info.stats} · {info.range_text}" + (" · AOE" if info.aoe else "")
        if info.category in ("instant", "react"):
            detail += f" · {info.category}"
        blit_text(
            surf,
            detail,
            font(theme.px(12)),
            colour(theme, "muted"),
            (x, row.y + theme.px(19)),
            row.right - x - flip_w - theme.px(8),
        )
        if tag:
            pygame.draw.rect(surf, tag_col, tag_rect, border_radius=3)
            surf.blit(tag_img, tag_img.get_rect(center=tag_rect.center))
        if can_flip:
            rect = pygame.Rect(
                row.right - flip_w + theme.px(4),
                row.y + theme.px(6),
                flip_w - theme.px(8),
                row.height - theme.px(12),
            )
            draw_button(surf, rect, "Flip", theme, hovered=flip_hovered)
        if exhausted:
            # Exhausted cards are turned sideways at the table; here a diagonal rule says the same.
            pygame.draw.line(
                surf,
                (150, 80, 70),
                (row.x + theme.px(30), row.bottom - theme.px(6)),
                (row.x + theme.px(30) + theme.px(14), row.y + theme.px(6)),
                2,
            )

    def _party(
        self, surf: pygame.Surface, inner: pygame.Rect, party: Sequence[Mapping[str, Any]], palette: Palette
    ) -> None:
        """Nothing selected: the viewer's characters, each a row to click (health, clock, where)."""
        assert self.theme is not None
        theme = self.theme
        title = font(theme.px(17), True)
        surf.blit(title.render("Your party", True, colour(theme, "title")), inner.topleft)
        y = inner.y + title.get_linesize() + theme.px(4)
        row_h = theme.px(44)
        for c in party:
            row = pygame.Rect(inner.x, y, inner.width, row_h - theme.px(6))
            pygame.draw.rect(surf, (40, 28, 18), row, border_radius=theme.px(6))
            pygame.draw.rect(surf, (110, 82, 46), row, 1, border_radius=theme.px(6))
            side = palette.side_colour(int(c["controller"]))
            pygame.draw.rect(
                surf, side, (row.x + theme.px(6), row.y + theme.px(6), theme.px(5), row.height - theme.px(12))
            )
            x = row.x + theme.px(18)
            blit_text(
                surf,
                str(c["name"]),
                font(theme.px(14), True),
                colour(theme, "text"),
                (x, row.y + theme.px(2)),
                row.width - theme.px(120),
            )
            where = f"at {c['pos']}" if c.get("pos") else "not on the board"
            detail = f"Health {max(0, int(c['health']))}/{c['max_health']} · clock +{c['ahead']} · {where}"
            blit_text(
                surf,
                detail,
                font(theme.px(12)),
                colour(theme, "muted"),
                (x, row.y + theme.px(19)),
                row.width - theme.px(24),
            )
            self.hits.append(Hit(row.move(self.rect.topleft), ("select", c["uid"])))
            y += row_h
        hint = font(theme.px(12))
        y += theme.px(4)
        for line in (
            "Click a character (here, on the board or on the clock track)",
            "or press Tab to see its abilities.",
        ):
            blit_text(surf, line, hint, colour(theme, "muted"), (inner.x, y), inner.width)
            y += hint.get_linesize()

    def _cards(
        self,
        surf: pygame.Surface,
        char: Mapping[str, Any],
        faces: CardFaceCache,
        inner: pygame.Rect,
        y: int,
        hovered: Any,
    ) -> int:
        """A row of card thumbnails; returns the y below it."""
        assert self.theme is not None
        theme = self.theme
        width = theme.px(THUMB_WIDTH)
        height = card_height(width)
        x = inner.x
        entries: list[tuple[str | None, str, bool, bool]] = [(str(char["id"]), "character", False, False)]
        for card in char.get("cards", []):
            entries.append(
                (card.get("id"), "card", not card.get("face_up", False), bool(card.get("exhausted")))
            )
        for card_id, variant, face_down, exhausted in entries:
            slot = height if exhausted else width
            if x + slot > inner.right:
                break
            try:
                face = faces.get(card_id, width, variant, face_down=face_down, exhausted=exhausted)
            except ValueError:
                # Too small a UI scale for the composer: the ability rows below still say it all.
                return y
            rect = face.get_rect(midleft=(x, y + height // 2))
            key = ("card", card_id, variant, face_down, exhausted)
            if hovered == key:
                pygame.draw.rect(
                    surf, colour(theme, "title"), rect.inflate(6, 6), 2, border_radius=theme.px(5)
                )
            surf.blit(face, rect)
            self.hits.append(Hit(rect.move(self.rect.topleft), key))
            x += slot + theme.px(6)
        return y + height + theme.px(8)

    def ability_at(self, pos: tuple[int, int]) -> str | None:
        """The ability id of the row under ``pos`` (playable or not), for the tick-cost preview."""
        for key, rect in self.ability_rects.items():
            if rect.collidepoint(pos):
                return key
        return None


def effect_notes(char: Mapping[str, Any], catalog: Catalog) -> list[str]:
    """What else affects a character, for the panel's "Effects:" line: buffs (an enemy's marked),
    statuses, form, channel, counters on it and on its Action Bar cards (401), control (400.3)."""
    notes = [
        str(b["name"]) + (" (enemy)" if b.get("party") != char["owner"] else "")
        for b in char.get("buffs", [])
    ]
    notes += [s.replace("_", " ") for s in char.get("statuses", [])]
    if char.get("stealthed"):
        notes.append("stealthed")
    for key, label in (("form", "in form"), ("channel", "channelling")):
        card_id = char.get(key)
        if card_id:
            card = catalog.cards.get(str(card_id))
            notes.append(f"{label}: {card.name if card else str(card_id).replace('_', ' ')}")
    if char.get("master"):
        notes.append("pet (no Action Bar, never blocks sight)")
    for name, count in sorted((char.get("counters") or {}).items()):
        notes.append(counters.amount_text(str(name), int(count)))
    for card in char.get("cards", []):
        for name, count in sorted((card.get("counters") or {}).items()):
            notes.append(f"{counters.amount_text(str(name), int(count))} on {card.get('name', '')}")
    if char.get("controlled_by"):
        notes.append("borrowed")
    return notes
