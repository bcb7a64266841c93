"""The Gold token's Add ability (184, E39) and Treasure Hunter, from literal positions."""

from __future__ import annotations

from tests.engine.games.riftbound.helpers import act, duel, hand, legal, pass_all, runes, unit


def test_e39_375_treasure_hunter_plays_its_gold_exhausted() -> None:
    s = duel()
    hunter = unit(s, "treasure-hunter", 0)
    act(s, f"move {hunter} @f0")
    pass_all(s)
    gold = next(u for u in s.st if s.cards[u] == "token-gold")
    assert s.st[gold]["ex"] and s.st[gold]["at"] == "b0"
    assert not any(a.startswith(f"use {gold}") for a in legal(s)), "an exhausted Gold can't pay its [E]"


def test_184_gold_adds_universal_power_at_once_without_the_chain() -> None:
    s = duel()
    gold = unit(s, "token-gold", 0)
    act(s, f"use {gold}.0")
    assert gold not in s.st and not s.chain and s.players[0]["power"] == {"any": 1}
    assert s.current_player() == 0


def test_184_gold_is_a_reaction_usable_while_a_spell_waits_on_the_chain() -> None:
    s = duel()
    gold = unit(s, "token-gold", 1)
    target = unit(s, "legion-rearguard", 1)
    runes(s, 0, "fury", 2)
    act(s, f"play {hand(s, 0, 'hextech-ray')} -> {target}")
    act(s, "pass")
    assert f"use {gold}.0" in legal(s)
    act(s, f"use {gold}.0")
    assert s.current_player() == 1 and len(s.chain) == 1, "Priority stays with the player who added"
