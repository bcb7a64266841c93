"""Reading a ``dice_rolled`` event into the tray's RollView (rule 105: d10s, 1-3 fail, crit succeeds)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from client.dice.model import CRIT_FACE, DieView, RollView, roll_view_from_event
from engine.games.wowminis.abilities import dice_data

ROOT = Path(__file__).resolve().parents[3]


def event(**extra: Any) -> dict[str, Any]:
    data: dict[str, Any] = {"roller": "Thrall", "kind": "attack", "dice": [7, 3, 10]}
    data.update(extra)
    return data


def test_plain_faces_become_dice_that_were_not_rerolled() -> None:
    roll = roll_view_from_event(event())
    assert roll == RollView("Thrall", "attack", (DieView(7, 7), DieView(3, 3), DieView(10, 10)))
    assert roll.successes == 2 and roll.crits == 1 and roll.crit


def test_105_1_faces_1_to_3_fail_and_4_to_9_and_crit_succeed() -> None:
    roll = roll_view_from_event(event(dice=list(range(1, 11))))
    assert [die.success for die in roll.dice] == [False] * 3 + [True] * 7
    assert [die.crit for die in roll.dice] == [False] * 9 + [True]


def test_105_3_rerolled_die_keeps_its_first_face_and_counts_its_final_face() -> None:
    roll = roll_view_from_event(event(dice=[{"initial": 2, "final": 10, "rerolled": True}, 5]))
    first = roll.dice[0]
    assert (first.initial, first.final, first.rerolled, first.crit) == (2, 10, True, True)
    assert roll.rerolls == 1 and roll.successes == 2


def test_rerolled_die_may_land_on_the_same_face() -> None:
    roll = roll_view_from_event(event(dice=[{"initial": 3, "final": 3, "rerolled": True}]))
    assert roll.dice[0].rerolled and not roll.dice[0].changed


def test_105_3a_face_changed_by_an_effect_without_a_reroll() -> None:
    roll = roll_view_from_event(event(dice=[{"initial": 3, "final": 8}]))
    assert roll.dice[0].changed and not roll.dice[0].rerolled and roll.successes == 1


def test_105_1_ten_zero_and_crit_all_name_the_crit_face() -> None:
    roll = roll_view_from_event(event(dice=[10, 0, "crit", {"final": "CRIT", "initial": 0}]))
    assert [die.final for die in roll.dice] == [CRIT_FACE] * 4
    assert roll.dice[3].initial == CRIT_FACE


def test_faces_shorthand_and_stated_totals_that_agree() -> None:
    data = {"roller": "Jaina", "kind": "heal", "faces": [4, 1], "successes": 1, "crit": False, "damage": 0}
    roll = roll_view_from_event(data)
    assert [die.final for die in roll.dice] == [4, 1] and roll.damage == 0


def test_105_3_the_wowminis_engine_event_data_reads_as_it_means() -> None:
    data = dice_data("grom", "attack", [1, 2, 5], [10, 2, 5], [True, False, False])
    roll = roll_view_from_event(data, name="Grom Hellscream")
    assert roll.roller == "Grom Hellscream"
    assert roll.dice == (DieView(1, 10, True), DieView(2, 2), DieView(5, 5))
    assert roll.summary == "2 successes (1 crit)"
    assert roll_view_from_event(data).roller == "grom"


def test_105_3_a_reroll_report_continues_the_first_report() -> None:
    first = roll_view_from_event(dice_data("grom", "attack", [1, 2, 5], [1, 2, 5], [False] * 3))
    again = roll_view_from_event(dice_data("grom", "attack", [1, 2, 5], [10, 2, 5], [True, False, False]))
    assert again.continues(first)
    assert not first.continues(first), "nothing was rerolled"
    assert not again.continues(again), "rerolled dice are never rerolled again"
    other = roll_view_from_event(dice_data("grom", "attack", [3, 2, 5], [10, 2, 5], [True, False, False]))
    assert not other.continues(first), "its first faces are not the earlier roll's faces"
    defense = roll_view_from_event(dice_data("grom", "defense", [1, 2, 5], [10, 2, 5], [True, False, False]))
    assert not defense.continues(first)


def test_extra_keys_the_engine_adds_are_ignored() -> None:
    assert roll_view_from_event(event(player=1, ability="Chain Lightning")).roller == "Thrall"


@pytest.mark.parametrize(
    ("successes", "crits", "text"),
    [
        ([5, 6, 7], [], "3 successes"),
        ([5, 6, 10], [10], "3 successes (1 crit)"),
        ([4], [], "1 success"),
        ([1, 2], [], "0 successes"),
        ([10, 10], [10, 10], "2 successes (2 crits)"),
    ],
)
def test_summary_text(successes: list[int], crits: list[int], text: str) -> None:
    assert roll_view_from_event(event(dice=successes)).summary == text


def test_title_and_detail_say_who_rolled_and_what_it_means() -> None:
    roll = roll_view_from_event(event(dice=[{"initial": 1, "final": 5, "rerolled": True}, 9, 2], damage=1))
    assert roll.title == "Thrall: attack roll, 3 dice"
    assert roll.detail == "2 hits · 1 rerolled · 1 damage"
    block = roll_view_from_event({"roller": "Garrosh", "kind": "defense", "faces": [4]})
    assert (block.title, block.detail) == ("Garrosh: defense roll, 1 die", "1 block")
    assert roll_view_from_event({"roller": "Anduin", "kind": "heal", "faces": [4, 5]}).detail == "2 healed"


@pytest.mark.parametrize(
    ("data", "where"),
    [
        ({"kind": "attack", "dice": [1]}, "roller"),
        (event(roller="  "), "roller"),
        (event(kind="melee"), "kind"),
        (event(dice=[4, 11]), "dice[1]"),
        (event(dice=[4, -1]), "dice[1]"),
        (event(dice=[True]), "dice[0]"),
        (event(dice=[4.0]), "dice[0]"),
        (event(dice=[{"face": 4}]), "dice[0]"),
        (event(dice=[{"initial": 4}]), "dice[0]"),
        (event(dice=[{"final": 4, "rerolled": "yes"}]), "dice[0].rerolled"),
        (event(dice=[{"final": 4, "initial": 12}]), "dice[0].initial"),
        (event(dice=[{"final": 4, "first": 12}]), "dice[0].first"),
        (event(dice=[{"final": 4, "first": 2, "initial": 2}]), "not both"),
        (event(dice=[{"final": 4, "crit": True}]), "dice[0].crit"),
        (event(dice="7 3 10"), "dice"),
        (event(faces=[1]), "not both"),
        ({"roller": "Thrall", "kind": "attack"}, 'needs "dice"'),
        (event(successes=3), "successes"),
        (event(successes=True), "successes"),
        (event(crit=False), "crit"),
        (event(damage=-2), "damage"),
        ({"roller": "Thrall", "kind": "heal", "faces": "4"}, "faces"),
    ],
)
def test_bad_event_data_gives_a_clear_value_error(data: dict[str, Any], where: str) -> None:
    with pytest.raises(ValueError, match="dice_rolled event") as caught:
        roll_view_from_event(data)
    assert where in str(caught.value)


def test_event_data_that_is_not_an_object_is_refused() -> None:
    with pytest.raises(ValueError, match="must be an object"):
        roll_view_from_event([7, 3])  # type: ignore[arg-type]


def test_model_imports_without_pygame() -> None:
    code = "import sys; sys.modules['pygame'] = None; import client.dice.model"
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True)
