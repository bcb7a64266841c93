"""401.1b on Action Bar cards: a power counter on a card changes the power of that card's ability
(its attack or heal dice, never below none), 401.1e "this card" (our Warrior card Rampage puts one on
itself on a crit) and 401.1a (the counters go when the character is destroyed).

Positions are literal: Danath (player 1, a warrior) at 0,0 beside Grom (player 2) at 1,0 on
Danath's turn; Ruby (player 1, a priest) with Greater Heal (T3 R3 H4) beside a hurt Danath.
"""

from __future__ import annotations

import pytest

from engine.core import BadInputError, Event
from engine.games.wowminis.bots import play_value
from engine.games.wowminis.content import card_text
from engine.games.wowminis.content_reader import read_effect
from engine.games.wowminis.counters import card_power_bonus
from engine.games.wowminis.positions import state_to_dict
from engine.games.wowminis.state import WowState
from tests.engine.games.wowminis.builders import GAME, ch, do, kinds, position

FAILURES = [1] * 12
"""Enough failed dice for any roll below (attack and defense): only the number of dice matters."""


def _rampage(counters: dict[str, int] | None = None, danath_health: int | None = None) -> WowState:
    """Danath with Rampage face up (``counters`` on the card) next to Grom, on Danath's turn."""
    card: dict[str, object] = {"id": "rampage", "face_up": True}
    if counters:
        card["counters"] = counters
    danath = ch("danath", 0, "0,0", cards=[card])
    if danath_health is not None:
        danath["health"] = danath_health
    return position([danath, ch("grom", 1, "1,0", clock=3)], turn="danath")


def _attack_dice(events: list[Event]) -> int:
    rolls = [e for e in kinds(events, "dice_rolled") if e.data["kind"] == "attack"]
    assert len(rolls) == 1
    return len(rolls[0].data["dice"])


@pytest.mark.parametrize(
    ("counters", "power", "why"),
    [
        ({"power+1": 2}, 5, "Rampage P3 and two +1 power counters on it"),
        ({"power-1": 5}, 0, "P3 minus 5 is no dice, not -2"),
    ],
    ids=["plus-counters-add-dice", "minus-counters-never-below-no-dice"],
)
def test_401_1b_power_counters_on_a_card_set_its_attack_dice(
    counters: dict[str, int], power: int, why: str
) -> None:
    s = _rampage(counters)
    s.rng.force(FAILURES)
    events = do(s, "play danath rampage grom")
    assert _attack_dice(events) == power, why
    assert kinds(events, "attack_declared")[0].data["power"] == power


def test_401_1b_a_power_counter_on_a_card_adds_to_the_characters_power() -> None:
    s = _rampage({"power+1": 1})
    s.chars["danath"].counters["power+1"] = 1  # Bloodrage's counter, on the character
    s.rng.force(FAILURES)
    assert _attack_dice(do(s, "play danath rampage grom")) == 5


def test_401_1b_a_power_counter_on_another_card_changes_nothing() -> None:
    s = position(
        [
            ch(
                "danath",
                0,
                "0,0",
                cards=[
                    {"id": "rampage", "face_up": True},
                    {"id": "heroic_strike", "face_up": True, "counters": {"power+1": 3}},
                ],
            ),
            ch("grom", 1, "1,0", clock=3),
        ],
        turn="danath",
    )
    s.rng.force(FAILURES)
    assert _attack_dice(do(s, "play danath rampage grom")) == 3
    assert card_power_bonus(s, s.chars["danath"], "heroic_strike") == 3
    assert card_power_bonus(s, s.chars["danath"], "trollbane") == 0, "the character's own attack"


def test_401_1b_a_minus_power_counter_takes_attack_dice() -> None:
    s = _rampage({"power-1": 1})
    s.rng.force(FAILURES)
    assert _attack_dice(do(s, "play danath rampage grom")) == 2


def _greater_heal(counters: dict[str, int]) -> WowState:
    """Ruby (Greater Heal face up, ``counters`` on it) beside Danath, who has 3 health left."""
    return position(
        [
            ch("ruby", 0, "0,0", cards=[{"id": "greater_heal", "face_up": True, "counters": counters}]),
            ch("danath", 0, "1,0", health=3),
            ch("grom", 1, "4,0", clock=3),
        ],
        turn="ruby",
    )


def _heal_dice(events: list[Event]) -> int:
    rolls = [e for e in kinds(events, "dice_rolled") if e.data["kind"] == "heal"]
    assert len(rolls) == 1
    return len(rolls[0].data["dice"])


def test_401_1b_power_counter_on_a_heal_card_adds_heal_dice() -> None:
    s = _greater_heal({"power+1": 2})
    s.rng.force([5] * 6)
    events = do(s, "play ruby greater_heal danath")
    assert _heal_dice(events) == 6, "Greater Heal H4 and two +1 power counters on it"
    assert s.chars["danath"].health == 9, "six successes healed"


def test_401_1b_minus_power_counters_on_a_heal_card_roll_no_dice() -> None:
    s = _greater_heal({"power-1": 6})
    s.rng.force([5] * 6)
    events = do(s, "play ruby greater_heal danath")
    assert _heal_dice(events) == 0
    assert s.chars["danath"].health == 3


def test_401_1a_power_counters_on_a_card_go_when_the_character_is_destroyed() -> None:
    s = _rampage({"power+1": 2}, danath_health=0)
    danath = s.chars["danath"]
    events = do(s, "end danath")
    assert [e.data["char"] for e in kinds(events, "destroyed")] == ["danath"]
    assert danath.cards[0].counters == {}, "gone with the destruction, not back with the respawn"
    assert card_power_bonus(s, danath, "rampage") == 0


RAMPAGE_CRIT = [10, 1, 1, 1, 1]
"""Danath's three attack dice (a crit and two failures) and Grom's two armor dice (failures)."""


def test_401_1e_rampage_crit_puts_the_counter_on_itself_and_the_next_use_rolls_one_more_die() -> None:
    s = _rampage()
    s.rng.force(RAMPAGE_CRIT)
    events = do(s, "play danath rampage grom")
    card = s.chars["danath"].cards[0]
    assert _attack_dice(events) == 3
    assert card.counters == {"power+1": 1} and s.chars["danath"].counters == {}
    added = kinds(events, "counters")[0]
    assert added.text == "Rampage gets a +1 power counter (1)."
    assert added.data["card"] == card.uid
    # The next use: the same card, counter and all, ready again on a later turn of Danath's.
    d = state_to_dict(s)
    again = _rampage(d["characters"][0]["cards"][0]["counters"])
    again.rng.force(FAILURES)
    assert _attack_dice(do(again, "play danath rampage grom")) == 4


def test_401_1e_rampage_without_a_crit_puts_no_counter() -> None:
    s = _rampage()
    s.rng.force(FAILURES)
    do(s, "play danath rampage grom")
    assert s.chars["danath"].cards[0].counters == {}


def test_rampage_text_names_the_counter_on_this_card() -> None:
    assert card_text(GAME.catalog.cards["rampage"]) == (
        "Rampage — Action Attack, cost 2\n"
        "Rampage [T2 R1 P3] (Melee) [Crit]: Put a +1 power counter on this card."
    )


def test_401_1b_only_power_counters_go_on_a_card() -> None:
    with pytest.raises(BadInputError, match="an armor counter on a card changes nothing"):
        read_effect(
            "cards.json",
            "items[0]",
            {"op": "add_counter", "target": "source_card", "counter": "armor+1", "amount": 1},
        )


def test_401_1b_the_bot_values_an_attack_by_the_power_counters_on_its_card() -> None:
    plain = play_value(_rampage(), _rampage().chars["danath"], ("danath", "rampage", "grom"))
    grown = _rampage({"power+1": 2})
    assert play_value(grown, grown.chars["danath"], ("danath", "rampage", "grom")) > plain + 0.1
