"""The clocks strip: the master clock as a 1-10 track with every character at its personal clock.

Also the round, who acts now and next and why (408, 500.4), and a preview of a hovered ability's
tick cost: a ghost of the character on the space its clock would move to.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pygame
from pygame import gfxdraw

from client.board.palette import HighlightStyle, Palette, darker, lighter
from client.games.wowminis.panels import Hit, PanelBase, blit_text, colour, font, wrap
from client.games.wowminis.views import glyph_for
from engine.games.wowminis.model import Catalog

TRACK = 10

_DECISIONS: dict[str, tuple[str, str]] = {
    "ChooseFirst": ("chooses the first player", "choose the first player"),
    "SpawnChoice": ("picks a spawn point", "pick a spawn point"),
    "SummonChoice": ("places a pet", "place a pet"),
    "ReactWindow": ("may play a react or pass", "may play a react or pass"),
    "ProtectChoice": ("may protect the defender", "may protect the defender"),
    "RerollChoice": ("may reroll dice", "may reroll dice"),
    "TriggerWave": ("orders the triggers", "order the triggers"),
    "TurnMenu": ("is taking a turn", "are taking a turn"),
    "ModeChoice": ("chooses a mode", "choose a mode"),
    "MayChoice": ("decides on an optional step", "decide on an optional step"),
    "ReplaceChoice": ("orders the replacement effects", "order the replacement effects"),
    "DamageOrder": ("orders the damage", "order the damage"),
}
"""Each decision in the third person and, for "You", the second."""


def _doing(pending: str, who: str) -> str:
    third, second = _DECISIONS.get(pending, ("decides", "decide"))
    return f"{who} {second if who == 'You' else third}."


def track_position(master: int, ahead: int) -> int:
    """The track space (1-10) of a clock ``ahead`` ticks past the master clock."""
    return (master - 1 + ahead) % TRACK + 1


def status_lines(obs: Mapping[str, Any], you: int | None = None) -> tuple[str, str]:
    """Who acts now and why, and who is next: two short sentences."""
    chars = {c["uid"]: c for c in obs.get("characters", [])}
    players = [str(p["name"]) for p in obs.get("players", [])]
    master = int(obs.get("master", 1))
    to_act = obs.get("to_act")
    who = players[to_act] if isinstance(to_act, int) and 0 <= to_act < len(players) else ""
    if you is not None and to_act == you:
        who = "You"
    pending = (obs.get("pending") or {}).get("kind", "")
    turn = obs.get("turn")
    if obs.get("outcome"):
        return "The game is over.", ""
    if turn and turn.get("char") in chars:
        name = str(chars[turn["char"]]["name"])
        now = f"{name}'s turn: its clock reached the master clock ({master})."
        boss = chars.get(str(chars[turn["char"]].get("controlled_by") or ""))
        if boss is not None:
            now = f"{name}'s borrowed turn: {boss['name']} took control of it (400.3)."
        if pending and pending != "TurnMenu":
            now = f"{name}'s turn. {_doing(pending, who)}"
    elif pending == "NextChar":
        due = [
            str(c["name"]).split()[0]
            for c in chars.values()
            if c["ahead"] == 0 and c["controller"] == to_act and "removed" not in c.get("statuses", [])
        ]
        names = " or ".join(due) if len(due) <= 2 else ", ".join(due[:-1]) + " or " + due[-1]
        verb = "choose" if who == "You" else "chooses"
        now = f"{who} {verb} who acts: {names}, whose clocks are at the master clock ({master})."
    elif pending:
        now = _doing(pending, who)
    else:
        now = f"Master clock {master}."
    waiting = sorted(
        (int(c["ahead"]), str(c["name"]).split(",")[0])
        for c in chars.values()
        if not (turn and turn.get("char") == c["uid"]) and "removed" not in c.get("statuses", [])
    )
    later = [w for w in waiting if w[0] > 0]
    if later:
        ahead, name = later[0]
        nxt = f"Next: {name.split()[0]}, {ahead} tick{'s' if ahead != 1 else ''} later (lowest clock first)"
    else:
        nxt = "Next: the master clock ticks on."
    return now, nxt


class ClocksPanel(PanelBase):
    """The strip across the top of the board scene."""

    def __init__(self) -> None:
        super().__init__()
        self.token_rects: dict[str, pygame.Rect] = {}

    def refresh(
        self,
        obs: Mapping[str, Any],
        catalog: Catalog,
        palette: Palette,
        *,
        selected: str | None,
        preview: tuple[str, int] | None,
        you: int | None,
    ) -> None:
        chars: Sequence[Mapping[str, Any]] = obs.get("characters", [])
        key = (
            obs.get("master"),
            obs.get("round"),
            tuple((c["uid"], c["ahead"], c["controller"], bool(c.get("pos")), c["health"]) for c in chars),
            str(obs.get("turn")),
            str(obs.get("pending")),
            selected,
            preview,
            palette.name,
            you,
        )
        if self.theme is None or not self.needs_paint(key):
            return
        theme = self.theme
        surf = self.begin()
        inner = self.local(self.inner())
        master = int(obs.get("master", 1))
        gold = colour(theme, "title")
        text = colour(theme, "text")
        muted = colour(theme, "muted")

        # Round and master clock.
        left_w = theme.px(128)
        blit_text(surf, f"Round {obs.get('round', 1)}", font(theme.px(20), True), gold, inner.topleft)
        blit_text(
            surf, f"Master clock {master}", font(theme.px(13)), muted, (inner.x, inner.y + theme.px(28))
        )

        # Status at the right: who acts now (up to two lines) and who is next.
        status_w = theme.px(280)
        status = pygame.Rect(inner.right - status_w, inner.y, status_w, inner.height)
        now, nxt = status_lines(obs, you)
        f = font(theme.px(13), True)
        small = font(theme.px(12))
        y = status.y
        for line in wrap(now, f, status.width)[:2]:
            blit_text(surf, line, f, text, (status.x, y), status.width)
            y += f.get_linesize()
        blit_text(surf, nxt, small, muted, (status.x, y + theme.px(2)), status.width)

        # The track.
        track = pygame.Rect(
            inner.x + left_w, inner.y, status.x - inner.x - left_w - theme.px(16), inner.height
        )
        cell_w = track.width / TRACK
        self.token_rects = {}
        by_cell: dict[int, list[Mapping[str, Any]]] = {}
        for c in chars:
            if "removed" in c.get("statuses", []):
                continue
            by_cell.setdefault(track_position(master, int(c["ahead"])), []).append(c)
        number_f = font(theme.px(12), True)
        for i in range(TRACK):
            cell = pygame.Rect(round(track.x + i * cell_w), track.y, round(cell_w) - 2, track.height)
            is_master = i + 1 == master
            fill = (70, 50, 26) if is_master else (34, 24, 16)
            pygame.draw.rect(surf, fill, cell, border_radius=theme.px(6))
            edge = gold if is_master else (90, 66, 38)
            pygame.draw.rect(surf, edge, cell, 2 if is_master else 1, border_radius=theme.px(6))
            label = number_f.render(str(i + 1), True, gold if is_master else muted)
            surf.blit(label, label.get_rect(midtop=(cell.centerx, cell.y + 2)))
            if i + 1 in (5, 10):
                # VP locations score at the end of ticks 5 and 10 (502.1).
                star = font(theme.px(10)).render("VP", True, (200, 170, 90))
                surf.blit(star, star.get_rect(topright=(cell.right - 3, cell.y + 3)))
            occupants = by_cell.get(i + 1, [])
            self._draw_tokens(surf, cell, occupants, catalog, palette, selected)
        if preview is not None:
            uid, cost = preview
            mover: Mapping[str, Any] | None = next((c for c in chars if c["uid"] == uid), None)
            if mover is not None:
                self._draw_preview(surf, track, cell_w, master, mover, cost, catalog, palette)

    def _draw_tokens(
        self,
        surf: pygame.Surface,
        cell: pygame.Rect,
        occupants: Sequence[Mapping[str, Any]],
        catalog: Catalog,
        palette: Palette,
        selected: str | None,
    ) -> None:
        if not occupants or self.theme is None:
            return
        theme = self.theme
        area = pygame.Rect(cell.x + 2, cell.y + theme.px(17), cell.width - 4, cell.height - theme.px(19))
        # A grid of two columns, side 0 first: every disc and its initial stays visible.
        ordered = sorted(occupants, key=lambda c: int(c["controller"]))
        n = len(ordered)
        cols = 1 if n == 1 else 2
        rows = (n + cols - 1) // cols
        # Never smaller than a readable initial: a crowded cell lets the rows overlap a little.
        r = max(theme.px(8), min(theme.px(11), area.width // (2 * cols) - 1, area.height // (2 * rows) - 1))
        for k, c in enumerate(ordered):
            col, row = k % cols, k // cols
            cx = area.x + round((col + 0.5) * area.width / cols)
            cy = (
                area.y + r + round(row * (area.height - 2 * r) / max(1, rows - 1))
                if rows > 1
                else area.centery
            )
            self._disc(surf, (cx, cy), r, c, catalog, palette, c["uid"] == selected, faded=not c.get("pos"))
            rect = pygame.Rect(cx - r, cy - r, 2 * r, 2 * r).move(self.rect.topleft)
            self.token_rects[c["uid"]] = rect
            self.hits.append(Hit(rect, ("select", c["uid"]), tip=str(c["name"])))

    def _disc(
        self,
        surf: pygame.Surface,
        c: tuple[int, int],
        r: int,
        char: Mapping[str, Any],
        catalog: Catalog,
        palette: Palette,
        selected: bool,
        *,
        faded: bool = False,
        ghost: bool = False,
    ) -> None:
        ring = palette.side_colour(int(char["controller"]))
        if ghost:
            ring = lighter(ring, 0.3)
        if selected:
            gfxdraw.filled_circle(surf, c[0], c[1], r + 3, palette.highlight[HighlightStyle.SELECTED])
        gfxdraw.filled_circle(surf, c[0], c[1], r, ring if not faded else darker(ring, 0.55))
        gfxdraw.aacircle(surf, c[0], c[1], r, darker(ring, 0.5))
        gfxdraw.filled_circle(surf, c[0], c[1], max(2, round(r * 0.72)), palette.token_face)
        initial = str(char["name"])[:1].upper() or glyph_for(char, catalog)
        glyph = font(max(8, round(r * 1.2)), True).render(initial, True, palette.token_text)
        surf.blit(glyph, glyph.get_rect(center=(c[0], c[1] + 1)))
        if ghost:
            box = pygame.Rect(c[0] - r, c[1] - r, 2 * r + 1, 2 * r + 1)
            surf.fill((255, 255, 255, 150), box, special_flags=pygame.BLEND_RGBA_MULT)

    def _draw_preview(
        self,
        surf: pygame.Surface,
        track: pygame.Rect,
        cell_w: float,
        master: int,
        char: Mapping[str, Any],
        cost: int,
        catalog: Catalog,
        palette: Palette,
    ) -> None:
        """Where the character's clock lands if it pays ``cost`` ticks: an arrow and a ghost token."""
        if self.theme is None:
            return
        theme = self.theme
        start = track_position(master, int(char["ahead"]))
        end = track_position(master, int(char["ahead"]) + cost)
        y = track.bottom - theme.px(8)
        x0 = round(track.x + (start - 0.5) * cell_w)
        x1 = round(track.x + (start - 0.5 + cost) * cell_w)
        gold = colour(theme, "title")
        pygame.draw.line(surf, gold, (x0, y), (x1, y), max(2, theme.px(3)))
        head = theme.px(8)
        pygame.draw.polygon(
            surf, gold, [(x1, y), (x1 - head, y - head // 2 - 1), (x1 - head, y + head // 2 + 1)]
        )
        end_x = round(track.x + (end - 0.5) * cell_w)
        r = max(6, theme.px(11))
        cy = track.y + theme.px(18) + r
        self._disc(surf, (end_x, cy), r, char, catalog, palette, False, ghost=True)
        tag = font(theme.px(12), True).render(f"+{cost}", True, (20, 14, 8))
        badge = tag.get_rect(midbottom=(end_x, y - theme.px(4))).inflate(theme.px(8), theme.px(2))
        pygame.draw.rect(surf, gold, badge, border_radius=theme.px(5))
        surf.blit(tag, tag.get_rect(center=badge.center))
