"""Channel (702.3): the counter, continuing as the turn's action without react windows, and ending."""

from __future__ import annotations

from .builders import ch, do, kinds, notations, position


def _flay(**kw: object) -> list[dict[str, object]]:
    counter = [{"id": "counterspell", "face_up": True}]
    return [ch("zalazane", 1, "0,0", **kw), ch("jaina", 0, "3,0", clock=5, cards=counter)]


def test_702_3a_resolving_a_channel_puts_a_counter() -> None:
    s = position(_flay(), turn="zalazane")
    s.rng.force([1, 1, 1, 1, 1, 1])
    do(s, "play zalazane mind_flay jaina", "pass")
    assert s.chars["zalazane"].channel == "mind_flay jaina"


def test_702_3b_continuing_counts_as_the_action_and_opens_no_window() -> None:
    s = position(
        _flay(channel="mind_flay jaina"),
        turn="zalazane",
        stack=[{"kind": "TurnMenu", "char": "zalazane"}, {"kind": "BeginTurn", "char": "zalazane"}],
    )
    assert "continue zalazane" in notations(s)
    s.rng.force([5, 5, 1, 1, 1, 1])
    events = do(s, "continue zalazane")
    assert kinds(events, "channel_continued") and not kinds(events, "react_played")
    assert s.current_player() == 1, "no react window: Jaina's Counterspell is not offered"
    assert s.chars["jaina"].health == 9 - 2
    assert not any(a.startswith("play zalazane mind_flay") for a in notations(s)), "the action is used"
    assert s.chars["zalazane"].channel == "mind_flay jaina"


def test_702_3c_moving_ends_the_channel() -> None:
    s = position(
        _flay(channel="mind_flay jaina"),
        turn="zalazane",
        stack=[{"kind": "TurnMenu", "char": "zalazane"}, {"kind": "BeginTurn", "char": "zalazane"}],
    )
    events = do(s, "move zalazane -1,0")
    assert kinds(events, "channel_ended") and s.chars["zalazane"].channel is None
    assert "continue zalazane" not in notations(s)


def test_702_3c_taking_damage_ends_the_channel() -> None:
    s = position(
        [
            ch("grom", 0, "0,0"),
            ch("zalazane", 1, "1,0", clock=5, channel="mind_flay jaina"),
            ch("jaina", 0, "4,0", clock=5),
        ],
        turn="grom",
    )
    s.rng.force([5, 5, 1, 1, 1, 1])
    do(s, "play grom gorehowl zalazane")
    assert s.chars["zalazane"].channel is None
