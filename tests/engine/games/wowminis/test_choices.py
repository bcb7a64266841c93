"""Modal abilities (703.1b) and optional "may" steps (706.4): the player decides, nothing is defaulted."""

from __future__ import annotations

import pytest

from engine.core import BadInputError
from engine.games.wowminis.positions import state_to_dict

from .builders import GAME, ch, do, kinds, notations, position


def _favor() -> object:
    return position(
        [
            ch("hodoon", 0, "0,0", cards=[{"id": "divine_favor", "face_up": True}]),
            ch("ruby", 0, "0,1", clock=5, health=4),
            ch("jaina", 1, "4,0", clock=3, cards=[{"id": "counterspell", "face_up": True}]),
        ],
        turn="hodoon",
    )


def test_703_1b_the_player_chooses_the_mode_before_anyone_reacts() -> None:
    s = _favor()
    do(s, "play hodoon divine_favor ruby")
    assert s.current_player() == 0
    assert notations(s) == ["mode hodoon hasten", "mode hodoon mend"]
    events = do(s, "mode hodoon hasten")
    assert kinds(events, "mode_chosen")[0].data["mode"] == "hasten"
    assert s.current_player() == 1 and "react jaina counterspell" in notations(s), "703.1h comes after"
    do(s, "pass")
    assert (s.chars["ruby"].clock, s.chars["ruby"].health) == (4, 4), "ticked down, not healed"


def test_703_1b_the_other_mode_does_only_its_own_effects() -> None:
    s = _favor()
    s.rng.force([5, 5])
    do(s, "play hodoon divine_favor ruby", "mode hodoon mend", "pass")
    assert (s.chars["ruby"].clock, s.chars["ruby"].health) == (5, 6)


def test_703_1b_a_chosen_mode_survives_to_dict_and_back() -> None:
    s = _favor()
    do(s, "play hodoon divine_favor ruby", "mode hodoon hasten")
    again = GAME.state_from_dict(state_to_dict(s))
    do(again, "pass")
    assert again.chars["ruby"].clock == 4


def test_703_1b_a_mode_choice_must_name_a_play_of_the_position() -> None:
    s = _favor()
    do(s, "play hodoon divine_favor ruby")
    d = state_to_dict(s)
    d["plays"] = []
    with pytest.raises(BadInputError, match="unknown play"):
        GAME.state_from_dict(d)


def _clap(jaina_health: int = 9) -> object:
    return position(
        [
            ch("grom", 1, "0,0", cards=[{"id": "thunder_clap", "face_up": True}]),
            ch("jaina", 0, "1,0", clock=3, health=jaina_health),
        ],
        turn="grom",
    )


def test_706_4_may_asks_its_player_and_no_skips_the_step() -> None:
    s = _clap()
    events = do(s, "play grom thunder_clap")
    assert s.chars["jaina"].health == 8
    assert s.current_player() == 1 and notations(s) == ["may grom no", "may grom yes"]
    assert not kinds(events, "moved")
    do(s, "may grom no")
    assert str(s.chars["jaina"].pos) == "1,0" and notations(s)[0] == "end grom"


def test_706_4_may_yes_does_the_step() -> None:
    s = _clap()
    do(s, "play grom thunder_clap", "may grom yes")
    assert notations(s) == ["push jaina 1,1", "push jaina 2,-1", "push jaina 2,0"], (
        "404.3: Grom's player picks"
    )
    do(s, "push jaina 2,0")
    pos = s.chars["jaina"].pos
    assert pos is not None and str(pos) == "2,0", "moved 1 space away from Grom"


def test_706_4_no_question_when_the_step_could_do_nothing() -> None:
    s = _clap(jaina_health=1)
    do(s, "play grom thunder_clap")
    assert s.chars["jaina"].pos is None
    assert notations(s)[0] == "end grom", "nobody adjacent is left to move"
