"""The look of the tavern, from ``assets/theme.json``, at a given interface scale.

The file holds a pygame_gui theme plus a ``"tavern"`` section for what the project draws itself
(backdrop, panels, titles) and the highlight palettes game screens use. ``Theme(scale)`` scales
every font size and corner radius, so one file serves every UI scale setting.
"""

from __future__ import annotations

import copy
import json
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

import pygame

from engine.core.errors import BadInputError

ASSETS_DIR = Path(__file__).resolve().parent.parent / "assets"
THEME_FILE = ASSETS_DIR / "theme.json"
PROJECT_SECTION = "tavern"
MIN_FONT_SIZE = 9
SCALED_MISC = ("shape_corner_radius", "rect_width", "list_item_height")
"""pygame_gui ``misc`` lengths that grow with the interface scale."""


@cache
def load_theme_file(path: Path = THEME_FILE) -> dict[str, Any]:
    """The theme file's data, read once per process.

    :raises BadInputError: the file is missing, is not JSON or lacks the ``"tavern"`` section.
    """
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise BadInputError(str(path.name), f"cannot load the theme: {exc}") from exc
    section = data.get(PROJECT_SECTION) if isinstance(data, dict) else None
    if not isinstance(section, dict) or not {"colours", "fonts", "palettes"} <= set(section):
        raise BadInputError(path.name, f'needs a "{PROJECT_SECTION}" object with colours, fonts and palettes')
    return dict(data)


class Theme:
    """Colours, fonts and the pygame_gui theme at one interface scale.

    >>> Theme(1.5).px(10)
    15
    """

    def __init__(self, scale: float, path: Path = THEME_FILE) -> None:
        self.scale = scale
        self._path = path
        data = load_theme_file(path)
        project = data[PROJECT_SECTION]
        self._colours: dict[str, str] = project["colours"]
        self._fonts: dict[str, dict[str, Any]] = project["fonts"]
        self._palettes: dict[str, dict[str, str]] = project["palettes"]
        self._gui = self._scaled_gui_theme(data)
        self._font_cache: dict[str, pygame.font.Font] = {}

    def px(self, value: float) -> int:
        """A layout length designed at 100% scale, at this theme's scale."""
        return round(value * self.scale)

    def colour(self, name: str) -> pygame.Color:
        """A project colour by name (``"title"``, ``"panel"``...)."""
        return pygame.Color(self._colours[name])

    def palette(self, name: str) -> dict[str, pygame.Color]:
        """Highlight colours (friendly, enemy, legal, danger, selected) of a palette setting."""
        return {role: pygame.Color(value) for role, value in sorted(self._palettes[name].items())}

    def font(self, role: str) -> pygame.font.Font:
        """A project font by role (``"title"``, ``"heading"``, ``"tagline"``, ``"caption"``), scaled."""
        if role not in self._font_cache:
            spec = self._fonts[role]
            size = max(MIN_FONT_SIZE, self.px(spec["size"]))
            self._font_cache[role] = pygame.font.Font(self._font_file(spec), size)
        return self._font_cache[role]

    def rich_text_fonts(self) -> list[dict[str, Any]]:
        """Bold and italic text-box fonts (``<b>``, ``<i>``) in ``UIManager.preload_fonts`` form."""
        font = self._gui["text_box"]["font"]
        return [
            {"name": font["name"], "point_size": int(font["size"]), "style": style}
            for style in ("bold", "italic", "bold_italic")
        ]

    def _font_file(self, spec: dict[str, Any]) -> str:
        """A font's file: ``path`` is inside ``package`` when given, else relative to the theme file."""
        if "package" in spec:
            return str(resources.files(spec["package"]) / spec["path"])
        return str(self._path.parent / spec["path"])

    def gui_theme(self) -> dict[str, Any]:
        """The pygame_gui theme data at this scale (a fresh copy each call)."""
        return copy.deepcopy(self._gui)

    def _scaled_gui_theme(self, data: dict[str, Any]) -> dict[str, Any]:
        gui = {key: copy.deepcopy(value) for key, value in data.items() if key != PROJECT_SECTION}
        for block in gui.values():
            font = block.get("font")
            if isinstance(font, dict) and "size" in font:
                font["size"] = str(max(MIN_FONT_SIZE, self.px(int(font["size"]))))
            misc = block.get("misc")
            for key in SCALED_MISC:
                if isinstance(misc, dict) and key in misc:
                    misc[key] = str(self.px(int(misc[key])))
        return gui
