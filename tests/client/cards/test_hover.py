"""The hover card stays on screen wherever the cursor is."""

from __future__ import annotations

import pygame

from client.cards.hover import draw_hover, hover_rect


def test_the_card_goes_right_of_the_cursor_when_there_is_room() -> None:
    rect = hover_rect((360, 504), (100, 360), pygame.Rect(0, 0, 1280, 720))
    assert rect.left > 100 and rect.centery == 360


def test_the_card_flips_left_near_the_right_edge() -> None:
    rect = hover_rect((360, 504), (1100, 360), pygame.Rect(0, 0, 1280, 720))
    assert rect.right < 1100


def test_the_card_is_kept_inside_the_screen_at_every_corner() -> None:
    screen = pygame.Rect(0, 0, 800, 600)
    for cursor in ((0, 0), (799, 0), (0, 599), (799, 599), (400, 300)):
        assert screen.contains(hover_rect((360, 504), cursor, screen))


def test_draw_hover_paints_the_face_where_it_says() -> None:
    surface = pygame.Surface((800, 600))
    face = pygame.Surface((100, 140))
    face.fill((200, 30, 30))
    rect = draw_hover(surface, face, (700, 580))
    assert surface.get_rect().contains(rect)
    assert surface.get_at(rect.center) == pygame.Color(200, 30, 30)
