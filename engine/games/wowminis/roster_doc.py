"""The tables of docs/wowminis-roster.md, generated from the content so the page cannot go stale.

The page keeps its hand-written prose (intro, stat notation, the balance section) outside marked
regions; ``update_roster_page`` rewrites only what lies between each region's marks:

    <!-- roster:characters:start -->  ...  <!-- roster:characters:end -->

Each region holds a table and every row's generated text (texts.py, the text players see). What the
content files do not say, where a design comes from and what a ready-made party is for, is kept here
by id; an id without a note, or a note for an id the content lacks, is refused so a new character,
card or party cannot reach the page without one. ``python main.py docs roster`` regenerates the page.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from engine.core import BadInputError
from engine.games.wowminis.model import CATEGORIES, FACTIONS, CardDef, Catalog, CharacterDef, PartyDef
from engine.games.wowminis.texts import card_text, character_text

ROSTER_PAGE = "docs/wowminis-roster.md"
REGIONS: tuple[str, ...] = ("characters", "cards", "parties")
NOTES_SOURCE = "engine/games/wowminis/roster_doc.py"

_OWN = "own design"

CHARACTER_SOURCES: Mapping[str, str] = {
    "jaina": _OWN,
    "tirion": _OWN,
    "danath": _OWN,
    "hodoon": "Rulebook: named; Devotion Aura (adjacent allies Armor +1) from the rulebook; other stats ours",
    "parvink": "Rulebook: named (Heart Murmur example); stats ours",
    "shaw": _OWN,
    "lotherin": "Rulebook: named; main-attack crit (damage adjacent enemies, heal adjacent allies) from the "
    "rulebook, amounts ours",
    "ruby": "Rulebook: named (Harvest Golem and Devotion Aura examples); stats ours",
    "thrall": _OWN,
    "drekthar": _OWN,
    "grom": _OWN,
    "haruka": "Rulebook: named (Strength of Earth example); stats ours",
    "aethas": _OWN,
    "rokhan": _OWN,
    "zalazane": _OWN,
    "fury": "Rulebook: named (Call Fury's pet); stats ours",
    "tidehunter": "Rulebook: named; Python Grab [T3 R1 P5] (Melee) and its crit from the rulebook; "
    "other stats ours",
    "vancleef": _OWN,
    "kaelthas": "Rulebook: named (only holder of Kael'thas's Flamestrike); stats ours",
    "dralor": "Rulebook: named (Python Grab example); stats ours; carries the rulebook's unnamed trigger "
    "(ticks 5/10, adjacent enemy with health 4 or less takes 1 damage)",
    "fire_spirit": "Rulebook: named; honor 8 and Fire Creature from the rulebook; other stats ours",
    "harvest_golem": "Rulebook: named with Harvest Flesh (reacts to adjacent movement); numbers ours",
    "hellcaller": "Rulebook: named with Heart Murmur (end of tick 5); numbers ours",
    "pillager": _OWN,
    "mosshide_trapper": "own design (gnoll of the WoW setting); "
    'Snare Trap is a "stop moving" trigger (404.4)',
}
"""Where each character comes from; "Rulebook: ..." says which of its numbers the rulebook gives."""

CARD_SOURCES: Mapping[str, str] = {
    "blizzard": _OWN,
    "chain_lightning": _OWN,
    "concussive_shot": _OWN,
    "fireball": _OWN,
    "flamestrike": "Rulebook: named; T2 R2, Fire tree, Kael'thas only from the rulebook; power 4 ours",
    "hammer_of_justice": _OWN,
    "heroic_strike": _OWN,
    "mind_blast": "Rulebook: named (playable in Shadowform); numbers ours",
    "power_word_fortitude": _OWN,
    "power_word_shield": _OWN,
    "rejuvenation": "Rulebook: named; heal 2 at the end of ticks 5/10 from the rulebook; cost and range ours",
    "corruption": "Rulebook: named; 2 damage at the end of ticks 5/10 from the rulebook; cost and range ours",
    "curse_of_weakness": _OWN,
    "bear_form": "Rulebook: named (grants a physical attack); numbers ours",
    "shadowform": "Rulebook: named (grants no payment ability); modifier ours",
    "greater_heal": _OWN,
    "call_fury": "Rulebook: named; core T3 from the rulebook",
    "strength_of_earth_totem": "Rulebook: named; reroll 1 die on (Melee) attacks from the rulebook; "
    "health ours",
    "blade_of_the_tides": _OWN,
    "shield_of_valor": _OWN,
    "talisman_of_vigor": _OWN,
    "wand_of_sparks": _OWN,
    "sprint": _OWN,
    "mortal_strike": "Rulebook: named; Instant debuff, 1 damage and can't be healed from the rulebook; "
    "cost ours",
    "arcane_shot": "Rulebook: named; text from the rulebook; cost ours",
    "blink": _OWN,
    "cold_blood": "Rulebook: named (die-changing after rerolls); cost ours",
    "elemental_charge": "Rulebook: named; T0, Elemental race, Instant and its text from the rulebook",
    "intervene": _OWN,
    "stoneclaw_totem": "Rulebook: named (Mortal Strike example); health ours",
    "adrenaline": _OWN,
    "blessing_of_protection": "Rulebook: named; text from the rulebook; cost ours",
    "counterspell": "Rulebook: named; text from the rulebook; cost and range ours",
    "riposte": _OWN,
    "vanish": _OWN,
    "divine_favor": "own design; modal (703.1b)",
    "hellfire": "own design (WoW spell); counts Soul Shard counters (401)",
    "thunder_clap": 'own design (WoW spell); a "may" step (706.4)',
    "mind_control": "own design (WoW spell); control change (400.3)",
    "blessing_of_sacrifice": "own design (WoW spell); redirecting replacement (709)",
    "pain_suppression": "own design (WoW spell); halving replacement, once (709)",
    "shield_wall": "own design (WoW spell); halving replacement, each time (709)",
    "hunters_mark": "own design (WoW spell); +2 damage replacement (709)",
    "dark_pact": "own design (WoW spell); puts Soul Shard counters (401)",
    "bloodrage": "own design (WoW spell); a +1 power stat counter (401.1b)",
    "inner_fire": "own design (WoW spell); a buff adding stat counters (301.2e)",
    "arcane_explosion": "own design (WoW spell); counters on its own card (401.1, 401.1e)",
    "spellsteal": "own design (WoW spell); moves an enemy's buff with its counters to the mage (301.3)",
    "kick": "own design (WoW spell); [Crit]: the defender exhausts a card, even if destroyed (602.2)",
    "rampage": "own design (WoW spell); [Crit]: a +1 power counter on its own card (401.1b, 401.1e)",
    "entangling_roots": 'own design (WoW spell); "would move" replacement (709.5)',
    "frost_nova": 'own design (WoW spell); "would move" replacement (709.5)',
    "guardian_spirit": 'own design (WoW spell); "would be destroyed" replacement (709.2b)',
    "ardent_defender": 'own design (WoW spell); "would be destroyed" replacement, self (709.2b)',
    "blessing_of_light": 'own design (WoW spell); "would heal" +2 replacement, each time (709.2b)',
    "wound_poison": 'own design (WoW spell); "would heal" halving replacement, each time (709.2b)',
}
"""Where each Action Bar card comes from, in the same form as the characters' notes."""

PARTY_STYLES: Mapping[str, str] = {
    "alliance_guard": "legendary frost mage behind a protector paladin, with a healer",
    "alliance_strike": "melee: a taunting warrior, a stealthy rogue and a bear-form druid",
    "alliance_wardens": "aura paladin, arcane mage and a druid who heals or tanks",
    "horde_seers": "ranged casters: lightning, fire and a healer",
    "horde_shadows": "stealth and tricks: rogue, shadow priest, hunter with a pet",
    "horde_warband": "legendary melee shaman and a taunting warrior, with a hunter",
    "monster_defias": "stealthy legendary rogue, a golem that punishes approach, a fire caster",
    "monster_depths": "hard-hitting monsters with damaging auras and a warlock",
    "monster_tempest": "fire casters around a legendary mage",
}
"""How each ready-made party plays, in a few words."""


def _checked_notes(kind: str, table_name: str, notes: Mapping[str, str], ids: list[str]) -> None:
    """Every id has a note and every note an id, so the page lists exactly the content."""
    missing = sorted(set(ids) - set(notes))
    if missing:
        raise BadInputError(
            NOTES_SOURCE, f"no note for {kind} {', '.join(map(repr, missing))}: add one to {table_name}"
        )
    unknown = sorted(set(notes) - set(ids))
    if unknown:
        raise BadInputError(
            NOTES_SOURCE,
            f"{table_name} has a note for {kind} {', '.join(map(repr, unknown))} the content lacks",
        )


def _table(header: tuple[str, ...], rows: list[tuple[str, ...]]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines.extend("| " + " | ".join(row) + " |" for row in rows)
    return "\n".join(lines)


def _texts(texts: list[str]) -> str:
    return "Generated text:\n\n" + "\n\n".join(f"```\n{text}\n```" for text in texts)


def _characters(catalog: Catalog) -> str:
    chars = sorted(catalog.characters.values(), key=lambda c: (FACTIONS.index(c.faction), -c.honor, c.id))
    _checked_notes("character", "CHARACTER_SOURCES", CHARACTER_SOURCES, [c.id for c in chars])

    def row(c: CharacterDef) -> tuple[str, ...]:
        honor = f"{c.honor} (legendary)" if c.legendary else str(c.honor)
        cls = c.cls or ("pet" if c.pet else "classless")
        stats = f"{c.armor}/{c.resist}/{c.health}"
        return (f"`{c.id}`", c.name, c.faction, cls, honor, stats, CHARACTER_SOURCES[c.id])

    table = _table(("id", "name", "faction", "class", "honor", "A/R/H", "source"), [row(c) for c in chars])
    return table + "\n\n" + _texts([character_text(c) for c in chars])


def _restriction(card: CardDef) -> str:
    res = card.restriction
    parts = [
        f"{label}: {value}"
        for label, value in (
            ("name", res.name),
            ("race", res.race),
            ("class", res.cls),
            ("talent", res.talent),
            ("only", res.only),
        )
        if value
    ]
    if card.category == "equipment":
        parts.append("classes: " + ", ".join(card.equipment_classes))
    return "; ".join(parts) or "none"


def _cards(catalog: Catalog) -> str:
    cards = sorted(catalog.cards.values(), key=lambda c: (CATEGORIES.index(c.category), c.type, c.id))
    _checked_notes("card", "CARD_SOURCES", CARD_SOURCES, [c.id for c in cards])
    used_by: dict[str, list[str]] = {c.id: [] for c in cards}
    for party in sorted(catalog.parties.values(), key=lambda p: p.id):
        for cid in sorted({cid for m in party.members for cid in m.cards}):
            used_by[cid].append(party.id)

    def row(c: CardDef) -> tuple[str, ...]:
        parties = ", ".join(used_by[c.id]) or "—"
        return (f"`{c.id}`", c.name, c.category, c.type, _restriction(c), parties, CARD_SOURCES[c.id])

    table = _table(
        ("id", "name", "category", "type", "restriction", "in parties", "source"), [row(c) for c in cards]
    )
    return table + "\n\n" + _texts([card_text(c) for c in cards])


def _party_honor(catalog: Catalog, party: PartyDef) -> int:
    """A party's honor total at setup (102.1): its characters' honor plus face-up equipment costs."""
    return sum(
        catalog.characters[m.character].honor
        + sum(catalog.cards[cid].equipment_cost for cid in m.equipment_up)
        for m in party.members
    )


def _parties(catalog: Catalog) -> str:
    parties = sorted(catalog.parties.values(), key=lambda p: p.id)
    _checked_notes("party", "PARTY_STYLES", PARTY_STYLES, [p.id for p in parties])

    def members(party: PartyDef) -> str:
        out = []
        for m in party.members:
            cards = ", ".join(f"{cid}*" if cid in m.equipment_up else cid for cid in m.cards)
            out.append(f"{catalog.characters[m.character].name} ({cards or 'no cards'})")
        return "; ".join(out)

    rows: list[tuple[str, ...]] = [
        (f"`{p.id}`", p.name, p.faction, PARTY_STYLES[p.id], str(_party_honor(catalog, p)), members(p))
        for p in parties
    ]
    return _table(("id", "name", "faction", "style", "honor total", "members (cards; * = face up)"), rows)


_BUILDERS: Mapping[str, Callable[[Catalog], str]] = {
    "characters": _characters,
    "cards": _cards,
    "parties": _parties,
}


def roster_regions(catalog: Catalog) -> dict[str, str]:
    """The generated Markdown of each region, by name (REGIONS order).

    :raises BadInputError: a character, card or party has no note here, or a note names nothing.
    """
    return {name: _BUILDERS[name](catalog) for name in REGIONS}


def region_marks(name: str) -> tuple[str, str]:
    """The start and end lines that enclose region ``name`` in the page."""
    return f"<!-- roster:{name}:start -->", f"<!-- roster:{name}:end -->"


def update_roster_page(page: str, catalog: Catalog, source: str = ROSTER_PAGE) -> str:
    """``page`` with each region's body regenerated; everything outside the marks is kept as it is.

    :raises BadInputError: a region's marks are missing, repeated or out of order in ``source``,
        or a note is missing (see ``roster_regions``).
    """
    for name, body in roster_regions(catalog).items():
        start, end = region_marks(name)
        if page.count(start) != 1 or page.count(end) != 1 or page.index(start) > page.index(end):
            raise BadInputError(source, f"needs one {start!r} line and after it one {end!r} line")
        head, rest = page.split(start)
        tail = rest.split(end)[1]
        page = f"{head}{start}\n\n{body}\n\n{end}{tail}"
    return page
