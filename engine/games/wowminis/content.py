"""Loading, validating and describing WoW Miniatures content (characters, cards, parties).

``load_catalog(folder)`` reads ``characters.json``, ``cards.json`` and ``parties.json`` from the
folder it is given and refuses anything it does not understand: unknown keys, unknown ops or
target selectors, bad numbers and dangling ids raise BadInputError naming the file and the place.
Card and ability text is generated from the data (texts.py: ``ability_text``, ``card_text``,
``character_text``, re-exported here), so what a player reads is what the engine does; party
legality is in parties.py (also re-exported). Characters and parties are read here, the Action Bar
cards in content_cards.py, and both use content_reader.py's checking reader for effects and
abilities. The format is documented in docs/wowminis-content.md.
"""

from __future__ import annotations

import json
from pathlib import Path
from types import MappingProxyType
from typing import Any

from engine.core import BadInputError
from engine.games.wowminis.content_cards import read_card
from engine.games.wowminis.content_reader import Reader, no_may, read_ability, read_effects
from engine.games.wowminis.model import (
    FACTIONS,
    KEYWORDS,
    STATS,
    TRIGGER_EVENTS,
    Catalog,
    CharacterDef,
    CharTrigger,
    PartyDef,
    PartyMember,
    StaticAbility,
)
from engine.games.wowminis.parties import PARTY_FORMATS as PARTY_FORMATS
from engine.games.wowminis.parties import card_allowed as card_allowed
from engine.games.wowminis.parties import party_problems as party_problems
from engine.games.wowminis.parties import party_setup as party_setup
from engine.games.wowminis.texts import ability_text as ability_text
from engine.games.wowminis.texts import card_text as card_text
from engine.games.wowminis.texts import character_text as character_text

CONTENT_DIR = Path(__file__).parent / "content"
STATIC_WHO: tuple[str, ...] = ("adjacent_allies", "self")
TRIGGER_WHO: tuple[str, ...] = ("adjacent_enemies", "adjacent_allies", "self")
CARD_RULES: tuple[str, ...] = ("fire_talent_cards",)


def _character(source: str, where: str, data: Any) -> CharacterDef:
    r = Reader(source, where, data)
    r.allow(
        ("id", "name", "faction", "race", "honor", "armor", "resist", "health", "attack"),
        ("class", "talent", "legendary", "keywords", "abilities", "statics", "card_rules", "pet", "triggers"),
    )
    statics: list[StaticAbility] = []
    for i, s in enumerate(r.list_("statics")):
        sr = Reader(source, f"{where}.statics[{i}]", s)
        sr.allow(("name", "who", "stat", "amount"))
        statics.append(
            StaticAbility(
                sr.str_("name"),
                sr.str_("who", choices=STATIC_WHO),
                sr.str_("stat", choices=tuple(s for s in STATS if s != "health")),
                sr.int_("amount", lo=-9, hi=9),
            )
        )
    attack = read_ability(source, f"{where}.attack", r.data.get("attack"))
    if not attack.is_attack:
        raise r.fail("the main attack needs physical or magic power (201.6)", "attack")
    cls = r.str_("class", "")
    talent = r.str_("talent", "")
    if talent and not cls:
        raise r.fail("only a character with a class has a talent specialization (201.3)", "talent")
    return CharacterDef(
        id=r.str_("id"),
        name=r.str_("name"),
        faction=r.str_("faction", choices=FACTIONS),
        race=r.str_("race"),
        cls=cls,
        talent=talent,
        honor=r.int_("honor", hi=60),
        armor=r.int_("armor", hi=9),
        resist=r.int_("resist", hi=9),
        health=r.int_("health", lo=1, hi=30),
        legendary=r.bool_("legendary"),
        keywords=r.strs("keywords", KEYWORDS),
        attack=attack,
        abilities=tuple(
            read_ability(source, f"{where}.abilities[{i}]", a) for i, a in enumerate(r.list_("abilities"))
        ),
        statics=tuple(statics),
        card_rules=r.strs("card_rules", CARD_RULES),
        triggers=tuple(
            _trigger(source, f"{where}.triggers[{i}]", t) for i, t in enumerate(r.list_("triggers"))
        ),
        pet=r.bool_("pet"),
    )


def _trigger(source: str, where: str, data: Any) -> CharTrigger:
    r = Reader(source, where, data)
    r.allow(("id", "name", "who", "effects"), ("max_health_left", "ticks", "on"))
    on = r.str_("on", "end_of_tick", TRIGGER_EVENTS)
    if (on == "end_of_tick") != ("ticks" in r.data):
        raise r.fail("end-of-tick triggers (only) list their 'ticks'", "ticks")
    ticks = r.list_("ticks")
    for i, t in enumerate(ticks):
        if not isinstance(t, int) or isinstance(t, bool) or not 1 <= t <= 10:
            raise r.fail(f"bad tick {t!r}", f"ticks[{i}]")
    effects = no_may(r, read_effects(r, "effects"), "effects")
    if any(e.target != "target" for e in effects):
        raise r.fail("a character trigger's effects affect 'target' (each affected character)", "effects")
    limit = r.int_("max_health_left", hi=30) if "max_health_left" in r.data else None
    return CharTrigger(
        r.str_("id"), r.str_("name"), tuple(ticks), r.str_("who", choices=TRIGGER_WHO), effects, limit, on
    )


def _party(source: str, where: str, data: Any) -> PartyDef:
    r = Reader(source, where, data)
    r.allow(("id", "name", "faction", "members"), ("pool",))
    members: list[PartyMember] = []
    for i, m in enumerate(r.list_("members")):
        mr = Reader(source, f"{where}.members[{i}]", m)
        mr.allow(("id",), ("cards", "equipment_up"))
        members.append(PartyMember(mr.str_("id"), mr.strs("cards"), mr.strs("equipment_up")))
    return PartyDef(
        r.str_("id"), r.str_("name"), r.str_("faction", choices=FACTIONS), tuple(members), r.strs("pool")
    )


def _read_list(folder: Path, name: str) -> tuple[str, list[Any]]:
    path = folder / name
    source = str(path)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise BadInputError(source, f"cannot read: {exc.strerror or exc}") from exc
    except json.JSONDecodeError as exc:
        raise BadInputError(source, f"not valid JSON: {exc.msg} at line {exc.lineno}") from exc
    if not isinstance(data, dict) or set(data) != {"format", "items"} or data["format"] != 1:
        raise BadInputError(source, 'expected {"format": 1, "items": [...]}')
    if not isinstance(data["items"], list):
        raise BadInputError(source, "'items' must be a list")
    return name, data["items"]


def _index(name: str, items: list[Any], build: Any) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for i, item in enumerate(items):
        value = build(name, f"items[{i}]", item)
        if value.id in out:
            raise BadInputError(name, f"duplicate id {value.id!r}", f"items[{i}]")
        out[value.id] = value
    return out


def load_catalog(folder: Path) -> Catalog:
    """Load and validate the content in ``folder``.

    :raises BadInputError: a file is missing, malformed, or refers to something that does not exist.
    """
    chars = _index(*_read_list(folder, "characters.json"), _character)
    cards = _index(*_read_list(folder, "cards.json"), read_card)
    parties = _index(*_read_list(folder, "parties.json"), _party)
    catalog = Catalog(
        MappingProxyType(chars), MappingProxyType(cards), MappingProxyType(parties), str(folder)
    )
    _check_references(catalog)
    for pid, party in sorted(parties.items()):
        problems = party_problems(catalog, party_setup(party))
        if problems:
            raise BadInputError("parties.json", "; ".join(problems), f"party {pid!r}")
    return catalog


def _check_references(catalog: Catalog) -> None:
    """Card restrictions name existing characters; pet cards name pets; ability ids never shadow card ids."""
    for i, card in enumerate(catalog.cards.values()):
        for ab in card.form.abilities if card.form else ():
            if ab.id in catalog.cards:
                raise BadInputError(
                    "cards.json", f"form ability id {ab.id!r} is also a card id", f"items[{i}]"
                )
        if card.pet and (card.pet not in catalog.characters or not catalog.characters[card.pet].pet):
            raise BadInputError("cards.json", f"{card.pet!r} is not a pet character", f"items[{i}].pet")
        for key, ref in (("name", card.restriction.name), ("only", card.restriction.only)):
            if ref and ref not in catalog.characters:
                raise BadInputError(
                    "cards.json", f"unknown character {ref!r}", f"items[{i}].restriction.{key}"
                )
    for i, char in enumerate(catalog.characters.values()):
        if char.pet and (char.honor or char.legendary):
            raise BadInputError(
                "characters.json", "a pet has honor 0 and is not legendary (305.2)", f"items[{i}]"
            )
        ids = [a.id for a in char.all_abilities()]
        if len(set(ids)) != len(ids):
            raise BadInputError("characters.json", "two abilities share an id", f"items[{i}]")
        for aid in ids:
            if aid in catalog.cards:
                raise BadInputError("characters.json", f"ability id {aid!r} is also a card id", f"items[{i}]")
