"""WoW Miniatures card faces: character cards, Action Bar cards and the shared card back.

Every word on a face comes from the engine's generated text (``character_text``, ``card_text``,
``ability_text`` in engine.games.wowminis.content), so a face says exactly what the rules do; the
stat notation of an ability (``T3 R1 P5`` and its damage type) is drawn as icon chips instead of
text. Lengths are in units of a hundredth of the card's width, so one layout serves the 150 px
card on the table and the 360 px one shown on hover. Faces are 5:7 (``card_height``).

Character card: name plate, honor (upper right), the card's emblem over a faction sigil, the
race/class/talent line, the main attack in the upper text box, further abilities, keywords and
auras in the lower box, armor/resist/health (lower left) and a "Legendary" ribbon.

Action Bar card: tick cost (upper left; equipment shows its slot there instead), equipment honor
cost (upper right), name, restriction line, emblem, tag line (category, type, damage type, talent
tree, slot) and the text box.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from PIL import Image, ImageChops, ImageDraw

from client.cards import compose as cc
from client.cards.compose import GOLD, INK, MIN_COMPOSE_WIDTH, PALE, RGB, Box, Composed, card_height
from client.cards.emblem import emblem
from client.cards.glyphs import draw_glyph, glyph_mask
from engine.games.wowminis.content import ability_text, card_text, character_text
from engine.games.wowminis.model import Ability, CardDef, Catalog, CharacterDef, StatLine, parse_stats


@dataclass(frozen=True)
class FaceStyle:
    """The colours of a face: its deep and light hue, its frame metal, and the emblem's inks."""

    deep: RGB
    light: RGB
    metal: RGB

    def emblem_inks(self) -> tuple[RGB, ...]:
        return ((30, 20, 14), self.deep, GOLD, PALE)


FACTION_STYLES: dict[str, FaceStyle] = {
    "alliance": FaceStyle((34, 64, 128), (120, 160, 220), (196, 160, 82)),
    "horde": FaceStyle((122, 30, 22), (214, 102, 64), (128, 118, 108)),
    "monster": FaceStyle((72, 46, 104), (150, 118, 196), (142, 124, 78)),
}
"""Alliance blue in gold, Horde red in iron, Monster violet in old bronze."""
CATEGORY_STYLES: dict[str, FaceStyle] = {
    "action": FaceStyle((40, 82, 70), (112, 176, 150), (150, 150, 140)),
    "instant": FaceStyle((136, 86, 20), (232, 172, 84), (182, 150, 92)),
    "react": FaceStyle((110, 34, 70), (206, 110, 150), (150, 120, 124)),
    "equipment": FaceStyle((70, 62, 54), (168, 150, 124), (176, 128, 74)),
}
DAMAGE_COLOURS: dict[str, RGB] = {
    "arcane": (150, 70, 170),
    "fire": (200, 74, 26),
    "frost": (54, 130, 190),
    "holy": (190, 150, 40),
    "melee": (92, 92, 100),
    "nature": (56, 130, 52),
    "ranged": (128, 90, 50),
    "shadow": (80, 50, 110),
}
POWER_CHIPS: dict[str, tuple[str, RGB]] = {
    "physical": ("physical", (132, 52, 36)),
    "magic": ("magic", (52, 78, 160)),
    "heal": ("heal", (46, 120, 62)),
}
"""Physical power shows a sword on red-brown, magic a star on blue, heal a cross on green."""
STAT_ICONS: tuple[tuple[str, RGB], ...] = (
    ("armor", (112, 122, 136)),
    ("resist", (118, 78, 170)),
    ("health", (184, 40, 40)),
)
SLOT_GLYPHS: dict[str, str] = {
    "main_hand": "main_hand",
    "off_hand": "off_hand",
    "two_handed": "two_handed",
    "armor": "chest",
    "trinket": "trinket",
}
BACK_KEY = "tabletop-tavern:card-back"


# -- engine text to face markup -------------------------------------------------------------------

_BRACKETED = re.compile(r"\[([A-Za-z]+)\](:?)")
_KEYWORD = re.compile(r"\b(Instant|AOE|Taunt|Stealth|Protector|Ignore terrain|Legendary)\.")
_LEAD = re.compile(r"^([A-Z][^:.\[\]\"*]{0,40}):")


def markup(text: str) -> str:
    """Engine text with keywords in bold: ``[Crit]:``, ``[Magic]``, ``Taunt.``, ``Devotion Aura:``.

    >>> markup("Wrath [Crit]: Taunt.")
    'Wrath **Crit:** **Taunt**.'
    """
    text = _BRACKETED.sub(r"**\1\2**", text)
    text = _KEYWORD.sub(r"**\1**.", text)
    return _LEAD.sub(r"**\1:**", text)


def ability_rest(ab: Ability, card_name: str = "this card") -> str:
    """What ``ability_text`` says after the name, stats and damage type (those are drawn as chips)."""
    head = ability_text(
        replace(ab, effects=(), crit=(), speed="action", aoe=False, targets=min(ab.targets, 1))
    )
    full = ability_text(ab, card_name)
    return full[len(head) :].strip() if full.startswith(head) else full


# -- the face builder -----------------------------------------------------------------------------


@dataclass(frozen=True)
class _AbilityBlock:
    name: str
    stats: StatLine
    damage_type: str | None
    rest: str


_Block = _AbilityBlock | str


class _Face(cc.FaceCanvas):
    """One face being composed in a faction's or category's colours."""

    def __init__(self, width: int, style: FaceStyle, seed: str) -> None:
        super().__init__(width, seed)
        self.style = style

    # surfaces

    def body(self) -> None:
        """The card's base: a dark hued field inside the metal frame."""
        field_ = cc.vertical_gradient(
            (self.w, self.h),
            [(0.0, cc.mix(self.style.deep, (0, 0, 0), 0.25)), (1.0, cc.mix(self.style.deep, (0, 0, 0), 0.6))],
        )
        field_ = cc.textured(field_, self.seed + ":field", 0.3, grain=max(2, self.w // 70))
        cc.paint_fill(
            self.image, (0, 0, self.w, self.h), field_, cc.rounded_mask((self.w, self.h), 6 * self.u)
        )

    def frame(self) -> None:
        self.image.alpha_composite(
            cc.metal_frame((self.w, self.h), 6 * self.u, self.style.metal, 3.4 * self.u)
        )

    def parchment_box(self, box: Box, shade: float = 0.0) -> None:
        size = (box[2] - box[0], box[3] - box[1])
        light, dark = (
            cc.mix((243, 231, 200), (214, 190, 143), shade),
            cc.mix((214, 190, 143), (170, 140, 96), shade),
        )
        paper = cc.parchment(size, f"{self.seed}:{box}", light, dark)
        cc.panel(
            self.image,
            box,
            1.8 * self.u,
            paper,
            cc.mix(self.style.metal, (0, 0, 0), 0.45),
            max(1.0, 0.5 * self.u),
        )

    def plate(self, box: Box) -> None:
        """A dark raised plate for a title, edged in the frame's metal."""
        size = (box[2] - box[0], box[3] - box[1])
        fill = cc.vertical_gradient(
            size,
            [
                (0.0, cc.mix(self.style.deep, (0, 0, 0), 0.05)),
                (1.0, cc.mix(self.style.deep, (0, 0, 0), 0.55)),
            ],
        )
        cc.panel(
            self.image,
            box,
            size[1] / 2.6,
            fill,
            self.style.metal,
            max(1.0, 0.7 * self.u),
            cc.mix(self.style.metal, (0, 0, 0), 0.5),
        )

    def art(self, box: Box, key: str, sigil: str | None, ink: RGB | None = None) -> None:
        """The picture window: a glow in the face's hues, a faint sigil, the card's emblem."""
        size = (box[2] - box[0], box[3] - box[1])
        glow = cc.radial_glow(
            size, cc.mix(self.style.light, PALE, 0.35), cc.mix(self.style.deep, (0, 0, 0), 0.35)
        )
        glow = cc.textured(glow, key + ":art", 0.22, grain=max(2, size[0] // 40))
        if sigil is not None:
            side = round(min(size) * 0.96)
            mark = Image.new("L", size, 0)
            mark.paste(glyph_mask(sigil, side), ((size[0] - side) // 2, (size[1] - side) // 2))
            tint = Image.new("RGBA", size, (*cc.mix(self.style.deep, (0, 0, 0), 0.2), 255))
            glow.alpha_composite(
                Image.composite(
                    tint, Image.new("RGBA", size, (0, 0, 0, 0)), mark.point(lambda v: v * 70 // 255)
                )
            )
        cc.panel(
            self.image,
            box,
            1.5 * self.u,
            glow,
            cc.mix(self.style.metal, (0, 0, 0), 0.5),
            max(1.0, 0.7 * self.u),
        )
        side = round(min(size) * 0.86)
        inks = self.style.emblem_inks() if ink is None else ((30, 20, 14), ink, GOLD, PALE)
        picture = emblem(key, side, inks)
        self.image.alpha_composite(picture, (box[0] + (size[0] - side) // 2, box[1] + (size[1] - side) // 2))

    def medallion(self, centre: tuple[float, float], radius: float, face: RGB) -> None:
        r = round(radius)
        box = (round(centre[0]) - r, round(centre[1]) - r, round(centre[0]) + r, round(centre[1]) + r)
        disc = cc.smooth_mask(
            (2 * r, 2 * r), lambda d, s: d.ellipse((0, 0, 2 * r * s - 1, 2 * r * s - 1), fill=255)
        )
        metal = cc.vertical_gradient(
            (2 * r, 2 * r),
            [
                (0.0, cc.mix(self.style.metal, (255, 250, 235), 0.5)),
                (1.0, cc.mix(self.style.metal, (0, 0, 0), 0.5)),
            ],
        )
        cc.paint_fill(self.image, box, metal, disc)
        rim = max(1.5, radius * 0.2)
        inner = cc.smooth_mask(
            (2 * r, 2 * r),
            lambda d, s: d.ellipse(
                (rim * s, rim * s, (2 * r - rim) * s - 1, (2 * r - rim) * s - 1), fill=255
            ),
        )
        centre_fill = cc.radial_glow((2 * r, 2 * r), cc.mix(face, PALE, 0.2), cc.mix(face, (0, 0, 0), 0.45))
        cc.paint_fill(self.image, box, centre_fill, inner)

    # text

    def title(self, text: str, box: Box, max_units: float, colour: RGB = GOLD, role: str = "title") -> None:
        """One centred line in ``box``, shrunk to fit its width and height (with its shadow)."""
        width, height = box[2] - box[0] - self.px(3), box[3] - box[1]
        max_px = self.px(max_units)
        while max_px > 5 and sum(cc.font(role, max_px).getmetrics()) + max(1, round(max_px / 14)) > height:
            max_px -= 1
        line, f = cc.fit_line(text, role, width, max_px, min(max_px, max(5, self.px(max_units * 0.55))))
        centre = ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
        ink = cc.label_box(line, centre, f, shadow=True)
        nudge = min(0, box[3] - ink[3]) or max(0, box[1] - ink[1])
        ink = cc.draw_label(self.image, line, (centre[0], centre[1] + nudge), f, colour, (0, 0, 0))
        self.regions.append((box, [ink]))

    def number(self, value: str, centre: tuple[float, float], px: int, colour: RGB = PALE) -> None:
        draw = ImageDraw.Draw(self.image)
        f = cc.font("title", px)
        draw.text(
            centre,
            value,
            font=f,
            fill=colour,
            anchor="mm",
            stroke_width=max(1, px // 9),
            stroke_fill=(20, 12, 8),
        )

    def paragraphs(self, blocks: Sequence[_Block], box: Box, max_units: float, min_px: int) -> None:
        """Fit ability blocks and text paragraphs into ``box`` at the largest size that fits."""
        pad = self.px(2.2)
        inner = (box[0] + pad, box[1] + self.px(1.6), box[2] - pad, box[3] - self.px(1.6))
        width, height = inner[2] - inner[0], inner[3] - inner[1]
        px = self.px(max_units)
        while px > 4 and (
            self._blocks_height(blocks, width, px) > height or self._chips_too_wide(blocks, width, px)
        ):
            px -= 1
        if px < min_px:
            px = min(min_px, self.px(max_units))
        lines: list[Box] = []
        y = inner[1] + max(0, (height - self._blocks_height(blocks, width, px)) // 2)
        gap = round(px * 0.45)
        for block in blocks:
            room = inner[3] - y
            if room <= 0:
                self.clipped = True
                break
            if isinstance(block, _AbilityBlock):
                y = self._ability(block, (inner[0], y, inner[2], inner[3]), px, lines) + gap
            else:
                layout = cc.fit_text(markup(block), width, room, px, px)
                self.clipped |= layout.clipped
                cc.draw_text(self.image, layout, (inner[0], y), INK)
                lines.extend(layout.line_boxes((inner[0], y)))
                y += layout.height + gap
        self.regions.append((box, lines))

    def _blocks_height(self, blocks: Sequence[_Block], width: int, px: int) -> int:
        total = 0
        for block in blocks:
            if total:
                total += round(px * 0.45)
            if isinstance(block, _AbilityBlock):
                total += self._head_height(block, width, px)
                if block.rest:
                    total += round(px * 0.25) + cc.layout_text(markup(block.rest), width, px).height
            else:
                total += cc.layout_text(markup(block), width, px).height
        return total

    def _chips_too_wide(self, blocks: Sequence[_Block], width: int, px: int) -> bool:
        return any(
            isinstance(b, _AbilityBlock) and self._chips_width(b.stats, b.damage_type, px) > width
            for b in blocks
        )

    def _head_height(self, block: _AbilityBlock, width: int, px: int) -> int:
        chip_h = round(px * 1.55)
        name_w = cc.font("bold", px).getlength(block.name)
        if not block.name or name_w + px + self._chips_width(block.stats, block.damage_type, px) <= width:
            return chip_h
        return cc.layout_text(f"**{block.name}**", width, px).height + round(px * 0.2) + chip_h

    def _ability(self, block: _AbilityBlock, box: Box, px: int, lines: list[Box]) -> int:
        """Draw one ability (name, stat chips, rest of its text); returns the y below it."""
        width = box[2] - box[0]
        chip_h = round(px * 1.55)
        chips_w = self._chips_width(block.stats, block.damage_type, px)
        name = cc.layout_text(f"**{block.name}**" if block.name else "", width, px)
        if not block.name:
            name_top, chips_at, y = box[1], (box[0] + (width - chips_w) // 2, box[1]), box[1] + chip_h
        elif cc.font("bold", px).getlength(block.name) + px + chips_w <= width:
            name_top = box[1] + (chip_h - name.height) // 2
            chips_at = (box[2] - chips_w, box[1])
            y = box[1] + chip_h
        else:
            name_top = box[1]
            chips_at = (box[0], box[1] + name.height + round(px * 0.2))
            y = chips_at[1] + chip_h
        cc.draw_text(self.image, name, (box[0], name_top), INK)
        lines.extend(name.line_boxes((box[0], name_top)))
        lines.append(self._chips(block.stats, block.damage_type, chips_at, px))
        if block.rest:
            y += round(px * 0.25)
            layout = cc.fit_text(markup(block.rest), width, max(0, box[3] - y), px, px)
            self.clipped |= layout.clipped
            cc.draw_text(self.image, layout, (box[0], y), INK)
            lines.extend(layout.line_boxes((box[0], y)))
            y += layout.height
        return y

    def _chip_specs(self, stats: StatLine, damage_type: str | None) -> list[tuple[str, str, RGB]]:
        specs: list[tuple[str, str, RGB]] = []
        if stats.cost is not None:
            specs.append(("clock", str(stats.cost), (70, 58, 46)))
        if stats.max_range is not None:
            reach = f"{stats.min_range}-{stats.max_range}" if stats.min_range else str(stats.max_range)
            specs.append(("range", reach, (92, 84, 62)))
        if stats.power_kind is not None:
            glyph, colour = POWER_CHIPS[stats.power_kind]
            specs.append((glyph, str(stats.power), colour))
        if damage_type:
            specs.append((damage_type, damage_type.capitalize(), DAMAGE_COLOURS[damage_type]))
        return specs

    def _chips_width(self, stats: StatLine, damage_type: str | None, px: int) -> int:
        f = cc.font("bold", px)
        widths = [
            round(px * 1.55) + round(f.getlength(label)) + round(px * 0.5)
            for _, label, _ in self._chip_specs(stats, damage_type)
        ]
        return sum(widths) + round(px * 0.3) * max(0, len(widths) - 1)

    def _chips(self, stats: StatLine, damage_type: str | None, at: tuple[int, int], px: int) -> Box:
        """Stat chips (icon + value) in a row from ``at``; returns their bounding box."""
        f = cc.font("bold", px)
        h = round(px * 1.55)
        x, y = at
        for glyph, label, colour in self._chip_specs(stats, damage_type):
            w = h + round(f.getlength(label)) + round(px * 0.5)
            size = (w, h)
            fill = cc.vertical_gradient(
                size, [(0.0, cc.mix(colour, PALE, 0.18)), (1.0, cc.mix(colour, (0, 0, 0), 0.3))]
            )
            cc.paint_fill(self.image, (x, y, x + w, y + h), fill, cc.rounded_mask(size, h / 2))
            draw_glyph(self.image, glyph, (x + h * 0.55, y + h / 2), round(h * 0.72), PALE)
            ImageDraw.Draw(self.image).text((x + h * 1.0, y + h / 2), label, font=f, fill=PALE, anchor="lm")
            x += w + round(px * 0.3)
        return (at[0], at[1], x - round(px * 0.3), at[1] + h)


def _title_case(word: str) -> str:
    return " ".join(part.capitalize() for part in word.replace("_", " ").split())


# -- character cards ------------------------------------------------------------------------------


def character_face(char: CharacterDef, width: int) -> Composed:
    """The face of a character card ``width`` pixels wide."""
    style = FACTION_STYLES[char.faction]
    face = _Face(width, style, f"character:{char.id}")
    face.body()
    face.frame()
    face.plate(face.box(5, 4.6, 81, 15.4))
    face.title(char.name, face.box(5, 4.6, 81, 15.4), 6.4)
    face.art(face.box(6, 17, 94, 47), f"character:{char.id}", char.faction)
    if char.legendary:
        _ribbon(face, "Legendary", face.box(25, 40.5, 75, 47))
    face.medallion((89 * face.u, 10 * face.u), 8.2 * face.u, style.deep)
    face.number(str(char.honor), (89 * face.u, 10 * face.u), face.px(7.4), GOLD)
    _type_line(face, char)
    upper = face.box(6, 57, 94, 89)
    face.parchment_box(upper)
    face.paragraphs([_ability_block(char.attack)], upper, 5.0, 6)
    lower = face.box(6, 90.5, 94, 124.5)
    face.parchment_box(lower, 0.25)
    _watermark(face, char.faction, lower)
    lower_blocks: list[_Block] = [_ability_block(a) for a in char.abilities]
    face.paragraphs(lower_blocks + _other_lines(char), lower, 4.8, 6)
    _defence(face, char)
    return face.result()


def _ability_block(ab: Ability, card_name: str = "this card") -> _AbilityBlock:
    return _AbilityBlock(ab.name, ab.stats, ab.damage_type, ability_rest(ab, card_name))


def _other_lines(char: CharacterDef) -> list[_Block]:
    """character_text lines the face does not draw another way: keywords, auras, card rules."""
    drawn = {ability_text(a) for a in char.all_abilities()}
    lines = character_text(char).split("\n")[1:]
    return [
        line
        for line in lines
        if line not in drawn and line != "Legendary." and not line.startswith(f"Armor {char.armor}, Resist")
    ]


def _type_line(face: _Face, char: CharacterDef) -> None:
    box = face.box(6, 48, 94, 55.6)
    face.plate(box)
    words = [_title_case(char.race)]
    if char.cls:
        words.append(_title_case(char.cls))
    line = " ".join(words) + (f" — {_title_case(char.talent)}" if char.talent else "")
    icon = face.px(5.2)
    draw_glyph(
        face.image, char.faction, (box[0] + face.px(4.2), (box[1] + box[3]) / 2), icon, GOLD, (20, 12, 8)
    )
    face.title(line, (box[0] + face.px(6), box[1], box[2] - face.px(2), box[3]), 4.6, PALE, "title_italic")


def _ribbon(face: _Face, text: str, box: Box) -> None:
    size = (box[2] - box[0], box[3] - box[1])
    notch = size[1] * 0.45

    def paint(d: ImageDraw.ImageDraw, s: float) -> None:
        w, h = size[0] * s, size[1] * s
        d.polygon([(0, 0), (w, 0), (w - notch * s, h / 2), (w, h), (0, h), (notch * s, h / 2)], fill=255)

    fill = cc.vertical_gradient(size, [(0.0, (250, 220, 130)), (0.5, (214, 164, 58)), (1.0, (150, 104, 30))])
    cc.paint_fill(face.image, box, (60, 36, 10), cc.smooth_mask(size, paint))
    inset = cc.smooth_mask(size, paint).resize((size[0], size[1] - 2)).crop((0, 0, size[0], size[1] - 2))
    cc.paint_fill(
        face.image, (box[0], box[1] + 1, box[2], box[3] - 1), fill.resize((size[0], size[1] - 2)), inset
    )
    star = max(4, round(size[1] * 0.55))
    label, f = cc.fit_line(
        text.upper(), "title", size[0] - 2 * round(notch) - 2 * star - 4, round(size[1] * 0.62), 5
    )
    mid = ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
    ink = cc.draw_label(face.image, label, mid, f, (64, 34, 8))
    for x in (ink[0] - star * 0.8, ink[2] + star * 0.8):
        draw_glyph(face.image, "honor", (x, mid[1]), star, (120, 70, 14))
    face.regions.append((box, [ink]))


def _watermark(face: _Face, sigil: str, box: Box) -> None:
    size = (box[2] - box[0], box[3] - box[1])
    side = round(min(size) * 0.8)
    mark = Image.new("L", size, 0)
    mark.paste(glyph_mask(sigil, side), ((size[0] - side) // 2, (size[1] - side) // 2))
    cc.paint_fill(face.image, box, (150, 120, 80), mark.point(lambda v: v * 40 // 255))


def _defence(face: _Face, char: CharacterDef) -> None:
    """Armor, resist and health along the lower left, each in its own icon shape."""
    size = face.px(12.5)
    y = 130.2 * face.u
    x = 11.5 * face.u
    for stat, colour in STAT_ICONS:
        draw_glyph(face.image, stat, (x, y), size, colour, (24, 16, 10))
        value = {"armor": char.armor, "resist": char.resist, "health": char.health}[stat]
        face.number(str(value), (x, y + (0.6 if stat != "health" else -0.4) * face.u), face.px(6.2))
        x += 14.5 * face.u
    text, f = cc.fit_line(char.faction.upper(), "title", face.px(40), face.px(4.2), 5)
    if text.endswith("…"):
        return  # a thumbnail: the sigil on the type line already tells the faction
    colour = cc.mix(face.style.metal, PALE, 0.4)
    cc.draw_label(face.image, text, (93 * face.u, 130.5 * face.u), f, colour, (0, 0, 0), "rm")


# -- Action Bar cards ---------------------------------------------------------------------------


def card_face(card: CardDef, width: int, names: Mapping[str, str]) -> Composed:
    """The face of an Action Bar card ``width`` pixels wide; ``names`` maps character ids to names."""
    style = CATEGORY_STYLES[card.category]
    face = _Face(width, style, f"card:{card.id}")
    face.body()
    face.frame()
    equipment = card.category == "equipment"
    right = 79 if equipment else 94
    face.plate(face.box(20, 4.6, right, 15.4))
    face.title(card.name, face.box(20, 4.6, right, 15.4), 6.0)
    centre = (11 * face.u, 10 * face.u)
    face.medallion(centre, 8.2 * face.u, (40, 34, 30))
    if equipment:
        draw_glyph(
            face.image, SLOT_GLYPHS.get(card.slot, "trinket"), centre, face.px(9.5), PALE, (20, 12, 8)
        )
        draw_glyph(face.image, "honor", (89 * face.u, 10 * face.u), face.px(17), GOLD, (60, 36, 10))
        face.number(f"+{card.equipment_cost}", (89 * face.u, 10.8 * face.u), face.px(5.6), PALE)
    else:
        _clock_ticks(face, centre, 8.2 * face.u)
        face.number(str(card.cost), centre, face.px(8))
    face.title(_restriction_line(card, names), face.box(12, 16, 88, 22.4), 4.2, PALE, "title_italic")
    face.art(face.box(6, 23, 94, 63), f"card:{card.id}", None, _card_ink(card))
    _tag_line(face, card)
    text_box = face.box(6, 73.5, 94, 135.5)
    face.parchment_box(text_box)
    face.paragraphs(_card_blocks(card), text_box, 5.2, 6)
    return face.result()


def _card_ink(card: CardDef) -> RGB | None:
    """The emblem's deep ink: the damage type's colour for attacks, green for heals, else the frame's."""
    if card.ability is not None and card.ability.damage_type:
        return DAMAGE_COLOURS[card.ability.damage_type]
    if card.ability is not None and card.ability.is_heal:
        return POWER_CHIPS["heal"][1]
    return None


def _clock_ticks(face: _Face, centre: tuple[float, float], radius: float) -> None:
    """Twelve hour marks around a medallion so a tick cost reads as a clock."""
    draw = ImageDraw.Draw(face.image)
    for i in range(12):
        a = math.radians(i * 30)
        r0, r1 = radius * 0.62, radius * (0.76 if i % 3 else 0.8)
        draw.line(
            [
                (centre[0] + r0 * math.cos(a), centre[1] + r0 * math.sin(a)),
                (centre[0] + r1 * math.cos(a), centre[1] + r1 * math.sin(a)),
            ],
            fill=cc.mix(PALE, (0, 0, 0), 0.25),
            width=max(1, round(radius / 14)),
        )


def _restriction_line(card: CardDef, names: Mapping[str, str]) -> str:
    res = card.restriction
    if card.category == "equipment":
        classes = card.equipment_classes
        return "Any class" if not classes or "any" in classes else " · ".join(_title_case(c) for c in classes)
    if res.only:
        return f"{names.get(res.only, _title_case(res.only))} Only"
    if res.name:
        return names.get(res.name, _title_case(res.name))
    words = [_title_case(w) for w in (res.talent, res.race, res.cls) if w]
    return " ".join(words) if words else "Any character"


def _tag_line(face: _Face, card: CardDef) -> None:
    box = face.box(6, 64.5, 94, 72)
    face.plate(box)
    damage = card.ability.damage_type if card.ability is not None else None
    tags = [
        _title_case(card.category) + ("" if card.category == "equipment" else f" {_title_case(card.type)}")
    ]
    if damage:
        tags.append(_title_case(damage))
    if card.talent_tree:
        tags.append(f"{_title_case(card.talent_tree)} talent")
    if card.slot:
        tags.append(_title_case(card.slot))
    left = box[0] + face.px(2)
    if damage:
        icon = face.px(5.2)
        draw_glyph(
            face.image,
            damage,
            (box[0] + face.px(4.2), (box[1] + box[3]) / 2),
            icon,
            DAMAGE_COLOURS[damage],
            PALE,
        )
        left = box[0] + face.px(6)
    face.title(" · ".join(tags), (left, box[1], box[2] - face.px(2), box[3]), 4.4, PALE, "title_italic")


def _card_blocks(card: CardDef) -> list[_Block]:
    """card_text without its header line, the ability as a block with stat chips."""
    lines = card_text(card).split("\n")[1:]
    ability_line = ability_text(card.ability, card.name) if card.ability is not None else None
    blocks: list[_Block] = []
    if card.range_text and card.ability is None:
        blocks.append(_AbilityBlock("Range", parse_stats(card.range_text), None, ""))
    for line in lines:
        if card.ability is not None and line == ability_line:
            block = _ability_block(card.ability, card.name)
            # the card's name is on its plate; name the ability only when it differs
            blocks.append(replace(block, name="") if block.name == card.name else block)
        else:
            blocks.append(line)
    return blocks


# -- the back -----------------------------------------------------------------------------------


def card_back(width: int) -> Composed:
    """The back shared by every card: no name, no id, nothing that tells one card from another."""
    style = FaceStyle((58, 36, 24), (168, 110, 60), (170, 132, 70))
    face = _Face(width, style, BACK_KEY)
    face.body()
    inner = face.box(9, 9, 91, 131)
    size = (inner[2] - inner[0], inner[3] - inner[1])
    leather = cc.radial_glow(size, (112, 66, 36), (46, 26, 16))
    leather = cc.textured(leather, BACK_KEY + ":leather", 0.4, grain=max(2, width // 80))
    cc.panel(
        face.image,
        inner,
        4 * face.u,
        leather,
        style.metal,
        max(1.0, 0.8 * face.u),
        cc.mix(style.metal, (0, 0, 0), 0.3),
    )
    lattice = Image.new("L", size, 0)
    d = ImageDraw.Draw(lattice)
    step = max(4, round(8 * face.u))
    for k in range(-size[1], size[0] + size[1], step):
        d.line([(k, 0), (k + size[1], size[1])], fill=34, width=max(1, round(face.u * 0.4)))
        d.line([(k, size[1]), (k + size[1], 0)], fill=34, width=max(1, round(face.u * 0.4)))
    lattice = ImageChops.multiply(lattice, cc.rounded_mask(size, 4 * face.u, 2 * face.u))
    cc.paint_fill(face.image, inner, (230, 190, 120), lattice)
    side = face.px(70)
    centre = (face.w / 2, face.h / 2)
    mandala = emblem(BACK_KEY, side, ((30, 18, 10), (120, 64, 30), GOLD, PALE))
    face.image.alpha_composite(mandala, (round(centre[0] - side / 2), round(centre[1] - side / 2)))
    face.medallion(centre, 17 * face.u, (70, 40, 22))
    draw_glyph(face.image, "tankard", centre, face.px(22), GOLD, (30, 18, 10))
    face.frame()
    return face.result()


# -- by id --------------------------------------------------------------------------------------


class WowFaces:
    """Composes faces by id from a catalog: the ``compose``/``back`` pair a CardFaceCache needs.

    ``variant`` is "character" for a character card and "card" for an Action Bar card.
    """

    VARIANTS: tuple[str, ...] = ("character", "card")

    def __init__(self, catalog: Catalog) -> None:
        self.catalog = catalog
        self._names = {cid: c.name for cid, c in sorted(catalog.characters.items())}

    def compose(self, card_id: str, variant: str, width: int) -> Image.Image:
        """The face image of ``card_id``; raises KeyError for an unknown id or variant.

        Below ``MIN_COMPOSE_WIDTH`` (a thumbnail) the face is composed at that width and shrunk.
        """
        return _shrunk(self.composed(card_id, variant, max(width, MIN_COMPOSE_WIDTH)).image, width)

    def composed(self, card_id: str, variant: str, width: int) -> Composed:
        """The face with its text regions (for layout checks)."""
        if variant == "character":
            return character_face(self.catalog.characters[card_id], width)
        if variant == "card":
            return card_face(self.catalog.cards[card_id], width, self._names)
        raise KeyError(f"unknown card face variant {variant!r} (known: {', '.join(self.VARIANTS)})")

    def back(self, width: int) -> Image.Image:
        """The card back."""
        return _shrunk(card_back(max(width, MIN_COMPOSE_WIDTH)).image, width)


def _shrunk(image: Image.Image, width: int) -> Image.Image:
    width = max(1, width)
    if image.width <= width:
        return image
    return image.resize((width, card_height(width)), Image.Resampling.LANCZOS)
