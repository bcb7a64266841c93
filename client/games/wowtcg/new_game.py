"""Starting a WoW TCG game: each side's deck (ready-made or the player's own), the opponent (the
computer at easy, normal or hard through the game's registered bots, or a friend at this screen),
whether the table passes for the player in the quiet steps (ready, draw, end) when they have no card
to play there, the seed (empty: from the clock), and the way to the deck builder.

Decks that cannot be played are named with the engine's reason and Start stays off.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIDropDownMenu, UILabel, UITextEntryLine

from client.game.controller import GameController
from client.games.wowtcg.decks import WowTcgDecks, setup_deck
from client.games.wowtcg.table import WowTcgTable
from client.scene import Scene
from client.table.deck_builder import DeckBuilderScene
from client.table.deck_choice import builder_start, deck_choices, deck_problems, mark_chosen, typed_seed
from client.table.decks import Deck
from client.table.scene import CardTableScene
from client.table.start import make_seats, start_session
from client.widgets.panel import Panel
from client.widgets.title import Title
from engine.core import BadInputError, Game
from engine.games.wowtcg.game import WowTcgGame

if TYPE_CHECKING:
    from client.app import App

OPPONENTS = {"easy": "Easy", "normal": "Normal", "hard": "Hard", "friend": "Friend"}
"""Opponent choice -> its button: the computer at a level, or a friend at this screen."""
STEPS = {"skip": "Skip when idle", "stop": "Always stop"}
"""Quiet steps (ready, draw, end): the table passes for a player with no card to play there, or not."""


def adapter_for(game: Game) -> WowTcgTable:
    """The table adapter of a WoW TCG game (the shell's save and replay openers call it)."""
    assert isinstance(game, WowTcgGame), game
    return WowTcgTable(game)


class NewWowTcgScene(Scene):
    """Pick both decks, the opponent and optionally a seed, then Start; Deck builder opens the builder."""

    design_size = (760, 560)

    def __init__(self, app: App) -> None:
        super().__init__(app)
        game = app.registry.load("wowtcg")
        assert isinstance(game, WowTcgGame)
        self.game = game
        self.rules = WowTcgDecks(game)
        self.decks = self._deck_choices()
        names = list(self.decks)
        self.choice = [names[0], names[min(2, len(names) - 1)]]
        self.opponent = "normal"
        self.seed_text = ""
        self.steps = "skip"
        self.step_buttons: dict[str, UIButton] = {}
        self.status = ""
        self.menus: list[UIDropDownMenu] = []
        self.opponent_buttons: dict[str, UIButton] = {}
        self.seed_entry: UITextEntryLine
        self.start_button: UIButton
        self.status_label: UILabel

    def _deck_choices(self) -> dict[str, Deck]:
        return deck_choices(self.rules, "wowtcg")

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
            "World of Warcraft TCG",
            "heading",
            screen.centerx,
            panel.rect.y + px(20),
            self.theme,
            ornament=True,
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
        for i, (level, words) in enumerate(OPPONENTS.items()):
            rect = pygame.Rect(x + px(190) + i * (bw + px(6)), y, bw, px(36))
            self.opponent_buttons[level] = self.button(rect, words, partial(self.set_opponent, level))
        y += px(46)
        UILabel(pygame.Rect(x, y, px(180), px(36)), "Quiet steps", self.ui, object_id="#row_label")
        sw = (inner - px(190) - px(6)) // 2
        self.step_buttons = {}
        for i, (choice, words) in enumerate(STEPS.items()):
            rect = pygame.Rect(x + px(190) + i * (sw + px(6)), y, sw, px(36))
            self.step_buttons[choice] = self.button(rect, words, partial(self.set_steps, choice))
        y += px(46)
        UILabel(pygame.Rect(x, y, px(180), px(36)), "Seed", self.ui, object_id="#row_label")
        self.seed_entry = UITextEntryLine(pygame.Rect(x + px(190), y, inner - px(190), px(36)), self.ui)
        self.seed_entry.set_text(self.seed_text)
        self.seed_entry.set_allowed_characters("numbers")
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

    def set_steps(self, choice: str) -> None:
        self.steps = choice
        self._mark_opponent()

    def _mark_opponent(self) -> None:
        mark_chosen(self.opponent_buttons, self.opponent)
        mark_chosen(self.step_buttons, self.steps)

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
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.seed_entry:
            self.seed_text = self.seed_entry.get_text()
            return None
        return super().handle_event(event)

    def open_builder(self) -> None:
        deck = self.decks[self.choice[0]]
        start = builder_start(deck)
        self.app.scenes.push(DeckBuilderScene(self.app, WowTcgTable(self.game), self.rules, start))

    def setup(self) -> dict[str, object]:
        return {"decks": [setup_deck(self.decks[c]) for c in self.choice]}

    def seed(self) -> int:
        """The typed seed (kept within the saves' range), or one from the clock when none is typed."""
        return typed_seed(self.seed_entry.get_text())

    def start(self) -> None:
        seats = make_seats("wowtcg", self.opponent)
        try:
            session = start_session(self.game, self.setup(), seats, self.seed())
        except BadInputError as exc:
            self.status = str(exc)
            self._refresh()
            return
        controller = GameController(session, seats, seed=session.seed)
        adapter = WowTcgTable(self.game, every_step=self.steps == "stop")
        self.app.scenes.replace(CardTableScene(self.app, controller, adapter))
