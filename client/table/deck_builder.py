"""The deck builder: browse a card game's pool with filters, build a deck checked live, save, load,
import and export it.

Generic over games: everything game-specific comes from the adapter's ``DeckRules`` (heroes, the
pool, the engine's deck problems, ready-made decks) and faces. Layout: the hero picker, name and
filters on top (search text, cost 0-7+, type, class or neutral), a page of card faces (click one to
add a copy), and on the right the deck list (click a row to take a copy out), its count, the
problems in words (or "Ready to play"), and Save, Load, Import, Export, New, Back. Keys: Page
Up/Down turn the pool's pages.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIDropDownMenu, UILabel, UITextEntryBox, UITextEntryLine

from client.cards.cache import CardFaceCache
from client.scene import Scene
from client.table.adapter import TableAdapter
from client.table.decks import (
    Deck,
    DeckRules,
    PoolCard,
    deck_text,
    parse_deck_text,
    save_deck,
    saved_decks,
    sorted_pool,
)
from client.table.panels import wrap
from client.table.render import noto
from client.widgets.panel import Panel
from engine.core import BadInputError

if TYPE_CHECKING:
    from client.app import App

COSTS = ("All", "0", "1", "2", "3", "4", "5", "6", "7+")
GROUPS = ("All", "Class", "Neutral")
COLUMNS, ROWS = 5, 2


class DeckBuilderScene(Scene):
    """Builds one deck for ``adapter``'s game; ``deck`` (if given) is the deck to start from."""

    design_size = (1180, 740)

    def __init__(self, app: App, adapter: TableAdapter, rules: DeckRules, deck: Deck | None = None) -> None:
        super().__init__(app)
        self.adapter = adapter
        self.rules = rules
        leaders = rules.leaders()
        self.leaders = {leader.id: leader for leader in leaders}
        self.deck = deck or Deck("New deck", leaders[0].id)
        self.faces = CardFaceCache(adapter.compose, adapter.back, limit=120)
        self.search = ""
        self.cost: str = "All"
        self.kind: str = "All"
        self.group: str = "All"
        self.page = 0
        self.status = ""
        self.card_rects: list[tuple[pygame.Rect, PoolCard]] = []
        self.row_rects: list[tuple[pygame.Rect, str]] = []
        self.pool_rect = pygame.Rect(0, 0, 1, 1)
        self.side_rect = pygame.Rect(0, 0, 1, 1)
        self.filter_buttons: dict[tuple[str, str], UIButton] = {}
        self.hero_menu: UIDropDownMenu
        self.load_menu: UIDropDownMenu
        self.name_entry: UITextEntryLine
        self.search_entry: UITextEntryLine
        self.text_box: UITextEntryBox
        self.page_label: UILabel
        self._pool_cache: tuple[str, list[PoolCard]] | None = None

    # The pool ---------------------------------------------------------------------------------

    def pool(self) -> list[PoolCard]:
        if self._pool_cache is None or self._pool_cache[0] != self.deck.leader:
            self._pool_cache = (self.deck.leader, sorted_pool(self.rules.pool(self.deck.leader)))
        return self._pool_cache[1]

    def shown(self) -> list[PoolCard]:
        """The pool through the filters: text in name or rules, cost, type and class or neutral."""
        words = self.search.lower().strip()
        out = []
        for c in self.pool():
            if words and words not in c.name.lower() and words not in c.text.lower().replace("**", ""):
                continue
            if self.cost != "All" and (c.cost < 7 if self.cost == "7+" else c.cost != int(self.cost)):
                continue
            if self.kind != "All" and c.kind != self.kind.lower():
                continue
            neutral = c.group.lower() == "neutral"
            if (self.group == "Neutral" and not neutral) or (self.group == "Class" and neutral):
                continue
            out.append(c)
        return out

    def pages(self) -> int:
        return max(1, -(-len(self.shown()) // (COLUMNS * ROWS)))

    def _names(self) -> dict[str, str]:
        return {c.id: c.name for c in self.pool()}

    # Changing the deck ------------------------------------------------------------------------

    def add(self, card: PoolCard) -> None:
        counts = self.deck.counts()
        if counts[card.id] >= self.rules.copy_limit(card):
            self.status = f"{card.name}: at most {self.rules.copy_limit(card)} in a deck."
            return
        if len(self.deck.cards) >= self.rules.deck_size:
            self.status = f"The deck is full ({self.rules.deck_size} cards)."
            return
        self.deck.cards.append(card.id)
        self.status = ""

    def remove(self, card_id: str) -> None:
        if card_id in self.deck.cards:
            index = len(self.deck.cards) - 1 - self.deck.cards[::-1].index(card_id)
            del self.deck.cards[index]
            self.status = ""

    def problems(self) -> list[str]:
        return self.rules.problems(self.deck)

    def set_leader(self, leader: str) -> None:
        """A new hero keeps only the cards its class may use."""
        self.deck.leader = leader
        allowed = {c.id for c in self.pool()}
        dropped = sorted({c for c in self.deck.cards if c not in allowed})
        self.deck.cards = [c for c in self.deck.cards if c in allowed]
        self.page = 0
        self.status = f"Removed {len(dropped)} cards the new hero cannot use." if dropped else ""

    def save(self) -> None:
        self.deck.name = self.name_entry.get_text().strip() or self.deck.name
        try:
            path = save_deck(self.rules.game_id, self.deck)
        except (BadInputError, OSError) as exc:
            self.status = f"Not saved: {exc}"
            return
        self.status = f"Saved as {path.name}."
        self.build()

    def load(self, choice: str) -> None:
        for deck in self.rules.shipped():
            if f"Ready-made: {deck.name}" == choice:
                self.deck = Deck(deck.name, deck.leader, list(deck.cards))
                self.status = f"Loaded the ready-made deck {deck.name}."
                self.build()
                return
        for path, found in saved_decks(self.rules.game_id):
            if path.stem == choice:
                if isinstance(found, str):
                    self.status = found
                    return
                self.deck = found
                self.status = f"Loaded {path.name}."
                self.build()
                return

    def deck_as_text(self) -> str:
        leader = self.leaders.get(self.deck.leader)
        return deck_text(self.deck, self._names(), leader.name if leader else self.deck.leader)

    def export_text(self) -> None:
        """Put the plain-text list in the text box, to copy from there."""
        text = self.deck_as_text()
        self.text_box.set_text(text)
        self.status = "The list is in the text box: copy it from there."

    def import_text(self) -> None:
        names = {c.name.lower(): c.id for c in self.all_cards()}
        leaders = {leader.name.lower(): leader.id for leader in self.leaders.values()}
        try:
            leader, cards = parse_deck_text(self.text_box.get_text(), names, leaders)
        except BadInputError as exc:
            self.status = str(exc)
            return
        self.deck = Deck(self.deck.name, leader or self.deck.leader, cards)
        self.status = f"Imported {len(cards)} cards."
        self.build()

    def all_cards(self) -> list[PoolCard]:
        """Every card of every hero's pool (an import may name another class's card; the check says so)."""
        seen: dict[str, PoolCard] = {}
        for leader in self.leaders:
            for c in self.rules.pool(leader):
                seen.setdefault(c.id, c)
        return list(seen.values())

    def new_deck(self) -> None:
        self.deck = Deck("New deck", self.deck.leader)
        self.status = ""
        self.build()

    # Layout ------------------------------------------------------------------------------------

    def layout(self, screen: pygame.Rect) -> None:
        px = self.theme.px
        m = px(12)
        side_w = min(px(330), screen.width // 3)
        self.side_rect = pygame.Rect(screen.right - side_w - m, m, side_w, screen.height - 2 * m)
        left = pygame.Rect(m, m, self.side_rect.x - 2 * m, screen.height - 2 * m)
        self.decor += [Panel(self.side_rect, self.theme), _PoolView(self), _DeckView(self)]
        row_h = px(36)
        leader_names: list[str | tuple[str, str]] = [leader.name for leader in self.leaders.values()]
        current = self.leaders[self.deck.leader].name
        self.hero_menu = UIDropDownMenu(
            leader_names, current, pygame.Rect(left.x, left.y, px(290), row_h), self.ui
        )
        self.name_entry = UITextEntryLine(pygame.Rect(left.x + px(296), left.y, px(140), row_h), self.ui)
        self.name_entry.set_text(self.deck.name)
        self.filter_buttons = {}
        x = left.x + px(444)
        x = self._filter_row("group", GROUPS, x, left.y, px(86), row_h)
        self.search_entry = UITextEntryLine(
            pygame.Rect(x + px(8), left.y, left.right - x - px(8), row_h), self.ui
        )
        self.search_entry.set_text(self.search)
        self.search_entry.set_forbidden_characters([])
        y = left.y + row_h + px(8)
        x = self._filter_row("cost", COSTS, left.x, y, px(40), row_h) + px(10)
        kinds = ("All", *self.rules.kinds)
        label = noto("NotoSans-Regular.ttf", max(10, px(20)))
        kind_w = max(px(86), max(label.size(k)[0] for k in kinds) + px(22))  # "Weapon" whole, with margins
        if x + len(kinds) * (kind_w + px(3)) > left.right:  # no room beside the costs: a row of their own
            x, y = left.x, y + row_h + px(8)
            kind_w = min(px(120), left.width // len(kinds) - px(3))  # room for "Battlefield"
        self._filter_row("kind", kinds, x, y, kind_w, row_h)
        self._mark_filters()
        self.pool_rect = pygame.Rect(
            left.x, y + row_h + px(10), left.width, left.bottom - y - row_h - px(10) - row_h - px(8)
        )
        bottom = left.bottom - row_h
        self.button(pygame.Rect(left.x, bottom, px(110), row_h), "Previous", lambda: self.turn_page(-1))
        self.page_label = UILabel(
            pygame.Rect(left.x + px(120), bottom, px(220), row_h), "", self.ui, object_id="#muted_label"
        )
        self.button(pygame.Rect(left.x + px(350), bottom, px(110), row_h), "Next", lambda: self.turn_page(1))
        self._layout_side()
        self._refresh_page()

    def _layout_side(self) -> None:
        px = self.theme.px
        side = self.side_rect.inflate(-2 * px(14), -2 * px(14))
        row_h = px(34)
        half = (side.width - px(8)) // 2
        y = side.bottom - row_h
        self.button(pygame.Rect(side.x, y, half, row_h), "New", self.new_deck)
        self.button(pygame.Rect(side.x + half + px(8), y, half, row_h), "Back", self.back)
        y -= row_h + px(6)
        self.button(pygame.Rect(side.x, y, half, row_h), "Import", self.import_text)
        self.button(pygame.Rect(side.x + half + px(8), y, half, row_h), "Export", self.export_text)
        y -= row_h + px(6)
        self.button(pygame.Rect(side.x, y, half, row_h), "Save", self.save)
        options: list[str | tuple[str, str]] = ["Load\u2026"]
        options += [f"Ready-made: {d.name}" for d in self.rules.shipped()]
        options += [path.stem for path, _ in saved_decks(self.rules.game_id)]
        self.load_menu = UIDropDownMenu(
            options,
            "Load\u2026",
            pygame.Rect(side.x + half + px(8), y, half, row_h),
            self.ui,
        )
        text_h = px(96)
        y -= text_h + px(6)
        self.text_box = UITextEntryBox(pygame.Rect(side.x, y, side.width, text_h), "", self.ui)
        self.decor.append(_TextFrame(self))
        self.deck_rect = pygame.Rect(side.x, side.y, side.width, y - side.y - px(8))

    def _filter_row(self, kind: str, values: tuple[str, ...], x: int, y: int, w: int, h: int) -> int:
        """One group of filter buttons from ``x``; returns where the next thing may start."""
        for value in values:
            button = self.button(pygame.Rect(x, y, w, h), value, self._filter(kind, value), focusable=False)
            self.filter_buttons[(kind, value)] = button
            x += w + self.theme.px(3)
        return x

    def _filter(self, kind: str, value: str) -> Callable[[], None]:
        def apply() -> None:
            setattr(self, kind, value)
            self.page = 0
            self._mark_filters()
            self._refresh_page()

        return apply

    def _mark_filters(self) -> None:
        for (kind, value), button in self.filter_buttons.items():
            if getattr(self, kind) == value:
                button.select()
            else:
                button.unselect()

    def turn_page(self, step: int) -> None:
        self.page = max(0, min(self.pages() - 1, self.page + step))
        self._refresh_page()

    def _refresh_page(self) -> None:
        self.page = max(0, min(self.page, self.pages() - 1))
        shown = self.shown()
        self.page_label.set_text(f"Page {self.page + 1} of {self.pages()} \u00b7 {len(shown)} cards")

    # Events ------------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            if event.ui_element is self.hero_menu:
                leader = next(x.id for x in self.leaders.values() if x.name == event.text)
                self.set_leader(leader)
                self._refresh_page()
                return None
            if event.ui_element is self.load_menu:
                self.load(event.text)
                return None
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.search_entry:
            self.search = self.search_entry.get_text()
            self.page = 0
            self._refresh_page()
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for rect, card in self.card_rects:
                if rect.collidepoint(event.pos):
                    self.add(card)
                    return None
            for rect, card_id in self.row_rects:
                if rect.collidepoint(event.pos):
                    self.remove(card_id)
                    return None
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.turn_page(-1 if event.key == pygame.K_PAGEUP else 1)
            return None
        return super().handle_event(event)


class _TextFrame:
    """A visible field behind the import/export text box, with a hint while it is empty."""

    def __init__(self, scene: DeckBuilderScene) -> None:
        self.scene = scene

    def draw(self, surface: pygame.Surface) -> None:
        rect = self.scene.text_box.rect
        pygame.draw.rect(surface, (16, 11, 8), rect, border_radius=6)
        pygame.draw.rect(surface, self.scene.theme.colour("panel_border"), rect, 1, border_radius=6)
        if not self.scene.text_box.get_text():
            hint = noto("NotoSans-Italic.ttf", max(10, self.scene.theme.px(13))).render(
                "Paste a list (2 Card Name per line), then Import", True, self.scene.theme.colour("muted")
            )
            surface.blit(hint, hint.get_rect(midleft=(rect.x + 8, rect.centery)))


class _PoolView:
    """A page of the filtered pool as card faces; a card at its copy limit is dimmed."""

    def __init__(self, scene: DeckBuilderScene) -> None:
        self.scene = scene

    def draw(self, surface: pygame.Surface) -> None:
        scene = self.scene
        area = scene.pool_rect
        gap = scene.theme.px(10)
        width = min((area.width - (COLUMNS - 1) * gap) // COLUMNS, round((area.height - gap) / ROWS / 1.4))
        height = round(width * 1.4)
        per_page = COLUMNS * ROWS
        cards = scene.shown()[scene.page * per_page : (scene.page + 1) * per_page]
        counts = scene.deck.counts()
        x0 = area.x + (area.width - (COLUMNS * width + (COLUMNS - 1) * gap)) // 2
        scene.card_rects = []
        for i, card in enumerate(cards):
            rect = pygame.Rect(
                x0 + (i % COLUMNS) * (width + gap), area.y + (i // COLUMNS) * (height + gap), width, height
            )
            face = scene.faces.get(card.id, width)
            full = counts[card.id] >= scene.rules.copy_limit(card)
            if full:
                face = face.copy()
                face.set_alpha(110)
            surface.blit(face, rect)
            if counts[card.id]:
                label = noto("NotoSans-Bold.ttf", max(10, scene.theme.px(15))).render(
                    f"\u00d7{counts[card.id]}", True, (255, 240, 200)
                )
                box = label.get_rect(topright=(rect.right - 6, rect.y + 6)).inflate(12, 4)
                pygame.draw.rect(surface, (30, 20, 12), box, border_radius=box.height // 2)
                surface.blit(label, label.get_rect(center=box.center))
            if rect.collidepoint(scene.pointer) and not full:
                pygame.draw.rect(
                    surface, scene.theme.colour("focus"), rect.inflate(4, 4), 3, border_radius=width // 12
                )
            scene.card_rects.append((rect, card))
        if not cards:
            hint = noto("NotoSans-Regular.ttf", max(10, scene.theme.px(16))).render(
                "No card matches these filters.", True, scene.theme.colour("muted")
            )
            surface.blit(hint, hint.get_rect(center=area.center))


class _DeckView:
    """The deck list (cost, name, copies), its size, and its problems or "Ready to play"."""

    def __init__(self, scene: DeckBuilderScene) -> None:
        self.scene = scene

    def draw(self, surface: pygame.Surface) -> None:
        scene = self.scene
        theme = scene.theme
        area = scene.deck_rect
        font = noto("NotoSans-Regular.ttf", max(10, theme.px(14)))
        bold = noto("NotoSans-Bold.ttf", max(10, theme.px(15)))
        size = len(scene.deck.cards)
        head = bold.render(
            f"{scene.deck.name} \u00b7 {size}/{scene.rules.deck_size}", True, theme.colour("title")
        )
        surface.blit(head, area.topleft)
        y = area.y + head.get_height() + theme.px(6)
        problems = scene.problems()
        messages = ([scene.status] if scene.status else []) + (problems[:3] or ["Ready to play."])
        colour = (240, 140, 110) if problems else (140, 220, 140)
        note_lines = [line for message in messages for line in wrap(message, font, area.width)]
        notes_h = len(note_lines) * font.get_linesize()
        line_h = font.get_linesize() + theme.px(2)
        rows_room = max(0, (area.bottom - notes_h - theme.px(8) - y) // line_h)
        names = {c.id: c for c in scene.all_cards()}
        counts = scene.deck.counts()
        for card_id in counts:
            if card_id not in names and (found := scene.rules.describe(card_id)) is not None:
                names[card_id] = found
        entries = sorted(
            counts,
            key=lambda cid: (
                names[cid].cost if cid in names else 99,
                names[cid].name if cid in names else cid,
            ),
        )
        scene.row_rects = []
        for card_id in entries[:rows_room]:
            card = names.get(card_id)
            rect = pygame.Rect(area.x, y, area.width, line_h)
            if rect.collidepoint(scene.pointer):
                pygame.draw.rect(surface, (70, 50, 30), rect, border_radius=4)
            cost = font.render(str(card.cost) if card else "?", True, (120, 180, 255))
            surface.blit(cost, (rect.x + theme.px(4), y))
            name = font.render(card.name if card else card_id, True, theme.colour("text"))
            surface.blit(name, (rect.x + theme.px(30), y))
            count = font.render(f"\u00d7{counts[card_id]}", True, theme.colour("muted"))
            surface.blit(count, count.get_rect(topright=(rect.right - theme.px(4), y)))
            scene.row_rects.append((rect, card_id))
            y += line_h
        if len(entries) > rows_room:
            more = font.render(f"\u2026 and {len(entries) - rows_room} more", True, theme.colour("muted"))
            surface.blit(more, (area.x, y))
        y = area.bottom - notes_h
        for line in note_lines:
            surface.blit(font.render(line, True, colour), (area.x, y))
            y += font.get_linesize()
