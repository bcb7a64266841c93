"""The end of a WoW Miniatures game: who won and why, each side's VPs against its honor, and what next.

It sits over the final board (an overlay). Rematch starts the same board, parties and seats with
a new seed; Replay opens the replay viewer on this game's record; Main menu leaves the table.
Escape closes it to look at the final position. Rematch and Main menu rebuild the stack as
[menu, table] or [menu] rather than popping scene by scene, so no table scene is resumed on the
way out.
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING, Any

import pygame
from pygame_gui.elements import UIButton, UITextBox

from client.game import GameController
from client.scene import Scene
from client.widgets.panel import Panel
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


def reason_sentence(controller: GameController) -> str:
    """Why the game ended, as a sentence: "Horde Warband won (victory points reached honor)."."""
    outcome = controller.outcome()
    if outcome is None:
        return ""
    parties = _sides(controller)
    winners = [
        str(parties[p].get("name") or controller.seats[p].name) for p in outcome.winners if p < len(parties)
    ]
    if winners:
        return f"{' and '.join(winners)} won ({outcome.reason})."
    return f"A draw ({outcome.reason})."


def _sides(controller: GameController) -> list[dict[str, Any]]:
    return list(controller.observation().get("players", []))


class EndScene(Scene):
    """The result over the final board, with Rematch, Replay and Main menu."""

    overlay = True
    design_size = (680, 500)
    WIDTH = 620

    def __init__(self, app: App, controller: GameController) -> None:
        super().__init__(app)
        self.controller = controller
        self.rematch_button: UIButton
        self.replay_button: UIButton
        self.menu_button: UIButton

    def score_html(self) -> str:
        """One line per side: seat, party, VPs against honor, and the winner marked."""
        outcome = self.controller.outcome()
        winners = outcome.winners if outcome is not None else ()
        rows = []
        for seat, side in enumerate(_sides(self.controller)):
            name = html.escape(self.controller.seats[seat].name)
            party = html.escape(str(side.get("name", "")))
            vp, honor = side.get("vp", 0), side.get("honor", 0)
            mark = "<font color='#ecc66c'><b>Winner</b></font>  " if seat in winners else ""
            rows.append(
                f"{mark}<b>{name}</b> \u00b7 {party}<br>{vp} VP of the {honor} needed (its honor total)"
            )
        moves = len(self.controller.session.actions)
        rows.append(
            f"<font color='#a8926f'>{moves} decisions \u00b7 seed {self.controller.session.seed}</font>"
        )
        return "<br><br>".join(rows)

    def layout(self, screen: pygame.Rect) -> None:
        px = self.theme.px
        self.decor.append(_Shade(screen.size, self.theme.colour("overlay")))
        width = min(px(self.WIDTH), screen.width - 2 * px(16))
        pad = px(28)
        inner = width - 2 * pad
        reason = UITextBox(
            html.escape(reason_sentence(self.controller)), pygame.Rect(0, 0, inner, -1), self.ui
        )
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
        """Same board, parties and seats, new seed: the stack becomes [menu, new table]."""
        from client.games.wowminis.new_game import rematch

        table = rematch(self.app, self.controller)
        self._to_menu()
        self.app.scenes.push(table)

    def replay(self) -> None:
        from client.games.wowminis.replay_scene import ReplayScene

        session = self.controller.session
        source = session.save_path.name if session.save_path is not None else "this game"
        self.app.scenes.push(ReplayScene(self.app, session.record(), source=source))

    def main_menu(self) -> None:
        self._to_menu()

    def _to_menu(self) -> None:
        from client.scenes.menu import MenuScene

        self.app.scenes.clear()
        self.app.scenes.push(MenuScene(self.app))


class _Shade:
    """Darkens the final board under the panel."""

    def __init__(self, size: tuple[int, int], colour: pygame.Color) -> None:
        self._surface = pygame.Surface(size, pygame.SRCALPHA)
        self._surface.fill(colour)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self._surface, (0, 0))
