"""Keywords: one test per keyword of the rulebook's Keywords section, from literal positions."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.games.keeper.game import KeeperGame
from tests.engine.games.keeper.helpers import act, legal, position, u

FILL = ["reef_crab"] * 6


def _cast(spell: str, resources: int, keep: bool = False, **mine: object) -> dict[str, object]:
    """A player holding ``spell`` with ``resources`` resources (plus ``mine``); ``keep`` adds an Ember Imp
    and a resource to summon it, so the turn does not end by itself when the spell has resolved."""
    hand = [spell, *mine.pop("hand", []), *(["ember_imp"] if keep else [])]  # type: ignore[misc]
    return {"hand": hand, "granary": ["sapling"] * (resources + keep), "deck": FILL, **mine}


def test_keyword_bounce_places_the_card_in_its_owners_hand() -> None:
    s = position([_cast("riptide", 2), {"field": ["kelp_lurker"], "deck": FILL}])
    lurker = u(s, "kelp_lurker")
    act(s, f"cast {u(s, 'riptide')}")
    assert lurker in s.players[1].hand and lurker not in s.minions


def test_keyword_bury_places_the_card_on_the_bottom_of_its_owners_deck() -> None:
    s = position([_cast("undertow", 2), {"field": ["kelp_lurker"], "deck": FILL}])
    lurker = u(s, "kelp_lurker")
    act(s, f"cast {u(s, 'undertow')}")
    assert s.players[1].deck[-1] == lurker


def test_keyword_sheathe_places_the_card_on_top_of_its_owners_deck() -> None:
    s = position([_cast("tidal_recall", 2, field=["kelp_lurker"]), {"deck": FILL}])
    lurker = u(s, "kelp_lurker")
    act(s, f"cast {u(s, 'tidal_recall')}")
    assert s.players[0].deck[0] == lurker


def test_keyword_silo_places_the_card_in_the_granary_exhausted() -> None:
    s = position([_cast("silo_the_fallen", 2, keep=True, grave=["pyre_giant"]), {"deck": FILL}])
    giant = u(s, "pyre_giant")
    act(s, f"cast {u(s, 'silo_the_fallen')}")
    assert giant in s.players[0].granary and giant in s.players[0].spent


def test_keyword_destroy_sends_to_the_grave_and_pawns_are_removed() -> None:
    s = position([_cast("soul_harvest", 2), {"field": ["bone_knight"], "deck": FILL}])
    knight = u(s, "bone_knight")
    act(s, f"cast {u(s, 'soul_harvest')}")
    assert s.players[1].grave == [knight] and s.players[0].hp == 32


def test_keyword_craft_pawn_splits_each_level_into_sp_or_hp() -> None:
    s = position([_cast("wild_growth", 2, keep=True), {"deck": FILL}])
    act(s, f"cast {u(s, 'wild_growth')}")
    assert s.pending is not None and s.pending["opts"] == ["2/0", "1/2", "0/4"]
    act(s, "choose 1/2")
    pawn = s.players[0].field[0]
    m = s.minions[pawn]
    assert (m.sp, m.hp, m.level, m.pawn, m.exhausted) == (1, 2, 2, True, True)
    assert len(s.players[0].spent) == 2, "crafting costs nothing beyond the spell"
    assert f"summon {u(s, 'ember_imp')}" in legal(s)


def test_keyword_pawns_leaving_the_battlefield_are_removed_from_the_game() -> None:
    s = position([_cast("riptide", 2), {"deck": FILL}])
    s.players[1].field.append("k0999")
    from engine.games.keeper.cards import Card
    from engine.games.keeper.model import Minion

    s.pawns["k0999"] = Card("k0999", "Pawn", "minion", 1, 17, 1, 0)
    s.minions["k0999"] = Minion("k0999", 1, 1, 1, 0, 1, pawn=True)
    act(s, f"cast {u(s, 'riptide')}")
    assert "k0999" not in s.minions and "k0999" not in s.players[1].hand


def test_keyword_clone_summons_a_pawn_with_the_printed_values_paying_its_cost() -> None:
    s = position(
        [
            {
                "field": [{"card": "mirror_druid"}, {"card": "ash_brute", "sp": 9}],
                "granary": ["sapling"] * 4,
                "deck": FILL,
            },
            {"deck": FILL},
        ]
    )
    act(s, f"use {u(s, 'mirror_druid')} 0", f"choose {u(s, 'ash_brute')}")
    pawns = [m for m in s.minions.values() if m.pawn]
    assert len(pawns) == 1 and (pawns[0].sp, pawns[0].hp) == (3, 2) and len(s.players[0].spent) == 4


def test_keyword_embody_summons_a_zero_zero_pawn_with_the_spells_ability() -> None:
    s = position([_cast("spirit_form", 3, grave=["fireball"]), {"deck": FILL}])
    act(s, f"cast {u(s, 'spirit_form')}")
    pawn = next(m for m in s.minions.values() if m.pawn)
    card = s.card(pawn.uid)
    assert (pawn.sp, pawn.hp, pawn.level) == (0, 0, 2) and card.abilities[0].name == "EMBODIED"


def test_keyword_conscript_enlists_into_the_ongoing_battle() -> None:
    s = position(
        [
            {"field": ["ash_brute"], "deck": FILL},
            _cast("call_the_pack", 2, field=["thorn_guard", "reef_crab"]),
        ],
        phase="battle",
    )
    act(s, f"attack {u(s, 'ash_brute')}", "victim p2")
    assert s.current_player() == 1
    act(s, f"cast {u(s, 'call_the_pack')}", f"choose {u(s, 'thorn_guard')}", "choose done")
    assert s.battle is not None and s.battle["dteam"] == [u(s, "thorn_guard")]
    assert s.minions[u(s, "thorn_guard")].exhausted


def test_keyword_deploy_plays_a_card_from_another_zone_paying_its_cost() -> None:
    s = position([_cast("raise_dead", 4, keep=True, grave=["cinder_hound"]), {"deck": FILL}])
    hound = u(s, "cinder_hound")
    act(s, f"cast {u(s, 'raise_dead')}", "choose yes")
    assert hound in s.minions and s.minions[hound].exhausted and len(s.players[0].spent) == 4


def test_keyword_dice_burn_assigns_each_die_to_an_enemy_minion() -> None:
    s = position([_cast("flame_wave", 3, keep=True), {"field": ["thorn_guard", "kelp_lurker"], "deck": FILL}])
    guard, lurker = u(s, "thorn_guard"), u(s, "kelp_lurker")
    s.rng.force([4, 2])
    act(s, f"cast {u(s, 'flame_wave')}", f"choose {lurker}")
    assert lurker not in s.minions and s.minions[guard].hp == 4


def test_keyword_dice_heal_adds_the_total_of_the_dice() -> None:
    s = position([_cast("healing_rain", 2, hp=20), {"deck": FILL}])
    s.rng.force([4, 1, 3])
    act(s, f"cast {u(s, 'healing_rain')}")
    assert s.players[0].hp == 28


def test_keyword_dice_wound_and_enemy_choice_with_three_players() -> None:
    s = position([_cast("searing_wound", 2), {"deck": FILL}, {"deck": FILL}])
    s.rng.force([6, 5])
    act(s, f"cast {u(s, 'searing_wound')}")
    assert s.pending is not None and s.pending["opts"] == ["p2", "p3"]
    act(s, "choose p3")
    assert s.players[2].hp == 24 and s.players[1].hp == 35


def test_keyword_distract_withdraws_from_a_team() -> None:
    s = position(
        [{"field": ["ash_brute"], "deck": FILL}, _cast("whirlpool", 2, field=["reef_crab"])], phase="battle"
    )
    brute = u(s, "ash_brute")
    act(s, f"attack {brute}", "victim p2", f"cast {u(s, 'whirlpool')}", f"choose {brute}")
    assert s.battle is not None and s.battle["ateam"] == []
    act(s, "done")
    assert s.battle is None and s.players[1].hp == 35


def test_keyword_down_level_lowers_the_cost_until_the_recovery_phase() -> None:
    s = position([_cast("shadow_step", 2, keep=True, hand=["pyre_giant"]), {"deck": FILL}])
    giant = u(s, "pyre_giant")
    assert f"use {u(s, 'shadow_step')} 0" in legal(s), "hex-play: half the level, rounded up"
    act(s, f"use {u(s, 'shadow_step')} 0", f"choose {giant}")
    assert s.down[giant] == 2 and len(s.players[0].spent) == 2
    obs = s.observation(0)["players"][0]["hand"]
    assert {"uid": giant, "card": "pyre_giant", "level": 5} in obs


def test_keyword_excavate_sees_the_top_cards_and_shuffles_the_rest_back() -> None:
    s = position([_cast("scrying_pool", 2), {"deck": FILL}])
    top3 = list(s.players[0].deck[:3])
    act(s, f"cast {u(s, 'scrying_pool')}")
    assert s.pending is not None and sorted(s.pending["opts"]) == sorted(top3)
    act(s, f"choose {top3[1]}")
    assert top3[1] in s.players[0].hand and sorted(s.players[0].deck[:2]) == sorted([top3[0], top3[2]])


def test_keyword_exhaust_and_fatigue() -> None:
    s = position(
        [{"field": ["ash_brute", "kelp_lurker"], "deck": FILL}, _cast("death_pact", 3)], phase="battle"
    )
    act(s, "pass", f"cast {u(s, 'death_pact')}", f"choose {u(s, 'ash_brute')}", "choose done")
    assert s.minions[u(s, "ash_brute")].fatigue == s.turn


def test_keyword_ghost_play_from_the_grave_when_destroyed() -> None:
    s = position([_cast("fireball", 2, keep=True), {"field": ["grave_rat"], "deck": FILL}])
    rat = u(s, "grave_rat")
    act(s, f"cast {u(s, 'fireball')}", "pass")
    assert s.current_player() == 1 and f"use {rat} 0" in legal(s)
    act(s, f"use {rat} 0")
    assert len(s.players[1].hand) == 1 and rat in s.players[1].grave
    assert f"use {rat} 0" not in legal(s), "one activation per event"


def test_keyword_gift_summon_lets_the_enemy_summon_for_free() -> None:
    s = position([_cast("dark_bargain", 3, hand=["ash_brute"]), {"deck": FILL}])
    brute = u(s, "ash_brute")
    act(s, f"cast {u(s, 'dark_bargain')}")
    assert s.pending is not None and s.pending["p"] == 1 and s.pending["kind"] == "gift"
    act(s, "choose yes")
    assert brute in s.players[1].field and s.minions[brute].owner == 0


def test_keyword_hypnotize_changes_control_until_the_recovery_phase() -> None:
    s = position([{"field": ["mesmerist"], "deck": FILL}, {"field": ["ash_brute"], "deck": FILL}])
    brute = u(s, "ash_brute")
    act(s, f"use {u(s, 'mesmerist')} 0")
    assert brute in s.players[0].field and s.minions[brute].ctrl == 0 and s.players[0].hp == 32
    act(s, "pass")
    assert brute in s.players[1].field and s.minions[brute].ctrl == 1


def test_keyword_negate_stops_a_link_and_the_spell_still_goes_to_the_grave() -> None:
    s = position(
        [
            _cast("fireball", 2),
            {"field": ["kelp_lurker"], "hand": ["counterspell"], "granary": ["sapling"] * 4, "deck": FILL},
        ]
    )
    act(s, f"cast {u(s, 'fireball')}", f"cast {u(s, 'counterspell')}")
    assert u(s, "kelp_lurker") in s.minions and s.players[0].grave == [u(s, "fireball")]


def test_keyword_petrify_hides_identity_and_blocks_damage_and_victimhood() -> None:
    s = position([{"field": ["gorgon", "reef_crab"], "deck": FILL}, {"field": ["ash_brute"], "deck": FILL}])
    brute = u(s, "ash_brute")
    act(s, f"use {u(s, 'gorgon')} 0")
    m = s.minions[brute]
    assert m.petrified and "card" not in s.observation(0)["players"][1]["battlefield"][0]
    assert "card" in s.observation(1)["players"][1]["battlefield"][0]


def test_keyword_remove_takes_a_card_out_of_the_game() -> None:
    s = position([_cast("banish", 4, grave=["pyre_giant"]), {"deck": FILL}])
    giant = u(s, "pyre_giant")
    act(s, f"cast {u(s, 'banish')}")
    assert all(giant not in getattr(s.players[0], z) for z in ("hand", "grave", "deck", "granary"))


def test_keyword_see_an_enemys_hand_and_target_therein() -> None:
    s = position([_cast("whispers", 2), {"hand": ["pyre_giant", "fireball"], "deck": FILL}])
    giant = u(s, "pyre_giant")
    act(s, f"cast {u(s, 'whispers')}")
    assert s.pending is not None and s.pending["seen"] == {giant: "pyre_giant", u(s, "fireball"): "fireball"}
    assert "seen" not in str(s.observation(1)["pending"])
    act(s, f"choose {giant}")
    assert s.players[1].deck[-1] == giant


def test_keyword_self_destroy_is_a_cost_paid_at_activation() -> None:
    s = position([_cast("bone_toll", 1, field=["ember_imp"]), {"deck": FILL}])
    imp = u(s, "ember_imp")
    act(s, f"cast {u(s, 'bone_toll')}")
    assert imp in s.players[0].grave and len(s.players[0].hand) == 2


def test_keyword_self_exhaust_cost_needs_an_unexhausted_minion() -> None:
    s = position(
        [
            {"field": ["gorgon", {"card": "reef_crab", "exhausted": True}], "deck": FILL},
            {"field": ["ash_brute"], "deck": FILL},
        ]
    )
    assert f"use {u(s, 'gorgon')} 0" not in legal(s)


def _custom_game(tmp_path: Path, *abilities: dict[str, object]) -> KeeperGame:
    """The game plus test spells ``test_0``, ``test_1``... with the given abilities (level 0)."""
    cards = [
        {
            "id": f"test_{i}",
            "name": f"Test {i}",
            "kind": "spell",
            "level": 0,
            "edition": 17,
            "ultra": 0,
            "abilities": [a],
        }
        for i, a in enumerate(abilities)
    ]
    (tmp_path / "tests.json").write_text(json.dumps({"cards": cards}))
    return KeeperGame(user_dir=tmp_path)


HEAL = {"effects": [{"op": "dice_heal", "n": 1}]}


@pytest.mark.parametrize(
    ("cost", "zone", "where"),
    [
        ("self_bounce", "field", "hand"),
        ("self_bury", "hand", "deck_bottom"),
        ("self_sheathe", "hand", "deck_top"),
    ],
)
def test_keyword_self_bounce_self_bury_self_sheathe_are_costs(
    tmp_path: Path, cost: str, zone: str, where: str
) -> None:
    g = _custom_game(tmp_path, {"condition": "standard", "costs": [{"kind": cost, "n": 1}], "subs": [HEAL]})
    me: dict[str, list[str]] = {"hand": ["test_0", "ember_imp"], "deck": FILL, "granary": ["sapling"]}
    me.setdefault(zone, []).append("kelp_lurker")
    s = g.state_from_dict({"players": [me, {"deck": FILL}]})
    lurker = u(s, "kelp_lurker")
    s.apply_action(g.parse_action(f"cast {u(s, 'test_0')}", s))
    if s.pending is not None:
        s.apply_action(g.parse_action(f"choose {lurker}", s))
    pl = s.players[0]
    assert {
        "hand": lurker in pl.hand,
        "deck_bottom": pl.deck[-1] == lurker,
        "deck_top": pl.deck[0] == lurker,
    }[where]


def test_keyword_damage_meets_when_your_minion_is_damaged() -> None:
    s = position(
        [
            _cast("fireball", 2),
            {"field": ["thorn_guard"], "hand": ["last_ember"], "granary": ["sapling"] * 2, "deck": FILL},
        ]
    )
    act(s, f"cast {u(s, 'fireball')}", "pass")
    assert s.current_player() == 1 and f"cast {u(s, 'last_ember')}" in legal(s)


def test_keyword_enemy_minion_is_any_minion_another_player_controls() -> None:
    s = position([_cast("riptide", 2, field=["kelp_lurker"]), {"field": ["reef_crab"], "deck": FILL}])
    act(s, f"cast {u(s, 'riptide')}")
    assert u(s, "kelp_lurker") in s.minions and u(s, "reef_crab", 6) not in s.minions


def test_keyword_conscript_after_the_formation_step_reselects_the_order() -> None:
    s = position(
        [
            {"field": ["ash_brute"], "deck": FILL},
            _cast("call_the_pack", 2, field=["kelp_lurker", "thorn_guard", "bone_knight"]),
        ],
        phase="battle",
    )
    lurker, guard, knight = u(s, "kelp_lurker"), u(s, "thorn_guard"), u(s, "bone_knight")
    act(s, f"attack {u(s, 'ash_brute')}", "victim p2", "pass", f"defend {lurker}", "done")
    act(s, f"cast {u(s, 'call_the_pack')}", f"choose {guard}", f"choose {knight}")
    assert s.battle is not None and s.battle["step"] == "reorder" and s.current_player() == 1
    act(s, f"first {guard}", f"first {knight}")
    assert s.battle is not None and s.battle["dteam"] == [guard, knight, lurker] and "reorder" not in s.battle
