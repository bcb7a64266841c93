"""What an effect reads from the game: target selectors, filters, random picks and amounts.

Each selector is one function in ``SELECTORS`` naming the entities it means now (Rule 10: the current
board), in order of play. Rule 5 lives in ``select``: ``"pick": "random"`` on a negative op (damage,
destroy, freeze, silence, transform, control, bounce) never picks a mortally wounded or pending-destroy
character, and the effect aborts if every candidate is.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.games.hearthstone import rules
from engine.games.hearthstone.model import KEYWORD_BITS, PLAY, Entity
from engine.games.hearthstone.rules import Ctx

if TYPE_CHECKING:
    from engine.games.hearthstone.cards import Effect
    from engine.games.hearthstone.state import HearthstoneState


Selector = Callable[["HearthstoneState", Ctx], list[Entity]]


def _friend(ctx: Ctx) -> int:
    return ctx.controller


def _foe(ctx: Ctx) -> int:
    return 1 - ctx.controller


def hero_of(s: HearthstoneState, p: int) -> Entity:
    return s.ents[s.players[p].hero]


def neighbours(s: HearthstoneState, e: Entity | None) -> list[Entity]:
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


def weapon_of(s: HearthstoneState, p: int) -> list[Entity]:
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
    "friendly_hero": lambda s, c: [hero_of(s, _friend(c))],
    "enemy_hero": lambda s, c: [hero_of(s, _foe(c))],
    "friendly_weapon": lambda s, c: weapon_of(s, _friend(c)),
    "enemy_weapon": lambda s, c: weapon_of(s, _foe(c)),
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
    "adjacent": lambda s, c: neighbours(s, c.source),
    "chosen_adjacent": lambda s, c: neighbours(s, c.target),
    "chosen_and_adjacent": lambda s, c: (
        [] if c.target is None or c.target.zone != PLAY else rules.oop([c.target, *neighbours(s, c.target)])
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

AMOUNTS: dict[str, Callable[[HearthstoneState, Ctx], int]] = {
    "hand_size": lambda s, c: len(s.players[c.controller].hand),
    "enemy_minion_count": lambda s, c: len(s.players[1 - c.controller].board),
    "friendly_minion_count": lambda s, c: len(s.players[c.controller].board),
    "event_amount": lambda s, c: c.amount,
    "chosen_attack": lambda s, c: c.target.atk if c.target is not None else 0,
    "chosen_health": lambda s, c: c.target.health if c.target is not None else 0,
    "armor": lambda s, c: hero_of(s, c.controller).armor,
    "hero_attack": lambda s, c: rules.hero_attack(s, hero_of(s, c.controller)),
    "weapon_attack": lambda s, c: sum(w.atk for w in weapon_of(s, c.controller)),
    "chosen_damage": lambda s, c: c.target.damage if c.target is not None else 0,
    "damaged_friendly_characters": lambda s, c: sum(
        1 for e in rules.characters(s, c.controller) if e.damage > 0
    ),
    "opponent_hand_size": lambda s, c: len(s.players[1 - c.controller].hand),
    "result_cost": lambda s, c: rules.cost_of(s, c.result) if c.result is not None else 0,
    "other_cards_played_this_turn": lambda s, c: max(0, s.players[c.controller].cards_played - 1),
    "enemy_weapon_durability": lambda s, c: sum(w.health for w in weapon_of(s, 1 - c.controller)),
    "adjacent_attack": lambda s, c: sum(e.atk for e in neighbours(s, c.source)),
    "adjacent_health": lambda s, c: sum(e.health for e in neighbours(s, c.source)),
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
    """Damage of a spell gains Spell Damage (not a fixed amount, not a minion or power), then Prophet
    Velen doubles a spell's or Hero Power's (DH2a)."""
    value = amount(s, ctx, eff)
    if ctx.spell and not eff.params.get("fixed", False):
        value += rules.spell_power(s, ctx.controller)
    if s.other_auras[ctx.controller] >= 1 << rules.VELEN_SHIFT:
        value *= rules.velen_factor(s, ctx.controller, ctx.source)
    return value
