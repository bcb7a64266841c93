"""Effect ops on cards and resources: draw, generate, copy and discard cards, costs and cost marks,
mana and Overload, Secrets destroyed, a spell countered."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.games.hearthstone import damage, rules, zones
from engine.games.hearthstone.model import GRAVEYARD, HAND
from engine.games.hearthstone.rules import Ctx
from engine.games.hearthstone.selectors import amount, select

if TYPE_CHECKING:
    from engine.games.hearthstone.cards import Effect
    from engine.games.hearthstone.state import HearthstoneState


def op_draw(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    p = ctx.controller if eff.params.get("player", "you") == "you" else 1 - ctx.controller
    drawn = zones.draw(s, p, amount(s, ctx, eff) or 1)
    ctx.result = drawn[-1] if drawn else None


def op_draw_matching(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """Draw ``count`` random cards of a minion type from your deck (Sense Demons); for each one the deck
    lacks, ``card`` is added to your hand instead (the Worthless Imp)."""
    p = ctx.controller
    deck = s.players[p].deck
    race = eff.params["race"]
    for _ in range(int(eff.params.get("count", 1))):
        found = [i for i, c in enumerate(deck) if race in c.races]
        if found:
            deck.append(deck.pop(found[s.rng.randint(0, len(found) - 1)]))
            zones.draw(s, p, 1)
        elif "card" in eff.params:
            zones.add_to_hand(s, s.catalog.get(eff.params["card"]), p, known=True)


def op_add_card(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    p = ctx.controller if eff.params.get("player", "you") == "you" else 1 - ctx.controller
    card = s.catalog.get(eff.params["card"]) if "card" in eff.params else None
    choices: list[str] = list(eff.params.get("cards", []))
    for _ in range(int(eff.params.get("count", 1))):
        use = card
        if choices:
            use = s.catalog.get(choices[s.rng.randint(0, len(choices) - 1)])
        if use is None:
            dead = ctx.ev_target if eff.params.get("copy") == "event_target" else ctx.target
            if dead is None:
                return
            use = dead.card
        made = zones.add_to_hand(s, use, p)
        if made is None:
            return
        ctx.result = made


def op_copy_cards(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """Copies of random different cards from the opponent's hand or deck into your hand (Mind Vision,
    Thoughtsteal): the card only, no enchantment or cost change (§2.10 copy to hand)."""
    opp = s.players[1 - ctx.controller]
    pool = [s.ents[i].card for i in opp.hand] if eff.params["from"] == "opponent_hand" else list(opp.deck)
    for _ in range(int(eff.params.get("count", 1))):
        if not pool:
            return
        card = pool.pop(s.rng.randint(0, len(pool) - 1))
        if zones.add_to_hand(s, card, ctx.controller) is None:
            return


def op_look_and_draw(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """Take the top ``count`` cards of your deck: you will draw one and discard the others (Tracking).

    With one card there is nothing to choose: it is drawn. With more, the choice is a decision of the
    player once the Sequence ends (``choose optN``).
    """
    pl = s.players[ctx.controller]
    taken = [pl.deck.pop() for _ in range(min(int(eff.params.get("count", 3)), len(pl.deck)))]
    if len(taken) == 1:
        pl.deck.append(taken[0])
        zones.draw(s, ctx.controller, 1)
    elif taken:
        s.choice = taken
        s.choice_player = ctx.controller


def op_discard(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    pl = s.players[ctx.controller]
    for _ in range(int(eff.params.get("count", 1))):
        if not pl.hand:
            return
        e = s.ents[pl.hand[s.rng.randint(0, len(pl.hand) - 1)]]
        damage.destroy(s, e)
        e.known = True


def op_change_cost(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """Change the cost of the selected cards in hand (Far Sight: the card just drawn)."""
    for t in select(s, ctx, eff):
        if t.zone == HAND:
            t.cost_change += int(eff.params["amount"])


def op_hand_cost(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """Change the cost of the cards in your hand (Emperor Thaurissan)."""
    for i in s.players[ctx.controller].hand:
        s.ents[i].cost_change += int(eff.params["amount"])


def op_cost_mark(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """A player-level cost change for a turn (Millhouse, Loatheb), applied in the order marked (M6);
    ``once`` makes it apply to the next such card only (Preparation, Kirin Tor Mage)."""
    p = ctx.controller if eff.params.get("player", "you") == "you" else 1 - ctx.controller
    pl = s.players[p]
    kind = ("next_" if eff.params.get("once") else "") + eff.params["cards"]
    if "set" in eff.params:
        pl.cost_marks = (*pl.cost_marks, ("set_" + kind, int(eff.params["set"])))
    else:
        pl.cost_marks = (*pl.cost_marks, (kind, int(eff.params.get("amount", 0))))


def op_mana(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """Temporary mana (The Coin, Innervate; M1 caps current mana at 10) or Mana Crystals (M2: 0 to 10)."""
    pl = s.players[ctx.controller if eff.params.get("player", "you") == "you" else 1 - ctx.controller]
    temp = int(eff.params.get("temp", 0))
    if temp:
        room = rules.MAX_MANA - pl.mana
        pl.temp += max(0, min(temp, room))
    crystals = int(eff.params.get("crystals", 0))
    if crystals > 0:
        gained = min(rules.MAX_MANA, pl.crystals + crystals) - pl.crystals
        pl.crystals += gained
        if eff.params.get("empty", True):
            pl.used += gained
    elif crystals < 0:
        pl.crystals = max(0, pl.crystals + crystals)
        pl.used = min(pl.used, pl.crystals + pl.overload_locked)


def op_unlock_overload(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """Lava Shock: OWED = 0; RESOURCES_USED -= OVERLOAD_LOCKED; LOCKED = 0 (§3 M)."""
    pl = s.players[ctx.controller]
    pl.overload_owed = 0
    pl.used -= pl.overload_locked
    pl.overload_locked = 0


def op_destroy_secrets(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """Flare: the opponent's Secrets go to the Graveyard unrevealed (they never trigger)."""
    pl = s.players[1 - ctx.controller]
    for i in list(pl.secrets):
        secret = s.ents[i]
        pl.secrets.remove(i)
        secret.zone = GRAVEYARD
        secret.known = True
        rules.log(s, "secret_destroyed", "{} is destroyed.", secret.card.name, entity=i, card=secret.card.id)
    s.dirty = True


def op_counter(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """Counterspell: the spell being played loses its Overload and Spell Text Phase (§2.2)."""
    s.countered = True
