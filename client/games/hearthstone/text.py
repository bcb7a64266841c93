"""Rules text for Hearthstone card faces, generated from the card's data (never the publisher's text).

The engine plays a card from its tags (keywords) and its compiled effect data (``play``,
``deathrattle``, ``triggers``, ``choose``, ``auras``...); this module words the same data, so the
face says what the card does: keywords in bold, then Battlecry, Combo, Choose One, Deathrattle,
Secret and triggered abilities as sentences. An effect this wording does not know yet is named by
its op ("Special: take control"), never hidden.

>>> phrase_effect("damage", {"amount": 6, "target": "chosen"}, "any_character", {})
'Deal 6 damage to a character'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache
from typing import Any

from engine.games.hearthstone.cards import CardDef, Catalog, Effect, Trigger

KEYWORDS: tuple[tuple[str, str], ...] = (
    ("TAUNT", "Taunt"),
    ("CHARGE", "Charge"),
    ("RUSH", "Rush"),
    ("DIVINE_SHIELD", "Divine Shield"),
    ("WINDFURY", "Windfury"),
    ("STEALTH", "Stealth"),
    ("POISONOUS", "Poisonous"),
    ("LIFESTEAL", "Lifesteal"),
)
TARGETS: dict[str, str] = {
    "all_characters": "all characters",
    "all_minions": "all minions",
    "all_other_characters": "all other characters",
    "any_character": "a character",
    "any_minion": "a minion",
    "enemy_character": "an enemy",
    "enemy_minion": "an enemy minion",
    "enemy_characters": "all enemies",
    "enemy_hero": "the enemy hero",
    "enemy_minions": "all enemy minions",
    "friendly_hero": "your hero",
    "friendly_minion": "a friendly minion",
    "friendly_minions": "your minions",
    "other_friendly_minions": "your other minions",
    "self": "this minion",
    "chosen_and_adjacent": "a minion and its neighbours",
    "event_source": "it",
    "event_target": "it",
    "result": "it",
    "adjacent": "adjacent minions",
}
RANDOM: dict[str, str] = {
    "enemy_characters": "a random enemy",
    "enemy_minions": "a random enemy minion",
    "all_minions": "a random minion",
    "all_characters": "a random character",
    "friendly_minions": "a random friendly minion",
}
WHEN: dict[tuple[str, str], str] = {
    ("turn_end", "you"): "At the end of your turn",
    ("turn_start", "you"): "At the start of your turn",
    ("turn_end", "any"): "At the end of each turn",
    ("damaged", "self"): "Whenever this minion takes damage",
    ("damaged", "friendly_minion"): "Whenever a friendly minion takes damage",
    ("death", "other_friendly_minion"): "Whenever another friendly minion dies",
    ("death", "friendly_minion"): "Whenever a friendly minion dies",
    ("death", "minion"): "Whenever a minion dies",
    ("play_card", "friendly_spell"): "Whenever you cast a spell",
    ("play_card", "enemy_spell"): "When your opponent casts a spell",
    ("after_summon", "other_friendly_minion"): "After you summon a minion",
    ("after_play", "other_friendly_card"): "After you play a card",
    ("after_spell", "friendly_spell"): "After you cast a spell",
    ("healed", "character"): "Whenever a character is healed",
    ("attack", "enemy_minion"): "When an enemy minion attacks",
    ("pre_attack", "friendly_hero"): "When your hero is attacked",
    ("pre_attack", "any"): "When a character attacks",
    ("fatal_damage", "friendly_hero"): "When your hero takes fatal damage",
    ("pre_attack", "friendly_character"): "When one of your characters is attacked",
    ("pre_attack", "friendly_minion"): "When one of your minions is attacked",
    ("after_play", "enemy_minion"): "After your opponent plays a minion",
    ("damaged", "friendly_hero"): "When your hero takes damage",
    ("play_card", "other_friendly_card"): "Whenever you play a card",
    ("play_card", "friendly_overload_card"): "Whenever you play a card with **Overload**",
    ("play_card", "friendly_minion_attack_1"): "Whenever you play a 1-Attack minion",
    ("after_summon", "friendly_minion"): "After you summon a minion",
    ("attack", "friendly_hero"): "Whenever your hero attacks",
}
FROM: dict[str, str] = {
    "chosen_health": "Double the Health of",
    "chosen_attack": "Double the Attack of",
    "hand_size": "Gain +1 Health for each card in your hand",
}
CONDITIONS: dict[str, str] = {"chosen_killed": "If it dies", "chosen_survived": "If it survives"}


def _target(params: Mapping[str, Any], chosen: str) -> str:
    target = str(params.get("target", ""))
    if params.get("pick") == "random" and target in RANDOM:
        return RANDOM[target]
    if target == "chosen":
        return TARGETS.get(chosen, "a target")
    return TARGETS.get(target, target.replace("_", " "))


def _amount(params: Mapping[str, Any]) -> str:
    """A number from the data: ``$2`` (boosted by Spell Damage) reads 2; a copied amount "that much"."""
    if params.get("amount_from"):
        return "that much"
    return str(params.get("amount", 0)).lstrip("$#")


def _count(n: int, one: str, many: str) -> str:
    return one if n == 1 else f"{n} {many}"


def _named(names: Mapping[str, str], card: object) -> str:
    return names.get(str(card), str(card))


def _one_of(names: Mapping[str, str], cards: Sequence[str]) -> str:
    """ "a random Totem" when the names share their last word, a short list, or "one of N minions"."""
    named = [_named(names, c) for c in cards]
    last = {n.split()[-1] for n in named if n}
    if len(named) > 2 and len(last) == 1:
        return f"a random {last.pop()}"
    if len(named) <= 3:
        return "a random one of " + ", ".join(named)
    return f"one of {len(named)} random minions"


Phrase = Callable[[Mapping[str, Any], str, Mapping[str, str]], str]
PHRASES: dict[str, Phrase] = {
    "damage": lambda p, c, n: f"Deal {_amount(p)} damage to {_target(p, c)}",
    "split_damage": lambda p, c, n: f"Deal {p.get('times', 1)} damage randomly split among {_target(p, c)}",
    "heal": lambda p, c, n: f"Restore {_amount(p)} Health to {_target(p, c)}",
    "draw": lambda p, c, n: f"Draw {_count(int(p.get('amount', 1)), 'a card', 'cards')}",
    "armor": lambda p, c, n: f"Gain {p.get('amount', 0)} Armor",
    "summon": lambda p, c, n: f"Summon {_named(n, p.get('card'))}",
    "summon_random": lambda p, c, n: f"Summon {_one_of(n, p.get('cards', ()))}",
    "destroy": lambda p, c, n: f"Destroy {_target(p, c)}",
    "freeze": lambda p, c, n: f"**Freeze** {_target(p, c)}",
    "silence": lambda p, c, n: f"**Silence** {_target(p, c)}",
    "mana": lambda p, c, n: f"Gain {_count(int(p.get('amount', 1)), 'a Mana Crystal', 'Mana Crystals')}",
    "equip": lambda p, c, n: f"Equip {_named(n, p.get('card'))}",
    "transform": lambda p, c, n: f"Transform {_target(p, c)} into {_named(n, p.get('card'))}",
    "bounce": lambda p, c, n: f"Return {_target(p, c)} to its owner's hand",
    "take_control": lambda p, c, n: f"Take control of {_target(p, c)}",
    "counter": lambda p, c, n: "**Counter** it",
    "add_card": lambda p, c, n: (
        f"Add {_count(int(p.get('count', 1)), 'a copy', 'copies')} of it to your hand"
    ),
    "summon_copy": lambda p, c, n: "Summon a copy of it",
    "resummon": lambda p, c, n: (
        "Return it to life" + (f" with {p['health']} Health" if p.get("health") else "")
    ),
    "redirect": lambda p, c, n: f"The attack hits {_target(p, c)} instead",
    "redirect_random": lambda p, c, n: "The attack hits another random character instead",
    "set_stats": lambda p, c, n: f"Change the Attack of {_target(p, c)} to {p.get('attack', 0)}",
    "swap_stats": lambda p, c, n: f"Swap the Attack and Health of {_target(p, c)}",
    "lose_durability": lambda p, c, n: f"Lose {_amount(p)} Durability",
    "hand_cost": lambda p, c, n: f"Cards in your hand cost ({str(p.get('amount', 0)).lstrip('-')}) less",
    "cost_mark": lambda p, c, n: "Your opponent's next spell costs more",
    "unlock_overload": lambda p, c, n: "Unlock your Overloaded Mana Crystals",
    "return_control": lambda p, c, n: "Return control of it",
    "script": lambda p, c, n: f"Special: {str(p.get('name', '')).replace('_', ' ')}",
}


def phrase_effect(op: str, params: Mapping[str, Any], chosen: str, names: Mapping[str, str]) -> str:
    """One effect as words: ``chosen`` is the card's target kind (what "chosen" means)."""
    if op == "buff" and params.get("grant") and not (params.get("attack") or params.get("health")):
        return f"Give {_target(params, chosen)} an extra ability"
    if op == "buff" and (params.get("health_from") or params.get("attack_from")):
        lead = FROM.get(str(params.get("health_from") or params.get("attack_from")), "Change the stats of")
        return lead if lead.startswith("Gain") else f"{lead} {_target(params, chosen)}"
    if op == "buff":
        atk, hp = int(params.get("attack", 0)), int(params.get("health", 0))
        stats = (
            "/".join(f"+{v}" for v in (atk, hp))
            if atk and hp
            else (f"+{atk} Attack" if atk else f"+{hp} Health")
        )
        until = " this turn" if params.get("until") == "turn_end" else ""
        who = _target(params, chosen)
        return f"Give {who} {stats}{until}" if who != "this minion" else f"Gain {stats}{until}"
    if op == "if":
        cond = CONDITIONS.get(str(params.get("cond")), "If so")
        then = [phrase_effect(e.op, e.params, chosen, names) for e in params.get("then_effects", ())]
        return f"{cond}, {' and '.join(t[:1].lower() + t[1:] for t in then) or 'something happens'}"
    phrase = PHRASES.get(op)
    if phrase is None:
        return f"Special: {op.replace('_', ' ')}"
    return phrase(params, chosen, names)


def _sentence(effects: tuple[Effect, ...], chosen: str, names: Mapping[str, str]) -> str:
    parts = []
    previous = None
    for e in effects:
        params = dict(e.params)
        target = params.get("target")
        if target is not None and target == previous and params.get("pick") != "random":
            params["target"] = "result"
        previous = target
        if e.op == "if":
            params["then_effects"] = e.then
        parts.append(phrase_effect(e.op, params, chosen, names))
    return " and ".join(p[0].lower() + p[1:] if i else p for i, p in enumerate(parts)) + "." if parts else ""


def _when(trigger: Trigger) -> str:
    return WHEN.get(
        (trigger.on, trigger.subject),
        f"When {trigger.subject.replace('_', ' ')}: {trigger.on.replace('_', ' ')}",
    )


def chosen_kind(card: CardDef) -> str:
    """What "the chosen target" is for this card, as a ``TARGETS`` key."""
    if card.target is None:
        return "any_character"
    side = {"friendly": "friendly", "enemy": "enemy"}.get(card.target.side, "any")
    return f"{side}_{card.target.kind}"


def card_text(card: CardDef, names: Mapping[str, str]) -> str:
    """The face text of ``card`` in markup (``**Taunt**``); ``names`` maps card ids to names (summons)."""
    facts = card.facts
    chosen = chosen_kind(card)
    parts: list[str] = []
    keywords = [word for tag, word in KEYWORDS if facts.has(tag)]
    if facts.spellpower:
        keywords.append(f"Spell Damage +{facts.spellpower}")
    if keywords:
        parts.append(". ".join(f"**{k}**" for k in keywords) + ".")
    if card.play:
        lead = "**Battlecry:** " if card.type == "minion" else ""
        parts.append(lead + _sentence(card.play, chosen, names))
    if card.combo:
        parts.append("**Combo:** " + _sentence(card.combo, chosen, names))
    if card.choose:
        parts.append("**Choose One -** " + "; or ".join(o.name for o in card.choose) + ".")
    if card.secret is not None:
        then = _sentence(card.secret.then, chosen, names)
        parts.append(
            f"**Secret:** {_when(card.secret)}" + (f", {then[:1].lower()}{then[1:]}" if then else ".")
        )
    for trigger in card.triggers:
        then = _sentence(trigger.then, chosen, names)
        parts.append(f"{_when(trigger)}, {then[:1].lower()}{then[1:]}")
    if card.deathrattle:
        parts.append("**Deathrattle:** " + _sentence(card.deathrattle, chosen, names))
    for aura in card.auras:
        stats = (
            "/".join(f"+{v}" for v in (aura.attack, aura.health)) if aura.health else f"+{aura.attack} Attack"
        )
        parts.append(f"{TARGETS.get(aura.to, aura.to.replace('_', ' ')).capitalize()} have {stats}.")
    for cost in card.cost_auras:
        whose = {"friendly": "Your", "enemy": "Enemy"}.get(cost.side, "All")
        change = f"({abs(cost.amount)}) {'less' if cost.amount < 0 else 'more'}"
        if cost.first_each_turn:
            parts.append(f"The first {cost.cards} you play each turn costs {change}.")
        else:
            parts.append(f"{whose} {cost.cards}s cost {change}.")
    if card.enrage is not None:
        parts.append(f"**Enrage:** +{card.enrage[0]} Attack.")
    if facts.overload:
        parts.append(f"**Overload:** ({facts.overload})")
    if card.freeze_on_damage:
        parts.append("**Freeze** any character damaged by this.")
    if not card.supported:
        parts.append(f"(Not playable yet: {card.reason}.)")
    return "\n".join(parts)


class _Names(dict[str, str]):
    """Card names for summon wording ("a 1/1 Violet Apprentice"), looked up as the text asks."""

    def __init__(self, catalog: Catalog) -> None:
        super().__init__()
        self.catalog = catalog

    def get(self, card_id: str, default: Any = None) -> Any:
        try:
            card = self.catalog.get(card_id)
        except KeyError:
            return default
        return f"a {card.attack}/{card.health} {card.name}" if card.type == "minion" else card.name


@lru_cache(maxsize=8)
def names_for(catalog: Catalog) -> Mapping[str, str]:
    """Card ids to the words a face uses for them ("a 1/1 Violet Apprentice")."""
    return _Names(catalog)
