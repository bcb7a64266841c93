"""Card text generated from the card data, in the rulebook's wording where it has one.

``card_text(card)`` gives the rules text a card face shows: keywords first, then abilities and
instructions, so the text always says exactly what the engine does.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.games.riftbound.cards import Card, Cost

SYMBOL = {
    "fury": "[R]",
    "calm": "[G]",
    "mind": "[B]",
    "body": "[O]",
    "chaos": "[P]",
    "order": "[Y]",
    "any": "[A]",
    "own": "[C]",
}
TARGET = {
    "unit": "a unit",
    "enemy_unit": "an enemy unit",
    "friendly_unit": "a friendly unit",
    "other_friendly_unit": "another friendly unit",
    "friendly_unit_elsewhere": "a unit you control at another location",
    "unit_at_bf": "a unit at a battlefield",
    "enemy_unit_here": "an enemy unit here",
    "unit_in_base": "a unit in a base",
    "gear": "a gear",
    "friendly_equipment": "an Equipment you control",
    "spell": "a spell",
    "triggered": "a triggered ability",
    "battlefield": "a battlefield",
    "friendly_legend": "a friendly legend",
    "friendly_rune": "a rune you control",
    "unit_in_your_trash": "a unit in your trash",
}
WHEN = {
    "play": "When you play me",
    "attack": "When I attack",
    "defend": "When I defend",
    "death": "[Deathknell]",
    "ally_death": "When another unit you control dies",
    "conquer": "When I conquer",
    "hold": "When I hold",
    "start": "At the start of your Beginning Phase",
    "end": "At the end of your turn",
    "move": "When I move",
    "spell": "When you play a spell",
    "stun": "When you stun an enemy unit",
    "spell_kill": "When you kill a unit with a spell",
    "damaged": "When I take damage",
    "move_enemy": "When you move an enemy unit",
    "score": "When you score here",
}
POSSESSIVE = {"me": "my", "it": "its"}
STATIC = {
    "here_might": "Units here have +{amount} [M].",
    "bonus_damage": "Your spells and abilities deal {amount} Bonus Damage.",
    "assigned_last": "I must be assigned combat damage last.",
    "no_damage_after_two_moves": "If I have moved twice this turn, I don't take damage.",
    "guard_death": (
        'The unit I\'m attached to has "If I would die, kill Guardian Angel instead. '
        'Heal me, exhaust me, and recall me."'
    ),
    "trash_save": (
        "If a unit you control would die, you may banish me from your trash instead. "
        "If you do, heal that unit, exhaust it, and recall it."
    ),
    "save_here": (
        "If another unit you control here would die, if it has less Might than me, "
        "instead heal it, exhaust it, and recall it."
    ),
    "move_anywhere": "Units can move here from anywhere.",
    "optional_cost_less": "Optional additional costs you pay cost [1] or [A] less.",
    "spell_discount": (
        "While I'm at a battlefield, the Energy costs of spells you play are reduced by [{amount}], "
        "to a minimum of [{min}]."
    ),
    "replace_death": (
        "The next time a friendly unit would die, kill this instead. "
        "Heal that unit, exhaust it, and recall it."
    ),
}


def cost_text(cost: Cost) -> str:
    return (f"[{cost.energy}]" if cost.energy or not cost.power else "") + "".join(
        SYMBOL[p] for p in cost.power
    )


def _kw(name: str, value: int) -> str:
    label = "[" + name.title() + "]"
    return f"{label[:-1]} {value}]" if value > 1 else label


def _who(f: Mapping[str, Any], specs: tuple[str, ...] | list[str]) -> str:
    to = f.get("to", 0 if specs else "self")
    if to == "self":
        return "me"
    if to == "moved":
        return "it"
    if to == "group":
        return "them"
    if len(specs) > 1:
        return "the first" if int(to) == 0 else "the second"
    return "it"


def _poss(who: str) -> str:
    return POSSESSIVE.get(who, who + "'s")


def instruction(f: Mapping[str, Any], specs: tuple[str, ...] | list[str]) -> str:
    """One instruction in words."""
    who = _who(f, specs)
    if "deal" in f:
        amount = "damage equal to my Might" if f["deal"] == "might" else f["deal"]
        return f"Deal {amount} to {who}."
    if "deal_split" in f:
        return f"Deal {f['deal_split']} damage split among any number of enemy units here."
    if "deal_here" in f:
        return f"Deal {f['deal_here']} to each enemy unit here."
    if "deal_all" in f:
        return f"Deal {f['deal_all']} to each unit at battlefields."
    if "future" in f:
        return (
            "Each other player may choose a spell in their hand, banish it, and play it, ignoring its cost."
        )
    if "gear_units" in f:
        return f"Gear you control become {f['gear_units']} [M] gear units this turn."
    if "fight" in f:
        return "They deal damage equal to their Mights to each other."
    if "kill" in f and "ctl_draws" in f:
        return f"Kill {who}. Its controller draws {f['ctl_draws']}."
    if "spend_buff_to_base" in f:
        return f"You may spend a buff to move {who} to its base."
    simple = {
        "kill": f"Kill {who}.",
        "kill_gear": f"Kill {who}.",
        "stun": f"exhaust this to [Stun] {who}." if f.get("exhaust_self") else f"[Stun] {who}.",
        "ready": f"Ready {who}.",
        "recall": f"Recall {who}.",
        "move_base": f"Move {who} to its base.",
        "swap_places": "Move me to its location and it to my original location.",
        "heal": f"Heal {who}.",
        "banish": f"Banish {who}.",
        "double": f"Double {_poss(who)} Might this turn.",
        "counter": "Counter it.",
        "take_control": f"Gain control of {who}.",
        "steal_ability": f"Gain control of {who}. You may make new choices for it.",
        "copy": (
            f"Play a Reflection token here that becomes a copy of {who}, with [Temporary]."
            if f.get("reflection")
            else f"Play a token copy of {who} in your base. The copy has [Temporary]."
        ),
        "attach": "Attach it.",
        "kill_all_there": "Kill all units there.",
        "each_kills": "Each player kills a unit they control.",
        "each_moves_enemy": "Each player may move a unit they don't control to it.",
        "return_hand": f"Return {who} to your hand.",
        "recycle_rune": f"Recycle {who}.",
        "swap_back": "Replace this with the battlefield it replaced.",
    }
    for key, words in simple.items():
        if key in f:
            return words
    if "kill_here_to_draw" in f:
        return f"You may kill another friendly unit here to draw {f['kill_here_to_draw']}."
    if "replace_bf" in f:
        return f"Replace {who} with a {str(f['replace_bf']).replace('-', ' ').title()} token."
    if "buff" in f:
        text = f"Buff {who}."
        if f.get("then_draw"):
            text += " Then, if it was buffed this way, draw 1."
        if f.get("buff_bonus"):
            text += f" Buffs give an additional +{f['buff_bonus']} [M] to friendly units this turn."
        return text
    if "might" in f and f["might"] == "killed":
        return f"Give {who} +[M] equal to the killed unit's Might this turn."
    if "might" in f:
        n = int(f["might"])
        span = "this combat" if f.get("until") == "combat" else "this turn"
        floor = f", to a minimum of {f['min']} [M]" if "min" in f else ""
        paid = ""
        if "if_paid" in f:
            more = int(f["if_paid"])
            sign = "+" if more >= 0 else ""
            paid = f" If you paid the additional cost, give {who} {sign}{more} [M] {span} instead."
        return f"Give {who} {'+' if n >= 0 else ''}{n} [M] {span}{floor}.{paid}"
    if "set" in f:
        return f"{_poss(who).capitalize()} Might becomes {f['set']} this turn."
    if "grant" in f:
        kws = " and ".join(_kw(k, int(v)) for k, v in sorted(f["grant"].items()))
        return f"Give {who} {kws} this turn."
    if "doom" in f:
        return f"Kill {who} the next time it takes damage this turn."
    if "play_from_trash" in f:
        raw = f["play_from_trash"]
        cost = cost_text(Cost(int(raw.get("energy", 0)), tuple(raw.get("power", []))))
        return f"Pay {cost} to play me from your trash."
    if "prevent" in f:
        amount = "all" if f["prevent"] == "all" else f"the next {f['prevent']}"
        return f"Prevent {amount} damage that would be dealt to {who} this turn."
    if "draw" in f:
        paid = f" If you paid the additional cost, draw {f['if_paid']} instead." if "if_paid" in f else ""
        return f"Draw {f['draw']}.{paid}"
    if "discard" in f:
        return f"Discard {f['discard']}."
    if "predict" in f:
        return f"Predict {f['predict']}."
    if "banish_top" in f:
        then = " When you conquer this turn, draw it." if f.get("conquer_draw") else ""
        return f"Banish the top card of your Main Deck.{then}"
    if "hook" in f:
        return (
            f"Look at the top {f['hook']} cards of your Main Deck. You may banish a unit from among them "
            "that has Might up to 1 more than the killed unit and play it, ignoring its cost. "
            "Then recycle the rest."
        )
    if "recycle_trash" in f:
        return f"Recycle {f['recycle_trash']} from your trash."
    if "channel" in f:
        return f"Channel {f['channel']} rune{'s' if int(f['channel']) > 1 else ''}" + (
            " exhausted." if f.get("exhausted") else "."
        )
    if "token" in f:
        n = int(f.get("count", 1))
        where = {"here": "here", "origin": "there"}.get(str(f.get("at")), "in your base")
        ready = "ready " if f.get("enters_ready") else "exhausted " if f.get("exhausted") else ""
        name = str(f["token"]).replace("-", " ").title()
        article = ("an" if (ready + name)[0] in "AEIOUaeiou" else "a") if n == 1 else str(n)
        return f"Play {article} {ready}{name} token{'s' if n > 1 else ''} {where}."
    if "ready_runes" in f:
        return f"Ready up to {f['ready_runes']} friendly runes."
    if "extra_turn" in f:
        return "Take a turn after this one."
    if "xp" in f:
        return f"Gain {f['xp']} XP."
    if "point" in f:
        return f"That player gains {f['point']} point."
    if "bonus_next_spell" in f:
        return f"The next spell you play this turn deals {f['bonus_next_spell']} Bonus Damage."
    return ""


BATTLEFIELD_WHEN = {
    "conquer": "When you conquer here",
    "hold": "When you hold here",
    "start": "At the start of each player's first Beginning Phase",
}


def _lead(a: Mapping[str, Any], battlefield: bool) -> str:
    when = str(a["when"])
    if battlefield and when in BATTLEFIELD_WHEN:
        return BATTLEFIELD_WHEN[when]
    if when == "spell" and a.get("min_cost"):
        return f"When you play a spell that costs {a['min_cost']} or more"
    if when == "ally_death" and a.get("non_recruit"):
        return "When another non-Recruit unit you control dies"
    if when == "ally_death" and a.get("first_each_turn"):
        return "The first time another unit you control dies each turn"
    return WHEN[when]


def _ability(a: Mapping[str, Any], battlefield: bool = False) -> str:
    specs = a.get("target", [])
    specs = [specs] if isinstance(specs, str) else list(specs)
    body = " ".join(instruction(f, specs) for f in a.get("do", []))
    if specs:
        body = f"Choose {TARGET[specs[0]]}. " + body
    if a.get("may"):
        body = "You may " + body[0].lower() + body[1:]
    if "static" in a:
        if a["static"] == "while_mighty":
            return (
                "While I'm Mighty, I have "
                + ", ".join(_kw(k, int(v)) for k, v in sorted(a["keywords"].items()))
                + "."
            )
        if a["static"] == "here_might" and a.get("tags"):
            tags = list(a["tags"])
            named = ", ".join(tags[:-1]) + ", and " + tags[-1] if len(tags) > 2 else " and ".join(tags)
            return f"{named} units here have +{a.get('amount', 1)} [M]."
        return STATIC[a["static"]].format(amount=a.get("amount", 1), min=a.get("min", 0))
    if "when" in a:
        cond = ", if I'm at a battlefield" if a.get("if_at_bf") else ""
        lead = _lead(a, battlefield)
        return f"{lead}[>] {body}" if a["when"] == "death" else f"{lead}{cond}, {body[0].lower()}{body[1:]}"
    raw = a["activate"]
    cost = cost_text(Cost(int(raw.get("energy", 0)), tuple(raw.get("power", []))))
    recycle = f"Recycle {raw['recycle_trash']} from your trash" if raw.get("recycle_trash") else ""
    if raw.get("discard"):
        recycle = f"Discard {raw['discard']}"
    kill = "Kill this" if raw.get("kill_self") else ""
    exhaust = "[E]" if raw.get("exhaust") else ""
    parts = [p for p in (kill, recycle, cost if cost != "[0]" else "", exhaust) if p]
    if "add" in a:
        add = a["add"]
        body = "[Add] " + cost_text(Cost(int(add.get("energy", 0)), tuple(add.get("power", [])))) + "."
    timing = f"[{a['timing'].title()}] — " if "timing" in a else ""
    only = " Use only while I'm at a battlefield." if a.get("only_at_bf") else ""
    return f"{', '.join(parts)}: {timing}{body}{only}"


def _mode(mode: Mapping[str, Any]) -> str:
    """A mode in words, its target named where the instruction says "it"."""
    specs = list(mode["target"])
    words = " ".join(instruction(f, specs) for f in mode["effects"])
    return words.replace(" it.", f" {TARGET[specs[0]]}.", 1) if len(specs) == 1 else words


def card_text(card: Card) -> str:
    """The rules text of a card, from its data."""
    lines = []
    kws = [_kw(k, v) for k, v in card.keywords.items() if k not in ("unique",)]
    if card.equip is not None:
        kws.append(f"[Equip] {cost_text(card.equip)}")
    if card.repeat is not None:
        kws.append(f"[Repeat] {cost_text(card.repeat)}")
    if kws:
        lines.append(" ".join(kws))
    if card.additional is not None:
        steps = " ".join(instruction(f, ()) for f in card.additional["do"])
        offer = f"you may pay {cost_text(card.additional['cost'])} as an additional cost."
        if steps:
            lines.append(f"As you play me, {offer} If you do, {steps[0].lower()}{steps[1:]}")
        else:
            lines.append(f"As you play this, {offer}")
    if card.extra_cost.get("kill") == "strongest_friendly":
        lines.append("As an additional cost to play this, kill the unit you control with the most Might.")
    elif card.extra_cost.get("kill"):
        played = "this" if card.type == "spell" else "me"
        lines.append(f"As an additional cost to play {played}, kill a friendly unit.")
    if card.extra_cost.get("may_kill"):
        lines.append("As an additional cost to play this, you may kill a friendly unit.")
    if card.extra_cost.get("may_discard"):
        lines.append(
            "As you play me, you may discard 1 as an additional cost. "
            f"If you do, reduce my cost by [{card.extra_cost['discount']}]."
        )
    if card.extra_cost.get("may_exhaust"):
        lines.append("As an additional cost to play this, you may exhaust a friendly unit.")
    if card.self_discount == "highest_might":
        lines.append("This spell's Energy cost is reduced by the highest Might among units you control.")
    if card.type == "rune":
        lines.append("[E]: [Reaction] — Add [1]. Recycle this: [Reaction] — Add [C].")
    if card.modes:
        lines.append("Choose one — " + " [or] ".join(_mode(m) for m in card.modes))
    if card.group:
        lines.append(f"Choose any number of units at a battlefield with total Might {card.group} or less.")
    elif len(card.targets) == 2 and card.targets[0] == card.targets[1] == "unit":
        lines.append("Choose two units.")
    elif card.targets:
        lines.append(f"Choose {' and '.join(TARGET[t] for t in card.targets)}.")
    if card.effects:
        lines.append(" ".join(instruction(f, card.targets) for f in card.effects))
    if card.legion is not None:
        if "cost_less" in card.legion:
            lines.append(f"[Legion][>] I cost [{card.legion['cost_less']}] less.")
        if "do" in card.legion:
            lines.append("[Legion][>] " + " ".join(instruction(f, card.targets) for f in card.legion["do"]))
    if card.level is not None:
        extra = []
        if card.level.get("might"):
            extra.append(f"+{card.level['might']} [M]")
        extra += [_kw(k, int(v)) for k, v in sorted(card.level.get("keywords", {}).items())]
        lines.append(f"[Level {card.level.get('n', 1)}][>] I have {' and '.join(extra)}.")
    lines += [_ability(a, card.type == "battlefield") for a in card.abilities]
    if card.bonus:
        lines.append(f"+{card.bonus} [M]")
    return "\n".join(line for line in lines if line)
