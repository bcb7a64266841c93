"""``tavern docs roster`` rewrites the roster page's generated regions; ``--check`` only reports."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.games.wowminis.roster_doc import region_marks
from main import main


def _stale_page(tmp_path: Path) -> Path:
    marks = [line for name in ("characters", "cards", "parties") for line in region_marks(name)]
    page = tmp_path / "roster.md"
    page.write_text("# Roster\n\n" + "\n".join(marks) + "\n\nThe end.\n", encoding="utf-8")
    return page


def test_check_reports_a_stale_page_and_changes_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    page = _stale_page(tmp_path)
    before = page.read_text(encoding="utf-8")
    assert main(["docs", "roster", "--check", "--path", str(page)]) == 1
    assert "is out of date: run `python main.py docs roster` to regenerate it" in capsys.readouterr().err
    assert page.read_text(encoding="utf-8") == before


def test_regenerating_writes_the_tables_then_check_passes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    page = _stale_page(tmp_path)
    assert main(["docs", "roster", "--path", str(page)]) == 0
    text = page.read_text(encoding="utf-8")
    assert "| `jaina` | Jaina Proudmoore |" in text and text.endswith("The end.\n")
    assert main(["docs", "roster", "--check", "--path", str(page)]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == f"{page} is up to date"


def test_a_missing_page_is_bad_input(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["docs", "roster", "--path", str(tmp_path / "nowhere.md")]) == 2
    assert "nowhere.md: cannot read" in capsys.readouterr().err
