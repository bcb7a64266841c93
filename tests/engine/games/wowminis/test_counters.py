"""Named counters (401): put and removed by effects, counted by effects, shown and saved."""

from __future__ import annotations

from engine.games.wowminis.positions import state_to_dict

from .builders import GAME, ch, do, kinds, position


def _warlock(**kw: object) -> object:
    return position(
        [
            ch(
                "hellcaller",
                1,
                "0,0",
                cards=[{"id": "dark_pact", "face_up": True}, {"id": "hellfire", "face_up": True}],
                **kw,
            ),
            ch("jaina", 0, "1,0", clock=3),
            ch("ruby", 0, "0,1", clock=3),
        ],
        turn="hellcaller",
    )


def test_401_1c_an_effect_puts_named_counters_on_a_character() -> None:
    s = _warlock()
    events = do(s, "play hellcaller dark_pact")
    assert s.chars["hellcaller"].counters == {"soul_shard": 2}
    assert kinds(events, "counters")[0].data == {
        "char": "hellcaller",
        "counter": "soul_shard",
        "count": 2,
        "change": 2,
    }
    seen = s.observation(0)["characters"][0]
    assert seen["uid"] == "hellcaller" and seen["counters"] == {"soul_shard": 2}


def test_401_1c_an_effect_counts_them_and_another_removes_them() -> None:
    s = _warlock(counters={"soul_shard": 3})
    do(s, "play hellcaller hellfire", "damage-order jaina,ruby")  # 107.2: both are player 1's
    assert (s.chars["jaina"].health, s.chars["ruby"].health) == (9 - 3, 8 - 3)
    assert s.chars["hellcaller"].counters == {}


def test_401_1c_no_counters_no_effect() -> None:
    s = _warlock()
    do(s, "play hellcaller hellfire")
    assert (s.chars["jaina"].health, s.chars["ruby"].health) == (9, 8)


def test_401_1a_a_destroyed_character_loses_its_counters() -> None:
    s = _warlock(counters={"soul_shard": 1}, health=1)
    events = do(s, "play hellcaller dark_pact")
    assert kinds(events, "destroyed")[0].data["char"] == "hellcaller"
    assert s.chars["hellcaller"].counters == {}, "the 2 new and the 1 old counter went with it"


def test_401_counters_round_trip_through_positions() -> None:
    s = _warlock(counters={"soul_shard": 2})
    d = state_to_dict(s)
    assert d["characters"][0]["counters"] == {"soul_shard": 2}
    assert state_to_dict(GAME.state_from_dict(d)) == d
