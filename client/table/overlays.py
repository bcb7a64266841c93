"""What the card table draws over its cards: the held card or its arrow, the keyboard cursor, the
showcased play, banners, rising numbers, the hover card, the turn timer and the End turn hint.

``TableOverlays`` only reads the scene's state; ``CardTableScene.draw`` calls it after the cards.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from client.cards.hover import HOVER_WIDTH, draw_hover
from client.table.render import draw_arrow, noto

if TYPE_CHECKING:
    from client.table.scene import CardTableScene


class TableOverlays:
    """The overlay painters of one table scene."""

    def __init__(self, scene: CardTableScene) -> None:
        self.scene = scene

    def end_hint(self, surface: pygame.Surface) -> None:
        s = self.scene
        words = s.end_turn_hint()
        if not words:
            return
        rect = s.end_button.rect
        done = not s.index.moves_left()
        colour = s.renderer.palette["legal"] if done else s.theme.colour("muted")
        label = s.renderer.text(words, (colour.r, colour.g, colour.b), small=True)
        surface.blit(label, label.get_rect(midbottom=(rect.centerx, rect.y - s.theme.px(2))))
        if done:
            width = max(2, s.theme.px(3))
            pygame.draw.rect(
                surface,
                colour,
                rect.inflate(2 * width + 2, 2 * width + 2),
                width,
                border_radius=s.theme.px(8),
            )

    def _cursor_rect(self) -> pygame.Rect | None:
        s = self.scene
        spot = s.cursor
        if spot is None:
            return None
        if spot.kind == "card":
            return s.rect_of(spot.key)
        if spot.kind == "table":
            return s.table_rect.inflate(-s.theme.px(8), -s.theme.px(8))
        zone = s.geometry.rects[(spot.zone, 0)]
        row = [p.rect for p in s.placed if p.zone == spot.zone and p.seat == 0]
        if not row:
            x = zone.centerx
        elif spot.position >= len(row):
            x = row[-1].right + s.theme.px(4)
        else:
            x = row[spot.position].x - s.theme.px(4)
        return pygame.Rect(
            x - s.theme.px(3), zone.y + s.theme.px(6), s.theme.px(6), zone.height - s.theme.px(12)
        )

    def cursor(self, surface: pygame.Surface) -> None:
        s = self.scene
        rect = self._cursor_rect()
        if rect is not None:
            width = max(2, s.theme.px(3))
            pygame.draw.rect(
                surface,
                s.theme.colour("focus"),
                rect.inflate(2 * width, 2 * width),
                width,
                border_radius=s.theme.px(6),
            )

    def timer(self, surface: pygame.Surface) -> None:
        s = self.scene
        if s.timer is None or not s.controller.human_to_act():
            return
        words = f"{max(0, math.ceil(s.timer))} s"
        label = s.renderer.text(words, (255, 210, 140))
        surface.blit(
            label,
            label.get_rect(midright=(s.table_rect.right - s.theme.px(12), s.table_rect.centery)),
        )

    def floaters(self, surface: pygame.Surface) -> None:
        s = self.scene
        font = noto("NotoSans-Bold.ttf", max(14, s.theme.px(26)))
        for f in s.animator.floaters:
            rect = s.rect_of(f.key)
            if rect is None:
                continue
            t = f.age / f.duration
            colour = (255, 90, 70) if f.tone == "damage" else (120, 240, 120)
            label = font.render(f.text, True, colour)
            outline = font.render(f.text, True, (0, 0, 0))
            centre = (rect.centerx, rect.centery - round(t * rect.height * 0.4))
            for dx, dy in ((-2, 0), (2, 0), (0, -2), (0, 2)):
                surface.blit(outline, outline.get_rect(center=(centre[0] + dx, centre[1] + dy)))
            surface.blit(label, label.get_rect(center=centre))

    def _held_rect(self) -> pygame.Rect | None:
        s = self.scene
        if s.staged and s.staged[0].source is not None and s.staged_at is not None:
            zone, position = s.staged_at
            row = [p for p in s.placed if p.zone == zone and p.seat == 0]
            spec = s.adapter.layout.zone(zone)
            w, h = s.geometry.card_size(spec)
            zr = s.geometry.rects[(zone, 0)]
            if position < len(row):
                x = row[position].rect.x - round(w * 1.08)
            elif row:
                x = row[-1].rect.right + round(w * 0.08)
            else:
                x = zr.centerx - w // 2
            return pygame.Rect(x, zr.centery - h // 2, w, h)
        if s.held is None:
            return None
        return s.rect_of(s.held)

    def held(self, surface: pygame.Surface) -> None:
        s = self.scene
        palette = s.renderer.palette
        width = max(3, s.theme.px(5))
        if s.staged:
            rect = self._held_rect()
            source = s.staged[0].source
            card = s.view.card(source) if source is not None else None
            if rect is not None and card is not None:
                face = s.faces.get(card.card_id, rect.width).copy()
                face.set_alpha(190)
                surface.blit(face, rect)
                draw_arrow(surface, rect.center, s.pointer, palette["danger"], width)
            return
        if s.held is None:
            return
        rect = s.rect_of(s.held)
        card = s.view.card(s.held)
        if rect is None or card is None:
            return
        if s.dragging and s.index.zones(s.held):
            face = s.faces.get(card.card_id, rect.width)
            surface.blit(face, face.get_rect(center=s.pointer))
            return
        if s.index.targets(s.held) or not s.dragging:
            draw_arrow(surface, rect.center, s.pointer, palette["danger"], width)

    def showcase(self, surface: pygame.Surface) -> None:
        s = self.scene
        shown = s.animator.showcase()
        if shown is None:
            return
        cue, progress = shown
        if cue.kind == "banner" or cue.card_id is None:
            self._banner(surface, cue.text)
            return
        width = round(HOVER_WIDTH * s.theme.scale * 0.75)
        face = s.faces.get(cue.card_id, width)
        if progress > 0.8:
            face = face.copy()
            face.set_alpha(round(255 * (1 - progress) / 0.2))
        x = s.table_rect.x + s.theme.px(40)
        rect = face.get_rect(midleft=(x, s.table_rect.centery))
        surface.blit(face, rect)
        if cue.kind == "reveal":
            self._banner(surface, cue.text or "Secret revealed!", rect.midbottom)

    def _banner(self, surface: pygame.Surface, words: str, midtop: tuple[int, int] | None = None) -> None:
        s = self.scene
        label = s.theme.font("dialog_title").render(words, True, s.theme.colour("title"))
        where = midtop or (s.table_rect.centerx, s.table_rect.centery - label.get_height() // 2)
        box = label.get_rect(midtop=where).inflate(s.theme.px(24), s.theme.px(10))
        pygame.draw.rect(surface, (20, 14, 10), box, border_radius=box.height // 2)
        pygame.draw.rect(surface, s.theme.colour("panel_border"), box, 2, border_radius=box.height // 2)
        surface.blit(label, label.get_rect(center=box.center))

    def hover(self, surface: pygame.Surface) -> None:
        s = self.scene
        if s.dragging or s.animator.showcase() is not None:
            return
        card_id = None
        if s.hover is not None and s.hover.card.card_id is not None:
            card_id = s.hover.card.card_id
        elif (entry := s.rail.at(s.pointer)) is not None:
            card_id = entry.card_id
        if card_id is None or (s.held is not None and s.hover is not None and s.hover.key != s.held):
            return
        width = round(HOVER_WIDTH * s.theme.scale * 0.8)
        draw_hover(surface, s.faces.get(card_id, width), s.pointer, s.theme.px(30))
