"""World of Warcraft TCG: the Game object (options, card pool, setup) registered as "wowtcg".

Template: OpenSpiel's Game/State split, like wowminis. The pool and the ready-made decks load once
from ``content/`` (content.py); states share them. Setup: ``{"decks": [deck, deck]}`` where a deck is a
ready-made deck id or ``{"hero": name, "cards": {name: copies}}`` checked by the deck rules (decks.py).
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any, ClassVar

from engine.core import BadInputError, Game, Rng
from engine.games.wowtcg.content import CONTENT_DIR, Catalog, load_catalog
from engine.games.wowtcg.decks import deck_problems, expand_deck
from engine.games.wowtcg.flow import OPENING_HAND, advance
from engine.games.wowtcg.model import CardDef
from engine.games.wowtcg.records import Obj
from engine.games.wowtcg.state import TcgState


class WowTcgGame(Game):
    """The WoW TCG rules engine (Comprehensive Rules v1.0), two players, constructed decks."""

    id: ClassVar[str] = "wowtcg"
    name: ClassVar[str] = "World of Warcraft TCG"
    DEFAULT_OPTIONS: ClassVar[Mapping[str, Any]] = {"max_turns": 200}
    """``max_turns``: after this many turns the game is a draw (docs/rules-decisions.md); a deck replaced
    by Forbidden Knowledge can otherwise never run out."""

    def __init__(self, options: Mapping[str, Any] | None = None, content_dir: Path | None = None) -> None:
        super().__init__(options)
        if self.options["max_turns"] < 1:
            raise BadInputError("wowtcg options", "max_turns must be at least 1")
        self.catalog: Catalog = load_catalog(content_dir or CONTENT_DIR)
        self._tokens: dict[tuple[Any, ...], CardDef] = {}

    def token_def(self, token: Mapping[str, Any]) -> CardDef:
        """A token's card (CR 402.2): cost 0, its tag is its name unless it has one."""
        key = tuple(sorted(token.items()))
        if key not in self._tokens:
            self._tokens[key] = CardDef(
                name=str(token.get("name") or token["tag"]),
                type="ally",
                cost=0,
                tags=(str(token["tag"]),),
                unique=bool(token.get("unique", False)),
                atk=int(token["atk"]),
                health=int(token["health"]),
            )
        return self._tokens[key]

    def default_setup(self) -> dict[str, Any]:
        return {"decks": ["alliance_warrior", "horde_shaman"]}

    def deck(self, spec: Any, where: str) -> tuple[str, tuple[str, ...]]:
        """A ready-made deck id or a hero plus cards, checked by the deck rules.

        :raises BadInputError: unknown deck, or a deck that breaks the rules.
        """
        if isinstance(spec, str):
            if spec not in self.catalog.decks:
                known = ", ".join(sorted(self.catalog.decks))
                raise BadInputError("setup", f"unknown deck {spec!r} (known: {known})", where)
            return self.catalog.decks[spec]
        if not isinstance(spec, Mapping) or not isinstance(spec.get("hero"), str):
            raise BadInputError("setup", "a deck is a deck id or {hero, cards}", where)
        names = expand_deck(spec.get("cards"), "setup", where)
        problems = deck_problems(self.catalog.cards, spec["hero"], names)
        if problems:
            raise BadInputError("setup", "; ".join(problems), where)
        return spec["hero"], names

    def new_initial_state(self, seed: int, setup: Mapping[str, Any] | None = None) -> TcgState:
        """CR 100.4: heroes in play, shuffled decks, seven cards each, a random first player, then
        the mulligans (CR 100.5).

        :raises BadInputError: the setup does not name two legal decks.
        """
        setup = setup if setup is not None else self.default_setup()
        decks = setup.get("decks") if isinstance(setup, Mapping) else None
        if not isinstance(decks, list) or len(decks) != 2:
            raise BadInputError("setup", "needs 'decks': two decks")
        s = TcgState(self, Rng(seed))
        for p, spec in enumerate(decks):
            hero, names = self.deck(spec, f"decks[{p}]")
            hid = s.new_id()
            s.objs[hid] = Obj(hid, hero, p, p, "play", "hero", ts=s.tick())
            s.players[p].hero = hid
            for name in names:
                cid = s.new_id()
                s.objs[cid] = Obj(cid, name, p, p, "deck")
                s.players[p].deck.append(cid)
            s.rng.shuffle(s.players[p].deck)
        from engine.games.wowtcg.primitives import draw

        for p in (0, 1):
            draw(s, p, OPENING_HAND)
        s.first = s.rng.randint(0, 1)
        s.tp = s.first
        s.step = "mulligan"
        s.events = []
        advance(s)
        return s

    def state_from_dict(self, d: Mapping[str, Any]) -> TcgState:
        from engine.games.wowtcg.positions import state_from_dict

        return state_from_dict(self, d)
