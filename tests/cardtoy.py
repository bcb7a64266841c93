"""Skirmish: a tiny two-player card game that lives only in tests, to drive the card table scene.

Each player has a hero with 15 health, a shuffled deck of 14 cards and a hand. Both players first
mulligan (choose which of their 3 opening cards to shuffle back for new ones). A turn gives one
more mana crystal (up to 6) and draws a card; the player then plays cards (minions onto a chosen
board position, some with a battlecry target; spells with a target or a "choose one" option),
attacks with minions that are ready (taunt minions must be attacked first), and ends the turn.
Scout Ahead (not in the default deck) discovers: its player picks one of three minions to add to
their hand. A hero at 0 health loses; after 40 turns the game is a draw. It has what the table
needs to show: hidden hands and decks, ordered boards, targets, choices, a discover, a mulligan,
draws, deaths.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.core import BadInputError, Event, Game, Outcome, Rng, State
from engine.core.actions import Action
from engine.core.state import TERMINAL, PlayerId

HERO_HEALTH = 15
MAX_MANA = 6
HAND_LIMIT = 7
BOARD_LIMIT = 5
OPENING_HAND = 3
MAX_TURNS = 40


@dataclass(frozen=True)
class ToyCard:
    """A card of the toy pool: ``kind`` is minion or spell; ``effect`` names what it does."""

    id: str
    name: str
    kind: str
    cost: int
    attack: int = 0
    health: int = 0
    keywords: tuple[str, ...] = ()
    effect: str = ""
    amount: int = 0
    text: str = ""
    options: tuple[str, ...] = ()


CARDS: dict[str, ToyCard] = {
    c.id: c
    for c in (
        ToyCard("squire", "Squire", "minion", 1, 1, 2),
        ToyCard("guard", "Stone Guard", "minion", 2, 1, 4, ("taunt",), text="**Taunt**"),
        ToyCard(
            "herald",
            "Ember Herald",
            "minion",
            2,
            2,
            2,
            effect="damage",
            amount=1,
            text="**Battlecry:** Deal 1 damage.",
        ),
        ToyCard("raider", "Dune Raider", "minion", 3, 3, 2, ("charge",), text="**Charge**"),
        ToyCard("ogre", "Hill Ogre", "minion", 4, 4, 5),
        ToyCard("bolt", "Spark Bolt", "spell", 1, effect="damage", amount=2, text="Deal 2 damage."),
        ToyCard("mend", "Mend", "spell", 2, effect="heal", amount=4, text="Restore 4 health."),
        ToyCard("scout", "Scout Ahead", "spell", 1, effect="discover", text="**Discover** a minion."),
        ToyCard(
            "fork",
            "Forked Path",
            "spell",
            2,
            effect="choose",
            text="**Choose one:** Draw a card; or summon a 1/2 Squire.",
            options=("Draw a card", "Summon a 1/2 Squire"),
        ),
    )
}
DECK = ["squire", "squire", "guard", "guard", "herald", "herald", "raider", "raider", "ogre", "bolt", "bolt"]
DECK += ["mend", "fork", "fork"]


@dataclass(frozen=True, order=True)
class CardToyAction:
    """Notation: ``mulligan e1,e3`` / ``mulligan -``, ``play e4 @1 >e9``, ``play e7 #1``,
    ``attack e9 >hero1``, ``end``."""

    verb: str
    card: str = ""
    pos: int = -1
    target: str = ""
    option: int = -1
    cards: tuple[str, ...] = ()

    def __str__(self) -> str:
        if self.verb == "mulligan":
            return f"mulligan {','.join(self.cards) or '-'}"
        parts = [self.verb] + ([self.card] if self.card else [])
        if self.pos >= 0:
            parts.append(f"@{self.pos}")
        if self.target:
            parts.append(f">{self.target}")
        if self.option >= 0:
            parts.append(f"#{self.option}")
        return " ".join(parts)


def hero_id(player: int) -> str:
    return f"hero{player}"


class CardToyState(State):
    def __init__(self, game: Game, rng: Rng) -> None:
        super().__init__(game, rng)
        self.decks: list[list[list[str]]] = [[], []]
        self.hands: list[list[list[str]]] = [[], []]
        self.boards: list[list[dict[str, Any]]] = [[], []]
        self.heroes = [HERO_HEALTH, HERO_HEALTH]
        self.mana = [0, 0]
        self.max_mana = [0, 0]
        self.mulliganed = [False, False]
        self.player = 0
        self.turn = 0
        self.next_uid = 1
        self.offer: list[str] = []

    # -- reading --------------------------------------------------------------------------

    def current_player(self) -> PlayerId:
        if min(self.heroes) <= 0 or self.turn > MAX_TURNS:
            return TERMINAL
        if not all(self.mulliganed):
            return 0 if not self.mulliganed[0] else 1
        return self.player

    def minion(self, uid: str) -> tuple[int, dict[str, Any]] | None:
        for p in (0, 1):
            for m in self.boards[p]:
                if m["uid"] == uid:
                    return p, m
        return None

    def characters(self) -> list[str]:
        return [hero_id(0), hero_id(1)] + [m["uid"] for p in (0, 1) for m in self.boards[p]]

    def _attack_targets(self, p: int) -> list[str]:
        enemy = self.boards[1 - p]
        taunts = [m["uid"] for m in enemy if "taunt" in m["keywords"]]
        return taunts or [m["uid"] for m in enemy] + [hero_id(1 - p)]

    def _legal_actions(self) -> list[Action]:
        p = self.current_player()
        if self.offer:
            return [CardToyAction("pick", card) for card in self.offer]
        if not self.mulliganed[p]:
            hand = [uid for uid, _ in self.hands[p]]
            subsets = [
                tuple(u for i, u in enumerate(hand) if mask >> i & 1) for mask in range(1 << len(hand))
            ]
            return [CardToyAction("mulligan", cards=s) for s in subsets]
        acts: list[Action] = [CardToyAction("end")]
        board = self.boards[p]
        for uid, cid in self.hands[p]:
            card = CARDS[cid]
            if card.cost > self.mana[p]:
                continue
            if card.kind == "minion":
                if len(board) >= BOARD_LIMIT:
                    continue
                for pos in range(len(board) + 1):
                    if card.effect == "damage" and self.characters():
                        acts.extend(CardToyAction("play", uid, pos, t) for t in self.characters())
                    else:
                        acts.append(CardToyAction("play", uid, pos))
            elif card.effect == "choose":
                acts.extend(CardToyAction("play", uid, option=i) for i in range(len(card.options)))
            elif card.effect == "discover":
                acts.append(CardToyAction("play", uid))
            elif card.effect == "heal":
                friends = [hero_id(p)] + [m["uid"] for m in board]
                acts.extend(CardToyAction("play", uid, target=t) for t in friends)
            else:
                acts.extend(CardToyAction("play", uid, target=t) for t in self.characters())
        for m in board:
            if m["ready"]:
                acts.extend(CardToyAction("attack", m["uid"], target=t) for t in self._attack_targets(p))
        return acts

    # -- changing -------------------------------------------------------------------------

    def _new_uid(self) -> str:
        uid = f"e{self.next_uid}"
        self.next_uid += 1
        return uid

    def _draw(self, p: int) -> list[Event]:
        if not self.decks[p]:
            return []
        card = self.decks[p].pop()
        if len(self.hands[p]) >= HAND_LIMIT:
            return [
                Event("burn", f"Player {p + 1}'s hand is full: {CARDS[card[1]].name} burns.", {"player": p})
            ]
        self.hands[p].append(card)
        return [Event("draw", f"Player {p + 1} draws a card.", {"player": p, "uid": card[0]})]

    def _name(self, uid: str) -> str:
        if uid.startswith("hero"):
            return f"Player {int(uid[4:]) + 1}'s hero"
        found = self.minion(uid)
        return CARDS[found[1]["card"]].name if found else uid

    def _damage(self, target: str, amount: int) -> list[Event]:
        text = f"{self._name(target)} takes {amount} damage."
        if target.startswith("hero"):
            self.heroes[int(target[4:])] -= amount
        else:
            found = self.minion(target)
            assert found is not None, target
            found[1]["health"] -= amount
        return [Event("damage", text, {"target": target, "amount": amount})]

    def _heal(self, target: str, amount: int) -> list[Event]:
        if target.startswith("hero"):
            p = int(target[4:])
            healed = min(amount, HERO_HEALTH - self.heroes[p])
            self.heroes[p] += healed
        else:
            found = self.minion(target)
            assert found is not None, target
            m = found[1]
            healed = min(amount, m["max_health"] - m["health"])
            m["health"] += healed
        return [
            Event(
                "heal", f"{self._name(target)} is healed for {healed}.", {"target": target, "amount": healed}
            )
        ]

    def _deaths(self) -> list[Event]:
        events = []
        for p in (0, 1):
            for m in [m for m in self.boards[p] if m["health"] <= 0]:
                self.boards[p].remove(m)
                events.append(
                    Event("death", f"{CARDS[m['card']].name} dies.", {"uid": m["uid"], "player": p})
                )
        return events

    def _summon(self, p: int, uid: str, cid: str, pos: int) -> Event:
        card = CARDS[cid]
        self.boards[p].insert(
            pos,
            {
                "uid": uid,
                "card": cid,
                "attack": card.attack,
                "health": card.health,
                "max_health": card.health,
                "keywords": list(card.keywords),
                "ready": "charge" in card.keywords,
            },
        )
        return Event(
            "summon", f"{card.name} enters play.", {"uid": uid, "player": p, "card": cid, "pos": pos}
        )

    def _apply_action(self, action: Action) -> list[Event]:
        assert isinstance(action, CardToyAction)
        p = self.current_player()
        if action.verb == "pick":
            self.offer = []
            self.hands[p].append([self._new_uid(), action.card])
            return [Event("discover", f"Player {p + 1} discovers {CARDS[action.card].name}.", {"player": p})]
        if action.verb == "mulligan":
            return self._mulligan(p, action.cards)
        if action.verb == "end":
            return self._end_turn(p)
        if action.verb == "attack":
            return self._attack(p, action)
        return self._play(p, action)

    def _mulligan(self, p: int, cards: tuple[str, ...]) -> list[Event]:
        back = [c for c in self.hands[p] if c[0] in cards]
        self.hands[p] = [c for c in self.hands[p] if c[0] not in cards]
        self.decks[p].extend(back)
        self.rng.shuffle(self.decks[p])
        for _ in back:
            self.hands[p].append(self.decks[p].pop())
        self.mulliganed[p] = True
        events = [
            Event(
                "mulligan", f"Player {p + 1} replaces {len(back)} cards.", {"player": p, "count": len(back)}
            )
        ]
        if all(self.mulliganed):
            events += self._start_turn(0)
        return events

    def _start_turn(self, p: int) -> list[Event]:
        self.player = p
        self.turn += 1
        self.max_mana[p] = min(MAX_MANA, self.max_mana[p] + 1)
        self.mana[p] = self.max_mana[p]
        for m in self.boards[p]:
            m["ready"] = True
        return [
            Event("turn", f"Turn {self.turn}: player {p + 1}.", {"player": p, "turn": self.turn})
        ] + self._draw(p)

    def _end_turn(self, p: int) -> list[Event]:
        return self._start_turn(1 - p)

    def _attack(self, p: int, action: CardToyAction) -> list[Event]:
        found = self.minion(action.card)
        assert found is not None
        attacker = found[1]
        attacker["ready"] = False
        events = [
            Event(
                "attack",
                f"{self._name(action.card)} attacks {self._name(action.target)}.",
                {"attacker": action.card, "target": action.target},
            )
        ]
        events += self._damage(action.target, attacker["attack"])
        defender = self.minion(action.target)
        if defender is not None and defender[1]["attack"] > 0:
            events += self._damage(action.card, defender[1]["attack"])
        return events + self._deaths()

    def _play(self, p: int, action: CardToyAction) -> list[Event]:
        entry = next(c for c in self.hands[p] if c[0] == action.card)
        self.hands[p].remove(entry)
        card = CARDS[entry[1]]
        self.mana[p] -= card.cost
        data = {
            "player": p,
            "uid": entry[0],
            "card": card.id,
            "target": action.target,
            "option": action.option,
        }
        events = [Event("play", f"Player {p + 1} plays {card.name}.", data)]
        if card.kind == "minion":
            events.append(self._summon(p, entry[0], card.id, action.pos))
        if card.effect == "damage" and action.target:
            events += self._damage(action.target, card.amount)
        elif card.effect == "heal":
            events += self._heal(action.target, card.amount)
        elif card.effect == "discover":
            minions = sorted(c.id for c in CARDS.values() if c.kind == "minion")
            start = self.rng.randbelow(len(minions))
            self.offer = [minions[(start + i) % len(minions)] for i in range(3)]
        elif card.effect == "choose":
            if action.option == 0:
                events += self._draw(p)
            elif len(self.boards[p]) < BOARD_LIMIT:
                events.append(self._summon(p, self._new_uid(), "squire", len(self.boards[p])))
        return events + self._deaths()

    # -- contract -------------------------------------------------------------------------

    def outcome(self) -> Outcome | None:
        if not self.is_terminal():
            return None
        scores = (float(self.heroes[0]), float(self.heroes[1]))
        if self.heroes[0] <= 0 and self.heroes[1] <= 0 or self.turn > MAX_TURNS:
            return Outcome("draw", (), scores)
        winner = 0 if self.heroes[1] <= 0 else 1
        return Outcome("hero destroyed", (winner,), scores)

    def observation(self, player: PlayerId) -> dict[str, Any]:
        players = []
        for p in (0, 1):
            players.append(
                {
                    "hero": {"uid": hero_id(p), "health": self.heroes[p], "max_health": HERO_HEALTH},
                    "mana": self.mana[p],
                    "max_mana": self.max_mana[p],
                    "hand": [{"uid": u, "card": c} for u, c in self.hands[p]] if p == player else None,
                    "hand_count": len(self.hands[p]),
                    "hand_uids": [u for u, _ in self.hands[p]],
                    "deck_count": len(self.decks[p]),
                    "board": [dict(m, keywords=list(m["keywords"])) for m in self.boards[p]],
                    "mulliganed": self.mulliganed[p],
                }
            )
        offer = list(self.offer) if player == self.current_player() else []
        return {
            "player": player,
            "to_act": self.current_player(),
            "turn": self.turn,
            "players": players,
            "offer": offer,
        }

    def resample_from_infostate(self, player: PlayerId, rng: Rng) -> State:
        c = self.clone()
        other = 1 - player
        unseen = [card for _, card in self.hands[other] + self.decks[other]]
        rng.shuffle(unseen)
        n = len(self.hands[other])
        c.hands[other] = [[u, card] for (u, _), card in zip(self.hands[other], unseen[:n], strict=True)]
        c.decks[other] = [[u, card] for (u, _), card in zip(self.decks[other], unseen[n:], strict=True)]
        mine = [card for _, card in self.decks[player]]
        rng.shuffle(mine)
        c.decks[player] = [[u, card] for (u, _), card in zip(self.decks[player], mine, strict=True)]
        return c

    def evaluate(self, player: PlayerId) -> float:
        mine = self.heroes[player] + sum(int(m["attack"]) + int(m["health"]) for m in self.boards[player])
        theirs = self.heroes[1 - player] + sum(
            int(m["attack"]) + int(m["health"]) for m in self.boards[1 - player]
        )
        return max(0.0, min(1.0, 0.5 + (mine - theirs) / 60))

    def clone(self) -> CardToyState:
        c = CardToyState.__new__(CardToyState)
        c.game = self.game
        c.rng = self.rng.copy()
        c.history = list(self.history)
        c.decks = [[list(x) for x in d] for d in self.decks]
        c.hands = [[list(x) for x in h] for h in self.hands]
        c.boards = [[dict(m, keywords=list(m["keywords"])) for m in b] for b in self.boards]
        c.heroes = list(self.heroes)
        c.mana = list(self.mana)
        c.max_mana = list(self.max_mana)
        c.mulliganed = list(self.mulliganed)
        c.player = self.player
        c.turn = self.turn
        c.next_uid = self.next_uid
        c.offer = list(self.offer)
        return c

    def to_dict(self) -> dict[str, Any]:
        return {
            "decks": [[list(x) for x in d] for d in self.decks],
            "hands": [[list(x) for x in h] for h in self.hands],
            "boards": [[dict(m, keywords=list(m["keywords"])) for m in b] for b in self.boards],
            "heroes": list(self.heroes),
            "mana": list(self.mana),
            "max_mana": list(self.max_mana),
            "mulliganed": list(self.mulliganed),
            "player": self.player,
            "turn": self.turn,
            "next_uid": self.next_uid,
            "offer": list(self.offer),
            "rng": self.rng.to_dict(),
            "history": list(self.history),
        }


class CardToyGame(Game):
    id = "cardtoy"
    name = "Skirmish"

    def new_initial_state(self, seed: int, setup: Mapping[str, Any] | None = None) -> CardToyState:
        state = CardToyState(self, Rng(seed))
        for p in (0, 1):
            cards = list((setup or {}).get("decks", [DECK, DECK])[p])
            unknown = sorted(set(cards) - set(CARDS))
            if unknown:
                raise BadInputError("setup", f"unknown Skirmish cards: {', '.join(unknown)}")
            deck = [[state._new_uid(), cid] for cid in cards]
            if "decks" not in (setup or {}):
                state.rng.shuffle(deck)
            state.decks[p] = deck
            for _ in range(OPENING_HAND):
                state.hands[p].append(state.decks[p].pop())
        return state

    def state_from_dict(self, d: Mapping[str, Any]) -> CardToyState:
        try:
            state = CardToyState(self, Rng.from_dict(d["rng"]))
            state.decks = [[[str(u), str(c)] for u, c in deck] for deck in d["decks"]]
            state.hands = [[[str(u), str(c)] for u, c in hand] for hand in d["hands"]]
            state.boards = [[dict(m, keywords=list(m["keywords"])) for m in b] for b in d["boards"]]
            state.heroes = [int(h) for h in d["heroes"]]
            state.mana = [int(m) for m in d["mana"]]
            state.max_mana = [int(m) for m in d["max_mana"]]
            state.mulliganed = [bool(m) for m in d["mulliganed"]]
            state.player = int(d["player"])
            state.turn = int(d["turn"])
            state.next_uid = int(d["next_uid"])
            state.offer = [str(c) for c in d.get("offer", [])]
            state.history = [str(a) for a in d.get("history", [])]
        except (KeyError, TypeError, ValueError) as exc:
            raise BadInputError("<dict>", f"not a Skirmish position: {exc}") from exc
        return state
