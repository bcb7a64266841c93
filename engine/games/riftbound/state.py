"""The Riftbound position: zones, board objects, the chain, priority and focus, as plain data.

Everything is JSON-able so a position is its own save (``to_dict``) and a clone is a copy of the
data. Board objects (units, gear, runes, legends, battlefields) have a status in ``st``; a unit's
location is ``st[uid]["at"]``: ``"b<p>"`` (player p's base) or ``"f<i>"`` (battlefield i).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core import Event, Outcome, Rng, State
from engine.core.actions import Action
from engine.core.state import TERMINAL, PlayerId
from engine.games.riftbound.cards import Card

if TYPE_CHECKING:
    from engine.games.riftbound.game import RiftboundGame

FIELDS = (
    "n",
    "cards",
    "owner",
    "players",
    "bfs",
    "st",
    "chain",
    "queue",
    "prio",
    "passes",
    "sd",
    "focus",
    "combat",
    "turn",
    "tp",
    "first",
    "step",
    "prompt",
    "winner",
    "reason",
    "next_uid",
    "next_inc",
    "root_trig",
    "victory",
    "turns_taken",
    "extra",
    "regular",
    "teams",
    "ally_held",
)

SHARED = ("cards", "owner")
"""Fields clones share: they are only ever replaced whole (``new_uid``, resampling), never edited."""

OPTIONAL: dict[str, Any] = {
    "out": [],
    "invited": None,
    "declined": None,
    "match": None,
    "choosing": None,
    "delayed": [],
    "trash_left": {},
}
"""Fields added after saves existed: ``to_dict`` writes them only when they differ from these defaults,
so the hash of every position (and every saved game) that never used them is unchanged."""

FAST = ("st", "players", "bfs")
"""Fields ``clone`` copies by hand, one level deep where nothing deeper is ever edited in place."""


def _copy_player(pl: dict[str, Any]) -> dict[str, Any]:
    return {
        k: (list(v) if isinstance(v, list) else dict(v) if isinstance(v, dict) else v) for k, v in pl.items()
    }


def copy_data(x: Any) -> Any:
    """A deep copy of JSON-like data (dicts, lists, scalars), written for speed."""
    if isinstance(x, dict):
        return {k: copy_data(v) for k, v in x.items()}
    if isinstance(x, list):
        return [copy_data(v) for v in x]
    return x


def new_player() -> dict[str, Any]:
    return {
        "hand": [],
        "deck": [],
        "runes_deck": [],
        "trash": [],
        "banish": [],
        "champ": [],
        "legend": "",
        "points": 0,
        "xp": 0,
        "energy": 0,
        "power": {},
        "played": 0,
        "buff_bonus": 0,
        "aside": [],
        "bonus_next_spell": 0,
    }


class RiftState(State):
    """One Riftbound position (see the module docstring for the layout)."""

    game: RiftboundGame

    def __init__(self, game: RiftboundGame, rng: Rng, n: int = 2) -> None:
        super().__init__(game, rng)
        self.n = n
        self.cards: dict[str, str] = {}
        self.owner: dict[str, int] = {}
        self.players: list[dict[str, Any]] = [new_player() for _ in range(n)]
        self.bfs: list[dict[str, Any]] = []
        self.st: dict[str, dict[str, Any]] = {}
        self.chain: list[dict[str, Any]] = []
        self.queue: list[dict[str, Any]] = []
        self.prio: int | None = None
        self.passes = 0
        self.sd: dict[str, Any] | None = None
        self.focus: int | None = None
        self.combat: dict[str, Any] | None = None
        self.turn = 0
        self.tp = 0
        self.first = 0
        self.step = "setup"
        self.prompt: dict[str, Any] | None = None
        self.winner: int | None = None
        self.reason = ""
        self.next_uid = 1
        self.next_inc = 1
        self.root_trig = False
        self.victory = 8
        self.turns_taken: list[int] = [0] * n
        self.extra: list[int] = []
        self.regular = 0
        self.teams: list[int] = []
        self.ally_held: list[int] = []
        self.out: list[int] = []
        self.invited: int | None = None
        self.declined: int | None = None
        self.match: dict[str, Any] | None = None
        self.choosing: dict[str, Any] | None = None
        # Delayed "When you conquer this turn, draw it" abilities: {p, src (the spell), card (the
        # banished card it draws)}, cleared as the turn ends (427.3.a, 393).
        self.delayed: list[dict[str, Any]] = []
        # How many times each card has left a trash: one that left and came back is a new object
        # (359.3.e.4), so a target chosen there before is not it. Kept only for cards that left.
        self.trash_left: dict[str, int] = {}
        self.events: list[Event] = []
        self.log_events = True

    # -- helpers used by every rules module ------------------------------------------------------
    def card(self, uid: str) -> Card:
        return self.game.pool[self.cards[uid]]

    def inc_of(self, uid: str) -> int:
        """The object's incarnation: on the board, or in a trash (359.3.e.4); 0 for anything else."""
        return int(self.st[uid]["inc"]) if uid in self.st else self.trash_left.get(uid, 0)

    def leave_trash(self, uid: str) -> None:
        """Take a card out of its owner's trash; if it comes back it is a new object (359.3.e.4)."""
        self.players[self.owner[uid]]["trash"].remove(uid)
        self.trash_left = {**self.trash_left, uid: self.trash_left.get(uid, 0) + 1}

    def new_uid(self, card_id: str, owner: int) -> str:
        uid = f"c{self.next_uid:03d}"
        self.next_uid += 1
        self.cards = {**self.cards, uid: card_id}
        self.owner = {**self.owner, uid: owner}
        return uid

    def log(self, kind: str, text: str, **data: Any) -> None:
        if self.log_events:
            self.events.append(Event(kind, text, data))

    def name(self, uid: str) -> str:
        return self.card(uid).name

    def ctl(self, uid: str) -> int:
        """Controller of a board object (its owner elsewhere)."""
        status = self.st.get(uid)
        return int(status["ctl"]) if status is not None else self.owner[uid]

    def allied(self, a: int, b: int) -> bool:
        """Same player or teammates (740)."""
        return a == b or (bool(self.teams) and self.teams[a] == self.teams[b])

    def team_of(self, p: int) -> list[int]:
        return [q for q in range(self.n) if self.allied(p, q)]

    def team_points(self, p: int) -> int:
        """A player's points, or the team's pooled points in 2v2 (478.3, 484.6)."""
        return sum(self.players[q]["points"] for q in self.team_of(p))

    def opponents(self, p: int) -> list[int]:
        return [q for q in self.order_from(p) if not self.allied(p, q)]

    def order_from(self, p: int) -> list[int]:
        """Players still in the game in turn order, starting with p (removed players are skipped, 651.3)."""
        return [(p + k) % self.n for k in range(self.n) if (p + k) % self.n not in self.out]

    def next_player(self, p: int) -> int:
        """The next player in turn order who is still in the game (652.5)."""
        for k in range(1, self.n + 1):
            if (p + k) % self.n not in self.out:
                return (p + k) % self.n
        return p

    def live(self) -> int:
        """How many players are still in the game: everyone passing means this many passes."""
        return self.n - len(self.out)

    def units(self, loc: str | None = None, ctl: int | None = None) -> list[str]:
        """Units on the board, sorted, optionally at one location and of one controller."""
        return sorted(
            uid
            for uid, s in self.st.items()
            if s["kind"] == "unit" and (loc is None or s["at"] == loc) and (ctl is None or s["ctl"] == ctl)
        )

    def objects(self, kind: str, ctl: int | None = None) -> list[str]:
        return sorted(
            u for u, s in self.st.items() if s.get("kind") == kind and (ctl is None or s["ctl"] == ctl)
        )

    # -- the contract ----------------------------------------------------------------------------
    def current_player(self) -> PlayerId:
        if self.winner is not None or self.reason:
            return TERMINAL
        if self.prompt is not None:
            return int(self.prompt["p"])
        if self.invited is not None and not self.chain:
            return self.invited
        if self.chain:
            return self.prio if self.prio is not None else self.tp
        if self.sd is not None:
            return self.focus if self.focus is not None else self.tp
        return self.tp

    def _legal_actions(self) -> list[Action]:
        from engine.games.riftbound.legal import legal_actions

        return list(legal_actions(self))

    def _apply_action(self, action: Action) -> list[Event]:
        from engine.games.riftbound.legal import apply

        self.events = []
        apply(self, action)
        events, self.events = self.events, []
        return events

    def outcome(self) -> Outcome | None:
        if self.winner is None and not self.reason:
            return None
        winners = () if self.winner is None else tuple(self.team_of(self.winner))
        return Outcome(self.reason, winners, tuple(float(p["points"]) for p in self.players))

    def observation(self, player: PlayerId) -> dict[str, Any]:
        from engine.games.riftbound.observe import observation

        return observation(self, player)

    def hidden_from(self, player: PlayerId) -> list[str]:
        from engine.games.riftbound.observe import hidden_from

        return hidden_from(self, player)

    def resample_from_infostate(self, player: PlayerId, rng: Rng) -> State:
        from engine.games.riftbound.observe import resample

        return resample(self, player, rng)

    def evaluate(self, player: PlayerId) -> float:
        from engine.games.riftbound.evaluation import evaluate

        return evaluate(self, player)

    def clone(self) -> RiftState:
        c = RiftState(self.game, Rng(0), self.n)
        c.rng = self.rng.copy()
        for f in FIELDS:
            if f in SHARED:
                setattr(c, f, getattr(self, f))
            elif f not in FAST:
                setattr(c, f, copy_data(getattr(self, f)))
        c.st = {uid: {**v, "mods": list(v["mods"])} for uid, v in self.st.items()}
        c.players = [_copy_player(pl) for pl in self.players]
        c.bfs = [{**bf, "scored": list(bf["scored"])} for bf in self.bfs]
        c.history = list(self.history)
        c.out = list(self.out)
        c.invited = self.invited
        c.declined = self.declined
        c.match = self.match
        c.choosing = copy_data(self.choosing)
        c.delayed = copy_data(self.delayed)
        c.trash_left = dict(self.trash_left)
        c.log_events = self.log_events
        return c

    def to_dict(self) -> dict[str, Any]:
        d = {f: copy_data(getattr(self, f)) for f in FIELDS}
        for f, default in OPTIONAL.items():
            if getattr(self, f) != default:
                d[f] = copy_data(getattr(self, f))
        d["rng"] = self.rng.to_dict()
        d["history"] = list(self.history)
        return d
