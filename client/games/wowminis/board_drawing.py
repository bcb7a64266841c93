"""Drawing the WoW Miniatures board scene: the board with its overlay and animations, the panels,
the dice tray, hover cards, tooltips, notices and help.

``BoardDrawing`` is a mixin of ``BoardScene`` (board_scene.py). Its methods only read the scene's
state (the observation, the overlay ``update`` built, the animator, the selection and hover), as a
scene's ``draw`` must (it never changes the game or the selection).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from client.board import HEX_SIZE, Overlay, PathLine
from client.board.render import TOKEN_RADIUS
from client.cards.hover import HOVER_WIDTH, draw_hover
from client.games.wowminis import views
from client.games.wowminis.panels import colour, font
from client.games.wowminis.panels.info_box import corner_box, draw_info_box, info_box_size, pointer_box
from engine.hex import Hex, distance

if TYPE_CHECKING:
    from client.games.wowminis.board_scene import BoardScene

_TERRAIN_WORDS = {
    "open": "Open ground",
    "cover": "Cover (costs 2 MP, blocks sight)",
    "high_ground": "High ground (costs 2 MP, blocks sight)",
    "impassable": "Impassable",
}


class BoardDrawing:
    """What ``BoardScene.draw`` paints, layer by layer."""

    def draw(self: BoardScene, surface: pygame.Surface) -> None:
        surface.blit(self._chrome, (0, 0))
        sliding = self.animator.sliding()
        hidden = (sliding[0],) if sliding else ()
        tokens = views.token_views(self.obs, self.catalog, selected=self.selected, hidden=hidden)
        overlay = self._overlay
        if sliding:
            overlay = Overlay(
                highlights=overlay.highlights,
                aoe=overlay.aoe,
                paths=(*overlay.paths, PathLine(self.animator.slide_path())),
                los=overlay.los,
                blocked_markers=overlay.blocked_markers,
                hover=overlay.hover,
                hover_label=overlay.hover_label,
            )
        self.renderer.draw(surface, self.camera, overlay, tokens)
        old_clip = surface.get_clip()
        surface.set_clip(self.board_rect)
        self._draw_slide(surface, sliding)
        self._draw_attack(surface)
        self._draw_floaters(surface)
        surface.set_clip(old_clip)
        self._draw_legend(surface)
        for panel in (self.clocks, self.character, self.prompt, self.log, self.score):
            panel.draw(surface)
        if self.animator.tray_visible:
            self._tray_frame.draw(surface)
            self.animator.tray.draw(surface, self.tray_rect)
        if self.app.scenes.top is self:
            # Hover feedback belongs to the screen the player is using, not to one covered by a dialog.
            self._draw_hover_card(surface)
            self._draw_tooltip(surface)
        if self.notice and self._notice_time > 0:
            self._draw_notice(surface, self.notice)
        if self.help_visible:
            self._help.draw(surface)

    def _screen_of(self: BoardScene, h: Hex) -> tuple[float, float]:
        return self.renderer.screen_layout(self.camera).hex_to_pixel(h)

    def _draw_slide(self: BoardScene, surface: pygame.Surface, sliding: Any) -> None:
        if not sliding:
            return
        uid, a, b, frac = sliding
        (ax, ay), (bx, by) = self._screen_of(a), self._screen_of(b)
        centre = (ax + (bx - ax) * frac, ay + (by - ay) * frac)
        char = views.characters(self.obs).get(uid)
        if char is not None:
            view = views.char_token(char, self.catalog, b, selected=uid == self.selected)
            self.slide_painter.draw(surface, view, centre, HEX_SIZE * self.camera.zoom * TOKEN_RADIUS)

    def _draw_attack(self: BoardScene, surface: pygame.Surface) -> None:
        shown = self.animator.attack()
        if shown is None:
            return
        src, targets, _area, frac = shown
        sx, sy = self._screen_of(src)
        width = max(3, round(5 * self.camera.zoom))
        for dst in targets:
            dx, dy = self._screen_of(dst)
            ex, ey = sx + (dx - sx) * frac, sy + (dy - sy) * frac
            pygame.draw.line(surface, (30, 10, 8), (sx, sy + 2), (ex, ey + 2), width + 2)
            pygame.draw.line(surface, (236, 84, 60), (sx, sy), (ex, ey), width)
            pygame.draw.circle(surface, (255, 210, 120), (round(ex), round(ey)), width + 2)

    def _draw_floaters(self: BoardScene, surface: pygame.Surface) -> None:
        """Damage, healing and "Destroyed" rising from the character, outlined so they read on any space."""
        tones = {"damage": (255, 92, 72), "heal": (120, 236, 120), "info": (250, 220, 140)}
        f = font(max(18, round(self.theme.px(34) * min(1.5, max(1.0, self.camera.zoom)))), True)
        for floater in self.animator.floaters:
            x, y = self._screen_of(floater.hex)
            rise = floater.age / max(1e-6, floater.duration)
            img = f.render(floater.text, True, tones[floater.tone])
            ink = f.render(floater.text, True, (12, 6, 4))
            alpha = max(0, min(255, round(255 * (1.4 - rise))))
            img.set_alpha(alpha)
            ink.set_alpha(alpha)
            lift = HEX_SIZE * self.camera.zoom * (0.7 + 0.6 * rise)
            pos = img.get_rect(center=(round(x), round(y - lift)))
            for dx, dy in ((-2, 0), (2, 0), (0, -2), (0, 2), (2, 2)):
                surface.blit(ink, pos.move(dx, dy))
            surface.blit(img, pos)

    def _draw_legend(self: BoardScene, surface: pygame.Surface) -> None:
        """A one-line hint at the board's bottom-left: what the highlights mean right now."""
        if self.selected and self.ability:
            text = "Brackets: legal targets · hatched: out of reach (hover to see why)"
            if self._aoe_hovered():
                text = "Striped: the AOE triangle · R or the wheel turns it · click to cast"
        elif self.selected and self.selected in self.index.moves:
            text = "Numbers: move-point cost · hover a space for the path · click to move"
        else:
            return
        f = font(self.theme.px(12))
        img = f.render(text, True, colour(self.theme, "text"))
        box = img.get_rect(
            bottomleft=(self.board_rect.x + self.theme.px(8), self.board_rect.bottom - self.theme.px(8))
        )
        back = pygame.Surface(box.inflate(self.theme.px(12), self.theme.px(6)).size, pygame.SRCALPHA)
        back.fill((12, 8, 6, 190))
        surface.blit(back, box.inflate(self.theme.px(12), self.theme.px(6)))
        surface.blit(img, box)

    def _draw_hover_card(self: BoardScene, surface: pygame.Surface) -> None:
        """The hovered card thumbnail, enlarged beside the cursor."""
        key = self.hover_key
        if not (isinstance(key, tuple) and key[0] == "card"):
            return
        _kind, card_id, variant, face_down, _exhausted = key
        face = self.faces.get(card_id, self.theme.px(HOVER_WIDTH * 0.8), variant, face_down=face_down)
        draw_hover(surface, face, self.pointer)

    def _tooltip_lines(self: BoardScene) -> list[str]:
        h = self.hover_hex
        if h is None:
            for panel in (self.character, self.clocks, self.prompt):
                hit = panel.hit(self.pointer)
                if hit is not None and hit.tip:
                    return [hit.tip]
            return []
        lines = [f"Space {h} · {_TERRAIN_WORDS.get(self.board.terrain[h].value, '')}"]
        if h in self.board.vp_locations:
            lines.append("VP location: 1 VP per character on or next to it at ticks 5 and 10")
        spawn = next((s for s in self.board.spawns if s.hex == h), None)
        if spawn is not None:
            owner = "neutral" if spawn.side is None else str(self.obs["players"][spawn.side]["name"])
            lines.append(f"Spawn point ({spawn.kind}, {owner})")
        here = views.positions(self.obs).get(self.selected or "")
        if here is not None and h != here:
            lines.append(f"Distance {distance(here, h)} from {self._name(self.selected or '').split(',')[0]}")
        occupant = views.occupant_at(self.obs, h)
        if occupant is not None:
            side = self.obs["players"][occupant["controller"]]["name"]
            lines.append(
                f"{occupant['name']} ({side}): health {max(0, occupant['health'])}/{occupant['max_health']}, "
                f"clock +{occupant['ahead']}"
            )
            why = self._unreachable.get(str(occupant["uid"]))
            if why is not None:
                lines.append(why.reason)
        for t in self.obs.get("totems", []):
            if str(t["pos"]) == str(h):
                lines.append(f"{t['name']} (totem)")
        return lines

    def _draw_tooltip(self: BoardScene, surface: pygame.Surface) -> None:
        lines = self._tooltip_lines()
        if not lines or self.help_visible or (self.hover_hex is not None and self.animator.tray_visible):
            return
        wrapped, size = info_box_size(lines, self.theme)
        if self.hover_hex is not None:
            box = corner_box(size, self.board_rect, self.pointer, self.theme.px(10))
        else:
            box = pointer_box(size, surface.get_rect(), self.pointer, self.theme.px(18))
        draw_info_box(surface, box, wrapped, self.theme)

    def _draw_notice(self: BoardScene, surface: pygame.Surface, text: str) -> None:
        t = self.theme
        f = font(t.px(14), True)
        img = f.render(text, True, colour(t, "text"))
        box = img.get_rect(midtop=(self.board_rect.centerx, self.board_rect.y + t.px(10))).inflate(
            t.px(20), t.px(10)
        )
        pygame.draw.rect(surface, colour(t, "notice_bg"), box, border_radius=t.px(6))
        pygame.draw.rect(surface, colour(t, "notice_border"), box, 2, border_radius=t.px(6))
        surface.blit(img, img.get_rect(center=box.center))
