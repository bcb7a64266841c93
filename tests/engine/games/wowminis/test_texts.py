"""Generated card text reads well: a buff's duration comes after its effect, small counts are spelled
out next to stat counters, and plurals follow the number."""

from __future__ import annotations

from engine.games.wowminis.texts import card_text

from .builders import GAME


def _text(card_id: str) -> str:
    return card_text(GAME.catalog.cards[card_id])


def test_a_buffs_duration_comes_after_what_it_does() -> None:
    assert _text("blessing_of_light").split("\n")[1:] == [
        "Each time the buffed ally would heal, it heals that much +2 instead.",
        "Lasts until the end of the round.",
    ]
    assert _text("shield_wall").split("\n")[-1] == "Lasts until the start of your next turn."


def test_counter_counts_are_words_in_card_text() -> None:
    assert _text("inner_fire").split("\n")[1] == (
        "Put two +1 armor counters and a +1 power counter on the buffed ally; they go when this buff goes."
    )
    assert _text("dark_pact").endswith("Put two Soul Shard counters on this character.")


def test_ticks_and_spaces_agree_with_their_number() -> None:
    assert _text("concussive_shot").endswith("[Crit]: Add 1 tick to target.")
    assert _text("hammer_of_justice").endswith("[Crit]: Move target 2 spaces away from this character.")
    assert _text("thunder_clap").endswith("move each adjacent enemy 1 space away from this character.")
