"""The Keeper of the Cards card builder: compose a card from the rulebook's grammar, see its text and
the budget's verdict live, and save it to the cards folder (where decks can use it).

Three panels: the card (name, minion or spell, level, SP, HP, Ultra Points, edition, its abilities),
the selected ability (name, activation condition, ghost- or hex-play, costs, and its sentences: target
selection and effects), and the preview (the generated card text, the verdict line by line, New card,
Open… one of the player's saved cards, Save).
The draft itself is ``CardDraft`` (card_builder_model.py); this scene only shows it and edits it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import UIDropDownMenu, UILabel, UITextEntryLine

from client.games.keeper.card_builder_model import EFFECTS, TARGETS, CardDraft, SavedCard
from client.games.keeper.card_builder_open import OpenCardScene
from client.scene import Scene
from client.table.panels import wrap
from client.table.render import noto
from client.widgets.panel import Panel
from client.widgets.title import Title
from engine.core import BadInputError
from engine.games.keeper.cards import COSTS, COUNTERS, SELECTORS
from engine.games.keeper.content import user_card_dir
from engine.games.keeper.text import ordinal

if TYPE_CHECKING:
    from client.app import App

CONDITION_LABELS = {
    "standard": "Standard",
    "any_time": "Any time",
    "enemy_chain": "Enemy chaining action",
    "enemy_attacks": "Enemy minion attacks",
    "minion_damaged": "Your minion damaged",
    "this_destroyed": "This card destroyed",
}
"""Short names of the activation conditions for the menu (the preview shows the full text)."""
ROUTE_LABELS = {"none": "Usual requirements", "ghost": "Ghost-play", "hex": "Hex-play"}
COST_LABELS = {k: v[0].format(n=1).capitalize() for k, v in COSTS.items()}
TARGET_LABELS = {"none": "No target", **{k: v[0].capitalize() for k, v in SELECTORS.items()}}
TARGET_LABELS["excavate"] = "Excavated card"
TARGET_LABELS["enemy_hand"] = "Card in enemy's hand"
EFFECT_LABELS = {op: op.replace("_", "-").capitalize() for op in EFFECTS}
COUNTER_LABELS = {k: f"{k.capitalize()} Counter" for k in COUNTERS}
STATS = (("level", "Level"), ("sp", "SP"), ("hp", "HP"), ("ultra", "Ultra Points"), ("edition", "Edition"))


ARROW = "→"
"""The activation cost's arrow: Noto Sans has no glyph for it, Fira Code (also in pygame_gui) has."""


class TextBlock:
    """Wrapped lines in a panel: the card text, then the verdict (problems in the danger colour)."""

    def __init__(self, rect: pygame.Rect, parts: list[tuple[str, pygame.Color, bool]], size: int) -> None:
        self.rect = rect
        regular, bold = noto("NotoSans-Regular.ttf", size), noto("NotoSans-Bold.ttf", size)
        arrow = noto("FiraCode-Regular.ttf", size)
        self.surface = pygame.Surface(rect.size, pygame.SRCALPHA)
        y = 0
        for text, colour, strong in parts:
            font = bold if strong else regular
            for paragraph in text.split("\n"):
                for line in wrap(paragraph, font, rect.width) or [""]:
                    x = 0
                    for i, piece in enumerate(line.split(ARROW)):
                        if i:
                            glyph = arrow.render(ARROW, True, colour)
                            self.surface.blit(glyph, (x, y + (font.get_height() - glyph.get_height()) // 2))
                            x += glyph.get_width()
                        self.surface.blit(font.render(piece, True, colour), (x, y))
                        x += font.size(piece)[0]
                    y += font.get_linesize()
            y += font.get_linesize() // 2

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.surface, self.rect)


class CardBuilderScene(Scene):
    """Edits one ``CardDraft``; ``folder`` is where Save writes (the user's Keeper cards folder)."""

    design_size = (1180, 740)

    def __init__(self, app: App, draft: CardDraft | None = None, folder: Path | None = None) -> None:
        super().__init__(app)
        self.draft = draft or CardDraft()
        if not self.draft.abilities:
            self.draft.add_ability()
        self.folder = folder
        self.status = ""
        self.menus: dict[UIDropDownMenu, tuple[dict[str, str], Callable[[str], None]]] = {}
        self.name_entry: UITextEntryLine
        self.ability_entry: UITextEntryLine | None = None
        self.preview: TextBlock | None = None
        self.preview_rect = pygame.Rect(0, 0, 1, 1)

    # Layout ------------------------------------------------------------------------------------
    def layout(self, screen: pygame.Rect) -> None:
        px = self.theme.px
        self.menus = {}
        title = Title("Card builder", "heading", screen.centerx, px(10), self.theme)
        self.decor.append(title)
        top = title.rect.bottom + px(8)
        height = screen.height - top - px(20)
        gap = px(16)
        width = (screen.width - 4 * gap) // 3
        rects = [pygame.Rect(gap + i * (width + gap), top, width, height) for i in range(3)]
        for rect in rects:
            self.decor.append(Panel(rect, self.theme))
        self._card_panel(rects[0].inflate(-px(28), -px(28)))
        self._ability_panel(rects[1].inflate(-px(28), -px(28)))
        self._preview_panel(rects[2].inflate(-px(28), -px(28)))

    def _row(self, x: int, y: int, w: int, label: str) -> int:
        """A row label; returns where the row's controls start."""
        px = self.theme.px
        UILabel(pygame.Rect(x, y, px(116), px(34)), label, self.ui, object_id="#row_label")
        return x + px(120)

    def _menu(
        self, rect: pygame.Rect, labels: dict[str, str], current: str, on_pick: Callable[[str], None]
    ) -> None:
        menu = UIDropDownMenu([labels[k] for k in labels], labels[current], rect, self.ui)
        self.menus[menu] = (labels, on_pick)

    def _menu_row(
        self,
        x: int,
        y: int,
        w: int,
        label: str,
        labels: dict[str, str],
        current: str,
        pick: Callable[[str], None],
    ) -> int:
        """A labelled drop-down filling the row whose choice goes to ``pick`` (through ``change``);
        returns the next row's y."""
        px = self.theme.px
        cx = self._row(x, y, w, label)
        self._menu(pygame.Rect(cx, y, x + w - cx, px(34)), labels, current, partial(self.change, pick))
        return y + px(42)

    def _stepper(
        self, cx: int, y: int, shown: str, bump: Callable[[int], None], value_w: int = 40, reason: str = ""
    ) -> int:
        """"−", the value ``value_w`` wide and "+" from ``cx``, calling ``bump(-1)``/``bump(1)``; the
        buttons are off with ``reason`` when one is given. Returns the x after "+"."""
        px = self.theme.px
        enabled = not reason
        minus = pygame.Rect(cx, y, px(34), px(34))
        self.button(minus, "\u2212", partial(bump, -1), enabled=enabled, reason=reason)
        UILabel(pygame.Rect(cx + px(38), y, px(value_w), px(34)), shown, self.ui)
        plus = pygame.Rect(cx + px(38 + value_w + 4), y, px(34), px(34))
        self.button(plus, "+", partial(bump, 1), enabled=enabled, reason=reason)
        return plus.right

    def _card_panel(self, area: pygame.Rect) -> None:
        px = self.theme.px
        d = self.draft
        x, y, w = area.x, area.y, area.width
        cx = self._row(x, y, w, "Name")
        self.name_entry = UITextEntryLine(pygame.Rect(cx, y, x + w - cx, px(34)), self.ui)
        self.name_entry.set_text(d.name)
        y += px(42)
        cx = self._row(x, y, w, "Type")
        half = (x + w - cx - px(6)) // 2
        for i, kind in enumerate(("minion", "spell")):
            mark = "» " if d.kind == kind else ""
            self.button(
                pygame.Rect(cx + i * (half + px(6)), y, half, px(34)),
                mark + kind.capitalize(),
                partial(self.change, d.set_kind, kind),
            )
        y += px(42)
        for stat, label in STATS:
            cx = self._row(x, y, w, label)
            enabled = d.kind == "minion" or stat not in ("sp", "hp")
            value = getattr(d, stat) if enabled else "–"
            shown = f"{ordinal(int(value))}" if stat == "edition" else str(value)
            bump = partial(self.change, d.bump, stat)
            self._stepper(cx, y, shown, bump, 64, "" if enabled else "Spells have no SP or HP")
            y += px(40)
        self.button(pygame.Rect(x, y, w, px(36)), "Fit level to the budget", partial(self.change, d.fit))
        y += px(50)
        UILabel(
            pygame.Rect(x, y, w, px(28)), "Abilities (select one to edit it)", self.ui, object_id="#row_label"
        )
        y += px(32)
        for i, a in enumerate(d.abilities):
            mark = "» " if i == d.current else ""
            label = a.get("name") or "The spell's ability"
            self.button(
                pygame.Rect(x, y, w, px(32)), f"{mark}{i + 1}. {label}", partial(self.change, d.select, i)
            )
            y += px(36)
        half = (w - px(8)) // 2
        self.button(
            pygame.Rect(x, y, half, px(34)),
            "Add ability",
            partial(self.change, d.add_ability),
            enabled=d.can_add_ability(),
            reason="A spell has exactly one ability",
        )
        self.button(
            pygame.Rect(x + half + px(8), y, half, px(34)),
            "Remove ability",
            partial(self.change, d.remove_ability),
            enabled=d.ability() is not None,
            reason="No ability selected",
        )

    def _ability_panel(self, area: pygame.Rect) -> None:
        px = self.theme.px
        d = self.draft
        a = d.ability()
        x, y, w = area.x, area.y, area.width
        self.ability_entry = None
        if a is None:
            UILabel(pygame.Rect(x, y, w, px(34)), "Add an ability to compose it here.", self.ui)
            return
        if d.kind == "minion":
            cx = self._row(x, y, w, "Name")
            self.ability_entry = UITextEntryLine(pygame.Rect(cx, y, x + w - cx, px(34)), self.ui)
            self.ability_entry.set_text(str(a.get("name", "")))
            y += px(42)
        y = self._menu_row(x, y, w, "Condition", CONDITION_LABELS, a["condition"], d.set_condition)
        y = self._menu_row(x, y, w, "Play", ROUTE_LABELS, d.route(), d.set_route)
        cx = self._row(x, y, w, "Add a cost")
        costs = {"": "Choose a cost…", **COST_LABELS}
        self._menu(
            pygame.Rect(cx, y, x + w - cx - px(76), px(34)), costs, "", partial(self.change, d.add_cost)
        )
        self.button(
            pygame.Rect(x + w - px(70), y, px(70), px(34)),
            "Clear",
            partial(self.change, d.clear_costs),
            enabled=bool(a.get("costs")),
            reason="No costs yet",
        )
        y += px(52)
        sub = d.sub()
        count = len(a["subs"])
        UILabel(
            pygame.Rect(x, y, w, px(28)),
            f"Sentence {d.sentence + 1} of {count}",
            self.ui,
            object_id="#row_label",
        )
        y += px(32)
        third = (w - 2 * px(6)) // 3
        for i, (text, fn, ok) in enumerate(
            (
                ("Next", d.next_sentence, count > 1),
                ("Add", d.add_sentence, True),
                ("Remove", d.remove_sentence, count > 1),
            )
        ):
            self.button(
                pygame.Rect(x + i * (third + px(6)), y, third, px(34)),
                text,
                partial(self.change, fn),
                enabled=ok,
                reason="The ability has one sentence",
            )
        y += px(46)
        if sub is None:
            return
        target = sub.get("target") or {}
        targets = {k: TARGET_LABELS[k] for k in TARGETS}
        y = self._menu_row(x, y, w, "Target", targets, str(target.get("what", "none")), d.set_target)
        cx = self._row(x, y, w, "How many")
        no_target = "" if target else "No target selection"
        count = str(target.get("count", "\u2013"))
        up_to = self._stepper(cx, y, count, partial(self.change, d.bump_count), reason=no_target) + px(8)
        self.button(
            pygame.Rect(up_to, y, x + w - up_to, px(34)),
            ("» " if target.get("up_to") else "") + "Up to",
            partial(self.change, d.toggle_up_to),
            enabled=bool(target),
            reason="No target selection",
        )
        y += px(42)
        effect = sub["effects"][-1]
        label = f"Effect {len(sub['effects'])}"
        y = self._menu_row(x, y, w, label, EFFECT_LABELS, effect["op"], d.set_effect)
        if "n" in effect:
            cx = self._row(x, y, w, "Number")
            self._stepper(cx, y, str(effect["n"]), partial(self.change, d.bump_amount))
            y += px(42)
        if effect["op"] == "counter":
            y = self._menu_row(x, y, w, "Counter", COUNTER_LABELS, effect["counter"], d.set_counter)
        half = (w - px(8)) // 2
        self.button(pygame.Rect(x, y, half, px(34)), "Another effect", partial(self.change, d.add_effect))
        self.button(
            pygame.Rect(x + half + px(8), y, half, px(34)),
            "Drop last effect",
            partial(self.change, d.remove_effect),
            enabled=len(sub["effects"]) > 1,
            reason="A sentence needs an effect",
        )

    def _preview_panel(self, area: pygame.Rect) -> None:
        px = self.theme.px
        x, w = area.x, area.width
        bottom = area.bottom
        half = (w - px(8)) // 2
        upper = bottom - 2 * px(44) - px(8)
        self.button(pygame.Rect(x, upper, half, px(44)), "New card", self.new_card)
        self.button(
            pygame.Rect(x + half + px(8), upper, half, px(44)),
            "Open\u2026",
            self.open_dialog,
            tooltip="Edit one of your saved cards (under a new name, Save makes a copy)",
        )
        self.button(pygame.Rect(x, bottom - px(44), half, px(44)), "Back", self.back)
        check = self.draft.check()
        self.save_button = self.button(
            pygame.Rect(x + half + px(8), bottom - px(44), half, px(44)),
            "Save",
            self.save,
            enabled=check.ok,
            reason=check.lines[-1],
        )
        self.status_label = UILabel(
            pygame.Rect(x, upper - px(40), w, px(32)), self.status, self.ui, object_id="#muted_label"
        )
        self.preview_rect = pygame.Rect(x, area.y, w, upper - px(48) - area.y)
        self._render_preview()

    def _render_preview(self) -> None:
        check = self.draft.check()
        theme = self.theme
        good, bad = pygame.Color(120, 200, 120), pygame.Color(235, 110, 90)
        parts: list[tuple[str, pygame.Color, bool]] = []
        if check.text:
            head, _, rest = check.text.partition("\n")
            parts.append((head, theme.colour("title"), True))
            parts.append((rest, theme.colour("text"), False))
        parts.append(("Budget", theme.colour("title"), True))
        for line in check.lines:
            colour = (
                bad
                if ("Too cheap" in line or "Needs" in line or "Not a valid" in line or "Pruned" in line)
                else theme.colour("muted")
            )
            parts.append((line, colour, False))
        parts.append(
            ("Ready to save." if check.ok else "Not ready to save.", good if check.ok else bad, True)
        )
        block = TextBlock(self.preview_rect, parts, max(11, theme.px(15)))
        if self.preview in self.decor:
            self.decor.remove(self.preview)
        self.preview = block
        self.decor.append(block)

    # Changes -----------------------------------------------------------------------------------
    def change(self, fn: Callable[..., None], *args: object) -> None:
        """Apply one edit to the draft and lay the scene out again (the preview and verdict follow)."""
        self._read_entries()
        fn(*args)
        self.status = ""
        self.build()

    def _read_entries(self) -> None:
        self.draft.name = self.name_entry.get_text().strip() or self.draft.name
        if self.ability_entry is not None:
            self.draft.set_ability_name(self.ability_entry.get_text().strip() or "Ability")

    def new_card(self) -> None:
        self.draft = CardDraft()
        self.draft.add_ability()
        self.status = ""
        self.build()

    def open_dialog(self) -> None:
        """List the player's saved cards to pick one for editing."""
        self.app.scenes.push(OpenCardScene(self.app, self.folder or user_card_dir(), self.open_card))

    def open_card(self, saved: SavedCard) -> None:
        """Edit a saved card; Save writes it back under its id unless it is renamed."""
        self.draft = CardDraft.from_card(saved.card, saved.path)
        self.status = f"Opened {saved.path.name}."
        self.build()

    def save(self) -> None:
        self._read_entries()
        try:
            path = self.draft.save(self.folder or user_card_dir())
        except BadInputError as err:
            self.status = err.problem
        else:
            self.status = f"Saved as {path.name}: decks can use it now."
        self.build()

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element in self.menus:
            labels, on_pick = self.menus[event.ui_element]
            key = next(k for k, v in labels.items() if v == event.text)
            if key:
                on_pick(key)
            return None
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            self._read_entries()
            self._render_preview()
            return None
        return super().handle_event(event)
