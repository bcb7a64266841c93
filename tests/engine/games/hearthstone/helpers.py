"""Helpers for the Hearthstone rule tests: the game, positions, and actions named by card id."""

from __future__ import annotations

from typing import Any

from engine.core import REGISTRY
from engine.games.hearthstone.game import HearthstoneGame
from engine.games.hearthstone.model import Entity
from engine.games.hearthstone.state import HearthstoneState, HsAction


def game(**options: Any) -> HearthstoneGame:
    g = REGISTRY.load("hearthstone", options)
    assert isinstance(g, HearthstoneGame)
    return g


def position(spec: dict[str, Any], **options: Any) -> HearthstoneState:
    state = game(**options).state_from_dict(spec)
    assert isinstance(state, HearthstoneState)
    return state


def find(state: HearthstoneState, card_id: str, player: int | None = None, nth: int = 0) -> Entity:
    """The ``nth`` entity with ``card_id`` (board, hero, weapon, hand, secrets), by player if given."""
    found = []
    for p in (0, 1) if player is None else (player,):
        pl = state.players[p]
        ids = [pl.hero, *pl.board, *pl.hand, *pl.secrets] + ([pl.weapon] if pl.weapon else [])
        found += [state.ents[i] for i in ids if state.ents[i].card.id == card_id]
    return found[nth]


def hero(state: HearthstoneState, p: int) -> Entity:
    return state.ents[state.players[p].hero]


def board_cards(state: HearthstoneState, p: int) -> list[str]:
    return [state.ents[i].card.id for i in state.players[p].board]


def stats(state: HearthstoneState, p: int) -> list[tuple[str, int, int]]:
    return [(e.card.id, e.atk, e.health) for e in (state.ents[i] for i in state.players[p].board)]


def play(
    state: HearthstoneState, card_id: str, target: Entity | None = None, position: int = -1, option: int = 0
) -> None:
    """Play the active player's card ``card_id`` from hand through the legal-action check."""
    e = next(state.ents[i] for i in state.players[state.active].hand if state.ents[i].card.id == card_id)
    if e.card.type == "minion" and position < 0:
        position = len(state.players[state.active].board)
    state.apply_action(HsAction("play", e.id, target.id if target else 0, position, option))


def attack(state: HearthstoneState, attacker: Entity, defender: Entity) -> None:
    state.apply_action(HsAction("attack", attacker.id, defender.id))


def power(state: HearthstoneState, target: Entity | None = None) -> None:
    pl = state.players[state.active]
    state.apply_action(HsAction("power", pl.power, target.id if target else 0))


def end_turn(state: HearthstoneState) -> None:
    state.apply_action(HsAction("end"))
