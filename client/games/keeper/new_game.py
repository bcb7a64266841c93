"""Starting a Keeper game: the number of seats (2 to 8), each seat's player (you, a friend at this
screen, or the computer at easy, normal or hard with the game's registered bots) and deck (ready-made
or saved), the seed, and the ways to the deck builder and the card builder.

Seats play clockwise in the listed order. Several people at the screen share it with the hand-off
curtain between their decisions. Decks that cannot be played are named with the engine's reason and
Start stays off until every seat's deck is legal.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import UIDropDownMenu, UILabel

from client.game.controller import Seat
from client.games.keeper.decks import KeeperDecks
from client.games.keeper.table import KeeperTable
from client.table.deck_choice import NewCardGameScene, deck_problems
from client.table.start import bot_for_level
from engine.core import Game
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


class NewKeeperScene(NewCardGameScene):
    """Seats, their players and decks, the seed, then Start; Deck builder and Card builder open theirs."""

    design_size = (860, 700)
    heading = "Keeper of the Cards"
    label_w = 120
    row_h = 34
    ready = "Every deck is ready."
    game: KeeperGame
    rules: KeeperDecks

    def __init__(self, app: App) -> None:
        game = app.registry.load("keeper")
        assert isinstance(game, KeeperGame)
        super().__init__(app, game, KeeperDecks(game))
        names = list(self.decks)
        self.count = 2
        self.kinds = ["you"] + ["normal"] * (MAX_SEATS - 1)
        self.choice = [names[i % len(names)] for i in range(MAX_SEATS)]
        self.count_menu: UIDropDownMenu
        self.player_menus: list[UIDropDownMenu] = []
        self.deck_menus: list[UIDropDownMenu] = []

    def resume(self) -> None:
        """Back from the deck or card builder: new decks and cards are offered now."""
        game = self.app.registry.load("keeper")
        assert isinstance(game, KeeperGame)
        self.game = game
        self.rules = KeeperDecks(self.game)
        super().resume()

    def panel_size(self, screen: pygame.Rect) -> tuple[int, int]:
        """Tall enough for every seat's row."""
        px = self.theme.px
        row = px(self.row_h)
        needed = px(110) + (self.count + 2) * (row + px(8)) + 2 * row + px(90)
        return min(px(780), screen.width - px(32)), min(needed, screen.height - px(24))

    def rows(self, x: int, y: int, inner: int) -> int:
        """The number of seats, then each seat's player and deck, then the seed."""
        px = self.theme.px
        row = px(self.row_h)
        self.row_label(x, y, "Seats")
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
            self.row_label(x, y, f"Player {seat + 1}")
            rect = pygame.Rect(x + px(130), y, player_w, row)
            self.player_menus.append(UIDropDownMenu(player_options, PLAYERS[self.kinds[seat]], rect, self.ui))
            rect = pygame.Rect(x + px(140) + player_w, y, inner - px(140) - player_w, row)
            self.deck_menus.append(UIDropDownMenu(deck_options, self.choice[seat], rect, self.ui))
            y += row + px(6)
        return self.seed_row(x, y + px(4), inner)

    def actions(self) -> list[tuple[str, Callable[[], None]]]:
        return [*super().actions(), ("Card builder", self.open_card_builder)]

    def problems(self) -> list[str]:
        owners = [f"Player {seat + 1}'s deck" for seat in range(self.count)]
        return deck_problems(self.rules, self.decks, self.choice[: self.count], owners)

    def ready_text(self) -> str:
        people = sum(1 for k in self.kinds[: self.count] if k == "you")
        if people > 1:
            return f"{self.ready} {people} people share this screen: a curtain hides the hands between them."
        return self.ready

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
            self.chose()
            return None
        return super().handle_event(event)

    def set_count(self, count: int) -> None:
        """Change the number of seats (2 to 8); the rows are laid out again."""
        self.count = max(MIN_SEATS, min(MAX_SEATS, count))
        self.status = ""
        self.build()

    def open_card_builder(self) -> None:
        from client.games.keeper.card_builder import CardBuilderScene

        self.app.scenes.push(CardBuilderScene(self.app))

    def table(self) -> KeeperTable:
        return KeeperTable(self.game, self.count)

    def setup(self) -> dict[str, object]:
        return {"decks": [self.rules.engine_deck(self.decks[c]) for c in self.choice[: self.count]]}

    def seats(self) -> list[Seat]:
        return seats_for(self.kinds[: self.count])
