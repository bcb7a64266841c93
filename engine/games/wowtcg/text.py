"""Card text generated from the card data (CR 203): what a card says is what the engine does.

``card_text(card)`` gives the text box; ``type_line(card)`` the type line. Rules text only: no
reminder or flavor text.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.games.wowtcg.model import TRIGGERS, CardDef, Power, Target

_TO = {
    "target": "{t0}",
    "target2": "{t1}",
    "self": "{self}",
    "your_hero": "your hero",
    "attached": "attached character",
    "subject": "that character",
    "each_opposing": "each opposing hero and ally",
    "each_opposing_ally": "each opposing ally",
    "allies_in_party": "allies in your party",
    "other_char": "another hero or ally",
}
_KEYWORDS = {"long_range": "Long-Range", "stealthed": "stealthed"}


def _to(op: Mapping[str, Any], targets: Sequence[Target], name: str) -> str:
    words = _TO[str(op.get("to", "target"))]
    t = [d.describe() for d in targets] + ["target", "target"]
    if op.get("to", "target") == "target" and not targets:
        return "it"
    return words.format(t0=t[0], t1=t[1], self=name)


def _kw(kw: str) -> str:
    return _KEYWORDS.get(kw, kw)


def op_text(op: Mapping[str, Any], targets: Sequence[Target], name: str) -> str:
    """One op as a sentence (without the final period)."""
    kind = op["op"]
    to = _to(op, targets, name) if kind not in ("draw", "extra_turn", "token") else ""
    dur = {"turn": " this turn", "combat": " this combat", "game": ""}[str(op.get("duration", "turn"))]
    if kind == "damage":
        who = name if op.get("by") == "self" else "Your hero"
        dtype = op.get("dtype", "")
        return f"{who} deals {op['amount']} {dtype + ' ' if dtype else ''}damage to {to}"
    if kind == "heal":
        return f"Your hero heals {op['amount']} damage from {to}"
    if kind == "draw":
        n = int(op.get("count", 1))
        return "Draw a card" if n == 1 else f"Draw {n} cards"
    if kind == "discard":
        count = op.get("count", 1)
        who = "Its controller discards" if op.get("who") == "target_controller" else "Discard"
        if count == "dealt":
            return f"{who} a card for each damage dealt"
        return f"{who} {'a card' if count == 1 else f'{count} cards'}"
    simple = {
        "destroy": f"Destroy {to}",
        "bounce": f"Put {to} into its owner's hand",
        "ready": f"Ready {to}",
        "exhaust": f"Exhaust {to}",
        "extra_turn": "Take an extra turn after this one",
        "remove_deck": "Remove your deck from the game",
        "flip_quest": "Target player turns one of his or her quests face down",
        "move_attachment": (
            "If target ability is attached to a hero or ally, attach it to another hero or ally"
        ),
        "all_graveyard_allies_enter": "Players put all ally cards from their graveyards into play",
        "return_self_to_hand": f"Put {name} from your graveyard into your hand",
        "search_same_name": (
            "Its controller may search his or her deck for an ally card with the same name and put it into "
            "play exhausted"
        ),
        "reanimate_damaged": (
            "That player may put an ally card from his or her graveyard into play with damage on it equal to "
            "its health minus 1"
        ),
        "must_attack": f"This turn, {to} must attack if able and can attack only your hero if able",
        "control_while_exhausted": f"While {name} remains exhausted, you control {to}",
        "grant_destroy_power": f'{_cap(to)} has "[Activate] >>> Destroy target ally" this turn',
        "interrupt_ability": (
            "If you targeted a hero, you may interrupt an ability card played by its controller"
        ),
        "resource_from_deck": (
            "If your hero is stealthed, put the top card of your deck into your resource row "
            "face down and exhausted"
        ),
    }
    if kind in simple:
        return simple[kind]
    if kind == "exhaust_other_allies":
        return "Exhaust all other allies in your party. They can't ready during your next ready step"
    if kind == "token":
        unique = "unique " if op.get("unique") else ""
        named = f" named {op['name']}" if op.get("name") else ""
        stats = f"{op['atk']} ATK and {op['health']} health"
        text = f"Put a {unique}{op['tag']} ally token{named} with {stats} into play"
        if op.get("expires_next_turn_draw"):
            text += (
                f". At the start of your next turn, remove {op.get('name') or 'it'} from the game. "
                f"If you do, draw {op['expires_next_turn_draw']} cards"
            )
        return text
    if kind == "atk":
        cond = f" while {op['while']}" if op.get("while") else ""
        verb = "have" if op.get("to") == "allies_in_party" else "has"
        return f"{_cap(to)} {verb} +{op['amount']} ATK{cond}{dur}"
    if kind == "keyword":
        return f"{_cap(to)} has {_kw(str(op['kw']))}{dur}"
    if kind == "bubble":
        amount = "all damage" if op.get("amount", "all") == "all" else f"the next {op['amount']} damage"
        return f"Prevent {amount} that would be dealt to {to}{dur}"
    if kind == "may":
        inner = "; ".join(op_text(o, targets, name) for o in op["ops"])
        for verb in ("deals", "heals"):
            if inner.startswith(f"Your hero {verb} "):
                return "Your hero may " + verb[:-1] + inner[len("Your hero ") + len(verb) :]
        return "You may " + _lower(inner)
    if kind == "may_pay":
        inner = "; ".join(op_text(o, targets, name) for o in op["ops"])
        return f"You may pay ({op['amount']}). If you do, {_lower(inner)}"
    if kind == "unless_pay":
        inner = "; ".join(op_text(o, targets, name) for o in op["ops"])
        return f"{inner} unless its controller pays ({op['amount']})"
    if kind == "unless_discard":
        inner = "; ".join(op_text(o, targets, name) for o in op["ops"])
        return f"{inner} unless you discard {op['count']} cards"
    if kind == "remove_token_then_draw":
        return f"Remove that token from the game. If you do, draw {op.get('count', 2)} cards"
    raise AssertionError(f"no text for op {kind!r}")


def _ops_text(power: Power, name: str) -> str:
    return ". ".join(op_text(op, power.targets, name) for op in power.ops) + ("." if power.ops else "")


def _cost_text(cost: Mapping[str, Any], name: str) -> str:
    parts = []
    if cost.get("resources"):
        parts.append(f"({cost['resources']})")
    if cost.get("activate"):
        parts.append("[Activate]")
    if cost.get("damage_self"):
        parts.append(f"Put {cost['damage_self']} damage on {name}")
    if cost.get("destroy_self"):
        parts.append(f"Destroy {name}")
    if cost.get("remove_self"):
        parts.append(f"Remove {name} from the game")
    if cost.get("flip"):
        parts.append(f"Flip {name}")
    if cost.get("concede"):
        parts.append("Concede the game")
    return ", ".join(parts) or "(0)"


_CONTINUOUS = {
    "atk_per_ally": "{name} has +{amount} ATK for each ally in your party",
    "atk_per_other_same_name": "{name} has +{amount} ATK for each other ally named {name} in your party",
    "party_atk": "Other allies in your party have +{amount} ATK",
    "attack_only_self": "Opposing heroes and allies can attack only {name} if able",
    "double_hero_dtype": (
        "If your hero would deal {dtype} damage, it deals double that amount of damage instead"
    ),
    "hero_dealt_plus": (
        "If your hero would be dealt damage, it is dealt that amount of damage plus {amount} instead"
    ),
    "unpreventable_with_self": "Combat damage dealt by your hero with {name} can't be prevented",
    "attached_sheep": "Attached ally can't attack or protect, loses all powers, and is a Sheep",
    "replace_draw_from_removed": (
        "If you would draw a card, choose a card you removed and put it into your hand instead"
    ),
    "cost_less_per_ally": "{name} costs (1) less for each {tag} ally in your party",
    "hand_size": "Your maximum hand size is increased by {amount}",
    "may_not_ready": "You may choose not to ready {name} during your ready step",
}


def continuous_text(power: Mapping[str, Any], name: str) -> str:
    op = power["op"]
    icon = f"[{str(power['needs']).title()}]: " if power.get("needs") else ""
    fields = {
        "name": name,
        "amount": power.get("amount", 1),
        "dtype": power.get("dtype", ""),
        "tag": power.get("tag", ""),
    }
    if op == "hero_atk":
        cond = " while attacking" if power.get("while") == "attacking" else ""
        return f"Your hero has +{power.get('amount', 1)} ATK{cond}"
    if op == "keyword":
        return f"{icon}{name} has {_kw(str(power['kw']))}"
    if op == "hero_keyword":
        kw = str(power["kw"])
        return "Your hero is stealthed" if kw == "stealthed" else f"Your hero has {_kw(kw)}"
    if op == "hero_deals_plus":
        what = "damage with an ability" if power.get("with_ability") else "damage"
        plus = power.get("amount", 1)
        return f"If your hero would deal {what}, it deals that amount of damage plus {plus} instead"
    return icon + _CONTINUOUS[op].format(**fields)


def trigger_text(power: Power, name: str) -> str:
    """One triggered power's sentence ("When X enters play, draw a card."), as its card prints it;
    also how a trigger-order choice names each waiting effect."""
    cond = ", if you have four or more cards in your hand" if power.cond == "hand_4" else ""
    ops = _ops_text(power, name)
    return f"{TRIGGERS[power.when].format(self=name)}{cond}, {ops if ops.startswith(name) else _lower(ops)}"


def type_line(card: CardDef) -> str:
    """ "Instant Ability—Fire", "Ally—Orc Warrior, Unique", "Weapon—Sword, Melee (1)"."""
    head = ("Instant " if card.instant else "") + card.type.title()
    subs = list(card.subtypes) + [t for t in card.tags if not card.limit or t != card.limit[0]]
    line = head + ("—" + " ".join(subs) if subs else "")
    right = []
    if card.totem:
        right.append("Totem")
    if card.limit:
        right.append(f"{card.limit[0]} ({card.limit[1]})")
    if card.unique:
        right.append("Unique")
    if card.unlimited:
        right.append("Unlimited")
    return line + (", " + ", ".join(right) if right else "")


def card_text(card: CardDef) -> str:
    """The text box, one power per paragraph (CR 203.2)."""
    name = card.name
    paras: list[str] = []
    if card.keywords:
        paras.append(", ".join(_kw(k).title() if k != "long_range" else "Long-Range" for k in card.keywords))
    for key, label in (
        (card.alt_cost, "rather than pay"),
        (card.extra_cost, "as an additional cost to play"),
    ):
        if key.get("exhaust_tag"):
            verb = (
                f"You may exhaust one of your {key['exhaust_tag']}s {label} {name}'s cost"
                if label.startswith("rather")
                else f"As an additional cost to play {name}, exhaust one of your {key['exhaust_tag']}s"
            )
            paras.append(verb + ".")
    front: list[str] = []
    if card.attach is not None:
        front.append(f"Attach to {card.attach.describe()}.")
    if card.type == "hero" and card.play is not None:
        paras.append(
            f"{_cost_text(dict(card.play.cost) | {'flip': True}, name)} >>> {_ops_text(card.play, name)}"
        )
    elif card.play is not None and card.play.ops:
        front.append(_ops_text(card.play, name))
    if front:
        paras.append(" ".join(front))
    ongoing: list[str] = []
    for c in card.continuous:
        ongoing.append(continuous_text(c, name) + ".")
    ongoing.extend(trigger_text(t, name) for t in card.triggers)
    if card.ongoing:
        paras.append("Ongoing: " + " ".join(ongoing) if ongoing else "Ongoing.")
    else:
        paras.extend(ongoing)
    for p in card.payments:
        limit = " Use only once per turn." if p.once_per_turn else ""
        icon = f"[{p.needs.title()}]: " if p.needs else ""
        paras.append(f"{icon}{_cost_text(p.cost, name)} >>> {_ops_text(p, name) or 'Hearth.'}{limit}")
    if card.quest is not None:
        cost = _cost_text(card.quest.cost, name) if card.quest.cost else ""
        lead = f"Pay {cost} to complete this quest. " if cost else ""
        paras.append(f"{lead}Reward: {_ops_text(card.quest, name)}")
    return "\n".join(paras)


def _cap(text: str) -> str:
    return text[0].upper() + text[1:] if text else text


def _lower(text: str) -> str:
    return text[0].lower() + text[1:] if text else text
