"""Words for Hearthstone card text: keywords, who an effect reaches (selectors and chosen targets),
amounts, conditions and trigger timings.

text_effects.py builds phrases and sentences from these words, and text.py a card's lines from both;
docs/hearthstone-effects.md describes the wording.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from engine.games.hearthstone.cards import CARDS_DIR, CardDef, Catalog, Trigger
from engine.games.hearthstone.conditions import TRIGGER_CONDS

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

TAG_WORDS: tuple[tuple[str, str], ...] = (
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
KEYWORD_NAMES: dict[str, str] = {
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
NUMBER_WORDS = ("no", "a", "two", "three", "four", "five", "six", "seven")

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
GROUPS: dict[str, tuple[str, str]] = {
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
            suffix = " with " + KEYWORD_NAMES[test]
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


class Voice:
    """The wording context of one ability: the card, its chosen target, the triggering event."""

    def __init__(self, card: CardDef, catalog: Catalog, chosen: str, event: str = ""):
        self.card = card
        self.catalog = catalog
        self.chosen = chosen
        self.event = event

    def with_chosen(self, chosen: str) -> Voice:
        return Voice(self.card, self.catalog, chosen, self.event)

    # -- names --------------------------------------------------------------------------------------
    def name_of(self, card_id: object, count: int = 1) -> str:
        """A token or card named for a face: "a 1/1 Boar", "two 2/1 Whelps", "a 3/2 Heavy Axe"."""
        try:
            card = self.catalog.get(str(card_id))
        except KeyError:
            return "a card"
        name = card.name if count == 1 else _plural(card.name)
        words = f"{card.attack}/{card.health} {name}" if card.type in ("minion", "weapon") else name
        keywords = [word for tag, word in TAG_WORDS[:8] if card.facts.has(tag)]
        if card.type == "minion" and keywords:
            words += " with " + join_words(keywords)
        if count == 1:
            return _article(words)
        return f"{NUMBER_WORDS[count] if count < len(NUMBER_WORDS) else count} {words}"

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
        if target in GROUPS:
            side, noun = GROUPS[target]
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
def raw_entries(source: str) -> Mapping[str, Mapping[str, Any]]:
    """The raw entries of one shipped data file, for what compiling keeps only as code (target tests)."""
    path = CARDS_DIR / source
    if not path.is_file():
        return {}
    raw = json.loads(path.read_text(encoding="utf-8"))
    return {str(e["id"]): e for e in raw.get("cards", []) if isinstance(e, dict) and "id" in e}


def target_tests(raw: object) -> tuple[str, list[str]]:
    if isinstance(raw, dict):
        return str(raw.get("kind", "any_character")), [str(t) for t in raw.get("if", [])]
    return str(raw or "any_character"), []


def chosen_for(card: CardDef, catalog: Catalog, raw_target: object = None) -> str:
    if card.target is None and raw_target is None:
        return "a character"
    entry = raw_entries(catalog.sources.get(card.id, "")).get(card.id, {})
    kind, tests = target_tests(raw_target if raw_target is not None else entry.get("target"))
    if raw_target is None and card.target is not None and "_" not in kind:
        kind = f"{card.target.side}_{card.target.kind}"
    return chosen_words(kind, tests)


# -- amounts ----------------------------------------------------------------------------------------

PER: dict[str, str] = {
    "hand_size": "for each card in your hand",
    "enemy_minion_count": "for each enemy minion",
    "friendly_minion_count": "for each friendly minion",
    "damaged_friendly_characters": "for each damaged friendly character",
    "opponent_hand_size": "for each card in your opponent's hand",
    "other_cards_played_this_turn": "for each other card you played this turn",
}
EQUAL: dict[str, str] = {
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


def damage_words(params: Mapping[str, Any]) -> str:
    source = params.get("amount_from")
    amount = int(params.get("amount", 0))
    if source == "event_amount":
        return "that much damage"
    if source in EQUAL:
        return f"damage {EQUAL[str(source)]}"
    if source in PER:
        return f"{amount or 1} damage {PER[str(source)]}"
    return f"{amount} damage"


def stat_words(attack: int, health: int) -> str:
    if attack and health:
        return f"{attack:+d}/{health:+d}"
    if attack:
        return f"{attack:+d} Attack"
    return f"{health:+d} Health" if health else ""


def join_words(words: Sequence[str]) -> str:
    words = [w for w in words if w]
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


def lower_first(text: str) -> str:
    """Lower the first letter to continue a sentence, except for a keyword (Freeze, Silence...)."""
    if any(text.startswith(word) for word in KEYWORD_WORDS):
        return text
    return text[:1].lower() + text[1:]


# -- conditions and triggers ---------------------------------------------------------------------

CONDITIONS: dict[str, str] = {
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


CHOSEN_CONDITIONS = frozenset({"chosen_frozen", "chosen_friendly", "chosen_is_demon", "chosen_is_beast"})


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


def when_words(v: Voice, trigger: Trigger) -> str:
    subject = trigger.subject
    for test in (*trigger.conds_queue, *trigger.conds_trigger):
        found = _WHEN_IF.get((trigger.on, subject, _COND_NAMES.get(id(test), "")))
        if found:
            return found
    return _WHEN.get(
        (trigger.on, subject),
        f"When {subject.replace('_', ' ')}: {trigger.on.replace('_', ' ')}",
    )
