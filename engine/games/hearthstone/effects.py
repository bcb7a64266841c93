"""The effect vocabulary of Hearthstone card data: ops, target selectors, event subjects and conditions.

Each op is one function registered in ``OPS`` with the parameters it requires and accepts; each
selector one function in ``SELECTORS``; each trigger subject one test in ``SUBJECTS``; each condition
one test in ``CONDITIONS``. ``compile_card`` checks an entry against these tables and builds the
``CardDef``. The vocabulary is described for card authors in ``docs/hearthstone-effects.md``; a card
the vocabulary cannot say names a Python script from ``scripts.SCRIPTS`` instead.

Rule 5 lives in the selectors: ``"pick": "random"`` on a negative op (damage, destroy, freeze,
silence, transform, control, bounce) never picks a mortally wounded or pending-destroy character,
and the effect aborts if every candidate is.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.games.hearthstone import rules
from engine.games.hearthstone.cardfacts import CardFacts
from engine.games.hearthstone.cards import (
    Aura,
    CardDef,
    ChooseOption,
    Compiler,
    CostAura,
    Effect,
    Grant,
    TargetSpec,
    Trigger,
    keyword_bits,
)
from engine.games.hearthstone.model import (
    FROZEN,
    GRAVEYARD,
    HAND,
    KEYWORD_BITS,
    PLAY,
    Enchant,
    Entity,
)
from engine.games.hearthstone.rules import Ctx

if TYPE_CHECKING:
    from engine.games.hearthstone.state import HearthstoneState


# -- selectors --------------------------------------------------------------------------------------

Selector = Callable[["HearthstoneState", Ctx], list[Entity]]


def _friend(ctx: Ctx) -> int:
    return ctx.controller


def _foe(ctx: Ctx) -> int:
    return 1 - ctx.controller


def _hero(s: HearthstoneState, p: int) -> Entity:
    return s.ents[s.players[p].hero]


def _neighbours(s: HearthstoneState, e: Entity | None) -> list[Entity]:
    if e is None or e.zone != PLAY or e.card.type != "minion":
        return []
    row = s.players[e.controller].board
    i = row.index(e.id)
    out = []
    if i > 0:
        out.append(s.ents[row[i - 1]])
    if i + 1 < len(row):
        out.append(s.ents[row[i + 1]])
    return out


def _weapon(s: HearthstoneState, p: int) -> list[Entity]:
    w = s.players[p].weapon
    return [s.ents[w]] if w else []


def _one(e: Entity | None) -> list[Entity]:
    return [e] if e is not None else []


SELECTORS: dict[str, Selector] = {
    "chosen": lambda s, c: _one(c.target),
    "self": lambda s, c: [c.source],
    "result": lambda s, c: _one(c.result),
    "event_target": lambda s, c: _one(c.ev_target),
    "event_source": lambda s, c: _one(c.ev_source),
    "friendly_hero": lambda s, c: [_hero(s, _friend(c))],
    "enemy_hero": lambda s, c: [_hero(s, _foe(c))],
    "friendly_weapon": lambda s, c: _weapon(s, _friend(c)),
    "enemy_weapon": lambda s, c: _weapon(s, _foe(c)),
    "all_minions": lambda s, c: rules.all_minions(s),
    "all_other_minions": lambda s, c: [e for e in rules.all_minions(s) if e is not c.source],
    "friendly_minions": lambda s, c: rules.board(s, _friend(c)),
    "other_friendly_minions": lambda s, c: [e for e in rules.board(s, _friend(c)) if e is not c.source],
    "enemy_minions": lambda s, c: rules.board(s, _foe(c)),
    "all_characters": lambda s, c: rules.oop(rules.characters(s, 0) + rules.characters(s, 1)),
    "all_other_characters": lambda s, c: [
        e for e in rules.oop(rules.characters(s, 0) + rules.characters(s, 1)) if e is not c.source
    ],
    "friendly_characters": lambda s, c: rules.characters(s, _friend(c)),
    "enemy_characters": lambda s, c: rules.characters(s, _foe(c)),
    "other_enemy_characters": lambda s, c: [e for e in rules.characters(s, _foe(c)) if e is not c.target],
    "adjacent": lambda s, c: _neighbours(s, c.source),
    "chosen_adjacent": lambda s, c: _neighbours(s, c.target),
    "chosen_and_adjacent": lambda s, c: (
        [] if c.target is None or c.target.zone != PLAY else rules.oop([c.target, *_neighbours(s, c.target)])
    ),
}
"""Target selector name -> the entities it names now (Rule 10: the current board), in order of play."""

ALL_MINION_SELECTORS = frozenset({"all_minions", "all_other_minions", "enemy_minions", "friendly_minions"})
"""AoE that hits "all minions": the Patch 3.1 reading skips mortally wounded ones (option)."""

NEGATIVE_OPS = frozenset(
    {"damage", "destroy", "freeze", "silence", "transform", "take_control", "bounce", "split_damage"}
)


def select(s: HearthstoneState, ctx: Ctx, eff: Effect) -> list[Entity]:
    """The op's targets: the selector's entities, narrowed by ``filter`` and ``pick`` (Rule 5)."""
    selector = eff.params["target"]
    found = SELECTORS[selector](s, ctx)
    kind = eff.params.get("filter")
    if kind is not None:
        test = FILTERS.get(kind)
        if test is None:
            name, _, number = kind.partition(":")
            found = [e for e in found if NUMBER_FILTERS[name](e, int(number))]
        else:
            found = [e for e in found if test(e)]
    if s.aoe_skips_dying and eff.op == "damage" and selector in ALL_MINION_SELECTORS:
        found = [e for e in found if not rules.dying(e)]
    pick = eff.params.get("pick")
    if pick == "random":
        if eff.op in NEGATIVE_OPS and s.rule5:
            found = [e for e in found if e.zone == PLAY and not rules.dying(e)]
        picked: list[Entity] = []
        for _ in range(int(eff.params.get("pick_count", 1))):
            if not found:
                break
            picked.append(found.pop(s.rng.randint(0, len(found) - 1)))
        return rules.oop(picked) if len(picked) > 1 else picked
    return found


FILTERS: dict[str, Callable[[Entity], bool]] = {
    "minion": lambda e: e.card.type == "minion",
    "hero": lambda e: e.card.type == "hero",
    "damaged": lambda e: e.damage > 0,
    "beast": lambda e: "BEAST" in e.card.races,
    "demon": lambda e: "DEMON" in e.card.races,
    "murloc": lambda e: "MURLOC" in e.card.races,
    "pirate": lambda e: "PIRATE" in e.card.races,
    "dragon": lambda e: "DRAGON" in e.card.races,
    "mech": lambda e: "MECHANICAL" in e.card.races,
    "totem": lambda e: "TOTEM" in e.card.races,
}
"""``filter`` values narrowing a selector."""

NUMBER_FILTERS: dict[str, Callable[[Entity, int], bool]] = {
    "attack_at_most": lambda e, n: e.atk <= n,
    "attack_at_least": lambda e, n: e.atk >= n,
    "cost_at_most": lambda e, n: e.card.cost <= n,
}
"""``filter`` values with a number: ``"attack_at_most:2"`` (Stampeding Kodo)."""


# -- amounts ----------------------------------------------------------------------------------------

AMOUNTS: dict[str, Callable[[HearthstoneState, Ctx], int]] = {
    "hand_size": lambda s, c: len(s.players[c.controller].hand),
    "enemy_minion_count": lambda s, c: len(s.players[1 - c.controller].board),
    "friendly_minion_count": lambda s, c: len(s.players[c.controller].board),
    "event_amount": lambda s, c: c.amount,
    "chosen_attack": lambda s, c: c.target.atk if c.target is not None else 0,
    "chosen_health": lambda s, c: c.target.health if c.target is not None else 0,
    "armor": lambda s, c: _hero(s, c.controller).armor,
    "hero_attack": lambda s, c: rules.hero_attack(s, _hero(s, c.controller)),
    "weapon_attack": lambda s, c: sum(w.atk for w in _weapon(s, c.controller)),
    "chosen_damage": lambda s, c: c.target.damage if c.target is not None else 0,
    "damaged_friendly_characters": lambda s, c: sum(
        1 for e in rules.characters(s, c.controller) if e.damage > 0
    ),
    "opponent_hand_size": lambda s, c: len(s.players[1 - c.controller].hand),
    "result_cost": lambda s, c: rules.cost_of(s, c.result) if c.result is not None else 0,
    "other_cards_played_this_turn": lambda s, c: max(0, s.players[c.controller].cards_played - 1),
    "enemy_weapon_durability": lambda s, c: sum(w.health for w in _weapon(s, 1 - c.controller)),
    "adjacent_attack": lambda s, c: sum(e.atk for e in _neighbours(s, c.source)),
    "adjacent_health": lambda s, c: sum(e.health for e in _neighbours(s, c.source)),
    "minions_with_divine_shield": lambda s, c: sum(
        1 for e in rules.all_minions(s) if e.flags & KEYWORD_BITS["divine_shield"]
    ),
    "hand_size_difference": lambda s, c: max(
        0, len(s.players[1 - c.controller].hand) - len(s.players[c.controller].hand)
    ),
}
"""``amount_from`` values: a number read from the game at resolution (Rule 10)."""


def amount(s: HearthstoneState, ctx: Ctx, eff: Effect) -> int:
    base = eff.params.get("amount", 0)
    source = eff.params.get("amount_from")
    if source is not None:
        base += AMOUNTS[source](s, ctx)
    return int(base)


def spell_amount(s: HearthstoneState, ctx: Ctx, eff: Effect) -> int:
    """Damage of a spell gains Spell Damage (not a fixed amount, not a minion or power)."""
    value = amount(s, ctx, eff)
    if ctx.spell and not eff.params.get("fixed", False):
        value += rules.spell_power(s, ctx.controller)
    return value


# -- ops --------------------------------------------------------------------------------------------


def op_damage(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    targets = select(s, ctx, eff)
    value = spell_amount(s, ctx, eff)
    if eff.params.get("each_resolves"):
        for t in targets:
            rules.damage_one(s, ctx.source, t, value)
    else:
        rules.damage_many(s, ctx.source, targets, value)
    ctx.result = targets[0] if len(targets) == 1 else ctx.result


def op_split_damage(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """``times`` missiles of ``amount``, each at a random non-dying character of the selector (Rule 5)."""
    times = int(eff.params.get("times", 1))
    if ctx.spell and not eff.params.get("fixed", False):
        times += rules.spell_power(s, ctx.controller)
    value = int(eff.params.get("amount", 1))
    for _ in range(times):
        found = [e for e in SELECTORS[eff.params["target"]](s, ctx) if e.zone == PLAY]
        if s.rule5:
            found = [e for e in found if not rules.dying(e)]
        if not found:
            return
        rules.damage_one(s, ctx.source, found[s.rng.randint(0, len(found) - 1)], value)


def op_heal(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    rules.heal_many(s, ctx.source, select(s, ctx, eff), amount(s, ctx, eff))


def op_draw(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    p = ctx.controller if eff.params.get("player", "you") == "you" else 1 - ctx.controller
    drawn = rules.draw(s, p, amount(s, ctx, eff) or 1)
    ctx.result = drawn[-1] if drawn else None


def op_armor(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    rules.gain_armor(s, ctx.controller, amount(s, ctx, eff))


def _summon_side(ctx: Ctx, eff: Effect) -> int:
    return ctx.controller if eff.params.get("side", "you") == "you" else 1 - ctx.controller


def op_summon(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """Summon ``count`` copies; a Deathrattle summons at the remembered death position (§1.5)."""
    p = _summon_side(ctx, eff)
    card = s.catalog.get(eff.params["card"])
    count = int(eff.params.get("count", 1))
    if eff.params.get("amount_from"):
        count = AMOUNTS[eff.params["amount_from"]](s, ctx)
    where = eff.params.get("at", "right")
    for i in range(count):
        position = -1
        if where == "death" and ctx.position >= 0 and p == ctx.controller:
            position = ctx.position + i
        elif where == "right_of_self" and ctx.source.zone == PLAY and ctx.source.controller == p:
            position = s.players[p].board.index(ctx.source.id) + 1
        elif where == "left_of_self" and ctx.source.zone == PLAY and ctx.source.controller == p:
            position = s.players[p].board.index(ctx.source.id)
        made = rules.summon(s, card, p, position)
        if made is None:
            return
        ctx.result = made


def op_summon_random(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """Summon one card picked at random from ``cards``; ``not_in_play`` skips those you already have."""
    p = _summon_side(ctx, eff)
    options: list[str] = list(eff.params["cards"])
    if eff.params.get("not_in_play"):
        have = {s.ents[i].card.id for i in s.players[p].board}
        options = [c for c in options if c not in have]
    if not options:
        return
    ctx.result = rules.summon(s, s.catalog.get(options[s.rng.randint(0, len(options) - 1)]), p)


def op_buff(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """Attach an enchantment: +attack/+health, keywords, Spell Damage, temporary with ``until``."""
    p = eff.params
    atk = int(p.get("attack", 0))
    hp = int(p.get("health", 0))
    source = ctx.source.card.id if eff.card is None else eff.card.id
    if p.get("attack_from"):
        atk += AMOUNTS[p["attack_from"]](s, ctx)
    if p.get("health_from"):
        hp += AMOUNTS[p["health_from"]](s, ctx)
    for t in select(s, ctx, eff):
        if t.zone not in (PLAY, HAND):
            continue
        en = Enchant(
            rules.new_ts(s),
            source,
            ctx.controller,
            attack=atk,
            health=hp,
            flags=eff.get("flags", 0),
            until=p.get("until", ""),
            spellpower=int(p.get("spellpower", 0)),
            grant=eff.card.grant if eff.card is not None and p.get("grant") else None,
        )
        rules.attach(s, t, en)
        if en.grant is not None or en.spellpower:
            s.dirty = True
        rules.log(s, "buff", "{} is enchanted.", t.card.name, entity=t.id, attack=atk, health=hp)


def op_set_stats(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """Set Attack and/or Health (Humility, Hunter's Mark); a set Health also sets current Health (H).
    ``attack_from`` reads the new Attack from the game when it resolves (Inner Fire: the Health)."""
    p = eff.params
    source = ctx.source.card.id
    for t in select(s, ctx, eff):
        set_attack = AMOUNTS[p["attack_from"]](s, ctx) if "attack_from" in p else int(p.get("attack", -1))
        en = Enchant(
            rules.new_ts(s),
            source,
            ctx.controller,
            set_attack=set_attack,
            set_health=int(p.get("health", -1)),
        )
        rules.attach(s, t, en)
        if en.set_health >= 0:
            t.damage = 0


def op_swap_stats(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """Crazed Alchemist: swap Attack and Health, set directly, current Health = the new max (§3 H)."""
    for t in select(s, ctx, eff):
        atk, hp = t.atk, t.health
        en = Enchant(
            rules.new_ts(s),
            ctx.source.card.id,
            ctx.controller,
            set_attack=hp - t.aura_attack,
            set_health=atk - t.aura_health,
        )
        rules.attach(s, t, en)
        t.damage = 0


def op_destroy(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    for t in select(s, ctx, eff):
        rules.destroy(s, t)


def op_silence(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    for t in select(s, ctx, eff):
        rules.silence(s, t)


def op_freeze(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    for t in select(s, ctx, eff):
        rules.freeze(s, t)


def op_transform(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """Transform into ``card``, or into one of ``cards`` picked at random per target (Tinkmaster)."""
    options: list[str] = list(eff.params["cards"]) if "cards" in eff.params else [eff.params["card"]]
    for t in select(s, ctx, eff):
        pick = options[s.rng.randint(0, len(options) - 1)] if len(options) > 1 else options[0]
        rules.transform(s, t, s.catalog.get(pick))


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
            rules.draw(s, p, 1)
        elif "card" in eff.params:
            rules.add_to_hand(s, s.catalog.get(eff.params["card"]), p, known=True)


def op_summon_deck_copy(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """Summon a copy of a random minion in the opponent's deck, else ``card`` (Mindgames)."""
    minions = [c for c in s.players[1 - ctx.controller].deck if c.type == "minion"]
    if minions:
        card = minions[s.rng.randint(0, len(minions) - 1)]
    elif "card" in eff.params:
        card = s.catalog.get(eff.params["card"])
    else:
        return
    ctx.result = rules.summon(s, card, ctx.controller)


def op_destroy_all_but_one(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """Destroy every selected minion but one picked at random (Brawl)."""
    found = [e for e in select(s, ctx, eff) if e.zone == PLAY]
    if not found:
        return
    spared = found[s.rng.randint(0, len(found) - 1)]
    for e in found:
        if e is not spared:
            rules.destroy(s, e)


def op_change_cost(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """Change the cost of the selected cards in hand (Far Sight: the card just drawn)."""
    for t in select(s, ctx, eff):
        if t.zone == HAND:
            t.cost_change += int(eff.params["amount"])


def op_bounce(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    for t in select(s, ctx, eff):
        rules.bounce(s, t, int(eff.params.get("cost_change", 0)))


def op_take_control(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """Take control; ``until: turn_end`` returns it at the end of the turn (Shadow Madness, Rule 10)."""
    for t in select(s, ctx, eff):
        if t.zone != PLAY:
            continue
        rules.take_control(s, t, ctx.controller)
        if eff.params.get("until") == "turn_end" and t.zone == PLAY and t.controller == ctx.controller:
            t.exhausted = False
            grant = eff.card.grant if eff.card is not None else None
            rules.attach(s, t, Enchant(rules.new_ts(s), ctx.source.card.id, ctx.controller, grant=grant))
            s.dirty = True


def op_return_control(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """End a "until end of turn" steal: the minion goes back to the side it was taken from (Rule 10)."""
    host = ctx.source
    source = eff.card.id if eff.card is not None else ""
    for en in host.enchants:
        if en.source == source:
            host.enchants = tuple(x for x in host.enchants if x is not en)
            rules.take_control(s, host, 1 - en.controller)
            s.dirty = True
            return


def op_equip(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    rules.equip(s, s.catalog.get(eff.params["card"]), ctx.controller)


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
        made = rules.add_to_hand(s, use, p)
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
        if rules.add_to_hand(s, card, ctx.controller) is None:
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
        rules.draw(s, ctx.controller, 1)
    elif taken:
        s.choice = taken
        s.choice_player = ctx.controller


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


def op_hand_cost(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """Change the cost of the cards in your hand (Emperor Thaurissan)."""
    for i in s.players[ctx.controller].hand:
        s.ents[i].cost_change += int(eff.params["amount"])


def op_discard(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    pl = s.players[ctx.controller]
    for _ in range(int(eff.params.get("count", 1))):
        if not pl.hand:
            return
        e = s.ents[pl.hand[s.rng.randint(0, len(pl.hand) - 1)]]
        rules.destroy(s, e)
        e.known = True


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


def op_destroy_weapon(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    for w in select(s, ctx, eff):
        w.pending = True


def op_replace_hero(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """§2.10 Jaraxxus / Majordomo: a new hero and Hero Power; damage, Armor and temporary effects reset."""
    p = ctx.controller
    pl = s.players[p]
    old = s.ents[pl.hero]
    hero_card = s.catalog.get(eff.params["hero"])
    hero = rules.new_entity(s, hero_card, p, PLAY)
    hero.ts = old.ts
    hero.attacks = old.attacks
    if "health" in eff.params:
        hero.max_health = int(eff.params["health"])
    old.zone = GRAVEYARD
    pl.hero = hero.id
    power_id = eff.params.get("power") or hero_card.facts.hero_power
    if power_id:
        s.ents[pl.power].zone = GRAVEYARD
        power = rules.new_entity(s, s.catalog.get(power_id), p, PLAY)
        pl.power = power.id
        pl.power_uses = 0
    if "weapon" in eff.params:
        rules.equip(s, s.catalog.get(eff.params["weapon"]), p)
    if ctx.source.card.type == "minion" and ctx.source.zone == PLAY:
        rules.remove_from_board(s, ctx.source)
        ctx.source.zone = GRAVEYARD
    s.dirty = True
    rules.log(s, "hero_replaced", "{} replaces the hero.", hero_card.name, entity=hero.id)


def op_clear_keywords(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """Remove keywords (Gorehowl's Bloodrage Immune ends after the attack)."""
    for t in select(s, ctx, eff):
        t.flags &= ~eff.params.get("flags", 0)


def op_forced_death_phase(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """Run a Forced Death Phase now (Reincarnate); the chosen target's death position is remembered."""
    for death in rules.forced_death_phase(s):
        if death.entity is ctx.target:
            ctx.position = death.position


def op_resummon(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """A fresh copy of a dead minion's card for its controller at death, at its death position (DEC4).

    ``health`` returns it with that much Health (Redemption).
    """
    for dead in select(s, ctx, eff):
        position = ctx.position if dead is ctx.source or dead is ctx.ev_target or dead is ctx.target else -1
        made = rules.summon(s, dead.card, dead.controller, position)
        if made is not None and "health" in eff.params:
            made.damage = max(0, made.max_health - int(eff.params["health"]))
        ctx.result = made


def op_summon_copy(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """Mirror Entity: a copy with the original's enchantments, but not the auras on it (§2.10)."""
    for t in select(s, ctx, eff):
        made = rules.summon(s, t.card, ctx.controller)
        if made is None:
            return
        made.enchants = t.enchants
        made.flags = t.flags
        made.silenced = t.silenced
        made.damage = t.damage
        rules.recompute(made)
        ctx.result = made


def op_lose_durability(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    for w in select(s, ctx, eff):
        if w.card.type == "weapon" and w.zone == PLAY:
            w.damage += amount(s, ctx, eff)


def op_set_remaining_health(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """Set current Health, max Health unchanged (Alexstrasza): not damage, not healing."""
    value = int(eff.params["amount"])
    for t in select(s, ctx, eff):
        t.damage = max(0, t.max_health - value)


def op_if(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    test = CONDITIONS[eff.params["cond"]]
    branch = eff.then if test(s, ctx) else eff.otherwise
    rules.run_effects(s, branch, ctx)


def op_repeat(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    for _ in range(amount(s, ctx, eff)):
        rules.run_effects(s, eff.then, ctx)


def op_for_each(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """Run ``then`` once per selected entity, with it as the chosen target."""
    saved = ctx.target
    for t in select(s, ctx, eff):
        ctx.target = t
        rules.run_effects(s, eff.then, ctx)
    ctx.target = saved


def op_redirect(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """The attack in progress gets another proposed defender (Noble Sacrifice's Defender)."""
    found = select(s, ctx, eff)
    if found and s.attack is not None:
        s.attack[1] = found[0].id


def op_redirect_random(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """Misdirection: a random other character, neither attacker nor defender, not dying (Rule 5)."""
    if s.attack is None:
        return
    attacker, defender = s.attack
    found = [
        e
        for e in rules.oop(rules.characters(s, 0) + rules.characters(s, 1))
        if e.id not in (attacker, defender) and not rules.dying(e) and not e.has(1 << 8)
    ]
    if found:
        s.attack[1] = found[s.rng.randint(0, len(found) - 1)].id


def op_counter(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """Counterspell: the spell being played loses its Overload and Spell Text Phase (§2.2)."""
    s.countered = True


def op_script(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    from engine.games.hearthstone.scripts import SCRIPTS

    SCRIPTS[eff.params["name"]](s, ctx)


def op_copy_minion(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """Faceless Manipulator: become a copy of a minion, its enchantments but not auras (§2.10)."""
    target = ctx.target
    me = ctx.source
    if target is None or target.zone != PLAY:
        return
    if me.zone == PLAY:
        new = rules.transform(s, me, target.card)
    else:
        return
    if new is None:
        return
    new.enchants = tuple(
        Enchant(
            en.ts,
            en.source,
            en.controller,
            en.attack,
            en.health,
            en.set_attack,
            en.set_health,
            en.flags,
            en.until,
            en.grant,
            en.spellpower,
            en.gave_flags,
        )
        for en in target.enchants
    )
    new.flags = target.flags
    new.silenced = target.silenced
    new.damage = target.damage
    rules.recompute(new)
    s.pending_summons.append(new.id)


OpFn = Callable[["HearthstoneState", Ctx, Effect], None]


@dataclass(frozen=True)
class OpSpec:
    fn: OpFn
    required: frozenset[str]
    optional: frozenset[str]
    target: bool = True


_T = "target"
_PICK = frozenset({"pick", "pick_count", "filter"})

OPS: dict[str, OpSpec] = {
    "damage": OpSpec(op_damage, frozenset({_T, "amount"}), _PICK | {"amount_from", "fixed", "each_resolves"}),
    "split_damage": OpSpec(op_split_damage, frozenset({_T, "times"}), frozenset({"amount", "fixed"})),
    "heal": OpSpec(op_heal, frozenset({_T, "amount"}), _PICK | {"amount_from"}),
    "draw": OpSpec(op_draw, frozenset(), frozenset({"amount", "amount_from", "player"}), target=False),
    "armor": OpSpec(op_armor, frozenset({"amount"}), frozenset(), target=False),
    "summon": OpSpec(
        op_summon, frozenset({"card"}), frozenset({"count", "side", "at", "amount_from"}), target=False
    ),
    "summon_random": OpSpec(
        op_summon_random, frozenset({"cards"}), frozenset({"side", "not_in_play"}), target=False
    ),
    "buff": OpSpec(
        op_buff,
        frozenset({_T}),
        _PICK
        | {
            "attack",
            "health",
            "keywords",
            "until",
            "spellpower",
            "attack_from",
            "health_from",
            "grant",
        },
    ),
    "set_stats": OpSpec(op_set_stats, frozenset({_T}), _PICK | {"attack", "health", "attack_from"}),
    "swap_stats": OpSpec(op_swap_stats, frozenset({_T}), _PICK),
    "destroy": OpSpec(op_destroy, frozenset({_T}), _PICK),
    "silence": OpSpec(op_silence, frozenset({_T}), _PICK),
    "freeze": OpSpec(op_freeze, frozenset({_T}), _PICK),
    "transform": OpSpec(op_transform, frozenset({_T}), _PICK | {"card", "cards"}),
    "change_cost": OpSpec(op_change_cost, frozenset({_T, "amount"}), frozenset()),
    "draw_matching": OpSpec(
        op_draw_matching, frozenset({"race"}), frozenset({"count", "card"}), target=False
    ),
    "summon_deck_copy": OpSpec(op_summon_deck_copy, frozenset(), frozenset({"card"}), target=False),
    "destroy_all_but_one": OpSpec(op_destroy_all_but_one, frozenset({_T}), frozenset()),
    "bounce": OpSpec(op_bounce, frozenset({_T}), _PICK | {"cost_change"}),
    "take_control": OpSpec(op_take_control, frozenset({_T}), _PICK | {"until"}),
    "return_control": OpSpec(op_return_control, frozenset(), frozenset(), target=False),
    "equip": OpSpec(op_equip, frozenset({"card"}), frozenset(), target=False),
    "add_card": OpSpec(
        op_add_card, frozenset(), frozenset({"card", "cards", "count", "player", "copy"}), target=False
    ),
    "mana": OpSpec(op_mana, frozenset(), frozenset({"temp", "crystals", "empty", "player"}), target=False),
    "unlock_overload": OpSpec(op_unlock_overload, frozenset(), frozenset(), target=False),
    "cost_mark": OpSpec(
        op_cost_mark, frozenset({"cards"}), frozenset({"amount", "set", "player", "once"}), target=False
    ),
    "hand_cost": OpSpec(op_hand_cost, frozenset({"amount"}), frozenset(), target=False),
    "discard": OpSpec(op_discard, frozenset(), frozenset({"count"}), target=False),
    "destroy_weapon": OpSpec(op_destroy_weapon, frozenset({_T}), frozenset()),
    "destroy_secrets": OpSpec(op_destroy_secrets, frozenset(), frozenset(), target=False),
    "replace_hero": OpSpec(
        op_replace_hero, frozenset({"hero"}), frozenset({"power", "weapon", "health"}), target=False
    ),
    "forced_death_phase": OpSpec(op_forced_death_phase, frozenset(), frozenset(), target=False),
    "clear_keywords": OpSpec(op_clear_keywords, frozenset({_T, "keywords"}), frozenset()),
    "resummon": OpSpec(op_resummon, frozenset({_T}), frozenset({"health"})),
    "summon_copy": OpSpec(op_summon_copy, frozenset({_T}), frozenset()),
    "lose_durability": OpSpec(op_lose_durability, frozenset({_T, "amount"}), frozenset()),
    "look_and_draw": OpSpec(op_look_and_draw, frozenset(), frozenset({"count"}), target=False),
    "copy_cards": OpSpec(op_copy_cards, frozenset({"from"}), frozenset({"count"}), target=False),
    "set_remaining_health": OpSpec(op_set_remaining_health, frozenset({_T, "amount"}), _PICK),
    "if": OpSpec(op_if, frozenset({"cond", "then"}), frozenset({"else"}), target=False),
    "repeat": OpSpec(op_repeat, frozenset({"then"}), frozenset({"amount", "amount_from"}), target=False),
    "for_each": OpSpec(op_for_each, frozenset({_T, "then"}), _PICK),
    "redirect": OpSpec(op_redirect, frozenset({_T}), _PICK),
    "redirect_random": OpSpec(op_redirect_random, frozenset(), frozenset(), target=False),
    "counter": OpSpec(op_counter, frozenset(), frozenset(), target=False),
    "copy_minion": OpSpec(op_copy_minion, frozenset(), frozenset(), target=False),
    "script": OpSpec(op_script, frozenset({"name"}), frozenset(), target=False),
}
"""Op name -> its function, required and optional parameters (besides ``effect``)."""


# -- conditions -------------------------------------------------------------------------------------


def _killed(e: Entity | None) -> bool:
    return e is None or e.zone != PLAY or rules.dying(e)


CONDITIONS: dict[str, Callable[[HearthstoneState, Ctx], bool]] = {
    "chosen_killed": lambda s, c: _killed(c.target),
    "chosen_survived": lambda s, c: not _killed(c.target),
    "combo": lambda s, c: c.combo,
    "chosen_is_beast": lambda s, c: c.target is not None and "BEAST" in c.target.card.races,
    "have_beast": lambda s, c: any("BEAST" in e.card.races for e in rules.board(s, c.controller)),
    "holding_dragon": lambda s, c: any(
        "DRAGON" in s.ents[i].card.races for i in s.players[c.controller].hand
    ),
    "have_other_minion": lambda s, c: any(e is not c.source for e in rules.board(s, c.controller)),
    "board_not_full": lambda s, c: len(s.players[c.controller].board) < rules.MAX_BOARD,
    "self_in_play": lambda s, c: c.source.zone == PLAY,
    "have_weapon": lambda s, c: bool(s.players[c.controller].weapon),
    "chosen_frozen": lambda s, c: c.target is not None and bool(c.target.flags & FROZEN),
    "chosen_friendly": lambda s, c: c.target is not None and c.target.controller == c.controller,
    "chosen_is_demon": lambda s, c: c.target is not None and "DEMON" in c.target.card.races,
    "hero_health_at_most_12": lambda s, c: _hero(s, c.controller).health <= 12,
    "have_demon": lambda s, c: any("DEMON" in e.card.races for e in rules.board(s, c.controller)),
    "coin_flip": lambda s, c: s.rng.randint(0, 1) == 1,
    "opponent_has_4_minions": lambda s, c: len(s.players[1 - c.controller].board) >= 4,
    "have_secret": lambda s, c: bool(s.players[c.controller].secrets),
    "opponent_has_weapon": lambda s, c: bool(s.players[1 - c.controller].weapon),
    "opponent_has_more_cards": lambda s, c: (
        len(s.players[1 - c.controller].hand) > len(s.players[c.controller].hand)
    ),
}
"""``if`` effect conditions, read at resolution (Rule 10)."""


# -- trigger subjects and conditions ------------------------------------------------------------------


def _is_minion(e: Entity) -> bool:
    return e.card.type == "minion"


def _is_char(e: Entity) -> bool:
    return e.card.type in ("minion", "hero")


SUBJECTS: dict[str, Callable[[HearthstoneState, Entity, Entity, int], bool]] = {
    "self": lambda s, h, e, c: e is h,
    "any": lambda s, h, e, c: True,
    "you": lambda s, h, e, c: c == h.controller,
    "opponent": lambda s, h, e, c: c != h.controller,
    "minion": lambda s, h, e, c: _is_minion(e),
    "other_minion": lambda s, h, e, c: _is_minion(e) and e is not h,
    "friendly_minion": lambda s, h, e, c: _is_minion(e) and c == h.controller,
    "other_friendly_minion": lambda s, h, e, c: _is_minion(e) and c == h.controller and e is not h,
    "enemy_minion": lambda s, h, e, c: _is_minion(e) and c != h.controller,
    "character": lambda s, h, e, c: _is_char(e),
    "friendly_character": lambda s, h, e, c: _is_char(e) and c == h.controller,
    "enemy_character": lambda s, h, e, c: _is_char(e) and c != h.controller,
    "friendly_hero": lambda s, h, e, c: e.card.type == "hero" and c == h.controller,
    "enemy_hero": lambda s, h, e, c: e.card.type == "hero" and c != h.controller,
    "friendly_card": lambda s, h, e, c: c == h.controller,
    "other_friendly_card": lambda s, h, e, c: c == h.controller and e is not h,
    "friendly_spell": lambda s, h, e, c: e.card.type == "spell" and c == h.controller,
    "enemy_spell": lambda s, h, e, c: e.card.type == "spell" and c != h.controller,
    "friendly_overload_card": lambda s, h, e, c: c == h.controller and e.card.overload > 0,
    "friendly_minion_attack_1": lambda s, h, e, c: _is_minion(e) and c == h.controller and e.atk == 1,
    "friendly_beast": lambda s, h, e, c: _is_minion(e) and c == h.controller and "BEAST" in e.card.races,
    "friendly_murloc": lambda s, h, e, c: _is_minion(e) and c == h.controller and "MURLOC" in e.card.races,
    "other_murloc": lambda s, h, e, c: _is_minion(e) and e is not h and "MURLOC" in e.card.races,
    "secret": lambda s, h, e, c: e.card.is_secret,
    "friendly_secret": lambda s, h, e, c: e.card.is_secret and c == h.controller,
}
"""Trigger ``subject`` -> test on (state, host, subject, subject's controller)."""

TRIGGER_CONDS: dict[str, Callable[[HearthstoneState, Entity, Entity, Entity | None], bool]] = {
    "attacker_is_enemy_minion": lambda s, h, e, src: (
        src is not None and _is_minion(src) and src.controller != h.controller
    ),
    "attacker_is_minion": lambda s, h, e, src: src is not None and _is_minion(src),
    "attacker_alive": lambda s, h, e, src: src is not None and src.zone == PLAY and not rules.dying(src),
    "attacker_in_play": lambda s, h, e, src: src is not None and src.zone == PLAY,
    "attacker_is_self": lambda s, h, e, src: src is h,
    "attacker_is_friendly_hero": lambda s, h, e, src: (
        src is not None and src.card.type == "hero" and src.controller == h.controller
    ),
    "defender_is_minion": lambda s, h, e, src: _is_minion(e),
    "source_is_minion": lambda s, h, e, src: src is not None and _is_minion(src),
    "board_not_full": lambda s, h, e, src: len(s.players[h.controller].board) < rules.MAX_BOARD,
    "hand_not_full": lambda s, h, e, src: len(s.players[h.controller].hand) < rules.MAX_HAND,
    "friendly_minion_exists": lambda s, h, e, src: bool(s.players[h.controller].board),
    "other_character_exists": lambda s, h, e, src: any(
        x.id != e.id and (src is None or x.id != src.id) and not rules.dying(x)
        for x in rules.characters(s, 0) + rules.characters(s, 1)
    ),
    "subject_alive": lambda s, h, e, src: e.zone == PLAY and not rules.dying(e),
    "subject_in_play": lambda s, h, e, src: e.zone == PLAY,
    "self_alive": lambda s, h, e, src: h.zone == PLAY and not rules.dying(h),
    "subject_survived": lambda s, h, e, src: e.zone == PLAY and not rules.dying(e),
    "subject_attack_is_1": lambda s, h, e, src: e.atk == 1,
    "subject_attack_at_most_3": lambda s, h, e, src: e.atk <= 3,
}
"""Trigger queuing (``if``) and trigger (``check``) conditions."""

EVENTS = frozenset(
    {
        "damaged",
        "healed",
        "after_summon",
        "summon_resolution",
        "play_card",
        "after_play",
        "after_spell",
        "death",
        "turn_start",
        "turn_end",
        "pre_attack",
        "attack",
        "after_attack",
        "draw",
        "fatal_damage",
        "secret_revealed",
    }
)
PRE_CHECK_EVENTS = frozenset({"after_play", "after_spell"})


RACES = ("BEAST", "DEMON", "DRAGON", "MECHANICAL", "MURLOC", "PIRATE", "TOTEM", "ELEMENTAL", "UNDEAD")
"""Minion types an aura may be limited to (``"race"``)."""

# -- aura scopes ----------------------------------------------------------------------------------------

AURA_SCOPES: dict[str, Callable[[HearthstoneState, Entity], list[Entity]]] = {
    "other_friendly_minions": lambda s, src: [e for e in rules.board(s, src.controller) if e is not src],
    "friendly_minions": lambda s, src: rules.board(s, src.controller),
    "adjacent": lambda s, src: _neighbours(s, src),
    "friendly_hero": lambda s, src: [_hero(s, src.controller)],
    "friendly_weapon": lambda s, src: _weapon(s, src.controller),
    "self": lambda s, src: [src],
    "other_friendly_demons": lambda s, src: [
        e for e in rules.board(s, src.controller) if e is not src and "DEMON" in e.card.races
    ],
    "all_other_minions": lambda s, src: [e for e in rules.all_minions(s) if e is not src],
}


# -- targets ----------------------------------------------------------------------------------------

TARGET_TESTS: dict[str, Callable[[int], Callable[[HearthstoneState, Entity, Entity], bool]]] = {
    "attack_at_least": lambda n: lambda s, src, t: t.atk >= n,
    "attack_at_most": lambda n: lambda s, src, t: t.atk <= n,
    "damaged": lambda n: lambda s, src, t: t.damage > 0,
    "undamaged": lambda n: lambda s, src, t: t.damage == 0,
    "not_self": lambda n: lambda s, src, t: t is not src,
    "beast": lambda n: lambda s, src, t: "BEAST" in t.card.races,
    "demon": lambda n: lambda s, src, t: "DEMON" in t.card.races,
    "pirate": lambda n: lambda s, src, t: "PIRATE" in t.card.races,
    "murloc": lambda n: lambda s, src, t: "MURLOC" in t.card.races,
    "taunt": lambda n: lambda s, src, t: bool(t.flags & KEYWORD_BITS["taunt"]),
}
TARGET_KINDS = ("character", "minion", "hero")
TARGET_SIDES = ("any", "enemy", "friendly")


def _target(comp: Compiler, raw: object, where: str, required: bool) -> TargetSpec:
    """``"enemy_minion"`` or ``{"kind": "minion", "side": "enemy", "if": ["attack_at_least:7"]}``."""
    tests: list[Callable[[HearthstoneState, Entity, Entity], bool]] = []
    if isinstance(raw, str):
        spec: dict[str, Any] = {"kind": raw}
    elif isinstance(raw, dict):
        spec = dict(raw)
    else:
        raise comp.fail("a target is a name like 'enemy_minion' or an object", where)
    unknown = sorted(set(spec) - {"kind", "side", "if", "optional"})
    if unknown:
        raise comp.fail(f"unknown target keys {unknown}", where)
    kind = str(spec["kind"])
    side = str(spec.get("side", "any"))
    if "_" in kind:
        side, _, kind = kind.partition("_")
    if kind not in TARGET_KINDS or side not in TARGET_SIDES:
        raise comp.fail(f"unknown target {raw!r}: kinds {TARGET_KINDS}, sides {TARGET_SIDES}", where)
    for cond in spec.get("if", []):
        name, _, number = str(cond).partition(":")
        if name not in TARGET_TESTS:
            raise comp.fail(f"unknown target condition {name!r}; known: {sorted(TARGET_TESTS)}", where)
        tests.append(TARGET_TESTS[name](int(number or 0)))
    if spec.get("optional"):
        required = False
    return TargetSpec(kind, side, tuple(tests), required)


# -- compiling --------------------------------------------------------------------------------------


def _effects(comp: Compiler, raw: object, where: str, card: CardDef | None = None) -> tuple[Effect, ...]:
    if not isinstance(raw, list):
        raise comp.fail("an effect list must be a list", where)
    return tuple(_effect(comp, item, f"{where}[{i}]", card) for i, item in enumerate(raw))


def _effect(comp: Compiler, raw: object, where: str, card: CardDef | None) -> Effect:
    if not isinstance(raw, dict) or not isinstance(raw.get("effect"), str):
        raise comp.fail("an effect is an object with an 'effect' name", where)
    name = raw["effect"]
    spec = OPS.get(name)
    if spec is None:
        raise comp.fail(f"unknown effect {name!r}; known: {', '.join(sorted(OPS))}", where)
    params = {k: v for k, v in raw.items() if k != "effect"}
    for key in ("amount", "temp"):
        if isinstance(params.get(key), str):
            params[key] = _card_number(comp, str(params[key]), where)
    missing = sorted(spec.required - set(params))
    if missing:
        raise comp.fail(f"effect {name!r} needs {missing}", where)
    unknown = sorted(set(params) - spec.required - spec.optional)
    if unknown:
        raise comp.fail(f"effect {name!r} does not take {unknown}", where)
    if "target" in params and params["target"] not in SELECTORS:
        raise comp.fail(
            f"unknown selector {params['target']!r}; known: {', '.join(sorted(SELECTORS))}", where
        )
    if "filter" in params and params["filter"] not in FILTERS:
        name, _, number = str(params["filter"]).partition(":")
        if name not in NUMBER_FILTERS or not number.isdigit():
            known = ", ".join([*sorted(FILTERS), *(f"{n}:N" for n in sorted(NUMBER_FILTERS))])
            raise comp.fail(f"unknown filter {params['filter']!r}; known: {known}", where)
    if params.get("pick", "random") != "random":
        raise comp.fail("'pick' can only be 'random'", where)
    if "pick_count" in params and ("pick" not in params or type(params["pick_count"]) is not int):
        raise comp.fail("'pick_count' is a whole number and needs 'pick': 'random'", where)
    if "amount_from" in params and params["amount_from"] not in AMOUNTS:
        raise comp.fail(f"unknown amount_from {params['amount_from']!r}; known: {sorted(AMOUNTS)}", where)
    for key in ("attack_from", "health_from"):
        if key in params and params[key] not in AMOUNTS:
            raise comp.fail(f"unknown {key} {params[key]!r}; known: {sorted(AMOUNTS)}", where)
    for key in (
        "amount",
        "times",
        "count",
        "attack",
        "health",
        "temp",
        "crystals",
        "cost_change",
        "spellpower",
        "set",
        "health",
    ):
        if key in params and type(params[key]) is not int:
            raise comp.fail(f"{key!r} must be a whole number, not {params[key]!r}", where)
    for key in ("card", "hero", "power", "weapon"):
        if key in params:
            comp.card_ref(params[key], where)
    if name == "draw_matching" and params["race"] not in RACES:
        raise comp.fail(f"unknown race {params['race']!r}; known: {', '.join(RACES)}", where)
    if name == "transform" and ("card" in params) == ("cards" in params):
        raise comp.fail("transform needs 'card' or 'cards' (one of them)", where)
    if "cards" in params and name in ("summon_random", "add_card", "transform"):
        if not isinstance(params["cards"], list) or not params["cards"]:
            raise comp.fail("'cards' must be a non-empty list of card ids", where)
        for ref in params["cards"]:
            comp.card_ref(ref, where)
    if name == "copy_cards" and params["from"] not in ("opponent_hand", "opponent_deck"):
        raise comp.fail("copy_cards 'from' is 'opponent_hand' or 'opponent_deck'", where)
    if name == "cost_mark" and params["cards"] not in ("card", "minion", "spell", "secret"):
        raise comp.fail("cost_mark 'cards' must be card, minion, spell or secret", where)
    if name == "if" and params["cond"] not in CONDITIONS:
        raise comp.fail(
            f"unknown condition {params['cond']!r}; known: {', '.join(sorted(CONDITIONS))}", where
        )
    if name == "script":
        from engine.games.hearthstone.scripts import SCRIPTS

        if params["name"] not in SCRIPTS:
            raise comp.fail(f"unknown script {params['name']!r}; known: {', '.join(sorted(SCRIPTS))}", where)
    flags = 0
    for kw in params.get("keywords", []):
        if kw not in KEYWORD_BITS:
            raise comp.fail(f"unknown keyword {kw!r}; known: {', '.join(KEYWORD_BITS)}", where)
        flags |= KEYWORD_BITS[kw]
    if flags:
        params["flags"] = flags
    untils = ("turn_end", "your_next_turn") if name == "buff" else ("turn_end",)
    if params.get("until", "turn_end") not in untils:
        raise comp.fail(f"'until' of {name!r} can only be {' or '.join(map(repr, untils))}", where)
    then = _effects(comp, params.pop("then"), where + ".then", card) if "then" in params else ()
    otherwise = _effects(comp, params.pop("else"), where + ".else", card) if "else" in params else ()
    return Effect(name, spec.fn, params, then, otherwise, card)


def _card_number(comp: Compiler, text: str, where: str) -> int:
    """``"$N"``/``"#N"``: the card's N-th damage/healing number from its facts.

    Reading numbers from the card facts keeps the data right under every stat profile (Flamestrike
    deals 4 under ``rulebook`` and 5 under ``current`` with the same entry).
    """
    facts = comp.facts
    numbers = {"$": facts.spell_damage_amounts if facts else (), "#": facts.heal_amounts if facts else ()}
    if text[:1] in numbers and text[1:].isdigit():
        index = int(text[1:]) - 1
        found_numbers = numbers[text[:1]]
        if 0 <= index < len(found_numbers):
            return int(found_numbers[index])
        raise comp.fail(f"{text!r}: the card text has only {len(found_numbers)} such numbers", where)
    raise comp.fail(f"a number or '$N', '#N', not {text!r}", where)


_TRIGGER_KEYS = frozenset({"on", "subject", "if", "check", "then", "reentry", "priority"})


def _trigger(
    comp: Compiler, raw: object, where: str, index: int, secret: bool = False, card: CardDef | None = None
) -> Trigger:
    if not isinstance(raw, dict):
        raise comp.fail("a trigger is an object", where)
    unknown = sorted(set(raw) - _TRIGGER_KEYS)
    if unknown:
        raise comp.fail(f"unknown trigger keys {unknown}; known: {sorted(_TRIGGER_KEYS)}", where)
    on = raw.get("on")
    if on not in EVENTS:
        raise comp.fail(f"unknown event {on!r}; known: {', '.join(sorted(EVENTS))}", where)
    subject = raw.get("subject", "self")
    if subject not in SUBJECTS:
        raise comp.fail(f"unknown subject {subject!r}; known: {', '.join(sorted(SUBJECTS))}", where)
    conds: list[tuple[Any, ...]] = []
    for key in ("if", "check"):
        tests = []
        for name in raw.get(key, []):
            if name not in TRIGGER_CONDS:
                raise comp.fail(
                    f"unknown trigger condition {name!r}; known: {', '.join(sorted(TRIGGER_CONDS))}", where
                )
            tests.append(TRIGGER_CONDS[name])
        conds.append(tuple(tests))
    reentry = raw.get("reentry", "defer")
    if reentry not in ("defer", "drop"):
        raise comp.fail("'reentry' must be 'defer' or 'drop'", where)
    priority = raw.get("priority", "normal")
    if priority not in ("normal", "last"):
        raise comp.fail("'priority' must be 'normal' or 'last'", where)
    then = _effects(comp, raw.get("then", []), where + ".then", card)
    return Trigger(
        str(on),
        str(subject),
        SUBJECTS[str(subject)],
        then,
        conds[0],
        conds[1],
        str(reentry),
        1 if priority == "last" else 0,
        on in PRE_CHECK_EVENTS,
        secret,
        index,
    )


def _aura(comp: Compiler, raw: object, where: str) -> Aura:
    if not isinstance(raw, dict):
        raise comp.fail("an aura is an object", where)
    unknown = sorted(set(raw) - {"to", "attack", "health", "keywords", "while", "race"})
    if unknown:
        raise comp.fail(f"unknown aura keys {unknown}", where)
    to = raw.get("to")
    if to not in AURA_SCOPES:
        raise comp.fail(f"unknown aura scope {to!r}; known: {', '.join(sorted(AURA_SCOPES))}", where)
    flags = 0
    for kw in raw.get("keywords", []):
        if kw not in KEYWORD_BITS:
            raise comp.fail(f"unknown keyword {kw!r}", where)
        flags |= KEYWORD_BITS[kw]
    if raw.get("while", "damaged") not in ("damaged", "have_weapon"):
        raise comp.fail("an aura's 'while' is 'damaged' or 'have_weapon'", where)
    race = raw.get("race", "")
    if race not in ("", *RACES):
        raise comp.fail(f"unknown race {race!r}; known: {', '.join(RACES)}", where)
    return Aura(
        str(to),
        AURA_SCOPES[str(to)],
        int(raw.get("attack", 0)),
        int(raw.get("health", 0)),
        flags,
        str(raw.get("while", "")),
        str(race),
    )


def _cost_aura(comp: Compiler, raw: object, where: str) -> CostAura:
    if not isinstance(raw, dict):
        raise comp.fail("a cost aura is an object", where)
    unknown = sorted(set(raw) - {"amount", "cards", "side", "floor", "first_each_turn"})
    if unknown:
        raise comp.fail(f"unknown cost aura keys {unknown}", where)
    cards = raw.get("cards", "card")
    side = raw.get("side", "friendly")
    if cards not in ("card", "minion", "spell") or side not in ("friendly", "enemy", "both"):
        raise comp.fail("cost aura 'cards' is card/minion/spell and 'side' friendly/enemy/both", where)
    return CostAura(
        int(raw["amount"]),
        str(cards),
        str(side),
        int(raw.get("floor", 0)),
        bool(raw.get("first_each_turn", False)),
    )


SELF_COSTS: dict[str, Callable[[HearthstoneState, Entity], int]] = {
    "minus_enemy_minions": lambda s, e: -len(s.players[1 - e.controller].board),
    "minus_hero_damage": lambda s, e: -s.ents[s.players[e.controller].hero].damage,
    "minus_weapon_attack": lambda s, e: (
        -(s.ents[s.players[e.controller].weapon].atk if s.players[e.controller].weapon else 0)
    ),
    "minus_all_minions": lambda s, e: -(len(s.players[0].board) + len(s.players[1].board)),
    "minus_hand_other": lambda s, e: -(len(s.players[e.controller].hand) - 1),
}


def compile_card(comp: Compiler, facts: CardFacts, entry: Mapping[str, Any]) -> CardDef:
    """One validated ``CardDef`` from its facts and its data entry."""
    from engine.games.hearthstone.cards import ENTRY_KEYS

    unknown = sorted(set(entry) - ENTRY_KEYS)
    if unknown:
        raise comp.fail(f"unknown keys {unknown}; known: {', '.join(sorted(ENTRY_KEYS))}")
    card = CardDef(facts, keywords=keyword_bits(facts))
    is_spell_like = facts.card_type in ("spell", "hero_power")
    if "target" in entry:
        card.target = _target(comp, entry["target"], "target", required=is_spell_like)
    if "grant" in entry:
        g = entry["grant"]
        if not isinstance(g, dict) or set(g) - {"deathrattle", "triggers"}:
            raise comp.fail("'grant' is an object with 'deathrattle' and/or 'triggers'", "grant")
        card.grant = Grant(
            _effects(comp, g.get("deathrattle", []), "grant.deathrattle", card),
            tuple(
                _trigger(comp, t, f"grant.triggers[{i}]", 100 + i, card=card)
                for i, t in enumerate(g.get("triggers", []))
            ),
        )
    card.play = _effects(comp, entry.get("play", []), "play", card)
    card.combo = _effects(comp, entry.get("combo", []), "combo", card)
    if "choose" in entry:
        options = entry["choose"]
        if not isinstance(options, list) or len(options) < 2:
            raise comp.fail("'choose' is a list of at least two options", "choose")
        built = []
        for i, opt in enumerate(options):
            if not isinstance(opt, dict) or set(opt) - {"name", "target", "play"} or "play" not in opt:
                raise comp.fail(
                    "an option is an object with 'name', 'play' and maybe 'target'", f"choose[{i}]"
                )
            target = (
                _target(comp, opt["target"], f"choose[{i}].target", required=is_spell_like)
                if "target" in opt
                else None
            )
            built.append(
                ChooseOption(
                    str(opt.get("name", f"option {i + 1}")),
                    target,
                    _effects(comp, opt["play"], f"choose[{i}].play", card),
                )
            )
        card.choose = tuple(built)
    card.deathrattle = _effects(comp, entry.get("deathrattle", []), "deathrattle", card)
    triggers = entry.get("triggers", [])
    if not isinstance(triggers, list):
        raise comp.fail("'triggers' is a list", "triggers")
    card.triggers = tuple(_trigger(comp, t, f"triggers[{i}]", i, card=card) for i, t in enumerate(triggers))
    if "secret" in entry:
        if not facts.has("SECRET"):
            raise comp.fail("only a Secret card has a 'secret' trigger", "secret")
        card.secret = _trigger(comp, entry["secret"], "secret", 50, secret=True, card=card)
    card.auras = tuple(_aura(comp, a, f"aura[{i}]") for i, a in enumerate(entry.get("aura", [])))
    for name in entry.get("other_aura", []):
        if name not in rules.OTHER_AURA_BITS:
            raise comp.fail(
                f"unknown other aura {name!r}; known: {sorted(rules.OTHER_AURA_BITS)}", "other_aura"
            )
        card.other_auras |= rules.OTHER_AURA_BITS[name]
    card.cost_auras = tuple(
        _cost_aura(comp, a, f"cost_aura[{i}]") for i, a in enumerate(entry.get("cost_aura", []))
    )
    if "self_cost" in entry:
        if entry["self_cost"] not in SELF_COSTS:
            raise comp.fail(
                f"unknown self_cost {entry['self_cost']!r}; known: {sorted(SELF_COSTS)}", "self_cost"
            )
        card.self_cost = SELF_COSTS[entry["self_cost"]]
    if "enrage" in entry:
        raw = entry["enrage"]
        if not isinstance(raw, dict) or set(raw) - {"attack", "keywords"}:
            raise comp.fail("'enrage' is an object with 'attack' and/or 'keywords'", "enrage")
        bits = 0
        for kw in raw.get("keywords", []):
            if kw not in KEYWORD_BITS:
                raise comp.fail(f"unknown keyword {kw!r}", "enrage")
            bits |= KEYWORD_BITS[kw]
        card.enrage = (int(raw.get("attack", 0)), bits)
    card.freeze_on_damage = bool(entry.get("freeze_on_damage", False))
    requires = entry.get("requires", [])
    if not isinstance(requires, list) or any(name not in REQUIREMENTS for name in requires):
        raise comp.fail(f"'requires' is a list of names from {sorted(REQUIREMENTS)}", "requires")
    card.requires = tuple(REQUIREMENTS[name] for name in requires)
    if facts.has("SECRET") and card.secret is None:
        raise comp.fail("a Secret needs a 'secret' trigger", "secret")
    return card


REQUIREMENTS: dict[str, Callable[[HearthstoneState, int], bool]] = {
    "have_weapon": lambda s, p: bool(s.players[p].weapon),
    "two_enemy_minions": lambda s, p: len(s.players[1 - p].board) >= 2,
    "two_minions": lambda s, p: len(s.players[0].board) + len(s.players[1].board) >= 2,
}
"""``requires`` names: what must hold for the card's player ``p`` before it may be played at all
(Deadly Poison needs a weapon, Cleave two enemy minions)."""


def deal_play(s: HearthstoneState, card: CardDef, ctx: Ctx) -> None:
    """Run a card's play text: its Choose One option, its Combo text when active, else ``play``."""
    if card.choose:
        option = card.choose[ctx.option - 1] if 1 <= ctx.option <= len(card.choose) else card.choose[0]
        rules.run_effects(s, option.play, ctx)
        return
    if ctx.combo and card.combo:
        rules.run_effects(s, card.combo, ctx)
        return
    rules.run_effects(s, card.play, ctx)
