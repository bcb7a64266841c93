"""The game around the rules: decks, coin toss, mulligan, The Coin, turns, concession, outcome."""

from __future__ import annotations

import pytest

from engine.core import BadInputError, IllegalActionError
from engine.games.hearthstone.coverage import coverage, summary
from engine.games.hearthstone.game import DEFAULT_DECKS
from engine.games.hearthstone.state import HsAction
from tests.engine.games.hearthstone.helpers import end_turn, game, hero, play, position


def _setup(**extra: object) -> dict[str, object]:
    return {"decks": [dict(d, cards=list(d["cards"])) for d in DEFAULT_DECKS], **extra}


def test_deck_rules_thirty_cards_two_copies_one_legendary_class_or_neutral() -> None:
    g = game()
    cards = list(DEFAULT_DECKS[0]["cards"])
    assert g.deck_problems("HERO_08", cards) == []
    problems = g.deck_problems("HERO_08", cards[:29])
    assert problems == ["a deck has 30 cards, this one 29"]
    three = cards[:27] + ["CS2_029", "CS2_029", "CS2_029"]
    assert any("CS2_029 (Fireball): 5 copies, at most 2" in p for p in g.deck_problems("HERO_08", three))
    legend = cards[:28] + ["EX1_016", "EX1_016"]
    assert any(
        "EX1_016 (Sylvanas Windrunner): 2 copies, at most 1" in p for p in g.deck_problems("HERO_08", legend)
    )
    warrior = cards[:29] + ["CS2_106"]
    assert any("a WARRIOR card in a MAGE deck" in p for p in g.deck_problems("HERO_08", warrior))


def test_a_deck_with_an_unsupported_card_is_refused_with_the_reason() -> None:
    g = game()
    missing = [
        row for row in coverage(g.catalog) if not row.supported and row.card_class in ("MAGE", "NEUTRAL")
    ]
    if not missing:
        pytest.skip("every Mage and neutral card is supported")
    card = missing[0]
    cards = list(DEFAULT_DECKS[0]["cards"][:29]) + [card.card_id]
    expected = f"{card.card_id} ({card.name}): not supported: no effect data yet"
    with pytest.raises(BadInputError) as err:
        g.new_initial_state(1, {"decks": [{"hero": "HERO_08", "cards": cards}, DEFAULT_DECKS[1]]})
    assert expected in str(err.value) and "decks[0]" in str(err.value)


def test_coverage_lists_every_basic_and_classic_card_with_a_reason() -> None:
    rows = coverage(game().catalog)
    counts = summary(rows)
    assert counts["Basic"]["total"] == 133 and counts["Classic"]["total"] == 245
    by_id = {row.card_id: row for row in rows}
    assert by_id["CS2_029"].supported and by_id["CS2_029"].how == "data in core_set_a.json"
    assert by_id["CS2_131"].supported and by_id["CS2_131"].how == "keywords from its tags"
    assert by_id["CS2_012"].scripted
    assert all(row.supported or row.how for row in rows)


def test_coin_toss_opening_hands_and_the_coin() -> None:
    state = game().new_initial_state(3, _setup(first=1))
    assert state.current_player() == 1
    assert len(state.players[1].hand) == 3 and len(state.players[0].hand) == 4
    state.apply_action(HsAction("mulligan"))
    assert state.current_player() == 0
    state.apply_action(HsAction("mulligan"))
    coin = state.ents[state.players[0].hand[-1]]
    assert coin.card.id == "GAME_005"
    assert state.active == 1 and state.turn == 1
    assert len(state.players[1].hand) == 4 and state.players[1].mana == 1


def test_mulligan_replaces_the_chosen_cards_with_other_cards_first() -> None:
    setup = _setup(first=0, shuffle=False)
    state = game().new_initial_state(5, setup)
    hand = list(state.players[0].hand)
    kept = hand[1:]
    state.apply_action(HsAction("mulligan", cards=(hand[0],)))
    new_hand = state.players[0].hand
    assert new_hand[:2] == kept and len(new_hand) == 3 and hand[0] not in new_hand
    assert len(state.players[0].deck) == 27


def test_the_coin_gives_one_mana_this_turn_only() -> None:
    state = position({"players": [{"hand": ["GAME_005"], "mana": 1, "crystals": 1}, {}]})
    play(state, "GAME_005")
    assert state.players[0].mana == 2
    end_turn(state)
    assert state.players[0].temp == 0


def test_turn_structure_mana_refill_and_cap_at_ten() -> None:
    state = position(
        {"players": [{"crystals": 10, "mana": 0}, {"crystals": 9, "mana": 0, "deck": ["CS2_231"]}]}
    )
    end_turn(state)
    assert state.active == 1 and state.players[1].crystals == 10 and state.players[1].mana == 10
    assert len(state.players[1].hand) == 1
    end_turn(state)
    assert state.players[0].crystals == 10


def test_fatigue_deals_one_then_two() -> None:
    state = position({"players": [{"health": 30}, {"health": 30, "deck": []}]})
    end_turn(state)
    assert hero(state, 1).health == 29
    end_turn(state)
    end_turn(state)
    assert hero(state, 1).health == 27


def test_concede_is_always_legal_and_ends_the_game() -> None:
    state = position({"players": [{}, {}]})
    assert "concede" in [str(a) for a in state.legal_actions()]
    state.apply_action(HsAction("concede"))
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == (1,) and outcome.reason == "conceded"
    with pytest.raises(IllegalActionError):
        state.apply_action(HsAction("end"))


def test_e_074_turn_89_ending_is_a_draw() -> None:
    state = position({"turn": 89, "players": [{}, {}]})
    end_turn(state)
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == () and "turn 89" in outcome.reason
