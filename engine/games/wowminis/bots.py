"""WoW Miniatures bots: a fast rule-based ``HeuristicBot``, registered as kind "heuristic".

The bot scores every legal action with ``evaluation.py`` (expected values, never a sampled roll)
and plays the best one, breaking exact ties with its own seeded generator, so a game between
seeded bots replays exactly. What it does at each decision (docs/wowminis-ai.md has the details):

* **turn** (501.3): a one-turn plan. Moving to a space is worth that space's value plus the best
  attack the character could make from there; attacking now is worth the attack plus the best
  move still open afterwards. So it focuses fire (kill chances dominate an attack's value), uses
  cover and high ground (they change the dice distributions), contests VP locations near ticks
  5 and 10, respects range, LOS and taunt, and counts the ticks it pays. It ends the turn when
  nothing left is worth more than ending, and never flips a card for nothing;
* **next character** (500.4c): the character with the best plan goes first;
* **spawn / place** (403.1): the best space by the same space value;
* **rerolls** (105.3): attacker and defender both reroll failed dice, never a success;
* **protect** (600.4): a protector steps in when it would lose less than the proposed defender;
* **react** (701): a negating react is played when what it stops is worth more than its ticks;
* **mode, "may", replacement, damage order** (703.1b, 706.4, 709.2, 107.2): each option is played
  out on copies of the sample until the next turn menu and scored by where that leaves the game;
* **which buff moves** (301.3, Spellsteal): the buff whose lasting text is worth most where it
  arrives plus what it no longer does where it was (its on-attach text is not played again);
* **which card to exhaust** (106.1, Kick's crit): the ready card worth least until the round's end
  readies it - face-down equipment (blank) first, then the cheapest card, equipment whose stats
  matter last, and never a health equipment whose loss would destroy the character (402.3a).

Difficulty presets: ``heuristic`` plays its best action every time; ``heuristic-easy`` plays a
uniformly random legal action one decision in three.

The module also registers the heuristic as the generic MCTS bots' policy for this game
(``mcts_policy``, ``register_mcts_hooks``): the search grows only the heuristic's best few actions
at each node, leans toward its ratings while its own statistics are thin, and scores each new leaf
as the heuristic scores a look-ahead (``mcts_leaf``: score, placing and tempo, plus the heuristic's
value of the rest of a turn already under way) instead of a random rollout.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.ai.catalog import register_bot
from engine.ai.mcts import MctsHooks, register_mcts_hooks
from engine.core import Action, BadInputError, Decision, Rng, State
from engine.games.wowminis import choices, clocks, combat, counters, dice, effects
from engine.games.wowminis.abilities import find_ability, next_attack_mods
from engine.games.wowminis.actions import WowAction
from engine.games.wowminis.evaluation import (
    TICK_VALUE,
    attack_value,
    best_attack_from,
    guarded_attack_value,
    heal_value,
    kill_worth,
    score,
    space_value,
    usable_attacks,
)
from engine.games.wowminis.los import aoe_areas
from engine.games.wowminis.model import Ability, CardDef, Replacement
from engine.games.wowminis.sequence import move_options
from engine.games.wowminis.state import Buff, CardInst, Char, WowState
from engine.games.wowminis.work import (
    BuffChoice,
    ChooseFirst,
    ExhaustChoice,
    NextChar,
    ProtectChoice,
    ReactWindow,
    RerollChoice,
    SpawnChoice,
    TurnMenu,
)
from engine.hex import Hex, parse_hex

FLIP_PENALTY = 5.0
"""Turning a card face up for nothing only tells the opponent what it is (300.1)."""

MOVE_THRESHOLD = 0.05
"""A move must gain at least this much VP value over staying put."""

PROTECT_MARGIN = 0.1
"""A protector steps in only when it saves at least this much."""

REROLL_SUCCESS_PENALTY = 5.0
"""Rerolling a success can only lose it."""

NEGATE_OTHER_PLAY = 1.0
"""The value of negating an enemy play that is not an attack (a heal, a buff)."""

MODIFIER_VALUE: dict[str, float] = {"armor": 0.4, "resist": 0.4, "power": 0.8, "health": 0.3, "move": 0.3}
"""VP value of one point of a lasting stat modifier from a buff or debuff."""

LASTING_TRIGGERS = 2.0
"""An end-of-tick buff trigger is expected to fire about this many times (ticks 5 and 10)."""

LASTING_COUNTERS = 1.5
"""A stat counter stays until the character is destroyed, so it counts for more than one attack."""

OTHER_TARGET_VALUE = 0.2
"""The value of attacking a target that is not a character (a totem token, 304)."""

PLAY_FIRST = 0.01
"""Between equal plans, attack before moving: the move can then react to the result."""

EASY_BLUNDER = 1 / 3

LOOKAHEAD_SEEDS = 4
"""Dice sequences a mode, "may" answer, replacement order or damage order is tried with; every
option gets the same ones, so luck does not decide between them."""

LOOKAHEAD_STEPS = 40
"""Decisions the lookahead answers by default before it gives up waiting for the turn menu."""

_QUIET_ANSWERS = ("pass", "keep", "no-protect")
"""What the lookahead answers for everyone while the play resolves: no react, reroll or protector."""

_SETTLED = (TurnMenu, NextChar, ChooseFirst, SpawnChoice)
"""Decisions at which the choice being scored has played out (the next turn or its menu)."""

MCTS_CANDIDATES = 3
"""The MCTS tree grows only the heuristic's best few actions at each decision."""

MCTS_PRIOR_TEMPERATURE = 0.5
"""VP: an action rated this much below the best gets 1/e of its prior."""

MCTS_BIAS = 0.05
"""Weight of the heuristic's prior in the MCTS selection (rewards are win probabilities)."""

MCTS_LEAF_SCALE = 10.0
"""VP: the squash of a search leaf's value (``mcts_leaf``), as ``win_probability``'s."""

MCTS_EXPLORATION = 0.1
"""The UCT constant for this game's leaf values: a leaf moves by about 0.025 per VP, so
the generic 0.7 spreads the visits evenly over the candidates and the choice among them is noise."""


class HeuristicBot:
    """Plays the legal action with the best expected value (see the module docstring).

    :param seed: seeds the tie-breaks (and the blunders of an easier preset).
    :param blunder: the chance of playing a uniformly random legal action instead.
    :raises BadInputError: ``blunder`` is not within [0, 1].

    >>> HeuristicBot(seed=3).blunder
    0.0
    """

    def __init__(self, seed: int, blunder: float = 0.0) -> None:
        if not 0.0 <= blunder <= 1.0:
            raise BadInputError("heuristic bot", f"blunder must be within [0, 1], got {blunder}")
        self.seed = seed
        self.blunder = blunder
        self._rng = Rng(seed)

    def restart(self) -> None:
        self._rng = Rng(self.seed)

    def step(self, decision: Decision) -> Action:
        """The best-scoring legal action (exact ties broken by the bot's generator).

        :raises BadInputError: the decision offers no legal action (the game is over).
        """
        legal = decision.legal_actions
        if not legal:
            raise BadInputError("heuristic bot", f"no legal action to choose from (player {decision.player})")
        if len(legal) == 1:
            return legal[0]
        if self.blunder and self._rng.randbelow(1_000_000) < self.blunder * 1_000_000:
            return legal[self._rng.randbelow(len(legal))]
        state = decision.sample(self._rng)
        assert isinstance(state, WowState), "the heuristic bot plays WoW Miniatures only"
        scores = score_actions(state, decision.player, legal)
        top = max(scores)
        best = [a for a, s in zip(legal, scores, strict=True) if s >= top - 1e-9]
        return best[self._rng.randbelow(len(best))] if len(best) > 1 else best[0]


def score_actions(state: WowState, player: int, legal: Sequence[Action]) -> list[float]:
    """A VP-valued score for each legal action of ``player`` at the pending decision."""
    top = state.stack[-1]
    actions = [a for a in legal if isinstance(a, WowAction)]
    if len(actions) != len(legal):
        return [0.0] * len(legal)
    if isinstance(top, TurnMenu):
        return _turn_scores(state, state.chars[top.char], actions)
    if isinstance(top, ChooseFirst):
        return [1.0 if a.args == (f"p{player + 1}",) else 0.0 for a in actions]
    if isinstance(top, NextChar):
        return [_turn_potential(state, state.chars[a.args[0]]) for a in actions]
    if isinstance(top, SpawnChoice):
        c = state.chars[top.char]
        return [space_value(state, c, parse_hex(a.args[1]), 1) for a in actions]
    if isinstance(top, RerollChoice):
        faces = combat.roll_dice(state, top.roll)
        return [_reroll_score(faces, a) for a in actions]
    if isinstance(top, ProtectChoice):
        return [_protect_score(state, a) for a in actions]
    if isinstance(top, ReactWindow):
        return [_react_score(state, top, a) for a in actions]
    if isinstance(top, BuffChoice):
        src, dst = state.chars[top.char], state.chars[top.to]
        held = {b.card: b for b in src.buffs}
        return [moved_buff_value(state, player, held[a.args[1]], src, dst) for a in actions]
    if isinstance(top, ExhaustChoice):
        c = state.chars[top.char]
        ready = {i.card: i for i in effects.ready_cards(state, top.char)}
        return [-ready_card_value(state, c, ready[a.args[1]]) for a in actions]
    if isinstance(top, choices.CHOICE_TYPES):
        return [_lookahead_score(state, player, a) for a in actions]
    return [0.0] * len(actions)


def mcts_policy(state: State, legal: Sequence[Action]) -> list[float]:
    """The heuristic's scores as MCTS priors in (0, 1]: 1 for the best, ``exp(-gap / T)`` below it."""
    assert isinstance(state, WowState), "the WoW Miniatures policy rates WoW Miniatures states only"
    scores = score_actions(state, state.current_player(), legal)
    top = max(scores)
    return [math.exp(max(-50.0, (s - top) / MCTS_PRIOR_TEMPERATURE)) for s in scores]


# -- the turn --------------------------------------------------------------------------------------
class _Plan:
    """Values of the turn's options for one character, all relative to ending the turn now.

    A space's value depends on how long the character will stand there (``space_value``'s
    ``ahead_after``), so each option is scored as what it gains plus the value of where the
    character ends up after the ticks it pays, minus the value of staying put and ending now.
    """

    def __init__(self, state: WowState, c: Char, destinations: Sequence[Hex], moved: bool) -> None:
        assert c.pos is not None
        self.state = state
        self.c = c
        self.destinations = list(destinations)
        self.moved = moved
        self.refund = TICK_VALUE if c.clock == state.master else 0.0  # ending costs a tick anyway
        self._ends: dict[int, float] = {}
        self.baseline = self._space(c.pos, 0)

    def _space(self, h: Hex, cost: int) -> float:
        ahead = clocks.ahead(self.c.clock, self.state.master)
        return space_value(self.state, self.c, h, max(1, ahead + cost))

    def best_end(self, cost: int) -> float:
        """The best space value after paying ``cost`` ticks: here, or a move still to make."""
        if cost not in self._ends:
            assert self.c.pos is not None
            values = [self._space(self.c.pos, cost)]
            if not self.moved:
                values.extend(self._space(h, cost) for h in self.destinations)
            self._ends[cost] = max(values)
        return self._ends[cost]

    def play(self, value: float, cost: int) -> float:
        """A play now worth ``value`` (net of its ticks), then the best move still open."""
        paid = value + (self.refund if cost else 0.0)
        return paid + self.best_end(cost) - self.baseline + PLAY_FIRST

    def move(self, h: Hex, attacks: list[Ability]) -> float:
        """Moving to ``h``, then making the best attack from there if it is worth its ticks."""
        option = best_attack_from(self.state, self.c, h, attacks)
        value, cost = 0.0, 0
        if option is not None and option.value + self.refund > 0:
            value, cost = option.value + self.refund, _cost_of(self.state, self.c, option.ability)
        return value + self._space(h, cost) - self.baseline


def _cost_of(state: WowState, c: Char, ability_id: str) -> int:
    ab, _inst, card = find_ability(state, c, ability_id)
    if ab is not None:
        return ab.stats.cost or 0
    return card.cost if card is not None else 0


def _turn_potential(state: WowState, c: Char) -> float:
    """How much ``c`` could achieve if it took the next turn (500.4c: who should go first)."""
    if c.pos is None:
        return 0.0
    destinations = [] if "cant_move_next_turn" in c.statuses else list(move_options(state, c))
    plan = _Plan(state, c, destinations, moved=False)
    attacks = usable_attacks(state, c, action_free=True, instant_free=True)
    best = 0.0
    now = best_attack_from(state, c, c.pos, attacks)
    if now is not None:
        best = plan.play(now.value, _cost_of(state, c, now.ability))
    return max([best, *(plan.move(h, attacks) for h in destinations)])


def _turn_scores(state: WowState, c: Char, actions: list[WowAction]) -> list[float]:
    t = state.turn
    assert t is not None and c.pos is not None
    destinations = [parse_hex(a.args[1]) for a in actions if a.verb == "move"]
    plan = _Plan(state, c, destinations, moved=t.moved)
    attacks = usable_attacks(state, c, action_free=not t.action, instant_free=not t.instant)
    out: list[float] = []
    for a in actions:
        if a.verb == "end":
            out.append(0.0)
        elif a.verb == "move":
            gain = plan.move(parse_hex(a.args[1]), attacks)
            out.append(gain if gain > MOVE_THRESHOLD else gain - MOVE_THRESHOLD)
        elif a.verb == "place":
            out.append(space_value(state, c, parse_hex(a.args[1]), 1))
        elif a.verb == "play":
            out.append(plan.play(play_value(state, c, a.args), _cost_of(state, c, a.args[1])))
        else:
            out.append(-FLIP_PENALTY)
    return out


def play_value(state: WowState, c: Char, args: tuple[str, ...]) -> float:
    """The VP value of ``play <char> <ability> [targets]`` by ``c``, net of its tick cost."""
    ab, _inst, card = find_ability(state, c, args[1])
    target_text = args[2] if len(args) > 2 else ""
    if ab is not None and ab.is_attack:
        return _attack_play_value(state, c, ab, target_text) - TICK_VALUE * (ab.stats.cost or 0)
    targets = _targets(state, target_text) if target_text else [c]
    if ab is not None and ab.is_heal:
        power = max(0, ab.stats.power + counters.card_power_bonus(state, c, ab.id))
        return sum(heal_value(state, t, power) for t in targets) - TICK_VALUE * (ab.stats.cost or 0)
    if ab is not None:
        value = _effect_value(state, c, ab) + _counter_effects_value(state, c, ab, _inst)
        value += _move_buff_play_value(state, c, ab, targets)
        return value - TICK_VALUE * (ab.stats.cost or 0)
    if card is not None and card.buff is not None:
        return sum(buff_value(state, c, card, t) for t in targets) - TICK_VALUE * card.cost
    return -TICK_VALUE * (card.cost if card is not None else 0)


def _attack_play_value(state: WowState, c: Char, ab: Ability, target_text: str) -> float:
    mods = next_attack_mods(state, c, ab)
    power = ab.stats.power + counters.card_power_bonus(state, c, ab.id) + state.stat(c, "power")
    power += sum(int(m.get("power", 0)) for m in mods)
    kind = ab.stats.power_kind or "physical"
    for m in mods:
        kind = str(m.get("becomes_kind") or kind)
    if state.stealthed(c) and kind == "physical":
        power += 1
    if ab.aoe:
        text, _, idx = target_text.partition("/")
        area = aoe_areas(state.board, parse_hex(text))[int(idx)]
        defenders = [o for o in state.in_play() if o.pos in area and o.controller != c.controller]
    else:
        defenders = _targets(state, target_text)
    others = len([u for u in target_text.split("+") if u and u not in state.chars]) if not ab.aoe else 0
    value = sum(guarded_attack_value(state, c, d, power, kind) for d in defenders)
    return value + OTHER_TARGET_VALUE * others


def _targets(state: WowState, target_text: str) -> list[Char]:
    """The characters among the targets (a token such as a totem is not a character)."""
    return [state.chars[u] for u in target_text.split("+") if u in state.chars]


def _effect_value(state: WowState, c: Char, ab: Ability) -> float:
    """Self effects that change the next attack (Arcane Shot, Elemental Charge): the attack's gain."""
    t = state.turn
    if t is None or t.action or c.pos is None:
        return 0.0
    gain = 0.0
    attacks = usable_attacks(state, c, action_free=True, instant_free=False)
    base = best_attack_from(state, c, c.pos, attacks)
    for eff in ab.effects:
        if eff.op != "next_attack":
            continue
        becomes = eff.param("becomes_kind")
        changed = [
            _with_kind(a, str(becomes)) if becomes and _mod_applies(a, eff.params) else a for a in attacks
        ]
        better = best_attack_from(state, c, c.pos, changed, power_bonus=int(eff.param("power", 0)))
        if better is not None:
            gain += better.value - (base.value if base is not None else 0.0)
    return gain


def _counter_effects_value(state: WowState, c: Char, ab: Ability, inst: CardInst | None) -> float:
    """Counters (401) and the damage they count: a stat counter on this character is worth its
    modifier, damage to itself costs its share of a kill, damage to each adjacent enemy (times the
    counters it counts, those this ability puts first included) is worth its share of a kill."""
    value = 0.0
    added: dict[str, int] = {}
    for eff in ab.effects:
        amount = int(eff.param("amount", 0))
        if eff.op == "add_counter":
            name = str(eff.param("counter"))
            added[name] = added.get(name, 0) + amount
            stat = counters.stat_counter(name)
            if stat is not None and eff.target == "self":
                value += LASTING_COUNTERS * MODIFIER_VALUE.get(stat[0], 0.0) * stat[1] * amount
            continue
        if eff.op != "damage" or eff.target not in ("self", "adjacent_enemies"):
            continue
        if eff.per_counter:
            holder = inst.uid if eff.counted_on == "source_card" and inst is not None else c.uid
            amount *= counters.count(state, holder, eff.per_counter) + added.get(eff.per_counter, 0)
        hit = [c] if eff.target == "self" else state.adjacent_chars(c, enemies=True)
        for o in hit:
            share = min(amount, max(0, o.health)) * 0.5 * kill_worth(state, o) / max(1, state.max_health(o))
            value += -share if o is c else share
    return value


def _move_buff_play_value(state: WowState, c: Char, ab: Ability, targets: list[Char]) -> float:
    """Moving a buff off each target to this character (301.3, Spellsteal): the best buff there, as
    its player will choose it; nothing when no buff could move."""
    value = 0.0
    for eff in ab.effects:
        if eff.op != "move_buff" or eff.target != "target":
            continue
        kind = str(eff.param("kind") or "")
        for t in targets:
            if t is c:
                continue
            movable = effects.movable_buffs(state, t.uid, kind)
            worth = [moved_buff_value(state, c.controller, b, t, c) for b in movable]
            value += max(worth, default=0.0)
    return value


def ready_card_value(state: WowState, c: Char, inst: CardInst) -> float:
    """The VP value to ``c``'s controller of ``inst`` staying ready until the round's end (106.1):
    a card's core ability by its cost (one tick's worth more, so a free card is not worthless), a
    face-up equipment by its stat modifiers and the ability it grants (302.4: broken, both go); a
    face-down equipment is blank (302.1). Breaking health equipment that would destroy ``c`` costs
    the kill (402.3a)."""
    card = state.card_def(inst)
    if card.category != "equipment":
        return TICK_VALUE * (card.cost + 1)
    if not inst.face_up:
        return 0.0
    value = sum(MODIFIER_VALUE.get(stat, 0.0) * amount for stat, amount in card.modifiers)
    if card.ability is not None:
        value += TICK_VALUE * ((card.ability.stats.cost or 0) + 1)
    health = sum(amount for stat, amount in card.modifiers if stat == "health")
    if c.pos is not None and 0 < c.health <= health:
        value += kill_worth(state, c)
    return value


def _mod_applies(ab: Ability, params: Mapping[str, Any]) -> bool:
    """Whether a "next attack" modifier limited by kind or damage type applies to ``ab``."""
    kind_ok = params.get("only_kind") in (None, ab.stats.power_kind)
    return kind_ok and params.get("only_damage_type") in (None, ab.damage_type)


def _with_kind(ab: Ability, kind: str) -> Ability:
    return replace(ab, stats=replace(ab.stats, power_kind=kind))


def buff_value(state: WowState, c: Char, card: CardDef, target: Char) -> float:
    """The VP value of attaching ``card``'s buff or debuff to ``target`` (301.2)."""
    spec = card.buff
    if spec is None or target.pos is None or any(b.card == card.id for b in target.buffs):
        return 0.0
    value = 0.0
    if target.controller != c.controller:
        per_point = 0.5 * kill_worth(state, target) / max(1, state.max_health(target))
        for eff in spec.on_attach:
            if eff.op == "damage":
                value += min(int(eff.param("amount", 0)), max(0, target.health)) * per_point
    return value + _held_buff_value(state, c.controller, card, target, spec.counters)


def moved_buff_value(state: WowState, player: int, buff: Buff, src: Char, dst: Char) -> float:
    """The VP value for ``player`` of moving ``buff`` from ``src`` to ``dst`` (301.3): what it does on
    ``src`` goes, what it will do on ``dst`` comes (its on-attach text is not played again), with the
    counters it added; on a character that has a buff of that name it only replaces it (301.2b)."""
    card = state.catalog.cards[buff.card]
    held = tuple(sorted(buff.added.items()))
    value = -_held_buff_value(state, player, card, src, held)
    if not any(state.catalog.cards[b.card].name == card.name for b in dst.buffs):
        value += _held_buff_value(state, player, card, dst, held)
    return value


def _held_buff_value(
    state: WowState, player: int, card: CardDef, target: Char, added: Sequence[tuple[str, int]]
) -> float:
    """The VP value for ``player`` of ``card``'s lasting text on ``target`` (its end-of-tick triggers,
    the counters ``added``, modifiers, statuses and replacement effects), positive when it helps."""
    spec = card.buff
    if spec is None or target.pos is None:
        return 0.0
    enemy = target.controller != player
    per_point = 0.5 * kill_worth(state, target) / max(1, state.max_health(target))
    value = 0.0
    for eff in spec.end_of_tick:
        amount = int(eff.param("amount", 0))
        if eff.op == "damage" and enemy:
            value += LASTING_TRIGGERS * amount * per_point
        elif eff.op == "heal" and not enemy:
            missing = state.max_health(target) - target.health
            value += min(LASTING_TRIGGERS * amount, missing) * per_point
    for name, amount in added:
        found = counters.stat_counter(name)
        if found is not None:
            value += MODIFIER_VALUE.get(found[0], 0.0) * found[1] * amount * (-1 if enemy else 1)
    for stat, amount in spec.modifiers:
        if stat == "move" and (state.turn is None or state.turn.moved or target.uid != state.turn.char):
            continue
        value += MODIFIER_VALUE.get(stat, 0.0) * (-amount if enemy else amount)
    if "cant_be_healed" in spec.statuses and enemy:
        value += 0.2
    if spec.replace is not None and spec.replace.event != "damage":
        value += _replacement_value(state, spec.replace, target, enemy)
    return value


def _replacement_value(state: WowState, rep: Replacement, target: Char, enemy: bool) -> float:
    """Replacement effects on events that deal no damage (709.2b): a lost natural move is worth two
    points of move on an enemy; surviving destruction is worth the kill times how close the ally is
    to it; changed healing is worth a point of health per expected heal."""
    if rep.event == "move":
        return 2 * MODIFIER_VALUE["move"] if enemy else -2 * MODIFIER_VALUE["move"]
    if rep.event == "destroyed":
        if enemy:
            return -kill_worth(state, target) * 0.5
        danger = 1.0 - max(0, target.health) / max(1, state.max_health(target))
        return 0.5 * kill_worth(state, target) * danger
    per_heal = rep.amount if rep.change == "add" else 1
    sign = -1 if enemy == (rep.change == "add") else 1
    return sign * MODIFIER_VALUE["health"] * per_heal


# -- out-of-turn decisions -------------------------------------------------------------------------
def _reroll_score(faces: list[int], action: WowAction) -> float:
    """105.3: reroll failed dice (the attacker wants hits, the defender blocks), never a success."""
    if action.verb != "reroll":
        return 0.0
    picked = [int(i) - 1 for i in action.args[0].split(",")]
    return sum(1.0 if not dice.is_success(faces[i]) else -REROLL_SUCCESS_PENALTY for i in picked)


def _attack_loss(state: WowState, defender: Char) -> float:
    """The VP the current attack is expected to take from ``defender`` (before its dice are rolled)."""
    atk = state.attack
    if atk is None:
        return 0.0
    attacker = state.chars[atk.attacker]
    return attack_value(state, attacker, defender, atk.power + atk.bonus_hits, atk.kind)


def _protect_score(state: WowState, action: WowAction) -> float:
    if action.verb != "protect":
        return 0.0
    protector, defender = state.chars[action.args[0]], state.chars[action.args[1]]
    saved = _attack_loss(state, defender) - _attack_loss(state, protector)
    return saved if saved > PROTECT_MARGIN else saved - PROTECT_MARGIN


def _react_score(state: WowState, window: ReactWindow, action: WowAction) -> float:
    """A negating react is worth what it stops minus its ticks; other reacts are not played."""
    if action.verb != "react":
        return 0.0
    card = state.catalog.cards[action.args[1]]
    if card.react is None or not any(e.op == "negate" for e in card.react.effects):
        return -TICK_VALUE * card.cost
    play = state.plays.get(window.play)
    if play is None:
        return -TICK_VALUE * card.cost
    atk = state.attack
    me = state.chars[action.args[0]].controller
    if atk is not None and atk.play == window.play:
        mine = [state.chars[d] for d in atk.defenders if d in state.chars and state.chars[d].controller == me]
        stopped = sum(_attack_loss(state, d) for d in mine)
    else:
        stopped = NEGATE_OTHER_PLAY if play.player != me else -NEGATE_OTHER_PLAY
    return stopped - TICK_VALUE * card.cost


# -- modes, "may" steps, replacement and damage orders: try each on a copy --------------------------
def _lookahead_score(state: WowState, player: int, action: WowAction) -> float:
    """A mode (703.1b), "may" answer (706.4), replacement (709.2) or damage order (107.2) is worth the
    position it leads to once its play has resolved: ``evaluation.score`` plus where everyone stands
    plus the tempo of the clocks (a mode that ticks a friend down is worth its ticks), averaged over
    ``LOOKAHEAD_SEEDS`` dice sequences shared by every option. Copies of the bot's own sample are
    played on, never the game."""
    total = 0.0
    for seed in range(LOOKAHEAD_SEEDS):
        copy = state.clone()
        assert isinstance(copy, WowState)
        copy.rng = Rng(seed)
        copy.apply_unchecked(action)
        _settle(copy)
        total += score(copy, player) + _tempo(copy, player) + _placing(copy, player)
    return total / LOOKAHEAD_SEEDS


def _settle(state: WowState) -> None:
    """Play on until the next turn or turn menu: nobody reacts, rerolls or protects, and any other
    decision on the way takes its first legal action."""
    for _ in range(LOOKAHEAD_STEPS):
        if state.is_terminal() or isinstance(state.stack[-1], _SETTLED):
            return
        legal = state.legal_actions()
        quiet = [a for a in legal if isinstance(a, WowAction) and a.verb in _QUIET_ANSWERS]
        state.apply_unchecked(quiet[0] if quiet else legal[0])


def _placing(state: WowState, player: int) -> float:
    """How well the player's characters stand (``space_value``: VP locations, danger, reach) minus
    how well the enemies' do, so a push or a swap is worth where it leaves everyone."""
    total = 0.0
    for c in state.in_play():
        assert c.pos is not None
        value = space_value(state, c, c.pos, clocks.ahead(c.clock, state.master))
        total += value if c.controller == player else -value
    return total


def _tempo(state: WowState, player: int) -> float:
    """``TICK_VALUE`` per tick the enemies' clocks stand further ahead of the master clock than the
    player's own (408.2: a character further ahead acts later)."""
    ticks = 0
    for uid in state.order:
        c = state.chars[uid]
        ahead = clocks.ahead(c.clock, state.master)
        ticks += ahead if c.controller != player else -ahead
    return TICK_VALUE * ticks


def _normal(seed: int) -> HeuristicBot:
    return HeuristicBot(seed)


def _easy(seed: int) -> HeuristicBot:
    return HeuristicBot(seed, blunder=EASY_BLUNDER)


register_bot("heuristic", "wowminis", _normal)
register_bot("heuristic-easy", "wowminis", _easy)
def mcts_leaf(state: State) -> list[float]:
    """A new search leaf scored the way the heuristic scores a look-ahead: played on quietly to the
    next turn menu, then ``score`` plus where everyone stands plus the clocks' tempo plus what is left
    of a turn already under way (``_turn_rest``), squashed like ``win_probability`` (random actions
    would only blur where the characters stand). Without the rest of the turn, a leaf after a move was
    valued without the attack to come from there, while the heuristic's plan counts it."""
    assert isinstance(state, WowState), "the WoW Miniatures leaf rates WoW Miniatures states only"
    _settle(state)
    if state.is_terminal():
        return list(state.returns())
    value = score(state, 0) + _tempo(state, 0) + _placing(state, 0) + _turn_rest(state, 0)
    p0 = 1.0 / (1.0 + math.exp(max(-50.0, min(50.0, -value / MCTS_LEAF_SCALE))))
    return [p0, 1.0 - p0]


def _turn_rest(state: WowState, player: int) -> float:
    """What is left of a turn already under way, for ``player``: the heuristic's best option at the
    turn menu (ending is worth 0), so a leaf after a move counts the attack to come from there."""
    top = state.stack[-1]
    t = state.turn
    if not isinstance(top, TurnMenu) or t is None or not (t.moved or t.action or t.instant):
        return 0.0
    c = state.chars[top.char]
    best = max(0.0, *score_actions(state, c.controller, state.legal_actions()))
    return best if c.controller == player else -best


register_mcts_hooks(
    "wowminis",
    MctsHooks(
        policy=mcts_policy,
        candidates=MCTS_CANDIDATES,
        bias=MCTS_BIAS,
        exploration=MCTS_EXPLORATION,
        leaf=mcts_leaf,
    ),
)
