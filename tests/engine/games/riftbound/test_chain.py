"""Priority and the chain (325-340), showdowns and Focus (341-348), timing of cards (154, 806, 813)."""

from __future__ import annotations

from tests.engine.games.riftbound.helpers import act, deck, duel, hand, legal, pass_all, runes, unit


def test_154_a_plain_spell_needs_an_open_neutral_state_on_your_own_turn() -> None:
    s = duel()
    runes(s, 1, "body", 4)
    hand(s, 1, "challenge")
    assert not [a for a in legal(s) if a.startswith("play")]
    s.tp = 1
    s.forget_legal_actions()
    u = unit(s, "iron-vanguard", 1)
    e = unit(s, "iron-vanguard", 0)
    assert any(a.endswith(f"-> {u} {e}") for a in legal(s))


def test_339_spell_waits_for_every_player_to_pass_then_resolves() -> None:
    s = duel()
    runes(s, 0, "fury", 3)
    ray = hand(s, 0, "hextech-ray")
    target = unit(s, "trifarian-brute", 1)
    act(s, f"play {ray} -> {target}")
    assert s.chain and s.prio == 0, "the controller of the newest item gets Priority (337.1.c.3)"
    act(s, "pass")
    assert s.chain and s.prio == 1
    act(s, "pass")
    assert not s.chain and s.st[target]["dmg"] == 3 and ray in s.players[0]["trash"]


def test_158_2_b_reaction_resolves_before_the_spell_it_answers() -> None:
    s = duel()
    runes(s, 0, "fury", 3)
    runes(s, 1, "calm", 2)
    ray = hand(s, 0, "hextech-ray")
    wall = hand(s, 1, "wind-wall")
    target = unit(s, "trifarian-brute", 1)
    act(s, f"play {ray} -> {target}")
    act(s, "pass")
    assert f"play {wall} -> 1" in legal(s)
    act(s, f"play {wall} -> 1")
    pass_all(s)
    assert s.st[target]["dmg"] == 0, "Wind Wall countered Hextech Ray"
    assert ray in s.players[0]["trash"] and wall in s.players[1]["trash"]


def test_309_only_reactions_in_a_closed_state() -> None:
    s = duel()
    runes(s, 0, "fury", 6)
    runes(s, 1, "body", 6)
    ray = hand(s, 0, "hextech-ray")
    hand(s, 1, "challenge")
    block = hand(s, 1, "block")
    target = unit(s, "trifarian-brute", 1)
    act(s, f"play {ray} -> {target}")
    act(s, "pass")
    plays = [a for a in legal(s) if a.startswith("play")]
    assert plays and all(a.startswith(f"play {block}") for a in plays)


def test_446_moving_to_an_empty_battlefield_opens_a_showdown_and_conquers() -> None:
    s = duel()
    u = unit(s, "iron-vanguard", 0)
    deck(s, 0, ["cleave"])
    act(s, f"move {u} @f0")
    assert s.sd == {"bf": "f0", "combat": False, "passes": 0} and s.focus == 0
    assert s.st[u]["ex"], "a Standard Move exhausts the unit (144.2)"
    act(s, "pass")
    assert s.focus == 1
    act(s, "pass")
    assert s.sd is None and s.bfs[0]["ctl"] == 0 and s.players[0]["points"] == 1


def test_346_focus_passes_after_a_chain_played_in_a_showdown_resolves() -> None:
    s = duel()
    runes(s, 0, "fury", 1)
    u = unit(s, "iron-vanguard", 0)
    cleave = hand(s, 0, "cleave")
    act(s, f"move {u} @f0")
    act(s, f"play {cleave} -> {u}")
    act(s, "pass")
    act(s, "pass")
    assert not s.chain and s.sd is not None and s.focus == 1 and s.sd["passes"] == 0


def test_144_1_no_standard_move_and_no_plain_cards_during_a_showdown() -> None:
    s = duel()
    runes(s, 0, "body", 5)
    u = unit(s, "iron-vanguard", 0)
    unit(s, "iron-vanguard", 0)
    hand(s, 0, "trifarian-brute")
    act(s, f"move {u} @f0")
    assert legal(s) == ["concede", "pass"]


def test_806_action_units_and_spells_can_be_played_in_a_showdown() -> None:
    s = duel()
    runes(s, 1, "fury", 3)
    u = unit(s, "iron-vanguard", 0)
    ray = hand(s, 1, "hextech-ray")
    act(s, f"move {u} @f0")
    act(s, "pass")
    assert f"play {ray} -> {u}" in legal(s)


def test_813_reaction_unit_can_be_played_in_a_closed_state_to_base_only() -> None:
    s = duel()
    runes(s, 0, "fury", 3)
    runes(s, 1, "chaos", 3)
    ray = hand(s, 0, "hextech-ray")
    trick = hand(s, 1, "fae-trickster")
    target = unit(s, "iron-vanguard", 1)
    act(s, f"play {ray} -> {target}")
    act(s, "pass")
    assert f"play {trick} @b1" in legal(s)
    assert not any(a.startswith(f"play {trick} @f") for a in legal(s)), "E80 (806.3/813.3.a)"
