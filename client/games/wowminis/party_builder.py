"""The party builder: three characters of one faction and their Action Bar cards, checked live.

The party is kept in the setup form the engine takes (``{"name", "characters": [{"id", "cards",
"equipment_up"}]}``), so what the builder checks with ``party_problems`` is exactly what the game
will check when it starts. Problems show as plain sentences while the player builds, next to the
honor total (printed honor plus face-up equipment, 102.1/302.2); Confirm stays disabled until the
party is legal.
"""

from __future__ import annotations

import copy
import html
from collections.abc import Callable, Mapping
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.elements import UILabel, UIScrollingContainer, UITextBox, UITextEntryLine

from client.scene import Scene
from client.widgets.panel import Panel
from client.widgets.title import Title
from engine.games.wowminis.content import card_allowed, card_text, character_text, party_problems
from engine.games.wowminis.model import CardDef, Catalog, CharacterDef

if TYPE_CHECKING:
    from client.app import App

Party = dict[str, Any]
FACTIONS = ("alliance", "horde", "monster")
PARTY_SIZE = 3
CARDS_PER_CHARACTER = 2
DEFAULT_NAME = "My party"


def party_honor(catalog: Catalog, party: Mapping[str, Any]) -> int:
    """The party's honor total: its characters' printed honor plus its face-up equipment's costs."""
    total = 0
    for member in party.get("characters", []):
        char = catalog.characters.get(member.get("id", ""))
        if char is not None:
            total += char.honor
        for cid in member.get("equipment_up", []):
            card = catalog.cards.get(cid)
            if card is not None:
                total += card.equipment_cost
    return total


def party_faction(catalog: Catalog, party: Mapping[str, Any]) -> str:
    """The faction of the party's characters ("alliance"), or "" while it has none."""
    factions = sorted(
        {
            catalog.characters[m["id"]].faction
            for m in party.get("characters", [])
            if m.get("id") in catalog.characters
        }
    )
    return ", ".join(factions)


def problem_sentences(catalog: Catalog, party: Mapping[str, Any]) -> list[str]:
    """``party_problems`` as sentences a player reads: capital first letter, full stop."""
    return [problem[0].upper() + problem[1:] + "." for problem in party_problems(catalog, party)]


def member_cards(catalog: Catalog, char: CharacterDef) -> list[CardDef]:
    """The Action Bar cards this character may take, equipment last, each group by name."""
    allowed = [card for card in catalog.cards.values() if not card_allowed(char, card)]
    return sorted(allowed, key=lambda card: (card.category == "equipment", card.name))


class PartyBuilderScene(Scene):
    """Builds one side's party; Confirm hands the party to ``on_confirm`` and closes the builder.

    Left: the characters of the chosen faction. Middle: the party's three places and the active
    character's Action Bar cards (click to take or drop; equipment can start face up). Right: the
    party's name, honor total, problems and Confirm/Cancel.
    """

    design_size = (1100, 680)

    def __init__(
        self,
        app: App,
        catalog: Catalog,
        on_confirm: Callable[[Party], None],
        party: Mapping[str, Any] | None = None,
        *,
        side_name: str = "",
    ) -> None:
        super().__init__(app)
        self.catalog = catalog
        self.on_confirm = on_confirm
        self.side_name = side_name
        start: dict[str, Any] = (
            copy.deepcopy(dict(party)) if party else {"name": DEFAULT_NAME, "characters": []}
        )
        self.party: Party = {
            "name": str(start.get("name") or DEFAULT_NAME),
            "characters": [
                {
                    "id": m["id"],
                    "cards": list(m.get("cards", [])),
                    "equipment_up": list(m.get("equipment_up", [])),
                }
                for m in start.get("characters", [])
            ],
        }
        self.faction = party_faction(catalog, self.party).split(", ")[0] or FACTIONS[0]
        self.active = 0
        self.status = ""
        self.confirm_button: pygame_gui.elements.UIButton
        self.name_entry: UITextEntryLine
        self.character_buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.card_buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.face_up_buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.remove_buttons: list[pygame_gui.elements.UIButton] = []

    # Party edits ---------------------------------------------------------------------------

    @property
    def members(self) -> list[dict[str, Any]]:
        return list(self.party["characters"])

    def problems(self) -> list[str]:
        return problem_sentences(self.catalog, self.party)

    def choose_faction(self, faction: str) -> None:
        self.faction = faction
        self.build()

    def pick_character(self, cid: str) -> None:
        """Add a character (or, if it is already in the party, make it the one whose cards show)."""
        ids = [m["id"] for m in self.members]
        if cid in ids:
            self.active = ids.index(cid)
        elif len(ids) >= PARTY_SIZE:
            self.status = "A party has 3 characters: remove one first."
        else:
            self.party["characters"].append({"id": cid, "cards": [], "equipment_up": []})
            self.active = len(ids)
            self.status = ""
        self.build()

    def remove_member(self, index: int) -> None:
        del self.party["characters"][index]
        self.active = max(0, min(self.active, len(self.party["characters"]) - 1))
        self.status = ""
        self.build()

    def activate(self, index: int) -> None:
        self.active = index
        self.build()

    def toggle_card(self, cid: str) -> None:
        """Take a card into the active character's Action Bar, or drop it."""
        member = self.party["characters"][self.active]
        if cid in member["cards"]:
            member["cards"].remove(cid)
            if cid in member["equipment_up"]:
                member["equipment_up"].remove(cid)
            self.status = ""
        elif len(member["cards"]) >= CARDS_PER_CHARACTER:
            self.status = "Each character takes at most 2 Action Bar cards: drop one first."
        else:
            member["cards"].append(cid)
            self.status = ""
        self.build()

    def toggle_face_up(self, cid: str) -> None:
        member = self.party["characters"][self.active]
        if cid in member["equipment_up"]:
            member["equipment_up"].remove(cid)
        else:
            member["equipment_up"].append(cid)
        self.build()

    def confirm(self) -> None:
        self._read_name()
        if self.problems():
            return
        self.app.scenes.pop()
        self.on_confirm(copy.deepcopy(self.party))

    def _read_name(self) -> None:
        if hasattr(self, "name_entry"):
            self.party["name"] = self.name_entry.get_text().strip() or DEFAULT_NAME

    # Layout --------------------------------------------------------------------------------

    def build(self) -> None:
        self._read_name()
        super().build()

    def layout(self, screen: pygame.Rect) -> None:
        px = self.theme.px
        title = f"Build a party for {self.side_name}" if self.side_name else "Build a party"
        heading = Title(title, "dialog_title", screen.centerx, px(14), self.theme)
        width = min(px(1080), screen.width - 2 * px(12))
        panel_rect = pygame.Rect(
            0, heading.rect.bottom + px(10), width, screen.height - heading.rect.bottom - px(24)
        )
        panel_rect.centerx = screen.centerx
        panel = Panel(panel_rect, self.theme)
        self.decor += [heading, panel]
        inner = panel_rect.inflate(-2 * px(22), -2 * px(20))
        gap = px(20)
        left_w = inner.width * 36 // 100
        right_w = inner.width * 25 // 100
        mid_w = inner.width - left_w - right_w - 2 * gap
        left = pygame.Rect(inner.x, inner.y, left_w, inner.height)
        mid = pygame.Rect(left.right + gap, inner.y, mid_w, inner.height)
        right = pygame.Rect(mid.right + gap, inner.y, right_w, inner.height)
        self._layout_characters(left)
        self._layout_party(mid)
        self._layout_summary(right)

    def _section(self, rect: pygame.Rect, text: str) -> int:
        """A section label at the top of ``rect``; returns the y below it."""
        height = self.theme.px(26)
        UILabel(pygame.Rect(rect.x, rect.y, rect.width, height), text, self.ui, object_id="#section_label")
        return rect.y + height + self.theme.px(6)

    def _layout_characters(self, area: pygame.Rect) -> None:
        px = self.theme.px
        y = self._section(area, "Characters")
        tab_w = (area.width - 2 * px(6)) // 3
        for i, faction in enumerate(FACTIONS):
            tab = self.button(
                pygame.Rect(area.x + i * (tab_w + px(6)), y, tab_w, px(36)),
                faction.capitalize(),
                partial(self.choose_faction, faction),
                object_id="#choice_button",
            )
            if faction == self.faction:
                tab.select()
        y += px(46)
        chars = sorted(
            (c for c in self.catalog.characters.values() if c.faction == self.faction and not c.pet),
            key=lambda c: c.name,
        )
        chosen = {m["id"] for m in self.members}
        list_rect = pygame.Rect(area.x, y, area.width, area.bottom - y - px(30))
        container, row_w = self._list(list_rect, len(chars), px(60))
        UILabel(
            pygame.Rect(area.x, list_rect.bottom + px(4), area.width, px(26)),
            "Name \u00b7 class \u00b7 honor.  (L) legendary: one per party.",
            self.ui,
            object_id="#muted_label",
        )
        self.character_buttons = {}
        for i, char in enumerate(chars):
            legend = " (L)" if char.legendary else ""
            text = f"{char.name}{legend} \u00b7 {_class_line(char)} \u00b7 {char.honor}"
            button = self.button(
                pygame.Rect(0, i * px(60), row_w, px(54)),
                text,
                partial(self.pick_character, char.id),
                tooltip=html.escape(character_text(char)).replace("\n", "<br>"),
                container=container,
                object_id="#save_row",
            )
            if char.id in chosen:
                button.select()
            self.character_buttons[char.id] = button

    def _layout_party(self, area: pygame.Rect) -> None:
        px = self.theme.px
        y = self._section(area, "Your party (3 characters, up to 2 cards each)")
        row_h, remove_w = px(44), px(86)
        self.remove_buttons = []
        for index in range(PARTY_SIZE):
            rect = pygame.Rect(area.x, y, area.width - remove_w - px(8), row_h)
            if index < len(self.members):
                member = self.members[index]
                char = self.catalog.characters[member["id"]]
                names = [self.catalog.cards[c].name for c in member["cards"] if c in self.catalog.cards]
                slot = self.button(
                    rect,
                    f"{index + 1}. {char.name}",
                    partial(self.activate, index),
                    object_id="#save_row",
                    tooltip=html.escape(", ".join(names) or "No Action Bar cards yet"),
                )
                if index == self.active:
                    slot.select()
                self.remove_buttons.append(
                    self.button(
                        pygame.Rect(rect.right + px(8), y, remove_w, row_h),
                        "Remove",
                        partial(self.remove_member, index),
                        object_id="#danger_button",
                    )
                )
            else:
                UILabel(rect, f"{index + 1}. Pick a character on the left", self.ui, object_id="#muted_label")
            y += row_h + px(6)
        y += px(10)
        self.card_buttons, self.face_up_buttons = {}, {}
        if not self.members:
            UILabel(
                pygame.Rect(area.x, y, area.width, px(26)),
                "Each character's Action Bar cards are chosen here.",
                self.ui,
                object_id="#muted_label",
            )
            return
        member = self.members[self.active]
        char = self.catalog.characters[member["id"]]
        y = self._section(pygame.Rect(area.x, y, area.width, 0), f"Action Bar cards for {char.name}")
        cards = member_cards(self.catalog, char)
        row = px(42)
        container, row_w = self._list(
            pygame.Rect(area.x, y, area.width, area.bottom - y), len(cards), row + px(4)
        )
        toggle_w = px(110)
        for i, card in enumerate(cards):
            taken = card.id in member["cards"]
            equipment = card.category == "equipment"
            width = row_w - (toggle_w + px(6) if equipment and taken else 0)
            extra = f" \u00b7 +{card.equipment_cost} honor" if equipment else f" \u00b7 {card.type}"
            button = self.button(
                pygame.Rect(0, i * (row + px(4)), width, row),
                f"{card.name}{extra}",
                partial(self.toggle_card, card.id),
                tooltip=html.escape(card_text(card)).replace("\n", "<br>"),
                container=container,
                object_id="#save_row",
            )
            if taken:
                button.select()
            self.card_buttons[card.id] = button
            if equipment and taken:
                up = card.id in member["equipment_up"]
                toggle = self.button(
                    pygame.Rect(width + px(6), i * (row + px(4)), toggle_w, row),
                    "Face up" if up else "Face down",
                    partial(self.toggle_face_up, card.id),
                    tooltip="Equipment chosen face up at setup counts toward the honor total (302.1).",
                    container=container,
                    object_id="#choice_button",
                )
                if up:
                    toggle.select()
                self.face_up_buttons[card.id] = toggle

    def _layout_summary(self, area: pygame.Rect) -> None:
        px = self.theme.px
        y = self._section(area, "Name")
        self.name_entry = UITextEntryLine(pygame.Rect(area.x, y, area.width, px(40)), self.ui)
        self.name_entry.set_text_length_limit(30)
        self.name_entry.set_text(self.party["name"])
        y += px(52)
        faction = party_faction(self.catalog, self.party).title() or "No faction yet"
        honor = party_honor(self.catalog, self.party)
        UILabel(
            pygame.Rect(area.x, y, area.width, px(30)),
            f"Honor total: {honor}",
            self.ui,
            object_id="#section_label",
        )
        UILabel(
            pygame.Rect(area.x, y + px(30), area.width, px(24)), faction, self.ui, object_id="#muted_label"
        )
        y += px(64)
        problems = self.problems()
        buttons_h = px(48)
        box = pygame.Rect(area.x, y, area.width, area.bottom - y - 2 * buttons_h - px(24))
        if problems:
            items = "".join(f"\u2022 {html.escape(p)}<br>" for p in problems)
            text = f"<font color='#e8a98f'><b>Not legal yet</b></font><br>{items}"
        else:
            text = "<font color='#9ed39a'><b>This party is legal.</b></font>"
        if self.status:
            text = f"<font color='#c79a52'>{html.escape(self.status)}</font><br><br>" + text
        UITextBox(text, box, self.ui)
        self.confirm_button = self.button(
            pygame.Rect(area.x, area.bottom - 2 * buttons_h - px(10), area.width, buttons_h),
            "Use this party",
            self.confirm,
            enabled=not problems,
            reason="Fix the problems listed above first.",
        )
        self.button(pygame.Rect(area.x, area.bottom - buttons_h, area.width, buttons_h), "Cancel", self.back)

    def _list(self, rect: pygame.Rect, rows: int, pitch: int) -> tuple[UIScrollingContainer, int]:
        """A vertical scrolling list of ``rows`` rows ``pitch`` apart, and the width left for a row."""
        container = UIScrollingContainer(rect, self.ui, allow_scroll_x=False)
        needed = rows * pitch
        width = rect.width - (self.theme.px(20) if needed > rect.height else 0)
        container.set_scrollable_area_dimensions((width, max(needed, 1)))
        return container, width


def _class_line(char: CharacterDef) -> str:
    """``Mage``, or the race for classless monsters."""
    return (char.cls or char.race or "monster").capitalize()
