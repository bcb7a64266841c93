"""The end of a WoW Miniatures game: each side's VPs against its honor, over the shared end screen.

Rematch starts the same board, parties and seats with a new seed; Replay opens the WoW Miniatures
replay viewer on this game's record (``client.game.end_screen.EndScene`` does the rest).
"""

from __future__ import annotations

import html
from typing import Any

from client.game import GameController
from client.game.end_screen import EndScene as SharedEndScene
from client.game.end_screen import headline
from client.scene import Scene

__all__ = ["EndScene", "headline", "reason_sentence"]


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


class EndScene(SharedEndScene):
    """The result over the final board, with Rematch, Replay and Main menu."""

    def reason_sentence(self) -> str:
        return reason_sentence(self.controller)

    def score_lines(self) -> list[str]:
        """One line per side: seat, party, VPs against honor."""
        rows = []
        for seat, side in enumerate(_sides(self.controller)):
            name = html.escape(self.controller.seats[seat].name)
            party = html.escape(str(side.get("name", "")))
            vp, honor = side.get("vp", 0), side.get("honor", 0)
            rows.append(f"<b>{name}</b> \u00b7 {party}<br>{vp} VP of the {honor} needed (its honor total)")
        return rows

    def rematch_scene(self) -> Scene:
        from client.games.wowminis.new_game import rematch

        return rematch(self.app, self.controller)

    def replay_scene(self) -> Scene:
        from client.games.wowminis.replay_scene import ReplayScene

        session = self.controller.session
        source = session.save_path.name if session.save_path is not None else "this game"
        return ReplayScene(self.app, session.record(), source=source)
