"""The turn menu's quick "no enemy within range" answers (405.2, 407.2, 304.2) agree with the full
target lists at their edges: an AOE whose triangle reaches one space past its range, and enemy
totems in reach while every enemy character is out of it."""

from __future__ import annotations

from engine.games.wowminis.abilities import FAR, nearest_enemy, nearest_enemy_totem

from .builders import ch, notations, position


def _totem(uid: str, controller: int, pos: str) -> dict[str, object]:
    return {"uid": uid, "card": "stoneclaw_totem", "controller": controller, "pos": pos, "damage": 0}


def test_407_2_blizzard_reaches_an_enemy_one_space_past_its_range() -> None:
    cards = [{"id": "blizzard", "face_up": True}]
    s = position([ch("jaina", 0, "-5,0", cards=cards), ch("grom", 1, "0,0")], turn="jaina")
    plays = [a for a in notations(s) if a.startswith("play jaina")]
    assert plays and all("blizzard" in a for a in plays), "Frostbolt (range 4) cannot reach 5 spaces"
    assert all(a.split()[-1].split("/")[0] in ("-1,0", "-1,1") for a in plays)


def test_407_2_blizzard_is_not_offered_two_spaces_past_its_range() -> None:
    cards = [{"id": "blizzard", "face_up": True}]
    s = position([ch("jaina", 0, "-5,0", cards=cards), ch("grom", 1, "1,0")], turn="jaina")
    assert not [a for a in notations(s) if a.startswith("play jaina")]


def test_304_2_an_enemy_totem_in_reach_is_attacked_while_every_enemy_character_is_out_of_reach() -> None:
    totems = [_totem("stoneclaw_totem_1", 0, "1,0"), _totem("stoneclaw_totem_2", 0, "3,0")]
    s = position([ch("grom", 1, "0,0"), ch("jaina", 0, "-4,4", clock=5)], turn="grom", totems=totems)
    plays = [a for a in notations(s) if a.startswith("play grom gorehowl")]
    assert plays == ["play grom gorehowl stoneclaw_totem_1"]


def test_405_2_nearest_enemy_answers_each_range_after_a_shorter_one_was_asked() -> None:
    totems = [_totem("stoneclaw_totem_1", 0, "3,0"), _totem("stoneclaw_totem_2", 1, "1,0")]
    s = position([ch("grom", 1, "0,0"), ch("jaina", 0, "-4,4", clock=5)], turn="grom", totems=totems)
    grom = s.chars["grom"]
    assert nearest_enemy(s, grom) == 4, "Jaina, 4 spaces away"
    assert nearest_enemy_totem(s, grom) == 3, "the enemy totem 3 spaces away, not the allied one next to Grom"


def test_405_2_without_totems_the_nearest_enemy_totem_is_beyond_every_range() -> None:
    s = position([ch("grom", 1, "0,0"), ch("jaina", 0, "2,0", clock=5)], turn="grom")
    assert nearest_enemy(s, s.chars["grom"]) == 2
    assert nearest_enemy_totem(s, s.chars["grom"]) == FAR
