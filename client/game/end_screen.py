"""The end of a game, over its final table: who won and why, a score line per side, and what next.

Shared by every game's table: a game's end screen subclasses ``EndScene`` and says how its sides
score (``score_lines``), how to start a rematch (``rematch_scene``) and how to replay the game
(``replay_scene``). Rematch and Main menu rebuild the stack as [menu, table] or [menu] rather than
popping scene by scene, so no table scene is resumed on the way out. Escape closes it to look at
the final position.
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

import pygame
from pygame_gui.elements import UIButton, UITextBox

from client.game.controller import GameController
from client.scene import Scene
from client.widgets.panel import Panel, Shade
from client.widgets.title import Title

if TYPE_CHECKING:
    from client.app import App


def headline(controller: GameController) -> str:
    """ "Victory!", "Defeat" or "Draw" for one person against the computer; else who won."""
    outcome = controller.outcome()
    if outcome is None:
        return "Game in progress"
    if not outcome.winners:
        return "Draw"
    humans = controller.human_seats()
    if len(humans) == 1:
        return "Victory!" if humans[0] in outcome.winners else "Defeat"
    names = " and ".join(controller.seats[p].name for p in outcome.winners)
    return f"{names} wins"


class EndScene(Scene):
    """The result over the final table, with Rematch, Replay and Main menu."""

    overlay = True
    design_size = (680, 500)
    WIDTH = 620

    def __init__(self, app: App, controller: GameController) -> None:
        super().__init__(app)
        self.controller = controller
        self.rematch_button: UIButton
        self.replay_button: UIButton
        self.menu_button: UIButton

    # What a game says ----------------------------------------------------------------------

    def reason_sentence(self) -> str:
        """Why the game ended, as a sentence."""
        outcome = self.controller.outcome()
        if outcome is None:
            return ""
        winners = [self.controller.seats[p].name for p in outcome.winners]
        if winners:
            return f"{' and '.join(winners)} won ({outcome.reason})."
        return f"A draw ({outcome.reason})."

    def score_lines(self) -> list[str]:
        """One HTML line per side (names escaped); by default each seat's name."""
        return [f"<b>{html.escape(seat.name)}</b>" for seat in self.controller.seats]

    def rematch_scene(self) -> Scene:
        """The table of a new game with the same setup and seats."""
        raise NotImplementedError

    def replay_scene(self) -> Scene:
        """The replay viewer on this game's record."""
        raise NotImplementedError

    # Layout --------------------------------------------------------------------------------

    def score_html(self) -> str:
        """The score lines, the winner marked, then the number of decisions and the seed."""
        outcome = self.controller.outcome()
        winners = outcome.winners if outcome is not None else ()
        rows = []
        for seat, line in enumerate(self.score_lines()):
            mark = "<font color='#ecc66c'><b>Winner</b></font>  " if seat in winners else ""
            rows.append(mark + line)
        moves = len(self.controller.session.actions)
        decisions = "1 decision" if moves == 1 else f"{moves} decisions"
        rows.append(
            f"<font color='#a8926f'>{decisions} \u00b7 seed {self.controller.session.seed}</font>"
        )
        return "<br><br>".join(rows)

    def layout(self, screen: pygame.Rect) -> None:
        px = self.theme.px
        self.decor.append(Shade(screen.size, self.theme.colour("overlay")))
        width = min(px(self.WIDTH), screen.width - 2 * px(16))
        pad = px(28)
        inner = width - 2 * pad
        reason = UITextBox(html.escape(self.reason_sentence()), pygame.Rect(0, 0, inner, -1), self.ui)
        score = UITextBox(self.score_html(), pygame.Rect(0, 0, inner, -1), self.ui)
        heading = Title(headline(self.controller), "heading", 0, 0, self.theme, ornament=True)
        button_h = px(50)
        height = (
            pad
            + heading.height
            + px(8)
            + reason.rect.height
            + px(12)
            + score.rect.height
            + px(24)
            + button_h
            + pad
        )
        panel = Panel(pygame.Rect(0, 0, width, min(height, screen.height - 2 * px(8))), self.theme)
        panel.rect.center = screen.center
        heading = Title(
            headline(self.controller),
            "heading",
            screen.centerx,
            panel.rect.y + pad,
            self.theme,
            ornament=True,
        )
        reason.set_position((panel.rect.x + pad, heading.rect.bottom + px(8)))
        score.set_position((panel.rect.x + pad, reason.rect.bottom + px(12)))
        self.decor += [panel, heading]
        gap = px(12)
        button_w = (inner - 2 * gap) // 3
        y = panel.rect.bottom - pad - button_h
        x = panel.rect.x + pad
        self.rematch_button = self.button(pygame.Rect(x, y, button_w, button_h), "Rematch", self.rematch)
        self.replay_button = self.button(
            pygame.Rect(x + button_w + gap, y, button_w, button_h), "Replay", self.replay
        )
        self.menu_button = self.button(
            pygame.Rect(x + 2 * (button_w + gap), y, button_w, button_h), "Main menu", self.main_menu
        )
        self.focus.focus(self.rematch_button)

    def rematch(self) -> None:
        """Same setup and seats, new seed: the stack becomes [menu, new table]."""
        table = self.rematch_scene()
        self._to_menu()
        self.app.scenes.push(table)

    def replay(self) -> None:
        self.app.scenes.push(self.replay_scene())

    def main_menu(self) -> None:
        self._to_menu()

    def _to_menu(self) -> None:
        from client.scenes.menu import MenuScene

        self.app.scenes.clear()
        self.app.scenes.push(MenuScene(self.app))
