"""The effect vocabulary of Hearthstone card data: every op by name, its parameters, and the flow ops.

Each op is one function registered in ``OPS`` with the parameters it requires and accepts; the ops
live by family in ``ops_damage``, ``ops_minions``, ``ops_buffs`` and ``ops_cards``, what they read
in ``selectors``, the names triggers, auras and targets may use in ``conditions``, and ``compiler``
checks a card entry against these tables. The vocabulary is described for card authors in
``docs/hearthstone-effects.md``; a card the vocabulary cannot say names a Python script from
``scripts.SCRIPTS`` instead.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.games.hearthstone.conditions import CONDITIONS
from engine.games.hearthstone.ops_buffs import (
    op_buff,
    op_clear_keywords,
    op_end_keywords,
    op_set_stats,
    op_swap_stats,
)
from engine.games.hearthstone.ops_cards import (
    op_add_card,
    op_change_cost,
    op_copy_cards,
    op_cost_mark,
    op_counter,
    op_destroy_secrets,
    op_discard,
    op_draw,
    op_draw_matching,
    op_hand_cost,
    op_look_and_draw,
    op_mana,
    op_unlock_overload,
)
from engine.games.hearthstone.ops_damage import (
    op_armor,
    op_damage,
    op_destroy,
    op_destroy_all_but_one,
    op_destroy_weapon,
    op_forced_death_phase,
    op_freeze,
    op_heal,
    op_lose_durability,
    op_redirect,
    op_redirect_random,
    op_set_remaining_health,
    op_silence,
    op_split_damage,
)
from engine.games.hearthstone.ops_minions import (
    op_bounce,
    op_copy_minion,
    op_end_enchantment,
    op_equip,
    op_replace_hero,
    op_replace_power,
    op_resummon,
    op_return_control,
    op_summon,
    op_summon_copy,
    op_summon_deck_copy,
    op_summon_random,
    op_swap_with_hand,
    op_take_control,
    op_transform,
)
from engine.games.hearthstone.rules import Ctx
from engine.games.hearthstone.selectors import amount, select
from engine.games.hearthstone.triggers import run_effects

if TYPE_CHECKING:
    from engine.games.hearthstone.cards import Effect
    from engine.games.hearthstone.state import HearthstoneState


def op_if(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    test = CONDITIONS[eff.params["cond"]]
    branch = eff.then if test(s, ctx) else eff.otherwise
    run_effects(s, branch, ctx)


def op_repeat(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    for _ in range(amount(s, ctx, eff)):
        run_effects(s, eff.then, ctx)


def op_for_each(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    """Run ``then`` once per selected entity, with it as the chosen target."""
    saved = ctx.target
    for t in select(s, ctx, eff):
        ctx.target = t
        run_effects(s, eff.then, ctx)
    ctx.target = saved


def op_script(s: HearthstoneState, ctx: Ctx, eff: Effect) -> None:
    from engine.games.hearthstone.scripts import SCRIPTS

    SCRIPTS[eff.params["name"]](s, ctx)


OpFn = Callable[["HearthstoneState", Ctx, "Effect"], None]


@dataclass(frozen=True)
class OpSpec:
    fn: OpFn
    required: frozenset[str]
    optional: frozenset[str]
    target: bool = True


_T = "target"

_PICK = frozenset({"pick", "pick_count", "filter"})

OPS: dict[str, OpSpec] = {
    "damage": OpSpec(
        op_damage,
        frozenset({_T, "amount"}),
        _PICK | {"amount_from", "fixed", "each_resolves", "from", "except_card"},
    ),
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
    "replace_power": OpSpec(op_replace_power, frozenset({"card"}), frozenset({"upgrade"}), target=False),
    "swap_with_hand": OpSpec(op_swap_with_hand, frozenset(), frozenset(), target=False),
    "end_enchantment": OpSpec(op_end_enchantment, frozenset(), frozenset(), target=False),
    "forced_death_phase": OpSpec(op_forced_death_phase, frozenset(), frozenset(), target=False),
    "clear_keywords": OpSpec(op_clear_keywords, frozenset({_T, "keywords"}), frozenset()),
    "end_keywords": OpSpec(op_end_keywords, frozenset({_T, "keywords"}), frozenset()),
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
