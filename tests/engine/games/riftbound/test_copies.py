"""Copies (472.1.b.3): Mirror Image plays a token copy with Temporary, and a copy of a copy copies what
it copies (E67), from literal positions."""

from __future__ import annotations

from engine.games.riftbound.layers import keywords, might
from tests.engine.games.riftbound.helpers import act, duel, hand, pass_all, runes, unit


def test_e67_472_1_b_3_a_copy_of_a_token_copy_is_another_honest_broker_with_temporary() -> None:
    s = duel()
    runes(s, 0, "mind", 6)
    broker = unit(s, "honest-broker", 0)
    act(s, f"play {hand(s, 0, 'mirror-image')} -> {broker}")
    pass_all(s)
    first = next(u for u in s.units(ctl=0) if u != broker)
    act(s, f"play {hand(s, 0, 'mirror-image')} -> {first}")
    pass_all(s)
    brokers = [u for u in s.units(ctl=0) if s.name(u) == "Honest Broker"]
    assert len(brokers) == 3
    copies = [u for u in brokers if u != broker]
    assert all("token" in s.card(u).supers and keywords(s, u).get("temporary") for u in copies)
    assert all(keywords(s, u).get("deflect") and might(s, u) == 2 for u in copies), "the printed traits"
    assert not keywords(s, broker).get("temporary")


def test_816_183_1_a_mirror_images_copy_dies_at_its_controllers_next_beginning_and_ceases_to_exist() -> None:
    s = duel()
    runes(s, 0, "mind", 3)
    broker = unit(s, "honest-broker", 0)
    act(s, f"play {hand(s, 0, 'mirror-image')} -> {broker}")
    pass_all(s)
    copy = next(u for u in s.units(ctl=0) if u != broker)
    act(s, "end")
    assert s.tp == 1 and copy in s.st
    act(s, "end")
    pass_all(s)
    assert s.tp == 0 and copy not in s.st and copy not in s.players[0]["trash"]
    assert broker in s.st


def test_e67_472_1_b_3_leblancs_reflection_of_a_broker_then_mirror_image_makes_three_brokers() -> None:
    """E67 as the rulebook tells it: Leblanc, Deceiver holds and her Reflection token becomes a copy of
    Honest Broker at her battlefield; Mirror Image on the Reflection copies what it copies."""
    s = duel(tp=1)
    leblanc = unit(s, "leblanc-deceiver", 0, "f0")
    broker = unit(s, "honest-broker", 0)
    act(s, "end")
    pass_all(s)
    reflection = next(u for u in s.units("f0", 0) if u != leblanc)
    assert s.name(reflection) == "Honest Broker" and keywords(s, reflection).get("temporary")
    runes(s, 0, "mind", 3)
    act(s, f"play {hand(s, 0, 'mirror-image')} -> {reflection}")
    pass_all(s)
    brokers = [u for u in s.units(ctl=0) if s.name(u) == "Honest Broker"]
    assert len(brokers) == 3 and broker in brokers
    assert sum(1 for u in brokers if keywords(s, u).get("temporary")) == 2
