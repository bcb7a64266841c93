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
    """Jaina (full health) takes Heart Murmur's 1 and heals 2; Ruby's Corruption is redirected onto her.
    Jaina first: 9 -> 8 -> 9 (capped) -> 7. Ruby first: 9 -> 7 -> 6 -> 8, so the bot orders Ruby first."""
    rejuvenation = {"card": "rejuvenation", "party": 0, "source": "ruby"}
    s = position(
        [
            ch("jaina", 0, "0,0", clock=7, buffs=[rejuvenation]),
            ch("ruby", 0, "0,2", clock=7, buffs=[CORRUPTION, SACRIFICE]),
            ch("hellcaller", 1, "1,0", clock=7),
        ],
        master=5,
    )
    do(s, "order jaina heart_murmur,rejuvenation")
    assert notations(s) == ["damage-order jaina,ruby", "damage-order ruby,jaina"]
    healths = []
    for order in ("jaina,ruby", "ruby,jaina"):
        after = s.clone()
        do(after, f"damage-order {order}")
        healths.append(after.chars["jaina"].health)
    assert healths == [7, 8]
    jaina_first, ruby_first = bots.score_actions(s, 0, s.legal_actions())
    assert ruby_first > jaina_first


def _sacrifice_onto_ruby(turn_player: int) -> WowState:
    """Ruby (player 2's, first in seat order) has Rejuvenation at full health; Jaina (player 1's) has
    Corruption and a Blessing of Sacrifice Ruby attached while she controlled Jaina (400.3)."""
    return position(
        [
            ch("ruby", 1, "0,2", clock=7, buffs=[{"card": "rejuvenation", "party": 1, "source": "ruby"}]),
            ch(
                "jaina",
                0,
                "0,0",
                clock=7,
                buffs=[
                    {"card": "corruption", "party": 1, "source": "ruby"},
                    {"card": "blessing_of_sacrifice", "party": 1, "source": "ruby"},
                ],
            ),
        ],
        master=5,
        turn_player=turn_player,
    )


def test_107_2_the_wave_processes_the_turn_players_party_first() -> None:
    s = _sacrifice_onto_ruby(turn_player=0)
    assert s.master > 5, "one damaged character per party: nobody is asked"
    # Jaina's party first: Corruption's 2 is redirected onto Ruby, then her Rejuvenation heals it.
    assert (s.chars["ruby"].health, s.chars["jaina"].health) == (8, 9)
    s = _sacrifice_onto_ruby(turn_player=1)
    # Ruby's party first: Rejuvenation heals nothing at full health, then the 2 arrive.
    assert (s.chars["ruby"].health, s.chars["jaina"].health) == (8 - 2, 9)
