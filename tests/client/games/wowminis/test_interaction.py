"""Clicks to legal actions: the index groups the engine's legal actions by character and ability."""

from __future__ import annotations

from client.games.wowminis.interaction import LegalIndex, describe
from engine.games.wowminis.actions import act
from engine.hex import Hex

TURN = [
    act("end", "thrall"),
    act("flip", "thrall", "chain_lightning"),
    act("move", "thrall", "4,5"),
    act("move", "thrall", "3,5"),
    act("play", "thrall", "chain_lightning", "grom"),
    act("play", "thrall", "chain_lightning", "grom+jaina"),
    act("play", "thrall", "chain_lightning", "jaina"),
    act("play", "thrall", "doomhammer", "jaina"),
    act("play", "thrall", "elemental_charge"),
    act("play", "jaina", "blizzard", "4,3/0"),
    act("play", "jaina", "blizzard", "4,3/2"),
]
OBS = {
    "characters": [
        {"uid": "thrall", "name": "Thrall", "cards": [{"id": "chain_lightning", "name": "Chain Lightning"}]},
        {"uid": "jaina", "name": "Jaina Proudmoore", "cards": []},
    ],
    "players": [{"name": "Alliance"}, {"name": "Horde"}],
}


def test_clicking_a_reachable_space_moves_the_selected_character() -> None:
    index = LegalIndex(TURN)
    action = index.click_space(Hex(4, 5), selected="thrall", ability=None, occupant=None)
    assert str(action) == "move thrall 4,5"


def test_clicking_an_unreachable_space_does_nothing() -> None:
    index = LegalIndex(TURN)
    assert index.click_space(Hex(9, 9), selected="thrall", ability=None, occupant=None) is None


def test_clicking_a_target_plays_the_chosen_ability_on_it() -> None:
    index = LegalIndex(TURN)
    action = index.click_space(Hex(1, 1), selected="thrall", ability="doomhammer", occupant="jaina")
    assert str(action) == "play thrall doomhammer jaina"


def test_a_target_that_a_larger_target_set_extends_waits_for_more_picks() -> None:
    index = LegalIndex(TURN)
    assert index.click_space(Hex(1, 1), selected="thrall", ability="chain_lightning", occupant="grom") is None
    assert ("grom", "jaina") in index.play_targets("thrall", "chain_lightning")
    both = index.click_space(
        Hex(1, 2), selected="thrall", ability="chain_lightning", occupant="jaina", picked=["grom"]
    )
    assert str(both) == "play thrall chain_lightning grom+jaina"


def test_an_ability_without_targets_plays_at_once() -> None:
    index = LegalIndex(TURN)
    assert str(index.immediate_play("thrall", "elemental_charge")) == "play thrall elemental_charge"
    assert index.immediate_play("thrall", "doomhammer") is None


def test_aoe_clicks_pick_the_triangle_by_rotation() -> None:
    index = LegalIndex(TURN)
    assert set(index.aoe_choices("jaina", "blizzard")) == {Hex(4, 3)}
    first = index.click_space(Hex(4, 3), selected="jaina", ability="blizzard", occupant=None)
    second = index.click_space(Hex(4, 3), selected="jaina", ability="blizzard", occupant=None, aoe_rotation=1)
    assert (str(first), str(second)) == ("play jaina blizzard 4,3/0", "play jaina blizzard 4,3/2")


def test_actions_are_grouped_by_character_and_ability() -> None:
    index = LegalIndex(TURN)
    assert index.actors() == ["thrall", "jaina"]
    assert index.abilities_of("thrall") == ["chain_lightning", "doomhammer", "elemental_charge"]
    assert index.target_uids("thrall", "chain_lightning") == {"grom", "jaina"}
    assert str(index.ends["thrall"]) == "end thrall"
    assert str(index.flips[("thrall", "chain_lightning")]) == "flip thrall chain_lightning"


def test_prompt_choices_are_kept_apart_from_board_actions() -> None:
    index = LegalIndex([act("keep"), act("reroll", "1"), act("reroll", "1,3")])
    assert [str(a) for a in index.choices] == ["keep", "reroll 1", "reroll 1,3"]
    assert not index.moves and not index.plays


def test_actions_read_in_plain_words() -> None:
    assert describe(act("next", "jaina"), OBS) == "Jaina Proudmoore acts next"
    assert describe(act("first", "p2"), OBS) == "Horde goes first"
    assert describe(act("reroll", "1,3"), OBS) == "Reroll dice 1, 3"
    assert describe(act("play", "thrall", "chain_lightning", "grom+jaina"), OBS) == (
        "Thrall: Chain Lightning on Grom and Jaina Proudmoore"
    )


def test_teleport_and_push_ends_are_picked_on_the_board_like_spawn_points() -> None:
    index = LegalIndex([act("push", "grom", "3,0"), act("push", "grom", "4,0")])
    assert set(index.spawns["grom"]) == {Hex(3, 0), Hex(4, 0)}
    action = index.click_space(Hex(4, 0), selected="grom", ability=None, occupant=None)
    assert str(action) == "push grom 4,0"


def test_turn_options_without_a_space_or_ability_are_prompt_choices() -> None:
    index = LegalIndex([act("end", "lotherin"), act("drop", "lotherin")])
    assert [str(a) for a in index.choices] == ["drop lotherin"]
    assert describe(index.choices[0], OBS) == "Lotherin drops out of the form"
