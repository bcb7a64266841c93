"""Card faces for the card games (Hearthstone and the toy game in tests): minion, spell, weapon, hero, power.

A game's table adapter turns its card data into a ``FaceData`` (name, kind, cost, stats, type line,
rules text with ``**bold**`` keywords, rarity, a hue) and ``compose_face`` draws it with Pillow at
the exact width asked, so faces stay crisp at every UI scale. The art box shows the card's
deterministic emblem (``client.cards.emblem``), never publisher art. Lengths are hundredths of the
width; faces are 5:7 like the WoW Miniatures cards.

Frames tell the kinds apart by shape as well as colour: a minion's art is an oval, a spell's a
pointed arch, a weapon has a steel frame and a shield for durability, a hero a round portrait with
armor, a hero power a coin-like disc. Gems: cost (mana crystal, upper left), attack (sword, lower
left), health (drop, lower right), durability (shield, lower right), and the rarity gem under the art.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from PIL import Image, ImageDraw

from client.cards import compose as cc
from client.cards.compose import GOLD, INK, MIN_COMPOSE_WIDTH, PALE, RGB, Box, Composed, card_height
from client.cards.emblem import emblem

CardKind = Literal["minion", "spell", "weapon", "hero", "power"]
BACK_KEY = "tabletop-tavern:table-back"

RARITY_COLOURS: dict[str, RGB] = {
    "free": (0, 0, 0),
    "common": (236, 236, 230),
    "rare": (60, 130, 230),
    "epic": (170, 80, 220),
    "legendary": (245, 150, 30),
}
"""The rarity gem's colour; ``free`` cards (basic) show none. Each rarity also has its own gem shape."""
HUES: dict[str, tuple[RGB, RGB]] = {
    "neutral": ((96, 84, 70), (186, 168, 136)),
    "druid": ((92, 62, 30), (196, 150, 90)),
    "hunter": ((40, 96, 44), (130, 190, 110)),
    "mage": ((40, 70, 150), (130, 170, 236)),
    "paladin": ((150, 116, 30), (240, 210, 120)),
    "priest": ((150, 150, 150), (236, 236, 236)),
    "rogue": ((56, 56, 62), (150, 150, 160)),
    "shaman": ((32, 60, 120), (110, 150, 220)),
    "warlock": ((86, 40, 110), (180, 120, 210)),
    "warrior": ((120, 36, 30), (214, 110, 90)),
}
"""(deep, light) frame hues by class; an unknown hue key takes neutral's."""
KIND_METAL: dict[str, RGB] = {
    "minion": (186, 150, 84),
    "spell": (170, 160, 150),
    "weapon": (130, 136, 146),
    "hero": (206, 170, 90),
    "power": (196, 160, 90),
}
MANA: RGB = (40, 110, 210)
ATTACK: RGB = (226, 170, 40)
HEALTH: RGB = (200, 40, 36)
ARMOR: RGB = (140, 146, 156)


@dataclass(frozen=True)
class FaceData:
    """Everything a face shows; the adapter builds it from the game's card data.

    ``health`` is durability for a weapon and armor for a hero when ``kind`` says so; ``text`` is
    markup (``**Taunt**``), generated from the card's data by the engine or the adapter.
    """

    id: str
    name: str
    kind: CardKind
    cost: int | None = None
    attack: int | None = None
    health: int | None = None
    type_line: str = ""
    text: str = ""
    rarity: str = "free"
    hue: str = "neutral"


class _Canvas(cc.FaceCanvas):
    def __init__(self, width: int, deep: RGB, light: RGB, metal: RGB, seed: str) -> None:
        super().__init__(width, seed)
        self.deep, self.light, self.metal = deep, light, metal

    def body(self) -> None:
        base = cc.vertical_gradient(
            (self.w, self.h),
            [(0.0, cc.mix(self.deep, (0, 0, 0), 0.15)), (1.0, cc.mix(self.deep, (0, 0, 0), 0.6))],
        )
        base = cc.textured(base, self.seed + ":field", 0.3, grain=max(2, self.w // 70))
        cc.paint_fill(self.image, (0, 0, self.w, self.h), base, cc.rounded_mask((self.w, self.h), 6 * self.u))
        self.image.alpha_composite(cc.metal_frame((self.w, self.h), 6 * self.u, self.metal, 3.2 * self.u))

    def art(self, box: Box, shape: str, key: str) -> None:
        """The picture: a glow in the hue with the emblem, cut to the kind's shape and rimmed in metal."""
        size = (box[2] - box[0], box[3] - box[1])
        glow = cc.radial_glow(size, cc.mix(self.light, PALE, 0.35), cc.mix(self.deep, (0, 0, 0), 0.4))
        side = round(min(size) * 0.86)
        glow.alpha_composite(
            emblem(key, side, ((30, 20, 14), self.deep, GOLD, PALE)),
            ((size[0] - side) // 2, (size[1] - side) // 2),
        )
        rim = max(1.0, 1.0 * self.u)
        outer = self._shape_mask(size, shape, 0.0)
        inner = self._shape_mask(size, shape, rim)
        cc.paint_fill(self.image, box, cc.mix(self.metal, (0, 0, 0), 0.35), outer)
        cc.paint_fill(self.image, box, glow, inner)

    def _shape_mask(self, size: tuple[int, int], shape: str, inset: float) -> Image.Image:
        w, h = size
        if shape == "rect":
            return cc.rounded_mask(size, 2 * self.u, inset)

        def paint(d: ImageDraw.ImageDraw, s: float) -> None:
            i = inset * s
            if shape == "oval":
                d.ellipse((i, i, w * s - 1 - i, h * s - 1 - i), fill=255)
            else:  # arch: a rectangle whose top rises to a point
                peak = h * s * 0.22
                d.polygon(
                    [(i, h * s - i), (i, peak), (w * s / 2, i), (w * s - i, peak), (w * s - i, h * s - i)],
                    fill=255,
                )

        return cc.smooth_mask(size, paint)

    def gem(self, centre: tuple[float, float], radius: float, colour: RGB, shape: str, value: str) -> None:
        """A stat gem: a shape (crystal, sword, drop, shield, disc) in a colour, with its number."""
        side = max(2, round(2 * radius))
        bevel = max(1, round(radius * 0.16))
        left, top = round(centre[0] - side / 2), round(centre[1] - side / 2)
        cc.paint_fill(self.image, (left, top, left + side, top + side), (24, 16, 10), _gem_mask(shape, side))
        inner = side - 2 * bevel
        shine = cc.vertical_gradient(
            (inner, inner),
            [(0.0, cc.mix(colour, (255, 255, 255), 0.35)), (1.0, cc.mix(colour, (0, 0, 0), 0.35))],
        )
        box = (left + bevel, top + bevel, left + bevel + inner, top + bevel + inner)
        cc.paint_fill(self.image, box, shine, _gem_mask(shape, inner))
        if value:
            f = cc.font("title", max(6, round(radius * 1.15)))
            ImageDraw.Draw(self.image).text(
                centre,
                value,
                font=f,
                fill=(255, 255, 255),
                anchor="mm",
                stroke_width=max(1, round(radius / 7)),
                stroke_fill=(10, 6, 4),
            )

    def title(self, text: str, box: Box, max_units: float) -> None:
        size = (box[2] - box[0], box[3] - box[1])
        fill = cc.vertical_gradient(
            size, [(0.0, cc.mix(self.deep, (0, 0, 0), 0.0)), (1.0, cc.mix(self.deep, (0, 0, 0), 0.55))]
        )
        cc.panel(self.image, box, size[1] / 2.6, fill, self.metal, max(1.0, 0.7 * self.u))
        width, height = size[0] - self.px(6), size[1]
        max_px = self.px(max_units)
        while max_px > 5 and sum(cc.font("title", max_px).getmetrics()) > height:
            max_px -= 1
        line, f = cc.fit_line(text, "title", width, max_px, min(max_px, 5))
        centre = ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
        ink = cc.draw_label(self.image, line, centre, f, GOLD, (0, 0, 0))
        self.regions.append((box, [ink]))

    def small_line(self, text: str, box: Box) -> None:
        line, f = cc.fit_line(text, "title_italic", box[2] - box[0], self.px(4.6), 5)
        centre = ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
        ink = cc.draw_label(self.image, line, centre, f, PALE, (0, 0, 0))
        self.regions.append((box, [ink]))

    def text_box(self, text: str, box: Box) -> None:
        size = (box[2] - box[0], box[3] - box[1])
        paper = cc.parchment(size, f"{self.seed}:text", (243, 231, 200), (214, 190, 143))
        cc.panel(
            self.image, box, 1.8 * self.u, paper, cc.mix(self.metal, (0, 0, 0), 0.45), max(1.0, 0.5 * self.u)
        )
        if not text:
            return
        pad = self.px(3)
        inner = (box[0] + pad, box[1] + self.px(2), box[2] - pad, box[3] - self.px(2))
        width, height = inner[2] - inner[0], inner[3] - inner[1]
        layout = cc.fit_text(text, width, height, self.px(6.2), 6)
        top = inner[1] + (height - layout.height) // 2
        lines: list[Box] = []
        for line in layout.lines:
            left = inner[0] + (width - line.width) // 2
            shifted = cc.TextLayout(
                (cc.TextLine(line.baseline, line.pieces, line.width),),
                layout.px,
                layout.height,
                layout.roles,
                width,
            )
            cc.draw_text(self.image, shifted, (left, top), INK)
            f = cc.font(layout.roles[0], layout.px)
            ascent, descent = f.getmetrics()
            lines.append(
                (left, top + line.baseline - ascent, left + line.width, top + line.baseline + descent)
            )
        self.regions.append((inner, lines))
        self.clipped = self.clipped or layout.clipped

    def rarity(self, rarity: str, centre: tuple[float, float]) -> None:
        colour = RARITY_COLOURS.get(rarity)
        if not colour or rarity == "free":
            return
        r = self.px(3.4)
        shapes = {"common": "disc", "rare": "crystal", "epic": "shield", "legendary": "crystal"}
        self.gem(centre, r, colour, shapes.get(rarity, "disc"), "")
        if rarity == "legendary":
            ImageDraw.Draw(self.image).ellipse(
                (centre[0] - r * 1.5, centre[1] - r * 1.5, centre[0] + r * 1.5, centre[1] + r * 1.5),
                outline=GOLD,
                width=max(1, round(r / 4)),
            )


def _gem_mask(shape: str, side: int) -> Image.Image:
    """The mask of a gem ``side`` pixels square: crystal, sword plate, drop, shield or disc."""

    def paint(d: ImageDraw.ImageDraw, s: float) -> None:
        c = side * s / 2
        if shape == "crystal":
            d.polygon([(c, 0), (2 * c, c), (c, 2 * c), (0, c)], fill=255)
        elif shape == "sword":
            d.polygon(
                [(c, 0), (2 * c, c * 0.55), (c * 1.7, c * 1.95), (c * 0.3, c * 1.95), (0, c * 0.55)], fill=255
            )
        elif shape == "drop":
            d.ellipse((c * 0.12, c * 0.5, c * 1.88, 2 * c - 1), fill=255)
            d.polygon([(c, 0), (c * 1.75, c * 1.0), (c * 0.25, c * 1.0)], fill=255)
        elif shape == "shield":
            d.polygon([(0, 0), (2 * c, 0), (2 * c, c), (c, 2 * c), (0, c)], fill=255)
        else:
            d.ellipse((0, 0, 2 * c - 1, 2 * c - 1), fill=255)

    return cc.smooth_mask((side, side), paint)


def compose_face(data: FaceData, width: int) -> Composed:
    """The face of ``data`` exactly ``width`` pixels wide (narrow ones are composed larger and shrunk)."""
    if width < MIN_COMPOSE_WIDTH:
        big = compose_face(data, MIN_COMPOSE_WIDTH)
        return Composed(
            big.image.resize((width, card_height(width)), Image.Resampling.LANCZOS), [], big.clipped
        )
    deep, light = HUES.get(data.hue, HUES["neutral"])
    face = _Canvas(width, deep, light, KIND_METAL[data.kind], f"{data.kind}:{data.id}")
    face.body()
    if data.kind in ("hero", "power") and not data.text:
        face.art(face.box(10, 10, 90, 100), "oval", f"card:{data.id}")
        face.title(data.name, face.box(6, 102, 94, 117), 6.8)
        face.small_line(data.type_line, face.box(8, 118, 92, 127))
    elif data.kind in ("hero", "power"):
        face.art(face.box(14, 10, 86, 82), "oval", f"card:{data.id}")
        face.title(data.name, face.box(6, 80, 94, 94), 6.4)
        face.small_line(data.type_line, face.box(8, 95, 92, 102))
        face.text_box(data.text, face.box(8, 103, 92, 132))
    else:
        shape = {"minion": "oval", "spell": "arch", "weapon": "rect"}[data.kind]
        art = face.box(16, 6, 84, 62) if shape == "oval" else face.box(12, 8, 88, 60)
        face.art(art, shape, f"card:{data.id}")
        face.title(data.name, face.box(5, 58, 95, 71), 6.6)
        face.rarity(data.rarity, (50 * face.u, 74.5 * face.u))
        face.text_box(data.text, face.box(9, 78, 91, 124))
        face.small_line(data.type_line, face.box(26, 124, 74, 133))
    if data.cost is not None:
        face.gem((12 * face.u, 12 * face.u), 9.5 * face.u, MANA, "crystal", str(data.cost))
    stat_y = 126 * face.u
    if data.attack is not None and data.kind in ("minion", "weapon", "hero"):
        face.gem((13 * face.u, stat_y), 10 * face.u, ATTACK, "sword", str(data.attack))
    if data.health is not None:
        shape, colour = {"weapon": ("shield", ARMOR), "hero": ("shield", ARMOR)}.get(
            data.kind, ("drop", HEALTH)
        )
        face.gem((87 * face.u, stat_y), 10 * face.u, colour, shape, str(data.health))
    return face.result()


def compose_back(width: int) -> Image.Image:
    """The card back shared by every hidden card: composed without an id, so it can leak nothing."""
    if width < MIN_COMPOSE_WIDTH:
        return compose_back(MIN_COMPOSE_WIDTH).resize((width, card_height(width)), Image.Resampling.LANCZOS)
    face = _Canvas(width, (40, 50, 86), (110, 130, 190), (190, 160, 96), BACK_KEY)
    face.body()
    inner = face.box(10, 10, 90, 130)
    size = (inner[2] - inner[0], inner[3] - inner[1])
    field = cc.radial_glow(size, (70, 90, 150), (20, 24, 44))
    cc.panel(face.image, inner, 4 * face.u, field, face.metal, max(1.0, 0.8 * face.u))
    side = round(size[0] * 0.8)
    face.image.alpha_composite(
        emblem(BACK_KEY, side, ((16, 18, 30), (60, 80, 140), GOLD, PALE)),
        (inner[0] + (size[0] - side) // 2, inner[1] + (size[1] - side) // 2),
    )
    return face.image
