"""Card facts from the installed ``hearthstone-data`` CardDefs.xml, extracted once into a compact cache.

CardDefs.xml is about 100 MB and takes seconds to parse, so the first start extracts the facts the
engine needs (``CardFacts``) into ``<user cache>/hearthstone-cards-<data version>.json.gz`` and every
later start reads that file instead. The data version in the name means installing another
``hearthstone-data`` builds a fresh cache beside the old one. A cache that does not read back
cleanly (truncated, corrupt, another format or data version) is never trusted: it is rebuilt from
the XML and replaced atomically, so a crash mid-write cannot leave a half-written file in place.

No network, ever: the XML is read from the installed package's own file with the stdlib parser.
``hearthstone.cardxml`` is never imported, because its loader falls back to downloading CardDefs.xml
when ``hearthstone_data`` is missing (and it imports ``requests`` to do so). Only the pure-Python
tables ``hearthstone.enums`` and ``hearthstone.utils.CARDRACE_TAG_MAP`` are used, and only while
extracting; a warm start imports nothing from ``hearthstone``.

Only the six card types a constructed game uses are kept (minion, spell, weapon, hero, hero power,
enchantment); Mercenaries abilities, Battlegrounds rewards, locations and game-mode buttons are left
out.
"""

from __future__ import annotations

import contextlib
import gc
import gzip
import json
import logging
import os
import re
import tempfile
import xml.etree.ElementTree as ElementTree
import zlib
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

from engine.core.errors import BadInputError
from engine.core.paths import user_cache_dir
from engine.games.hearthstone.cardfacts import CARD_TYPES, CardDB, CardFacts, CardTypeName

log = logging.getLogger(__name__)

CACHE_FORMAT = 3
"""Bump when ``CardFacts`` or the extraction changes, so old caches are rebuilt, not misread."""

FIELDS: tuple[str, ...] = tuple(field.name for field in fields(CardFacts))
"""The ``CardFacts`` fields in declaration order: the cache holds one column per field."""

MECHANIC_TAGS: tuple[str, ...] = (
    "ADAPT", "AFFECTED_BY_SPELL_POWER", "AURA", "AUTOATTACK", "AVENGE", "BATTLECRY", "CANT_ATTACK",
    "CANT_BE_DESTROYED", "CANT_BE_TARGETED_BY_HERO_POWERS", "CANT_BE_TARGETED_BY_SPELLS", "CHARGE",
    "CHOOSE_ONE", "COIN_CARD", "COLOSSAL", "COMBO", "CORRUPT", "DEATHRATTLE", "DISCOVER",
    "DIVINE_SHIELD", "DREDGE", "ECHO", "ELITE", "ELUSIVE", "END_OF_TURN_TRIGGER", "ENRAGED",
    "EXCAVATE", "FORGE", "FORGETFUL", "FREEZE", "IMMUNE", "ImmuneToSpellpower", "INSPIRE",
    "JADE_GOLEM", "LIFESTEAL", "MAGNETIC", "MINIATURIZE", "OUTCAST", "OVERKILL", "OVERLOAD",
    "POISONOUS", "QUEST", "REBORN", "RUSH", "SECRET", "SIDEQUEST", "SILENCE", "SPELLBURST",
    "SPELLPOWER", "START_OF_GAME", "STEALTH", "TAUNT", "TITAN", "TOPDECK", "TRADEABLE",
    "TRIGGER_VISUAL", "TWINSPELL", "UNTOUCHABLE", "VENOMOUS", "WINDFURY",
)
"""Keyword and mechanic tags recorded by name in ``CardFacts.mechanics`` when set on a card."""

_CARD_TYPE_BY_ENUM_NAME: dict[str, CardTypeName] = {name.upper(): name for name in CARD_TYPES}
_SPELL_DAMAGE_MARK = re.compile(r"\$(\d+)")
_HEAL_MARK = re.compile(r"#(\d+)")
_VERSION_SHAPE = re.compile(r"[0-9A-Za-z][0-9A-Za-z._+-]*")


class DamagedCacheError(BadInputError):
    """A cache file that does not read back as this format and data version; it gets rebuilt."""


@dataclass(frozen=True)
class CardSource:
    """Where card facts come from: a CardDefs.xml file and the data version it belongs to."""

    xml_path: Path
    data_version: str


def installed_source() -> CardSource:
    """The CardDefs.xml shipped inside the installed ``hearthstone_data`` package, and its version.

    The path is the package's own file; nothing here (nor ``hearthstone_data`` itself) downloads.
    """
    import hearthstone_data  # type: ignore[import-untyped]  # data-only package without type hints

    version: str = str(hearthstone_data.__version__)
    return CardSource(Path(str(hearthstone_data.get_carddefs_path())), version)


def cache_path(cache_dir: Path, data_version: str) -> Path:
    """The cache file for one data version inside ``cache_dir``.

    :raises BadInputError: if the version has characters that do not belong in a file name.
    """
    if not _VERSION_SHAPE.fullmatch(data_version):
        problem = f"data version {data_version!r} is not a plain version string"
        raise BadInputError("hearthstone-data", problem)
    return cache_dir / f"hearthstone-cards-{data_version}.json.gz"


@dataclass(frozen=True)
class _EnumTables:
    """The ``hearthstone.enums`` tables the extraction needs, as plain typed dicts (value -> name)."""

    tag_ids: dict[str, int]
    card_class: dict[int, str]
    card_set: dict[int, str]
    card_type: dict[int, str]
    rarity: dict[int, str]
    race: dict[int, str]
    race_tags: dict[int, str]
    spell_school: dict[int, str]


def _enum_tables() -> _EnumTables:
    """Read the untyped ``hearthstone`` enums once into typed dicts (imported only when extracting)."""
    from hearthstone import enums  # type: ignore[import-untyped]  # package without type hints
    from hearthstone.utils import CARDRACE_TAG_MAP  # type: ignore[import-untyped]

    def table(enum_class: Any) -> dict[int, str]:
        return {int(member.value): str(member.name) for member in enum_class}

    race = table(enums.Race)
    return _EnumTables(
        tag_ids={str(name): int(member.value) for name, member in enums.GameTag.__members__.items()},
        card_class=table(enums.CardClass),
        card_set=table(enums.CardSet),
        card_type=table(enums.CardType),
        rarity=table(enums.Rarity),
        race=race,
        race_tags={int(tag): race[int(value)] for value, tag in CARDRACE_TAG_MAP.items() if tag is not None},
        spell_school=table(enums.SpellSchool),
    )


def _name(table: dict[int, str], value: int) -> str:
    """An enum value's name, or the number as text when the enums are older than the data."""
    return table.get(value, str(value))


class _Extractor:
    """Turns one ``<Entity>`` element into ``CardFacts`` (or None for a card type we do not keep)."""

    def __init__(self, enums: _EnumTables) -> None:
        tag = enums.tag_ids
        self.enums = enums
        self.name_id, self.text_id = tag["CARDNAME"], tag["CARDTEXT"]
        self.type_id, self.hero_power_id = tag["CARDTYPE"], tag["HERO_POWER"]
        self.mechanic_ids = sorted((tag[name], name) for name in MECHANIC_TAGS)
        self.ids = {name: tag[name] for name in (
            "ATK", "ARMOR", "CARD_SET", "CARDRACE", "CLASS", "COLLECTIBLE", "COST", "DURABILITY",
            "HEALTH", "OVERLOAD", "RARITY", "SPELL_SCHOOL", "SPELLPOWER",
        )}

    def card(self, entity: ElementTree.Element) -> CardFacts | None:
        ints: dict[int, int] = {}
        strings: dict[int, str] = {}
        hero_power = ""
        for tag in entity.iter("Tag"):
            enum_id = int(tag.get("enumID", "0"))
            kind = tag.get("type", "Int")
            if kind == "LocString":
                english = tag.find("enUS")
                strings[enum_id] = (english.text or "") if english is not None else ""
            elif kind != "String":
                ints[enum_id] = int(tag.get("value") or 0)
                if enum_id == self.hero_power_id:
                    hero_power = tag.get("cardID", "")
        card_type = _CARD_TYPE_BY_ENUM_NAME.get(_name(self.enums.card_type, ints.get(self.type_id, 0)))
        if card_type is None:
            return None
        i = self.ids
        health = ints.get(i["HEALTH"], 0)
        durability = 0
        if card_type == "weapon":
            # This data version carries weapon Durability in HEALTH; DURABILITY is absent.
            durability, health = ints.get(i["DURABILITY"], 0) or health, 0
        text = strings.get(self.text_id, "")
        races = {self.enums.race_tags[t] for t in ints if t in self.enums.race_tags and ints[t]}
        if ints.get(i["CARDRACE"]):
            races.add(_name(self.enums.race, ints[i["CARDRACE"]]))
        school = ints.get(i["SPELL_SCHOOL"], 0)
        return CardFacts(
            id=entity.get("CardID", ""),
            dbf_id=int(entity.get("ID") or 0),
            name=strings.get(self.name_id, ""),
            card_class=_name(self.enums.card_class, ints.get(i["CLASS"], 0)),
            card_type=card_type,
            cost=ints.get(i["COST"], 0),
            attack=ints.get(i["ATK"], 0),
            health=health,
            durability=durability,
            rarity=_name(self.enums.rarity, ints.get(i["RARITY"], 0)),
            card_set=_name(self.enums.card_set, ints.get(i["CARD_SET"], 0)),
            collectible=bool(ints.get(i["COLLECTIBLE"], 0)),
            races=tuple(sorted(races)),
            spell_school=_name(self.enums.spell_school, school) if school else "",
            mechanics=tuple(sorted(name for tag_id, name in self.mechanic_ids if ints.get(tag_id))),
            overload=ints.get(i["OVERLOAD"], 0),
            spellpower=ints.get(i["SPELLPOWER"], 0),
            armor=ints.get(i["ARMOR"], 0),
            spell_damage_amounts=tuple(int(n) for n in _SPELL_DAMAGE_MARK.findall(text)),
            heal_amounts=tuple(int(n) for n in _HEAL_MARK.findall(text)),
            hero_power=hero_power,
            text=text,
        )


def extract_cards(xml_path: Path) -> list[CardFacts]:
    """Parse a CardDefs.xml into facts, sorted by id (the slow, once-per-data-version step).

    :raises BadInputError: naming the file when it is missing, unreadable or not well-formed XML.
    """
    extractor = _Extractor(_enum_tables())
    cards: list[CardFacts] = []
    try:
        with open(xml_path, "rb") as stream:
            events = ElementTree.iterparse(stream, events=("start", "end"))
            _, root = next(events)
            for event, element in events:
                if event == "end" and element.tag == "Entity":
                    card = extractor.card(element)
                    if card is not None:
                        cards.append(card)
                    # Drop parsed entities at once: the whole tree would hold gigabytes.
                    element.clear()
                    root.clear()
    except OSError as err:
        raise BadInputError(str(xml_path), f"cannot read card definitions: {err.strerror or err}") from err
    except (ElementTree.ParseError, ValueError) as err:
        raise BadInputError(str(xml_path), f"card definitions are not valid: {err}") from err
    return sorted(cards, key=lambda card: card.id)


_CODED_KINDS = {
    "card_class": "text", "card_type": "text", "rarity": "text", "card_set": "text",
    "spell_school": "text", "hero_power": "text", "races": "names", "mechanics": "names",
    "spell_damage_amounts": "ints", "heal_amounts": "ints", "values": "values",
}
"""Fields with few distinct values, stored as a table of distinct strings plus one small-int code
per card; tuples are written as one space-separated string. Parsing ints allocates nothing, so this
roughly halves the load time of plain string columns."""
_TOKEN_SHAPES = {
    "names": re.compile(r"\S+"),
    "ints": re.compile(r"-?\d+"),
    "values": re.compile(r"[a-z][a-z0-9_]*=-?\d+"),
}
_PLAIN_TYPES: dict[str, type] = {
    field.name: {"int": int, "bool": bool}.get(str(field.type), str)
    for field in fields(CardFacts)
    if field.name not in _CODED_KINDS
}
"""The JSON type of every value in each plain (uncoded) column."""


def _as_text(value: object) -> str:
    """A coded fact as its table string (tuples become a space-separated string)."""
    if isinstance(value, str):
        return value
    assert isinstance(value, tuple), value
    return " ".join(f"{item[0]}={item[1]}" if isinstance(item, tuple) else str(item) for item in value)


def _encode(field: str, values: list[Any]) -> object:
    """One field of every card as the cache stores it: a plain list, or a table and codes."""
    if field not in _CODED_KINDS:
        return values
    texts = [_as_text(value) for value in values]
    table = sorted(set(texts))
    code = {text: index for index, text in enumerate(table)}
    return {"table": table, "codes": [code[text] for text in texts]}


def _decode_table(kind: str, table: list[str]) -> list[Any]:
    """The facts a coded column's table stands for.

    :raises ValueError: on a token of the wrong shape.
    """
    if kind == "text":
        return table
    shape = _TOKEN_SHAPES[kind]
    decoded: list[Any] = []
    for text in table:
        tokens = text.split()
        if not all(shape.fullmatch(token) for token in tokens):
            raise ValueError(f"unreadable {kind} list {text!r}")
        if kind == "ints":
            decoded.append(tuple(int(token) for token in tokens))
        elif kind == "values":
            pairs = (token.split("=") for token in tokens)
            decoded.append(tuple((name, int(number)) for name, number in pairs))
        else:
            decoded.append(tuple(tokens))
    return decoded


def write_cache(path: Path, cards: Iterable[CardFacts], data_version: str) -> None:
    """Write the cache atomically: a temporary file in the same folder, fsynced, then renamed over.

    The file is one gzip-compressed JSON object with a column per ``CardFacts`` field.
    """
    listed = list(cards)
    payload = {
        "format": CACHE_FORMAT,
        "data_version": data_version,
        "count": len(listed),
        "columns": {field: _encode(field, [getattr(card, field) for card in listed]) for field in FIELDS},
    }
    data = json.dumps(payload, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "wb") as raw:
            with gzip.GzipFile(fileobj=raw, mode="wb", compresslevel=6, mtime=0) as packed:
                packed.write(data)
            raw.flush()
            os.fsync(raw.fileno())
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temporary)
        raise


@contextlib.contextmanager
def _collector_paused() -> Iterator[None]:
    """Pause the cyclic garbage collector: parsing allocates millions of acyclic objects, and each
    collection pass would walk all of them again (it more than doubles the load time)."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def _check_list(field: str, column: object, count: int, expected: type) -> list[Any]:
    if type(column) is not list or len(column) != count:
        raise ValueError(f"column {field!r} does not hold {count} values")
    if set(map(type, column)) != {expected}:
        raise ValueError(f"column {field!r} holds a value that is not a {expected.__name__}")
    return column


def _columns(payload: Any, data_version: str) -> list[tuple[list[Any], list[Any] | None]]:
    """Per field in ``FIELDS`` order: (values, None) for a plain column, (codes, decoded table) for a
    coded one, all validated so that building any card afterwards cannot fail.

    :raises ValueError: on any shape, type, format or version mismatch.
    """
    if not isinstance(payload, dict):
        raise ValueError("the cache is not a JSON object")
    if payload.get("format") != CACHE_FORMAT:
        raise ValueError(f"cache format {payload.get('format')!r}, expected {CACHE_FORMAT}")
    if payload.get("data_version") != data_version:
        raise ValueError(f"data version {payload.get('data_version')!r}, expected {data_version!r}")
    count = payload.get("count")
    columns = payload.get("columns")
    if type(count) is not int or count <= 0 or not isinstance(columns, dict):
        raise ValueError("the cache does not hold a card count and columns")
    if sorted(columns) != sorted(FIELDS):
        raise ValueError("the cache does not hold this engine's card columns")
    out: list[tuple[list[Any], list[Any] | None]] = []
    for field in FIELDS:
        column = columns[field]
        kind = _CODED_KINDS.get(field)
        if kind is None:
            out.append((_check_list(field, column, count, _PLAIN_TYPES[field]), None))
            continue
        if not isinstance(column, dict) or sorted(column) != ["codes", "table"]:
            raise ValueError(f"column {field!r} is not a table and codes")
        table = column["table"]
        if type(table) is not list or not table or set(map(type, table)) != {str}:
            raise ValueError(f"column {field!r} has no table of strings")
        codes = column["codes"]
        if type(codes) is not list or len(codes) != count:
            raise ValueError(f"column {field!r} does not hold {count} codes")
        distinct = set(codes)
        if not all(type(code) is int for code in distinct) or not distinct <= set(range(len(table))):
            raise ValueError(f"column {field!r} has a code that is not a position in its table")
        if field == "card_type" and not set(table) <= set(CARD_TYPES):
            raise ValueError(f"unknown card types {sorted(set(table) - set(CARD_TYPES))}")
        out.append((codes, _decode_table(kind, table)))
    return out


def read_cache(path: Path, data_version: str) -> CardDB:
    """The catalogue stored in a cache file; each card's facts are built when first asked for.

    Everything is validated here, so building a card later cannot fail.

    :raises FileNotFoundError: if there is no cache yet.
    :raises DamagedCacheError: naming the file when it is truncated, corrupt, or written for another
        format or data version.
    """
    raw = path.read_bytes()
    try:
        with _collector_paused():
            columns = _columns(json.loads(gzip.decompress(raw)), data_version)
    except (OSError, EOFError, zlib.error, ValueError) as err:
        raise DamagedCacheError(str(path), f"damaged card cache ({err}); it will be rebuilt") from err

    def build(position: int) -> CardFacts:
        return CardFacts(
            *[values[position] if table is None else table[values[position]] for values, table in columns]
        )

    by_field = dict(zip(FIELDS, (values for values, _ in columns), strict=True))
    preference = list(zip([not flag for flag in by_field["collectible"]], by_field["dbf_id"], strict=True))
    try:
        return CardDB.lazy(data_version, by_field["id"], by_field["name"], preference, build)
    except ValueError as err:
        raise DamagedCacheError(str(path), f"damaged card cache ({err}); it will be rebuilt") from err


def load_card_db(cache_dir: Path | None = None, *, source: CardSource | None = None) -> CardDB:
    """The card catalogue: from the cache when it reads back cleanly, else extracted and cached.

    :param cache_dir: the folder of the cache (default: the user cache folder).
    :param source: the CardDefs.xml and data version (default: the installed ``hearthstone_data``).
    :raises BadInputError: when the cache must be built and the XML is missing or malformed.
    """
    source = source if source is not None else installed_source()
    path = cache_path(cache_dir if cache_dir is not None else user_cache_dir(), source.data_version)
    try:
        return read_cache(path, source.data_version)
    except FileNotFoundError:
        log.info("no Hearthstone card cache at %s yet; extracting %s", path, source.xml_path)
    except DamagedCacheError as err:
        log.warning("%s", err)
    cards = extract_cards(source.xml_path)
    try:
        write_cache(path, cards, source.data_version)
    except OSError as err:
        log.warning("could not write the Hearthstone card cache %s: %s", path, err)
    return CardDB(cards, source.data_version)
