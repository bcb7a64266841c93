"""Vocabulary entries no shipped core card uses yet, checked with card files written by the test."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine.games.hearthstone.cards import load_catalog
from engine.games.hearthstone.positions import build
from engine.games.hearthstone.state import HearthstoneState
from tests.engine.games.hearthstone.helpers import attack, find, game, hero, play, position


def _position(tmp_path: Path, cards: list[dict[str, Any]], spec: dict[str, Any]) -> HearthstoneState:
    (tmp_path / "vocabulary.json").write_text(json.dumps({"cards": cards}), encoding="utf-8")
    g = game()
    g.catalog = load_catalog(g.catalog.db, tmp_path)
    return build(g, spec)


def test_an_aura_limited_to_a_race_gives_only_beasts_charge(tmp_path: Path) -> None:
    rhino = {"id": "DS1_178", "aura": [{"to": "friendly_minions", "keywords": ["charge"], "race": "BEAST"}]}
    state = _position(
        tmp_path,
        [rhino],
        {
            "players": [
                {
                    "board": [
                        "DS1_178",
                        {"card": "CS2_120", "exhausted": True},
                        {"card": "CS2_182", "exhausted": True},
                    ]
                },
                {},
            ]
        },
    )
    attackers = {state.ents[a.source].card.id for a in state.legal_actions() if a.verb == "attack"}
    assert attackers == {"DS1_178", "CS2_120"}


def test_pick_count_damages_that_many_different_random_minions(tmp_path: Path) -> None:
    shot = {
        "id": "DS1_183",
        "play": [
            {"effect": "damage", "target": "enemy_minions", "pick": "random", "pick_count": 2, "amount": "$1"}
        ],
    }
    state = _position(
        tmp_path, [shot], {"players": [{"hand": ["DS1_183"]}, {"board": ["CS2_200", "CS2_200", "CS2_200"]}]}
    )
    play(state, "DS1_183")
    assert sorted(state.ents[i].damage for i in state.players[1].board) == [0, 3, 3]


def test_amount_from_hero_attack_and_the_chosen_frozen_condition(tmp_path: Path) -> None:
    savagery = {
        "id": "EX1_578",
        "target": "any_minion",
        "play": [{"effect": "damage", "target": "chosen", "amount": 0, "amount_from": "hero_attack"}],
    }
    ice_lance = {
        "id": "CS2_031",
        "target": "any_character",
        "play": [
            {
                "effect": "if",
                "cond": "chosen_frozen",
                "then": [{"effect": "damage", "target": "chosen", "amount": "$1"}],
                "else": [{"effect": "freeze", "target": "chosen"}],
            }
        ],
    }
    state = _position(
        tmp_path,
        [savagery, ice_lance],
        {
            "players": [
                {"hand": ["EX1_578", "CS2_031", "CS2_031"], "hero_attack": 3},
                {"board": ["CS2_200"], "health": 30},
            ]
        },
    )
    play(state, "EX1_578", find(state, "CS2_200"))
    assert find(state, "CS2_200").health == 4
    play(state, "CS2_031", hero(state, 1))
    play(state, "CS2_031", hero(state, 1))
    assert hero(state, 1).health == 26
    attack(state, hero(state, 0), find(state, "CS2_200"))
    assert find(state, "CS2_200").health == 1


def test_elusive_minions_cannot_be_targeted_by_spells_or_hero_powers() -> None:
    state = position(
        {"players": [{"hand": ["CS2_029"], "hero": "HERO_08", "board": ["CS2_182"]}, {"board": ["NEW1_023"]}]}
    )
    dragon = find(state, "NEW1_023")
    targets = {a.target for a in state.legal_actions() if a.verb in ("play", "power")}
    assert dragon.id not in targets and hero(state, 1).id in targets
    assert dragon.id in {a.target for a in state.legal_actions() if a.verb == "attack"}


def test_numbered_filter_and_aura_while_have_weapon(tmp_path: Path) -> None:
    kodo = {
        "id": "NEW1_041",
        "play": [
            {"effect": "destroy", "target": "enemy_minions", "filter": "attack_at_most:2", "pick": "random"}
        ],
    }
    deckhand = {"id": "CS2_146", "aura": [{"to": "self", "keywords": ["charge"], "while": "have_weapon"}]}
    state = _position(
        tmp_path,
        [kodo, deckhand],
        {
            "players": [
                {"hand": ["NEW1_041", "CS2_146"], "mana": 10, "weapon": "CS2_106"},
                {"board": ["CS2_182", "CS2_120"], "health": 30},
            ]
        },
    )
    play(state, "NEW1_041")
    assert [state.ents[i].card.id for i in state.players[1].board] == ["CS2_182"]
    play(state, "CS2_146")
    assert find(state, "CS2_146").id in {a.source for a in state.legal_actions() if a.verb == "attack"}


def test_set_remaining_health_keeps_the_maximum(tmp_path: Path) -> None:
    alexstrasza = {
        "id": "EX1_561",
        "target": "any_hero",
        "play": [{"effect": "set_remaining_health", "target": "chosen", "amount": 15}],
    }
    state = _position(tmp_path, [alexstrasza], {"players": [{"hand": ["EX1_561"]}, {"health": 30}]})
    play(state, "EX1_561", hero(state, 1))
    assert (hero(state, 1).health, hero(state, 1).max_health) == (15, 30)


def test_copy_cards_from_the_opponents_hand_without_their_cost_changes(tmp_path: Path) -> None:
    vision = {"id": "CS2_003", "play": [{"effect": "copy_cards", "from": "opponent_hand"}]}
    state = _position(tmp_path, [vision], {"players": [{"hand": ["CS2_003"]}, {"hand": ["CS2_182"]}]})
    state.ents[state.players[1].hand[0]].cost_change = -3
    play(state, "CS2_003")
    copy = state.ents[state.players[0].hand[0]]
    assert copy.card.id == "CS2_182" and copy.cost_change == 0 and len(state.players[1].hand) == 1


def test_look_and_draw_is_a_choice_of_the_player_after_the_sequence(tmp_path: Path) -> None:
    tracking = {"id": "DS1_184", "play": [{"effect": "look_and_draw", "count": 3}]}
    state = _position(
        tmp_path,
        [tracking],
        {"players": [{"hand": ["DS1_184"], "deck": ["CS2_120", "CS2_182", "CS2_200", "CS2_231"]}, {}]},
    )
    play(state, "DS1_184")
    assert state.current_player() == 0 and [str(a) for a in state.legal_actions()] == [
        "choose opt1",
        "choose opt2",
        "choose opt3",
    ]
    mine, theirs = state.observation(0), json.dumps(state.observation(1))
    assert [c["card"] for c in mine["choice"]["cards"]] == ["CS2_120", "CS2_182", "CS2_200"]
    assert state.observation(1)["choice"] == {"player": 0, "count": 3}
    assert all(ref not in theirs for ref in state.hidden_from(1)) and state.hidden_from(1)
    restored = state.game.state_from_dict(json.loads(json.dumps(state.to_dict())))
    assert restored.state_hash() == state.state_hash()
    state.apply_action(state.game.parse_action("choose opt2", state))
    assert [state.ents[i].card.id for i in state.players[0].hand] == ["CS2_182"]
    assert [c.id for c in state.players[0].deck] == ["CS2_231"] and state.current_player() == 0


@pytest.mark.parametrize(
    ("card", "foe_board", "weapon", "playable"),
    [
        ("CS2_074", [], None, False),
        ("CS2_074", [], "CS2_082", True),
        ("CS2_233", ["CS2_182"], None, False),
        ("CS2_233", ["CS2_182"], "CS2_082", True),
        ("CS2_114", ["CS2_182"], None, False),
        ("CS2_114", ["CS2_182", "CS2_182"], None, True),
        ("EX1_251", ["CS2_182"], None, False),
        ("EX1_251", ["CS2_182", "CS2_182"], None, True),
    ],
)
def test_a_play_requirement_decides_whether_the_card_can_be_played(
    card: str, foe_board: list[str], weapon: str | None, playable: bool
) -> None:
    me: dict[str, Any] = {"hand": [card]}
    if weapon:
        me["weapon"] = weapon
    state = position({"players": [me, {"board": foe_board}]})
    in_hand = find(state, card)
    assert any(a.verb == "play" and a.source == in_hand.id for a in state.legal_actions()) == playable


SENSE_DEMONS = {
    "id": "EX1_317",
    "play": [{"effect": "draw_matching", "race": "DEMON", "count": 2, "card": "EX1_317t"}],
}
MINDGAMES = {"id": "EX1_345", "play": [{"effect": "summon_deck_copy", "card": "EX1_345t"}]}
BRAWL = {
    "id": "EX1_407",
    "requires": ["two_minions"],
    "play": [{"effect": "destroy_all_but_one", "target": "all_minions"}],
}


def test_draw_matching_draws_demons_then_adds_the_fallback_card(tmp_path: Path) -> None:
    spec = {"players": [{"hand": ["EX1_317"], "deck": ["CS2_231", "CS2_065", "CS2_182"]}, {}]}
    state = _position(tmp_path, [SENSE_DEMONS], spec)
    play(state, "EX1_317")
    pl = state.players[0]
    assert [state.ents[i].card.id for i in pl.hand] == ["CS2_065", "EX1_317t"]
    assert [c.id for c in pl.deck] == ["CS2_182", "CS2_231"]


def test_summon_deck_copy_copies_an_opponents_minion_or_summons_the_fallback(tmp_path: Path) -> None:
    spec = {"players": [{"hand": ["EX1_345", "EX1_345"]}, {"deck": ["CS2_182", "CS2_025"]}]}
    state = _position(tmp_path, [MINDGAMES], spec)
    play(state, "EX1_345")
    assert [state.ents[i].card.id for i in state.players[0].board] == ["CS2_182"]
    assert len(state.players[1].deck) == 2
    state.players[1].deck = [c for c in state.players[1].deck if c.type != "minion"]
    play(state, "EX1_345")
    assert [state.ents[i].card.id for i in state.players[0].board] == ["CS2_182", "EX1_345t"]


def test_destroy_all_but_one_spares_a_random_minion_and_needs_two(tmp_path: Path) -> None:
    survivors = set()
    for seed in range(10):
        players = [{"hand": ["EX1_407"], "board": ["CS2_231"]}, {"board": ["CS2_182", "CS2_120"]}]
        spec = {"seed": seed, "players": players}
        state = _position(tmp_path, [BRAWL], spec)
        play(state, "EX1_407")
        left = [state.ents[i].card.id for p in (0, 1) for i in state.players[p].board]
        assert len(left) == 1
        survivors.add(left[0])
    assert survivors == {"CS2_231", "CS2_182", "CS2_120"}
    alone = _position(tmp_path, [BRAWL], {"players": [{"hand": ["EX1_407"]}, {"board": ["CS2_182"]}]})
    assert not any(a.verb == "play" for a in alone.legal_actions())
