"""Starting a Keeper game: the number of seats (2 to 8), each seat's player (you, a friend at this
screen, or the computer at easy, normal or hard with the game's registered bots) and deck (ready-made
or saved), the seed, and the ways to the deck builder and the card builder.

Seats play clockwise in the listed order. Several people at the screen share it with the hand-off
curtain between their decisions. Decks that cannot be played are named with the engine's reason and
Start stays off until every seat's deck is legal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIDropDownMenu, UILabel, UITextEntryLine

from client.game.controller import GameController, Seat
from client.games.keeper.decks import KeeperDecks
from client.games.keeper.table import KeeperTable
from client.scene import Scene
from client.table.deck_builder import DeckBuilderScene
from client.table.deck_choice import builder_start, deck_choices, deck_problems, typed_seed
from client.table.decks import Deck
from client.table.scene import CardTableScene
from client.table.start import bot_for_level, start_session
from client.widgets.panel import Panel
from client.widgets.title import Title
from engine.core import BadInputError, Game
from engine.games.keeper.game import KeeperGame

if TYPE_CHECKING:
    from client.app import App

PLAYERS = {
    "you": "You / a friend",
    "easy": "Computer: easy",
    "normal": "Computer: normal",
    "hard": "Computer: hard",
}
"""A seat's player: a person at this screen, or the computer at a level (``bot_for_level``)."""
MIN_SEATS, MAX_SEATS = 2, 8


def adapter_for(game: Game, players: int = 2) -> KeeperTable:
    """The table adapter of a Keeper game of ``players`` seats (the shell's save and replay openers)."""
    assert isinstance(game, KeeperGame), game
    return KeeperTable(game, players)


def seats_for(kinds: list[str]) -> list[Seat]:
    """The controller's seats: the first person is "You", further people "Player <n>", the computer is
    named by its level so a saved game reopens with the same bots."""
    seats: list[Seat] = []
    people = 0
    for i, kind in enumerate(kinds):
        if kind == "you":
            seats.append(Seat("You" if people == 0 else f"Player {i + 1}"))
            people += 1
        else:
            seats.append(Seat(f"Computer ({kind})", "ai", bot_for_level("keeper", kind)))
    return seats


class NewKeeperScene(Scene):
    """Seats, their players and decks, the seed, then Start; Deck builder and Card builder open theirs."""

    design_size = (860, 700)

    def __init__(self, app: App) -> None:
        super().__init__(app)
        game = app.registry.load("keeper")
        assert isinstance(game, KeeperGame)
        self.game = game
        self.rules = KeeperDecks(game)
        self.decks = self._deck_choices()
        names = list(self.decks)
        self.count = 2
        self.kinds = ["you"] + ["normal"] * (MAX_SEATS - 1)
        self.choice = [names[i % len(names)] for i in range(MAX_SEATS)]
        self.status = ""
        self.count_menu: UIDropDownMenu
        self.player_menus: list[UIDropDownMenu] = []
        self.deck_menus: list[UIDropDownMenu] = []
        self.seed_entry: UITextEntryLine
        self.start_button: UIButton
        self.status_label: UILabel

    def _deck_choices(self) -> dict[str, Deck]:
        return deck_choices(self.rules, "keeper")

    def resume(self) -> None:
        """Back from the deck or card builder: new decks and cards are offered now."""
        game = self.app.registry.load("keeper")
        assert isinstance(game, KeeperGame)
        self.game = game
        self.rules = KeeperDecks(self.game)
        self.decks = self._deck_choices()
        self.choice = [c if c in self.decks else next(iter(self.decks)) for c in self.choice]
        self.build()

    def layout(self, screen: pygame.Rect) -> None:
        px = self.theme.px
        width = min(px(780), screen.width - px(32))
        row = px(34)
        needed = px(110) + (self.count + 2) * (row + px(8)) + 2 * row + px(90)
        height = min(needed, screen.height - px(24))
        panel = Panel(pygame.Rect(0, 0, width, height), self.theme)
        panel.rect.center = screen.center
        title = Title(
            "Keeper of the Cards", "heading", screen.centerx, panel.rect.y + px(18), self.theme, ornament=True
        )
        self.decor += [panel, title]
        x = panel.rect.x + px(30)
        inner = width - px(60)
        y = title.rect.bottom + px(12)
        UILabel(pygame.Rect(x, y, px(120), row), "Seats", self.ui, object_id="#row_label")
        counts: list[str | tuple[str, str]] = [str(n) for n in range(MIN_SEATS, MAX_SEATS + 1)]
        self.count_menu = UIDropDownMenu(
            counts, str(self.count), pygame.Rect(x + px(130), y, px(90), row), self.ui
        )
        UILabel(
            pygame.Rect(x + px(230), y, inner - px(230), row),
            "clockwise in this order",
            self.ui,
            object_id="#muted_label",
        )
        y += row + px(8)
        player_w = px(220)
        self.player_menus, self.deck_menus = [], []
        player_options: list[str | tuple[str, str]] = list(PLAYERS.values())
        deck_options: list[str | tuple[str, str]] = list(self.decks)
        for seat in range(self.count):
            UILabel(pygame.Rect(x, y, px(120), row), f"Player {seat + 1}", self.ui, object_id="#row_label")
            rect = pygame.Rect(x + px(130), y, player_w, row)
            self.player_menus.append(UIDropDownMenu(player_options, PLAYERS[self.kinds[seat]], rect, self.ui))
            rect = pygame.Rect(x + px(140) + player_w, y, inner - px(140) - player_w, row)
            self.deck_menus.append(UIDropDownMenu(deck_options, self.choice[seat], rect, self.ui))
            y += row + px(6)
        y += px(4)
        UILabel(pygame.Rect(x, y, px(120), row), "Seed", self.ui, object_id="#row_label")
        self.seed_entry = UITextEntryLine(pygame.Rect(x + px(130), y, px(200), row), self.ui)
        self.seed_entry.set_allowed_characters("numbers")
        UILabel(
            pygame.Rect(x + px(340), y, inner - px(340), row),
            "blank: random",
            self.ui,
            object_id="#muted_label",
        )
        y += row + px(8)
        bottom = panel.rect.bottom - px(24) - px(44)
        self.status_label = UILabel(
            pygame.Rect(x, y, inner, max(row, min(2 * row, bottom - y - px(6)))),
            "",
            self.ui,
            object_id="#muted_label",
        )
        quarter = (inner - 3 * px(10)) // 4
        actions = (
            ("Back", self.back),
            ("Deck builder", self.open_builder),
            ("Card builder", self.open_card_builder),
        )
        for i, (words, callback) in enumerate(actions):
            self.button(pygame.Rect(x + i * (quarter + px(10)), bottom, quarter, px(44)), words, callback)
        self.start_button = self.button(
            pygame.Rect(x + 3 * (quarter + px(10)), bottom, quarter, px(44)), "Start", self.start
        )
        self.focus.focus(self.start_button)
        self._refresh()

    def _problems(self) -> list[str]:
        owners = [f"Player {seat + 1}'s deck" for seat in range(self.count)]
        return deck_problems(self.rules, self.decks, self.choice[: self.count], owners)

    def _refresh(self) -> None:
        problems = self._problems()
        people = sum(1 for k in self.kinds[: self.count] if k == "you")
        ready = "Every deck is ready."
        if people > 1:
            ready += f" {people} people share this screen: a curtain hides the hands between them."
        self.status_label.set_text(self.status or (problems[0] if problems else ready))
        if problems:
            self.start_button.disable()
        else:
            self.start_button.enable()

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            if event.ui_element is self.count_menu:
                self.set_count(int(event.text))
                return None
            if event.ui_element in self.player_menus:
                kind = next(k for k, words in PLAYERS.items() if words == event.text)
                self.kinds[self.player_menus.index(event.ui_element)] = kind
            elif event.ui_element in self.deck_menus:
                self.choice[self.deck_menus.index(event.ui_element)] = event.text
            else:
                return super().handle_event(event)
            self.status = ""
            self._refresh()
            return None
        return super().handle_event(event)

    def set_count(self, count: int) -> None:
        """Change the number of seats (2 to 8); the rows are laid out again."""
        self.count = max(MIN_SEATS, min(MAX_SEATS, count))
        self.status = ""
        self.build()

    def open_builder(self) -> None:
        deck = self.decks[self.choice[0]]
        start = builder_start(deck)
        self.app.scenes.push(DeckBuilderScene(self.app, KeeperTable(self.game), self.rules, start))

    def open_card_builder(self) -> None:
        from client.games.keeper.card_builder import CardBuilderScene

        self.app.scenes.push(CardBuilderScene(self.app))

    def setup(self) -> dict[str, object]:
        return {"decks": [self.rules.engine_deck(self.decks[c]) for c in self.choice[: self.count]]}

    def seed(self) -> int:
        """The seed typed in, or one from the clock when the box is blank."""
        return typed_seed(self.seed_entry.get_text())

    def start(self) -> None:
        seats = seats_for(self.kinds[: self.count])
        try:
            session = start_session(self.game, self.setup(), seats, self.seed())
        except BadInputError as exc:
            self.status = str(exc)
            self._refresh()
            return
        controller = GameController(session, seats, seed=session.seed)
        self.app.scenes.replace(CardTableScene(self.app, controller, KeeperTable(self.game, self.count)))
