"""Dialogs over the card table: pick one of several cards or options, and the mulligan.

``ChoiceScene`` shows each option as a card (discover, choose one) or a plain button, and calls
``on_pick(index)``; ``MulliganScene`` shows the opening hand, a click marks a card to replace
(a red cross, not only a colour), and Confirm calls ``on_done(keys)`` with the marked cards. Both
are overlays: the table stays visible beneath and gets no input.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING

import pygame
from pygame_gui.elements import UIButton, UILabel

from client.cards.cache import CardFaceCache
from client.scene import Scene
from client.table.geometry import Placed
from client.table.model import CardView
from client.table.render import TableRenderer, noto
from client.widgets.panel import Panel, Shade
from client.widgets.title import Title

if TYPE_CHECKING:
    from client.app import App


class _CardRow:
    """The dialog's cards, drawn with the table's renderer so marks look the same as on the table."""

    def __init__(self, scene: _CardDialog) -> None:
        self.scene = scene

    def draw(self, surface: pygame.Surface) -> None:
        scene = self.scene
        for i, rect in enumerate(scene.card_rects):
            card = scene.card_views[i]
            placed = Placed(card.key, rect, "dialog", 0, "hand", card, i)
            mark = scene.mark(i)
            if mark is None and rect.collidepoint(scene.pointer):
                mark = "held"
            scene.renderer.card(surface, placed, mark)


class _CardDialog(Scene):
    """A panel with a title, a row of cards and buttons under them."""

    overlay = True
    design_size = (900, 560)

    def __init__(self, app: App, title: str, cards: Sequence[CardView], faces: CardFaceCache) -> None:
        super().__init__(app)
        self.title = title
        self.card_views = list(cards)
        self.faces = faces
        self.card_rects: list[pygame.Rect] = []
        self.renderer: TableRenderer

    def mark(self, index: int) -> str | None:
        return None

    def labels(self) -> list[str]:
        """The words on the button under each card (none: the cards alone are clicked)."""
        return []

    def card_area(self, screen: pygame.Rect, buttons: int) -> tuple[Panel, int, int]:
        """The panel (sized to the cards) and the top of what goes under them and a card's width.

        The cards are laid out in as many rows as make them largest while each row stays wide enough
        for the names on the buttons under its cards, so a dozen options never clip their names."""
        px = self.theme.px
        self.renderer = TableRenderer(self.theme, self.theme.palette(self.app.settings.palette), self.faces)
        n = len(self.card_views)
        heading = Title(self.title, "dialog_title", 0, 0, self.theme)
        chrome = px(28) + heading.height + px(16) + px(20) + buttons * px(58) + px(20)
        font = noto("NotoSans-Regular.ttf", max(10, px(20)))
        label_w = max((font.size(text)[0] + px(24) for text in self.labels()), default=0)
        label_h = px(48) + px(10) if label_w else 0
        gap = px(20)
        avail_w = screen.width - px(100)
        avail_h = screen.height - px(16) - chrome + label_h
        fits: list[tuple[int, int, int]] = []  # (card width, cards per row, pitch), fewest rows first
        for per_row in range(n, 0, -1):
            rows = -(-n // per_row)
            pitch_max = avail_w // per_row
            if per_row > 1 and label_w + gap > pitch_max:
                continue
            by_height = ((avail_h - (rows - 1) * gap) // rows - label_h) / 1.4
            card_w = int(min(px(190), pitch_max - gap, by_height))
            fits.append((card_w, per_row, max(card_w, min(label_w, pitch_max - gap)) + gap))
        roomy = [f for f in fits if f[0] >= px(110)]  # one row while the cards stay readable
        card_w, per_row, pitch = (roomy[0] if roomy else max(fits)) if n else (0, 1, 0)
        card_h = round(card_w * 1.4)
        rows = -(-n // per_row) if n else 0
        row_h = card_h + label_h
        block_h = rows * row_h + max(0, rows - 1) * gap
        width = max(px(520), min(n, per_row) * pitch + px(40), heading.rect.width + px(60))  # the title fits
        height = chrome + block_h - (label_h if rows else 0)
        panel = Panel(
            pygame.Rect(0, 0, min(width, screen.width - px(16)), min(height, screen.height - px(16))),
            self.theme,
        )
        panel.rect.center = screen.center
        self.decor += [Shade(screen.size, self.theme.colour("overlay")), panel]
        heading = Title(self.title, "dialog_title", screen.centerx, panel.rect.y + px(28), self.theme)
        self.decor.append(heading)
        top = heading.rect.bottom + px(16)
        self.card_rects = []
        for i in range(n):
            row, col = divmod(i, per_row)
            in_row = min(per_row, n - row * per_row)
            x0 = screen.centerx - (in_row * pitch - gap) // 2
            x = x0 + col * pitch + (pitch - gap - card_w) // 2
            self.card_rects.append(pygame.Rect(x, top + row * (row_h + gap), card_w, card_h))
        self.decor.append(_CardRow(self))
        return panel, top + block_h - label_h + (px(10) if label_w else px(20)), card_w

    def clicked_card(self, event: pygame.event.Event) -> int | None:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, rect in enumerate(self.card_rects):
                if rect.collidepoint(event.pos):
                    return i
        return None


class ChoiceScene(_CardDialog):
    """Pick one option: cards shown large when the options are cards, else a column of buttons.

    ``on_pick(index)`` runs after the dialog has closed; Esc cancels when ``cancellable``, else
    calls ``on_leave`` (leave the table: the decision waits in the saved game).
    """

    def __init__(
        self,
        app: App,
        title: str,
        options: Sequence[tuple[str, str | None]],
        faces: CardFaceCache,
        on_pick: Callable[[int], object],
        *,
        cancellable: bool = True,
        on_leave: Callable[[], object] | None = None,
    ) -> None:
        cards = [CardView(f"option{i}", cid) for i, (_, cid) in enumerate(options) if cid is not None]
        super().__init__(app, title, cards if len(cards) == len(options) else [], faces)
        self.options = list(options)
        self.on_pick = on_pick
        self.cancellable = cancellable
        self.on_leave = on_leave
        self.option_buttons: list[UIButton] = []

    def layout(self, screen: pygame.Rect) -> None:
        px = self.theme.px
        rows = 1 if self.card_views else len(self.options)
        panel, top, card_w = self.card_area(screen, rows + (1 if self.cancellable else 0))
        self.option_buttons = []
        for i, (label, _) in enumerate(self.options):
            if self.card_views:
                card = self.card_rects[i]
                width = max(card_w, self.label_width(label))
                rect = pygame.Rect(card.centerx - width // 2, card.bottom + px(10), width, px(48))
            else:
                rect = pygame.Rect(panel.rect.x + px(30), top + i * px(58), panel.rect.width - px(60), px(48))
            self.option_buttons.append(self.button(rect, label, partial(self.pick, i)))
        if self.cancellable:
            y = top + rows * px(58)
            self.button(pygame.Rect(screen.centerx - px(90), y, px(180), px(44)), "Cancel", self.back)
        if self.option_buttons:
            self.focus.focus(self.option_buttons[0])

    def labels(self) -> list[str]:
        return [label for label, _ in self.options] if self.card_views else []

    def label_width(self, label: str) -> int:
        """The width a button needs to show ``label`` whole."""
        return noto("NotoSans-Regular.ttf", max(10, self.theme.px(20))).size(label)[0] + self.theme.px(24)

    def pick(self, index: int) -> None:
        self.app.scenes.pop()
        self.on_pick(index)

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        index = self.clicked_card(event)
        if index is not None:
            self.pick(index)
            return None
        return super().handle_event(event)

    def back(self) -> None:
        if self.cancellable:
            self.app.scenes.pop()
        elif self.on_leave is not None:
            self.app.scenes.pop()
            self.on_leave()


class MulliganScene(_CardDialog):
    """The opening hand: click the cards to replace, then Confirm.

    Escape never skips the choice: it calls ``on_leave`` (leave the table; the mulligan waits in
    the saved game) when given, else does nothing.
    """

    def __init__(
        self,
        app: App,
        cards: Sequence[CardView],
        faces: CardFaceCache,
        on_done: Callable[[tuple[str, ...]], object],
        on_leave: Callable[[], object] | None = None,
    ) -> None:
        super().__init__(app, "Choose the cards to replace", cards, faces)
        self.on_done = on_done
        self.on_leave = on_leave
        self.replace: set[str] = set()
        self.confirm_button: UIButton
        self.hint: UILabel

    def mark(self, index: int) -> str | None:
        return "chosen" if self.card_views[index].key in self.replace else None

    def layout(self, screen: pygame.Rect) -> None:
        px = self.theme.px
        panel, top, _ = self.card_area(screen, 2)
        self.hint = UILabel(
            pygame.Rect(panel.rect.x + px(20), top, panel.rect.width - px(40), px(30)),
            "",
            self.ui,
            object_id="#muted_label",
        )
        self.confirm_button = self.button(
            pygame.Rect(screen.centerx - px(110), top + px(40), px(220), px(48)), "Keep all", self.confirm
        )
        self.focus.focus(self.confirm_button)
        self._refresh()

    def _refresh(self) -> None:
        n = len(self.replace)
        self.confirm_button.set_text("Keep all" if n == 0 else f"Replace {n}")
        self.hint.set_text("Click a card to mark it for replacing; click again to keep it.")

    def toggle(self, index: int) -> None:
        key = self.card_views[index].key
        self.replace ^= {key}
        self._refresh()

    def confirm(self) -> None:
        chosen = tuple(c.key for c in self.card_views if c.key in self.replace)
        self.app.scenes.pop()
        self.on_done(chosen)

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        index = self.clicked_card(event)
        if index is not None:
            self.toggle(index)
            return None
        return super().handle_event(event)

    def back(self) -> None:
        if self.on_leave is not None:
            self.app.scenes.pop()
            self.on_leave()
