"""The registered effect vocabulary: each op is one function with declared parameters.

Content names ops in JSON (``{"op": "damage", "target": "target", "amount": 1}``); the loader
checks every op, parameter and target selector against ``OPS`` and ``TARGETS``, and the rules
code runs an effect with ``run_effect`` (which resolves the selector) or ``apply_effect``. An
op's ``crit_timing`` says when it resolves as a crit ability (601.1c): "roll" for extra hits and
ongoing effects, "after" for everything else.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from engine.core import Event
from engine.games.wowminis import control, counters, damage, moving, simultaneous, ticking
from engine.games.wowminis.model import Effect
from engine.games.wowminis.records import Buff, CardInst
from engine.games.wowminis.work import BuffChoice, ExhaustChoice

if TYPE_CHECKING:
    from engine.games.wowminis.state import Char, WowState

TARGETS: dict[str, str] = {
    "target": "each target of the ability (each defender of an attack)",
    "self": "the character using the ability",
    "holder": "the character a buff is attached to",
    "adjacent_enemies": "each enemy character adjacent to the character using the ability",
    "adjacent_allies": "each ally character adjacent to the character using the ability",
    "attack": "the attack being made (extra hits)",
    "source_card": "the Action Bar card the effect came from",
    "that_ability": "the ability whose play opened the react window",
    "attacker": "the character whose attack opened the react window",
}


@dataclass(frozen=True)
class EffectContext:
    """Who is acting: the character (or buff holder), the source card, the react's target play."""

    source: str
    card: str | None = None
    play_id: int | None = None
    buff_party: int | None = None


ApplyFn = Callable[["WowState", EffectContext, str, Effect, list[Event]], None]


@dataclass(frozen=True)
class OpSpec:
    """An op: its parameters (name -> type), the target selectors it accepts, and its text.

    ``choices`` lists the allowed values of a string parameter (the loader refuses any other).
    """

    name: str
    params: dict[str, type]
    targets: tuple[str, ...]
    template: str
    apply: ApplyFn
    crit_timing: str = "after"
    optional: tuple[str, ...] = ()
    choices: Mapping[str, tuple[str, ...]] = field(default_factory=dict)


OPS: dict[str, OpSpec] = {}


def op(
    name: str,
    params: dict[str, type],
    targets: tuple[str, ...],
    template: str,
    crit_timing: str = "after",
    optional: tuple[str, ...] = (),
    choices: Mapping[str, tuple[str, ...]] | None = None,
) -> Callable[[ApplyFn], ApplyFn]:
    """Register an op function under ``name`` with its declared parameters."""

    def register(fn: ApplyFn) -> ApplyFn:
        OPS[name] = OpSpec(name, params, targets, template, fn, crit_timing, optional, dict(choices or {}))
        return fn

    return register


_CHAR_TARGETS = ("target", "self", "holder", "adjacent_enemies", "adjacent_allies", "attacker")


def _is_totem(state: WowState, who: str) -> bool:
    """304.5: a totem has no personal clock and can't move or teleport, so such effects skip it.

    Anything that is not a character is a totem, in play or already destroyed by the attack whose
    crit effect arrives now (602.2: "move the defender" does nothing to a destroyed defender).
    """
    return who not in state.chars


@op("damage", {"amount": int}, _CHAR_TARGETS, "Deal {amount} damage to {who}.")
def _damage(state: WowState, ctx: EffectContext, who: str, eff: Effect, events: list[Event]) -> None:
    by = ctx.buff_party if ctx.buff_party is not None else state.chars[ctx.source].controller
    damage.deal_damage(state, who, int(eff.param("amount")), events, attack=False, by=by)


@op("heal", {"amount": int}, _CHAR_TARGETS, "Heal {who} for {amount}.")
def _heal(state: WowState, ctx: EffectContext, who: str, eff: Effect, events: list[Event]) -> None:
    damage.heal(state, who, int(eff.param("amount")), events)


@op("bonus_hits", {"amount": int}, ("attack",), "+{amount} hits.", crit_timing="roll")
def _bonus_hits(state: WowState, ctx: EffectContext, who: str, eff: Effect, events: list[Event]) -> None:
    add_bonus_hits(state, int(eff.param("amount")))


@op(
    "cant_move_next_turn", {}, _CHAR_TARGETS, "{who_cap} can't move during its next turn.", crit_timing="roll"
)
def _cant_move(state: WowState, ctx: EffectContext, who: str, eff: Effect, events: list[Event]) -> None:
    if _is_totem(state, who):
        return
    add_status(state, who, "cant_move_next_turn", events)


@op("push", {"amount": int, "away": bool}, _CHAR_TARGETS, "{push_text}", optional=("away",))
def _push(state: WowState, ctx: EffectContext, who: str, eff: Effect, events: list[Event]) -> None:
    if _is_totem(state, who):
        return
    chooser = ctx.buff_party if ctx.buff_party is not None else state.chars[ctx.source].controller
    source = state.chars[ctx.source].pos if eff.param("away") else None
    moving.start_forced_move(state, who, int(eff.param("amount")), source, chooser, events)


@op("teleport", {"amount": int}, ("self", "target"), "{teleport_text}")
def _teleport(state: WowState, ctx: EffectContext, who: str, eff: Effect, events: list[Event]) -> None:
    if _is_totem(state, who):
        return
    chooser = ctx.buff_party if ctx.buff_party is not None else state.chars[ctx.source].controller
    moving.start_teleport(state, who, int(eff.param("amount")), chooser, events)


@op("switch", {}, ("target",), "This character switches spaces with {who}.")
def _switch(state: WowState, ctx: EffectContext, who: str, eff: Effect, events: list[Event]) -> None:
    moving.switch(state, ctx.source, who, events)


@op("tick_up", {"amount": int}, _CHAR_TARGETS, "Add {ticks_text} to {who}.")
def _tick_up(state: WowState, ctx: EffectContext, who: str, eff: Effect, events: list[Event]) -> None:
    if _is_totem(state, who):
        return
    by = ctx.buff_party if ctx.buff_party is not None else state.chars[ctx.source].controller
    ticking.effect_tick_up(state, who, int(eff.param("amount")), events, by, ctx.play_id or 0)


@op("tick_down", {"amount": int}, _CHAR_TARGETS, "Tick {who} down {amount}.")
def _tick_down(state: WowState, ctx: EffectContext, who: str, eff: Effect, events: list[Event]) -> None:
    if _is_totem(state, who):
        return
    ticking.effect_tick_down(state, who, int(eff.param("amount")), events)


@op("ready_card", {}, ("source_card",), "Ready {card_name}.")
def _ready_card(state: WowState, ctx: EffectContext, who: str, eff: Effect, events: list[Event]) -> None:
    ready_card(state, who, events)


@op("exhaust_card", {}, _CHAR_TARGETS, "{who_cap} exhausts 1 of its Action Bar cards.")
def _exhaust_card(state: WowState, ctx: EffectContext, who: str, eff: Effect, events: list[Event]) -> None:
    # 602.2: a defender the attack destroyed still exhausts a card (its cards stay with it, 403.2a).
    if _is_totem(state, who):
        return
    options = ready_cards(state, who)
    if len(options) == 1:
        exhaust_card(state, who, options[0].card, events)
    elif options:
        state.stack.append(ExhaustChoice(who, state.chars[who].controller))


@op("negate", {}, ("that_ability",), "Negate that ability.")
def _negate(state: WowState, ctx: EffectContext, who: str, eff: Effect, events: list[Event]) -> None:
    negate(state, int(who), events)


@op(
    "next_attack",
    {
        "power": int,
        "only_kind": str,
        "only_damage_type": str,
        "becomes_kind": str,
        "becomes_damage_type": str,
        "unstoppable": bool,
        "crit_ready_card": bool,
        "crit_die": bool,
    },
    ("self",),
    "{next_attack_text}",
    optional=(
        "power",
        "only_kind",
        "only_damage_type",
        "becomes_kind",
        "becomes_damage_type",
        "unstoppable",
        "crit_ready_card",
        "crit_die",
    ),
)
def _next_attack(state: WowState, ctx: EffectContext, who: str, eff: Effect, events: list[Event]) -> None:
    add_next_attack_mod(state, who, ctx.card, dict(eff.params), events)


# -- the primitives the ops above share ---------------------------------------------------------
def add_status(state: WowState, uid: str, status: str, events: list[Event]) -> None:
    """Give an in-play character a status such as "can't move during its next turn"."""
    c = state.chars[uid]
    if c.pos is not None and status not in c.statuses:
        c.statuses.append(status)
        events.append(
            Event("status", f"{state.label(c)}: {status.replace('_', ' ')}.", {"char": uid, "status": status})
        )


def add_bonus_hits(state: WowState, amount: int) -> None:
    """601.1c: crit abilities that add hits add them to the attack being resolved."""
    if state.attack is not None:
        state.attack.bonus_hits += amount


def ready_card(state: WowState, card_uid: str, events: list[Event]) -> None:
    """Ready an exhausted Action Bar card by its uid (an effect such as Arcane Shot's crit)."""
    found = state.find_card(card_uid)
    if found is not None and found[1].exhausted:
        ready(state, found[0], found[1], events)


def ready(state: WowState, c: Char, inst: CardInst, events: list[Event]) -> None:
    """Turn ``c``'s exhausted card ``inst`` upright (106.1). Readied face-up equipment is no longer
    broken: a health modifier comes back onto the dial with the maximum (402.3b). A face-down card
    stays face down (106.2) and the log does not name it."""
    mends = inst.face_up and c.pos is not None and state.card_def(inst).category == "equipment"
    before = state.stat(c, "health") if mends else 0
    inst.exhausted = False
    if mends:
        c.health += state.stat(c, "health") - before
    if inst.face_up:
        events.append(
            Event("card_readied", f"{state.card_def(inst).name} readies.", {"char": c.uid, "card": inst.uid})
        )
    else:
        text = f"A face-down card of {state.label(c)} readies."
        events.append(Event("card_readied", text, {"char": c.uid, "face_down": True}))


def ready_cards(state: WowState, uid: str) -> list[CardInst]:
    """The Action Bar cards ``uid`` could exhaust, by card id: ready ones (106.1), face up or down
    (106.2), equipment included; a form set aside has no orientation (303.2). In or out of play."""
    c = state.chars.get(uid)
    if c is None:
        return []
    return sorted((i for i in c.cards if not i.exhausted and not i.aside), key=lambda i: i.card)


def exhaust_card(state: WowState, uid: str, card: str, events: list[Event]) -> None:
    """Turn ``uid``'s ready card ``card`` sideways (106.1): on cooldown (300.5), or broken if it is
    equipment (302.4), which may lower its health (the caller then checks destruction, 403.2). A
    face-down card stays face down (106.2) and the log does not name it."""
    c = state.chars[uid]
    inst = next((i for i in c.cards if i.card == card and not i.exhausted and not i.aside), None)
    if inst is None:
        return
    before = state.stat(c, "health")
    inst.exhausted = True
    if c.pos is not None:
        # 402.3a: broken equipment's health leaves the dial with the maximum (not damage).
        c.health += state.stat(c, "health") - before
    what = state.card_def(inst).name if inst.face_up else "a face-down Action Bar card"
    data: dict[str, Any] = (
        {"char": uid, "card": inst.uid} if inst.face_up else {"char": uid, "face_down": True}
    )
    events.append(Event("card_exhausted", f"{state.label(c)} exhausts {what} (106.1).", data))


def negate(state: WowState, play_id: int, events: list[Event]) -> None:
    """Negate a play (703.1h); forms and unstoppable attacks can't be negated."""
    play = state.plays.get(play_id)
    is_form = (
        play is not None
        and play.ability in state.catalog.cards
        and bool(state.catalog.cards[play.ability].form)
    )
    if is_form or (state.attack is not None and state.attack.play == play_id and state.attack.unstoppable):
        events.append(Event("negated", "The attack can't be negated.", {"play": play_id, "negated": False}))
        return
    state.negated.add(play_id)
    name = play.ability if play else str(play_id)
    events.append(
        Event("negated", f"{name.replace('_', ' ').title()} is negated.", {"play": play_id, "negated": True})
    )


def add_next_attack_mod(
    state: WowState, uid: str, card_uid: str | None, params: dict[str, Any], events: list[Event]
) -> None:
    """Change the turn character's next attack this turn (the "next attack" instants)."""
    if state.turn is not None and state.turn.char == uid:
        mod = dict(params)
        mod["card"] = card_uid or ""
        state.turn.next_attack.append(mod)
        events.append(
            Event(
                "status",
                f"{state.label(state.chars[uid])}'s next attack is changed.",
                {"char": uid, "mod": mod},
            )
        )


@op(
    "add_counter",
    {"counter": str, "amount": int},
    (*_CHAR_TARGETS, "source_card"),
    "Put {counters_text} on {who}.",
)
def _add_counter(state: WowState, ctx: EffectContext, who: str, eff: Effect, events: list[Event]) -> None:
    if who in state.totems:
        return
    counters.change(state, who, str(eff.param("counter")), int(eff.param("amount")), events)


@op(
    "remove_counters",
    {"counter": str},
    (*_CHAR_TARGETS, "source_card"),
    "Remove all {counter_name} counters from {who}.",
)
def _remove_counters(state: WowState, ctx: EffectContext, who: str, eff: Effect, events: list[Event]) -> None:
    if who in state.totems:
        return
    name = str(eff.param("counter"))
    counters.change(state, who, name, -counters.count(state, who, name), events)


@op(
    "take_control",
    {},
    ("target", "holder"),
    "Gain control of {who} and take a turn with it now; control returns at the end of that turn.",
)
def _take_control(state: WowState, ctx: EffectContext, who: str, eff: Effect, events: list[Event]) -> None:
    if _is_totem(state, who):
        return
    player = ctx.buff_party if ctx.buff_party is not None else state.chars[ctx.source].controller
    control.take_control(state, who, player, events)


@op(
    "move_buff",
    {"to": str, "kind": str},
    ("target", "attacker", "adjacent_enemies", "adjacent_allies"),
    "{move_buff_text}",
    optional=("kind",),
    choices={"to": ("self", "holder"), "kind": ("buff", "debuff")},
)
def _move_buff(state: WowState, ctx: EffectContext, who: str, eff: Effect, events: list[Event]) -> None:
    to = ctx.source  # "self" and "holder" both name the acting character (the buff's holder in a buff)
    kind = str(eff.param("kind") or "")
    options = movable_buffs(state, who, kind)
    if who == to or not options or state.chars[to].pos is None:
        return
    if len(options) == 1:
        move_buff(state, who, to, options[0].card, events)
        return
    chooser = ctx.buff_party if ctx.buff_party is not None else state.chars[ctx.source].controller
    state.stack.append(BuffChoice(who, to, chooser, kind))


def movable_buffs(state: WowState, uid: str, kind: str = "") -> list[Buff]:
    """The buffs an effect may remove from ``uid`` to attach elsewhere (301.3), by card id: all of
    them, or with ``kind`` only buffs ("buff") or only debuffs ("debuff")."""
    c = state.chars.get(uid)
    if c is None or c.pos is None:
        return []
    cards = state.catalog.cards
    return sorted((b for b in c.buffs if not kind or cards[b.card].type == kind), key=lambda b: b.card)


def move_buff(state: WowState, src: str, dst: str, card: str, events: list[Event]) -> None:
    """301.3: remove the buff ``card`` from ``src`` and attach it to ``dst`` without playing it.

    Its text is not reprocessed (no on-attach effects, no new counters from its text); the counters
    removed with it from ``src`` (301.2e) are added to ``dst`` as it attaches and stay its counters.
    Attaching removes ``dst``'s other buffs of the same name with their counters (301.2b). It keeps
    its party (301.2a), its duration, what is left of a shield and the character that attached it.
    A health change leaves one dial and moves the other, with the maximum (402.3).
    """
    giver, taker = state.chars[src], state.chars[dst]
    buff = next((b for b in giver.buffs if b.card == card), None)
    if buff is None or giver.pos is None or taker.pos is None or src == dst:
        return
    cards = state.catalog.cards
    name = cards[card].name
    moved = counters.detach_buff(state, giver, buff, events)
    for old in [b for b in taker.buffs if cards[b.card].name == name]:
        counters.detach_buff(state, taker, old, events)
        events.append(
            Event(
                "buff_removed",
                f"{name} is removed from {state.label(taker)} (301.2b).",
                {"char": dst, "card": old.card},
            )
        )
    counters.hold_buff(state, taker, buff)
    events.append(
        Event(
            "buff_moved",
            f"{name} moves from {state.label(giver)} to {state.label(taker)} (301.3).",
            {"char": dst, "from": src, "card": card, "party": buff.party},
        )
    )
    counters.add_moved_counters(state, dst, buff, moved, events)


def op_text(
    eff: Effect, card_name: str = "this card", holder: str = "the buffed character", target: str = "target"
) -> str:
    """The displayed sentence of one effect, generated from its data."""
    spec = OPS[eff.op]
    who = {"holder": holder, "target": target}.get(eff.target) or WHO_TEXT.get(eff.target, eff.target)
    values: dict[str, Any] = {k: eff.params[k] for k in eff.params}
    values.update(who=who, who_cap=who[:1].upper() + who[1:], card_name=card_name)
    if "counter" in values:
        values["counter_name"] = counters.display_name(str(values["counter"]))
        values["counters_text"] = counters.amount_text(
            str(values["counter"]), int(values.get("amount", 1)), in_words=True
        )
    if eff.op == "tick_up":
        values["ticks_text"] = _count(int(eff.param("amount")), "tick")
    if eff.op == "next_attack":
        values["next_attack_text"] = _next_attack_text(eff, card_name)
    if eff.op == "teleport":
        values["teleport_text"] = f"Teleport {who} up to {eff.param('amount')} spaces."
    if eff.op == "push":
        away = " away from this character" if eff.param("away") else ""
        values["push_text"] = f"Move {who} {_count(int(eff.param('amount')), 'space')}{away}."
    if eff.op == "move_buff":
        what = eff.param("kind") or "buff or debuff"
        to = {"holder": holder}.get(str(eff.param("to")), WHO_TEXT.get(str(eff.param("to")), ""))
        values["move_buff_text"] = (
            f"Remove a {what} from {who} and attach it to {to}; its counters move with it."
        )
    text = spec.template.format(**values)
    if eff.per_counter:
        on = "this card" if eff.counted_on == "source_card" else "this character"
        text = f"{text[:-1]} for each {counters.display_name(eff.per_counter)} counter on {on}."
    if eff.may:
        text = f"You may {text[:1].lower()}{text[1:]}"
    return text


def _count(n: int, noun: str) -> str:
    """``1 tick``, ``2 spaces``."""
    return f"{n} {noun}" + ("" if n == 1 else "s")


WHO_TEXT: dict[str, str] = {
    "target": "target",
    "self": "this character",
    "holder": "the buffed character",
    "adjacent_enemies": "each adjacent enemy",
    "adjacent_allies": "each adjacent ally",
    "attack": "the attack",
    "source_card": "this card",
    "that_ability": "that ability",
    "attacker": "the attacker",
}


def _next_attack_text(eff: Effect, card_name: str) -> str:
    kind = eff.param("only_kind")
    dtype = eff.param("only_damage_type")
    what = " ".join(
        p for p in (f"[{kind.capitalize()}]" if kind else "", f"({dtype.capitalize()})" if dtype else "") if p
    )
    subject = f"This character's next {what + ' ' if what else ''}attack this turn"
    parts: list[str] = []
    if eff.param("becomes_kind"):
        new_type = eff.param("becomes_damage_type")
        parts.append(
            f"becomes a [{eff.param('becomes_kind').capitalize()}]"
            + (f" ({new_type.capitalize()})" if new_type else "")
            + " attack instead"
        )
    if eff.param("power"):
        parts.append(f"has power +{eff.param('power')}")
    if eff.param("unstoppable"):
        parts.append("can't be negated, redirected, or taunted")
    if eff.param("crit_die"):
        parts.append("has its lowest die changed to a [Crit] after rerolls")
    if eff.param("crit_ready_card"):
        parts.append(f'also has "[Crit]: Ready {card_name}."')
    return subject + " " + " and ".join(parts) + "."


def apply_effect(
    state: WowState, ctx: EffectContext, eff: Effect, targets: list[str], events: list[Event]
) -> None:
    """Run one effect on the characters (or card, or play id) its selector resolved to."""
    if eff.op == "damage" and len(targets) >= 2:
        # 107.2: damage to several characters at once is dealt in an order the players choose.
        by = ctx.buff_party if ctx.buff_party is not None else state.chars[ctx.source].controller
        simultaneous.deal_together(state, [(who, int(eff.param("amount"))) for who in targets], by, events)
        return
    fn = OPS[eff.op].apply
    for who in targets:
        fn(state, ctx, who, eff, events)


def run_effect(
    state: WowState, ctx: EffectContext, eff: Effect, targets: list[str], events: list[Event]
) -> None:
    """Resolve an effect's selector from the acting character, then apply it (705.1b: what can be done).

    An effect counted per counter (401.1c) applies its amount times the counters of that name on the
    actor or on the effect's source card.
    """
    if eff.per_counter:
        n = counted(state, ctx, eff)
        if n == 0:
            return
        params = dict(eff.params)
        params["amount"] = int(params["amount"]) * n
        eff = Effect(eff.op, eff.target, MappingProxyType(params), eff.may)
    apply_effect(state, ctx, eff, select(state, ctx, eff, targets), events)


def counted(state: WowState, ctx: EffectContext, eff: Effect) -> int:
    """How many of the counters a per-counter effect counts there are (401.1c, 401.1e)."""
    holder = ctx.card if eff.counted_on == "source_card" else ctx.source
    return counters.count(state, holder, eff.per_counter)


def select(state: WowState, ctx: EffectContext, eff: Effect, targets: list[str]) -> list[str]:
    """What an effect's selector resolves to now: characters, totems, a card or a play id."""
    actor = state.chars[ctx.source]
    who: list[str]
    if eff.target in ("target",):
        who = list(targets)
    elif eff.target in ("self", "holder"):
        who = [actor.uid]
    elif eff.target == "adjacent_enemies":
        who = [o.uid for o in state.adjacent_chars(actor, enemies=True)]
    elif eff.target == "adjacent_allies":
        who = [o.uid for o in state.adjacent_chars(actor, enemies=False)]
    elif eff.target == "attack":
        who = ["attack"]
    elif eff.target == "attacker":
        play = state.plays.get(ctx.play_id) if ctx.play_id is not None else None
        who = [play.char] if play is not None else []
    elif eff.target == "source_card":
        who = [ctx.card] if ctx.card else []
    else:
        who = [str(ctx.play_id)] if ctx.play_id is not None else []
    if eff.op not in ("damage", "switch"):
        who = [u for u in who if u not in state.totems]
    return who
