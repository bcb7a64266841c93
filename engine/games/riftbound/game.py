"""Riftbound: the Game object (card pool, decks, setup), registered as "riftbound".

Setup: ``{"decks": [deck, ...]}`` with 2 decks (Duel), 3 (Skirmish) or 4 (War), each a ready-made deck
id (``content/decks.json``) or a deck object (legend, champion, main, runes, battlefields) checked by
the deck rules. In War and 2v2 the first player is chosen first and brings no battlefield (483, 484);
``"mode": "2v2"`` with four decks plays seats 0 and 2 against 1 and 3.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any, ClassVar

from engine.core import BadInputError, Game, Rng
from engine.games.riftbound.cards import Card
from engine.games.riftbound.content import CONTENT_DIR, Deck, Pool, deck_problems, load_pool, read_deck
from engine.games.riftbound.flow import deal_opening, place_battlefield
from engine.games.riftbound.match import ask_battlefields, check_match, picks_left
from engine.games.riftbound.state import RiftState

VICTORY_SCORE = 8
TEAM_VICTORY_SCORE = 11


class RiftboundGame(Game):
    """Riftbound Core Rules (March 30, 2026): the 1v1 Duel (480), the free-for-all Skirmish (3 players,
    482) and War (4 players, 483), each to 8 points, and 2v2 Magma Chamber (484) to 11 team points."""

    id: ClassVar[str] = "riftbound"
    name: ClassVar[str] = "Riftbound"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    DEFAULT_OPTIONS: ClassVar[Mapping[str, Any]] = {}
    content_version: ClassVar[str] = "2"

    def __init__(self, options: Mapping[str, Any] | None = None, content_dir: Path | None = None) -> None:
        super().__init__(options)
        self.content: Pool = load_pool(content_dir or CONTENT_DIR)
        self.pool: Mapping[str, Card] = self.content.cards

    def default_setup(self) -> dict[str, Any]:
        return {"decks": ["jinx", "garen"]}

    def num_players(self, state: Any = None) -> int:
        return state.n if isinstance(state, RiftState) else 2

    def deck(self, spec: Any, where: str) -> Deck:
        """A ready-made deck id or a deck object, checked by the deck rules.

        :raises BadInputError: an unknown deck, or one that breaks the rules.
        """
        if isinstance(spec, str):
            if spec not in self.content.decks:
                known = ", ".join(sorted(self.content.decks))
                raise BadInputError("setup", f"unknown deck {spec!r} (known: {known})", where)
            return self.content.decks[spec]
        deck = read_deck("setup", spec, where, self.pool)
        problems = deck_problems(self.pool, deck)
        if problems:
            raise BadInputError("setup", "; ".join(problems), where)
        return deck

    def new_initial_state(self, seed: int, setup: Mapping[str, Any] | None = None) -> RiftState:
        """Setup in the rulebook's order (111-119), ending at the first mulligan decision.

        :raises BadInputError: the setup does not name two legal decks.
        """
        setup = setup if setup is not None else self.default_setup()
        decks = setup.get("decks") if isinstance(setup, Mapping) else None
        if not isinstance(decks, list) or not self.min_players <= len(decks) <= self.max_players:
            raise BadInputError("setup", "needs 'decks': 2 decks (Duel), 3 (Skirmish) or 4 (War)")
        n = len(decks)
        s = RiftState(self, Rng(seed), n)
        s.victory = VICTORY_SCORE
        if setup.get("mode") == "2v2":
            if n != 4:
                raise BadInputError("setup", "2v2 needs 4 decks (seats 1 and 3 against 2 and 4)")
            s.teams = [0, 1, 0, 1]
            s.victory = TEAM_VICTORY_SCORE
        elif "mode" in setup and setup["mode"] != "ffa":
            raise BadInputError("setup", f"unknown mode {setup['mode']!r} (known: ffa, 2v2)")
        chosen = [self.deck(spec, f"decks[{p}]") for p, spec in enumerate(decks)]
        if "match" in setup:
            s.match = check_match(setup["match"], chosen)
        picks = self._picks(setup, chosen, s.match)
        for p in range(2 if s.teams else 0):
            mate = chosen[p + 2]
            if chosen[p].legend == mate.legend or set(chosen[p].battlefields) & set(mate.battlefields):
                raise BadInputError("setup", "teammates may not share a legend or a battlefield (484.8.g-h)")
        for p, deck in enumerate(chosen):
            player = s.players[p]
            legend = s.new_uid(deck.legend, p)
            s.st[legend] = {
                "kind": "legend",
                "ctl": p,
                "at": f"b{p}",
                "ex": False,
                "dmg": 0,
                "buff": 0,
                "stun": False,
                "mods": [],
                "moves": 0,
                "des": None,
                "inc": 0,
            }
            player["legend"] = legend
            main = list(deck.main)
            main.remove(deck.champion)
            player["champ"].append(s.new_uid(deck.champion, p))
            player["deck"] = [s.new_uid(c, p) for c in main]
            player["runes_deck"] = [s.new_uid(c, p) for c in deck.runes]
        first = self._first(setup, n) if "first" in setup else s.rng.randbelow(n) if n == 4 else -1
        skip = first if n == 4 else -1
        options: list[list[str]] = [[] for _ in range(n)]
        for p, deck in enumerate(chosen):
            if p == skip:
                continue
            left = picks_left(deck, s.match, p)
            if s.match is not None and not picks[p] and len(left) > 1:
                options[p] = left
                continue
            picks[p] = picks[p] or left[s.rng.randbelow(len(left))]
            if s.match is None:
                place_battlefield(s, p, picks[p])
        for p in range(n):
            s.rng.shuffle(s.players[p]["deck"])
            s.rng.shuffle(s.players[p]["runes_deck"])
        s.first = first if first >= 0 else s.rng.randbelow(n)
        s.tp = s.first
        s.log("first_player", f"Player {s.first + 1} goes first.", player=s.first)
        if s.match is not None:
            ask_battlefields(s, [pick or None for pick in picks], options)
        else:
            deal_opening(s)
        s.events = []
        return s

    def _first(self, setup: Mapping[str, Any], n: int) -> int:
        """The seat a setup names to go first (a match's later games, 481)."""
        first = setup["first"]
        if not isinstance(first, int) or isinstance(first, bool) or not 0 <= first < n:
            raise BadInputError("setup", f"'first' must be a seat from 0 to {n - 1}, got {first!r}")
        return first

    def _picks(self, setup: Mapping[str, Any], decks: list[Deck], match: dict[str, Any] | None) -> list[str]:
        """The battlefield each player chose (481.5), or "" to pick one at random."""
        raw = setup.get("battlefields", [None] * len(decks))
        if not isinstance(raw, list) or len(raw) != len(decks):
            raise BadInputError("setup", "'battlefields' must list one battlefield id (or null) per deck")
        picks = []
        for p, pick in enumerate(raw):
            if pick is not None and pick not in picks_left(decks[p], match, p):
                left = ", ".join(picks_left(decks[p], match, p))
                problem = f"{pick!r} is not a battlefield player {p + 1} can choose (left: {left})"
                raise BadInputError("setup", problem, f"battlefields[{p}]")
            picks.append(pick or "")
        return picks

    def state_from_dict(self, d: Mapping[str, Any]) -> RiftState:
        from engine.games.riftbound.positions import state_from_dict

        return state_from_dict(self, d)
