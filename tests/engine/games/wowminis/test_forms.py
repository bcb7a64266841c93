"""Forms (303): changing form, the payment lock, dropping out, destruction."""

from __future__ import annotations

from .builders import ch, do, kinds, notations, position


def _druid(**kw: object) -> dict[str, object]:
    return ch(
        "lotherin", 0, "0,0", cards=[{"id": "bear_form"}, {"id": "rejuvenation", "face_up": True}], **kw
    )


def test_303_2_form_card_is_set_aside_and_stats_change() -> None:
    s = position([_druid(), ch("grom", 1, "1,0", clock=5)], turn="lotherin")
    events = do(s, "play lotherin bear_form")
    druid = s.chars["lotherin"]
    assert druid.form == "bear_form" and kinds(events, "form_changed")
    assert druid.cards[0].aside and druid.cards[0].face_up and not druid.cards[0].exhausted
    assert s.stat(druid, "armor") == 2 + 2
    assert s.char_def("lotherin").race == "night_elf", "303.1: race, class and faction stay"


def test_303_3_bear_form_allows_only_its_granted_attack() -> None:
    s = position([_druid(form="bear_form", clock=1), ch("grom", 1, "1,0", clock=5)], turn="lotherin")
    s.chars["lotherin"].cards[0].aside = True
    plays = [a for a in notations(s) if a.startswith("play")]
    assert plays == ["play lotherin maul grom"], "no Wrath, no Rejuvenation while in Bear Form"


def test_303_3_shadowform_grants_nothing_so_mind_blast_is_allowed() -> None:
    cards = [{"id": "shadowform", "face_up": True, "aside": True}, {"id": "mind_blast"}]
    s = position(
        [ch("zalazane", 1, "0,0", cards=cards, form="shadowform"), ch("jaina", 0, "3,0", clock=5)],
        turn="zalazane",
    )
    plays = [a for a in notations(s) if a.startswith("play")]
    assert "play zalazane mind_blast jaina" in plays and "play zalazane mind_flay jaina" in plays
    assert s.stat(s.chars["zalazane"], "power") == 1


def test_303_4_dropping_out_is_an_instant_and_returns_the_card_ready() -> None:
    cards = [{"id": "bear_form", "face_up": True, "aside": True}]
    s = position(
        [ch("lotherin", 0, "0,0", cards=cards, form="bear_form"), ch("grom", 1, "3,0", clock=5)],
        turn="lotherin",
    )
    events = do(s, "drop lotherin")
    druid = s.chars["lotherin"]
    assert druid.form is None and not druid.cards[0].aside and kinds(events, "form_dropped")
    assert s.turn is not None and s.turn.instant
    assert "drop lotherin" not in notations(s)


def test_303_2_form_core_ability_cannot_be_negated() -> None:
    s = position(
        [_druid(), ch("kaelthas", 1, "2,0", clock=5, cards=[{"id": "counterspell"}])], turn="lotherin"
    )
    do(s, "play lotherin bear_form")
    events = do(s, "react kaelthas counterspell")
    assert kinds(events, "negated")[0].data["negated"] is False
    assert s.chars["lotherin"].form == "bear_form"


def test_403_2a_destruction_drops_the_form() -> None:
    cards = [{"id": "bear_form", "face_up": True, "aside": True}]
    s = position(
        [ch("grom", 1, "0,0"), ch("lotherin", 0, "1,0", cards=cards, form="bear_form", health=1)], turn="grom"
    )
    s.rng.force([5, 1, 1, 1, 1, 1, 1, 1, 1, 1])
    do(s, "play grom gorehowl lotherin")
    druid = s.chars["lotherin"]
    assert druid.pos is None and druid.form is None and not druid.cards[0].aside
