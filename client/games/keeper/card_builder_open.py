"""The card builder's Open dialog: the player's saved Keeper cards, one row each, to edit one."""

from __future__ import annotations

import html
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
from pygame_gui.elements import UIButton, UILabel, UIScrollingContainer, UITextBox

from client.editor.dialog import DialogScene
from client.games.keeper.card_builder_model import SavedCard, saved_cards

if TYPE_CHECKING:
    from client.app import App


def card_label(saved: SavedCard) -> str:
    """A row's words: the name, what the card is, and its file."""
    card = saved.card
    stats = f"{card.sp}/{card.hp} minion" if card.kind == "minion" else "spell"
    return f"{card.name}  \u00b7  level {card.level} {stats}  \u00b7  {saved.path.name}"


class OpenCardScene(DialogScene):
    """Lists the cards in ``folder``; choosing one calls ``on_open(saved)`` and closes the dialog."""

    WIDTH = 640

    def __init__(self, app: App, folder: Path, on_open: Callable[[SavedCard], None]) -> None:
        super().__init__(app, "Open a card")
        self.on_open = on_open
        self.cards, self.damaged = saved_cards(folder)
        self.rows: list[UIButton] = []

    def layout(self, screen: pygame.Rect) -> None:
        px = self.theme.px
        inner = self.frame(screen, px(500))
        row, gap = px(40), px(6)
        notes_h = px(64) if self.damaged else 0
        list_h = inner.height - notes_h - px(52)
        if not self.cards:
            UILabel(
                pygame.Rect(inner.x, inner.y, inner.width, px(34)),
                "No saved cards yet: Save a card to find it here.",
                self.ui,
                object_id="#muted_label",
            )
        container = UIScrollingContainer(
            pygame.Rect(inner.x, inner.y, inner.width, list_h), self.ui, allow_scroll_x=False
        )
        needed = len(self.cards) * (row + gap)
        width = inner.width - (px(20) if needed > list_h else 0)
        container.set_scrollable_area_dimensions((width, max(needed, 1)))
        self.rows = [
            self.button(
                pygame.Rect(0, i * (row + gap), width, row),
                card_label(saved),
                partial(self.choose, i),
                container=container,
                object_id="#save_row",
            )
            for i, saved in enumerate(self.cards)
        ]
        if self.damaged:
            count = len(self.damaged)
            text = (
                f"{count} file{'s' if count > 1 else ''} in your cards folder cannot be opened: "
                f"{html.escape(self.damaged[0])}"
            )
            UITextBox(
                f"<font color='#e8a98f'>{text}</font>",
                pygame.Rect(inner.x, inner.y + list_h + px(6), inner.width, notes_h),
                self.ui,
            )
        width = px(150)
        self.button(
            pygame.Rect(inner.right - width, inner.bottom - px(44), width, px(44)), "Cancel", self.back
        )

    def choose(self, index: int) -> None:
        """Hand the chosen card to the builder and close."""
        self.app.scenes.pop()
        self.on_open(self.cards[index])
