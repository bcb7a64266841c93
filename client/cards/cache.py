"""Card faces as pygame surfaces, composed once per (card, variant, pixel size) and kept in an LRU.

Faces are composed with Pillow at the exact width they are shown at, so a card is crisp at every
UI scale and zoom instead of being a scaled bitmap. The cache knows no game: it is given a
``compose(card_id, variant, width)`` function and a ``back(width)`` function (for WoW Miniatures,
``WowFaces(catalog).compose`` and ``.back``). A face-down card is drawn with the back, which takes
no id, so nothing about a hidden card can leak into its pixels; an exhausted card is the same
surface turned 90 degrees clockwise (sideways, as a player turns a spent card).

>>> from PIL import Image
>>> def blank(width: int) -> Image.Image:
...     return Image.new("RGBA", (width, width * 2))
>>> cache = CardFaceCache(lambda card_id, variant, width: blank(width), blank)
>>> cache.get("fireball", 30, "card").get_size(), cache.get("fireball", 30, "card", exhausted=True).get_size()
((30, 60), (60, 30))
>>> cache.get("fireball", 30, "card") is cache.get("fireball", 30, "card")
True
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Iterable

import pygame
from PIL import Image

Composer = Callable[[str, str, int], Image.Image]
"""(card id, variant, width in pixels) -> an RGBA face."""
BackComposer = Callable[[int], Image.Image]
"""width in pixels -> the RGBA card back."""
BACK_ID = "<back>"
DEFAULT_LIMIT = 160
"""Enough for two full WoW Miniatures parties' cards at two sizes, plus the hover card."""


def to_surface(image: Image.Image) -> pygame.Surface:
    """A pygame surface with the pixels of a Pillow image (converted for fast blits when a display exists)."""
    rgba = image.convert("RGBA")
    surface = pygame.image.frombytes(rgba.tobytes(), rgba.size, "RGBA")
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        surface = surface.convert_alpha()
    return surface


class CardFaceCache:
    """Composed card surfaces by (card id, variant, width, exhausted), least recently used first out.

    Attributes:
        limit: how many surfaces are kept (upright and sideways count separately).
        composed: how many faces have been composed with Pillow so far (a measure of cache misses).
    """

    def __init__(self, compose: Composer, back: BackComposer, limit: int = DEFAULT_LIMIT) -> None:
        self._compose = compose
        self._back = back
        self.limit = max(2, limit)
        self.composed = 0
        self._surfaces: OrderedDict[tuple[str, str, int, bool], pygame.Surface] = OrderedDict()

    def get(
        self,
        card_id: str | None,
        width: int,
        variant: str = "",
        *,
        face_down: bool = False,
        exhausted: bool = False,
    ) -> pygame.Surface:
        """The surface of a card ``width`` pixels wide (upright), reused while it stays cached.

        ``card_id`` None (an opponent's hidden card has no id) or ``face_down`` gives the back.
        ``exhausted`` turns the card sideways, so the surface is as wide as the upright one is tall.
        The returned surface is shared: blit it, never draw on it.
        """
        width = max(1, int(width))
        key = (
            (BACK_ID, "", width, exhausted)
            if face_down or card_id is None
            else (card_id, variant, width, exhausted)
        )
        surface = self._surfaces.get(key)
        if surface is not None:
            self._surfaces.move_to_end(key)
            return surface
        if exhausted:
            surface = pygame.transform.rotate(self._upright(key), -90)
        else:
            surface = self._compose_surface(key)
        self._store(key, surface)
        return surface

    def _upright(self, key: tuple[str, str, int, bool]) -> pygame.Surface:
        upright = (key[0], key[1], key[2], False)
        surface = self._surfaces.get(upright)
        if surface is None:
            surface = self._compose_surface(upright)
            self._store(upright, surface)
        return surface

    def _compose_surface(self, key: tuple[str, str, int, bool]) -> pygame.Surface:
        card_id, variant, width, _ = key
        image = self._back(width) if card_id == BACK_ID else self._compose(card_id, variant, width)
        self.composed += 1
        return to_surface(image)

    def _store(self, key: tuple[str, str, int, bool], surface: pygame.Surface) -> None:
        self._surfaces[key] = surface
        self._surfaces.move_to_end(key)
        while len(self._surfaces) > self.limit:
            self._surfaces.popitem(last=False)

    def warm(self, cards: Iterable[tuple[str, str]], width: int) -> None:
        """Compose ``(card id, variant)`` faces at ``width`` now (a scene's ``enter``), not mid-frame."""
        for card_id, variant in cards:
            self.get(card_id, width, variant)

    def __len__(self) -> int:
        return len(self._surfaces)

    def clear(self) -> None:
        """Drop every surface (after the content or the look changed)."""
        self._surfaces.clear()
