"""The per-game bridge between an engine and the card table.

A game's adapter (``client/games/<game>/table.py``) says how its observation looks on the table
(``view``), what gesture takes each legal action (``gestures``), what each card's face shows
(``face``), what a hovered card's details panel says (``details``) and how events animate
(``cues``). The scene calls nothing else of the game.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

import pygame
from PIL import Image

from client.cards.table_faces import FaceData, compose_back, compose_face
from client.table.animation import Cue
from client.table.decks import DeckRules
from client.table.gestures import Gesture
from client.table.layout import TableLayout
from client.table.model import TableView
from engine.core import Action, Event, State


class TableAdapter(ABC):
    """One game's table: its layout plus the four mappings the scene needs.

    Attributes:
        game_id: the registry id of the game.
        layout: the zones of the table.
        hero_zone: the zone whose card a "face" target (the hero) is in, for the end screen.
    """

    game_id: ClassVar[str]
    layout: ClassVar[TableLayout]

    @abstractmethod
    def view(self, obs: Mapping[str, Any], names: Sequence[str]) -> TableView:
        """The table for an observation; ``names`` are the seats' names by player id."""

    @abstractmethod
    def gestures(self, actions: Sequence[Action], obs: Mapping[str, Any]) -> list[Gesture]:
        """One gesture per legal action (the scene shows nothing it cannot map)."""

    @abstractmethod
    def face(self, card_id: str) -> FaceData:
        """What the face of a card shows.

        :raises KeyError: unknown card id.
        """

    def details(self, card_id: str) -> list[str]:
        """Lines for the details panel of a hovered card (keyword reminders); none by default."""
        return []

    def cues(self, event: Event, obs: Mapping[str, Any]) -> list[Cue]:
        """Animation cues of one event seen from the viewer's observation; none by default."""
        return []

    def auto(self, gestures: Sequence[Gesture], obs: Mapping[str, Any]) -> Gesture | None:
        """A gesture the table takes by itself for the person to act, because it leaves them no choice
        (passing priority when passing is all they may do); none by default."""
        return None

    def tick(self, dt: float, speed: str) -> None:
        """Time passes at the table (``speed``: the animation setting), for an adapter that animates
        something of its own over it (a dice tray); nothing by default."""
        return None

    def caught_up(self) -> None:
        """The table has read a game's past events to rebuild its log and rail (a game opened in
        progress): stop showing anything they started (the last dice roll); nothing by default."""
        return None

    def draw_over(self, surface: pygame.Surface, table: pygame.Rect) -> None:
        """Paint over the table after its cards and numbers (a dice tray); nothing by default."""
        return None

    def moves_hint(self) -> str:
        """The line over the End turn button while the person still has moves, in the game's words
        ("Moves left: play or attack"); a neutral "Moves left" by default."""
        return "Moves left"

    def deck_rules(self) -> DeckRules | None:
        """The game's deck-building rules for the deck builder; None when it has no deck building."""
        return None

    def side_text(self, obs: Mapping[str, Any], player: int) -> str:
        """What ``player`` commands, from public information, for the hand-off curtain; none by default."""
        return ""

    def score_text(self, obs: Mapping[str, Any], player: int) -> str:
        """A short line for the end screen about one player's side ("12 health left"); none by default."""
        return ""

    def status_line(self, obs: Mapping[str, Any]) -> str:
        """A line about the whole game the table keeps in view under the prompt (a match's score);
        none by default."""
        return ""

    def next_setup(self, setup: Mapping[str, Any], state: State) -> tuple[str, dict[str, Any]] | None:
        """After a finished game of a longer match: the end screen's button label and the next game's
        setup (instead of a rematch of the same setup); None by default."""
        return None

    def compose(self, card_id: str, variant: str, width: int) -> Image.Image:
        """The ``CardFaceCache`` composer: the face of ``card_id`` at ``width`` pixels."""
        return compose_face(self.face(card_id), width).image

    def back(self, width: int) -> Image.Image:
        """The ``CardFaceCache`` back composer."""
        return compose_back(width)
