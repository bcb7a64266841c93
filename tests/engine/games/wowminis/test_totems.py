"""Totems (304): summoning, targeting, Strength of Earth rerolls, buffs on totems (301.2f)."""

from __future__ import annotations

from .builders import board, ch, do, kinds, notations, position


def _totem(uid: str, card: str, controller: int, pos: str, damage: int = 0) -> dict[str, object]:
    return {"uid": uid, "card": card, "controller": controller, "pos": pos, "damage": damage}


def test_304_1_totem_is_summoned_in_the_summoners_space() -> None:
    cards = [{"id": "strength_of_earth_totem"}]
    s = position([ch("thrall", 1, "0,0", cards=cards), ch("jaina", 0, "-4,4", clock=5)], turn="thrall")
    events = do(s, "play thrall strength_of_earth_totem")
    assert kinds(events, "totem_summoned")[0].data["space"] == "0,0"
    assert [(t.card, str(t.pos), t.controller) for t in s.totems.values()] == [
        ("strength_of_earth_totem", "0,0", 1)
    ]
    assert "move thrall 1,0" in notations(s), "a totem never blocks movement"


def test_704_3b_two_strength_of_earth_totems_give_one_reroll() -> None:
    totems = [
        _totem("soe_1", "strength_of_earth_totem", 1, "0,0"),
        _totem("soe_2", "strength_of_earth_totem", 1, "1,0"),
    ]
    s = position([ch("thrall", 1, "0,0"), ch("jaina", 0, "-1,0")], turn="thrall", totems=totems)
    s.rng.force([1, 1, 5, 5, 5])
    do(s, "play thrall doomhammer jaina")
    assert notations(s) == ["keep", "reroll 1", "reroll 2", "reroll 3", "reroll 4", "reroll 5"]


def test_704_3b_different_reroll_sources_stack() -> None:
    totems = [_totem("soe_1", "strength_of_earth_totem", 1, "0,0")]
    s = position(
        [ch("thrall", 1, "0,0"), ch("jaina", 0, "-1,0")],
        turn="thrall",
        totems=totems,
        the_board=board(high=("0,0",)),
    )
    s.rng.force([1, 1, 5, 5, 5])
    do(s, "play thrall doomhammer jaina")
    assert "reroll 1,2" in notations(s), "high ground plus the totem: 2 rerolls"


def test_301_2f_mortal_strike_on_a_stoneclaw_totem() -> None:
    totems = [_totem("stoneclaw_totem_1", "stoneclaw_totem", 0, "1,0")]
    s = position(
        [ch("grom", 1, "0,0", cards=[{"id": "mortal_strike"}]), ch("jaina", 0, "-4,4", clock=5)],
        turn="grom",
        totems=totems,
    )
    assert "play grom mortal_strike stoneclaw_totem_1" in notations(s)
    events = do(s, "play grom mortal_strike stoneclaw_totem_1")
    assert s.totems["stoneclaw_totem_1"].damage == 1
    assert [e.kind for e in events if e.kind in ("damage", "buff_attached", "buff_removed")] == [
        "buff_attached",
        "damage",
        "buff_removed",
    ]


def test_304_3_totem_destroyed_at_its_health_scores_nothing() -> None:
    totems = [_totem("stoneclaw_totem_1", "stoneclaw_totem", 0, "1,0")]
    s = position([ch("grom", 1, "0,0"), ch("jaina", 0, "-4,4", clock=5)], turn="grom", totems=totems)
    s.rng.force([5, 5, 5, 1, 1])
    events = do(s, "play grom gorehowl stoneclaw_totem_1")
    assert not [e for e in kinds(events, "dice_rolled") if e.data["kind"] == "defense"], "totems roll no dice"
    assert s.totems == {} and kinds(events, "destroyed") and s.vp == [0, 0]


def _hammer_on_totem(dice: list[int], damage: int = 0) -> tuple[object, list[object]]:
    totems = [_totem("soe_1", "strength_of_earth_totem", 1, "1,0", damage=damage)]
    s = position(
        [ch("tirion", 0, "0,0", cards=[{"id": "hammer_of_justice"}]), ch("thrall", 1, "-4,4", clock=5)],
        turn="tirion",
        totems=totems,
    )
    s.rng.force(dice)
    return s, do(s, "play tirion hammer_of_justice soe_1")


def test_304_5_a_crit_push_leaves_a_surviving_totem_where_it_is() -> None:
    s, events = _hammer_on_totem([10, 1, 1])
    assert s.totems["soe_1"].damage == 1 and str(s.totems["soe_1"].pos) == "1,0"
    assert kinds(events, "moved") == []


def test_602_2_a_crit_push_on_a_destroyed_totem_does_nothing() -> None:
    s, events = _hammer_on_totem([10, 5, 5])
    assert "soe_1" not in s.totems
    assert kinds(events, "moved") == [] and s.current_player() == 0


def test_301_2f_mortal_strike_destroys_a_damaged_totem_and_comes_off() -> None:
    totems = [_totem("stoneclaw_totem_1", "stoneclaw_totem", 0, "1,0", damage=2)]
    s = position(
        [ch("grom", 1, "0,0", cards=[{"id": "mortal_strike"}]), ch("jaina", 0, "-4,4", clock=5)],
        turn="grom",
        totems=totems,
    )
    events = do(s, "play grom mortal_strike stoneclaw_totem_1")
    assert "stoneclaw_totem_1" not in s.totems
    removed = kinds(events, "buff_removed")
    assert len(removed) == 1 and "Stoneclaw Totem" in removed[0].text
