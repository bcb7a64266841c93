"""Card definitions: card facts plus the effect data of ``content/cards/*.json``, validated and compiled.

A ``CardDef`` is immutable and shared by every state of a game. Its numbers, type, class and keywords
come from the card facts (``CardFacts`` under a stat profile); what the card does comes from one entry
of the effect data, compiled once into ``Effect``, ``Trigger``, ``Aura`` and ``CostAura`` values whose
vocabulary is documented in ``docs/hearthstone-effects.md``. A minion whose only text is keywords
(Taunt, Charge, Divine Shield, Windfury, Stealth, Spell Damage, Poisonous, Lifesteal, Rush, Overload)
needs no data entry: ``keyword_only`` recognises it from its tags and text.

``load_catalog`` reads every data file of a folder; any problem raises ``BadInputError`` naming the
file, the card and the problem.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from engine.core.errors import BadInputError
from engine.games.hearthstone.cardfacts import CardDB, CardFacts
from engine.games.hearthstone.model import TAG_KEYWORDS, Entity

if TYPE_CHECKING:
    from engine.games.hearthstone.rules import Ctx
    from engine.games.hearthstone.state import HearthstoneState

CARDS_DIR = Path(__file__).parent / "content" / "cards"
"""The shipped effect data: one JSON list of card entries per file."""

ENTRY_KEYS = frozenset(
    {
        "id",
        "target",
        "play",
        "combo",
        "choose",
        "deathrattle",
        "triggers",
        "secret",
        "aura",
        "other_aura",
        "cost_aura",
        "self_cost",
        "enrage",
        "grant",
        "freeze_on_damage",
        "attack_equals_health",
        "requires",
        "notes",
    }
)

_KEYWORD_TEXT = re.compile(
    r"^(?:<b>(?:Taunt|Charge|Divine Shield|Windfury|Stealth|Poisonous|Lifesteal|Rush|Elusive)</b>|"
    r"<b>Spell Damage \+\d</b>|<b>Overload:</b> \(\d\))(?:[ ,.\n]+|$)"
)


def keyword_only(facts: CardFacts) -> bool:
    """A minion or weapon whose text is nothing but keywords the tags already carry (or no text)."""
    if facts.card_type not in ("minion", "weapon"):
        return False
    text = facts.text.replace("[x]", "").strip()
    while text:
        match = _KEYWORD_TEXT.match(text)
        if match is None:
            return False
        text = text[match.end() :].strip()
    return True


@dataclass(frozen=True, eq=False)
class Effect:
    """One compiled effect: its op, its parameters and any nested effect lists (``then``/``else``)."""

    op: str
    fn: Callable[[HearthstoneState, Ctx, Effect], None]
    params: Mapping[str, Any]
    then: tuple[Effect, ...] = ()
    otherwise: tuple[Effect, ...] = ()
    card: CardDef | None = None

    def run(self, s: HearthstoneState, ctx: Ctx) -> None:
        self.fn(s, ctx, self)

    def get(self, key: str, default: Any = None) -> Any:
        return self.params.get(key, default)


SubjectTest = Callable[["HearthstoneState", Entity, Entity, int], bool]
CondTest = Callable[["HearthstoneState", Entity, Entity, "Entity | None"], bool]


@dataclass(frozen=True, eq=False)
class Trigger:
    """A triggered ability: the event it listens to, whom it watches, its conditions and its effects.

    ``conds_queue`` are queuing conditions (checked when the Queue is filled), ``conds_trigger``
    trigger conditions (checked just before it resolves, Rule 10b). ``priority`` orders it within its
    player's half of a queue (``1`` = always last, like Redemption); ``pre_check`` means its host must
    have been in play when the Sequence started (After-Play and After-Spell triggers, Patch 9.2).
    """

    on: str
    subject: str
    subject_test: SubjectTest
    then: tuple[Effect, ...]
    conds_queue: tuple[CondTest, ...] = ()
    conds_trigger: tuple[CondTest, ...] = ()
    reentry: str = "defer"
    priority: int = 0
    pre_check: bool = False
    secret: bool = False
    index: int = 0

    def matches(self, s: HearthstoneState, host: Entity, subject: Entity, subject_controller: int) -> bool:
        return self.subject_test(s, host, subject, subject_controller)

    def queue_ok(
        self, s: HearthstoneState, host: Entity, subject: Entity, source: Entity | None = None
    ) -> bool:
        return all(test(s, host, subject, source) for test in self.conds_queue)

    def trigger_ok(
        self, s: HearthstoneState, host: Entity, subject: Entity, source: Entity | None = None
    ) -> bool:
        return all(test(s, host, subject, source) for test in self.conds_trigger)


AuraScope = Callable[["HearthstoneState", Entity], list[Entity]]


@dataclass(frozen=True, eq=False)
class Aura:
    """A Health/Attack aura (or keyword aura) re-applied at every AU(H/A), after all enchantments.

    ``while_`` limits it to while its source is damaged (``"damaged"``) or its controller has a weapon
    (``"have_weapon"``); ``race`` to minions of that type.
    """

    to: str
    scope: AuraScope
    attack: int = 0
    health: int = 0
    flags: int = 0
    while_: str = ""
    race: str = ""

    def targets(self, s: HearthstoneState, src: Entity) -> list[Entity]:
        if self.while_ == "damaged" and src.damage <= 0:
            return []
        if self.while_ == "have_weapon" and not s.players[src.controller].weapon:
            return []
        found = self.scope(s, src)
        if self.race:
            found = [e for e in found if self.race in e.card.races]
        return found


@dataclass(frozen=True, eq=False)
class CostAura:
    """A cost aura: ``amount`` on cards of ``cards`` type held by ``side``; ``floor`` as Summoning Portal."""

    amount: int
    cards: str
    side: str
    floor: int = 0
    first_each_turn: bool = False

    def applies(self, s: HearthstoneState, src: Entity, e: Entity) -> bool:
        if self.cards != "card" and e.card.type != self.cards:
            return False
        if self.side == "friendly" and e.controller != src.controller:
            return False
        if self.side == "enemy" and e.controller == src.controller:
            return False
        if self.first_each_turn:
            pl = s.players[e.controller]
            if pl.minions_played > 0 or s.active != e.controller:
                return False
        return True


@dataclass(frozen=True, eq=False)
class Grant:
    """What an enchantment made by a card adds to its bearer: a Deathrattle and/or triggers."""

    deathrattle: tuple[Effect, ...] = ()
    triggers: tuple[Trigger, ...] = ()


@dataclass(frozen=True, eq=False)
class TargetSpec:
    """Who may be chosen when a card is played or a power used (the targeting condition, Rule 6)."""

    kind: str
    side: str
    tests: tuple[Callable[[HearthstoneState, Entity, Entity], bool], ...] = ()
    required: bool = True


@dataclass(frozen=True, eq=False)
class ChooseOption:
    name: str
    target: TargetSpec | None
    play: tuple[Effect, ...]


@dataclass(eq=False)
class CardDef:
    """One card as the engine plays it: facts plus compiled effect data. Shared, never changed in play."""

    facts: CardFacts
    keywords: int = 0
    target: TargetSpec | None = None
    play: tuple[Effect, ...] = ()
    combo: tuple[Effect, ...] = ()
    choose: tuple[ChooseOption, ...] = ()
    deathrattle: tuple[Effect, ...] = ()
    triggers: tuple[Trigger, ...] = ()
    secret: Trigger | None = None
    auras: tuple[Aura, ...] = ()
    other_auras: int = 0
    cost_auras: tuple[CostAura, ...] = ()
    self_cost: Callable[[HearthstoneState, Entity], int] | None = None
    enrage: tuple[int, int] | None = None
    grant: Grant | None = None
    freeze_on_damage: bool = False
    attack_is_health: bool = False
    au_source: bool = False
    requires: tuple[Callable[[HearthstoneState, int], bool], ...] = ()
    supported: bool = True
    reason: str = ""
    id: str = field(init=False)
    name: str = field(init=False)
    type: str = field(init=False)
    card_class: str = field(init=False)
    cost: int = field(init=False)
    attack: int = field(init=False)
    health: int = field(init=False)
    races: tuple[str, ...] = field(init=False)
    spellpower: int = field(init=False)
    overload: int = field(init=False)
    rarity: str = field(init=False)
    collectible: bool = field(init=False)
    is_secret: bool = field(init=False)

    def __post_init__(self) -> None:
        f = self.facts
        self.id = f.id
        self.name = f.name
        self.type = f.card_type
        self.card_class = f.card_class
        self.cost = f.cost
        self.attack = f.attack
        self.health = f.durability if f.card_type == "weapon" else f.health
        self.races = f.races
        self.spellpower = f.spellpower
        self.overload = f.overload
        self.rarity = f.rarity
        self.collectible = f.collectible
        self.is_secret = f.has("SECRET")

    def __repr__(self) -> str:
        return f"CardDef({self.id} {self.name})"


class Catalog:
    """The cards a game can use: every card with effect data, keyword-only cards, tokens and heroes.

    ``get(card_id)`` builds a keyword-only or vanilla card on first use; ``entries`` maps a card id
    to the data file that describes it (for the coverage report).
    """

    def __init__(self, db: CardDB, defs: dict[str, CardDef], sources: dict[str, str]) -> None:
        self.db = db
        self._defs = defs
        self.sources = sources

    def get(self, card_id: str) -> CardDef:
        """The card, built from its facts if it has no data entry.

        :raises KeyError: no such card id in the data.
        """
        card = self._defs.get(card_id)
        if card is None:
            facts = self.db.by_id(card_id)
            card = plain_card(facts)
            self._defs[card_id] = card
        return card

    def has_data(self, card_id: str) -> bool:
        return card_id in self.sources

    def data_ids(self) -> list[str]:
        return sorted(self.sources)


def keyword_bits(facts: CardFacts) -> int:
    bits = 0
    for tag, bit in TAG_KEYWORDS.items():
        if facts.has(tag):
            bits |= bit
    return bits


def plain_card(facts: CardFacts) -> CardDef:
    """A card with no effect data: supported when it is a hero, a hero power-less token, or keyword-only."""
    supported = (
        facts.card_type == "hero"
        or keyword_only(facts)
        or (facts.card_type == "minion" and not facts.text.strip())
    )
    reason = "" if supported else "no effect data yet"
    return CardDef(facts, keywords=keyword_bits(facts), supported=supported, reason=reason)


# -- loading ----------------------------------------------------------------------------------------


class Compiler:
    """Turns one card entry into a ``CardDef``, raising ``BadInputError`` that names the file and card."""

    def __init__(self, source: str, card_id: str, db: CardDB, facts: CardFacts | None = None) -> None:
        self.source = source
        self.card_id = card_id
        self.db = db
        self.facts = facts

    def fail(self, problem: str, where: str = "") -> BadInputError:
        place = f"card {self.card_id}" + (f" {where}" if where else "")
        return BadInputError(self.source, problem, place)

    def card_ref(self, value: object, where: str) -> str:
        if not isinstance(value, str) or value not in self.db:
            raise self.fail(f"unknown card id {value!r}", where)
        return value


def load_catalog(db: CardDB, folder: Path = CARDS_DIR, extra: Iterable[Path] = ()) -> Catalog:
    """Every card entry of the ``*.json`` files in ``folder`` (sorted by name), compiled and validated.

    :raises BadInputError: naming the file, the card and the problem (unknown key, effect, parameter,
        selector, card id, or a card described twice).
    """
    from engine.games.hearthstone.compiler import compile_card

    defs: dict[str, CardDef] = {}
    sources: dict[str, str] = {}
    files = sorted(folder.glob("*.json")) + list(extra)
    for path in files:
        source = path.name
        try:
            raw = json.loads(path.read_text(encoding="utf-8"))
        except OSError as err:
            raise BadInputError(source, f"cannot read: {err.strerror or err}") from err
        except ValueError as err:
            raise BadInputError(source, f"not valid JSON: {err}") from err
        if not isinstance(raw, dict) or set(raw) != {"cards"} or not isinstance(raw["cards"], list):
            raise BadInputError(source, "a card file is an object with one key, 'cards': a list of entries")
        for index, entry in enumerate(raw["cards"]):
            if not isinstance(entry, dict) or not isinstance(entry.get("id"), str):
                raise BadInputError(source, "every entry is an object with a card 'id'", f"cards[{index}]")
            card_id = entry["id"]
            if card_id in sources:
                raise BadInputError(source, f"already described in {sources[card_id]}", f"card {card_id}")
            facts = db.get(card_id)
            if facts is None:
                raise BadInputError(
                    source, f"unknown card id in data version {db.data_version}", f"card {card_id}"
                )
            comp = Compiler(source, card_id, db, facts)
            defs[card_id] = compile_card(comp, facts, entry)
            sources[card_id] = source
    return Catalog(db, defs, sources)
