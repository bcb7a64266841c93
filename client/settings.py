"""The player's display preferences, kept as JSON in the user config folder.

A damaged or unreadable settings file never stops the tavern from opening: ``Settings.load``
falls back to the defaults, reports the problem once through ``on_problem`` and leaves the file
alone, so nothing is lost until the player chooses new settings and saves them.

>>> Settings().animation_time(0.4)
0.4
>>> Settings(animation_speed="instant").animation_time(0.4)
0.0
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

from engine.core.errors import BadInputError
from engine.core.paths import user_config_dir

FORMAT = 1
"""Version of the settings file; a file from a newer version is reported and left untouched."""

SETTINGS_FILE = "settings.json"

UI_SCALES: tuple[int, ...] = (75, 90, 100, 110, 125, 150)
"""Interface sizes offered, in percent of the designed size."""

ANIMATION_SPEEDS: dict[str, float] = {"slow": 0.5, "normal": 1.0, "fast": 2.0, "instant": 0.0}
"""Speed multiplier of each animation setting; 0 means animations are skipped."""

PALETTES: tuple[str, ...] = ("off", "deuteranopia", "protanopia", "tritanopia")
"""Highlight palettes: the standard one and one safe for each common colour-vision deficiency."""


def settings_path() -> Path:
    """Where the settings live: ``<user config>/settings.json``."""
    return user_config_dir() / SETTINGS_FILE


@dataclass(frozen=True)
class Settings:
    """Display preferences; every value is validated on construction.

    Attributes:
        ui_scale: interface size in percent, one of ``UI_SCALES``.
        fullscreen: whether the window fills the screen.
        animation_speed: a key of ``ANIMATION_SPEEDS``.
        palette: one of ``PALETTES``; game screens take highlight colours from it.
    """

    ui_scale: int = 100
    fullscreen: bool = False
    animation_speed: str = "normal"
    palette: str = "off"

    def __post_init__(self) -> None:
        source = "settings"
        if type(self.ui_scale) is not int or self.ui_scale not in UI_SCALES:
            raise BadInputError(source, f"ui_scale must be one of {list(UI_SCALES)}, got {self.ui_scale!r}")
        if type(self.fullscreen) is not bool:
            raise BadInputError(source, f"fullscreen must be true or false, got {self.fullscreen!r}")
        if self.animation_speed not in ANIMATION_SPEEDS:
            raise BadInputError(
                source,
                f"animation_speed must be one of {sorted(ANIMATION_SPEEDS)}, got {self.animation_speed!r}",
            )
        if self.palette not in PALETTES:
            raise BadInputError(source, f"palette must be one of {list(PALETTES)}, got {self.palette!r}")

    @property
    def scale(self) -> float:
        """The UI scale as a factor (1.0 for 100%)."""
        return self.ui_scale / 100

    def animation_time(self, seconds: float) -> float:
        """How long an animation designed to last ``seconds`` runs at this speed (0.0: skip it)."""
        factor = ANIMATION_SPEEDS[self.animation_speed]
        return seconds / factor if factor else 0.0

    def with_changes(self, **changes: Any) -> Settings:
        """A copy with some values changed (validated like any other)."""
        return replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        return {"format": FORMAT, **asdict(self)}

    @classmethod
    def from_dict(cls, data: Any, source: str = "<dict>") -> Settings:
        """Settings from their JSON form; missing values take their defaults.

        :raises BadInputError: not an object, a newer format, an unknown key or a bad value.
        """
        if not isinstance(data, Mapping):
            raise BadInputError(source, f"expected a JSON object, got {type(data).__name__}")
        fmt = data.get("format", FORMAT)
        if type(fmt) is not int or fmt < 1:
            raise BadInputError(source, f"format must be a positive whole number, got {fmt!r}")
        if fmt > FORMAT:
            raise BadInputError(
                source, f"written by a newer version of the tavern (format {fmt}, this one reads {FORMAT})"
            )
        known = {"format", "ui_scale", "fullscreen", "animation_speed", "palette"}
        unknown = sorted(str(key) for key in data if key not in known)
        if unknown:
            raise BadInputError(source, f"unknown setting(s): {', '.join(unknown)}")
        values = {key: value for key, value in data.items() if key != "format"}
        try:
            return cls(**values)
        except BadInputError as exc:
            raise BadInputError(source, exc.problem) from exc

    @classmethod
    def load(cls, path: Path | None = None, on_problem: Callable[[str], None] | None = None) -> Settings:
        """The saved settings, or the defaults when there is no file or it cannot be used.

        A missing file is normal (first run). Any other problem is passed once to ``on_problem``
        (printed to stderr when it is None) and the file is left as it is.
        """
        path = path or settings_path()
        try:
            text = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return cls()
        except (OSError, UnicodeDecodeError) as exc:
            problem = f"cannot read it ({exc})"
        else:
            try:
                return cls.from_dict(json.loads(text), path.name)
            except json.JSONDecodeError as exc:
                problem = f"not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})"
            except BadInputError as exc:
                problem = exc.problem
        message = (
            f"Your {path.name} could not be used: {problem}. Using the default settings; "
            "the file stays as it is until you apply new ones."
        )
        if on_problem is None:
            print(f"tavern: {message}", file=sys.stderr)
        else:
            on_problem(message)
        return cls()

    def save(self, path: Path | None = None) -> Path:
        """Write the settings atomically (temporary file, fsync, rename) and return the path.

        :raises OSError: the folder is not writable.
        """
        path = path or settings_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        text = json.dumps(self.to_dict(), indent=2, sort_keys=True) + "\n"
        fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                handle.write(text)
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(tmp_name, path)
        except BaseException:
            Path(tmp_name).unlink(missing_ok=True)
            raise
        return path
