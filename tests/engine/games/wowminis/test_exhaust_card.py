"""602.2 and 106.1: a crit that makes the defender exhaust 1 of its Action Bar cards (our Kick).

The crit still applies to a defender the attack destroyed: its cards stay with it (403.2a removes
counters and buffs, not readiness). Its controller chooses among two or more ready cards (face up
or down, equipment too); one is exhausted without a question, none means nothing happens. The
third 602.2 case, "move the defender 1 space" on a destroyed defender doing nothing, is
``test_forced_move.py::test_602_2_moving_a_destroyed_defender_does_nothing``. Positions are literal:
Rokhan (player 2, Kick face up) beside Jaina (player 1) on his turn.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Any

from engine.core import Event
from engine.games.wowminis.bots import score_actions
from engine.games.wowminis.content import card_text
from engine.games.wowminis.effects import op_text, ready
from engine.games.wowminis.model import Effect
from engine.games.wowminis.observe import observation
from engine.games.wowminis.positions import state_to_dict
from engine.games.wowminis.state import WowState
from engine.games.wowminis.work import ExhaustChoice
from tests.engine.games.wowminis.builders import GAME, ch, do, kinds, notations, position

KICK_CRIT = [10, 1, 1, 1]
"""Rokhan's three attack dice (a crit and two failures, 1 hit) and Jaina's armor die (a failure)."""


def _kick(jaina: dict[str, Any], who: str = "jaina") -> WowState:
    """Rokhan at 0,0 with Kick face up, ``who`` (player 1, clock 5) at 1,0; Rokhan's turn, his
    dice forced to a crit that hits once. Thrall, far off, raises player 2's honor so that the kill's
    VPs don't end the game before the crit resolves (102)."""
    s = position(
        [
            ch("rokhan", 1, "0,0", cards=[{"id": "kick", "face_up": True}]),
            ch("thrall", 1, "4,-4", clock=6),
            ch(who, 0, "1,0", **{"clock": 5, **jaina}),
        ],
        turn="rokhan",
    )
    s.rng.force(KICK_CRIT)
    return s


def _ready(s: WowState, uid: str) -> list[str]:
    return sorted(i.card for i in s.chars[uid].cards if not i.exhausted)


def _exhausted_texts(events: list[Event], uid: str) -> list[str]:
    """What the log says about ``uid``'s cards exhausted by an effect (not Kick's own cost)."""
    return [e.text for e in kinds(events, "card_exhausted") if e.data["char"] == uid]


def test_602_2_crit_exhaust_applies_to_a_destroyed_defender() -> None:
    s = _kick({"health": 1, "cards": [{"id": "counterspell", "face_up": True}]})
    events = do(s, "play rokhan kick jaina")
    jaina = s.chars["jaina"]
    assert jaina.pos is None, "the hit destroyed Jaina"
    assert _ready(s, "jaina") == [], "her only ready card is exhausted anyway (602.2)"
    assert _exhausted_texts(events, "jaina") == ["Jaina Proudmoore exhausts Counterspell (106.1)."]
    # One ready card: no question, and Rokhan's turn goes on.
    assert not any(isinstance(w, ExhaustChoice) for w in s.stack)
    assert s.current_player() == 1 and "end rokhan" in notations(s)


def test_602_2_the_destroyed_defenders_controller_chooses_among_its_ready_cards() -> None:
    s = _kick(
        {
            "health": 1,
            "cards": [
                {"id": "counterspell", "face_up": True},
                {"id": "blizzard"},
                {"id": "fireball", "face_up": True, "exhausted": True},
            ],
        }
    )
    do(s, "play rokhan kick jaina")
    assert s.chars["jaina"].pos is None
    assert isinstance(s.stack[-1], ExhaustChoice) and s.current_player() == 0
    # Fireball is already exhausted, so it is no option; the face-down Blizzard is one (106.2).
    assert notations(s) == ["exhaust-card jaina blizzard", "exhaust-card jaina counterspell"]
    # Her opponent learns how many cards are ready, not what the face-down one is.
    hidden = observation(s, 1)["pending"]
    assert (hidden["ready"], sorted(hidden["cards"]), hidden["in_play"]) == (2, ["counterspell"], False)
    assert sorted(observation(s, 0)["pending"]["cards"]) == ["blizzard", "counterspell"]
    events = do(s, "exhaust-card jaina blizzard")
    blizzard = next(i for i in s.chars["jaina"].cards if i.card == "blizzard")
    assert blizzard.exhausted and not blizzard.face_up, "exhausting doesn't turn it face up (106.2)"
    assert _ready(s, "jaina") == ["counterspell"]
    assert _exhausted_texts(events, "jaina") == [
        "Jaina Proudmoore exhausts a face-down Action Bar card (106.1)."
    ]
    assert "card" not in kinds(events, "card_exhausted")[0].data, "the log doesn't tell which card"
    assert s.current_player() == 1 and "end rokhan" in notations(s)


def test_602_2_a_surviving_defender_exhausts_the_card_its_controller_chooses() -> None:
    s = _kick({"cards": [{"id": "counterspell", "face_up": True}, {"id": "fireball", "face_up": True}]})
    do(s, "play rokhan kick jaina")
    assert s.chars["jaina"].pos is not None and s.chars["jaina"].health == 9 - 1
    do(s, "exhaust-card jaina fireball")
    assert _ready(s, "jaina") == ["counterspell"]


def test_106_1_a_defender_with_no_ready_card_exhausts_nothing() -> None:
    s = _kick({"health": 1, "cards": [{"id": "counterspell", "face_up": True, "exhausted": True}]})
    events = do(s, "play rokhan kick jaina")
    assert s.chars["jaina"].pos is None
    assert not _exhausted_texts(events, "jaina") and not any(isinstance(w, ExhaustChoice) for w in s.stack)
    assert s.current_player() == 1 and "end rokhan" in notations(s)


def test_303_2_a_form_set_aside_is_not_a_card_to_exhaust() -> None:
    """Lotherin in Bear Form: the form card is out of the Action Bar (no orientation), so Rejuvenation
    is the one ready card and is exhausted without a question."""
    s = _kick(
        {
            "form": "bear_form",
            "cards": [
                {"id": "bear_form", "face_up": True, "exhausted": True, "aside": True},
                {"id": "rejuvenation", "face_up": True},
            ],
        },
        who="lotherin",
    )
    do(s, "play rokhan kick lotherin")
    assert not any(isinstance(w, ExhaustChoice) for w in s.stack)
    assert _ready(s, "lotherin") == []


def test_302_4_exhausted_equipment_is_broken_and_its_health_leaves_the_dial() -> None:
    """Grom's Shield of Valor (+1 armor) and Talisman of Vigor (+2 health, 402.3a): breaking the
    talisman lowers his dial and his maximum by 2 (not damage); breaking the shield lowers his armor."""
    s = _kick(
        {
            "health": 13,
            "cards": [
                {"id": "shield_of_valor", "face_up": True},
                {"id": "talisman_of_vigor", "face_up": True},
            ],
        },
        who="grom",
    )
    s.rng.forced.clear()
    s.rng.force([10, 1, 1, 1, 1, 1])  # Grom defends with 3 armor dice
    grom = s.chars["grom"]
    do(s, "play rokhan kick grom")
    assert (grom.health, s.max_health(grom), s.stat(grom, "armor")) == (12, 14, 3)
    do(s, "exhaust-card grom talisman_of_vigor")
    assert (grom.health, s.max_health(grom), s.stat(grom, "armor")) == (10, 12, 3)


def test_302_4_breaking_the_shield_lowers_armor() -> None:
    s = _kick(
        {"cards": [{"id": "shield_of_valor", "face_up": True}, {"id": "heroic_strike", "face_up": True}]},
        who="grom",
    )
    s.rng.forced.clear()
    s.rng.force([10, 1, 1, 1, 1, 1])
    do(s, "play rokhan kick grom", "exhaust-card grom shield_of_valor")
    assert s.stat(s.chars["grom"], "armor") == 2


def test_exhaust_choice_saves_and_loads() -> None:
    s = _kick({"cards": [{"id": "counterspell", "face_up": True}, {"id": "fireball", "face_up": True}]})
    do(s, "play rokhan kick jaina")
    d = state_to_dict(s)
    again = GAME.state_from_dict(d)
    assert state_to_dict(again) == d and notations(again) == notations(s)
    do(again, "exhaust-card jaina counterspell")
    assert _ready(again, "jaina") == ["fireball"]


def test_the_bot_exhausts_the_card_worth_least() -> None:
    """A face-down equipment is blank (302.1), so the bot gives it up before any card it can use;
    between castable cards it keeps the costlier one."""
    s = _kick(
        {
            "cards": [
                {"id": "counterspell", "face_up": True},
                {"id": "fireball", "face_up": True},
                {"id": "wand_of_sparks"},
            ]
        }
    )
    do(s, "play rokhan kick jaina")
    legal = s.legal_actions()
    scores = score_actions(s, 0, legal)
    ranked = [str(a) for _, a in sorted(zip(scores, legal, strict=True), key=lambda p: -p[0])]
    assert ranked == [
        "exhaust-card jaina wand_of_sparks",
        "exhaust-card jaina counterspell",
        "exhaust-card jaina fireball",
    ]


def test_exhaust_card_text_is_generated_from_its_data() -> None:
    assert card_text(GAME.catalog.cards["kick"]) == (
        "Kick — Action Attack, cost 2\n"
        "Kick [T2 R1 P3] (Melee) [Crit]: Target exhausts 1 of its Action Bar cards."
    )
    each = Effect("exhaust_card", "adjacent_enemies", MappingProxyType({}))
    assert op_text(each) == "Each adjacent enemy exhausts 1 of its Action Bar cards."


def test_502_2_the_end_of_round_readies_kicked_cards_and_mends_broken_equipment() -> None:
    """At the end of tick 10 every exhausted card readies: Grom's broken Talisman of Vigor gives its
    2 health back to his dial and maximum (402.3b), and Jaina's face-down Blizzard readies."""
    s = position(
        [
            ch(
                "grom",
                1,
                "3,0",
                clock=1,
                health=10,
                cards=[{"id": "talisman_of_vigor", "face_up": True, "exhausted": True}],
            ),
            ch("jaina", 0, "-3,0", clock=1, cards=[{"id": "blizzard", "exhausted": True}]),
        ],
        master=10,
        stack=[{"kind": "AdvanceMaster"}],
        turn_player=0,
    )
    grom = s.chars["grom"]
    assert s.master == 1 and _ready(s, "grom") == ["talisman_of_vigor"] and _ready(s, "jaina") == ["blizzard"]
    assert (grom.health, s.max_health(grom)) == (12, 14)


def test_a_readied_face_down_card_is_not_named() -> None:
    s = position([ch("jaina", 0, "-3,0", cards=[{"id": "blizzard", "exhausted": True}])])
    jaina = s.chars["jaina"]
    events: list[Event] = []
    ready(s, jaina, jaina.cards[0], events)
    assert [(e.text, e.data) for e in events] == [
        ("A face-down card of Jaina Proudmoore readies.", {"char": "jaina", "face_down": True})
    ]
