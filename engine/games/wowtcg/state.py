"""The WoW TCG position (``TcgState``) and the small helpers every rules module shares.

The state holds plain records (records.py). Rules live in their own modules: ``view`` derives
current characteristics (CR 712-719), ``flow`` runs turns, windows and pre-priority processing
(CR 407, 500-503), ``chain`` adds and resolves links (CR 705-711), ``effects`` applies modifiers,
``damage`` the packet pipeline (CR 403, 716-717), ``combat`` CR 600-603, ``legal`` lists and applies
actions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core import Event, Outcome, Rng, State
from engine.core.actions import Action
from engine.games.wowtcg.model import CardDef
from engine.games.wowtcg.records import Link, Mod, Obj, Pending, Player, Waiting, obj_id

if TYPE_CHECKING:
    from engine.games.wowtcg.game import WowTcgGame
    from engine.games.wowtcg.view import View


class Suspend(Exception):
    """A procedure needs a player's choice: ``state.pending`` is set and the procedure resumes later."""


class TcgState(State):
    """One position of a two-player WoW TCG game."""

    game: WowTcgGame

    def __init__(self, game: WowTcgGame, rng: Rng) -> None:
        super().__init__(game, rng)
        self.players: list[Player] = [Player(), Player()]
        self.objs: dict[str, Obj] = {}
        self.chain: list[Link] = []
        self.mods: list[Mod] = []
        self.waiting: list[Waiting] = []
        self.pending: Pending | None = None
        self.proc: dict[str, Any] | None = None
        self.combat: dict[str, Any] = {}
        self.turn = 0
        self.tp = 0
        self.first = 0
        self.turn_starts = [0, 0]
        self.extra_turns: list[int] = []
        self.step = "mulligan"
        self.window = ""
        self.holder = 0
        self.passes = 0
        self.need_pp = False
        self.hits: dict[str, list[str]] = {"0": [], "1": []}
        self.counter = 0
        self.clock = 0
        self.result: dict[str, Any] | None = None
        self.events: list[Event] = []
        self._view: View | None = None
        self._play: list[Obj] | None = None

    # -- contract ---------------------------------------------------------------------------------
    def current_player(self) -> int:
        from engine.games.wowtcg.legal import decider

        return decider(self)

    def _legal_actions(self) -> list[Action]:
        from engine.games.wowtcg.legal import legal_actions

        return list(legal_actions(self))

    def _apply_action(self, action: Action) -> list[Event]:
        from engine.games.wowtcg.actions import TcgAction
        from engine.games.wowtcg.legal import apply_action

        assert isinstance(action, TcgAction)
        self.events = []
        apply_action(self, action)
        events, self.events = self.events, []
        return events

    def outcome(self) -> Outcome | None:
        if self.result is None:
            return None
        scores = tuple(float(self.life(p)) for p in (0, 1))
        return Outcome(str(self.result["reason"]), tuple(self.result["winners"]), scores)

    def observation(self, player: int) -> dict[str, Any]:
        from engine.games.wowtcg.observe import observation

        return observation(self, player)

    def hidden_from(self, player: int) -> list[str]:
        from engine.games.wowtcg.observe import hidden_from

        return hidden_from(self, player)

    def resample_from_infostate(self, player: int, rng: Rng) -> TcgState:
        from engine.games.wowtcg.observe import resample

        return resample(self, player, rng)

    def evaluate(self, player: int) -> float:
        from engine.games.wowtcg.evaluation import evaluate

        return evaluate(self, player)

    def clone(self) -> TcgState:
        c = TcgState(self.game, self.rng.copy())
        c.history = list(self.history)
        c.players = [p.copy() for p in self.players]
        c.objs = {k: o.copy() for k, o in self.objs.items()}
        c.chain = [link.copy() for link in self.chain]
        c.mods = [m.copy() for m in self.mods]
        c.waiting = [w.copy() for w in self.waiting]
        c.pending = self.pending.copy() if self.pending else None
        c.proc = _deep(self.proc) if self.proc else None
        c.combat = _deep(self.combat)
        c.turn, c.tp, c.first = self.turn, self.tp, self.first
        c.turn_starts = list(self.turn_starts)
        c.extra_turns = list(self.extra_turns)
        c.step, c.window, c.holder = self.step, self.window, self.holder
        c.passes, c.need_pp = self.passes, self.need_pp
        c.hits = {k: list(v) for k, v in self.hits.items()}
        c.counter, c.clock = self.counter, self.clock
        c.result = _deep(self.result) if self.result else None
        return c

    def to_dict(self) -> dict[str, Any]:
        from engine.games.wowtcg.positions import state_to_dict

        return state_to_dict(self)

    # -- shared helpers -----------------------------------------------------------------------------
    def card(self, o: Obj) -> CardDef:
        """The card's printed definition (a token's is built from its token data, CR 402.2)."""
        if o.token:
            return self.game.token_def(o.token)
        return self.game.catalog.cards[o.card]

    def view(self) -> View:
        """Current characteristics, derived once per change (view.py)."""
        if self._view is None:
            from engine.games.wowtcg.view import derive

            self._view = derive(self)
        return self._view

    def changed(self) -> None:
        """Forget derived characteristics (and kept legal actions) after any change to the position."""
        self._view = None
        self._play = None
        self.forget_legal_actions()

    def new_id(self) -> str:
        self.counter += 1
        return obj_id(self.counter)

    def tick(self) -> int:
        """The next timestamp (CR 718.2)."""
        self.clock += 1
        return self.clock

    def hero(self, p: int) -> Obj:
        return self.objs[self.players[p].hero]

    def life(self, p: int) -> int:
        hero = self.objs.get(self.players[p].hero)
        if hero is None or hero.zone != "play":
            return 0
        return max(0, self.view().health.get(hero.id, 0) - hero.damage)

    def in_play(self) -> list[Obj]:
        """Cards in play, oldest first (by timestamp, then id); kept until the next change."""
        if self._play is None:
            self._play = sorted(
                (o for o in self.objs.values() if o.zone == "play"), key=lambda o: (o.ts, o.id)
            )
        return list(self._play)

    def ctrl(self, o: Obj) -> int:
        return self.view().ctrl.get(o.id, o.controller)

    def log(self, kind: str, text: str, **data: Any) -> None:
        self.events.append(Event(kind, text, data))

    def label(self, o: Obj) -> str:
        if o.zone == "play" and o.row == "resource" and not o.face_up:
            return "a face-down resource"
        return self.card(o).name

    def move(self, o: Obj, zone: str, row: str = "", face_up: bool = True, exhausted: bool = False) -> Obj:
        """Move a card to a zone as a new object (CR 411.1b); personal zones are the owner's (CR 411.1)."""
        p = self.players[o.owner]
        for lst in (p.deck, p.hand, p.graveyard, p.rfg):
            if o.id in lst:
                lst.remove(o.id)
        del self.objs[o.id]
        new = Obj(self.new_id(), o.card, o.owner, o.owner, zone, row, face_up, exhausted, token=o.token)
        new.removed_by = o.removed_by if zone == "rfg" else -1
        self.objs[new.id] = new
        if zone in ("deck", "hand", "graveyard", "rfg"):
            getattr(p, zone).append(new.id)
        if zone == "play":
            new.ts = self.tick()
            new.since = self.turn
        self.changed()
        return new


def ask(s: TcgState, player: int, kind: str, options: list[str], prompt: str) -> str:
    """The player's answer to a choice of the running procedure, asking for it if not given yet.

    A procedure asks everything before it changes the position, so re-running it with the answers
    given so far replays the same questions. A single option needs no question.
    """
    if len(options) == 1:
        return options[0]
    proc = s.proc
    assert proc is not None, "choices are only asked inside a procedure"
    i = proc.get("cursor", 0)
    answers = proc.setdefault("answers", [])
    if i < len(answers):
        proc["cursor"] = i + 1
        return str(answers[i])
    s.pending = Pending(player, kind, sorted(options), prompt)
    raise Suspend


def commit(s: TcgState) -> None:
    """The running procedure changed the position: its answers so far are used up."""
    if s.proc is not None:
        s.proc["answers"] = []
        s.proc["cursor"] = 0


def _deep(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _deep(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_deep(v) for v in value]
    return value
