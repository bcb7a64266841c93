"""Settings: interface size, window mode, animation speed and the colour-blind palette.

Choices are pending until Apply, which puts them in force (the UI rescales, the window switches
mode) and saves them. Leaving with pending changes asks first.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame
from pygame_gui.elements import UIButton, UILabel

from client.scene import Scene
from client.scenes.confirm import ConfirmScene
from client.settings import ANIMATION_SPEEDS, PALETTES, UI_SCALES, Settings
from client.theme import Theme
from client.widgets.panel import Panel
from client.widgets.title import Title

if TYPE_CHECKING:
    from client.app import App

PALETTE_LABELS = {
    "off": "Standard",
    "deuteranopia": "Deuteranopia",
    "protanopia": "Protanopia",
    "tritanopia": "Tritanopia",
}
PREVIEW_ROLES = (
    ("friendly", "Yours"),
    ("enemy", "Theirs"),
    ("legal", "Legal move"),
    ("danger", "Danger"),
    ("selected", "Selected"),
)

ROWS: tuple[tuple[str, str, str, tuple[tuple[Any, str], ...]], ...] = (
    ("ui_scale", "Interface size", "Text and buttons", tuple((scale, f"{scale}%") for scale in UI_SCALES)),
    ("fullscreen", "Display", "Window or the whole screen", ((False, "Window"), (True, "Fullscreen"))),
    (
        "animation_speed",
        "Animations",
        "Instant skips them",
        tuple((speed, speed.capitalize()) for speed in ANIMATION_SPEEDS),
    ),
    (
        "palette",
        "Colour-blind palette",
        "Highlights in every game",
        tuple((name, PALETTE_LABELS[name]) for name in PALETTES),
    ),
)
"""Setting field, label, hint and its choices (value, button text), in screen order."""

UNCHANGED = "Choose, then Apply to use and save your settings."


class SettingsScene(Scene):
    """Edits a pending copy of the settings; Apply hands it to the app."""

    design_size = (880, 600)
    WIDTH = 840
    ROW_HEIGHT = 44
    ROW_GAP = 22
    LABEL_WIDTH = 240
    PAD = 28

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.pending = app.settings
        self.status = UNCHANGED
        self.choices: dict[str, dict[Any, UIButton]] = {}
        self.apply_button: UIButton
        self.back_button: UIButton
        self.defaults_button: UIButton
        self.status_label: UILabel
        self._preview: _PalettePreview

    def layout(self, screen: pygame.Rect) -> None:
        px = self.theme.px
        width = min(px(self.WIDTH), screen.width - 2 * px(16))
        pad, row, gap = px(self.PAD), px(self.ROW_HEIGHT), px(self.ROW_GAP)
        preview_height = px(70)
        height = pad + len(ROWS) * (row + gap) + preview_height + px(40) + px(50) + pad
        heading_height = Title("Settings", "heading", 0, 0, self.theme, ornament=True).height
        top = max(px(12), (screen.height - heading_height - px(18) - height) // 2)
        heading = Title("Settings", "heading", screen.centerx, top, self.theme, ornament=True)
        panel = Panel(
            pygame.Rect(screen.centerx - width // 2, heading.rect.bottom + px(18), width, height), self.theme
        )
        self.decor += [heading, panel]
        inner = panel.rect.inflate(-2 * pad, -2 * pad)
        label_width = px(self.LABEL_WIDTH)

        self.choices = {}
        y = inner.y
        for field, label, hint, options in ROWS:
            UILabel(
                pygame.Rect(inner.x, y - px(4), label_width, px(28)), label, self.ui, object_id="#row_label"
            )
            UILabel(
                pygame.Rect(inner.x, y + px(22), label_width, px(22)), hint, self.ui, object_id="#row_hint"
            )
            self._layout_choices(
                field, options, pygame.Rect(inner.x + label_width, y, inner.width - label_width, row)
            )
            y += row + gap
        UILabel(
            pygame.Rect(inner.x, y - px(4), label_width, px(28)), "Preview", self.ui, object_id="#row_label"
        )
        UILabel(
            pygame.Rect(inner.x, y + px(22), label_width, px(22)),
            "How highlights will look",
            self.ui,
            object_id="#row_hint",
        )
        self._preview = _PalettePreview(
            pygame.Rect(inner.x, y, inner.width, preview_height),
            label_width,
            self.theme,
            self.pending.palette,
        )
        self.decor.append(self._preview)
        y += preview_height
        self.status_label = UILabel(
            pygame.Rect(inner.x, y + px(6), inner.width, px(26)),
            self.status,
            self.ui,
            object_id="#status_label",
        )
        button_width = px(150)
        y = inner.bottom - px(50)
        self.defaults_button = self.button(
            pygame.Rect(inner.x, y, px(200), px(50)), "Restore defaults", self._restore_defaults
        )
        self.back_button = self.button(
            pygame.Rect(inner.right - 2 * button_width - px(14), y, button_width, px(50)), "Back", self.back
        )
        self.apply_button = self.button(
            pygame.Rect(inner.right - button_width, y, button_width, px(50)), "Apply", self._apply
        )
        self.focus.focus(self.choices["ui_scale"][self.pending.ui_scale])

    def _layout_choices(self, field: str, options: tuple[tuple[Any, str], ...], area: pygame.Rect) -> None:
        spacing = self.theme.px(6)
        count = len(options)
        width = (area.width - spacing * (count - 1)) // count
        buttons: dict[Any, UIButton] = {}
        for index, (value, text) in enumerate(options):
            rect = pygame.Rect(area.x + index * (width + spacing), area.y, width, area.height)
            button = self.button(rect, text, self._chooser(field, value), object_id="#choice_button")
            if getattr(self.pending, field) == value:
                button.select()
            buttons[value] = button
        self.choices[field] = buttons

    def _chooser(self, field: str, value: Any) -> Callable[[], None]:
        def choose() -> None:
            self._set_pending(self.pending.with_changes(**{field: value}))

        return choose

    def _set_pending(self, pending: Settings) -> None:
        self.pending = pending
        for field, buttons in self.choices.items():
            for value, button in buttons.items():
                if getattr(pending, field) == value:
                    button.select()
                else:
                    button.unselect()
        self.decor.remove(self._preview)
        self._preview = self._preview.with_palette(pending.palette)
        self.decor.append(self._preview)
        changed = pending != self.app.settings
        self._show_status("Not applied yet: press Apply to use these settings." if changed else UNCHANGED)

    def _show_status(self, text: str) -> None:
        self.status = text
        self.status_label.set_text(text)

    def _restore_defaults(self) -> None:
        self._set_pending(Settings())

    def _apply(self) -> None:
        problem = self.app.apply_settings(self.pending)
        self.pending = self.app.settings
        self._show_status(problem or "Settings applied and saved.")
        self.focus.focus(self.apply_button)

    def back(self) -> None:
        """Leave; pending changes are only dropped after asking."""
        if self.pending == self.app.settings:
            self.app.scenes.pop()
            return
        self.app.scenes.push(
            ConfirmScene(
                self.app,
                "Discard your changes?",
                "The settings you chose have not been applied.",
                "Discard",
                self.app.scenes.pop,
                cancel_text="Keep editing",
            )
        )


class _PalettePreview:
    """Swatches of the highlight colours of one palette, as game screens will use them.

    ``rect`` spans the whole row; the swatches start after ``label_width``, beside the row's label.
    """

    def __init__(self, rect: pygame.Rect, label_width: int, theme: Theme, palette: str) -> None:
        self.rect, self._label_width, self._theme = rect, label_width, theme
        self._surface = pygame.Surface(rect.size, pygame.SRCALPHA)
        px = theme.px
        colours = theme.palette(palette)
        chip_font = theme.font("caption")
        slot = (rect.width - label_width) // len(PREVIEW_ROLES)
        for index, (role, caption) in enumerate(PREVIEW_ROLES):
            chip = pygame.Rect(label_width + index * slot + px(8), 0, slot - px(16), px(40))
            pygame.draw.rect(self._surface, colours[role], chip, border_radius=px(6))
            pygame.draw.rect(
                self._surface, theme.colour("panel_edge"), chip, max(1, px(2)), border_radius=px(6)
            )
            words = chip_font.render(caption, True, theme.colour("text"))
            self._surface.blit(words, words.get_rect(midtop=(chip.centerx, chip.bottom + px(5))))

    def with_palette(self, palette: str) -> _PalettePreview:
        return _PalettePreview(self.rect, self._label_width, self._theme, palette)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self._surface, self.rect)
