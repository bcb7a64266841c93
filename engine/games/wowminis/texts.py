"""Card and character text generated from the data (what a player reads is what the engine does).

``ability_text``, ``card_text`` and ``character_text`` build the displayed text of an ability, an
Action Bar card and a character card from the content model; every effect's sentence comes from
its op's template (effects.op_text).
"""

from __future__ import annotations

from engine.games.wowminis import counters
from engine.games.wowminis.effects import op_text
from engine.games.wowminis.model import Ability, CardDef, CharacterDef, Replacement


def ability_text(ab: Ability, card_name: str = "this card") -> str:
    """The displayed text of an ability, e.g. ``Python Grab [T3 R1 P5] (Melee) ...``."""
    head = f"{ab.name} [{ab.stats}]"
    if ab.damage_type:
        head += f" ({ab.damage_type.capitalize()})"
    bits: list[str] = []
    if ab.speed == "instant":
        bits.append("Instant.")
    if ab.channel:
        bits.append(f"Channel [T{ab.stats.cost}].")
    if ab.aoe:
        bits.append("AOE.")
    elif ab.targets > 1:
        bits.append(f"Up to {ab.targets} targets.")
    target = "target enemy" if ab.hostile else "target"
    bits.extend(op_text(e, card_name, target=target) for e in ab.effects)
    if ab.modes:
        modes = (" ".join(op_text(e, card_name, target=target) for e in m.effects) for m in ab.modes)
        bits.append("Choose one: " + "; ".join(m.rstrip(".") for m in modes) + ".")
    if ab.crit:
        bits.append("[Crit]: " + " ".join(op_text(e, card_name) for e in ab.crit))
    return " ".join([head, *bits])


def _mods_text(mods: tuple[tuple[str, int], ...], who: str) -> str:
    return " ".join(f"{who} has {stat.capitalize()} {amount:+d}." for stat, amount in mods)


def card_text(card: CardDef) -> str:
    """The displayed text of an Action Bar card, generated from its data."""
    lines: list[str] = []
    tag = card.category.capitalize() if card.category != "action" else "Action"
    if card.category == "equipment":
        lines.append(f"{card.name} — Equipment ({card.slot.replace('_', '-')}), honor +{card.equipment_cost}")
    else:
        lines.append(
            f"{card.name} — {tag} {card.type.capitalize()}, cost {card.cost}"
            + (f" {card.range_text}" if card.range_text else "")
        )
    if card.ability is not None:
        lines.append(ability_text(card.ability, card.name))
    if card.buff is not None:
        who = "Debuffed enemy" if card.type == "debuff" else "Buffed ally"
        b = card.buff
        holder = "debuffed enemy" if card.type == "debuff" else "buffed ally"
        lines.extend(op_text(e, card.name, holder) for e in b.on_attach)
        if b.counters:
            put = " and ".join(counters.amount_text(name, n, in_words=True) for name, n in b.counters)
            lines.append(f"Put {put} on the {holder}; they go when this {card.type} goes.")
        if b.modifiers:
            lines.append(_mods_text(b.modifiers, who))
        if b.absorb:
            lines.append(
                f"Prevent the next {b.absorb} damage that would be dealt to {holder}; then remove this buff."
            )
        if b.replace is not None:
            lines.append(_replacement_text(b.replace, holder, card.type))
        if "must_reroll_success" in b.statuses:
            lines.append(f"{holder[:1].upper()}{holder[1:]} must reroll 1 success while attacking.")
        if "cant_be_healed" in b.statuses:
            lines.append(f"{who} can't be healed.")
        if b.end_of_tick:
            lines.append(
                f"At the end of {_ticks_text(b.end_of_tick_ticks)}: "
                + " ".join(op_text(e, card.name, holder) for e in b.end_of_tick)
            )
        if b.duration != "none":
            # After what the buff does, so its effect leads.
            lasts = {
                "this_turn": "this turn",
                "until_your_next_turn": "until the start of your next turn",
                "end_of_round": "until the end of the round",
            }[b.duration]
            lines.append(f"Lasts {lasts}.")
    if card.react is not None:
        lines.append(_react_text(card))
    if card.form is not None:
        lines.append("Change into this form (set this card aside; drop out as an instant).")
        if card.form.modifiers:
            lines.append(_mods_text(card.form.modifiers, "This character"))
        lines.extend(ability_text(a, card.name) for a in card.form.abilities)
    if card.pet:
        lines.append(f"Summon the pet {card.pet.replace('_', ' ').title()} next to this character.")
    if card.totem is not None:
        lines.append(f"Summon a totem with Health {card.totem.health} in this character's space.")
        if card.totem.reroll_damage_type:
            dtype = card.totem.reroll_damage_type.capitalize()
            lines.append(
                f"Allies on or adjacent to this totem may reroll {card.totem.reroll_dice} die while "
                f"making ({dtype}) attacks."
            )
    if card.category == "equipment" and card.modifiers:
        lines.append(_mods_text(card.modifiers, "This character"))

    return "\n".join(lines)


def _replacement_text(rep: Replacement, holder: str, kind: str = "buff") -> str:
    when = "The next time" if rep.uses == "next" else "Each time"
    would, instead = {
        ("damage", "add"): ("be dealt damage", f"it's dealt that damage +{rep.amount} instead"),
        ("damage", "halve"): ("be dealt damage", "it's dealt half that damage (rounded down) instead"),
        ("damage", "redirect"): (
            "be dealt damage",
            "the character that attached this buff is dealt that damage instead",
        ),
        ("heal", "add"): ("heal", f"it heals that much +{rep.amount} instead"),
        ("heal", "halve"): ("heal", "it heals half that much (rounded down) instead"),
        ("move", "stay"): ("move", "it doesn't move instead"),
        ("destroyed", "survive"): ("be destroyed", f"its health becomes {rep.amount} instead"),
    }[(rep.event, rep.change)]
    tail = f"; then remove this {kind}." if rep.uses == "next" else "."
    return f"{when} the {holder} would {would}, {instead}{tail}"


def _react_text(card: CardDef) -> str:
    react = card.react
    assert react is not None
    if react.window == "start_of_tick":
        when = "Play only at the start of a tick before any characters have taken a turn."
    elif react.window == "attacked_no_damage":
        when = "Play only if this character was attacked and took no damage this turn."
    elif react.window == "enemy_ticks_up":
        when = "Play only when an enemy ticks this character up."
    elif react.window == "crit_rolled":
        when = "Play only when this character rolls a [Crit] on any die roll."
    elif react.window == "attack_targets":
        kind = f"[{react.attack_kind.capitalize()}] " if react.attack_kind else ""
        who = (
            "this character or an adjacent ally"
            if react.protects == "self_or_adjacent_ally"
            else "this character"
        )
        when = f"Play only when a {kind}attack targets {who}."
    else:
        kind = f"non-[{react.not_kind.capitalize()}] " if react.not_kind else ""
        where = " within range" if card.range_text else ""
        when = f"Play only when an enemy{where} plays a {kind}ability."
    return " ".join([when, *(op_text(e, card.name) for e in react.effects)])


def _ticks_text(ticks: tuple[int, ...]) -> str:
    return ("tick " if len(ticks) == 1 else "ticks ") + "/".join(str(t) for t in ticks)


def character_text(char: CharacterDef) -> str:
    """The displayed text of a character card, generated from its data."""
    lines = [
        f"{char.name} — {char.race}"
        + (f" {char.cls}" if char.cls else "")
        + (f" ({char.talent})" if char.talent else "")
        + f", {char.faction.capitalize()}, honor {char.honor}"
    ]
    if char.legendary:
        lines.append("Legendary.")
    lines.append(f"Armor {char.armor}, Resist {char.resist}, Health {char.health}")
    lines.append(ability_text(char.attack))
    lines.extend(ability_text(a) for a in char.abilities)
    for kw in char.keywords:
        lines.append(kw.replace("_", " ").capitalize() + ".")
    for s in char.statics:
        who = "Adjacent allies have" if s.who == "adjacent_allies" else "This character has"
        lines.append(f"{s.name}: {who} {s.stat.capitalize()} {s.amount:+d}.")
    for t in char.triggers:
        who = {
            "adjacent_enemies": "each adjacent enemy",
            "adjacent_allies": "each adjacent ally",
            "self": "this character",
        }[t.who]
        if t.max_health_left is not None:
            who += f" with health {t.max_health_left} or less"
        if t.on == "enemy_moves_adjacent":
            effects = " ".join(op_text(e, target="that enemy") for e in t.effects)
            when = "Whenever an enemy moves into a space adjacent to this character"
        elif t.on == "enemy_stops_adjacent":
            effects = " ".join(op_text(e, target="that enemy") for e in t.effects)
            when = "Whenever an enemy stops moving in a space adjacent to this character"
        else:
            effects = " ".join(op_text(e, target=who) for e in t.effects)
            when = f"At the end of {_ticks_text(t.ticks)}"
        lines.append(f"{t.name}: {when}, {effects[:1].lower()}{effects[1:]}")
    if "fire_talent_cards" in char.card_rules:
        lines.append(
            f"Fire Creature: {char.name} can have Fire talent cards in its Action Bar. "
            "(Text restrictions still apply.)"
        )
    return "\n".join(lines)
