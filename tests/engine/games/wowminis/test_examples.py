"""The rulebook's worked examples that no other test file starts from, each from its literal situation.

docs/wowminis-examples.md lists every example of the rulebook with the test that covers it (here or
elsewhere). Where the rulebook names a character or card our roster lacks, a small card is added to a
copy of the shipped content (``_game_with``) and the docs table says so.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from engine.core import BadInputError, Event
from engine.games.wowminis.content import CONTENT_DIR
from engine.games.wowminis.game import WowMinisGame
from engine.games.wowminis.parties import card_allowed
from engine.games.wowminis.state import WowState

from .builders import GAME, board, ch, do, kinds, notations, position

# A hunter's melee attack card (WoW's Raptor Strike): the rulebook's Haruka Skycaller makes (Melee)
# attacks, and our Haruka's only printed attack is (Ranged).
RAPTOR_STRIKE: dict[str, Any] = {
    "id": "raptor_strike",
    "name": "Raptor Strike",
    "category": "action",
    "type": "attack",
    "cost": 2,
    "restriction": {"class": "hunter"},
    "ability": {"id": "raptor_strike", "name": "Raptor Strike", "stats": "T2 R1 P3", "damage_type": "melee"},
}

# A third source of optional rerolls for 105.3's example (we ship two: high ground and Strength of Earth).
WINDFURY_TOTEM: dict[str, Any] = {
    "id": "windfury_totem",
    "name": "Windfury Totem",
    "category": "action",
    "type": "totem",
    "cost": 1,
    "restriction": {"class": "shaman"},
    "totem": {"health": 2, "reroll_damage_type": "melee", "reroll_dice": 1},
}

# 202.2's "Elemental [class]" restriction line: a card for the Elemental talent specialization of shamans.
ELEMENTAL_MASTERY: dict[str, Any] = {
    "id": "elemental_mastery",
    "name": "Elemental Mastery",
    "category": "instant",
    "type": "effect",
    "cost": 0,
    "restriction": {"class": "shaman", "talent": "elemental"},
    "ability": {
        "id": "elemental_mastery",
        "name": "Elemental Mastery",
        "stats": "T0",
        "speed": "instant",
        "effects": [{"op": "next_attack", "target": "self", "power": 1}],
    },
}


def _game_with(tmp_path: Path, *cards: dict[str, Any]) -> WowMinisGame:
    """A game whose catalog is the shipped content plus ``cards``."""
    folder = tmp_path / "content"
    shutil.copytree(CONTENT_DIR, folder)
    path = folder / "cards.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["items"].extend(cards)
    path.write_text(json.dumps(data), encoding="utf-8")
    return WowMinisGame(content_dir=folder)


def _totem(uid: str, card: str, controller: int, pos: str) -> dict[str, Any]:
    return {"uid": uid, "card": card, "controller": controller, "pos": pos}


def _attack_rolls(events: list[Event]) -> list[Event]:
    return [e for e in kinds(events, "dice_rolled") if e.data["kind"] == "attack"]


# --- 105.3 ---------------------------------------------------------------------------------------


def test_105_3_example_three_rerolls_two_failures_rerolled_once_third_lost(tmp_path: Path) -> None:
    game = _game_with(tmp_path, WINDFURY_TOTEM)
    totems = [
        _totem("soe_1", "strength_of_earth_totem", 0, "0,0"),
        _totem("windfury_1", "windfury_totem", 0, "-1,0"),
    ]
    s = position(
        [ch("hodoon", 0, "0,0"), ch("grom", 1, "1,0", clock=5)],
        turn="hodoon",
        game=game,
        totems=totems,
        the_board=board(high=("0,0",)),
    )
    s.rng.force([1, 2, 5])
    do(s, "play hodoon hammer grom")
    assert "reroll 1,2,3" in notations(s), "three optional rerolls: high ground and two totems"
    s.rng.force([3, 2, 1, 1])
    events = do(s, "reroll 1,2")
    rerolled = _attack_rolls(events)[0].data
    assert [(d["final"], d["rerolled"]) for d in rerolled["dice"]] == [(3, True), (2, True), (5, False)]
    assert len(_attack_rolls(events)) == 1 and s.attack is None, "no further reroll: the third one is lost"
    assert s.chars["grom"].health == 12 - 1


# --- 105.3b --------------------------------------------------------------------------------------


def test_105_3b_example_crit_counts_only_on_the_final_roll_after_reroll_and_cold_blood() -> None:
    cards = [{"id": "cold_blood", "face_up": True}]
    s = position(
        [ch("shaw", 0, "0,0", cards=cards), ch("grom", 1, "1,0", clock=5)],
        turn="shaw",
        the_board=board(high=("0,0",)),
    )
    do(s, "play shaw cold_blood")
    s.rng.force([1, 5])
    events = do(s, "play shaw gouge grom")
    assert not _attack_rolls(events)[0].data["crit"], "the initial roll has no crit"
    s.rng.force([3, 1, 1])
    events = do(s, "reroll 1")
    assert not _attack_rolls(events)[0].data["crit"], "nor does the roll after the reroll"
    assert kinds(events, "attack_roll")[0].data == {"hits": 2, "crit": True}, (
        "Cold Blood makes the final crit"
    )
    assert s.chars["grom"].statuses == ["cant_move_next_turn"], "so Gouge's crit ability applies"


# --- 202.2 ---------------------------------------------------------------------------------------


def test_202_2_example_only_an_elemental_race_holds_elemental_charge() -> None:
    chars, charge = GAME.catalog.characters, GAME.catalog.cards["elemental_charge"]
    assert card_allowed(chars["fire_spirit"], charge) == ""
    assert card_allowed(chars["dralor"], charge) == "Elemental Charge needs race elemental"
    assert card_allowed(chars["thrall"], charge) == "Elemental Charge needs race elemental", (
        "Thrall is an Elemental shaman by talent, not of the Elemental race"
    )


def test_202_2_example_elemental_class_line_means_the_talent_specialization(tmp_path: Path) -> None:
    catalog = _game_with(tmp_path, ELEMENTAL_MASTERY).catalog
    mastery = catalog.cards["elemental_mastery"]
    assert card_allowed(catalog.characters["thrall"], mastery) == ""
    assert card_allowed(catalog.characters["fire_spirit"], mastery) == "Elemental Mastery needs class shaman"


def test_600_4a_elemental_charge_attack_cannot_be_redirected_by_a_protector() -> None:
    def table(charge: bool) -> WowState:
        cards = [{"id": "elemental_charge"}] if charge else []
        return position(
            [
                ch("fire_spirit", 1, "0,0", cards=cards),
                ch("jaina", 0, "2,0"),
                ch("tirion", 0, "3,0", clock=5),
            ],
            turn="fire_spirit",
        )

    plain = table(charge=False)
    plain.rng.force([5, 5, 5, 1, 1, 1, 1])
    do(plain, "play fire_spirit flame_lash jaina")
    assert notations(plain) == ["no-protect", "protect tirion jaina"], "Tirion may protect a plain attack"
    s = table(charge=True)
    do(s, "play fire_spirit elemental_charge")
    s.rng.force([5, 5, 5, 5, 1, 1, 1, 1])
    events = do(s, "play fire_spirit flame_lash jaina")
    assert not kinds(events, "protected") and s.attack is None, "600.4a: nobody is asked to protect"
    assert s.chars["jaina"].health == 9 - 4 and s.chars["tirion"].health == 12


def test_708_5_elemental_charge_attack_is_not_taunted() -> None:
    s = position(
        [
            ch("fire_spirit", 0, "0,0", cards=[{"id": "elemental_charge"}]),
            ch("grom", 1, "1,0", clock=5),
            ch("jaina", 1, "-2,0", clock=5),
        ],
        turn="fire_spirit",
    )
    assert [a for a in notations(s) if a.startswith("play fire_spirit flame_lash")] == [
        "play fire_spirit flame_lash grom"
    ], "next to Grom's taunt (708.5)"
    do(s, "play fire_spirit elemental_charge")
    assert [a for a in notations(s) if a.startswith("play fire_spirit flame_lash")] == [
        "play fire_spirit flame_lash grom",
        "play fire_spirit flame_lash jaina",
    ]


# --- 303.1 ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(("key", "value"), [("race", "beast"), ("class", "hunter"), ("faction", "monster")])
def test_303_1_example_a_form_cannot_turn_a_tauren_into_a_beast(tmp_path: Path, key: str, value: str) -> None:
    beast_form = {
        "id": "beast_form",
        "name": "Beast Form",
        "category": "action",
        "type": "form",
        "cost": 1,
        "restriction": {"class": "druid"},
        "form": {"modifiers": [{"stat": "armor", "amount": 2}], key: value},
    }
    with pytest.raises(BadInputError, match=f"form: unknown key '{key}'"):
        _game_with(tmp_path, beast_form)


# --- 404.5 ---------------------------------------------------------------------------------------


def test_404_5_example_warrior_stays_when_a_character_stands_on_the_totem() -> None:
    totems = [_totem("soe_1", "strength_of_earth_totem", 1, "2,0")]
    s = position(
        [
            ch("grom", 1, "0,0", cards=[{"id": "intervene", "face_up": True}]),
            ch("thrall", 1, "2,0", clock=5),
            ch("jaina", 0, "-4,4", clock=5),
        ],
        turn="grom",
        totems=totems,
    )
    do(s, "play grom intervene soe_1")
    assert str(s.chars["grom"].pos) == "0,0" and str(s.totems["soe_1"].pos) == "2,0"
    assert str(s.chars["thrall"].pos) == "2,0"


# --- 405.2 ---------------------------------------------------------------------------------------


def test_405_2_example_range_1_reaches_adjacent_enemies_and_a_totem_in_the_same_space() -> None:
    totems = [_totem("stoneclaw_totem_1", "stoneclaw_totem", 0, "0,0")]
    s = position(
        [ch("grom", 1, "0,0"), ch("jaina", 0, "1,0", clock=5), ch("ruby", 0, "2,0", clock=5)],
        turn="grom",
        totems=totems,
    )
    plays = [a for a in notations(s) if a.startswith("play grom gorehowl")]
    assert plays == ["play grom gorehowl jaina", "play grom gorehowl stoneclaw_totem_1"]


# --- 600.1c --------------------------------------------------------------------------------------


def test_600_1c_example_arcane_shot_on_a_paladin_no_blessing_but_adjacent_mage_counterspells() -> None:
    def table(shot: bool) -> WowState:
        hunter = [{"id": "arcane_shot", "face_up": True}] if shot else []
        return position(
            [
                ch("haruka", 1, "0,0", cards=hunter),
                ch("tirion", 0, "3,0", cards=[{"id": "blessing_of_protection"}]),
                ch("jaina", 0, "3,-1", cards=[{"id": "counterspell"}]),
            ],
            turn="haruka",
        )

    plain = table(shot=False)
    do(plain, "play haruka aimed_shot tirion")
    assert notations(plain) == ["pass", "react tirion blessing_of_protection"], "a physical attack"
    s = table(shot=True)
    do(s, "play haruka arcane_shot", "pass", "play haruka aimed_shot tirion")
    assert notations(s) == ["pass", "react jaina counterspell"]
    events = do(s, "react jaina counterspell")
    assert kinds(events, "attack_negated") and s.chars["tirion"].health == 12


def test_600_1c_counterspell_needs_the_playing_enemy_within_range_and_los() -> None:
    def window(jaina: str, cover: tuple[str, ...] = ()) -> list[str]:
        s = position(
            [
                ch("haruka", 1, "-1,0", cards=[{"id": "arcane_shot", "face_up": True}]),
                ch("jaina", 0, jaina, cards=[{"id": "counterspell"}]),
            ],
            turn="haruka",
            the_board=board(cover=cover),
        )
        do(s, "play haruka arcane_shot")
        return notations(s) if s.current_player() == 0 else []

    assert window("4,0") == ["pass", "react jaina counterspell"], "range 5 (R5)"
    assert window("5,0") == [], "range 6: out of Counterspell's range"
    assert window("2,0", cover=("0,0",)) == [], "in range, but cover blocks the only shortest path (405.3)"


# --- 601.1b --------------------------------------------------------------------------------------


def test_601_1b_example_cleave_from_high_ground_one_roll_one_reroll_for_both() -> None:
    s = position(
        [ch("grom", 1, "0,0"), ch("jaina", 0, "1,0", clock=5), ch("ruby", 0, "0,1", clock=5)],
        turn="grom",
        the_board=board(high=("0,0",)),
    )
    s.rng.force([1, 5, 5, 5])
    events = do(s, "play grom cleave jaina+ruby")
    assert [e.data["kind"] for e in kinds(events, "dice_rolled")] == ["attack"], "rerolls come before defense"
    assert notations(s) == ["keep", "reroll 1", "reroll 2", "reroll 3", "reroll 4"], (
        "one reroll, not one each"
    )
    s.rng.force([6, 1, 1, 1, 1, 1])
    events = do(s, "reroll 1", "damage-order jaina,ruby")
    rolls = [e.data["kind"] for e in kinds(events, "dice_rolled")]
    assert rolls == ["attack", "defense", "defense"]
    assert (s.chars["jaina"].health, s.chars["ruby"].health) == (9 - 4, 8 - 4)


# --- 704.2d --------------------------------------------------------------------------------------


def _pet_with_rejuvenation_and_corruption() -> WowState:
    """Fury at 2 maximum health (a health -3 counter, 402.3a) with 1 remaining, both buffs on."""
    fury = ch(
        "fury",
        1,
        "0,0",
        master="haruka",
        clock=7,
        health=1,
        counters={"health-3": 1},
        buffs=[{"card": "rejuvenation", "party": 1}, {"card": "corruption", "party": 0}],
    )
    return position([ch("haruka", 1, "3,0", clock=7), fury, ch("jaina", 0, "-3,0", clock=7)], master=5)


def test_704_2d_example_pet_corruption_then_rejuvenation_stays_in_play() -> None:
    s = _pet_with_rejuvenation_and_corruption()
    assert s.max_health(s.chars["fury"]) == 2 and s.current_player() == 1
    events = do(s, "order fury corruption,rejuvenation")
    assert [e.data["health"] for e in events if e.kind in ("damage", "healed")] == [-1, 1]
    assert s.chars["fury"].pos is not None and s.chars["fury"].health == 1


def test_704_2d_example_pet_rejuvenation_then_corruption_is_destroyed() -> None:
    s = _pet_with_rejuvenation_and_corruption()
    events = do(s, "order fury rejuvenation,corruption")
    assert [e.data["health"] for e in events if e.kind in ("damage", "healed")] == [2, 0], "healed to 2 only"
    assert kinds(events, "destroyed") and s.chars["fury"].pos is None


def test_704_2d_example_ruby_next_to_two_harvest_golems_moves_1_and_is_hit_once() -> None:
    s = position(
        [
            ch("ruby", 0, "0,0"),
            ch("harvest_golem", 1, "1,0", clock=5),
            ch("golem_2", 1, "-1,1", id="harvest_golem", clock=5),
        ],
        turn="ruby",
    )
    events = do(s, "move ruby 0,1")
    assert [e.kind for e in events] == ["moved", "damage"], "still next to both golems, one Harvest Flesh"
    assert s.chars["ruby"].health == 8 - 1


# --- 704.3b --------------------------------------------------------------------------------------


def test_704_3b_example_haruka_next_to_two_strength_of_earth_totems_rerolls_one_melee_die(
    tmp_path: Path,
) -> None:
    game = _game_with(tmp_path, RAPTOR_STRIKE)
    totems = [
        _totem("soe_1", "strength_of_earth_totem", 1, "1,0"),
        _totem("soe_2", "strength_of_earth_totem", 1, "-1,0"),
    ]
    s = position(
        [
            ch("haruka", 1, "0,0", cards=[{"id": "raptor_strike", "face_up": True}]),
            ch("jaina", 0, "0,1", clock=5),
        ],
        turn="haruka",
        game=game,
        totems=totems,
    )
    s.rng.force([1, 2, 5])
    do(s, "play haruka raptor_strike jaina")
    assert notations(s) == ["keep", "reroll 1", "reroll 2", "reroll 3"]


def test_704_3b_example_strength_of_earth_gives_no_reroll_to_a_ranged_attack() -> None:
    totems = [_totem("soe_1", "strength_of_earth_totem", 1, "1,0")]
    s = position([ch("haruka", 1, "0,0"), ch("jaina", 0, "0,3", clock=5)], turn="haruka", totems=totems)
    s.rng.force([1, 2, 5, 5, 1, 1, 1, 1])
    do(s, "play haruka aimed_shot jaina")
    assert s.attack is None, "Aimed Shot is (Ranged): no reroll was offered"
    assert s.chars["jaina"].health == 9 - 2


# --- 705.1b --------------------------------------------------------------------------------------


def test_705_1b_example_lotherin_crit_heals_adjacent_allies_even_with_no_enemy_to_damage() -> None:
    s = position(
        [ch("lotherin", 0, "0,0"), ch("ruby", 0, "1,0", health=5, clock=5), ch("haruka", 1, "-3,0", clock=5)],
        turn="lotherin",
    )
    s.rng.force([10, 1, 1, 1, 1])
    events = do(s, "play lotherin wrath haruka")
    assert s.chars["haruka"].health == 9 - 1
    assert s.chars["ruby"].health == 5 + 1, "the crit heals the adjacent ally"
    assert [e.data["char"] for e in kinds(events, "damage")] == ["haruka"]
