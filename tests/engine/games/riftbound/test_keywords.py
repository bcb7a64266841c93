"""Every keyword of 805-826 from a literal position (Action, Reaction, Tank and Backline are also
covered with timing and combat in test_chain.py and test_combat.py)."""

from __future__ import annotations

from engine.games.riftbound.cards import Cost
from engine.games.riftbound.content import Deck, deck_problems
from engine.games.riftbound.layers import keywords, might
from engine.games.riftbound.play import PlayChoice, total_cost
from tests.engine.games.riftbound.helpers import act, deck, duel, game, hand, legal, pass_all, runes, unit


def test_805_accelerate_pays_one_and_a_power_to_enter_ready() -> None:
    """E9: Legion Rearguard with Accelerate costs [2] + [1] + 1 Fury Power and enters ready."""
    s = duel()
    rs = runes(s, 0, "fury", 3)
    card = hand(s, 0, "legion-rearguard")
    assert f"play {card} @b0 accel" in legal(s)
    act(s, f"play {card} @b0 accel")
    assert not s.st[card]["ex"]
    assert all(r not in s.st or s.st[r]["ex"] for r in rs) and len(s.objects("rune", 0)) == 2


def test_143_4_units_enter_exhausted_without_accelerate() -> None:
    s = duel()
    runes(s, 0, "fury", 3)
    card = hand(s, 0, "legion-rearguard")
    act(s, f"play {card} @b0")
    assert s.st[card]["ex"]


def test_807_assault_adds_while_attacking_and_instances_sum() -> None:
    """E73: Petty Officer (Assault) + Cleave (Assault 3) = Assault 4."""
    s = duel()
    po = unit(s, "petty-officer", 0)
    s.st[po]["mods"].append({"grant": {"assault": 3}, "until": "turn"})
    assert keywords(s, po)["assault"] == 4 and might(s, po) == 2
    unit(s, "iron-vanguard", 1, "f0")
    act(s, f"move {po} @f0")
    assert might(s, po) == 6


def test_808_deathknell_triggers_with_last_known_location() -> None:
    s = duel()
    chomp = unit(s, "flame-chompers", 0, "f0")
    enemy = unit(s, "petty-officer", 1)
    s.tp = 1
    s.forget_legal_actions()
    act(s, f"move {enemy} @f0")
    pass_all(s)
    assert chomp in s.players[0]["trash"]
    assert s.st[enemy]["dmg"] == 1, "dealt at the dead unit's last location, after the Combat Cleanup healed"


def test_809_deflect_adds_a_power_of_any_domain_per_opposing_choice() -> None:
    """E74: the extra Power may be any domain (here paid by recycling a Fury rune)."""
    s = duel()
    runes(s, 0, "fury", 2)
    ray = hand(s, 0, "hextech-ray")
    broker = unit(s, "honest-broker", 1)
    plain = unit(s, "legion-rearguard", 1)
    assert total_cost(s, 0, PlayChoice(ray, targets=(plain,))) == Cost(2, ())
    assert total_cost(s, 0, PlayChoice(ray, targets=(broker,))) == Cost(2, ("any",))
    act(s, f"play {ray} -> {broker}")
    assert len(s.objects("rune", 0)) == 1 and len(s.players[0]["runes_deck"]) == 1


def test_810_ganking_allows_battlefield_to_battlefield_moves() -> None:
    s = duel()
    monk = unit(s, "wandering-monk", 0, "f0")
    plain = unit(s, "legion-rearguard", 0, "f0")
    moves = legal(s)
    assert f"move {monk} @f1" in moves and f"move {plain} @f1" not in moves and f"move {plain} @b0" in moves


def test_811_hidden_card_is_hidden_for_a_power_and_played_next_turn_ignoring_its_cost() -> None:
    s = duel()
    unit(s, "iron-vanguard", 0, "f0")
    runes(s, 0, "chaos", 1)
    strike = hand(s, 0, "ambush-strike")
    act(s, f"hide {strike} @f0")
    assert s.bfs[0]["facedown"]["uid"] == strike and not [
        a for a in legal(s) if a.startswith(f"play {strike}")
    ]
    here = unit(s, "legion-rearguard", 1, "f1")
    s.bfs[1]["ctl"] = 1
    s.turn += 1
    s.forget_legal_actions()
    assert f"play {strike} -> {here}" not in legal(s), "targets only at that battlefield (811.1.d.2)"
    enemy_here = unit(s, "legion-rearguard", 1)
    s.st[enemy_here]["at"] = "f0"
    s.forget_legal_actions()
    assert f"play {strike} -> {enemy_here}" in legal(s)


def test_811_facedown_card_is_trashed_when_control_of_the_battlefield_is_lost() -> None:
    s = duel()
    u = unit(s, "iron-vanguard", 0, "f0")
    runes(s, 0, "chaos", 1)
    strike = hand(s, 0, "ambush-strike")
    act(s, f"hide {strike} @f0")
    act(s, f"move {u} @b0")
    assert s.bfs[0]["ctl"] is None and s.bfs[0]["facedown"] is None and strike in s.players[0]["trash"]


def test_812_legion_discount_after_another_card_this_turn() -> None:
    """E71: Noxus Hopeful costs [2] less once another card was played this turn."""
    s = duel()
    runes(s, 0, "fury", 3)
    hopeful = hand(s, 0, "noxus-hopeful")
    cleave = hand(s, 0, "cleave")
    target = unit(s, "legion-rearguard", 0)
    assert not [a for a in legal(s) if a.startswith(f"play {hopeful}")]
    act(s, f"play {cleave} -> {target}")
    pass_all(s)
    assert f"play {hopeful} @b0" in legal(s)


def test_814_shield_adds_while_defending_and_sums_with_block() -> None:
    """E73: Stalwart Poro (Shield) + Block (Shield 3, Tank) = Shield 4 and Tank."""
    s = duel()
    poro = unit(s, "stalwart-poro", 1, "f0")
    s.st[poro]["mods"].append({"grant": {"shield": 3, "tank": 1}, "until": "turn"})
    a = unit(s, "legion-rearguard", 0)
    act(s, f"move {a} @f0")
    assert keywords(s, poro)["shield"] == 4 and keywords(s, poro)["tank"] == 1 and might(s, poro) == 6


def test_816_temporary_kills_at_the_start_of_its_controllers_beginning_phase_before_scoring() -> None:
    s = duel(tp=1)
    sprite = unit(s, "token-sprite", 0, "f0")
    deck(s, 0, ["cleave"])
    act(s, "end")
    pass_all(s)
    assert sprite not in s.st and s.players[0]["points"] == 0 and s.bfs[0]["ctl"] is None


def test_817_vision_looks_at_the_top_card_and_may_recycle_it() -> None:
    s = duel()
    runes(s, 0, "chaos", 1)
    scout = hand(s, 0, "treacherous-scout")
    top, second = deck(s, 0, ["cleave", "block"])
    act(s, f"play {scout} @b0")
    pass_all(s)
    assert s.prompt is not None and s.prompt["kind"] == "vision" and s.prompt["card"] == top
    assert s.observation(1)["prompt"].get("card") is None
    act(s, "choose recycle")
    assert s.players[0]["deck"] == [second, top]


def test_818_equip_attaches_gear_and_its_bonus_moves_with_the_unit() -> None:
    s = duel()
    runes(s, 0, "chaos", 1)
    axe = unit(s, "spinning-axe", 0)
    u = unit(s, "legion-rearguard", 0)
    act(s, f"equip {axe} -> {u}")
    pass_all(s)
    assert s.st[axe]["att"] == u and might(s, u) == 4
    act(s, f"move {u} @f0")
    assert s.st[axe]["at"] == "f0"


def test_819_quick_draw_has_reaction_and_attaches_when_played() -> None:
    s = duel()
    runes(s, 0, "order", 2)
    pistol = hand(s, 0, "quickdraw-pistol")
    u = unit(s, "legion-rearguard", 0)
    act(s, f"play {pistol} @b0")
    pass_all(s)
    assert s.st[pistol]["att"] == u and might(s, u) == 3


def test_820_repeat_executes_the_instructions_again() -> None:
    """E77: Desert's Call with Repeat [2] paid -> two Sand Soldiers."""
    s = duel()
    runes(s, 0, "body", 4)
    call = hand(s, 0, "deserts-call")
    act(s, f"play {call} repeat")
    pass_all(s)
    assert len([u for u in s.units(ctl=0) if s.cards[u] == "token-sand-soldier"]) == 2


def test_821_weaponmaster_attaches_an_equipment_paying_its_equip_cost() -> None:
    s = duel()
    runes(s, 0, "order", 5)
    plate = unit(s, "bulwark-plate", 0)
    wm = hand(s, 0, "weapons-master")
    act(s, f"play {wm} @b0")
    assert s.prompt is not None and s.prompt["options"] == [plate, "no"], "a 'you may' choice"
    act(s, f"choose {plate}")
    pass_all(s)
    assert s.st[plate]["att"] == wm


def test_822_ambush_plays_to_a_battlefield_where_you_have_units_with_reaction() -> None:
    s = duel()
    runes(s, 0, "chaos", 3)
    mine = unit(s, "iron-vanguard", 0)
    unit(s, "iron-vanguard", 1, "f0")
    prowler = hand(s, 0, "undercity-prowler")
    act(s, f"move {mine} @f0")
    assert f"play {prowler} @f0" in legal(s) and f"play {prowler} @b0" not in legal(s)


def test_823_hunt_gains_xp_when_conquering() -> None:
    s = duel()
    hunter = unit(s, "shadow-hunter", 0)
    deck(s, 0, ["cleave"])
    act(s, f"move {hunter} @f0")
    pass_all(s)
    assert s.players[0]["xp"] == 1


def test_824_level_is_active_exactly_while_xp_is_enough() -> None:
    """E72: Gustwalker [Level 3] +1 Might and Ganking."""
    s = duel()
    g = unit(s, "gustwalker", 0)
    assert might(s, g) == 2 and "ganking" not in keywords(s, g)
    s.players[0]["xp"] = 3
    assert might(s, g) == 3 and keywords(s, g)["ganking"] == 1


def test_825_unique_allows_one_copy() -> None:
    cards = game().pool
    base = game().content.decks["lux"]
    main = list(base.main) + ["kaisa-evolutionary"]
    problems = deck_problems(
        cards, Deck(base.name, base.legend, base.champion, tuple(main), base.runes, base.battlefields)
    )
    assert any("Unique" in p for p in problems)


def test_381_legend_ability_default_timing_and_exhaust_cost() -> None:
    s = duel()
    legend = s.players[0]["legend"]
    runes(s, 0, "fury", 1)
    u = unit(s, "legion-rearguard", 0)
    act(s, f"use {legend}.0 -> {u}")
    assert s.st[legend]["ex"] and s.chain
    pass_all(s)
    assert might(s, u) == 3
    assert not [a for a in legal(s) if a.startswith("use")], "exhausted: [E] cannot be paid again (414.4)"


def test_819_quick_draw_gear_can_be_played_as_a_reaction() -> None:
    s = duel()
    runes(s, 0, "fury", 3)
    runes(s, 1, "order", 2)
    ray = hand(s, 0, "hextech-ray")
    pistol = hand(s, 1, "quickdraw-pistol")
    target = unit(s, "iron-vanguard", 1)
    act(s, f"play {ray} -> {target}")
    act(s, "pass")
    assert f"play {pistol} @b1" in legal(s)


def test_821_weaponmaster_offers_only_equipment_its_controller_controls() -> None:
    s = duel()
    runes(s, 0, "order", 5)
    unit(s, "bulwark-plate", 1)
    mine = unit(s, "spinning-axe", 0)
    wm = hand(s, 0, "weapons-master")
    act(s, f"play {wm} @b0")
    assert s.prompt is not None and s.prompt["options"] == [mine, "no"]


def test_e75_811_1_d_2_blastcone_fae_played_from_hidden_targets_only_at_that_battlefield() -> None:
    s = duel()
    mine = unit(s, "iron-vanguard", 0, "f0")
    fae = s.new_uid("blastcone-fae", 0)
    s.bfs[0]["facedown"] = {"uid": fae, "p": 0, "turn": 1}
    far = unit(s, "legion-rearguard", 1, "f1")
    near = unit(s, "legion-rearguard", 1)
    s.st[near]["at"] = "f0"
    s.forget_legal_actions()
    act(s, f"play {fae} @f0")
    assert s.prompt is not None and s.prompt["kind"] == "trigger"
    assert sorted(s.prompt["options"]) == sorted([mine, near, fae]), f"not {far} at the other battlefield"


def test_e75_811_1_d_2_tideturner_from_hidden_chooses_elsewhere_and_swaps_places() -> None:
    """Tideturner's "a unit you control at another location" can never be met at its own battlefield, so
    played from hidden it is chosen freely; the two units then move to each other's locations."""
    s = duel()
    beside = unit(s, "iron-vanguard", 0, "f0")
    far = unit(s, "legion-rearguard", 0, "f1")
    home = unit(s, "stalwart-poro", 0)
    unit(s, "petty-officer", 1, "f1")
    tide = s.new_uid("tideturner", 0)
    s.bfs[0]["facedown"] = {"uid": tide, "p": 0, "turn": 1}
    s.forget_legal_actions()
    act(s, f"play {tide} @f0")
    assert s.prompt is not None and s.prompt["kind"] == "trigger"
    assert s.prompt["options"] == sorted([far, home]) + ["no"], f"not {beside}, also at f0"
    act(s, f"choose {far}")
    pass_all(s)
    assert (s.st[tide]["at"], s.st[far]["at"], s.st[beside]["at"]) == ("f1", "f0", "f0")
    assert s.st[tide]["moves"] == 1 and s.st[far]["moves"] == 1


def test_811_3_tideturner_played_normally_offers_only_units_elsewhere_and_may_decline() -> None:
    s = duel()
    beside = unit(s, "stalwart-poro", 0)
    away = unit(s, "legion-rearguard", 0, "f0")
    tide = hand(s, 0, "tideturner")
    runes(s, 0, "calm", 3)
    act(s, f"play {tide} @b0")
    assert s.prompt is not None and s.prompt["options"] == [away, "no"], f"not {beside}, also in base"
    act(s, "choose no")
    pass_all(s)
    assert (s.st[tide]["at"], s.st[away]["at"]) == ("b0", "f0")


def test_e76_811_2_stand_united_from_hidden_buffs_there_and_its_bonus_reaches_everywhere() -> None:
    s = duel()
    here = unit(s, "legion-rearguard", 0, "f0")
    there = unit(s, "legion-rearguard", 0, "f1")
    s.st[there]["buff"] = 1
    united = s.new_uid("stand-united", 0)
    s.bfs[0]["facedown"] = {"uid": united, "p": 0, "turn": 1}
    s.forget_legal_actions()
    plays = [a for a in legal(s) if a.startswith(f"play {united}")]
    assert plays == [f"play {united} -> {here}"]
    act(s, plays[0])
    pass_all(s)
    assert might(s, here) == 4 and might(s, there) == 4, "2 + a buff (1) + the additional +1"
