"""Reading WoW Miniatures Action Bar cards (cards.json): categories and types, restrictions, abilities,
buffs and debuffs with their modifiers, counters, replacement effects and durations, reacts, forms,
totems, pets and equipment, each checked as it is read (docs/wowminis-content.md).
"""

from __future__ import annotations

from typing import Any

from engine.games.wowminis import counters
from engine.games.wowminis.content_reader import Reader, no_may, read_ability, read_effects
from engine.games.wowminis.model import (
    CARD_TYPES,
    CATEGORIES,
    DAMAGE_TYPES,
    DURATIONS,
    REACT_WINDOWS,
    REPLACE_EVENTS,
    REPLACE_USES,
    SLOTS,
    STATS,
    Ability,
    BuffSpec,
    CardDef,
    FormSpec,
    ReactSpec,
    Replacement,
    Restriction,
    TotemSpec,
    parse_stats,
)


def _restriction(r: Reader) -> Restriction:
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


def read_card(source: str, where: str, data: Any) -> CardDef:
    """One Action Bar card, checked against its category and type (what each may carry)."""
    r = Reader(source, where, data)
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
            ability = read_ability(source, f"{where}.ability", r.data["ability"])
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
            effects=no_may(rr, read_effects(rr, "effects"), "effects"),
        )
    elif ctype == "form":
        if "form" not in r.data:
            raise r.fail("a form card needs a 'form' block (303)", "form")
        fr = r.sub("form")
        fr.allow((), ("modifiers", "abilities"))
        form = FormSpec(
            _modifiers(fr),
            tuple(
                read_ability(source, f"{fr.where}.abilities[{i}]", a)
                for i, a in enumerate(fr.list_("abilities"))
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
            on_attach=no_may(br, read_effects(br, "on_attach"), "on_attach"),
            end_of_tick=no_may(br, read_effects(br, "end_of_tick"), "end_of_tick"),
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
            ability = read_ability(
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


def _replacement(br: Reader) -> Replacement | None:
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


def _buff_counters(br: Reader) -> tuple[tuple[str, int], ...]:
    """301.2e: ``[{"counter": "armor+1", "amount": 2}]``, the counters a buff adds as it attaches."""
    out: list[tuple[str, int]] = []
    for i, raw in enumerate(br.list_("counters")):
        cr = Reader(br.source, f"{br.where}.counters[{i}]", raw)
        cr.allow(("counter",), ("amount",))
        name = cr.str_("counter")
        if not counters.valid_name(name):
            raise cr.fail(f"bad counter {name!r} (a named or a stat counter like 'armor+1')", "counter")
        out.append((name, cr.int_("amount", 1, lo=1, hi=9)))
    return tuple(out)


def _modifiers(r: Reader) -> tuple[tuple[str, int], ...]:
    out: list[tuple[str, int]] = []
    for i, m in enumerate(r.list_("modifiers")):
        mr = Reader(r.source, f"{r.where}.modifiers[{i}]", m)
        mr.allow(("stat", "amount"))
        out.append((mr.str_("stat", choices=STATS), mr.int_("amount", lo=-9, hi=9)))
    return tuple(out)
