"""Zone changes: summon, hand, draw, bounce, control, transform, weapons and Armor (§2.10, §3 Z).

A full zone stops a card from entering (Z0) or removes it at once with a Death Event of its own (Z1,
Full Zone Instant Removal), resolved in the next Death Phase.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.games.hearthstone.auras import aura_update_ha, aura_update_other
from engine.games.hearthstone.damage import damage_one
from engine.games.hearthstone.model import CHARGE, GRAVEYARD, HAND, PLAY, SETASIDE, Entity
from engine.games.hearthstone.phases import collect_deathrattles
from engine.games.hearthstone.rules import MAX_BOARD, MAX_HAND, DeathEvent, is_minion, log, new_entity, new_ts
from engine.games.hearthstone.triggers import fire

if TYPE_CHECKING:
    from engine.games.hearthstone.cards import CardDef
    from engine.games.hearthstone.state import HearthstoneState


def summon(s: HearthstoneState, card: CardDef, controller: int, position: int = -1) -> Entity | None:
    """Summon (not play) a minion: Z0 if the board is full; both Aura Updates (4b); After Summon now."""
    pl = s.players[controller]
    if len(pl.board) >= MAX_BOARD:
        return None
    e = new_entity(s, card, controller, PLAY)
    e.exhausted = True
    if position < 0 or position > len(pl.board):
        position = len(pl.board)
    pl.board.insert(position, e.id)
    s.pending_summons.append(e.id)
    s.dirty = True
    log(
        s,
        "summon",
        "{} is summoned.",
        card.name,
        entity=e.id,
        card=card.id,
        player=controller,
        position=position,
    )
    aura_update_ha(s)
    aura_update_other(s)
    fire(s, "after_summon", e, e)
    return e


def add_to_hand(s: HearthstoneState, card: CardDef, controller: int, known: bool = False) -> Entity | None:
    """Z0: a card generated into a full hand is not generated."""
    pl = s.players[controller]
    if len(pl.hand) >= MAX_HAND:
        return None
    e = new_entity(s, card, controller, HAND)
    e.known = known
    pl.hand.append(e.id)
    return e


def draw(s: HearthstoneState, p: int, count: int = 1) -> list[Entity]:
    """DC1: count first, then each draw resolves in turn; an empty deck deals Fatigue (DC2, §2.12)."""
    drawn: list[Entity] = []
    pl = s.players[p]
    for _ in range(count):
        if s.over:
            break
        if not pl.deck:
            pl.fatigue += 1
            hero = s.ents[pl.hero]
            log(s, "fatigue", "Fatigue: {} damage.", pl.fatigue, player=p, amount=pl.fatigue)
            damage_one(s, None, hero, pl.fatigue)
            continue
        card = pl.deck.pop()
        if len(pl.hand) >= MAX_HAND:
            e = new_entity(s, card, p, GRAVEYARD)
            e.known = True
            log(s, "burned", "{} is burned (full hand).", card.name, player=p, card=card.id)
            continue
        e = new_entity(s, card, p, HAND)
        pl.hand.append(e.id)
        drawn.append(e)
        log(s, "draw", "Player {} draws a card.", p + 1, player=p, entity=e.id)
        fire(s, "draw", e, e)
    return drawn


def remove_from_board(s: HearthstoneState, e: Entity) -> int:
    """Take a minion off its board (not a death); returns its former position."""
    pl = s.players[e.controller]
    position = pl.board.index(e.id)
    pl.board.remove(e.id)
    s.dirty = True
    return position


def bounce(s: HearthstoneState, e: Entity, cost_change: int = 0) -> None:
    """Return a minion to its owner's hand; Z1: a full hand destroys it instead."""
    if e.zone != PLAY or not is_minion(e):
        return
    pl = s.players[e.controller]
    position = remove_from_board(s, e)
    ts = e.ts
    rattles = collect_deathrattles(e)
    e.reset()
    if len(pl.hand) >= MAX_HAND:
        e.zone = GRAVEYARD
        s.instant_deaths.append(DeathEvent(e, e.controller, position, rattles, ts))
        s.died.append((e.card.id, e.controller, s.turn))
        return
    e.zone = HAND
    e.cost_change = cost_change
    e.known = True
    pl.hand.append(e.id)
    log(s, "bounced", "{} returns to hand.", e.card.name, entity=e.id)


def take_control(s: HearthstoneState, e: Entity, p: int) -> None:
    """Move a minion to ``p``'s board; Z1: a full board destroys it instead (Full Zone Instant Removal)."""
    if e.zone != PLAY or e.controller == p:
        return
    mine = s.players[p]
    position = remove_from_board(s, e)
    if len(mine.board) >= MAX_BOARD:
        ts = e.ts
        rattles = collect_deathrattles(e)
        controller = e.controller
        e.reset()
        e.zone = GRAVEYARD
        s.instant_deaths.append(DeathEvent(e, controller, position, rattles, ts))
        s.died.append((e.card.id, controller, s.turn))
        return
    e.controller = p
    e.ts = new_ts(s)
    e.exhausted = not e.has(CHARGE)
    e.attacks = 0
    mine.board.append(e.id)
    log(s, "control", "Player {} takes control of {}.", p + 1, e.card.name, entity=e.id, player=p)


def transform(s: HearthstoneState, e: Entity, card: CardDef) -> Entity | None:
    """§2.10: the minion is replaced in place; not a death, not a summon (spell transforms skip SRS)."""
    if e.zone != PLAY:
        return None
    pl = s.players[e.controller]
    position = pl.board.index(e.id)
    new = new_entity(s, card, e.controller, PLAY)
    new.exhausted = True
    pl.board[position] = new.id
    e.zone = SETASIDE
    e.reset()
    s.dirty = True
    log(s, "transform", "{} becomes {}.", e.card.name, card.name, entity=e.id, into=new.id)
    return new


def equip(s: HearthstoneState, card: CardDef, p: int) -> Entity:
    """A new weapon; the old one is pending destroy and leaves at the next DCS (§2.4)."""
    pl = s.players[p]
    retire_weapon(s, p)
    w = new_entity(s, card, p, PLAY)
    pl.weapon = w.id
    s.dirty = True
    log(s, "equip", "Player {} equips {}.", p + 1, card.name, entity=w.id, card=card.id, player=p)
    return w


def retire_weapon(s: HearthstoneState, p: int) -> None:
    """An equipped-over weapon leaves play now; its Death Event resolves in the next Death Phase (§2.4)."""
    pl = s.players[p]
    if not pl.weapon:
        return
    old = s.ents[pl.weapon]
    rattles = collect_deathrattles(old)
    ts = old.ts
    old.zone = GRAVEYARD
    old.reset()
    pl.weapon = 0
    s.dirty = True
    s.instant_deaths.append(DeathEvent(old, p, -1, rattles, ts))


def gain_armor(s: HearthstoneState, p: int, amount: int) -> None:
    hero = s.ents[s.players[p].hero]
    hero.armor += amount
    log(s, "armor", "{} gains {} Armor.", hero.card.name, amount, entity=hero.id, amount=amount)
