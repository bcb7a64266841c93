"""The card pool as data: loading checks (BadInputError naming file, card and problem), the deck
rules of 103 and 825 (E1, E3, E4), the ready-made decks, and text generated from the data."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from engine.core import BadInputError
from engine.games.riftbound.content import CONTENT_DIR, Deck, deck_problems, load_pool
from engine.games.riftbound.text import card_text
from tests.engine.games.riftbound.helpers import game

DOMAINS = ("fury", "calm", "mind", "body", "chaos", "order")


def _deck(name: str = "jinx") -> Deck:
    return game().content.decks[name]


def _with(deck: Deck, **main_changes: int) -> Deck:
    counts: dict[str, int] = {}
    for cid in deck.main:
        counts[cid] = counts.get(cid, 0) + 1
    counts.update(main_changes)
    main = tuple(c for cid, n in sorted(counts.items()) for c in [cid] * n)
    return replace(deck, main=main)


def test_every_ready_made_deck_is_legal() -> None:
    for name, deck in game().content.decks.items():
        assert deck_problems(game().pool, deck) == [], name


def test_pool_has_80_cards_across_six_domains_and_four_legends() -> None:
    pool = game().pool
    assert len(pool) >= 80
    for d in DOMAINS:
        assert sum(1 for c in pool.values() if d in c.domains and c.type in ("unit", "gear", "spell")) >= 10
    assert sum(1 for c in pool.values() if c.type == "legend") >= 2


def test_103_2_a_39_cards_is_too_few() -> None:
    deck = _deck()
    rest = [c for c in deck.main if c != deck.champion]
    short = replace(deck, main=(deck.champion, *rest[:38]))
    assert any("fewer than 40" in p for p in deck_problems(game().pool, short))


def test_103_2_b_four_copies_of_a_name() -> None:
    assert any("4 copies" in p for p in deck_problems(game().pool, _with(_deck(), **{"cleave": 4})))


def test_e3_103_2_b_1_champion_plus_two_copies_is_legal_plus_three_is_not() -> None:
    assert deck_problems(game().pool, _with(_deck(), **{"jinx-rebel": 3})) == []
    assert deck_problems(game().pool, _with(_deck(), **{"jinx-rebel": 4}))


def test_e1_103_2_a_2_chosen_champion_shares_the_legends_tag_and_signature_is_never_one() -> None:
    deck = _deck()
    demo = replace(deck, champion="jinx-demolitionist", main=deck.main + ("jinx-demolitionist",))
    assert deck_problems(game().pool, demo) == []
    bad = replace(deck, champion="tibbers", main=deck.main + ("tibbers",))
    assert any("not a Champion unit" in p for p in deck_problems(game().pool, bad))
    other = replace(deck, champion="annie-fiery", main=deck.main + ("annie-fiery",))
    assert any("champion tag" in p for p in deck_problems(game().pool, other))


def test_103_2_d_signature_cards_need_the_legends_tag() -> None:
    assert any("Signature" in p for p in deck_problems(game().pool, _with(_deck(), tibbers=1)))


def test_103_1_b_domain_identity() -> None:
    assert any("Domain Identity" in p for p in deck_problems(game().pool, _with(_deck(), block=1)))


def test_103_3_rune_deck_of_exactly_twelve() -> None:
    deck = _deck()
    assert any("not 12" in p for p in deck_problems(game().pool, replace(deck, runes=deck.runes[:11])))
    assert any(
        "not 12" in p for p in deck_problems(game().pool, replace(deck, runes=deck.runes + deck.runes[:1]))
    )


def test_103_4_c_battlefields_with_the_same_name() -> None:
    deck = _deck()
    same = replace(deck, battlefields=(deck.battlefields[0],) * 3)
    assert any("share a name" in p for p in deck_problems(game().pool, same))


def test_e4_132_4_different_subtitles_are_different_names() -> None:
    deck = _deck("yasuo")
    assert deck_problems(game().pool, _with(deck, **{"yasuo-remorseful": 3, "yasuo-windrider": 3})) == []


def test_bad_card_file_names_the_file_the_card_and_the_problem(tmp_path: Path) -> None:
    for path in CONTENT_DIR.glob("cards-*.json"):
        (tmp_path / path.name).write_text(path.read_text())
    cards = json.loads((tmp_path / "cards-fury.json").read_text())
    cards[1]["keywords"] = {"flying": 1}
    (tmp_path / "cards-fury.json").write_text(json.dumps(cards))
    with pytest.raises(BadInputError, match=r"cards-fury\.json: card 'legion-rearguard': keyword 'flying'"):
        load_pool(tmp_path)


def test_bad_deck_names_the_deck(tmp_path: Path) -> None:
    for path in CONTENT_DIR.glob("*.json"):
        (tmp_path / path.name).write_text(path.read_text())
    decks = json.loads((tmp_path / "decks.json").read_text())
    decks["jinx"]["main"]["cleave"] = 5
    (tmp_path / "decks.json").write_text(json.dumps(decks))
    with pytest.raises(BadInputError, match=r"decks\.json: deck 'jinx': .*5 copies of Cleave"):
        load_pool(tmp_path)


def test_card_text_is_generated_from_the_data() -> None:
    pool = game().pool
    assert card_text(pool["void-seeker"]) == "Choose a unit at a battlefield.\nDeal 4 to it. Draw 1."
    assert card_text(pool["noxus-hopeful"]) == "[Legion][>] I cost [2] less."
    assert card_text(pool["fiora-victorious"]) == "While I'm Mighty, I have [Deflect], [Ganking], [Shield]."
    assert all(card_text(c) or c.type in ("unit", "battlefield") for c in pool.values())


def test_coverage_doc_lists_every_card_of_the_pool() -> None:
    doc = (Path(__file__).resolve().parents[4] / "docs" / "riftbound-cards.md").read_text(encoding="utf-8")
    missing = [c.name for c in game().pool.values() if f"| {c.name} |" not in doc]
    assert missing == []
