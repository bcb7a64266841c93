"""Cards as data: the grammar and its generated text, the budget, editions, validation and content."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine.core import BadInputError
from engine.games.keeper.budget import check_card
from engine.games.keeper.cards import card_from_dict
from engine.games.keeper.content import deck_problems, load_pool
from engine.games.keeper.editions import card_status
from engine.games.keeper.game import KeeperGame
from engine.games.keeper.text import ability_text, card_face
from tests.engine.games.keeper.helpers import game


def _minion(**extra: Any) -> dict[str, Any]:
    return {
        "id": "test_card",
        "name": "Test",
        "kind": "minion",
        "level": 2,
        "edition": 17,
        "sp": 1,
        "hp": 2,
        **extra,
    }


def _spell(ability: dict[str, Any], **extra: Any) -> dict[str, Any]:
    return {
        "id": "test_spell",
        "name": "Test Spell",
        "kind": "spell",
        "level": 3,
        "edition": 17,
        "abilities": [ability],
        **extra,
    }


DESTROY = {"effects": [{"op": "destroy"}], "target": {"what": "enemy_minion", "count": 1}}


def test_grammar_name_condition_ghost_play_cost_and_sentences() -> None:
    card = card_from_dict(
        _minion(
            level=6,
            abilities=[
                {
                    "name": "Last Rites",
                    "condition": "this_destroyed",
                    "ghost": True,
                    "costs": [{"kind": "pay_hp", "n": 2}],
                    "subs": [DESTROY, {"effects": [{"op": "draw", "n": 2}]}],
                    "tutorial": "It comes back for one last favour.",
                }
            ],
        ),
        "test",
    )
    assert ability_text(card.abilities[0]) == (
        "LAST RITES – When this card in your battlefield is destroyed (ghost-play): Pay 2 HP → "
        "Target 1 enemy minion and destroy it. Draw 2 cards. (It comes back for one last favour.)"
    )


def test_grammar_standard_condition_has_no_text_and_several_targets_read_the_targets() -> None:
    card = card_from_dict(
        _spell(
            {
                "subs": [
                    {
                        "effects": [{"op": "counter", "counter": "sword", "n": 2}],
                        "target": {"what": "your_minion", "count": 2, "up_to": True},
                    }
                ]
            }
        ),
        "test",
    )
    assert ability_text(card.abilities[0]) == (
        "Target up to 2 on-field minions of yours and place 2 Sword Counters on the targets."
    )


def test_grammar_hex_play_and_excavate_text() -> None:
    card = card_from_dict(
        _spell(
            {
                "condition": "any_time",
                "hex": True,
                "subs": [
                    {"effects": [{"op": "bury"}], "target": {"what": "excavate", "excavate": 3, "count": 1}}
                ],
            }
        ),
        "test",
    )
    assert ability_text(card.abilities[0]) == (
        "Any time (hex-play): Excavate 3 cards and target 1 card therein, then bury it."
    )
    assert "Level 3 · 17th Edition" in card_face(card)


@pytest.mark.parametrize(
    ("raw", "problem"),
    [
        (_minion(edition=None), "'edition' must be a whole number"),
        ({k: v for k, v in _minion().items() if k != "edition"}, "no Edition Indicator"),
        (_spell(DESTROY, abilities=[]), "exactly one ability"),
        (
            _spell({"subs": [{"effects": [{"op": "destroy"}]}]}),
            "acts on targets but the sub-ability selects none",
        ),
        (
            _spell({"subs": [{"effects": [{"op": "negate"}], "target": {"what": "enemy_minion"}}]}),
            "negate targets",
        ),
        (_spell({"subs": [{"effects": [{"op": "explode"}]}]}), "'op' must be one of"),
        (_minion(abilities=[{"subs": [DESTROY]}]), "a minion ability needs a name"),
        (_spell({"condition": "any_time", "ghost": True, "subs": [DESTROY]}), "needs an activation cost"),
    ],
)
def test_validation_names_the_file_the_card_and_the_problem(raw: dict[str, Any], problem: str) -> None:
    with pytest.raises(BadInputError) as err:
        card_from_dict(raw, "my_cards.json")
    assert "my_cards.json" in str(err.value) and "test_" in str(err.value) and problem in str(err.value)


def test_budget_each_level_buys_one_sp_or_two_hp_as_crafting_shows() -> None:
    for sp, hp in ((2, 0), (1, 2), (0, 4)):
        assert check_card(card_from_dict(_minion(sp=sp, hp=hp, level=2), "test")).ok
    verdict = check_card(card_from_dict(_minion(sp=2, hp=2, level=2), "test"))
    assert not verdict.ok and verdict.needed_level == 3 and "Too cheap" in verdict.explain()


def test_budget_an_ability_costs_a_minion_what_it_costs_a_spell_and_at_least_one_level() -> None:
    spell = card_from_dict(_spell({"subs": [{"effects": [{"op": "draw", "n": 1}]}]}, level=1), "test")
    minion = card_from_dict(
        _minion(
            sp=0,
            hp=0,
            level=1,
            abilities=[{"name": "Study", "subs": [{"effects": [{"op": "draw", "n": 1}]}]}],
        ),
        "test",
    )
    assert check_card(spell).needed_level == check_card(minion).needed_level == 1


def test_budget_strong_abilities_need_ultra_points() -> None:
    raw = _spell(
        {"subs": [{"effects": [{"op": "destroy"}], "target": {"what": "enemy_minion", "count": 2}}]}, level=6
    )
    verdict = check_card(card_from_dict(raw, "test"))
    assert not verdict.ok and verdict.needed_ultra == 2
    assert check_card(card_from_dict({**raw, "ultra": 2}, "test")).ok


def test_editions_clean_slate_and_revised_levels_prune_cards() -> None:
    sheathe = {"subs": [{"effects": [{"op": "sheathe"}], "target": {"what": "enemy_minion"}}]}
    assert card_status(card_from_dict(_spell(sheathe, edition=12), "t"))[0] == "pruned"
    assert card_status(card_from_dict(_spell(sheathe, edition=15), "t"))[0] == "pruned"
    assert card_status(card_from_dict(_spell(sheathe, edition=16), "t")) == ("valid", "")
    status, why = card_status(card_from_dict(_spell(sheathe, edition=18), "t"))
    assert status == "valid" and "newer" in why


def test_editions_refurbished_texts_rewrite_the_old_vocabulary() -> None:
    raw = _spell(
        {
            "condition": "any_time",
            "ghost_pay": True,
            "subs": [{"effects": [{"op": "summon_pawns", "n": 2, "level": 1}]}],
        },
        edition=14,
    )
    card = card_from_dict(raw, "old.json")
    a = card.abilities[0]
    assert a.hex and not a.ghost and a.subs[0].effects[0].op == "craft"
    assert ("summon x level y pawns", "craft x level y pawns") in card.refurbished
    assert ("ghost-play, must pay resource cost", "hex-play") in card.refurbished
    assert ability_text(a) == "Any time (hex-play): Craft 2 level 1 pawns."


def test_deck_building_40_to_60_cards_10_ultra_points_and_no_pruned_card() -> None:
    pool = game().pool
    assert deck_problems(pool, ["ember_imp"] * 39) == ["a deck holds 40 to 60 cards, this one 39"]
    assert deck_problems(pool, ["ember_imp"] * 30 + ["inferno_titan"] * 11) == [
        "11 Ultra Points in the deck, at most 10"
    ]
    assert deck_problems(pool, ["ember_imp"] * 40) == []


def test_starter_set_has_sixty_cards_and_four_legal_forty_card_decks() -> None:
    content = game().content
    assert len(content.cards) >= 60
    assert sorted(content.decks) == ["crypt", "embers", "grove", "tides"]
    for ids in content.decks.values():
        assert len(ids) == 40 and deck_problems(content.cards, ids) == []
    assert all(check_card(c).ok and card_status(c)[0] == "valid" for c in content.cards.values())


def test_user_cards_are_loaded_from_the_cards_folder_and_may_go_into_decks(tmp_path: Path) -> None:
    card = _minion(id="my_knight", name="My Knight", sp=1, hp=2, level=2)
    (tmp_path / "mine.json").write_text(json.dumps({"cards": [card]}))
    g = KeeperGame(user_dir=tmp_path)
    assert "my_knight" in g.pool and g.content.user_ids == frozenset({"my_knight"})
    s = g.new_initial_state(1, {"decks": [{"cards": {"my_knight": 40}}, "embers"]})
    assert s.n == 2


def test_user_card_with_a_taken_id_is_refused_naming_the_file(tmp_path: Path) -> None:
    (tmp_path / "dup.json").write_text(json.dumps({"cards": [_minion(id="fireball", name="Fake")]}))
    with pytest.raises(BadInputError, match="dup.json.*already taken"):
        load_pool(user_dir=tmp_path)


def test_default_cards_folder_is_under_the_user_data() -> None:
    from engine.games.keeper.content import user_card_dir

    assert user_card_dir().parts[-2:] == ("cards", "keeper")
