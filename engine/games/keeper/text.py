"""Card text generated from card data in the rulebook's grammar (Abilities, Keywords).

An ability reads ``NAME – Condition (ghost-play): Cost, cost → Sentence. Sentence. (tutorial)``: the
name only on minions, no condition text for the standard condition, one sentence per sub-ability,
"it" for a selection that can only ever hold one card and "the targets" otherwise.
"""

from __future__ import annotations

from engine.games.keeper.cards import CONDITIONS, COSTS, SELECTORS, Ability, Card, Cost, Effect, Sub, Target


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 17th ... for Edition Indicators."""
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th') }"


def _plural(n: int, one: str, many: str) -> str:
    return one if n == 1 else many


def _counter_name(kind: str) -> str:
    return f"{kind.capitalize()} Counter"


def effect_text(e: Effect, it: str) -> str:
    """One effect's words; ``it`` is "it" or "the targets"."""
    if e.op == "down_level":
        return f"down-level {it} by {e.n}"
    if e.op == "boost_sp":
        return f"increase the SP of {it} by {e.n}"
    if e.op == "damage":
        return f"inflict {e.n} damage to {it}"
    if e.op == "counter":
        return f"place {e.n} {_plural(e.n, _counter_name(e.counter), _counter_name(e.counter) + 's')} on {it}"
    if e.op == "draw":
        return f"draw {e.n} {_plural(e.n, 'card', 'cards')}"
    if e.op == "dice_burn":
        return f"{e.n}-dice-burn the battlefield"
    if e.op == "dice_heal":
        return f"{e.n}-dice-heal yourself"
    if e.op == "dice_wound":
        return f"{e.n}-dice-wound enemy"
    if e.op == "craft":
        return f"craft {e.n} level {e.level} {_plural(e.n, 'pawn', 'pawns')}"
    return f"{e.op.replace('_', '-')} {it}"


def target_text(t: Target) -> str:
    """The target selection words, without the effects."""
    noun = SELECTORS[t.what][0 if t.count == 1 else 1]
    count = f"up to {t.count}" if t.up_to else str(t.count)
    if t.what == "this":
        return "target this card"
    if t.what == "excavate":
        return f"excavate {t.excavate} {_plural(t.excavate, 'card', 'cards')} and target {count} {noun}"
    if t.what == "enemy_hand":
        return f"see enemy's hand and target {count} {noun}"
    return f"target {count} {noun}"


def _join(parts: list[str]) -> str:
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def sub_text(sub: Sub) -> str:
    """One sentence."""
    it = "it" if sub.target is not None and sub.target.count == 1 else "the targets"
    words = _join([effect_text(e, it) for e in sub.effects])
    if sub.target is not None:
        sep = ", then " if sub.target.what in ("excavate", "enemy_hand") else " and "
        words = target_text(sub.target) + sep + words
    return words[0].upper() + words[1:] + "."


def cost_text(c: Cost) -> str:
    one, many = COSTS[c.kind]
    return (one if c.n == 1 or not many else many).format(n=c.n)


def condition_text(a: Ability) -> str:
    """The activation condition with its colon, or "" for the standard condition."""
    words = CONDITIONS[a.condition]
    if a.ghost:
        words += " (ghost-play)"
    elif a.hex:
        words += " (hex-play)"
    return f"{words}:" if words else ""


def ability_text(a: Ability) -> str:
    """The whole paragraph of one ability."""
    parts: list[str] = []
    if a.name:
        parts.append(f"{a.name} –")
    cond = condition_text(a)
    if cond:
        parts.append(cond)
    if a.costs:
        costs = ", ".join(cost_text(c) for c in a.costs)
        parts.append(costs[0].upper() + costs[1:] + " →")
    parts.append(" ".join(sub_text(s) for s in a.subs))
    if a.tutorial:
        parts.append(f"({a.tutorial})")
    return " ".join(parts)


def card_text(card: Card) -> str:
    """The ability text of a card, one paragraph per ability."""
    return "\n".join(ability_text(a) for a in card.abilities)


def stat_line(card: Card) -> str:
    """Level, SP/HP (minions), Ultra Points and the Edition Indicator on one line."""
    bits = [f"Level {card.level}"]
    if card.kind == "minion":
        bits.append(f"{card.sp} SP / {card.hp} HP")
    if card.ultra:
        bits.append(f"{card.ultra} UP")
    bits.append(f"{ordinal(card.edition)} Edition")
    return " · ".join(bits)


def card_face(card: Card) -> str:
    """Everything printed on the card, for logs, the builder preview and docs."""
    lines = [f"{card.name} ({card.kind})", stat_line(card)]
    text = card_text(card)
    if text:
        lines.append(text)
    if card.flavor:
        lines.append(f"“{card.flavor}”")
    return "\n".join(lines)
