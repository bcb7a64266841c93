"""Draw Ten: a tiny two-player game that lives only in tests, to exercise the engine contract.

A deck of 12 numbered cards (values 1-4, three each) is shuffled. Each player starts with two
hidden cards. On a turn the player draws a card, plays a card from hand onto their public score
pile, or rolls a d6 (4-6 adds 1 to their score). The first to 10 points wins; after 24 turns the
higher score wins, equal scores draw. It has hidden hands, a hidden deck and dice, so it covers
observations, determinization, forced dice and stacked decks.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.core import BadInputError, Event, Game, Outcome, Rng, State
from engine.core.actions import Action
from engine.core.state import TERMINAL, PlayerId

TARGET = 10
MAX_TURNS = 24


@dataclass(frozen=True, order=True)
class ToyAction:
    verb: str
    card: str = ""

    def __str__(self) -> str:
        return f"{self.verb} {self.card}" if self.card else self.verb


def card_value(card: str) -> int:
    return int(card.split("-")[1])


class ToyState(State):
    def __init__(self, game: Game, rng: Rng) -> None:
        super().__init__(game, rng)
        self.deck: list[str] = []
        self.hands: list[list[str]] = [[], []]
        self.scores = [0, 0]
        self.turn = 0
        self.player = 0

    def current_player(self) -> PlayerId:
        if max(self.scores) >= TARGET or self.turn >= MAX_TURNS:
            return TERMINAL
        return self.player

    def _legal_actions(self) -> list[Action]:
        acts: list[Action] = [ToyAction("roll")]
        if self.deck:
            acts.append(ToyAction("draw"))
        acts.extend(ToyAction("play", c) for c in sorted(set(self.hands[self.player])))
        return acts

    def _apply_action(self, action: Action) -> list[Event]:
        assert isinstance(action, ToyAction)
        p = self.player
        events: list[Event]
        if action.verb == "draw":
            card = self.deck.pop()
            self.hands[p].append(card)
            events = [Event("draw", f"Player {p} draws a card.", {"player": p})]
        elif action.verb == "play":
            self.hands[p].remove(action.card)
            self.scores[p] += card_value(action.card)
            events = [Event("play", f"Player {p} plays {action.card}.", {"player": p, "card": action.card})]
        else:
            face = self.rng.randint(1, 6)
            if face >= 4:
                self.scores[p] += 1
            events = [Event("dice_rolled", f"Player {p} rolls {face}.", {"player": p, "faces": [face]})]
        self.turn += 1
        self.player = 1 - p
        return events

    def outcome(self) -> Outcome | None:
        if not self.is_terminal():
            return None
        a, b = self.scores
        winners: tuple[int, ...] = () if a == b else ((0,) if a > b else (1,))
        return Outcome("score", winners, (float(a), float(b)))

    def observation(self, player: PlayerId) -> dict[str, Any]:
        return {
            "player": player,
            "hand": list(self.hands[player]),
            "opponent_hand_size": len(self.hands[1 - player]),
            "deck_size": len(self.deck),
            "scores": list(self.scores),
            "turn": self.turn,
            "to_act": self.current_player(),
        }

    def hidden_from(self, player: PlayerId) -> list[str]:
        return sorted(self.deck + self.hands[1 - player])

    def resample_from_infostate(self, player: PlayerId, rng: Rng) -> State:
        c = self.clone()
        unseen = self.deck + self.hands[1 - player]
        rng.shuffle(unseen)
        n = len(self.hands[1 - player])
        c.hands[1 - player] = unseen[:n]
        c.deck = unseen[n:]
        return c

    def evaluate(self, player: PlayerId) -> float:
        return 0.5 + (self.scores[player] - self.scores[1 - player]) / (2 * TARGET)

    def clone(self) -> ToyState:
        c = ToyState.__new__(ToyState)
        c.game = self.game
        c.rng = self.rng.copy()
        c.history = list(self.history)
        c.deck = list(self.deck)
        c.hands = [list(h) for h in self.hands]
        c.scores = list(self.scores)
        c.turn = self.turn
        c.player = self.player
        return c

    def to_dict(self) -> dict[str, Any]:
        return {
            "deck": list(self.deck),
            "hands": [list(h) for h in self.hands],
            "scores": list(self.scores),
            "turn": self.turn,
            "player": self.player,
            "rng": self.rng.to_dict(),
            "history": list(self.history),
        }


class ToyGame(Game):
    id = "toy"
    name = "Draw Ten"
    DEFAULT_OPTIONS = {"hand_size": 2}

    def new_initial_state(self, seed: int, setup: Mapping[str, Any] | None = None) -> ToyState:
        state = ToyState(self, Rng(seed))
        deck = [f"c{i:02d}-{1 + i % 4}" for i in range(12)]
        stacked = (setup or {}).get("deck")
        if stacked is not None:
            deck = list(stacked)
        else:
            state.rng.shuffle(deck)
        state.deck = deck
        for _ in range(self.options["hand_size"]):
            for p in (0, 1):
                state.hands[p].append(state.deck.pop())
        return state

    def state_from_dict(self, d: Mapping[str, Any]) -> ToyState:
        try:
            state = ToyState(self, Rng.from_dict(d["rng"]))
            state.deck = [str(c) for c in d["deck"]]
            state.hands = [[str(c) for c in h] for h in d["hands"]]
            state.scores = [int(s) for s in d["scores"]]
            state.turn = int(d["turn"])
            state.player = int(d["player"])
            state.history = [str(a) for a in d.get("history", [])]
        except (KeyError, TypeError, ValueError) as exc:
            raise BadInputError("<dict>", f"not a Draw Ten position: {exc}") from exc
        if state.player not in (0, 1) or len(state.hands) != 2:
            raise BadInputError("<dict>", "a Draw Ten position has two players")
        return state
