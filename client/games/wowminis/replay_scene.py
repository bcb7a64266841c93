"""The WoW Miniatures replay viewer: any saved game, step by step, forwards, backwards or by slider.

The controls, the slider and the log are the shared ``client.game.replay_base.ReplayBase``; this
viewer draws the position after the current step with the board renderer and simple character
and totem tokens of its own (it does not depend on the board scene), and pans and zooms its camera.

The replay shows side 1's view of the tokens; tokens carry no hidden cards, so nothing secret
shows either way.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import pygame

from client.board import BoardRenderer, Camera, TokenView
from client.game.replay_base import STEP_SECONDS, ReplayBase, wrap
from engine.core import BadInputError
from engine.core.saves import SaveRecord
from engine.games.wowminis.model import Catalog
from engine.hex import parse_hex

if TYPE_CHECKING:
    from client.app import App

__all__ = ["STEP_SECONDS", "ReplayScene", "glyph", "replay_tokens", "wrap"]
_GLYPHS = {"warlock": "Wl", "warrior": "Wa"}


def glyph(char_id: str, name: str, catalog: Catalog) -> str:
    """Two letters of the character's class (``Ma``, ``Wl``), or its initials for classless monsters."""
    char = catalog.characters.get(char_id)
    if char is not None and char.cls:
        return _GLYPHS.get(char.cls, char.cls[:2].title())
    words = [w for w in name.replace("'", "").split() if w]
    return "".join(w[0] for w in words[:2]).upper() or "?"


def replay_tokens(obs: Mapping[str, Any], catalog: Catalog) -> list[TokenView]:
    """Tokens for every character in play and every totem of an observation; the acting one selected."""
    turn = obs.get("turn") or {}
    tokens = []
    for c in obs.get("characters", []):
        if c.get("pos") is None:
            continue
        char = catalog.characters.get(c["id"])
        tokens.append(
            TokenView(
                parse_hex(str(c["pos"])),
                c["name"],
                glyph(c["id"], c["name"], catalog),
                c["controller"],
                health=c["health"],
                max_health=max(1, c["max_health"]),
                clock=c.get("ahead"),
                kind="pet" if char is not None and char.pet else "character",
                selected=turn.get("char") == c["uid"],
                stealthed=bool(c.get("stealthed")),
            )
        )
    for t in obs.get("totems", []):
        tokens.append(
            TokenView(
                parse_hex(str(t["pos"])),
                t["name"],
                "To",
                t["controller"],
                health=t["health"] - t["damage"],
                max_health=max(1, t["health"]),
                kind="totem",
            )
        )
    return tokens


class ReplayScene(ReplayBase):
    """Steps through a WoW Miniatures ``record``; Escape goes back to the screen that opened it.

    :raises DamagedSaveError: (from the constructor) the record does not replay; ``from_save``
        turns that into the Load screen's status instead.
    :raises BadInputError: the record is not a WoW Miniatures game.
    """

    def __init__(self, app: App, record: SaveRecord, *, source: str = "<save>") -> None:
        super().__init__(app, record, source=source)
        catalog = getattr(self.replay.game, "catalog", None)
        if not isinstance(catalog, Catalog):
            raise BadInputError(source, f"{self.replay.game.name} games cannot be shown by this viewer")
        self.catalog = catalog
        board = self.replay.state.board  # type: ignore[attr-defined]
        self.renderer = BoardRenderer(board, app.settings.palette)
        self.camera = Camera(pygame.Rect(0, 0, 1, 1))
        self._tokens: tuple[int, list[TokenView]] = (-1, [])

    @property
    def board_rect(self) -> pygame.Rect:
        return self.view_rect

    def layout_view(self, rect: pygame.Rect) -> None:
        self.camera = Camera(rect)
        self.camera.fit(self.renderer.world_bounds())

    def view_event(self, event: pygame.event.Event) -> bool:
        return bool(self.camera.handle_event(event))

    def update(self, dt: float) -> None:
        super().update(dt)
        self.camera.update(dt)

    def draw_view(self, surface: pygame.Surface) -> None:
        self.renderer.draw(surface, self.camera, tokens=self.tokens())

    def tokens(self) -> list[TokenView]:
        """The tokens of the current position, computed once per position."""
        if self._tokens[0] != self.index:
            obs = self.replay.state.observation(0)
            self._tokens = (self.index, replay_tokens(obs, self.catalog))
        return self._tokens[1]
