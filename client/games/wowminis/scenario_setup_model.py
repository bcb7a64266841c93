"""What the scenario setup screen edits: board, both parties, where each character stands, clocks,
health, cards, VPs and who acts first. Plain data (no pygame), so tests drive it directly.

The model writes the scenario file format (docs/scenarios.md) and asks the engine's
``scenario_problems`` what is still wrong, so the screen shows exactly what loading will refuse.
Placing a character checks the space first and says why a space is refused.

>>> from engine.games.wowminis.game import WowMinisGame
>>> game = WowMinisGame()
>>> model = SetupModel.blank(game, game.boards["training"])
>>> model.place("jaina", Hex(9, 9))
'That space is off the board.'
>>> model.place("jaina", Hex(2, 4)), model.place("thrall", Hex(2, 4))
('', 'Jaina Proudmoore stands there.')
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass, field
from typing import Any

from engine.games.wowminis.board import Board
from engine.games.wowminis.content import party_setup
from engine.games.wowminis.game import WowMinisGame
from engine.games.wowminis.scenario import (
    SCENARIO_FORMAT,
    SCENARIO_KIND,
    Problem,
    Scenario,
    scenario_problems,
)
from engine.hex import Hex, parse_hex

DEFAULT_PARTIES = ("alliance_guard", "horde_warband")
CARD_STATES = ("face down", "face up", "exhausted")
"""A card's state as the setup shows it: face down and ready, face up and ready, or exhausted (face up)."""


@dataclass
class Piece:
    """One character of the scenario and everything the setup sets about it."""

    uid: str
    cid: str
    side: int
    name: str
    max_health: int
    pos: Hex | None = None
    clock: int = 1
    health: int = 0
    cards: list[str] = field(default_factory=list)
    card_states: dict[str, str] = field(default_factory=dict)

    def entry(self) -> dict[str, Any]:
        """The character as a position entry (docs/wowminis-positions.md)."""
        return {
            "uid": self.uid,
            "id": self.cid,
            "owner": self.side,
            "pos": None if self.pos is None else str(self.pos),
            "clock": self.clock,
            "health": self.health,
            "cards": [
                {
                    "id": card,
                    "face_up": self.card_states.get(card, "face down") != "face down",
                    "exhausted": self.card_states.get(card) == "exhausted",
                }
                for card in self.cards
            ],
        }


def slug(name: str) -> str:
    """A file id from a scenario name ("Hold the hill!" -> "hold_the_hill")."""
    text = re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")
    return text or "my_scenario"


class SetupModel:
    """The scenario being set up. Change it only through its methods; read the attributes."""

    def __init__(self, game: WowMinisGame, board: Board) -> None:
        self.game = game
        self.board = board
        self.board_spec: str | dict[str, Any] = board.id
        self.party_names = ["Side 1", "Side 2"]
        self.party_ids: list[str | None] = [None, None]
        self.pieces: dict[str, Piece] = {}
        self.master = 1
        self.round = 1
        self.first = 0
        self.player_side = 0
        self.vp = [0, 0]
        self.name = "My scenario"
        self.goal = ""
        self.description = ""
        self.options: dict[str, Any] = {}

    @classmethod
    def blank(
        cls, game: WowMinisGame, board: Board, parties: tuple[str, str] = DEFAULT_PARTIES
    ) -> SetupModel:
        """Two ready-made parties, nobody on the board yet."""
        model = cls(game, board)
        for side, party_id in enumerate(parties):
            model.set_party(side, party_id)
        return model

    @classmethod
    def from_scenario(cls, game: WowMinisGame, scenario: Scenario) -> SetupModel:
        """A model holding an existing scenario, to edit it (its characters, cards and settings)."""
        position = scenario.position
        model = cls(game, game.resolve_board(position["board"], scenario.source))
        model.board_spec = copy.deepcopy(position["board"])
        for raw in position["characters"]:
            side = int(raw.get("owner", 0))
            piece = model._piece(str(raw.get("uid", raw["id"])), raw["id"], side)
            piece.pos = None if raw.get("pos") is None else parse_hex(str(raw["pos"]))
            piece.clock = int(raw.get("clock", 1))
            piece.health = int(raw.get("health", piece.max_health))
            for card in raw.get("cards", []):
                cid = card if isinstance(card, str) else card["id"]
                piece.cards.append(cid)
                if isinstance(card, dict) and card.get("exhausted"):
                    piece.card_states[cid] = "exhausted"
                elif isinstance(card, dict) and card.get("face_up"):
                    piece.card_states[cid] = "face up"
        players = position.get("players", [{}, {}])
        model.party_names = [str(p.get("name", f"Side {i + 1}")) for i, p in enumerate(players)]
        model.vp = [int(p.get("vp", 0)) for p in players]
        model.master = int(position.get("master", 1))
        model.round = int(position.get("round", 1))
        model.first, model.player_side = scenario.first, scenario.player_side
        model.name, model.goal, model.description = scenario.name, scenario.goal, scenario.description
        model.options = dict(scenario.options)
        return model

    # -- parties -----------------------------------------------------------------------------

    def _piece(self, uid: str, cid: str, side: int) -> Piece:
        char = self.game.catalog.characters[cid]
        piece = Piece(uid, cid, side, char.name, char.health, health=char.health)
        self.pieces[uid] = piece
        return piece

    def side_pieces(self, side: int) -> list[Piece]:
        return [p for p in self.pieces.values() if p.side == side]

    def set_party(self, side: int, party_id: str) -> None:
        """Give ``side`` a ready-made party; its characters start off the board."""
        party = party_setup(self.game.catalog.parties[party_id])
        for uid in [p.uid for p in self.side_pieces(side)]:
            del self.pieces[uid]
        others = {p.uid for p in self.pieces.values()}
        for member in party["characters"]:
            cid = member["id"]
            uid = cid if cid not in others else f"{cid}_{side + 1}"
            piece = self._piece(uid, cid, side)
            piece.cards = list(member.get("cards", []))
            piece.card_states = {c: "face up" for c in member.get("equipment_up", [])}
        self.party_names[side] = str(party["name"])
        self.party_ids[side] = party_id
        self.pieces = {uid: p for s in (0, 1) for uid, p in self.pieces.items() if p.side == s}

    def set_board(self, board: Board, spec: str | dict[str, Any]) -> None:
        """Play on another board; characters whose space is not on it go back off the board."""
        self.board, self.board_spec = board, spec
        for piece in self.pieces.values():
            if piece.pos is not None and self.space_problem(piece.uid, piece.pos):
                piece.pos = None

    def honor_total(self, side: int) -> int:
        """102.1: the side's printed honor plus its face-up equipment (302.2): the VPs it needs to win."""
        catalog = self.game.catalog
        total = 0
        for piece in self.side_pieces(side):
            total += catalog.characters[piece.cid].honor
            for card in piece.cards:
                if piece.card_states.get(card, "face down") != "face down":
                    total += catalog.cards[card].equipment_cost
        return total

    # -- placing -----------------------------------------------------------------------------

    def occupant(self, h: Hex) -> Piece | None:
        return next((p for p in self.pieces.values() if p.pos == h), None)

    def space_problem(self, uid: str, h: Hex) -> str:
        """Why character ``uid`` may not stand at ``h`` (406.1), or "" if it may."""
        if not self.board.on_board(h):
            return "That space is off the board."
        if h in self.board.impassable:
            return "Impassable terrain: nobody can stand there."
        other = self.occupant(h)
        if other is not None and other.uid != uid:
            return f"{other.name} stands there."
        return ""

    def place(self, uid: str, h: Hex) -> str:
        """Put character ``uid`` at ``h``; returns why not (and changes nothing), or ""."""
        problem = self.space_problem(uid, h)
        if not problem:
            self.pieces[uid].pos = h
        return problem

    def remove(self, uid: str) -> None:
        """Take a character off the board (it spawns at its first turn)."""
        self.pieces[uid].pos = None

    # -- settings ----------------------------------------------------------------------------

    def step_clock(self, uid: str, by: int) -> None:
        """Turn a character's clock by ``by`` (1..10, wrapping like the clock does)."""
        piece = self.pieces[uid]
        piece.clock = (piece.clock - 1 + by) % 10 + 1

    def step_health(self, uid: str, by: int) -> None:
        """Set a character's health, from 1 to its printed maximum."""
        piece = self.pieces[uid]
        piece.health = max(1, min(piece.max_health, piece.health + by))

    def cycle_card(self, uid: str, card: str) -> str:
        """Face down -> face up -> exhausted -> face down; returns the new state."""
        piece = self.pieces[uid]
        now = piece.card_states.get(card, "face down")
        piece.card_states[card] = CARD_STATES[(CARD_STATES.index(now) + 1) % len(CARD_STATES)]
        return piece.card_states[card]

    def round_limit(self) -> int:
        """The rounds the game lasts (the ``max_rounds`` option; the game's default unless changed)."""
        return int(self.options.get("max_rounds", self.game.DEFAULT_OPTIONS["max_rounds"]))

    def step_round_limit(self, by: int) -> None:
        """A shorter or longer game (1 to 99 rounds); the default leaves the option out of the file."""
        limit = max(1, min(99, self.round_limit() + by))
        if limit == self.game.DEFAULT_OPTIONS["max_rounds"]:
            self.options.pop("max_rounds", None)
        else:
            self.options["max_rounds"] = limit

    def step_master(self, by: int) -> None:
        self.master = (self.master - 1 + by) % 10 + 1

    # -- the scenario ----------------------------------------------------------------------------

    def scenario_dict(self) -> dict[str, Any]:
        """The scenario file this setup makes (docs/scenarios.md)."""
        out: dict[str, Any] = {
            "kind": SCENARIO_KIND,
            "format": SCENARIO_FORMAT,
            "id": slug(self.name),
            "name": self.name.strip(),
            "description": self.description,
            "goal": self.goal,
            "player_side": self.player_side,
            "first": self.first,
        }
        if self.options:
            out["options"] = dict(self.options)
        out["position"] = {
            "board": copy.deepcopy(self.board_spec),
            "master": self.master,
            "round": self.round,
            "players": [{"name": self.party_names[s], "vp": self.vp[s]} for s in (0, 1)],
            "characters": [p.entry() for p in self.pieces.values()],
        }
        return out

    def problems(self) -> list[Problem]:
        """What still keeps this setup from being played (empty when it is ready).

        The position is checked without the rules options: the engine would load a whole new game
        (tens of milliseconds) for each round limit clicked through, and no start-position check
        depends on them. The options are valid by construction: a round limit of 1 to 99
        (``step_round_limit``) or a loaded scenario's, which the engine checked when loading it.
        """
        d = self.scenario_dict()
        d.pop("options", None)
        return scenario_problems(self.game, d)
