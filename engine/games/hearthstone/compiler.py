"""The card data compiler: one validated ``CardDef`` from a card's facts and its data entry.

Every name an entry uses is checked against the vocabulary tables (``effects.OPS``, ``selectors``,
``conditions``): an unknown op, parameter, selector, condition or card id is refused with the file,
the card and where in the entry (``Compiler.fail``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from engine.games.hearthstone import rules
from engine.games.hearthstone.cardfacts import CardFacts
from engine.games.hearthstone.cards import (
    Aura,
    CardDef,
    ChooseOption,
    Compiler,
    CostAura,
    Effect,
    Grant,
    TargetSpec,
    Trigger,
    keyword_bits,
)
from engine.games.hearthstone.conditions import (
    AURA_SCOPES,
    CONDITIONS,
    EVENTS,
    PRE_CHECK_EVENTS,
    RACES,
    REQUIREMENTS,
    SELF_COSTS,
    SUBJECTS,
    TARGET_KINDS,
    TARGET_SIDES,
    TARGET_TESTS,
    TRIGGER_CONDS,
)
from engine.games.hearthstone.effects import OPS
from engine.games.hearthstone.model import KEYWORD_BITS, Entity
from engine.games.hearthstone.selectors import AMOUNTS, FILTERS, NUMBER_FILTERS, SELECTORS

if TYPE_CHECKING:
    from engine.games.hearthstone.state import HearthstoneState


def _target(comp: Compiler, raw: object, where: str, required: bool) -> TargetSpec:
    """``"enemy_minion"`` or ``{"kind": "minion", "side": "enemy", "if": ["attack_at_least:7"]}``."""
    tests: list[Callable[[HearthstoneState, Entity, Entity], bool]] = []
    if isinstance(raw, str):
        spec: dict[str, Any] = {"kind": raw}
    elif isinstance(raw, dict):
        spec = dict(raw)
    else:
        raise comp.fail("a target is a name like 'enemy_minion' or an object", where)
    unknown = sorted(set(spec) - {"kind", "side", "if", "optional"})
    if unknown:
        raise comp.fail(f"unknown target keys {unknown}", where)
    kind = str(spec["kind"])
    side = str(spec.get("side", "any"))
    if "_" in kind:
        side, _, kind = kind.partition("_")
    if kind not in TARGET_KINDS or side not in TARGET_SIDES:
        raise comp.fail(f"unknown target {raw!r}: kinds {TARGET_KINDS}, sides {TARGET_SIDES}", where)
    for cond in spec.get("if", []):
        name, _, number = str(cond).partition(":")
        if name not in TARGET_TESTS:
            raise comp.fail(f"unknown target condition {name!r}; known: {sorted(TARGET_TESTS)}", where)
        tests.append(TARGET_TESTS[name](int(number or 0)))
    if spec.get("optional"):
        required = False
    return TargetSpec(kind, side, tuple(tests), required)


def _effects(comp: Compiler, raw: object, where: str, card: CardDef | None = None) -> tuple[Effect, ...]:
    if not isinstance(raw, list):
        raise comp.fail("an effect list must be a list", where)
    return tuple(_effect(comp, item, f"{where}[{i}]", card) for i, item in enumerate(raw))


def _effect(comp: Compiler, raw: object, where: str, card: CardDef | None) -> Effect:
    if not isinstance(raw, dict) or not isinstance(raw.get("effect"), str):
        raise comp.fail("an effect is an object with an 'effect' name", where)
    name = raw["effect"]
    spec = OPS.get(name)
    if spec is None:
        raise comp.fail(f"unknown effect {name!r}; known: {', '.join(sorted(OPS))}", where)
    params = {k: v for k, v in raw.items() if k != "effect"}
    for key in ("amount", "temp"):
        if isinstance(params.get(key), str):
            params[key] = _card_number(comp, str(params[key]), where)
    missing = sorted(spec.required - set(params))
    if missing:
        raise comp.fail(f"effect {name!r} needs {missing}", where)
    unknown = sorted(set(params) - spec.required - spec.optional)
    if unknown:
        raise comp.fail(f"effect {name!r} does not take {unknown}", where)
    if "target" in params and params["target"] not in SELECTORS:
        raise comp.fail(
            f"unknown selector {params['target']!r}; known: {', '.join(sorted(SELECTORS))}", where
        )
    if "filter" in params and params["filter"] not in FILTERS:
        name, _, number = str(params["filter"]).partition(":")
        if name not in NUMBER_FILTERS or not number.isdigit():
            known = ", ".join([*sorted(FILTERS), *(f"{n}:N" for n in sorted(NUMBER_FILTERS))])
            raise comp.fail(f"unknown filter {params['filter']!r}; known: {known}", where)
    if params.get("pick", "random") != "random":
        raise comp.fail("'pick' can only be 'random'", where)
    if "pick_count" in params and ("pick" not in params or type(params["pick_count"]) is not int):
        raise comp.fail("'pick_count' is a whole number and needs 'pick': 'random'", where)
    if "amount_from" in params and params["amount_from"] not in AMOUNTS:
        raise comp.fail(f"unknown amount_from {params['amount_from']!r}; known: {sorted(AMOUNTS)}", where)
    for key in ("attack_from", "health_from"):
        if key in params and params[key] not in AMOUNTS:
            raise comp.fail(f"unknown {key} {params[key]!r}; known: {sorted(AMOUNTS)}", where)
    for key in (
        "amount",
        "times",
        "count",
        "attack",
        "health",
        "temp",
        "crystals",
        "cost_change",
        "spellpower",
        "set",
        "health",
    ):
        if key in params and type(params[key]) is not int:
            raise comp.fail(f"{key!r} must be a whole number, not {params[key]!r}", where)
    for key in ("card", "hero", "power", "weapon", "upgrade", "except_card"):
        if key in params:
            comp.card_ref(params[key], where)
    if name == "damage" and params.get("from", "chosen") != "chosen":
        raise comp.fail("'from' can only be 'chosen' (the chosen minion deals the damage)", where)
    if name == "draw_matching" and params["race"] not in RACES:
        raise comp.fail(f"unknown race {params['race']!r}; known: {', '.join(RACES)}", where)
    if name == "transform" and ("card" in params) == ("cards" in params):
        raise comp.fail("transform needs 'card' or 'cards' (one of them)", where)
    if "cards" in params and name in ("summon_random", "add_card", "transform"):
        if not isinstance(params["cards"], list) or not params["cards"]:
            raise comp.fail("'cards' must be a non-empty list of card ids", where)
        for ref in params["cards"]:
            comp.card_ref(ref, where)
    if name == "copy_cards" and params["from"] not in ("opponent_hand", "opponent_deck"):
        raise comp.fail("copy_cards 'from' is 'opponent_hand' or 'opponent_deck'", where)
    if name == "cost_mark" and params["cards"] not in ("card", "minion", "spell", "secret"):
        raise comp.fail("cost_mark 'cards' must be card, minion, spell or secret", where)
    if name == "if" and params["cond"] not in CONDITIONS:
        raise comp.fail(
            f"unknown condition {params['cond']!r}; known: {', '.join(sorted(CONDITIONS))}", where
        )
    if name == "script":
        from engine.games.hearthstone.scripts import SCRIPTS

        if params["name"] not in SCRIPTS:
            raise comp.fail(f"unknown script {params['name']!r}; known: {', '.join(sorted(SCRIPTS))}", where)
    flags = 0
    for kw in params.get("keywords", []):
        if kw not in KEYWORD_BITS:
            raise comp.fail(f"unknown keyword {kw!r}; known: {', '.join(KEYWORD_BITS)}", where)
        flags |= KEYWORD_BITS[kw]
    if flags:
        params["flags"] = flags
    untils = ("turn_end", "your_next_turn") if name == "buff" else ("turn_end",)
    if params.get("until", "turn_end") not in untils:
        raise comp.fail(f"'until' of {name!r} can only be {' or '.join(map(repr, untils))}", where)
    then = _effects(comp, params.pop("then"), where + ".then", card) if "then" in params else ()
    otherwise = _effects(comp, params.pop("else"), where + ".else", card) if "else" in params else ()
    return Effect(name, spec.fn, params, then, otherwise, card)


def _card_number(comp: Compiler, text: str, where: str) -> int:
    """``"$N"``/``"#N"``: the card's N-th damage/healing number from its facts.

    Reading numbers from the card facts keeps the data right under every stat profile (Flamestrike
    deals 4 under ``rulebook`` and 5 under ``current`` with the same entry).
    """
    facts = comp.facts
    numbers = {"$": facts.spell_damage_amounts if facts else (), "#": facts.heal_amounts if facts else ()}
    if text[:1] in numbers and text[1:].isdigit():
        index = int(text[1:]) - 1
        found_numbers = numbers[text[:1]]
        if 0 <= index < len(found_numbers):
            return int(found_numbers[index])
        raise comp.fail(f"{text!r}: the card text has only {len(found_numbers)} such numbers", where)
    raise comp.fail(f"a number or '$N', '#N', not {text!r}", where)


_TRIGGER_KEYS = frozenset({"on", "subject", "if", "check", "then", "reentry", "priority"})


def _trigger(
    comp: Compiler, raw: object, where: str, index: int, secret: bool = False, card: CardDef | None = None
) -> Trigger:
    if not isinstance(raw, dict):
        raise comp.fail("a trigger is an object", where)
    unknown = sorted(set(raw) - _TRIGGER_KEYS)
    if unknown:
        raise comp.fail(f"unknown trigger keys {unknown}; known: {sorted(_TRIGGER_KEYS)}", where)
    on = raw.get("on")
    if on not in EVENTS:
        raise comp.fail(f"unknown event {on!r}; known: {', '.join(sorted(EVENTS))}", where)
    subject = raw.get("subject", "self")
    if subject not in SUBJECTS:
        raise comp.fail(f"unknown subject {subject!r}; known: {', '.join(sorted(SUBJECTS))}", where)
    conds: list[tuple[Any, ...]] = []
    for key in ("if", "check"):
        tests = []
        for name in raw.get(key, []):
            if name not in TRIGGER_CONDS:
                raise comp.fail(
                    f"unknown trigger condition {name!r}; known: {', '.join(sorted(TRIGGER_CONDS))}", where
                )
            tests.append(TRIGGER_CONDS[name])
        conds.append(tuple(tests))
    reentry = raw.get("reentry", "defer")
    if reentry not in ("defer", "drop"):
        raise comp.fail("'reentry' must be 'defer' or 'drop'", where)
    priority = raw.get("priority", "normal")
    if priority not in ("normal", "last"):
        raise comp.fail("'priority' must be 'normal' or 'last'", where)
    then = _effects(comp, raw.get("then", []), where + ".then", card)
    return Trigger(
        str(on),
        str(subject),
        SUBJECTS[str(subject)],
        then,
        conds[0],
        conds[1],
        str(reentry),
        1 if priority == "last" else 0,
        on in PRE_CHECK_EVENTS,
        secret,
        index,
    )


def _aura(comp: Compiler, raw: object, where: str) -> Aura:
    if not isinstance(raw, dict):
        raise comp.fail("an aura is an object", where)
    unknown = sorted(set(raw) - {"to", "attack", "health", "keywords", "while", "race"})
    if unknown:
        raise comp.fail(f"unknown aura keys {unknown}", where)
    to = raw.get("to")
    if to not in AURA_SCOPES:
        raise comp.fail(f"unknown aura scope {to!r}; known: {', '.join(sorted(AURA_SCOPES))}", where)
    flags = 0
    for kw in raw.get("keywords", []):
        if kw not in KEYWORD_BITS:
            raise comp.fail(f"unknown keyword {kw!r}", where)
        flags |= KEYWORD_BITS[kw]
    if raw.get("while", "damaged") not in ("damaged", "have_weapon"):
        raise comp.fail("an aura's 'while' is 'damaged' or 'have_weapon'", where)
    race = raw.get("race", "")
    if race not in ("", *RACES):
        raise comp.fail(f"unknown race {race!r}; known: {', '.join(RACES)}", where)
    return Aura(
        str(to),
        AURA_SCOPES[str(to)],
        int(raw.get("attack", 0)),
        int(raw.get("health", 0)),
        flags,
        str(raw.get("while", "")),
        str(race),
    )


def _cost_aura(comp: Compiler, raw: object, where: str) -> CostAura:
    if not isinstance(raw, dict):
        raise comp.fail("a cost aura is an object", where)
    unknown = sorted(set(raw) - {"amount", "cards", "side", "floor", "first_each_turn"})
    if unknown:
        raise comp.fail(f"unknown cost aura keys {unknown}", where)
    cards = raw.get("cards", "card")
    side = raw.get("side", "friendly")
    if cards not in ("card", "minion", "spell") or side not in ("friendly", "enemy", "both"):
        raise comp.fail("cost aura 'cards' is card/minion/spell and 'side' friendly/enemy/both", where)
    return CostAura(
        int(raw["amount"]),
        str(cards),
        str(side),
        int(raw.get("floor", 0)),
        bool(raw.get("first_each_turn", False)),
    )


def compile_card(comp: Compiler, facts: CardFacts, entry: Mapping[str, Any]) -> CardDef:
    """One validated ``CardDef`` from its facts and its data entry."""
    from engine.games.hearthstone.cards import ENTRY_KEYS

    unknown = sorted(set(entry) - ENTRY_KEYS)
    if unknown:
        raise comp.fail(f"unknown keys {unknown}; known: {', '.join(sorted(ENTRY_KEYS))}")
    card = CardDef(facts, keywords=keyword_bits(facts))
    is_spell_like = facts.card_type in ("spell", "hero_power")
    if "target" in entry:
        card.target = _target(comp, entry["target"], "target", required=is_spell_like)
    if "grant" in entry:
        g = entry["grant"]
        if not isinstance(g, dict) or set(g) - {"deathrattle", "triggers"}:
            raise comp.fail("'grant' is an object with 'deathrattle' and/or 'triggers'", "grant")
        card.grant = Grant(
            _effects(comp, g.get("deathrattle", []), "grant.deathrattle", card),
            tuple(
                _trigger(comp, t, f"grant.triggers[{i}]", 100 + i, card=card)
                for i, t in enumerate(g.get("triggers", []))
            ),
        )
    card.play = _effects(comp, entry.get("play", []), "play", card)
    card.combo = _effects(comp, entry.get("combo", []), "combo", card)
    if "choose" in entry:
        options = entry["choose"]
        if not isinstance(options, list) or len(options) < 2:
            raise comp.fail("'choose' is a list of at least two options", "choose")
        built = []
        for i, opt in enumerate(options):
            if not isinstance(opt, dict) or set(opt) - {"name", "target", "play"} or "play" not in opt:
                raise comp.fail(
                    "an option is an object with 'name', 'play' and maybe 'target'", f"choose[{i}]"
                )
            target = (
                _target(comp, opt["target"], f"choose[{i}].target", required=is_spell_like)
                if "target" in opt
                else None
            )
            built.append(
                ChooseOption(
                    str(opt.get("name", f"option {i + 1}")),
                    target,
                    _effects(comp, opt["play"], f"choose[{i}].play", card),
                )
            )
        card.choose = tuple(built)
    card.deathrattle = _effects(comp, entry.get("deathrattle", []), "deathrattle", card)
    triggers = entry.get("triggers", [])
    if not isinstance(triggers, list):
        raise comp.fail("'triggers' is a list", "triggers")
    card.triggers = tuple(_trigger(comp, t, f"triggers[{i}]", i, card=card) for i, t in enumerate(triggers))
    if "secret" in entry:
        if not facts.has("SECRET"):
            raise comp.fail("only a Secret card has a 'secret' trigger", "secret")
        card.secret = _trigger(comp, entry["secret"], "secret", 50, secret=True, card=card)
    card.auras = tuple(_aura(comp, a, f"aura[{i}]") for i, a in enumerate(entry.get("aura", [])))
    for name in entry.get("other_aura", []):
        if name not in rules.OTHER_AURA_BITS:
            raise comp.fail(
                f"unknown other aura {name!r}; known: {sorted(rules.OTHER_AURA_BITS)}", "other_aura"
            )
        card.other_auras |= rules.OTHER_AURA_BITS[name]
    card.cost_auras = tuple(
        _cost_aura(comp, a, f"cost_aura[{i}]") for i, a in enumerate(entry.get("cost_aura", []))
    )
    if "self_cost" in entry:
        if entry["self_cost"] not in SELF_COSTS:
            raise comp.fail(
                f"unknown self_cost {entry['self_cost']!r}; known: {sorted(SELF_COSTS)}", "self_cost"
            )
        card.self_cost = SELF_COSTS[entry["self_cost"]]
    if "enrage" in entry:
        raw = entry["enrage"]
        if not isinstance(raw, dict) or set(raw) - {"attack", "keywords"}:
            raise comp.fail("'enrage' is an object with 'attack' and/or 'keywords'", "enrage")
        bits = 0
        for kw in raw.get("keywords", []):
            if kw not in KEYWORD_BITS:
                raise comp.fail(f"unknown keyword {kw!r}", "enrage")
            bits |= KEYWORD_BITS[kw]
        card.enrage = (int(raw.get("attack", 0)), bits)
    card.freeze_on_damage = bool(entry.get("freeze_on_damage", False))
    card.attack_is_health = bool(entry.get("attack_equals_health", False))
    card.au_source = bool(card.auras) or card.enrage is not None or card.attack_is_health
    requires = entry.get("requires", [])
    if not isinstance(requires, list) or any(name not in REQUIREMENTS for name in requires):
        raise comp.fail(f"'requires' is a list of names from {sorted(REQUIREMENTS)}", "requires")
    card.requires = tuple(REQUIREMENTS[name] for name in requires)
    if facts.has("SECRET") and card.secret is None:
        raise comp.fail("a Secret needs a 'secret' trigger", "secret")
    return card
