"""Playing payment abilities (702, 703): options, targets, costs, and non-attack resolution.

An ability is offered when its speed's option is unused this turn (501.3), its tick cost can be
paid (408.2a), its card (if any) is ready, and every target can be chosen legally (703.1c): within
range with line of sight (405.2, 407.1), enemies for attacks, debuffs and hostile effects
(Spellsteal), allies for heals, buffs and other effects, taunt respected (708.5). AOE attacks name a
space and a triangle (407.2); only placements whose area holds an enemy character are offered
(docs/rules-decisions.md).
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from engine.core import Event
from engine.games.wowminis import clocks, counters, damage, dice, summons, ticking
from engine.games.wowminis.actions import INTERN_LIMIT, WowAction, act
from engine.games.wowminis.effects import EffectContext, apply_effect, counted, run_effect, select
from engine.games.wowminis.los import aoe_areas, aoe_choices, distances_from, line_of_sight, visible_spaces
from engine.games.wowminis.menu_facts import AbilityFacts, CardPlay, ability_facts
from engine.games.wowminis.model import Ability, CardDef, Effect, StatLine, parse_stats
from engine.games.wowminis.records import AttackCtx, Buff, CardInst, Char, Totem
from engine.games.wowminis.state import WowState
from engine.games.wowminis.work import (
    AttackPhase,
    MayChoice,
    ModeChoice,
    ReactWindow,
    ResolvePlay,
    SummonChoice,
    Work,
)
from engine.hex import Hex, distance, neighbors, parse_hex

FAR = 1 << 30
"""The distance of "no such piece": farther than any range."""


def _los_mode(state: WowState) -> Any:
    return state.game.options["midpoint_blockers"]


def can_reach(
    state: WowState, src: Char, dst: Char | Totem, stats: StatLine, blockers: frozenset[Hex] | None = None
) -> bool:
    """405.2: range (with minimum range) and unblocked LOS from ``src`` to ``dst``.

    ``blockers`` is ``state.enemy_spaces(src.controller)`` when the caller already has it.
    """
    sp = src.pos
    dp = dst.pos
    hi = stats.max_range
    if sp is None or dp is None or hi is None or dp not in state.board.spaces:
        return False
    # los.in_range, inlined: this runs for every candidate target of every option.
    dq = sp[0] - dp[0]
    dr = sp[1] - dp[1]
    d = (abs(dq) + abs(dr) + abs(dq + dr)) >> 1
    if d > hi or d < (stats.min_range or 0):
        return False
    if blockers is None:
        blockers = state.enemy_spaces(src.controller)
    return line_of_sight(state.board, sp, dp, blockers, midpoint_blockers=_los_mode(state))


def card_in_range(state: WowState, src: Char, card: CardDef, dst: Char) -> bool:
    return can_reach(state, src, dst, parse_stats(card.range_text))


def next_attack_mods(state: WowState, c: Char, ab: Ability) -> list[dict[str, Any]]:
    """This turn's "next attack" modifiers that apply to ``ab`` (Arcane Shot, Elemental Charge)."""
    t = state.turn
    if t is None or not t.next_attack or t.char != c.uid or not ab.is_attack:
        return []
    return [
        m
        for m in t.next_attack
        if m.get("only_kind") in (None, ab.stats.power_kind)
        and m.get("only_damage_type") in (None, ab.damage_type)
    ]


def nearest_enemy(state: WowState, c: Char, row: dict[Hex, int] | None = None) -> int:
    """The distance from ``c`` to the nearest enemy character (``FAR`` when there is none): in most
    menus every enemy is farther than any usable range, and this one number answers each attack
    without any target list. ``row``: ``distances_from`` the character's space, when the caller has it."""
    pos = c.pos
    assert pos is not None
    if row is None:
        row = distances_from(state.board, pos)
    player = c.controller
    near = FAR
    for o in state.chars.values():  # in any order: only the least distance is kept
        p = o.pos
        if p is not None and o.controller != player:
            d = row.get(p)
            if d is None:
                d = distance(pos, p)  # off the board (a hand-made position)
            if d < near:
                near = d
    return near


def nearest_enemy_totem(state: WowState, c: Char, row: dict[Hex, int] | None = None) -> int:
    """The distance from ``c`` to the nearest enemy totem on the board (``FAR`` when there is none):
    with ``nearest_enemy`` it tells that an enemy-targeting option of a shorter range has no target.
    ``row`` as for ``nearest_enemy``."""
    if not state.totems:
        return FAR
    assert c.pos is not None
    if row is None:
        row = distances_from(state.board, c.pos)
    player = c.controller
    near = FAR
    for t in state.totems.values():
        if t.controller != player:
            d = row.get(t.pos, FAR)  # an off-board totem is out of reach
            if d < near:
                near = d
    return near


class _Sight:
    """What the turn character ``c`` can reach from where it stands: the distance to every other
    piece (characters in play, then totems) and line of sight to each space, worked out at most
    once per option list rather than once per ability and target, and only when first asked (made
    only once an option has a target in reach: ``nearest_enemy`` rules out the others)."""

    __slots__ = ("state", "c", "row", "_blockers", "_chars", "_totems", "_seen", "_reach")

    def __init__(self, state: WowState, c: Char, row: dict[Hex, int]) -> None:
        assert c.pos is not None
        self.state = state
        self.c = c
        self.row = row  # distances_from the character's space
        self._seen: dict[Hex, bool] | None = None
        self._chars: list[tuple[Char, Hex, int, bool]] | None = None
        self._blockers: frozenset[Hex] | None = None
        self._totems: tuple[list[tuple[str, Hex, int]], list[tuple[str, Hex, int]]] | None = None
        self._reach: dict[tuple[int, int, bool], list[Char]] = {}

    @property
    def chars(self) -> list[tuple[Char, Hex, int, bool]]:
        """Every character on the board with its space, distance and whether it is an enemy."""
        if self._chars is None:
            self._measure()
            assert self._chars is not None
        return self._chars

    @property
    def blockers(self) -> frozenset[Hex]:
        """``state.enemy_spaces`` of the character's controller: what blocks its line of sight."""
        if self._blockers is None:
            self._measure()
            assert self._blockers is not None
        return self._blockers

    def _measure(self) -> None:
        row = self.row
        player = self.c.controller
        found: list[tuple[Char, Hex, int, bool]] = []
        blockers: list[Hex] = []
        for o in self.state.chars.values():  # the order does not matter: target lists are sorted
            p = o.pos
            if p is None:
                continue
            enemy = o.controller != player
            if enemy and o.master is None:
                blockers.append(p)  # state.enemy_spaces(player), read in the same pass
            d = row.get(p)
            if d is not None:  # on the board
                found.append((o, p, d, enemy))
        self._chars = found
        self._blockers = frozenset(blockers)

    def totems(self, enemies: bool) -> list[tuple[str, Hex, int]]:
        """One side's totems (uid, space, distance), both sides worked out when first asked (totems
        pile up, most options ignore them, and an option wants one side only)."""
        if self._totems is None:
            row = self.row
            player = self.c.controller
            theirs: list[tuple[str, Hex, int]] = []
            ours: list[tuple[str, Hex, int]] = []
            for t in self.state.totems.values():
                p = t.pos
                d = row.get(p)
                if d is not None:  # on the board
                    (theirs if t.controller != player else ours).append((t.uid, p, d))
            self._totems = (theirs, ours)
        return self._totems[0] if enemies else self._totems[1]

    def sees(self, h: Hex) -> bool:
        """405.3/405.4 from the character's space (memoized for this option list)."""
        seen = self._seen
        if seen is None:
            seen = self._seen = {}
        found = seen.get(h)
        if found is None:
            assert self.c.pos is not None
            found = seen[h] = line_of_sight(
                self.state.board, self.c.pos, h, self.blockers, midpoint_blockers=_los_mode(self.state)
            )
        return found

    def chars_in_reach(self, lo: int, hi: int, enemies: bool) -> list[Char]:
        """405.2: enemy (or allied, the character included) characters within ``lo..hi`` and LOS,
        kept per range and side for this option list (a healer's heals and buffs share their
        range; callers never change the list)."""
        if hi < 0:
            return []
        key = (lo, hi, enemies)
        found = self._reach.get(key)
        if found is None:
            found = self._reach[key] = [
                o
                for o, p, d, enemy in self.chars
                if enemy == enemies and lo <= d <= hi and (d <= 1 or self.sees(p))
            ]
        return found

    def totems_in_reach(self, lo: int, hi: int, enemies: bool) -> list[str]:
        """304.2: totems are targets like characters (enemy ones for attacks and debuffs, allied ones
        for ally-targeting effects such as Intervene)."""
        if hi < 0:
            return []
        return [uid for uid, p, d in self.totems(enemies) if lo <= d <= hi and (d <= 1 or self.sees(p))]


def _target_texts(sight: _Sight, ab: Ability, f: AbilityFacts) -> list[str]:
    """Every legal target set of a targeted ability as its text in a play (``a`` or ``a+b``): 1..N
    targets in reach, taunt respected (708.5) unless a "next attack" modifier makes the attack
    unstoppable (looked up only when a taunter is next to the character: rare)."""
    state = sight.state
    c = sight.c
    enemies = f.enemies
    candidates = sight.chars_in_reach(f.lo, f.hi, enemies)
    ids = [o.uid for o in candidates]
    if state.totems:
        if enemies:
            ids.extend(sight.totems_in_reach(f.lo, f.hi, True))
        elif f.ally_totems:
            ids.extend(sight.totems_in_reach(f.lo, f.hi, False))
    if not ids:
        return []  # nothing in reach (most menus): no target sets to build
    ids.sort()
    if f.switch:
        ids = [i for i in ids if i != c.uid]
    taunters: set[str] = set()
    if f.attack:
        taunters = {
            o.uid for o in candidates if "taunt" in state.char_def(o.uid).keywords and state.adjacent(c, o)
        }
        if taunters and any(m.get("unstoppable") for m in next_attack_mods(state, c, ab)):
            taunters = set()
    if f.targets == 1:
        return [i for i in ids if i in taunters] if taunters else ids
    sets: list[tuple[str, ...]] = []
    for k in range(1, min(f.targets, len(ids)) + 1):
        sets.extend(combinations(ids, k))
    return ["+".join(s) for s in sets if not taunters or taunters.intersection(s)]


_PLAYS: dict[tuple[str, str], dict[str, WowAction]] = {}


def _plays_of(uid: str, ability_id: str) -> dict[str, WowAction]:
    """The play actions of one character's ability (or bar card) by target text, made once each:
    a menu reads its plays here with one lookup per target instead of an ``act`` call."""
    key = (uid, ability_id)
    found = _PLAYS.get(key)
    if found is None:
        if len(_PLAYS) >= INTERN_LIMIT:
            _PLAYS.clear()
        found = _PLAYS[key] = {}
    return found


def _play_alone(uid: str, ability_id: str) -> WowAction:
    """``act("play", uid, ability_id)``: a play without targets, kept in ``_plays_of``'s table under
    the empty text (no target text is empty)."""
    named = _plays_of(uid, ability_id)
    a = named.get("")
    if a is None:
        a = named[""] = act("play", uid, ability_id)
    return a


def _play_actions(uid: str, ability_id: str, targets: list[str]) -> list[WowAction]:
    """``act("play", uid, ability_id, t)`` for each target text ``t``, in order."""
    named = _plays_of(uid, ability_id)
    out: list[WowAction] = []
    for t in targets:
        a = named.get(t)
        if a is None:
            a = named[t] = act("play", uid, ability_id, t)
        out.append(a)
    return out


def play_options(
    state: WowState, c: Char, near_enemy: int = -1, row: dict[Hex, int] | None = None
) -> list[WowAction]:
    """The turn character's play actions: its abilities (``WowState.abilities_of``, read here with
    their kept facts) and the bar cards played by themselves, in no particular order.

    ``near_enemy``: the distance to the nearest enemy character when the caller has measured it
    (the natural moves walk the characters too), else -1; ``row``: ``distances_from`` the
    character's space when the caller has it."""
    t = state.turn
    assert t is not None
    out: list[WowAction] = []
    if t.instant and t.action:
        return out  # the turn's action and its instant are both used
    uid = c.uid
    known = state.facts
    facts = known.cards
    # Distances and sight are worked out only once something usable needs targets.
    sight: _Sight | None = None
    near = near_enemy  # the nearest enemy character's distance; -1 until measured
    far = -1  # the nearest enemy totem's distance, once an option in reach of no character asks
    locked = False
    if c.form:
        usable = [(ab, ability_facts(ab)) for ab, _ in state.abilities_of(c)]
        locked = state.form_locked(c)
    else:
        # abilities_of without a form: the printed abilities, then the ready cards' (below).
        usable = [*known.abilities[c.cid]]
    plays: list[CardPlay] = []
    for inst in c.cards:
        if inst.exhausted or inst.aside:
            continue
        cf = facts[inst.card]
        if cf.ability is not None and not c.form and (inst.face_up or not cf.equipment):
            usable.append(cf.ability)
        if cf.play is not None and (cf.play.form or not locked):
            plays.append(cf.play)
    # pay_budget without the call for a character nobody borrowed (most): only its own clock counts.
    budget = state.pay_budget(c) if c.controlled_by else clocks.MAX_AHEAD - (c.clock - state.master) % 10
    assert c.pos is not None
    for ab, f in usable:
        if (t.instant if f.instant else t.action) or f.cost > budget:
            continue
        if not f.targets:
            out.append(_play_alone(uid, ab.id))
            continue
        if row is None:
            row = distances_from(state.board, c.pos)
        if near < 0:
            near = nearest_enemy(state, c, row)
        if f.aoe:
            if f.hi < 0 or near > f.hi + 1:
                continue  # a triangle's spaces are within range + 1, and no enemy is that near
        elif f.enemies and f.hi < near:
            if far < 0:
                far = nearest_enemy_totem(state, c, row)
            if f.hi < far:
                continue  # no enemy character or totem in range: no target set (the usual case)
        if sight is None:
            sight = _Sight(state, c, row)
        out.extend(_ability_actions(sight, ab, f))
    for play in plays:
        if (t.instant if play.instant else t.action) or play.cost > budget:
            continue
        if not play.targeted:
            out.append(_play_alone(uid, play.id))
            continue
        lo, hi = play.lo, play.hi
        if row is None:
            row = distances_from(state.board, c.pos)
        if play.enemies:
            if near < 0:
                near = nearest_enemy(state, c, row)
            if hi < near:
                if far < 0:
                    far = nearest_enemy_totem(state, c, row)
                if hi < far:
                    continue  # a debuff with no enemy character or totem in range
        if sight is None:
            sight = _Sight(state, c, row)
        targets = [o.uid for o in sight.chars_in_reach(lo, hi, play.enemies)]
        if play.enemies:
            targets.extend(sight.totems_in_reach(lo, hi, True))
        if targets:
            out.extend(_play_actions(uid, play.id, targets))
    return out


def _ability_actions(sight: _Sight, ab: Ability, f: AbilityFacts) -> list[WowAction]:
    """The play actions of one usable ability of the turn character that takes targets."""
    state = sight.state
    c = sight.c
    if f.aoe:
        assert c.pos is not None
        enemy_spaces = sight.blockers
        # A triangle is its target space and two neighbours, so only targets on or next to an enemy
        # can hold one: the rest of the LOS map need not be looked at.
        near_enemies = {n for e in enemy_spaces for n in neighbors(e)} | enemy_spaces
        seen = visible_spaces(
            state.board,
            c.pos,
            f.hi,
            enemy_spaces,
            f.lo,
            midpoint_blockers=_los_mode(state),
            among=near_enemies,
        )
        texts: list[str] = []
        for h in seen:  # the menu sorts the plays
            for tri, text in aoe_choices(state.board, h):
                if tri[0] in enemy_spaces or tri[1] in enemy_spaces or tri[2] in enemy_spaces:
                    texts.append(text)
        return _play_actions(c.uid, ab.id, texts)
    texts = _target_texts(sight, ab, f)
    if not texts:
        return []
    return _play_actions(c.uid, ab.id, texts)


def find_ability(
    state: WowState, c: Char, ability_id: str
) -> tuple[Ability | None, CardInst | None, CardDef | None]:
    for ab, inst in state.abilities_of(c):
        if ab.id == ability_id:
            return ab, inst, state.card_def(inst) if inst else None
    for inst in c.cards:
        if inst.card == ability_id:
            return None, inst, state.card_def(inst)
    return None, None, None


def play(state: WowState, c: Char, args: tuple[str, ...], events: list[Event]) -> None:
    """703.1: reveal, choose targets, pay (ticks, exhaust), then open windows and resolve."""
    t = state.turn
    assert t is not None
    ab, inst, card = find_ability(state, c, args[1])
    speed = ab.speed if ab is not None else ("instant" if card and card.category == "instant" else "action")
    cost = ab.stats.cost or 0 if ab is not None else (card.cost if card else 0)
    if speed == "instant":
        t.instant = True
    else:
        t.action = True
    if inst is not None and not inst.face_up:
        inst.face_up = True
        events.append(
            Event(
                "card_flipped",
                f"{state.card_def(inst).name} is turned face up.",
                {"char": c.uid, "card": inst.uid, "card_id": inst.card},
            )
        )
    ticking.pay(state, c, cost, events)
    if inst is not None and (card is None or (card.form is None and card.category != "equipment")):
        # 300.5; equipment abilities don't exhaust their card (302.3), forms are set aside (303.2).
        inst.exhausted = True
        events.append(
            Event(
                "card_exhausted",
                f"{state.card_def(inst).name} is exhausted (on cooldown).",
                {"char": c.uid, "card": inst.uid},
            )
        )
    target_text = args[2] if len(args) > 2 else ""
    name = ab.name if ab is not None else (card.name if card else args[1])
    if ab is not None and ab.is_attack:
        _declare_attack(state, c, ab, inst, target_text, events)
        return
    targets = target_text.split("+") if target_text else []
    kind = ab.stats.power_kind if ab is not None else None
    pid = state.new_play(c, args[1], inst.uid if inst else None, kind, targets, text=target_text)
    events.append(
        Event(
            "ability_played",
            f"{state.label(c)} plays {name}.",
            {"char": c.uid, "ability": args[1], "targets": targets, "play": pid},
        )
    )
    state.stack.append(ResolvePlay(pid))
    state.stack.append(ReactWindow(pid, ("enemy_plays",), _players(state)))
    if ab is not None and ab.modes:
        # 703.1b: the mode is chosen as the ability is played, before anyone may react to it.
        state.stack.append(ModeChoice(pid))


def _players(state: WowState) -> tuple[int, ...]:
    tp = state.turn_player if state.turn_player is not None else 0
    return (tp, 1 - tp)


def _declare_attack(
    state: WowState, c: Char, ab: Ability, inst: CardInst | None, target_text: str, events: list[Event]
) -> None:
    t = state.turn
    assert t is not None
    mods = next_attack_mods(state, c, ab)
    for m in mods:
        t.next_attack.remove(m)
    kind = ab.stats.power_kind or "physical"
    dtype = ab.damage_type or "melee"
    power = ab.stats.power + state.stat(c, "power") + counters.card_power_bonus(state, c, ab.id)  # 401.1b
    crit_ready: list[str] = []
    unstoppable = False
    for m in mods:
        power += int(m.get("power", 0))
        kind = str(m.get("becomes_kind") or kind)
        dtype = str(m.get("becomes_damage_type") or dtype)
        unstoppable = unstoppable or bool(m.get("unstoppable"))
        if m.get("crit_ready_card") and m.get("card"):
            crit_ready.append(str(m["card"]))
    if state.stealthed(c) and kind == "physical":
        power += 1
    space = None
    area: list[Any] = []
    if ab.aoe:
        text, _, idx = target_text.partition("/")
        space = parse_hex(text)
        area = list(aoe_areas(state.board, space)[int(idx)])
        defenders = [o.uid for o in state.in_play() if o.pos in area and o.controller != c.controller]
    else:
        defenders = target_text.split("+")
    pid = state.new_play(c, ab.id, inst.uid if inst else None, kind, list(defenders), text=target_text)
    state.attack = AttackCtx(
        pid, c.uid, ab.id, kind, dtype, max(0, power), defenders, space, area, unstoppable, crit_ready
    )
    state.attack.crit_die = any(bool(m.get("crit_die")) for m in mods)
    state.stack.append(AttackPhase("declared"))


def resolve_play(state: WowState, item: Work, events: list[Event]) -> bool:
    """A non-attack play resolves after its react window unless it was negated (703.1h)."""
    assert isinstance(item, ResolvePlay)
    state.stack.pop()
    play = state.plays[item.play]
    if item.play in state.negated:
        return True
    if item.step == 0 and not item.answer:
        ticking.start_channel(state, item.play, events)
    c = state.chars[play.char]
    # The card was exhausted as a cost, so look the ability up whatever its card's state.
    ab = state.any_ability(c, play.ability)
    card = state.catalog.cards.get(play.ability) if ab is None else None
    if ab is not None and ab.is_heal:
        faces = dice.roll(state.rng, ab.stats.power + counters.card_power_bonus(state, c, ab.id))
        healed = dice.successes(faces)
        events.append(
            Event(
                "dice_rolled",
                f"{state.label(c)} rolls {len(faces)} heal dice: {healed} successes.",
                dice_data(c.uid, "heal", faces, faces, [False] * len(faces)),
            )
        )
        for uid in play.targets:
            damage.heal(state, uid, healed, events)
        if dice.has_crit(faces):
            for eff in ab.crit:
                run_effect(state, EffectContext(c.uid, play.card, play.id), eff, play.targets, events)
    elif ab is not None:
        _resolve_effects(state, item, c, ab, events)
    elif card is not None and card.form is not None and ab is None:
        summons.enter_form(state, c, card.id, events)
    elif card is not None and card.pet:
        state.stack.append(SummonChoice(c.uid, card.pet))
    elif card is not None and card.totem is not None:
        summons.summon_totem(state, c, card.id, events)
    elif card is not None and card.buff is not None:
        for uid in play.targets or [c.uid]:
            attach_buff(state, c, card, uid, events)
    damage.process_destruction(state, events)
    return True


def _resolve_effects(state: WowState, item: ResolvePlay, c: Char, ab: Ability, events: list[Event]) -> None:
    """705.1a: the effects in order (the chosen mode's, 703.1b); a "may" step asks its player first
    (706.4) and the rest waits in a ``ResolvePlay`` from that step. Work pushed by earlier steps
    (a forced move's choice) stays on top, so it is settled before the question."""
    play = state.plays[item.play]
    targets = play.targets or [c.uid]
    ctx = EffectContext(c.uid, play.card, play.id)
    chosen = next((m for m in ab.modes if m.id == play.mode), None)
    steps = chosen.effects if chosen is not None else ab.effects
    base = len(state.stack)
    for i in range(item.step, len(steps)):
        eff = steps[i]
        answered = i == item.step and item.answer
        if eff.may and not answered:
            if not may_possible(state, ctx, eff, targets):
                continue  # 706.4: nothing it could do, so there is nothing to decide
            state.stack.insert(base, ResolvePlay(play.id, i))
            state.stack.insert(base + 1, MayChoice(play.id, i))
            return
        if eff.may and item.answer == "no" and i == item.step:
            continue
        run_effect(state, ctx, eff, targets, events)


def may_possible(state: WowState, ctx: EffectContext, eff: Effect, targets: list[str]) -> bool:
    """706.4: a "may" step is offered only when it would affect something."""
    if eff.per_counter and not counted(state, ctx, eff):
        return False
    return bool(select(state, ctx, eff, targets))


def attach_buff(state: WowState, c: Char, card: CardDef, uid: str, events: list[Event]) -> None:
    """301.2: attach a copy of the card, replacing same-name buffs, and run its one-shot text once.

    On a totem (301.2f) the buff's one-shot text resolves and the buff is removed at once.
    """
    if uid in state.totems:
        _buff_totem(state, c, card, uid, events)
        return
    target = state.chars[uid]
    if target.pos is None or card.buff is None:
        return
    for old in [b for b in target.buffs if b.card == card.id]:
        counters.detach_buff(state, target, old, events)  # 301.2b: a replaced copy first goes
    until = {"this_turn": "turn", "end_of_round": "round", "until_your_next_turn": f"start:{c.uid}"}.get(
        card.buff.duration, ""
    )
    buff = Buff(card.id, c.controller, card.buff.absorb, until, c.uid)
    counters.hold_buff(state, target, buff)
    events.append(
        Event(
            "buff_attached",
            f"{card.name} is attached to {state.label(target)}.",
            {"char": uid, "card": card.id, "party": c.controller},
        )
    )
    counters.add_buff_counters(state, uid, buff, events)
    for eff in card.buff.on_attach:
        run_effect(state, EffectContext(uid, None, None, c.controller), eff, [uid], events)


def channel_targets(state: WowState, c: Char) -> tuple[Ability, list[str], str] | None:
    """702.3b: the channeled ability, its still-legal targets and its target text, or None."""
    if c.channel is None or c.pos is None:
        return None
    ability_id, _, text = c.channel.partition(" ")
    ab = state.any_ability(c, ability_id)
    if ab is None:
        return None
    if ab.aoe or not text:
        return ab, [], text
    legal = []
    for uid in text.split("+"):
        target = state.totems.get(uid) or state.chars.get(uid)
        if target is not None and target.pos is not None and can_reach(state, c, target, ab.stats):
            legal.append(uid)
    return (ab, legal, text) if legal else None


def can_continue(state: WowState, c: Char) -> bool:
    found = channel_targets(state, c)
    return found is not None and state.can_pay(c, found[0].stats.cost or 0)


def continue_channel(state: WowState, c: Char, events: list[Event]) -> None:
    """702.3b: pay the cost and repeat the effect with the same targets, without playing it: no
    react windows, no "played" triggers; it counts as the turn's action."""
    found = channel_targets(state, c)
    t = state.turn
    assert found is not None and t is not None
    ab, targets, text = found
    t.action = True
    ticking.pay(state, c, ab.stats.cost or 0, events)
    events.append(
        Event(
            "channel_continued",
            f"{state.label(c)} continues {ab.name}.",
            {"char": c.uid, "ability": ab.id, "targets": targets},
        )
    )
    kind = ab.stats.power_kind
    if ab.is_attack:
        assert kind is not None and ab.damage_type is not None
        space = None
        area: list[Hex] = []
        defenders = targets
        if ab.aoe:
            where, _, idx = text.partition("/")
            space = parse_hex(where)
            area = list(aoe_areas(state.board, space)[int(idx)])
            defenders = [o.uid for o in state.in_play() if o.pos in area and o.controller != c.controller]
        power = max(0, ab.stats.power + state.stat(c, "power") + counters.card_power_bonus(state, c, ab.id))
        pid = state.new_play(c, ab.id, None, kind, defenders, text=text)
        state.attack = AttackCtx(pid, c.uid, ab.id, kind, ab.damage_type, power, defenders, space, area)
        state.stack.append(AttackPhase("protect"))
    else:
        pid = state.new_play(c, ab.id, None, kind, targets, text=text)
        state.stack.append(ResolvePlay(pid))


def pet_spaces(state: WowState, master: Char) -> list[Hex]:
    """305.1: spaces adjacent to the master without a character; else the nearest such spaces."""
    assert master.pos is not None
    occupied = state.occupied()
    free = [h for h in state.board.spaces if h not in occupied and h not in state.board.impassable]
    near = sorted(h for h in free if distance(h, master.pos) == 1)
    if near or not free:
        return near
    best = min(distance(h, master.pos) for h in free)
    return sorted(h for h in free if distance(h, master.pos) == best)


def summon_choice(state: WowState, item: Work, events: list[Event]) -> bool:
    assert isinstance(item, SummonChoice)
    master = state.chars[item.char]
    options = pet_spaces(state, master) if master.pos is not None else []
    if len(options) > 1:
        return False
    state.stack.pop()
    if options:
        summons.summon_pet(state, master, item.pet, options[0], events)
    return True


def _buff_totem(state: WowState, c: Char, card: CardDef, uid: str, events: list[Event]) -> None:
    assert card.buff is not None
    name = state.name_of(uid)  # the one-shot text may destroy the totem before the buff comes off
    events.append(
        Event(
            "buff_attached",
            f"{card.name} is attached to {name}.",
            {"char": uid, "card": card.id, "party": c.controller},
        )
    )
    ctx = EffectContext(c.uid, None, None, c.controller)
    for eff in card.buff.on_attach:
        if eff.target == "holder":
            apply_effect(state, ctx, eff, [uid], events)
    events.append(
        Event(
            "buff_removed",
            f"{card.name} is removed from {name} (301.2f).",
            {"char": uid, "card": card.id},
        )
    )


def dice_data(
    roller: str, kind: str, first: list[int], final: list[int], rerolled: list[bool]
) -> dict[str, Any]:
    """The event data of a roll: each die before and after rerolls, successes, crit."""
    return {
        "roller": roller,
        "kind": kind,
        "dice": [
            {"first": f, "final": g, "rerolled": r, "crit": g == dice.CRIT}
            for f, g, r in zip(first, final, rerolled, strict=True)
        ],
        "successes": dice.successes(final),
        "crit": dice.has_crit(final),
    }
