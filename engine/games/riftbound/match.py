"""The 1v1 Match (481): best of 3, first to two game wins, battlefields used once per match.

Each player selects the battlefield they bring (481.5): a ``battlefield`` prompt in seat order before
the opening hands, each choice kept from the other player until both are made (the setup's
``battlefields`` may settle them instead). A match travels in each game's setup as
``"match": {"wins": [a, b], "used": [[ids], [ids]], "game": k}`` (the score before game k and the
battlefields earlier games used, per player), so a saved game keeps its match and the next game's
setup follows from the finished one (``next_setup``). The loser of a game goes first in the next (the
rulebook leaves it open; see docs/rules-decisions.md); after a drawn game the player who went second
does. There is no sideboarding in the Core Rules.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from engine.core import BadInputError
from engine.games.riftbound.flow import deal_opening, place_battlefield

if TYPE_CHECKING:
    from engine.games.riftbound.content import Deck
    from engine.games.riftbound.game import RiftboundGame
    from engine.games.riftbound.state import RiftState

GAME_WINS = 2
"""Game wins that take a match (481.6)."""


def new_match(decks: Sequence[Any]) -> dict[str, Any]:
    """The setup of a match's first game between two decks."""
    return {"decks": list(decks), "match": {"wins": [0, 0], "used": [[], []], "game": 1}}


def check_match(raw: Any, decks: Sequence[Deck]) -> dict[str, Any]:
    """A setup's match record, checked.

    :raises BadInputError: not two players, or a malformed score or battlefield list.
    """
    if len(decks) != 2:
        raise BadInputError("setup", "a best-of-3 match is a 1v1 mode (481): it needs 2 decks")
    if not isinstance(raw, Mapping):
        raise BadInputError("setup", "'match' must be an object with wins, used and game", "match")
    wins, used, game = raw.get("wins"), raw.get("used"), raw.get("game")
    if (
        not isinstance(wins, list)
        or len(wins) != 2
        or not all(isinstance(w, int) and 0 <= w < GAME_WINS for w in wins)
    ):
        problem = f"'wins' must be two numbers below {GAME_WINS}, got {wins!r}"
        raise BadInputError("setup", problem, "match.wins")
    if not (isinstance(used, list) and len(used) == 2 and all(isinstance(u, list) for u in used)):
        raise BadInputError("setup", "'used' must list each player's used battlefields", "match.used")
    if not isinstance(game, int) or game < 1:
        raise BadInputError("setup", f"'game' must be a game number from 1, got {game!r}", "match.game")
    for p, deck in enumerate(decks):
        if not picks_left(deck, {"used": used}, p):
            raise BadInputError("setup", f"player {p + 1} has no battlefield left to bring", "match.used")
    return {"wins": list(wins), "used": [list(u) for u in used], "game": game}


def picks_left(deck: Deck, match: Mapping[str, Any] | None, p: int) -> list[str]:
    """The battlefields player p may still bring: those no earlier game of the match used (481.5)."""
    used = match["used"][p] if match is not None else []
    return [b for b in deck.battlefields if b not in used]


def ask_battlefields(s: RiftState, picks: list[str | None], options: list[list[str]]) -> None:
    """Each player with a choice selects their battlefield (481.5), in seat order; a choice stays
    secret until all are made, then every battlefield is placed at once and the opening hands drawn.
    ``picks`` holds the battlefields already settled (given in the setup, or the only one left)."""
    s.choosing = {"picks": list(picks), "options": [list(o) for o in options]}
    _next_choice(s)


def answer_battlefield(s: RiftState, choice: str) -> None:
    """The deciding player's battlefield; the next player chooses, or the game's setup goes on."""
    assert s.prompt is not None and s.choosing is not None
    s.choosing["picks"][int(s.prompt["p"])] = choice
    s.prompt = None
    _next_choice(s)


def _next_choice(s: RiftState) -> None:
    choosing = s.choosing
    assert choosing is not None
    waiting = [p for p in range(s.n) if choosing["options"][p] and choosing["picks"][p] is None]
    if waiting:
        s.step = "battlefields"
        s.prompt = {"p": waiting[0], "kind": "battlefield", "options": list(choosing["options"][waiting[0]])}
        return
    s.choosing = None
    for p, pick in enumerate(choosing["picks"]):
        if pick is not None:
            place_battlefield(s, p, pick)
    deal_opening(s)


def next_setup(setup: Mapping[str, Any], state: RiftState) -> dict[str, Any] | None:
    """The setup of the match's next game after ``state`` (a finished game of ``setup``), or None when
    the match is over (a player has two wins, or a player has no battlefield left)."""
    match = setup["match"]
    wins = score_after(setup, state)
    if max(wins) >= GAME_WINS:
        return None
    used = [list(u) for u in match["used"]]
    for bf in state.bfs:
        owner = state.owner[bf["uid"]]
        used[owner].append(state.cards[bf["uid"]])
    decks = [state.game.deck(spec, f"decks[{p}]") for p, spec in enumerate(setup["decks"])]
    if any(not picks_left(deck, {"used": used}, p) for p, deck in enumerate(decks)):
        return None
    first = 1 - state.winner if state.winner is not None else 1 - state.first
    return {
        "decks": list(setup["decks"]),
        "first": first,
        "match": {"wins": wins, "used": used, "game": int(match["game"]) + 1},
    }


def score_after(setup: Mapping[str, Any], state: RiftState) -> list[int]:
    """The match's game wins once ``state``'s game is counted (a draw counts for no one)."""
    wins = list(setup["match"]["wins"])
    if state.is_terminal() and state.winner is not None:
        wins[state.winner] += 1
    return wins


def match_winner(setup: Mapping[str, Any], state: RiftState) -> int | None:
    """The seat that has won the match once ``state``'s game is counted, if any."""
    wins = score_after(setup, state)
    return next((p for p in (0, 1) if wins[p] >= GAME_WINS), None)


class Match:
    """Runs a best-of-3 match: the current game's state, the setups of every game, the score."""

    def __init__(self, game: RiftboundGame, decks: Sequence[Any], seed: int) -> None:
        self.game = game
        self.seed = seed
        self.setups = [new_match(decks)]
        self.state = game.new_initial_state(seed, self.setups[0])

    @property
    def wins(self) -> list[int]:
        return score_after(self.setups[-1], self.state)

    @property
    def winner(self) -> int | None:
        return match_winner(self.setups[-1], self.state) if self.state.is_terminal() else None

    def next_game(self) -> RiftState | None:
        """Start the next game once the current one is over; None when the match is decided.

        :raises ValueError: the current game is not over.
        """
        if not self.state.is_terminal():
            raise ValueError("the current game of the match is not over")
        setup = next_setup(self.setups[-1], self.state)
        if setup is None:
            return None
        self.setups.append(setup)
        self.state = self.game.new_initial_state(self.seed + len(self.setups) - 1, setup)
        return self.state
