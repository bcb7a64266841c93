"""The WoW Miniatures game state: characters, clocks, VPs and the work stack.

The data is plain: ``Char`` and ``CardInst`` records, a ``Turn`` record for the turn character, an
``AttackCtx`` for the attack being resolved, and ``stack`` of frozen work items (work.py). The
rules that move the game on live in sequence.py (ticks, turns, reacts, triggers) and combat.py
(the attack pipeline); this module holds the shared primitives they call (stats, damage, healing,
destruction, VPs, clocks) and the contract methods. ``clone()`` copies the mutable records by hand
and shares the board and catalog.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.core import Event, Outcome, Rng, State
from engine.core.actions import Action
from engine.core.state import TERMINAL, PlayerId
from engine.games.wowminis import clocks
from engine.games.wowminis.board import Board, Terrain
from engine.games.wowminis.effects import EffectContext, apply_effect
from engine.games.wowminis.model import Ability, CardDef, Catalog, CharacterDef, CharTrigger
from engine.games.wowminis.movement import away_paths, forced_paths, teleport_destinations
from engine.games.wowminis.work import ForcedMove, ReactWindow, TeleportChoice, Work
from engine.hex import Hex, disc, distance

if TYPE_CHECKING:
    from engine.games.wowminis.game import WowMinisGame

KILL_VP = 4
LEGENDARY_KILL_VP = 8


@dataclass(slots=True)
class CardInst:
    """One Action Bar card in play: facing and orientation are independent (106.2)."""

    uid: str
    card: str
    face_up: bool = False
    exhausted: bool = False
    aside: bool = False

    def copy(self) -> CardInst:
        return CardInst(self.uid, self.card, self.face_up, self.exhausted, self.aside)


@dataclass(slots=True)
class Buff:
    """A buff/debuff attached to a character: a copy of the card, allied with ``party`` (301.2)."""

    card: str
    party: int
    counter: int = 0
    until: str = ""

    def copy(self) -> Buff:
        return Buff(self.card, self.party, self.counter, self.until)


@dataclass(slots=True)
class Char:
    """A character of the game; ``pos`` None means out of play (not spawned yet, or destroyed)."""

    uid: str
    cid: str
    owner: int
    controller: int
    pos: Hex | None
    clock: int
    health: int
    cards: list[CardInst] = field(default_factory=list)
    buffs: list[Buff] = field(default_factory=list)
    statuses: list[str] = field(default_factory=list)
    master: str | None = None
    form: str | None = None
    channel: str | None = None

    def copy(self) -> Char:
        return Char(
            self.uid,
            self.cid,
            self.owner,
            self.controller,
            self.pos,
            self.clock,
            self.health,
            [c.copy() for c in self.cards],
            [b.copy() for b in self.buffs],
            list(self.statuses),
            self.master,
            self.form,
            self.channel,
        )

    @property
    def in_play(self) -> bool:
        return self.pos is not None

    @property
    def is_pet(self) -> bool:
        return self.master is not None

    @property
    def removed(self) -> bool:
        """A pet removed from play (305.2) never returns: it takes no more turns."""
        return "removed" in self.statuses


@dataclass(slots=True)
class Turn:
    """The turn character's options used so far (501.3) and its turn-long effects."""

    char: str
    moved: bool = False
    instant: bool = False
    action: bool = False
    must_move: bool = False
    spaces_moved: int = 0
    stealth_start: bool = False
    next_attack: list[dict[str, Any]] = field(default_factory=list)

    def copy(self) -> Turn:
        return Turn(
            self.char,
            self.moved,
            self.instant,
            self.action,
            self.must_move,
            self.spaces_moved,
            self.stealth_start,
            [dict(m) for m in self.next_attack],
        )


@dataclass(slots=True)
class Play:
    """An ability being played (703): who, what, targets; negation is recorded on the state."""

    id: int
    char: str
    player: int
    ability: str
    card: str | None
    kind: str | None
    targets: list[str]
    react_card: bool = False
    text: str = ""

    def copy(self) -> Play:
        return Play(
            self.id,
            self.char,
            self.player,
            self.ability,
            self.card,
            self.kind,
            list(self.targets),
            self.react_card,
            self.text,
        )


@dataclass(slots=True)
class AttackCtx:
    """The attack being resolved (600-602): one roll for all defenders, per-defender blocks."""

    play: int
    attacker: str
    ability: str
    kind: str
    damage_type: str
    power: int
    defenders: list[str]
    space: Hex | None = None
    area: list[Hex] = field(default_factory=list)
    unstoppable: bool = False
    crit_ready: list[str] = field(default_factory=list)
    dice: list[int] = field(default_factory=list)
    rerolled: list[bool] = field(default_factory=list)
    first: list[int] = field(default_factory=list)
    hits: int = 0
    bonus_hits: int = 0
    crit: bool = False
    blocks: dict[str, int] = field(default_factory=dict)
    protected: list[str] = field(default_factory=list)
    def_dice: list[int] = field(default_factory=list)
    def_first: list[int] = field(default_factory=list)
    def_rerolled: list[bool] = field(default_factory=list)
    crit_die: bool = False

    def copy(self) -> AttackCtx:
        return AttackCtx(
            self.play,
            self.attacker,
            self.ability,
            self.kind,
            self.damage_type,
            self.power,
            list(self.defenders),
            self.space,
            list(self.area),
            self.unstoppable,
            list(self.crit_ready),
            list(self.dice),
            list(self.rerolled),
            list(self.first),
            self.hits,
            self.bonus_hits,
            self.crit,
            dict(self.blocks),
            list(self.protected),
            list(self.def_dice),
            list(self.def_first),
            list(self.def_rerolled),
            self.crit_die,
        )


@dataclass(slots=True)
class Totem:
    """A totem token (304): allied with its summoner's party, no clock, destroyed at damage >= health."""

    uid: str
    card: str
    controller: int
    pos: Hex
    damage: int = 0

    def copy(self) -> Totem:
        return Totem(self.uid, self.card, self.controller, self.pos, self.damage)


class WowState(State):
    """A WoW Miniatures position. See docs/wowminis-positions.md for its dict form."""

    game: WowMinisGame

    def __init__(self, game: WowMinisGame, rng: Rng, board: Board) -> None:
        super().__init__(game, rng)
        self.board = board
        self.catalog: Catalog = game.catalog
        self.master = 1
        self.round = 1
        self.names = ["Player 1", "Player 2"]
        self.vp = [0, 0]
        self.first_player = 0
        self.turn_player: int | None = None
        self.chars: dict[str, Char] = {}
        self.order: list[str] = []
        self.turn: Turn | None = None
        self.attack: AttackCtx | None = None
        self.plays: dict[int, Play] = {}
        self.negated: set[int] = set()
        self.next_play = 1
        self.stack: list[Work] = []
        self.result: Outcome | None = None
        self.in_wave = False
        self.damaged_by: dict[str, int] = {}
        self.hurt: set[str] = set()
        self.totems: dict[str, Totem] = {}
        self.next_totem = 1

    # -- lookups -------------------------------------------------------------------------------
    def char_def(self, uid: str) -> CharacterDef:
        return self.catalog.characters[self.chars[uid].cid]

    def ch(self, uid: str) -> Char:
        return self.chars[uid]

    def in_play(self) -> list[Char]:
        chars = self.chars
        return [c for u in self.order if (c := chars[u]).pos is not None]

    def occupant(self, h: Hex) -> Char | None:
        for c in self.in_play():
            if c.pos == h:
                return c
        return None

    def enemies_of_player(self, player: int) -> list[Char]:
        return [c for c in self.in_play() if c.controller != player]

    def enemy_spaces(self, player: int) -> frozenset[Hex]:
        """Spaces of the non-pet enemy characters of ``player`` (LOS blockers, no pass-through)."""
        chars = self.chars
        return frozenset(
            c.pos
            for u in self.order
            if (c := chars[u]).pos is not None and c.controller != player and c.master is None
        )

    def occupied(self, exclude: str = "") -> frozenset[Hex]:
        chars = self.chars
        return frozenset(c.pos for u in self.order if (c := chars[u]).pos is not None and u != exclude)

    def adjacent(self, a: Char, b: Char) -> bool:
        return a.pos is not None and b.pos is not None and distance(a.pos, b.pos) == 1

    def adjacent_chars(self, c: Char, enemies: bool) -> list[Char]:
        return [
            o
            for o in self.in_play()
            if o.uid != c.uid and self.adjacent(c, o) and (o.controller != c.controller) == enemies
        ]

    def card_def(self, inst: CardInst) -> CardDef:
        return self.catalog.cards[inst.card]

    def find_card(self, uid: str) -> tuple[Char, CardInst] | None:
        for cuid in self.order:
            c = self.chars[cuid]
            for inst in c.cards:
                if inst.uid == uid:
                    return c, inst
        return None

    def card_of(self, char: Char, card_id: str) -> CardInst | None:
        for inst in char.cards:
            if inst.card == card_id:
                return inst
        return None

    # -- stats (§7.7: base + distinct-name modifiers) ------------------------------------------
    def modifiers(self, c: Char) -> dict[str, list[tuple[str, int]]]:
        """Named stat modifiers affecting ``c``; a name counts once (704.3b)."""
        named: dict[str, list[tuple[str, int]]] = {}
        for b in c.buffs:
            card = self.catalog.cards[b.card]
            if card.buff is not None and card.buff.modifiers:
                named.setdefault(card.name, list(card.buff.modifiers))
        for inst in c.cards:
            card = self.card_def(inst)
            if card.category == "equipment" and inst.face_up and not inst.exhausted and card.modifiers:
                named.setdefault(card.name, list(card.modifiers))
        form = self.form_def(c)
        if form is not None and form.form is not None and form.form.modifiers:
            named.setdefault(form.name, list(form.form.modifiers))
        sources = [c]
        if c.pos is not None:
            # Adjacent allies matter only through their statics, so the others are not even looked at.
            sources.extend(
                o
                for o in self.in_play()
                if o.controller == c.controller
                and o.uid != c.uid
                and self.char_def(o.uid).statics
                and self.adjacent(c, o)
            )
        for src in sorted(sources, key=lambda s: s.uid):
            for s in self.char_def(src.uid).statics:
                applies = (s.who == "self") == (src.uid == c.uid)
                if applies and s.name not in named:
                    named[s.name] = [(s.stat, s.amount)]
        return named

    def stat(self, c: Char, stat: str) -> int:
        """A character's current value of a stat (armor, resist, move, power bonus, max health)."""
        d = self.char_def(c.uid)
        base = {"armor": d.armor, "resist": d.resist, "move": 2, "power": 0, "health": d.health}[stat]
        total = base + sum(a for mods in self.modifiers(c).values() for s, a in mods if s == stat)
        return total

    def max_health(self, c: Char) -> int:
        return max(1, self.stat(c, "health"))

    def honor_total(self, player: int) -> int:
        """102.1: printed honor of owned characters plus their face-up equipment costs (302.2)."""
        total = 0
        for c in self.chars.values():
            if c.owner != player:
                continue
            total += self.char_def(c.uid).honor
            total += sum(
                self.card_def(i).equipment_cost
                for i in c.cards
                if i.face_up and self.card_def(i).category == "equipment"
            )
        return total

    def stealthed(self, c: Char) -> bool:
        """708.4: stealthed during its own turn while it had no adjacent enemies and moved <= 1 space."""
        t = self.turn
        return (
            t is not None
            and t.char == c.uid
            and t.stealth_start
            and t.spaces_moved <= 1
            and "stealth" in self.char_def(c.uid).keywords
        )

    def form_def(self, c: Char) -> CardDef | None:
        return self.catalog.cards[c.form] if c.form else None

    def form_locked(self, c: Char) -> bool:
        """303.3: a form that grants payment abilities allows only those and other forms."""
        form = self.form_def(c)
        return form is not None and form.form is not None and bool(form.form.abilities)

    def abilities_of(self, c: Char) -> list[tuple[Ability, CardInst | None]]:
        """Payment abilities the character may use: its own, then its ready face-up card abilities."""
        form = self.form_def(c)
        granted = [(a, self.card_of(c, form.id)) for a in form.form.abilities] if form and form.form else []
        if self.form_locked(c):
            return granted
        out: list[tuple[Ability, CardInst | None]] = [(a, None) for a in self.char_def(c.uid).all_abilities()]
        out.extend(granted)
        for inst in c.cards:
            card = self.card_def(inst)
            if card.category == "react" or inst.exhausted or inst.aside:
                continue
            if card.category == "equipment" and not inst.face_up:
                continue  # face-down equipment is blank for the whole game (302.1)
            if card.ability is not None:
                out.append((card.ability, inst))
        return out

    # -- clocks ----------------------------------------------------------------------------------
    def can_pay(self, c: Char, cost: int) -> bool:
        return clocks.can_pay(c.clock, self.master, cost)

    def pay(self, c: Char, cost: int, events: list[Event]) -> None:
        before = c.clock
        c.clock = clocks.pay(c.clock, cost)
        events.append(
            Event(
                "clock_ticked",
                f"{self.label(c)} pays {cost} tick(s): clock {before} -> {c.clock}.",
                {"char": c.uid, "from": before, "to": c.clock, "cost": cost},
            )
        )

    def effect_tick_up(
        self, uid: str, amount: int, events: list[Event], by: int | None = None, play: int = 0
    ) -> None:
        """An effect ticks a character up (capped at 9 ahead, 408.2a); an enemy doing it ends a
        channel (702.3c) and opens the "enemy ticks [a character] up" react window (408.1b)."""
        c = self.chars[uid]
        before = c.clock
        c.clock = clocks.effect_tick_up(c.clock, self.master, amount)
        self.end_channel(c, events)
        events.append(
            Event(
                "clock_ticked",
                f"{self.label(c)} is ticked up: clock {before} -> {c.clock}.",
                {"char": uid, "from": before, "to": c.clock},
            )
        )
        if by is not None and by != c.controller and c.pos is not None:
            tp = self.turn_player if self.turn_player is not None else 0
            self.stack.append(ReactWindow(play, ("enemy_ticks_up",), (tp, 1 - tp), uid))

    def effect_tick_down(self, uid: str, amount: int, events: list[Event]) -> None:
        """An effect ticks a character down, never behind the master clock (408.2a)."""
        c = self.chars[uid]
        before = c.clock
        c.clock = clocks.effect_tick_down(c.clock, self.master, amount)
        events.append(
            Event(
                "clock_ticked",
                f"{self.label(c)} is ticked down: clock {before} -> {c.clock}.",
                {"char": uid, "from": before, "to": c.clock},
            )
        )

    # -- damage, healing, destruction -------------------------------------------------------------
    def label(self, c: Char) -> str:
        return self.char_def(c.uid).name

    def name_of(self, uid: str) -> str:
        """The name of a character or totem token."""
        if uid in self.totems:
            return self.catalog.cards[self.totems[uid].card].name
        return self.label(self.chars[uid])

    def totem_health(self, t: Totem) -> int:
        spec = self.catalog.cards[t.card].totem
        return spec.health if spec is not None else 1

    def summon_totem(self, c: Char, card_id: str, events: list[Event]) -> None:
        """304.1: a totem token with the card's name on the summoner's space."""
        if c.pos is None:
            return
        uid = f"{card_id}_{self.next_totem}"
        self.next_totem += 1
        self.totems[uid] = Totem(uid, card_id, c.controller, c.pos)
        events.append(
            Event(
                "totem_summoned",
                f"{self.name_of(uid)} is summoned at {c.pos}.",
                {"totem": uid, "card": card_id, "space": str(c.pos), "player": c.controller},
            )
        )

    def deal_damage(
        self,
        uid: str,
        amount: int,
        events: list[Event],
        attack: bool = False,
        destroy: bool = True,
        by: int | None = None,
    ) -> None:
        """Turn the health dial down; ``by`` is the player whose ability deals it (403.2c option)."""
        if uid in self.totems:
            self._damage_totem(uid, amount, events, destroy)
            return
        c = self.chars[uid]
        if c.pos is None or amount <= 0:
            return
        amount = self.prevent(c, amount, events)
        if amount <= 0:
            return
        c.health -= amount
        self.hurt.add(uid)
        if by is not None:
            self.damaged_by[uid] = by
        self.end_channel(c, events)
        events.append(
            Event(
                "damage",
                f"{self.label(c)} takes {amount} damage ({c.health} health left).",
                {"char": uid, "amount": amount, "health": c.health, "attack": attack},
            )
        )
        if destroy and not self.in_wave:
            self.process_destruction(events)

    def expire_buffs(self, when: str, events: list[Event]) -> None:
        """301.2c: remove every buff whose duration ends now (``until`` is "turn", "round" or
        "start:<uid>" for "until the start of that character's next turn")."""
        for u in self.order:
            c = self.chars[u]
            if not c.buffs:
                continue
            for b in [b for b in c.buffs if b.until == when]:
                before = self.stat(c, "health")
                c.buffs.remove(b)
                # 402.3: losing a health increase lowers the dial with the maximum.
                c.health += self.stat(c, "health") - before
                events.append(
                    Event(
                        "buff_removed",
                        f"{self.catalog.cards[b.card].name} ends on {self.label(c)}.",
                        {"char": c.uid, "card": b.card},
                    )
                )
        self.process_destruction(events)

    def prevent(self, c: Char, amount: int, events: list[Event]) -> int:
        """709.6: shields ("prevent the next N damage") take what they can, oldest first; a spent
        shield is removed. Returns the damage left to deal."""
        for b in list(c.buffs):
            if amount <= 0 or b.counter <= 0:
                continue
            stopped = min(b.counter, amount)
            b.counter -= stopped
            amount -= stopped
            name = self.catalog.cards[b.card].name
            events.append(
                Event(
                    "prevented",
                    f"{name} prevents {stopped} damage to {self.label(c)}.",
                    {"char": c.uid, "card": b.card, "amount": stopped, "left": b.counter},
                )
            )
            if b.counter == 0:
                c.buffs.remove(b)
                events.append(
                    Event(
                        "buff_removed",
                        f"{name} is removed from {self.label(c)}.",
                        {"char": c.uid, "card": b.card},
                    )
                )
        return amount

    def _damage_totem(self, uid: str, amount: int, events: list[Event], destroy: bool) -> None:
        t = self.totems[uid]
        if amount <= 0:
            return
        t.damage += amount
        left = self.totem_health(t) - t.damage
        events.append(
            Event(
                "damage",
                f"{self.name_of(uid)} takes {amount} damage ({left} health left).",
                {"char": uid, "amount": amount, "health": left, "totem": True},
            )
        )
        if destroy and not self.in_wave:
            self.process_destruction(events)

    def buff_statuses(self, b: Buff) -> tuple[str, ...]:
        spec = self.catalog.cards[b.card].buff
        return spec.statuses if spec is not None else ()

    def heal(self, uid: str, amount: int, events: list[Event]) -> None:
        if uid in self.totems:
            return
        c = self.chars[uid]
        if c.pos is None or amount <= 0:
            return
        blocked = any("cant_be_healed" in self.buff_statuses(b) for b in c.buffs)
        room = self.max_health(c) - c.health
        if blocked or room <= 0:
            events.append(
                Event(
                    "healed",
                    f"{self.label(c)} fails to heal.",
                    {"char": uid, "amount": 0, "health": c.health},
                )
            )
            return
        healed = min(amount, room)
        c.health += healed
        events.append(
            Event(
                "healed",
                f"{self.label(c)} heals {healed} ({c.health} health).",
                {"char": uid, "amount": healed, "health": c.health},
            )
        )

    def process_destruction(self, events: list[Event]) -> None:
        """403.2: destroy every character at 0 or less health, score VPs, then check for a win."""
        for t in [t for t in self.totems.values() if t.damage >= self.totem_health(t)]:
            events.append(
                Event(
                    "destroyed",
                    f"{self.name_of(t.uid)} is destroyed.",
                    {"char": t.uid, "space": str(t.pos), "totem": True},
                )
            )
            del self.totems[t.uid]
        doomed = [c for c in self.in_play() if c.health <= 0]
        for c in doomed:
            self.destroy(c, events, self.damaged_by.get(c.uid))
        self.damaged_by.clear()
        if doomed:
            self.check_win(events)

    def destroy(self, c: Char, events: list[Event], by: int | None = None) -> None:
        d = self.char_def(c.uid)
        events.append(Event("destroyed", f"{d.name} is destroyed.", {"char": c.uid, "space": str(c.pos)}))
        for pet in self.in_play():
            if pet.master == c.uid:
                self.remove_pet(pet, events)
        if c.is_pet:
            self.remove_pet(c, events, announce=False)
            return
        self.drop_form(c, events)
        c.channel = None
        c.pos = None
        c.buffs.clear()
        c.statuses.clear()
        if self.game.options["battleground"]:
            c.clock = clocks.effect_tick_up(c.clock, self.master, 2)
        c.health = d.health
        points = LEGENDARY_KILL_VP if d.legendary else KILL_VP
        killer_only = self.game.options["kill_vp_to"] == "killer_side"
        for p in range(2):
            if p != c.owner and (not killer_only or p == by):
                self.score(p, points, f"destroying {d.name}", events)

    def forced_paths(self, uid: str, spaces: int, source: Hex | None) -> list[tuple[Hex, ...]]:
        """404.3: where a forced move of ``spaces`` may end (404.1b pass-through rules apply)."""
        c = self.chars[uid]
        if c.pos is None:
            return []
        blocked = self.enemy_spaces(c.controller)
        occupied = self.occupied(exclude=uid)
        ignore = "ignore_terrain" in self.char_def(uid).keywords
        if source is not None:
            return away_paths(
                self.board, c.pos, source, spaces, blocked=blocked, occupied=occupied, ignore_terrain=ignore
            )
        return forced_paths(
            self.board, c.pos, spaces, blocked=blocked, occupied=occupied, ignore_terrain=ignore
        )

    def start_forced_move(
        self, uid: str, spaces: int, source: Hex | None, chooser: int, events: list[Event]
    ) -> None:
        """Move now when only one end is possible, else ask the effect's controller (404.3)."""
        paths = self.forced_paths(uid, spaces, source)
        if len(paths) == 1:
            self.forced_move(uid, paths[0], events)
        elif paths:
            self.stack.append(ForcedMove(uid, spaces, "" if source is None else str(source), chooser))

    def teleport_options(self, uid: str, spaces: int) -> list[Hex]:
        """404.2: spaces within ``spaces`` of the character with no character in them (totems are fine)."""
        c = self.chars[uid]
        if c.pos is None:
            return []
        near = disc(c.pos, spaces)
        return sorted(h for h in teleport_destinations(self.board, self.occupied(), near) if h != c.pos)

    def start_teleport(self, uid: str, spaces: int, chooser: int, events: list[Event]) -> None:
        options = self.teleport_options(uid, spaces)
        if len(options) == 1:
            self.teleport(uid, options[0], events)
        elif options:
            self.stack.append(TeleportChoice(uid, spaces, chooser))

    def teleport(self, uid: str, h: Hex, events: list[Event]) -> None:
        """404.2: straight to the destination; not a move, so stealth and move triggers don't care."""
        c = self.chars[uid]
        start = c.pos
        c.pos = h
        self.end_channel(c, events)
        events.append(
            Event(
                "teleported",
                f"{self.label(c)} teleports to {h}.",
                {"char": uid, "from": str(start), "to": str(h)},
            )
        )

    def switch(self, uid: str, other: str, events: list[Event]) -> None:
        """404.5: a simultaneous teleport of both; a totem stays, the character takes its space if free."""
        c = self.chars[uid]
        if c.pos is None or other == uid:
            return
        if other in self.totems:
            target = self.totems[other].pos
            if self.occupant(target) is None:
                self.teleport(uid, target, events)
            return
        o = self.chars[other]
        if o.pos is None:
            return
        a, b = c.pos, o.pos
        self.teleport(uid, b, events)
        self.teleport(other, a, events)

    def forced_move(self, uid: str, path: tuple[Hex, ...], events: list[Event]) -> None:
        self.walk(uid, path, True, events)

    def walk(self, uid: str, path: tuple[Hex, ...], forced: bool, events: list[Event]) -> None:
        """Move along ``path`` space by space (404.4): "move into a space" triggers resolve in each
        space before the character leaves it, and a destroyed character stops there.

        One "moved" event per stretch between triggers, so a client animates the walk in order.
        """
        c = self.chars[uid]
        self.end_channel(c, events)
        start = c.pos
        walked: list[Hex] = []
        for h in path:
            c.pos = h
            walked.append(h)
            if self.turn is not None and self.turn.char == uid:
                self.turn.spaces_moved += 1
            fired = self.move_triggers(c)
            if fired or h == path[-1]:
                verb = "is moved" if forced else "moves"
                events.append(
                    Event(
                        "moved",
                        f"{self.label(c)} {verb} to {h}.",
                        {"char": uid, "from": str(start), "path": [str(x) for x in walked], "forced": forced},
                    )
                )
                start, walked = h, []
            if fired:
                self.resolve_move_triggers(c, fired, events)
                if c.pos is None or self.result is not None:
                    return

    def move_triggers(self, c: Char) -> list[tuple[Char, CharTrigger]]:
        """404.4: triggers of enemies adjacent to the space just entered, one per name (704.2d)."""
        found: dict[str, tuple[Char, CharTrigger]] = {}
        # Only enemies with triggers can fire, so the others are not even checked for adjacency.
        armed = [
            o
            for o in self.in_play()
            if o.controller != c.controller and self.char_def(o.uid).triggers and self.adjacent(c, o)
        ]
        for other in sorted(armed, key=lambda o: o.uid):
            for t in self.char_def(other.uid).triggers:
                if t.on == "enemy_moves_adjacent":
                    found.setdefault(t.id, (other, t))
        return [found[k] for k in sorted(found)]

    def resolve_move_triggers(
        self, c: Char, fired: list[tuple[Char, CharTrigger]], events: list[Event]
    ) -> None:
        for source, t in fired:
            ctx = EffectContext(source.uid)
            for eff in t.effects:
                apply_effect(self, ctx, eff, [c.uid], events)
        self.process_destruction(events)

    def enter_form(self, c: Char, card_id: str, events: list[Event]) -> None:
        """303.1-303.2: change into the form; a previous form returns first (303.4)."""
        self.drop_form(c, events)
        inst = self.card_of(c, card_id)
        if inst is None or c.pos is None:
            return
        inst.aside = True
        c.form = card_id
        events.append(
            Event(
                "form_changed",
                f"{self.label(c)} changes into {self.catalog.cards[card_id].name}.",
                {"char": c.uid, "form": card_id},
            )
        )

    def drop_form(self, c: Char, events: list[Event]) -> None:
        """303.4: the form card returns face up and ready (not a "ready" event)."""
        if c.form is None:
            return
        inst = self.card_of(c, c.form)
        if inst is not None:
            inst.aside = False
            inst.face_up = True
            inst.exhausted = False
        events.append(
            Event(
                "form_dropped",
                f"{self.label(c)} drops out of {self.catalog.cards[c.form].name}.",
                {"char": c.uid, "form": c.form},
            )
        )
        c.form = None

    def remove_pet(self, pet: Char, events: list[Event], announce: bool = True) -> None:
        """305.2: a pet leaves play for good (its master was destroyed, replaced, or it was destroyed)."""
        if announce:
            events.append(Event("removed", f"{self.label(pet)} is removed from play.", {"char": pet.uid}))
        pet.pos = None
        pet.buffs.clear()
        pet.statuses[:] = ["removed"]

    def summon_pet(self, master: Char, pet_id: str, h: Hex, events: list[Event]) -> None:
        """305.1-305.2: the new pet enters next to its master with the master's clock; an old pet leaves."""
        for old in self.in_play():
            if old.master == master.uid:
                self.remove_pet(old, events)
        uid = pet_id
        n = 2
        while uid in self.chars and self.chars[uid].master != master.uid:
            uid = f"{pet_id}_{n}"
            n += 1
        pet = Char(
            uid,
            pet_id,
            master.owner,
            master.controller,
            h,
            master.clock,
            self.catalog.characters[pet_id].health,
            master=master.uid,
        )
        if uid not in self.chars:
            self.order.insert(self.order.index(master.uid) + 1, uid)
        self.chars[uid] = pet
        events.append(
            Event(
                "spawned",
                f"{self.label(pet)} is summoned at {h}.",
                {"char": uid, "space": str(h), "pet": True, "master": master.uid},
            )
        )

    def score(self, player: int, points: int, why: str, events: list[Event]) -> None:
        self.vp[player] += points
        events.append(
            Event(
                "vp_scored",
                f"{self.names[player]} scores {points} VP for {why} ({self.vp[player]}).",
                {"player": player, "points": points, "total": self.vp[player], "why": why},
            )
        )

    def check_win(self, events: list[Event]) -> None:
        """102: VPs >= honor total wins; simultaneous winners: the largest margin; a tie plays on."""
        if self.result is not None:
            return
        margins = [self.vp[p] - self.honor_total(p) for p in range(2)]
        reached = [p for p in range(2) if margins[p] >= 0]
        if not reached:
            return
        best = max(margins[p] for p in reached)
        top = [p for p in reached if margins[p] == best]
        if len(top) == 1:
            self.finish(
                Outcome("victory points reached honor", (top[0],), (float(self.vp[0]), float(self.vp[1]))),
                events,
            )

    def finish(self, outcome: Outcome, events: list[Event]) -> None:
        self.result = outcome
        self.stack.clear()
        who = " and ".join(self.names[p] for p in outcome.winners) or "nobody"
        events.append(
            Event(
                "game_over",
                f"Game over: {who} wins ({outcome.reason}).",
                {"winners": list(outcome.winners), "reason": outcome.reason, "vp": list(self.vp)},
            )
        )

    def new_play(
        self,
        c: Char,
        ability: str,
        card: str | None,
        kind: str | None,
        targets: list[str],
        react: bool = False,
        text: str = "",
    ) -> int:
        """Record an ability being played (703) and return its play id; ``text`` is the target notation."""
        pid = self.next_play
        self.next_play += 1
        self.plays[pid] = Play(pid, c.uid, c.controller, ability, card, kind, list(targets), react, text)
        return pid

    def start_channel(self, play_id: int, events: list[Event]) -> None:
        """702.3a: a resolving channel ability puts a channel counter on its character."""
        play = self.plays.get(play_id)
        if play is None:
            return
        c = self.chars[play.char]
        ab = self.any_ability(c, play.ability)
        if c.pos is None or ab is None or not ab.channel:
            return
        c.channel = f"{play.ability} {play.text}".strip()
        events.append(
            Event(
                "channel_started",
                f"{self.label(c)} channels {ab.name}.",
                {"char": c.uid, "ability": play.ability},
            )
        )

    def end_channel(self, c: Char, events: list[Event]) -> None:
        """702.3c: the channel ends (moved, damaged, another action, ticked up by an effect, ...)."""
        if c.channel is None:
            return
        events.append(Event("channel_ended", f"{self.label(c)} stops channeling.", {"char": c.uid}))
        c.channel = None

    def any_ability(self, c: Char, ability_id: str) -> Ability | None:
        """A character's ability by id, whatever the state of its card (channels continue without playing)."""
        for ab in self.char_def(c.uid).all_abilities():
            if ab.id == ability_id:
                return ab
        for inst in c.cards:
            card = self.card_def(inst)
            candidates: list[Ability] = list(card.form.abilities) if card.form else []
            if card.ability is not None:
                candidates.append(card.ability)
            for found in candidates:
                if found.id == ability_id:
                    return found
        return None

    # -- effect primitives (effects.py ops call these) --------------------------------------------
    def add_status(self, uid: str, status: str, events: list[Event]) -> None:
        c = self.chars[uid]
        if c.pos is not None and status not in c.statuses:
            c.statuses.append(status)
            events.append(
                Event(
                    "status", f"{self.label(c)}: {status.replace('_', ' ')}.", {"char": uid, "status": status}
                )
            )

    def add_bonus_hits(self, amount: int) -> None:
        if self.attack is not None:
            self.attack.bonus_hits += amount

    def ready_card(self, card_uid: str, events: list[Event]) -> None:
        found = self.find_card(card_uid)
        if found is not None and found[1].exhausted:
            found[1].exhausted = False
            events.append(
                Event(
                    "card_readied",
                    f"{self.card_def(found[1]).name} readies.",
                    {"char": found[0].uid, "card": card_uid},
                )
            )

    def negate(self, play_id: int, events: list[Event]) -> None:
        play = self.plays.get(play_id)
        is_form = (
            play is not None
            and play.ability in self.catalog.cards
            and bool(self.catalog.cards[play.ability].form)
        )
        if is_form or (self.attack is not None and self.attack.play == play_id and self.attack.unstoppable):
            events.append(
                Event("negated", "The attack can't be negated.", {"play": play_id, "negated": False})
            )
            return
        self.negated.add(play_id)
        name = play.ability if play else str(play_id)
        events.append(
            Event(
                "negated", f"{name.replace('_', ' ').title()} is negated.", {"play": play_id, "negated": True}
            )
        )

    def add_next_attack_mod(
        self, uid: str, card_uid: str | None, params: dict[str, Any], events: list[Event]
    ) -> None:
        if self.turn is not None and self.turn.char == uid:
            mod = dict(params)
            mod["card"] = card_uid or ""
            self.turn.next_attack.append(mod)
            events.append(
                Event(
                    "status",
                    f"{self.label(self.chars[uid])}'s next attack is changed.",
                    {"char": uid, "mod": mod},
                )
            )

    def terrain(self, h: Hex) -> Terrain:
        return self.board.terrain_at(h)

    # -- contract --------------------------------------------------------------------------------
    # The rules modules (sequence, observe, positions) import this one, so these methods import
    # them at call time.
    def is_terminal(self) -> bool:
        """Same answer as the base class (``current_player()`` is TERMINAL exactly when there is a
        result), without working out who decides: search asks this before every action."""
        return self.result is not None

    def current_player(self) -> PlayerId:
        if self.result is not None:
            return TERMINAL
        from engine.games.wowminis.sequence import decision_player

        return decision_player(self)

    def _legal_actions(self) -> list[Action]:
        from engine.games.wowminis.sequence import legal_actions

        return list(legal_actions(self))

    def _apply_action(self, action: Action) -> list[Event]:
        from engine.games.wowminis.sequence import apply

        return apply(self, action)

    def outcome(self) -> Outcome | None:
        return self.result

    def observation(self, player: PlayerId) -> dict[str, Any]:
        from engine.games.wowminis.observe import observation

        return observation(self, player)

    def describe(self) -> str:
        """A one-line summary for error messages: round, tick, turn character and pending decision."""
        top = type(self.stack[-1]).__name__ if self.stack else "none"
        who = self.turn.char if self.turn else "-"
        return (
            f"wowminis after {len(self.history)} actions: round {self.round} tick {self.master}, turn {who}, "
            f"pending {top}, player {self.current_player()} to act"
        )

    def hidden_from(self, player: PlayerId) -> list[str]:
        return sorted(
            i.uid for c in self.chars.values() if c.owner != player for i in c.cards if not i.face_up
        )

    def resample_from_infostate(self, player: PlayerId, rng: Rng) -> State:
        """Face-down cards were chosen at setup from public parties, so a clone is consistent."""
        return self.clone()

    def evaluate(self, player: PlayerId) -> float:
        """The heuristic bot's expected-VP score squashed into [0, 1], for search cut-offs."""
        from engine.games.wowminis.evaluation import win_probability

        return win_probability(self, player)

    def clone(self) -> WowState:
        c = WowState.__new__(WowState)
        c.game = self.game
        c.rng = self.rng.copy()
        c.history = list(self.history)
        c.board = self.board
        c.catalog = self.catalog
        c.master = self.master
        c.round = self.round
        c.names = list(self.names)
        c.vp = list(self.vp)
        c.first_player = self.first_player
        c.turn_player = self.turn_player
        c.chars = {u: ch.copy() for u, ch in self.chars.items()}
        c.order = list(self.order)
        c.turn = self.turn.copy() if self.turn else None
        c.attack = self.attack.copy() if self.attack else None
        c.plays = {k: p.copy() for k, p in self.plays.items()}
        c.negated = set(self.negated)
        c.next_play = self.next_play
        c.stack = list(self.stack)
        c.result = self.result
        c.in_wave = False
        c.damaged_by = {}
        c.hurt = set(self.hurt)
        c.totems = {u: t.copy() for u, t in self.totems.items()}
        c.next_totem = self.next_totem
        return c

    def to_dict(self) -> dict[str, Any]:
        from engine.games.wowminis.positions import state_to_dict

        return state_to_dict(self)
