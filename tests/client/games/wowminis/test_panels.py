"""What the panels say: clock positions and status, prompts, log entries and out-of-reach reasons."""

from __future__ import annotations

from typing import Any

from client.games.wowminis.info import abilities_of, unreachable_reasons
from client.games.wowminis.interaction import LegalIndex
from client.games.wowminis.panels.character import effect_notes
from client.games.wowminis.panels.clocks import status_lines, track_position
from client.games.wowminis.panels.log import entry_from_event
from client.games.wowminis.panels.prompt import prompt_state
from engine.games.wowminis.actions import act
from engine.games.wowminis.game import WowMinisGame
from engine.hex import Hex
from tests.engine.games.wowminis.builders import ch, position

GAME = WowMinisGame()


def _obs(**extra: Any) -> dict[str, Any]:
    chars = [
        {
            "uid": "jaina",
            "id": "jaina",
            "name": "Jaina Proudmoore",
            "controller": 0,
            "ahead": 0,
            "pos": "1,5",
        },
        {"uid": "ruby", "id": "ruby", "name": "Ruby Gemsparkle", "controller": 0, "ahead": 0, "pos": None},
        {"uid": "grom", "id": "grom", "name": "Grom Hellscream", "controller": 1, "ahead": 0, "pos": "3,3"},
        {"uid": "thrall", "id": "thrall", "name": "Thrall", "controller": 1, "ahead": 2, "pos": "4,4"},
    ]
    base: dict[str, Any] = {
        "master": 3,
        "characters": chars,
        "players": [{"name": "Alliance", "vp": 0, "honor": 40}, {"name": "Horde", "vp": 2, "honor": 41}],
        "to_act": 0,
        "pending": {"kind": "NextChar", "player": 0},
        "turn": None,
        "outcome": None,
    }
    base.update(extra)
    return base


def test_a_clock_sits_on_the_track_space_ahead_of_the_master_clock_wrapping_after_10() -> None:
    assert track_position(3, 0) == 3
    assert track_position(9, 4) == 3


def test_the_status_names_who_chooses_among_whom_and_who_comes_next() -> None:
    now, nxt = status_lines(_obs(), you=0)
    assert now == "You choose who acts: Jaina or Ruby, whose clocks are at the master clock (3)."
    assert nxt.startswith("Next: Thrall, 2 ticks later")


def test_during_a_turn_the_status_says_why_the_character_acts() -> None:
    now, _ = status_lines(_obs(turn={"char": "grom"}, pending={"kind": "TurnMenu"}, to_act=1), you=0)
    assert now == "Grom Hellscream's turn: its clock reached the master clock (3)."


def test_400_3_a_borrowed_turn_says_who_took_control() -> None:
    obs = _obs(turn={"char": "grom"}, pending={"kind": "TurnMenu"}, to_act=0)
    obs["characters"][2]["controlled_by"] = "jaina"
    now, _ = status_lines(obs, you=0)
    assert now == "Grom Hellscream's borrowed turn: Jaina Proudmoore took control of it (400.3)."


def test_a_reroll_prompt_offers_keep_first_then_rerolls_of_failed_dice() -> None:
    obs = _obs(pending={"kind": "RerollChoice"}, attack={"dice": [2, 8, 3], "defense_dice": []})
    index = LegalIndex([act("keep"), act("reroll", "1"), act("reroll", "2"), act("reroll", "1,3")])
    state = prompt_state(
        obs,
        index,
        you_decide=True,
        actor_name="You",
        thinking=False,
        selected=None,
        ability_name=None,
        picked=(),
        can_confirm=False,
        max_buttons=9,
    )
    labels = [b[0] for b in state.buttons]
    assert labels == ["Keep the dice", "Reroll dice 1 (2), 3 (3)", "Reroll die 1 (2)", "Reroll die 2 (8)"]
    assert [b[3] for b in state.buttons] == ["1", "2", "3", "4"]


def test_while_the_computer_decides_the_prompt_says_so_and_offers_nothing() -> None:
    state = prompt_state(
        _obs(to_act=1),
        LegalIndex([]),
        you_decide=False,
        actor_name="Computer",
        thinking=True,
        selected=None,
        ability_name=None,
        picked=(),
        can_confirm=False,
        max_buttons=9,
    )
    assert state.waiting and state.title == "Computer is thinking" and not state.buttons


def test_a_dice_event_becomes_a_log_line_with_each_final_face() -> None:
    data = {"roller": "jaina", "kind": "attack", "dice": [{"first": 2, "final": 9, "rerolled": True}, 10, 3]}
    entry = entry_from_event("dice_rolled", "Jaina rolls 3 attack dice.", data)
    assert entry.dice == ((9, 2, False), (10, 10, True), (3, 3, False))


def test_abilities_list_printed_ones_then_action_bar_cards_with_their_state() -> None:
    char = {
        "id": "jaina",
        "cards": [{"id": "blizzard", "face_up": True, "exhausted": True}, {"face_down": True}],
    }
    infos = abilities_of(char, GAME.catalog)
    assert [(i.key, i.state) for i in infos] == [
        ("frostbolt", "printed"),
        ("blizzard", "exhausted"),
        ("", "face down"),
    ]
    assert infos[1].aoe and infos[1].cost == 4 and infos[1].max_range == 4


def test_an_ability_card_aims_where_the_engine_targets_allies_for_intervene_enemies_for_spellsteal() -> None:
    char = {
        "id": "jaina",
        "cards": [{"id": "intervene", "face_up": True}, {"id": "spellsteal", "face_up": True}],
    }
    hostile = {i.key: i.hostile for i in abilities_of(char, GAME.catalog)}
    assert hostile == {"frostbolt": True, "intervene": False, "spellsteal": True}


def test_405_4_an_enemy_behind_a_blocking_midpoint_is_explained_and_a_far_one_is_too_far() -> None:
    board = GAME.boards["training"]
    frostbolt = abilities_of({"id": "jaina", "cards": []}, GAME.catalog)[0]
    enemies = {"thrall": Hex(5, 3), "haruka": Hex(4, 0), "grom": Hex(-1, 3)}
    reasons = {
        r.uid: r
        for r in unreachable_reasons(
            board, Hex(1, 5), frostbolt, enemies, {"grom"}, frozenset(enemies.values())
        )
    }
    assert set(reasons) == {"thrall", "haruka"}
    assert reasons["haruka"].reason == "Too far: distance 5, Frostbolt has range 4."
    assert reasons["thrall"].los is not None and reasons["thrall"].los.midpoint == Hex(3, 4)


def test_401_the_character_panel_names_counters_on_it_and_on_its_cards() -> None:
    s = position(
        [
            ch(
                "jaina",
                0,
                "0,0",
                counters={"armor+1": 2, "soul_shard": 1},
                cards=[{"id": "arcane_explosion", "face_up": True, "counters": {"arcane_charge": 3}}],
            ),
            ch("grom", 1, "3,0", clock=3),
        ],
        turn="jaina",
    )
    jaina = s.observation(0)["characters"][0]
    assert effect_notes(jaina, GAME.catalog) == [
        "2 +1 armor counters",
        "a Soul Shard counter",
        "3 Arcane Charge counters on Arcane Explosion",
    ]
