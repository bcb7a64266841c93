"""The end-of-tick wave's damage (704.2d) is simultaneous: its order is chosen as 107.2 says, and a
decision inside the wave waits without anyone being destroyed before the wave ends."""

from __future__ import annotations

from typing import Any

from engine.games.wowminis import bots
from engine.games.wowminis.positions import state_to_dict
from engine.games.wowminis.state import WowState

from .builders import GAME, ch, do, kinds, notations, position

CORRUPTION: dict[str, Any] = {"card": "corruption", "party": 1, "source": "dralor"}
SACRIFICE: dict[str, Any] = {"card": "blessing_of_sacrifice", "party": 0, "source": "jaina"}
SUPPRESSION: dict[str, Any] = {"card": "pain_suppression", "party": 0, "source": "ruby"}


def _wave(ruby_pos: str = "0,2") -> WowState:
    """End of tick 5: Dralor's Withering Presence deals 1 to Jaina (4 health, next to him); Corruption
    deals 2 to Ruby, whose Blessing of Sacrifice hands it to Jaina; Jaina has Pain Suppression."""
    return position(
        [
            ch("jaina", 0, "0,0", clock=7, health=4, buffs=[SUPPRESSION]),
            ch("ruby", 0, ruby_pos, clock=7, buffs=[CORRUPTION, SACRIFICE]),
            ch("dralor", 1, "1,0", clock=7),
        ],
        master=5,
    )


def test_107_2_the_wave_asks_the_order_of_its_damage_to_one_partys_characters() -> None:
    s = _wave()
    assert s.current_player() == 0
    assert notations(s) == ["damage-order jaina,ruby", "damage-order ruby,jaina"]
    assert s.observation(0)["pending"]["amounts"] == {"jaina": 1, "ruby": 2}
    ruby_first = s.clone()
    events = do(s, "damage-order jaina,ruby")
    # Pain Suppression meets Jaina's own damage first: 1 halved to 0; Ruby's 2 then reach her whole.
    assert [(e.data["card"], e.data["was"]) for e in kinds(events, "replaced")][0] == ("pain_suppression", 1)
    assert s.chars["jaina"].health == 4 - 2
    events = do(ruby_first, "damage-order ruby,jaina")
    assert [(e.data["card"], e.data["was"]) for e in kinds(events, "replaced")][:2] == [
        ("blessing_of_sacrifice", 2),
        ("pain_suppression", 2),
    ]
    assert ruby_first.chars["jaina"].health == 4 - 1 - 1


def test_107_2_one_damaged_character_per_party_is_not_asked() -> None:
    s = position(
        [
            ch("jaina", 0, "0,0", clock=7, health=4),
            ch("grom", 1, "3,0", clock=7, buffs=[{"card": "corruption", "party": 0, "source": "jaina"}]),
            ch("dralor", 1, "1,0", clock=7),
        ],
        master=5,
    )
    assert s.master > 5, "the wave resolved without a question"
    assert s.chars["jaina"].health == 3 and s.chars["grom"].health == 12 - 2


def test_107_2_a_pending_wave_order_survives_to_dict_and_back() -> None:
    s = _wave()
    d = state_to_dict(s)
    assert [w["kind"] for w in d["stack"][-3:]] == ["WaveResolve", "DamageOrder", "DamageOrder"]
    again = GAME.state_from_dict(d)
    assert state_to_dict(again) == d
    do(again, "damage-order ruby,jaina")
    assert again.chars["jaina"].health == 4 - 1 - 1


def test_704_2d_a_replacement_choice_inside_the_wave_destroys_nobody_before_it_ends() -> None:
    shield = {"card": "power_word_shield", "party": 0, "counter": 1}
    rejuvenation = {"card": "rejuvenation", "party": 0}
    s = position(
        [
            ch("jaina", 0, "0,0", clock=7, health=1, buffs=[CORRUPTION, rejuvenation, SUPPRESSION, shield]),
            ch("dralor", 1, "3,0", clock=7),
        ],
        master=5,
    )
    do(s, "order jaina corruption,rejuvenation")
    assert notations(s) == ["replace jaina pain_suppression", "replace jaina power_word_shield"]
    events = do(s, "replace jaina power_word_shield")
    # 2 damage: the shield stops 1, Pain Suppression halves the last 1 to 0; then Rejuvenation heals 2.
    assert not kinds(events, "destroyed")
    assert s.chars["jaina"].pos is not None and s.chars["jaina"].health == 1 + 2
    assert s.master > 5


def test_107_2_the_bot_scores_wave_orders_by_where_they_lead() -> None:
    """Both orders leave Jaina at 2 health here, so the lookahead scores them alike."""
    s = _wave()
    legal = s.legal_actions()
    first, second = bots.score_actions(s, 0, legal)
    assert abs(first - second) < 1e-9
