"""Named scripts: the few card texts the effect data cannot say, and Hero Power usability.

Each script is a function ``(state, ctx) -> None`` registered in ``SCRIPTS`` by name; card data calls
it with ``{"effect": "script", "name": "<name>"}`` and the coverage report lists the cards that do.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.games.hearthstone import damage, rules, triggers, zones
from engine.games.hearthstone.model import Entity
from engine.games.hearthstone.rules import Ctx

if TYPE_CHECKING:
    from engine.games.hearthstone.state import HearthstoneState


def swipe(s: HearthstoneState, ctx: Ctx) -> None:
    """Swipe (DH5): the target's Damage Event, then every other enemy's in reverse order of play, all
    created before any resolves; the other enemies are hit even if the target has left play (E-032)."""
    double = rules.velen_factor(s, ctx.controller, ctx.source)
    value = (4 + rules.spell_power(s, ctx.controller)) * double
    splash = (1 + rules.spell_power(s, ctx.controller)) * double
    target = ctx.target
    others = [e for e in rules.characters(s, 1 - ctx.controller) if e is not target]
    others.sort(key=lambda e: e.ts, reverse=True)
    hit: list[tuple[Entity, int]] = []
    if target is not None:
        dealt = damage.apply_damage(s, ctx.source, target, value)
        if dealt:
            hit.append((target, dealt))
    for e in others:
        dealt = damage.apply_damage(s, ctx.source, e, splash)
        if dealt:
            hit.append((e, dealt))
    for e, dealt in hit:
        triggers.fire(s, "damaged", e, ctx.source, dealt)


def deathlord(s: HearthstoneState, ctx: Ctx) -> None:
    """Deathlord: the opponent puts a random minion from their deck into the battlefield (nothing if full)."""
    p = 1 - ctx.controller
    pl = s.players[p]
    minions = [i for i, card in enumerate(pl.deck) if card.type == "minion"]
    if not minions or len(pl.board) >= rules.MAX_BOARD:
        return
    card = pl.deck.pop(minions[s.rng.randint(0, len(minions) - 1)])
    zones.summon(s, card, p)


def kelthuzad(s: HearthstoneState, ctx: Ctx) -> None:
    """Kel'Thuzad: summon every friendly minion that died this turn, in the order they died (DEC3, DEC4)."""
    for card_id, controller, turn in list(s.died):
        if (
            turn == s.turn
            and controller == ctx.controller
            and (zones.summon(s, s.catalog.get(card_id), ctx.controller) is None)
        ):
            return


SCRIPTS: dict[str, Callable[[HearthstoneState, Ctx], None]] = {
    "swipe": swipe,
    "deathlord": deathlord,
    "kelthuzad": kelthuzad,
}
"""Script name -> function."""


def power_usable(s: HearthstoneState, power: Entity) -> bool:
    """Whether a Hero Power could do anything: Reinforce, INFERNO! and Totemic Call need room."""
    card_id = power.card.id
    pl = s.players[power.controller]
    if card_id in ("HERO_04bp", "EX1_tk33"):
        return len(pl.board) < rules.MAX_BOARD
    if card_id == "HERO_02bp":
        have = {s.ents[i].card.id for i in pl.board}
        return len(pl.board) < rules.MAX_BOARD and not {"CS2_050", "CS2_051", "NEW1_009", "CS2_052"} <= have
    return True
