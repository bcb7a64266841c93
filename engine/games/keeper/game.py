"""Keeper of the Cards: the Game object (card pool, decks, setup), registered as "keeper".

Setup: ``{"decks": [deck, ...]}`` with 2 to 8 decks, one per seat; a deck is a ready-made deck id or
``{"cards": {card id: copies}}`` checked by the deck rules. Seats play clockwise in list order.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any, ClassVar

from engine.core import BadInputError, Game, Rng, State
from engine.games.keeper.cards import Card
from engine.games.keeper.content import CONTENT_DIR, Pool, deck_problems, expand, load_pool
from engine.games.keeper.model import OPENING_HAND
from engine.games.keeper.state import KeeperState


class KeeperGame(Game):
    """Keeper of the Cards, 17th Edition rulebook: 2 to 8 players, each against all."""

    id: ClassVar[str] = "keeper"
    name: ClassVar[str] = "Keeper of the Cards"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 8
    DEFAULT_OPTIONS: ClassVar[Mapping[str, Any]] = {"agreement": False}
    """``agreement``: the turn player may propose to end the game (Endgame: "all players agree"); off by
    default so bots, simulations and benchmarks play games out (rules decision K-53)."""

    def __init__(
        self,
        options: Mapping[str, Any] | None = None,
        content_dir: Path | None = None,
        user_dir: Path | None = None,
    ) -> None:
        super().__init__(options)
        self.content: Pool = load_pool(content_dir or CONTENT_DIR, user_dir)
        self.pool: Mapping[str, Card] = self.content.cards
        self.ghostly: frozenset[str] = frozenset(
            cid for cid, card in self.pool.items() if any(a.ghost or a.hex for a in card.abilities)
        )
        """Card ids with a ghost-play or hex-play ability (usable outside the usual zones)."""

    def default_setup(self) -> dict[str, Any]:
        return {"decks": ["embers", "tides"]}

    def num_players(self, state: State | None = None) -> int:
        return state.n if isinstance(state, KeeperState) else 2

    def deck(self, spec: Any, where: str) -> tuple[str, ...]:
        """A ready-made deck id or ``{"cards": {id: copies}}``, checked.

        :raises BadInputError: an unknown deck, or a deck that breaks the rules.
        """
        if isinstance(spec, str):
            if spec not in self.content.decks:
                known = ", ".join(sorted(self.content.decks))
                raise BadInputError("setup", f"unknown deck {spec!r} (known: {known})", where)
            return self.content.decks[spec]
        if not isinstance(spec, Mapping) or not isinstance(spec.get("cards"), Mapping):
            raise BadInputError("setup", 'a deck is a deck id or {"cards": {card id: copies}}', where)
        ids = expand(spec["cards"], "setup", where)
        problems = deck_problems(self.pool, ids)
        if problems:
            raise BadInputError("setup", "; ".join(problems), where)
        return ids

    def new_initial_state(self, seed: int, setup: Mapping[str, Any] | None = None) -> KeeperState:
        """Shuffle, roll for the first player (ties re-roll), deal five, then the mulligans.

        :raises BadInputError: the setup does not name 2 to 8 legal decks.
        """
        setup = setup if setup is not None else self.default_setup()
        decks = setup.get("decks") if isinstance(setup, Mapping) else None
        if not isinstance(decks, list) or not self.min_players <= len(decks) <= self.max_players:
            raise BadInputError("setup", f"needs 'decks': {self.min_players} to {self.max_players} decks")
        s = KeeperState(self, Rng(seed), len(decks))
        for p, spec in enumerate(decks):
            for cid in self.deck(spec, f"decks[{p}]"):
                uid = s.new_uid()
                s.cards[uid] = cid
                s.owners[uid] = p
                s.players[p].deck.append(uid)
            s.rng.shuffle(s.players[p].deck)
        s.first = first_player(s)
        for p in range(s.n):
            pl = s.players[p]
            pl.hand, pl.deck = pl.deck[:OPENING_HAND], pl.deck[OPENING_HAND:]
        for p in reversed(s.clockwise(s.first)):
            s.work.append({"t": "mulligan", "p": p, "buried": []})
        s.prio = s.first
        from engine.games.keeper.flow import advance

        advance(s)
        s.events = []
        return s

    def state_from_dict(self, d: Mapping[str, Any]) -> KeeperState:
        from engine.games.keeper.positions import state_from_dict

        return state_from_dict(self, d)


def first_player(s: KeeperState) -> int:
    """Every player rolls a die; the highest goes first, tied highest players roll again (K-02)."""
    rolling = list(range(s.n))
    while len(rolling) > 1:
        faces = {p: s.rng.randint(1, 6) for p in rolling}
        s.log(
            "dice_rolled",
            "Rolls for the first player: " + ", ".join(f"player {p + 1} {faces[p]}" for p in rolling) + ".",
            faces=[faces[p] for p in rolling],
            players=rolling,
            why="first player",
        )
        best = max(faces.values())
        rolling = [p for p in rolling if faces[p] == best]
    return rolling[0]
