"""``main``: no arguments open the window; the top-level help lists every subcommand."""

from __future__ import annotations

import sys
import types

import pytest

from main import main


def test_no_arguments_open_the_window(monkeypatch: pytest.MonkeyPatch) -> None:
    opened: list[bool] = []
    fake_app = types.ModuleType("client.app")

    def run() -> int:
        opened.append(True)
        return 0

    fake_app.run = run  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "client.app", fake_app)
    assert main([]) == 0
    assert opened == [True]


def test_help_lists_every_subcommand(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["--help"])
    assert exit_info.value.code == 0
    out = capsys.readouterr().out
    assert all(command in out for command in ("simulate", "bench", "validate"))


def test_an_unknown_subcommand_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["juggle"])
    assert exit_info.value.code == 2
    assert "invalid choice" in capsys.readouterr().err
