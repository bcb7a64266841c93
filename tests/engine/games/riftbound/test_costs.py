"""Costs with the player's choices (356-357): the order of discounts, killing a friendly unit and
recycling from the trash as costs, from literal positions."""

from __future__ import annotations

from engine.games.riftbound.layers import might
from tests.engine.games.riftbound.helpers import act, deck, duel, hand, legal, pass_all, runes, unit
from tests.engine.games.riftbound.prompts import choices


def _seven_might(s, p: int) -> str:  # type: ignore[no-untyped-def]
    big = unit(s, "trifarian-brute", p)
    s.st[big]["mods"].append({"might": 2, "until": "turn"})
    return big


def test_e11_356_4_e_the_player_chooses_the_order_of_two_discounts() -> None:
    s = duel()
    apprentice = unit(s, "eager-apprentice", 0, "f0")
    target = _seven_might(s, 0)
    enemy = unit(s, "iron-vanguard", 1)
    rune = runes(s, 0, "fury", 1)[0]
    sky = hand(s, 0, "sky-splitter")
    assert f"play {sky} -> {target}" in legal(s)
    act(s, f"play {sky} -> {enemy}")
    assert s.prompt is not None and s.prompt["kind"] == "discounts"
    assert s.prompt["options"] == [f"{apprentice}+{sky}", f"{sky}+{apprentice}"], "the cheapest (0) first"
    act(s, f"choose {sky}+{apprentice}")
    assert s.st[rune]["ex"], "8 - 7 = 1, and the Apprentice's minimum of [1] keeps it at 1"
    pass_all(s)
    assert enemy not in s.st


def test_e11_356_4_e_with_nothing_to_pay_only_the_cheap_order_is_offered() -> None:
    s = duel()
    unit(s, "eager-apprentice", 0, "f0")
    _seven_might(s, 0)
    enemy = unit(s, "iron-vanguard", 1)
    act(s, f"play {hand(s, 0, 'sky-splitter')} -> {enemy}")
    assert s.prompt is None and len(s.chain) == 1


def test_e8_131_4_lux_reads_the_printed_cost_of_a_cheaply_played_sky_splitter() -> None:
    s = duel()
    lux = unit(s, "lux-illuminated", 0)
    _seven_might(s, 0)
    enemy = unit(s, "iron-vanguard", 1)
    runes(s, 0, "fury", 1)
    act(s, f"play {hand(s, 0, 'sky-splitter')} -> {enemy}")
    pass_all(s)
    assert might(s, lux) == 6


def test_357_1_cruel_patron_needs_a_friendly_unit_to_kill() -> None:
    s = duel()
    runes(s, 0, "chaos", 2)
    patron = hand(s, 0, "cruel-patron")
    assert not any(a.startswith(f"play {patron}") for a in legal(s))
    lone = unit(s, "legion-rearguard", 0)
    act(s, f"play {patron} @b0")
    assert s.prompt is None, "one friendly unit: nothing to choose"
    assert lone in s.players[0]["trash"] and s.st[patron]["at"] == "b0"


def test_356_2_cruel_patron_the_player_chooses_the_unit_killed_as_a_cost() -> None:
    s = duel()
    runes(s, 0, "chaos", 2)
    a = unit(s, "legion-rearguard", 0)
    b = unit(s, "petty-officer", 0, "f0")
    patron = hand(s, 0, "cruel-patron")
    act(s, f"play {patron} @b0")
    assert choices(s) == [f"choose {a}", f"choose {b}"]
    assert patron in s.players[0]["hand"], "nothing is paid before the choice"
    act(s, f"choose {b}")
    assert b in s.players[0]["trash"] and a in s.st and patron in s.st
    assert sum(s.st[r]["ex"] for r in s.objects("rune", 0)) == 2


def test_e14_357_2_a_a_kill_cost_replaced_by_zhonyas_hourglass_is_still_paid() -> None:
    s = duel()
    runes(s, 0, "chaos", 2)
    hourglass = unit(s, "zhonyas-hourglass", 0)
    victim = unit(s, "legion-rearguard", 0, "f0")
    patron = hand(s, 0, "cruel-patron")
    act(s, f"play {patron} @b0")
    assert hourglass in s.players[0]["trash"]
    assert s.st[victim]["at"] == "b0" and s.st[victim]["ex"]
    assert s.st[patron]["at"] == "b0", "the cost counts as paid and Cruel Patron is played"


def test_e19_416_3_vi_cannot_recycle_from_an_empty_trash() -> None:
    s = duel()
    vi = unit(s, "vi-destructive", 0)
    assert not any(a.startswith(f"use {vi}") for a in legal(s))
    old = s.new_uid("cleave", 0)
    s.players[0]["trash"].append(old)
    s.forget_legal_actions()
    act(s, f"use {vi}.0")
    assert s.players[0]["deck"][-1] == old and s.players[0]["trash"] == []
    pass_all(s)
    assert might(s, vi) == 4


def test_e21_416_5_garbage_grabber_recycles_three_chosen_cards_to_the_bottom() -> None:
    s = duel()
    runes(s, 0, "chaos", 1)
    grabber = unit(s, "garbage-grabber", 0)
    trash = [s.new_uid(c, 0) for c in ("cleave", "hextech-ray", "void-seeker", "cleave")]
    s.players[0]["trash"] = list(trash)
    top = deck(s, 0, ["block"])[0]
    act(s, f"use {grabber}.0")
    assert choices(s) == [f"choose {trash[0]}", f"choose {trash[1]}", f"choose {trash[2]}"], "copies once"
    act(s, f"choose {trash[1]}")
    assert choices(s) == [f"choose {trash[0]}", f"choose {trash[2]}"]
    act(s, f"choose {trash[0]}")
    assert s.prompt is not None and s.prompt["kind"] == "cost_recycle"
    act(s, f"choose {trash[3]}")
    assert s.players[0]["trash"] == [trash[2]]
    assert sorted(s.players[0]["deck"][1:]) == sorted([trash[0], trash[1], trash[3]])
    assert s.st[grabber]["ex"]
    pass_all(s)
    assert top in s.players[0]["hand"]


def test_416_3_garbage_grabber_with_exactly_three_cards_asks_nothing() -> None:
    s = duel()
    runes(s, 0, "chaos", 1)
    grabber = unit(s, "garbage-grabber", 0)
    s.players[0]["trash"] = [s.new_uid(c, 0) for c in ("cleave", "hextech-ray", "void-seeker")]
    s.forget_legal_actions()
    act(s, f"use {grabber}.0")
    assert s.prompt is None and s.players[0]["trash"] == [] and len(s.players[0]["deck"]) == 3


def test_e10_e12_356_4_c_ezreal_discounts_the_optional_cost_as_it_is_added_and_it_counts_as_paid() -> None:
    s = duel()
    unit(s, "ezreal-prodigy", 0)
    runes(s, 0, "mind", 2)
    keeper = hand(s, 0, "clockwork-keeper")
    top = deck(s, 0, ["cleave"])[0]
    act(s, f"play {keeper} @b0 extra")
    assert top in s.players[0]["hand"], "the [C] became free and still counts as paid (E12)"
    assert len(s.objects("rune", 0)) == 2, "no rune was recycled"


def test_e20_422_3_discard_two_as_a_cost_needs_two_cards_in_hand() -> None:
    s = duel()
    launcher = unit(s, "scrap-launcher", 0)
    enemy = unit(s, "legion-rearguard", 1, "f0")
    only = hand(s, 0, "cleave")
    assert not any(a.startswith(f"use {launcher}") for a in legal(s))
    spark = hand(s, 0, "final-spark")
    block = hand(s, 0, "block")
    act(s, f"use {launcher}.0 -> {enemy}")
    assert s.prompt is not None and s.prompt["kind"] == "cost_discard"
    assert choices(s) == [f"choose {only}", f"choose {spark}", f"choose {block}"]
    act(s, f"choose {block}")
    act(s, f"choose {only}")
    assert s.players[0]["hand"] == [spark] and sorted(s.players[0]["trash"]) == sorted([only, block])
    pass_all(s)
    assert enemy not in s.st


def test_e15_357_3_paying_kills_a_unit_other_than_the_target() -> None:
    s = duel()
    runes(s, 0, "chaos", 2)
    target = unit(s, "legion-rearguard", 0)
    b = unit(s, "petty-officer", 0)
    c = unit(s, "token-recruit", 0)
    pact = hand(s, 0, "blood-pact")
    assert f"play {pact} -> {target}" in legal(s) and f"play {pact} extra -> {target}" in legal(s)
    act(s, f"play {pact} extra -> {target}")
    assert s.prompt is not None and s.prompt["options"] == [c, b], "the weakest first, never the target"
    act(s, f"choose {c}")
    pass_all(s)
    assert c not in s.st and might(s, target) == 9


def test_e15_357_3_with_no_other_unit_the_target_itself_pays() -> None:
    s = duel()
    runes(s, 0, "chaos", 2)
    only = unit(s, "legion-rearguard", 0)
    act(s, f"play {hand(s, 0, 'blood-pact')} extra -> {only}")
    assert only not in s.st and s.prompt is None
    pass_all(s)
    assert only in s.players[0]["trash"]


def test_357_3_not_paying_gives_the_smaller_bonus() -> None:
    s = duel()
    runes(s, 0, "chaos", 2)
    target = unit(s, "legion-rearguard", 0)
    other = unit(s, "petty-officer", 0)
    act(s, f"play {hand(s, 0, 'blood-pact')} -> {target}")
    pass_all(s)
    assert other in s.st and might(s, target) == 4


def test_e16_355_16_the_strongest_unit_paying_the_cost_cannot_be_the_target() -> None:
    s = duel()
    runes(s, 0, "chaos", 2)
    big = unit(s, "trifarian-brute", 0)
    small = unit(s, "legion-rearguard", 0)
    tribute = hand(s, 0, "blood-tribute")
    assert [a for a in legal(s) if a.startswith(f"play {tribute}")] == [f"play {tribute} -> {small}"]
    act(s, f"play {tribute} -> {small}")
    assert big in s.players[0]["trash"] and s.prompt is None
    pass_all(s)
    assert might(s, small) == 7, "+5: the killed unit's Might"


def test_355_16_with_two_strongest_units_one_may_be_targeted_while_the_other_pays() -> None:
    s = duel()
    runes(s, 0, "chaos", 2)
    a = unit(s, "trifarian-brute", 0)
    b = unit(s, "trifarian-brute", 0)
    small = unit(s, "legion-rearguard", 0)
    tribute = hand(s, 0, "blood-tribute")
    plays = sorted(x for x in legal(s) if x.startswith(f"play {tribute}"))
    assert plays == sorted(f"play {tribute} -> {t}" for t in (a, b, small))
    act(s, f"play {tribute} -> {small}")
    assert s.prompt is not None and s.prompt["kind"] == "cost_kill" and s.prompt["options"] == [a, b]
    act(s, f"choose {b}")
    act(s, "pass")
    act(s, "pass")
    assert b not in s.st and might(s, small) == 7


def test_e18_414_4_an_exhausted_unit_cannot_pay_an_exhaust_cost() -> None:
    s = duel()
    runes(s, 0, "order", 2)
    tired = unit(s, "legion-rearguard", 0, ready=False)
    march = hand(s, 0, "forced-march")
    deck(s, 0, ["cleave", "block", "serenity"])
    assert f"play {march} extra" not in legal(s)
    fresh = unit(s, "petty-officer", 0)
    act(s, f"play {march} extra")
    assert s.prompt is None and s.st[fresh]["ex"], "the one ready unit pays without asking"
    pass_all(s)
    assert len(s.players[0]["hand"]) == 2 and s.st[tired]["ex"]


def test_414_4_the_player_picks_which_ready_unit_to_exhaust() -> None:
    s = duel()
    runes(s, 0, "order", 2)
    a = unit(s, "legion-rearguard", 0)
    b = unit(s, "petty-officer", 0, "f0")
    act(s, f"play {hand(s, 0, 'forced-march')} extra")
    assert s.prompt is not None and s.prompt["kind"] == "cost_exhaust"
    act(s, f"choose {b}")
    assert s.st[b]["ex"] and not s.st[a]["ex"]


def test_e13_356_2_b_1_an_optional_discard_declared_with_the_play_lowers_its_cost() -> None:
    s = duel()
    runes(s, 0, "chaos", 2)
    scavenger = hand(s, 0, "hasty-scavenger")
    cleave, block = hand(s, 0, "cleave"), hand(s, 0, "block")
    plays = [a for a in legal(s) if a.startswith(f"play {scavenger}")]
    assert f"play {scavenger} @b0 extra" in plays and f"play {scavenger} @b0" not in plays
    act(s, f"play {scavenger} @b0 extra")
    assert s.prompt is not None and s.prompt["kind"] == "cost_discard"
    assert sorted(s.prompt["options"]) == sorted([cleave, block])
    act(s, f"choose {block}")
    assert s.st[scavenger]["at"] == "b0" and s.players[0]["hand"] == [cleave]
    assert s.players[0]["trash"] == [block] and all(s.st[r]["ex"] for r in s.objects("rune", 0))


def test_356_2_b_1_no_card_to_discard_no_discount() -> None:
    s = duel()
    runes(s, 0, "chaos", 4)
    scavenger = hand(s, 0, "hasty-scavenger")
    assert [a for a in legal(s) if a.startswith(f"play {scavenger}")] == [f"play {scavenger} @b0"]


def test_e17_135_2_b_3_an_additional_kill_cost_is_paid_once_when_repeat_is_paid() -> None:
    """E17: Grim Offering's "kill a friendly unit" runs as it is played; Repeat repeats only the draw."""
    s = duel()
    runes(s, 0, "chaos", 3)
    first, second = unit(s, "legion-rearguard", 0), unit(s, "iron-vanguard", 0, "f0")
    offering = hand(s, 0, "grim-offering")
    drawn = deck(s, 0, ["cleave", "block", "serenity", "hextech-ray", "chaos-bolt"])
    act(s, f"play {offering} repeat")
    assert s.prompt is not None and s.prompt["kind"] == "cost_kill"
    act(s, f"choose {first}")
    pass_all(s)
    assert first in s.players[0]["trash"] and second in s.st, "one unit killed, not one per execution"
    assert sorted(s.players[0]["hand"]) == sorted(drawn[:4]), "Draw 2 twice"


def test_e10_356_4_c_frigid_touch_paid_with_ezreal_costs_nothing_more_and_counts_as_paid() -> None:
    """E10: Frigid Touch's optional [1] is added, Ezreal takes [1] off it at once, and it is paid."""
    s = duel()
    unit(s, "ezreal-prodigy", 0)
    rune = runes(s, 0, "mind", 1)[0]
    touch = hand(s, 0, "frigid-touch")
    enemy = unit(s, "trifarian-brute", 1, "f0")
    assert f"play {touch} extra -> {enemy}" in legal(s)
    act(s, f"play {touch} extra -> {enemy}")
    pass_all(s)
    assert s.st[rune]["ex"] and might(s, enemy) == 1, "5 - 4: the paid version"


def test_357_frigid_touch_without_its_additional_cost_gives_minus_two() -> None:
    s = duel()
    runes(s, 0, "mind", 2)
    touch = hand(s, 0, "frigid-touch")
    enemy = unit(s, "trifarian-brute", 1, "f0")
    act(s, f"play {touch} -> {enemy}")
    pass_all(s)
    assert might(s, enemy) == 3 and len([r for r in s.objects("rune", 0) if not s.st[r]["ex"]]) == 1
