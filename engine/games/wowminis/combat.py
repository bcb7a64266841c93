"""The attack pipeline (600-602) as work-item phases over the state's ``AttackCtx``.

declared -> react window (703.1h) -> protect (600.3 negation check, 600.4 protectors) -> roll
(601.1, attacker rerolls 105.3) -> crit (601.1c: crit abilities that add hits or create ongoing
effects resolve now) -> defend/block per defender (601.2, defender rerolls) -> damage (602.1: the
players order the simultaneous damage, 107.2) -> deal (each defender's damage in that order, after
replacement effects, 709) -> after (destruction once all is dealt, then 602.2: the other crit
abilities) -> windows (602.4).
"""

from __future__ import annotations

from engine.core import Event
from engine.games.wowminis import damage, dice, simultaneous, ticking
from engine.games.wowminis.abilities import dice_data
from engine.games.wowminis.board import Terrain
from engine.games.wowminis.effects import OPS, EffectContext, ready_card, run_effect
from engine.games.wowminis.model import Ability
from engine.games.wowminis.state import AttackCtx, WowState
from engine.games.wowminis.work import (
    AttackPhase,
    ProtectChoice,
    ReactWindow,
    RerollChoice,
    Work,
)
from engine.hex import distance


class _Phases(dict[tuple[str, int], AttackPhase]):
    """The work item of each attack step by (phase, index), made on first use: they are frozen values,
    shared by every attack. A dict that makes what it misses, so a step is read by subscription (no
    function call per step)."""

    def __missing__(self, key: tuple[str, int]) -> AttackPhase:
        found = self[key] = AttackPhase(*key)
        return found


_PHASES = _Phases()


def _ability(state: WowState, atk: AttackCtx) -> Ability:
    c = state.chars[atk.attacker]
    for ab, _ in state.abilities_of(c):
        if ab.id == atk.ability:
            return ab
    for inst in c.cards:
        card = state.card_def(inst)
        if card.ability is not None and card.ability.id == atk.ability:
            return card.ability
    raise AssertionError(f"attack ability {atk.ability} not found")


def roll_dice(state: WowState, roll: str) -> list[int]:
    atk = state.attack
    assert atk is not None
    return atk.dice if roll == "attack" else atk.def_dice


def attack_phase(state: WowState, item: Work, events: list[Event]) -> bool:
    assert isinstance(item, AttackPhase)
    state.stack.pop()
    atk = state.attack
    assert atk is not None
    phase = item.phase
    if phase == "declared":
        attacker = state.chars[atk.attacker]
        names = ", ".join(state.name_of(d) for d in atk.defenders) or "nobody"
        events.append(
            Event(
                "attack_declared",
                f"{state.label(attacker)} attacks {names}.",
                {
                    "attacker": atk.attacker,
                    "ability": atk.ability,
                    "targets": list(atk.defenders),
                    "kind": atk.kind,
                    "damage_type": atk.damage_type,
                    "power": atk.power,
                    "space": str(atk.space) if atk.space else None,
                    "area": [str(h) for h in atk.area],
                    "play": atk.play,
                },
            )
        )
        state.stack.append(_PHASES["protect", 0])
        tp = state.turn_player if state.turn_player is not None else 0
        state.stack.append(ReactWindow(atk.play, ("enemy_plays", "attack_targets"), (tp, 1 - tp)))
    elif phase == "protect":
        _protect_phase(state, atk, events)
    elif phase == "roll":
        atk.dice = dice.roll(state.rng, atk.power)
        atk.first = list(atk.dice)
        atk.rerolled = [False] * len(atk.dice)
        attacker = state.chars[atk.attacker]
        events.append(
            Event(
                "dice_rolled",
                f"{state.label(attacker)} rolls {len(atk.dice)} attack dice: "
                + dice.faces_text(atk.dice)
                + ".",
                dice_data(atk.attacker, "attack", atk.first, atk.dice, atk.rerolled),
            )
        )
        state.stack.append(_PHASES["crit", 0])
        allowance = attack_rerolls(state, atk)
        mandatory = (
            len({b.card for b in attacker.buffs if "must_reroll_success" in state.buff_statuses(b)})
            if attacker.buffs
            else 0
        )
        if (allowance or mandatory) and atk.dice:
            state.stack.append(RerollChoice("attack", atk.attacker, allowance, mandatory))
    elif phase == "crit":
        if atk.crit_die and atk.dice and dice.CRIT not in atk.dice:
            # 105.3a: die-changing effects apply after every reroll; the lowest die becomes a crit.
            low = min(range(len(atk.dice)), key=lambda i: (atk.dice[i], i))
            atk.dice[low] = dice.CRIT
            events.append(
                Event(
                    "die_changed",
                    f"{state.name_of(atk.attacker)} changes a die to a crit.",
                    dice_data(atk.attacker, "attack", atk.first, atk.dice, atk.rerolled),
                )
            )
        atk.hits = dice.successes(atk.dice)
        atk.crit = dice.has_crit(atk.dice)
        events.append(
            Event(
                "attack_roll",
                f"{atk.hits} hit(s)" + (", a crit!" if atk.crit else "."),
                {"hits": atk.hits, "crit": atk.crit},
            )
        )
        state.stack.append(_PHASES["defend", 0])
        if atk.crit:
            _crit_effects(state, atk, "roll", events)
            _crit_window(state, atk.attacker)
    elif phase == "defend":
        if item.index >= len(atk.defenders):
            state.stack.append(_PHASES["damage", 0])
            return True
        if atk.defenders[item.index] in state.totems:
            # 304.4-304.5: a totem has no armor or resist and no terrain reroll: it rolls no dice.
            atk.blocks[atk.defenders[item.index]] = 0
            state.stack.append(_PHASES["defend", item.index + 1])
            return True
        d = state.chars[atk.defenders[item.index]]
        n = max(0, state.stat(d, "armor" if atk.kind == "physical" else "resist"))
        atk.def_dice = dice.roll(state.rng, n)
        atk.def_first = list(atk.def_dice)
        atk.def_rerolled = [False] * n
        events.append(
            Event(
                "dice_rolled",
                f"{state.label(d)} rolls {n} defense dice: "
                + dice.faces_text(atk.def_dice)
                + ".",
                dice_data(d.uid, "defense", atk.def_first, atk.def_dice, atk.def_rerolled),
            )
        )
        state.stack.append(_PHASES["block", item.index])
        if d.pos is not None and state.terrain(d.pos) is Terrain.COVER and atk.def_dice:
            state.stack.append(RerollChoice("defense", d.uid, 1))
    elif phase == "block":
        d = state.chars[atk.defenders[item.index]]
        atk.blocks[d.uid] = dice.successes(atk.def_dice)
        events.append(
            Event(
                "blocked",
                f"{state.label(d)} blocks {atk.blocks[d.uid]}.",
                {"char": d.uid, "blocks": atk.blocks[d.uid]},
            )
        )
        state.stack.append(_PHASES["defend", item.index + 1])
        if dice.has_crit(atk.def_dice) and state.game.options["defense_crit_opens_window"]:
            _crit_window(state, d.uid)
    elif phase == "damage":
        # 107.2: the turn player orders the damage destined for their party's characters, then the
        # other player orders theirs (DamageOrder, top last so the turn player answers first).
        state.stack.append(_PHASES["deal", 0])
        hurt = [d for d in atk.defenders if _damage_of(atk, d) > 0]
        if len(hurt) <= 1:
            atk.order = hurt  # nobody has two characters to order: no DamageOrder items to push and skip
        else:
            atk.order = []
            simultaneous.push_orders(state, hurt, effect=False)
    elif phase == "deal":
        if item.index < len(atk.order):
            # The next step goes first, so a replacement choice this damage asks for sits above it.
            state.stack.append(_PHASES["deal", item.index + 1])
            uid = atk.order[item.index]
            by = state.chars[atk.attacker].controller
            damage.deal_damage(state, uid, _damage_of(atk, uid), events, attack=True, destroy=False, by=by)
        else:
            state.stack.append(_PHASES["after", 0])
    elif phase == "after":
        damage.process_destruction(state, events)
        # 602.4's windows come after the crit effects and anything they leave to decide (a push's
        # end, the order of their damage), so "took no damage" is read once all of it is dealt.
        state.stack.append(_PHASES["windows", 0])
        if state.result is None and atk.crit:
            _crit_effects(state, atk, "after", events)
            damage.process_destruction(state, events)
    elif phase == "windows":
        state.attack = None
        tp = state.turn_player if state.turn_player is not None else 0
        for uid in reversed(atk.defenders):
            attacked = state.chars.get(uid)
            if attacked is not None and attacked.pos is not None and uid not in state.hurt:
                # 602.4: "was attacked and took no damage this turn".
                state.stack.append(ReactWindow(atk.play, ("attacked_no_damage",), (tp, 1 - tp), uid))
    return True


def _damage_of(atk: AttackCtx, uid: str) -> int:
    """602.1: hits minus the defender's blocks."""
    return atk.hits + atk.bonus_hits - atk.blocks.get(uid, 0)


def attack_rerolls(state: WowState, atk: AttackCtx) -> int:
    """Optional attack rerolls: high ground (406.2b) and reroll auras of allied totems on or adjacent
    to the attacker (Strength of Earth Totem); same-name totems count once (704.3b)."""
    attacker = state.chars[atk.attacker]
    if attacker.pos is None:
        return 0
    total = 1 if state.terrain(attacker.pos) is Terrain.HIGH_GROUND else 0
    names: dict[str, int] = {}
    for t in state.totems.values():
        spec = state.catalog.cards[t.card].totem
        if spec is None or spec.reroll_damage_type != atk.damage_type or t.controller != attacker.controller:
            continue
        if t.pos == attacker.pos or distance(t.pos, attacker.pos) == 1:
            names.setdefault(t.card, spec.reroll_dice)
    return total + sum(names.values())


def _crit_window(state: WowState, roller: str) -> None:
    """105.2: a final roll with a crit opens the "rolls a [Crit]" react window, once per roll."""
    atk = state.attack
    assert atk is not None
    tp = state.turn_player if state.turn_player is not None else 0
    state.stack.append(ReactWindow(atk.play, ("crit_rolled",), (tp, 1 - tp), roller))


def _protect_phase(state: WowState, atk: AttackCtx, events: list[Event]) -> None:
    attacker = state.chars[atk.attacker]
    chars = state.chars
    # Plain loops rather than comprehensions (each builds and calls a function): every attack runs this.
    live: list[str] = []
    for d in atk.defenders:
        if d in state.totems or (d in chars and chars[d].pos is not None):
            live.append(d)
    if atk.play in state.negated or attacker.pos is None or (atk.space is None and not live):
        events.append(
            Event(
                "attack_negated",
                f"{state.label(attacker)}'s attack is negated.",
                {"attacker": atk.attacker, "play": atk.play},
            )
        )
        state.attack = None
        return
    atk.defenders = live
    ticking.start_channel(state, atk.play, events)
    state.stack.append(_PHASES["roll", 0])
    if atk.unstoppable:
        return
    defs = state.catalog.characters
    protectors: list[str] = []
    for u in state.order:
        c = chars[u]
        if (
            c.pos is not None
            and c.controller != attacker.controller
            and "protector" in defs[c.cid].keywords
            and u not in atk.defenders
        ):
            protectors.append(u)
    for uid in reversed(protectors):
        state.stack.append(ProtectChoice(uid))


def protect_options(state: WowState, item: ProtectChoice) -> list[str]:
    """600.4: proposed defenders adjacent to the protector that nobody has protected yet."""
    atk = state.attack
    if atk is None:
        return []
    p = state.chars[item.protector]
    if p.pos is None or p.uid in atk.defenders or p.uid in atk.protected:
        return []
    return sorted(
        d
        for d in atk.defenders
        if d not in atk.protected
        and d in state.chars
        and state.chars[d].controller == p.controller
        and state.adjacent(p, state.chars[d])
    )


def protect_waiting(state: WowState, item: Work, events: list[Event]) -> bool:
    assert isinstance(item, ProtectChoice)
    if not protect_options(state, item):
        state.stack.pop()
        return True
    return False


def protect(state: WowState, protector: str, defender: str, events: list[Event]) -> None:
    atk = state.attack
    assert atk is not None
    atk.defenders = [protector if d == defender else d for d in atk.defenders]
    atk.protected.extend([defender, protector])
    events.append(
        Event(
            "protected",
            f"{state.label(state.chars[protector])} protects {state.label(state.chars[defender])}.",
            {"protector": protector, "defender": defender},
        )
    )


def reroll(state: WowState, item: RerollChoice, indices: list[int], events: list[Event]) -> None:
    """105.3: reroll the chosen dice at once; a rerolled die is final."""
    atk = state.attack
    assert atk is not None
    faces = roll_dice(state, item.roll)
    flags = atk.rerolled if item.roll == "attack" else atk.def_rerolled
    first = atk.first if item.roll == "attack" else atk.def_first
    for i in indices:
        faces[i] = state.rng.randint(1, 10)
        flags[i] = True
    events.append(
        Event(
            "dice_rolled",
            f"{state.label(state.chars[item.roller])} rerolls: "
            + dice.faces_text(faces)
            + ".",
            dice_data(item.roller, item.roll, first, faces, flags),
        )
    )


def _crit_effects(state: WowState, atk: AttackCtx, timing: str, events: list[Event]) -> None:
    """601.1c/602.2: crit abilities trigger once per roll, at their timing."""
    ab = _ability(state, atk)
    ctx = EffectContext(atk.attacker, state.plays[atk.play].card, atk.play)  # "this card" (401.1e)
    for eff in ab.crit:
        if OPS[eff.op].crit_timing == timing:
            run_effect(state, ctx, eff, list(atk.defenders), events)
    if timing == "after":
        for card_uid in atk.crit_ready:
            ready_card(state, card_uid, events)
