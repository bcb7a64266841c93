"""The Summon Resolution Step (§1.4): Summon Events resolve after the outermost Phase, in order of play.

No card of the engine core's own sets triggers in the SRS, so these tests give a vanilla token
(the Infernal) a ``summon_resolution`` trigger in a card file of their own.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.games.hearthstone.cards import load_catalog
from engine.games.hearthstone.game import HearthstoneGame
from engine.games.hearthstone.positions import build
from engine.games.hearthstone.state import HearthstoneState
from tests.engine.games.hearthstone.helpers import board_cards, find, game, play, position

WATCHER = {
    "id": "EX1_tk34",
    "triggers": [
        {"on": "summon_resolution", "subject": "other_friendly_minion", "then": [{"effect": "draw"}]}
    ],
}


@pytest.fixture
def srs_game(tmp_path: Path) -> HearthstoneGame:
    extra = tmp_path / "srs_watcher.json"
    extra.write_text(json.dumps({"cards": [WATCHER]}), encoding="utf-8")
    g = game()
    g.catalog = load_catalog(g.catalog.db, extra=[extra])
    return g


def test_srs_e_181_knives_fly_during_the_spell_and_summon_resolution_draws_after_it(
    srs_game: HearthstoneGame,
) -> None:
    state = build(
        srs_game,
        {
            "players": [
                {"board": ["EX1_tk34", "NEW1_019"], "hand": ["EX1_538"], "deck": ["CS2_231"] * 3},
                {"board": ["CS2_200", "CS2_200"], "health": 30},
            ]
        },
    )
    assert isinstance(state, HearthstoneState)
    play(state, "EX1_538")
    kinds = [kind for kind, _, _ in state.events if kind in ("summon", "damage", "draw")]
    assert kinds == ["summon", "damage", "summon", "damage", "draw", "draw"]
    assert board_cards(state, 0) == ["EX1_tk34", "NEW1_019", "EX1_538t", "EX1_538t"]


def test_srs_a_played_minion_resolves_its_summon_event_before_its_battlecry(
    srs_game: HearthstoneGame,
) -> None:
    state = build(
        srs_game, {"players": [{"board": ["EX1_tk34"], "hand": ["CS2_189"], "deck": ["CS2_231"]}, {}]}
    )
    play(state, "CS2_189", state.ents[state.players[1].hero])
    kinds = [kind for kind, _, _ in state.events if kind in ("draw", "damage")]
    assert kinds == ["draw", "damage"]


SELF_WATCHER = {
    "id": "EX1_tk34",
    "triggers": [
        {"on": "summon_resolution", "subject": "friendly_minion", "then": [{"effect": "draw"}]},
        {"on": "after_summon", "subject": "friendly_minion", "then": [{"effect": "draw"}]},
    ],
}


def test_1_1_humble_safeguard_a_minion_does_not_trigger_on_its_own_entering_play(tmp_path: Path) -> None:
    extra = tmp_path / "self_watcher.json"
    extra.write_text(json.dumps({"cards": [SELF_WATCHER]}), encoding="utf-8")
    g = game()
    g.catalog = load_catalog(g.catalog.db, extra=[extra])
    state = build(
        g,
        {"players": [{"mana": 10, "hand": ["EX1_tk34", "CS2_231"], "deck": ["CS2_231"] * 4}, {}]},
    )
    assert isinstance(state, HearthstoneState)
    play(state, "EX1_tk34")
    assert [kind for kind, _, _ in state.events if kind == "draw"] == []
    play(state, "CS2_231")
    assert [kind for kind, _, _ in state.events if kind == "draw"] == ["draw", "draw"]
    assert board_cards(state, 0) == ["EX1_tk34", "CS2_231"]


def test_srs_e_181_jugglers_throw_per_hound_in_the_spell_and_buzzards_draw_per_hound_after_it() -> None:
    state = position(
        {
            "players": [
                {
                    "board": ["CS2_237", "NEW1_019", "NEW1_019", "CS2_237"],
                    "hand": ["EX1_538"],
                    "deck": ["CS2_231"] * 6,
                },
                {"board": ["CS2_182", "CS2_182"]},
            ]
        }
    )
    jugglers = [e.id for e in (find(state, "NEW1_019", 0, 0), find(state, "NEW1_019", 0, 1))]
    play(state, "EX1_538")
    kinds = ("summon", "damage", "draw")
    seen = [(kind, data.get("source", 0)) for kind, _, data in state.events if kind in kinds]
    hound = ("summon", 0)
    knives = [("damage", jugglers[0]), ("damage", jugglers[1])]
    assert seen == [hound, *knives, hound, *knives] + [("draw", 0)] * 4
