"""Loading, validating and describing WoW Miniatures content (characters, cards, parties).

``load_catalog(folder)`` reads ``characters.json``, ``cards.json`` and ``parties.json`` from the
folder it is given and refuses anything it does not understand: unknown keys, unknown ops or
target selectors, bad numbers and dangling ids raise BadInputError naming the file and the place.
Card and ability text is generated from the data (texts.py: ``ability_text``, ``card_text``,
``character_text``, re-exported here), so what a player reads is what the engine does; party
legality is in parties.py (also re-exported). The format is documented in
docs/wowminis-content.md.
"""

from __future__ import annotations

import json
from pathlib import Path
from types import MappingProxyType
from typing import Any

from engine.core import BadInputError
from engine.games.wowminis import counters
from engine.games.wowminis.effects import OPS
from engine.games.wowminis.model import (
    CARD_TYPES,
    CATEGORIES,
    DAMAGE_TYPES,
    DURATIONS,
    FACTIONS,
    KEYWORDS,
    REACT_WINDOWS,
    REPLACE_EVENTS,
    REPLACE_USES,
    SLOTS,
    STATS,
    TRIGGER_EVENTS,
    Ability,
    BuffSpec,
    CardDef,
    Catalog,
    CharacterDef,
    CharTrigger,
    Effect,
    FormSpec,
    Mode,
    PartyDef,
    PartyMember,
    ReactSpec,
    Replacement,
    Restriction,
    StaticAbility,
    TotemSpec,
    parse_stats,
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


class _Reader:
    """Checks one JSON object's keys and types, raising BadInputError with file and location."""

    def __init__(self, source: str, where: str, data: Any) -> None:
        if not isinstance(data, dict):
            raise BadInputError(source, f"expected an object, got {type(data).__name__}", where)
        self.source, self.where, self.data = source, where, data

    def fail(self, problem: str, key: str = "") -> BadInputError:
        return BadInputError(self.source, problem, f"{self.where}.{key}" if key else self.where)

    def allow(self, required: tuple[str, ...], optional: tuple[str, ...] = ()) -> None:
        for key in sorted(self.data):
            if key not in required and key not in optional:
                raise self.fail(f"unknown key {key!r}")
        for key in required:
            if key not in self.data:
                raise self.fail(f"missing key {key!r}")

    def str_(self, key: str, default: str | None = None, choices: tuple[str, ...] = ()) -> str:
        value = self.data.get(key, default)
        if not isinstance(value, str):
            raise self.fail(f"must be a string, got {value!r}", key)
        if choices and value not in choices:
            raise self.fail(f"{value!r} is not one of {', '.join(choices)}", key)
        return value

    def int_(self, key: str, default: int | None = None, lo: int = 0, hi: int = 99) -> int:
        value = self.data.get(key, default)
        if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
            raise self.fail(f"must be a whole number from {lo} to {hi}, got {value!r}", key)
        return value

    def bool_(self, key: str, default: bool = False) -> bool:
        value = self.data.get(key, default)
        if not isinstance(value, bool):
            raise self.fail(f"must be true or false, got {value!r}", key)
        return value

    def list_(self, key: str) -> list[Any]:
        value = self.data.get(key, [])
        if not isinstance(value, list):
            raise self.fail(f"must be a list, got {value!r}", key)
        return value

    def strs(self, key: str, choices: tuple[str, ...] = ()) -> tuple[str, ...]:
        out: list[str] = []
        for i, value in enumerate(self.list_(key)):
            if not isinstance(value, str) or (choices and value not in choices):
                allowed = f" (one of {', '.join(choices)})" if choices else ""
                raise self.fail(f"bad entry {value!r}{allowed}", f"{key}[{i}]")
            out.append(value)
        return tuple(out)

    def sub(self, key: str) -> _Reader:
        return _Reader(self.source, f"{self.where}.{key}", self.data.get(key))


def _effect(source: str, where: str, data: Any) -> Effect:
    r = _Reader(source, where, data)
    name = r.str_("op")
    spec = OPS.get(name)
    if spec is None:
        raise r.fail(f"unknown op {name!r} (known: {', '.join(sorted(OPS))})", "op")
    required = tuple(p for p in spec.params if p not in spec.optional)
    r.allow(("op", "target", *required), (*spec.optional, "may", "per_counter", "per_counter_on"))
    target = r.str_("target", choices=spec.targets)
    params: dict[str, Any] = {}
    for pname, ptype in spec.params.items():
        if pname not in r.data:
            continue
        if ptype is int:
            params[pname] = r.int_(pname, hi=20)
        elif ptype is bool:
            params[pname] = r.bool_(pname)
        else:
            params[pname] = r.str_(pname)
    per_counter = r.str_("per_counter", "")
    if per_counter and spec.params.get("amount") is not int:
        raise r.fail(f"'per_counter' needs an op with an amount ({name!r} has none)", "per_counter")
    counted_on = r.str_("per_counter_on", "self", ("self", "source_card"))
    if "per_counter_on" in r.data and not per_counter:
        raise r.fail("'per_counter_on' says where 'per_counter' counts, so it needs one", "per_counter_on")
    for key, value in (("counter", params.get("counter")), ("per_counter", per_counter)):
        if value and not counters.valid_name(str(value)):
            raise r.fail(
                f"bad counter {value!r} (a named counter like 'soul_shard' or a stat counter like 'armor+1')",
                key,
            )
    if target == "source_card" and counters.stat_counter(str(params.get("counter", ""))) is not None:
        raise r.fail("stat counters (401.1b) go on characters: no card stat is modelled", "counter")
    return Effect(name, target, MappingProxyType(params), r.bool_("may"), per_counter, counted_on)


def _effects(r: _Reader, key: str) -> tuple[Effect, ...]:
    return tuple(_effect(r.source, f"{r.where}.{key}[{i}]", e) for i, e in enumerate(r.list_(key)))


def _ability(source: str, where: str, data: Any, speed_default: str = "action") -> Ability:
    r = _Reader(source, where, data)
    r.allow(
        ("id", "name", "stats"),
        ("speed", "damage_type", "targets", "aoe", "effects", "crit", "channel", "modes"),
    )
    try:
        stats = parse_stats(r.str_("stats"))
    except ValueError as exc:
        raise r.fail(str(exc), "stats") from exc
    if stats.cost is None:
        raise r.fail("a payment ability needs a tick cost T<n>", "stats")
    ability = Ability(
        id=r.str_("id"),
        name=r.str_("name"),
        stats=stats,
        speed=r.str_("speed", speed_default, ("action", "instant")),
        damage_type=r.str_("damage_type", choices=DAMAGE_TYPES) if "damage_type" in r.data else None,
        targets=r.int_("targets", 1 if stats.max_range is not None else 0, 0, 6),
        aoe=r.bool_("aoe"),
        effects=_effects(r, "effects"),
        crit=_effects(r, "crit"),
        channel=r.bool_("channel"),
        modes=_modes(r),
    )
    if ability.modes and (ability.effects or ability.is_attack or ability.is_heal or ability.channel):
        raise r.fail("a modal ability has only 'modes' (no effects, attack, heal or channel)", "modes")
    if any(e.may for e in ability.crit):
        raise r.fail("crit effects are not optional here ('may' is for effects and modes)", "crit")
    if ability.is_attack and ability.damage_type is None:
        raise r.fail("an attack needs a damage_type (600.1b)", "damage_type")
    if ability.targets and stats.max_range is None:
        raise r.fail("an ability with targets needs a range R<n> (405.2b)", "targets")
    if ability.aoe and not ability.is_attack:
        raise r.fail("only attacks may be AOE here", "aoe")
    if (ability.is_attack or ability.is_heal) and ability.targets == 0:
        raise r.fail("an attack or heal needs at least one target", "targets")
    for eff in ability.crit:
        if eff.target in ("holder", "source_card", "that_ability"):
            raise r.fail(f"a crit effect can't target {eff.target!r}", "crit")
    return ability


def _modes(r: _Reader) -> tuple[Mode, ...]:
    """703.1b: "choose one:" modes, at least two, with distinct ids."""
    if "modes" not in r.data:
        return ()
    raw = r.list_("modes")
    if len(raw) < 2:
        raise r.fail("a modal ability has at least two modes", "modes")
    modes: list[Mode] = []
    for i, m in enumerate(raw):
        mr = _Reader(r.source, f"{r.where}.modes[{i}]", m)
        mr.allow(("id", "name", "effects"))
        mode = Mode(mr.str_("id"), mr.str_("name"), _effects(mr, "effects"))
        if not mode.effects or any(m.id == mode.id for m in modes):
            raise mr.fail("a mode needs effects and an id of its own", "id")
        modes.append(mode)
    return tuple(modes)


def _no_may(r: _Reader, effects: tuple[Effect, ...], key: str) -> tuple[Effect, ...]:
    """Only a resolving payment ability asks "may" questions (706.4); refuse it anywhere else."""
    if any(e.may for e in effects):
        raise r.fail("'may' is supported in payment abilities' effects only", key)
    return effects


def _character(source: str, where: str, data: Any) -> CharacterDef:
    r = _Reader(source, where, data)
    r.allow(
        ("id", "name", "faction", "race", "honor", "armor", "resist", "health", "attack"),
        ("class", "talent", "legendary", "keywords", "abilities", "statics", "card_rules", "pet", "triggers"),
    )
    statics: list[StaticAbility] = []
    for i, s in enumerate(r.list_("statics")):
        sr = _Reader(source, f"{where}.statics[{i}]", s)
        sr.allow(("name", "who", "stat", "amount"))
        statics.append(
            StaticAbility(
                sr.str_("name"),
                sr.str_("who", choices=STATIC_WHO),
                sr.str_("stat", choices=tuple(s for s in STATS if s != "health")),
                sr.int_("amount", lo=-9, hi=9),
            )
        )
    attack = _ability(source, f"{where}.attack", r.data.get("attack"))
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
            _ability(source, f"{where}.abilities[{i}]", a) for i, a in enumerate(r.list_("abilities"))
        ),
        statics=tuple(statics),
        card_rules=r.strs("card_rules", CARD_RULES),
        triggers=tuple(
            _trigger(source, f"{where}.triggers[{i}]", t) for i, t in enumerate(r.list_("triggers"))
        ),
        pet=r.bool_("pet"),
    )


def _trigger(source: str, where: str, data: Any) -> CharTrigger:
    r = _Reader(source, where, data)
    r.allow(("id", "name", "who", "effects"), ("max_health_left", "ticks", "on"))
    on = r.str_("on", "end_of_tick", TRIGGER_EVENTS)
    if (on == "end_of_tick") != ("ticks" in r.data):
        raise r.fail("end-of-tick triggers (only) list their 'ticks'", "ticks")
    ticks = r.list_("ticks")
    for i, t in enumerate(ticks):
        if not isinstance(t, int) or isinstance(t, bool) or not 1 <= t <= 10:
            raise r.fail(f"bad tick {t!r}", f"ticks[{i}]")
    effects = _no_may(r, _effects(r, "effects"), "effects")
    if any(e.target != "target" for e in effects):
        raise r.fail("a character trigger's effects affect 'target' (each affected character)", "effects")
    limit = r.int_("max_health_left", hi=30) if "max_health_left" in r.data else None
    return CharTrigger(
        r.str_("id"), r.str_("name"), tuple(ticks), r.str_("who", choices=TRIGGER_WHO), effects, limit, on
    )


def _restriction(r: _Reader) -> Restriction:
    if "restriction" not in r.data:
        return Restriction()
    rr = r.sub("restriction")
    rr.allow((), ("name", "race", "class", "talent", "only"))
    return Restriction(
        rr.str_("name", ""),
        rr.str_("race", ""),
        rr.str_("class", ""),
        rr.str_("talent", ""),
        rr.str_("only", ""),
    )


def _card(source: str, where: str, data: Any) -> CardDef:
    r = _Reader(source, where, data)
    r.allow(
        ("id", "name", "category", "type"),
        (
            "cost",
            "restriction",
            "talent_tree",
            "ability",
            "buff",
            "react",
            "equipment_cost",
            "slot",
            "classes",
            "modifiers",
            "range",
            "totem",
            "pet",
            "form",
        ),
    )
    category = r.str_("category", choices=CATEGORIES)
    ctype = r.str_("type", choices=CARD_TYPES)
    cid = r.str_("id")
    ability: Ability | None = None
    buff: BuffSpec | None = None
    react: ReactSpec | None = None
    totem: TotemSpec | None = None
    form: FormSpec | None = None
    modifiers: tuple[tuple[str, int], ...] = ()
    if category == "equipment":
        if ctype != "equipment" or "buff" in r.data or "react" in r.data:
            raise r.fail("equipment has type 'equipment', modifiers and at most a payment ability (302)")
        if "slot" not in r.data:
            raise r.fail("equipment needs a slot (202.3e)", "slot")
        modifiers = _modifiers(r)
        if "ability" in r.data:
            ability = _ability(source, f"{where}.ability", r.data["ability"])
    elif category == "react":
        if "react" not in r.data:
            raise r.fail("a react card needs a 'react' block (701)", "react")
        rr = r.sub("react")
        rr.allow(("window",), ("attack_kind", "not_kind", "protects", "effects"))
        react = ReactSpec(
            window=rr.str_("window", choices=REACT_WINDOWS),
            attack_kind=rr.str_("attack_kind", choices=("physical", "magic"))
            if "attack_kind" in rr.data
            else None,
            not_kind=rr.str_("not_kind", choices=("physical", "magic")) if "not_kind" in rr.data else None,
            protects=rr.str_("protects", "self", ("self", "self_or_adjacent_ally")),
            effects=_no_may(rr, _effects(rr, "effects"), "effects"),
        )
    elif ctype == "form":
        if "form" not in r.data:
            raise r.fail("a form card needs a 'form' block (303)", "form")
        fr = r.sub("form")
        fr.allow((), ("modifiers", "abilities"))
        form = FormSpec(
            _modifiers(fr),
            tuple(
                _ability(source, f"{fr.where}.abilities[{i}]", a) for i, a in enumerate(fr.list_("abilities"))
            ),
        )
        if any(stat == "health" for stat, _ in form.modifiers):
            raise fr.fail("forms change armor, resist, move or power here, not health", "modifiers")
    elif ctype == "pet":
        if not isinstance(r.data.get("pet"), str):
            raise r.fail("a pet card names its pet character (305)", "pet")
    elif ctype == "totem":
        if "totem" not in r.data:
            raise r.fail("a totem card needs a 'totem' block (304)", "totem")
        tr = r.sub("totem")
        tr.allow(("health",), ("reroll_damage_type", "reroll_dice"))
        reroll_type = (
            tr.str_("reroll_damage_type", choices=DAMAGE_TYPES) if "reroll_damage_type" in tr.data else None
        )
        totem = TotemSpec(tr.int_("health", lo=1, hi=20), reroll_type, tr.int_("reroll_dice", 0, hi=3))
    elif ctype in ("buff", "debuff"):
        if "buff" not in r.data:
            raise r.fail(f"a {ctype} card needs a 'buff' block (301)", "buff")
        br = r.sub("buff")
        br.allow(
            (),
            (
                "modifiers",
                "statuses",
                "on_attach",
                "end_of_tick",
                "ticks",
                "absorb",
                "duration",
                "replace",
                "counters",
            ),
        )
        ticks = tuple(br.list_("ticks"))
        for i, t in enumerate(ticks):
            if not isinstance(t, int) or isinstance(t, bool) or not 1 <= t <= 10:
                raise br.fail(f"bad tick {t!r}", f"ticks[{i}]")
        buff = BuffSpec(
            modifiers=_modifiers(br),
            statuses=br.strs("statuses", ("cant_be_healed", "must_reroll_success")),
            on_attach=_no_may(br, _effects(br, "on_attach"), "on_attach"),
            end_of_tick=_no_may(br, _effects(br, "end_of_tick"), "end_of_tick"),
            end_of_tick_ticks=ticks or (5, 10),
            absorb=br.int_("absorb", 0, hi=20),
            duration=br.str_("duration", "none", DURATIONS),
            replace=_replacement(br),
            counters=_buff_counters(br),
        )
        if buff.absorb and buff.replace is not None:
            raise br.fail("a buff either prevents damage ('absorb') or replaces it ('replace')", "replace")
    if category != "equipment":
        if "range" in r.data:
            try:
                stats = parse_stats(r.str_("range"))
            except ValueError as exc:
                raise r.fail(str(exc), "range") from exc
            if stats.max_range is None or stats.cost is not None or stats.power_kind is not None:
                raise r.fail("'range' holds only R<n> or R<a>-<b>", "range")
        if "ability" in r.data:
            ability = _ability(
                source,
                f"{where}.ability",
                r.data["ability"],
                "instant" if category == "instant" else "action",
            )
            if ability.speed != ("instant" if category == "instant" else "action"):
                raise r.fail("the ability's speed must match the card's category", "ability")
        elif category != "react" and buff is None and totem is None and form is None and ctype != "pet":
            raise r.fail("this card needs an 'ability' or a 'buff'", "ability")
    card = CardDef(
        id=cid,
        name=r.str_("name"),
        category=category,
        type=ctype,
        cost=r.int_("cost", 0, hi=9),
        restriction=_restriction(r),
        talent_tree=r.str_("talent_tree", ""),
        ability=ability,
        buff=buff,
        react=react,
        totem=totem,
        pet=r.str_("pet", ""),
        form=form,
        equipment_cost=r.int_("equipment_cost", 0, hi=20),
        slot=r.str_("slot", "", SLOTS + ("",)),
        equipment_classes=r.strs("classes"),
        modifiers=modifiers,
        range_text=r.str_("range", ""),
    )
    if ability is not None and category != "equipment" and ability.stats.cost != card.cost:
        raise r.fail(
            f"the ability's tick cost T{ability.stats.cost} differs from the card cost {card.cost}", "ability"
        )
    if ability is not None and ability.id != card.id:
        raise r.fail(
            f"a card's ability has the card's id {card.id!r} (action notation names it)", "ability.id"
        )
    if ctype == "debuff" and not card.range_text:
        raise r.fail("a debuff targets enemies, so it needs a range (301.1)", "range")
    return card


def _replacement(br: _Reader) -> Replacement | None:
    """709: a buff's "the next time ... would ... instead" effect on damage, healing, the natural
    move (709.5) or the destruction of the buffed character."""
    if "replace" not in br.data:
        return None
    rr = br.sub("replace")
    rr.allow(("change",), ("amount", "uses", "event"))
    event = rr.str_("event", "damage", tuple(REPLACE_EVENTS))
    change = rr.str_("change", choices=REPLACE_EVENTS[event])
    amount = rr.int_("amount", 0, hi=9)
    if (change in ("add", "survive")) != (amount > 0):
        raise rr.fail("'add' and 'survive' need an amount above 0, and only they take one", "amount")
    return Replacement(change, amount, rr.str_("uses", "next", REPLACE_USES), event)


def _buff_counters(br: _Reader) -> tuple[tuple[str, int], ...]:
    """301.2e: ``[{"counter": "armor+1", "amount": 2}]``, the counters a buff adds as it attaches."""
    out: list[tuple[str, int]] = []
    for i, raw in enumerate(br.list_("counters")):
        cr = _Reader(br.source, f"{br.where}.counters[{i}]", raw)
        cr.allow(("counter",), ("amount",))
        name = cr.str_("counter")
        if not counters.valid_name(name):
            raise cr.fail(f"bad counter {name!r} (a named or a stat counter like 'armor+1')", "counter")
        out.append((name, cr.int_("amount", 1, lo=1, hi=9)))
    return tuple(out)


def _modifiers(r: _Reader) -> tuple[tuple[str, int], ...]:
    out: list[tuple[str, int]] = []
    for i, m in enumerate(r.list_("modifiers")):
        mr = _Reader(r.source, f"{r.where}.modifiers[{i}]", m)
        mr.allow(("stat", "amount"))
        out.append((mr.str_("stat", choices=STATS), mr.int_("amount", lo=-9, hi=9)))
    return tuple(out)


def _party(source: str, where: str, data: Any) -> PartyDef:
    r = _Reader(source, where, data)
    r.allow(("id", "name", "faction", "members"), ("pool",))
    members: list[PartyMember] = []
    for i, m in enumerate(r.list_("members")):
        mr = _Reader(source, f"{where}.members[{i}]", m)
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
    cards = _index(*_read_list(folder, "cards.json"), _card)
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
