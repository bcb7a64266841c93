"""The Open dialog: the shipped boards (they open read-only) and the player's own, drafts included."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from client.editor.dialog import PickFileScene
from engine.games.wowminis.board_edit import BoardEntry, list_boards

if TYPE_CHECKING:
    from client.app import App


def entry_label(entry: BoardEntry) -> str:
    """A row's words: name, size, and whether it is shipped (read-only) or a draft."""
    b = entry.board
    if entry.shipped:
        where = "shipped, opens read-only"
    elif entry.problems:
        where = f"draft, {entry.problems} problem{'s' if entry.problems > 1 else ''}"
    else:
        where = "yours"
    return f"{b.name}  \u00b7  {len(b.spaces)} spaces  \u00b7  {where}"


class OpenBoardScene(PickFileScene):
    """Lists every board; choosing one calls ``on_open(path)``, which returns an error or None."""

    folder = "boards"
    status_h = 72

    def __init__(self, app: App, on_open: Callable[[Path], str | None], folder: Path | None = None) -> None:
        self.entries, damaged = list_boards(folder)
        super().__init__(app, "Open a board", [entry_label(entry) for entry in self.entries], damaged)
        self.on_open = on_open

    def choose(self, index: int) -> None:
        """Open the chosen board; a board that fails to open keeps the dialog up with the reason."""
        error = self.on_open(self.entries[index].path)
        if error is None:
            if self.app.scenes.top is self:
                self.app.scenes.pop()
        else:
            self.say(error)
