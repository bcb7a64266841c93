"""Generic Pillow helpers for composing card faces: fonts, fills, frames, word-wrapped text, icons.

Nothing here knows a game. Card faces are composed at the exact pixel size they are shown at, so
every length a caller passes is already in pixels. Shapes (frames, panels, icons) are painted into a
mask four times larger and reduced, which gives smooth edges without blurring the text, which
FreeType renders crisply at its real size.

Text uses a tiny markup: ``**bold**`` marks keywords, a newline starts a paragraph.

>>> [(s.text, s.bold) for s in parse_markup("Deal **1** damage.")[0]]
[('Deal ', False), ('1', True), (' damage.', False)]
"""

from __future__ import annotations

import math
import random
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from pathlib import Path

from PIL import Image, ImageChops, ImageDraw, ImageFont

RGB = tuple[int, int, int]
Box = tuple[int, int, int, int]
"""left, top, right, bottom in pixels (right and bottom exclusive)."""
SS = 4
"""Supersampling factor for shape masks."""
CARD_RATIO = 1.4
MIN_COMPOSE_WIDTH = 72
"""Narrower faces are composed at this width and shrunk: the layout needs a few pixels per part."""
INK: RGB = (48, 32, 20)
PALE: RGB = (246, 232, 196)
GOLD: RGB = (232, 196, 110)
"""The dark ink, parchment and gold every game's faces share."""

ASSETS_FONTS = Path(__file__).resolve().parent.parent.parent / "assets" / "fonts"
FONT_ROLES: dict[str, tuple[str, str]] = {
    "title": ("", "DejaVuSerif-Bold.ttf"),
    "title_italic": ("", "DejaVuSerif-Italic.ttf"),
    "body": ("pygame_gui.data", "NotoSans-Regular.ttf"),
    "bold": ("pygame_gui.data", "NotoSans-Bold.ttf"),
    "italic": ("pygame_gui.data", "NotoSans-Italic.ttf"),
}
"""Font files by role: titles in the project's DejaVu Serif, rules text in the Noto Sans that ships
with pygame_gui (a serif regular face is not in assets/fonts, and sans reads better when small).
Fonts use Pillow's basic layout: its hinted advances keep word spacing even at 7 px, where the
raqm layout's unhinted positions make letters clump."""


def card_height(width: int) -> int:
    """The height of a card face ``width`` pixels wide (cards are 5:7)."""
    return round(width * CARD_RATIO)


@dataclass
class Composed:
    """A composed face and, for checks, every text region with the ink boxes of its lines."""

    image: Image.Image
    text_regions: list[tuple[Box, list[Box]]] = field(default_factory=list)
    clipped: bool = False
    """Some text was left out because even the smallest size did not fit."""


class FaceCanvas:
    """A face being composed ``width`` pixels wide: the image, ``u`` (a hundredth of the width, the unit
    a face's layout is written in), the text regions drawn so far and whether any text was clipped."""

    def __init__(self, width: int, seed: str) -> None:
        self.w, self.h = width, card_height(width)
        self.u = width / 100
        self.seed = seed
        self.image = Image.new("RGBA", (self.w, self.h), (0, 0, 0, 0))
        self.regions: list[tuple[Box, list[Box]]] = []
        self.clipped = False

    def px(self, units: float) -> int:
        """``units`` hundredths of the width in whole pixels (at least one)."""
        return max(1, round(units * self.u))

    def box(self, left: float, top: float, right: float, bottom: float) -> Box:
        """A box given in hundredths of the width, in pixels."""
        return (round(left * self.u), round(top * self.u), round(right * self.u), round(bottom * self.u))

    def result(self) -> Composed:
        return Composed(self.image, self.regions, self.clipped)


@lru_cache(maxsize=512)
def font(role: str, px: int) -> ImageFont.FreeTypeFont:
    """The font of ``role`` (a key of ``FONT_ROLES``) at ``px`` pixels (at least 4)."""
    package, name = FONT_ROLES[role]
    path = str(resources.files(package) / name) if package else str(ASSETS_FONTS / name)
    return ImageFont.truetype(path, max(4, px), layout_engine=ImageFont.Layout.BASIC)


# -- fills --------------------------------------------------------------------------------------


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """The colour ``t`` of the way from ``a`` to ``b``."""
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


def vertical_gradient(size: tuple[int, int], stops: Iterable[tuple[float, RGB]]) -> Image.Image:
    """An RGBA image filled top to bottom through colour ``stops`` (position 0..1, colour)."""
    width, height = size
    points = sorted(stops)
    column = bytearray()
    for y in range(height):
        t = y / max(1, height - 1)
        lo = max((p for p in points if p[0] <= t), default=points[0])
        hi = min((p for p in points if p[0] >= t), default=points[-1])
        span = hi[0] - lo[0]
        colour = mix(lo[1], hi[1], (t - lo[0]) / span if span else 0.0)
        column.extend((*colour, 255))
    strip = Image.frombytes("RGBA", (1, height), bytes(column))
    return strip.resize((width, height), Image.Resampling.NEAREST)


def radial_glow(size: tuple[int, int], centre: RGB, edge: RGB) -> Image.Image:
    """An RGBA image shading from ``centre`` in the middle to ``edge`` at the corners."""
    small = Image.radial_gradient("L").resize(size, Image.Resampling.BILINEAR)
    return Image.composite(
        Image.new("RGBA", size, (*edge, 255)), Image.new("RGBA", size, (*centre, 255)), small
    )


def noise(size: tuple[int, int], seed: str, grain: int) -> Image.Image:
    """Smooth greyscale noise (L), the same for the same seed; ``grain`` pixels per noise cell."""
    rng = random.Random(seed)
    cols, rows = max(2, size[0] // grain), max(2, size[1] // grain)
    cells = Image.frombytes("L", (cols, rows), rng.randbytes(cols * rows))
    return cells.resize(size, Image.Resampling.BICUBIC)


def textured(base: Image.Image, seed: str, strength: float, grain: int = 6) -> Image.Image:
    """``base`` with a mottled texture: two scales of noise, lightening and darkening a little."""
    coarse = noise(base.size, seed + ":coarse", grain * 5)
    fine = noise(base.size, seed + ":fine", max(1, grain // 2))
    mottle = ImageChops.add(coarse, fine, scale=2.0)
    dark = ImageChops.multiply(base.convert("RGB"), Image.merge("RGB", [mottle] * 3).point(lambda v: 155 + v))
    out = Image.blend(base.convert("RGB"), dark, strength).convert("RGBA")
    out.putalpha(base.getchannel("A"))
    return out


def parchment(
    size: tuple[int, int], seed: str, light: RGB = (243, 231, 200), dark: RGB = (214, 190, 143)
) -> Image.Image:
    """Aged parchment: warm paper, mottled, darker towards the edges."""
    paper = radial_glow(size, light, dark)
    return textured(paper, seed, 0.35, grain=max(2, size[0] // 60))


# -- shapes -------------------------------------------------------------------------------------


Painter = Callable[[ImageDraw.ImageDraw, float], None]
"""Paints a shape in white on a supersampled L mask; the float is pixels per output pixel."""


def smooth_mask(size: tuple[int, int], paint: Painter) -> Image.Image:
    """A smooth-edged L mask of ``size``: ``paint`` draws at ``SS`` times the size, then it is reduced."""
    big = Image.new("L", (max(1, size[0]) * SS, max(1, size[1]) * SS), 0)
    paint(ImageDraw.Draw(big), SS)
    return big.reduce(SS)


def rounded_mask(size: tuple[int, int], radius: float, inset: float = 0.0) -> Image.Image:
    """A rounded rectangle mask filling ``size`` less ``inset`` pixels on every side."""

    def paint(d: ImageDraw.ImageDraw, s: float) -> None:
        right, bottom = (size[0] - inset) * s - 1, (size[1] - inset) * s - 1
        if right <= inset * s or bottom <= inset * s:
            return
        radius_s = min(max(0.0, radius - inset) * s, (right - inset * s) / 2, (bottom - inset * s) / 2)
        d.rounded_rectangle((inset * s, inset * s, right, bottom), radius=radius_s, fill=255)

    return smooth_mask(size, paint)


def paint_fill(canvas: Image.Image, box: Box, fill: RGB | Image.Image, mask: Image.Image) -> None:
    """Paint ``fill`` (a colour or an image of the box's size) into ``box`` through ``mask``.

    The part of ``box`` outside the canvas is cut off.
    """
    left, top, right, bottom = box
    size = (right - left, bottom - top)
    layer = fill.convert("RGBA") if isinstance(fill, Image.Image) else Image.new("RGBA", size, (*fill, 255))
    layer.putalpha(ImageChops.multiply(layer.getchannel("A"), mask))
    cut = (max(0, -left), max(0, -top), min(size[0], canvas.width - left), min(size[1], canvas.height - top))
    if cut[0] >= cut[2] or cut[1] >= cut[3]:
        return
    canvas.alpha_composite(layer.crop(cut), (left + cut[0], top + cut[1]))


def panel(
    canvas: Image.Image,
    box: Box,
    radius: float,
    fill: RGB | Image.Image,
    edge: RGB,
    edge_width: float,
    inner_edge: RGB | None = None,
) -> None:
    """A rounded panel: an ``edge`` rim ``edge_width`` wide around ``fill``, optionally a hairline inside."""
    size = (box[2] - box[0], box[3] - box[1])
    paint_fill(canvas, box, edge, rounded_mask(size, radius))
    if isinstance(fill, Image.Image) and fill.size != size:
        fill = fill.resize(size, Image.Resampling.BILINEAR)
    paint_fill(canvas, box, fill, rounded_mask(size, radius, edge_width))
    if inner_edge is not None:
        ring = ImageChops.subtract(
            rounded_mask(size, radius, edge_width + max(1.0, edge_width * 0.6)),
            rounded_mask(size, radius, edge_width + max(1.0, edge_width * 0.6) + max(0.8, size[0] / 220)),
        )
        paint_fill(canvas, box, inner_edge, ring)


def metal_frame(size: tuple[int, int], radius: float, metal: RGB, border: float) -> Image.Image:
    """A bevelled metal card frame (RGBA, transparent outside the rounded corners, open inside).

    The rim shades from a bright top edge to a dark bottom one, with a light bevel line on its
    outer edge and a dark one where it meets the card, so the frame reads as raised metal.
    """
    width, height = size
    light, dark = mix(metal, (255, 250, 235), 0.55), mix(metal, (0, 0, 0), 0.55)
    sheen = vertical_gradient(
        size, [(0.0, light), (0.18, metal), (0.55, mix(metal, dark, 0.35)), (1.0, dark)]
    )
    sheen = textured(sheen, "metal", 0.25, grain=max(2, width // 90))
    frame = Image.new("RGBA", size, (0, 0, 0, 0))
    outer = rounded_mask(size, radius)
    hole = rounded_mask(size, radius, border)
    paint_fill(frame, (0, 0, width, height), sheen, ImageChops.subtract(outer, hole))
    hairline = max(1.0, width / 180)
    rim = ImageChops.subtract(outer, rounded_mask(size, radius, hairline))
    paint_fill(frame, (0, 0, width, height), mix(metal, (0, 0, 0), 0.7), rim)
    bevel = ImageChops.subtract(
        rounded_mask(size, radius, hairline), rounded_mask(size, radius, hairline * 2)
    )
    paint_fill(frame, (0, 0, width, height), light, bevel)
    seam = ImageChops.subtract(rounded_mask(size, radius, border - hairline), hole)
    paint_fill(frame, (0, 0, width, height), dark, seam)
    return frame


# -- text ---------------------------------------------------------------------------------------

_BOLD = re.compile(r"\*\*(.+?)\*\*")


@dataclass(frozen=True)
class Span:
    """A run of text in one style."""

    text: str
    bold: bool = False


def parse_markup(text: str) -> list[list[Span]]:
    """Paragraphs (one per line of ``text``) of styled spans; ``**x**`` is bold."""
    paragraphs: list[list[Span]] = []
    for line in text.split("\n"):
        spans: list[Span] = []
        pos = 0
        for m in _BOLD.finditer(line):
            if m.start() > pos:
                spans.append(Span(line[pos : m.start()]))
            spans.append(Span(m.group(1), True))
            pos = m.end()
        if pos < len(line):
            spans.append(Span(line[pos:]))
        paragraphs.append(spans)
    return paragraphs


@dataclass(frozen=True)
class Placed:
    """A piece of text placed on a line: ``x`` from the line's left, in the body or bold font."""

    x: int
    text: str
    bold: bool


@dataclass(frozen=True)
class TextLine:
    """One laid-out line: its baseline below the layout's top and its pieces."""

    baseline: int
    pieces: tuple[Placed, ...]
    width: int


@dataclass(frozen=True)
class TextLayout:
    """Word-wrapped text at one font size, relative to its top-left corner."""

    lines: tuple[TextLine, ...]
    px: int
    height: int
    roles: tuple[str, str] = ("body", "bold")
    width: int = 0
    clipped: bool = False
    """Some lines did not fit and were left out (the last kept line ends with an ellipsis)."""

    def line_boxes(self, origin: tuple[int, int]) -> list[Box]:
        """The ink bounding box of every line when drawn at ``origin`` (for fit checks)."""
        boxes: list[Box] = []
        x0 = origin[0]
        for line in self.lines:
            parts = [
                font(self.roles[p.bold], self.px).getbbox(p.text, anchor="ls")
                for p in line.pieces
                if p.text.strip()
            ]
            offsets = [p.x for p in line.pieces if p.text.strip()]
            if not parts:
                continue
            y = origin[1] + line.baseline
            boxes.append(
                (
                    math.floor(min(x0 + dx + b[0] for dx, b in zip(offsets, parts, strict=True))),
                    math.floor(min(y + b[1] for b in parts)),
                    math.ceil(max(x0 + dx + b[2] for dx, b in zip(offsets, parts, strict=True))),
                    math.ceil(max(y + b[3] for b in parts)),
                )
            )
        return boxes


def _words(spans: list[Span]) -> list[list[Span]]:
    """Split spans at spaces into words; a word may mix styles ("**Crit:**" then "x")."""
    words: list[list[Span]] = []
    glue = False
    for span in spans:
        chunks = span.text.split(" ")
        for i, chunk in enumerate(chunks):
            if i > 0:
                glue = False
            if not chunk:
                continue
            if glue and words:
                words[-1].append(Span(chunk, span.bold))
            else:
                words.append([Span(chunk, span.bold)])
            glue = True
    return words


def layout_text(
    text: str,
    width: int,
    px: int,
    leading: float = 1.22,
    roles: tuple[str, str] = ("body", "bold"),
    paragraph_gap: float = 0.35,
) -> TextLayout:
    """Word-wrap markup ``text`` into ``width`` pixels at ``px``; too-long words are split by letters."""
    regular, bold = font(roles[0], px), font(roles[1], px)
    fonts = (regular, bold)
    space = regular.getlength(" ")
    ascent = regular.getmetrics()[0]
    line_height = round(px * leading)
    lines: list[TextLine] = []
    y = 0
    for p_index, spans in enumerate(parse_markup(text)):
        if p_index and lines:
            y += round(px * paragraph_gap)
        current: list[Placed] = []
        x = 0.0
        for word in _split_long(_words(spans), width, fonts):
            word_width = sum(fonts[s.bold].getlength(s.text) for s in word)
            if current and x + space + word_width > width:
                lines.append(TextLine(y + ascent, tuple(current), round(x)))
                y += line_height
                current, x = [], 0.0
            if current:
                x += space
            for s in word:
                current.append(Placed(round(x), s.text, s.bold))
                x += fonts[s.bold].getlength(s.text)
        if current:
            lines.append(TextLine(y + ascent, tuple(current), round(x)))
            y += line_height
    descent = regular.getmetrics()[1]
    height = y - line_height + ascent + descent if lines else 0
    return TextLayout(tuple(lines), px, height, roles, width)


def _split_long(
    words: list[list[Span]], width: int, fonts: tuple[ImageFont.FreeTypeFont, ImageFont.FreeTypeFont]
) -> list[list[Span]]:
    out: list[list[Span]] = []
    for word in words:
        if sum(fonts[s.bold].getlength(s.text) for s in word) <= width:
            out.append(word)
            continue
        for s in word:
            piece = ""
            for ch in s.text:
                if piece and fonts[s.bold].getlength(piece + ch) > width:
                    out.append([Span(piece, s.bold)])
                    piece = ""
                piece += ch
            if piece:
                out.append([Span(piece, s.bold)])
    return out


def fit_text(
    text: str,
    width: int,
    height: int,
    max_px: int,
    min_px: int,
    leading: float = 1.22,
    roles: tuple[str, str] = ("body", "bold"),
) -> TextLayout:
    """The largest layout from ``max_px`` down to ``min_px`` whose height fits.

    If even ``min_px`` is too tall, the lines that overflow are dropped and the last kept line ends
    with an ellipsis (``clipped``), so nothing is ever drawn outside the box.
    """
    px = max_px
    layout = layout_text(text, width, px, leading, roles)
    while layout.height > height and px > min_px:
        px -= 1
        layout = layout_text(text, width, px, leading, roles)
    if layout.height <= height:
        return layout
    descent = font(roles[0], px).getmetrics()[1]
    kept = [line for line in layout.lines if line.baseline + descent <= height]
    if kept:
        kept[-1] = _with_ellipsis(kept[-1], width, px, roles)
    used = kept[-1].baseline + descent if kept else 0
    return TextLayout(tuple(kept), px, used, roles, width, clipped=True)


def _with_ellipsis(line: TextLine, width: int, px: int, roles: tuple[str, str]) -> TextLine:
    """``line`` ending in "…", dropping pieces from its end until the ellipsis fits in ``width``."""
    pieces = list(line.pieces)
    dots = font(roles[0], px).getlength("…")

    def end(p: Placed) -> float:
        return p.x + font(roles[p.bold], px).getlength(p.text)

    while pieces and end(pieces[-1]) + dots > width:
        pieces.pop()
    x = round(end(pieces[-1])) if pieces else 0
    return TextLine(line.baseline, (*pieces, Placed(x, "…", False)), x + round(dots))


def draw_text(canvas: Image.Image, layout: TextLayout, origin: tuple[int, int], colour: RGB) -> None:
    """Draw ``layout`` with its top-left corner at ``origin``."""
    draw = ImageDraw.Draw(canvas)
    x0 = origin[0]
    for line in layout.lines:
        for p in line.pieces:
            draw.text(
                (x0 + p.x, origin[1] + line.baseline),
                p.text,
                font=font(layout.roles[p.bold], layout.px),
                fill=colour,
                anchor="ls",
            )


def fit_line(
    text: str, role: str, width: int, max_px: int, min_px: int
) -> tuple[str, ImageFont.FreeTypeFont]:
    """One line of ``text`` in the largest size from ``max_px`` that fits ``width``; shortened with an
    ellipsis if even ``min_px`` is too wide."""
    for px in range(max_px, min_px - 1, -1):
        f = font(role, px)
        if f.getlength(text) <= width:
            return text, f
    f = font(role, min_px)
    while text and f.getlength(text + "…") > width:
        text = text[:-1]
    return text.rstrip() + "…", f


def label_box(
    text: str,
    centre: tuple[float, float],
    f: ImageFont.FreeTypeFont,
    anchor: str = "mm",
    shadow: bool = False,
) -> Box:
    """The ink box of one line as ``draw_label`` would draw it (with its shadow when ``shadow``)."""
    left, top, right, bottom = f.getbbox(text, anchor=anchor)
    off = max(1, round(f.size / 14)) if shadow else 0
    return (
        math.floor(centre[0] + left),
        math.floor(centre[1] + top),
        math.ceil(centre[0] + right + off),
        math.ceil(centre[1] + bottom + off),
    )


def draw_label(
    canvas: Image.Image,
    text: str,
    centre: tuple[float, float],
    f: ImageFont.FreeTypeFont,
    colour: RGB,
    shadow: RGB | None = None,
    anchor: str = "mm",
) -> Box:
    """Draw one line anchored at ``centre`` (``mm``: middle; ``lm``: left middle...); returns its ink box."""
    draw = ImageDraw.Draw(canvas)
    if shadow is not None:
        off = max(1, round(f.size / 14))
        draw.text((centre[0] + off, centre[1] + off), text, font=f, fill=shadow, anchor=anchor)
    draw.text(centre, text, font=f, fill=colour, anchor=anchor)
    return label_box(text, centre, f, anchor, shadow is not None)
