"""Painting the dice tray: the wooden tray with its felt, each d10, its result marks and the banner.

Everything is drawn procedurally (no image files). Results are told apart by symbol as well as by
colour, so they read without colour vision: a success carries a check mark, a failure a cross and is
dimmed, a crit shows a star on its face inside a gold glow; a rerolled die wears a circular-arrow
badge, and under its final face its first face is struck through. Painted backgrounds and text are
cached, which changes nothing a player can see.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Literal

import pygame
import pygame.gfxdraw
from PIL import Image, ImageFilter, ImageOps

from client.dice.model import CRIT_FACE
from client.dice.physics import DIE_OUTLINE

FONT_FILE = Path(__file__).resolve().parents[2] / "assets" / "fonts" / "DejaVuSerif-Bold.ttf"

Mark = Literal["tumbling", "success", "failure", "crit"]

Colour = tuple[int, int, int]

KIND_COLOURS: dict[str, tuple[Colour, Colour]] = {
    "attack": ((168, 36, 40), (250, 238, 214)),
    "defense": ((46, 92, 140), (240, 240, 232)),
    "heal": ((226, 214, 170), (38, 84, 52)),
    "other": ((104, 74, 146), (246, 236, 250)),
}
"""Body and ink colour of a die for each roll kind."""

GOLD: Colour = (226, 172, 52)
GOLD_INK: Colour = (110, 30, 22)
SUCCESS_BADGE: Colour = (38, 128, 74)
FAILURE_BADGE: Colour = (52, 46, 44)
FAILURE_INK: Colour = (236, 150, 130)
REROLL_BADGE: Colour = (30, 60, 96)
LIGHT = (-0.55, -0.83)
"""Direction the light comes from, in screen space (top left)."""

KITE: tuple[tuple[float, float], ...] = ((0.0, -0.97), (0.5, 0.02), (0.0, 0.6), (-0.5, 0.02))
"""The top face of the die (a kite) inside ``DIE_OUTLINE``, for a die of radius 1."""

# Side facets of the die, as indices: "o" into DIE_OUTLINE and "k" into KITE.
FACETS: tuple[tuple[tuple[str, int], ...], ...] = (
    (("o", 0), ("o", 1), ("k", 1)),
    (("k", 1), ("o", 1), ("o", 2)),
    (("k", 1), ("o", 2), ("o", 3), ("k", 2)),
    (("o", 0), ("k", 3), ("o", 5)),
    (("k", 3), ("o", 4), ("o", 5)),
    (("k", 3), ("k", 2), ("o", 3), ("o", 4)),
)


@dataclass(frozen=True)
class DieLook:
    """How to paint one die.

    Attributes:
        kind: the roll kind, which picks the die's colours.
        mark: ``tumbling`` (no mark yet), ``success``, ``failure`` or ``crit``.
        struck: the first face of a die whose face was rerolled or changed, shown struck through.
        rerolled: whether to show the circular-arrow reroll badge.
        pending: the die is about to be rerolled; ``pulse`` (0..1) animates its ring.
    """

    kind: str
    mark: Mark
    struck: int | None = None
    rerolled: bool = False
    pending: bool = False
    pulse: float = 0.0


class Lettering:
    """Fonts and rendered text for one tray.

    pygame fonts belong to one pygame session, so each tray keeps its own instead of a module-wide
    cache that would dangle after ``pygame.quit()``. Rendered lines are kept until there are many.
    """

    LIMIT = 400

    def __init__(self) -> None:
        self._fonts: dict[int, pygame.font.Font] = {}
        self._lines: dict[tuple[str, int, Colour], pygame.Surface] = {}
        self._struck: dict[tuple[int, int], pygame.Surface] = {}

    def font(self, size: int) -> pygame.font.Font:
        """The dice font at ``size`` pixels: the project's serif, or pygame's own if it is missing."""
        if size not in self._fonts:
            if not pygame.font.get_init():
                pygame.font.init()
            if FONT_FILE.is_file():
                self._fonts[size] = pygame.font.Font(str(FONT_FILE), size)
            else:
                self._fonts[size] = pygame.font.Font(None, round(size * 1.35))
        return self._fonts[size]

    def text(self, label: str, size: int, colour: Colour) -> pygame.Surface:
        """A rendered line of text (do not draw on it: it is shared)."""
        key = (label, max(6, size), colour)
        if key not in self._lines:
            if len(self._lines) >= self.LIMIT:
                self._lines.clear()
            self._lines[key] = self.font(key[1]).render(label, True, colour)
        return self._lines[key]

    def struck(self, face: int, h: int) -> pygame.Surface:
        """A first face, struck through with a red slash: the number, or a small star for a crit."""
        if (face, h) not in self._struck:
            colour = (236, 228, 212)
            if face == CRIT_FACE:
                glyph = pygame.Surface((h, h), pygame.SRCALPHA)
                _star(glyph, (h / 2, h / 2), h * 0.4, colour)
            else:
                glyph = self.text(str(face), round(h * 0.82), colour).copy()
            w, gh = glyph.get_size()
            pygame.draw.line(glyph, (255, 104, 84), (0, gh * 0.55), (w, gh * 0.45), max(2, h // 9))
            self._struck[(face, h)] = glyph
        return self._struck[(face, h)]


def shade(colour: Colour, factor: float) -> Colour:
    """``colour`` made darker (factor < 1) or lighter towards white (factor > 1)."""
    if factor <= 1.0:
        return (round(colour[0] * factor), round(colour[1] * factor), round(colour[2] * factor))
    t = min(1.0, factor - 1.0)
    return (
        round(colour[0] + (255 - colour[0]) * t),
        round(colour[1] + (255 - colour[1]) * t),
        round(colour[2] + (255 - colour[2]) * t),
    )


def mute(colour: Colour) -> Colour:
    """A failed die's colour: greyed and dimmed, so success stands out by brightness too."""
    grey = (colour[0] * 30 + colour[1] * 59 + colour[2] * 11) // 100
    return shade(
        (((colour[0] + grey * 2) // 3), ((colour[1] + grey * 2) // 3), ((colour[2] + grey * 2) // 3)), 0.62
    )


# --- the tray -------------------------------------------------------------------------------------


def frame_thickness(width: int, height: int) -> int:
    """Width of the tray's wooden rim for a tray of this size in pixels."""
    return max(8, min(30, round(min(width, height) * 0.065)))


@lru_cache(maxsize=4)  # a few sizes at most: resizing the window must not keep every size alive
def tray_surface(width: int, height: int) -> pygame.Surface:
    """The empty tray, ``width`` by ``height`` pixels: a mitred wooden frame around green felt."""
    t = frame_thickness(width, height)
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    radius = max(4, t // 2)
    wood = _pil_to_surface(_wood(width, height, vertical=False))
    wood_v = _pil_to_surface(_wood(height, width, vertical=True).transpose(Image.Transpose.ROTATE_90))
    mask = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    surface.blit(wood, (0, 0))
    # Left and right rails have their grain running up and down, cut at 45 degrees at the corners.
    for side in (0, 1):
        x0 = 0 if side == 0 else width - t
        rail = pygame.Surface((t, height), pygame.SRCALPHA)
        rail.blit(wood_v, (-x0, 0))
        cut = pygame.Surface((t, height), pygame.SRCALPHA)
        inner = t if side == 0 else 0
        outer = 0 if side == 0 else t
        pygame.draw.polygon(
            cut, (255, 255, 255, 255), [(outer, 0), (inner, t), (inner, height - t), (outer, height)]
        )
        rail.blit(cut, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surface.blit(rail, (x0, 0))
    surface.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    _frame_bevels(surface, t)
    felt_rect = pygame.Rect(t, t, width - 2 * t, height - 2 * t)
    surface.blit(felt_surface(felt_rect.width, felt_rect.height), felt_rect)
    return surface


def _frame_bevels(surface: pygame.Surface, t: int) -> None:
    width, height = surface.get_size()
    radius = max(4, t // 2)
    pygame.draw.rect(surface, (40, 22, 10), surface.get_rect(), width=2, border_radius=radius)
    pygame.draw.line(surface, (196, 148, 96), (radius, 2), (width - radius, 2))
    pygame.draw.line(surface, (172, 126, 80), (2, radius), (2, height - radius))
    inner = pygame.Rect(t, t, width - 2 * t, height - 2 * t)
    for corner, other in (
        ((0, 0), inner.topleft),
        ((width, 0), inner.topright),
        ((0, height), inner.bottomleft),
        ((width, height), inner.bottomright),
    ):
        pygame.draw.aaline(surface, (52, 28, 12), corner, other)
    pygame.draw.line(surface, (38, 20, 8), (inner.left - 1, inner.top - 1), (inner.right, inner.top - 1), 2)
    pygame.draw.line(surface, (38, 20, 8), (inner.left - 1, inner.top - 1), (inner.left - 1, inner.bottom), 2)
    pygame.draw.line(surface, (190, 142, 92), (inner.left - 1, inner.bottom), (inner.right, inner.bottom))
    pygame.draw.line(surface, (170, 124, 80), (inner.right, inner.top - 1), (inner.right, inner.bottom))


@lru_cache(maxsize=4)
def felt_surface(width: int, height: int) -> pygame.Surface:
    """Green baize with a fine nap, darkened towards the walls where the rim casts its shadow."""
    rng = random.Random(20240611)
    tile = Image.frombytes("L", (64, 64), rng.randbytes(64 * 64)).filter(ImageFilter.GaussianBlur(0.7))
    nap = Image.new("L", (width, height))
    for x in range(0, width, 64):
        for y in range(0, height, 64):
            nap.paste(tile, (x, y))
    nap = ImageOps.autocontrast(nap, cutoff=2).point(lambda v: 112 + v // 6)
    felt = _pil_to_surface(ImageOps.colorize(nap, black=(8, 40, 28), white=(52, 120, 88)).convert("RGB"))
    shadow = pygame.Surface((width, height), pygame.SRCALPHA)
    depth = max(6, min(width, height) // 12)
    for i in range(depth):
        fade = (1 - i / depth) ** 2
        # The light comes from the top left, so the top and left rails throw the deeper shadow.
        deep, light = round(170 * fade), round(95 * fade)
        right, bottom = width - 1 - i, height - 1 - i
        pygame.draw.line(shadow, (0, 0, 0, light), (i, bottom), (right, bottom))
        pygame.draw.line(shadow, (0, 0, 0, light), (right, i), (right, bottom))
        pygame.draw.line(shadow, (0, 0, 0, deep), (i, i), (right, i))
        pygame.draw.line(shadow, (0, 0, 0, deep), (i, i), (i, bottom))
    felt.blit(shadow, (0, 0))
    return felt


def _wood(width: int, height: int, *, vertical: bool) -> Image.Image:
    """Wood with its grain along the long side, as a Pillow image ``width`` by ``height``."""
    rng = random.Random(1871 if vertical else 1923)
    rows = max(2, height // 3)
    grain = Image.frombytes("L", (5, rows), rng.randbytes(5 * rows)).resize(
        (width, height), Image.Resampling.BICUBIC
    )
    fine_rows = max(2, height)
    fine = Image.frombytes(
        "L", (max(2, width // 24), fine_rows), rng.randbytes(max(2, width // 24) * fine_rows)
    )
    fine = fine.resize((width, height), Image.Resampling.BILINEAR)
    mixed = Image.blend(grain, fine, 0.35)
    mixed = ImageOps.autocontrast(mixed, cutoff=1)
    return ImageOps.colorize(mixed, black=(70, 38, 18), mid=(122, 74, 40), white=(168, 112, 64)).convert(
        "RGB"
    )


def _pil_to_surface(image: Image.Image) -> pygame.Surface:
    rgb = image.convert("RGB")
    return pygame.image.frombytes(rgb.tobytes(), rgb.size, "RGB")


# --- one die --------------------------------------------------------------------------------------


def _points(
    shape: tuple[tuple[float, float], ...], cx: float, cy: float, radius: float, angle: float
) -> list[tuple[float, float]]:
    cos, sin = math.cos(angle), math.sin(angle)
    return [(cx + radius * (x * cos - y * sin), cy + radius * (x * sin + y * cos)) for x, y in shape]


def draw_shadow(
    surface: pygame.Surface, centre: tuple[float, float], radius: float, angle: float, z: float
) -> None:
    """The die's soft shadow on the felt; it drifts away and fades as the die rises."""
    lift = max(0.0, z)
    dx, dy = 0.12 * radius + 0.35 * lift, 0.18 * radius + 0.45 * lift
    size = math.ceil(radius * 2.6)
    layer = pygame.Surface((size, size), pygame.SRCALPHA)
    fade = max(0.25, 1.0 - lift / (4.5 * radius))
    for grow, alpha in ((1.12, 40), (1.04, 60), (0.96, 70)):
        pts = _points(DIE_OUTLINE, size / 2, size / 2, radius * grow, angle)
        pygame.draw.polygon(layer, (0, 12, 6, round(alpha * fade)), pts)
    surface.blit(layer, (round(centre[0] + dx - size / 2), round(centre[1] + dy - size / 2)))


def draw_die(
    surface: pygame.Surface,
    letters: Lettering,
    centre: tuple[float, float],
    radius: float,
    angle: float,
    face: int,
    look: DieLook,
) -> None:
    """Paint one d10 at ``centre`` (pixels) with ``face`` up, its facets shaded by the light.

    ``radius`` already includes any lift, so a die in the air is simply drawn bigger.
    """
    cx, cy = centre
    body, ink = KIND_COLOURS.get(look.kind, KIND_COLOURS["other"])
    if look.mark == "crit":
        body, ink = GOLD, GOLD_INK
        surface.blit(_glow(round(radius * 1.9)), (round(cx - radius * 1.9), round(cy - radius * 1.9)))
    elif look.mark == "failure":
        body, ink = mute(body), shade(ink, 0.72)
    elif look.mark == "success":
        body = shade(body, 1.08)
    if look.pending:
        ring = round(radius * (1.25 + 0.08 * look.pulse))
        pygame.gfxdraw.aacircle(surface, round(cx), round(cy), ring, (250, 226, 140))
        pygame.gfxdraw.aacircle(surface, round(cx), round(cy), ring - 1, (250, 226, 140))
    outline = _points(DIE_OUTLINE, cx, cy, radius, angle)
    kite = _points(KITE, cx, cy, radius, angle)
    for facet in FACETS:
        pts = [outline[i] if src == "o" else kite[i] for src, i in facet]
        mx = sum(p[0] for p in pts) / len(pts) - cx
        my = sum(p[1] for p in pts) / len(pts) - cy
        norm = math.hypot(mx, my) or 1.0
        light = (mx * LIGHT[0] + my * LIGHT[1]) / norm
        _fill(surface, pts, shade(body, 0.58 + 0.3 * light))
    _fill(surface, kite, shade(body, 1.06 if look.mark != "failure" else 1.0))
    highlight = shade(body, 1.35)
    for a, b in ((kite[3], kite[0]), (kite[0], kite[1])):
        pygame.draw.aaline(surface, highlight, a, b)
    crease = shade(body, 0.5)
    for a, b in ((kite[1], kite[2]), (kite[2], kite[3])):
        pygame.draw.aaline(surface, crease, a, b)
    edge = shade(body, 0.4)
    pygame.gfxdraw.aapolygon(surface, [(round(x), round(y)) for x, y in outline], edge)
    # The face sits in the upper half of the kite; it stays upright so it can always be read.
    # A die with history makes room below its face for the struck-through first face.
    fx, fy = cx + (kite[0][0] + kite[2][0] - 2 * cx) * 0.12, cy + (kite[0][1] + kite[2][1] - 2 * cy) * 0.12
    scale = 1.0
    if look.struck is not None:
        fy, scale = fy - radius * 0.16, 0.84
    if face == CRIT_FACE:
        _star(surface, (fx, fy), radius * 0.5 * scale, ink)
    else:
        size = max(8, round(radius * 0.78 * scale))
        shadow_ink = shade(body, 0.35) if ink[0] > 128 else shade(body, 1.4)
        label = str(face)
        shadow = letters.text(label, size, shadow_ink)
        glyph = letters.text(label, size, ink)
        surface.blit(shadow, shadow.get_rect(center=(round(fx + 1), round(fy + 1))))
        surface.blit(glyph, glyph.get_rect(center=(round(fx), round(fy))))


def _fill(surface: pygame.Surface, points: list[tuple[float, float]], colour: Colour) -> None:
    pts = [(round(x), round(y)) for x, y in points]
    pygame.gfxdraw.filled_polygon(surface, pts, colour)
    pygame.gfxdraw.aapolygon(surface, pts, colour)


@lru_cache(maxsize=16)
def _glow(radius: int) -> pygame.Surface:
    layer = pygame.Surface((radius * 2, radius * 2), pygame.SRCALPHA)
    steps = 14
    for i in range(steps):
        r = round(radius * (1 - i / steps))
        alpha = round(10 + 9 * i)
        pygame.draw.circle(layer, (255, 200, 70, min(alpha, 120)), (radius, radius), r)
    return layer


def _star(surface: pygame.Surface, centre: tuple[float, float], size: float, colour: Colour) -> None:
    """The crit glyph: a five-pointed star with a dark rim."""
    cx, cy = centre
    pts = []
    for i in range(10):
        r = size if i % 2 == 0 else size * 0.45
        a = -math.pi / 2 + i * math.pi / 5
        pts.append((round(cx + r * math.cos(a)), round(cy + r * math.sin(a))))
    pygame.gfxdraw.filled_polygon(surface, pts, colour)
    pygame.gfxdraw.aapolygon(surface, pts, shade(colour, 0.6))
    pygame.draw.circle(surface, (255, 236, 170), (round(cx), round(cy)), max(1, round(size * 0.14)))


def draw_marks(
    surface: pygame.Surface, letters: Lettering, centre: tuple[float, float], radius: float, look: DieLook
) -> None:
    """The die's result badge (top right) and, for a rerolled or changed die, its history (top left).

    The history badge holds the first face struck through, ringed by the circular reroll arrow when
    the die was rerolled. Badges stay upright and are painted after every die, so none is hidden.
    """
    cx, cy = centre
    badge = badge_radius(radius)
    bx, by = cx + radius * 0.74, cy - radius * 0.7
    if look.mark in ("success", "crit"):
        _disc(surface, bx, by, badge, GOLD if look.mark == "crit" else SUCCESS_BADGE)
        ink = GOLD_INK if look.mark == "crit" else (255, 255, 255)
        check = [
            (bx - badge * 0.5, by + badge * 0.02),
            (bx - badge * 0.12, by + badge * 0.42),
            (bx + badge * 0.52, by - badge * 0.4),
        ]
        pygame.draw.lines(surface, ink, False, check, max(2, round(badge * 0.26)))
    elif look.mark == "failure":
        _disc(surface, bx, by, badge, FAILURE_BADGE)
        k = badge * 0.42
        width = max(2, round(badge * 0.24))
        pygame.draw.line(surface, FAILURE_INK, (bx - k, by - k), (bx + k, by + k), width)
        pygame.draw.line(surface, FAILURE_INK, (bx - k, by + k), (bx + k, by - k), width)
    if look.rerolled or look.pending:
        hx, hy = cx - radius * 0.74, cy - radius * 0.7
        _disc(surface, hx, hy, badge, REROLL_BADGE)
        _arrow(surface, hx, hy, badge * 0.56, (214, 232, 255))
    if look.struck is not None:
        first = letters.struck(look.struck, max(10, round(radius * 0.52)))
        plate = first.get_rect(center=(round(cx), round(cy + radius * 0.58))).inflate(6, 0)
        backing = pygame.Surface(plate.size, pygame.SRCALPHA)
        pygame.draw.rect(backing, (20, 14, 10, 185), backing.get_rect(), border_radius=plate.height // 2)
        surface.blit(backing, plate)
        surface.blit(first, first.get_rect(center=plate.center))


def badge_radius(radius: float) -> float:
    """Radius in pixels of the result badge on a die of ``radius`` pixels."""
    return max(7.0, radius * 0.34)


def _disc(surface: pygame.Surface, x: float, y: float, r: float, colour: Colour) -> None:
    ix, iy, ir = round(x), round(y), round(r)
    pygame.gfxdraw.filled_circle(surface, ix, iy, ir, colour)
    pygame.gfxdraw.aacircle(surface, ix, iy, ir, shade(colour, 0.5))
    pygame.gfxdraw.aacircle(surface, ix, iy, ir + 1, (20, 14, 10))


def _arrow(surface: pygame.Surface, x: float, y: float, r: float, colour: Colour) -> None:
    """A circular arrow (the reroll symbol): an open ring with an arrowhead at its end."""
    start, end = math.radians(40), math.radians(330)
    steps = 16
    pts = [
        (
            x + r * math.cos(start + (end - start) * i / steps),
            y - r * math.sin(start + (end - start) * i / steps),
        )
        for i in range(steps + 1)
    ]
    pygame.draw.lines(surface, colour, False, pts, max(2, round(r * 0.28)))
    tip = pts[-1]
    tangent = (math.sin(end), math.cos(end))
    normal = (math.cos(end), -math.sin(end))
    head = r * 0.75
    pygame.draw.polygon(
        surface,
        colour,
        [
            (tip[0] + tangent[0] * head * 0.9, tip[1] + tangent[1] * head * 0.9),
            (tip[0] + normal[0] * head * 0.6, tip[1] + normal[1] * head * 0.6),
            (tip[0] - normal[0] * head * 0.6, tip[1] - normal[1] * head * 0.6),
        ],
    )


# --- the banner -----------------------------------------------------------------------------------


def draw_banner(
    surface: pygame.Surface, letters: Lettering, rect: pygame.Rect, title: str, headline: str, detail: str
) -> None:
    """The result plaque under the tray: who rolled what, the result in large type, and what it means.

    The detail goes beside the headline when there is room, else beside the title; text that still
    does not fit is set smaller, so nothing overlaps in a narrow panel.
    """
    plaque = pygame.Surface(rect.size, pygame.SRCALPHA)
    radius = max(4, rect.height // 5)
    local = plaque.get_rect()
    pygame.draw.rect(plaque, (36, 23, 15, 238), local, border_radius=radius)
    pygame.draw.rect(plaque, (140, 99, 49), local, width=2, border_radius=radius)
    pygame.draw.rect(plaque, (199, 154, 82), local.inflate(-8, -8), width=1, border_radius=max(2, radius - 4))
    big = max(10, round(rect.height * 0.36))
    small = max(8, round(rect.height * 0.2))
    pad = max(10, rect.height // 3)
    room = rect.width - 2 * pad
    top_y, head_y = round(rect.height * 0.26), round(rect.height * 0.6)
    head = _fitted(letters, headline, big, (236, 198, 108), room)
    title_surface = letters.text(title, small, (168, 146, 111))
    detail_surface = letters.text(detail, small, (239, 226, 196)) if detail else None
    gap = pad
    if detail_surface is not None and head.get_width() + gap + detail_surface.get_width() <= room:
        plaque.blit(detail_surface, detail_surface.get_rect(midright=(rect.width - pad, head_y)))
    elif detail_surface is not None:
        share = max(1, room - gap) // 2
        if title_surface.get_width() + gap + detail_surface.get_width() > room:
            title_surface = _fitted(letters, title, small, (168, 146, 111), share)
            detail_surface = _fitted(
                letters, detail, small, (239, 226, 196), room - gap - title_surface.get_width()
            )
        plaque.blit(detail_surface, detail_surface.get_rect(midright=(rect.width - pad, top_y)))
    title_surface = (
        _fitted(letters, title, small, (168, 146, 111), room)
        if title_surface.get_width() > room
        else title_surface
    )
    plaque.blit(title_surface, title_surface.get_rect(midleft=(pad, top_y)))
    plaque.blit(head, head.get_rect(midleft=(pad, head_y)))
    surface.blit(plaque, rect)


def _fitted(letters: Lettering, label: str, size: int, colour: Colour, width: int) -> pygame.Surface:
    """``label`` at ``size``, or smaller until it fits ``width`` (down to a floor of 7 pixels)."""
    line = letters.text(label, size, colour)
    while line.get_width() > width and size > 7:
        size -= 1
        line = letters.text(label, size, colour)
    return line
