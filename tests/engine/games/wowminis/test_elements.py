"""405.4 with LOS blocking elements that span several spaces (the ``element_grouping`` option)."""

from __future__ import annotations

from engine.games.wowminis.board import Board, board_from_dict
from engine.games.wowminis.elements import group_elements, range4_blocked, terrain_elements
from engine.games.wowminis.game import WowMinisGame
from engine.games.wowminis.los import explain_los, line_of_sight, visible_spaces
from engine.hex import Hex

from .builders import board as board_dict
from .builders import ch, notations


def _board(cover: tuple[str, ...], grouped: bool) -> Board:
    b = board_from_dict(board_dict(cover=cover), "test")
    if grouped:
        group_elements(b)
    return b


FOREST = ("1,0", "2,0", "2,1")
"""One forest over three spaces: it meets paths 1-4 of the six from 0,0 to 2,2; paths 5 and 6 are clear."""


def test_405_4_a_forest_over_several_spaces_blocks_as_one_element() -> None:
    assert line_of_sight(_board(FOREST, grouped=False), Hex(0, 0), Hex(2, 2)), (
        "405.3: paths 5 and 6 are clear"
    )
    grouped = _board(FOREST, grouped=True)
    assert not line_of_sight(grouped, Hex(0, 0), Hex(2, 2))
    report = explain_los(grouped, Hex(0, 0), Hex(2, 2))
    assert not report.clear and report.rule == "405.4"


def test_405_4_separate_pieces_of_terrain_are_separate_elements() -> None:
    split = _board(("1,0", "2,1"), grouped=True)
    assert terrain_elements(split) == {Hex(1, 0): 0, Hex(2, 1): 1}
    assert line_of_sight(split, Hex(0, 0), Hex(2, 2)), "each piece meets three paths only"


def test_405_4_grouping_applies_only_to_the_six_path_range_4_targets() -> None:
    grouped = _board(FOREST, grouped=True)
    assert not range4_blocked(grouped, Hex(0, 0), Hex(3, 1), frozenset(), True), "four paths, not six"
    assert not range4_blocked(grouped, Hex(0, 0), Hex(2, 1), frozenset(), True), "range 3"
    assert line_of_sight(grouped, Hex(0, 0), Hex(0, 4))


def test_405_4_enemy_characters_stay_one_space_elements() -> None:
    grouped = _board(("3,0", "3,-1"), grouped=True)
    enemies = frozenset({Hex(1, 0), Hex(2, 1)})  # together they would meet paths 1-4
    assert not range4_blocked(grouped, Hex(0, 0), Hex(2, 2), enemies, True)


def test_405_4_visible_spaces_agrees_with_line_of_sight_when_grouped() -> None:
    grouped = _board(FOREST + ("-2,0", "-2,-1", "0,-2"), grouped=True)
    seen = visible_spaces(grouped, Hex(0, 0), 5)
    for h in grouped.spaces:
        assert (h in seen) == line_of_sight(grouped, Hex(0, 0), h), h


def test_405_4_the_game_option_marks_its_boards_and_targets_follow() -> None:
    game = WowMinisGame({"element_grouping": True})
    chars = [ch("jaina", 0, "0,0"), ch("grom", 1, "2,2")]
    s = game.state_from_dict(
        {"board": board_dict(cover=FOREST), "characters": chars, "turn": {"char": "jaina"}}
    )
    assert "play jaina frostbolt grom" not in notations(s)
    plain = WowMinisGame().state_from_dict(
        {"board": board_dict(cover=FOREST), "characters": chars, "turn": {"char": "jaina"}}
    )
    assert "play jaina frostbolt grom" in notations(plain)
