"""Rules text of Hearthstone cards, worded from the card's effect data (never the publisher's text).

The engine plays a card from its keywords and its compiled effect data (``play``, ``combo``,
``choose``, ``deathrattle``, ``triggers``, ``secret``, auras and cost rules); this module words the
same data, so the text every client shows says what the engine does: keywords first, then
Battlecry, Combo, Choose One, Deathrattle, Secret and triggered abilities as sentences, then auras,
costs, Enrage and Overload. Token ids are named with their stats ("Summon a 1/1 Boar"). An op this
wording does not know is named by its op ("Special: ..."), never hidden. Plain text: clients add
their own markup for the keywords (``KEYWORD_WORDS``).

>>> from engine.games.hearthstone.game import HearthstoneGame
>>> catalog = HearthstoneGame().catalog
>>> card_text(catalog.get("CS2_084"), catalog)
'Change the Health of a minion to 1.'
>>> card_text(catalog.get("CS2_196"), catalog)
'Battlecry: Summon a 1/1 Boar.'
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from engine.games.hearthstone.cards import CARDS_DIR, CardDef, Catalog, Effect, Grant, Trigger
from engine.games.hearthstone.conditions import SELF_COSTS, TRIGGER_CONDS
from engine.games.hearthstone.effects import OPS
from engine.games.hearthstone.model import keyword_names
from engine.games.hearthstone.rules import OTHER_AURA_BITS

KEYWORD_WORDS: tuple[str, ...] = (
    "Taunt",
    "Charge",
    "Rush",
    "Divine Shield",
    "Windfury",
    "Stealth",
    "Poisonous",
    "Lifesteal",
    "Immune",
    "Battlecry",
    "Combo",
    "Choose One",
    "Deathrattle",
    "Secret",
    "Enrage",
    "Overload",
    "Freeze",
    "Silence",
    "Counter",
    "Spell Damage",
)
"""Words a client may set in bold wherever they appear in the text."""

_TAG_WORDS: tuple[tuple[str, str], ...] = (
    ("TAUNT", "Taunt"),
    ("CHARGE", "Charge"),
    ("RUSH", "Rush"),
    ("DIVINE_SHIELD", "Divine Shield"),
    ("WINDFURY", "Windfury"),
    ("STEALTH", "Stealth"),
    ("POISONOUS", "Poisonous"),
    ("LIFESTEAL", "Lifesteal"),
    ("CANT_ATTACK", "Can't attack"),
    ("ELUSIVE", "Can't be targeted by spells or Hero Powers"),
)
_KEYWORD_NAMES: dict[str, str] = {
    "taunt": "Taunt",
    "divine_shield": "Divine Shield",
    "stealth": "Stealth",
    "charge": "Charge",
    "windfury": "Windfury",
    "poisonous": "Poisonous",
    "lifesteal": "Lifesteal",
    "rush": "Rush",
    "immune": "Immune",
    "cant_attack": "Can't attack",
    "frozen": "Frozen",
    "elusive": "Elusive",
}
_NUMBERS = ("no", "a", "two", "three", "four", "five", "six", "seven")

# -- who: selectors and chosen targets --------------------------------------------------------------

_SINGLE: dict[str, str] = {
    "friendly_hero": "your hero",
    "enemy_hero": "the enemy hero",
    "friendly_weapon": "your weapon",
    "enemy_weapon": "your opponent's weapon",
    "adjacent": "adjacent minions",
    "chosen_adjacent": "the minions next to it",
    "chosen_and_adjacent": "a minion and the minions next to it",
    "result": "it",
    "them": "them",
}
_GROUPS: dict[str, tuple[str, str]] = {
    "all_minions": ("", "minion"),
    "all_other_minions": ("other", "minion"),
    "enemy_minions": ("enemy", "minion"),
    "friendly_minions": ("friendly", "minion"),
    "other_friendly_minions": ("other friendly", "minion"),
    "all_characters": ("", "character"),
    "all_other_characters": ("other", "character"),
    "enemy_characters": ("enemy", "character"),
    "friendly_characters": ("friendly", "character"),
    "other_enemy_characters": ("other enemy", "character"),
}
_RACE_FILTERS = ("beast", "demon", "murloc", "pirate", "dragon", "mech", "totem")
_KINDS: dict[str, str] = {"character": "character", "minion": "minion", "hero": "hero"}
_SIDES: dict[str, str] = {"any": "", "enemy": "enemy", "friendly": "friendly"}


def _plural(name: str) -> str:
    if name.endswith("s"):
        return name
    if name.endswith("f"):
        return name[:-1] + "ves"
    if name.endswith("y") and name[-2:-1] not in "aeiou":
        return name[:-1] + "ies"
    return name + "s"


def _article(words: str) -> str:
    return ("an " if words[:1].lower() in "aeiou" else "a ") + words


def _number_limit(test: str) -> str:
    """``attack_at_most:3`` as words ("with 3 or less Attack"), or "" for other tests."""
    name, _, number = test.partition(":")
    words = {
        "attack_at_most": f"with {number} or less Attack",
        "attack_at_least": f"with {number} or more Attack",
        "cost_at_most": f"that costs ({number}) or less",
    }
    return words.get(name, "")


def _noun_phrase(quantity: str, side: str, noun: str, tests: Sequence[str]) -> str:
    """Words for some characters: ``quantity`` is "a", "all", "a random" or "N random"."""
    adjectives = [side] if side else []
    suffix = ""
    for test in tests:
        if test in _RACE_FILTERS:
            noun = "Mech" if test == "mech" else test.title()
        elif test in ("minion", "hero"):
            noun = test
        elif test in ("damaged", "undamaged"):
            adjectives.insert(0, test)
        elif test in ("taunt", "divine_shield", "stealth", "charge", "windfury"):
            suffix = " with " + _KEYWORD_NAMES[test]
        elif test == "not_self":
            adjectives.insert(0, "other")
        elif _number_limit(test):
            suffix = " " + _number_limit(test)
    plural = quantity == "all" or quantity[:1].isdigit()
    if plural:
        noun = _plural(noun)
    words = " ".join([*adjectives, noun])
    if quantity == "a":
        lead = "another " + words.removeprefix("other ") if words.startswith("other ") else _article(words)
    else:
        lead = f"{quantity} {words}"
    return lead + suffix


class _Voice:
    """The wording context of one ability: the card, its chosen target, the triggering event."""

    def __init__(self, card: CardDef, catalog: Catalog, chosen: str, event: str = ""):
        self.card = card
        self.catalog = catalog
        self.chosen = chosen
        self.event = event

    def with_chosen(self, chosen: str) -> _Voice:
        return _Voice(self.card, self.catalog, chosen, self.event)

    # -- names --------------------------------------------------------------------------------------
    def name_of(self, card_id: object, count: int = 1) -> str:
        """A token or card named for a face: "a 1/1 Boar", "two 2/1 Whelps", "a 3/2 Heavy Axe"."""
        try:
            card = self.catalog.get(str(card_id))
        except KeyError:
            return "a card"
        name = card.name if count == 1 else _plural(card.name)
        words = f"{card.attack}/{card.health} {name}" if card.type in ("minion", "weapon") else name
        keywords = [word for tag, word in _TAG_WORDS[:8] if card.facts.has(tag)]
        if card.type == "minion" and keywords:
            words += " with " + _join(keywords)
        if count == 1:
            return _article(words)
        return f"{_NUMBERS[count] if count < len(_NUMBERS) else count} {words}"

    def self_word(self) -> str:
        return {"minion": "this minion", "weapon": "this weapon", "hero_power": "this"}.get(
            self.card.type, "this card"
        )

    def who(self, params: Mapping[str, Any]) -> str:
        target = str(params.get("target", ""))
        tests = [str(params["filter"])] if params.get("filter") else []
        if target == "chosen":
            return self.chosen
        if target == "self":
            return self.self_word()
        if target == "event_target":
            return "the attacker" if self.event in ("attack", "after_attack") else "it"
        if target == "event_source":
            return {
                "pre_attack": "the attacker",
                "attack": "the defender",
                "after_attack": "the defender",
            }.get(self.event, "the source")
        if target in _GROUPS:
            side, noun = _GROUPS[target]
            if params.get("pick") == "random":
                count = int(params.get("pick_count", 1))
                quantity = "a random" if count == 1 else f"{count} random"
                if side.startswith("other"):
                    side = side.removeprefix("other").strip()
                    quantity = "another random" if count == 1 else f"{count} other random"
                return _noun_phrase(quantity, side, noun, tests)
            if target in ("friendly_minions", "friendly_characters") and not tests:
                return f"your {noun}s"
            return _noun_phrase("all", side, noun, tests)
        return _SINGLE.get(target, "it")


def chosen_words(kind: str, tests: Sequence[str] = ()) -> str:
    """The chosen target as words: ``enemy_minion`` with ``damaged`` is "a damaged enemy minion"."""
    side, _, noun = kind.partition("_")
    if side == "enemy" and noun == "character" and not tests:
        return "an enemy"
    return _noun_phrase("a", _SIDES.get(side, ""), _KINDS.get(noun, noun), tests)


@lru_cache(maxsize=64)
def _raw_entries(source: str) -> Mapping[str, Mapping[str, Any]]:
    """The raw entries of one shipped data file, for what compiling keeps only as code (target tests)."""
    path = CARDS_DIR / source
    if not path.is_file():
        return {}
    raw = json.loads(path.read_text(encoding="utf-8"))
    return {str(e["id"]): e for e in raw.get("cards", []) if isinstance(e, dict) and "id" in e}


def _target_tests(raw: object) -> tuple[str, list[str]]:
    if isinstance(raw, dict):
        return str(raw.get("kind", "any_character")), [str(t) for t in raw.get("if", [])]
    return str(raw or "any_character"), []


def _chosen_for(card: CardDef, catalog: Catalog, raw_target: object = None) -> str:
    if card.target is None and raw_target is None:
        return "a character"
    entry = _raw_entries(catalog.sources.get(card.id, "")).get(card.id, {})
    kind, tests = _target_tests(raw_target if raw_target is not None else entry.get("target"))
    if raw_target is None and card.target is not None and "_" not in kind:
        kind = f"{card.target.side}_{card.target.kind}"
    return chosen_words(kind, tests)


# -- amounts ----------------------------------------------------------------------------------------

_PER: dict[str, str] = {
    "hand_size": "for each card in your hand",
    "enemy_minion_count": "for each enemy minion",
    "friendly_minion_count": "for each friendly minion",
    "damaged_friendly_characters": "for each damaged friendly character",
    "opponent_hand_size": "for each card in your opponent's hand",
    "other_cards_played_this_turn": "for each other card you played this turn",
}
_EQUAL: dict[str, str] = {
    "event_amount": "that much",
    "chosen_attack": "equal to its Attack",
    "chosen_health": "equal to its Health",
    "armor": "equal to your Armor",
    "hero_attack": "equal to your hero's Attack",
    "weapon_attack": "equal to your weapon's Attack",
    "result_cost": "equal to its Cost",
    "chosen_damage": "equal to its missing Health",
    "enemy_weapon_durability": "equal to its Durability",
}


def _damage_words(params: Mapping[str, Any]) -> str:
    source = params.get("amount_from")
    amount = int(params.get("amount", 0))
    if source == "event_amount":
        return "that much damage"
    if source in _EQUAL:
        return f"damage {_EQUAL[str(source)]}"
    if source in _PER:
        return f"{amount or 1} damage {_PER[str(source)]}"
    return f"{amount} damage"


def _stats(attack: int, health: int) -> str:
    if attack and health:
        return f"{attack:+d}/{health:+d}"
    if attack:
        return f"{attack:+d} Attack"
    return f"{health:+d} Health" if health else ""


def _join(words: Sequence[str]) -> str:
    words = [w for w in words if w]
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


def _lower(text: str) -> str:
    """Lower the first letter to continue a sentence, except for a keyword (Freeze, Silence...)."""
    if any(text.startswith(word) for word in KEYWORD_WORDS):
        return text
    return text[:1].lower() + text[1:]


# -- effects ----------------------------------------------------------------------------------------

_CONDITIONS: dict[str, str] = {
    "chosen_killed": "If it dies",
    "chosen_survived": "If it survives",
    "combo": "If you played another card this turn",
    "chosen_is_beast": "If it is a Beast",
    "chosen_is_demon": "If it is a Demon",
    "have_beast": "If you have a Beast",
    "have_demon": "If you have a Demon",
    "holding_dragon": "If you're holding a Dragon",
    "have_other_minion": "If you have another minion",
    "board_not_full": "If your board has room",
    "self_in_play": "If this is still in play",
    "have_weapon": "If you have a weapon",
    "chosen_frozen": "If it is already Frozen",
    "chosen_friendly": "If it is a friendly minion",
    "hero_health_at_most_12": "If your hero has 12 or less Health",
    "coin_flip": "Half of the time",
    "opponent_has_4_minions": "If your opponent has 4 or more minions",
    "have_secret": "If you control a Secret",
    "opponent_has_weapon": "If your opponent has a weapon",
    "opponent_has_more_cards": "If your opponent has more cards in hand than you",
}
_SCRIPTS: dict[str, str] = {
    "deathlord": "Your opponent puts a minion from their deck onto the battlefield",
    "kelthuzad": "Summon every friendly minion that died this turn",
}


def _buff(v: _Voice, p: Mapping[str, Any]) -> str:
    who = v.who(p)
    if "minions_keep_1_health" in p.get("keywords", ()):
        return "Your minions can't be reduced below 1 Health this turn"
    grant = v.card.grant
    if p.get("grant") and grant is not None and p.get("target") == "friendly_hero" and _fires_once(grant):
        trigger = grant.triggers[0]
        when = _when(v, trigger).replace("your turn", "your next turn")
        return f"{when}, {_lower(_sentence(v, trigger.then).rstrip('.'))}"
    attack, health = int(p.get("attack", 0)), int(p.get("health", 0))
    for key, stat in (("attack_from", "Attack"), ("health_from", "Health")):
        source = p.get(key)
        if source in ("chosen_attack", "chosen_health"):
            return f"Double the {stat} of {who}"
        if source in _PER:
            per = _PER[str(source)]
            if source == "friendly_minion_count" and (attack or health) == -1:
                per, attack, health = "for each other friendly minion", 0, 0
            both = p.get("attack_from") == p.get("health_from")
            gain = "+1/+1" if both else f"+1 {stat}"
            line = f"{gain} {per}"
            return f"Gain {line}" if p.get("target") == "self" else f"Give {who} {line}"
        if source in _EQUAL:
            line = f"+{stat} {_EQUAL[str(source)]}"
            return f"Gain {line}" if p.get("target") == "self" else f"Give {who} {line}"
    gains = [_stats(attack, health)]
    gains += [_KEYWORD_NAMES.get(str(k), str(k).title()) for k in p.get("keywords", ())]
    if p.get("spellpower"):
        gains.append(f"Spell Damage +{p['spellpower']}")
    if p.get("grant") and v.card.grant is not None:
        if not any(gains) and who.startswith("an enemy"):
            return f"Choose {who}. {_grant_words(v, quoted=False)}"
        gains.append(_grant_words(v))
    words = _join(gains) or "nothing"
    if p.get("target") == "friendly_weapon" or (p.get("target") == "self" and v.card.type == "weapon"):
        words = words.replace("Health", "Durability")
    until = {"turn_end": " this turn", "your_next_turn": " until your next turn"}.get(str(p.get("until")), "")
    if p.get("target") == "self" and v.card.type == "minion":
        return f"Gain {words}{until}"
    return f"Give {who} {words}{until}"


def _fires_once(grant: Grant) -> bool:
    """A granted trigger that takes its enchantment away when it fires (Headcrack's return)."""
    return len(grant.triggers) == 1 and any(_op(e) == "end_enchantment" for e in grant.triggers[0].then)


def _grant_words(v: _Voice, quoted: bool = True) -> str:
    """What an enchantment of this card adds: quoted as the bearer's text, or (on an enemy minion) as the
    caster's sentence about "it". Either way "you" is the caster: a granted trigger is the caster's."""
    grant = v.card.grant
    assert grant is not None
    bearer = _Voice(v.card, v.catalog, "a character")
    bearer.self_word = (lambda: "this minion") if quoted else (lambda: "it")  # type: ignore[method-assign]
    parts = []
    if grant.deathrattle:
        parts.append("Deathrattle: " + _sentence(bearer, grant.deathrattle).rstrip("."))
    for trigger in grant.triggers:
        parts.append(_trigger_words(bearer, trigger).rstrip("."))
    text = ". ".join(parts)
    return "\u201c" + text + "\u201d" if quoted else text


def _summon(v: _Voice, p: Mapping[str, Any]) -> str:
    count = int(p.get("count", 1))
    words = f"Summon {v.name_of(p.get('card'), count)}"
    if p.get("amount_from") in _PER:
        words += " " + _PER[str(p["amount_from"])]
    if p.get("side") == "opponent":
        words += " for your opponent"
    return words


def _card_class(v: _Voice, card_id: str) -> str:
    facts = v.catalog.db.get(card_id)
    return facts.card_class if facts is not None else ""


def _power_text(v: _Voice, card_id: object) -> str:
    """A Hero Power's own text, without its final stop ("Deal 2 damage to a character")."""
    try:
        power = v.catalog.get(str(card_id))
    except KeyError:
        return str(card_id)
    return card_text(power, v.catalog).rstrip(".")


_REDIRECTED = {"pre_attack": "attack's", "spell_target": "new"}
"""Whose target a ``redirect`` changes, by the event of its trigger."""


def _damage_phrase(v: _Voice, p: Mapping[str, Any], who: str) -> str:
    """ "Deal 3 damage to ..."; the chosen minion as the source (Betrayal); a spared card (Ysera)."""
    if p.get("from") == "chosen":
        return f"Force {v.chosen} to deal damage equal to its Attack to {who}"
    words = f"Deal {_damage_words(p)} to {who}"
    if p.get("except_card"):
        words += " except " + v.catalog.get(str(p["except_card"])).name
    return words


def _one_of(v: _Voice, cards: Sequence[str]) -> str:
    """ "a random Demon" when the names share a race, else "one of Huffer, Leokk and Misha"."""
    defs = []
    for card_id in cards:
        try:
            defs.append(v.catalog.get(card_id))
        except KeyError:
            continue
    races = {race for card in defs for race in card.races}
    shared = sorted(r for r in races if all(r in card.races for card in defs))
    if len(defs) > 3 and shared:
        return "a random " + ("Mech" if shared[0] == "MECHANICAL" else shared[0].title())
    names = [card.name for card in defs]
    last_words = {name.split()[-1] for name in names}
    if len(names) > 2 and len(last_words) == 1:
        return "a random " + last_words.pop()
    if len(names) > 3:
        return f"one of {len(names)} minions at random"
    return "one of " + _join(names) + " at random"


def _add_card(v: _Voice, p: Mapping[str, Any]) -> str:
    count = int(p.get("count", 1))
    if p.get("card"):
        what = v.name_of(p["card"], count)
    elif p.get("cards") and all(_card_class(v, c) == "DREAM" for c in p["cards"]):
        what = "a random Dream Card" if count == 1 else f"{_NUMBERS[count]} random Dream Cards"
    elif p.get("cards"):
        what = "a random one of " + _join([v.name_of(c).split(" ", 1)[1] for c in p["cards"]])
    else:
        what = "a copy of it" if count == 1 else f"{_NUMBERS[count]} copies of it"
    if p.get("player") == "opponent":
        return f"Give your opponent {what}"
    return f"Put {what} into your hand"


def _mana(p: Mapping[str, Any]) -> str:
    if p.get("temp"):
        n = int(p["temp"])
        return "Gain a Mana Crystal this turn only" if n == 1 else f"Gain {n} Mana Crystals this turn only"
    n = int(p.get("crystals", 0))
    whose = "your opponent" if p.get("player") == "opponent" else "you"
    if n < 0:
        owner = "your opponent's" if whose != "you" else "your"
        return f"Destroy {'one' if n == -1 else -n} of {owner} Mana Crystals"
    empty = "empty " if p.get("empty", True) else ""
    got = f"an {empty}Mana Crystal" if n == 1 and empty else ("a Mana Crystal" if n == 1 else "")
    got = got or f"{n} {empty}Mana Crystals"
    return f"Give your opponent {got}" if whose != "you" else f"Gain {got}"


def _set_stats(v: _Voice, p: Mapping[str, Any]) -> str:
    who = v.who(p)
    if p.get("attack_from") in ("chosen_health", "chosen_attack") or p.get("health_from"):
        source, stat = ("Health", "Attack") if p.get("attack_from") else ("Attack", "Health")
        return f"Change the {stat} of {who} to be equal to its {source}"
    if who == "it":
        stats = [
            f"Attack to {p['attack']}" if "attack" in p else "",
            f"Health to {p['health']}" if "health" in p else "",
        ]
        return "Change its " + " and its ".join(x for x in stats if x)
    if "attack" in p and "health" in p:
        return f"Change the Attack of {who} to {p['attack']} and its Health to {p['health']}"
    if "attack" in p:
        return f"Change the Attack of {who} to {p['attack']}"
    return f"Change the Health of {who} to {p.get('health', 1)}"


def _cost_mark(p: Mapping[str, Any]) -> str:
    kinds = {"card": "card", "minion": "minion", "spell": "spell", "secret": "Secret"}
    kind = kinds.get(str(p.get("cards", "card")), str(p.get("cards")))
    amount = int(p.get("amount", 0))
    change = f"({p['set']})" if "set" in p else f"({abs(amount)}) {'less' if amount < 0 else 'more'}"
    if p.get("once"):
        whose = "your opponent plays" if p.get("player") == "opponent" else "you play"
        return f"The next {kind} {whose} this turn costs {change}"
    whose = "Your opponent's" if p.get("player") == "opponent" else "Your"
    return f"{whose} {kind}s cost {change} next turn"


_CHOSEN_CONDITIONS = frozenset({"chosen_frozen", "chosen_friendly", "chosen_is_demon", "chosen_is_beast"})


def _if(v: _Voice, e: Effect) -> str:
    """ "If ..., ...; otherwise, ...": a test of the chosen target names it first ("Choose a minion.")."""
    cond_name = str(e.params.get("cond"))
    lead = ""
    if cond_name in _CHOSEN_CONDITIONS and v.chosen != "it":
        lead, v = f"Choose {v.chosen}. ", v.with_chosen("it")
    cond = _CONDITIONS.get(cond_name, "If " + cond_name.replace("_", " "))
    then_effects = e.then
    otherwise = _sentence(v, e.otherwise).rstrip(".") if e.otherwise else ""
    inner = then_effects[0] if len(then_effects) == 1 and _op(then_effects[0]) == "if" else None
    if inner is not None and inner.otherwise and _sentence(v, inner.otherwise).rstrip(".") == otherwise:
        cond += " and " + _CONDITIONS.get(str(inner.params.get("cond")), "If so").removeprefix("If ")
        then_effects = inner.then
    text = f"{lead}{cond}, {_lower(_sentence(v, then_effects).rstrip('.'))}"
    if otherwise:
        text += f"; otherwise, {_lower(otherwise)}"
    return text


def _script(v: _Voice, p: Mapping[str, Any]) -> str:
    name = str(p.get("name", ""))
    if name == "swipe":
        amounts = v.card.facts.spell_damage_amounts
        big, small = (amounts + (4, 1))[:2] if len(amounts) < 2 else amounts[:2]
        return f"Deal {big} damage to {v.chosen} and {small} damage to all other enemies"
    return _SCRIPTS.get(name, f"Special: {name.replace('_', ' ')}")


_OP_NAMES = {id(spec.fn): name for name, spec in sorted(OPS.items(), reverse=True)}
"""An op found from its function, for an effect whose name the compiler mislabelled (a numbered filter)."""


def _op(e: Effect) -> str:
    return e.op if e.op in OPS else _OP_NAMES.get(id(e.fn), e.op)


def _phrase(v: _Voice, e: Effect) -> str:
    """One effect as an imperative phrase ("Deal 6 damage to a character"); "" for inner steps."""
    p, op = e.params, _op(e)
    who = v.who(p) if "target" in p else ""
    simple: dict[str, str] = {
        "damage": _damage_phrase(v, p, who),
        "heal": (
            f"Restore {who} to full Health"
            if p.get("amount_from") == "chosen_damage"
            else f"Restore {p.get('amount', 0)} Health to {who}"
        ),
        "armor": f"Gain {p.get('amount', 0)} Armor",
        "destroy": f"Destroy {who}",
        "destroy_weapon": f"Destroy {who}",
        "destroy_secrets": "Destroy all enemy Secrets",
        "freeze": f"Freeze {who}",
        "silence": f"Silence {who}",
        "transform": (
            f"Transform into {v.name_of(p.get('card'))}"
            if p.get("target") == "self"
            else f"Transform {who} into {v.name_of(p.get('card'))}"
        ),
        "take_control": f"Take control of {who}" + (" until end of turn" if p.get("until") else ""),
        "equip": f"Equip {v.name_of(p.get('card'))}",
        "counter": "Counter it",
        "summon_copy": f"Summon a copy of {who}",
        "copy_minion": f"Become a copy of {v.chosen}",
        "redirect": f"{who.capitalize()} becomes the {_REDIRECTED.get(v.event, 'new')} target",
        "redirect_random": "The attack hits another random character instead",
        "swap_stats": f"Swap the Attack and Health of {who}",
        "lose_durability": f"Remove {p.get('amount', 1)} Durability from {who}",
        "clear_keywords": (
            f"Remove {_join([_KEYWORD_NAMES.get(str(k), str(k)) for k in p.get('keywords', ())])} from {who}"
        ),
        "set_remaining_health": f"Set the remaining Health of {who} to {p.get('amount', 0)}",
        "hand_cost": f"Reduce the Cost of the cards in your hand by ({abs(int(p.get('amount', 0)))})",
        "unlock_overload": "Unlock your Overloaded Mana Crystals",
        "return_control": "Give it back",
        "forced_death_phase": "",
        "end_enchantment": "",
        "swap_with_hand": "Swap this minion with a random one in your hand",
        "look_and_draw": (
            f"Look at the top {p.get('count', 3)} cards of your deck; draw one and discard the others"
        ),
        "summon_random": f"Summon {_one_of(v, p.get('cards', ()))}"
        + (" you don't have yet" if p.get("not_in_play") else ""),
    }
    if op in simple:
        return simple[op]
    if op == "split_damage":
        hits = int(p.get("times", 1)) * int(p.get("amount", 1))
        return f"Deal {hits} damage randomly split among {v.who({'target': p.get('target')})}"
    if op == "draw":
        n = int(p.get("amount", 1))
        cards = "a card" if n == 1 else f"{n} cards"
        source = str(p.get("amount_from", ""))
        if source in _PER:
            cards = f"a card {_PER[source]}"
        elif source == "hand_size_difference":
            cards = "cards until you have as many in hand as your opponent"
        elif source:
            cards = f"cards {_EQUAL.get(source, source.replace('_', ' '))}"
        return f"Your opponent draws {cards}" if p.get("player") == "opponent" else f"Draw {cards}"
    if op == "replace_power":
        becomes = f"Your Hero Power becomes \u201c{_power_text(v, p.get('card'))}\u201d"
        if p.get("upgrade"):
            becomes += f"; if it already was, \u201c{_power_text(v, p.get('upgrade'))}\u201d"
        return becomes
    if op == "draw_matching":
        n = int(p.get("count", 1))
        race = "Mech" if p.get("race") == "MECHANICAL" else str(p.get("race", "")).title()
        words = f"Draw {'a' if n == 1 else _NUMBERS[n]} {race}{'' if n == 1 else 's'} from your deck"
        if p.get("card"):
            words += f"; for each one your deck lacks, put {v.name_of(p['card'])} into your hand"
        return words
    if op == "summon_deck_copy":
        words = "Summon a copy of a random minion from your opponent's deck"
        return words + (f"; if there is none, summon {v.name_of(p['card'])}" if p.get("card") else "")
    if op == "destroy_all_but_one":
        return f"Destroy {who} except one chosen at random"
    if op == "change_cost":
        change = int(p.get("amount", 0))
        return f"{who.capitalize()} costs ({abs(change)}) {'more' if change > 0 else 'less'}"
    if op == "discard":
        n = int(p.get("count", 1))
        return "Discard a random card" if n == 1 else f"Discard {n} random cards"
    if op == "bounce":
        change = int(p.get("cost_change", 0))
        tail = f"; it costs ({abs(change)}) {'more' if change > 0 else 'less'}" if change else ""
        return f"Return {who} to its owner's hand{tail}"
    if op == "resummon":
        health = f" with {p['health']} Health" if p.get("health") else ""
        return f"Return {who} to life{health}"
    if op == "copy_cards":
        n = int(p.get("count", 1))
        place = "your opponent's hand" if p.get("from") == "opponent_hand" else "your opponent's deck"
        if n == 1:
            return f"Put a copy of a random card from {place} into your hand"
        return f"Put copies of {n} random cards from {place} into your hand"
    if op == "replace_hero":
        hero = v.name_of(p.get("hero")).split(" ", 1)[1]
        extra = f" with {p['health']} Health" if p.get("health") else ""
        return f"Replace your hero with {hero}{extra}"
    if op == "repeat":
        then = _lower(_sentence(v, e.then).rstrip("."))
        if p.get("amount_from") in _PER:
            return f"{then[:1].upper()}{then[1:]} {_PER[str(p['amount_from'])]}"
        return f"{then[:1].upper()}{then[1:]} {p.get('amount', 1)} times"
    if op == "for_each":
        return _sentence(v, e.then).rstrip(".")
    if op == "if":
        return _if(v, e)
    handlers = {
        "buff": _buff,
        "summon": _summon,
        "add_card": _add_card,
        "set_stats": _set_stats,
        "script": _script,
    }
    if op in handlers:
        return handlers[op](v, p)
    if op == "mana":
        return _mana(p)
    if op == "cost_mark":
        return _cost_mark(p)
    return f"Special: {op.replace('_', ' ')}"


_STATEMENTS = ("Your minions can't",)
"""Phrases that state a rule rather than give an order (Commanding Shout): they end their sentence."""


def _sentence(v: _Voice, effects: Sequence[Effect]) -> str:
    """Effects as sentences: phrases joined by "and", a repeated target said as "it", an ``if`` apart."""
    sentences: list[list[str]] = [[]]
    previous: object = None
    index = 0
    while index < len(effects):
        e = effects[index]
        following = effects[index + 1] if index + 1 < len(effects) else None
        if (
            e.op == "draw"
            and following is not None
            and following.op == "draw"
            and e.params.get("amount", 1) == following.params.get("amount", 1)
            and {e.params.get("player", "you"), following.params.get("player", "you")} == {"you", "opponent"}
        ):
            n = int(e.params.get("amount", 1))
            sentences[-1].append("Each player draws " + ("a card" if n == 1 else f"{n} cards"))
            index += 2
            continue
        params = dict(e.params)
        target = params.get("target")
        if (
            target is not None
            and target == previous
            and params.get("pick") != "random"
            and target not in ("friendly_hero", "enemy_hero", "friendly_weapon", "enemy_weapon")
        ):
            plural = target in _GROUPS or target in ("adjacent", "chosen_adjacent", "chosen_and_adjacent")
            params["target"] = "them" if plural else "result"
        if target is not None:
            previous = target
        phrase = _phrase(v, Effect(e.op, e.fn, params, e.then, e.otherwise, e.card))
        if e.op == "if" and sentences[-1]:
            sentences.append([phrase])
            sentences.append([])
        elif e.op == "if" or phrase.startswith(_STATEMENTS):
            # "If ...", or a statement rather than an order: a sentence of its own.
            sentences[-1].append(phrase)
            sentences.append([])
        elif phrase:
            sentences[-1].append(phrase)
        index += 1
    out = []
    for parts in sentences:
        if parts:
            text = _join([p if i == 0 else _lower(p) for i, p in enumerate(parts)])
            out.append(text[:1].upper() + text[1:] + ".")
    return " ".join(out)


# -- triggers ---------------------------------------------------------------------------------------

_WHEN: dict[tuple[str, str], str] = {
    ("turn_end", "you"): "At the end of your turn",
    ("turn_start", "you"): "At the start of your turn",
    ("turn_end", "opponent"): "At the end of your opponent's turn",
    ("turn_start", "opponent"): "At the start of your opponent's turn",
    ("turn_end", "any"): "At the end of each turn",
    ("turn_start", "any"): "At the start of each turn",
    ("damaged", "self"): "Whenever this minion takes damage",
    ("damaged", "minion"): "Whenever a minion takes damage",
    ("damaged", "friendly_minion"): "Whenever a friendly minion takes damage",
    ("damaged", "friendly_hero"): "Whenever your hero takes damage",
    ("healed", "character"): "Whenever a character is healed",
    ("healed", "minion"): "Whenever a minion is healed",
    ("death", "minion"): "Whenever a minion dies",
    ("death", "friendly_minion"): "When a friendly minion dies",
    ("death", "other_friendly_minion"): "Whenever another friendly minion dies",
    ("death", "friendly_beast"): "Whenever a friendly Beast dies",
    ("play_card", "friendly_spell"): "Whenever you cast a spell",
    ("play_card", "enemy_spell"): "When your opponent casts a spell",
    ("play_card", "other_friendly_card"): "Whenever you play a card",
    ("play_card", "other_friendly_minion"): "Whenever you play a minion",
    ("play_card", "friendly_overload_card"): "Whenever you play a card with Overload",
    ("play_card", "friendly_minion_attack_1"): "Whenever you play a minion with 1 Attack",
    ("after_play", "enemy_minion"): "After your opponent plays a minion",
    ("after_spell", "friendly_spell"): "After you cast a spell",
    ("after_summon", "friendly_minion"): "After you summon a minion",
    ("after_summon", "other_friendly_minion"): "After you summon a minion",
    ("summon_resolution", "friendly_beast"): "Whenever you summon a Beast",
    ("summon_resolution", "friendly_murloc"): "Whenever you summon a Murloc",
    ("attack", "self"): "Whenever this attacks",
    ("attack", "friendly_hero"): "Whenever your hero attacks",
    ("after_attack", "friendly_hero"): "After your hero attacks",
    ("pre_attack", "friendly_hero"): "When your hero is attacked",
    ("pre_attack", "friendly_minion"): "When one of your minions is attacked",
    ("pre_attack", "friendly_character"): "When one of your characters is attacked",
    ("pre_attack", "any"): "When a character attacks",
    ("fatal_damage", "friendly_hero"): "When your hero takes fatal damage",
    ("play_card", "secret"): "Whenever a Secret is played",
    ("secret_revealed", "friendly_secret"): "Whenever a friendly Secret is revealed",
    ("secret_revealed", "secret"): "Whenever a Secret is revealed",
    ("spell_target", "enemy_spell"): "When an enemy casts a spell on a minion",
}
_WHEN_IF: dict[tuple[str, str, str], str] = {
    ("after_summon", "other_friendly_minion", "subject_attack_at_most_3"): (
        "After you summon a minion with 3 or less Attack"
    ),
    ("play_card", "other_friendly_minion", "subject_attack_is_1"): "Whenever you play a minion with 1 Attack",
    ("attack", "friendly_hero", "source_is_minion"): "Whenever your hero attacks a minion",
    ("after_attack", "friendly_hero", "source_is_minion"): "After your hero attacks a minion",
    ("pre_attack", "friendly_character", "attacker_is_enemy_minion"): "When an enemy minion attacks",
    ("pre_attack", "friendly_hero", "attacker_is_minion"): "When a minion attacks your hero",
    ("pre_attack", "friendly_hero", "other_character_exists"): "When a character attacks your hero",
}
_COND_NAMES = {id(fn): name for name, fn in TRIGGER_CONDS.items()}


def _when(v: _Voice, trigger: Trigger) -> str:
    subject = trigger.subject
    for test in (*trigger.conds_queue, *trigger.conds_trigger):
        found = _WHEN_IF.get((trigger.on, subject, _COND_NAMES.get(id(test), "")))
        if found:
            return found
    return _WHEN.get(
        (trigger.on, subject),
        f"When {subject.replace('_', ' ')}: {trigger.on.replace('_', ' ')}",
    )


def _trigger_words(v: _Voice, trigger: Trigger) -> str:
    voice = _Voice(v.card, v.catalog, v.chosen, trigger.on)
    voice.self_word = v.self_word  # type: ignore[method-assign]
    then = _sentence(voice, trigger.then)
    if not then and trigger.on == "fatal_damage":
        then = "Prevent it, and your hero is Immune this turn."
    return f"{_when(voice, trigger)}, {_lower(then)}" if then else f"{_when(voice, trigger)}."


# -- auras and costs --------------------------------------------------------------------------------

_AURA_TO: dict[str, tuple[str, str]] = {
    "other_friendly_minions": ("Your other", "minions"),
    "friendly_minions": ("Your", "minions"),
    "all_other_minions": ("All other", "minions"),
    "other_friendly_demons": ("Your other", "Demons"),
    "adjacent": ("Adjacent", "minions"),
}
_OTHER_AURAS: dict[str, str] = {
    "auchenai": "Your cards and powers that restore Health deal damage instead.",
    "rivendare": "Your minions trigger their Deathrattles twice.",
    "hero_immune": "Your hero is Immune.",
    "velen": "Double the damage and healing of your spells and Hero Power.",
}
_SELF_COSTS: dict[str, str] = {
    "minus_enemy_minions": "Costs (1) less for each enemy minion.",
    "minus_hero_damage": "Costs (1) less for each damage your hero has taken.",
    "minus_weapon_attack": "Costs (1) less for each Attack of your weapon.",
    "minus_all_minions": "Costs (1) less for each minion on the battlefield.",
    "minus_hand_other": "Costs (1) less for each other card in your hand.",
}
_SELF_COST_NAMES = {id(fn): name for name, fn in SELF_COSTS.items()}


def _aura_lines(card: CardDef) -> list[str]:
    lines = []
    for aura in card.auras:
        gains = _join(
            [_stats(aura.attack, aura.health)] + [_KEYWORD_NAMES[k] for k in keyword_names(aura.flags)]
        )
        if aura.to == "self":
            condition = " while you have a weapon" if aura.while_ == "have_weapon" else ""
            lines.append(f"Has {gains}{condition}.")
            continue
        if aura.to in ("friendly_weapon", "friendly_hero"):
            whose = "Your weapon" if aura.to == "friendly_weapon" else "Your hero"
            lead = "While damaged, " if aura.while_ == "damaged" else ""
            lines.append(f"{lead}{whose if not lead else _lower(whose)} has {gains}.")
            continue
        lead, noun = _AURA_TO.get(aura.to, (aura.to.replace("_", " ").capitalize(), ""))
        if aura.race:
            noun = "Mechs" if aura.race == "MECHANICAL" else aura.race.title() + "s"
        lines.append(" ".join(w for w in (lead, noun, "have", gains) if w) + ".")
    lines += [_OTHER_AURAS.get(name, f"Special: {name}.") for name in _other_aura_names(card)]
    for cost in card.cost_auras:
        change = f"({abs(cost.amount)}) {'less' if cost.amount < 0 else 'more'}"
        floor = f" (but not less than {cost.floor})" if cost.floor else ""
        if cost.first_each_turn:
            lines.append(f"The first {cost.cards} you play each turn costs {change}.")
        else:
            whose = {"friendly": "Your ", "enemy": "Enemy "}.get(cost.side, "")
            kind = f"{cost.cards}s" if whose else f"{cost.cards.capitalize()}s"
            lines.append(f"{whose}{kind} cost {change}{floor}.")
    if card.self_cost is not None:
        lines.append(
            _SELF_COSTS.get(_SELF_COST_NAMES.get(id(card.self_cost), ""), "Its cost changes in hand.")
        )
    return lines


def _other_aura_names(card: CardDef) -> list[str]:
    return [name for name, bit in sorted(OTHER_AURA_BITS.items()) if card.other_auras & bit]


# -- the whole card ---------------------------------------------------------------------------------


def card_text(card: CardDef, catalog: Catalog) -> str:
    """The rules text of ``card``: one line per ability, "" for a card with nothing to say.

    ``catalog`` names the cards the text mentions (tokens, weapons, heroes) with their stats.
    """
    facts = card.facts
    voice = _Voice(card, catalog, _chosen_for(card, catalog))
    parts: list[str] = []
    keywords = [word for tag, word in _TAG_WORDS if facts.has(tag)]
    if facts.spellpower:
        keywords.append(f"Spell Damage +{facts.spellpower}")
    if keywords:
        parts.append(". ".join(keywords) + ".")
    if card.play:
        lead = "Battlecry: " if card.type in ("minion", "weapon") else ""
        parts.append(lead + _sentence(voice, card.play))
    if card.combo:
        parts.append("Combo: " + _combo_words(voice, card.play, card.combo))
    if card.choose:
        options = "; or ".join(_option(card, catalog, i) for i in range(len(card.choose)))
        parts.append(f"Choose One - {options}.")
    if card.secret is not None:
        parts.append("Secret: " + _trigger_words(voice, card.secret))
    if _attack_costs_attack(card):
        parts.append("Attacking a minion costs this weapon 1 Attack instead of 1 Durability.")
    elif _immune_while_attacking(card):
        parts.append("Your hero is Immune while attacking.")
    else:
        parts += [_trigger_words(voice, trigger) for trigger in card.triggers]
    if card.deathrattle:
        parts.append("Deathrattle: " + _sentence(voice, card.deathrattle))
    parts += _aura_lines(card)
    if card.enrage is not None:
        gains = [f"+{card.enrage[0]} Attack" if card.enrage[0] else ""]
        gains += [_KEYWORD_NAMES[k] for k in keyword_names(card.enrage[1])]
        parts.append(f"Enrage: {_join(gains)}.")
    if card.freeze_on_damage:
        parts.append("Freeze any character damaged by this minion.")
    if card.attack_is_health:
        parts.append("This minion's Attack is always equal to its Health.")
    if facts.overload:
        parts.append(f"Overload: ({facts.overload})")
    if not card.supported:
        parts.append(f"(Not playable yet: {card.reason}.)")
    return "\n".join(p for p in parts if p.strip())


def _combo_words(v: _Voice, play: Sequence[Effect], combo: Sequence[Effect]) -> str:
    """An active Combo replaces the play text (sequences.deal_play): a combo that repeats the play text
    and adds to it says only what it adds ("Also, ..."), one that changes it ends in "instead"."""
    if not play:
        return _sentence(v, combo)
    n = len(play)
    if len(combo) > n and [_effect_key(e) for e in combo[:n]] == [_effect_key(e) for e in play]:
        return "Also, " + _lower(_sentence(v, combo[n:]))
    return _sentence(v, combo).removesuffix(".") + " instead."


def _effect_key(e: Effect) -> tuple[object, ...]:
    """What an effect does, to compare effects (Effect compares by identity)."""
    return (
        e.op,
        sorted(e.params.items()),
        [_effect_key(x) for x in e.then],
        [_effect_key(x) for x in e.otherwise],
    )


def _attack_costs_attack(card: CardDef) -> bool:
    """The weapon pair "Immune while hitting a minion, then -1 Attack and not Immune" (Gorehowl): the
    Durability a hit would cost is paid in Attack, which one sentence says better than two triggers."""
    if card.type != "weapon" or len(card.triggers) not in (2, 3):
        return False
    during, after = card.triggers[:2]
    cancelled = card.triggers[2:]
    return (
        all(t.on == "attack_cancelled" and [_op(e) for e in t.then] == ["clear_keywords"] for t in cancelled)
        and (during.on, after.on) == ("attack", "after_attack")
        and [_op(e) for e in during.then] == ["buff"]
        and list(during.then[0].params.get("keywords", ())) == ["immune"]
        and [_op(e) for e in after.then] == ["buff", "clear_keywords"]
        and after.then[0].params.get("attack") == -1
    )


def _option(card: CardDef, catalog: Catalog, index: int) -> str:
    option = card.choose[index]
    entry = _raw_entries(catalog.sources.get(card.id, "")).get(card.id, {})
    raw_options = entry.get("choose", [])
    raw_target = raw_options[index].get("target") if index < len(raw_options) else None
    if raw_target is None and option.target is not None:
        raw_target = f"{option.target.side}_{option.target.kind}"
    chosen = chosen_words(*_target_tests(raw_target)) if raw_target is not None else "a character"
    text = _sentence(_Voice(card, catalog, chosen), option.play).rstrip(".")
    return text or option.name


def _immune_while_attacking(card: CardDef) -> bool:
    """The weapon's triggers "Immune from the start of your hero's attack, not Immune after it or when it
    is cancelled" (Gladiator's Longbow) read as the one sentence the card has."""
    if card.type != "weapon" or len(card.triggers) != 3:
        return False
    during, after, cancelled = card.triggers
    return (
        (during.on, after.on, cancelled.on) == ("pre_attack", "after_attack", "attack_cancelled")
        and [_op(e) for e in during.then] == ["buff"]
        and list(during.then[0].params.get("keywords", ())) == ["immune"]
        and [_op(e) for e in after.then] == [_op(e) for e in cancelled.then] == ["clear_keywords"]
    )
