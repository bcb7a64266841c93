"""Palettes: one per palette setting, and highlight styles that differ in shape, not only in colour."""

from __future__ import annotations

import pygame
import pytest

from client.board import BoardRenderer, Camera, Highlight, HighlightStyle, Overlay
from client.board.palette import HIGHLIGHT_CUES, PALETTES, palette_for
from engine.games.wowminis.board import board_from_dict


def test_unknown_palette_names_are_refused_with_the_known_ones() -> None:
    with pytest.raises(ValueError, match="deuteranopia"):
        palette_for("sepia")


@pytest.mark.parametrize("name", sorted(PALETTES))
def test_each_palette_keeps_sides_and_interactive_highlights_apart(name: str) -> None:
    p = palette_for(name)
    assert p.sides[0] != p.sides[1]
    interactive = [
        p.highlight[s] for s in (HighlightStyle.REACHABLE, HighlightStyle.TARGET, HighlightStyle.AOE)
    ]
    assert len(set(interactive)) == 3
    assert p.los_clear != p.los_blocked
    assert set(p.highlight) == set(HighlightStyle)


def test_every_highlight_style_has_its_own_non_colour_cue() -> None:
    assert set(HIGHLIGHT_CUES) == set(HighlightStyle)
    assert len(set(HIGHLIGHT_CUES.values())) == len(HighlightStyle)


@pytest.mark.parametrize("name", sorted(PALETTES))
def test_highlight_styles_mark_different_pixels(name: str) -> None:
    """Where a style makes strong marks is its shape; no two styles may share one, whatever their colours.

    A soft tint is not a mark: only pixels changed by more than a fifth of full brightness count.
    """
    board = board_from_dict(
        {
            "kind": "wowminis-board",
            "format": 1,
            "id": "one",
            "name": "One",
            "orientation": "pointy",
            "spaces": {"list": ["0,0", "3,0"]},
            "spawns": [{"hex": "3,0", "kind": "neutral"}],
            "scenario": {"sides": 2},
        }
    )
    renderer = BoardRenderer(board, name)
    view = pygame.Rect(0, 0, 400, 200)
    cam = Camera(view)
    cam.fit(renderer.world_bounds())
    plain = pygame.Surface(view.size)
    renderer.draw(plain, cam)
    plain_px = pygame.image.tobytes(plain, "RGB")
    masks = {}
    for style in HighlightStyle:
        surf = pygame.Surface(view.size)
        renderer.draw(surf, cam, Overlay(highlights=(Highlight(board.spawns[0].hex - (3, 0), style),)))
        px = pygame.image.tobytes(surf, "RGB")
        masks[style] = frozenset(
            i for i in range(0, len(px), 3) if sum(abs(px[i + k] - plain_px[i + k]) for k in range(3)) > 150
        )
    styles = list(HighlightStyle)
    for i, a in enumerate(styles):
        assert masks[a], a
        for b in styles[i + 1 :]:
            differ = len(masks[a] ^ masks[b]) / len(masks[a] | masks[b])
            assert differ > 0.1, (a, b, differ)
