"""The scenario setup's board and benches: where characters are dragged from and dropped onto.

``SetupBoard`` draws the shared board renderer with a token per placed character and, while a
character is dragged, marks the space under the mouse as a legal drop (an outline) or a refused one
(the no-entry marker with the reason beside the mouse). ``Bench`` is one side's party: a chip per
character, to drag onto the board or click to select. Both only draw and answer "what is under this
point"; the scene decides what a press, drag or drop does.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from client.board import (
    HEX_SIZE,
    BoardRenderer,
    Camera,
    Highlight,
    HighlightStyle,
    Overlay,
    Palette,
    TokenPainter,
    TokenView,
)
from client.board.render import TOKEN_RADIUS
from client.games.wowminis.panels import fit, font
from client.games.wowminis.scenario_setup_model import Piece, SetupModel
from client.games.wowminis.views import glyph_for
from engine.games.wowminis.board import Board
from engine.games.wowminis.model import Catalog
from engine.hex import Hex

RGB = tuple[int, int, int]
TEXT: RGB = (239, 226, 196)
MUTED: RGB = (168, 146, 111)
REFUSED: RGB = (232, 169, 143)
CHIP_BG: RGB = (58, 38, 23)
CHIP_SELECTED: RGB = (120, 86, 44)
CHIP_BORDER: RGB = (110, 80, 50)
CHIP_BORDER_SELECTED: RGB = (242, 208, 138)
GHOST_ALPHA = 140
"""The dragged token is drawn a little see-through, so the space under it still shows."""


@dataclass
class Drag:
    """A character being dragged: who, whether it was picked up from the board, and the mouse."""

    uid: str
    from_board: bool
    pos: tuple[int, int]
    moved: bool = False


def token_for(piece: Piece, catalog: Catalog, master: int, h: Hex, selected: bool = False) -> TokenView:
    """The token of a piece: class initials, side colour, health and clock ticks ahead of the master."""
    glyph = glyph_for({"id": piece.cid, "name": piece.name}, catalog)
    return TokenView(
        hex=h,
        name=piece.name,
        glyph=glyph,
        side=piece.side,
        health=piece.health,
        max_health=piece.max_health,
        clock=(piece.clock - master) % 10,
        selected=selected,
    )


class SetupBoard:
    """The board view of the setup scene: renderer, camera and token painter."""

    def __init__(self, board: Board, palette: Palette) -> None:
        self.renderer = BoardRenderer(board, palette)
        self.painter = TokenPainter(palette)
        self.camera = Camera(pygame.Rect(0, 0, 640, 480), bounds=self.renderer.world_bounds())

    def set_board(self, board: Board) -> None:
        self.renderer.set_board(board)
        self.camera.set_bounds(self.renderer.world_bounds())
        self.camera.fit()

    def set_rect(self, rect: pygame.Rect) -> None:
        """Draw into ``rect`` and fit the whole board in it."""
        self.camera.set_viewport(rect)
        self.camera.set_bounds(self.renderer.world_bounds())
        self.camera.fit()

    @property
    def rect(self) -> pygame.Rect:
        return self.camera.viewport

    def hex_at(self, pos: tuple[int, int]) -> Hex | None:
        """The board space under a screen position, or None."""
        return self.renderer.hex_at(self.camera, pos)

    def centre_of(self, h: Hex) -> tuple[int, int]:
        x, y = self.renderer.screen_layout(self.camera).hex_to_pixel(h)
        return round(x), round(y)

    def token_radius(self) -> float:
        return HEX_SIZE * self.camera.zoom * TOKEN_RADIUS

    def draw(
        self, surface: pygame.Surface, model: SetupModel, selected: str | None, drag: Drag | None
    ) -> None:
        """The board, a token per placed character (the dragged one follows the mouse) and drop cues."""
        catalog = model.game.catalog
        tokens = [
            token_for(p, catalog, model.master, p.pos, p.uid == selected)
            for p in model.pieces.values()
            if p.pos is not None and not (drag and drag.moved and drag.uid == p.uid)
        ]
        overlay = Overlay()
        reason = ""
        target = self.hex_at(drag.pos) if drag and drag.moved else None
        if drag is not None and target is not None:
            reason = model.space_problem(drag.uid, target)
            if reason:
                overlay = Overlay(blocked_markers=(target,))
            else:
                overlay = Overlay(highlights=(Highlight(target, HighlightStyle.SELECTED),), hover=target)
        self.renderer.draw(surface, self.camera, overlay, tokens)
        if drag is not None and drag.moved:
            piece = model.pieces[drag.uid]
            view = token_for(piece, catalog, model.master, Hex(0, 0), True)
            size = round(self.token_radius() * 6)
            ghost = pygame.Surface((size, size), pygame.SRCALPHA)
            self.painter.draw(ghost, view, (size // 2, size // 2), self.token_radius())
            ghost.set_alpha(GHOST_ALPHA)
            surface.blit(ghost, (drag.pos[0] - size // 2, drag.pos[1] - size // 2))
            if reason:
                self._reason(surface, reason, drag.pos)

    def _reason(self, surface: pygame.Surface, reason: str, pos: tuple[int, int]) -> None:
        """Why the space under the mouse refuses the character, on a dark pill beside the mouse."""
        f = font(16, True)
        label = f.render(reason, True, REFUSED)
        box = label.get_rect().inflate(16, 8)
        box.midtop = (pos[0], pos[1] + round(self.token_radius()) + 8)
        box.clamp_ip(self.rect)
        pygame.draw.rect(surface, (28, 16, 10), box, border_radius=box.height // 2)
        pygame.draw.rect(surface, REFUSED, box, 1, border_radius=box.height // 2)
        surface.blit(label, label.get_rect(center=box.center))


class Bench:
    """One side's characters as chips in a column; a placed character's chip says where it stands."""

    def __init__(self, side: int, painter: TokenPainter) -> None:
        self.side = side
        self.painter = painter
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.chip_h = 44
        self.chips: dict[str, pygame.Rect] = {}

    def set_rect(self, rect: pygame.Rect, chip_h: int) -> None:
        self.rect = pygame.Rect(rect)
        self.chip_h = chip_h

    def refresh(self, model: SetupModel) -> None:
        """Lay out one chip per character of this side."""
        gap = max(3, self.chip_h // 8)
        self.chips = {}
        for i, piece in enumerate(model.side_pieces(self.side)):
            self.chips[piece.uid] = pygame.Rect(
                self.rect.x, self.rect.y + i * (self.chip_h + gap), self.rect.width, self.chip_h
            )

    def hit(self, pos: tuple[int, int]) -> str | None:
        """The character whose chip is under ``pos``."""
        return next((uid for uid, rect in self.chips.items() if rect.collidepoint(pos)), None)

    def draw(self, surface: pygame.Surface, model: SetupModel, selected: str | None) -> None:
        catalog = model.game.catalog
        radius = self.chip_h * 0.36
        for uid, rect in self.chips.items():
            piece = model.pieces[uid]
            chosen = uid == selected
            pygame.draw.rect(surface, CHIP_SELECTED if chosen else CHIP_BG, rect, border_radius=6)
            border = CHIP_BORDER_SELECTED if chosen else CHIP_BORDER
            pygame.draw.rect(surface, border, rect, 2, border_radius=6)
            view = token_for(piece, catalog, model.master, Hex(0, 0))
            view = TokenView(view.hex, "", view.glyph, view.side)
            centre = (rect.x + round(radius) + 8, rect.centery)
            self.painter.draw(surface, view, centre, radius)
            left = centre[0] + round(radius) + 8
            width = rect.right - left - 8
            name_font, note_font = (
                font(max(12, self.chip_h * 36 // 100), True),
                font(max(11, self.chip_h * 30 // 100)),
            )
            name = name_font.render(fit(piece.name, name_font, width), True, TEXT)
            where = f"at {piece.pos}" if piece.pos is not None else "not placed"
            note = note_font.render(
                fit(
                    f"{where} \u00b7 clock {piece.clock} \u00b7 health {piece.health}/{piece.max_health}",
                    note_font,
                    width,
                ),
                True,
                MUTED,
            )
            top = rect.centery - (name.get_height() + note.get_height()) // 2
            surface.blit(name, (left, top))
            surface.blit(note, (left, top + name.get_height()))
