"""Player Actions as Sequences of Phases: play a card, attack, use the Hero Power, end the turn (§2).

Each function here is one Sequence. It starts with ``start_sequence`` (the 9.2 pre-check moment),
runs its named Phases through ``phases.run_phase`` (the outermost Phase's end runs the Death Phases)
and ends with the win/loss/draw check of Rule 9. Later Phases are skipped when their subject left
play (Rule 6): a played minion's After Play and After Summon Phase, an attack's Combat Phase.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.games.hearthstone import auras, damage, phases, rules, triggers, zones
from engine.games.hearthstone.model import FROZEN, GRAVEYARD, IMMUNE, PLAY, SECRET, SETASIDE, STEALTH, Entity
from engine.games.hearthstone.rules import Ctx

if TYPE_CHECKING:
    from engine.games.hearthstone.cards import CardDef
    from engine.games.hearthstone.state import HearthstoneState


# -- playing a card ---------------------------------------------------------------------------------


def play_card(s: HearthstoneState, e: Entity, position: int, target: Entity | None, option: int) -> None:
    """§2.2-§2.4: pay, enter play, On Play Phase, then the card type's own Phases, then Rule 9."""
    rules.start_sequence(s)
    p = e.controller
    pl = s.players[p]
    rules.pay(s, p, rules.cost_of(s, e))
    rules.use_one_card_marks(s, p, e.card)
    combo = pl.cards_played > 0
    pl.hand.remove(e.id)
    pl.cards_played += 1
    card = e.card
    e.cost_change = 0
    e.known = True
    s.dirty = True
    ctx = Ctx(e, p, target)
    ctx.option = option
    ctx.combo = combo
    ctx.spell = card.type == "spell"
    if card.is_secret:
        e.known = False
        rules.log(s, "play", "Player {} plays a Secret.", p + 1, player=p, entity=e.id, card="", target=0)
    else:
        rules.log(
            s,
            "play",
            "Player {} plays {}.",
            p + 1,
            card.name,
            player=p,
            entity=e.id,
            card=card.id,
            target=target.id if target else 0,
        )
    if card.type == "minion":
        pl.minions_played += 1
        e.zone = PLAY
        e.ts = rules.new_ts(s)
        e.exhausted = True
        if position < 0 or position > len(pl.board):
            position = len(pl.board)
        pl.board.insert(position, e.id)
        s.pending_summons.append(e.id)
        s.countered = False
        phases.run_phase(s, _on_play_phase, e)
        phases.run_phase(s, _battlecry_phase, e, ctx)
        if e.zone == PLAY and e.controller == p:
            phases.run_phase(s, _after_play_phase, e)
        elif (
            e.zone == SETASIDE
            and ctx.result is not None
            and ctx.result.zone == PLAY
            and ctx.result.controller == p
            and ctx.result.card.type == "minion"
        ):
            phases.run_phase(s, _after_summon_phase, ctx.result)
    elif card.type == "spell":
        if card.is_secret:
            e.zone = SECRET
            pl.secrets.append(e.id)
        else:
            e.zone = PLAY
        s.countered = False
        phases.run_phase(s, _on_play_phase, e)
        if not card.is_secret:
            if not s.countered:
                phases.run_phase(s, _spell_text_phase, e, ctx)
            e.zone = GRAVEYARD
            s.dirty = True
        phases.run_phase(s, _after_spell_phase, e)
    else:
        e.zone = PLAY
        s.countered = False
        phases.run_phase(s, _on_play_phase, e)
        phases.run_phase(s, _equip_phase, e, ctx)
    rules.check_game_over(s)


def _on_play_phase(s: HearthstoneState, e: Entity) -> None:
    """On Play Phase: on-play and on-cast triggers, an Aura Update, then Overload unless countered."""
    triggers.fire(s, "play_card", e, e, 0, e.controller)
    auras.aura_update_ha(s)
    if e.card.overload and not s.countered and not e.silenced:
        s.players[e.controller].overload_owed += e.card.overload


def deal_play(s: HearthstoneState, card: CardDef, ctx: Ctx) -> None:
    """Run a card's play text: its Choose One option, its Combo text when active, else ``play``."""
    if card.choose:
        option = card.choose[ctx.option - 1] if 1 <= ctx.option <= len(card.choose) else card.choose[0]
        triggers.run_effects(s, option.play, ctx)
        return
    if ctx.combo and card.combo:
        triggers.run_effects(s, card.combo, ctx)
        return
    triggers.run_effects(s, card.play, ctx)


def _battlecry_phase(s: HearthstoneState, e: Entity, ctx: Ctx) -> None:
    """The played minion emits its aura first, then its Battlecry/Combo/Choose One, even if it left play."""
    auras.aura_update_ha(s)
    if e.card.play or e.card.choose or e.card.combo:
        ctx.controller = e.controller if e.zone == PLAY else ctx.controller
        deal_play(s, e.card, ctx)


def _after_play_phase(s: HearthstoneState, e: Entity) -> None:
    """After Play triggers (Mirror Entity, Snipe...), then After Summon triggers (Knife Juggler...)."""
    triggers.fire(s, "after_play", e, e)
    if e.zone == PLAY:
        triggers.fire(s, "after_summon", e, e)


def _after_summon_phase(s: HearthstoneState, e: Entity) -> None:
    """The Inserted After Summon Phase of a self-transformed minion (Faceless Manipulator)."""
    triggers.fire(s, "after_summon", e, e)


def _spell_text_phase(s: HearthstoneState, e: Entity, ctx: Ctx) -> None:
    """A spell cast on a minion first lets Spellbender queue and resolve (it may change the target),
    then the whole spell text resolves in this one Phase (§2.3)."""
    target = ctx.target
    if target is not None and target.zone == PLAY and target.card.type == "minion":
        s.spell_target = target.id
        triggers.fire(s, "spell_target", e, target)
        ctx.target = s.ents[s.spell_target]
        s.spell_target = 0
    deal_play(s, e.card, ctx)


def _after_spell_phase(s: HearthstoneState, e: Entity) -> None:
    triggers.fire(s, "after_spell", e, e, 0, e.controller)


def _equip_phase(s: HearthstoneState, e: Entity, ctx: Ctx) -> None:
    """Equipping Phase: the weapon's Battlecry, then the old weapon is destroyed (§2.4)."""
    if e.card.play:
        deal_play(s, e.card, ctx)
    zones.retire_weapon(s, e.controller)
    s.players[e.controller].weapon = e.id
    s.dirty = True


# -- combat -----------------------------------------------------------------------------------------


def attack(s: HearthstoneState, a: Entity, d: Entity) -> None:
    """§2.6: Combat Preparation (Proposed Attack Events), a win/loss check, then Combat if both remain."""
    rules.start_sequence(s)
    a.flags &= ~STEALTH
    s.attack = [a.id, d.id]
    rules.log(s, "attack", "{} attacks {}.", a.card.name, d.card.name, attacker=a.id, defender=d.id)
    phases.run_phase(s, _preparation_phase, a)
    final = s.ents[s.attack[1]]
    s.attack = None
    if rules.check_game_over(s):
        return
    if a.zone == PLAY and final.zone == PLAY and a.card.type in ("minion", "hero"):
        phases.run_phase(s, _combat_phase, a, final)
    elif a.zone == PLAY:
        phases.run_phase(s, _cancelled_phase, a, final)
    rules.check_game_over(s)


def _preparation_phase(s: HearthstoneState, a: Entity) -> None:
    """PAEs: each fills its queue with the defender at its start; a changed defender adds one more PAE."""
    assert s.attack is not None
    defender = s.ents[s.attack[1]]
    while True:
        triggers.fire(s, "pre_attack", defender, a)
        if s.attack[1] == defender.id:
            break
        defender = s.ents[s.attack[1]]
    triggers.fire(s, "attack", a, defender)


def _cancelled_phase(s: HearthstoneState, a: Entity, d: Entity) -> None:
    """No Combat: what the attack started ends now (E-116: Gorehowl's Bloodrage is removed)."""
    triggers.fire(s, "attack_cancelled", a, d)


def _combat_phase(s: HearthstoneState, a: Entity, d: Entity) -> None:
    """Damage both ways at once, resolved attack first; a hero's weapon loses 1 Durability; After Attack."""
    dealt_to_d = damage.apply_damage(s, a, d, rules.attack_value(s, a))
    dealt_to_a = damage.apply_damage(s, d, a, d.atk) if d.card.type == "minion" else 0
    a.attacks += 1
    a.exhausted = a.exhausted and a.card.type == "minion"
    if a.card.type == "hero":
        w = s.players[a.controller].weapon
        if w:
            weapon = s.ents[w]
            if not weapon.has(IMMUNE):
                weapon.damage += 1
    if dealt_to_d > 0:
        triggers.fire(s, "damaged", d, a, dealt_to_d)
    if dealt_to_a > 0:
        triggers.fire(s, "damaged", a, d, dealt_to_a)
    triggers.fire(s, "after_attack", a, d)


# -- hero power -------------------------------------------------------------------------------------


def use_power(s: HearthstoneState, p: int, target: Entity | None) -> None:
    """§2.7: the Hero Power Phase, then the (empty here) Inspire Phase, then Rule 9."""
    rules.start_sequence(s)
    pl = s.players[p]
    power = s.ents[pl.power]
    rules.pay(s, p, rules.cost_of(s, power))
    pl.power_uses += 1
    ctx = Ctx(power, p, target)
    rules.log(
        s,
        "power",
        "Player {} uses {}.",
        p + 1,
        power.card.name,
        player=p,
        entity=power.id,
        target=target.id if target else 0,
    )
    phases.run_phase(s, _power_phase, power, ctx)
    rules.check_game_over(s)


def _power_phase(s: HearthstoneState, power: Entity, ctx: Ctx) -> None:
    deal_play(s, power.card, ctx)


# -- turns ------------------------------------------------------------------------------------------


def end_turn(s: HearthstoneState) -> None:
    """§2.1: End of Turn Phase, check, between turns, Start of Turn Phase, check, Draw Phase, check."""
    rules.start_sequence(s)
    p = s.active
    rules.log(s, "end_turn", "Player {} ends the turn.", p + 1, player=p)
    phases.run_phase(s, _turn_event_phase, "turn_end", p)
    if rules.check_game_over(s):
        return
    if s.turn >= s.turn_limit:
        s.over = True
        s.winners = ()
        s.reason = f"draw: turn {s.turn_limit} ended"
        return
    between_turns(s, p)
    q = s.active
    rules.start_sequence(s)
    phases.run_phase(s, _turn_event_phase, "turn_start", q)
    if rules.check_game_over(s):
        return
    phases.run_phase(s, _draw_phase, q)
    rules.check_game_over(s)


def _turn_event_phase(s: HearthstoneState, kind: str, p: int) -> None:
    hero = s.ents[s.players[p].hero]
    triggers.fire(s, kind, hero, None, 0, p)


def _draw_phase(s: HearthstoneState, p: int) -> None:
    zones.draw(s, p, 1)


def between_turns(s: HearthstoneState, p: int) -> None:
    """Not a Phase: expire "this turn" effects, thaw, refill the next player's mana, ready everyone."""
    auras.detach_temporary(s, 1 - p)
    for e in rules.characters(s, p):
        if e.flags & FROZEN and e.attacks == 0:
            e.flags &= ~FROZEN
    s.players[p].cost_marks = ()
    s.players[p].temp = 0
    q = 1 - p
    s.active = q
    s.turn += 1
    pl = s.players[q]
    pl.crystals = min(rules.MAX_MANA, pl.crystals + 1)
    pl.temp = 0
    pl.overload_locked = pl.overload_owed
    pl.used = pl.overload_owed
    pl.overload_owed = 0
    pl.power_uses = 0
    pl.cards_played = 0
    pl.minions_played = 0
    for r in (0, 1):
        for e in rules.characters(s, r):
            e.attacks = 0
            e.exhausted = False
    auras.aura_update_ha(s)


# -- pending choices --------------------------------------------------------------------------------


def resolve_choice(s: HearthstoneState, option: int) -> None:
    """The chooser's pick of a pending "look at the top cards, draw one" choice (Tracking): the picked
    card is drawn, the others are discarded. It resolves as its own Phase once the Sequence that
    offered it has ended (docs/rules-decisions.md)."""
    rules.start_sequence(s)
    phases.run_phase(s, _choice_phase, option)
    rules.check_game_over(s)


def _choice_phase(s: HearthstoneState, option: int) -> None:
    cards = s.choice
    s.choice = []
    p = s.choice_player
    picked = cards[option - 1]
    s.players[p].deck.append(picked)
    zones.draw(s, p, 1)
    rules.log(
        s, "discard", "Player {} discards {} cards.", p + 1, len(cards) - 1, player=p, count=len(cards) - 1
    )
