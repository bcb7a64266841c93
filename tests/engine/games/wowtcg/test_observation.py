"""What the observation and the events tell a table beyond the position itself: played card names,
the defender of an attack, hand costs now, who asks a pending choice, and the waiting triggers of a
trigger-order choice (docs/wowtcg-engine.md, "Observation")."""

from __future__ import annotations

from engine.core import Event
from engine.games.wowtcg.text import card_text, trigger_text
from tests.engine.games.wowtcg.helpers import act, game, hero, obj, pass_both, play, position, res


def events(s_events: list[Event], kind: str) -> list[Event]:
    return [e for e in s_events if e.kind == kind]


def test_406_a_play_event_names_the_card_the_opponents_observation_no_longer_holds() -> None:
    s = position({"hand": ["Heroic Strike"], "play": res(2)})
    card = obj(s, "Heroic Strike", 0, "hand").id
    played = events(s.apply_action(game().parse_action(f"play {card}", s)), "play")
    assert [(e.data["name"], e.data["player"]) for e in played] == [("Heroic Strike", 0)]
    assert played[0].data["card"] not in [c["id"] for c in s.observation(1)["play"]]


def test_303_2_strike_and_701_power_events_name_their_card() -> None:
    s = position({"play": ["Worn Mace", *res(2)]})
    act(s, f"attack {hero(s, 0)} {hero(s, 1)}")
    pass_both(s)
    pass_both(s)
    struck = events(s.apply_action(game().parse_action(f"strike {obj(s, 'Worn Mace').id}", s)), "strike")
    assert [e.data["name"] for e in struck] == ["Worn Mace"]
    s = position({"play": ["Healthstone", *res(2)]})
    used = events(s.apply_action(game().parse_action(f"use {obj(s, 'Healthstone').id} 0", s)), "power")
    assert [e.data["name"] for e in used] == ["Healthstone"]


def test_602_1_the_attack_event_names_the_proposed_defender() -> None:
    s = position({"play": ["Dwarven Mountaineer"]}, {"play": ["Kor'kron Axeman"]})
    attacker, defender = obj(s, "Dwarven Mountaineer").id, obj(s, "Kor'kron Axeman").id
    out = s.apply_action(game().parse_action(f"attack {attacker} {defender}", s))
    out += s.apply_action(game().parse_action("pass", s))
    out += s.apply_action(game().parse_action("pass", s))
    assert [e.data for e in events(out, "attack")] == [{"attacker": attacker, "defender": defender}]


def test_707_1e_own_hand_entries_carry_the_cost_now_and_leave_the_state_hash_alone() -> None:
    s = position({"hand": ["Elwynn Recruit", "Heroic Strike"], "play": ["Stormwind Footman"]})
    before = s.state_hash()
    hand = s.observation(0)["players"][0]["hand"]
    assert [(c["card"], c["cost"]) for c in hand] == [("Elwynn Recruit", 1), ("Heroic Strike", 1)]
    assert s.state_hash() == before
    assert "hand" not in s.observation(1)["players"][0]


def test_709_2_a_may_choice_names_the_resolving_link_as_its_source() -> None:
    s = position({"hand": ["Chain Lightning"], "play": res(5)}, {"play": ["Kor'kron Axeman"]})
    play(s, "Chain Lightning", hero(s, 1))
    pass_both(s)
    assert s.pending is not None and s.pending.kind == "may"
    link = s.chain[-1]
    for viewer in (0, 1):
        source = s.observation(viewer)["pending"]["source"]
        assert source == {"link": link.id, "card": link.source, "name": "Chain Lightning"}


def test_708_1_an_order_choice_lists_the_waiting_triggers_by_source_and_text() -> None:
    s = position(
        {"play": [{"card": "Fireball", "attached_to": "Korgath Stormcaller"}] * 2},
        tp=1,
        window="end",
    )
    pass_both(s)
    assert s.pending is not None and s.pending.kind == "order"
    pending = s.observation(0)["pending"]
    fireballs = sorted(o.id for o in s.in_play() if s.card(o).name == "Fireball")
    card = game().catalog.cards["Fireball"]
    text = trigger_text(card.triggers[0], "Fireball")
    assert text in card_text(card)
    assert pending["options"] == ["0", "1"] and pending["source"] is None
    assert pending["triggers"] == [
        {"option": str(i), "source": f, "name": "Fireball", "text": text} for i, f in enumerate(fireballs)
    ]
    assert s.observation(1)["pending"]["triggers"] == pending["triggers"]
