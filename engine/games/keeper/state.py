"""KeeperState: one position of Keeper of the Cards, and the contract methods over it.

The rules live in the other modules; this class holds the fields and the small lookups they share.
Everything that can pause for a player's choice (paying costs, resolving a chain link, rolling dice)
is a JSON task on ``work`` (a stack), so any position, even mid-resolution, clones, saves and loads.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core import Action, Event, Outcome, Rng, State
from engine.core.state import TERMINAL
from engine.games.keeper.cards import Card
from engine.games.keeper.model import Minion, Player, card_uid

if TYPE_CHECKING:
    from engine.games.keeper.game import KeeperGame


def deep(x: Any) -> Any:
    """A copy of JSON-like data (lists, dicts, scalars), faster than copy.deepcopy."""
    if isinstance(x, list):
        return [deep(v) for v in x]
    if isinstance(x, dict):
        return {k: deep(v) for k, v in x.items()}
    return x


class KeeperState(State):
    """A position. Phases: mulligan, resource, action, battle, recovery (turn order: clockwise)."""

    game: KeeperGame

    def __init__(self, game: KeeperGame, rng: Rng, n: int = 2) -> None:
        super().__init__(game, rng)
        self.n = n
        self.players: list[Player] = [Player() for _ in range(n)]
        self.cards: dict[str, str] = {}
        self.owners: dict[str, int] = {}
        self.pawns: dict[str, Card] = {}
        self.minions: dict[str, Minion] = {}
        self.down: dict[str, int] = {}
        self.next_uid = 1
        self.proposal_turn = 0
        self.turn = 0
        self.tp = 0
        self.first = 0
        self.phase = "mulligan"
        self.prio = 0
        self.wpass = 0
        self.chain: list[dict[str, Any]] = []
        self.responder = -1
        self.cpasses = 0
        self.chain_no = 0
        self.resolving = False
        self.limbo: list[str] = []
        self.battle: dict[str, Any] | None = None
        self.declared: list[str] = []
        self.berzerks: list[list[str]] = []
        self.met: list[list[Any]] = []
        self.work: list[dict[str, Any]] = []
        self.pending: dict[str, Any] | None = None
        self.result: dict[str, Any] | None = None
        self.events: list[Event] = []
        self.log_events = True

    # -- lookups ---------------------------------------------------------------------------------
    def new_uid(self) -> str:
        uid = card_uid(self.next_uid)
        self.next_uid += 1
        return uid

    def card(self, uid: str) -> Card:
        """The design of a card instance or pawn."""
        pawn = self.pawns.get(uid)
        return pawn if pawn is not None else self.game.pool[self.cards[uid]]

    def left(self, p: int) -> int:
        """The player to the left of ``p`` (clockwise, the direction of turns and responses)."""
        return (p + 1) % self.n

    def clockwise(self, start: int) -> list[int]:
        return [(start + i) % self.n for i in range(self.n)]

    def enemies(self, p: int) -> list[int]:
        return [q for q in self.clockwise(self.left(p)) if q != p]

    def log(self, kind: str, text: str, **data: Any) -> None:
        if self.log_events:
            self.events.append(Event(kind, text, data))

    def name(self, uid: str) -> str:
        if uid in self.minions and self.minions[uid].petrified:
            return f"a petrified minion ({uid})"
        return f"{self.card(uid).name} ({uid})"

    # -- the contract ----------------------------------------------------------------------------
    def current_player(self) -> int:
        from engine.games.keeper.flow import decider

        return TERMINAL if self.result is not None else decider(self)

    def _legal_actions(self) -> list[Action]:
        from engine.games.keeper.legal import legal_actions

        return list(legal_actions(self))

    def _apply_action(self, action: Action) -> list[Event]:
        from engine.games.keeper.flow import apply

        self.events = []
        apply(self, action)
        events, self.events = self.events, []
        return events

    def outcome(self) -> Outcome | None:
        if self.result is None:
            return None
        return Outcome(
            str(self.result["reason"]),
            tuple(self.result["winners"]),
            tuple(float(p.hp) for p in self.players),
        )

    def observation(self, player: int) -> dict[str, Any]:
        from engine.games.keeper.observe import observation

        return observation(self, player)

    def hidden_from(self, player: int) -> list[str]:
        from engine.games.keeper.observe import hidden_from

        return hidden_from(self, player)

    def resample_from_infostate(self, player: int, rng: Rng) -> KeeperState:
        from engine.games.keeper.observe import resample

        return resample(self, player, rng)

    def evaluate(self, player: int) -> float:
        from engine.games.keeper.evaluation import evaluate

        return evaluate(self, player)

    def to_dict(self) -> dict[str, Any]:
        from engine.games.keeper.positions import state_to_dict

        return state_to_dict(self)

    def clone(self) -> KeeperState:
        c = KeeperState.__new__(KeeperState)
        c.game = self.game
        c.rng = self.rng.copy()
        c.history = list(self.history)
        c.n = self.n
        c.players = [p.copy() for p in self.players]
        c.cards = self.cards
        c.owners = self.owners
        c.pawns = dict(self.pawns)
        c.minions = {k: m.copy() for k, m in self.minions.items()}
        c.down = dict(self.down)
        c.proposal_turn = self.proposal_turn
        c.next_uid, c.turn, c.tp, c.first, c.phase = self.next_uid, self.turn, self.tp, self.first, self.phase
        c.prio, c.wpass = self.prio, self.wpass
        c.chain = deep(self.chain)
        c.responder, c.cpasses, c.chain_no, c.resolving = (
            self.responder,
            self.cpasses,
            self.chain_no,
            self.resolving,
        )
        c.limbo = list(self.limbo)
        c.battle = deep(self.battle)
        c.declared = list(self.declared)
        c.berzerks = deep(self.berzerks)
        c.met = deep(self.met)
        c.work = deep(self.work)
        c.pending = deep(self.pending)
        c.result = deep(self.result)
        c.events = []
        c.log_events = self.log_events
        return c
