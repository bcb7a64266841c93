"""The digest's §23 worked examples that the card pool can show, each from a literal position.
Examples not covered here are listed with the reason in docs/riftbound-cards.md."""

from __future__ import annotations

from engine.core import Event, Rng
from engine.games.riftbound import actions_game as ga
from engine.games.riftbound import triggers
from engine.games.riftbound.cleanup import cleanup
from engine.games.riftbound.flow import advance
from engine.games.riftbound.layers import is_mighty, keywords, might
from engine.games.riftbound.state import RiftState
from tests.engine.games.riftbound.helpers import act, deck, duel, game, hand, legal, pass_all, runes, unit
from tests.engine.games.riftbound.prompts import choices


def test_e28_359_3_e_5_void_seeker_mistargets_after_a_recall_but_still_draws() -> None:
    s = duel()
    runes(s, 0, "fury", 4)
    runes(s, 1, "calm", 2)
    seeker = hand(s, 0, "void-seeker")
    serenity = hand(s, 1, "serenity")
    enemy = unit(s, "iron-vanguard", 1, "f0")
    top = deck(s, 0, ["cleave"])[0]
    act(s, f"play {seeker} -> {enemy}")
    act(s, "pass")
    act(s, f"play {serenity} -> {enemy}")
    pass_all(s)
    assert s.st[enemy]["at"] == "b1" and s.st[enemy]["dmg"] == 0
    assert top in s.players[0]["hand"]


def test_e43_383_2_c_2_viktor_dying_with_another_unit_makes_no_recruit() -> None:
    s = duel()
    viktor = unit(s, "viktor-leader", 0, "f0", dmg=3)
    other = unit(s, "legion-rearguard", 0, "f0", dmg=2)
    cleanup(s)
    assert viktor in s.players[0]["trash"] and other in s.players[0]["trash"]
    assert not s.queue and not s.units(ctl=0)


def test_383_viktor_sees_another_unit_die_and_plays_a_recruit() -> None:
    s = duel()
    unit(s, "viktor-leader", 0)
    other = unit(s, "legion-rearguard", 0, "f0")
    runes(s, 1, "fury", 2)
    ray = hand(s, 1, "hextech-ray")
    s.tp = 1
    s.forget_legal_actions()
    act(s, f"play {ray} -> {other}")
    pass_all(s)
    assert [u for u in s.units("b0") if s.cards[u] == "token-recruit"]


def test_e48_423_1_a_1_stunning_a_stunned_unit_does_not_trigger_eclipse_herald() -> None:
    s = duel()
    runes(s, 0, "order", 4)
    herald = unit(s, "eclipse-herald", 0, ready=False)
    enemy = unit(s, "iron-vanguard", 1)
    s.st[enemy]["stun"] = True
    act(s, f"play {hand(s, 0, 'stupefy')} -> {enemy}")
    pass_all(s)
    assert s.st[herald]["ex"] and might(s, herald) == 2
    s.st[enemy]["stun"] = False
    s.forget_legal_actions()
    act(s, f"play {hand(s, 0, 'stupefy')} -> {enemy}")
    pass_all(s)
    assert not s.st[herald]["ex"] and might(s, herald) == 3


def test_e49_426_1_c_promotion_on_a_buffed_unit_does_not_draw() -> None:
    s = duel()
    runes(s, 0, "order", 2)
    u = unit(s, "legion-rearguard", 0)
    s.st[u]["buff"] = 1
    deck(s, 0, ["cleave", "block"])
    act(s, f"play {hand(s, 0, 'promotion')} -> {u}")
    pass_all(s)
    assert s.players[0]["hand"] == [] and might(s, u) == 3
    other = unit(s, "legion-rearguard", 0)
    act(s, f"play {hand(s, 0, 'promotion')} -> {other}")
    pass_all(s)
    assert len(s.players[0]["hand"]) == 1 and might(s, other) == 3


def test_e55_431_2_d_draw_from_an_empty_deck() -> None:
    s = duel()
    runes(s, 0, "mind", 3)
    s.players[0]["trash"] = [hand(s, 0, "cleave"), hand(s, 0, "block")]
    s.players[0]["hand"] = []
    insight = hand(s, 0, "arcane-insight")
    act(s, f"play {insight}")
    pass_all(s)
    assert s.players[1]["points"] == 1 and len(s.players[0]["hand"]) == 2


def test_e56_432_last_stand_doubles_current_might_with_shield() -> None:
    """3-Might unit with Shield 2 defending is 5; Last Stand adds 5 -> 10; after combat 8."""
    s = duel(tp=1)
    runes(s, 0, "body", 2)
    d = unit(s, "fae-guardian", 0, "f0")
    a = unit(s, "legion-rearguard", 1)
    stand = hand(s, 0, "last-stand")
    act(s, f"move {a} @f0")
    assert might(s, d) == 5
    act(s, "pass")
    act(s, f"play {stand} -> {d}")
    act(s, "pass")
    act(s, "pass")
    assert might(s, d) == 10
    pass_all(s)
    assert s.combat is None and might(s, d) == 8


def test_e58_715_2_singularity_with_annie_deals_seven_to_each() -> None:
    s = duel()
    runes(s, 0, "fury", 7)
    unit(s, "annie-fiery", 0)
    a = unit(s, "tibbers", 1)
    b = unit(s, "trifarian-brute", 1)
    act(s, f"play {hand(s, 0, 'singularity')} -> {a} {b}")
    act(s, "pass")
    s.st[a]["mods"].append({"might": 10, "until": "turn"})
    s.st[b]["mods"].append({"might": 10, "until": "turn"})
    act(s, "pass")
    assert s.st[a]["dmg"] == 7 and s.st[b]["dmg"] == 7


def test_e59_460_2_c_3_no_spreading_damage_below_lethal() -> None:
    s = duel()
    vs = [unit(s, "iron-vanguard", 1, "f0") for _ in range(4)]
    a = unit(s, "trifarian-brute", 0)
    act(s, f"move {a} @f0")
    pass_all(s)
    act(s, f"assign {vs[0]}")
    assert s.prompt is not None and s.prompt["kind"] == "assign"
    act(s, f"assign {vs[3]}")
    assert vs[0] in s.players[1]["trash"] and all(v in s.st for v in vs[1:])


def test_e65_471_3_fiora_victorious_layers_loop() -> None:
    """Buffed -> 5 with Deflect, Ganking, Shield; defending -> 6; buff removed -> 4 and no keywords."""
    s = duel(tp=1)
    fiora = unit(s, "fiora-victorious", 0, "f0")
    assert might(s, fiora) == 4 and "shield" not in keywords(s, fiora)
    s.st[fiora]["buff"] = 1
    assert might(s, fiora) == 5 and {"deflect", "ganking", "shield"} <= set(keywords(s, fiora))
    act(s, f"move {unit(s, 'legion-rearguard', 1)} @f0")
    assert might(s, fiora) == 6
    s.st[fiora]["buff"] = 0
    assert might(s, fiora) == 4 and "shield" not in keywords(s, fiora)


def test_e68_472_3_b_minimum_of_one_is_snapshotted() -> None:
    """Blastcone Fae's -2 to a minimum of 1 on a 2-Might unit becomes -1 for the turn."""
    s = duel()
    runes(s, 0, "chaos", 2)
    target = unit(s, "legion-rearguard", 1)
    act(s, f"play {hand(s, 0, 'blastcone-fae')} @b0")
    assert s.prompt is not None and target in s.prompt["options"]
    act(s, f"choose {target}")
    pass_all(s)
    assert might(s, target) == 1
    assert s.st[target]["mods"][-1]["might"] == -1
    s.st[target]["buff"] = 1
    assert might(s, target) == 2


def test_e69_709_mighty_follows_current_might_on_board_and_printed_elsewhere() -> None:
    s = duel()
    u = unit(s, "iron-vanguard", 0)
    assert not is_mighty(s, u)
    s.st[u]["mods"].append({"might": 3, "until": "turn"})
    assert is_mighty(s, u)
    brute = hand(s, 0, "trifarian-brute")
    assert is_mighty(s, brute)


def test_e81_187_6_b_uncontrolled_arena_trigger_is_put_on_the_chain_by_the_turn_player() -> None:
    s = game().new_initial_state(5, {"decks": ["jinx", "lux"]})
    s.bfs[0]["uid"] = s.new_uid("the-arenas-greatest", 0)
    act(s, "keep")
    act(s, "keep")
    assert s.bfs[0]["ctl"] is None
    assert [item["ctl"] for item in s.chain] == [s.tp] and s.prio == s.tp


def test_144_4_standard_move_routes_from_a_battlefield_lead_only_to_base() -> None:
    s = duel()
    u = unit(s, "legion-rearguard", 0, "f0")
    assert [a for a in legal(s) if a.startswith("move")] == [f"move {u} @b0"]


def test_e33_359_3_f_3_lillia_plays_a_sprite_at_the_location_she_moved_from() -> None:
    s = duel()
    lillia = unit(s, "lillia-fae-fawn", 0, "f1")
    act(s, f"move {lillia} @b0")
    pass_all(s)
    sprites = [u for u in s.units() if s.cards[u] == "token-sprite"]
    assert len(sprites) == 1 and s.st[sprites[0]]["at"] == "f1"


def test_e44_383_3_e_sona_readies_runes_at_the_end_of_turn_only_at_a_battlefield() -> None:
    s = duel()
    unit(s, "sona-harmonious", 0, "f0")
    rs = runes(s, 0, "calm", 5, ready=False)
    deck(s, 1, ["cleave"])
    act(s, "end")
    pass_all(s)
    assert sum(1 for r in rs if not s.st[r]["ex"]) == 4
    s2 = duel()
    unit(s2, "sona-harmonious", 0)
    rs2 = runes(s2, 0, "calm", 2, ready=False)
    deck(s2, 1, ["cleave"])
    act(s2, "end")
    assert not s2.chain and all(s2.st[r]["ex"] for r in rs2)


def test_356_2_b_clockwork_keeper_optional_additional_cost_draws() -> None:
    s = duel()
    runes(s, 0, "mind", 3)
    keeper = hand(s, 0, "clockwork-keeper")
    top = deck(s, 0, ["cleave"])[0]
    assert f"play {keeper} @b0 extra" in legal(s) and f"play {keeper} @b0" in legal(s)
    act(s, f"play {keeper} @b0 extra")
    assert top in s.players[0]["hand"] and len(s.objects("rune", 0)) == 2


def test_e84_738_time_warp_additional_turns_keep_the_turn_order() -> None:
    """A plays two Time Warps: A, A*, A*, B."""
    s = duel()
    runes(s, 0, "mind", 20)
    for _ in range(2):
        act(s, f"play {hand(s, 0, 'time-warp')}")
        pass_all(s)
    for p in (0, 1):
        deck(s, p, ["cleave"] * 5)
    seen = []
    for _ in range(3):
        act(s, "end")
        pass_all(s)
        seen.append(s.tp)
    assert seen == [0, 0, 1]


def test_370_zhonyas_hourglass_dies_instead_and_the_unit_is_healed_exhausted_and_recalled() -> None:
    s = duel(tp=1)
    hourglass = unit(s, "zhonyas-hourglass", 0)
    chomp = unit(s, "flame-chompers", 0, "f0")
    runes(s, 1, "fury", 2)
    act(s, f"play {hand(s, 1, 'hextech-ray')} -> {chomp}")
    pass_all(s)
    assert hourglass in s.players[0]["trash"]
    assert s.st[chomp]["at"] == "b0" and s.st[chomp]["dmg"] == 0 and s.st[chomp]["ex"]
    assert not s.queue and not s.chain, "the death was replaced, so Deathknell does not trigger (808.1.d.1)"


def test_e37_373_one_hourglass_saves_the_unit_its_owner_chooses_of_two_dying_together() -> None:
    s = duel()
    hourglass = unit(s, "zhonyas-hourglass", 0)
    big = unit(s, "trifarian-brute", 0, "f0", dmg=5)
    small = unit(s, "legion-rearguard", 0, "f0", dmg=2)
    cleanup(s)
    assert s.prompt is not None and s.prompt["kind"] == "replace"
    assert choices(s) == [f"choose {hourglass}:{big}", f"choose {hourglass}:{small}"]
    act(s, f"choose {hourglass}:{small}")
    assert hourglass in s.players[0]["trash"] and big in s.players[0]["trash"]
    assert s.st[small]["at"] == "b0" and s.st[small]["ex"] and s.prompt is None


def test_135_4_attached_equipment_with_temporary_does_not_die_at_the_beginning_phase() -> None:
    """E78: an attached Spinning Axe's Temporary is inactive."""
    s = duel(tp=1)
    axe = unit(s, "spinning-axe", 0)
    loose = unit(s, "spinning-axe", 0)
    holder = unit(s, "legion-rearguard", 0)
    s.st[axe]["att"] = holder
    deck(s, 0, ["cleave"])
    act(s, "end")
    pass_all(s)
    assert axe in s.st and loose in s.players[0]["trash"]


def test_719_5_gear_left_at_a_battlefield_by_a_dying_unit_is_recalled_in_the_cleanup() -> None:
    s = duel(tp=1)
    holder = unit(s, "legion-rearguard", 0, "f0")
    axe = unit(s, "spinning-axe", 0)
    s.st[axe]["att"] = holder
    s.st[axe]["at"] = "f0"
    runes(s, 1, "fury", 2)
    s.st[holder]["mods"].append({"might": -2, "until": "turn"})
    act(s, f"play {hand(s, 1, 'hextech-ray')} -> {holder}")
    pass_all(s)
    assert holder in s.players[0]["trash"]
    assert s.st[axe]["at"] == "b0" and s.st[axe].get("att") is None


def test_714_bonus_damage_instances_are_summed() -> None:
    """Annie, Fiery (1) and Ravenborn Tome (1) on the next spell: Hextech Ray deals 3 + 2."""
    s = duel()
    runes(s, 0, "fury", 5)
    unit(s, "annie-fiery", 0)
    tome = unit(s, "ravenborn-tome", 0)
    target = unit(s, "tibbers", 1)
    act(s, f"use {tome}.0")
    pass_all(s)
    act(s, f"play {hand(s, 0, 'hextech-ray')} -> {target}")
    pass_all(s)
    assert s.st[target]["dmg"] == 5


def test_e29_359_3_e_9_a_spell_whose_target_left_was_still_played() -> None:
    s = duel()
    runes(s, 0, "fury", 4)
    runes(s, 1, "calm", 2)
    adept = unit(s, "aspiring-adept", 0)
    enemy = unit(s, "iron-vanguard", 1, "f0")
    act(s, f"play {hand(s, 0, 'void-seeker')} -> {enemy}")
    act(s, "pass")
    act(s, f"play {hand(s, 1, 'serenity')} -> {enemy}")
    pass_all(s)
    assert s.st[enemy]["dmg"] == 0
    assert might(s, adept) == 3, "'When you play a spell' triggered as it was played"


def test_e40_377_2_b_ultrasoft_poro_uses_its_ability_only_at_a_battlefield() -> None:
    s = duel()
    poro = unit(s, "ultrasoft-poro", 0)
    assert not any(a.startswith(f"use {poro}") for a in legal(s))
    s.st[poro]["at"] = "f0"
    s.forget_legal_actions()
    assert f"use {poro}.0" in legal(s)


def test_e66_472_1_a_1_might_set_to_4_then_increases_apply_on_top() -> None:
    s = duel()
    u = unit(s, "trifarian-brute", 0)
    s.st[u]["mods"].append({"set": 4, "until": "turn"})
    assert might(s, u) == 4
    s.st[u]["buff"] = 1
    assert might(s, u) == 5


def test_e26_359_3_e_3_a_target_moved_away_and_back_is_still_legal() -> None:
    s = duel()
    runes(s, 0, "fury", 4)
    enemy = unit(s, "trifarian-brute", 1, "f0")
    act(s, f"play {hand(s, 0, 'void-seeker')} -> {enemy}")
    s.st[enemy]["at"] = "b1"
    s.st[enemy]["at"] = "f0"
    pass_all(s)
    assert s.st[enemy]["dmg"] == 4


def test_e27_359_3_e_4_a_target_that_left_the_board_and_came_back_is_a_new_object() -> None:
    s = duel()
    runes(s, 0, "fury", 4)
    enemy = unit(s, "trifarian-brute", 1, "f0")
    act(s, f"play {hand(s, 0, 'void-seeker')} -> {enemy}")
    ga.leave_board(s, enemy)
    ga.enter_board(s, enemy, 1, "f0", True)
    pass_all(s)
    assert s.st[enemy]["dmg"] == 0


def test_e79_817_2_b_two_vision_triggers_see_the_same_kept_card() -> None:
    """E79: a unit with two instances of Vision triggers twice (817.2); the first keeps the top card, so the
    second looks at the same card and may recycle it."""
    s = duel()
    scout = unit(s, "treacherous-scout", 0)
    ga.add_mod(s, scout, {"grant": {"vision": 1}, "until": "turn"})
    assert keywords(s, scout)["vision"] == 2
    top, second = deck(s, 0, ["cleave", "block"])
    triggers.fire_play(s, scout)
    advance(s)
    assert len(s.chain) == 2
    pass_all(s)
    assert s.prompt is not None and s.prompt["kind"] == "vision" and s.prompt["card"] == top
    act(s, "choose keep")
    pass_all(s)
    assert s.prompt is not None and s.prompt["kind"] == "vision" and s.prompt["card"] == top
    act(s, "choose recycle")
    assert s.players[0]["deck"] == [second, top]


def test_e82_410_1_b_3_no_standard_move_to_a_battlefield_with_units_of_two_other_players() -> None:
    """E82 (144.4.a.1): in a Skirmish, a battlefield with units of both other players is no destination."""
    s = RiftState(game(), Rng(1), 3)
    for i, cid in enumerate(("vilemaws-lair", "trifarian-war-camp", "zaun-warrens")):
        bf = {"uid": s.new_uid(cid, i), "ctl": None, "contested": None, "facedown": None, "scored": []}
        s.bfs.append(bf)
    s.turn, s.tp, s.first, s.turns_taken, s.step, s.regular = 4, 0, 0, [2, 1, 1], "main", 0
    mover = unit(s, "trifarian-brute", 0)
    unit(s, "iron-vanguard", 1, "f0")
    unit(s, "iron-vanguard", 2, "f0")
    unit(s, "iron-vanguard", 1, "f1")
    moves = [a for a in legal(s) if a.startswith(f"move {mover}")]
    assert f"move {mover} @f1" in moves and f"move {mover} @f2" in moves
    assert f"move {mover} @f0" not in moves


def _damage(events: list[Event]) -> list[tuple[str, list[str], bool]]:
    return [(e.data["unit"], e.data["by"], e.data["ability"]) for e in events if e.kind == "damage"]


def test_e53_417_6_a_void_seekers_damage_is_dealt_by_void_seeker() -> None:
    s = duel()
    runes(s, 0, "fury", 4)
    seeker = hand(s, 0, "void-seeker")
    enemy = unit(s, "trifarian-brute", 1, "f0")
    deck(s, 0, ["cleave"])
    act(s, f"play {seeker} -> {enemy}")
    events = s.apply_action(s.game.parse_action("pass", s))
    events += s.apply_action(s.game.parse_action("pass", s))
    assert _damage(events) == [(enemy, [seeker], False)]


def test_e53_417_6_b_2_a_iron_ballistas_damage_is_dealt_by_the_gear_and_its_ability() -> None:
    s = duel()
    ballista = unit(s, "iron-ballista", 0)
    enemy = unit(s, "trifarian-brute", 1, "f0")
    events = s.apply_action(s.game.parse_action(f"use {ballista}.0 -> {enemy}", s))
    while s.chain:
        events += s.apply_action(s.game.parse_action("pass", s))
    assert _damage(events) == [(enemy, [ballista], True)]


def test_e53_417_6_b_3_challenges_damage_is_dealt_by_the_two_units_only() -> None:
    s = duel()
    runes(s, 0, "body", 2)
    challenge = hand(s, 0, "challenge")
    mine = unit(s, "iron-vanguard", 0)
    enemy = unit(s, "trifarian-brute", 1)
    act(s, f"play {challenge} -> {mine} {enemy}")
    events = s.apply_action(s.game.parse_action("pass", s))
    events += s.apply_action(s.game.parse_action("pass", s))
    assert sorted(_damage(events)) == sorted([(enemy, [mine], False), (mine, [enemy], False)])


def test_e22_355_5_a_b_a_spells_choice_is_made_as_it_is_played_a_play_triggers_when_it_triggers() -> None:
    """E22: Stupefy ("[Stun] an enemy unit") names its target in the play; Blastcone Fae ("When you play
    me, choose a unit") is played without one and asks for it when its ability triggers."""
    s = duel()
    runes(s, 0, "chaos", 2)
    runes(s, 0, "calm", 2)
    fae, stupefy = hand(s, 0, "blastcone-fae"), hand(s, 0, "stupefy")
    enemy = unit(s, "trifarian-brute", 1, "f0")
    plays = [a for a in legal(s) if a.startswith("play")]
    assert plays == [f"play {fae} @b0", f"play {stupefy} -> {enemy}"]
    act(s, f"play {fae} @b0")
    assert s.prompt is not None and s.prompt["kind"] == "trigger" and enemy in s.prompt["options"]
    act(s, f"choose {enemy}")
    assert s.chain[-1]["src"] == fae and s.chain[-1]["targets"] == [enemy]


def test_e43_383_2_c_2_unchecked_power_kills_viktor_and_another_unit_together_no_recruit() -> None:
    s = duel(tp=1)
    viktor = unit(s, "viktor-leader", 0, "f0")
    other = unit(s, "legion-rearguard", 0, "f0")
    home = unit(s, "legion-rearguard", 0)
    runes(s, 1, "fury", 6)
    act(s, f"play {hand(s, 1, 'unchecked-power')}")
    pass_all(s)
    assert viktor in s.players[0]["trash"] and other in s.players[0]["trash"]
    assert s.units(ctl=0) == [home] and s.st[home]["dmg"] == 0, "no Recruit; a unit in base is not hit"


def test_e23_355_10_a_unit_at_a_battlefield_is_a_target_units_at_battlefields_and_hand_cards_not() -> None:
    """E23: "a unit at a battlefield" targets the unit, not the battlefield, even when it is the only one
    (355.10.b, 355.10.d.2); "each unit at battlefields" targets nothing (355.10.d); a card chosen from a
    hand, not a public zone, is not a target (355.10.a): Promising Future names none as it is played."""
    s = duel()
    runes(s, 0, "calm", 2)
    runes(s, 0, "fury", 6)
    serenity, power = hand(s, 0, "serenity"), hand(s, 0, "unchecked-power")
    future = hand(s, 0, "promising-future")
    hand(s, 1, "hextech-ray")
    there = unit(s, "trifarian-brute", 1, "f0")
    unit(s, "iron-vanguard", 1)
    plays = [a for a in legal(s) if a.startswith("play")]
    assert [a for a in plays if a.startswith(f"play {serenity}")] == [f"play {serenity} -> {there}"]
    assert [a for a in plays if a.startswith(f"play {power}")] == [f"play {power}"]
    assert [a for a in plays if a.startswith(f"play {future}")] == [f"play {future}"]


def test_e23_355_10_kill_all_units_at_a_battlefield_targets_the_battlefield() -> None:
    """Our Rift Collapse ("Choose a battlefield. Kill all units there."): the battlefield is the target,
    none of the units, so a Deflect unit there adds no cost and every unit there dies, of both players."""
    s = duel()
    runes(s, 0, "fury", 8)
    collapse = hand(s, 0, "rift-collapse")
    mine = unit(s, "iron-vanguard", 0, "f0")
    theirs = unit(s, "honest-broker", 1, "f0")
    away = unit(s, "iron-vanguard", 1, "f1")
    field = s.bfs[0]["uid"]
    plays = [a for a in legal(s) if a.startswith(f"play {collapse}")]
    assert plays == [f"play {collapse} -> {field}", f"play {collapse} -> {s.bfs[1]['uid']}"]
    act(s, plays[0])
    pass_all(s)
    assert mine not in s.st and theirs not in s.st and away in s.st
    assert s.players[0]["trash"] == [mine, collapse] and s.players[1]["trash"] == [theirs]


def test_e23_355_10_ready_a_friendly_legend_targets_the_legend() -> None:
    """Our Second Wind ("Choose a friendly legend. Ready it."): the legend is a target on the board; the
    other player's is not friendly."""
    s = duel()
    runes(s, 0, "calm", 1)
    legend = s.players[0]["legend"]
    s.st[legend]["ex"] = True
    wind = hand(s, 0, "second-wind")
    plays = [a for a in legal(s) if a.startswith(f"play {wind}")]
    assert plays == [f"play {wind} -> {legend}"]
    act(s, plays[0])
    pass_all(s)
    assert s.st[legend]["ex"] is False


def test_e23_355_10_a_unit_in_your_trash_is_a_target() -> None:
    """Our Grave Recall ("Choose a unit in your trash. Return it to your hand."): the trash is a public
    zone, so its unit is a target; a spell there and the other player's units are not."""
    s = duel()
    runes(s, 0, "chaos", 2)
    recall = hand(s, 0, "grave-recall")
    fallen = s.new_uid("iron-vanguard", 0)
    ray = s.new_uid("hextech-ray", 0)
    s.players[0]["trash"] += [fallen, ray]
    s.players[1]["trash"].append(s.new_uid("iron-vanguard", 1))
    s.forget_legal_actions()
    plays = [a for a in legal(s) if a.startswith(f"play {recall}")]
    assert plays == [f"play {recall} -> {fallen}"]
    act(s, plays[0])
    pass_all(s)
    assert s.players[0]["hand"] == [fallen] and s.players[0]["trash"] == [ray, recall]


def test_359_3_e_4_a_target_that_left_the_trash_and_came_back_is_a_new_object() -> None:
    """Grave Recall's target leaves the trash and comes back while the spell waits (no card in the pool
    does this, so the test moves it by hand): it is a new object, an illegal target, and stays there."""
    s = duel()
    runes(s, 0, "chaos", 2)
    recall = hand(s, 0, "grave-recall")
    fallen = s.new_uid("iron-vanguard", 0)
    ga.put_in_zone(s, fallen, "trash")
    s.forget_legal_actions()
    act(s, f"play {recall} -> {fallen}")
    s.leave_trash(fallen)
    ga.put_in_zone(s, fallen, "trash")
    pass_all(s)
    assert s.players[0]["hand"] == [] and s.players[0]["trash"] == [fallen, recall]


def test_e23_355_10_when_a_friendly_unit_dies_kill_a_gear_targets_only_the_gear() -> None:
    """Our Scrap Collector ("When another unit you control dies, choose a gear. Kill it."): the dying unit
    is no target; the choice is among the gear, anyone's."""
    s = duel()
    unit(s, "scrap-collector", 0)
    doomed = unit(s, "legion-rearguard", 0)
    mine = unit(s, "iron-ballista", 0)
    theirs = unit(s, "iron-ballista", 1)
    runes(s, 0, "fury", 2)
    ray = hand(s, 0, "hextech-ray")
    act(s, f"play {ray} -> {doomed}")
    pass_all(s)
    assert s.prompt is not None and s.prompt["kind"] == "trigger"
    assert s.prompt["options"] == sorted([mine, theirs])
    act(s, f"choose {theirs}")
    pass_all(s)
    assert theirs not in s.st and mine in s.st


def test_e23_355_10_recycle_a_rune_you_control_targets_the_rune() -> None:
    """Our Rune Rewind ("Choose a rune you control. Recycle it. Draw 1."): each of the player's runes is a
    target, none of the other player's; the chosen one goes to the bottom of its rune deck."""
    s = duel()
    first, second = runes(s, 0, "mind", 2)
    runes(s, 1, "mind", 1)
    deck(s, 0, ["iron-vanguard"])
    rewind = hand(s, 0, "rune-rewind")
    plays = [a for a in legal(s) if a.startswith(f"play {rewind}")]
    assert plays == [f"play {rewind} -> {first}", f"play {rewind} -> {second}"]
    act(s, plays[1])
    pass_all(s)
    assert second not in s.st and s.players[0]["runes_deck"][-1] == second
    assert len(s.players[0]["hand"]) == 1


def test_e23_355_10_each_player_kills_a_unit_they_control_targets_nothing() -> None:
    """Our Mutual Ruin ("Each player kills a unit they control."): played with no target; as it resolves
    each player in turn order chooses one of their own (one with a single unit is not asked)."""
    s = duel()
    runes(s, 0, "chaos", 3)
    ruin = hand(s, 0, "mutual-ruin")
    kept, lost = unit(s, "iron-vanguard", 0), unit(s, "legion-rearguard", 0, "f0")
    only = unit(s, "iron-vanguard", 1, "f1")
    assert [a for a in legal(s) if a.startswith(f"play {ruin}")] == [f"play {ruin}"]
    act(s, f"play {ruin}")
    pass_all(s)
    assert s.prompt is not None and (s.prompt["p"], s.prompt["kind"]) == (0, "each_kill")
    assert s.prompt["options"] == sorted([kept, lost])
    act(s, f"choose {lost}")
    pass_all(s)
    assert kept in s.st and lost not in s.st and only not in s.st


def test_e23_355_10_kill_another_friendly_unit_here_to_draw_1_targets_nothing() -> None:
    """Our Ruthless Warlord ("When I hold, you may kill another friendly unit here to draw 1."): the kill
    is a cost within the instruction, chosen as it resolves, not a target; paid, it draws."""
    s = duel(tp=1)
    unit(s, "ruthless-warlord", 0, "f0")
    fodder = unit(s, "legion-rearguard", 0, "f0")
    unit(s, "iron-vanguard", 0)
    deck(s, 0, ["hextech-ray", "iron-vanguard"])
    act(s, "end")
    pass_all(s)
    assert s.prompt is not None and s.prompt["kind"] == "kill_to_draw"
    assert s.prompt["options"] == [fodder, "no"]
    assert s.players[0]["hand"] == []
    act(s, f"choose {fodder}")
    pass_all(s)
    assert fodder not in s.st and len(s.players[0]["hand"]) == 2, "the Warlord's draw, then the Draw Phase's"


def test_e23_355_10_declining_the_cost_within_the_instruction_draws_nothing() -> None:
    s = duel(tp=1)
    unit(s, "ruthless-warlord", 0, "f0")
    fodder = unit(s, "legion-rearguard", 0, "f0")
    deck(s, 0, ["hextech-ray", "iron-vanguard"])
    act(s, "end")
    pass_all(s)
    act(s, "choose no")
    pass_all(s)
    assert fodder in s.st and len(s.players[0]["hand"]) == 1, "only the Draw Phase's"


def test_e23_355_10_spend_a_buff_to_move_a_friendly_unit_targets_the_unit_not_the_buff() -> None:
    """Our Rallying Herald ("When you play me, choose a friendly unit. You may spend a buff to move it to
    its base."): the friendly units are the targets, chosen as the trigger goes on the chain; the buff is
    the cost within the instruction, chosen as it resolves; spent, the unit moves."""
    s = duel()
    runes(s, 0, "order", 2)
    herald = hand(s, 0, "rallying-herald")
    scout = unit(s, "iron-vanguard", 0, "f0")
    ga.buff(s, scout)
    enemy = unit(s, "iron-vanguard", 1, "f1")
    act(s, f"play {herald} @b0")
    pass_all(s)
    assert s.prompt is not None and s.prompt["kind"] == "trigger"
    assert s.prompt["options"] == [herald, scout] and enemy not in s.prompt["options"]
    act(s, f"choose {scout}")
    pass_all(s)
    assert s.prompt is not None and s.prompt["kind"] == "spend_buff"
    assert s.prompt["options"] == [scout, "no"], "only a buffed unit of the controller can pay"
    act(s, f"choose {scout}")
    pass_all(s)
    assert s.st[scout]["at"] == "b0" and s.st[scout]["buff"] == 0


def test_e23_355_10_declining_to_spend_a_buff_moves_nothing() -> None:
    s = duel()
    runes(s, 0, "order", 2)
    herald = hand(s, 0, "rallying-herald")
    scout = unit(s, "iron-vanguard", 0, "f0")
    ga.buff(s, scout)
    act(s, f"play {herald} @b0")
    pass_all(s)
    act(s, f"choose {scout}")
    pass_all(s)
    act(s, "choose no")
    pass_all(s)
    assert s.st[scout]["at"] == "f0" and s.st[scout]["buff"] == 1


def test_e23_355_10_with_no_buff_to_spend_nothing_is_asked_and_nothing_moves() -> None:
    s = duel()
    runes(s, 0, "order", 2)
    herald = hand(s, 0, "rallying-herald")
    scout = unit(s, "iron-vanguard", 0, "f0")
    act(s, f"play {herald} @b0")
    pass_all(s)
    act(s, f"choose {scout}")
    pass_all(s)
    assert s.prompt is None and s.st[scout]["at"] == "f0"


def test_e23_355_10_kill_a_unit_its_controller_draws_2_targets_only_the_unit() -> None:
    """Our Blood Debt ("Choose a unit. Kill it. Its controller draws 2."): every unit is a target, no player
    is (the controller is found from the unit, 355.10.d); the killed unit's controller draws, not the
    caster."""
    s = duel()
    runes(s, 0, "chaos", 3)
    debt = hand(s, 0, "blood-debt")
    mine = unit(s, "iron-vanguard", 0, "f0")
    theirs = unit(s, "iron-vanguard", 1)
    deck(s, 0, ["hextech-ray", "hextech-ray"])
    deck(s, 1, ["hextech-ray", "hextech-ray"])
    assert [a for a in legal(s) if a.startswith(f"play {debt}")] == [
        f"play {debt} -> {mine}",
        f"play {debt} -> {theirs}",
    ]
    act(s, f"play {debt} -> {theirs}")
    pass_all(s)
    assert theirs not in s.st and mine in s.st
    assert len(s.players[1]["hand"]) == 2 and s.players[0]["hand"] == []


def test_e23_355_10_a_mistargeted_kill_draws_nobody_a_card() -> None:
    """The draw follows the kill: once the target is gone before Blood Debt resolves, nothing happens."""
    s = duel()
    runes(s, 0, "chaos", 3)
    runes(s, 1, "chaos", 2)
    debt = hand(s, 0, "blood-debt")
    theirs = unit(s, "legion-rearguard", 1)
    strike = hand(s, 1, "ambush-strike")
    deck(s, 1, ["hextech-ray", "hextech-ray"])
    act(s, f"play {debt} -> {theirs}")
    act(s, "pass")
    act(s, f"play {strike} -> {theirs}")
    pass_all(s)
    assert theirs not in s.st and s.players[1]["hand"] == []
