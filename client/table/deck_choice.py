"""What every card game's new-game screen shares, in one place: the decks on offer, the first problem
of each chosen deck, the copy the deck builder starts from, the typed seed, and the screen's frame
(``NewCardGameScene``; ``TwoSidedNewGameScene`` for the two-player games).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import TYPE_CHECKING, ClassVar

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIDropDownMenu, UILabel, UITextEntryLine

from client.game.controller import GameController, Seat
from client.scene import Scene
from client.table.adapter import TableAdapter
from client.table.deck_builder import DeckBuilderScene
from client.table.decks import Deck, DeckRules, saved_decks
from client.table.scene import CardTableScene
from client.table.start import MAX_SEED, make_seats, seed_from_time, start_session
from client.widgets.panel import Panel
from client.widgets.title import Title
from engine.core import BadInputError, Game

if TYPE_CHECKING:
    from client.app import App


def deck_choices(rules: DeckRules, game_id: str) -> dict[str, Deck]:
    """Ready-made decks first, then the player's saved ones, by a label a player recognises."""
    out = {f"{d.name} (ready-made)": d for d in rules.shipped()}
    for _path, deck in saved_decks(game_id):
        if isinstance(deck, Deck):
            out[deck.name] = deck
    return out


def deck_problems(
    rules: DeckRules, decks: Mapping[str, Deck], chosen: Sequence[str], owners: Sequence[str]
) -> list[str]:
    """The first problem of each chosen deck, named by its owner ("Your deck", "Player 3's deck")."""
    out = []
    for owner, name in zip(owners, chosen, strict=False):
        for problem in rules.problems(decks[name])[:1]:
            out.append(f"{owner} \u201c{name}\u201d: {problem}")
    return out


def builder_start(deck: Deck) -> Deck:
    """The deck the builder opens with: the chosen one, renamed "My ..." when it is ready-made so saving
    never overwrites a shipped deck."""
    return Deck(deck.name if not deck.shipped else f"My {deck.name}", deck.leader, list(deck.cards))


def typed_seed(text: str) -> int:
    """The seed typed in (kept within the saves' range), or one from the clock when the box is blank."""
    text = text.strip()
    return int(text) % MAX_SEED if text.isdigit() else seed_from_time()


def mark_chosen(buttons: Mapping[str, UIButton], chosen: str) -> None:
    """Show which button of a row of choices is the chosen one."""
    for value, button in buttons.items():
        if value == chosen:
            button.select()
        else:
            button.unselect()


OPPONENTS = {"easy": "Easy", "normal": "Normal", "hard": "Hard", "friend": "Friend"}
"""Opponent choice -> its button: the computer at a level (``client.table.start.bot_for_level``) or a
friend at this screen."""


class NewCardGameScene(Scene):
    """The frame every card game's new-game screen shares: the panel under the game's title, the game's
    rows of choices, the status line (the first deck problem keeps Start off), Back / Deck builder /
    Start along the bottom, and starting the autosaved table.

    A game supplies its rows (``rows``), its table adapter (``table``), its setup and its seats.
    """

    heading: ClassVar[str]
    """The title over the panel."""
    label_w: ClassVar[int] = 180
    """Width of a row's label at 100%; the row's widgets start 10 px after it."""
    row_h: ClassVar[int] = 36
    ready: ClassVar[str] = "Both decks are ready."
    """The status line when every chosen deck can be played."""

    def __init__(self, app: App, game: Game, rules: DeckRules) -> None:
        super().__init__(app)
        self.game = game
        self.rules = rules
        self.decks = deck_choices(rules, game.id)
        self.choice: list[str] = []
        self.status = ""
        self.seed_entry: UITextEntryLine | None = None
        self.start_button: UIButton
        self.status_label: UILabel

    # What a game supplies ------------------------------------------------------------------

    def rows(self, x: int, y: int, inner: int) -> int:
        """Lay out the game's rows of choices from ``y`` in a column ``inner`` wide; returns the y below."""
        raise NotImplementedError

    def table(self) -> TableAdapter:
        """The table adapter for the chosen setup (the deck builder shows cards through it too)."""
        raise NotImplementedError

    def setup(self) -> dict[str, object]:
        """The engine's setup for the chosen decks and options."""
        raise NotImplementedError

    def seats(self) -> list[Seat]:
        """Who plays each seat of the game to start."""
        raise NotImplementedError

    def problems(self) -> list[str]:
        """The first problem of each chosen deck."""
        raise NotImplementedError

    def panel_size(self, screen: pygame.Rect) -> tuple[int, int]:
        """The panel's size at the current scale."""
        px = self.theme.px
        return min(px(640), screen.width - px(32)), px(480)

    def actions(self) -> list[tuple[str, Callable[[], None]]]:
        """The buttons left of Start along the bottom."""
        return [("Back", self.back), ("Deck builder", self.open_builder)]

    def ready_text(self) -> str:
        return self.ready

    # Shared ----------------------------------------------------------------------------------

    def resume(self) -> None:
        """Back from a builder: the decks it saved are offered now (a vanished choice falls back to the
        first deck)."""
        self.decks = deck_choices(self.rules, self.game.id)
        self.choice = [c if c in self.decks else next(iter(self.decks)) for c in self.choice]
        self.build()

    def layout(self, screen: pygame.Rect) -> None:
        px = self.theme.px
        width, height = self.panel_size(screen)
        panel = Panel(pygame.Rect(0, 0, width, height), self.theme)
        panel.rect.center = screen.center
        top = panel.rect.y + px(20)
        title = Title(self.heading, "heading", screen.centerx, top, self.theme, ornament=True)
        self.decor += [panel, title]
        x = panel.rect.x + px(30)
        inner = width - px(60)
        y = self.rows(x, title.rect.bottom + px(14), inner) + px(4)
        bottom = panel.rect.bottom - px(30) - px(48)
        status = pygame.Rect(x, y, inner, max(px(self.row_h), min(px(60), bottom - y - px(6))))
        self.status_label = UILabel(status, "", self.ui, object_id="#muted_label")
        actions = self.actions()
        each = (inner - len(actions) * px(10)) // (len(actions) + 1)
        for i, (words, callback) in enumerate(actions):
            self.button(pygame.Rect(x + i * (each + px(10)), bottom, each, px(48)), words, callback)
        start = pygame.Rect(x + len(actions) * (each + px(10)), bottom, each, px(48))
        self.start_button = self.button(start, "Start", self.start)
        self.focus.focus(self.start_button)
        self.refresh()

    def row_label(self, x: int, y: int, words: str) -> None:
        px = self.theme.px
        UILabel(pygame.Rect(x, y, px(self.label_w), px(self.row_h)), words, self.ui, object_id="#row_label")

    def choice_row(
        self, x: int, y: int, inner: int, label: str, words: Mapping[str, str], chosen: str,
        pick: Callable[[str], None],
    ) -> dict[str, UIButton]:
        """A labelled row of buttons of which one is chosen; pressing one calls ``pick`` and marks it."""
        px = self.theme.px
        self.row_label(x, y, label)
        left = x + px(self.label_w + 10)
        each = (inner - px(self.label_w + 10) - (len(words) - 1) * px(6)) // len(words)
        buttons: dict[str, UIButton] = {}
        for i, (value, text) in enumerate(words.items()):
            rect = pygame.Rect(left + i * (each + px(6)), y, each, px(self.row_h))
            buttons[value] = self.button(rect, text, partial(self._pick, buttons, pick, value))
        mark_chosen(buttons, chosen)
        return buttons

    @staticmethod
    def _pick(buttons: dict[str, UIButton], pick: Callable[[str], None], value: str) -> None:
        pick(value)
        mark_chosen(buttons, value)

    def seed_row(self, x: int, y: int, inner: int) -> int:
        """The Seed box (digits only; blank: from the clock); returns the y below it."""
        px = self.theme.px
        self.row_label(x, y, "Seed")
        left = x + px(self.label_w + 10)
        self.seed_entry = UITextEntryLine(pygame.Rect(left, y, px(200), px(self.row_h)), self.ui)
        self.seed_entry.set_allowed_characters("numbers")
        hint = pygame.Rect(left + px(210), y, x + inner - left - px(210), px(self.row_h))
        UILabel(hint, "blank: random", self.ui, object_id="#muted_label")
        return y + px(self.row_h + 10)

    def refresh(self) -> None:
        """The status line and Start after a choice changed."""
        problems = self.problems()
        self.status_label.set_text(self.status or (problems[0] if problems else self.ready_text()))
        if problems:
            self.start_button.disable()
        else:
            self.start_button.enable()

    def chose(self) -> None:
        """A choice changed: the last refusal no longer applies."""
        self.status = ""
        self.refresh()

    def open_builder(self) -> None:
        """The deck builder, starting from a copy of the first seat's deck."""
        start = builder_start(self.decks[self.choice[0]])
        self.app.scenes.push(DeckBuilderScene(self.app, self.table(), self.rules, start))

    def seed(self) -> int:
        """The seed typed in, or one from the clock when the box is blank or the screen has none."""
        return typed_seed(self.seed_entry.get_text() if self.seed_entry is not None else "")

    def table_scene(self, controller: GameController) -> CardTableScene:
        """The table the game opens at."""
        return CardTableScene(self.app, controller, self.table())

    def start(self) -> None:
        """Start the game at the table, or say why the engine refuses the setup."""
        seats = self.seats()
        try:
            session = start_session(self.game, self.setup(), seats, self.seed())
        except BadInputError as exc:
            self.status = str(exc)
            self.refresh()
            return
        self.app.scenes.replace(self.table_scene(GameController(session, seats, seed=session.seed)))


class TwoSidedNewGameScene(NewCardGameScene):
    """A two-player card game's new-game screen: both decks, the opponent, the game's own options
    (``option_rows``, by default the seed), then Start."""

    second_deck: ClassVar[int] = 1
    """Which deck on offer the opponent starts with."""

    def __init__(self, app: App, game: Game, rules: DeckRules) -> None:
        super().__init__(app, game, rules)
        names = list(self.decks)
        self.choice = [names[0], names[min(self.second_deck, len(names) - 1)]]
        self.opponent = "normal"
        self.menus: list[UIDropDownMenu] = []
        self.opponent_buttons: dict[str, UIButton] = {}

    def option_rows(self, x: int, y: int, inner: int) -> int:
        """The rows under the opponent's; returns the y below them."""
        return self.seed_row(x, y, inner)

    def rows(self, x: int, y: int, inner: int) -> int:
        px = self.theme.px
        left, step = px(self.label_w + 10), px(self.row_h + 10)
        self.menus = []
        for seat, label in enumerate(("Your deck", "Opponent's deck")):
            self.row_label(x, y, label)
            options: list[str | tuple[str, str]] = list(self.decks)
            rect = pygame.Rect(x + left, y, inner - left, px(self.row_h))
            self.menus.append(UIDropDownMenu(options, self.choice[seat], rect, self.ui))
            y += step
        self.opponent_buttons = self.choice_row(
            x, y, inner, "Opponent", OPPONENTS, self.opponent, self.set_opponent
        )
        return self.option_rows(x, y + step, inner)

    def set_opponent(self, level: str) -> None:
        self.opponent = level

    def problems(self) -> list[str]:
        return deck_problems(self.rules, self.decks, self.choice, ("Your deck", "Opponent deck"))

    def seats(self) -> list[Seat]:
        return make_seats(self.game.id, self.opponent)

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element in self.menus:
            self.choice[self.menus.index(event.ui_element)] = event.text
            self.chose()
            return None
        return super().handle_event(event)
