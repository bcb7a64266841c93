"""Starting a Hearthstone game: each side's deck (ready-made or the player's own), the opponent
(the computer at easy, normal or hard, or a friend at this screen), and the way to the deck builder.

Decks that cannot be played are listed with the engine's reason and refused at Start.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIDropDownMenu, UILabel

from client.game.controller import GameController
from client.games.hearthstone.decks import HearthstoneDecks
from client.games.hearthstone.table import HearthstoneTable
from client.scene import Scene
from client.table.deck_builder import DeckBuilderScene
from client.table.deck_choice import builder_start, deck_choices, deck_problems, mark_chosen
from client.table.decks import Deck
from client.table.scene import CardTableScene
from client.table.start import make_seats, seed_from_time, start_session
from client.widgets.panel import Panel
from client.widgets.title import Title
from engine.core import BadInputError, Game
from engine.games.hearthstone.game import HearthstoneGame

if TYPE_CHECKING:
    from client.app import App

OPPONENTS = ("easy", "normal", "hard", "friend")
TIMERS: dict[str, float | None] = {"Off": None, "60 s": 60.0, "90 s": 90.0}
"""The turn timer choices: when it runs out, the turn ends."""
OPPONENT_LABELS = {
    "easy": "Computer: easy",
    "normal": "Computer: normal",
    "hard": "Computer: hard",
    "friend": "A friend here",
}


def adapter_for(game: Game) -> HearthstoneTable:
    """The table adapter of a Hearthstone game (the shell's save and replay openers call it)."""
    assert isinstance(game, HearthstoneGame), game
    return HearthstoneTable(game)


class NewHearthstoneScene(Scene):
    """Pick both decks and the opponent, then Start; Deck builder opens the builder."""

    design_size = (760, 560)

    def __init__(self, app: App) -> None:
        super().__init__(app)
        game = app.registry.load("hearthstone")
        assert isinstance(game, HearthstoneGame)
        self.game = game
        self.rules = HearthstoneDecks(game)
        self.decks = self._deck_choices()
        names = list(self.decks)
        self.choice = [names[0], names[min(1, len(names) - 1)]]
        self.opponent = "normal"
        self.timer = "Off"
        self.timer_buttons: dict[str, UIButton] = {}
        self.status = ""
        self.menus: list[UIDropDownMenu] = []
        self.opponent_buttons: dict[str, UIButton] = {}
        self.start_button: UIButton
        self.status_label: UILabel

    def _deck_choices(self) -> dict[str, Deck]:
        return deck_choices(self.rules, "hearthstone")

    def resume(self) -> None:
        """Back from the deck builder: its saved decks are offered now."""
        self.decks = self._deck_choices()
        self.choice = [c if c in self.decks else next(iter(self.decks)) for c in self.choice]
        self.build()

    def layout(self, screen: pygame.Rect) -> None:
        px = self.theme.px
        width = min(px(640), screen.width - px(32))
        panel = Panel(pygame.Rect(0, 0, width, px(480)), self.theme)
        panel.rect.center = screen.center
        title = Title(
            "Hearthstone", "heading", screen.centerx, panel.rect.y + px(20), self.theme, ornament=True
        )
        self.decor += [panel, title]
        x = panel.rect.x + px(30)
        inner = width - px(60)
        y = title.rect.bottom + px(14)
        self.menus = []
        for seat, label in enumerate(("Your deck", "Opponent's deck")):
            UILabel(pygame.Rect(x, y, px(180), px(36)), label, self.ui, object_id="#row_label")
            options: list[str | tuple[str, str]] = list(self.decks)
            menu = UIDropDownMenu(
                options, self.choice[seat], pygame.Rect(x + px(190), y, inner - px(190), px(36)), self.ui
            )
            self.menus.append(menu)
            y += px(46)
        UILabel(pygame.Rect(x, y, px(180), px(36)), "Opponent", self.ui, object_id="#row_label")
        bw = (inner - px(190) - 3 * px(6)) // 4
        self.opponent_buttons = {}
        for i, level in enumerate(OPPONENTS):
            rect = pygame.Rect(x + px(190) + i * (bw + px(6)), y, bw, px(36))
            words = OPPONENT_LABELS[level].replace("Computer: ", "").replace("A friend here", "Friend")
            self.opponent_buttons[level] = self.button(rect, words.title(), partial(self.set_opponent, level))
        y += px(46)
        UILabel(pygame.Rect(x, y, px(180), px(36)), "Turn timer", self.ui, object_id="#row_label")
        self.timer_buttons = {}
        tw = (inner - px(190) - 2 * px(6)) // 3
        for i, choice in enumerate(TIMERS):
            rect = pygame.Rect(x + px(190) + i * (tw + px(6)), y, tw, px(36))
            self.timer_buttons[choice] = self.button(rect, choice, partial(self.set_timer, choice))
        self._mark_opponent()
        y += px(50)
        self.status_label = UILabel(pygame.Rect(x, y, inner, px(60)), "", self.ui, object_id="#muted_label")
        y = panel.rect.bottom - px(30) - px(48)
        third = (inner - 2 * px(10)) // 3
        self.button(pygame.Rect(x, y, third, px(48)), "Back", self.back)
        self.button(pygame.Rect(x + third + px(10), y, third, px(48)), "Deck builder", self.open_builder)
        self.start_button = self.button(
            pygame.Rect(x + 2 * (third + px(10)), y, third, px(48)), "Start", self.start
        )
        self.focus.focus(self.start_button)
        self._refresh()

    def set_opponent(self, level: str) -> None:
        self.opponent = level
        self._mark_opponent()

    def set_timer(self, choice: str) -> None:
        self.timer = choice
        self._mark_opponent()

    def _mark_opponent(self) -> None:
        mark_chosen(self.opponent_buttons, self.opponent)
        mark_chosen(self.timer_buttons, self.timer)

    def _problems(self) -> list[str]:
        return deck_problems(self.rules, self.decks, self.choice, ("Your deck", "Opponent deck"))

    def _refresh(self) -> None:
        problems = self._problems()
        self.status_label.set_text(self.status or (problems[0] if problems else "Both decks are ready."))
        if problems:
            self.start_button.disable()
        else:
            self.start_button.enable()

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element in self.menus:
            self.choice[self.menus.index(event.ui_element)] = event.text
            self.status = ""
            self._refresh()
            return None
        return super().handle_event(event)

    def open_builder(self) -> None:
        adapter = HearthstoneTable(self.game)
        deck = self.decks[self.choice[0]]
        start = builder_start(deck)
        self.app.scenes.push(DeckBuilderScene(self.app, adapter, self.rules, start))

    def setup(self) -> dict[str, object]:
        return {
            "decks": [{"hero": self.decks[c].leader, "cards": list(self.decks[c].cards)} for c in self.choice]
        }

    def start(self) -> None:
        seats = make_seats("hearthstone", self.opponent)
        try:
            session = start_session(self.game, self.setup(), seats, seed_from_time())
        except BadInputError as exc:
            self.status = str(exc)
            self._refresh()
            return
        controller = GameController(session, seats, seed=session.seed)
        table = CardTableScene(
            self.app, controller, HearthstoneTable(self.game), turn_seconds=TIMERS[self.timer]
        )
        self.app.scenes.replace(table)
