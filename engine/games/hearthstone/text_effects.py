"""Hearthstone effects as words: each op as an imperative phrase ("Deal 6 damage to a character"),
effect lists as sentences (a repeated target said as "it", an ``if`` apart) and triggered abilities as
"When ..., ..." lines, from the words of text_words.py; text.py assembles a card's lines from them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.games.hearthstone.cards import Effect, Grant, Trigger
from engine.games.hearthstone.effects import OPS
from engine.games.hearthstone.text_words import (
    CHOSEN_CONDITIONS,
    CONDITIONS,
    EQUAL,
    GROUPS,
    KEYWORD_NAMES,
    NUMBER_WORDS,
    PER,
    Voice,
    chosen_for,
    damage_words,
    join_words,
    lower_first,
    stat_words,
    when_words,
)

_SCRIPTS: dict[str, str] = {
    "deathlord": "Your opponent puts a minion from their deck onto the battlefield",
    "kelthuzad": "Summon every friendly minion that died this turn",
}


def _buff(v: Voice, p: Mapping[str, Any]) -> str:
    who = v.who(p)
    if "minions_keep_1_health" in p.get("keywords", ()):
        return "Your minions can't be reduced below 1 Health this turn"
    grant = v.card.grant
    if p.get("grant") and grant is not None and p.get("target") == "friendly_hero" and _fires_once(grant):
        trigger = grant.triggers[0]
        when = when_words(v, trigger).replace("your turn", "your next turn")
        return f"{when}, {lower_first(sentence(v, trigger.then).rstrip('.'))}"
    attack, health = int(p.get("attack", 0)), int(p.get("health", 0))
    for key, stat in (("attack_from", "Attack"), ("health_from", "Health")):
        source = p.get(key)
        if source in ("chosen_attack", "chosen_health"):
            return f"Double the {stat} of {who}"
        if source in PER:
            per = PER[str(source)]
            if source == "friendly_minion_count" and (attack or health) == -1:
                per, attack, health = "for each other friendly minion", 0, 0
            both = p.get("attack_from") == p.get("health_from")
            gain = "+1/+1" if both else f"+1 {stat}"
            line = f"{gain} {per}"
            return f"Gain {line}" if p.get("target") == "self" else f"Give {who} {line}"
        if source in EQUAL:
            line = f"+{stat} {EQUAL[str(source)]}"
            return f"Gain {line}" if p.get("target") == "self" else f"Give {who} {line}"
    gains = [stat_words(attack, health)]
    gains += [KEYWORD_NAMES.get(str(k), str(k).title()) for k in p.get("keywords", ())]
    if p.get("spellpower"):
        gains.append(f"Spell Damage +{p['spellpower']}")
    if p.get("grant") and v.card.grant is not None:
        if not any(gains) and who.startswith("an enemy"):
            return f"Choose {who}. {_grant_words(v, quoted=False)}"
        gains.append(_grant_words(v))
    words = join_words(gains) or "nothing"
    if p.get("target") == "friendly_weapon" or (p.get("target") == "self" and v.card.type == "weapon"):
        words = words.replace("Health", "Durability")
    until = {"turn_end": " this turn", "your_next_turn": " until your next turn"}.get(str(p.get("until")), "")
    if p.get("target") == "self" and v.card.type == "minion":
        return f"Gain {words}{until}"
    return f"Give {who} {words}{until}"


def _fires_once(grant: Grant) -> bool:
    """A granted trigger that takes its enchantment away when it fires (Headcrack's return)."""
    return len(grant.triggers) == 1 and any(op_name(e) == "end_enchantment" for e in grant.triggers[0].then)


def _grant_words(v: Voice, quoted: bool = True) -> str:
    """What an enchantment of this card adds: quoted as the bearer's text, or (on an enemy minion) as the
    caster's sentence about "it". Either way "you" is the caster: a granted trigger is the caster's."""
    grant = v.card.grant
    assert grant is not None
    bearer = Voice(v.card, v.catalog, "a character")
    bearer.self_word = (lambda: "this minion") if quoted else (lambda: "it")  # type: ignore[method-assign]
    parts = []
    if grant.deathrattle:
        parts.append("Deathrattle: " + sentence(bearer, grant.deathrattle).rstrip("."))
    for trigger in grant.triggers:
        parts.append(trigger_words(bearer, trigger).rstrip("."))
    text = ". ".join(parts)
    return "\u201c" + text + "\u201d" if quoted else text


def _summon(v: Voice, p: Mapping[str, Any]) -> str:
    count = int(p.get("count", 1))
    words = f"Summon {v.name_of(p.get('card'), count)}"
    if p.get("amount_from") in PER:
        words += " " + PER[str(p["amount_from"])]
    if p.get("side") == "opponent":
        words += " for your opponent"
    return words


def _card_class(v: Voice, card_id: str) -> str:
    facts = v.catalog.db.get(card_id)
    return facts.card_class if facts is not None else ""


def _power_text(v: Voice, card_id: object) -> str:
    """A Hero Power's own text, its one effect list as a sentence without the final stop ("Deal 2 damage to
    a character")."""
    try:
        power = v.catalog.get(str(card_id))
    except KeyError:
        return str(card_id)
    return sentence(Voice(power, v.catalog, chosen_for(power, v.catalog)), power.play).rstrip(".")


_REDIRECTED = {"pre_attack": "attack's", "spell_target": "new"}
"""Whose target a ``redirect`` changes, by the event of its trigger."""


def _damage_phrase(v: Voice, p: Mapping[str, Any], who: str) -> str:
    """ "Deal 3 damage to ..."; the chosen minion as the source (Betrayal); a spared card (Ysera)."""
    if p.get("from") == "chosen":
        return f"Force {v.chosen} to deal damage equal to its Attack to {who}"
    words = f"Deal {damage_words(p)} to {who}"
    if p.get("except_card"):
        words += " except " + v.catalog.get(str(p["except_card"])).name
    return words


def _one_of(v: Voice, cards: Sequence[str]) -> str:
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
    return "one of " + join_words(names) + " at random"


def _add_card(v: Voice, p: Mapping[str, Any]) -> str:
    count = int(p.get("count", 1))
    if p.get("card"):
        what = v.name_of(p["card"], count)
    elif p.get("cards") and all(_card_class(v, c) == "DREAM" for c in p["cards"]):
        what = "a random Dream Card" if count == 1 else f"{NUMBER_WORDS[count]} random Dream Cards"
    elif p.get("cards"):
        what = "a random one of " + join_words([v.name_of(c).split(" ", 1)[1] for c in p["cards"]])
    else:
        what = "a copy of it" if count == 1 else f"{NUMBER_WORDS[count]} copies of it"
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


def _set_stats(v: Voice, p: Mapping[str, Any]) -> str:
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


def _if(v: Voice, e: Effect) -> str:
    """ "If ..., ...; otherwise, ...": a test of the chosen target names it first ("Choose a minion.")."""
    cond_name = str(e.params.get("cond"))
    lead = ""
    if cond_name in CHOSEN_CONDITIONS and v.chosen != "it":
        lead, v = f"Choose {v.chosen}. ", v.with_chosen("it")
    cond = CONDITIONS.get(cond_name, "If " + cond_name.replace("_", " "))
    then_effects = e.then
    otherwise = sentence(v, e.otherwise).rstrip(".") if e.otherwise else ""
    inner = then_effects[0] if len(then_effects) == 1 and op_name(then_effects[0]) == "if" else None
    if inner is not None and inner.otherwise and sentence(v, inner.otherwise).rstrip(".") == otherwise:
        cond += " and " + CONDITIONS.get(str(inner.params.get("cond")), "If so").removeprefix("If ")
        then_effects = inner.then
    text = f"{lead}{cond}, {lower_first(sentence(v, then_effects).rstrip('.'))}"
    if otherwise:
        text += f"; otherwise, {lower_first(otherwise)}"
    return text


def _script(v: Voice, p: Mapping[str, Any]) -> str:
    name = str(p.get("name", ""))
    if name == "swipe":
        amounts = v.card.facts.spell_damage_amounts
        big, small = (amounts + (4, 1))[:2] if len(amounts) < 2 else amounts[:2]
        return f"Deal {big} damage to {v.chosen} and {small} damage to all other enemies"
    return _SCRIPTS.get(name, f"Special: {name.replace('_', ' ')}")


_OP_NAMES = {id(spec.fn): name for name, spec in sorted(OPS.items(), reverse=True)}
"""An op found from its function, for an effect whose name the compiler mislabelled (a numbered filter)."""


def op_name(e: Effect) -> str:
    return e.op if e.op in OPS else _OP_NAMES.get(id(e.fn), e.op)


def _phrase(v: Voice, e: Effect) -> str:
    """One effect as an imperative phrase ("Deal 6 damage to a character"); "" for inner steps."""
    p, op = e.params, op_name(e)
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
            f"Remove {join_words([KEYWORD_NAMES.get(str(k), str(k)) for k in p.get('keywords', ())])} "
            f"from {who}"
        ),
        "end_keywords": (
            f"{who.capitalize()} loses the "
            f"{join_words([KEYWORD_NAMES.get(str(k), str(k)) for k in p.get('keywords', ())])} this card gave"
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
        if source in PER:
            cards = f"a card {PER[source]}"
        elif source == "hand_size_difference":
            cards = "cards until you have as many in hand as your opponent"
        elif source:
            cards = f"cards {EQUAL.get(source, source.replace('_', ' '))}"
        return f"Your opponent draws {cards}" if p.get("player") == "opponent" else f"Draw {cards}"
    if op == "replace_power":
        becomes = f"Your Hero Power becomes \u201c{_power_text(v, p.get('card'))}\u201d"
        if p.get("upgrade"):
            becomes += f"; if it already was, \u201c{_power_text(v, p.get('upgrade'))}\u201d"
        return becomes
    if op == "draw_matching":
        n = int(p.get("count", 1))
        race = "Mech" if p.get("race") == "MECHANICAL" else str(p.get("race", "")).title()
        words = f"Draw {'a' if n == 1 else NUMBER_WORDS[n]} {race}{'' if n == 1 else 's'} from your deck"
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
        then = lower_first(sentence(v, e.then).rstrip("."))
        if p.get("amount_from") in PER:
            return f"{then[:1].upper()}{then[1:]} {PER[str(p['amount_from'])]}"
        return f"{then[:1].upper()}{then[1:]} {p.get('amount', 1)} times"
    if op == "for_each":
        return sentence(v, e.then).rstrip(".")
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


def sentence(v: Voice, effects: Sequence[Effect]) -> str:
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
            plural = target in GROUPS or target in ("adjacent", "chosen_adjacent", "chosen_and_adjacent")
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
            text = join_words([p if i == 0 else lower_first(p) for i, p in enumerate(parts)])
            out.append(text[:1].upper() + text[1:] + ".")
    return " ".join(out)


# -- triggers ---------------------------------------------------------------------------------------

def trigger_words(v: Voice, trigger: Trigger) -> str:
    voice = Voice(v.card, v.catalog, v.chosen, trigger.on)
    voice.self_word = v.self_word  # type: ignore[method-assign]
    then = sentence(voice, trigger.then)
    if not then and trigger.on == "fatal_damage":
        then = "Prevent it, and your hero is Immune this turn."
    return f"{when_words(voice, trigger)}, {lower_first(then)}" if then else f"{when_words(voice, trigger)}."
