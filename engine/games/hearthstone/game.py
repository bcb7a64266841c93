"""Hearthstone (the 2014-2018 game the Advanced rulebook describes): the Game, decks and positions.

Template: the OpenSpiel Game/State shape of ``engine.core``, with Fireplace/SabberStone's entities
with tags and the rulebook's timing model (``rules``, ``sequences``). Card facts come from the card
cache under a stat profile (``eras``), card behaviour from ``content/cards/*.json`` (``cards``,
``effects``). A game starts with a coin toss (the second player gets The Coin), a mulligan decision
per player, then turns until a hero dies, a player concedes or turn 89 ends (a draw).

Setup (JSON): ``{"decks": [{"hero": "HERO_08", "cards": [30 card ids]}, {...}]}``; optional
``"first": 0|1`` fixes the coin toss and ``"shuffle": false`` keeps each deck in the given order
(the first card listed is drawn first), which is how tests stack decks.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar

from engine.core import BadInputError, Game, Rng
from engine.core.errors import IllegalActionError
from engine.games.hearthstone import auras, phases, rules, zones
from engine.games.hearthstone.cardcache import installed_source, load_card_db
from engine.games.hearthstone.cards import CardDef, Catalog, load_catalog
from engine.games.hearthstone.eras import with_profile
from engine.games.hearthstone.model import HAND, KEYWORD_BITS, PLAY, ZONE_NAMES, Enchant, Entity, Player
from engine.games.hearthstone.state import MAIN, MULLIGAN, HearthstoneState, HsAction

HERO_IDS = ("HERO_01", "HERO_02", "HERO_03", "HERO_04", "HERO_05", "HERO_06", "HERO_07", "HERO_08", "HERO_09")
"""The nine basic heroes: Warrior, Shaman, Rogue, Paladin, Hunter, Druid, Warlock, Mage, Priest."""

COIN = "GAME_005"
DECK_SIZE = 30

_CATALOGS: dict[tuple[str, str], Catalog] = {}


def catalog_for(profile: str) -> Catalog:
    """The catalog of a stat profile, built once per process (card facts and data are immutable)."""
    key = (installed_source().data_version, profile)
    found = _CATALOGS.get(key)
    if found is None:
        found = _CATALOGS[key] = load_catalog(with_profile(load_card_db(), profile))
    return found


DECKS_DIR = Path(__file__).parent / "content" / "decks"
"""The nine ready-made class decks, one JSON file per class (``docs/hearthstone-decks.md``)."""


@dataclass(frozen=True)
class ShippedDeck:
    """A ready-made deck: its name, its hero, one sentence on how it plays, and its 30 card ids."""

    name: str
    hero: str
    about: str
    cards: tuple[str, ...]

    def setup_entry(self) -> dict[str, Any]:
        """The deck as one entry of a game setup's ``decks`` list."""
        return {"hero": self.hero, "cards": list(self.cards)}


def _read_deck(path: Path) -> ShippedDeck:
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except OSError as err:
        raise BadInputError(path.name, f"cannot read: {err.strerror or err}") from err
    except ValueError as err:
        raise BadInputError(path.name, f"not valid JSON: {err}") from err
    if not isinstance(raw, dict) or set(raw) != {"name", "hero", "about", "cards"}:
        raise BadInputError(path.name, "a deck is an object with exactly 'name', 'hero', 'about' and 'cards'")
    if not all(isinstance(raw[k], str) for k in ("name", "hero", "about")):
        raise BadInputError(path.name, "'name', 'hero' and 'about' are strings")
    cards = raw["cards"]
    if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
        raise BadInputError(path.name, "'cards' is a list of card ids")
    if raw["hero"] not in HERO_IDS:
        raise BadInputError(path.name, f"hero {raw['hero']!r} is not one of {', '.join(HERO_IDS)}")
    return ShippedDeck(raw["name"], raw["hero"], raw["about"], tuple(cards))


def shipped_decks(folder: Path = DECKS_DIR) -> tuple[ShippedDeck, ...]:
    """Every ready-made deck of ``folder``, in hero order (Warrior ... Priest), shape checked.

    Whether the cards make a legal deck is the game's question: ``HearthstoneGame.shipped_decks``.

    :raises BadInputError: a file that is not a deck, naming the file and the problem.
    """
    decks = [_read_deck(path) for path in sorted(folder.glob("*.json"))]
    return tuple(sorted(decks, key=lambda d: (HERO_IDS.index(d.hero), d.name)))


def _shipped(name: str) -> dict[str, Any]:
    return next(d for d in shipped_decks() if d.name == name).setup_entry()


DEFAULT_DECKS: tuple[dict[str, Any], ...] = (_shipped("Basic Mage"), _shipped("Basic Warrior"))
"""Two of the ready-made decks (Mage and Warrior) for quick games, simulations and the bench."""


class HearthstoneGame(Game):
    """Hearthstone under the Advanced rulebook; rules options are the rulebook's policy choices.

    Options: ``dominant_player_bug`` (DP1-DP3, the digest's default on), ``rule5_skips_dying``
    (negative random effects ignore mortally wounded and pending-destroy characters, Rule 5),
    ``aoe_all_minions_skips_mw`` (the Patch 3.1 reading of §0.3.1, off so every example holds),
    ``turn_limit`` (turn 89 ends in a draw), ``stat_profile`` (``rulebook`` or ``current``),
    ``deck_rules`` (30 cards, 2 copies, 1 legendary, class or neutral; off for test positions).
    """

    id = "hearthstone"
    name = "Hearthstone"
    content_version = "2"
    DEFAULT_OPTIONS: ClassVar[Mapping[str, Any]] = {
        "dominant_player_bug": True,
        "rule5_skips_dying": True,
        "aoe_all_minions_skips_mw": False,
        "turn_limit": 89,
        "stat_profile": "rulebook",
        "deck_rules": True,
    }

    def __init__(self, options: Mapping[str, Any] | None = None) -> None:
        super().__init__(options)
        self.catalog = catalog_for(str(self.options["stat_profile"]))

    def default_setup(self) -> dict[str, Any]:
        return {"decks": [dict(d, cards=list(d["cards"])) for d in DEFAULT_DECKS]}

    # -- decks --------------------------------------------------------------------------------------
    def shipped_decks(self) -> tuple[ShippedDeck, ...]:
        """The ready-made decks, each checked against this game's deck rules.

        :raises BadInputError: a shipped deck this game cannot play, naming the deck and why.
        """
        decks = shipped_decks()
        for deck in decks:
            problems = self.deck_problems(deck.hero, list(deck.cards))
            if problems:
                raise BadInputError(f"decks/{deck.name}", "; ".join(problems))
        return decks

    def deck_problems(self, hero_id: str, cards: list[str]) -> list[str]:
        """Why a deck cannot be played (empty when it can): size, copies, class, unsupported cards."""
        problems: list[str] = []
        if hero_id not in HERO_IDS:
            problems.append(f"unknown hero {hero_id!r}; the heroes are {', '.join(HERO_IDS)}")
            return problems
        hero_class = self.catalog.get(hero_id).card_class
        if self.options["deck_rules"] and len(cards) != DECK_SIZE:
            problems.append(f"a deck has {DECK_SIZE} cards, this one {len(cards)}")
        for card_id, count in sorted(Counter(cards).items()):
            if card_id not in self.catalog.db:
                problems.append(f"{card_id}: no such card")
                continue
            card = self.catalog.get(card_id)
            if not card.supported:
                problems.append(f"{card_id} ({card.name}): not supported: {card.reason}")
            if card.type not in ("minion", "spell", "weapon"):
                problems.append(f"{card_id} ({card.name}): a {card.type} cannot go in a deck")
            if not self.options["deck_rules"]:
                continue
            if not card.collectible:
                problems.append(f"{card_id} ({card.name}): not a collectible card")
            limit = 1 if card.rarity == "LEGENDARY" else 2
            if count > limit:
                problems.append(f"{card_id} ({card.name}): {count} copies, at most {limit}")
            if card.card_class not in ("NEUTRAL", hero_class):
                problems.append(f"{card_id} ({card.name}): a {card.card_class} card in a {hero_class} deck")
        return problems

    # -- new games ----------------------------------------------------------------------------------
    def new_initial_state(self, seed: int, setup: Mapping[str, Any] | None = None) -> HearthstoneState:
        """Heroes, Hero Powers, shuffled decks, the coin toss and the opening hands; mulligans next.

        :raises BadInputError: the setup or a deck does not validate (the message names the deck and why).
        """
        setup = dict(setup or self.default_setup())
        decks = setup.get("decks")
        if not isinstance(decks, list) or len(decks) != 2:
            raise BadInputError("setup", "'decks' must list two decks")
        unknown = sorted(set(setup) - {"decks", "first", "shuffle"})
        if unknown:
            raise BadInputError("setup", f"unknown keys {unknown}; known: decks, first, shuffle")
        s = HearthstoneState(self, Rng(seed))
        for p, deck in enumerate(decks):
            if not isinstance(deck, dict) or not isinstance(deck.get("cards"), list):
                raise BadInputError("setup", "a deck is an object with 'hero' and 'cards'", f"decks[{p}]")
            hero_id = str(deck.get("hero", ""))
            cards = [str(c) for c in deck["cards"]]
            problems = self.deck_problems(hero_id, cards)
            if problems:
                raise BadInputError("setup", "; ".join(problems), f"decks[{p}]")
            self._seat(s, p, hero_id)
            pl = s.players[p]
            pl.deck = [self.catalog.get(c) for c in reversed(cards)]
            if setup.get("shuffle", True):
                s.rng.shuffle(pl.deck)
        first = setup.get("first")
        if first is None:
            first = s.rng.randint(0, 1)
        if first not in (0, 1):
            raise BadInputError("setup", "'first' must be 0 or 1")
        s.first = int(first)
        s.active = s.first
        s.mulligan_player = s.first
        for p, count in ((s.first, 3), (1 - s.first, 4)):
            pl = s.players[p]
            for _ in range(min(count, len(pl.deck))):
                e = rules.new_entity(s, pl.deck.pop(), p, HAND)
                pl.hand.append(e.id)
        s.events = []
        return s

    def _seat(self, s: HearthstoneState, p: int, hero_id: str) -> None:
        hero_card = self.catalog.get(hero_id)
        hero = rules.new_entity(s, hero_card, p, PLAY)
        pl = s.players[p]
        pl.hero = hero.id
        power = rules.new_entity(s, self.catalog.get(hero_card.facts.hero_power), p, PLAY)
        pl.power = power.id

    def begin_play(self, s: HearthstoneState) -> None:
        """After both mulligans: The Coin for the second player, then the first player's first turn."""
        second = 1 - s.first
        coin = zones.add_to_hand(s, self.catalog.get(COIN), second, known=True)
        del coin
        s.step = MAIN
        s.active = s.first
        s.turn = 1
        pl = s.players[s.first]
        pl.crystals = 1
        from engine.games.hearthstone import sequences

        rules.start_sequence(s)
        phases.run_phase(s, sequences._turn_event_phase, "turn_start", s.first)
        if not rules.check_game_over(s):
            phases.run_phase(s, sequences._draw_phase, s.first)
            rules.check_game_over(s)

    def parse_action(self, text: str, state: Any) -> HsAction:
        action = super().parse_action(text, state)
        if not isinstance(action, HsAction):
            raise IllegalActionError(f"{text!r} is not a Hearthstone action")
        return action

    # -- positions ----------------------------------------------------------------------------------
    def state_from_dict(self, d: Mapping[str, Any]) -> HearthstoneState:
        """A position from ``to_dict()`` or a hand-written one (docs/hearthstone-engine.md#positions).

        :raises BadInputError: unknown cards, zones or keys, or a position that cannot be.
        """
        try:
            if "entities" not in d:
                from engine.games.hearthstone.positions import build

                return build(self, d)
            return self._state_from_dict(d)
        except BadInputError:
            raise
        except (KeyError, TypeError, ValueError, IndexError) as exc:
            raise BadInputError("<position>", f"not a Hearthstone position: {exc!r}") from exc

    def _state_from_dict(self, d: Mapping[str, Any]) -> HearthstoneState:
        s = HearthstoneState(self, Rng.from_dict(d["rng"]) if "rng" in d else Rng(0))
        for key in ("turn", "active", "first", "dominant", "next_id", "clock"):
            if key in d:
                setattr(s, key, int(d[key]))
        s.step = str(d.get("step", MAIN))
        if s.step not in (MAIN, MULLIGAN):
            raise BadInputError("<position>", f"step must be {MAIN!r} or {MULLIGAN!r}")
        s.mulligan_player = int(d.get("mulligan_player", s.first))
        s.over = bool(d.get("over", False))
        s.winners = tuple(int(w) for w in d.get("winners", []))
        s.reason = str(d.get("reason", ""))
        s.died = [(str(c), int(p), int(t)) for c, p, t in d.get("died", [])]
        s.other_auras = [int(x) for x in d.get("other_auras", [0, 0])]
        s.history = [str(a) for a in d.get("history", [])]
        s.choice = [self._card(c) for c in d.get("choice", [])]
        s.choice_player = int(d.get("choice_player", 0))
        for raw in d["entities"]:
            e = self._entity(raw)
            if e.id in s.ents:
                raise BadInputError("<position>", f"entity {e.id} appears twice")
            s.ents[e.id] = e
        for p, raw in enumerate(d["players"]):
            s.players[p] = self._player(s, p, raw)
        s.next_id = max(s.next_id, max(s.ents, default=0) + 1)
        s.clock = max(s.clock, max((e.ts for e in s.ents.values()), default=0))
        for e in s.ents.values():
            if e.atk < 0:
                e.max_health = -1
                auras.recompute(e)
        s.dirty = True
        s.aura_sources()
        return s

    def _entity(self, raw: Mapping[str, Any]) -> Entity:
        card = self._card(raw["card"])
        zone = ZONE_NAMES.index(str(raw.get("zone", "play")))
        e = Entity(int(raw["id"]), card, int(raw.get("controller", 0)), zone, int(raw.get("ts", raw["id"])))
        e.damage = int(raw.get("damage", 0))
        e.atk = int(raw.get("attack", -1))
        e.max_health = int(raw.get("max_health", -1))
        e.armor = int(raw.get("armor", 0))
        flags = raw.get("flags", card.keywords)
        if isinstance(flags, list):
            bits = 0
            for name in flags:
                if name not in KEYWORD_BITS:
                    raise BadInputError("<position>", f"unknown keyword {name!r}", f"entity {e.id}")
                bits |= KEYWORD_BITS[name]
            flags = bits
        e.flags = int(flags)
        aura = raw.get("aura", [0, 0, 0])
        e.aura_flags, e.aura_attack, e.aura_health = int(aura[0]), int(aura[1]), int(aura[2])
        e.enchants = tuple(self._enchant(item) for item in raw.get("enchants", []))
        e.silenced = bool(raw.get("silenced", False))
        e.exhausted = bool(raw.get("exhausted", False))
        e.attacks = int(raw.get("attacks", 0))
        e.pending = bool(raw.get("pending", False))
        e.known = bool(raw.get("known", False))
        e.cost_change = int(raw.get("cost_change", 0))
        return e

    def _enchant(self, raw: Any) -> Enchant:
        ts, source, controller, attack, health, set_attack, set_health, flags, until, has_grant, sp, gave = (
            raw
        )
        grant = self._card(str(source)).grant if has_grant else None
        return Enchant(
            int(ts),
            str(source),
            int(controller),
            int(attack),
            int(health),
            int(set_attack),
            int(set_health),
            int(flags),
            str(until),
            grant,
            int(sp),
            int(gave),
        )

    def _player(self, s: HearthstoneState, p: int, raw: Mapping[str, Any]) -> Player:
        pl = Player()
        pl.hero = int(raw["hero"])
        pl.power = int(raw["power"])
        pl.weapon = int(raw.get("weapon", 0))
        pl.hand = [int(i) for i in raw.get("hand", [])]
        pl.board = [int(i) for i in raw.get("board", [])]
        pl.secrets = [int(i) for i in raw.get("secrets", [])]
        pl.deck = [self._card(c) for c in raw.get("deck", [])]
        for key in (
            "crystals",
            "used",
            "temp",
            "overload_owed",
            "overload_locked",
            "fatigue",
            "cards_played",
            "minions_played",
            "power_uses",
        ):
            setattr(pl, key, int(raw.get(key, 0)))
        pl.losing = bool(raw.get("losing", False))
        pl.conceded = bool(raw.get("conceded", False))
        pl.cost_marks = tuple((str(k), int(v)) for k, v in raw.get("cost_marks", []))
        if len(pl.board) > rules.MAX_BOARD or len(pl.hand) > rules.MAX_HAND:
            raise BadInputError("<position>", "at most 7 minions and 10 cards in hand", f"players[{p}]")
        for i in [pl.hero, pl.power, *pl.hand, *pl.board, *pl.secrets] + ([pl.weapon] if pl.weapon else []):
            if i not in s.ents:
                raise BadInputError("<position>", f"entity {i} is not among the entities", f"players[{p}]")
            if s.ents[i].controller != p:
                raise BadInputError(
                    "<position>", f"entity {i} is not controlled by player {p}", f"players[{p}]"
                )
        return pl

    def _card(self, card_id: object) -> CardDef:
        if not isinstance(card_id, str) or card_id not in self.catalog.db:
            raise BadInputError("<position>", f"unknown card id {card_id!r}")
        return self.catalog.get(card_id)
