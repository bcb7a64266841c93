"""The WoW Miniatures new-game screen, and starting, restarting and resuming a game at the table.

The player picks a board (shipped boards and the valid ones in their boards folder, each with a
thumbnail), each side's party (ready-made, or built in the party builder), the opponent (the
computer at three levels, or a friend at this screen), which side they play, and optionally a
seed. Start creates an autosaved ``Session`` and a ``GameController`` and replaces this screen
with the board scene.

Opponent levels map to bot kinds (``engine.ai.catalog``); each level takes the first kind of its
list that exists for wowminis, so the screen keeps working while the game's own bots change:

* easy: ``heuristic-easy`` (the rule-based bot, random one decision in three), else ``mcts-easy``;
* normal: ``heuristic`` (the rule-based bot at its best, a few milliseconds a decision), else
  ``mcts-normal``;
* hard: ``mcts-normal`` (determinized search, about 3 s a decision here). Measured with ``python
  main.py simulate``: ``heuristic`` beat ``mcts-easy`` 2-0, and split 1-1 with ``mcts-normal`` in
  two three-round games, so "hard" is at least as strong as "normal" but not clearly stronger, and
  it thinks far longer. ``mcts-hard`` (about 10 s a decision) is too slow to play against. A
  stronger WoW bot should replace it here when one exists.

Seats are saved in the players' names: a computer seat is named ``Computer (<level>)`` and every
other name is a person at this screen. The WoW setup reader refuses keys other than ``board``,
``parties`` and ``format``, so the seats cannot ride in the setup; the name is what the Load
screen shows anyway, and a loaded game gets the level's best bot kind available then.
"""

from __future__ import annotations

import html
import re
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame
from pygame_gui.elements import UIButton, UIImage, UILabel, UIScrollingContainer, UITextBox, UITextEntryLine

from client.game import GameController, Seat
from client.games.wowminis.party_builder import Party, PartyBuilderScene, party_faction, party_honor
from client.games.wowminis.scenario_setup_choices import (
    ScenarioChoice,
    available_scenarios,
    describe_scenario,
)
from client.games.wowminis.thumbnails import board_thumbnail
from client.scene import Scene
from client.widgets.panel import Panel
from client.widgets.title import Title
from engine.ai.catalog import bot_kinds
from engine.core import BadInputError
from engine.core.paths import boards_dir
from engine.core.saves import now_iso, read_save
from engine.core.session import Session, autosave_path
from engine.games.wowminis.board import Board, load_board, shipped_boards
from engine.games.wowminis.board_problems import unplayable_reasons
from engine.games.wowminis.content import party_setup
from engine.games.wowminis.game import WowMinisGame
from engine.games.wowminis.model import Catalog
from engine.games.wowminis.scenario import Scenario

if TYPE_CHECKING:
    from client.app import App

GAME_ID = "wowminis"
AI_LEVELS: dict[str, tuple[str, ...]] = {
    "easy": ("heuristic-easy", "mcts-easy"),
    "normal": ("heuristic", "mcts-normal"),
    "hard": ("mcts-normal",),
}
"""Opponent level -> bot kinds to try, best first (see the module docstring)."""
OPPONENTS = ("easy", "normal", "hard", "friend")
OPPONENT_LABELS = {
    "easy": "Computer: easy",
    "normal": "Computer: normal",
    "hard": "Computer: hard",
    "friend": "Friend at this screen",
}
MAX_SEED = 2**31 - 1


def bot_for_level(level: str) -> str:
    """The bot kind that plays an opponent level.

    :raises KeyError: unknown level.
    """
    known = set(bot_kinds(GAME_ID))
    return next((kind for kind in AI_LEVELS[level] if kind in known), AI_LEVELS[level][-1])


def seed_from_time() -> int:
    """A seed for a game the player did not seed: the clock's milliseconds."""
    return int(time.time() * 1000) % MAX_SEED


AI_NAME = re.compile(r"Computer \((easy|normal|hard)\)")
"""A computer seat's name, which is how a save remembers who the computer plays and at what level."""


def make_seats(opponent: str, human_side: int) -> list[Seat]:
    """The two seats for an opponent choice; against the computer the human sits at ``human_side``."""
    if opponent == "friend":
        return [Seat("Player 1"), Seat("Player 2")]
    seats = [Seat("You"), Seat("You")]
    seats[1 - human_side] = Seat(f"Computer ({opponent})", "ai", bot_for_level(opponent))
    return seats


def seats_from_players(players: Sequence[str]) -> list[Seat]:
    """The seats of a saved game: ``Computer (<level>)`` is the computer at that level, others are people."""
    seats = []
    for name in players:
        match = AI_NAME.fullmatch(name)
        seats.append(Seat(name, "ai", bot_for_level(match.group(1))) if match else Seat(name))
    return seats


def start_session(game: WowMinisGame, setup: Mapping[str, Any], seats: Sequence[Seat], seed: int) -> Session:
    """A new autosaved session for ``setup`` played by ``seats`` (their names are the players).

    :raises BadInputError: the game refuses the setup (an illegal party, an unknown board).
    """
    first = path = autosave_path(GAME_ID, now_iso())
    number = 2
    while path.exists():  # two games started within a second (a quick rematch) keep separate files
        path = first.with_name(f"{first.stem}-{number}{first.suffix}")
        number += 1
    return Session.new(game, seed, setup, [seat.name for seat in seats], path)


def open_table(app: App, controller: GameController) -> Scene:
    """The board scene playing ``controller``'s game (imported here: it is a large module)."""
    from client.games.wowminis.board_scene import BoardScene

    return BoardScene(app, controller)


def rematch(app: App, controller: GameController) -> Scene:
    """A new game with the same board, parties and seats as ``controller``'s, and a new seed."""
    session = controller.session
    assert isinstance(session.game, WowMinisGame)
    fresh = start_session(session.game, session.setup, controller.seats, seed_from_time())
    return open_table(app, GameController(fresh, controller.seats, seed=fresh.seed))


def open_saved_game(app: App, path: Path) -> Scene:
    """The board scene resuming the save at ``path`` (LOADED_GAME_SCENES["wowminis"]).

    A save that cannot be resumed gives the Load screen back with the problem as its status.
    """
    try:
        record = read_save(path)
        session = Session.from_record(record, app.registry, save_path=path)
        controller = GameController(session, seats_from_players(session.players), seed=session.seed)
    except (BadInputError, OSError) as exc:
        from client.scenes.load_game import LoadGameScene

        scene = LoadGameScene(app)
        scene.status = f"Cannot resume {path.name}: {exc}"
        return scene
    return open_table(app, controller)


@dataclass(frozen=True)
class BoardChoice:
    """A board on offer: shipped, or from the player's boards folder (then saved inside the game)."""

    board: Board
    user: bool = False

    @property
    def setup_value(self) -> str | dict[str, Any]:
        return self.board.to_dict() if self.user else self.board.id

    @property
    def label(self) -> str:
        return f"{self.board.name} (yours)" if self.user else self.board.name


def available_boards(folder: Path | None = None) -> tuple[list[BoardChoice], list[str]]:
    """The shipped boards, then the player's playable boards by name; and a problem per file left out.

    A file is left out when it does not load, or when it loads but cannot be played yet (a draft
    saved by the board editor, or a board with ``board_problems``); its line says why.
    """
    choices = [BoardChoice(board) for board in shipped_boards()]
    problems: list[str] = []
    try:
        files = sorted((folder or boards_dir()).glob("*.json"))
    except OSError as exc:
        return choices, [f"Cannot read your boards folder: {exc}"]
    user = []
    for file in files:
        try:
            board = load_board(file)
        except BadInputError as exc:
            problems.append(f"{file.name}: {exc.problem}")
            continue
        reasons = unplayable_reasons(board)
        if reasons:
            problems.append(f"{file.name}: not playable yet, finish it in the board editor: {reasons[0]}")
            continue
        user.append(BoardChoice(board, user=True))
    return choices + sorted(user, key=lambda c: c.board.name), problems


def describe_party(catalog: Catalog, party: Mapping[str, Any]) -> str:
    """The party as the picker shows it (pygame_gui HTML): faction, honor, each member and cards."""
    lines = [
        f"<b>{html.escape(str(party.get('name', '')))}</b>",
        f"{html.escape(party_faction(catalog, party).title())} \u00b7 honor {party_honor(catalog, party)}",
    ]
    for member in party.get("characters", []):
        char = catalog.characters[member["id"]]
        cards = [catalog.cards[c].name for c in member.get("cards", [])]
        up = [catalog.cards[c].name for c in member.get("equipment_up", [])]
        detail = ", ".join(f"{name} (face up)" if name in up else name for name in cards) or "no cards"
        lines.append(f"\u2022 {html.escape(char.name)}: <i>{html.escape(detail)}</i>")
    return "<br>".join(lines)


class NewGameScene(Scene):
    """Board, both parties, opponent, side and seed; Start opens the table."""

    design_size = (1180, 720)
    THUMB = (104, 64)

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.game = WowMinisGame()
        self.catalog = self.game.catalog
        self.boards, self.board_problems = available_boards()
        self.mode = "boards"
        self.scenarios, self.scenario_problems = available_scenarios(self.game)
        self.scenario_index = 0
        self.scenario_buttons: list[UIButton] = []
        self.mode_buttons: dict[str, UIButton] = {}
        self.board_index = next((i for i, c in enumerate(self.boards) if c.board.id == "standard"), 0)
        default = self.game.default_setup()["parties"]
        self.parties: list[dict[str, Any]] = [dict(p) for p in default]
        self.opponent = "normal"
        self.human_side = 0
        self.seed_text = ""
        self.status = ""
        self.board_buttons: list[UIButton] = []
        self.party_buttons: list[dict[str, UIButton]] = [{}, {}]
        self.build_buttons: list[UIButton] = []
        self.opponent_buttons: dict[str, UIButton] = {}
        self.side_buttons: list[UIButton] = []
        self.seed_entry: UITextEntryLine
        self.start_button: UIButton

    # Choices -------------------------------------------------------------------------------

    def party_dict(self, side: int) -> Party:
        """The setup form of a side's party (a ready-made one expanded)."""
        spec = self.parties[side]
        if "ready_made" in spec:
            return party_setup(self.catalog.parties[spec["ready_made"]])
        return dict(spec)

    def choose_board(self, index: int) -> None:
        self.board_index = index
        self.build()

    def choose_party(self, side: int, party_id: str) -> None:
        self.parties[side] = {"ready_made": party_id}
        self.build()

    def open_builder(self, side: int) -> None:
        current = self.parties[side]
        start = None if "ready_made" in current else current

        def use(party: Party) -> None:
            self.parties[side] = party
            self.build()

        self.app.scenes.push(
            PartyBuilderScene(self.app, self.catalog, use, start, side_name=f"side {side + 1}")
        )

    def choose_mode(self, mode: str) -> None:
        """Boards and parties, or a scenario; a scenario suggests the side the player takes."""
        self.mode = mode
        if mode == "scenarios" and self.scenarios:
            self.human_side = self.scenarios[self.scenario_index].scenario.player_side
        self.build()

    def choose_scenario(self, index: int) -> None:
        self.scenario_index = index
        self.human_side = self.scenarios[index].scenario.player_side
        self.build()

    def scenario_choice(self) -> ScenarioChoice | None:
        """The scenario to play, or None while boards and parties are chosen instead."""
        if self.mode != "scenarios" or not self.scenarios:
            return None
        return self.scenarios[self.scenario_index]

    def open_scenario_setup(self) -> None:
        """The scenario setup screen, starting from the chosen scenario's position (or a blank one)."""
        from client.games.wowminis.scenario_setup import ScenarioSetupScene
        from client.games.wowminis.scenario_setup_model import SetupModel

        choice = self.scenario_choice()
        model = None
        if choice is not None:
            model = SetupModel.from_scenario(choice.scenario.game(), choice.scenario)
        boards = [(c.board, c.setup_value) for c in self.boards]
        self.app.scenes.push(ScenarioSetupScene(self.app, boards, model, on_saved=self._scenario_saved))

    def _scenario_saved(self, scenario: Scenario) -> None:
        """List a scenario saved in the setup screen and select it for when the player comes back."""
        self.scenarios, self.scenario_problems = available_scenarios(self.game)
        self.mode = "scenarios"
        self.scenario_index = next(
            (i for i, c in enumerate(self.scenarios) if c.user and c.scenario.id == scenario.id), 0
        )
        self.build()

    def choose_opponent(self, opponent: str) -> None:
        self.opponent = opponent
        self.build()

    def choose_side(self, side: int) -> None:
        self.human_side = side
        self.build()

    def seed(self) -> int | None:
        """The seed typed in, or None for a random one.

        :raises ValueError: the text is not a whole number in range.
        """
        text = self.seed_text.strip()
        if not text:
            return None
        value = int(text)
        if not 0 <= value <= MAX_SEED:
            raise ValueError(text)
        return value

    def setup(self) -> dict[str, Any]:
        return {
            "board": self.boards[self.board_index].setup_value,
            "parties": [dict(p) for p in self.parties],
        }

    def start(self) -> None:
        """Create the session and controller and open the table in place of this screen."""
        self._read_seed()
        try:
            chosen = self.seed()
        except ValueError:
            self.status = f"The seed must be a whole number from 0 to {MAX_SEED}, or blank for a random one."
            self.build()
            return
        seed = seed_from_time() if chosen is None else chosen
        seats = make_seats(self.opponent, self.human_side)
        choice = self.scenario_choice()
        try:
            if choice is not None:
                session = start_session(choice.scenario.game(), choice.scenario.setup(), seats, seed)
            else:
                session = start_session(self.game, self.setup(), seats, seed)
        except BadInputError as exc:
            self.status = f"Cannot start: {exc}"
            self.build()
            return
        self.app.scenes.replace(open_table(self.app, GameController(session, seats, seed=session.seed)))

    def _read_seed(self) -> None:
        if hasattr(self, "seed_entry"):
            self.seed_text = self.seed_entry.get_text()

    # Layout --------------------------------------------------------------------------------

    def build(self) -> None:
        self._read_seed()
        super().build()

    def layout(self, screen: pygame.Rect) -> None:
        px = self.theme.px
        heading = Title(
            "New game: WoW Miniatures", "heading", screen.centerx, px(12), self.theme, ornament=True
        )
        width = min(px(1160), screen.width - 2 * px(12))
        top = heading.rect.bottom + px(8)
        panel_rect = pygame.Rect(0, top, width, screen.bottom - top - px(14))
        panel_rect.centerx = screen.centerx
        self.decor += [heading, Panel(panel_rect, self.theme)]
        inner = panel_rect.inflate(-2 * px(22), -2 * px(20))
        gap = px(20)
        widths = [inner.width * share // 100 for share in (24, 26, 26)]
        widths.append(inner.width - sum(widths) - 3 * gap)
        x = inner.x
        columns = []
        for w in widths:
            columns.append(pygame.Rect(x, inner.y, w, inner.height))
            x += w + gap
        if self.mode == "scenarios":
            self._layout_scenarios(columns[0])
            both = columns[1].union(columns[2])
            choice = self.scenario_choice()
            text = describe_scenario(self.game, choice) if choice else "No scenarios found."
            UITextBox(text, pygame.Rect(both.x, both.y, both.width, both.height), self.ui)
        else:
            self._layout_boards(columns[0])
            self._layout_party(columns[1], 0)
            self._layout_party(columns[2], 1)
        self._layout_opponent(columns[3])

    def _layout_mode(self, area: pygame.Rect) -> int:
        """The "Boards | Scenarios" switch at the top of the first column; returns the y below it."""
        px = self.theme.px
        half = (area.width - px(6)) // 2
        self.mode_buttons = {}
        for i, (mode, text) in enumerate((("boards", "Boards"), ("scenarios", "Scenarios"))):
            button = self.button(
                pygame.Rect(area.x + i * (half + px(6)), area.y, half, px(32)),
                text,
                partial(self.choose_mode, mode),
                object_id="#choice_button",
                tooltip="Start from a ready position: practice puzzles and your own set-ups"
                if mode == "scenarios"
                else None,
            )
            if mode == self.mode:
                button.select()
            self.mode_buttons[mode] = button
        return area.y + px(32) + px(8)

    def _layout_scenarios(self, area: pygame.Rect) -> None:
        px = self.theme.px
        y = self._layout_mode(area)
        pitch = px(48)
        preview_h = min(px(200), area.height // 3)
        room = area.bottom - y - preview_h - px(150)
        list_rect = pygame.Rect(area.x, y, area.width, max(pitch, min(room, len(self.scenarios) * pitch)))
        container = UIScrollingContainer(list_rect, self.ui, allow_scroll_x=False)
        needed = len(self.scenarios) * pitch
        row_w = list_rect.width - (px(20) if needed > list_rect.height else 0)
        container.set_scrollable_area_dimensions((row_w, max(needed, 1)))
        self.scenario_buttons = []
        for i, choice in enumerate(self.scenarios):
            button = self.button(
                pygame.Rect(0, i * pitch, row_w, pitch - px(6)),
                choice.label,
                partial(self.choose_scenario, i),
                container=container,
                object_id="#save_row",
            )
            if i == self.scenario_index:
                button.select()
            self.scenario_buttons.append(button)
        y = list_rect.bottom + px(8)
        self.button(
            pygame.Rect(area.x, y, area.width, px(40)),
            "Set up a scenario\u2026",
            self.open_scenario_setup,
            object_id="#choice_button",
            tooltip="Place both parties on a board, set clocks, health and cards, save and play",
        )
        y += px(52)
        choice = self.scenario_choice()
        if choice is not None:
            size = (area.width, preview_h)
            thumbnail = board_thumbnail(choice.board, size, self.app.settings.palette)
            UIImage(pygame.Rect((area.x, y), size), thumbnail, self.ui)
            y += preview_h + px(6)
        if self.scenario_problems:
            count = len(self.scenario_problems)
            note = (
                f"<font color='#c79a52'>{count} scenario file{'s' if count > 1 else ''} in your folder "
                f"did not load: {html.escape(self.scenario_problems[0])}</font>"
            )
            UITextBox(note, pygame.Rect(area.x, y, area.width, area.bottom - y), self.ui)

    def _section(self, rect: pygame.Rect, y: int, text: str) -> int:
        height = self.theme.px(26)
        UILabel(pygame.Rect(rect.x, y, rect.width, height), text, self.ui, object_id="#section_label")
        return y + height + self.theme.px(6)

    def _layout_boards(self, area: pygame.Rect) -> None:
        px = self.theme.px
        y = self._layout_mode(area)
        thumb = (px(self.THUMB[0]), px(self.THUMB[1]))
        pitch = thumb[1] + px(8)
        preview_h = min(px(200), area.height // 3)
        room = area.bottom - y - preview_h - px(120)
        list_rect = pygame.Rect(area.x, y, area.width, min(room, len(self.boards) * pitch))
        container = UIScrollingContainer(list_rect, self.ui, allow_scroll_x=False)
        needed = len(self.boards) * pitch
        row_w = list_rect.width - (px(20) if needed > list_rect.height else 0)
        container.set_scrollable_area_dimensions((row_w, max(needed, 1)))
        self.board_buttons = []
        palette = self.app.settings.palette
        for i, choice in enumerate(self.boards):
            UIImage(
                pygame.Rect(0, i * pitch, *thumb),
                board_thumbnail(choice.board, thumb, palette),
                self.ui,
                container=container,
            )
            button = self.button(
                pygame.Rect(thumb[0] + px(8), i * pitch, row_w - thumb[0] - px(8), thumb[1]),
                choice.label,
                partial(self.choose_board, i),
                container=container,
                object_id="#save_row",
            )
            if i == self.board_index:
                button.select()
            self.board_buttons.append(button)
        y = list_rect.bottom + px(8)
        board = self.boards[self.board_index].board
        size = (area.width, preview_h)
        UIImage(pygame.Rect((area.x, y), size), board_thumbnail(board, size, palette), self.ui)
        y += preview_h + px(6)
        note = f"<font color='#a8926f'>{html.escape(board.description or board.name)}</font>"
        if self.board_problems:
            count = len(self.board_problems)
            note += (
                f"<br><font color='#c79a52'>{count} board file{'s' if count > 1 else ''} in your folder "
                f"did not load: {html.escape(self.board_problems[0])}</font>"
            )
        UITextBox(note, pygame.Rect(area.x, y, area.width, area.bottom - y), self.ui)

    def _layout_party(self, area: pygame.Rect, side: int) -> None:
        px = self.theme.px
        y = self._section(area, area.y, f"Side {side + 1} party")
        row = px(40)
        chosen = self.parties[side].get("ready_made")
        buttons: dict[str, UIButton] = {}
        for party in sorted(self.catalog.parties.values(), key=lambda p: (p.faction, p.name)):
            honor = party_honor(self.catalog, party_setup(party))
            button = self.button(
                pygame.Rect(area.x, y, area.width, row),
                f"{party.name} \u00b7 honor {honor}",
                partial(self.choose_party, side, party.id),
                object_id="#save_row",
            )
            if party.id == chosen:
                button.select()
            buttons[party.id] = button
            y += row + px(5)
        self.party_buttons[side] = buttons
        custom = chosen is None
        build = self.button(
            pygame.Rect(area.x, y + px(4), area.width, row),
            "Edit your party\u2026" if custom else "Build\u2026",
            partial(self.open_builder, side),
            object_id="#choice_button",
        )
        if custom:
            build.select()
        if len(self.build_buttons) > side:
            self.build_buttons[side] = build
        else:
            self.build_buttons.append(build)
        y += row + px(16)
        UITextBox(
            describe_party(self.catalog, self.party_dict(side)),
            pygame.Rect(area.x, y, area.width, area.bottom - y),
            self.ui,
        )

    def _layout_opponent(self, area: pygame.Rect) -> None:
        px = self.theme.px
        row = px(40)
        y = self._section(area, area.y, "Opponent")
        self.opponent_buttons = {}
        for opponent in OPPONENTS:
            button = self.button(
                pygame.Rect(area.x, y, area.width, row),
                OPPONENT_LABELS[opponent],
                partial(self.choose_opponent, opponent),
                object_id="#choice_button",
                tooltip=None if opponent == "friend" else f"Bot: {bot_for_level(opponent)}",
            )
            if opponent == self.opponent:
                button.select()
            self.opponent_buttons[opponent] = button
            y += row + px(5)
        y = self._section(area, y + px(10), "You play")
        half = (area.width - px(6)) // 2
        self.side_buttons = []
        against_ai = self.opponent != "friend"
        for side in (0, 1):
            button = self.button(
                pygame.Rect(area.x + side * (half + px(6)), y, half, row),
                f"Side {side + 1}",
                partial(self.choose_side, side),
                object_id="#choice_button",
                enabled=against_ai,
                reason="With a friend you both play: each side in turn.",
            )
            if against_ai and side == self.human_side:
                button.select()
            self.side_buttons.append(button)
        y = self._section(area, y + row + px(14), "Seed (optional)")
        self.seed_entry = UITextEntryLine(
            pygame.Rect(area.x, y, area.width, px(40)), self.ui, placeholder_text="blank: random"
        )
        self.seed_entry.set_allowed_characters("numbers")
        self.seed_entry.set_text(self.seed_text)
        y += px(50)
        buttons_h = px(50)
        status = pygame.Rect(area.x, y, area.width, area.bottom - y - 2 * buttons_h - px(20))
        self.start_button = self.button(
            pygame.Rect(area.x, area.bottom - 2 * buttons_h - px(10), area.width, buttons_h),
            "Start",
            self.start,
        )
        self.button(pygame.Rect(area.x, area.bottom - buttons_h, area.width, buttons_h), "Back", self.back)
        if self.status:
            UITextBox(f"<font color='#e8a98f'>{html.escape(self.status)}</font>", status, self.ui)
        self.focus.focus(self.start_button)
