"""Pets (305): summoning next to the master, one pet per master, removal, no VPs, no blocking."""

from __future__ import annotations

from .builders import board, ch, do, kinds, notations, position


def _fury(pos: str | None, clock: int = 1, health: int = 5) -> dict[str, object]:
    return ch("fury", 1, pos, master="haruka", clock=clock, health=health)


def test_305_1_pet_enters_next_to_its_master_with_the_masters_clock() -> None:
    s = position(
        [ch("haruka", 1, "0,0", cards=[{"id": "call_fury"}]), ch("jaina", 0, "-1,0", clock=5)], turn="haruka"
    )
    do(s, "play haruka call_fury")
    options = notations(s)
    assert len(options) == 5 and "summon haruka fury -1,0" not in options, "not on Jaina's space"
    events = do(s, "summon haruka fury 1,0")
    fury = s.chars["fury"]
    assert str(fury.pos) == "1,0" and fury.clock == s.chars["haruka"].clock == 4
    assert kinds(events, "spawned")[0].data["pet"] is True


def test_305_1_a_new_pet_removes_the_old_one() -> None:
    s = position(
        [
            ch("haruka", 1, "0,0", cards=[{"id": "call_fury"}]),
            _fury("0,1", clock=3),
            ch("jaina", 0, "-4,4", clock=5),
        ],
        turn="haruka",
    )
    do(s, "play haruka call_fury")
    events = do(s, "summon haruka fury 1,0")
    assert [str(c.pos) for c in s.in_play() if c.is_pet] == ["1,0"]
    assert not kinds(events, "removed") or kinds(events, "removed")[0].data["char"] == "fury"


def test_305_2_pet_leaves_with_its_master_and_scores_nothing() -> None:
    s = position(
        [ch("grom", 0, "0,0", id="grom"), ch("haruka", 1, "1,0", health=1), _fury("2,0", clock=5)],
        turn="grom",
    )
    s.rng.force([5, 1, 1, 1, 1, 1, 1])
    events = do(s, "play grom gorehowl haruka")
    assert kinds(events, "removed")[0].data["char"] == "fury"
    assert s.chars["fury"].pos is None and s.vp == [4, 0]


def test_305_2_destroyed_pet_gives_no_vp_and_never_respawns() -> None:
    s = position(
        [ch("grom", 0, "0,0"), ch("haruka", 1, "3,0", clock=5), _fury("1,0", clock=2, health=1)], turn="grom"
    )
    s.rng.force([5, 1, 1, 1, 1, 1, 1])
    do(s, "play grom gorehowl fury")
    assert s.chars["fury"].pos is None and s.vp == [0, 0]
    do(s, "end grom")
    assert s.turn is not None and s.turn.char != "fury"


def test_404_1b_enemies_move_through_pets_and_405_3_pets_do_not_block_los() -> None:
    s = position(
        [ch("grom", 0, "0,0"), _fury("1,0", clock=5), ch("haruka", 1, "4,-4", clock=5)],
        turn="grom",
        the_board=board(impassable=("1,-1", "0,1")),
    )
    assert "move grom 2,0" in notations(s)
    s2 = position(
        [ch("jaina", 0, "0,0"), _fury("1,0", clock=5), ch("haruka", 1, "3,0", clock=5)], turn="jaina"
    )
    assert "play jaina frostbolt haruka" in notations(s2)
