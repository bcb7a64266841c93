"""The new-game screen offers the player's boards only once they can be played."""

from __future__ import annotations

from pathlib import Path

from client.games.wowminis.new_game import available_boards
from engine.games.wowminis.board import Terrain
from engine.games.wowminis.board_edit import BoardDocument
from engine.hex import Hex


def test_a_draft_board_is_not_offered_and_the_reason_is_given(tmp_path: Path) -> None:
    doc = BoardDocument.new(3, 3, "rectangle", "pointy")
    doc.set_spawn(Hex(0, 0), "exclusive", 0)
    doc.save_as("half-done", "Half done", folder=tmp_path)
    choices, problems = available_boards(tmp_path)
    assert "half-done" not in [c.board.id for c in choices]
    assert problems == [
        "half-done.json: not playable yet, finish it in the board editor: Side 2 has no spawn point."
    ]


def test_a_finished_board_is_offered_after_the_shipped_ones(tmp_path: Path) -> None:
    doc = BoardDocument.new(3, 3, "rectangle", "pointy")
    doc.set_spawn(Hex(0, 0), "exclusive", 0)
    doc.set_spawn(Hex(1, 2), "exclusive", 1)
    doc.paint([Hex(1, 1)], Terrain.COVER)
    doc.save_as("done", "Done", folder=tmp_path)
    choices, problems = available_boards(tmp_path)
    assert problems == [] and choices[-1].board.id == "done" and choices[-1].user
