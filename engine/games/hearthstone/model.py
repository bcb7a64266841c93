"""Entities and enchantments: the small mutable records a Hearthstone position is made of.

Every card in play, in hand, in the Secret zone or the Graveyard is an ``Entity`` with an integer id,
a shared immutable ``CardDef`` and a handful of tags (damage, flags, timestamps). Cards still in a deck
are not entities yet: a deck is a list of ``CardDef`` and an entity is made when the card is drawn,
which keeps ``clone()`` cheap. Enchantments are immutable ``Enchant`` values held in a tuple, so a
clone shares them and only the tuple is replaced when one is attached or removed.

Keyword flags are bits of an int: ``flags`` holds what the entity has now (printed keywords unless
silenced, plus granted ones, minus a popped Divine Shield or a lost Stealth); ``aura_flags`` what the
last Aura Update gave it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.games.hearthstone.cards import CardDef, Grant

# Zones.
DECK, HAND, PLAY, SECRET, GRAVEYARD, SETASIDE, REMOVED = range(7)
ZONE_NAMES = ("deck", "hand", "play", "secret", "graveyard", "setaside", "removed")

# Keyword bits.
TAUNT = 1 << 0
DIVINE_SHIELD = 1 << 1
STEALTH = 1 << 2
CHARGE = 1 << 3
WINDFURY = 1 << 4
POISONOUS = 1 << 5
LIFESTEAL = 1 << 6
RUSH = 1 << 7
IMMUNE = 1 << 8
CANT_ATTACK = 1 << 9
FROZEN = 1 << 10
ELUSIVE = 1 << 11
MINIONS_KEEP_1 = 1 << 12
"""On a hero: its player's minions can't be reduced below 1 Health (Commanding Shout)."""

KEYWORD_BITS: dict[str, int] = {
    "taunt": TAUNT,
    "divine_shield": DIVINE_SHIELD,
    "stealth": STEALTH,
    "charge": CHARGE,
    "windfury": WINDFURY,
    "poisonous": POISONOUS,
    "lifesteal": LIFESTEAL,
    "rush": RUSH,
    "immune": IMMUNE,
    "cant_attack": CANT_ATTACK,
    "frozen": FROZEN,
    "elusive": ELUSIVE,
    "minions_keep_1_health": MINIONS_KEEP_1,
}
"""Keyword names used in card data and observations, and their bits (sorted by bit)."""

TAG_KEYWORDS: dict[str, int] = {
    "TAUNT": TAUNT,
    "DIVINE_SHIELD": DIVINE_SHIELD,
    "STEALTH": STEALTH,
    "CHARGE": CHARGE,
    "WINDFURY": WINDFURY,
    "POISONOUS": POISONOUS,
    "LIFESTEAL": LIFESTEAL,
    "RUSH": RUSH,
    "CANT_ATTACK": CANT_ATTACK,
    "ELUSIVE": ELUSIVE,
}
"""Card-data mechanic tags that become keyword bits with no effect data."""


def keyword_names(bits: int) -> list[str]:
    """The keyword names set in ``bits``, in bit order."""
    return [name for name, bit in KEYWORD_BITS.items() if bits & bit]


class Enchant:
    """One attached enchantment: stat changes, keyword grants, an added Deathrattle or trigger.

    ``ts`` is its own timestamp (its place in the order of play); ``controller`` the player who made
    it (CEM1); ``source`` the card id that made it. ``until`` is ``""`` (permanent) or
    ``"turn_end"`` (expires between turns) or ``"your_next_turn"`` (expires when the next turn of the
    entity's current controller begins, Rule 10). ``set_attack``/``set_health`` (-1 when unused) set the
    value before ``attack``/``health`` add to it. ``grant`` is the source card's ``Grant`` (the
    Deathrattle and triggers the enchantment adds), or None.
    """

    __slots__ = (
        "ts",
        "source",
        "controller",
        "attack",
        "health",
        "set_attack",
        "set_health",
        "flags",
        "until",
        "grant",
        "spellpower",
        "gave_flags",
    )

    def __init__(
        self,
        ts: int,
        source: str,
        controller: int,
        attack: int = 0,
        health: int = 0,
        set_attack: int = -1,
        set_health: int = -1,
        flags: int = 0,
        until: str = "",
        grant: Grant | None = None,
        spellpower: int = 0,
        gave_flags: int = 0,
    ) -> None:
        self.ts = ts
        self.source = source
        self.controller = controller
        self.attack = attack
        self.health = health
        self.set_attack = set_attack
        self.set_health = set_health
        self.flags = flags
        self.until = until
        self.grant = grant
        self.spellpower = spellpower
        self.gave_flags = gave_flags

    def with_gave(self, gave_flags: int) -> Enchant:
        """A copy that holds other keywords it gave: copied states share enchantments, never change one."""
        return Enchant(
            self.ts,
            self.source,
            self.controller,
            self.attack,
            self.health,
            self.set_attack,
            self.set_health,
            self.flags,
            self.until,
            self.grant,
            self.spellpower,
            gave_flags,
        )

    def to_list(self) -> list[object]:
        return [
            self.ts,
            self.source,
            self.controller,
            self.attack,
            self.health,
            self.set_attack,
            self.set_health,
            self.flags,
            self.until,
            self.grant is not None,
            self.spellpower,
            self.gave_flags,
        ]


class Entity:
    """A card or character in a zone other than the deck.

    ``atk`` and ``max_health`` are derived (base card, enchantments in order of play, then the auras
    of the last Aura Update) and kept up to date by ``auras.recompute``; ``damage`` is the DAMAGE tag
    (a weapon's lost Durability). ``attacks`` counts attacks this turn; ``exhausted`` is summoning
    sickness; ``pending`` is the pending-destroy tag.
    """

    __slots__ = (
        "id",
        "card",
        "controller",
        "zone",
        "ts",
        "damage",
        "armor",
        "atk",
        "max_health",
        "flags",
        "aura_flags",
        "aura_attack",
        "aura_health",
        "enchants",
        "silenced",
        "exhausted",
        "attacks",
        "pending",
        "known",
        "cost_change",
    )

    def __init__(self, eid: int, card: CardDef, controller: int, zone: int, ts: int) -> None:
        self.id = eid
        self.card = card
        self.controller = controller
        self.zone = zone
        self.ts = ts
        self.damage = 0
        self.armor = 0
        self.atk = card.attack
        self.max_health = card.health
        self.flags = card.keywords
        self.aura_flags = 0
        self.aura_attack = 0
        self.aura_health = 0
        self.enchants: tuple[Enchant, ...] = ()
        self.silenced = False
        self.exhausted = False
        self.attacks = 0
        self.pending = False
        self.known = False
        self.cost_change = 0

    @property
    def health(self) -> int:
        return self.max_health - self.damage

    def has(self, bit: int) -> bool:
        return bool((self.flags | self.aura_flags) & bit)

    def copy(self) -> Entity:
        e = Entity.__new__(Entity)
        e.id = self.id
        e.card = self.card
        e.controller = self.controller
        e.zone = self.zone
        e.ts = self.ts
        e.damage = self.damage
        e.armor = self.armor
        e.atk = self.atk
        e.max_health = self.max_health
        e.flags = self.flags
        e.aura_flags = self.aura_flags
        e.aura_attack = self.aura_attack
        e.aura_health = self.aura_health
        e.enchants = self.enchants
        e.silenced = self.silenced
        e.exhausted = self.exhausted
        e.attacks = self.attacks
        e.pending = self.pending
        e.known = self.known
        e.cost_change = self.cost_change
        return e

    def reset(self) -> None:
        """Z5a: leaving play resets every tag and detaches every enchantment."""
        card = self.card
        self.damage = 0
        self.armor = 0
        self.atk = card.attack
        self.max_health = card.health
        self.flags = card.keywords
        self.aura_flags = 0
        self.aura_attack = 0
        self.aura_health = 0
        self.enchants = ()
        self.silenced = False
        self.exhausted = False
        self.attacks = 0
        self.pending = False
        self.cost_change = 0

    def to_dict(self) -> dict[str, object]:
        return {
            "id": self.id,
            "card": self.card.id,
            "controller": self.controller,
            "zone": ZONE_NAMES[self.zone],
            "ts": self.ts,
            "damage": self.damage,
            "armor": self.armor,
            "flags": self.flags,
            "attack": self.atk,
            "max_health": self.max_health,
            "aura": [self.aura_flags, self.aura_attack, self.aura_health],
            "enchants": [en.to_list() for en in self.enchants],
            "silenced": self.silenced,
            "exhausted": self.exhausted,
            "attacks": self.attacks,
            "pending": self.pending,
            "known": self.known,
            "cost_change": self.cost_change,
        }


class Player:
    """One seat's tags: mana, overload, fatigue, turn counters and its zones' entity ids."""

    __slots__ = (
        "hero",
        "power",
        "weapon",
        "hand",
        "board",
        "secrets",
        "deck",
        "crystals",
        "used",
        "temp",
        "overload_owed",
        "overload_locked",
        "fatigue",
        "cards_played",
        "minions_played",
        "power_uses",
        "losing",
        "cost_marks",
        "conceded",
    )

    def __init__(self) -> None:
        self.hero = 0
        self.power = 0
        self.weapon = 0
        self.hand: list[int] = []
        self.board: list[int] = []
        self.secrets: list[int] = []
        self.deck: list[CardDef] = []
        self.crystals = 0
        self.used = 0
        self.temp = 0
        self.overload_owed = 0
        self.overload_locked = 0
        self.fatigue = 0
        self.cards_played = 0
        self.minions_played = 0
        self.power_uses = 0
        self.losing = False
        self.cost_marks: tuple[tuple[str, int], ...] = ()
        self.conceded = False

    @property
    def mana(self) -> int:
        """Available mana: RESOURCES + TEMP_RESOURCES - RESOURCES_USED (M1: may be negative)."""
        return self.crystals + self.temp - self.used

    def copy(self) -> Player:
        p = Player.__new__(Player)
        p.hero = self.hero
        p.power = self.power
        p.weapon = self.weapon
        p.hand = self.hand[:]
        p.board = self.board[:]
        p.secrets = self.secrets[:]
        p.deck = self.deck[:]
        p.crystals = self.crystals
        p.used = self.used
        p.temp = self.temp
        p.overload_owed = self.overload_owed
        p.overload_locked = self.overload_locked
        p.fatigue = self.fatigue
        p.cards_played = self.cards_played
        p.minions_played = self.minions_played
        p.power_uses = self.power_uses
        p.losing = self.losing
        p.cost_marks = self.cost_marks
        p.conceded = self.conceded
        return p

    def to_dict(self) -> dict[str, object]:
        return {
            "hero": self.hero,
            "power": self.power,
            "weapon": self.weapon,
            "hand": list(self.hand),
            "board": list(self.board),
            "secrets": list(self.secrets),
            "deck": [c.id for c in self.deck],
            "crystals": self.crystals,
            "used": self.used,
            "temp": self.temp,
            "overload_owed": self.overload_owed,
            "overload_locked": self.overload_locked,
            "fatigue": self.fatigue,
            "cards_played": self.cards_played,
            "minions_played": self.minions_played,
            "power_uses": self.power_uses,
            "losing": self.losing,
            "cost_marks": [list(m) for m in self.cost_marks],
            "conceded": self.conceded,
        }
