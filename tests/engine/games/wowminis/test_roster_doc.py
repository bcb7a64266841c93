"""docs/wowminis-roster.md is what the content generates; the generator lists every id with its note."""

from __future__ import annotations

import difflib
from pathlib import Path

import pytest

from engine.core import BadInputError
from engine.games.wowminis import roster_doc
from engine.games.wowminis.content import CONTENT_DIR, card_text, character_text, load_catalog
from engine.games.wowminis.roster_doc import ROSTER_PAGE, region_marks, roster_regions, update_roster_page

REPO_ROOT = Path(__file__).resolve().parents[4]
CATALOG = load_catalog(CONTENT_DIR)


def _empty_page() -> str:
    """A page with prose and every region's marks, nothing generated yet."""
    parts = ["# Roster\n\nHand-written intro.\n"]
    for name in roster_doc.REGIONS:
        start, end = region_marks(name)
        parts.append(f"## {name}\n\n{start}\nold text\n{end}\n")
    parts.append("## Balance\n\nHand-written measurements.\n")
    return "\n".join(parts)


def test_the_roster_page_is_what_the_content_generates() -> None:
    page = (REPO_ROOT / ROSTER_PAGE).read_text(encoding="utf-8")
    fresh = update_roster_page(page, CATALOG)
    diff = "".join(
        list(difflib.unified_diff(page.splitlines(True), fresh.splitlines(True), ROSTER_PAGE, "generated"))[
            :40
        ]
    )
    assert fresh == page, (
        f"{ROSTER_PAGE} is out of date: run `python main.py docs roster` to regenerate it\n{diff}"
    )


def test_every_character_card_and_party_is_listed_with_its_generated_text() -> None:
    regions = roster_regions(CATALOG)
    for char in CATALOG.characters.values():
        assert f"| `{char.id}` | {char.name} |" in regions["characters"]
        assert f"```\n{character_text(char)}\n```" in regions["characters"]
    for card in CATALOG.cards.values():
        assert f"| `{card.id}` | {card.name} |" in regions["cards"]
        assert f"```\n{card_text(card)}\n```" in regions["cards"]
    for party in CATALOG.parties.values():
        assert f"| `{party.id}` | {party.name} |" in regions["parties"]


def test_prose_outside_the_marks_is_kept_and_a_second_run_changes_nothing() -> None:
    once = update_roster_page(_empty_page(), CATALOG)
    assert once.startswith("# Roster\n\nHand-written intro.\n")
    assert once.endswith("## Balance\n\nHand-written measurements.\n")
    assert "old text" not in once
    assert update_roster_page(once, CATALOG) == once


def test_table_rows_have_as_many_cells_as_their_header() -> None:
    for name, body in roster_regions(CATALOG).items():
        widths = {line.count(" | ") for line in body.splitlines() if line.startswith("| ")}
        assert len(widths) == 1, name


def test_rulebook_marks_and_party_honor_totals() -> None:
    regions = roster_regions(CATALOG)
    assert (
        "| `tidehunter` | Slitherblade Tidehunter | monster | classless | 17 | 3/1/10 | Rulebook: named;"
        in (regions["characters"])
    )
    assert (
        "| `jaina` | Jaina Proudmoore | alliance | mage | 16 (legendary) | 1/4/9 | own design |"
        in (regions["characters"])
    )
    # 16 + 14 + 9 honor, and Tirion's face-up Shield of Valor adds its 2 (302.2).
    assert "| Alliance Vanguard | alliance |" in regions["parties"]
    assert (
        "with a healer | 41 | Jaina Proudmoore (counterspell, blizzard); Tirion Fordring ("
        in (regions["parties"])
    )
    assert (
        "| `heroic_strike` | Heroic Strike | action | attack | class: warrior | — | own design |"
        in (regions["cards"])
    )


def test_a_character_without_a_source_note_is_refused_by_name(monkeypatch: pytest.MonkeyPatch) -> None:
    notes = {cid: note for cid, note in roster_doc.CHARACTER_SOURCES.items() if cid != "dralor"}
    monkeypatch.setattr(roster_doc, "CHARACTER_SOURCES", notes)
    with pytest.raises(BadInputError, match="no note for character 'dralor': add one to CHARACTER_SOURCES"):
        roster_regions(CATALOG)


def test_a_note_for_a_card_the_content_lacks_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(
        roster_doc, "CARD_SOURCES", {**roster_doc.CARD_SOURCES, "frostfire_bolt": "own design"}
    )
    with pytest.raises(
        BadInputError, match="CARD_SOURCES has a note for card 'frostfire_bolt' the content lacks"
    ):
        roster_regions(CATALOG)


def test_a_page_missing_a_region_mark_is_refused_naming_the_file() -> None:
    page = _empty_page().replace(region_marks("cards")[1], "")
    with pytest.raises(BadInputError, match="^pages/roster.md: needs one '<!-- roster:cards:start -->' line"):
        update_roster_page(page, CATALOG, "pages/roster.md")
