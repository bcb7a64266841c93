"""Event stays a value after becoming a plain slotted class: equality by fields, fresh data per event."""

from __future__ import annotations

import pytest

from engine.core import Event


def test_events_compare_by_kind_text_and_data() -> None:
    assert Event("damage", "Thrall hit", {"amount": 3}) == Event("damage", "Thrall hit", {"amount": 3})
    assert Event("damage", "Thrall hit", {"amount": 3}) != Event("damage", "Thrall hit", {"amount": 2})
    assert Event("damage", "x") != Event("healed", "x")
    assert Event("damage", "x") != ("damage", "x", {})


def test_default_data_is_a_fresh_dict_per_event() -> None:
    a = Event("moved", "a")
    b = Event("moved", "b")
    assert a.data == {} and a.data is not b.data


def test_str_is_the_log_line_and_repr_names_the_fields() -> None:
    e = Event(kind="dice_rolled", text="rolled 4", data={"faces": [4]})
    assert str(e) == "rolled 4"
    assert repr(e) == "Event(kind='dice_rolled', text='rolled 4', data={'faces': [4]})"


def test_events_are_unhashable_like_their_dict_data() -> None:
    with pytest.raises(TypeError):
        hash(Event("moved", "a"))


def test_an_event_has_no_room_for_other_fields() -> None:
    with pytest.raises(AttributeError):
        Event("moved", "a").extra = 1  # type: ignore[attr-defined]
