"""Attacks (600-602), dice and rerolls (105, 406.2), destruction and VPs (403), winning (102)."""

from __future__ import annotations

from engine.games.wowminis.game import WowMinisGame

from .builders import GAME, board, ch, do, kinds, notations, position


def test_601_1a_one_attack_roll_for_all_defenders() -> None:
    s = position([ch("grom", 1, "0,0"), ch("jaina", 0, "1,0"), ch("ruby", 0, "0,1")], turn="grom")
    s.rng.force([5, 5, 5, 1, 1, 2])
    events = do(s, "play grom cleave jaina+ruby")
    assert notations(s) == ["damage-order jaina,ruby", "damage-order ruby,jaina"]  # 107.2
    events += do(s, "damage-order jaina,ruby")
    rolls = kinds(events, "dice_rolled")
    assert [e.data["kind"] for e in rolls] == ["attack", "defense", "defense"]
    assert rolls[0].data["successes"] == 3
    assert (s.chars["jaina"].health, s.chars["ruby"].health) == (9 - 3, 8 - 3)


def test_602_1a_damage_after_all_defend() -> None:
    s = position([ch("grom", 1, "0,0"), ch("jaina", 0, "1,0", health=2), ch("ruby", 0, "0,1")], turn="grom")
    s.rng.force([5, 5, 5, 1, 1, 2])
    events = do(s, "play grom cleave jaina+ruby", "damage-order ruby,jaina")
    order = [e.kind for e in events if e.kind in ("blocked", "damage", "destroyed")]
    assert order == ["blocked", "blocked", "damage", "damage", "destroyed"]


def test_601_2_magic_attack_rolls_resist() -> None:
    s = position([ch("hellcaller", 1, "0,0"), ch("jaina", 0, "3,0")], turn="hellcaller")
    s.rng.force([5, 5, 5, 1, 1, 1, 1])
    events = do(s, "play hellcaller shadow_bolt jaina")
    defense = [e for e in kinds(events, "dice_rolled") if e.data["kind"] == "defense"]
    assert len(defense[0].data["dice"]) == 4, "Jaina's resist is 4"


def test_406_2b_high_ground_attacker_may_reroll_one_die() -> None:
    s = position([ch("grom", 1, "0,0"), ch("jaina", 0, "1,0")], turn="grom", the_board=board(high=("0,0",)))
    s.rng.force([1, 2, 5, 5, 5])
    do(s, "play grom gorehowl jaina")
    assert s.current_player() == 1
    assert notations(s) == ["keep", "reroll 1", "reroll 2", "reroll 3", "reroll 4", "reroll 5"]
    s.rng.force([10, 1])
    events = do(s, "reroll 1")
    reroll = kinds(events, "dice_rolled")[0]
    assert reroll.data["dice"][0] == {"first": 1, "final": 10, "rerolled": True, "crit": True}
    assert reroll.data["successes"] == 4 and reroll.data["crit"]
    assert s.attack is None, "the attack finished: no second reroll of a rerolled die (105.3)"
    assert s.chars["jaina"].health == 9 - 4


def test_105_3_unused_rerolls_are_lost_once_the_batch_is_made() -> None:
    s = position([ch("grom", 1, "0,0"), ch("jaina", 0, "1,0")], turn="grom", the_board=board(high=("0,0",)))
    s.rng.force([1, 2, 3, 5, 5])
    do(s, "play grom gorehowl jaina")
    s.rng.force([2, 1])
    events = do(s, "keep")
    assert not any(e.data.get("kind") == "attack" for e in kinds(events, "dice_rolled"))
    assert s.chars["jaina"].health == 9 - 2


def test_406_2a_defender_in_cover_may_reroll_one_die() -> None:
    s = position([ch("grom", 1, "0,0"), ch("jaina", 0, "1,0")], turn="grom", the_board=board(cover=("1,0",)))
    s.rng.force([5, 5, 5, 5, 5, 1])
    do(s, "play grom gorehowl jaina")
    assert s.current_player() == 0 and notations(s) == ["keep", "reroll 1"]
    s.rng.force([7])
    do(s, "reroll 1")
    assert s.chars["jaina"].health == 9 - 4


def test_403_1b_python_grab_crit_does_not_affect_respawned_dralor() -> None:
    s = position([ch("tidehunter", 1, "0,0"), ch("dralor", 0, "1,0", health=3, clock=1)], turn="tidehunter")
    s.rng.force([10, 5, 5, 1, 1, 1, 1])
    events = do(s, "play tidehunter python_grab dralor")
    assert kinds(events, "destroyed") and s.chars["dralor"].pos is None
    assert s.chars["dralor"].statuses == []
    assert s.vp == [0, 4]
    do(s, "end tidehunter")
    assert s.turn is not None and s.turn.char == "dralor"
    assert any(a.startswith("move dralor") for a in notations(s)), "a respawned character is new (403.1b)"


def test_601_1c_python_grab_crit_stops_the_next_natural_move() -> None:
    s = position([ch("tidehunter", 1, "0,0"), ch("dralor", 0, "1,0", clock=1)], turn="tidehunter")
    s.rng.force([10, 1, 1, 1, 1, 1, 1])
    do(s, "play tidehunter python_grab dralor", "end tidehunter")
    assert s.turn is not None and s.turn.char == "dralor"
    assert not any(a.startswith("move") for a in notations(s))
    do(s, "end dralor")
    assert s.chars["dralor"].statuses == []


def test_403_2c_destroying_a_legendary_scores_8() -> None:
    s = position([ch("grom", 1, "0,0"), ch("jaina", 0, "1,0", health=1)], turn="grom")
    s.rng.force([5, 1, 1, 1, 1, 1])
    do(s, "play grom gorehowl jaina")
    assert s.vp == [0, 8]


def test_102_1_victory_points_reaching_honor_win() -> None:
    s = position(
        [ch("grom", 1, "0,0"), ch("jaina", 0, "1,0", health=1)],
        turn="grom",
        players=[{"name": "A", "vp": 0}, {"name": "B", "vp": 6}],
    )
    s.rng.force([5, 1, 1, 1, 1, 1])
    events = do(s, "play grom gorehowl jaina")
    assert s.is_terminal() and s.outcome() is not None
    assert s.outcome().winners == (1,)  # type: ignore[union-attr]
    assert kinds(events, "game_over")


def test_102_2_simultaneous_wins_go_to_the_largest_margin() -> None:
    chars = [ch("jaina", 0, "1,0", clock=7), ch("grom", 1, "-1,0", clock=7)]
    s = position(
        chars,
        master=5,
        the_board=board(vps=("0,0",)),
        players=[{"name": "A", "vp": 17}, {"name": "B", "vp": 13}],
    )
    assert s.is_terminal() and s.outcome().winners == (0,)  # type: ignore[union-attr]


def test_102_2_tied_margins_play_on() -> None:
    chars = [ch("jaina", 0, "1,0", clock=7), ch("grom", 1, "-1,0", clock=7)]
    s = position(
        chars,
        master=5,
        the_board=board(vps=("0,0",)),
        players=[{"name": "A", "vp": 15}, {"name": "B", "vp": 12}],
    )
    assert not s.is_terminal() and s.vp == [16, 13]


def test_708_5_adjacent_attacker_must_target_a_taunter() -> None:
    s = position([ch("jaina", 0, "0,0"), ch("grom", 1, "1,0"), ch("thrall", 1, "3,0")], turn="jaina")
    plays = [a for a in notations(s) if a.startswith("play")]
    assert plays == ["play jaina frostbolt grom"]


def test_708_4_stealthed_character_gets_physical_power_and_no_enemy_reacts() -> None:
    bop = [{"id": "blessing_of_protection", "face_up": True}]
    s = position(
        [ch("rokhan", 1, "0,0"), ch("ruby", 0, "2,0"), ch("hodoon", 0, "3,0", cards=bop)],
        turn="rokhan",
        turn_player=1,
        stack=[{"kind": "TurnMenu", "char": "rokhan"}, {"kind": "BeginTurn", "char": "rokhan"}],
    )
    s2 = s.clone()
    do(s, "move rokhan 1,0")
    s.rng.force([5, 5, 5, 5, 1])
    events = do(s, "play rokhan backstab ruby")
    assert len(kinds(events, "dice_rolled")[0].data["dice"]) == 4, "Backstab P3 +1 while stealthed"
    assert not kinds(events, "react_played")
    do(s2, "move rokhan 2,-1")  # two spaces, next to Ruby: the attack keeps the turn open
    assert s2.turn is not None and s2.turn.spaces_moved == 2 and not s2.stealthed(s2.chars["rokhan"])


def test_600_4_protector_becomes_the_defender() -> None:
    s = position([ch("grom", 1, "0,0"), ch("jaina", 0, "1,0"), ch("tirion", 0, "2,0")], turn="grom")
    s.rng.force([5, 5, 5, 5, 5])
    do(s, "play grom gorehowl jaina")
    assert s.current_player() == 0 and notations(s) == ["no-protect", "protect tirion jaina"]
    s.rng.force([1, 1, 1, 1])
    events = do(s, "protect tirion jaina")
    assert kinds(events, "protected")
    assert s.chars["jaina"].health == 9 and s.chars["tirion"].health == 12 - 5


def test_407_2_aoe_attack_affects_enemies_in_the_triangle_only() -> None:
    cards = [{"id": "blizzard", "face_up": True}]
    s = position(
        [
            ch("jaina", 0, "-3,0", cards=cards),
            ch("grom", 1, "0,0"),
            ch("thrall", 1, "1,0"),
            ch("tirion", 0, "0,1"),
        ],
        turn="jaina",
    )
    acts = [a for a in notations(s) if "blizzard" in a]
    assert "play jaina blizzard 0,0/0" in acts
    s.rng.force([5, 5, 5, 1, 1, 1, 1, 1, 1])
    events = do(s, "play jaina blizzard 0,0/0")
    declared = kinds(events, "attack_declared")[0]
    assert sorted(declared.data["targets"]) == ["grom", "thrall"]
    assert len(kinds(events, "dice_rolled")) == 3, "one attack roll, two defense rolls"
    assert s.chars["tirion"].health == 12


def test_403_2b_battleground_ticks_up_two_and_resets_health() -> None:
    game = WowMinisGame({"battleground": True})
    s = position([ch("grom", 1, "0,0"), ch("jaina", 0, "1,0", health=1, clock=3)], turn="grom", game=game)
    s.rng.force([5, 1, 1, 1, 1, 1])
    do(s, "play grom gorehowl jaina")
    assert s.chars["jaina"].clock == 5 and s.chars["jaina"].health == 9
    assert GAME.options["battleground"] is False


def test_403_2c_kill_vp_to_killer_side_option() -> None:
    game = WowMinisGame({"kill_vp_to": "killer_side"})
    buffs = [{"card": "corruption", "party": 0}]
    s = position(
        [ch("ruby", 0, "0,0", health=2, buffs=buffs), ch("grom", 1, "3,0", clock=7)], master=5, game=game
    )
    assert s.chars["ruby"].pos is None and s.vp == [0, 0], "destroyed by its own side's debuff: nobody scores"
    s2 = position([ch("grom", 1, "0,0"), ch("jaina", 0, "1,0", health=1)], turn="grom", game=game)
    s2.rng.force([5, 1, 1, 1, 1, 1])
    do(s2, "play grom gorehowl jaina")
    assert s2.vp == [0, 8]


def test_708_5d_cleave_next_to_a_taunter_must_include_it() -> None:
    s = position(
        [ch("grom", 0, "0,0"), ch("grom_2", 1, "1,0", id="grom"), ch("thrall", 1, "0,1")], turn="grom"
    )
    plays = sorted(a for a in notations(s) if a.startswith("play grom cleave"))
    assert plays == ["play grom cleave grom_2", "play grom cleave grom_2+thrall"]


def test_705_1b_lotherin_crit_damages_adjacent_enemies_even_with_no_ally_to_heal() -> None:
    s = position(
        [ch("lotherin", 0, "0,0"), ch("thrall", 1, "1,0"), ch("haruka", 1, "2,1", clock=5)], turn="lotherin"
    )
    s.rng.force([10, 1, 1, 1, 1])
    do(s, "play lotherin wrath haruka")
    assert s.chars["haruka"].health == 9 - 1
    assert s.chars["thrall"].health == 11 - 1, "the crit damages the adjacent enemy"


def test_105_3_mandatory_rerolls_of_successes_come_with_the_optional_ones() -> None:
    buffs = [{"card": "curse_of_weakness", "party": 0}]
    s = position(
        [ch("grom", 1, "0,0", buffs=buffs), ch("jaina", 0, "1,0")],
        turn="grom",
        the_board=board(high=("0,0",)),
    )
    s.rng.force([1, 5, 5, 5, 5])
    do(s, "play grom gorehowl jaina")
    acts = notations(s)
    assert "keep" not in acts and "reroll 1" not in acts, "one success must be rerolled"
    assert "reroll 2" in acts and "reroll 1,2" in acts and "reroll 2,3" in acts
    assert "reroll 1,2,3" not in acts, "one mandatory plus one optional at most"


def test_105_3a_die_changing_comes_after_rerolls() -> None:
    cards = [{"id": "cold_blood", "face_up": True}]
    s = position(
        [ch("rokhan", 1, "0,0", cards=cards), ch("jaina", 0, "1,0")],
        turn="rokhan",
        the_board=board(high=("0,0",)),
    )
    do(s, "play rokhan cold_blood")
    s.rng.force([1, 2, 5])
    do(s, "play rokhan backstab jaina")
    s.rng.force([3, 1])
    events = do(s, "reroll 1")
    changed = kinds(events, "die_changed")[0]
    assert [d["final"] for d in changed.data["dice"]] == [3, 10, 5], "the lowest final die became the crit"
    assert kinds(events, "attack_roll")[0].data == {"hits": 2, "crit": True}
