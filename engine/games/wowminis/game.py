"""World of Warcraft Miniatures: the Game object (options, content, setup) registered as "wowminis".

Template: OpenSpiel's Game/State split. The game loads its catalog (content.load_catalog) and the
shipped boards once; states share them. Options (DEFAULT_OPTIONS):

* ``battleground`` (False): 403.2b, a destroyed character ticks up 2 and resets its health.
* ``midpoint_blockers`` ("terrain_and_enemies"): the 405.4 reading; "terrain_only" ignores enemies.
* ``defense_crit_opens_window`` (True): a defense roll with a crit opens the 105.2 crit react window.
* ``kill_vp_to`` ("all_non_owners"): 403.2c literally; "killer_side" pays only the destroying player.
* ``max_rounds`` (20): after this many rounds the larger VP margin wins (docs/rules-decisions.md).
* ``element_grouping`` (False): 405.4 counts adjacent blocking spaces of one terrain type as one
  element (elements.py); off, every space is its own element.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from types import MappingProxyType
from typing import Any, ClassVar

from engine.core import BadInputError, Game, Rng
from engine.games.wowminis.board import Board, board_from_dict, shipped_boards
from engine.games.wowminis.content import (
    CONTENT_DIR,
    PARTY_FORMATS,
    load_catalog,
    party_problems,
    party_setup,
)
from engine.games.wowminis.elements import group_elements
from engine.games.wowminis.model import Catalog
from engine.games.wowminis.positions import card_uid, state_from_dict
from engine.games.wowminis.scenario import scenario_from_dict, scenario_state
from engine.games.wowminis.state import CardInst, Char, WowState
from engine.games.wowminis.work import ChooseFirst

_CHOICES: dict[str, tuple[str, ...]] = {
    "midpoint_blockers": ("terrain_and_enemies", "terrain_only"),
    "kill_vp_to": ("all_non_owners", "killer_side"),
}


class WowMinisGame(Game):
    """The WoW Miniatures rules engine: two players, three characters each, on a hex board."""

    id: ClassVar[str] = "wowminis"
    name: ClassVar[str] = "World of Warcraft Miniatures"
    DEFAULT_OPTIONS: ClassVar[Mapping[str, Any]] = MappingProxyType(
        {
            "battleground": False,
            "midpoint_blockers": "terrain_and_enemies",
            "defense_crit_opens_window": True,
            "kill_vp_to": "all_non_owners",
            "max_rounds": 20,
            "element_grouping": False,
        }
    )
    content_version: ClassVar[str] = "2"

    def __init__(self, options: Mapping[str, Any] | None = None, content_dir: Path | None = None) -> None:
        super().__init__(options)
        for key, choices in _CHOICES.items():
            if self.options[key] not in choices:
                raise BadInputError("wowminis options", f"{key} must be one of {', '.join(choices)}")
        if not isinstance(self.options["element_grouping"], bool):
            raise BadInputError("wowminis options", "element_grouping must be true or false")
        if self.options["max_rounds"] < 1:
            raise BadInputError("wowminis options", "max_rounds must be at least 1")
        self.catalog: Catalog = load_catalog(content_dir or CONTENT_DIR)
        self.boards: dict[str, Board] = {b.id: b for b in shipped_boards()}
        for b in self.boards.values():
            self._mark(b)

    def _mark(self, board: Board) -> Board:
        """Boards belong to one game, so its 405.4 reading is marked on them (elements.py)."""
        if self.options["element_grouping"]:
            group_elements(board)
        return board

    def resolve_board(self, spec: Any, source: str) -> Board:
        """A shipped board by id, or a board dict validated by the board loader."""
        if isinstance(spec, str):
            if spec not in self.boards:
                raise BadInputError(
                    source, f"unknown board {spec!r} (known: {', '.join(sorted(self.boards))})", "board"
                )
            return self.boards[spec]
        if isinstance(spec, Mapping):
            return self._mark(board_from_dict(spec, f"{source}: board"))
        raise BadInputError(source, "board must be a board id or a board object", "board")

    def default_setup(self) -> dict[str, Any]:
        return {
            "board": "standard",
            "parties": [{"ready_made": "alliance_guard"}, {"ready_made": "horde_warband"}],
        }

    def _party(self, spec: Any, i: int, party_format: str) -> dict[str, Any]:
        where = f"parties[{i}]"
        if not isinstance(spec, Mapping):
            raise BadInputError("setup", "a party is an object", where)
        if "ready_made" in spec:
            party = self.catalog.parties.get(spec["ready_made"])
            if party is None:
                raise BadInputError("setup", f"unknown ready-made party {spec['ready_made']!r}", where)
            return party_setup(party)
        problems = party_problems(self.catalog, spec, party_format)
        if problems:
            raise BadInputError("setup", "; ".join(problems), where)
        return dict(spec)

    def new_initial_state(self, seed: int, setup: Mapping[str, Any] | None = None) -> WowState:
        """101: reveal parties, cards face down (chosen equipment face up), clocks at 1, and a random
        player chooses the first player. A setup ``{"scenario": {...}}`` starts from that scenario's
        position instead (engine/games/wowminis/scenario.py).

        :raises BadInputError: unknown board or party, or an illegal party.
        """
        setup = setup if setup is not None else self.default_setup()
        if isinstance(setup, Mapping) and set(setup) == {"scenario"}:
            return scenario_state(self, scenario_from_dict(setup["scenario"], "setup: scenario", self), seed)
        if not isinstance(setup, Mapping) or "board" not in setup or "parties" not in setup:
            raise BadInputError("setup", "needs 'board' and 'parties'")
        board = self.resolve_board(setup["board"], "setup")
        parties = setup["parties"]
        if not isinstance(parties, list) or len(parties) != 2:
            raise BadInputError("setup", "exactly two parties", "parties")
        party_format = setup.get("format", "constructed")
        if party_format not in PARTY_FORMATS:
            raise BadInputError("setup", f"format must be one of {', '.join(PARTY_FORMATS)}", "format")
        unknown = sorted(set(setup) - {"board", "parties", "format"})
        if unknown:
            raise BadInputError("setup", f"unknown key {unknown[0]!r}")
        state = WowState(self, Rng(seed), board)
        for p, spec in enumerate(parties):
            party = self._party(spec, p, party_format)
            state.names[p] = str(party.get("name") or f"Player {p + 1}")
            for member in party["characters"]:
                cid = member["id"]
                uid = cid if cid not in state.chars else f"{cid}_{p + 1}"
                up = set(member.get("equipment_up", []))
                cards = [CardInst(card_uid(p, uid, c), c, face_up=c in up) for c in member.get("cards", [])]
                state.chars[uid] = Char(uid, cid, p, p, None, 1, self.catalog.characters[cid].health, cards)
                state.order.append(uid)
                state.chars[uid].health = state.max_health(state.chars[uid])
        chooser = state.rng.randint(0, 1)
        state.stack.append(ChooseFirst(chooser))
        return state

    def state_from_dict(self, d: Mapping[str, Any]) -> WowState:
        return state_from_dict(self, d)
