"""Counters: every counter type, its class (proactive chain link or reactive) and its effect."""

from __future__ import annotations

from tests.engine.games.keeper.helpers import act, legal, position, u

FILL = ["reef_crab"] * 6


def _host(card: str, counter: str, owner: int = 0, **extra: object) -> dict[str, object]:
    return {"card": card, "counters": [[counter, owner]], **extra}


def test_counters_sword_is_proactive_and_adds_one_sp() -> None:
    s = position([{"field": [_host("ash_brute", "sword")], "deck": FILL}, {"deck": FILL}])
    brute = u(s, "ash_brute")
    act(s, f"pop {brute} sword")
    assert s.minions[brute].sp == 4 and s.minions[brute].counters == []
    assert not s.minions[brute].exhausted, "popping does not exhaust the host"


def test_counters_only_the_counters_owner_pops_it_whoever_controls_the_host() -> None:
    s = position([{"field": [_host("ash_brute", "weakness", owner=1)], "deck": FILL}, {"deck": FILL}])
    brute = u(s, "ash_brute")
    assert f"pop {brute} weakness" not in legal(s)
    act(s, "pass")
    assert s.current_player() == 1 and f"pop {brute} weakness" in legal(s)
    act(s, f"pop {brute} weakness")
    assert s.minions[brute].sp == 0


def test_counters_shield_zeroes_a_die_but_not_fixed_damage() -> None:
    s = position(
        [
            {"hand": ["flame_wave"], "granary": FILL[:3], "deck": FILL},
            {"field": [_host("kelp_lurker", "shield", owner=1)], "deck": FILL},
        ]
    )
    lurker = u(s, "kelp_lurker")
    s.rng.force([5, 3])
    events = act(s, f"cast {u(s, 'flame_wave')}")
    assert any(e.kind == "counter" and e.data["counter"] == "shield" for e in events)
    assert [(e.data["card"], e.data["amount"]) for e in events if e.kind == "damage"] == [(lurker, 3)]


def test_counters_voodoo_answers_a_die_with_damage_to_an_enemy_minion() -> None:
    s = position(
        [
            {"hand": ["flame_wave"], "granary": FILL[:3], "field": ["cinder_hound"], "deck": FILL},
            {"field": [_host("thorn_guard", "voodoo", owner=1)], "deck": FILL},
        ]
    )
    hound, guard = u(s, "cinder_hound"), u(s, "thorn_guard")
    s.rng.force([2, 1])
    act(s, f"cast {u(s, 'flame_wave')}")
    assert s.pending is not None and s.pending["kind"] == "voodoo" and s.pending["p"] == 1
    act(s, f"choose {hound}")
    assert hound not in s.minions and s.minions[guard].counters == []


def test_counters_damage_counter_rolls_a_die_against_its_host() -> None:
    s = position([{"field": [_host("ash_brute", "damage")], "deck": FILL}, {"deck": FILL}])
    brute = u(s, "ash_brute")
    s.rng.force([6])
    act(s, f"pop {brute} damage")
    assert brute not in s.minions and s.players[0].hp == 31


def test_counters_exhaustion_and_fatigue_counters() -> None:
    s = position(
        [
            {
                "field": [_host("ash_brute", "exhaustion"), _host("bone_knight", "fatigue")],
                "hand": ["kindle"],
                "granary": FILL[:1],
                "deck": FILL,
            },
            {"deck": FILL},
        ]
    )
    brute, knight = u(s, "ash_brute"), u(s, "bone_knight")
    act(s, f"pop {brute} exhaustion")
    assert s.current_player() == 0 and "pass" in legal(s), "the popping player may respond to their own link"
    act(s, "pass")
    assert s.minions[brute].exhausted
    act(s, f"pop {knight} fatigue")
    assert s.minions[knight].fatigue == s.turn and not s.minions[knight].exhausted


def test_counters_berzerk_forces_the_host_to_attack_after_the_chain() -> None:
    s = position(
        [
            {"field": ["kelp_lurker"], "deck": FILL},
            {"field": [_host("ash_brute", "berzerk", owner=0)], "deck": FILL},
            {"deck": FILL},
        ]
    )
    brute = u(s, "ash_brute")
    act(s, f"pop {brute} berzerk")
    assert s.pending is not None and s.pending["kind"] == "berzerk"
    s.rng.force([6, 6, 6])
    events = act(s, "choose p3")
    assert s.players[2].hp == 35 - 18
    assert s.minions[brute].locked and not s.minions[brute].exhausted
    assert any(e.kind == "victim" for e in events)


def test_counters_taunt_makes_the_host_the_victim() -> None:
    s = position(
        [
            {"field": ["ash_brute"], "deck": FILL},
            {"field": [_host("thorn_guard", "taunt", owner=1)], "deck": FILL},
        ],
        phase="battle",
    )
    guard = u(s, "thorn_guard")
    act(s, f"attack {u(s, 'ash_brute')}", "victim p2")
    assert s.battle is not None and s.battle["victim"] == guard and guard in s.declared


def test_counters_assassin_skips_defense_formation() -> None:
    s = position(
        [{"field": [_host("ash_brute", "assassin")], "deck": FILL}, {"field": ["thorn_guard"], "deck": FILL}],
        phase="battle",
    )
    s.rng.force([1, 1, 1])
    act(s, f"attack {u(s, 'ash_brute')}", "victim p2")
    assert s.players[1].hp == 32 and s.battle is None


def test_counters_medic_distracts_the_host_and_heals_by_its_sp_in_dice() -> None:
    s = position(
        [{"field": [_host("ash_brute", "medic"), "cinder_hound"], "deck": FILL, "hp": 10}, {"deck": FILL}],
        phase="battle",
    )
    s.rng.force([2, 2, 2, 5, 5])
    act(s, f"attack {u(s, 'ash_brute')}", f"enlist {u(s, 'cinder_hound')}", f"first {u(s, 'ash_brute')}")
    assert s.players[0].hp == 16 and s.players[1].hp == 25


def test_counters_dice_counter_rerolls_any_die() -> None:
    s = position(
        [
            {"field": ["cinder_hound"], "deck": FILL},
            {"field": [_host("reef_crab", "dice", owner=1)], "deck": FILL},
        ],
        phase="battle",
    )
    s.rng.force([6, 6, 1])
    act(s, f"attack {u(s, 'cinder_hound')}", "victim p2", "done")
    assert s.pending is not None and s.pending["kind"] == "reroll" and s.pending["p"] == 1
    act(s, "choose die0")
    assert s.players[1].hp == 35 - 7


def test_counters_trap_activates_the_hosts_ability_after_a_chaining_action() -> None:
    s = position(
        [
            {"field": ["mist_oracle"], "deck": FILL},
            {"field": [_host("fire_juggler", "trap", owner=1)], "deck": FILL},
        ]
    )
    act(s, f"use {u(s, 'mist_oracle')} 0")
    assert s.pending is not None and s.pending["kind"] == "trap"
    juggler, oracle = u(s, "fire_juggler"), u(s, "mist_oracle")
    events = act(s, f"choose {juggler}:0")
    assert [e.data["card"] for e in events if e.kind == "counter" and e.data["counter"] == "trap"] == [
        juggler
    ]
    assert oracle not in s.minions, "the Trap link resolved first: Toss destroyed the oracle"
    assert len(s.players[0].hand) == 1, "then the oracle's own link drew a card"


def test_counters_undying_prevents_destruction_by_an_effect_but_not_by_damage() -> None:
    s = position(
        [
            {"hand": ["soul_harvest", "fireball"], "granary": FILL[:4], "deck": FILL},
            {"field": [_host("bone_knight", "undying", owner=1)], "deck": FILL},
        ]
    )
    knight = u(s, "bone_knight")
    act(s, f"cast {u(s, 'soul_harvest')}")
    assert knight in s.minions and s.minions[knight].counters == []
    act(s, f"cast {u(s, 'fireball')}")
    assert knight not in s.minions
