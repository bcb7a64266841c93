"""The score: each side's victory points against its honor target (102.1), as numbers and a bar."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pygame

from client.board.palette import Palette, darker
from client.games.wowminis.panels import PanelBase, blit_text, colour, font


class ScorePanel(PanelBase):
    """Two rows, one per side: name, "VP / honor", and a progress bar."""

    def refresh(self, obs: Mapping[str, Any], palette: Palette, you: int | None) -> None:
        players = obs.get("players", [])
        key = (tuple((p["name"], p["vp"], p["honor"]) for p in players), palette.name, you, obs.get("round"))
        if self.theme is None or not self.needs_paint(key):
            return
        theme = self.theme
        surf = self.begin()
        inner = self.local(self.inner())
        title_f = font(theme.px(14), True)
        surf.blit(title_f.render("Victory points", True, colour(theme, "title")), inner.topleft)
        note = font(theme.px(11)).render("first to reach its honor wins", True, colour(theme, "muted"))
        surf.blit(note, note.get_rect(topright=(inner.right, inner.y + 2)))
        y = inner.y + title_f.get_linesize() + theme.px(4)
        row_h = (inner.bottom - y) // max(1, len(players))
        f = font(theme.px(13), True)
        for i, p in enumerate(players):
            side = palette.side_colour(i)
            swatch = pygame.Rect(inner.x, y + theme.px(3), theme.px(12), theme.px(12))
            # Side 0 a square, side 1 a diamond: the side reads without colour too.
            if i % 2 == 0:
                pygame.draw.rect(surf, side, swatch)
            else:
                c = swatch.center
                s = swatch.width // 2 + 1
                pygame.draw.polygon(
                    surf, side, [(c[0], c[1] - s), (c[0] + s, c[1]), (c[0], c[1] + s), (c[0] - s, c[1])]
                )
            name = str(p["name"]) + ("  (you)" if you == i else "")
            score = f"{p['vp']} / {p['honor']}"
            score_img = f.render(score, True, colour(theme, "text"))
            surf.blit(score_img, score_img.get_rect(topright=(inner.right, y)))
            blit_text(
                surf,
                name,
                font(theme.px(13)),
                colour(theme, "text"),
                (swatch.right + theme.px(6), y),
                inner.width - score_img.get_width() - theme.px(30),
            )
            bar = pygame.Rect(inner.x, y + f.get_linesize() + theme.px(2), inner.width, max(5, theme.px(7)))
            pygame.draw.rect(surf, (20, 14, 10), bar, border_radius=3)
            frac = min(1.0, p["vp"] / max(1, p["honor"]))
            if frac > 0:
                fill = bar.copy()
                fill.width = max(3, round(bar.width * frac))
                pygame.draw.rect(surf, side, fill, border_radius=3)
            pygame.draw.rect(surf, darker(side, 0.6), bar, 1, border_radius=3)
            y += row_h
