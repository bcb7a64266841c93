"""The Hearthstone position: the engine contract over entities, players and the timing model.

``HearthstoneState`` keeps every entity not in a deck in ``ents`` (id -> ``Entity``), two ``Player``
records, the order-of-play clock and the bookkeeping of the timing model (Phase depth, pending Summon
Events, the Death Event Cache). Decisions are ``HsAction`` values: the mulligan, then on each turn
play, attack, hero power, end turn or concede. ``observation(p)`` shows ``p`` their own hand and
Secrets, the opponent's only as counts, and no deck order (docs/hearthstone-engine.md).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core import Event, Outcome, Rng, State
from engine.core.actions import Action
from engine.core.state import TERMINAL, PlayerId
from engine.games.hearthstone import evaluation, rules, sequences
from engine.games.hearthstone.model import (
    ELUSIVE,
    HAND,
    IMMUNE,
    SECRET,
    STEALTH,
    Entity,
    Player,
    keyword_names,
)

if TYPE_CHECKING:
    from engine.games.hearthstone.cards import CardDef, Catalog, TargetSpec, Trigger
    from engine.games.hearthstone.game import HearthstoneGame

MULLIGAN = "mulligan"
MAIN = "main"


class HsAction:
    """One decision; ``str()`` is its notation (docs/hearthstone-engine.md). Treat it as immutable.

    ``verb`` is ``mulligan``, ``play``, ``attack``, ``power``, ``end`` or ``concede``; ``source`` the
    card or attacker entity id; ``target`` the chosen target's entity id (0: none); ``position`` where
    a minion enters (-1: not a minion); ``option`` the Choose One option (1-based, 0: none);
    ``cards`` the hand entity ids a mulligan replaces. Equality, hashing and order follow the
    notation, which is worked out once (a plain slotted class: legal actions are made by the
    thousand in a search).

    >>> str(HsAction("play", 12, 30, 2))
    'play e12 @2 -> e30'
    >>> HsAction("mulligan", cards=(5, 7)) == HsAction("mulligan", cards=(5, 7))
    True
    """

    __slots__ = ("verb", "source", "target", "position", "option", "cards", "notation")

    def __init__(
        self,
        verb: str,
        source: int = 0,
        target: int = 0,
        position: int = -1,
        option: int = 0,
        cards: tuple[int, ...] = (),
    ) -> None:
        self.verb = verb
        self.source = source
        self.target = target
        self.position = position
        self.option = option
        self.cards = cards
        if verb == "mulligan":
            self.notation = "mulligan " + ("+".join(f"e{c}" for c in cards) if cards else "-")
            return
        text = verb
        if source and verb != "power":
            text += f" e{source}"
        if option:
            text += f" opt{option}"
        if position >= 0:
            text += f" @{position}"
        if target:
            text += f" -> e{target}"
        self.notation = text

    def __str__(self) -> str:
        return self.notation

    def __repr__(self) -> str:
        return f"HsAction({self.notation!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, HsAction) and other.notation == self.notation

    def __hash__(self) -> int:
        return hash(self.notation)

    def __lt__(self, other: HsAction) -> bool:
        return self.notation < other.notation


END = HsAction("end")
CONCEDE = HsAction("concede")


def card_ref(e: Entity) -> str:
    """How a visible card is named in observations; ``hidden_from`` lists the same names for hidden ones."""
    return f"{e.card.id}#{e.id}"


class HearthstoneState(State):
    """A Hearthstone position (see the module docstring); build one with the game's factories."""

    game: HearthstoneGame
    ents: dict[int, Entity]
    players: list[Player]

    def __init__(self, game: HearthstoneGame, rng: Rng) -> None:
        super().__init__(game, rng)
        self.catalog: Catalog = game.catalog
        self.ents: dict[int, Entity] = {}
        self.players = [Player(), Player()]
        self.next_id = 1
        self.clock = 0
        self.seq_clock = 0
        self.dcs_clock = 0
        self.depth = 0
        self.turn = 0
        self.active = 0
        self.first = 0
        self.dominant = 0
        self.step = MULLIGAN
        self.mulligan_player = 0
        self.over = False
        self.winners: tuple[int, ...] = ()
        self.reason = ""
        self.pending_summons: list[int] = []
        self.instant_deaths: list[rules.DeathEvent] = []
        self.died: list[tuple[str, int, int]] = []
        self.other_auras = [0, 0]
        self.attack: list[int] | None = None
        self.spell_target = 0
        self.countered = False
        self.resolving: set[tuple[int, int]] = set()
        self.deferred: list[tuple[int, Trigger, int, int, int]] = []
        self.dirty = True
        self.listener_map: dict[str, list[tuple[Entity, Trigger, int, int]]] = {}
        self.events: list[tuple[str, str, dict[str, Any]]] = []
        self.quiet = False
        self.dp_bug = bool(game.options["dominant_player_bug"])
        self.turn_limit = int(game.options["turn_limit"])
        self.rule5 = bool(game.options["rule5_skips_dying"])
        self.aoe_skips_dying = bool(game.options["aoe_all_minions_skips_mw"])
        self.cost_auras: list[tuple[int, Any]] = []
        self.aura_live = True
        self.choice: list[CardDef] = []
        self.choice_player = 0

    # -- helpers the rules use ------------------------------------------------------------------------
    def aura_sources(self) -> list[Entity]:
        """Unsilenced minions and weapons in play with Health/Attack auras, Enrage or an Attack read from
        their Health (Lightspawn), in order of play."""
        ents = self.ents
        found = []
        for p in (0, 1):
            pl = self.players[p]
            for i in pl.board:
                e = ents[i]
                if e.card.au_source and not e.silenced:
                    found.append(e)
            if pl.weapon and ents[pl.weapon].card.auras:
                found.append(ents[pl.weapon])
        if len(found) > 1:
            found.sort(key=rules._ts)
        self._refresh_cost_auras()
        return found

    def _refresh_cost_auras(self) -> None:
        found: list[tuple[int, int, Any]] = []
        for p in (0, 1):
            for i in self.players[p].board:
                e = self.ents[i]
                if e.card.cost_auras and not e.silenced:
                    for aura in e.card.cost_auras:
                        found.append((0 if aura.floor else 1, e.ts, (e.id, aura)))
        found.sort(key=lambda item: (item[0], item[1]))
        self.cost_auras = [item[2] for item in found]

    # -- the contract -------------------------------------------------------------------------------
    def current_player(self) -> PlayerId:
        if self.over:
            return TERMINAL
        if self.step == MULLIGAN:
            return self.mulligan_player
        if self.choice:
            return self.choice_player
        return self.active

    def _legal_actions(self) -> list[Action]:
        if self.step == MULLIGAN:
            return list(self._mulligan_actions())
        if self.choice:
            return [HsAction("choose", option=n) for n in range(1, len(self.choice) + 1)]
        return list(self.main_actions())

    def _mulligan_actions(self) -> list[HsAction]:
        hand = self.players[self.mulligan_player].hand
        out = []
        for mask in range(1 << len(hand)):
            out.append(HsAction("mulligan", cards=tuple(hand[i] for i in range(len(hand)) if mask >> i & 1)))
        return out

    def main_actions(self) -> list[HsAction]:
        """Every play, attack and power with its targets, then end turn and concede."""
        p = self.active
        pl = self.players[p]
        ents = self.ents
        out: list[HsAction] = [END, CONCEDE]
        mana = max(0, pl.mana)
        board_room = len(pl.board) < rules.MAX_BOARD
        for i in pl.hand:
            e = ents[i]
            card = e.card
            if not card.supported:
                continue
            if rules.cost_of(self, e) > mana:
                continue
            if card.requires and not all(test(self, p) for test in card.requires):
                continue
            kind = card.type
            if kind == "minion":
                if not board_room:
                    continue
                positions = range(len(pl.board) + 1)
            else:
                positions = range(-1, 0)
                if card.is_secret and (
                    len(pl.secrets) >= rules.MAX_SECRETS
                    or any(ents[x].card.id == card.id for x in pl.secrets)
                ):
                    continue
            if card.choose:
                for n, opt in enumerate(card.choose, start=1):
                    self._add_plays(out, e, positions, opt.target, n)
            else:
                self._add_plays(out, e, positions, card.target, 0)
        for c in rules.characters(self, p):
            if not rules.can_attack(self, c):
                continue
            for t in self._attack_targets(c):
                out.append(HsAction("attack", c.id, t.id))
        power = ents[pl.power]
        if pl.power_uses == 0 and rules.cost_of(self, power) <= mana and self._power_usable(power):
            spec = power.card.target
            if spec is None:
                out.append(HsAction("power", power.id))
            else:
                for t in self.targets_for(power, spec):
                    out.append(HsAction("power", power.id, t.id))
        return out

    def _add_plays(
        self, out: list[HsAction], e: Entity, positions: range, spec: TargetSpec | None, option: int
    ) -> None:
        if spec is None:
            for pos in positions:
                out.append(HsAction("play", e.id, 0, pos, option))
            return
        targets = self.targets_for(e, spec)
        if not targets:
            if spec.required:
                return
            for pos in positions:
                out.append(HsAction("play", e.id, 0, pos, option))
            return
        for pos in positions:
            for t in targets:
                out.append(HsAction("play", e.id, t.id, pos, option))

    def targets_for(self, source: Entity, spec: TargetSpec) -> list[Entity]:
        """Characters ``source`` may target: the spec's kind and side, minus enemy Stealth and Immune."""
        p = source.controller
        found = []
        sides = (p, 1 - p) if spec.side == "any" else ((p,) if spec.side == "friendly" else (1 - p,))
        for side in sides:
            for c in rules.characters(self, side):
                if spec.kind == "minion" and c.card.type != "minion":
                    continue
                if spec.kind == "hero" and c.card.type != "hero":
                    continue
                if c is source:
                    continue
                if side != p and (c.has(STEALTH) or c.has(IMMUNE)):
                    continue
                if c.has(ELUSIVE) and source.card.type in ("spell", "hero_power"):
                    continue
                if spec.tests and not all(test(self, source, c) for test in spec.tests):
                    continue
                found.append(c)
        return found

    def _attack_targets(self, a: Entity) -> list[Entity]:
        """Enemy characters an attacker may attack: Taunt first, never Stealth, Rush minions only."""
        foes = rules.characters(self, 1 - a.controller)
        visible = [c for c in foes if not c.has(STEALTH)]
        taunts = [c for c in visible if c.card.type == "minion" and c.has(1)]
        pool = taunts if taunts else visible
        if rules.only_minions(a):
            pool = [c for c in pool if c.card.type == "minion"]
        return pool

    def _power_usable(self, power: Entity) -> bool:
        from engine.games.hearthstone.scripts import power_usable

        return power_usable(self, power)

    def _apply_action(self, action: Action) -> list[Event]:
        assert isinstance(action, HsAction), f"{action!r} is not a Hearthstone action ({self.describe()})"
        self.events = []
        verb = action.verb
        if verb == "mulligan":
            self._mulligan(action.cards)
        elif verb == "play":
            target = self.ents[action.target] if action.target else None
            sequences.play_card(self, self.ents[action.source], action.position, target, action.option)
        elif verb == "attack":
            sequences.attack(self, self.ents[action.source], self.ents[action.target])
        elif verb == "power":
            target = self.ents[action.target] if action.target else None
            sequences.use_power(self, self.active, target)
        elif verb == "end":
            sequences.end_turn(self)
        elif verb == "concede":
            self.players[self.active].conceded = True
            rules.check_game_over(self)
        elif verb == "choose":
            sequences.resolve_choice(self, action.option)
        self._purge()
        if self.quiet:
            return []
        return [Event(kind, text, data) for kind, text, data in self.events]

    def _purge(self) -> None:
        """Forget entities that left the game (Graveyard, set aside): only the Death Event Cache remembers."""
        ents = self.ents
        if len(ents) > 8 + len(self.players[0].hand) + len(self.players[1].hand) + 14 + 10:
            self.ents = {i: e for i, e in ents.items() if e.zone <= SECRET}

    def _mulligan(self, cards: tuple[int, ...]) -> None:
        """Replace the chosen cards: draw as many new ones first, then shuffle the old ones back in."""
        p = self.mulligan_player
        pl = self.players[p]
        for eid in cards:
            pl.hand.remove(eid)
        back = [self.ents.pop(eid).card for eid in cards]
        for _ in cards:
            card = pl.deck.pop()
            e = rules.new_entity(self, card, p, HAND)
            pl.hand.append(e.id)
        pl.deck.extend(back)
        self.rng.shuffle(pl.deck)
        rules.log(
            self, "mulligan", "Player {} replaces {} cards.", p + 1, len(cards), player=p, count=len(cards)
        )
        if p == self.first:
            self.mulligan_player = 1 - p
            return
        self.game.begin_play(self)

    def outcome(self) -> Outcome | None:
        if not self.over:
            return None
        scores = tuple(float(self.ents[pl.hero].health) for pl in self.players)
        return Outcome(self.reason, self.winners, scores)

    def evaluate(self, player: PlayerId) -> float:
        return evaluation.win_probability(self, player)

    def describe(self) -> str:
        return (
            f"hearthstone turn {self.turn}, {self.step}, player {self.current_player()} to act, "
            f"after {len(self.history)} actions"
        )

    # -- observation --------------------------------------------------------------------------------
    def observation(self, player: PlayerId) -> dict[str, Any]:
        """What ``player`` may know (docs/hearthstone-engine.md): no hidden hand, deck or Secret."""
        return {
            "game": "hearthstone",
            "you": player,
            "to_act": self.current_player(),
            "step": self.step,
            "turn": self.turn,
            "active": self.active,
            "first": self.first,
            "players": [self._player_view(p, player) for p in (0, 1)],
            "over": self.over,
            "winners": list(self.winners),
            "reason": self.reason,
            "choice": self._choice_view(player),
            "actions": [self.action_view(a) for a in self.legal_actions()]
            if self.current_player() == player
            else [],
        }

    def _choice_view(self, player: PlayerId) -> dict[str, Any] | None:
        """The cards a pending choice offers: named for the chooser, counted for the other player."""
        if not self.choice:
            return None
        if player != self.choice_player:
            return {"player": self.choice_player, "count": len(self.choice)}
        return {
            "player": self.choice_player,
            "count": len(self.choice),
            "cards": [
                {"option": n, "card": card.id, "ref": f"{card.id}#choice{n}"}
                for n, card in enumerate(self.choice, start=1)
            ],
        }

    def action_view(self, action: Action) -> dict[str, Any]:
        """An action's fields for a client: what it is, which card, where, at whom."""
        assert isinstance(action, HsAction)
        view: dict[str, Any] = {"notation": action.notation, "verb": action.verb}
        if action.verb == "mulligan":
            view["cards"] = list(action.cards)
            return view
        if action.source:
            view["source"] = action.source
            view["card"] = self.ents[action.source].card.id
        if action.target:
            view["target"] = action.target
        if action.position >= 0:
            view["position"] = action.position
        if action.option:
            view["option"] = action.option
            if action.verb == "choose":
                view["card"] = self.choice[action.option - 1].id
            else:
                view["option_name"] = self.ents[action.source].card.choose[action.option - 1].name
        return view

    def _player_view(self, p: int, viewer: int) -> dict[str, Any]:
        pl = self.players[p]
        ents = self.ents
        hero = ents[pl.hero]
        power = ents[pl.power]
        weapon = ents[pl.weapon] if pl.weapon else None
        mine = p == viewer
        usable = (
            not self.over
            and self.step == MAIN
            and self.active == p
            and pl.power_uses == 0
            and rules.cost_of(self, power) <= max(0, pl.mana)
            and self._power_usable(power)
        )
        view: dict[str, Any] = {
            "hero": {
                "entity": hero.id,
                "card": hero.card.id,
                "health": hero.health,
                "max_health": hero.max_health,
                "armor": hero.armor,
                "attack": rules.hero_attack(self, hero) if p == self.active else hero.atk,
                "frozen": bool(hero.flags & 1 << 10),
                "immune": hero.has(IMMUNE),
                "can_attack": (
                    not self.over and self.step == MAIN and self.active == p and rules.can_attack(self, hero)
                ),
            },
            "weapon": None
            if weapon is None
            else {
                "entity": weapon.id,
                "card": weapon.card.id,
                "attack": weapon.atk,
                "durability": weapon.health,
                "max_durability": weapon.max_health,
            },
            "hero_power": {
                "entity": power.id,
                "card": power.card.id,
                "cost": rules.cost_of(self, power),
                "usable": usable,
                "used": pl.power_uses > 0,
            },
            "mana": {
                "current": max(0, pl.mana),
                "max": pl.crystals,
                "overload_locked": pl.overload_locked,
                "overload_owed": pl.overload_owed,
            },
            "hand_count": len(pl.hand),
            "deck_count": len(pl.deck),
            "fatigue": pl.fatigue,
            "board": [self._minion_view(ents[i]) for i in pl.board],
            "secret_count": len(pl.secrets),
        }
        if mine:
            view["hand"] = [
                {
                    "entity": e.id,
                    "card": e.card.id,
                    "ref": card_ref(e),
                    "cost": rules.cost_of(self, e),
                    "supported": e.card.supported,
                }
                for e in (ents[i] for i in pl.hand)
            ]
            view["secrets"] = [
                {"entity": ents[i].id, "card": ents[i].card.id, "ref": card_ref(ents[i])} for i in pl.secrets
            ]
        else:
            view["hand"] = [
                {"entity": e.id, "card": e.card.id, "ref": card_ref(e)} if e.known else {"entity": e.id}
                for e in (ents[i] for i in pl.hand)
            ]
            view["secrets"] = [{"entity": i} for i in pl.secrets]
        return view

    def _minion_view(self, e: Entity) -> dict[str, Any]:
        can = (
            not self.over and self.step == MAIN and e.controller == self.active and rules.can_attack(self, e)
        )
        return {
            "entity": e.id,
            "card": e.card.id,
            "ref": card_ref(e),
            "attack": e.atk,
            "health": e.health,
            "max_health": e.max_health,
            "keywords": keyword_names(e.flags | e.aura_flags),
            "exhausted": e.exhausted and not e.has(1 << 3),
            "can_attack": can,
            "silenced": e.silenced,
            "enchanted": bool(e.enchants) or bool(e.aura_attack or e.aura_health or e.aura_flags),
            "damaged": e.damage > 0,
            "dying": rules.dying(e),
        }

    def hidden_from(self, player: PlayerId) -> list[str]:
        """The refs of the opponent's unrevealed hand cards and Secrets (never in ``player``'s view)."""
        other = self.players[1 - player]
        found = [card_ref(self.ents[i]) for i in other.hand if not self.ents[i].known]
        found += [card_ref(self.ents[i]) for i in other.secrets]
        if self.choice and self.choice_player != player:
            found += [f"{card.id}#choice{n}" for n, card in enumerate(self.choice, start=1)]
        return sorted(found)

    def resample_from_infostate(self, player: PlayerId, rng: Rng) -> State:
        """Re-deal what ``player`` has not seen: the opponent's unrevealed hand and Secrets' cards stay
        hidden as a pool with both decks' order; the same multiset of cards, dealt anew.

        The opponent's hidden hand cards and deck are shuffled together and dealt back (same sizes);
        ``player``'s own deck is reshuffled (its contents are known, its order is not). Secrets keep
        their cards: which Secret is up is public once revealed and the pool of a class is small.
        """
        c = self.clone()
        opp = c.players[1 - player]
        hidden = [c.ents[i] for i in opp.hand if not c.ents[i].known]
        pool = [e.card for e in hidden] + list(opp.deck)
        rng.shuffle(pool)
        for e, card in zip(hidden, pool, strict=False):
            e.card = card
            e.reset()
        opp.deck = pool[len(hidden) :]
        rng.shuffle(c.players[player].deck)
        c.dirty = True
        c.forget_legal_actions()
        return c

    # -- copying and serialising ----------------------------------------------------------------------
    def clone(self) -> HearthstoneState:
        c = HearthstoneState.__new__(HearthstoneState)
        c.__dict__.update(self.__dict__)
        c.rng = self.rng.copy()
        c.history = self.history[:]
        c.ents = {i: e.copy() for i, e in self.ents.items()}
        c.players = [self.players[0].copy(), self.players[1].copy()]
        c.pending_summons = self.pending_summons[:]
        c.instant_deaths = []
        c.died = self.died[:]
        c.other_auras = self.other_auras[:]
        c.resolving = set()
        c.deferred = []
        c.dirty = True
        c.listener_map = {}
        c.events = []
        c.cost_auras = list(self.cost_auras)
        c.choice = self.choice[:]
        return c

    def to_dict(self) -> dict[str, Any]:
        return {
            "turn": self.turn,
            "active": self.active,
            "first": self.first,
            "dominant": self.dominant,
            "step": self.step,
            "mulligan_player": self.mulligan_player,
            "choice": [card.id for card in self.choice],
            "choice_player": self.choice_player,
            "over": self.over,
            "winners": list(self.winners),
            "reason": self.reason,
            "next_id": self.next_id,
            "clock": self.clock,
            "players": [pl.to_dict() for pl in self.players],
            "entities": [self.ents[i].to_dict() for i in sorted(self.ents)],
            "died": [list(d) for d in self.died],
            "other_auras": list(self.other_auras),
            "rng": self.rng.to_dict(),
            "history": list(self.history),
        }
