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

from collections.abc import Sequence

from engine.games.hearthstone.cards import CardDef, Catalog, Effect
from engine.games.hearthstone.conditions import SELF_COSTS
from engine.games.hearthstone.model import keyword_names
from engine.games.hearthstone.rules import OTHER_AURA_BITS
from engine.games.hearthstone.text_effects import op_name, sentence, trigger_words
from engine.games.hearthstone.text_words import (
    KEYWORD_NAMES,
    KEYWORD_WORDS,
    TAG_WORDS,
    Voice,
    chosen_for,
    chosen_words,
    join_words,
    lower_first,
    raw_entries,
    stat_words,
    target_tests,
)

__all__ = ["KEYWORD_WORDS", "card_text", "chosen_words"]

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
        gains = join_words(
            [stat_words(aura.attack, aura.health)] + [KEYWORD_NAMES[k] for k in keyword_names(aura.flags)]
        )
        if aura.to == "self":
            condition = " while you have a weapon" if aura.while_ == "have_weapon" else ""
            lines.append(f"Has {gains}{condition}.")
            continue
        if aura.to in ("friendly_weapon", "friendly_hero"):
            whose = "Your weapon" if aura.to == "friendly_weapon" else "Your hero"
            lead = "While damaged, " if aura.while_ == "damaged" else ""
            lines.append(f"{lead}{whose if not lead else lower_first(whose)} has {gains}.")
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
    voice = Voice(card, catalog, chosen_for(card, catalog))
    parts: list[str] = []
    keywords = [word for tag, word in TAG_WORDS if facts.has(tag)]
    if facts.spellpower:
        keywords.append(f"Spell Damage +{facts.spellpower}")
    if keywords:
        parts.append(". ".join(keywords) + ".")
    if card.play:
        lead = "Battlecry: " if card.type in ("minion", "weapon") else ""
        parts.append(lead + sentence(voice, card.play))
    if card.combo:
        parts.append("Combo: " + _combo_words(voice, card.play, card.combo))
    if card.choose:
        options = "; or ".join(_option(card, catalog, i) for i in range(len(card.choose)))
        parts.append(f"Choose One - {options}.")
    if card.secret is not None:
        parts.append("Secret: " + trigger_words(voice, card.secret))
    if _attack_costs_attack(card):
        parts.append("Attacking a minion costs this weapon 1 Attack instead of 1 Durability.")
    elif _immune_while_attacking(card):
        parts.append("Your hero is Immune while attacking.")
    else:
        parts += [trigger_words(voice, trigger) for trigger in card.triggers]
    if card.deathrattle:
        parts.append("Deathrattle: " + sentence(voice, card.deathrattle))
    parts += _aura_lines(card)
    if card.enrage is not None:
        gains = [f"+{card.enrage[0]} Attack" if card.enrage[0] else ""]
        gains += [KEYWORD_NAMES[k] for k in keyword_names(card.enrage[1])]
        parts.append(f"Enrage: {join_words(gains)}.")
    if card.freeze_on_damage:
        parts.append("Freeze any character damaged by this minion.")
    if card.attack_is_health:
        parts.append("This minion's Attack is always equal to its Health.")
    if facts.overload:
        parts.append(f"Overload: ({facts.overload})")
    if not card.supported:
        parts.append(f"(Not playable yet: {card.reason}.)")
    return "\n".join(p for p in parts if p.strip())


def _combo_words(v: Voice, play: Sequence[Effect], combo: Sequence[Effect]) -> str:
    """An active Combo replaces the play text (sequences.deal_play): a combo that repeats the play text
    and adds to it says only what it adds ("Also, ..."), one that changes it ends in "instead"."""
    if not play:
        return sentence(v, combo)
    n = len(play)
    if len(combo) > n and [_effect_key(e) for e in combo[:n]] == [_effect_key(e) for e in play]:
        return "Also, " + lower_first(sentence(v, combo[n:]))
    return sentence(v, combo).removesuffix(".") + " instead."


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
        all(
            t.on == "attack_cancelled" and [op_name(e) for e in t.then] == ["end_keywords"]
            for t in cancelled
        )
        and (during.on, after.on) == ("attack", "after_attack")
        and [op_name(e) for e in during.then] == ["buff"]
        and list(during.then[0].params.get("keywords", ())) == ["immune"]
        and [op_name(e) for e in after.then] == ["buff", "end_keywords"]
        and after.then[0].params.get("attack") == -1
    )


def _option(card: CardDef, catalog: Catalog, index: int) -> str:
    option = card.choose[index]
    entry = raw_entries(catalog.sources.get(card.id, "")).get(card.id, {})
    raw_options = entry.get("choose", [])
    raw_target = raw_options[index].get("target") if index < len(raw_options) else None
    if raw_target is None and option.target is not None:
        raw_target = f"{option.target.side}_{option.target.kind}"
    chosen = chosen_words(*target_tests(raw_target)) if raw_target is not None else "a character"
    text = sentence(Voice(card, catalog, chosen), option.play).rstrip(".")
    return text or option.name


def _immune_while_attacking(card: CardDef) -> bool:
    """The weapon's triggers "Immune from the start of your hero's attack, not Immune after it or when it
    is cancelled" (Gladiator's Longbow) read as the one sentence the card has."""
    if card.type != "weapon" or len(card.triggers) != 3:
        return False
    during, after, cancelled = card.triggers
    return (
        (during.on, after.on, cancelled.on) == ("pre_attack", "after_attack", "attack_cancelled")
        and [op_name(e) for e in during.then] == ["buff"]
        and list(during.then[0].params.get("keywords", ())) == ["immune"]
        and [op_name(e) for e in after.then] == [op_name(e) for e in cancelled.then] == ["end_keywords"]
    )
